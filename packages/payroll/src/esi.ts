// ESI for one month. Sources: india-statutory.md §2.
//
// Coverage is judged on the full-month wage rate of the salary structure (not this month's earned
// amount, so loss of pay or a bonus does not move anyone in or out). Once covered in a contribution
// period (April–September, October–March), the employee contributes to the period's end even after
// a raise. Contributions are on the wages actually earned, and each share is rounded UP to the next
// whole rupee (ESI (Central) Rules r.51, as amended from 1 Oct 2004).

import type { EsiResult, Line } from "./schema.ts";
import { ESI_RULES } from "./rules/esi.ts";
import { requireInForce } from "./rules/select.ts";
import { formatPercent, formatRupees, percentOf } from "./money.ts";

export interface EsiArgs {
  monthStart: string;
  y: number;
  m: number;
  applicable: boolean;
  coveredThisContributionPeriod: boolean;
  disabled: boolean;
  /** Full-month ESI wage rate from the salary structure (coverage test). */
  wageRate: number;
  /** ESI wages earned this month, including ESI-liable arrears and additions. */
  wages: number;
  /** Payable days × 2 (for a daily- or hourly-rated worker: the days the wage was paid for × 2). */
  payable2: number;
  /** How those days were found, when not simply the days payable (e.g. "24 days worked"). */
  paidDaysText?: string;
  /**
   * Off-cycle pay (arrears paid on their own): the employee's share is waived by the month's wage rate,
   * not by the arrears spread over the month's days, which would make anyone look low-paid.
   */
  offCycle?: boolean;
}

export interface EsiOutcome {
  result: EsiResult;
  deductions: Line[];
  employer: Line[];
}

export function contributionPeriodEnd(y: number, m: number): string {
  if (m >= 4 && m <= 9) return `${y}-09-30`;
  return m >= 10 ? `${y + 1}-03-31` : `${y}-03-31`;
}

function roundedUp(base: number, bp: number, result: number): string {
  const exact = percentOf(base, bp, "halfUp", 1);
  return exact === result
    ? `${formatPercent(bp)} of ESI wages ${formatRupees(base)} = ${formatRupees(result)}`
    : `${formatPercent(bp)} of ESI wages ${formatRupees(base)} = ${formatRupees(exact)}, rounded up to ${formatRupees(result)}`;
}

export function computeEsi(a: EsiArgs): EsiOutcome | null {
  if (!a.applicable) return null;
  const rule = requireInForce(ESI_RULES, a.monthStart, "ESI");
  const ceiling = a.disabled ? rule.disabledWageCeiling : rule.wageCeiling;
  const ceilingText = `${formatRupees(ceiling)}${a.disabled ? " (ceiling for a person with disability)" : ""}`;
  const withinCeiling = a.wageRate <= ceiling;
  const periodEnd = contributionPeriodEnd(a.y, a.m);
  if (!withinCeiling && !a.coveredThisContributionPeriod) {
    return {
      result: {
        covered: false,
        wages: 0,
        employee: 0,
        employer: 0,
        coveredUntil: null,
        reason: `Not covered: monthly wages ${formatRupees(a.wageRate)} are above the ESI ceiling of ${ceilingText}`,
      },
      deductions: [],
      employer: [],
    };
  }
  const reason = withinCeiling
    ? `Covered: monthly wages ${formatRupees(a.wageRate)} are within the ESI ceiling of ${ceilingText}`
    : `Covered to ${periodEnd}: contributed earlier in this contribution period, so coverage continues although wages ${formatRupees(a.wageRate)} now exceed ${ceilingText}`;

  // Employee share is waived when the average daily wage is at or below the exemption (employer still pays).
  const judged = a.offCycle ? a.wageRate : a.wages;
  const exempt = a.payable2 > 0 && judged * 2 <= rule.exemptDailyWage * a.payable2;
  const employee = exempt ? 0 : percentOf(a.wages, rule.employeeRate, "up", 100);
  const employer = percentOf(a.wages, rule.employerRate, "up", 100);
  const days = a.payable2 / 2;
  const employeeWorking = exempt
    ? `No employee ESI: average daily wage ${formatRupees(Math.floor(judged / Math.max(days, 0.5)))} (${formatRupees(judged)} ÷ ${a.paidDaysText ?? `${days} days`}) is at or below ${formatRupees(rule.exemptDailyWage)}`
    : `ESI ${roundedUp(a.wages, rule.employeeRate, employee)}`;

  return {
    result: { covered: true, wages: a.wages, employee, employer, coveredUntil: periodEnd, reason },
    deductions: exempt || employee > 0 ? [{ code: "ESI", name: "Employees' State Insurance", amount: employee, working: `${employeeWorking}. ${reason}` }] : [],
    employer: [{ code: "ESI_ER", name: "Employer ESI", amount: employer, working: `Employer ESI ${roundedUp(a.wages, rule.employerRate, employer)}` }],
  };
}
