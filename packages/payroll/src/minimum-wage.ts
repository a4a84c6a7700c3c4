// Minimum-wage check: a warning in words when the wage is below the state's minimum. Pay is never changed.
// Rules and sources: rules/minimum-wages.ts.
//
// What is compared (a rate with a rate, so loss of pay never makes a lawful wage look short):
//   monthly-rated: basic + DA for a full month (components of type basic and da) with the monthly minimum;
//                  the shortfall for the month is the difference × days paid ÷ days in the month;
//   daily-rated:   the rate per day with the daily minimum; shortfall = difference × days worked;
//   hourly-rated:  the rate per hour with the daily minimum ÷ 8 (Code on Wages (Central) Rules 2026 r.3);
//                  shortfall = difference × hours worked.
// A daily or hourly worker's rate is taken to be all-in (the usual form of such rates); DA components are
// not added to it. Shortfalls are rounded UP to the paisa, so a warning never shows ₹0.
// Nothing is compared in a month with no days (or hours) paid.

import type { MinimumWageCheck } from "./schema.ts";
import { minimumWageFor, type MinimumWageMatch, type SkillCategory } from "./rules/minimum-wages.ts";
import { divide, formatRupees } from "./money.ts";
import { quantity, type WageOverride } from "./wage-basis.ts";

const WHO: Record<SkillCategory, string> = {
  unskilled: "an unskilled worker",
  semiSkilled: "a semi-skilled worker",
  skilled: "a skilled worker",
  highlySkilled: "a highly skilled worker",
};

/** Hours in the day the daily minimum is for (Code on Wages (Central) Rules 2026 r.3: hourly = daily ÷ 8). */
const HOURS_PER_DAY = 8;

export interface MinimumWageArgs {
  check: MinimumWageCheck;
  /** employee.state, used when check.state is absent. */
  employeeState: string;
  /** First day of the payroll month: the row in force then applies. */
  monthStart: string;
  wage: WageOverride | null;
  /** Full-month basic + DA (monthly-rated workers), paise. */
  monthlyBasicDa: number;
  /** Names of those components, e.g. "Basic + Dearness allowance". */
  monthlyLabel: string;
  /** Days payable × 2 and days in the month × 2. */
  payable2: number;
  days2: number;
}

function describe(m: MinimumWageMatch, category: SkillCategory): string {
  const r = m.rule;
  const when = m.stale
    ? `, notified for ${r.effectiveFrom} to ${r.effectiveTo ?? "date"}, the latest on record — a later dearness-allowance revision may have raised it: check the latest notification`
    : `, in force from ${r.effectiveFrom}`;
  return `the minimum for ${WHO[category]} (${r.stateName}, ${r.employment}${r.zone !== undefined ? `, Zone ${r.zone}` : ""}${when})`;
}

const UNCHANGED = "Pay has not been changed.";

export function minimumWageWarning(a: MinimumWageArgs): string | null {
  const state = a.check.state ?? a.employeeState;
  const found = minimumWageFor(state, a.check.category, a.check.zone, a.monthStart);
  if (!found) {
    return `Minimum wage not checked: no minimum wage for ${WHO[a.check.category]} in ${state}${a.check.zone !== undefined ? ` Zone ${a.check.zone}` : ""} is on record for ${a.monthStart.slice(0, 7)} (add it to src/rules/minimum-wages.ts).`;
  }
  const r = found.rule;
  const w = a.wage;
  if (w === null) {
    if (a.payable2 === 0 || a.monthlyBasicDa >= r.monthly) return null;
    const diff = r.monthly - a.monthlyBasicDa;
    const forDays = a.payable2 === a.days2 ? "" : `, ${formatRupees(divide(diff * a.payable2, a.days2, "up"))} for the ${a.payable2 / 2} of ${a.days2 / 2} days paid`;
    return `Below the minimum wage: ${a.monthlyLabel} ${formatRupees(a.monthlyBasicDa)} a month is less than ${formatRupees(r.monthly)} a month, ${describe(found, a.check.category)}; short by ${formatRupees(diff)} a month${forDays}. ${UNCHANGED}`;
  }
  if (w.kind === "daily") {
    if (w.units === 0 || w.rate >= r.daily) return null;
    const diff = r.daily - w.rate;
    const short = divide(diff * w.units, 2, "up");
    return `Below the minimum wage: ${formatRupees(w.rate)} a day is less than ${formatRupees(r.daily)} a day, ${describe(found, a.check.category)}; short by ${formatRupees(diff)} a day × ${quantity(w.units / 2, "day")} worked = ${formatRupees(short)}. ${UNCHANGED}`;
  }
  // Hourly: rate < daily ÷ 8 ⇔ 8 × rate < daily, compared exactly.
  if (w.units === 0 || w.rate * HOURS_PER_DAY >= r.daily) return null;
  const minHour = divide(r.daily, HOURS_PER_DAY, "up");
  // (daily ÷ 8 − rate) × hours4 ÷ 4 = (daily − 8 × rate) × hours4 ÷ 32
  const short = divide((r.daily - HOURS_PER_DAY * w.rate) * w.units, HOURS_PER_DAY * 4, "up");
  return `Below the minimum wage: ${formatRupees(w.rate)} an hour is less than ${formatRupees(minHour)} an hour (${formatRupees(r.daily)} a day ÷ ${HOURS_PER_DAY} hours, to the paisa), ${describe(found, a.check.category)}; short by ${formatRupees(short)} for ${quantity(w.units / 4, "hour")} worked. ${UNCHANGED}`;
}
