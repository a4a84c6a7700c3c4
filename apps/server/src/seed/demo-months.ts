// Which months the demo firm has paid, and so from when it has attendance: one rule for the payroll,
// attendance, leave and expenses seeds, so they always agree on the same day.
import { addDays, shiftMonth } from "@vetan/shared/dates";
import { cycleOf } from "../firm/attendance/settings.ts";

/**
 * The three months the demo has paid, oldest first: a month is paid two days after it ends (demoRunAt), so
 * the month to run is the one two days ago fell in. From the cut-off (the 26th) to the 2nd its attendance
 * cycle has closed and it waits, ready to run, with its days still open to regularise; a month is never
 * paid within the hour its cycle closes.
 */
export function demoPayrollMonths(today: string): string[] {
  const current = addDays(today, -2).slice(0, 7);
  return [3, 2, 1].map((back) => shiftMonth(current, -back));
}

/** The first day of the first paid month's attendance cycle: every run the demo makes has its days. */
export function demoAttendanceFrom(today: string, cycleStartDay: number): string {
  return cycleOf(demoPayrollMonths(today)[0] as string, cycleStartDay).from;
}
