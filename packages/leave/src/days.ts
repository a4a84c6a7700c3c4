// Calendar arithmetic for the replay's hot loop. The replay walks every month since joining for every
// person and leave type, so it must not parse dates with `Date` or format them with `Intl` on each step:
// month starts and ends come from a table filled once, day arithmetic is integer arithmetic on the civil
// calendar, and the words a ledger shows ("24 Nov 2026", "Nov 2026") are formatted once per day and kept.
//
// These helpers take days the engine made itself (month starts, year starts, lots' last days), which are
// real yyyy-mm-dd days; a day typed by someone goes through @vetan/shared/dates as before.
import { formatDay } from "@vetan/shared/dates";

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** Days in month `m` (1–12) of year `y`. */
export function daysInMonth(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

// Month index: y × 12 + (m − 1). Texts of the months 1900–2199 are kept once made.
const FIRST_YEAR = 1900;
const KEPT_MONTHS = 300 * 12;
const STARTS: (string | undefined)[] = new Array(KEPT_MONTHS);
const ENDS: (string | undefined)[] = new Array(KEPT_MONTHS);

/** "2026-03-01" for the month index of March 2026. */
export function monthStartText(monthIndex: number): string {
  const i = monthIndex - FIRST_YEAR * 12;
  const kept = i >= 0 && i < KEPT_MONTHS ? STARTS[i] : undefined;
  if (kept !== undefined) return kept;
  const y = Math.floor(monthIndex / 12);
  const text = `${y}-${pad2(monthIndex - y * 12 + 1)}-01`;
  if (i >= 0 && i < KEPT_MONTHS) STARTS[i] = text;
  return text;
}

/** "2026-03-31" for the month index of March 2026. */
export function monthEndText(monthIndex: number): string {
  const i = monthIndex - FIRST_YEAR * 12;
  const kept = i >= 0 && i < KEPT_MONTHS ? ENDS[i] : undefined;
  if (kept !== undefined) return kept;
  const y = Math.floor(monthIndex / 12);
  const m = monthIndex - y * 12 + 1;
  const text = `${y}-${pad2(m)}-${pad2(daysInMonth(y, m))}`;
  if (i >= 0 && i < KEPT_MONTHS) ENDS[i] = text;
  return text;
}

/** The number written at `from`..`to` (exclusive) of a yyyy-mm-dd day, digit by digit. */
function digits(day: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + day.charCodeAt(i) - 48;
  return n;
}

/** A yyyy-mm-dd day as the number yyyymmdd, which sorts as the text does; -1 for text not of that form. */
export function ymdOf(day: string): number {
  if (day.length !== 10 || day.charCodeAt(4) !== 45 || day.charCodeAt(7) !== 45) return -1;
  let n = 0;
  for (let i = 0; i < 10; i++) {
    if (i === 4 || i === 7) continue;
    const digit = day.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

/** yyyymmdd of the first day of a month index. */
export const monthStartYmd = (monthIndex: number): number => Math.floor(monthIndex / 12) * 10000 + (monthIndex % 12) * 100 + 101;

/** yyyymmdd of the last day of a month index. */
export function monthEndYmd(monthIndex: number): number {
  const y = Math.floor(monthIndex / 12);
  const m = (monthIndex % 12) + 1;
  return y * 10000 + m * 100 + daysInMonth(y, m);
}

/**
 * The first day of the leave year after the one holding `day` (years.ts `nextYearStart`, from the table):
 * a calendar year starts in January (month 0), a financial one in April (month 3).
 */
export function nextYearStartText(day: string, kind: "calendar" | "financial"): string {
  const month = monthIndexOf(day);
  const inYear = month % 12;
  const start = kind === "calendar" ? month - inYear : inYear >= 3 ? month - inYear + 3 : month - inYear - 9;
  return monthStartText(start + 12);
}

/** The month index of a yyyy-mm-dd day. */
export const monthIndexOf = (day: string): number => digits(day, 0, 4) * 12 + digits(day, 5, 7) - 1;

/** Days since 1970-01-01 of a real yyyy-mm-dd day (the civil-calendar algorithm: no Date, no time zone). */
export function dayNumber(day: string): number {
  let y = digits(day, 0, 4);
  const m = digits(day, 5, 7);
  const d = digits(day, 8, 10);
  if (m <= 2) y--;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The yyyy-mm-dd day of a day number. */
export function dayText(n: number): string {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y}-${pad2(m)}-${pad2(d)}`;
}

/** A real day moved by `n` calendar days (what shared `addDays` gives, without `Date`). */
export const shiftDay = (day: string, n: number): string => dayText(dayNumber(day) + n);

// Words, formatted once per day or month and kept (a bounded memo: cleared when it grows large).
const MONTH_FORMAT = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" });
const monthNames = new Map<string, string>();
const dayNames = new Map<string, string>();
const MEMO_LIMIT = 20_000;

/** "Mar 2026": the month of a real day, as a period's label reads. */
export function monthName(day: string): string {
  const key = day.slice(0, 7);
  let text = monthNames.get(key);
  if (text === undefined) {
    text = MONTH_FORMAT.format(new Date(`${key}-01T00:00:00Z`));
    if (monthNames.size >= MEMO_LIMIT) monthNames.clear();
    monthNames.set(key, text);
  }
  return text;
}

/** "24 Nov 2026": shared `formatDay`, kept per day. */
export function formattedDay(day: string): string {
  let text = dayNames.get(day);
  if (text === undefined) {
    text = formatDay(day);
    if (dayNames.size >= MEMO_LIMIT) dayNames.clear();
    dayNames.set(day, text);
  }
  return text;
}
