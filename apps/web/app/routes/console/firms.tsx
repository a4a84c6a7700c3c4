// Console screen: Firms — every firm registered on Vetan with its owner, mobile, size, type, plan and date,
// searchable and paged; each opens to its own page (firm.tsx).
import { type ConsoleFirm, NO_PLAN } from "@vetan/shared/admin-leads";
import type { Page } from "@vetan/shared";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { ConsolePager, pageOf, pageQuery } from "../../components/console-pager.tsx";
import { ConsoleSearch } from "../../components/console-search.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { consolePath } from "../../content/console-nav.ts";
import { adminApi } from "../../lib/api.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import "../../styles/console-leads.css";
import type { Route } from "./+types/firms.ts";

const PAGE_SIZE = 25;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim();
  const page = pageOf(url.searchParams);
  const query = pageQuery(page, PAGE_SIZE);
  if (q) query.set("q", q);
  const firms = await adminApi<Page<ConsoleFirm>>(`/firms?${query}`, { signal: request.signal });
  return { firms, q, page };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Firms | Superadmin console | Vetan" }, { name: "robots", content: "noindex" }];

const COLUMNS: Column<ConsoleFirm>[] = [
  { label: "Firm", cell: (f) => <Link to={consolePath("firms", f.id)}>{f.firm_name}</Link> },
  { label: "Owner", cell: (f) => f.owner_name },
  { label: "Mobile", cell: (f) => <span className="dash-mono">{f.mobile}</span> },
  { label: "Size", cell: (f) => f.size },
  { label: "Type", cell: (f) => f.firm_type },
  { label: "Plan", cell: (f) => f.plan_name ?? <span className="dash-muted">{NO_PLAN}</span> },
  { label: "Members", cell: (f) => f.members.toLocaleString("en-IN"), numeric: true },
  { label: "Registered", cell: (f) => formatDay(f.created_at) },
];

export default function ConsoleFirms({ loaderData }: Route.ComponentProps) {
  const { firms, q, page } = loaderData;
  return (
    <>
      <DashboardHeading eyebrow="Superadmin console" title="Firms" lead="Every firm registered on Vetan, newest first. Open a firm to see its profile and people, or to set its plan." />
      <DashboardPanel id="firms" title={q ? "Matching firms" : "All firms"}>
        <ConsoleSearch id="firm-q" label="Search firms" placeholder="Firm, owner, mobile or email" q={q} filtered={Boolean(q)} />
        <div className="console-firms">
          <DataTable caption="Firms on the platform" columns={COLUMNS} rows={firms.data} rowKey={(f) => f.id} empty={q ? "No firm matches this search." : "No firms yet."} />
        </div>
        <ConsolePager what="firms" page={page} pageSize={PAGE_SIZE} total={firms.total} shown={firms.data.length} />
      </DashboardPanel>
    </>
  );
}
