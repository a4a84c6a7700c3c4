// A workspace's weekly offs: for each weekday, off every week or only on some weeks of the month (the 2nd
// and 4th Saturday, as many Indian offices keep them), or not off at all. Kept as the schema's list
// ({ weekday, weeks: "all" | [1–5] }), read and written here.
import type { WeeklyOff } from "@vetan/shared/people";
import { Checkbox } from "../../components/console-site-form.tsx";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const WEEKS = [1, 2, 3, 4, 5] as const;
const ORDINAL = ["", "1st", "2nd", "3rd", "4th", "5th"];

/** "Sunday; 2nd and 4th Saturday"; "None" for a workspace that works every day. */
export function describeOffs(offs: readonly WeeklyOff[]): string {
  if (offs.length === 0) return "None";
  return [...offs]
    .sort((a, b) => a.weekday - b.weekday)
    .map((o) => {
      const day = WEEKDAYS[o.weekday] ?? "";
      if (o.weeks === "all") return day;
      const weeks = o.weeks.map((w) => ORDINAL[w]);
      return `${weeks.length > 1 ? `${weeks.slice(0, -1).join(", ")} and ${weeks.at(-1)}` : weeks[0]} ${day}`;
    })
    .join("; ");
}

interface Props {
  idPrefix: string;
  value: WeeklyOff[];
  onChange(offs: WeeklyOff[]): void;
  error?: string | undefined;
}

export function WeeklyOffsField({ idPrefix, value, onChange, error }: Props) {
  const weeksOf = (weekday: number) => value.find((o) => o.weekday === weekday)?.weeks ?? null;
  const put = (weekday: number, weeks: WeeklyOff["weeks"] | null) =>
    onChange([...value.filter((o) => o.weekday !== weekday), ...(weeks === null || (Array.isArray(weeks) && weeks.length === 0) ? [] : [{ weekday, weeks }])].sort((a, b) => a.weekday - b.weekday));
  const errorId = `${idPrefix}-offs-error`;
  return (
    <fieldset className="weekly-offs acc-field--wide" aria-describedby={error ? errorId : undefined}>
      <legend>Weekly offs</legend>
      <p className="acc-field__hint">Tick Every week for a day that is always off, or only the weeks of the month it is off.</p>
      {WEEKDAYS.map((name, weekday) => {
        const weeks = weeksOf(weekday);
        const dayId = `${idPrefix}-day-${weekday}`;
        return (
          <fieldset key={name} className="weekly-offs__day">
            <legend className="weekly-offs__name">{name}</legend>
            <Checkbox id={`${dayId}-all`} label="Every week" checked={weeks === "all"} onChange={(on) => put(weekday, on ? "all" : null)} />
            <span className="weekly-offs__weeks">
              {WEEKS.map((week) => (
                <Checkbox
                  key={week}
                  id={`${dayId}-${week}`}
                  label={ORDINAL[week]}
                  checked={weeks === "all" || (weeks?.includes(week) ?? false)}
                  disabled={weeks === "all"}
                  onChange={(on) => {
                    const now = Array.isArray(weeks) ? weeks : [];
                    put(weekday, on ? [...now, week].sort((a, b) => a - b) : now.filter((w) => w !== week));
                  }}
                />
              ))}
            </span>
          </fieldset>
        );
      })}
      {error && (
        <p id={errorId} className="dash-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
