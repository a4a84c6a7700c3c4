// Labour welfare fund for one month. Sources: india-statutory.md §4. Deducted only in the state's
// contribution months, and for half-yearly/annual funds only if the employee is on the rolls on the
// last day of that month (e.g. 30 June, 31 December).

import type { Line } from "./schema.ts";
import { LWF_RULES, type LwfRule } from "./rules/lwf.ts";
import { findInForce } from "./rules/select.ts";
import { formatRupees, formatPercent, percentOf } from "./money.ts";

export interface LwfArgs {
  monthStart: string;
  m: number;
  state: string;
  exempt: boolean;
  onRollsAtMonthEnd: boolean;
  gross: number;
}

export interface LwfOutcome {
  employee: number;
  employer: number;
  deduction: Line | null;
  employerLine: Line | null;
}

const BY_STATE = new Map<string, LwfRule[]>();
for (const r of LWF_RULES) BY_STATE.set(r.state, [...(BY_STATE.get(r.state) ?? []), r]);

const NONE: LwfOutcome = { employee: 0, employer: 0, deduction: null, employerLine: null };

export function computeLwf(a: LwfArgs): LwfOutcome {
  if (a.exempt) return NONE;
  const rule = findInForce(BY_STATE.get(a.state) ?? [], a.monthStart);
  if (!rule || !rule.months.includes(a.m)) return NONE;
  const monthly = rule.months.length === 12;
  if (!monthly && !a.onRollsAtMonthEnd) return NONE;
  let employee = rule.employee;
  let employer = rule.employer;
  let how = `${rule.stateName} labour welfare fund`;
  if (rule.employeeRate !== undefined) {
    const raw = percentOf(a.gross, rule.employeeRate, "halfUp", 100);
    employee = Math.min(raw, rule.employeeCap ?? raw);
    employer = employee * (rule.employerMultiple ?? 1);
    how += `: ${formatPercent(rule.employeeRate)} of ${formatRupees(a.gross)}${employee < raw ? `, capped at ${formatRupees(employee)}` : ""}`;
  }
  const when = monthly ? "monthly" : `on the rolls at the end of ${rule.months.length === 1 ? "the year's" : "each half-year's"} contribution month`;
  return {
    employee,
    employer,
    deduction: { code: "LWF", name: "Labour welfare fund", amount: employee, working: `${how}: employee ${formatRupees(employee)} (${when})` },
    employerLine: { code: "LWF_ER", name: "Employer labour welfare fund", amount: employer, working: `${how}: employer ${formatRupees(employer)}` },
  };
}
