// The days a request counts: each day of the range, less weekly offs and holidays, unless the sandwich rule
// counts those that lie between two leave days; a first day from the second half or a last day to the
// first half counts half. The working comes in words, for the form to show before anyone applies.
import { addDays, daysBetween, formatDay } from "@vetan/shared/dates";
import { DAY, dayWords, HALF_DAY, type Hundredths } from "./units.ts";

export type Half = "first" | "second";
export type OffKind = "weekly_off" | "holiday";

export interface CountInput {
  from: string;
  to: string;
  /** The first day starts in this half ("second": from the afternoon). */
  fromHalf: Half;
  /** The last day ends after this half ("first": back in the afternoon). */
  toHalf: Half;
  /** What a day is when it is not a working day; the name of a holiday goes in the working. */
  offDay: (day: string) => { kind: OffKind; name?: string } | null;
  sandwich: boolean;
}

export interface CountedDay {
  day: string;
  counted: Hundredths;
  note: string;
}

export interface CountResult {
  days: Hundredths;
  byDay: CountedDay[];
  working: string;
}

/** A range with its halves: null when the halves make no sense (a day that ends before it starts). */
export function countLeaveDays(input: CountInput): CountResult | null {
  const { from, to, fromHalf, toHalf, offDay, sandwich } = input;
  if (to < from || (from === to && fromHalf === "second" && toHalf === "first")) return null;
  const n = daysBetween(from, to) + 1;
  const byDay: CountedDay[] = [];
  for (let i = 0; i < n; i++) {
    const day = addDays(from, i);
    const off = offDay(day);
    let counted: Hundredths = DAY;
    if (from === to) counted = fromHalf === toHalf ? HALF_DAY : DAY;
    else if (day === from && fromHalf === "second") counted = HALF_DAY;
    else if (day === to && toHalf === "first") counted = HALF_DAY;
    const what = off ? (off.kind === "holiday" ? `holiday${off.name ? ` (${off.name})` : ""}` : "weekly off") : null;
    byDay.push({ day, counted: off ? 0 : counted, note: what ?? (counted === HALF_DAY ? "half day" : "leave") });
  }
  if (sandwich) {
    // Off days between the first and the last leave day count as leave.
    const firstLeave = byDay.findIndex((d) => d.counted > 0);
    const lastLeave = byDay.findLastIndex((d) => d.counted > 0);
    for (let i = firstLeave + 1; i < lastLeave; i++) {
      const d = byDay[i] as CountedDay;
      if (d.counted === 0) {
        d.counted = DAY;
        d.note = `${d.note}, counted: between leave days (sandwich rule)`;
      }
    }
  }
  const days = byDay.reduce((s, d) => s + d.counted, 0);
  const skipped = byDay.filter((d) => d.counted === 0);
  const sandwiched = byDay.filter((d) => d.note.includes("sandwich"));
  const parts = [`${formatDay(from)} to ${formatDay(to)}: ${n} calendar day${n === 1 ? "" : "s"}`];
  if (skipped.length > 0) parts.push(`less ${skipped.length} not counted (${skipped.map((d) => `${formatDay(d.day)}, ${d.note}`).join("; ")})`);
  if (sandwiched.length > 0) parts.push(`${sandwiched.length} weekly off or holiday counted by the sandwich rule`);
  const halves = byDay.filter((d) => d.counted === HALF_DAY);
  if (halves.length > 0) parts.push(`${halves.length} half day${halves.length === 1 ? "" : "s"}`);
  return { days, byDay, working: `${parts.join("; ")}: ${dayWords(days)}` };
}
