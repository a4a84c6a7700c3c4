// A cycle of day records (e.g. 26th to 25th): the late-mark rule and the summary payroll reads.

import type { DayResult, Session } from "./day.ts";

export interface LateMarkRule {
  /** Every Nth late mark in the cycle (3 → the 3rd, 6th, 9th …). */
  everyNth: number;
  /** Half days each such mark costs (1 = half a day). */
  penaltyHalfDays: number;
}

export interface LateMarkPenalty {
  date: string;
  /** Which late mark of the cycle this is (3 for the 3rd). */
  lateMarkNumber: number;
  halfDays: number;
  reason: string;
}

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
  return `${n}${s}`;
}

const halfDayWords = (h: number) => (h === 1 ? "half a day" : h === 2 ? "a full day" : `${h} half days`);

/**
 * Counts the late marks of a cycle in date order and charges every Nth one. Returns new day records (the
 * input is not changed) with lateMarkPenaltyHalfDays and a reason on each charged day, and the list of
 * penalties. The penalty is a deduction on top of the day's status: payroll takes it as loss of pay (or
 * from a leave balance, as the firm decides).
 */
/** The fields of a day record the cycle rules read: a stored record carries them as well as a fresh one. */
export type CycleDay = Pick<
  DayResult,
  "date" | "status" | "firstHalf" | "secondHalf" | "lateMark" | "earlyMark" | "lateMarkPenaltyHalfDays" | "workedMinutes" | "overtimeMinutes" | "overtimeNeedsApproval" | "workedOnOff" | "reasons"
>;

export function applyLateMarkRule<D extends CycleDay>(days: readonly D[], rule: LateMarkRule): { days: D[]; penalties: LateMarkPenalty[]; lateMarks: number } {
  const sorted = [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const penalties: LateMarkPenalty[] = [];
  const earlier: string[] = [];
  let count = 0;
  const out = sorted.map((d) => {
    if (!d.lateMark) return d;
    count++;
    earlier.push(d.date);
    if (count % rule.everyNth !== 0) return d;
    const others = earlier.slice(-rule.everyNth, -1);
    const reason = `${ordinal(count)} late mark this cycle (earlier: ${others.join(", ")}): every ${ordinal(rule.everyNth)} late mark costs ${halfDayWords(rule.penaltyHalfDays)}, so ${halfDayWords(rule.penaltyHalfDays)} is deducted`;
    penalties.push({ date: d.date, lateMarkNumber: count, halfDays: rule.penaltyHalfDays, reason });
    return { ...d, lateMarkPenaltyHalfDays: d.lateMarkPenaltyHalfDays + rule.penaltyHalfDays, reasons: [...d.reasons, reason] };
  });
  return { days: out, penalties, lateMarks: count };
}

export interface MonthSummary {
  days: number;
  /** Day counts by session, in half days (present: 2 for a full day, 1 for a half day). */
  halfDays: Record<Session, number>;
  /** Days still waiting for a missing punch to be regularised. */
  missingPunchDays: string[];
  lateMarks: number;
  earlyMarks: number;
  /** Absent halves plus late-mark penalties: the loss of pay, in half days. */
  lossOfPayHalfDays: number;
  workedMinutes: number;
  overtimeMinutes: number;
  overtimeNeedingApprovalMinutes: number;
  workedOnOffDays: string[];
  reasons: string[];
}

/** Totals for a cycle of day records (after applyLateMarkRule, if the policy has one). */
export function summariseMonth(days: readonly CycleDay[]): MonthSummary {
  const halfDays: Record<Session, number> = { present: 0, absent: 0, leave: 0, on_duty: 0, wfh: 0, weekly_off: 0, holiday: 0 };
  let lateMarks = 0;
  let earlyMarks = 0;
  let penalties = 0;
  let worked = 0;
  let overtime = 0;
  let overtimeApproval = 0;
  const missing: string[] = [];
  const onOff: string[] = [];
  for (const d of days) {
    halfDays[d.firstHalf]++;
    halfDays[d.secondHalf]++;
    if (d.lateMark) lateMarks++;
    if (d.earlyMark) earlyMarks++;
    penalties += d.lateMarkPenaltyHalfDays;
    worked += d.workedMinutes;
    overtime += d.overtimeMinutes;
    if (d.overtimeNeedsApproval) overtimeApproval += d.overtimeMinutes;
    if (d.status === "missing_in" || d.status === "missing_out") missing.push(d.date);
    if (d.workedOnOff) onOff.push(d.date);
  }
  const lop = halfDays.absent + penalties;
  const reasons = [
    `Loss of pay ${lop / 2} day${lop === 2 ? "" : "s"}: ${halfDays.absent} absent half day${halfDays.absent === 1 ? "" : "s"} + ${penalties} half day${penalties === 1 ? "" : "s"} for late marks`,
  ];
  if (missing.length > 0) reasons.push(`${missing.length} day${missing.length === 1 ? "" : "s"} with a missing punch counted absent until regularised: ${missing.join(", ")}`);
  return {
    days: days.length,
    halfDays,
    missingPunchDays: missing,
    lateMarks,
    earlyMarks,
    lossOfPayHalfDays: lop,
    workedMinutes: worked,
    overtimeMinutes: overtime,
    overtimeNeedingApprovalMinutes: overtimeApproval,
    workedOnOffDays: onOff,
    reasons,
  };
}
