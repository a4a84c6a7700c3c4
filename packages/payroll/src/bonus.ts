// Statutory bonus for an accounting year: a percentage (8.33%–20%) of salary (basic + DA) for each month
// the employee's salary was within the eligibility limit, each month's salary counted only up to the
// calculation ceiling (₹7,000 or the minimum wage, if higher). Sources: india-statutory.md §7.2.

import { BONUS_RULES } from "./rules/gratuity-bonus.ts";
import { requireInForce } from "./rules/select.ts";
import { basisPoints, formatPercent, formatRupees, percentOf } from "./money.ts";
import { PayrollError } from "./errors.ts";

export interface BonusInput {
  /** Last day of the accounting year, to pick the rules. */
  accountingYearEnd: string;
  /** Salary (basic + DA) earned in each month of the year, paise, with the month's minimum wage if known. */
  months: ReadonlyArray<{ salary: number; minimumWage?: number }>;
  /** Bonus rate declared by the employer, 8.33 to 20. */
  percent: number;
  daysWorked: number;
}

export interface BonusResult {
  eligible: boolean;
  bonusSalary: number;
  amount: number;
  working: string;
}

export function computeStatutoryBonus(input: BonusInput): BonusResult {
  const rule = requireInForce(BONUS_RULES, input.accountingYearEnd, "bonus");
  const bp = basisPoints(input.percent);
  if (bp < rule.minimumRate || bp > rule.maximumRate) {
    throw new PayrollError(`bonus percent must be between ${formatPercent(rule.minimumRate)} and ${formatPercent(rule.maximumRate)}`, "percent");
  }
  if (input.daysWorked < rule.minimumDaysWorked) {
    return { eligible: false, bonusSalary: 0, amount: 0, working: `Not eligible: worked ${input.daysWorked} days, fewer than ${rule.minimumDaysWorked}` };
  }
  let bonusSalary = 0;
  let eligibleMonths = 0;
  const notes: string[] = [];
  input.months.forEach((mo, i) => {
    if (mo.salary > rule.eligibilityLimit) {
      notes.push(`month ${i + 1}: ${formatRupees(mo.salary)} above ${formatRupees(rule.eligibilityLimit)}, not counted`);
      return;
    }
    eligibleMonths++;
    const ceiling = Math.max(rule.calculationCeiling, mo.minimumWage ?? 0);
    bonusSalary += Math.min(mo.salary, ceiling);
  });
  if (eligibleMonths === 0) {
    return { eligible: false, bonusSalary: 0, amount: 0, working: `Not eligible: salary above ${formatRupees(rule.eligibilityLimit)} in every month` };
  }
  // Rounded to the nearest rupee, half up (house rule).
  const computed = percentOf(bonusSalary, bp, "halfUp", 100);
  const amount = Math.max(computed, rule.minimumAmount);
  let working = `${formatPercent(bp)} of bonus salary ${formatRupees(bonusSalary)} (${eligibleMonths} month${eligibleMonths > 1 ? "s" : ""}, each counted up to ${formatRupees(rule.calculationCeiling)} or the minimum wage if higher) = ${formatRupees(computed)}`;
  if (amount > computed) working += `; raised to the minimum bonus of ${formatRupees(rule.minimumAmount)}`;
  if (notes.length) working += `; ${notes.join("; ")}`;
  return { eligible: true, bonusSalary, amount, working };
}
