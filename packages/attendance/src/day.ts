// One business day: its plan (day type, shift, approved requests), its punches and the policy version
// in force → status, times, minutes and the working in words. Pure and integer: every figure is whole
// minutes, worked out from epoch minutes.

import type { ApprovedRequest, DayPlan, DayType, PolicyVersion } from "./policy.ts";
import type { NormalisedPunch, ShiftTimes } from "./punches.ts";
import { DAY_MINUTES, formatMinutes, istClockOn, istDayStart, overlapMinutes, parseClock } from "./time.ts";

export const DAY_STATUSES = [
  "present",
  "absent",
  "half_day",
  "weekly_off",
  "holiday",
  "leave",
  "on_duty",
  "wfh",
  "missing_in",
  "missing_out",
] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

/** What each half of the day counts as, for payroll (an "absent" half is half a day's loss of pay). */
export type Session = "present" | "absent" | "leave" | "on_duty" | "wfh" | "weekly_off" | "holiday";

export interface DayResult {
  date: string;
  dayType: DayType;
  status: DayStatus;
  firstHalf: Session;
  secondHalf: Session;
  shift: { code?: string; start: string; end: string } | null;
  /** effectiveFrom of the policy version applied. */
  policyEffectiveFrom: string;
  /** First in and last out: ISO instant and IST clock. */
  firstIn: string | null;
  firstInClock: string | null;
  lastOut: string | null;
  lastOutClock: string | null;
  /** Time at work, breaks taken out. */
  workedMinutes: number;
  /** Out→in gaps plus time at work inside a fixed break window. */
  breakMinutes: number;
  /** The paid part of breakMinutes (capped by policy). */
  paidBreakMinutes: number;
  /** worked + paid break: what the half-day and full-day minimums are measured on. */
  payableMinutes: number;
  /** Minutes after the shift start, when beyond the grace (0 otherwise). */
  lateByMinutes: number;
  lateMark: boolean;
  /** Minutes before the shift end, when beyond the grace (0 otherwise). */
  earlyByMinutes: number;
  earlyMark: boolean;
  overtimeMinutes: number;
  overtimeNeedsApproval: boolean;
  /** The punch the day lacks; "out" also when the day's last in has no out after completed pairs. */
  missingPunch: "in" | "out" | null;
  /** Punches on a weekly off or holiday. */
  workedOnOff: boolean;
  /** Half days the month's late-mark rule took for this day (set by applyLateMarkRule). */
  lateMarkPenaltyHalfDays: number;
  punches: NormalisedPunch[];
  reasons: string[];
}

type Half = "first" | "second";
type RequestKind = "leave" | "on_duty" | "wfh";

const REQUEST_WORDS: Record<RequestKind, string> = { leave: "leave", on_duty: "on duty", wfh: "work from home" };

/** The approved request covering a half: leave before on duty before work from home. */
function requestFor(plan: DayPlan, half: Half): { kind: RequestKind; request: ApprovedRequest } | null {
  const covers = (r: ApprovedRequest | undefined) => r !== undefined && (r.portion === "full" || r.portion === `${half}_half`);
  if (covers(plan.leave)) return { kind: "leave", request: plan.leave! };
  if (covers(plan.onDuty)) return { kind: "on_duty", request: plan.onDuty! };
  if (covers(plan.wfh)) return { kind: "wfh", request: plan.wfh! };
  return null;
}

function describeRequest(kind: RequestKind, r: ApprovedRequest): string {
  const portion = r.portion === "full" ? "full day" : r.portion === "first_half" ? "first half" : "second half";
  return `Approved ${REQUEST_WORDS[kind]}${r.label ? ` (${r.label})` : ""}, ${portion}`;
}

interface Pair {
  in: NormalisedPunch;
  out: NormalisedPunch;
}

/**
 * Pairs a day's punches: an in opens a spell at work, the next out closes it. A second in while a spell is
 * open is ignored (the first in counts); an out with no open spell moves the previous spell's end to it
 * (the last out counts). Outs before the first in are ignored.
 */
function pairPunches(punches: readonly NormalisedPunch[]) {
  const pairs: Pair[] = [];
  let open: NormalisedPunch | null = null;
  let ignoredIns = 0;
  let leadingOuts = 0;
  for (const p of punches) {
    if (p.resolved === "in") {
      if (open === null) open = p;
      else ignoredIns++;
    } else if (open !== null) {
      pairs.push({ in: open, out: p });
      open = null;
    } else {
      const last = pairs.at(-1);
      if (last) last.out = p;
      else leadingOuts++;
    }
  }
  return { pairs, trailingIn: open, ignoredIns, leadingOuts };
}

/**
 * Fixed break windows as epoch-minute intervals in this day's shift (a 02:00 break in a 22:00 shift is
 * after midnight): the shift's own when it has them, else the policy's.
 */
function fixedBreakIntervals(policy: PolicyVersion, plan: DayPlan, paidOnly: boolean): [number, number][] {
  const dayStart = istDayStart(plan.date);
  const shiftStart = plan.shift ? parseClock(plan.shift.start) : 0;
  const out: [number, number][] = [];
  for (const b of plan.shift?.breaks ?? policy.breaks.fixed) {
    if (paidOnly && !b.paid) continue;
    const s = parseClock(b.start);
    const e = parseClock(b.end);
    const from = dayStart + (s >= shiftStart ? s : s + DAY_MINUTES);
    out.push([from, from + (e > s ? e - s : e - s + DAY_MINUTES)]);
  }
  // merge overlapping windows so no minute counts twice
  out.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const w of out) {
    const last = merged.at(-1);
    if (last && w[0] <= last[1]) last[1] = Math.max(last[1], w[1]);
    else merged.push([w[0], w[1]]);
  }
  return merged;
}

function sumOverlap(a: readonly (readonly [number, number])[], b: readonly (readonly [number, number])[]): number {
  let total = 0;
  for (const [s, e] of b) total += overlapMinutes(a, s, e);
  return total;
}

/** Overtime from raw minutes: nothing below the minimum, then rounded down to the step. */
function overtimeFrom(raw: number, policy: PolicyVersion, what: string, reasons: string[]): number {
  const ot = policy.overtime;
  if (raw <= 0) return 0;
  if (raw < ot.minimumMinutes) {
    reasons.push(`No overtime: ${formatMinutes(raw)} ${what} is below the ${formatMinutes(ot.minimumMinutes)} minimum`);
    return 0;
  }
  const minutes = Math.floor(raw / ot.roundDownToMinutes) * ot.roundDownToMinutes;
  const rounding = ot.roundDownToMinutes > 1 ? `, rounded down to a multiple of ${formatMinutes(ot.roundDownToMinutes)}` : "";
  const approval = ot.requiresApproval ? "; needs approval" : "";
  if (minutes === 0) {
    reasons.push(`No overtime: ${formatMinutes(raw)} ${what} rounds down to 0${rounding}`);
    return 0;
  }
  reasons.push(`Overtime ${formatMinutes(minutes)}: ${formatMinutes(raw)} ${what}${rounding}${approval}`);
  return minutes;
}

/** The day's record. `punches` are the day's assigned punches, sorted with directions resolved. */
export function computeDay(plan: DayPlan, window: ShiftTimes, punches: readonly NormalisedPunch[], policy: PolicyVersion): DayResult {
  const reasons: string[] = [];
  const at = (p: NormalisedPunch) => istClockOn(p.minute, plan.date);
  const shiftWords = plan.shift ? `${plan.shift.start}–${plan.shift.end}` : "";

  const { pairs, trailingIn, ignoredIns, leadingOuts } = pairPunches(punches);
  const intervals: [number, number][] = pairs.map((p) => [p.in.minute, p.out.minute]);
  const first = pairs[0];
  const last = pairs.at(-1);

  let missingPunch: "in" | "out" | null = null;
  let firstIn: NormalisedPunch | null = first?.in ?? null;
  let lastOut: NormalisedPunch | null = last?.out ?? null;
  if (pairs.length === 0 && punches.length > 0) {
    if (trailingIn) {
      missingPunch = "out";
      firstIn = trailingIn;
      reasons.push(`Missing out: in at ${at(trailingIn)} with no out; regularise the day to count it`);
    } else {
      missingPunch = "in";
      lastOut = punches.at(-1)!;
      reasons.push(`Missing in: out at ${at(lastOut)} with no in; regularise the day to count it`);
    }
  } else if (trailingIn) {
    missingPunch = "out";
    reasons.push(`In at ${at(trailingIn)} has no out after it; the time after it is not counted`);
  }
  if (pairs.length > 0 && ignoredIns > 0) reasons.push(`${ignoredIns} in punch${ignoredIns > 1 ? "es" : ""} while already in ignored (the first in counts)`);
  if (pairs.length > 0 && leadingOuts > 0) reasons.push(`${leadingOuts} out punch${leadingOuts > 1 ? "es" : ""} before the first in ignored`);

  // Minutes: presence is the paired spells, gaps the out→in time between them, and fixed break windows
  // move time at work into break. worked + break = last out − first in.
  let worked = 0;
  let breakMinutes = 0;
  let paidBreak = 0;
  if (first && last) {
    const presence = intervals.reduce((t, [s, e]) => t + (e - s), 0);
    const gapIntervals: [number, number][] = [];
    for (let i = 1; i < intervals.length; i++) gapIntervals.push([intervals[i - 1]![1], intervals[i]![0]]);
    const gaps = gapIntervals.reduce((t, [s, e]) => t + (e - s), 0);
    const fixed = fixedBreakIntervals(policy, plan, false);
    const paidFixed = fixedBreakIntervals(policy, plan, true);
    const atWorkInFixed = sumOverlap(intervals, fixed);
    worked = presence - atWorkInFixed;
    breakMinutes = gaps + atWorkInFixed;
    const span: [number, number][] = [[first.in.minute, last.out.minute]];
    const paidEligible = sumOverlap(span, paidFixed) + (policy.breaks.flexiblePaid ? gaps - sumOverlap(gapIntervals, paidFixed) : 0);
    const cap = policy.breaks.paidCapMinutes;
    paidBreak = cap === null ? paidEligible : Math.min(cap, paidEligible);
    const parts = [`In ${at(first.in)}, out ${at(last.out)}: ${formatMinutes(last.out.minute - first.in.minute)} between`];
    if (breakMinutes > 0) {
      const pieces: string[] = [];
      if (gaps > 0) pieces.push(`${formatMinutes(gaps)} out between punches`);
      if (atWorkInFixed > 0) pieces.push(`${formatMinutes(atWorkInFixed)} in the fixed break`);
      parts.push(`break ${formatMinutes(breakMinutes)} (${pieces.join(", ")}; ${formatMinutes(paidBreak)} paid${cap !== null && paidEligible > cap ? `, capped at ${formatMinutes(cap)}` : ""})`);
    }
    parts.push(`worked ${formatMinutes(worked)}`);
    reasons.unshift(parts.join("; "));
  }
  const payable = worked + paidBreak;

  const base: DayResult = {
    date: plan.date,
    dayType: plan.dayType,
    status: "absent",
    firstHalf: "absent",
    secondHalf: "absent",
    shift: plan.shift ? { ...(plan.shift.code !== undefined ? { code: plan.shift.code } : {}), start: plan.shift.start, end: plan.shift.end } : null,
    policyEffectiveFrom: policy.effectiveFrom,
    firstIn: firstIn?.at ?? null,
    firstInClock: firstIn ? at(firstIn) : null,
    lastOut: lastOut?.at ?? null,
    lastOutClock: lastOut ? at(lastOut) : null,
    workedMinutes: worked,
    breakMinutes,
    paidBreakMinutes: paidBreak,
    payableMinutes: payable,
    lateByMinutes: 0,
    lateMark: false,
    earlyByMinutes: 0,
    earlyMark: false,
    overtimeMinutes: 0,
    overtimeNeedsApproval: false,
    missingPunch,
    workedOnOff: false,
    lateMarkPenaltyHalfDays: 0,
    punches: [...punches],
    reasons,
  };

  // 1. Weekly off and holiday come first: the day stays off; work on it is reported, and is overtime
  //    when the policy says so.
  if (plan.dayType !== "working") {
    const what = plan.dayType === "holiday" ? `Holiday${plan.holidayName ? `: ${plan.holidayName}` : ""}` : "Weekly off";
    base.status = plan.dayType;
    base.firstHalf = plan.dayType;
    base.secondHalf = plan.dayType;
    if (plan.leave || plan.onDuty || plan.wfh) reasons.push(`${what} takes precedence over the approved request on it`);
    if (punches.length > 0) {
      base.workedOnOff = true;
      reasons.push(`${what}, worked on it`);
      if (pairs.length > 0 && policy.overtime.enabled && policy.overtime.offDayWorkIsOvertime) {
        base.overtimeMinutes = overtimeFrom(worked, policy, `worked on a ${plan.dayType === "holiday" ? "holiday" : "weekly off"}`, reasons);
        base.overtimeNeedsApproval = base.overtimeMinutes > 0 && policy.overtime.requiresApproval;
      }
    } else {
      reasons.push(what);
    }
    return base;
  }

  // 2. Approved leave, on duty and work from home decide the halves they cover; punches decide the rest.
  const r1 = requestFor(plan, "first");
  const r2 = requestFor(plan, "second");
  const seen = new Set<string>();
  for (const r of [r1, r2]) {
    if (r && !seen.has(r.kind)) {
      seen.add(r.kind);
      reasons.push(describeRequest(r.kind, r.request));
    }
  }

  const hasWork = pairs.length > 0;
  const halvesNeeded = (r1 ? 0 : 1) + (r2 ? 0 : 1);
  let worksHalves = 0; // halves earned by punches
  if (halvesNeeded > 0 && hasWork) {
    if (halvesNeeded === 2 && payable >= policy.fullDayMinMinutes) {
      worksHalves = 2;
      reasons.push(`Present: payable ${formatMinutes(payable)} meets the full-day minimum of ${formatMinutes(policy.fullDayMinMinutes)}`);
    } else if (payable >= policy.halfDayMinMinutes) {
      worksHalves = 1;
      reasons.push(
        halvesNeeded === 2
          ? `Half day: payable ${formatMinutes(payable)} is at least the half-day minimum of ${formatMinutes(policy.halfDayMinMinutes)} but below the full-day minimum of ${formatMinutes(policy.fullDayMinMinutes)}`
          : `Other half present: payable ${formatMinutes(payable)} meets the half-day minimum of ${formatMinutes(policy.halfDayMinMinutes)}`,
      );
    } else {
      reasons.push(`Absent${halvesNeeded === 1 ? " for the other half" : ""}: payable ${formatMinutes(payable)} is below the half-day minimum of ${formatMinutes(policy.halfDayMinMinutes)}`);
    }
  } else if (halvesNeeded > 0 && punches.length === 0) {
    reasons.push(halvesNeeded === 2 ? "Absent: no punches" : "Absent for the other half: no punches");
  } else if (halvesNeeded === 0 && punches.length > 0) {
    reasons.push("Punches do not change the day: the approved request covers it");
  }

  // Which half punches earn when they earn one: the half the first in falls in (before or after the
  // shift's midpoint); with one half requested, the other.
  const mid = window.start + Math.floor((window.end - window.start) / 2);
  const workFirst = firstIn !== null && firstIn.minute < mid;
  const sessionOf = (half: Half, r: typeof r1): Session => {
    if (r) return r.kind;
    if (worksHalves === 2) return "present";
    if (worksHalves === 1) {
      if (halvesNeeded === 1) return "present";
      return (half === "first") === workFirst ? "present" : "absent";
    }
    return "absent";
  };
  base.firstHalf = sessionOf("first", r1);
  base.secondHalf = sessionOf("second", r2);

  if (missingPunch && pairs.length === 0 && halvesNeeded > 0) {
    base.status = missingPunch === "out" ? "missing_out" : "missing_in";
  } else if (base.firstHalf === base.secondHalf) {
    base.status = base.firstHalf as DayStatus;
  } else if (base.firstHalf === "absent" || base.secondHalf === "absent") {
    base.status = "half_day";
  } else if (base.firstHalf === "present" || base.secondHalf === "present") {
    base.status = "present";
  } else {
    base.status = base.firstHalf as DayStatus;
  }

  // 3. Late and early, against the rostered shift, for the halves punches decide.
  if (window.rostered && plan.shift) {
    if (!r1 && firstIn) {
      const late = firstIn.minute - window.start;
      const grace = policy.graceInMinutes;
      if (late > grace) {
        base.lateByMinutes = late;
        base.lateMark = true;
        reasons.push(`Late by ${formatMinutes(late)}: came in at ${at(firstIn)}, shift starts ${plan.shift.start} with ${formatMinutes(grace)} grace`);
      } else if (late > 0) {
        reasons.push(`In at ${at(firstIn)}, within the ${formatMinutes(grace)} grace after the ${plan.shift.start} start`);
      }
    }
    if (!r2 && lastOut && pairs.length > 0) {
      const early = window.end - lastOut.minute;
      const grace = policy.graceOutMinutes;
      if (early > grace) {
        base.earlyByMinutes = early;
        base.earlyMark = true;
        reasons.push(`Left early by ${formatMinutes(early)}: out at ${at(lastOut)}, shift ends ${plan.shift.end} with ${formatMinutes(grace)} grace`);
      } else if (early > 0) {
        reasons.push(`Out at ${at(lastOut)}, within the ${formatMinutes(grace)} grace before the ${plan.shift.end} end`);
      }
    }

    // 4. Overtime: time at work outside the shift (after the end; before the start too if the policy
    //    counts early arrival), from a day punches made present or half.
    if (policy.overtime.enabled && hasWork && worksHalves > 0) {
      const after = overlapMinutes(intervals, window.end, Number.MAX_SAFE_INTEGER);
      const before = policy.overtime.countEarlyArrival ? overlapMinutes(intervals, Number.MIN_SAFE_INTEGER, window.start) : 0;
      const what =
        before > 0 ? `at work outside the ${shiftWords} shift (${formatMinutes(before)} before, ${formatMinutes(after)} after)` : `at work after the shift end ${plan.shift.end}`;
      base.overtimeMinutes = overtimeFrom(after + before, policy, what, reasons);
      base.overtimeNeedsApproval = base.overtimeMinutes > 0 && policy.overtime.requiresApproval;
    }
  }
  return base;
}
