// Leave balances (/app/leave/balances), for admins and HR (their workspaces): everyone's balance of each
// leave type as of a date, replayed from the rules and every request, adjustment and encashment; a blank
// where a type does not apply to the person. Search, workspace, department and leave type filters, pages,
// and the same table as an XLSX workbook. Each name opens the person's leave. The filter lives in the
// address, so the download and Back show exactly what is on the screen.
import { indiaToday, isRealDay } from "@vetan/shared/dates";
import type { BalancesReportView, LeaveTypeView } from "@vetan/shared/leave";
import { useNavigation } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { ConsolePager, pageOf, pageQuery } from "../../components/console-pager.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { PersonCell, TypeChip } from "../../features/leave/leave-bits.tsx";
import { daysNumber, queryOf } from "../../features/leave/leave-format.ts";
import { loadOrgLists } from "../../features/org/org-lists.ts";
import { GridLoading, PeopleFilters } from "../../features/org/people-filters.tsx";
import { SearchSelect } from "../../components/console-search.tsx";
import { firmApi, firmHref } from "../../lib/api.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import "../../styles/attendance.css";
import "../../styles/leave.css";
import type { Route } from "./+types/leave-balances.ts";

const PAGE_SIZE = 50;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const params = new URL(request.url).searchParams;
  const asOf = params.get("as_of") ?? "";
  const filter = {
    as_of: isRealDay(asOf) && asOf >= "2000-01-01" ? asOf : "",
    leave_type_id: params.get("leave_type_id") ?? "",
    workspace_id: params.get("workspace_id") ?? "",
    department_id: params.get("department_id") ?? "",
    q: (params.get("q") ?? "").trim().slice(0, 100),
  };
  const page = pageOf(params);
  const [report, lists, types] = await Promise.all([
    firmApi<BalancesReportView>(`/leave/report?${queryOf({ ...filter, ...Object.fromEntries(pageQuery(page, PAGE_SIZE)) })}`, { signal }),
    loadOrgLists(signal),
    firmApi<{ data: LeaveTypeView[] }>("/leave/types", { signal }).then((r) => r.data.filter((t) => !t.archived)),
  ]);
  return { filter, page, report, lists, types };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Leave balances | Leave | Vetan" }, { name: "robots", content: "noindex" }];

export default function LeaveBalances({ loaderData }: Route.ComponentProps) {
  const { filter, page, report, lists, types } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === appPath("leave", "balances");
  const filtered = Boolean(filter.q || filter.workspace_id || filter.department_id || filter.leave_type_id || filter.as_of);
  const download = firmHref(`/leave/report.xlsx?${queryOf(filter)}`);
  return (
    <>
      <DashboardHeading eyebrow="Leave" title="Leave balances" lead="Everyone's balance of each leave type on a date. Choose a name to see their requests and ledger, or to adjust a balance." />
      <DashboardPanel
        id="report"
        title={`Balances on ${formatDay(report.as_of)} (${report.total.toLocaleString("en-IN")} ${report.total === 1 ? "person" : "people"})`}
        actions={
          <a className="button button--ghost button--small" href={download} download>
            Download XLSX
          </a>
        }
      >
        <PeopleFilters
          id="report"
          filter={filter}
          filtered={filtered}
          lists={lists}
          before={
            <>
              <div className="console-search__field">
                <label htmlFor="report-as-of">Balances on</label>
                <input id="report-as-of" name="as_of" type="date" defaultValue={filter.as_of || indiaToday()} min="2000-01-01" />
              </div>
              {types.length > 0 && (
                <SearchSelect
                  id="report-type"
                  name="leave_type_id"
                  label="Leave type"
                  value={filter.leave_type_id}
                  any="Every leave type"
                  options={types.map((t) => ({ value: t.id, label: `${t.name} (${t.code})` }))}
                />
              )}
            </>
          }
        />
        <div className="att-muster-body" aria-busy={loading || undefined} data-loading={loading || undefined}>
          <GridLoading loading={loading} />
          {report.types.length === 0 ? (
            <p className="dash-empty">No leave types yet. Add them under Settings, Leave.</p>
          ) : report.rows.length === 0 ? (
            <p className="dash-empty">{filtered ? "No one matches these filters. Clear them to see everyone." : "No one is on the rolls on this date."}</p>
          ) : (
            <div className="dash-table-wrap leave-report">
              <table className="dash-table">
                <caption className="visually-hidden">Leave balances in days on {formatDay(report.as_of)}: one row per person, one column per leave type; a dash where the type does not apply</caption>
                <thead>
                  <tr>
                    <th scope="col">Person</th>
                    <th scope="col">Workspace and department</th>
                    {report.types.map((t) => (
                      <th key={t.id} scope="col" className="is-num">
                        <TypeChip type={t} size="small" />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {report.rows.map((r) => (
                    <tr key={r.employee.id}>
                      <PersonCell person={r.employee} />
                      <td data-label="Where" className="leave-report__where">
                        {[r.employee.workspace, r.employee.department].filter(Boolean).join(" · ") || "—"}
                      </td>
                      {report.types.map((t) => {
                        const v = r.balances[t.id];
                        return (
                          <td key={t.id} data-label={t.code} className="is-num" data-negative={(v ?? 0) < 0 || undefined}>
                            {v === null || v === undefined ? (
                              <>
                                <span aria-hidden="true">—</span>
                                <span className="visually-hidden">Does not apply</span>
                              </>
                            ) : (
                              daysNumber(v)
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
        <ConsolePager what="people" page={page} pageSize={PAGE_SIZE} total={report.total} shown={report.rows.length} />
      </DashboardPanel>
    </>
  );
}
