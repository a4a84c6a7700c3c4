// Full and final settlement: what is paid and what is recovered when an employee leaves, the income-tax
// exemptions on the exit payments, and the dates by which the money is due.
//
// The final month's salary is computed by the normal payroll run and comes in as two totals; this module
// adds the exit lines around it: leave encashment, gratuity (computeGratuity, the same calculator as
// everywhere else, so fixed-term employees qualify after one year from 21 Nov 2025), bonus due, notice
// pay in lieu or the recovery of a notice shortfall, loans outstanding and any other items.
//
// Rounding (house rule, as for gratuity and earnings): leave encashment and notice pay to the nearest
// rupee, half up.
//
// Tax: each payable line carries `taxable` and `exempt` (they add up to its amount). Gratuity is exempt
// under s.10(10) and leave encashment under s.10(10AA)(ii) (2025 Act: the s.19 table) within the limits
// in rules/exit.ts; notice pay, bonus and the rest are fully taxable salary. Put the taxable exit amounts
// through the payroll run as one-off pay so the TDS is worked there; this module does not compute tax.
//
// Dates: Code on Wages s.17(2) — wages due on removal, dismissal, retrenchment or resignation are paid
// within two working days (product-anchors §1(c) rule 4); gratuity within 30 days of becoming payable
// (india-statutory §7.1).

import { computeGratuity, serviceLength, type GratuityResult, type LeavingReason } from "./gratuity.ts";
import { EXIT_TAX_RULES, type ExitTaxRule } from "./rules/exit.ts";
import { requireInForce } from "./rules/select.ts";
import { daysInMonth, isoDayNumber, isoOf, isValidIso, MONTH_NAMES, parseIso } from "./dates.ts";
import { formatRupees, scale } from "./money.ts";
import { PayrollError } from "./errors.ts";

export type DailyRateBasis = "26" | "30" | "calendar";

export interface FnfItem {
  code?: string;
  name: string;
  /** Paise. */
  amount: number;
}

export interface FnfPaymentItem extends FnfItem {
  /** Taxable salary unless false (e.g. a reimbursement against bills). Default true. */
  taxable?: boolean;
}

export interface FnfInput {
  employee: {
    dateOfJoining: string;
    /** Last working day. */
    dateOfLeaving: string;
    reason: LeavingReason;
    fixedTerm?: boolean;
  };
  /** Last drawn wages for gratuity (basic + DA; Labour Code wages from 21 Nov 2025), paise a month. */
  monthlyWagesForGratuity: number;
  /** The final month as computed by the payroll run, paise. */
  finalMonthPay?: { earnings: number; deductions: number };
  leaveEncashment?: {
    /** Days encashed; halves allowed. */
    days: number;
    /** The day rate: monthly wages ÷ 26, ÷ 30, or ÷ the days of the month of leaving. */
    dailyRateBasis: DailyRateBasis;
    /** Monthly wages the policy encashes on, paise. */
    monthlyWages: number;
    /**
     * Average monthly salary of the ten months before leaving for the tax exemption (basic + DA forming part
     * of retirement benefits + commission at a fixed percentage of turnover), paise. Defaults to
     * monthlyWagesForGratuity.
     */
    averageSalary10Months?: number;
    /** Earned leave availed or encashed during service, days, for the 30-days-a-year test. Default 0. */
    leaveAvailedDuringServiceDays?: number;
  };
  notice?: {
    requiredDays: number;
    servedDays: number;
    /** Which monthly amount `monthlyAmount` is (the policy's choice). */
    recoverFrom: "basic" | "gross";
    /** Paise a month; the shortfall is valued at this ÷ 30 a day. */
    monthlyAmount: number;
    /** The employer waives the recovery of the employee's shortfall. */
    waived?: boolean;
    /** The employer cut the notice short: the shortfall is paid to the employee (pay in lieu of notice). */
    employerShortfall?: boolean;
  };
  /** Loans and advances outstanding, paise. */
  loansOutstanding?: number;
  otherRecoveries?: readonly FnfItem[];
  otherPayments?: readonly FnfPaymentItem[];
  /** Statutory or contractual bonus still due, paise. */
  bonusDue?: number;
  /** Lifetime exemptions already used (earlier employers or earlier payments), paise. */
  previousExemptions?: { gratuity?: number; leaveEncashment?: number };
  /** Holidays of the establishment (YYYY-MM-DD), skipped when counting working days. */
  holidays?: readonly string[];
  /** Weekly off days, 0 = Sunday … 6 = Saturday. Default: Sunday. */
  weeklyOffs?: readonly number[];
}

interface LineBase {
  code: string;
  name: string;
  /** Paise, zero or more. */
  amount: number;
  working: string;
}

export interface PayableLine extends LineBase {
  kind: "payable";
  /** taxable + exempt = amount. */
  taxable: number;
  exempt: number;
}

export interface RecoverableLine extends LineBase {
  kind: "recoverable";
}

export type FnfLine = PayableLine | RecoverableLine;

export interface FnfResult {
  lines: FnfLine[];
  totals: {
    payable: number;
    recoverable: number;
    /** payable − recoverable; negative when the employee owes the employer. */
    net: number;
    /** Taxable part of all payable lines. */
    taxable: number;
    exempt: number;
    /** Taxable part of the lines other than the final month's earnings (already taxed by the payroll run). */
    taxableExitPay: number;
  };
  /** What the employee owes when net is negative, paise; otherwise 0. */
  employeeOwes: number;
  gratuity: GratuityResult;
  /** Second working day after the last working day: the settlement's wages are due by then. */
  payBy: string;
  payByWorking: string;
  /** Thirty days after the last working day. */
  gratuityPayBy: string;
  working: string;
}

// ---------------------------------------------------------------------------------------------------
// Checks

const REASONS: readonly LeavingReason[] = ["resignation", "retirement", "superannuation", "termination", "death", "disablement"];

function checkPaise(value: number, path: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new PayrollError(`${path} must be a whole number of paise, zero or more`, path);
}

function checkHalfDays(value: number, path: string): void {
  if (!Number.isFinite(value) || value < 0 || !Number.isInteger(value * 2)) throw new PayrollError(`${path} must be a number of days, zero or more, in halves`, path);
}

function checkDate(value: string, path: string): void {
  if (!isValidIso(value)) throw new PayrollError(`${path} must be a date written YYYY-MM-DD, got "${value}"`, path);
}

// ---------------------------------------------------------------------------------------------------
// Dates

function nextDay(iso: string): string {
  const { y, m, d } = parseIso(iso);
  if (d < daysInMonth(y, m)) return isoOf(y, m, d + 1);
  if (m < 12) return isoOf(y, m + 1, 1);
  return isoOf(y + 1, 1, 1);
}

/** 0 = Sunday … 6 = Saturday. 1 Jan 1970 (day 0) was a Thursday. */
export function weekday(iso: string): number {
  return (((isoDayNumber(iso) + 4) % 7) + 7) % 7;
}

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function dateText(iso: string): string {
  const { y, m, d } = parseIso(iso);
  return `${DAY_NAMES[weekday(iso)]} ${d} ${MONTH_NAMES[m - 1]} ${y}`;
}

/** The `n`th working day after `from`, skipping weekly offs and holidays; with the days skipped, in words. */
export function workingDaysAfter(
  from: string,
  n: number,
  opts: { holidays?: readonly string[]; weeklyOffs?: readonly number[] } = {},
): { date: string; working: string } {
  checkDate(from, "from");
  const holidays = new Set(opts.holidays ?? []);
  const offs = new Set(opts.weeklyOffs ?? [0]);
  if (offs.size >= 7) throw new PayrollError("weeklyOffs leaves no working day", "weeklyOffs");
  const skipped: string[] = [];
  let day = from;
  let count = 0;
  while (count < n) {
    day = nextDay(day);
    if (offs.has(weekday(day))) skipped.push(`${dateText(day)} (weekly off)`);
    else if (holidays.has(day)) skipped.push(`${dateText(day)} (holiday)`);
    else count++;
  }
  const working = `${n} working day${n === 1 ? "" : "s"} after ${dateText(from)}: ${dateText(day)}${skipped.length ? `, skipping ${skipped.join(", ")}` : ""}`;
  return { date: day, working };
}

function addDays(iso: string, n: number): string {
  let d = iso;
  for (let i = 0; i < n; i++) d = nextDay(d);
  return d;
}

// ---------------------------------------------------------------------------------------------------
// Exemptions

export interface Exemption {
  exempt: number;
  taxable: number;
  working: string;
}

/** Gratuity: s.10(10) — the least of the amount, the formula amount and the lifetime limit left; all of it on death. */
export function gratuityExemption(args: { amount: number; formulaAmount: number; reason: LeavingReason; dateOfLeaving: string; previouslyExempt?: number }): Exemption {
  const rule = requireInForce(EXIT_TAX_RULES, args.dateOfLeaving, "exit tax");
  if (args.amount === 0) return { exempt: 0, taxable: 0, working: "No gratuity" };
  if (args.reason === "death" && rule.deathPaymentsExempt) {
    return {
      exempt: args.amount,
      taxable: 0,
      working: "Paid to the widow or heirs of an employee who died in service: not salary, not taxed (CBDT Circular 573 of 21 Aug 1990; to be confirmed under the 2025 Act)",
    };
  }
  const prev = args.previouslyExempt ?? 0;
  const left = Math.max(0, rule.gratuityLimit - prev);
  const exempt = Math.min(args.amount, args.formulaAmount, left);
  const limitText = prev > 0 ? `the ${formatRupees(rule.gratuityLimit)} limit less ${formatRupees(prev)} exempted before = ${formatRupees(left)}` : `the ${formatRupees(rule.gratuityLimit)} limit`;
  return {
    exempt,
    taxable: args.amount - exempt,
    working: `Exempt under ${rule.sections.gratuity} (${rule.act}): the least of the gratuity ${formatRupees(args.amount)}, 15 days' wages a year by the Act's formula ${formatRupees(args.formulaAmount)} and ${limitText} = ${formatRupees(exempt)}; taxable ${formatRupees(args.amount - exempt)}`,
  };
}

/**
 * Leave encashment on leaving: s.10(10AA)(ii) — the least of the amount; the lifetime limit left; ten
 * months' average salary; and the leave to credit, at most 30 days for each completed year of service,
 * valued at the average salary ÷ 30 a day. All of it on death (paid to the heirs).
 */
export function leaveEncashmentExemption(args: {
  amount: number;
  days: number;
  reason: LeavingReason;
  dateOfLeaving: string;
  completedYears: number;
  averageSalary: number;
  leaveAvailedDays?: number;
  previouslyExempt?: number;
}): Exemption {
  const rule: ExitTaxRule = requireInForce(EXIT_TAX_RULES, args.dateOfLeaving, "exit tax");
  if (args.amount === 0) return { exempt: 0, taxable: 0, working: "No leave encashment" };
  if (args.reason === "death" && rule.deathPaymentsExempt) {
    return {
      exempt: args.amount,
      taxable: 0,
      working: "Paid to the heirs of an employee who died in service: not salary, not taxed (CBDT letter F.35/1/65-IT(B) of 5 Nov 1965; Circular 309 of 1981; to be confirmed under the 2025 Act)",
    };
  }
  const prev = args.previouslyExempt ?? 0;
  const availed = args.leaveAvailedDays ?? 0;
  const left = Math.max(0, rule.leaveEncashmentLimit - prev);
  const tenMonths = args.averageSalary * rule.leaveAverageMonths;
  const entitled = Math.max(0, rule.leaveDaysPerYear * args.completedYears - availed);
  const creditDays = Math.min(args.days, entitled);
  const cashEquivalent = scale(args.averageSalary, creditDays * 2, 60, "halfUp", 100);
  const exempt = Math.min(args.amount, left, tenMonths, cashEquivalent);
  const limitText = prev > 0 ? `the ${formatRupees(rule.leaveEncashmentLimit)} limit less ${formatRupees(prev)} exempted before = ${formatRupees(left)}` : `the ${formatRupees(rule.leaveEncashmentLimit)} limit`;
  let working =
    `Exempt under ${rule.sections.leaveEncashment} (${rule.act}): the least of the encashment ${formatRupees(args.amount)}; ${limitText}; ` +
    `${rule.leaveAverageMonths} months' average salary ${rule.leaveAverageMonths} × ${formatRupees(args.averageSalary)} = ${formatRupees(tenMonths)}; ` +
    `leave to credit at ${rule.leaveDaysPerYear} days for each of ${args.completedYears} completed year${args.completedYears === 1 ? "" : "s"}` +
    `${availed > 0 ? ` less ${availed} days availed` : ""} = ${entitled} days, so ${creditDays} days × ${formatRupees(args.averageSalary)} ÷ 30 = ${formatRupees(cashEquivalent)}. ` +
    `Exempt ${formatRupees(exempt)}, taxable ${formatRupees(args.amount - exempt)}`;
  if (args.reason === "termination") working += " (termination taken as retirement \"otherwise\", to be confirmed)";
  return { exempt, taxable: args.amount - exempt, working };
}

// ---------------------------------------------------------------------------------------------------
// Settlement

export function fullAndFinal(input: FnfInput): FnfResult {
  const e = input.employee;
  checkDate(e.dateOfJoining, "employee.dateOfJoining");
  checkDate(e.dateOfLeaving, "employee.dateOfLeaving");
  if (e.dateOfLeaving < e.dateOfJoining) throw new PayrollError("the last working day is before the date of joining", "employee.dateOfLeaving");
  if (!REASONS.includes(e.reason)) throw new PayrollError(`reason must be one of ${REASONS.join(", ")}`, "employee.reason");
  checkPaise(input.monthlyWagesForGratuity, "monthlyWagesForGratuity");
  for (const h of input.holidays ?? []) checkDate(h, "holidays");
  for (const d of input.weeklyOffs ?? []) {
    if (!Number.isInteger(d) || d < 0 || d > 6) throw new PayrollError("weeklyOffs are days 0 (Sunday) to 6 (Saturday)", "weeklyOffs");
  }

  const lines: FnfLine[] = [];
  const pay = (code: string, name: string, amount: number, exempt: number, working: string) =>
    lines.push({ kind: "payable", code, name, amount, taxable: amount - exempt, exempt, working });
  const recover = (code: string, name: string, amount: number, working: string) => lines.push({ kind: "recoverable", code, name, amount, working });

  // Final month, as the payroll run computed it.
  if (input.finalMonthPay) {
    checkPaise(input.finalMonthPay.earnings, "finalMonthPay.earnings");
    checkPaise(input.finalMonthPay.deductions, "finalMonthPay.deductions");
    pay("FINAL_EARNINGS", "Salary for the final month", input.finalMonthPay.earnings, 0, "Earnings of the final month as computed by the payroll run, which has already worked its tax: do not tax again");
    recover("FINAL_DEDUCTIONS", "Deductions of the final month", input.finalMonthPay.deductions, "Deductions of the final month (PF, ESI, PT, TDS, …) as computed by the payroll run");
  }

  // Leave encashment.
  const service = serviceLength(e.dateOfJoining, e.dateOfLeaving);
  const le = input.leaveEncashment;
  if (le) {
    checkHalfDays(le.days, "leaveEncashment.days");
    checkPaise(le.monthlyWages, "leaveEncashment.monthlyWages");
    if (le.averageSalary10Months !== undefined) checkPaise(le.averageSalary10Months, "leaveEncashment.averageSalary10Months");
    if (le.leaveAvailedDuringServiceDays !== undefined) checkHalfDays(le.leaveAvailedDuringServiceDays, "leaveEncashment.leaveAvailedDuringServiceDays");
    const { y, m } = parseIso(e.dateOfLeaving);
    let divisor: number;
    let basisText: string;
    if (le.dailyRateBasis === "26") [divisor, basisText] = [26, "26 working days"];
    else if (le.dailyRateBasis === "30") [divisor, basisText] = [30, "a 30-day month"];
    else if (le.dailyRateBasis === "calendar") [divisor, basisText] = [daysInMonth(y, m), `the ${daysInMonth(y, m)} days of ${MONTH_NAMES[m - 1]} ${y}`];
    else throw new PayrollError('dailyRateBasis must be "26", "30" or "calendar"', "leaveEncashment.dailyRateBasis");
    const amount = scale(le.monthlyWages, le.days * 2, divisor * 2, "halfUp", 100);
    const average = le.averageSalary10Months ?? input.monthlyWagesForGratuity;
    const ex = leaveEncashmentExemption({
      amount,
      days: le.days,
      reason: e.reason,
      dateOfLeaving: e.dateOfLeaving,
      completedYears: service.years,
      averageSalary: average,
      leaveAvailedDays: le.leaveAvailedDuringServiceDays ?? 0,
      previouslyExempt: input.previousExemptions?.leaveEncashment ?? 0,
    });
    let working = `${le.days} days × ${formatRupees(le.monthlyWages)} ÷ ${divisor} (${basisText}) = ${formatRupees(amount)} (nearest rupee). ${ex.working}`;
    if (e.reason !== "death" && amount > 0) {
      if (le.averageSalary10Months === undefined) working += `; the ten months' average salary was taken as the monthly wages for gratuity, ${formatRupees(average)} (the actual average was not given)`;
      if (le.leaveAvailedDuringServiceDays === undefined) working += "; leave availed during service was taken as none (it was not given)";
    }
    pay("LEAVE_ENCASHMENT", "Leave encashment", amount, ex.exempt, working);
  }

  // Gratuity.
  const gratuity = computeGratuity({
    monthlyWages: input.monthlyWagesForGratuity,
    dateOfJoining: e.dateOfJoining,
    dateOfLeaving: e.dateOfLeaving,
    reason: e.reason,
    ...(e.fixedTerm !== undefined ? { fixedTerm: e.fixedTerm } : {}),
  });
  {
    const ex = gratuityExemption({
      amount: gratuity.amount,
      formulaAmount: gratuity.formulaAmount,
      reason: e.reason,
      dateOfLeaving: e.dateOfLeaving,
      previouslyExempt: input.previousExemptions?.gratuity ?? 0,
    });
    pay("GRATUITY", "Gratuity", gratuity.amount, ex.exempt, gratuity.amount > 0 ? `${gratuity.working}. ${ex.working}` : gratuity.working);
  }

  // Bonus.
  if (input.bonusDue !== undefined) {
    checkPaise(input.bonusDue, "bonusDue");
    pay("BONUS", "Bonus due", input.bonusDue, 0, "Bonus due for the year, as given; taxable salary");
  }

  // Notice.
  const n = input.notice;
  if (n) {
    checkHalfDays(n.requiredDays, "notice.requiredDays");
    checkHalfDays(n.servedDays, "notice.servedDays");
    checkPaise(n.monthlyAmount, "notice.monthlyAmount");
    if (n.recoverFrom !== "basic" && n.recoverFrom !== "gross") throw new PayrollError('recoverFrom must be "basic" or "gross"', "notice.recoverFrom");
    if (n.employerShortfall && n.waived) throw new PayrollError("waived applies to the employee's shortfall; the employer's own shortfall is paid, not waived", "notice.waived");
    const shortfall = Math.max(0, n.requiredDays - n.servedDays);
    const amount = scale(n.monthlyAmount, shortfall * 2, 60, "halfUp", 100);
    const valued = `${shortfall} days short of the ${n.requiredDays} days' notice (${n.servedDays} served) × ${n.recoverFrom} ${formatRupees(n.monthlyAmount)} ÷ 30 = ${formatRupees(amount)} (nearest rupee)`;
    if (shortfall === 0) {
      recover("NOTICE_RECOVERY", "Notice shortfall", 0, `Notice served in full: ${n.servedDays} of ${n.requiredDays} days`);
    } else if (n.employerShortfall) {
      pay("NOTICE_PAY", "Pay in lieu of notice", amount, 0, `The employer ended the notice early: ${valued}, paid to the employee; taxable salary (profits in lieu of salary)`);
    } else if (n.waived) {
      recover("NOTICE_RECOVERY", "Notice shortfall (waived)", 0, `${valued}, waived by the employer: nothing recovered`);
    } else {
      recover("NOTICE_RECOVERY", "Notice shortfall", amount, `${valued}, recovered from the employee`);
    }
  }

  // Loans.
  if (input.loansOutstanding !== undefined) {
    checkPaise(input.loansOutstanding, "loansOutstanding");
    if (input.loansOutstanding > 0) {
      recover("LOANS", "Loans and advances outstanding", input.loansOutstanding, `Balance of loans and advances outstanding on leaving, ${formatRupees(input.loansOutstanding)}, recovered from the settlement`);
    }
  }

  (input.otherPayments ?? []).forEach((p, k) => {
    checkPaise(p.amount, `otherPayments.${k}.amount`);
    const taxable = p.taxable ?? true;
    pay(p.code ?? `OTHER_PAYMENT_${k + 1}`, p.name, p.amount, taxable ? 0 : p.amount, taxable ? `${p.name}, as given; taxable salary` : `${p.name}, as given; not taxable (as given)`);
  });
  (input.otherRecoveries ?? []).forEach((r, k) => {
    checkPaise(r.amount, `otherRecoveries.${k}.amount`);
    recover(r.code ?? `OTHER_RECOVERY_${k + 1}`, r.name, r.amount, `${r.name}, as given`);
  });

  // Totals.
  let payable = 0;
  let recoverable = 0;
  let taxable = 0;
  let exempt = 0;
  let taxableExitPay = 0;
  for (const l of lines) {
    if (l.kind === "payable") {
      payable += l.amount;
      taxable += l.taxable;
      exempt += l.exempt;
      if (l.code !== "FINAL_EARNINGS") taxableExitPay += l.taxable;
    } else {
      recoverable += l.amount;
    }
  }
  const net = payable - recoverable;
  const employeeOwes = net < 0 ? -net : 0;

  const due = workingDaysAfter(e.dateOfLeaving, 2, {
    ...(input.holidays ? { holidays: input.holidays } : {}),
    ...(input.weeklyOffs ? { weeklyOffs: input.weeklyOffs } : {}),
  });
  const gratuityPayBy = addDays(e.dateOfLeaving, 30);
  const payByWorking = `Code on Wages s.17(2): wages due on leaving are paid within two working days: ${due.working}`;

  let working = `Full and final settlement, ${e.reason}, service ${e.dateOfJoining} to ${e.dateOfLeaving} (${service.years} years ${service.months} months ${service.days} days): payable ${formatRupees(payable)}, recoverable ${formatRupees(recoverable)}, `;
  if (net >= 0) working += `net ${formatRupees(net)} payable to the employee by ${dateText(due.date)}`;
  else working += `net ${formatRupees(net)}: the employee owes the employer ${formatRupees(employeeOwes)} (recover it from the employee, or waive it)`;
  if (gratuity.amount > 0) working += `; gratuity ${formatRupees(gratuity.amount)} is due within 30 days, by ${dateText(gratuityPayBy)}`;
  if (taxableExitPay > 0) working += `; ${formatRupees(taxableExitPay)} of the exit pay is taxable: put it through the payroll run as one-off pay so TDS is worked on it`;
  if (exempt > 0) working += `; ${formatRupees(exempt)} is exempt`;

  return {
    lines,
    totals: { payable, recoverable, net, taxable, exempt, taxableExitPay },
    employeeOwes,
    gratuity,
    payBy: due.date,
    payByWorking,
    gratuityPayBy,
    working,
  };
}
