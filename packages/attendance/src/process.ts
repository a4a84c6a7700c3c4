// A person's run of days: normalise the punches once, assign them to days, compute each day with the
// policy version in force on it.

import { computeDay, type DayResult } from "./day.ts";
import { type AttendanceInput, policyInForce } from "./policy.ts";
import { assignPunches, dedupePunches, type NormalisedPunch } from "./punches.ts";

export interface AttendanceResult {
  /** One record per planned day, in date order. */
  days: DayResult[];
  /** Punches no day's window contains, in time order. */
  unassigned: NormalisedPunch[];
}

/** Computes without validating: for callers that have already parsed with AttendanceInputSchema. */
export function processAttendanceUnchecked(input: AttendanceInput): AttendanceResult {
  const punches = dedupePunches(input.punches);
  const plans = [...input.days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const { byDate, unassigned, windows } = assignPunches(punches, plans);
  const days = plans.map((plan) => computeDay(plan, windows.get(plan.date)!, byDate.get(plan.date) ?? [], policyInForce(input.policy, plan.date)));
  return { days, unassigned };
}
