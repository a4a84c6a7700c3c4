// A person's cycle as a calendar: Monday to Sunday weeks, each day of the cycle a button with its date, its
// status code in colour and, where there is room, the in and out times. Pressing a day opens its details
// (day-dialog.tsx). Days to come have no status yet; days outside the cycle are blank.
import type { DayView } from "@vetan/shared/attendance";
import { indiaToday } from "@vetan/shared/dates";
import { calendarWeeks, clockOf, clockOn, codeLabel, codeParts, longDay, shortDay, WEEKDAYS } from "./attendance-format.ts";
import { StatusCode } from "./status-bits.tsx";

interface Props {
  from: string;
  to: string;
  days: readonly DayView[];
  /** Whose days these are, for the table's caption: "Your attendance", "Meera Iyer's attendance". */
  whose: string;
  onOpen(day: string): void;
}

/** What a day's button says to a screen reader: the date, the status and the times. */
export function dayWords(day: string, view: DayView | undefined, today: string): string {
  const parts = [longDay(day)];
  if (day === today) parts.push("today");
  if (!view || !view.status) parts.push(day > today ? "still to come" : "no status yet");
  else {
    parts.push(codeLabel(view.code));
    if (view.first_in) parts.push(`in ${clockOn(view.first_in, day)}`);
    if (view.last_out) parts.push(`out ${clockOn(view.last_out, day)}`);
    if (view.late_mark) parts.push("late mark");
  }
  return parts.join(", ");
}

export function MonthCalendar({ from, to, days, whose, onOpen }: Props) {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const today = indiaToday();
  const weeks = calendarWeeks(from, to);
  return (
    <div className="att-cal">
      <table className="att-cal__table">
        <caption className="visually-hidden">
          {whose} from {longDay(from)} to {longDay(to)}. Choose a day for its details.
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col">
                <abbr title={long}>{short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.day}>
              {week.map(({ day, inCycle }) => {
                if (!inCycle) return <td key={day} className="att-cal__blank" />;
                const view = byDay.get(day);
                const first = day === from || day.endsWith("-01");
                return (
                  <td key={day}>
                    <button
                      type="button"
                      className="att-cal__day"
                      data-day={day}
                      data-code={view?.code ? codeParts(view.code).colour : undefined}
                      data-future={day > today || undefined}
                      aria-current={day === today ? "date" : undefined}
                      aria-label={dayWords(day, view, today)}
                      aria-haspopup="dialog"
                      onClick={() => onOpen(day)}
                    >
                      <span className="att-cal__date" aria-hidden="true">
                        {Number(day.slice(8))}
                        {first && <span className="att-cal__mon"> {shortDay(day).split(" ")[1]}</span>}
                      </span>
                      {view?.code && (
                        <span className="att-cal__code" aria-hidden="true">
                          <StatusCode code={view.code} size="small" />
                        </span>
                      )}
                      {view?.late_mark && (
                        <span className="att-cal__late" aria-hidden="true">
                          Late
                        </span>
                      )}
                      {(view?.first_in || view?.last_out) && (
                        <span className="att-cal__times" aria-hidden="true">
                          {view.first_in && view.last_out
                            ? `${clockOf(view.first_in)}–${clockOf(view.last_out)}`
                            : view.first_in
                              ? `In ${clockOf(view.first_in)}`
                              : `Out ${clockOf(view.last_out ?? "")}`}
                        </span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
