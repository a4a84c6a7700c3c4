// The engine's contract: punches, the day plan (shift, weekly off, holiday, approved requests) and the
// firm's dated attendance policy. Every schema here is exported so a server validates what it stores
// with the same rules the engine applies. Defaults are documented in README.md.

import { z } from "zod";
import { isRealDay } from "@vetan/shared/dates";
import { isClock } from "./time.ts";

const day = (what: string) =>
  z.string({ error: `${what} must be a date like 2026-06-15` }).refine(isRealDay, `${what} must be a real date like 2026-06-15`);

const clock = (what: string) =>
  z.string({ error: `${what} must be a time like 09:30` }).refine(isClock, `${what} must be a 24-hour time like 09:30`);

const minutes = (what: string, max = 1440) =>
  z
    .number({ error: `${what} must be a number of minutes` })
    .int(`${what} must be whole minutes`)
    .nonnegative(`${what} cannot be negative`)
    .max(max, `${what} must be at most ${max} minutes`);

// ---------------------------------------------------------------------------------------------------
// Punches

export const DIRECTIONS = ["in", "out", "unknown"] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** An ISO instant that names its zone: "2026-06-15T04:17:00Z" or "2026-06-15T09:47:00+05:30". */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export const PunchSchema = z.object({
  /** Epoch milliseconds, or ISO text with Z or an offset. */
  at: z.union(
    [
      z.number().int("at must be whole epoch milliseconds").min(0).max(8_640_000_000_000),
      z
        .string()
        .regex(ISO_INSTANT, "at must be an ISO instant with its zone, like 2026-06-15T04:17:00Z")
        .refine((v) => Number.isFinite(Date.parse(v)), "at must be a real instant"),
    ],
    { error: "at must be epoch milliseconds or an ISO instant like 2026-06-15T04:17:00Z" },
  ),
  direction: z.enum(DIRECTIONS, { error: "direction must be in, out or unknown" }).default("unknown"),
  /** Where the punch came from: a device serial, "web", "mobile", "regularisation". */
  source: z.string().max(100).default("device"),
});
export type Punch = z.output<typeof PunchSchema>;
export type PunchInput = z.input<typeof PunchSchema>;

// ---------------------------------------------------------------------------------------------------
// Shifts

export const FixedBreakSchema = z
  .object({ start: clock("break start"), end: clock("break end"), paid: z.boolean().default(false) })
  .refine((b) => b.start !== b.end, "a fixed break must have a length");

export const ShiftSchema = z.object({
  code: z.string().max(40).optional(),
  /** Shift start, IST wall clock. */
  start: clock("shift start"),
  /** Shift end; at or before start means the shift crosses midnight (22:00–06:00) and belongs to the day it starts. */
  end: clock("shift end"),
  /** How early before the start a punch still counts for this shift. */
  startMarginMinutes: minutes("startMarginMinutes", 720).default(120),
  /** How late after the end a punch still counts for this shift. */
  endMarginMinutes: minutes("endMarginMinutes", 720).default(120),
  /**
   * The shift's own break windows (a night shift's 02:00–02:30), in place of the policy's fixed breaks on
   * its days; null: the policy's apply.
   */
  breaks: z.array(FixedBreakSchema).max(4).nullable().default(null),
});
export type Shift = z.output<typeof ShiftSchema>;

// ---------------------------------------------------------------------------------------------------
// The plan for one business day

export const PORTIONS = ["full", "first_half", "second_half"] as const;
export type Portion = (typeof PORTIONS)[number];

const request = z.object({
  portion: z.enum(PORTIONS, { error: "portion must be full, first_half or second_half" }).default("full"),
  /** "CL", "Sick leave", "Client visit": shown in the reasons. */
  label: z.string().max(60).optional(),
});
export type ApprovedRequest = z.output<typeof request>;

export const DAY_TYPES = ["working", "weekly_off", "holiday"] as const;
export type DayType = (typeof DAY_TYPES)[number];

export const DayPlanSchema = z.object({
  date: day("date"),
  dayType: z.enum(DAY_TYPES, { error: "dayType must be working, weekly_off or holiday" }).default("working"),
  holidayName: z.string().max(100).optional(),
  /** The shift rostered for the day; null when none (punches then fall back to the calendar day). */
  shift: ShiftSchema.nullable().default(null),
  /** Approved leave, on-duty and work-from-home. */
  leave: request.optional(),
  onDuty: request.optional(),
  wfh: request.optional(),
});
export type DayPlan = z.output<typeof DayPlanSchema>;

// ---------------------------------------------------------------------------------------------------
// Policy (dated)


export const PolicyVersionSchema = z
  .object({
    /** The first business day this version applies to. */
    effectiveFrom: day("effectiveFrom"),
    graceInMinutes: minutes("graceInMinutes", 240).default(0),
    graceOutMinutes: minutes("graceOutMinutes", 240).default(0),
    /** Payable minutes (worked + paid break) for half a day, and for a full day. */
    halfDayMinMinutes: minutes("halfDayMinMinutes").default(240),
    fullDayMinMinutes: minutes("fullDayMinMinutes").default(480),
    breaks: z
      .object({
        /** Windows in the shift (13:00–13:30); time at work inside one is break, not work. */
        fixed: z.array(FixedBreakSchema).default([]),
        /** Out→in gaps are always break; true makes them paid (up to the cap). */
        flexiblePaid: z.boolean().default(false),
        /** Most paid break minutes in a day; null for no cap. */
        paidCapMinutes: minutes("paidCapMinutes").nullable().default(null),
      })
      .prefault({}),
    overtime: z
      .object({
        enabled: z.boolean().default(false),
        /** Less than this (after breaks) is no overtime at all. */
        minimumMinutes: minutes("overtime minimumMinutes").default(0),
        /** Overtime is rounded down to a multiple of this (1 = no rounding). */
        roundDownToMinutes: z.number().int().min(1, "roundDownToMinutes must be at least 1").max(240).default(1),
        /** Work before the shift start counts too (otherwise only after the end). */
        countEarlyArrival: z.boolean().default(false),
        /** Overtime is recorded as needing a manager's approval before payroll uses it. */
        requiresApproval: z.boolean().default(true),
        /** All minutes worked on a weekly off or holiday are overtime. */
        offDayWorkIsOvertime: z.boolean().default(false),
      })
      .prefault({}),
    /** Every `everyNth` late mark in a cycle costs `penaltyHalfDays` half days; null for no rule. */
    lateMarks: z
      .object({
        everyNth: z.number().int().min(1).max(31),
        penaltyHalfDays: z.number().int().min(1).max(2).default(1),
      })
      .nullable()
      .default(null),
  })
  .refine((p) => p.halfDayMinMinutes <= p.fullDayMinMinutes, {
    error: "halfDayMinMinutes cannot be more than fullDayMinMinutes",
    path: ["halfDayMinMinutes"],
  });
export type PolicyVersion = z.output<typeof PolicyVersionSchema>;
export type PolicyVersionInput = z.input<typeof PolicyVersionSchema>;

export const PolicySchema = z
  .array(PolicyVersionSchema)
  .min(1, "give at least one policy version")
  .refine((vs) => new Set(vs.map((v) => v.effectiveFrom)).size === vs.length, "two policy versions share an effectiveFrom date");

// ---------------------------------------------------------------------------------------------------
// One person's input for a run of days

export const AttendanceInputSchema = z
  .object({
    punches: z.array(PunchSchema).default([]),
    days: z.array(DayPlanSchema).min(1, "give at least one day"),
    policy: PolicySchema,
  })
  .refine((i) => new Set(i.days.map((d) => d.date)).size === i.days.length, { error: "each date may appear once in days", path: ["days"] });
export type AttendanceInput = z.output<typeof AttendanceInputSchema>;
export type AttendanceInputRaw = z.input<typeof AttendanceInputSchema>;

/** The policy version in force on `date`: the latest effectiveFrom on or before it. */
export function policyInForce(versions: readonly PolicyVersion[], date: string): PolicyVersion {
  let best: PolicyVersion | undefined;
  for (const v of versions) {
    if (v.effectiveFrom <= date && (best === undefined || v.effectiveFrom > best.effectiveFrom)) best = v;
  }
  if (!best) throw new RangeError(`No attendance policy is in force on ${date}; the earliest version starts later.`);
  return best;
}
