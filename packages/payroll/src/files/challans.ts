// What the establishment pays for a payroll month, challan by challan, with due dates: EPF (by account
// head), ESI, professional tax and labour welfare fund per state, and TDS on salaries. Amounts in paise,
// due dates ISO. Pure: the figures are sums of the payslips' own results.
//
// EPF (india-statutory.md §1.1, §1.6): A/c 1 = employee share (12%, plus VPF) + employer's EPF share
// (12% less EPS); A/c 2 = administration charges, 0.5% of the month's EPF wages with a ₹500 minimum per
// establishment (₹75 when no member contributed) — admin-charges.ts, not the per-payslip PF_ADMIN lines;
// A/c 10 = EPS 8.33%; A/c 21 = EDLI 0.5%; A/c 22 = EDLI administration, nil since 1 Apr 2017. PF on
// arrears is included (and shown separately: EPFO takes it in an arrear ECR). Due the 15th of the next
// month (VERIFY in the EPF Scheme 2026).
// ESI (§2): employee 0.75% + employer 3.25%, due the 15th of the next month.
// TDS on salary: s.192 of the Income-tax Act 1961 up to March 2026, s.392 of the Income-tax Act 2025 from
// April 2026 (§5.1). Deposit by the 7th of the next month; tax deducted in March by 30 April (§12 item 15,
// VERIFY under the Income-tax Rules 2026).
// Professional tax: due dates differ by state and are not in india-statutory.md; the table below is from
// https://www.hrcabin.com/professional-tax-payment-due-dates-state-wise/ (a single secondary source —
// every PT date is VERIFY). Maharashtra's "last date of every month" is read as the last day of the month
// after the payroll month. Tamil Nadu and Kerala are half-yearly: Tamil Nadu 30 September / 31 March;
// Kerala 31 August / end of February per the same page, but the engine deducts Kerala PT in September and
// March, so the half-year's end is given instead (VERIFY).
// Labour welfare fund (§4): Maharashtra, Gujarat, Delhi 15 July / 15 January; Karnataka 15 January; Tamil
// Nadu, Andhra Pradesh, Telangana 31 January; Kerala the 5th of the next month; Haryana "month end", read
// as the end of the next month (VERIFY).

import type { Payslip } from "../schema.ts";
import { establishmentAdminCharges } from "../admin-charges.ts";
import { dayOfNextMonth, endOfNextMonth, periodYm, singlePeriod } from "./common.ts";
import { lwfContributionPeriod, stateName, type ContributionPeriod } from "./registers.ts";
import { isoOf } from "../dates.ts";

type DueRule = { kind: "nextMonthDay"; day: number } | { kind: "nextMonthEnd" } | { kind: "halfYearEnd" };

interface DueDateRule {
  rule: DueRule;
  basis: string;
}

export interface Due {
  /** ISO date, or null where no due date is known for the state. */
  dueDate: string | null;
  /** Where the date comes from, with VERIFY where it is not confirmed. */
  basis: string;
}

function dueOn(period: string, rule: DueRule): string {
  if (rule.kind === "nextMonthDay") return dayOfNextMonth(period, rule.day);
  if (rule.kind === "nextMonthEnd") return endOfNextMonth(period);
  const { y, m } = periodYm(period);
  if (m >= 4 && m <= 9) return isoOf(y, 9, 30);
  return isoOf(m >= 10 ? y + 1 : y, 3, 31);
}

const HRCABIN = "hrcabin.com PT due dates (VERIFY)";
const nextDay = (day: number, basis: string): DueDateRule => ({ rule: { kind: "nextMonthDay", day }, basis });

export const PT_DUE_DATES: Readonly<Record<string, DueDateRule>> = {
  MH: { rule: { kind: "nextMonthEnd" }, basis: `Maharashtra: last day of the month (read as the month after the payroll month); ${HRCABIN}` },
  KA: nextDay(20, `Karnataka: 20th of the next month; ${HRCABIN}`),
  WB: nextDay(21, `West Bengal: 21st of the next month; ${HRCABIN}`),
  TG: nextDay(10, `Telangana: 10th of the next month; ${HRCABIN}`),
  AP: nextDay(10, `Andhra Pradesh: 10th of the next month; ${HRCABIN}`),
  GJ: nextDay(15, `Gujarat: 15th of the next month; ${HRCABIN}`),
  MP: nextDay(10, `Madhya Pradesh: 10th of the next month; ${HRCABIN}`),
  AS: nextDay(28, `Assam: 28th of the next month; ${HRCABIN}`),
  ML: nextDay(28, `Meghalaya: 28th of the next month; ${HRCABIN}`),
  OR: { rule: { kind: "nextMonthEnd" }, basis: `Odisha: last day of the month (read as the month after the payroll month); ${HRCABIN}` },
  TN: { rule: { kind: "halfYearEnd" }, basis: `Tamil Nadu, half-yearly: 30 September / 31 March; ${HRCABIN}` },
  KL: {
    rule: { kind: "halfYearEnd" },
    basis: `Kerala, half-yearly: the source gives 31 August / end of February, but PT is deducted in September and March, so the half-year's end is shown; ${HRCABIN}`,
  },
};

export const LWF_DUE_DATES: Readonly<Record<string, DueDateRule>> = {
  MH: nextDay(15, "Maharashtra LWF: 15 July / 15 January (india-statutory.md §4)"),
  GJ: nextDay(15, "Gujarat LWF: 15 July / 15 January (india-statutory.md §4)"),
  DL: nextDay(15, "Delhi LWF: 15 July / 15 January (india-statutory.md §4)"),
  KA: nextDay(15, "Karnataka LWF: 15 January (india-statutory.md §4)"),
  TN: { rule: { kind: "nextMonthEnd" }, basis: "Tamil Nadu LWF: 31 January (india-statutory.md §4)" },
  AP: { rule: { kind: "nextMonthEnd" }, basis: "Andhra Pradesh LWF: 31 January (india-statutory.md §4)" },
  TG: { rule: { kind: "nextMonthEnd" }, basis: "Telangana LWF: 31 January (india-statutory.md §4)" },
  KL: nextDay(5, "Kerala LWF: 5th of the next month (india-statutory.md §4)"),
  HR: { rule: { kind: "nextMonthEnd" }, basis: "Haryana LWF: 'month end' (india-statutory.md §4), read as the end of the next month; VERIFY" },
};

function due(table: Readonly<Record<string, DueDateRule>>, state: string, period: string, what: string): Due {
  const d = table[state];
  if (!d) return { dueDate: null, basis: `No ${what} due date known for ${stateName(state)}; VERIFY with the state's rules` };
  return { dueDate: dueOn(period, d.rule), basis: d.basis };
}

export interface EpfChallan extends Due {
  dueDate: string;
  /** Members with EPF wages this month. */
  members: number;
  epfWages: number;
  /** A/c 1: employee share (with VPF) and employer's EPF share. */
  ac1: { employee: number; employer: number; total: number };
  /** A/c 2: administration charges for the establishment. */
  ac2: number;
  /** A/c 10: pension (EPS). */
  ac10: number;
  /** A/c 21: EDLI contribution. */
  ac21: number;
  /** A/c 22: EDLI administration charges (nil). */
  ac22: number;
  total: number;
  /** The arrears part of the above, for the separate arrear ECR. */
  arrears: { epfWages: number; employee: number; employerEpf: number; eps: number };
}

export interface EsiChallan extends Due {
  dueDate: string;
  members: number;
  wages: number;
  employee: number;
  employer: number;
  total: number;
}

export interface PtChallan extends Due {
  state: string;
  stateName: string;
  /** Employees with PT deducted this month. */
  employees: number;
  amount: number;
}

export interface LwfChallan extends Due {
  state: string;
  stateName: string;
  contributionPeriod: ContributionPeriod;
  employees: number;
  employee: number;
  employer: number;
  total: number;
}

export interface TdsChallan extends Due {
  dueDate: string;
  /** "192" (Income-tax Act 1961) or "392" (Income-tax Act 2025, from April 2026). */
  section: "192" | "392";
  deductees: number;
  amount: number;
}

export interface MonthlyChallans {
  period: string;
  epf: EpfChallan | null;
  esi: EsiChallan | null;
  pt: PtChallan[];
  lwf: LwfChallan[];
  tds: TdsChallan | null;
  /** Everything payable for the month. */
  total: number;
}

const sumCode = (lines: Payslip["deductions"], code: string): number => {
  let t = 0;
  for (const l of lines) if (l.code === code) t += l.amount;
  return t;
};

function epfChallan(payslips: readonly Payslip[], period: string): EpfChallan | null {
  const members = payslips.filter((p) => p.pf !== null);
  if (members.length === 0) return null;
  let epfWages = 0;
  let contributing = 0;
  let employee = 0;
  let employer = 0;
  let eps = 0;
  let edli = 0;
  const arrears = { epfWages: 0, employee: 0, employerEpf: 0, eps: 0 };
  for (const p of members) {
    const pf = p.pf;
    if (!pf) continue;
    const a = pf.arrears;
    epfWages += pf.epfWages + (a?.epfWages ?? 0);
    if (pf.epfWages > 0 || (a?.epfWages ?? 0) > 0) contributing++;
    employee += pf.employee + pf.vpf + (a?.employee ?? 0);
    employer += pf.employerEpf + (a?.employerEpf ?? 0);
    eps += pf.eps + (a?.eps ?? 0);
    edli += pf.edli;
    if (a) {
      arrears.epfWages += a.epfWages;
      arrears.employee += a.employee;
      arrears.employerEpf += a.employerEpf;
      arrears.eps += a.eps;
    }
  }
  const ac2 = establishmentAdminCharges(epfWages, contributing, `${period}-01`);
  const ac1 = { employee, employer, total: employee + employer };
  return {
    dueDate: dayOfNextMonth(period, 15),
    basis: "EPF: 15th of the next month (india-statutory.md §1.1; VERIFY in the EPF Scheme 2026)",
    members: contributing,
    epfWages,
    ac1,
    ac2,
    ac10: eps,
    ac21: edli,
    ac22: 0,
    total: ac1.total + ac2 + eps + edli,
    arrears,
  };
}

function esiChallan(payslips: readonly Payslip[], period: string): EsiChallan | null {
  const members = payslips.filter((p) => p.esi?.covered === true);
  if (members.length === 0) return null;
  let wages = 0;
  let employee = 0;
  let employer = 0;
  for (const p of members) {
    wages += p.esi?.wages ?? 0;
    employee += p.esi?.employee ?? 0;
    employer += p.esi?.employer ?? 0;
  }
  return {
    dueDate: dayOfNextMonth(period, 15),
    basis: "ESI: 15th of the next month (india-statutory.md §2)",
    members: members.length,
    wages,
    employee,
    employer,
    total: employee + employer,
  };
}

function ptChallans(payslips: readonly Payslip[], period: string): PtChallan[] {
  const byState = new Map<string, { employees: number; amount: number }>();
  for (const p of payslips) {
    const amount = sumCode(p.deductions, "PT");
    if (amount === 0) continue;
    const s = byState.get(p.employee.state) ?? { employees: 0, amount: 0 };
    s.employees++;
    s.amount += amount;
    byState.set(p.employee.state, s);
  }
  return [...byState.keys()].sort().map((state) => {
    const s = byState.get(state) ?? { employees: 0, amount: 0 };
    return { state, stateName: stateName(state), ...s, ...due(PT_DUE_DATES, state, period, "professional tax") };
  });
}

function lwfChallans(payslips: readonly Payslip[], period: string): LwfChallan[] {
  const byState = new Map<string, { employees: number; employee: number; employer: number }>();
  for (const p of payslips) {
    const employee = sumCode(p.deductions, "LWF");
    const employer = sumCode(p.employerContributions, "LWF_ER");
    if (employee === 0 && employer === 0) continue;
    const s = byState.get(p.employee.state) ?? { employees: 0, employee: 0, employer: 0 };
    s.employees++;
    s.employee += employee;
    s.employer += employer;
    byState.set(p.employee.state, s);
  }
  return [...byState.keys()].sort().map((state) => {
    const s = byState.get(state) ?? { employees: 0, employee: 0, employer: 0 };
    return {
      state,
      stateName: stateName(state),
      contributionPeriod: lwfContributionPeriod(state, period),
      ...s,
      total: s.employee + s.employer,
      ...due(LWF_DUE_DATES, state, period, "labour welfare fund"),
    };
  });
}

function tdsChallan(payslips: readonly Payslip[], period: string): TdsChallan | null {
  let amount = 0;
  let deductees = 0;
  for (const p of payslips) {
    const t = sumCode(p.deductions, "TDS");
    if (t > 0) deductees++;
    amount += t;
  }
  if (amount === 0) return null;
  const { y, m } = periodYm(period);
  const march = m === 3;
  return {
    section: period >= "2026-04" ? "392" : "192",
    deductees,
    amount,
    dueDate: march ? isoOf(y, 4, 30) : dayOfNextMonth(period, 7),
    basis: march
      ? "TDS deducted in March: by 30 April (india-statutory.md §12 item 15; VERIFY under the Income-tax Rules 2026)"
      : "TDS: 7th of the next month (india-statutory.md §12 item 15; VERIFY under the Income-tax Rules 2026)",
  };
}

export function monthlyChallans(payslips: readonly Payslip[], period?: string): MonthlyChallans {
  const month = singlePeriod(payslips, period);
  const epf = epfChallan(payslips, month);
  const esi = esiChallan(payslips, month);
  const pt = ptChallans(payslips, month);
  const lwf = lwfChallans(payslips, month);
  const tds = tdsChallan(payslips, month);
  const total =
    (epf?.total ?? 0) + (esi?.total ?? 0) + pt.reduce((a, c) => a + c.amount, 0) + lwf.reduce((a, c) => a + c.total, 0) + (tds?.amount ?? 0);
  return { period: month, epf, esi, pt, lwf, tds, total };
}
