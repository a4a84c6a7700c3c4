// Calendar arithmetic on ISO dates ("2026-09-17") without Date objects: the engine runs this for every
// payslip, and day numbers make "days between" and "is before" plain integer comparisons.

export type IsoDate = string;

/** Days since 1970-01-01 for a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
export function dayNumber(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const mp = (m + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export interface Ymd {
  y: number;
  m: number;
  d: number;
}

export function parseIso(date: IsoDate): Ymd {
  return { y: Number(date.slice(0, 4)), m: Number(date.slice(5, 7)), d: Number(date.slice(8, 10)) };
}

export function isoDayNumber(date: IsoDate): number {
  const { y, m, d } = parseIso(date);
  return dayNumber(y, m, d);
}

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(y: number, m: number): number {
  return m === 2 && isLeapYear(y) ? 29 : (MONTH_DAYS[m - 1] ?? 30);
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

export function isoOf(y: number, m: number, d: number): IsoDate {
  return `${y}-${pad2(m)}-${pad2(d)}`;
}

/** Calendar-valid YYYY-MM-DD. */
export function isValidIso(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const { y, m, d } = parseIso(date);
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** The date on which someone born on `dob` turns `years` (29 Feb birthdays fall on 1 Mar in common years). */
export function birthdayAt(dob: IsoDate, years: number): IsoDate {
  const { y, m, d } = parseIso(dob);
  const ty = y + years;
  if (m === 2 && d === 29 && !isLeapYear(ty)) return isoOf(ty, 3, 1);
  return isoOf(ty, m, d);
}

/** The day before `date` (a year of age is completed on the day before the birthday). */
export function dayBefore(date: IsoDate): IsoDate {
  const { y, m, d } = parseIso(date);
  if (d > 1) return isoOf(y, m, d - 1);
  if (m > 1) return isoOf(y, m - 1, daysInMonth(y, m - 1));
  return isoOf(y - 1, 12, 31);
}

/** Age in completed years on `on`. */
export function ageOn(dob: IsoDate, on: IsoDate): number {
  const b = parseIso(dob);
  const o = parseIso(on);
  let age = o.y - b.y;
  if (o.m < b.m || (o.m === b.m && o.d < b.d)) age--;
  return age;
}

export const MONTH_NAMES = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];

/** Indian tax year ("2026-27") that a payroll month falls in. */
export function taxYearOf(y: number, m: number): string {
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** 1 for April … 12 for March. */
export function taxMonthIndex(m: number): number {
  return m >= 4 ? m - 3 : m + 9;
}
