// Leave years: the calendar year (1 January) or the financial year (1 April), as the firm sets per policy.
import { addDays } from "@vetan/shared/dates";

export type LeaveYearStart = "calendar" | "financial";

/** The first day of the leave year containing `day`. */
export function yearStartOf(day: string, kind: LeaveYearStart): string {
  const y = Number(day.slice(0, 4));
  if (kind === "calendar") return `${y}-01-01`;
  return day.slice(5) >= "04-01" ? `${y}-04-01` : `${y - 1}-04-01`;
}

/** The first day of the next leave year after the one containing `day`. */
export function nextYearStart(day: string, kind: LeaveYearStart): string {
  const start = yearStartOf(day, kind);
  return `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
}

/** The last day of the leave year containing `day`. */
export const yearEndOf = (day: string, kind: LeaveYearStart): string => addDays(nextYearStart(day, kind), -1);

/** "2026" for a calendar year, "2026–27" for a financial one. */
export function yearLabel(start: string, kind: LeaveYearStart): string {
  const y = Number(start.slice(0, 4));
  return kind === "calendar" ? String(y) : `${y}–${String((y + 1) % 100).padStart(2, "0")}`;
}

/** First days of the months from..to that begin on or before `to` (from's own month included). */
export function monthStarts(from: string, to: string): string[] {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  for (;;) {
    const first = `${y}-${String(m).padStart(2, "0")}-01`;
    if (first > to) break;
    out.push(first);
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
}

/** The first day of the month after `monthStart`'s month, `n` months on. */
export function addMonths(monthStart: string, n: number): string {
  const y = Number(monthStart.slice(0, 4));
  const m = Number(monthStart.slice(5, 7)) - 1 + n;
  const yy = y + Math.floor(m / 12);
  const mm = ((m % 12) + 12) % 12;
  return `${yy}-${String(mm + 1).padStart(2, "0")}-01`;
}
