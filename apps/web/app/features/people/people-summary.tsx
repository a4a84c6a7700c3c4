// The people summary, wherever someone whose work covers others looks (the /app overview, the admin's and
// HR's dashboards, a manager's): headcount and this month's joiners and leavers, then charts where a picture
// reads faster — joiners against leavers over six months, headcount by workspace — the departments as
// bars that link to their people, and the birthdays, anniversaries and probation reviews coming up. The
// server answers admins and HR with their firm (or their workspaces) and a manager with their team; anyone
// else is not asked at all.
import type { PeopleSummary } from "@vetan/shared/people";
import { Link } from "react-router";
import { BarChart, ColumnChart } from "../../components/charts.tsx";
import { LoadedPart } from "../../components/console-kit.tsx";
import { DashboardPanel, DashboardStats } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { useFirmData } from "../../lib/use-firm-data.ts";
import { day, PersonLink } from "./person-bits.tsx";
import "../../styles/people-summary.css";

const n = (value: number) => value.toLocaleString("en-IN");

/** "2026-06" → "Jun 2026" (or "Jun" short); anything else as it came. */
export function monthName(month: string, short = false): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  return new Intl.DateTimeFormat("en-IN", { month: "short", ...(short ? {} : { year: "numeric" }), timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
}

/** Loads the summary and shows it. */
export function PeopleSummaryBlock() {
  const { loaded } = useFirmData<PeopleSummary>("/people-summary", "Could not load the summary.");
  return <LoadedPart loaded={loaded}>{(summary) => <PeopleSummaryView summary={summary} />}</LoadedPart>;
}

function PeopleSummaryView({ summary }: { summary: PeopleSummary }) {
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
        <DashboardPanel id="trend" title="Joiners and leavers, last six months">
          {summary.trend.every((t) => t.joined === 0 && t.left === 0) ? (
            <p className="dash-empty">No one joined or left in the last six months.</p>
          ) : (
            <ColumnChart
              title="Joiners and leavers in each of the last six months"
              groups={summary.trend.map((t) => ({ label: monthName(t.month), short: monthName(t.month, true), values: [t.joined, t.left] }))}
              series={[
                { label: "Joined", className: "chart__bar--joined" },
                { label: "Left", className: "chart__bar--left" },
              ]}
              table={<TrendTable trend={summary.trend} />}
            />
          )}
        </DashboardPanel>
        <DashboardPanel id="by-workspace" title="Headcount by workspace">
          <BarChart
            title="People on the rolls in each workspace"
            unit="people"
            rows={summary.by_workspace.map((w) => ({ key: w.id, label: w.name, value: w.count }))}
            empty="No one yet."
            table={
              <CountTable
                caption="People on the rolls in each workspace"
                what="Workspace"
                rows={summary.by_workspace.map((w) => ({ key: w.id, name: w.name, count: w.count, to: `${appPath("people")}?workspace_id=${w.id}` }))}
              />
            }
          />
        </DashboardPanel>
      </div>
      <DashboardPanel id="by-department" title="By department">
        <Bars rows={summary.by_department.map((d) => ({ key: d.id ?? "none", name: d.name, count: d.count, to: d.id ? `${appPath("people")}?department_id=${d.id}` : null }))} />
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

function TrendTable({ trend }: { trend: PeopleSummary["trend"] }) {
  return (
    <table className="chart-table">
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
            <td>{n(t.joined)}</td>
            <td>{n(t.left)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CountTable({ caption, what, rows }: { caption: string; what: string; rows: { key: string; name: string; count: number; to: string }[] }) {
  return (
    <table className="chart-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{what}</th>
          <th scope="col">People</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">
              <Link to={r.to}>{r.name}</Link>
            </th>
            <td>{n(r.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
