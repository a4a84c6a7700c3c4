// Professional tax for one month. Sources: india-statutory.md §3.
//
// Monthly states: the slab of this month's gross (women's table where the state has one; a different
// amount in a named month, e.g. February in Maharashtra). Half-yearly states (Tamil Nadu, Kerala):
// deducted in September and March (or in the month of leaving) on the half-year's gross, less what was
// already deducted in the half-year. Never more than ₹2,500 in a tax year (Constitution art. 276).
//
// Exemptions (rules/professional-tax.ts PT_EXEMPTIONS): a person the state's law exempts pays nothing,
// and the payslip carries a ₹0 line saying why. Age exemptions apply from the month in which the age is
// completed (a year is completed on the day before the birthday).

import type { Line } from "./schema.ts";
import {
  NO_PT_STATES,
  PT_ANNUAL_CAP,
  PT_DEFAULT_AREA,
  PT_EXEMPTIONS,
  PT_RULES,
  type PtExemption,
  type PtRule,
  type PtSlab,
} from "./rules/professional-tax.ts";
import { birthdayAt, dayBefore, isoOf, MONTH_NAMES } from "./dates.ts";
import { formatRupees } from "./money.ts";

export interface PtArgs {
  monthStart: string;
  m: number;
  state: string;
  area: string | undefined;
  gender: string;
  /** Gross earnings this month. */
  gross: number;
  leavingThisMonth: boolean;
  ytdPaid: number;
  halfYearGross: number;
  halfYearPaid: number;
  /** Facts that exemptions turn on. */
  dateOfBirth: string;
  disabled: boolean;
  parentOfDisabledChild: boolean;
}

export interface PtOutcome {
  amount: number;
  line: Line | null;
  warning: string | null;
  /** What next month's ytd should carry for half-yearly states. */
  halfYearly: boolean;
}

function findRule(state: string, area: string | undefined, date: string): PtRule | undefined {
  const wanted = area ?? PT_DEFAULT_AREA[state];
  for (const r of PT_RULES) {
    if (r.state !== state) continue;
    if (r.area !== undefined && r.area !== wanted) continue;
    if (r.effectiveFrom <= date && (r.effectiveTo === undefined || date <= r.effectiveTo)) return r;
  }
  return undefined;
}

const EXEMPTIONS_BY_STATE = new Map<string, PtExemption[]>();
for (const e of PT_EXEMPTIONS) {
  const list = EXEMPTIONS_BY_STATE.get(e.state);
  if (list) list.push(e);
  else EXEMPTIONS_BY_STATE.set(e.state, [e]);
}

interface Exemption {
  exemption: PtExemption;
  /** Why, in words: the exempt class, or "completed 65 years on 2026-03-14". */
  reason: string;
}

/**
 * The exemption covering the employee in the month that starts on `monthStart` (YYYY-MM-01), if any; the
 * first listed wins. Age: the year is completed on the day before the birthday, and the month is exempt
 * when that day falls in it or earlier.
 */
function exemptionIn(a: PtArgs, monthStart: string): Exemption | null {
  const list = EXEMPTIONS_BY_STATE.get(a.state);
  if (!list) return null;
  for (const e of list) {
    if (e.effectiveFrom > monthStart || (e.effectiveTo !== undefined && monthStart > e.effectiveTo)) continue;
    if (e.kind === "disabled") {
      if (a.disabled) return { exemption: e, reason: e.who };
    } else if (e.kind === "parentOfDisabledChild") {
      if (a.parentOfDisabledChild) return { exemption: e, reason: e.who };
    } else {
      // Month numbers (year × 12 + month) instead of dates: this runs for every payslip in the state. The
      // day before the birthday is in the birthday's month unless the birthday is the 1st (29 February in
      // a common year is 1 March, whose day before is 28 February: still February).
      const by = Number(a.dateOfBirth.slice(0, 4));
      const bm = Number(a.dateOfBirth.slice(5, 7));
      const completedIn = (by + e.age) * 12 + bm - (a.dateOfBirth.endsWith("-01") ? 1 : 0);
      const month = Number(monthStart.slice(0, 4)) * 12 + Number(monthStart.slice(5, 7));
      if (completedIn <= month) {
        return { exemption: e, reason: `completed ${e.age} years on ${dayBefore(birthdayAt(a.dateOfBirth, e.age))}` };
      }
    }
  }
  return null;
}

function exemptLine(rule: PtRule, ex: Exemption, otherwise: string): Line {
  return {
    code: "PT",
    name: "Professional tax",
    amount: 0,
    working: `Exempt from ${rule.stateName} professional tax: ${ex.reason} (${ex.exemption.law}); ${otherwise}`,
  };
}

function slabFor(slabs: readonly PtSlab[], amount: number): { slab: PtSlab; lower: number } {
  let lower = 0;
  for (const s of slabs) {
    if (s.upTo === null || amount <= s.upTo) return { slab: s, lower };
    lower = s.upTo + 1;
  }
  const last = slabs[slabs.length - 1];
  if (!last) throw new Error("empty PT table");
  return { slab: last, lower };
}

function rangeText(lower: number, slab: PtSlab): string {
  if (slab.upTo === null) return `above ${formatRupees(lower - 1)}`;
  if (lower === 0) return `up to ${formatRupees(slab.upTo)}`;
  return `in ${formatRupees(lower)}–${formatRupees(slab.upTo)}`;
}

export function computePt(a: PtArgs): PtOutcome {
  const rule = findRule(a.state, a.area, a.monthStart);
  if (!rule) {
    if (NO_PT_STATES.has(a.state)) return { amount: 0, line: null, warning: null, halfYearly: false };
    return {
      amount: 0,
      line: null,
      warning: `Professional tax for state ${a.state}${a.area ? ` (${a.area})` : ""} is not configured; none was deducted.`,
      halfYearly: false,
    };
  }
  const capLeft = Math.max(0, PT_ANNUAL_CAP - a.ytdPaid);
  if (rule.frequency === "monthly") {
    const women = a.gender === "female" && rule.womenSlabs !== undefined;
    const { slab, lower } = slabFor(women && rule.womenSlabs ? rule.womenSlabs : rule.slabs, a.gross);
    const special = slab.monthAmounts?.[a.m];
    const due = special ?? slab.amount;
    const ex = exemptionIn(a, a.monthStart);
    if (ex) {
      const otherwise = due > 0 ? `gross ${formatRupees(a.gross)} would otherwise pay ${formatRupees(due)}` : `gross ${formatRupees(a.gross)} is in the nil slab in any case`;
      return { amount: 0, line: exemptLine(rule, ex, otherwise), warning: null, halfYearly: false };
    }
    const amount = Math.min(due, capLeft);
    if (amount === 0 && due === 0) return { amount: 0, line: null, warning: null, halfYearly: false };
    let working = `${rule.stateName}${women ? " (women's slabs)" : ""}: gross ${formatRupees(a.gross)} is ${rangeText(lower, slab)} → ${formatRupees(due)}${special !== undefined ? ` (${MONTH_NAMES[a.m - 1]} rate)` : ""}`;
    if (amount < due) working += `; limited to ${formatRupees(amount)} by the ₹2,500 yearly cap (${formatRupees(a.ytdPaid)} already deducted)`;
    return { amount, line: { code: "PT", name: "Professional tax", amount, working }, warning: null, halfYearly: false };
  }

  // Half-yearly: only in the last month of the half-year or when leaving.
  const lastMonth = a.m === 9 || a.m === 3;
  if (!lastMonth && !a.leavingThisMonth) return { amount: 0, line: null, warning: null, halfYearly: true };
  const halfGross = a.halfYearGross + a.gross;
  const { slab, lower } = slabFor(rule.slabs, halfGross);
  const due = Math.max(0, slab.amount - a.halfYearPaid);
  const ex = exemptionIn(a, a.monthStart);
  if (ex) {
    const otherwise = `half-year gross ${formatRupees(halfGross)} would otherwise pay ${formatRupees(due)}`;
    return { amount: 0, line: exemptLine(rule, ex, otherwise), warning: null, halfYearly: true };
  }
  const amount = Math.min(due, capLeft);
  if (amount === 0 && due === 0 && slab.amount === 0) return { amount: 0, line: null, warning: null, halfYearly: true };
  let working = `${rule.stateName}, half-yearly: half-year gross ${formatRupees(a.halfYearGross)} + this month ${formatRupees(a.gross)} = ${formatRupees(halfGross)} is ${rangeText(lower, slab)} → ${formatRupees(slab.amount)} for the half-year`;
  if (a.halfYearPaid > 0) working += `, less ${formatRupees(a.halfYearPaid)} already deducted`;
  if (amount < due) working += `; limited to ${formatRupees(amount)} by the ₹2,500 yearly cap`;
  return { amount, line: { code: "PT", name: "Professional tax", amount, working }, warning: null, halfYearly: true };
}

/**
 * Professional tax still to come this tax year, month by month from the rule table (February and
 * March amounts included), for the old regime's projection. Without it, a ₹100 February difference
 * can push projected income over the ₹5 lakh rebate edge and deduct tax the year never owes.
 */
export function projectPt(a: PtArgs, fullGross: number, futureMonths: readonly number[], thisMonthAmount: number): number {
  const rule = findRule(a.state, a.area, a.monthStart);
  if (!rule || futureMonths.length === 0) return 0;
  // Exemptions can begin in a month ahead (a 65th year completed in November): check each month.
  const y = Number(a.monthStart.slice(0, 4));
  const exemptIn = EXEMPTIONS_BY_STATE.has(a.state)
    ? (m: number): boolean => exemptionIn(a, isoOf(m > a.m ? y : y + 1, m, 1)) !== null
    : (): boolean => false;
  let total = 0;
  if (rule.frequency === "monthly") {
    const slabs = a.gender === "female" && rule.womenSlabs ? rule.womenSlabs : rule.slabs;
    const { slab } = slabFor(slabs, fullGross);
    for (const m of futureMonths) if (!exemptIn(m)) total += slab.monthAmounts?.[m] ?? slab.amount;
  } else {
    // Half-year still open: its projected gross; a later half-year wholly ahead: six full months.
    const paidThisMonth = a.m === 9 || a.m === 3 || a.leavingThisMonth;
    let halfGross = paidThisMonth ? 0 : a.halfYearGross + a.gross;
    let halfPaid = paidThisMonth ? 0 : a.halfYearPaid + thisMonthAmount;
    for (const m of futureMonths) {
      halfGross += fullGross;
      if (m === 9 || m === 3) {
        if (!exemptIn(m)) total += Math.max(0, slabFor(rule.slabs, halfGross).slab.amount - halfPaid);
        halfGross = 0;
        halfPaid = 0;
      }
    }
  }
  return total;
}
