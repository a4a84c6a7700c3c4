// Facts about a payroll month that every payslip of that month shares, computed once per month:
// bulk runs compute thousands of payslips for the same month, and rebuilding these strings and rule
// lookups per employee was a measurable share of the engine's time.

import { daysInMonth, isoOf, taxMonthIndex, taxYearOf } from "./dates.ts";
import { INCOME_TAX_RULES, type IncomeTaxRule } from "./rules/income-tax.ts";
import { requireInForce } from "./rules/select.ts";

export interface PeriodInfo {
  y: number;
  m: number;
  daysInMonth: number;
  monthStart: string;
  monthEnd: string;
  taxYear: string;
  /** 1 for April … 12 for March. */
  taxMonthIndex: number;
  taxRule: IncomeTaxRule;
}

const cache = new Map<string, PeriodInfo>();

export function periodInfo(period: string): PeriodInfo {
  let info = cache.get(period);
  if (!info) {
    const y = Number(period.slice(0, 4));
    const m = Number(period.slice(5, 7));
    const dim = daysInMonth(y, m);
    const monthStart = isoOf(y, m, 1);
    info = {
      y,
      m,
      daysInMonth: dim,
      monthStart,
      monthEnd: isoOf(y, m, dim),
      taxYear: taxYearOf(y, m),
      taxMonthIndex: taxMonthIndex(m),
      taxRule: requireInForce(INCOME_TAX_RULES, monthStart, "income-tax"),
    };
    cache.set(period, info);
  }
  return info;
}
