// Attendance inputs and views, shared by the forms and the API (issue 15, decision 018). The engine's own
// contract (punches, day plans, policy versions) lives in @vetan/attendance; these are the product's inputs:
// what a person types or a device sends, with the messages they see.
import { z } from "zod";
import { dayField, isRealDay } from "./dates.ts";
import { nameText } from "./people.ts";

export const DAY_STATUS_CODES = {
  present: "P",
  absent: "A",
  half_day: "HD",
  weekly_off: "WO",
  holiday: "H",
  leave: "L",
  on_duty: "OD",
  wfh: "WFH",
  missing_in: "MI",
  missing_out: "MO",
} as const;
export type DayStatusName = keyof typeof DAY_STATUS_CODES;

/**
 * A grid code read apart: a day of leave comes as "L:CL" (the status's code, then the leave type's), any
 * other day as its status's code alone.
 */
export function splitDayCode(code: string): { status: string; leave: string | null } {
  const at = code.indexOf(":");
  return at < 0 ? { status: code, leave: null } : { status: code.slice(0, at), leave: code.slice(at + 1) };
}
export const DAY_STATUS_LABELS: Record<DayStatusName, string> = {
  present: "Present",
  absent: "Absent",
  half_day: "Half day",
  weekly_off: "Weekly off",
  holiday: "Holiday",
  leave: "Leave",
  on_duty: "On duty",
  wfh: "Work from home",
  missing_in: "Missing in-punch",
  missing_out: "Missing out-punch",
};

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
export const clockField = (label: string) =>
  z.string({ error: `${label} is required` }).regex(CLOCK, { error: `${label} must be a 24-hour time like 09:30` });

/**
 * A whole number typed in a box or sent as JSON. An empty box is "required", never a silent 0 (as
 * z.coerce.number would make it); `words` names the unit in the messages.
 */
export function wholeNumber(label: string, opts: { min: number; max: number; words?: string; too?: { low?: string; high?: string } }) {
  const unit = opts.words ? ` ${opts.words}` : "";
  return z.union([z.number(), z.string()], { error: `${label} is required` }).transform((raw, ctx) => {
    const text = typeof raw === "string" ? raw.trim() : String(raw);
    if (text === "") {
      ctx.addIssue({ code: "custom", message: `${label} is required` });
      return z.NEVER;
    }
    const n = Number(text);
    if (!Number.isFinite(n)) ctx.addIssue({ code: "custom", message: `${label} must be a number${unit ? ` of${unit}` : ""}` });
    else if (!Number.isInteger(n)) ctx.addIssue({ code: "custom", message: `${label} must be whole${unit || " numbers"}` });
    else if (n < opts.min) ctx.addIssue({ code: "custom", message: opts.too?.low ?? (opts.min === 0 ? `${label} cannot be negative` : `${label} must be at least ${opts.min}${unit}`) });
    else if (n > opts.max) ctx.addIssue({ code: "custom", message: opts.too?.high ?? `${label} must be at most ${opts.max}${unit}` });
    else return n;
    return z.NEVER;
  });
}

const minutesField = (label: string, max: number) => wholeNumber(label, { min: 0, max, words: "minutes" });

/** A payroll month or attendance cycle, named by the month it ends in: 2026-11. */
export const MonthSchema = z
  .string({ error: "Choose a month" })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "A month is written like 2026-11" })
  .refine((m) => m >= "2000-01" && m <= "2099-12", { error: "Choose a month between 2000 and 2099" });

const optionalUuid = (what: string) =>
  z
    .string()
    .max(100)
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.uuid({ error: `Choose a ${what} from the list` }).optional());

// ─── Punches ─────────────────────────────────────────────────────────────────────────────────────────

export const PUNCH_KINDS = ["in", "out", "break_start", "break_end"] as const;
export type PunchKind = (typeof PUNCH_KINDS)[number];
export const PUNCH_KIND_LABELS: Record<PunchKind, string> = { in: "Clock in", out: "Clock out", break_start: "Start break", break_end: "End break" };

/** A punch from the web: the button pressed, and the browser's location when it gave one. */
export const WebPunchSchema = z
  .strictObject({
    kind: z.enum(PUNCH_KINDS, { error: "Choose clock in, clock out, start break or end break" }),
    latitude: z.number({ error: "Latitude must be a number" }).min(-90).max(90).nullable().default(null),
    longitude: z.number({ error: "Longitude must be a number" }).min(-180).max(180).nullable().default(null),
    /** The browser's stated accuracy, in metres. */
    accuracy_m: z.number().min(0).max(100_000).nullable().default(null),
  })
  .refine((p) => (p.latitude === null) === (p.longitude === null), { error: "Send latitude and longitude together", path: ["latitude"] });
export type WebPunchInput = z.input<typeof WebPunchSchema>;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** One line of a device's log. */
export const DevicePunchSchema = z.strictObject({
  employee_code: z.string({ error: "employee_code is required" }).trim().min(1, "employee_code is required").max(40, "employee_code is at most 40 characters"),
  at: z
    .string({ error: "at is required" })
    .regex(ISO_INSTANT, { error: "at must be an ISO instant with its zone, like 2026-11-24T09:02:00+05:30" })
    .refine((v) => isRealDay(v.slice(0, 10)) && Number.isFinite(Date.parse(v)), { error: "at must be a real instant" }),
  device_id: z.string({ error: "device_id is required" }).trim().min(1, "device_id is required").max(100, "device_id is at most 100 characters"),
  direction: z.enum(["in", "out", "unknown"], { error: "direction must be in, out or unknown" }).default("unknown"),
});
export type DevicePunch = z.output<typeof DevicePunchSchema>;

/** A batch from a device or its server: rows are checked one by one, so a bad row never sinks the good ones. */
export const DEVICE_BATCH_MAX = 5000;
export const DeviceBatchSchema = z.strictObject({
  punches: z.array(z.unknown(), { error: "punches must be a list" }).min(1, "Send at least one punch").max(DEVICE_BATCH_MAX, `Send at most ${DEVICE_BATCH_MAX} punches at a time`),
});

export interface PunchRowProblem {
  /** 1-based row (or line, for CSV) and what was wrong with it. */
  row: number;
  field: string;
  message: string;
}
export interface PunchIngestResult {
  received: number;
  /** New punches stored. */
  stored: number;
  /** Already had: a resend. */
  duplicates: number;
  rejected: PunchRowProblem[];
}

// ─── Shifts, rosters, holidays ───────────────────────────────────────────────────────────────────────

export const ShiftInputSchema = z.strictObject({
  name: nameText("Shift name", 60),
  code: z
    .string({ error: "Code is required" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,6}$/, { error: "Code is 1 to 6 letters or digits, like G or N2" }),
  start: clockField("Start time"),
  end: clockField("End time"),
  start_margin_minutes: minutesField("Early punch margin", 720).default(120),
  end_margin_minutes: minutesField("Late punch margin", 720).default(120),
  /** The shift's own break (a night shift's 02:00–02:30) in place of the policy's lunch; empty: the policy's. */
  break_start: z.union([z.literal(""), clockField("Break starts")]).default(""),
  break_end: z.union([z.literal(""), clockField("Break ends")]).default(""),
  break_paid: z.boolean({ error: "Say whether the break is paid" }).default(false),
})
  .refine((s) => s.start !== s.end, { error: "A shift cannot start and end at the same time", path: ["end"] })
  .refine((s) => (s.break_start === "") === (s.break_end === ""), { error: "Give the break's start and end, or neither", path: ["break_end"] })
  .refine((s) => s.break_start === "" || s.break_start !== s.break_end, { error: "A break cannot start and end at the same time", path: ["break_end"] });
export type ShiftInput = z.input<typeof ShiftInputSchema>;

export const ROSTER_TARGETS = ["firm", "workspace", "department", "employee"] as const;
export const ROSTER_TARGET_LABELS: Record<(typeof ROSTER_TARGETS)[number], string> = {
  firm: "Whole firm",
  workspace: "Workspace",
  department: "Department",
  employee: "One employee",
};

export const RosterInputSchema = z
  .strictObject({
    target_kind: z.enum(ROSTER_TARGETS, { error: "Choose who the roster is for" }),
    target_id: optionalUuid("workspace, department or employee"),
    starts_on: dayField("Starts on"),
    ends_on: z.union([z.literal(""), z.null(), dayField("Ends on")]).optional().transform((v) => (v ? v : null)),
    /** Shift ids in rotation; "" or null is a day with no shift. */
    pattern: z
      .array(z.union([z.uuid({ error: "Choose a shift" }), z.literal(""), z.null()]).transform((v) => (v ? v : null)), { error: "Choose the shifts" })
      .min(1, "Choose at least one shift")
      .max(28, "A rotation has at most 28 steps"),
    step_days: wholeNumber("Rotate every", { min: 1, max: 31, words: "days" }).default(7),
  })
  .superRefine((r, ctx) => {
    if (r.target_kind !== "firm" && !r.target_id) ctx.addIssue({ code: "custom", path: ["target_id"], message: `Choose the ${r.target_kind}` });
    if (r.ends_on && r.ends_on < r.starts_on) ctx.addIssue({ code: "custom", path: ["ends_on"], message: "Ends on cannot be before starts on" });
    if (r.pattern.every((p) => p === null)) ctx.addIssue({ code: "custom", path: ["pattern"], message: "Choose at least one shift" });
  });
export type RosterInput = z.input<typeof RosterInputSchema>;

export const HolidayInputSchema = z.strictObject({
  day: dayField("Date", { min: "2000-01-01" }),
  name: nameText("Holiday name", 100),
  /** "": every workspace. */
  workspace_id: optionalUuid("workspace"),
  optional: z.boolean({ error: "Choose whether the holiday is optional" }).default(false),
});
export type HolidayInput = z.input<typeof HolidayInputSchema>;

export const HolidayQuerySchema = z.strictObject({ year: z.coerce.number({ error: "Choose a year" }).int().min(2000).max(2099) });

// ─── Settings (the form's flat view of one dated policy version) ─────────────────────────────────────

export const AttendanceSettingsSchema = z
  .strictObject({
    effective_from: dayField("Applies from", { min: "2000-01-01" }),
    grace_in_minutes: minutesField("Grace for coming in", 240).default(10),
    grace_out_minutes: minutesField("Grace for leaving", 240).default(10),
    half_day_min_minutes: minutesField("Half day needs", 1440).default(240),
    full_day_min_minutes: minutesField("Full day needs", 1440).default(480),
    lunch_start: z.union([z.literal(""), clockField("Lunch starts")]).default(""),
    lunch_end: z.union([z.literal(""), clockField("Lunch ends")]).default(""),
    lunch_paid: z.boolean().default(false),
    flexible_breaks_paid: z.boolean().default(false),
    /** Empty: no cap. */
    paid_break_cap_minutes: z
      .union([z.literal(""), z.null(), minutesField("Paid break cap", 1440)])
      .transform((v) => (v === "" || v === null ? null : v))
      .default(null),
    overtime_enabled: z.boolean().default(false),
    overtime_minimum_minutes: minutesField("Overtime minimum", 1440).default(30),
    overtime_round_down_to_minutes: wholeNumber("Rounding", { min: 1, max: 240, words: "minutes" }).default(15),
    overtime_counts_early_arrival: z.boolean().default(false),
    overtime_requires_approval: z.boolean().default(true),
    off_day_work_is_overtime: z.boolean().default(true),
    /** Empty: no late-mark rule. */
    late_marks_every_nth: z
      .union([z.literal(""), z.null(), wholeNumber("Every Nth late mark", { min: 1, max: 31 })])
      .transform((v) => (v === "" || v === null ? null : v))
      .default(null),
    late_marks_penalty_half_days: wholeNumber("Penalty", { min: 1, max: 2, too: { low: "Penalty is 1 or 2 half days", high: "Penalty is 1 or 2 half days" } }).default(1),
    cycle_start_day: wholeNumber("Cycle start", { min: 1, max: 28, too: { low: "Cycle start is a day from 1 to 28", high: "Cycle start is a day from 1 to 28" } }).default(1),
    optional_holiday_quota: wholeNumber("Quota", { min: 0, max: 12 }).default(2),
    /** Factories Act s.64(4): 50 hours a quarter unless the state's rules allow more. */
    overtime_quarter_limit_hours: wholeNumber("The overtime limit", { min: 1, max: 500, words: "hours" }).default(50),
  })
  .superRefine((s, ctx) => {
    if (s.half_day_min_minutes > s.full_day_min_minutes) ctx.addIssue({ code: "custom", path: ["half_day_min_minutes"], message: "Half day cannot need more than a full day" });
    if ((s.lunch_start === "") !== (s.lunch_end === "")) ctx.addIssue({ code: "custom", path: [s.lunch_start ? "lunch_end" : "lunch_start"], message: "Give lunch a start and an end, or neither" });
    if (s.lunch_start && s.lunch_start === s.lunch_end) ctx.addIssue({ code: "custom", path: ["lunch_end"], message: "Lunch must have a length" });
  });
export type AttendanceSettingsInput = z.input<typeof AttendanceSettingsSchema>;
export type AttendanceSettings = z.output<typeof AttendanceSettingsSchema>;

// ─── Requests (through approvals) ────────────────────────────────────────────────────────────────────

export const ATTENDANCE_REQUEST_TYPES = ["regularisation", "on_duty", "wfh", "overtime"] as const;
export type AttendanceRequestType = (typeof ATTENDANCE_REQUEST_TYPES)[number];
const PORTION = z.enum(["full", "first_half", "second_half"], { error: "Choose full day, first half or second half" }).default("full");
const reason = z.string({ error: "Give a reason" }).trim().min(3, "Give a reason of at least 3 characters").max(500, "The reason is at most 500 characters");

export const AttendanceRequestSchema = z.discriminatedUnion(
  "type",
  [
    z
      .strictObject({
        type: z.literal("regularisation"),
        day: dayField("Date", { notAfterToday: true, min: "2000-01-01" }),
        in_time: z.union([z.literal(""), clockField("In time")]).default(""),
        /** At or before the in time: the next morning (a night shift). */
        out_time: z.union([z.literal(""), clockField("Out time")]).default(""),
        reason,
      })
      .refine((r) => r.in_time !== "" || r.out_time !== "", { error: "Give the in time, the out time or both", path: ["in_time"] }),
    z.strictObject({ type: z.literal("on_duty"), day: dayField("Date", { min: "2000-01-01" }), portion: PORTION, reason }),
    z.strictObject({ type: z.literal("wfh"), day: dayField("Date", { min: "2000-01-01" }), portion: PORTION, reason }),
    z.strictObject({
      type: z.literal("overtime"),
      day: dayField("Date", { notAfterToday: true, min: "2000-01-01" }),
      minutes: wholeNumber("Minutes", { min: 1, max: 960, words: "minutes" }),
      reason,
    }),
  ],
  { error: "Choose regularisation, on duty, work from home or overtime" },
);
export type AttendanceRequestInput = z.input<typeof AttendanceRequestSchema>;
export type AttendanceRequest = z.output<typeof AttendanceRequestSchema>;

// ─── Queries ─────────────────────────────────────────────────────────────────────────────────────────

export const CalendarQuerySchema = z.strictObject({ month: MonthSchema, employee_id: optionalUuid("person") });

export const MusterQuerySchema = z.strictObject({
  month: MonthSchema,
  workspace_id: optionalUuid("workspace"),
  department_id: optionalUuid("department"),
  q: z.string().trim().max(100).optional(),
});
export type MusterQuery = z.output<typeof MusterQuerySchema>;

export const DeviceKeyInputSchema = z.strictObject({ label: nameText("Device name", 60) });

// ─── Views ───────────────────────────────────────────────────────────────────────────────────────────

export interface DayView {
  day: string;
  status: DayStatusName | null;
  code: string;
  shift: string | null;
  first_in: string | null;
  last_out: string | null;
  worked_minutes: number;
  break_minutes: number;
  late_by_minutes: number;
  early_by_minutes: number;
  late_mark: boolean;
  overtime_minutes: number;
  missing_punch: "in" | "out" | null;
  reasons: string[];
  /** Half days the cycle's late-mark rule takes on this day. */
  penalty_half_days: number;
}

export interface CycleTotals {
  /** Payable days: present, leave, on duty, WFH, weekly offs and holidays, less loss of pay. */
  paid_days: number;
  lop_days: number;
  present_days: number;
  late_marks: number;
  overtime_minutes: number;
  missing_punch_days: number;
  /** Minutes worked in the cycle (hourly-rated pay); absent in totals locked before it was kept. */
  worked_minutes?: number;
}

/** Overtime so far in the calendar quarter against the firm's limit: "approaching" from 80% of it. */
export interface OvertimeAlert {
  quarter_minutes: number;
  limit_minutes: number;
  level: "approaching" | "over" | null;
}

export interface CalendarView {
  employee: { id: string; name: string; code: string };
  month: string;
  from: string;
  to: string;
  days: DayView[];
  totals: CycleTotals;
  punches: { at: string; kind: string | null; direction: string; source: string }[];
  can_request: boolean;
  overtime: OvertimeAlert;
  /** When the cycle was locked for payroll; a correction after it goes to the next cycle as an adjustment. */
  locked_at: string | null;
}

export interface TodayView {
  day: string;
  state: "not_in" | "working" | "on_break" | "done";
  shift: { name: string; start: string; end: string } | null;
  punches: { at: string; kind: string | null; source: string }[];
  next: PunchKind[];
  worked_minutes: number;
  /** Something the person should know about today's punches (a clock-in outside the shift's hours). */
  notice: string | null;
  fence: { required: boolean; workspace: string | null; radius_m: number | null };
}

export interface MusterRow {
  employee: { id: string; name: string; code: string; workspace: string | null; department: string | null };
  codes: string[];
  totals: CycleTotals;
  overtime: OvertimeAlert;
}
export interface MusterView {
  month: string;
  from: string;
  to: string;
  days: string[];
  rows: MusterRow[];
  total: number;
  locked_at: string | null;
}

export function isMonth(value: string): boolean {
  return MonthSchema.safeParse(value).success && isRealDay(`${value}-01`);
}
