// Settings, Leave, Year end (admins and firm-wide HR): choose a leave type and one of its years, and see
// what closing it does to each person — the closing balance, the days carried into the next year (and when
// they expire), those that lapse and those to encash through payroll — with the totals over everyone and
// pages of people. Once the year has ended it can be closed, after a confirmation, as a background job
// whose progress bar is followed here; then the preview is read again and shows the year closed.
import type { LeaveTypeView, YearEndView } from "@vetan/shared/leave";
import { useState } from "react";
import { Form, useRevalidator } from "react-router";
import { ConsoleConfirm } from "../../components/console-confirm.tsx";
import { useApiSave } from "../../components/console-kit.tsx";
import { ConsolePager } from "../../components/console-pager.tsx";
import { DashboardPanel } from "../../components/dashboard-shell.tsx";
import { firmApi } from "../../lib/api.ts";
import { formatDay, formatWhen } from "../../lib/dashboard-format.ts";
import { PersonCell, TypeChip } from "./leave-bits.tsx";
import { YearEndProgress } from "./leave-job.tsx";
import { daysNumber, daysText, } from "./leave-format.ts";

export const YEAR_END_PAGE = 50;

interface Props {
  types: LeaveTypeView[];
  view: YearEndView | null;
  page: number;
}

export function YearEndTab({ types, view, page }: Props) {
  const save = useApiSave(firmApi);
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const [job, setJob] = useState<string | null>(null);
  if (types.length === 0) return <p className="dash-empty">There is no leave with a balance to close a year of.</p>;
  if (!view) return <p className="dash-empty">Year-end processing is for admins and firm-wide HR.</p>;
  const close = async () => {
    setConfirming(false);
    const result = await save<{ job_id: string }>("/leave/year-end", "POST", { leave_type_id: view.leave_type.id, year_start: view.year.start }, `Closing ${view.year.label} for ${view.leave_type.code}…`);
    if (result.ok) setJob(result.data.job_id);
  };
  const t = view.totals;
  return (
    <>
      <DashboardPanel id="year-pick" title="Which year">
        <Form method="get" className="console-search leave-year-pick">
          <input type="hidden" name="tab" value="year-end" />
          <div className="console-search__field">
            <label htmlFor="year-type">Leave type</label>
            <select id="year-type" name="type" defaultValue={view.leave_type.id} key={view.leave_type.id}>
              {types.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name} ({x.code})
                </option>
              ))}
            </select>
          </div>
          <div className="console-search__field">
            <label htmlFor="year-start">Leave year</label>
            <select id="year-start" name="year" defaultValue={view.year.start} key={`${view.leave_type.id}-${view.year.start}`}>
              {view.years.map((y) => (
                <option key={y.start} value={y.start}>
                  {y.label}
                  {y.closed ? " (closed)" : ""}
                </option>
              ))}
              {!view.years.some((y) => y.start === view.year.start) && <option value={view.year.start}>{view.year.label}</option>}
            </select>
          </div>
          <div className="console-search__actions">
            <button type="submit" className="button button--small">
              Show
            </button>
          </div>
        </Form>
      </DashboardPanel>
      <DashboardPanel id="year-end" title={`${view.leave_type.name}, ${view.year.label}`}>
        <div className="leave-year-state">
          <TypeChip type={view.leave_type} named />
          <p className="leave-year-state__words">
            {formatDay(view.year.start)} to {formatDay(view.year.end)}.{" "}
            {view.closed ? (
              <strong>
                Closed on {formatWhen(view.closed.at)} by {view.closed.by}.
              </strong>
            ) : view.can_run ? (
              "The year has ended and is open: closing it carries, lapses and encashes the balances below."
            ) : (
              `The year runs until ${formatDay(view.year.end)}; it can be closed from ${formatDay(view.next_start)}. The figures are what closing would do with today's balances.`
            )}
          </p>
        </div>
        <dl className="att-totals leave-year-totals" aria-label="Totals over everyone">
          <div className="att-totals__item">
            <dt>People</dt>
            <dd>{t.people.toLocaleString("en-IN")}</dd>
          </div>
          <div className="att-totals__item">
            <dt>Closing balances</dt>
            <dd>{daysNumber(t.closing)}</dd>
          </div>
          <div className="att-totals__item">
            <dt>Carried</dt>
            <dd>{daysNumber(t.carried)}</dd>
          </div>
          <div className="att-totals__item" data-warn={t.lapsed > 0 || undefined}>
            <dt>Lapsed</dt>
            <dd>{daysNumber(t.lapsed)}</dd>
          </div>
          <div className="att-totals__item">
            <dt>To encash</dt>
            <dd>{daysNumber(t.encashed)}</dd>
          </div>
        </dl>
        <div className="leave-year-run">
          <button type="button" className="button" disabled={!view.can_run || job !== null} aria-haspopup="dialog" onClick={() => setConfirming(true)}>
            Close the year
          </button>
          <p className="dash-note">
            {view.closed
              ? "This year is closed: requests and adjustments in it are refused."
              : view.can_run
                ? `Closes ${view.year.label} of ${view.leave_type.code} for ${view.totals.people.toLocaleString("en-IN")} people. It cannot be undone.`
                : "Closing is possible once the year has ended."}
          </p>
        </div>
        {job && <YearEndProgress key={job} jobId={job} onDone={() => void revalidator.revalidate()} />}
        {view.rows.length === 0 ? (
          <p className="dash-empty">No one this type applies to was on the rolls in {view.year.label}.</p>
        ) : (
          <div className="dash-table-wrap leave-report">
            <table className="dash-table leave-year-table">
              <caption className="visually-hidden">
                Year end of {view.leave_type.name} for {view.year.label}, in days: one row per person
              </caption>
              <thead>
                <tr>
                  <th scope="col">Person</th>
                  <th scope="col" className="is-num">
                    Closing
                  </th>
                  <th scope="col" className="is-num">
                    Carried
                  </th>
                  <th scope="col" className="is-num">
                    Lapsed
                  </th>
                  <th scope="col" className="is-num">
                    Encashed
                  </th>
                  <th scope="col">Carried days expire</th>
                </tr>
              </thead>
              <tbody>
                {view.rows.map((r) => (
                  <tr key={r.employee.id}>
                    <PersonCell person={r.employee} />
                    <td data-label="Closing" className="is-num" data-negative={r.closing < 0 || undefined}>
                      {daysNumber(r.closing)}
                    </td>
                    <td data-label="Carried" className="is-num">
                      {daysNumber(r.carried)}
                    </td>
                    <td data-label="Lapsed" className="is-num">
                      {daysNumber(r.lapsed)}
                    </td>
                    <td data-label="Encashed" className="is-num">
                      {daysNumber(r.encashed)}
                    </td>
                    <td data-label="Carried days expire" className="leave-report__line">{r.carried_expires_on ? formatDay(r.carried_expires_on) : r.carried > 0 ? "Never" : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <ConsolePager what="people" page={page} pageSize={YEAR_END_PAGE} total={view.total} shown={view.rows.length} />
      </DashboardPanel>
      {confirming && (
        <ConsoleConfirm title={`Close ${view.year.label} for ${view.leave_type.code}?`} confirm="Close the year" onCancel={() => setConfirming(false)} onConfirm={() => void close()}>
          <p>
            {daysText(t.carried)} are carried into the next year, {daysText(t.lapsed)} lapse and {daysText(t.encashed)} go to payroll to encash, across{" "}
            {t.people.toLocaleString("en-IN")} people.
          </p>
          <p>Once closed, no request, cancellation or adjustment can change {view.year.label}. This cannot be undone.</p>
        </ConsoleConfirm>
      )}
    </>
  );
}
