// A cycle of stored day records as screens and payroll read them: the status code of each day, the cycle's
// late-mark rule applied, and the totals (paid days, loss of pay, overtime). Payroll calls `cycleTotals`
// through the attendance service; the muster and the calendar show the same figures.
import { type CycleDay, type DayStatus, applyLateMarkRule, policyInForce, type PolicyVersion, summariseMonth } from "@vetan/attendance";
import { type CycleTotals, DAY_STATUS_CODES, type DayStatusName, type DayView } from "@vetan/shared/attendance";
import { daysBetween } from "@vetan/shared/dates";
import type { attendanceDays } from "../../db/schema.ts";

type DayRow = typeof attendanceDays.$inferSelect;

/** What the grid and the totals read of a day record: no times, no reasons (most of a row's bytes). */
export type GridDay = Pick<DayRow, "day" | "status" | "firstHalf" | "secondHalf" | "lateMark" | "earlyMark" | "workedMinutes" | "overtimeMinutes" | "overtimeNeedsApproval" | "workedOnOff"> & {
  reasons?: string[];
  leaveCode?: string | null;
};

/** A day's code on the grid: its status's, and on a day of leave the leave type's after it ("L:CL"). */
const codeOf = (r: Pick<GridDay, "status" | "leaveCode">) => (r.status === "leave" && r.leaveCode ? `${DAY_STATUS_CODES.leave}:${r.leaveCode}` : DAY_STATUS_CODES[r.status as DayStatusName]);

function asCycleDay(r: GridDay): CycleDay {
  return {
    date: r.day,
    status: r.status as DayStatus,
    firstHalf: r.firstHalf as CycleDay["firstHalf"],
    secondHalf: r.secondHalf as CycleDay["secondHalf"],
    lateMark: r.lateMark,
    earlyMark: r.earlyMark,
    lateMarkPenaltyHalfDays: 0,
    workedMinutes: r.workedMinutes,
    overtimeMinutes: r.overtimeMinutes,
    overtimeNeedsApproval: r.overtimeNeedsApproval,
    workedOnOff: r.workedOnOff,
    reasons: r.reasons ?? [],
  };
}

export interface CycleResult {
  days: DayView[];
  totals: CycleTotals;
}

/** A cycle's days with the late-mark rule applied, and its totals: what the grid, the calendar and payroll share. */
function ruled(rows: readonly GridDay[], policy: readonly PolicyVersion[], cycleEnd: string, today: string, approvedOvertimeMinutes: number, unpaidLeaveDays: number) {
  const version = policyInForce(policy, cycleEnd < today ? cycleEnd : today);
  // Today's "absent" only means "not in yet": shown blank and left out of the totals.
  const notInYet = (r: GridDay) => r.day === today && r.status === "absent";
  const days = rows.filter((r) => !notInYet(r)).map(asCycleDay);
  const counted = version.lateMarks ? applyLateMarkRule(days, version.lateMarks).days : days;
  const summary = summariseMonth(counted);
  // Leave without pay is leave to attendance (the day is accounted for) and loss of pay to payroll.
  const lopHalfDays = summary.lossOfPayHalfDays + Math.round(unpaidLeaveDays * 2);
  const totals: CycleTotals = {
    paid_days: Math.max(0, days.length * 2 - lopHalfDays) / 2,
    lop_days: lopHalfDays / 2,
    present_days: summary.halfDays.present / 2,
    late_marks: summary.lateMarks,
    overtime_minutes: summary.overtimeMinutes - summary.overtimeNeedingApprovalMinutes + approvedOvertimeMinutes,
    missing_punch_days: summary.missingPunchDays.length,
    worked_minutes: days.reduce((t, d) => t + (d.workedMinutes ?? 0), 0),
  };
  return { counted, totals, notInYet };
}

/** The status code of each day (blank for today's "not in yet") and the totals: the muster's row, payroll's figures. */
export function cycleCodes(rows: readonly GridDay[], policy: readonly PolicyVersion[], cycleEnd: string, today: string, approvedOvertimeMinutes: number, unpaidLeaveDays = 0): { codes: Map<string, string>; totals: CycleTotals } {
  const { totals, notInYet } = ruled(rows, policy, cycleEnd, today, approvedOvertimeMinutes, unpaidLeaveDays);
  const codes = new Map(rows.map((r) => [r.day, notInYet(r) ? "" : codeOf(r)]));
  return { codes, totals };
}

/**
 * The cycle's days and totals for one person, from the records of the days on the rolls up to today (days
 * yet to come are not counted, paid or unpaid). Approved overtime requests add to the
 * overtime the engine counted without needing approval; unpaid leave (leave-days.ts) is loss of pay.
 */
export function cycleOf(rows: readonly DayRow[], words: ReadonlyMap<string, string[]>, policy: readonly PolicyVersion[], cycleEnd: string, today: string, approvedOvertimeMinutes: number, unpaidLeaveDays = 0): CycleResult {
  const worded = rows.map((r) => ({ ...r, reasons: words.get(r.day) ?? [] }));
  const { counted, totals, notInYet } = ruled(worded, policy, cycleEnd, today, approvedOvertimeMinutes, unpaidLeaveDays);
  const penalty = new Map(counted.map((d) => [d.date, d]));
  const views: DayView[] = rows.map((r) => {
    const ruledDay = penalty.get(r.day);
    const status = notInYet(r) ? null : (r.status as DayStatusName);
    return {
      day: r.day,
      status,
      code: status ? codeOf(r) : "",
      shift: r.shiftCode,
      first_in: r.firstIn?.toISOString() ?? null,
      last_out: r.lastOut?.toISOString() ?? null,
      worked_minutes: r.workedMinutes,
      break_minutes: r.breakMinutes,
      late_by_minutes: r.lateByMinutes,
      early_by_minutes: r.earlyByMinutes,
      late_mark: r.lateMark,
      overtime_minutes: r.overtimeMinutes,
      missing_punch: (r.missingPunch as "in" | "out" | null) ?? null,
      reasons: ruledDay?.reasons ?? words.get(r.day) ?? [],
      penalty_half_days: ruledDay?.lateMarkPenaltyHalfDays ?? 0,
    };
  });
  return { days: views, totals };
}

/** Every day from..to, in order. */
export function daysOf(from: string, to: string): string[] {
  const n = daysBetween(from, to);
  const out: string[] = [];
  for (let i = 0; i <= n; i++) out.push(new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
  return out;
}
