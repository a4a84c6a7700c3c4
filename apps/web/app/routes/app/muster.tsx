// The muster (/app/attendance/muster), for admins and HR: everyone × every day of the cycle with the status
// codes in colour and the cycle's totals, filtered by workspace, department and words; the month picker;
// the same grid as an XLSX workbook; and today's board — who is in which workspace now. The filter lives
// in the address, so Back, links and the export show exactly what is on the screen. On a phone the grid
// scrolls sideways with the names kept in view. Anyone else is refused by the server, in words.
import type { MusterView } from "@vetan/shared/attendance";
import { indiaToday } from "@vetan/shared/dates";
import { Link, useNavigation } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback, LoadedPart } from "../../components/console-kit.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { codeLabel, codeParts, hoursText, longDay, shiftMonth, thisMonth, weekdayOf } from "../../features/attendance/attendance-format.ts";
import { isMusterFiltered, type MusterFilter, musterFilterOf, musterQuery, type WhereView } from "../../features/attendance/muster.ts";
import { MonthPicker, StatusLegend } from "../../features/attendance/status-bits.tsx";
import { loadOrgLists } from "../../features/org/org-lists.ts";
import { GridLoading, PeopleFilters } from "../../features/org/people-filters.tsx";
import { firmApi, firmHref } from "../../lib/api.ts";
import { count } from "../../lib/dashboard-format.ts";
import { useFirmData } from "../../lib/use-firm-data.ts";
import "../../styles/attendance.css";
import type { Route } from "./+types/muster.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const asked = musterFilterOf(new URL(request.url).searchParams);
  const filter = { ...asked, month: asked.month || thisMonth() };
  const [first, lists] = await Promise.all([firmApi<MusterView>(`/attendance/muster?${musterQuery(filter)}`, { signal }), loadOrgLists(signal)]);
  // A cycle that ends before month end (26th to 25th) has already moved on to next month's cycle.
  if (!asked.month && indiaToday() > first.to) {
    filter.month = shiftMonth(filter.month, 1);
    return { filter, muster: await firmApi<MusterView>(`/attendance/muster?${musterQuery(filter)}`, { signal }), lists };
  }
  return { filter, muster: first, lists };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Muster | Attendance | Vetan" }, { name: "robots", content: "noindex" }];

export default function Muster({ loaderData }: Route.ComponentProps) {
  const { filter, muster, lists } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === appPath("attendance", "muster");
  const filtered = isMusterFiltered(filter);
  const hrefOf = (month: string) => {
    const q = musterQuery({ ...filter, month }).toString();
    return q ? `?${q}` : ".";
  };
  return (
    <>
      <DashboardHeading
        eyebrow="Attendance"
        title="Muster"
        lead="Everyone's days for the cycle, with the totals payroll takes. Choose a name to open their month."
      />
      <WherePanel />
      <DashboardPanel
        id="muster"
        title={filtered ? `Matching people (${muster.total.toLocaleString("en-IN")})` : `Everyone on the rolls (${muster.total.toLocaleString("en-IN")})`}
        actions={
          <a className="button button--ghost button--small" href={firmHref(`/attendance/muster.xlsx?${musterQuery(filter)}`)} download>
            Export XLSX
          </a>
        }
      >
        <PeopleFilters id="muster" filter={filter} filtered={filtered} lists={lists}>
          <input type="hidden" name="month" value={filter.month} />
        </PeopleFilters>
        <MonthPicker month={muster.month} from={muster.from} to={muster.to} hrefOf={hrefOf} />
        <div className="att-muster-body" aria-busy={loading || undefined} data-loading={loading || undefined}>
          <GridLoading loading={loading} />
          {muster.rows.length === 0 ? (
            <p className="dash-empty">{filtered ? "No one matches these filters in this cycle. Clear them to see everyone." : "No one was on the rolls in this cycle."}</p>
          ) : (
            <MusterGrid muster={muster} filter={filter} />
          )}
        </div>
        <StatusLegend id="muster-legend" />
      </DashboardPanel>
    </>
  );
}

const TOTALS = [
  ["Paid", "Paid days"],
  ["LOP", "Loss-of-pay days"],
  ["Pres.", "Present days"],
  ["Late", "Late marks"],
  ["OT h", "Overtime hours"],
  ["Miss.", "Days with a missing punch"],
] as const;

function MusterGrid({ muster, filter }: { muster: MusterView; filter: MusterFilter }) {
  const today = indiaToday();
  const personHref = (id: string) => `${appPath("attendance")}?${new URLSearchParams({ employee_id: id, month: filter.month || muster.month })}`;
  return (
    // A region that scrolls sideways, reachable by the keyboard (arrow keys scroll it once focused).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled without a mouse
    <section className="att-muster" aria-labelledby="muster-caption" tabIndex={0}>
      <table className="att-muster__table">
        <caption id="muster-caption" className="visually-hidden">
          Muster from {longDay(muster.from)} to {longDay(muster.to)}: one row per person, one column per day, then the totals
        </caption>
        <thead>
          <tr>
            <th scope="col" className="att-muster__who">
              Employee
            </th>
            {muster.days.map((d) => (
              <th key={d} scope="col" className="att-muster__day" data-today={d === today || undefined} data-sunday={weekdayOf(d) === "Sun" || undefined}>
                <abbr title={longDay(d)}>
                  <span className="att-muster__num">{Number(d.slice(8))}</span>
                  <span className="att-muster__wd">{weekdayOf(d).slice(0, 2)}</span>
                </abbr>
              </th>
            ))}
            {TOTALS.map(([short, long]) => (
              <th key={short} scope="col" className="att-muster__total">
                <abbr title={long}>{short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {muster.rows.map((r) => (
            <tr key={r.employee.id}>
              <th scope="row" className="att-muster__who">
                <Link to={personHref(r.employee.id)}>{r.employee.name}</Link>
                <span className="att-muster__meta">
                  {r.employee.code}
                  {r.employee.workspace && <span className="att-muster__ws"> · {r.employee.workspace}</span>}
                </span>
              </th>
              {r.codes.map((code, i) => (
                <td
                  key={muster.days[i]}
                  className="att-muster__cell"
                  data-code={code ? codeParts(code).colour : undefined}
                  title={code ? codeLabel(code) : undefined}
                  data-today={muster.days[i] === today || undefined}
                >
                  {code ? codeParts(code).shown : <span className="visually-hidden">none</span>}
                </td>
              ))}
              <td className="att-muster__total">{r.totals.paid_days.toLocaleString("en-IN")}</td>
              <td className="att-muster__total" data-warn={r.totals.lop_days > 0 || undefined}>
                {r.totals.lop_days.toLocaleString("en-IN")}
              </td>
              <td className="att-muster__total">{r.totals.present_days.toLocaleString("en-IN")}</td>
              <td className="att-muster__total">{r.totals.late_marks.toLocaleString("en-IN")}</td>
              <td className="att-muster__total">{hoursText(r.totals.overtime_minutes)}</td>
              <td className="att-muster__total" data-warn={r.totals.missing_punch_days > 0 || undefined}>
                {r.totals.missing_punch_days.toLocaleString("en-IN")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Today's board: in each workspace, how many are working, on a break, done and not in, and who is in. */
function WherePanel() {
  const { loaded, reload } = useFirmData<WhereView>("/attendance/where", "Could not load today's board.");
  return (
    <DashboardPanel
      id="where"
      title="Today"
      actions={
        <button type="button" className="button button--ghost button--small" onClick={reload}>
          Refresh
        </button>
      }
    >
      <LoadedPart loaded={loaded}>
        {(where) =>
          where.workspaces.length === 0 ? (
            <p className="dash-empty">No one is on the rolls today.</p>
          ) : (
            <ul className="att-where">
              {where.workspaces.map((w) => {
                const present = w.working + w.on_break + w.done;
                return (
                  <li key={w.workspace} className="att-where__place">
                    <h3 className="att-where__name">{w.workspace}</h3>
                    <p className="att-where__line">
                      {present.toLocaleString("en-IN")} of {count(present + w.not_in, "person", "people")} came in today
                    </p>
                    <dl className="att-where__counts">
                      <div data-state="working">
                        <dt>Working</dt>
                        <dd>{w.working.toLocaleString("en-IN")}</dd>
                      </div>
                      <div data-state="on_break">
                        <dt>On break</dt>
                        <dd>{w.on_break.toLocaleString("en-IN")}</dd>
                      </div>
                      <div data-state="done">
                        <dt>Done</dt>
                        <dd>{w.done.toLocaleString("en-IN")}</dd>
                      </div>
                      <div data-state="not_in">
                        <dt>Not in</dt>
                        <dd>{w.not_in.toLocaleString("en-IN")}</dd>
                      </div>
                    </dl>
                    {w.in.length > 0 && (
                      <details className="att-where__who">
                        <summary>Who is in ({w.in.length.toLocaleString("en-IN")})</summary>
                        <ul>
                          {w.in.map((p) => (
                            <li key={p.id}>
                              <Link to={`${appPath("attendance")}?employee_id=${p.id}`}>{p.name}</Link>
                              <span className="att-where__since">
                                {p.code}
                                {p.since && ` · since ${p.since}`}
                              </span>
                            </li>
                          ))}
                        </ul>
                      </details>
                    )}
                  </li>
                );
              })}
            </ul>
          )
        }
      </LoadedPart>
    </DashboardPanel>
  );
}
