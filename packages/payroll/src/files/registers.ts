// Professional tax and labour welfare fund registers for a payroll month, per state: typed data plus a
// CSV renderer. Pure: the figures are the payslips' own PT / LWF / LWF_ER lines.
//
// Professional tax: per employee name, gross, PT deducted and month; per state the totals and the count of
// employees at each rate, which is what the monthly state returns ask for (Maharashtra Form III lists,
// for each slab, the number of employees, the rate and the tax; Karnataka Form 5 and West Bengal Form III
// are laid out the same way). Rates here are the amounts actually deducted, so a slab and its February
// rate are separate lines (₹200 and ₹300), and people exempt or in a nil slab are counted at ₹0. Only
// states that levy PT on salaries (rules/professional-tax.ts, india-statutory.md §3) appear, plus any
// other state where a payslip carries a PT deduction.
// VERIFY: each state's current return form layout (we could not read the forms themselves; the slab
// counts are the common core).
//
// Labour welfare fund: employee and employer shares per state for the contribution period that ends in
// this month (Maharashtra January–June and July–December; Karnataka, Tamil Nadu, Andhra Pradesh,
// Telangana the calendar year; Haryana and Kerala the month), from rules/lwf.ts (india-statutory.md §4).

import type { Payslip } from "../schema.ts";
import { PT_RULES } from "../rules/professional-tax.ts";
import { LWF_RULES } from "../rules/lwf.ts";
import { findInForce } from "../rules/select.ts";
import { MONTH_NAMES } from "../dates.ts";
import { rupeesDecimal } from "../money.ts";
import { crlfLines, csvText, monthLabel, periodYm, singlePeriod } from "./common.ts";

const amountOf = (lines: Payslip["deductions"], code: string): number => {
  let total = 0;
  for (const l of lines) if (l.code === code) total += l.amount;
  return total;
};

const STATE_NAMES = new Map<string, string>([...PT_RULES.map((r) => [r.state, r.stateName] as const), ...LWF_RULES.map((r) => [r.state, r.stateName] as const)]);

export function stateName(state: string): string {
  return STATE_NAMES.get(state) ?? state;
}

const employeesText = (n: number): string => `${n} employee${n === 1 ? "" : "s"}`;

const PT_STATES: ReadonlySet<string> = new Set(PT_RULES.map((r) => r.state));

// ----------------------------------------------------------------------------------- professional tax

export interface PtRegisterEntry {
  employeeId: string;
  name: string;
  /** Payroll month, YYYY-MM. */
  month: string;
  gross: number;
  pt: number;
}

export interface PtRateCount {
  /** PT per employee this month, paise (0 for nil slab or exempt). */
  rate: number;
  employees: number;
  amount: number;
}

export interface PtStateRegister {
  state: string;
  stateName: string;
  period: string;
  entries: PtRegisterEntry[];
  employees: number;
  totalGross: number;
  totalPt: number;
  /** Employees per rate, lowest rate first. */
  rates: PtRateCount[];
}

export interface PtRegister {
  period: string;
  states: PtStateRegister[];
  totalPt: number;
}

export function ptRegister(payslips: readonly Payslip[], period?: string): PtRegister {
  const month = singlePeriod(payslips, period);
  const byState = new Map<string, PtRegisterEntry[]>();
  for (const p of payslips) {
    const pt = amountOf(p.deductions, "PT");
    const state = p.employee.state;
    if (!PT_STATES.has(state) && pt === 0) continue;
    const list = byState.get(state) ?? [];
    list.push({ employeeId: p.employee.id, name: p.employee.name, month: p.period, gross: p.totals.grossEarnings, pt });
    byState.set(state, list);
  }
  const states: PtStateRegister[] = [];
  for (const state of [...byState.keys()].sort()) {
    const entries = byState.get(state) ?? [];
    const counts = new Map<number, PtRateCount>();
    let totalGross = 0;
    let totalPt = 0;
    for (const e of entries) {
      totalGross += e.gross;
      totalPt += e.pt;
      const c = counts.get(e.pt) ?? { rate: e.pt, employees: 0, amount: 0 };
      c.employees++;
      c.amount += e.pt;
      counts.set(e.pt, c);
    }
    states.push({
      state,
      stateName: stateName(state),
      period: month,
      entries,
      employees: entries.length,
      totalGross,
      totalPt,
      rates: [...counts.values()].sort((a, b) => a.rate - b.rate),
    });
  }
  return { period: month, states, totalPt: states.reduce((a, s) => a + s.totalPt, 0) };
}

/** Detail rows, a total per state, then the employees-per-rate summary; amounts in rupees, CRLF. */
export function ptRegisterCsv(register: PtRegister): string {
  const lines = ["State,Employee ID,Employee Name,Month,Gross Salary,Professional Tax"];
  for (const s of register.states) {
    for (const e of s.entries) {
      lines.push([csvText(s.stateName), csvText(e.employeeId), csvText(e.name), csvText(e.month), rupeesDecimal(e.gross), rupeesDecimal(e.pt)].join(","));
    }
    lines.push([csvText(s.stateName), csvText("Total"), csvText(employeesText(s.employees)), csvText(s.period), rupeesDecimal(s.totalGross), rupeesDecimal(s.totalPt)].join(","));
  }
  lines.push("");
  lines.push("State,Rate per Employee,Number of Employees,Amount of Tax");
  for (const s of register.states) {
    for (const r of s.rates) lines.push([csvText(s.stateName), rupeesDecimal(r.rate), String(r.employees), rupeesDecimal(r.amount)].join(","));
  }
  return crlfLines(lines);
}

// ------------------------------------------------------------------------------ labour welfare fund

export interface ContributionPeriod {
  /** First and last payroll month covered, YYYY-MM. */
  from: string;
  to: string;
  /** "January–June 2026", "June 2026". */
  label: string;
}

export interface LwfRegisterEntry {
  employeeId: string;
  name: string;
  gross: number;
  employee: number;
  employer: number;
}

export interface LwfStateRegister {
  state: string;
  stateName: string;
  contributionPeriod: ContributionPeriod;
  entries: LwfRegisterEntry[];
  employees: number;
  totalEmployee: number;
  totalEmployer: number;
  total: number;
}

export interface LwfRegister {
  period: string;
  states: LwfStateRegister[];
  total: number;
}

const ym = (y: number, m: number): string => `${y}-${m < 10 ? `0${m}` : m}`;

/** The contribution period of a state's fund that ends with the payroll month `period`. */
export function lwfContributionPeriod(state: string, period: string): ContributionPeriod {
  const { y, m } = periodYm(period);
  const rule = findInForce(
    LWF_RULES.filter((r) => r.state === state),
    `${period}-01`,
  );
  const months = [...(rule?.months ?? [m])].sort((a, b) => a - b);
  // The contribution month before this one: the last earlier month in the list, else last year's last.
  let prev = (months[months.length - 1] ?? m) - 12;
  for (const x of months) if (x < m) prev = x;
  const first = prev + 1;
  const fy = first <= 0 ? y - 1 : y;
  const fm = first <= 0 ? first + 12 : first;
  const from = ym(fy, fm);
  const to = ym(y, m);
  let label: string;
  if (from === to) label = monthLabel(period);
  else if (fy === y) label = `${MONTH_NAMES[fm - 1]}–${MONTH_NAMES[m - 1]} ${y}`;
  else label = `${MONTH_NAMES[fm - 1]} ${fy}–${MONTH_NAMES[m - 1]} ${y}`;
  return { from, to, label };
}

export function lwfRegister(payslips: readonly Payslip[], period?: string): LwfRegister {
  const month = singlePeriod(payslips, period);
  const byState = new Map<string, LwfRegisterEntry[]>();
  for (const p of payslips) {
    const employee = amountOf(p.deductions, "LWF");
    const employer = amountOf(p.employerContributions, "LWF_ER");
    const has = p.deductions.some((l) => l.code === "LWF") || p.employerContributions.some((l) => l.code === "LWF_ER");
    if (!has) continue;
    const list = byState.get(p.employee.state) ?? [];
    list.push({ employeeId: p.employee.id, name: p.employee.name, gross: p.totals.grossEarnings, employee, employer });
    byState.set(p.employee.state, list);
  }
  const states: LwfStateRegister[] = [];
  for (const state of [...byState.keys()].sort()) {
    const entries = byState.get(state) ?? [];
    const totalEmployee = entries.reduce((a, e) => a + e.employee, 0);
    const totalEmployer = entries.reduce((a, e) => a + e.employer, 0);
    states.push({
      state,
      stateName: stateName(state),
      contributionPeriod: lwfContributionPeriod(state, month),
      entries,
      employees: entries.length,
      totalEmployee,
      totalEmployer,
      total: totalEmployee + totalEmployer,
    });
  }
  return { period: month, states, total: states.reduce((a, s) => a + s.total, 0) };
}

export function lwfRegisterCsv(register: LwfRegister): string {
  const lines = ["State,Contribution Period,Employee ID,Employee Name,Gross Salary,Employee Share,Employer Share,Total"];
  for (const s of register.states) {
    for (const e of s.entries) {
      lines.push(
        [
          csvText(s.stateName),
          csvText(s.contributionPeriod.label),
          csvText(e.employeeId),
          csvText(e.name),
          rupeesDecimal(e.gross),
          rupeesDecimal(e.employee),
          rupeesDecimal(e.employer),
          rupeesDecimal(e.employee + e.employer),
        ].join(","),
      );
    }
    lines.push(
      [
        csvText(s.stateName),
        csvText(s.contributionPeriod.label),
        csvText("Total"),
        csvText(employeesText(s.employees)),
        "",
        rupeesDecimal(s.totalEmployee),
        rupeesDecimal(s.totalEmployer),
        rupeesDecimal(s.total),
      ].join(","),
    );
  }
  return crlfLines(lines);
}
