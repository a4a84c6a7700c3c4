// One day of the calendar, opened from its cell: its status, the times and minutes that decided it, the
// engine's working in words, the punches behind it, and — for one's own days — the form to ask for a change
// (regularisation, on duty, work from home, overtime), filled in with the day.
import type { AttendanceRequestType, CalendarView, DayView } from "@vetan/shared/attendance";
import { indiaDateOf, indiaToday } from "@vetan/shared/dates";
import { DashboardFacts } from "../../components/dashboard-shell.tsx";
import { Dialog } from "../../components/dialog.tsx";
import { clockOf, clockOn, codeLabel, longDay, minutesText, punchLabel, sourceLabel } from "./attendance-format.ts";
import { RequestForm } from "./request-form.tsx";
import { StatusCode } from "./status-bits.tsx";
import "../../styles/form-dialog.css";

interface Props {
  day: string;
  calendar: CalendarView;
  /** The request to start the form on (the "Ask for a change" button opens today on regularisation). */
  initial?: AttendanceRequestType | undefined;
  onClose(): void;
}

const mins = (n: number) => (n > 0 ? minutesText(n) : "None");
/** Days that usually want a regularisation: a punch missing, absent, or short of a full day. */
const NEEDS_A_LOOK = new Set(["MI", "MO", "A", "HD"]);

export function DayDialog({ day, calendar, initial, onClose }: Props) {
  const view: DayView | undefined = calendar.days.find((d) => d.day === day);
  const punches = calendar.punches.filter((p) => indiaDateOf(p.at) === day);
  const future = day > indiaToday();
  return (
    <Dialog open size="form" title={longDay(day)} onClose={onClose} actions={<button type="button" className="button button--ghost" onClick={onClose}>Close</button>}>
      <div className="att-day">
        {view?.status ? (
          <div className="att-day__top">
            <p className="att-day__status">
              <StatusCode code={view.code} />
              <strong>{codeLabel(view.code)}</strong>
              {view.shift && <span className="att-day__shift">Shift {view.shift}</span>}
            </p>
            {calendar.can_request && NEEDS_A_LOOK.has(view.code) && (
              <button type="button" className="button button--small" onClick={() => document.getElementById(`request-${day}-in_time`)?.focus()}>
                Ask to regularise
              </button>
            )}
          </div>
        ) : (
          <p className="att-day__status dash-muted">{future ? "This day is still to come." : "This day has no status yet: it is decided once the day is over or the first punch is in."}</p>
        )}
        {view?.status && (
          <DashboardFacts
            missing="None"
            rows={[
              ["In", view.first_in ? clockOn(view.first_in, day) : view.missing_punch === "in" ? "Missing" : ""],
              ["Out", view.last_out ? clockOn(view.last_out, day) : view.missing_punch === "out" ? "Missing" : ""],
              ["Worked", mins(view.worked_minutes)],
              ["Breaks", mins(view.break_minutes)],
              ["Late by", view.late_by_minutes > 0 ? `${minutesText(view.late_by_minutes)}${view.late_mark ? " (a late mark)" : ""}` : "On time"],
              ["Left early by", view.early_by_minutes > 0 ? minutesText(view.early_by_minutes) : "Not early"],
              ["Overtime", mins(view.overtime_minutes)],
              ...(view.penalty_half_days > 0 ? ([["Late-mark penalty", `${view.penalty_half_days === 1 ? "Half a day" : "A full day"} of pay`]] as const) : []),
            ]}
          />
        )}
        {view && view.reasons.length > 0 && (
          <section className="att-day__part" aria-labelledby={`reasons-${day}`}>
            <h3 id={`reasons-${day}`}>How this day was worked out</h3>
            <ul className="att-day__reasons">
              {view.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </section>
        )}
        {punches.length > 0 && (
          <section className="att-day__part" aria-labelledby={`punches-${day}`}>
            <h3 id={`punches-${day}`}>Punches</h3>
            <ol className="att-punches">
              {punches.map((p) => (
                <li key={`${p.at}-${p.source}`}>
                  <time dateTime={p.at} className="att-punches__time">
                    {clockOf(p.at)}
                  </time>
                  <span>{punchLabel(p.kind, p.direction)}</span>
                  <span className="att-punches__source">{sourceLabel(p.source)}</span>
                </li>
              ))}
            </ol>
          </section>
        )}
        {calendar.can_request && <RequestForm key={`${day}-${initial ?? ""}`} day={day} view={view} initial={initial} />}
      </div>
    </Dialog>
  );
}
