// Builders for worked cases: a general shift 09:30–18:30 and a firm policy close to the product's
// template (15 min grace in, 10 min grace out, an unpaid lunch 13:00–14:00, half day from 4 h, full day
// from 7 h, overtime after the shift from 30 min in 15 min steps, every 3rd late mark half a day).
// Times in tests are IST wall clock, written as they read on the device.

import { processAttendance, type AttendanceInputRaw, type DayResult, type PolicyVersionInput, type PunchInput } from "../src/index.ts";

export const GENERAL = { code: "GEN", start: "09:30", end: "18:30" };
export const NIGHT = { code: "NIGHT", start: "22:00", end: "06:00" };
export const MORNING = { code: "A", start: "06:00", end: "14:00" };
export const EVENING = { code: "B", start: "14:00", end: "22:00" };

export const POLICY: PolicyVersionInput = {
  effectiveFrom: "2026-04-01",
  graceInMinutes: 15,
  graceOutMinutes: 10,
  halfDayMinMinutes: 240,
  fullDayMinMinutes: 420,
  breaks: { fixed: [{ start: "13:00", end: "14:00", paid: false }] },
  overtime: { enabled: true, minimumMinutes: 30, roundDownToMinutes: 15, requiresApproval: true, offDayWorkIsOvertime: true },
  lateMarks: { everyNth: 3, penaltyHalfDays: 1 },
};

/** An IST instant as ISO text: ist("2026-06-15", "09:47") → "2026-06-15T09:47:00+05:30". */
export function ist(date: string, time: string): string {
  return `${date}T${time.length === 5 ? `${time}:00` : time}+05:30`;
}

export function punch(date: string, time: string, direction: "in" | "out" | "unknown" = "unknown", source = "device"): PunchInput {
  return { at: ist(date, time), direction, source };
}

export type DayOverrides = Partial<NonNullable<AttendanceInputRaw["days"]>[number]>;

export function run(days: DayOverrides[], punches: PunchInput[], policy: PolicyVersionInput[] = [POLICY]) {
  return processAttendance({
    punches,
    days: days.map((d) => ({ date: "2026-06-15", shift: GENERAL, ...d })),
    policy,
  });
}

/** One general-shift working day, 15 June 2026 (a Monday), unless overridden. */
export function day(punches: PunchInput[], o: DayOverrides = {}, policy: PolicyVersionInput[] = [POLICY]): DayResult {
  return run([o], punches, policy).days[0]!;
}
