// Leave inputs and views, shared by the forms and the API (issue 16, decision 021). The engine's contract
// (policy versions in hundredths of a day, events, the ledger) lives in @vetan/leave; these are the
// product's inputs in days as people type them ("1.5"), with the messages they see.
import { z } from "zod";
import { dayField, formatDay } from "./dates.ts";
import { EMPLOYMENT_TYPES, GENDERS, nameText } from "./people.ts";
import { MonthSchema } from "./attendance.ts";

export const LEAVE_COLOURS = ["teal", "blue", "violet", "amber", "rose", "green", "slate", "orange"] as const;
export type LeaveColour = (typeof LEAVE_COLOURS)[number];
export const LEAVE_HALVES = ["first", "second"] as const;
export type LeaveHalf = (typeof LEAVE_HALVES)[number];
export const LEAVE_STATUSES = ["pending", "approved", "rejected", "cancelled"] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

const optionalUuid = (what: string) =>
  z
    .string()
    .max(100)
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.uuid({ error: `Choose ${what} from the list` }).optional());

/**
 * A number of days typed in a box or sent as JSON: at most two decimals (1.25 a month), within bounds. An
 * empty box is "required" (or null where `optional`), never a silent 0.
 */
export function daysField(label: string, opts: { min: number; max: number }) {
  return z.union([z.number(), z.string()], { error: `${label} is required` }).transform((raw, ctx) => {
    const text = typeof raw === "string" ? raw.trim() : String(raw);
    if (text === "") {
      ctx.addIssue({ code: "custom", message: `${label} is required` });
      return z.NEVER;
    }
    const n = Number(text);
    if (!Number.isFinite(n)) ctx.addIssue({ code: "custom", message: `${label} must be a number of days, like 1.5` });
    else if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6) ctx.addIssue({ code: "custom", message: `${label} can have at most two decimals, like 1.25` });
    else if (n < opts.min) ctx.addIssue({ code: "custom", message: opts.min === 0 ? `${label} cannot be negative` : `${label} must be at least ${opts.min} days` });
    else if (n > opts.max) ctx.addIssue({ code: "custom", message: `${label} must be at most ${opts.max} days` });
    else return n;
    return z.NEVER;
  });
}

/** "" or absent is null ("no limit", "never"); otherwise as `field`. */
const orNone = <T extends z.ZodType>(field: T) => z.union([z.literal(""), z.null(), field]).optional().transform((v) => (v === "" || v === undefined || v === null ? null : (v as z.output<T>)));

function wholeDays(label: string, min: number, max: number) {
  return z.union([z.number(), z.string()], { error: `${label} is required` }).transform((raw, ctx) => {
    const text = typeof raw === "string" ? raw.trim() : String(raw);
    const n = Number(text);
    if (text === "" || !Number.isFinite(n)) ctx.addIssue({ code: "custom", message: `${label} must be a whole number of days` });
    else if (!Number.isInteger(n)) ctx.addIssue({ code: "custom", message: `${label} must be a whole number of days` });
    else if (n < min || n > max) ctx.addIssue({ code: "custom", message: `${label} must be between ${min} and ${max} days` });
    else return n;
    return z.NEVER;
  });
}

/** "3 Dec 2026 (from the afternoon) to 5 Dec 2026": a request's dates and halves in words, on screens and in messages alike. */
export function leaveRangeWords(r: { from: string; to: string; from_half: LeaveHalf; to_half: LeaveHalf }): string {
  if (r.from === r.to) return `${formatDay(r.from)}${r.from_half === r.to_half ? (r.from_half === "first" ? " (first half)" : " (second half)") : ""}`;
  return `${formatDay(r.from)}${r.from_half === "second" ? " (from the afternoon)" : ""} to ${formatDay(r.to)}${r.to_half === "first" ? " (until noon)" : ""}`;
}

// ─── Policies ────────────────────────────────────────────────────────────────────────────────────────

export const ACCRUALS = ["none", "monthly", "quarterly", "yearly", "worked"] as const;
export const ACCRUAL_LABELS: Record<(typeof ACCRUALS)[number], string> = {
  none: "Not credited (granted per occasion, or unpaid)",
  monthly: "Credited every month",
  quarterly: "Credited every quarter",
  yearly: "Credited once a year",
  worked: "Earned on days worked",
};
export const PRORATIONS = ["days", "cutoff", "none"] as const;
export const CARRY_FORWARD = ["none", "capped", "all"] as const;
export const ROUNDING_STEPS = ["0.01", "0.25", "0.5", "1"] as const;

/**
 * One dated version of a leave type's rules, flat as the form shows it. Fields that do not apply to the
 * chosen accrual are ignored (a monthly quota has no "days worked").
 */
const policyFields = {
  effective_from: dayField("Applies from", { min: "2000-01-01" }),
  year_start: z.enum(["calendar", "financial"], { error: "Choose the calendar year or the financial year" }).default("calendar"),
  accrual: z.enum(ACCRUALS, { error: "Choose how the leave is credited" }),
  per_year: daysField("Days a year", { min: 0, max: 366 }).default(0),
  timing: z.enum(["start", "end"], { error: "Choose the start or the end of the period" }).default("start"),
  proration: z.enum(PRORATIONS, { error: "Choose how a joiner's first period is credited" }).default("days"),
  cutoff_day: wholeDays("Cut-off day", 1, 28).default(15),
  per_days_worked: wholeDays("Days worked for each credit", 1, 365).default(20),
  worked_credit: daysField("Credit for them", { min: 0.01, max: 31 }).default(1),
  rounding_step: z.enum(ROUNDING_STEPS, { error: "Choose a rounding step" }).default("0.5"),
  rounding_mode: z.enum(["nearest", "down", "up"], { error: "Choose how to round" }).default("nearest"),
  carry_forward: z.enum(CARRY_FORWARD, { error: "Choose what carries into the next year" }).default("none"),
  carry_forward_cap: daysField("Carry forward up to", { min: 0, max: 366 }).default(0),
  carried_expire_after_days: orNone(wholeDays("Carried days expire after", 1, 366)),
  encash_cap: daysField("Encash up to", { min: 0, max: 366 }).default(0),
  tracks_balance: z.boolean({ error: "Say whether the leave is held to a balance" }).default(true),
  negative_limit: daysField("Balance may go below zero by", { min: 0, max: 60 }).default(0),
  comp_off_expires_after_days: orNone(wholeDays("Compensatory off expires after", 1, 366)),
  half_days: z.boolean({ error: "Say whether half days are allowed" }).default(true),
  sandwich: z.boolean({ error: "Say whether weekly offs and holidays between leave days count" }).default(false),
  min_days: daysField("Smallest request", { min: 0, max: 366 }).default(0),
  max_days: orNone(daysField("Largest request", { min: 0.5, max: 366 })),
  notice_days: wholeDays("Notice", 0, 365).default(0),
  document_above_days: orNone(daysField("Document needed above", { min: 0, max: 366 })),
  genders: z.array(z.enum(GENDERS, { error: "Choose from the list" }), { error: "Choose from the list" }).max(3).default([]),
};

function checkPolicy(p: { accrual: string; per_year: number; max_days: number | null; min_days: number }, ctx: z.RefinementCtx) {
  if (["monthly", "quarterly", "yearly"].includes(p.accrual) && p.per_year <= 0) ctx.addIssue({ code: "custom", path: ["per_year"], message: "Days a year must be more than 0 for leave that is credited" });
  if (p.max_days !== null && p.max_days < p.min_days) ctx.addIssue({ code: "custom", path: ["max_days"], message: "The largest request cannot be smaller than the smallest" });
}

export const LeavePolicySchema = z.strictObject(policyFields).superRefine(checkPolicy);
/** The fields of a policy version, to take them out of a new type's input. */
export const LEAVE_POLICY_KEYS = Object.keys(policyFields) as (keyof typeof policyFields)[];
export type LeavePolicyInput = z.input<typeof LeavePolicySchema>;
export type LeavePolicy = z.output<typeof LeavePolicySchema>;

const typeFields = {
  code: z
    .string({ error: "Code is required" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][A-Z0-9]{0,5}$/, { error: "Code is 1 to 6 letters or digits starting with a letter, like CL or EL" }),
  name: nameText("Name", 60),
  colour: z.enum(LEAVE_COLOURS, { error: "Choose a colour" }).default("teal"),
  /** Unpaid leave (leave without pay) reaches payroll as loss of pay. */
  paid: z.boolean({ error: "Say whether the leave is paid" }).default(true),
  /** Credited from attendance: a day worked on a weekly off or holiday earns one. */
  comp_off: z.boolean({ error: "Say whether the leave is earned by working on an off day" }).default(false),
  /** Who it is for; an empty list is everyone. */
  workspace_ids: z.array(z.uuid({ error: "Choose a workspace from the list" }), { error: "Choose workspaces from the list" }).max(100).default([]),
  department_ids: z.array(z.uuid({ error: "Choose a department from the list" }), { error: "Choose departments from the list" }).max(200).default([]),
  grades: z.array(z.string().trim().min(1).max(40), { error: "Grades must be a list" }).max(50).default([]),
  employment_types: z.array(z.enum(EMPLOYMENT_TYPES, { error: "Choose an employment type from the list" }), { error: "Choose employment types from the list" }).max(10).default([]),
};

export const LeaveTypeSchema = z.strictObject(typeFields);
export type LeaveTypeInput = z.input<typeof LeaveTypeSchema>;

/** A new leave type: what it is, who it is for, and its first rules. */
export const LeaveTypeCreateSchema = z.strictObject({ ...typeFields, ...policyFields }).superRefine(checkPolicy);
export type LeaveTypeCreateInput = z.input<typeof LeaveTypeCreateSchema>;

export const TemplatePickSchema = z.strictObject({
  codes: z.array(z.string().max(10), { error: "Choose templates" }).min(1, "Choose at least one template").max(20),
  effective_from: dayField("Applies from", { min: "2000-01-01" }),
});

// ─── Requests ────────────────────────────────────────────────────────────────────────────────────────

const leaveRange = {
  /** H or an admin applying for someone; absent: for oneself. */
  employee_id: optionalUuid("a person"),
  leave_type_id: z.uuid({ error: "Choose a leave type" }),
  from: dayField("From", { min: "2000-01-01" }),
  to: dayField("To", { min: "2000-01-01" }),
  from_half: z.enum(LEAVE_HALVES, { error: "Choose the first or second half" }).default("first"),
  to_half: z.enum(LEAVE_HALVES, { error: "Choose the first or second half" }).default("second"),
};
function checkRange(r: { from: string; to: string; from_half: LeaveHalf; to_half: LeaveHalf }, ctx: z.RefinementCtx) {
  if (r.to < r.from) ctx.addIssue({ code: "custom", path: ["to"], message: "To cannot be before From" });
  else if (r.from === r.to && r.from_half === "second" && r.to_half === "first") ctx.addIssue({ code: "custom", path: ["to_half"], message: "A single day cannot end before it starts" });
  else if (r.from.slice(0, 4) !== r.to.slice(0, 4) && Date.parse(r.to) - Date.parse(r.from) > 200 * 86_400_000) ctx.addIssue({ code: "custom", path: ["to"], message: "A request can cover at most 200 days" });
}

/** What the form asks for a preview: the days and balance, before anyone applies. */
export const LeavePreviewSchema = z.strictObject({ ...leaveRange }).superRefine(checkRange);
export type LeavePreviewInput = z.input<typeof LeavePreviewSchema>;

export const LeaveApplySchema = z
  .strictObject({
    ...leaveRange,
    reason: nameText("Reason", 500),
    /** A document of the person's (uploaded to their documents) for leave that needs one. */
    document_id: optionalUuid("a document"),
  })
  .superRefine(checkRange);
export type LeaveApplyInput = z.input<typeof LeaveApplySchema>;

export const LeaveAdjustmentSchema = z.strictObject({
  employee_id: z.uuid({ error: "Choose a person" }),
  leave_type_id: z.uuid({ error: "Choose a leave type" }),
  kind: z.enum(["adjust", "encash"], { error: "Choose an adjustment or an encashment" }).default("adjust"),
  date: dayField("Date", { min: "2000-01-01" }),
  /** Signed for an adjustment (−2 takes two days away); positive for an encashment. */
  days: daysField("Days", { min: -366, max: 366 }).refine((d) => d !== 0, { error: "Days cannot be 0" }),
  reason: nameText("Reason", 300),
});
export type LeaveAdjustmentInput = z.input<typeof LeaveAdjustmentSchema>;

export const LeaveRequestsQuerySchema = z.strictObject({
  employee_id: optionalUuid("a person"),
  status: z.enum([...LEAVE_STATUSES, "any"], { error: "Choose a status" }).default("any"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  /** Opaque: the `next_cursor` of the previous page (keyset paging; `offset` is ignored with it). */
  cursor: z.string().max(500, "Not a valid cursor").optional(),
});

export const BalancesQuerySchema = z.strictObject({
  employee_id: optionalUuid("a person"),
  as_of: dayField("As of", { min: "2000-01-01" }).optional(),
});

export const LedgerQuerySchema = z.strictObject({
  employee_id: optionalUuid("a person"),
  leave_type_id: z.uuid({ error: "Choose a leave type" }),
  /** Any day of the leave year to show; absent: this one. */
  year_of: dayField("Year", { min: "2000-01-01" }).optional(),
});

export const TeamCalendarQuerySchema = z.strictObject({
  month: MonthSchema,
  workspace_id: optionalUuid("a workspace"),
  department_id: optionalUuid("a department"),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const BalancesReportQuerySchema = z.strictObject({
  as_of: dayField("As of", { min: "2000-01-01" }).optional(),
  leave_type_id: optionalUuid("a leave type"),
  workspace_id: optionalUuid("a workspace"),
  department_id: optionalUuid("a department"),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type BalancesReportQuery = z.output<typeof BalancesReportQuerySchema>;

export const YearEndQuerySchema = z.strictObject({
  leave_type_id: z.uuid({ error: "Choose a leave type" }),
  /** The first day of the leave year that is closing. */
  year_start: dayField("Year", { min: "2000-01-01" }),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const YearEndRunSchema = z.strictObject({
  leave_type_id: z.uuid({ error: "Choose a leave type" }),
  year_start: dayField("Year", { min: "2000-01-01" }),
});

// ─── Views ───────────────────────────────────────────────────────────────────────────────────────────

export interface LeaveTypeBrief {
  id: string;
  code: string;
  name: string;
  colour: LeaveColour;
  paid: boolean;
}

export interface LeaveTypeView extends LeaveTypeBrief {
  comp_off: boolean;
  archived: boolean;
  workspace_ids: string[];
  department_ids: string[];
  grades: string[];
  employment_types: string[];
  /** The rules in force today, as the form shows them (days as numbers). */
  policy: LeavePolicy;
  versions: { effective_from: string; summary: string[] }[];
  /** The rules in words: "12 days a year, credited monthly at the start", "Lapses at the end of the year". */
  summary: string[];
  /** People it applies to now. */
  people: number;
}

export interface LeaveTemplateView {
  code: string;
  name: string;
  colour: LeaveColour;
  paid: boolean;
  comp_off: boolean;
  summary: string[];
  /** Already a type of the firm's (by code). */
  exists: boolean;
}

export interface LeaveBalanceView {
  leave_type: LeaveTypeBrief;
  tracks_balance: boolean;
  /** Days, as of the date asked. */
  balance: number;
  /** Days asked for in requests still waiting. */
  pending: number;
  /** What a new request may take: the balance less pending, plus how far below zero the policy allows. */
  available: number;
  expiring: { on: string; days: number }[];
  year: { start: string; end: string; label: string };
  credited_this_year: number;
  taken_this_year: number;
}

export interface BalancesView {
  employee: { id: string; name: string; code: string };
  as_of: string;
  balances: LeaveBalanceView[];
  /** The caller may apply for this person (themself, or HR/admin for someone in scope). */
  can_apply: boolean;
  /** The caller may adjust this person's balances (HR in scope, admins; never their own). */
  can_adjust: boolean;
}

export interface LedgerEntryView {
  date: string;
  kind: "credit" | "comp_off" | "adjustment" | "debit" | "reversal" | "encashment" | "carry_forward" | "lapse" | "expiry";
  days: number;
  balance: number;
  reason: string;
}

export interface LedgerView {
  employee: { id: string; name: string; code: string };
  leave_type: LeaveTypeBrief;
  year: { start: string; end: string; label: string };
  opening: number;
  entries: LedgerEntryView[];
  closing: number;
  /** Leave years with entries, newest first, to move between. */
  years: { start: string; label: string }[];
  warnings: string[];
}

export interface LeavePreviewView {
  leave_type: LeaveTypeBrief;
  days: number;
  by_day: { day: string; counted: number; note: string }[];
  working: string;
  tracks_balance: boolean;
  balance_before: number;
  pending: number;
  balance_after: number;
  needs_document: boolean;
  refusals: { field: string; message: string }[];
}

export interface LeaveRequestView {
  id: string;
  approval_id: string;
  employee: { id: string; name: string; code: string };
  leave_type: LeaveTypeBrief;
  from: string;
  to: string;
  from_half: LeaveHalf;
  to_half: LeaveHalf;
  days: number;
  reason: string;
  status: LeaveStatus;
  cancelled_on: string | null;
  applied_by: { id: string; name: string };
  document_id: string | null;
  created_at: string;
  can_cancel: boolean;
}

export interface LeaveRequestsPage {
  data: LeaveRequestView[];
  total: number;
  /** The cursor of the next page; null on the last. */
  next_cursor: string | null;
}

export interface TeamCalendarView {
  month: string;
  from: string;
  to: string;
  /** Firm-wide holidays by day (a workspace's own are on each person's offs). */
  holidays: { day: string; name: string }[];
  people: {
    employee: { id: string; name: string; code: string; department: string | null };
    away: { day: string; leave_type: LeaveTypeBrief; status: "approved" | "pending"; portion: "full" | "first_half" | "second_half" }[];
    offs: { day: string; kind: "weekly_off" | "holiday"; name?: string }[];
  }[];
  /** Away on each day (approved, full or half), across the people in scope and filters. */
  away_by_day: Record<string, number>;
  total: number;
}

export interface BalancesReportView {
  as_of: string;
  types: LeaveTypeBrief[];
  rows: {
    employee: { id: string; name: string; code: string; workspace: string | null; department: string | null };
    /** By leave type id: the balance in days; null where the type does not apply to the person. */
    balances: Record<string, number | null>;
  }[];
  total: number;
}

export interface YearEndRowView {
  employee: { id: string; name: string; code: string };
  closing: number;
  carried: number;
  lapsed: number;
  encashed: number;
  carried_expires_on: string | null;
}

export interface YearEndView {
  leave_type: LeaveTypeBrief;
  year: { start: string; end: string; label: string };
  next_start: string;
  /** Closing can run once the year has ended. */
  can_run: boolean;
  closed: { at: string; by: string; job_id: string | null } | null;
  rows: YearEndRowView[];
  totals: { people: number; closing: number; carried: number; lapsed: number; encashed: number };
  total: number;
  /** Leave years that may be previewed, newest first. */
  years: { start: string; label: string; closed: boolean }[];
}
