// Console screen: Audit log — who changed what, when, newest first. The filters (kind of change, who) and
// the page live in the address (?action=&actor=&page=), so Back undoes a filter and a view can be shared.
import { AUDIT_PAGE, type AuditPage, type AuditRow } from "@vetan/shared/admin-site";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { ConsolePager, pageOf, pageQuery } from "../../components/console-pager.tsx";
import { actionLabel, AuditDetail, AuditFilters, AuditWho } from "../../components/console-site-audit.tsx";
import { formatWhen } from "../../lib/dashboard-format.ts";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { adminApi } from "../../lib/api.ts";
import "../../styles/console-site.css";
import type { Route } from "./+types/audit.ts";

const PAGE_SIZE = AUDIT_PAGE.defaultLimit;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters from the address; anything the API would refuse is dropped, not sent. */
function filterOf(params: URLSearchParams) {
  const action = params.get("action") ?? "";
  const actor = params.get("actor") ?? "";
  return { action: /^[a-z0-9_.-]{1,60}$/i.test(action) ? action : "", actor: UUID.test(actor) ? actor : "" };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const filter = filterOf(url.searchParams);
  const page = pageOf(url.searchParams);
  const query = pageQuery(page, PAGE_SIZE);
  if (filter.action) query.set("action", filter.action);
  if (filter.actor) query.set("actor", filter.actor);
  const log = await adminApi<AuditPage>(`/audit?${query}`, { signal: request.signal });
  return { log, filter, page };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Audit log | Superadmin console | Vetan" }, { name: "robots", content: "noindex" }];

const COLUMNS: Column<AuditRow>[] = [
  {
    label: "When",
    cell: (r) => <time dateTime={r.at}>{formatWhen(r.at)}</time>,
  },
  { label: "Who", cell: (r) => <AuditWho actor={r.actor} /> },
  {
    label: "What",
    cell: (r) => (
      <span className="audit-what">
        <span>{actionLabel(r.action)}</span>
        <code className="dash-mono dash-muted">{r.action}</code>
      </span>
    ),
  },
  { label: "Detail", cell: (r) => <AuditDetail detail={r.detail} /> },
  { label: "From", cell: (r) => <span className="dash-mono">{r.ip || "—"}</span> },
];

export default function ConsoleAudit({ loaderData }: Route.ComponentProps) {
  const { log, filter, page } = loaderData;
  const filtered = Boolean(filter.action || filter.actor);
  return (
    <>
      <DashboardHeading
        eyebrow="Superadmin console"
        title="Audit log"
        lead="Every change made in the console, and the platform's other recorded events: who, what and when, newest first."
      />
      <DashboardPanel id="audit" title={filtered ? "Matching entries" : "All entries"}>
        <AuditFilters kinds={log.actions} actors={log.actors} action={filter.action} actor={filter.actor} />
        <div className="audit-table">
          <DataTable
            caption="Audit log, newest first"
            columns={COLUMNS}
            rows={log.data}
            rowKey={(r) => String(r.id)}
            empty={filtered ? "No entry matches these filters." : "Nothing recorded yet."}
          />
        </div>
        <ConsolePager what="entries" page={page} pageSize={PAGE_SIZE} total={log.total} shown={log.data.length} />
      </DashboardPanel>
    </>
  );
}
