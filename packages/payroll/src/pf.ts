// EPF, EPS and EDLI for one month. Sources: india-statutory.md §1.
//
// Rounding: each of the employee share, employer share, EPS and EDLI is rounded to the nearest rupee,
// half up, and the employer's EPF (A/c 1) is the employer share less EPS, so the two always add up.
// Wages are reported to EPFO in whole rupees, and contributions are worked out on the reported wages
// so that the ECR passes EPFO's own check (12% of EPF wages).
//
// Ceiling changes and the 58th birthday can fall inside a month: the month is cut into segments, and
// the capped wage is Σ min(wage, ceiling of the segment) × days employed in it ÷ days employed. For
// September 2026 this gives the EPFO FAQ's 16/30 at ₹15,000 and 14/30 at ₹25,000.

import type { Arrear, Line, PayslipInput, PfResult } from "./schema.ts";
import { PF_RULES, EPS_JOINING_TEST_FROM, type PfRule } from "./rules/pf.ts";
import { changeDaysInMonth, requireInForce } from "./rules/select.ts";
import { birthdayAt, daysInMonth, isoOf } from "./dates.ts";
import { basisPoints, divide, formatPercent, formatRupees, percentOf } from "./money.ts";

type PfSettings = NonNullable<PayslipInput["pf"]>;

export interface PfArgs {
  y: number;
  m: number;
  /** First and last day of the month employed. */
  startDay: number;
  endDay: number;
  dateOfBirth: string;
  /** PF wages earned this month (paise). */
  wage: number;
  /** Text describing what the wage is made of, e.g. "Basic + DA". */
  wageLabel: string;
  settings: PfSettings;
  arrears: readonly Arrear[];
  lopDays: number;
}

export interface PfOutcome {
  result: PfResult;
  deductions: Line[];
  employer: Line[];
}

const changeDayCache = new Map<number, number[]>();

function ruleChangeDays(y: number, m: number): number[] {
  const key = y * 12 + m;
  let days = changeDayCache.get(key);
  if (!days) {
    days = changeDaysInMonth(PF_RULES, isoOf(y, m, 1), isoOf(y, m, daysInMonth(y, m)));
    changeDayCache.set(key, days);
  }
  return days;
}

/** Wage ceiling on a date, for the at-joining EPS test (₹15,000 from 1 Sep 2014 until the rule table starts). */
export function pfCeilingOn(date: string): number {
  const first = PF_RULES[0];
  if (first && date < first.effectiveFrom) return date >= EPS_JOINING_TEST_FROM ? 15_000_00 : 6_500_00;
  return requireInForce(PF_RULES, date, "PF").wageCeiling;
}

/** EPS membership: given, or derived from the first EPF joining (after 1 Sep 2014 above the ceiling → not a member). */
export function isEpsMember(s: PfSettings): { member: boolean; why: string } {
  if (s.epsMember !== undefined) return { member: s.epsMember, why: s.epsMember ? "" : "not an EPS member" };
  if (s.firstJoinedEpfOn !== undefined && s.pfWageAtFirstJoining !== undefined && s.firstJoinedEpfOn >= EPS_JOINING_TEST_FROM) {
    const ceiling = pfCeilingOn(s.firstJoinedEpfOn);
    if (s.pfWageAtFirstJoining > ceiling) {
      return {
        member: false,
        why: `not an EPS member: first joined EPF on ${s.firstJoinedEpfOn} with PF wages ${formatRupees(s.pfWageAtFirstJoining)}, above the ${formatRupees(ceiling)} ceiling then`,
      };
    }
  }
  return { member: true, why: "" };
}

interface Segment {
  days: number;
  ceiling: number;
  eps: boolean;
}

function segments(a: PfArgs, epsMember: boolean, rule0: PfRule): { list: Segment[]; age58: string } {
  const age58 = birthdayAt(a.dateOfBirth, rule0.epsExitAge);
  const cuts = [a.startDay];
  for (const d of ruleChangeDays(a.y, a.m)) if (d > a.startDay && d <= a.endDay) cuts.push(d);
  const monthStart = isoOf(a.y, a.m, 1);
  const monthEnd = isoOf(a.y, a.m, daysInMonth(a.y, a.m));
  if (epsMember && age58 > monthStart && age58 <= monthEnd) {
    const bd = Number(age58.slice(8, 10));
    if (bd > a.startDay && bd <= a.endDay && !cuts.includes(bd)) cuts.push(bd);
  }
  cuts.sort((x, y) => x - y);
  const list: Segment[] = [];
  for (let i = 0; i < cuts.length; i++) {
    const from = cuts[i] ?? a.startDay;
    const to = (cuts[i + 1] ?? a.endDay + 1) - 1;
    const date = isoOf(a.y, a.m, from);
    const rule = cuts.length === 1 ? rule0 : requireInForce(PF_RULES, date, "PF");
    list.push({ days: to - from + 1, ceiling: rule.wageCeiling, eps: epsMember && date < age58 });
  }
  return { list, age58 };
}

/** Day-weighted monthly ceiling (whole rupees), used for the room left under the ceiling in arrear months. */
export function monthCeiling(y: number, m: number): number {
  const dim = daysInMonth(y, m);
  let num = 0;
  const cuts = [1, ...ruleChangeDays(y, m)];
  for (let i = 0; i < cuts.length; i++) {
    const from = cuts[i] ?? 1;
    const to = (cuts[i + 1] ?? dim + 1) - 1;
    num += requireInForce(PF_RULES, isoOf(y, m, from), "PF").wageCeiling * (to - from + 1);
  }
  return divide(num, dim * 100, "halfUp") * 100;
}

function rated(base: number, bp: number, result: number): string {
  const exact = percentOf(base, bp, "halfUp", 1);
  return exact === result
    ? `${formatPercent(bp)} of ${formatRupees(base)} = ${formatRupees(result)}`
    : `${formatPercent(bp)} of ${formatRupees(base)} = ${formatRupees(exact)}, rounded to ${formatRupees(result)}`;
}

export function computePf(a: PfArgs): PfOutcome | null {
  const s = a.settings;
  if (s.applicable === false) return null;
  const monthStart = isoOf(a.y, a.m, a.startDay);
  const rule0 = requireInForce(PF_RULES, monthStart, "PF");
  const eps = isEpsMember(s);
  const { list, age58 } = segments(a, eps.member, rule0);
  const rate = s.reducedRate ? rule0.reducedRate : rule0.employeeRate;
  const iw = s.internationalWorker === true;
  const actual = iw || s.wageBasis === "actual";
  const employerActual = iw || (actual && s.employerOnActual === true);

  const W = divide(a.wage, 100, "halfUp") * 100;
  let employed = 0;
  let capNum = 0;
  let epsNum = 0;
  for (const seg of list) {
    const capped = W < seg.ceiling ? W : seg.ceiling;
    employed += seg.days;
    capNum += capped * seg.days;
    if (seg.eps) epsNum += capped * seg.days;
  }
  const cappedWage = employed === 0 ? 0 : divide(capNum, employed * 100, "halfUp") * 100;
  const epsWages = employed === 0 ? 0 : divide(epsNum, employed * 100, "halfUp") * 100;
  const epfWages = actual ? W : cappedWage;
  const employerWages = employerActual ? W : cappedWage;
  const edliWages = cappedWage;

  const employee = percentOf(epfWages, rate, "halfUp", 100);
  let vpf = s.vpfPercent !== undefined ? percentOf(epfWages, basisPoints(s.vpfPercent), "halfUp", 100) : (s.vpfAmount ?? 0);
  if (employee + vpf > epfWages) vpf = Math.max(0, epfWages - employee);
  const employerTotal = percentOf(employerWages, rate, "halfUp", 100);
  const epsAmount = percentOf(epsWages, rule0.epsRate, "halfUp", 100);
  const employerEpf = employerTotal - epsAmount;
  const edli = percentOf(edliWages, rule0.edliRate, "halfUp", 100);
  const admin = percentOf(epfWages, rule0.adminRate, "halfUp", 100);

  // Why the wage is what it is, in one phrase reused by the lines below.
  let capText = "";
  if (iw) capText = ` (international worker: PF on the whole ${a.wageLabel}, no wage ceiling)`;
  else if (list.length > 1 && list.some((x) => x.ceiling !== list[0]?.ceiling)) {
    const parts = list.map((x) => `${formatRupees(W < x.ceiling ? W : x.ceiling)} for ${x.days} days`).join(" and ");
    capText = actual
      ? ` (on actual ${a.wageLabel}, by choice)`
      : ` (${a.wageLabel} ${formatRupees(W)} capped day by day at the ceiling in force: ${parts} of ${employed} = ${formatRupees(cappedWage)})`;
  } else if (actual) capText = ` (on actual ${a.wageLabel}, by choice${W > cappedWage ? `; above the ${formatRupees(list[0]?.ceiling ?? 0)} ceiling` : ""})`;
  else if (W > cappedWage) capText = ` (${a.wageLabel} ${formatRupees(W)}, capped at the ${formatRupees(list[0]?.ceiling ?? 0)} wage ceiling)`;
  else capText = ` (${a.wageLabel}, within the ${formatRupees(list[0]?.ceiling ?? 0)} wage ceiling)`;

  const deductions: Line[] = [
    { code: "PF", name: "Provident fund", amount: employee, working: `PF ${rated(epfWages, rate, employee)}${capText}` },
  ];
  if (vpf > 0) {
    deductions.push({
      code: "VPF",
      name: "Voluntary provident fund",
      amount: vpf,
      working: s.vpfPercent !== undefined ? `VPF ${rated(epfWages, basisPoints(s.vpfPercent), vpf)}; the employer does not match it` : `VPF fixed at ${formatRupees(vpf)} a month; the employer does not match it`,
    });
  }

  let epsWhy: string;
  if (!eps.member) epsWhy = `No EPS: ${eps.why}; the employer's whole share goes to EPF`;
  else if (epsWages === 0 && W > 0) epsWhy = `No EPS: reached ${rule0.epsExitAge} on ${age58}; the employer's whole share goes to EPF`;
  else {
    const partial = list.some((x) => !x.eps) ? ` (EPS wages for the days before turning ${rule0.epsExitAge} on ${age58})` : "";
    epsWhy = `EPS ${rated(epsWages, rule0.epsRate, epsAmount)}${partial}${W > epsWages && !partial ? "; EPS wages never exceed the ceiling" : ""}`;
  }
  const employer: Line[] = [
    { code: "EPS", name: "Employer pension (EPS)", amount: epsAmount, working: epsWhy },
    {
      code: "EPF_ER",
      name: "Employer provident fund",
      amount: employerEpf,
      working: `Employer ${rated(employerWages, rate, employerTotal)}, less EPS ${formatRupees(epsAmount)} = ${formatRupees(employerEpf)}`,
    },
    { code: "EDLI", name: "EDLI", amount: edli, working: `EDLI ${rated(edliWages, rule0.edliRate, edli)} (EDLI wages are capped at the ceiling)` },
    {
      code: "PF_ADMIN",
      name: "PF administration charges",
      amount: admin,
      working: `Admin charges ${rated(epfWages, rule0.adminRate, admin)}; the establishment pays at least ${formatRupees(rule0.adminMinimumPerEstablishment)} a month`,
    },
  ];

  const arrears = computeArrearPf(a, rate, rule0, eps.member && monthStart < age58, actual, employerActual);
  if (arrears) {
    deductions.push({ code: "PF_ARREARS", name: "Provident fund on arrears", amount: arrears.employee, working: arrears.working });
    employer.push({
      code: "EPF_ER_ARREARS",
      name: "Employer PF and EPS on arrears",
      amount: arrears.eps + arrears.employerEpf,
      working: `Employer ${formatPercent(rate)} on arrear wages: EPS ${formatRupees(arrears.eps)} + EPF ${formatRupees(arrears.employerEpf)}`,
    });
  }

  return {
    result: {
      epfWages,
      epsWages,
      edliWages,
      employerWages,
      employee,
      vpf,
      eps: epsAmount,
      employerEpf,
      edli,
      admin,
      epsMember: eps.member,
      ncpDays: Math.round(a.lopDays),
      arrears: arrears
        ? { epfWages: arrears.epfWages, epsWages: arrears.epsWages, employee: arrears.employee, eps: arrears.eps, employerEpf: arrears.employerEpf }
        : null,
    },
    deductions,
    employer,
  };
}

/**
 * PF on an off-cycle payslip: on its arrears only (their PF wages, under each month's ceiling room). The
 * month's own PF and any VPF are the regular run's, so nothing else is charged; null without arrear PF.
 */
export function offCyclePf(a: PfArgs): PfOutcome | null {
  const { vpfAmount: _vpfAmount, vpfPercent: _vpfPercent, ...settings } = a.settings;
  const out = computePf({ ...a, wage: 0, settings });
  if (!out?.result.arrears) return null;
  return {
    result: out.result,
    deductions: out.deductions.filter((l) => l.code === "PF_ARREARS"),
    employer: out.employer.filter((l) => l.code === "EPF_ER_ARREARS"),
  };
}

function computeArrearPf(a: PfArgs, rate: number, rule: PfRule, epsNow: boolean, actual: boolean, employerActual: boolean) {
  let epfW = 0;
  let erW = 0;
  let epsW = 0;
  const parts: string[] = [];
  for (const ar of a.arrears) {
    const pfWage = ar.pfWage ?? 0;
    if (pfWage === 0) continue;
    const months = ar.months ?? 1;
    let room = 0;
    let y = Number(ar.fromMonth.slice(0, 4));
    let m = Number(ar.fromMonth.slice(5, 7));
    for (let k = 0; k < months; k++) {
      room += monthCeiling(y, m);
      m++;
      if (m > 12) { m = 1; y++; }
    }
    room = Math.max(0, room - (ar.pfWagesAlreadyContributed ?? 0));
    const capped = Math.min(pfWage, room);
    epfW += actual ? pfWage : capped;
    erW += employerActual ? pfWage : capped;
    if (epsNow) epsW += capped;
    parts.push(
      actual
        ? `${ar.description} ${formatRupees(pfWage)}`
        : `${ar.description} ${formatRupees(pfWage)} (room under the ceiling over ${months} month${months > 1 ? "s" : ""}: ${formatRupees(room)})`,
    );
  }
  if (parts.length === 0) return null;
  const employee = percentOf(epfW, rate, "halfUp", 100);
  const eps = percentOf(epsW, rule.epsRate, "halfUp", 100);
  const employerEpf = percentOf(erW, rate, "halfUp", 100) - eps;
  return {
    epfWages: epfW,
    epsWages: epsW,
    employee,
    eps,
    employerEpf,
    working: `PF on arrears ${rated(epfW, rate, employee)}: ${parts.join("; ")}`,
  };
}
