// People directory (/app/people): everyone the viewer may see, searched as they type and filtered by
// workspace, department and status (and by manager when a link says so: ?manager_id=). The filter lives in
// the address, so Back, links and the CSV export list exactly what is shown. 50 at a time, then Load more.
import { EMPLOYEE_STATUS_LABELS, EMPLOYEE_STATUSES, type DirectoryEntry, type DirectoryPage, type EmployeeProfile } from "@vetan/shared/people";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { ConsoleSearch, SearchSelect } from "../../components/console-search.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { appPath, mayImport } from "../../content/app-nav.ts";
import { choicesOf, departmentChoices, loadOrgLists } from "../../features/org/org-lists.ts";
import { type DirectoryFilter, directoryFilterOf, directoryQuery, isFiltered } from "../../features/people/directory-query.ts";
import { PersonLink, StatusBadge } from "../../features/people/person-bits.tsx";
import { ApiError, firmApi, firmHref, unlessForbidden } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import { count } from "../../lib/dashboard-format.ts";
import { useToast } from "../../lib/feedback.tsx";
import "../../styles/people.css";
import type { Route } from "./+types/people.ts";

const PAGE_SIZE = "50";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const filter = directoryFilterOf(new URL(request.url).searchParams);
  const [people, lists, manager] = await Promise.all([
    firmApi<DirectoryPage>(`/people?${directoryQuery(filter, { limit: PAGE_SIZE })}`, { signal }),
    loadOrgLists(signal),
    // The manager of ?manager_id= by name, for the filter's label; the directory's public fields say it.
    filter.manager_id ? unlessForbidden(firmApi<EmployeeProfile>(`/people/${filter.manager_id}`, { signal }), null) : null,
  ]);
  return { filter, people, lists, manager: manager && { id: manager.id, name: manager.name } };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Directory | People | Vetan" }, { name: "robots", content: "noindex" }];

const STATUS_CHOICES = [...EMPLOYEE_STATUSES.map((s) => ({ value: s, label: EMPLOYEE_STATUS_LABELS[s] })), { value: "all", label: "Everyone, past and present" }];

const COLUMNS: Column<DirectoryEntry>[] = [
  {
    label: "Name",
    cell: (p) => (
      <span className="people-name">
        <Link to={appPath("people", p.id)}>{p.name}</Link>
        {p.work_email && (
          <span className="people-name__email" title={p.work_email}>
            {p.work_email}
          </span>
        )}
      </span>
    ),
  },
  { label: "Code", cell: (p) => <span className="dash-mono">{p.code}</span> },
  { label: "Designation", cell: (p) => p.designation ?? <span className="dash-muted">—</span> },
  { label: "Department", cell: (p) => p.department?.name ?? <span className="dash-muted">—</span> },
  { label: "Workspace", cell: (p) => p.workspace?.name ?? <span className="dash-muted">—</span> },
  { label: "Manager", cell: (p) => <PersonLink person={p.manager} none={<span className="dash-muted">—</span>} /> },
  { label: "Status", cell: (p) => <StatusBadge status={p.status} /> },
];

export default function PeopleDirectory({ loaderData }: Route.ComponentProps) {
  const { filter, people, lists, manager } = loaderData;
  const me = useAppViewer();
  const filtered = isFiltered(filter);
  const query = directoryQuery(filter);
  const withoutManager = directoryQuery({ ...filter, manager_id: "" }).toString();
  return (
    <>
      <DashboardHeading
        eyebrow="People"
        title={manager ? `${manager.name}'s team` : "Directory"}
        lead={
          manager
            ? `The people who report to ${manager.name}. Show everyone to search the whole firm.`
            : "Everyone in the firm you can see, with their job and how to reach them. Search by name, code or email."
        }
      />
      <DashboardPanel
        id="directory"
        title={filtered ? "Matching people" : "Active people"}
        actions={
          <div className="people-actions">
            {/* Everyone may export what they may see: the server leaves out the columns a viewer may not read. */}
            <a className="button button--ghost button--small" href={firmHref(`/people/export?${directoryQuery(filter, { format: "csv" })}`)} download>
              Export CSV
            </a>
            {mayImport(me) && (
              <Link className="button button--ghost button--small" to={appPath("people", "import")}>
                Import employees
              </Link>
            )}
            {me.can.manage_people && (
              <Link className="button button--small" to={appPath("people", "new")}>
                Add employee
              </Link>
            )}
          </div>
        }
      >
        <ConsoleSearch id="people-q" label="Search people" placeholder="Name, code or email" q={filter.q} filtered={filtered} live>
          {lists.workspaces.length > 0 && (
            <SearchSelect id="people-workspace" name="workspace_id" label="Workspace" value={filter.workspace_id} any="Every workspace" options={choicesOf(lists.workspaces)} />
          )}
          {lists.departments.length > 0 && (
            <SearchSelect id="people-department" name="department_id" label="Department" value={filter.department_id} any="Every department" options={departmentChoices(lists.departments)} />
          )}
          <SearchSelect id="people-status" name="status" label="Status" value={filter.status} any="Active and on notice" options={STATUS_CHOICES} />
          {filter.manager_id && <input type="hidden" name="manager_id" value={filter.manager_id} />}
        </ConsoleSearch>
        {filter.manager_id && (
          <p className="people-chip">
            Reporting to <strong>{manager?.name ?? "this manager"}</strong>
            <Link to={withoutManager ? `?${withoutManager}` : "."} className="people-chip__remove">
              Show everyone<span className="visually-hidden">, not only {manager?.name ?? "this manager"}'s team</span>
            </Link>
          </p>
        )}
        {/* Keyed on the filter: a new search starts again from its first page. */}
        <Results key={query.toString()} filter={filter} first={people} />
      </DashboardPanel>
    </>
  );
}

/** The people found so far, and Load more while there are more; focus moves to the first of a new page. */
function Results({ filter, first }: { filter: DirectoryFilter; first: DirectoryPage }) {
  const toast = useToast();
  const [rows, setRows] = useState(first.data);
  const [next, setNext] = useState(first.next);
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const focusRow = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the new rows are the trigger, not an input
  useEffect(() => {
    const at = focusRow.current;
    if (at === null) return;
    focusRow.current = null;
    list.current?.querySelectorAll("tbody tr")[at]?.querySelector<HTMLElement>("a")?.focus();
  }, [rows]);

  async function loadMore() {
    if (!next) return;
    setBusy(true);
    try {
      const page = await firmApi<DirectoryPage>(`/people?${directoryQuery(filter, { cursor: next, limit: PAGE_SIZE })}`);
      focusRow.current = rows.length;
      setRows((r) => [...r, ...page.data]);
      setNext(page.next);
    } catch (error) {
      toast(error instanceof ApiError ? error.message : "Could not load more people.", "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div ref={list} className="people-table">
      <DataTable caption="People in the directory" columns={COLUMNS} rows={rows} rowKey={(p) => p.id} empty={isFiltered(filter) ? "No one matches this search." : "No one here yet."} />
      {first.total > 0 && (
        <div className="people-more">
          <p className="people-more__count" aria-live="polite">
            Showing {rows.length.toLocaleString("en-IN")} of {count(first.total, "person", "people")}
          </p>
          {next && (
            <button type="button" className="button button--ghost button--small" onClick={loadMore} disabled={busy}>
              {busy ? "Loading…" : "Load more"}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
