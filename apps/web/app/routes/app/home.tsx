// The firm product's first screen (/app): where to go next, for everyone; and for those whose work covers
// others (admins and HR: the firm; a manager: their team) the people summary — headcount, joiners and
// leavers, where people work, and the birthdays, anniversaries and probation reviews coming up. The links
// need nothing but who is signed in, so the screen renders at once; the summary is asked for only by those
// the server gives it to (anyone else would only be refused), and loads into its place.
import type { PeopleSummary } from "@vetan/shared/people";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading, DashboardPanel, DashboardStats } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { PersonLink, day } from "../../features/people/person-bits.tsx";
import { ApiError, firmApi } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import "../../styles/people.css";
import type { Route } from "./+types/home.ts";

export const meta: Route.MetaFunction = () => [{ title: "Overview | Vetan" }, { name: "robots", content: "noindex" }];

type Loaded = { summary: PeopleSummary } | { error: string } | null;

/** The people summary for those who may read it (null while it loads). */
function useSummary(wanted: boolean): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    if (!wanted) return;
    const request = new AbortController();
    firmApi<PeopleSummary>("/people-summary", { signal: request.signal })
      .then((summary) => setLoaded({ summary }))
      .catch((e: unknown) => {
        if (!request.signal.aborted) setLoaded({ error: e instanceof ApiError ? e.message : "Could not load the summary." });
      });
    return () => request.abort();
  }, [wanted]);
  return loaded;
}

const n = (value: number) => value.toLocaleString("en-IN");

/** "2026-06" → "Jun 2026"; anything else as it came. */
function monthName(month: string): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  return new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
}

export default function AppHome() {
  const me = useAppViewer();
  const wanted = me.access !== "E" || me.is_manager;
  const loaded = useSummary(wanted);
  const links = [
    { to: appPath("people", me.employee_id), title: "My profile", text: "Your job, contact details and history." },
    { to: appPath("people"), title: "Directory", text: "Everyone in the firm, with how to reach them." },
    { to: appPath("org-chart"), title: "Org chart", text: "Who reports to whom, from the top down." },
    ...(me.is_manager ? [{ to: `${appPath("people")}?manager_id=${me.employee_id}`, title: "My team", text: "The people who report to you." }] : []),
    ...(me.can.manage_people ? [{ to: appPath("people", "new"), title: "Add employee", text: "Put a new joiner on the rolls." }] : []),
  ];
  return (
    <>
      <DashboardHeading eyebrow={me.firm_name} title={`Hello, ${me.viewer.name}`} lead="People is the first module of your firm's Vetan. Attendance, leave and payroll follow." />
      <ul className="app-links">
        {links.map((l) => (
          <li key={l.to}>
            <Link className="app-link-card" to={l.to}>
              <span className="app-link-card__title">{l.title}</span>
              <span className="app-link-card__text">{l.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      {wanted &&
        (loaded === null ? (
          <ConsoleFallback />
        ) : "error" in loaded ? (
          <p className="dash-error" role="alert">
            {loaded.error}
          </p>
        ) : (
          <Summary summary={loaded.summary} />
        ))}
    </>
  );
}

function Summary({ summary }: { summary: PeopleSummary }) {
  return (
    <>
      <DashboardStats
        items={[
          { label: "Headcount", value: n(summary.headcount) },
          { label: "Active", value: n(summary.active) },
          { label: "On notice", value: n(summary.on_notice) },
          { label: "Joined this month", value: n(summary.joiners_this_month) },
          { label: "Left this month", value: n(summary.leavers_this_month) },
        ]}
      />
      <div className="dash-pair">
        <DashboardPanel id="by-workspace" title="By workspace">
          <Bars rows={summary.by_workspace.map((w) => ({ key: w.id, name: w.name, count: w.count, to: `${appPath("people")}?workspace_id=${w.id}` }))} />
        </DashboardPanel>
        <DashboardPanel id="by-department" title="By department">
          <Bars rows={summary.by_department.map((d) => ({ key: d.id ?? "none", name: d.name, count: d.count, to: d.id ? `${appPath("people")}?department_id=${d.id}` : null }))} />
        </DashboardPanel>
      </div>
      <DashboardPanel id="trend" title="Joiners and leavers, last six months">
        <Trend trend={summary.trend} />
      </DashboardPanel>
      <div className="people-coming">
        <DashboardPanel id="birthdays" title="Birthdays coming up">
          <Dated rows={summary.birthdays.map((b) => ({ ...b, note: null }))} empty="No birthdays in the next few weeks." />
        </DashboardPanel>
        <DashboardPanel id="anniversaries" title="Work anniversaries">
          <Dated rows={summary.anniversaries.map((a) => ({ ...a, note: `${a.years} ${a.years === 1 ? "year" : "years"}` }))} empty="No work anniversaries in the next few weeks." />
        </DashboardPanel>
        <DashboardPanel id="probation" title="Probation ending">
          <Dated rows={summary.probation_due.map((p) => ({ ...p, note: null }))} empty="No probation ends in the next few weeks." />
        </DashboardPanel>
      </div>
    </>
  );
}

/** Counts as bars against the largest, each a link to the people it counts where it can be. */
function Bars({ rows }: { rows: { key: string; name: string; count: number; to: string | null }[] }) {
  if (rows.length === 0) return <p className="dash-empty">No one yet.</p>;
  const most = Math.max(1, ...rows.map((r) => r.count));
  return (
    <ul className="people-bars">
      {rows.map((r) => (
        <li key={r.key}>
          <span className="people-bars__name">{r.to ? <Link to={r.to}>{r.name}</Link> : r.name}</span>
          <span className="people-bars__count">{n(r.count)}</span>
          <span className="people-bars__bar" aria-hidden="true">
            <span style={{ width: `${(r.count / most) * 100}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The six months as a table, each figure drawn as a bar beside it. */
function Trend({ trend }: { trend: PeopleSummary["trend"] }) {
  const most = Math.max(1, ...trend.flatMap((t) => [t.joined, t.left]));
  const bar = (value: number, kind: "joined" | "left") => (
    <span className="people-trend__cell">
      <span className={`people-trend__bar people-trend__bar--${kind}`} style={{ width: `${(value / most) * 100}%` }} aria-hidden="true" />
      {n(value)}
    </span>
  );
  return (
    <div className="dash-table-wrap">
      <table className="people-trend">
        <caption className="visually-hidden">Joiners and leavers in each of the last six months, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Joined</th>
            <th scope="col">Left</th>
          </tr>
        </thead>
        <tbody>
          {trend.map((t) => (
            <tr key={t.month}>
              <th scope="row">{monthName(t.month)}</th>
              <td>{bar(t.joined, "joined")}</td>
              <td>{bar(t.left, "left")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Dated({ rows, empty }: { rows: { id: string; name: string; on: string; note: string | null }[]; empty: string }) {
  if (rows.length === 0) return <p className="dash-empty">{empty}</p>;
  return (
    <ul className="people-dated">
      {rows.map((r) => (
        <li key={`${r.id}-${r.on}`}>
          <PersonLink person={r} />
          <span className="people-dated__when">
            {day(r.on)}
            {r.note && ` · ${r.note}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
