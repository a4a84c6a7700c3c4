// How attendance reads on the screens: minutes as hours and minutes, instants as India's wall-clock time,
// a cycle's month and its neighbours, the weeks a calendar draws (Monday first), and each day status's
// colour class. Plain functions, so the tests can read them without a browser.
import { DAY_STATUS_CODES, DAY_STATUS_LABELS, type DayStatusName, type PunchKind, PUNCH_KIND_LABELS, splitDayCode } from "@vetan/shared/attendance";
import { addDays, indiaDateOf, indiaToday } from "@vetan/shared/dates";

/** "7 h 45 min", "45 min", "8 h"; none is "0 min". */
export function minutesText(total: number): string {
  const m = Math.max(0, Math.round(total));
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return `${rest} min`;
  return rest === 0 ? `${h} h` : `${h} h ${rest} min`;
}

/** Overtime as hours with up to two decimals: 90 → "1.5". */
export const hoursText = (minutes: number) => (Math.round((minutes / 60) * 100) / 100).toLocaleString("en-IN");

const CLOCK = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Asia/Kolkata" });

/** An instant as India's 24-hour clock: "09:32". */
export const clockOf = (iso: string) => CLOCK.format(new Date(iso));

/** An instant's clock, with its date when it falls on another day than `day` (a night shift's out): "06:02 (25 Nov)". */
export function clockOn(iso: string, day: string): string {
  const on = indiaDateOf(iso);
  return on === day ? clockOf(iso) : `${clockOf(iso)} (${shortDay(on)})`;
}

const SHORT = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const LONG = new Intl.DateTimeFormat("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const WEEKDAY = new Intl.DateTimeFormat("en-IN", { weekday: "short", timeZone: "UTC" });
const MONTH = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });

const at = (day: string) => new Date(`${day}T00:00:00Z`);
/** "24 Nov". */
export const shortDay = (day: string) => SHORT.format(at(day));
/** "Tuesday, 24 November 2026". */
export const longDay = (day: string) => LONG.format(at(day));
/** "Tue". */
export const weekdayOf = (day: string) => WEEKDAY.format(at(day));
/** "November 2026" for "2026-11". */
export const monthLabel = (month: string) => MONTH.format(at(`${month}-01`));

export { shiftMonth } from "@vetan/shared/dates";

/** India's current month, "2026-11". */
export const thisMonth = (now: Date = new Date()) => indiaToday(now).slice(0, 7);

/** The cycle's span in words when it is not the calendar month: "26 Oct – 25 Nov 2026". */
export function cycleSpan(from: string, to: string): string | null {
  if (from.endsWith("-01") && addDays(to, 1).endsWith("-01") && from.slice(0, 7) === to.slice(0, 7)) return null;
  return `${shortDay(from)} – ${shortDay(to)} ${to.slice(0, 4)}`;
}

/** Monday = 0 … Sunday = 6. */
const mondayIndex = (day: string) => (at(day).getUTCDay() + 6) % 7;

/**
 * The weeks a calendar shows for a cycle, Monday to Sunday: each cell a day, `inCycle` false for the days
 * before `from` and after `to` that fill its first and last week.
 */
export function calendarWeeks(from: string, to: string): { day: string; inCycle: boolean }[][] {
  const weeks: { day: string; inCycle: boolean }[][] = [];
  let day = addDays(from, -mondayIndex(from));
  while (day <= to) {
    const week: { day: string; inCycle: boolean }[] = [];
    for (let i = 0; i < 7; i++) {
      week.push({ day, inCycle: day >= from && day <= to });
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

export const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

const STATUS_OF_CODE = new Map(Object.entries(DAY_STATUS_CODES).map(([status, code]) => [code as string, status as DayStatusName]));

/** A status code's name: "P" → "Present", "L:CL" → "Leave (CL)"; a code not in the list says itself. */
export function codeLabel(code: string): string {
  const { status: plain, leave } = splitDayCode(code);
  const status = STATUS_OF_CODE.get(plain);
  const words = status ? DAY_STATUS_LABELS[status] : plain;
  return leave ? `${words} (${leave})` : words;
}

/** What a grid cell shows ("CL" on a day of leave) and the status code its colour comes from ("L"). */
export function codeParts(code: string): { shown: string; colour: string } {
  const { status, leave } = splitDayCode(code);
  return { shown: leave ?? status, colour: status };
}

/** The legend, in the order people read a month: worked, not worked, days off, away, punches missing. */
export const LEGEND: readonly DayStatusName[] = ["present", "half_day", "absent", "weekly_off", "holiday", "leave", "on_duty", "wfh", "missing_in", "missing_out"];

/** The words of a punch's kind, or its direction when a device gave no kind. */
export function punchLabel(kind: string | null, direction?: string): string {
  if (kind && kind in PUNCH_KIND_LABELS) return PUNCH_KIND_LABELS[kind as PunchKind];
  if (direction === "in") return "In";
  if (direction === "out") return "Out";
  return "Punch";
}

const SOURCE_LABELS: Record<string, string> = { web: "web", device: "device", import: "file import", regularisation: "regularised" };
export const sourceLabel = (source: string) => SOURCE_LABELS[source] ?? source;

export const TODAY_STATE_LABELS = { not_in: "Not clocked in", working: "Working", on_break: "On a break", done: "Done for the day" } as const;
