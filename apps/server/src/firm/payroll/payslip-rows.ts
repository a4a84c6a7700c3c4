// A compute job's payslips worked out from their inputs: pure, with no database, so a worker thread works
// them (payslip-worker.ts) while the main thread writes the chunk before. Each person's engine input
// (payslipInput), the engine's payslip with any loan instalments recovered from it, and the row the
// payslips table keeps of it: the input and payslip as JSON text, exactly as computed.
import { computePayslipUnchecked, type EarlierYear, type Payslip, type PayslipInput, parsePayslipInput, validatePan } from "@vetan/payroll";
import { recoveryFor } from "@vetan/payroll/loans";
import { monthEnd } from "@vetan/shared/dates";
import { type OneOffView, type PayrollProfileView, type StructureComponent, taxYearOf } from "@vetan/shared/payroll";
import type { Cell, CopyText } from "../../platform/db/copy-text.ts";
import { WorkerPool } from "../../platform/worker-pool.ts";
import type { Reimbursement } from "../expenses/reimbursements.ts";
import type { PersonArrears } from "./arrears.ts";
import { engineComponents, engineState } from "./components.ts";
import type { DueInstalment } from "./loans.service.ts";
import type { SalaryInForce } from "./pay.service.ts";
import type { TaxInput } from "./tax-inputs.ts";

/** The attendance cycle's figures for a person: days and hours worked for daily and hourly rates, and overtime. */
export type CycleFigures = { paid_days: number; lop_days: number; pf_non_contributing_days: number; present_days?: number; overtime_minutes?: number; worked_minutes?: number };

/** What one payslip adds to the tax year's running figures, for the next month's YTD. */
export function ytdOf(p: Payslip, input: PayslipInput): Record<string, number> {
  const kinds = new Map(input.components.map((c) => [c.code, { type: c.type, taxable: c.taxable ?? true }]));
  let taxable = 0;
  let basicDa = 0;
  let hra = 0;
  for (const l of p.earnings) {
    const k = kinds.get(l.code);
    if (!k || k.taxable) taxable += l.amount;
    if (k?.type === "basic" || k?.type === "da" || k?.type === "retaining") basicDa += l.amount;
    if (k?.type === "hra") hra += l.amount;
  }
  const pt = p.deductions.find((l) => l.code === "PT")?.amount ?? 0;
  const relief = p.incomeTax.arrearsRelief ?? 0;
  return { taxable, tds: p.incomeTax.thisMonth, pf: (p.pf?.employee ?? 0) + (p.pf?.vpf ?? 0), pt, basic_da: basicDa, hra, ...(relief > 0 ? { relief } : {}) };
}

export interface Person {
  id: string;
  name: string;
  code: string;
  dateOfBirth: string | null;
  joiningDate: string;
  lastWorkingDay: string | null;
  status: string;
  gender: "female" | "male" | "other" | null;
  pan: string | null;
  uan: string | null;
  bankAccount: string | null;
  bankIfsc: string | null;
  pfApplicable: boolean;
  esiApplicable: boolean;
  state: string | null;
}

/** One person's engine input, or why there is none. */
export function payslipInput(
  month: string,
  person: Person,
  salary: { components: Parameters<typeof engineComponents>[0]; monthlyGross: number } | null,
  lopDays: number,
  extra: {
    ytd?: Record<string, number> | undefined;
    oneOffs?: readonly Pick<OneOffView, "kind" | "description" | "amount" | "taxable">[] | undefined;
    profile?: PayrollProfileView | undefined;
    arrears?: PersonArrears | undefined;
    tax?: TaxInput | undefined;
    /** The attendance cycle's figures: days and hours worked for daily and hourly rates, and overtime. */
    cycle?: CycleFigures | undefined;
    /** An off-cycle payslip: its one-offs and arrears alone (the engine's offCycle), no days or overtime. */
    offCycle?: { regularPaidThisMonth: boolean } | undefined;
    /** The earlier tax years its arrears belong to, with their income: the relief on those arrears. */
    earlierYears?: readonly EarlierYear[] | undefined;
    /** Approved expense claims paid with this salary: apart from earnings, in net pay. */
    reimbursements?: readonly Reimbursement[] | undefined;
  } = {},
): { ok: true; input: PayslipInput; warnings: string[] } | { ok: false; error: string } {
  const { ytd, oneOffs = [], profile, arrears, tax, offCycle, earlierYears, reimbursements } = extra;
  // Off-cycle pay is not for the month's days: no loss of pay, days worked or overtime enter it.
  const cycle = offCycle ? undefined : extra.cycle;
  if (!salary) return { ok: false, error: "No salary assigned for this month" };
  if (!person.dateOfBirth) return { ok: false, error: "Date of birth is missing (PF, ESI, PT and tax depend on age)" };
  if (!person.gender) return { ok: false, error: "Gender is missing (professional tax depends on it in some states)" };
  if (!person.state) return { ok: false, error: "No workspace with a state (professional tax and LWF depend on it)" };
  const end = monthEnd(month);
  const start = `${month}-01`;
  const warnings: string[] = [...(arrears?.warnings ?? [])];
  const leaving = person.status !== "active" && person.lastWorkingDay && person.lastWorkingDay <= end ? person.lastWorkingDay : undefined;
  const employedFrom = person.joiningDate > start ? person.joiningDate : start;
  const employedTo = leaving ?? end;
  const employed = Math.max(0, Math.round((Date.parse(employedTo) - Date.parse(employedFrom)) / 86_400_000) + 1);
  let lop = offCycle ? 0 : Math.round(lopDays * 2) / 2;
  if (lop > employed) {
    warnings.push(`Loss of pay ${lop} days from attendance is more than the ${employed} days employed this month; ${employed} taken`);
    lop = employed;
  }
  const rated = profile && profile.wage_kind !== "monthly" && profile.wage_rate > 0 && !offCycle ? profile : undefined;
  if (rated && !cycle) return { ok: false, error: `A ${rated.wage_kind} rate is paid on the days and hours attendance records: this firm takes loss of pay from leave alone, so there are none` };
  // Overtime to the quarter hour, as the engine takes it.
  const overtimeHours = Math.round((cycle?.overtime_minutes ?? 0) / 15) / 4;
  const pan = person.pan && validatePan(person.pan).ok ? person.pan : undefined;
  const raw = {
    period: month,
    employee: {
      id: person.id,
      name: person.name.slice(0, 100),
      dateOfBirth: person.dateOfBirth,
      dateOfJoining: person.joiningDate,
      ...(leaving ? { dateOfLeaving: leaving } : {}),
      gender: person.gender,
      state: engineState(person.state),
      ...(tax?.city ? { city: tax.city.slice(0, 60) } : {}),
      ...(pan ? { pan } : {}),
      ...(person.uan && /^\d{12}$/.test(person.uan) ? { uan: person.uan } : {}),
      ...(person.bankAccount && person.bankIfsc ? { bank: { accountNumber: person.bankAccount, ifsc: person.bankIfsc } } : {}),
    },
    components: engineComponents(salary.components, salary.monthlyGross),
    lopDays: lop,
    ...(rated?.wage_kind === "daily" ? { wageBasis: { kind: "daily" as const, ratePerDay: rated.wage_rate, daysWorked: Math.min(employed - lop, Math.round((cycle?.present_days ?? 0) * 2) / 2) } } : {}),
    ...(rated?.wage_kind === "hourly" ? { wageBasis: { kind: "hourly" as const, ratePerHour: rated.wage_rate, hoursWorked: Math.round((cycle?.worked_minutes ?? 0) / 15) / 4 } } : {}),
    ...(overtimeHours > 0 ? { overtime: { hours: Math.min(300, overtimeHours) } } : {}),
    ...(profile?.min_wage_category && !offCycle ? { minimumWage: { category: profile.min_wage_category } } : {}),
    ...(offCycle ? { offCycle } : {}),
    ...(reimbursements?.length ? { reimbursements: [...reimbursements] } : {}),
    // One-offs carry codes the engine wants (capitals); their words are the description HR typed.
    ...(oneOffs.some((o) => o.kind === "addition")
      ? { additions: oneOffs.filter((o) => o.kind === "addition").map((o, i) => ({ code: `ADDITION_${i + 1}`, description: o.description.slice(0, 80), amount: o.amount, taxable: o.taxable })) }
      : {}),
    ...(arrears?.arrears.length ? { arrears: arrears.arrears } : {}),
    ...(oneOffs.some((o) => o.kind === "deduction")
      ? { deductions: oneOffs.filter((o) => o.kind === "deduction").map((o, i) => ({ code: `DEDUCTION_${i + 1}`, description: o.description.slice(0, 80), amount: o.amount })) }
      : {}),
    pf: {
      applicable: person.pfApplicable,
      ...(profile?.pf_wage_basis === "actual" ? { wageBasis: "actual" as const } : {}),
      ...(profile?.vpf_percent ? { vpfPercent: profile.vpf_percent } : {}),
    },
    esi: { applicable: person.esiApplicable },
    tax: {
      regime: profile?.tax_regime ?? "new",
      ...(profile?.tax_regime === "old" && tax?.declarations && Object.keys(tax.declarations).length > 0 ? { declarations: tax.declarations } : {}),
      ...(earlierYears?.length ? { earlierYears: [...earlierYears] } : {}),
      // An earlier employer's salary counts only in the tax year it was declared for.
      ...(profile && profile.previous_year === taxYearOf(month) && (profile.previous_taxable > 0 || profile.previous_tds > 0)
        ? { previousEmployer: { taxableSalary: profile.previous_taxable, tds: profile.previous_tds } }
        : {}),
    },
    ytd: ytd
      ? { taxableIncome: ytd.taxable ?? 0, tdsDeducted: ytd.tds ?? 0, employeePf: ytd.pf ?? 0, professionalTax: ytd.pt ?? 0, basicDa: ytd.basic_da ?? 0, hra: ytd.hra ?? 0, ...(ytd.relief ? { arrearsRelief: ytd.relief } : {}) }
      : undefined,
  };
  const parsed = parsePayslipInput(raw);
  if (!parsed.ok) return { ok: false, error: parsed.errors.map((e) => `${e.path}: ${e.message}`).join("; ") };
  return { ok: true, input: parsed.input, warnings };
}

/** The words of a loan's recovery line on the payslip. */
export function recoveryLine(loan: { kind: string; purpose: string }): string {
  return `${loan.kind === "advance" ? "Salary advance" : "Loan"} recovery: ${loan.purpose}`.slice(0, 80);
}

/** The payslips table's columns, in the order of a worked row's cells. */
export const PAYSLIP_COLUMNS = ["firm_id", "run_id", "employee_id", "paid_days", "lop_days", "gross", "deductions", "net", "employer", "warnings", "error", "input", "result", "ytd"] as const;

/**
 * What a run's payslips are worked from besides the people themselves, by person: read once for everyone
 * a compute job computes (runs.service runInputs), and handed to the thread a chunk's share at a time.
 */
export interface RunInputs {
  cycle: Map<string, CycleFigures>;
  lop: Map<string, number>;
  salaries: Map<string, SalaryInForce>;
  structures: Map<string, { components: StructureComponent[] }>;
  ytd: Map<string, Record<string, number>>;
  profiles: Map<string, PayrollProfileView>;
  arrears: Map<string, PersonArrears>;
  earlierYears: Map<string, EarlierYear[]>;
  taxInputs: Map<string, TaxInput>;
  instalments: Map<string, DueInstalment[]>;
  oneOffs: Map<string, OneOffView[]>;
  /** Approved expense claims taken into the run, paid with the salary. */
  reimbursements: Map<string, Reimbursement[]>;
  offCycle: { regularPaidThisMonth: boolean } | undefined;
}

/** A run as working its payslips needs it. */
export interface PayslipRun {
  id: string;
  month: string;
}

/** A chunk's payslips worked out: their rows (as cells, or made into COPY text on the thread), who is paid, and the loan instalments recovered. */
export interface WorkedPayslips<Rows = Cell[][]> {
  rows: Rows;
  paid: string[];
  recoveries: Cell[][];
}

/**
 * The payslips of `people` in the run, as rows of the payslips table. People without a salary have none
 * (the inputs step lists them); an off-cycle run pays only those it has something for. A person the engine
 * cannot compute gets a row with the error instead of figures.
 */
export function workPayslips(firmId: string, run: PayslipRun, people: readonly Person[], inputs: RunInputs): WorkedPayslips {
  const { cycle, lop, salaries, structures, ytd, profiles, arrears, earlierYears, taxInputs, instalments, oneOffs, reimbursements, offCycle } = inputs;
  const paid: string[] = [];
  const recoveries: Cell[][] = [];
  const rows: Cell[][] = [];
  for (const person of people) {
    const salary = salaries.get(person.id);
    const structure = salary ? structures.get(salary.structureId) : undefined;
    if (!salary || !structure) continue;
    if (offCycle && !oneOffs.has(person.id) && !arrears.get(person.id)?.arrears.length) continue;
    const built = payslipInput(run.month, person, { components: structure.components, monthlyGross: salary.monthlyGross }, lop.get(person.id) ?? 0, {
      ytd: ytd.get(person.id),
      oneOffs: oneOffs.get(person.id),
      profile: profiles.get(person.id),
      arrears: arrears.get(person.id),
      tax: taxInputs.get(person.id),
      cycle: cycle.get(person.id),
      offCycle,
      earlierYears: earlierYears.get(person.id),
      reimbursements: reimbursements.get(person.id),
    });
    const figures = cycle.get(person.id);
    if (!built.ok) {
      rows.push([firmId, run.id, person.id, figures?.paid_days ?? 0, figures?.lop_days ?? 0, 0, 0, 0, 0, "[]", built.error, null, null, null]);
      continue;
    }
    let slip: Payslip;
    let input = built.input;
    try {
      slip = computePayslipUnchecked(input);
      // Loan instalments come out of what is left after everything else, never more than the net pay.
      const due = instalments.get(person.id);
      if (due) {
        // From wages: what reimbursements add to net pay is not there to recover from.
        let left = slip.totals.netPay - (slip.totals.reimbursements ?? 0);
        const lines: { code: string; description: string; amount: number }[] = [];
        due.forEach((d, i) => {
          const take = recoveryFor(d.schedule, run.month, { netPayAvailable: left }).recover;
          recoveries.push([firmId, d.loan.id, run.id, person.id, run.month, d.due, take]);
          left -= take;
          if (take > 0) lines.push({ code: `LOAN_${i + 1}`, description: recoveryLine(d.loan), amount: take });
        });
        if (lines.length > 0) {
          input = { ...input, deductions: [...(input.deductions ?? []), ...lines] };
          slip = computePayslipUnchecked(input);
        }
      }
    } catch (error) {
      rows.push([firmId, run.id, person.id, figures?.paid_days ?? 0, figures?.lop_days ?? 0, 0, 0, 0, 0, "[]", error instanceof Error ? error.message : "The engine could not compute this payslip", JSON.stringify(built.input), null, null]);
      continue;
    }
    const warnings = [...built.warnings, ...slip.warnings];
    paid.push(person.id);
    rows.push([firmId, run.id, person.id, slip.days.payable, slip.days.lop, slip.totals.grossEarnings, slip.totals.totalDeductions, slip.totals.netPay, slip.totals.employerContributions, JSON.stringify(warnings), null, JSON.stringify(input), JSON.stringify(slip), JSON.stringify(ytdOf(slip, input))]);
  }
  return { rows, paid, recoveries };
}

/** The share of a run's `inputs` for the people `ids`: what crosses to the thread with their chunk. */
export function inputsFor(inputs: RunInputs, ids: readonly string[]): RunInputs {
  const mine = <T>(all: Map<string, T>) => {
    const out = new Map<string, T>();
    for (const id of ids) {
      const v = all.get(id);
      if (v !== undefined) out.set(id, v);
    }
    return out;
  };
  const salaries = mine(inputs.salaries);
  const structureIds = new Set([...salaries.values()].map((s) => s.structureId));
  return {
    cycle: mine(inputs.cycle),
    lop: mine(inputs.lop),
    salaries,
    structures: new Map([...inputs.structures].filter(([id]) => structureIds.has(id)).map(([id, s]) => [id, { components: s.components }])),
    ytd: mine(inputs.ytd),
    profiles: mine(inputs.profiles),
    arrears: mine(inputs.arrears),
    earlierYears: mine(inputs.earlierYears),
    taxInputs: mine(inputs.taxInputs),
    instalments: mine(inputs.instalments),
    oneOffs: mine(inputs.oneOffs),
    reimbursements: mine(inputs.reimbursements),
    offCycle: inputs.offCycle,
  };
}

/** One chunk of a compute job, as it crosses to the payslip thread. */
export interface PayslipChunk {
  firmId: string;
  run: PayslipRun;
  people: Person[];
  inputs: RunInputs;
}

/**
 * The thread a compute job works its payslips on (payslip-worker.ts) while the main thread writes the
 * chunks before: on PGlite the database runs on the main thread, so working the payslips there too left
 * one of two cores idle. One thread keeps up with the writing; a second would only contend for the cores
 * with the database.
 */
export type PayslipThread = WorkerPool<PayslipChunk, WorkedPayslips<CopyText>>;

export function payslipThread(): PayslipThread {
  return new WorkerPool(new URL("./payslip-worker.ts", import.meta.url), 1, { name: "payslip" });
}
