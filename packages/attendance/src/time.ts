// Indian clock arithmetic on whole minutes. Asia/Kolkata is UTC+05:30 all year (no daylight saving), so
// a fixed offset is exact: an instant's IST wall clock is its UTC time plus 330 minutes. Inside the
// engine every instant is an integer count of minutes since 1970-01-01T00:00Z ("epoch minutes"); the
// seconds of a punch are dropped (truncated), as a device's display shows them.

import { indiaDateOf } from "@vetan/shared/dates";

export const IST_OFFSET_MINUTES = 330;
export const DAY_MINUTES = 1440;

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for "HH:MM" on a 24-hour clock ("09:30", "22:00"). */
export function isClock(value: string): boolean {
  return CLOCK.test(value);
}

/** "09:30" → 570 minutes after midnight. */
export function parseClock(value: string): number {
  const m = CLOCK.exec(value);
  if (!m) throw new RangeError(`"${value}" is not a time like 09:30`);
  return Number(m[1]) * 60 + Number(m[2]);
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** 570 → "09:30"; wraps past midnight (1470 → "00:30"). */
export function formatClock(minutesAfterMidnight: number): string {
  const m = ((minutesAfterMidnight % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
}

/** Epoch minute at which an Indian day ("2026-06-15") starts: 00:00 IST = 18:30 UTC the day before. */
export function istDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 60_000 - IST_OFFSET_MINUTES;
}

/** The Indian date an epoch minute falls on. */
export function istDateOfMinute(minute: number): string {
  return indiaDateOf(new Date(minute * 60_000));
}

/** The IST wall clock ("06:05") of an epoch minute. */
export function istClock(minute: number): string {
  return formatClock(minute + IST_OFFSET_MINUTES);
}

/** The IST wall clock of an epoch minute, with "(next day)" when it is not on `day`. */
export function istClockOn(minute: number, day: string): string {
  const date = istDateOfMinute(minute);
  if (date === day) return istClock(minute);
  return `${istClock(minute)} (${date > day ? "next day" : "previous day"}, ${date})`;
}

/** A punch instant (epoch milliseconds, or ISO text with Z or an offset) as epoch milliseconds. */
export function toMillis(at: number | string): number {
  const ms = typeof at === "number" ? at : Date.parse(at);
  if (!Number.isFinite(ms)) throw new RangeError(`"${String(at)}" is not an instant`);
  return Math.trunc(ms);
}

/** Minutes as they read in a reason: "17 min", "8 h", "8 h 5 min". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** Minutes that the intervals [s, e) have in common with [from, to). */
export function overlapMinutes(intervals: readonly (readonly [number, number])[], from: number, to: number): number {
  let total = 0;
  for (const [s, e] of intervals) {
    const a = Math.max(s, from);
    const b = Math.min(e, to);
    if (b > a) total += b - a;
  }
  return total;
}
