// Public API of @vetan/attendance: a pure attendance engine (punches + shifts + policy → day records).
// See README.md.

import { AttendanceInputSchema } from "./policy.ts";
import { type AttendanceResult, processAttendanceUnchecked } from "./process.ts";

export interface FieldError {
  /** Dotted path of the field, e.g. "days.3.shift.start". */
  path: string;
  message: string;
}

/** Thrown by processAttendance for input that fails validation; `errors` lists every bad field. */
export class AttendanceInputError extends Error {
  readonly errors: FieldError[];
  constructor(errors: FieldError[]) {
    super(errors.map((e) => `${e.path || "(input)"}: ${e.message}`).join("\n"));
    this.name = "AttendanceInputError";
    this.errors = errors;
  }
}

/** Validates the input (applying its defaults), then computes every day. */
export function processAttendance(raw: unknown): AttendanceResult {
  const r = AttendanceInputSchema.safeParse(raw);
  if (!r.success) throw new AttendanceInputError(r.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message })));
  return processAttendanceUnchecked(r.data);
}

export { processAttendanceUnchecked, type AttendanceResult };
export {
  AttendanceInputSchema,
  DayPlanSchema,
  FixedBreakSchema,
  PolicySchema,
  PolicyVersionSchema,
  PunchSchema,
  ShiftSchema,
  DAY_TYPES,
  DIRECTIONS,
  PORTIONS,
  policyInForce,
  type AttendanceInput,
  type AttendanceInputRaw,
  type ApprovedRequest,
  type DayPlan,
  type DayType,
  type Direction,
  type PolicyVersion,
  type PolicyVersionInput,
  type Punch,
  type PunchInput,
  type Portion,
  type Shift,
} from "./policy.ts";
export { computeDay, DAY_STATUSES, type DayResult, type DayStatus, type Session } from "./day.ts";
export { assignPunches, dedupePunches, resolveDirections, shiftTimes, DUPLICATE_WINDOW_MS, type NormalisedPunch, type ShiftTimes } from "./punches.ts";
export { applyLateMarkRule, summariseMonth, type LateMarkPenalty, type CycleDay, type LateMarkRule, type MonthSummary } from "./month.ts";
export { formatClock, formatMinutes, istClock, istDayStart, parseClock, IST_OFFSET_MINUTES } from "./time.ts";
