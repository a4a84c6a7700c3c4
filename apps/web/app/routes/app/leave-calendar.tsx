// The team calendar (/app/leave/calendar): who is away on which day of a month. Managers see their team,
// HR their workspaces, admins everyone (the server decides; anyone else is refused in words). On a tablet or
// desktop it is a grid, people down and days across inside its own scrolling box, with weekly offs and
// holidays shaded, leave in its type's colour (waiting requests dashed and striped, half days half filled
// and marked ½) and how many are away each day in a row under the dates. On a phone it is a list of the
// days someone is away, with who. The month, words, workspace, department and page live in the address.
import { isMonth } from "@vetan/shared/attendance";
import { indiaToday } from "@vetan/shared/dates";
import type { LeaveTypeBrief, LeaveTypeView, TeamCalendarView } from "@vetan/shared/leave";
import { useEffect, useRef } from "react";
import { Link, useNavigation } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { ConsolePager, pageOf, pageQuery } from "../../components/console-pager.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { longDay, monthLabel, thisMonth, weekdayOf } from "../../features/attendance/attendance-format.ts";
import { MonthPicker } from "../../features/attendance/status-bits.tsx";
import { TypeChip, TypeLegend } from "../../features/leave/leave-bits.tsx";
import { leaveHref, PORTION_LABELS, queryOf } from "../../features/leave/leave-format.ts";
import { loadOrgLists } from "../../features/org/org-lists.ts";
import { GridLoading, PeopleFilters } from "../../features/org/people-filters.tsx";
import { firmApi } from "../../lib/api.ts";
import "../../styles/approvals.css";
import "../../styles/attendance.css";
import "../../styles/leave.css";
import type { Route } from "./+types/leave-calendar.ts";

const PAGE_SIZE = 50;

type Away = TeamCalendarView["people"][number]["away"][number];
type Off = TeamCalendarView["people"][number]["offs"][number];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const params = new URL(request.url).searchParams;
  const asked = params.get("month") ?? "";
  const filter = {
    month: isMonth(asked) ? asked : thisMonth(),
    workspace_id: params.get("workspace_id") ?? "",
    department_id: params.get("department_id") ?? "",
    q: (params.get("q") ?? "").trim().slice(0, 100),
  };
  const page = pageOf(params);
  const [calendar, lists, types] = await Promise.all([
    firmApi<TeamCalendarView>(`/leave/calendar?${queryOf({ ...filter, ...Object.fromEntries(pageQuery(page, PAGE_SIZE)) })}`, { signal }),
    loadOrgLists(signal),
    firmApi<{ data: LeaveTypeView[] }>("/leave/types", { signal }).then((r) => r.data.filter((t) => !t.archived)),
  ]);
  return { filter, page, calendar, lists, types };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Team calendar | Leave | Vetan" }, { name: "robots", content: "noindex" }];

/** Every day of the month, in order. */
function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d.setUTCDate(d.getUTCDate() + 1)) out.push(d.toISOString().slice(0, 10));
  return out;
}

const awayWords = (a: Away) => `${a.leave_type.name}${a.portion === "full" ? "" : `, ${PORTION_LABELS[a.portion]}`}${a.status === "pending" ? ", pending" : ""}`;
const offWords = (o: Off) => (o.kind === "holiday" ? `Holiday${o.name ? `: ${o.name}` : ""}` : "Weekly off");

export default function TeamCalendar({ loaderData }: Route.ComponentProps) {
  const { filter, page, calendar, lists, types } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === appPath("leave", "calendar");
  const filtered = Boolean(filter.q || filter.workspace_id || filter.department_id);
  const hrefOf = (month: string) => {
    const q = queryOf({ ...filter, month });
    return q ? `?${q}` : ".";
  };
  const days = daysOf(calendar.from, calendar.to);
  // The legend names every type in use, and those on the calendar even if since archived.
  const legend = new Map<string, LeaveTypeBrief>(types.map((t) => [t.id, t]));
  for (const p of calendar.people) for (const a of p.away) if (!legend.has(a.leave_type.id)) legend.set(a.leave_type.id, a.leave_type);
  return (
    <>
      <DashboardHeading eyebrow="Leave" title="Team calendar" lead="Who is away on which day, with weekly offs and holidays. Choose a name to see their balances and requests." />
      <DashboardPanel id="calendar" title={`${monthLabel(calendar.month)}: ${filtered ? "matching people" : "everyone you look after"} (${calendar.total.toLocaleString("en-IN")})`}>
        <PeopleFilters id="calendar" filter={filter} filtered={filtered} lists={lists}>
          <input type="hidden" name="month" value={filter.month} />
        </PeopleFilters>
        <MonthPicker month={calendar.month} from={calendar.from} to={calendar.to} hrefOf={hrefOf} />
        <div className="att-muster-body" aria-busy={loading || undefined} data-loading={loading || undefined}>
          <GridLoading loading={loading} />
          {calendar.people.length === 0 ? (
            <p className="dash-empty">{filtered ? "No one matches these filters this month. Clear them to see everyone." : "No one to show this month."}</p>
          ) : (
            <>
              <CalendarGrid calendar={calendar} days={days} />
              <DayList calendar={calendar} days={days} />
            </>
          )}
        </div>
        <ConsolePager what="people" page={page} pageSize={PAGE_SIZE} total={calendar.total} shown={calendar.people.length} />
        <TypeLegend id="calendar-legend" types={[...legend.values()]} />
      </DashboardPanel>
    </>
  );
}

function CalendarGrid({ calendar, days }: { calendar: TeamCalendarView; days: string[] }) {
  const today = indiaToday();
  const holidays = new Map(calendar.holidays.map((h) => [h.day, h.name]));
  const box = useRef<HTMLElement>(null);
  // This month opens with today in view (sideways only; the page itself does not move).
  useEffect(() => {
    const grid = box.current;
    const day = grid?.querySelector<HTMLElement>(".leave-grid__day[data-today]");
    const who = grid?.querySelector<HTMLElement>("thead .leave-grid__who");
    if (!grid || !day || !who || grid.scrollWidth <= grid.clientWidth) return;
    grid.scrollLeft = Math.max(0, day.offsetLeft - who.offsetWidth - 3 * day.offsetWidth);
  }, []);
  return (
    // A region that scrolls sideways, reachable by the keyboard (arrow keys scroll it once focused).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled without a mouse
    <section ref={box} className="leave-grid" aria-labelledby="leave-grid-caption" tabIndex={0}>
      <table className="leave-grid__table">
        <caption id="leave-grid-caption" className="visually-hidden">
          Who is away in {monthLabel(calendar.month)}: one row per person, one column per day; the second heading row counts those away each day
        </caption>
        <thead>
          <tr>
            <th scope="col" className="leave-grid__who">
              Person
            </th>
            {days.map((d) => (
              <th key={d} scope="col" className="leave-grid__day" data-today={d === today || undefined} data-holiday={holidays.has(d) || undefined} data-sunday={weekdayOf(d) === "Sun" || undefined}>
                <abbr title={`${longDay(d)}${holidays.has(d) ? `, ${holidays.get(d)}` : ""}`}>
                  <span className="leave-grid__num">{Number(d.slice(8))}</span>
                  <span className="leave-grid__wd">{weekdayOf(d).slice(0, 2)}</span>
                </abbr>
              </th>
            ))}
          </tr>
          <tr className="leave-grid__counts">
            <th scope="row" className="leave-grid__who">
              Away
            </th>
            {days.map((d) => {
              const n = calendar.away_by_day[d] ?? 0;
              return (
                <td key={d} data-some={n > 0 || undefined}>
                  {n > 0 ? n.toLocaleString("en-IN") : <span className="visually-hidden">0</span>}
                </td>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {calendar.people.map((p) => {
            const away = new Map<string, Away[]>();
            for (const a of p.away) away.set(a.day, [...(away.get(a.day) ?? []), a]);
            const offs = new Map(p.offs.map((o) => [o.day, o]));
            return (
              <tr key={p.employee.id}>
                <th scope="row" className="leave-grid__who">
                  <Link to={leaveHref(p.employee.id)}>{p.employee.name}</Link>
                  <span className="leave-grid__meta">
                    {p.employee.code}
                    {p.employee.department && ` · ${p.employee.department}`}
                  </span>
                </th>
                {days.map((d) => (
                  <DayCell key={d} day={d} away={away.get(d)} off={offs.get(d)} today={d === today} />
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function DayCell({ day, away, off, today }: { day: string; away: Away[] | undefined; off: Off | undefined; today: boolean }) {
  const first = away?.[0];
  if (first) {
    const words = away.map(awayWords).join("; ");
    const half = away.length === 1 && first.portion !== "full" ? first.portion : undefined;
    return (
      <td
        className="leave-grid__cell"
        data-day={day}
        data-colour={first.leave_type.colour}
        data-pending={away.some((a) => a.status === "pending") || undefined}
        data-portion={half}
        data-off={off?.kind}
        data-today={today || undefined}
        title={words}
      >
        <span aria-hidden="true">
          {first.leave_type.code}
          {half && <span className="leave-grid__half">½</span>}
        </span>
        <span className="visually-hidden">{words}</span>
      </td>
    );
  }
  if (off)
    return (
      <td className="leave-grid__cell" data-off={off.kind} data-today={today || undefined} title={offWords(off)}>
        <span className="visually-hidden">{offWords(off)}</span>
      </td>
    );
  return <td className="leave-grid__cell" data-today={today || undefined} />;
}

/** On a phone: each day someone is away (or a holiday), with who and what. */
function DayList({ calendar, days }: { calendar: TeamCalendarView; days: string[] }) {
  const holidays = new Map(calendar.holidays.map((h) => [h.day, h.name]));
  const byDay = new Map<string, { person: TeamCalendarView["people"][number]["employee"]; away: Away }[]>();
  for (const p of calendar.people) for (const a of p.away) byDay.set(a.day, [...(byDay.get(a.day) ?? []), { person: p.employee, away: a }]);
  const shown = days.filter((d) => byDay.has(d) || holidays.has(d));
  const today = indiaToday();
  if (shown.length === 0) return <p className="dash-empty leave-daylist">No one on this page is away in {monthLabel(calendar.month)}.</p>;
  return (
    <ol className="leave-daylist" aria-label={`Days someone is away in ${monthLabel(calendar.month)}`}>
      {shown.map((d) => {
        const who = byDay.get(d) ?? [];
        const count = calendar.away_by_day[d] ?? 0;
        return (
          <li key={d} className="leave-daylist__day" data-day={d} data-today={d === today || undefined}>
            <h3 className="leave-daylist__date">
              {longDay(d)}
              {d === today && <span className="att-tag">Today</span>}
            </h3>
            {holidays.has(d) && <p className="leave-daylist__holiday">Holiday: {holidays.get(d)}</p>}
            {who.length > 0 && (
              <>
                <p className="leave-daylist__count">{count === 1 ? "1 person away" : `${count.toLocaleString("en-IN")} people away`} (approved)</p>
                <ul className="leave-daylist__who">
                  {who.map(({ person, away }) => (
                    <li key={`${person.id}-${away.leave_type.id}-${away.portion}`} data-pending={away.status === "pending" || undefined}>
                      <Link to={leaveHref(person.id)}>{person.name}</Link>
                      <span className="leave-daylist__what">
                        <TypeChip type={away.leave_type} size="small" />
                        {away.portion !== "full" && <span>{PORTION_LABELS[away.portion]}</span>}
                        {away.status === "pending" && <span className="request-status">Pending</span>}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}
