// Settings: Audit log (/app/settings/audit, the firm's admins): every change made in the firm — people,
// access, approvals, imports, workspaces, keys — who made it, from → to, and when, newest first. Filtered by
// kind of change, by the person it is about and by dates, a page at a time; the same filter exports as CSV.
import type { EmployeeProfile, Named } from "@vetan/shared/people";
import { useState } from "react";
import { Form, Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { ConsolePager } from "../../components/console-pager.tsx";
import { SearchActions, SearchSelect } from "../../components/console-search.tsx";
import { actionLabel, AuditDetail } from "../../components/console-site-audit.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { appPath } from "../../content/app-nav.ts";
import {
  AUDIT_KINDS,
  type AuditFilter,
  auditFilterOf,
  auditLinks,
  auditQuery,
  type FirmAuditEntry,
  isAuditFiltered,
  readableDetail,
} from "../../features/audit/firm-audit.ts";
import { PersonPicker } from "../../features/people/person-picker.tsx";
import { firmApi, firmHref, unlessForbidden } from "../../lib/api.ts";
import { formatWhen } from "../../lib/dashboard-format.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/people.css";
import type { Route } from "./+types/audit.ts";

const PAGE_SIZE = 50;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const filter = auditFilterOf(new URL(request.url).searchParams);
  const [log, person] = await Promise.all([
    firmApi<{ total: number; data: FirmAuditEntry[] }>(`/audit?${auditQuery(filter, PAGE_SIZE)}`, { signal }),
    // The person filtered on, by name, for the picker.
    filter.employee_id ? unlessForbidden(firmApi<EmployeeProfile>(`/people/${filter.employee_id}`, { signal }), null) : null,
  ]);
  return { filter, log, person: person && { id: person.id, name: person.name } };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Audit log | Settings | Vetan" }, { name: "robots", content: "noindex" }];

const COLUMNS: Column<FirmAuditEntry>[] = [
  { label: "When", cell: (e) => <time dateTime={e.at}>{formatWhen(e.at)}</time> },
  { label: "Who", cell: (e) => e.actor ?? <span className="dash-muted">System</span> },
  {
    label: "What",
    cell: (e) => (
      <span className="audit-what">
        <span>{actionLabel(e.action)}</span>
        <code className="dash-mono dash-muted">{e.action}</code>
      </span>
    ),
  },
  { label: "Detail", cell: (e) => <AuditDetail detail={readableDetail(e.detail)} /> },
  {
    label: "About",
    cell: (e) => {
      const links = auditLinks(e.detail);
      if (!links.employee && !links.request) return <span className="dash-muted">—</span>;
      return (
        <span className="audit-links">
          {links.employee && <Link to={appPath("people", links.employee)}>Profile</Link>}
          {links.request && <Link to={appPath("approvals", links.request)}>Request</Link>}
        </span>
      );
    },
  },
  { label: "From", cell: (e) => <span className="dash-mono">{e.ip || "—"}</span> },
];

export default function FirmAudit({ loaderData }: Route.ComponentProps) {
  const { filter, log, person } = loaderData;
  const filtered = isAuditFiltered(filter);
  return (
    <>
      <DashboardHeading eyebrow="Settings" title="Audit log" lead="Every change made in your firm: who made it, what it changed from and to, and when. Newest first." />
      <DashboardPanel
        id="audit"
        title={filtered ? `Matching entries (${log.total.toLocaleString("en-IN")})` : `All entries (${log.total.toLocaleString("en-IN")})`}
        actions={
          <a className="button button--ghost button--small" href={firmHref(`/audit/export?${auditQuery(filter)}`)} download>
            Export CSV
          </a>
        }
      >
        {/* Keyed on the address: Back or Clear shows its own filter in the picker. */}
        <Filters key={auditQuery(filter).toString()} filter={filter} person={person} />
        <div className="audit-table">
          <DataTable caption="The firm's audit log, newest first" columns={COLUMNS} rows={log.data} rowKey={(e) => String(e.id)} empty={filtered ? "No entry matches these filters." : "Nothing recorded yet."} />
        </div>
        <ConsolePager what="entries" page={filter.page} pageSize={PAGE_SIZE} total={log.total} shown={log.data.length} />
      </DashboardPanel>
    </>
  );
}

/** The filters: a GET form, so they live in the address; the person is chosen from the directory. */
function Filters({ filter, person }: { filter: AuditFilter; person: Named | null }) {
  const [about, setAbout] = useState<Named | null>(person);
  return (
    <Form method="get" className="console-search audit-filters" aria-label="Filter the audit log">
      <SearchSelect id="audit-action" name="action" label="What" value={filter.action} any="Every kind of change" options={AUDIT_KINDS} />
      <div className="console-search__field audit-filters__person">
        <PersonPicker id="audit-person" label="About" value={about} onChange={setAbout} placeholder="Type a name or code" />
        <input type="hidden" name="employee_id" value={about?.id ?? ""} />
      </div>
      <div className="console-search__field">
        <label htmlFor="audit-from">From</label>
        <input id="audit-from" name="from" type="date" defaultValue={filter.from} />
      </div>
      <div className="console-search__field">
        <label htmlFor="audit-to">To</label>
        <input id="audit-to" name="to" type="date" defaultValue={filter.to} />
      </div>
      <SearchActions filtered={isAuditFiltered(filter)} submit="Filter" />
    </Form>
  );
}
