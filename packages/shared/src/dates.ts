// Indian calendar days. Business days are Asia/Kolkata dates (UTC+05:30 all year, no daylight saving),
// kept as yyyy-mm-dd text; instants are ISO timestamps. "Today" is India's today, never the UTC date:
// between 00:00 and 05:30 IST the two differ, and a date entered as today must not read as the future.
import { z } from "zod";

const IST_OFFSET_MS = 5.5 * 3600_000;
const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in India. */
export function indiaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Indian date an instant falls on. */
export function indiaDateOf(instant: Date | string): string {
  const t = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  return new Date(t + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (0 when equal). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The instant an Indian day starts, as ISO text (for timestamptz comparisons). */
export function indiaDayStart(day: string): string {
  return `${day}T00:00:00+05:30`;
}

/** True for a yyyy-mm-dd text that names a day that exists (no 31 April, no 29 February 2027). */
export function isRealDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value;
}

/** Whole years from `born` to `on` (an age, or years of service). */
export function wholeYears(born: string, on: string): number {
  const [by, bm, bd] = born.split("-").map(Number) as [number, number, number];
  const [y, m, d] = on.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * The next day on or after `from` that has the same month and day as `day` (a birthday or work
 * anniversary). A 29 February falls on 28 February in other years, as Indian offices mark it.
 */
export function nextYearly(day: string, from: string): string {
  const [, m, d] = day.split("-");
  let year = Number(from.slice(0, 4));
  for (;;) {
    let candidate = `${year}-${m}-${d}`;
    if (!isRealDay(candidate)) candidate = `${year}-${m}-28`;
    if (candidate >= from) return candidate;
    year++;
  }
}

/** "24 Nov 2026": how a date reads on a screen. */
// One formatter for every call: making an Intl.DateTimeFormat costs far more than formatting with one.
const DAY_FORMAT = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export function formatDay(day: string): string {
  if (!isRealDay(day)) return day;
  return DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));
}

/**
 * A date field: yyyy-mm-dd that exists, with `label` in every message. `notAfterToday` refuses India's
 * tomorrow and later; `min` refuses dates before it.
 */
export function dayField(label: string, opts: { notAfterToday?: boolean; min?: string; max?: string } = {}) {
  const min = opts.min ?? "1900-01-01";
  const max = opts.max ?? "2099-12-31";
  return z
    .string({ error: `${label} is required` })
    .refine((v) => v.length > 0, { error: `${label} is required`, abort: true })
    .refine((v) => ISO_DAY.test(v), { error: `${label}: enter the date as YYYY-MM-DD`, abort: true })
    .refine(isRealDay, { error: `${label}: that date does not exist`, abort: true })
    .refine((v) => v >= min && v <= max, { error: `${label} must be between ${min} and ${max}`, abort: true })
    .refine((v) => !opts.notAfterToday || v <= indiaToday(), { error: `${label} cannot be in the future` });
}

/** The month `by` months from `month`: shiftMonth("2026-01", -1) → "2025-12". */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
}

/** The last day of a month: monthEnd("2026-02") → "2026-02-28". */
export function monthEnd(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}
