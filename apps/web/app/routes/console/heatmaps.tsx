// Console screen: Click heatmaps — the campaigns (campaignid) whose links people clicked through in a date
// range, with their pages, sessions and clicks; choosing one lists its pages, and each page opens to its
// heatmap. The range and the chosen campaign live in the address (?from=&to=&campaign=).
import {
  HEATMAP_BUCKET_IDS,
  type HeatmapCampaign,
  type HeatmapCampaignsAnswer,
  type HeatmapPageSummary,
  type HeatmapPagesAnswer,
  HeatmapRangeQuerySchema,
  resolveHeatmapRange,
} from "@vetan/shared/admin-heatmaps";
import { fieldErrors } from "@vetan/shared/fields";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { ConsoleHeatmapRange } from "../../components/console-heatmap-range.tsx";
import { DashboardHeading, DashboardPanel, DashboardStats } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { adminApi } from "../../lib/api.ts";
import { busiestBucket, heatmapHref, pathOf, rangeLabel, rangeQuery } from "../../lib/console-heatmap-links.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import "../../styles/accounts.css";
import "../../styles/console-heatmaps.css";
import type { Route } from "./+types/heatmaps.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const asked = { from: params.get("from") ?? undefined, to: params.get("to") ?? undefined };
  const checked = HeatmapRangeQuerySchema.safeParse(asked);
  if (!checked.success) {
    // A range typed into the address by hand: show why, over the default range's form.
    const fallback = resolveHeatmapRange({});
    return { errors: fieldErrors(checked.error), range: fallback.ok ? fallback.range : { from: "", to: "" }, campaigns: null, pages: null };
  }
  const query = new URLSearchParams({ from: checked.data.from, to: checked.data.to });
  const campaign = params.get("campaign") ?? "";
  const [campaigns, pages] = await Promise.all([
    adminApi<HeatmapCampaignsAnswer>(`/heatmaps/campaigns?${query}`, { signal: request.signal }),
    campaign ? adminApi<HeatmapPagesAnswer>(`/heatmaps/pages?${query}&campaign=${encodeURIComponent(campaign)}`, { signal: request.signal }) : null,
  ]);
  return { errors: {}, range: campaigns.range, campaigns: campaigns.campaigns, pages };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Click heatmaps | Superadmin console | Vetan" }, { name: "robots", content: "noindex" }];

const n = (x: number) => x.toLocaleString("en-IN");

export default function ConsoleHeatmaps({ loaderData }: Route.ComponentProps) {
  const { errors, range, campaigns, pages } = loaderData;
  const chosen = pages?.campaign ?? "";
  const clicks = campaigns?.reduce((s, c) => s + c.clicks, 0) ?? 0;
  const campaignColumns: Column<HeatmapCampaign>[] = [
    {
      label: "Campaign",
      cell: (c) => (
        <Link
          to={`?${rangeQuery(range, { campaign: c.campaign })}#hm-pages`}
          className="hm-campaign"
          aria-current={c.campaign === chosen ? "true" : undefined}
          preventScrollReset
        >
          {c.campaign}
        </Link>
      ),
    },
    { label: "Pages", cell: (c) => n(c.pages), numeric: true },
    { label: "Sessions", cell: (c) => n(c.sessions), numeric: true },
    { label: "Clicks", cell: (c) => n(c.clicks), numeric: true },
    { label: "First click", cell: (c) => formatDay(c.firstClick) },
    { label: "Last click", cell: (c) => formatDay(c.lastClick) },
  ];
  const pageColumns: Column<HeatmapPageSummary>[] = [
    {
      label: "Page",
      cell: (p) => (
        <span className="hm-page">
          <span className="hm-page__title">{p.title === "N/A" || !p.title ? pathOf(p.page) : p.title}</span>
          <span className="hm-page__path">{pathOf(p.page)}</span>
        </span>
      ),
    },
    { label: "Clicks", cell: (p) => n(p.clicks), numeric: true },
    { label: "Sessions", cell: (p) => n(p.sessions), numeric: true },
    { label: "Phone / tablet / desktop", cell: (p) => HEATMAP_BUCKET_IDS.map((id) => n(p.buckets[id])).join(" / "), numeric: true },
    { label: "Last click", cell: (p) => formatDay(p.lastClick) },
    {
      label: "Heatmap",
      cell: (p) => (
        <Link className="button button--small" to={heatmapHref(range, chosen, p.page, busiestBucket(p.buckets))}>
          Open heatmap<span className="visually-hidden"> of {pathOf(p.page)}</span>
        </Link>
      ),
    },
  ];

  return (
    <>
      <DashboardHeading
        eyebrow="Superadmin console"
        title="Click heatmaps"
        lead="Clicks from visitors who came through a campaign link (an address with campaignid and sessionid). Choose a campaign to see its pages, then open a page's heatmap."
      />
      <ConsoleHeatmapRange key={`${range.from}|${range.to}`} range={range} keep={chosen ? { campaign: chosen } : {}} errors={errors} />
      {campaigns && (
        <>
          <DashboardStats
            items={[
              { label: "Campaigns", value: n(campaigns.length) },
              { label: "Clicks", value: n(clicks) },
              { label: "Range", value: rangeLabel(range) },
            ]}
          />
          <DashboardPanel id="hm-campaigns" title="Campaigns">
            <DataTable
              caption="Campaigns in the date range, most clicked first"
              columns={campaignColumns}
              rows={campaigns}
              rowKey={(c) => c.campaign}
              empty="No campaign clicks in this date range. Clicks are recorded when a page is opened from an address with both campaignid and sessionid."
            />
          </DashboardPanel>
        </>
      )}
      {pages && (
        <DashboardPanel id="hm-pages" title={`Pages of ${pages.campaign}`}>
          <DataTable
            caption={`Pages of campaign ${pages.campaign}, most clicked first`}
            columns={pageColumns}
            rows={pages.pages}
            rowKey={(p) => p.page}
            empty="This campaign has no clicks in this date range."
          />
        </DashboardPanel>
      )}
    </>
  );
}
