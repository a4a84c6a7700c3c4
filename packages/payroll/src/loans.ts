// Employee loans and salary advances: the repayment schedule, prepayment, waiver, the month's recovery
// from salary, and the income-tax perquisite on an interest-free or concessional loan.
//
// Rounding (house rule; no statute governs an employer's loan): the EMI and each month's interest are
// rounded to the nearest rupee, half up. Every amount in a schedule is recovered through a payslip, and
// payslip lines are whole rupees (earnings.ts), so a rupee schedule matches the payslips line for line and
// the balance stays in whole rupees; the cost is at most 50 paise of interest a month against paise
// rounding. The last instalment is whatever is left (balance + that month's interest), so the loan
// always closes at exactly ₹0 and the principal parts add up to the amount lent.
//
// Reducing balance: EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1) with r = annual rate ÷ 12, worked in exact
// integers: with the rate in basis points b and B = 1,20,000, r = b ÷ B and the EMI is
// P × b × (B + b)^n ÷ (B × ((B + b)^n − B^n)), one division at the end (BigInt), so no floating point
// touches money. Each month's interest is the month's opening balance × r.
// Flat: interest is the amount lent × r each month, fixed when the loan is made, charged for every month
// the loan runs; EMI = amount lent ÷ n (nearest rupee) + that interest.
// A salary advance is a loan at 0%.
//
// Events in a month: a waiver applies at the start of the month (before that month's interest and
// instalment), so "waive everything from October" leaves nothing to recover in October; a prepayment
// applies after the month's instalment. After either, "keep the EMI" repays at the same instalment but
// never past the old end month (that month takes what is left); "keep the tenure" re-works the EMI over
// the months left. A shortfall in recovery keeps the EMI and extends the loan. Change a schedule in month
// order: a change rebuilds the months after it, so a later month that was already changed is refused.

import { PayrollError } from "./errors.ts";
import { basisPoints, formatPercent, formatRupees } from "./money.ts";
import { MONTH_NAMES } from "./dates.ts";
import { LOAN_PERQUISITE_RULES } from "./rules/loans.ts";
import { requireInForce } from "./rules/select.ts";

export type LoanMethod = "reducing" | "flat";

export interface LoanScheduleInput {
  /** Amount lent, paise. */
  principal: number;
  /** Annual rate in percent, up to two decimals (0 for an interest-free loan or salary advance). */
  annualRatePercent: number;
  /** Number of monthly instalments; give this or `emi`. */
  emiCount?: number;
  /** Monthly instalment, paise; give this or `emiCount`. */
  emi?: number;
  /** Month of the first instalment, "YYYY-MM". */
  firstMonth: string;
  method: LoanMethod;
}

export interface LoanRow {
  /** "YYYY-MM". */
  month: string;
  /** Balance at the start of the month. */
  opening: number;
  /** Waived at the start of the month, before interest. */
  waived: number;
  interest: number;
  /** Instalment recovered this month (interest + principal). */
  emi: number;
  /** Principal part of the instalment (negative when the instalment did not cover the interest). */
  principal: number;
  /** Paid on top of the instalment, after it. */
  prepaid: number;
  /** Part of the scheduled instalment that net pay could not cover. */
  shortfall: number;
  /** opening − waived − principal − prepaid. */
  closing: number;
  /** Why this month differs from the plan. */
  note?: string;
}

export interface LoanSchedule {
  /** Amount lent, paise. */
  principal: number;
  annualRateBp: number;
  method: LoanMethod;
  /** The regular instalment now in force, paise. */
  emi: number;
  /** Flat loans: the interest charged each month; 0 for reducing balance. */
  flatMonthlyInterest: number;
  rows: LoanRow[];
  totals: { instalments: number; interest: number; principal: number; prepaid: number; waived: number };
  working: string;
}

/** Fifty years of monthly instalments: a schedule longer than this is an input mistake. */
export const MAX_INSTALMENTS = 600;
const B = 120_000; // basis points × months in a year

// ---------------------------------------------------------------------------------------------------
// Months and checks

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

function checkMonth(month: string, path: string): void {
  if (!MONTH_RE.test(month)) throw new PayrollError(`${path} must be a month written YYYY-MM, got "${month}"`, path);
}

export function addMonths(month: string, k: number): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const total = y * 12 + (m - 1) + k;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  return `${ny}-${nm < 10 ? `0${nm}` : nm}`;
}

function monthName(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

function checkPaise(value: number, path: string, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new PayrollError(`${path} must be a whole number of paise${min > 0 ? " above zero" : ", zero or more"}`, path);
  }
}

/** Percent with at most two decimals, 0 to 100, as basis points. */
function rateBp(percent: number, path: string): number {
  const bp = basisPoints(percent);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100 || Math.abs(bp - percent * 100) > 1e-6) {
    throw new PayrollError(`${path} must be a percentage from 0 to 100 with at most two decimals`, path);
  }
  return bp;
}

// ---------------------------------------------------------------------------------------------------
// Arithmetic

/** n ÷ d rounded half up, for BigInt n ≥ 0, d > 0. */
function bigHalfUp(n: bigint, d: bigint): bigint {
  const q = n / d;
  return (n - q * d) * 2n >= d ? q + 1n : q;
}

/** Balance × rate ÷ 12, to the nearest rupee. */
function monthInterest(balance: number, bp: number): number {
  if (bp === 0 || balance <= 0) return 0;
  return Number(bigHalfUp(BigInt(balance) * BigInt(bp), BigInt(B * 100))) * 100;
}

/** The EMI by the formula, to the paisa (unrounded figure for the working) and to the rupee. */
function formulaEmi(balance: number, bp: number, count: number): { paise: number; rupee: number } {
  if (bp === 0) {
    return { paise: Number(bigHalfUp(BigInt(balance), BigInt(count))), rupee: Number(bigHalfUp(BigInt(balance), BigInt(count * 100))) * 100 };
  }
  const a = BigInt(B + bp) ** BigInt(count);
  const b = BigInt(B) ** BigInt(count);
  const num = BigInt(balance) * BigInt(bp) * a;
  const den = BigInt(B) * (a - b);
  return { paise: Number(bigHalfUp(num, den)), rupee: Number(bigHalfUp(num, den * 100n)) * 100 };
}

/** A fixed EMI until the balance is gone, at most `count` instalments (the last takes what is left); or, with no EMI, the EMI that repays in `count`. */
type Plan = { emi: number; count?: number } | { count: number };

interface Amortised {
  rows: LoanRow[];
  emi: number;
}

/**
 * The instalment that repays `balance` in `count` months. Its principal part is at least ₹1: a new loan
 * that would need less is refused (`strict`); a rebuilt one (a small balance kept over the same months)
 * takes ₹1 and finishes early.
 */
function emiForCount(balance: number, bp: number, count: number, method: LoanMethod, flatInterest: number, strict: boolean): number {
  const emi = method === "flat" ? Number(bigHalfUp(BigInt(balance), BigInt(count * 100))) * 100 + flatInterest : formulaEmi(balance, bp, count).rupee;
  const floor = (method === "flat" ? flatInterest : monthInterest(balance, bp)) + 100;
  if (emi >= floor) return emi;
  if (strict) throw new PayrollError(`${formatRupees(balance)} over ${count} instalments gives an instalment of less than ₹1; use fewer instalments`, "emiCount");
  return floor;
}

/** Rows repaying `balance` from `start` by the plan. */
function amortise(balance: number, start: string, bp: number, method: LoanMethod, flatInterest: number, plan: Plan, strict = false): Amortised {
  const emi = "emi" in plan ? plan.emi : emiForCount(balance, bp, plan.count, method, flatInterest, strict);
  const count = plan.count ?? MAX_INSTALMENTS;
  const rows: LoanRow[] = [];
  let bal = balance;
  for (let i = 0; bal > 0; i++) {
    if (i >= MAX_INSTALMENTS) {
      throw new PayrollError(`An EMI of ${formatRupees(emi)} would take more than ${MAX_INSTALMENTS} months to repay ${formatRupees(balance)}`, "emi");
    }
    const interest = method === "flat" ? flatInterest : monthInterest(bal, bp);
    if ("emi" in plan && emi <= interest && i < count - 1) {
      throw new PayrollError(
        `An EMI of ${formatRupees(emi)} does not cover the interest of ${formatRupees(interest)} due in ${monthName(addMonths(start, i))} on ${formatRupees(bal)}, so the loan would never be repaid; raise the EMI or keep the tenure instead`,
        "emi",
      );
    }
    const due = bal + interest;
    const pay = i === count - 1 || due <= emi ? due : emi;
    const principal = pay - interest;
    rows.push({ month: addMonths(start, i), opening: bal, waived: 0, interest, emi: pay, principal, prepaid: 0, shortfall: 0, closing: bal - principal });
    bal -= principal;
  }
  return { rows, emi };
}

function totalsOf(rows: readonly LoanRow[]): LoanSchedule["totals"] {
  const t = { instalments: 0, interest: 0, principal: 0, prepaid: 0, waived: 0 };
  for (const r of rows) {
    t.instalments += r.emi;
    t.interest += r.interest;
    t.principal += r.principal;
    t.prepaid += r.prepaid;
    t.waived += r.waived;
  }
  return t;
}

function lastRow(rows: readonly LoanRow[]): LoanRow | undefined {
  return rows[rows.length - 1];
}

function endText(rows: readonly LoanRow[]): string {
  const last = lastRow(rows);
  if (!last) return "nothing is outstanding";
  return `${rows.length} instalment${rows.length === 1 ? "" : "s"}, the last ${formatRupees(last.emi)} in ${monthName(last.month)}`;
}

// ---------------------------------------------------------------------------------------------------
// Schedule

export function loanSchedule(input: LoanScheduleInput): LoanSchedule {
  checkPaise(input.principal, "principal", 1);
  if (input.principal > 100_00_00_000_00) throw new PayrollError("principal above ₹100 crore is not an employee loan", "principal");
  const bp = rateBp(input.annualRatePercent, "annualRatePercent");
  checkMonth(input.firstMonth, "firstMonth");
  if (input.method !== "reducing" && input.method !== "flat") throw new PayrollError('method must be "reducing" or "flat"', "method");
  if ((input.emiCount === undefined) === (input.emi === undefined)) throw new PayrollError("give either emiCount or emi, not both or neither", "emiCount");
  let plan: Plan;
  if (input.emiCount !== undefined) {
    if (!Number.isInteger(input.emiCount) || input.emiCount < 1 || input.emiCount > MAX_INSTALMENTS) {
      throw new PayrollError(`emiCount must be a whole number from 1 to ${MAX_INSTALMENTS}`, "emiCount");
    }
    plan = { count: input.emiCount };
  } else {
    checkPaise(input.emi ?? 0, "emi", 1);
    plan = { emi: input.emi ?? 0 };
  }
  const P = input.principal;
  const flatInterest = input.method === "flat" ? monthInterest(P, bp) : 0;
  const { rows, emi } = amortise(P, input.firstMonth, bp, input.method, flatInterest, plan, true);
  const totals = totalsOf(rows);
  const rate = formatPercent(bp);
  const from = monthName(input.firstMonth);
  const last = lastRow(rows) as LoanRow;
  let working: string;
  if (!("emi" in plan)) {
    const n = plan.count;
    if (bp === 0) {
      working = `Interest-free (a salary advance is a loan at 0%): ${formatRupees(P)} ÷ ${n} = ${formatRupees(formulaEmi(P, 0, n).paise)}, EMI ${formatRupees(emi)} (nearest rupee) from ${from}`;
    } else if (input.method === "reducing") {
      working = `Reducing balance at ${rate} a year, ${formatRupees(P)} over ${n} monthly instalments from ${from}: EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1) with r = ${rate} ÷ 12 and n = ${n}, = ${formatRupees(formulaEmi(P, bp, n).paise)}, rounded to ${formatRupees(emi)} (nearest rupee); each month's interest is the opening balance × ${rate} ÷ 12, to the nearest rupee`;
    } else {
      working = `Flat rate ${rate} a year on ${formatRupees(P)}: interest ${formatRupees(flatInterest)} a month (${formatRupees(P)} × ${rate} ÷ 12, nearest rupee) for each month the loan runs; EMI = ${formatRupees(P)} ÷ ${n} (nearest rupee) + ${formatRupees(flatInterest)} = ${formatRupees(emi)} from ${from}`;
    }
    working += `; the last instalment, ${formatRupees(last.emi)} in ${monthName(last.month)}, is the balance left plus that month's interest, so the loan closes at ₹0`;
  } else {
    const how = bp === 0 ? "interest-free" : input.method === "reducing" ? `reducing balance at ${rate} a year (interest on each month's opening balance × ${rate} ÷ 12, nearest rupee)` : `flat rate ${rate} a year (${formatRupees(flatInterest)} interest each month)`;
    working = `${formatRupees(P)} ${how}, repaid at ${formatRupees(emi)} a month from ${from}: ${endText(rows)}, which closes the loan at ₹0`;
  }
  if (totals.interest > 0) working += `; total interest ${formatRupees(totals.interest)}`;
  return { principal: P, annualRateBp: bp, method: input.method, emi, flatMonthlyInterest: flatInterest, rows, totals, working };
}

function indexOfMonth(schedule: LoanSchedule, month: string, path: string): number {
  checkMonth(month, path);
  const i = schedule.rows.findIndex((r) => r.month === month);
  if (i < 0) {
    const first = schedule.rows[0];
    const last = lastRow(schedule.rows);
    throw new PayrollError(
      first && last ? `${month} is outside the loan's months (${first.month} to ${last.month})` : `${month}: the schedule has no months`,
      path,
    );
  }
  return i;
}

function refuseLaterChanges(schedule: LoanSchedule, after: number, month: string): void {
  for (let j = after + 1; j < schedule.rows.length; j++) {
    const r = schedule.rows[j] as LoanRow;
    if (r.waived || r.prepaid || r.shortfall) {
      throw new PayrollError(`${r.month} already has a change recorded; apply changes to a schedule in month order (${month} comes before it)`, "month");
    }
  }
}

function withRows(schedule: LoanSchedule, rows: LoanRow[], emi: number, event: string): LoanSchedule {
  return { ...schedule, emi, rows, totals: totalsOf(rows), working: `${schedule.working}. ${event}` };
}

// ---------------------------------------------------------------------------------------------------
// Prepayment

export interface PrepaymentInput {
  /** Month in which the prepayment is received, after that month's instalment. */
  month: string;
  amount: number;
  /** "emi": keep the instalment and finish sooner; "tenure": keep the end month and lower the instalment. */
  keep: "emi" | "tenure";
}

export function applyPrepayment(schedule: LoanSchedule, p: PrepaymentInput): LoanSchedule {
  const i = indexOfMonth(schedule, p.month, "month");
  checkPaise(p.amount, "amount", 1);
  if (p.keep !== "emi" && p.keep !== "tenure") throw new PayrollError('keep must be "emi" or "tenure"', "keep");
  refuseLaterChanges(schedule, i, p.month);
  const row = schedule.rows[i] as LoanRow;
  if (p.amount > row.closing) {
    throw new PayrollError(`A prepayment of ${formatRupees(p.amount)} is more than the ${formatRupees(row.closing)} outstanding after the ${monthName(p.month)} instalment`, "amount");
  }
  const closing = row.closing - p.amount;
  const changed: LoanRow = { ...row, prepaid: row.prepaid + p.amount, closing, note: `Prepaid ${formatRupees(p.amount)} after the instalment` };
  const before = schedule.rows.slice(0, i);
  const oldAfter = schedule.rows.slice(i + 1);
  const oldInterest = oldAfter.reduce((a, r) => a + r.interest, 0);
  let event = `Prepayment of ${formatRupees(p.amount)} in ${monthName(p.month)}, after that month's instalment: the balance falls from ${formatRupees(row.closing)} to ${formatRupees(closing)}`;
  if (closing === 0) {
    return withRows(schedule, [...before, changed], schedule.emi, `${event}, which closes the loan (foreclosure); ${oldAfter.length} instalment${oldAfter.length === 1 ? "" : "s"} no longer due`);
  }
  // Keeping the EMI never runs past the old end: the last month allowed takes what is left.
  const plan: Plan = p.keep === "emi" ? { emi: schedule.emi, count: oldAfter.length } : { count: oldAfter.length };
  const { rows: after, emi } = amortise(closing, addMonths(p.month, 1), schedule.annualRateBp, schedule.method, schedule.flatMonthlyInterest, plan);
  const newInterest = after.reduce((a, r) => a + r.interest, 0);
  if (p.keep === "emi") {
    const fewer = oldAfter.length - after.length;
    event += `; keeping the EMI of ${formatRupees(emi)}, the rest is ${endText(after)}${fewer > 0 ? ` (${fewer} fewer)` : ""}`;
  } else {
    event += `; keeping the tenure (${after.length} more instalment${after.length === 1 ? "" : "s"}, to ${monthName((lastRow(after) as LoanRow).month)}), the EMI goes from ${formatRupees(schedule.emi)} to ${formatRupees(emi)}, the last being ${formatRupees((lastRow(after) as LoanRow).emi)}`;
  }
  if (oldInterest > newInterest) event += `; interest falls by ${formatRupees(oldInterest - newInterest)}`;
  return withRows(schedule, [...before, changed, ...after], emi, event);
}

// ---------------------------------------------------------------------------------------------------
// Waiver

export interface WaiverInput {
  /** Month from which the waiver runs: it applies before that month's interest and instalment. */
  month: string;
  /** Paise, or "all" for the whole balance at the start of the month. */
  amount: number | "all";
  /** After a part waiver: keep the instalment and finish sooner (default), or keep the end month. */
  keep?: "emi" | "tenure";
}

export interface WaiverResult {
  schedule: LoanSchedule;
  /** Amount forgiven, paise: income of the employee, to be taxed through the payslip. */
  waived: number;
  working: string;
}

export function applyWaiver(schedule: LoanSchedule, w: WaiverInput): WaiverResult {
  const i = indexOfMonth(schedule, w.month, "month");
  refuseLaterChanges(schedule, i - 1, w.month);
  const row = schedule.rows[i] as LoanRow;
  const keep = w.keep ?? "emi";
  if (keep !== "emi" && keep !== "tenure") throw new PayrollError('keep must be "emi" or "tenure"', "keep");
  const waived = w.amount === "all" ? row.opening : w.amount;
  if (w.amount !== "all") checkPaise(w.amount, "amount", 1);
  if (waived > row.opening) {
    throw new PayrollError(`A waiver of ${formatRupees(waived)} is more than the ${formatRupees(row.opening)} outstanding at the start of ${monthName(w.month)}`, "amount");
  }
  const before = schedule.rows.slice(0, i);
  const balance = row.opening - waived;
  const tax =
    `A waived loan is income of the employee: add ${formatRupees(waived)} to the ${monthName(w.month)} payslip as a taxable perquisite ` +
    "(the employer meets the employee's obligation: Income-tax Act 1961 s.17(2)(iv); the 2025 Act's section to be confirmed)";
  let event: string;
  let rows: LoanRow[];
  let emi = schedule.emi;
  if (balance === 0) {
    const closed: LoanRow = { month: row.month, opening: row.opening, waived, interest: 0, emi: 0, principal: 0, prepaid: 0, shortfall: 0, closing: 0, note: "Balance waived" };
    rows = [...before, closed];
    event = `The whole balance of ${formatRupees(waived)} is waived from ${monthName(w.month)}, before that month's interest and instalment; nothing more is recovered`;
  } else {
    const remaining = schedule.rows.length - i;
    const plan: Plan = keep === "emi" ? { emi: schedule.emi, count: remaining } : { count: remaining };
    const r = amortise(balance, w.month, schedule.annualRateBp, schedule.method, schedule.flatMonthlyInterest, plan);
    const first = r.rows[0] as LoanRow;
    r.rows[0] = { ...first, opening: row.opening, waived, closing: first.closing, note: `Waived ${formatRupees(waived)} before interest` };
    rows = [...before, ...r.rows];
    emi = r.emi;
    event =
      `${formatRupees(waived)} waived at the start of ${monthName(w.month)}: the balance falls from ${formatRupees(row.opening)} to ${formatRupees(balance)}` +
      (keep === "emi" ? `; keeping the EMI of ${formatRupees(emi)}, the rest is ${endText(r.rows)}` : `; keeping the tenure, the EMI becomes ${formatRupees(emi)} (${endText(r.rows)})`);
  }
  const working = `${event}. ${tax}`;
  return { schedule: withRows(schedule, rows, emi, working), waived, working };
}

// ---------------------------------------------------------------------------------------------------
// This month's recovery

export interface RecoveryResult {
  month: string;
  /** Instalment the schedule asks for this month, paise. */
  due: number;
  /** What to deduct from this month's salary, paise: never more than the net pay available. */
  recover: number;
  shortfall: number;
  /** The schedule with this month as recovered (unchanged when nothing falls short). */
  schedule: LoanSchedule;
  working: string;
}

export function recoveryFor(schedule: LoanSchedule, month: string, opts: { netPayAvailable: number }): RecoveryResult {
  checkMonth(month, "month");
  if (!Number.isSafeInteger(opts.netPayAvailable)) throw new PayrollError("netPayAvailable must be a whole number of paise", "netPayAvailable");
  const i = schedule.rows.findIndex((r) => r.month === month);
  const row = schedule.rows[i];
  if (!row || row.emi === 0) {
    const first = schedule.rows[0];
    const last = lastRow(schedule.rows);
    const span = first && last ? ` (instalments run from ${monthName(first.month)} to ${monthName(last.month)})` : "";
    return { month, due: 0, recover: 0, shortfall: 0, schedule, working: `No instalment falls due in ${monthName(month)}${span}` };
  }
  const due = row.emi;
  const available = Math.max(0, opts.netPayAvailable);
  const recover = Math.min(due, available);
  const shortfall = due - recover;
  if (shortfall === 0) {
    return { month, due, recover, shortfall, schedule, working: `Recover the ${monthName(month)} instalment of ${formatRupees(due)} in full (net pay available ${formatRupees(available)})` };
  }
  refuseLaterChanges(schedule, i, month);
  const principal = recover - row.interest;
  const closing = row.opening - row.waived - principal - row.prepaid;
  const changed: LoanRow = { ...row, emi: recover, principal, shortfall: row.shortfall + shortfall, closing, note: `Recovered ${formatRupees(recover)} of ${formatRupees(due)}: net pay short` };
  const after = closing > 0 ? amortise(closing, addMonths(month, 1), schedule.annualRateBp, schedule.method, schedule.flatMonthlyInterest, { emi: schedule.emi }).rows : [];
  const rows = [...schedule.rows.slice(0, i), changed, ...after];
  const oldLast = lastRow(schedule.rows) as LoanRow;
  const newLast = lastRow(rows) as LoanRow;
  let working =
    `The ${monthName(month)} instalment is ${formatRupees(due)} but only ${formatRupees(available)} of net pay is available, so recover ${formatRupees(recover)}; ` +
    `the shortfall of ${formatRupees(shortfall)} stays in the balance and carries to the following months`;
  if (principal < 0) working += ` (the recovery does not cover the month's interest of ${formatRupees(row.interest)}; the unpaid ${formatRupees(-principal)} is added to the balance)`;
  working += `; at the same EMI of ${formatRupees(schedule.emi)} the schedule now ends in ${monthName(newLast.month)} instead of ${monthName(oldLast.month)}`;
  return { month, due, recover, shortfall, schedule: withRows(schedule, rows, schedule.emi, working), working };
}

// ---------------------------------------------------------------------------------------------------
// Perquisite on an interest-free or concessional loan

export interface LoanPerquisiteInput {
  /** "2026-27": picks SBI's rate on 1 April and the small-loan limit. */
  taxYear: string;
  /** The loan's schedule: each month's closing balance is its maximum outstanding monthly balance. */
  schedule?: LoanSchedule;
  /** Or the maximum outstanding balance (on the last day) of each month, paise. */
  balances?: ReadonlyArray<{ month: string; maxOutstanding: number }>;
  /** Rate the employer charges, percent; defaults to the schedule's rate (0 when only balances are given). */
  rateChargedPercent?: number;
  /** SBI's rate on 1 April for loans of the same purpose, percent; defaults to the table's one-year MCLR. */
  sbiRatePercent?: number;
  /** All loans to the employee and household together, paise; defaults to the schedule's amount lent or the highest balance. */
  aggregateLoans?: number;
  /** For treatment of a disease listed in Rule 3A, not reimbursed by insurance. */
  medical?: boolean;
}

export interface LoanPerquisiteResult {
  taxYear: string;
  exempt: boolean;
  sbiRateBp: number;
  rateChargedBp: number;
  months: Array<{ month: string; maxOutstanding: number; value: number }>;
  /** Taxable value for the year, paise, to the nearest rupee. */
  value: number;
  working: string;
}

export function loanPerquisite(input: LoanPerquisiteInput): LoanPerquisiteResult {
  if (!/^\d{4}-\d{2}$/.test(input.taxYear) || (Number(input.taxYear.slice(0, 4)) + 1) % 100 !== Number(input.taxYear.slice(5, 7))) {
    throw new PayrollError(`taxYear must be written like "2026-27", got "${input.taxYear}"`, "taxYear");
  }
  const startYear = Number(input.taxYear.slice(0, 4));
  const rule = requireInForce(LOAN_PERQUISITE_RULES, `${startYear}-04-01`, "loan perquisite");
  if ((input.schedule === undefined) === (input.balances === undefined)) throw new PayrollError("give either schedule or balances", "schedule");
  const sbiBp = input.sbiRatePercent === undefined ? rule.sbiRate : rateBp(input.sbiRatePercent, "sbiRatePercent");
  const chargedBp = input.rateChargedPercent === undefined ? (input.schedule?.annualRateBp ?? 0) : rateBp(input.rateChargedPercent, "rateChargedPercent");
  const first = `${startYear}-04`;
  const last = `${startYear + 1}-03`;
  const source = input.schedule ? input.schedule.rows.map((r) => ({ month: r.month, maxOutstanding: r.closing })) : (input.balances ?? []);
  source.forEach((b, k) => {
    checkMonth(b.month, `balances.${k}.month`);
    checkPaise(b.maxOutstanding, `balances.${k}.maxOutstanding`, 0);
  });
  const inYear = source.filter((b) => b.month >= first && b.month <= last && b.maxOutstanding > 0);
  const highest = source.reduce((a, b) => Math.max(a, b.maxOutstanding), 0);
  const aggregate = input.aggregateLoans ?? input.schedule?.principal ?? highest;
  checkPaise(aggregate, "aggregateLoans", 0);
  const sbiText = input.sbiRatePercent === undefined ? `${formatPercent(sbiBp)} (${rule.sbiRateBasis}; pass sbiRatePercent for SBI's rate for loans of the same purpose)` : `${formatPercent(sbiBp)} (SBI's rate on 1 April ${startYear} for loans of the same purpose, as given)`;
  const base = { taxYear: input.taxYear, sbiRateBp: sbiBp, rateChargedBp: chargedBp };
  if (input.medical) {
    return {
      ...base,
      exempt: true,
      months: [],
      value: 0,
      working: `Exempt: a loan for the treatment of a disease listed in ${rule.medicalRule} (${rule.rule}); if insurance later reimburses the treatment, the amount reimbursed and not repaid becomes a perquisite from the date of reimbursement`,
    };
  }
  if (aggregate <= rule.smallLoanLimit) {
    return {
      ...base,
      exempt: true,
      months: [],
      value: 0,
      working: `Exempt: loans of ${formatRupees(aggregate)} in aggregate do not exceed ${formatRupees(rule.smallLoanLimit)} (${rule.rule})`,
    };
  }
  const diff = Math.max(0, sbiBp - chargedBp);
  // Each month to the paisa, the year's total to the nearest rupee, half up.
  const months = inYear.map((b) => ({ month: b.month, maxOutstanding: b.maxOutstanding, value: Number(bigHalfUp(BigInt(b.maxOutstanding) * BigInt(diff), BigInt(B))) }));
  const sum = months.reduce((a, m) => a + m.value, 0);
  const value = Number(bigHalfUp(BigInt(sum), 100n)) * 100;
  let working = `${rule.rule}: interest at SBI's rate on 1 April ${startYear}, ${sbiText}, less the ${formatPercent(chargedBp)} charged, on the maximum outstanding balance of each month (its balance on the last day)`;
  if (diff === 0) {
    working += `: the rate charged is not below SBI's rate, so there is no perquisite`;
  } else if (months.length === 0) {
    working += `: no balance was outstanding in tax year ${input.taxYear}`;
  } else {
    const total = months.reduce((a, m) => a + m.maxOutstanding, 0);
    working += `: ${formatPercent(diff)} ÷ 12 on ${months.length} month${months.length === 1 ? "" : "s"} of balances totalling ${formatRupees(total)} = ${formatRupees(sum)}, ${formatRupees(value)} to the nearest rupee`;
  }
  working += `; loans in aggregate ${formatRupees(aggregate)} exceed the ${formatRupees(rule.smallLoanLimit)} exemption`;
  if (input.schedule?.method === "flat" && input.rateChargedPercent === undefined && chargedBp > 0) {
    working += "; the flat rate is taken as the rate charged (the loan's effective rate was not given)";
  }
  return { ...base, exempt: false, months, value, working };
}
