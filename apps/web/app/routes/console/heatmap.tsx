// Console screen: one page's click heatmap (?campaign=&page=&bucket=&from=&to=) — the live page at the chosen
// width with the clicks drawn over it as heat, the width switcher and date range above, and beside it the
// most clicked links and buttons with their counts (which is also the picture's text alternative).
import {
  HEATMAP_BUCKETS,
  type HeatmapPageAnswer,
  HeatmapPageQuerySchema,
  type HeatmapPageQuery,
} from "@vetan/shared/admin-heatmaps";
import { fieldErrors } from "@vetan/shared/fields";
import { Link } from "react-router";
import { ConsoleHeatmapBuckets } from "../../components/console-heatmap-buckets.tsx";
import { ConsoleHeatmapRange } from "../../components/console-heatmap-range.tsx";
import { ConsoleHeatmapStage } from "../../components/console-heatmap-stage.tsx";
import { ConsoleHeatmapTargets } from "../../components/console-heatmap-targets.tsx";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading, DashboardStats } from "../../components/dashboard-shell.tsx";
import { ApiError, adminApi } from "../../lib/api.ts";
import { campaignsHref, heatmapHref, pathOf } from "../../lib/console-heatmap-links.ts";
import "../../styles/accounts.css";
import "../../styles/console-heatmaps.css";
import type { Route } from "./+types/heatmap.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const checked = HeatmapPageQuerySchema.safeParse(Object.fromEntries(params));
  if (!checked.success) {
    // An address edited by hand: say what is wrong with it (the links the console makes are always whole).
    const errors = fieldErrors(checked.error);
    const first = Object.values(errors)[0] ?? "This heatmap address is not complete.";
    throw new ApiError(400, "validation_failed", first, errors);
  }
  const q: HeatmapPageQuery = checked.data;
  const query = new URLSearchParams({ campaign: q.campaign, page: q.page, bucket: q.bucket, from: q.from, to: q.to });
  return adminApi<HeatmapPageAnswer>(`/heatmaps/page?${query}`, { signal: request.signal });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Heatmap | Superadmin console | Vetan" }, { name: "robots", content: "noindex" }];

const n = (x: number) => x.toLocaleString("en-IN");

export default function ConsoleHeatmap({ loaderData: answer }: Route.ComponentProps) {
  const path = pathOf(answer.page);
  const bucket = HEATMAP_BUCKETS[answer.bucket];
  const { totals } = answer;
  return (
    <>
      <p className="hm-back">
        <Link to={campaignsHref(answer.range, answer.campaign)}>← Pages of {answer.campaign}</Link>
      </p>
      <DashboardHeading eyebrow={`Click heatmap · campaign ${answer.campaign}`} title={answer.title && answer.title !== "N/A" ? answer.title : path} lead={path} />
      <div className="hm-toolbar">
        <ConsoleHeatmapBuckets current={answer.bucket} counts={totals.buckets} href={(b) => heatmapHref(answer.range, answer.campaign, answer.page, b)} />
        <ConsoleHeatmapRange
          key={`${answer.range.from}|${answer.range.to}`}
          range={answer.range}
          keep={{ campaign: answer.campaign, page: answer.page, bucket: answer.bucket }}
        />
      </div>
      <DashboardStats
        items={[
          { label: `Clicks on ${bucket.label.toLowerCase()}s`, value: n(totals.bucketClicks) },
          { label: "Sessions", value: n(totals.bucketSessions) },
          { label: "On fixed or sticky bars", value: n(totals.pinnedClicks) },
          { label: "All widths", value: n(totals.clicks) },
        ]}
      />
      {answer.truncated && <p className="hm-note">Only the busiest squares of this very large heatmap are drawn; the figures above count every click.</p>}
      <div className="hm-layout">
        <section className="hm-picture" aria-label="Heatmap">
          <ConsoleHeatmapStage key={`${answer.page}|${answer.bucket}`} answer={answer} />
        </section>
        <aside className="hm-side" aria-label="Most clicked">
          <ConsoleHeatmapTargets targets={answer.targets} total={totals.bucketClicks} />
          <p className="hm-side__note">
            Clicks on elements of a bar that stays on screen while scrolling (a sticky header) are drawn on that element. Window widths from{" "}
            {bucket.minViewport} px{bucket.belowViewport ? ` to ${bucket.belowViewport - 1} px` : " up"} count as {bucket.label.toLowerCase()}, scaled to {bucket.width} px.
          </p>
        </aside>
      </div>
    </>
  );
}
