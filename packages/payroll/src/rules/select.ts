// Every statutory figure lives in a list of dated entries. A new notification is a new entry (and a
// test), never an edit of code. Entries may not overlap; `effectiveTo` is inclusive and absent on the
// entry currently in force.

import { PayrollError } from "../errors.ts";

export interface Dated {
  effectiveFrom: string;
  effectiveTo?: string;
}

/** The entry in force on `date` (ISO), or undefined. */
export function findInForce<T extends Dated>(entries: readonly T[], date: string): T | undefined {
  for (const e of entries) {
    if (e.effectiveFrom <= date && (e.effectiveTo === undefined || date <= e.effectiveTo)) return e;
  }
  return undefined;
}

export function requireInForce<T extends Dated>(entries: readonly T[], date: string, what: string): T {
  const found = findInForce(entries, date);
  if (!found) throw new PayrollError(`No ${what} rule is in force on ${date}; add a dated entry to the rule table.`);
  return found;
}

/** Days after the 1st of the month on which a new entry takes effect (e.g. 17 for 17 Sep 2026). */
export function changeDaysInMonth(entries: readonly Dated[], monthStart: string, monthEnd: string): number[] {
  const days: number[] = [];
  for (const e of entries) {
    if (e.effectiveFrom > monthStart && e.effectiveFrom <= monthEnd) days.push(Number(e.effectiveFrom.slice(8, 10)));
  }
  return days.sort((a, b) => a - b);
}
