// A firm's attendance settings: the form's flat fields are one dated version of the engine's policy. A save
// with a new "applies from" adds a version (earlier months keep the rules they were worked under); a save
// with the same date replaces that version.
import { type PolicyVersion, PolicySchema, PolicyVersionSchema } from "@vetan/attendance";
import type { AttendanceSettings } from "@vetan/shared/attendance";
import { eq } from "drizzle-orm";
import { attendanceSettings } from "../../db/schema.ts";
import type { Tx } from "../../platform/db/client.ts";

/** What a firm works under until it sets its own: 10 minutes' grace, 4 h for half a day, 8 h for a full one. */
export const DEFAULT_POLICY: PolicyVersion = PolicyVersionSchema.parse({
  effectiveFrom: "2000-01-01",
  graceInMinutes: 10,
  graceOutMinutes: 10,
  halfDayMinMinutes: 240,
  fullDayMinMinutes: 480,
  breaks: { fixed: [], flexiblePaid: false, paidCapMinutes: null },
  overtime: { enabled: false },
  lateMarks: null,
});

export interface FirmAttendanceSettings {
  policy: PolicyVersion[];
  cycleStartDay: number;
  optionalHolidayQuota: number;
  overtimeQuarterLimitHours: number;
}

export async function loadSettings(tx: Tx, firmId: string): Promise<FirmAttendanceSettings> {
  const [row] = await tx.select().from(attendanceSettings).where(eq(attendanceSettings.firmId, firmId));
  if (!row) return { policy: [DEFAULT_POLICY], cycleStartDay: 1, optionalHolidayQuota: 2, overtimeQuarterLimitHours: 50 };
  return { policy: PolicySchema.parse(row.policy), cycleStartDay: row.cycleStartDay, optionalHolidayQuota: row.optionalHolidayQuota, overtimeQuarterLimitHours: row.overtimeQuarterLimitHours };
}

export function versionFromForm(s: AttendanceSettings): PolicyVersion {
  return PolicyVersionSchema.parse({
    effectiveFrom: s.effective_from,
    graceInMinutes: s.grace_in_minutes,
    graceOutMinutes: s.grace_out_minutes,
    halfDayMinMinutes: s.half_day_min_minutes,
    fullDayMinMinutes: s.full_day_min_minutes,
    breaks: {
      fixed: s.lunch_start ? [{ start: s.lunch_start, end: s.lunch_end, paid: s.lunch_paid }] : [],
      flexiblePaid: s.flexible_breaks_paid,
      paidCapMinutes: s.paid_break_cap_minutes,
    },
    overtime: {
      enabled: s.overtime_enabled,
      minimumMinutes: s.overtime_minimum_minutes,
      roundDownToMinutes: s.overtime_round_down_to_minutes,
      countEarlyArrival: s.overtime_counts_early_arrival,
      requiresApproval: s.overtime_requires_approval,
      offDayWorkIsOvertime: s.off_day_work_is_overtime,
    },
    lateMarks: s.late_marks_every_nth === null ? null : { everyNth: s.late_marks_every_nth, penaltyHalfDays: s.late_marks_penalty_half_days },
  });
}

/** The form's view of a version (the one in force today, or the latest). */
export function formFromVersion(v: PolicyVersion, settings: Pick<FirmAttendanceSettings, "cycleStartDay" | "optionalHolidayQuota" | "overtimeQuarterLimitHours">): AttendanceSettings {
  const lunch = v.breaks.fixed[0];
  return {
    effective_from: v.effectiveFrom,
    grace_in_minutes: v.graceInMinutes,
    grace_out_minutes: v.graceOutMinutes,
    half_day_min_minutes: v.halfDayMinMinutes,
    full_day_min_minutes: v.fullDayMinMinutes,
    lunch_start: lunch?.start ?? "",
    lunch_end: lunch?.end ?? "",
    lunch_paid: lunch?.paid ?? false,
    flexible_breaks_paid: v.breaks.flexiblePaid,
    paid_break_cap_minutes: v.breaks.paidCapMinutes,
    overtime_enabled: v.overtime.enabled,
    overtime_minimum_minutes: v.overtime.minimumMinutes,
    overtime_round_down_to_minutes: v.overtime.roundDownToMinutes,
    overtime_counts_early_arrival: v.overtime.countEarlyArrival,
    overtime_requires_approval: v.overtime.requiresApproval,
    off_day_work_is_overtime: v.overtime.offDayWorkIsOvertime,
    late_marks_every_nth: v.lateMarks?.everyNth ?? null,
    late_marks_penalty_half_days: v.lateMarks?.penaltyHalfDays ?? 1,
    cycle_start_day: settings.cycleStartDay,
    optional_holiday_quota: settings.optionalHolidayQuota,
    overtime_quarter_limit_hours: settings.overtimeQuarterLimitHours,
  };
}

/** The policy with `version` added, or replacing the version of the same date. */
export function withVersion(policy: readonly PolicyVersion[], version: PolicyVersion): PolicyVersion[] {
  return [...policy.filter((v) => v.effectiveFrom !== version.effectiveFrom), version].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
}

/** The days of the attendance cycle named by the month it ends in (2026-11 with a start day of 26: 26 Oct to 25 Nov). */
export function cycleOf(month: string, cycleStartDay: number): { from: string; to: string } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const iso = (year: number, mon: number, day: number) => new Date(Date.UTC(year, mon - 1, day)).toISOString().slice(0, 10);
  if (cycleStartDay === 1) return { from: iso(y, m, 1), to: iso(y, m + 1, 0) };
  return { from: iso(y, m - 1, cycleStartDay), to: iso(y, m, cycleStartDay - 1) };
}

/** The first day of the calendar quarter a day falls in (Factories Act: quarters begin 1 Jan, Apr, Jul, Oct). */
export function quarterStart(day: string): string {
  const month = Number(day.slice(5, 7));
  return `${day.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, "0")}-01`;
}
