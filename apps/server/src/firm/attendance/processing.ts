// Day records from the firm's rows: load what the engine needs for a set of people and days (their plans,
// punches and the policy), run it, and replace the stored day records. Every change to an input ends here,
// so a day record always says what its inputs say. Work is done a chunk of people at a time so a firm of
// 10,000 is a few hundred queries, not a few hundred thousand.
import { type DayResult, type PunchInput, processAttendanceUnchecked } from "@vetan/attendance";
import { addDays, daysBetween, indiaDayStart, indiaToday } from "@vetan/shared/dates";
import type { WeeklyOff } from "@vetan/shared/people";
import { and, asc, count, eq, gte, inArray, lt, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { approvalRequests, attendanceDays, employees, holidayPicks, holidays, punches, shiftRosters, shifts, workspaces } from "../../db/schema.ts";
import { bulkInsert, type Cell } from "../../platform/db/bulk.ts";
import type { Tx } from "../../platform/db/client.ts";
import { type ApprovedDayRequest, type PlanContext, type PlanPerson, type PlanRoster, type PlanShift, planDays } from "./plans.ts";
import { loadSettings } from "./settings.ts";
import { approvedLeaveDays } from "./leave-days.ts";

const CHUNK = 400;

export interface FirmCalendar {
  shifts: Map<string, PlanShift>;
  rosters: PlanRoster[];
  holidays: PlanContext["holidays"];
  weeklyOffs: Map<string, readonly WeeklyOff[]>;
}

/** The firm-wide parts of every plan: shifts, rosters, holidays and weekly offs (small tables). */
export async function loadCalendar(tx: Tx, firmId: string, from: string, to: string): Promise<FirmCalendar> {
  // One after another: a transaction is one connection, which runs one query at a time anyway.
  const shiftRows = await tx.select().from(shifts).where(eq(shifts.firmId, firmId));
  const rosterRows = await tx.select().from(shiftRosters).where(and(eq(shiftRosters.firmId, firmId), lte(shiftRosters.startsOn, to), or(sql`${shiftRosters.endsOn} is null`, gte(shiftRosters.endsOn, from))));
  const holidayRows = await tx.select().from(holidays).where(and(eq(holidays.firmId, firmId), gte(holidays.day, from), lte(holidays.day, to)));
  const wsRows = await tx.select({ id: workspaces.id, weeklyOffs: workspaces.weeklyOffs }).from(workspaces).where(eq(workspaces.firmId, firmId));
  return {
    shifts: new Map(shiftRows.map((s) => [s.id, s])),
    rosters: rosterRows.map((r) => ({ ...r, pattern: r.pattern })),
    holidays: holidayRows,
    weeklyOffs: new Map(wsRows.map((w) => [w.id, w.weeklyOffs])),
  };
}

/** Approved leave, on-duty and work-from-home days of these people between from and to. */
async function approvedDays(tx: Tx, firmId: string, ids: string[], from: string, to: string): Promise<ApprovedDayRequest[]> {
  return [...(await approvedLeaveDays(tx, firmId, ids, from, to)), ...(await approvedDayRequests(tx, firmId, ids, from, to))];
}

async function approvedDayRequests(tx: Tx, firmId: string, ids: string[], from: string, to: string): Promise<ApprovedDayRequest[]> {
  const rows = await tx
    .select({ subjectId: approvalRequests.subjectId, type: approvalRequests.requestType, payload: approvalRequests.payload })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.firmId, firmId),
        inArray(approvalRequests.requestType, ["on_duty", "wfh"]),
        eq(approvalRequests.status, "approved"),
        inArray(approvalRequests.subjectId, ids),
        sql`${approvalRequests.payload} ->> 'day' between ${from} and ${to}`,
      ),
    );
  return rows.map((r) => ({
    employeeId: r.subjectId,
    type: r.type as "on_duty" | "wfh",
    day: String(r.payload.day),
    portion: (r.payload.portion as ApprovedDayRequest["portion"]) ?? "full",
    label: r.type === "wfh" ? "Work from home" : "On duty",
  }));
}

export function personOf(e: Pick<typeof employees.$inferSelect, "id" | "joiningDate" | "lastWorkingDay" | "status" | "workspaceId" | "departmentId">): PlanPerson {
  return {
    id: e.id,
    joiningDate: e.joiningDate,
    lastDay: e.status === "exited" ? (e.lastWorkingDay ?? e.joiningDate) : null,
    workspaceId: e.workspaceId,
    departmentId: e.departmentId,
  };
}

/** The stored columns of a day record, in the order `dayRow` gives them. */
const DAY_COLUMNS = [
  "firm_id", "employee_id", "day", "status", "first_half", "second_half", "shift_code", "first_in", "last_out", "worked_minutes", "break_minutes",
  "late_by_minutes", "early_by_minutes", "late_mark", "early_mark", "worked_on_off", "overtime_minutes", "overtime_needs_approval", "missing_punch", "leave_code",
] as const;

function dayRow(firmId: string, employeeId: string, d: DayResult, leaveCode: string | null): Cell[] {
  return [
    firmId,
    employeeId,
    d.date,
    d.status,
    d.firstHalf,
    d.secondHalf,
    d.shift?.code ?? null,
    d.firstIn ? new Date(d.firstIn) : null,
    d.lastOut ? new Date(d.lastOut) : null,
    d.workedMinutes,
    d.breakMinutes,
    d.lateByMinutes,
    d.earlyByMinutes,
    d.lateMark,
    d.earlyMark,
    d.workedOnOff,
    d.overtimeMinutes,
    d.overtimeNeedsApproval,
    d.missingPunch ?? null,
    d.status === "leave" ? leaveCode : null,
  ];
}

/** Employees on the rolls at some point from..to. */
export const onRolls = (firmId: string, from: string, to: string): SQL[] => [eq(employees.firmId, firmId), lte(employees.joiningDate, to), or(ne(employees.status, "exited"), gte(employees.lastWorkingDay, from)) as SQL];

/** The ids of everyone on the rolls at some point from..to, in a stable order. */
export async function peopleOnRolls(tx: Tx, firmId: string, from: string, to: string): Promise<string[]> {
  return (await tx.select({ id: employees.id }).from(employees).where(and(...onRolls(firmId, from, to))).orderBy(asc(employees.id))).map((r) => r.id);
}

type PlanRow = Pick<typeof employees.$inferSelect, "id" | "joiningDate" | "lastWorkingDay" | "status" | "workspaceId" | "departmentId">;
const PLAN_COLUMNS = { id: employees.id, joiningDate: employees.joiningDate, lastWorkingDay: employees.lastWorkingDay, status: employees.status, workspaceId: employees.workspaceId, departmentId: employees.departmentId };

/** What the engine needs of a chunk of people beyond the firm's calendar: punches, holiday picks, approved days. */
interface ChunkInputs {
  punchesOf: Map<string, Required<PunchInput>[]>;
  ctx: PlanContext;
  leaveCodes: Map<string, string>;
}

/** Reads a chunk's inputs: three queries, one after another (a transaction is one connection). */
async function loadChunk(tx: Tx, firmId: string, calendar: FirmCalendar, ids: string[], planFrom: string, planTo: string): Promise<ChunkInputs> {
  // Each person's punches as one JSON array of [epoch ms, direction, source]: the driver then parses a
  // value per person instead of four per punch (a month of 400 people is some 16,000 punches).
  const punchRows = await tx
    .select({
      employeeId: punches.employeeId,
      list: sql<string>`json_agg(json_build_array((extract(epoch from ${punches.at}) * 1000)::bigint, ${punches.direction}, ${punches.source}))::text`,
    })
    .from(punches)
    .where(and(eq(punches.firmId, firmId), inArray(punches.employeeId, ids), gte(punches.at, new Date(indiaDayStart(planFrom))), lt(punches.at, new Date(indiaDayStart(addDays(planTo, 1))))))
    .groupBy(punches.employeeId);
  const pickRows = await tx.select().from(holidayPicks).where(and(eq(holidayPicks.firmId, firmId), inArray(holidayPicks.employeeId, ids)));
  const requests = await approvedDays(tx, firmId, ids, planFrom, planTo);
  const punchesOf = new Map<string, Required<PunchInput>[]>();
  for (const { employeeId, list } of punchRows) {
    punchesOf.set(
      employeeId,
      (JSON.parse(list) as [number, "in" | "out" | "unknown" | null, string | null][]).map(([at, direction, source]) => ({ at: Number(at), direction: direction ?? "unknown", source: source ?? "device" })),
    );
  }
  return {
    punchesOf,
    ctx: { ...calendar, picks: new Set(pickRows.map((p) => `${p.employeeId}:${p.holidayId}`)), requests },
    leaveCodes: new Map(requests.filter((r) => r.code).map((r) => [`${r.employeeId}|${r.day}`, r.code as string])),
  };
}

/** The engine's days for one person from their plan, punches and the policy (planFrom..planTo, a day either side). */
function workDays(person: PlanRow, inputs: ChunkInputs, policy: Awaited<ReturnType<typeof loadSettings>>["policy"], planFrom: string, planTo: string): DayResult[] {
  const days = planDays(personOf(person), planFrom, planTo, inputs.ctx);
  if (days.length === 0) return [];
  return processAttendanceUnchecked({ punches: inputs.punchesOf.get(person.id) ?? [], days, policy }).days;
}

/**
 * Recomputes the day records of `employeeIds` (null: everyone on the rolls) from `from` to `to`, never past
 * India's today. Returns the number of day records written.
 */
export async function recompute(
  tx: Tx,
  firmId: string,
  employeeIds: readonly string[] | null,
  from: string,
  to: string,
): Promise<number> {
  const today = indiaToday();
  const last = to < today ? to : today;
  if (from > last) return 0;
  // One recompute of a firm at a time: a read filling gaps and the refresh job may reach the same person,
  // and two transactions writing the same day records would collide on their key.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`attendance-days:${firmId}`}))`);
  // A day's punches can belong to its neighbour (a night shift's morning out), so plan one day either side.
  const planFrom = addDays(from, -1);
  const planTo = addDays(last, 1);
  const settings = await loadSettings(tx, firmId);
  const calendar = await loadCalendar(tx, firmId, planFrom, planTo);
  const scope = onRolls(firmId, from, last);
  if (employeeIds) scope.push(inArray(employees.id, [...employeeIds]));
  // Only what a plan reads of a person: a whole employee row is many times the bytes.
  const people: PlanRow[] = employeeIds && employeeIds.length === 0 ? [] : await tx.select(PLAN_COLUMNS).from(employees).where(and(...scope)).orderBy(asc(employees.id));
  let written = 0;
  // One query at a time: a transaction is one connection, and queueing a second query on a busy
  // node-postgres client is deprecated (measured: overlapping the write with the engine gained nothing,
  // as each step of a write waits for this thread to send the next).
  for (let i = 0; i < people.length; i += CHUNK) {
    const chunk = people.slice(i, i + CHUNK);
    const ids = chunk.map((p) => p.id);
    const inputs = await loadChunk(tx, firmId, calendar, ids, planFrom, planTo);
    const rows: Cell[][] = [];
    for (const person of chunk) {
      for (const d of workDays(person, inputs, settings.policy, planFrom, planTo)) {
        if (d.date >= from && d.date <= last) rows.push(dayRow(firmId, person.id, d, inputs.leaveCodes.get(`${person.id}|${d.date}`) ?? null));
      }
    }
    await tx.delete(attendanceDays).where(and(eq(attendanceDays.firmId, firmId), inArray(attendanceDays.employeeId, ids), gte(attendanceDays.day, from), lte(attendanceDays.day, last)));
    await bulkInsert(tx, "attendance_days", DAY_COLUMNS, rows);
    written += rows.length;
  }
  return written;
}

/**
 * The working in words of one person's days from..to (up to today), by the engine from the same inputs the
 * stored records came from: what the calendar's day dialog shows. Records are dropped whenever an input
 * changes, so these words and the stored figures agree.
 */
export async function explainDays(tx: Tx, firmId: string, employeeId: string, from: string, to: string): Promise<Map<string, string[]>> {
  const last = to < indiaToday() ? to : indiaToday();
  const words = new Map<string, string[]>();
  if (from > last) return words;
  const planFrom = addDays(from, -1);
  const planTo = addDays(last, 1);
  const [person] = await tx.select(PLAN_COLUMNS).from(employees).where(and(eq(employees.firmId, firmId), eq(employees.id, employeeId)));
  if (!person) return words;
  const settings = await loadSettings(tx, firmId);
  const inputs = await loadChunk(tx, firmId, await loadCalendar(tx, firmId, planFrom, planTo), [employeeId], planFrom, planTo);
  for (const d of workDays(person, inputs, settings.policy, planFrom, planTo)) if (d.date >= from && d.date <= last) words.set(d.date, d.reasons);
  return words;
}

type Employee = typeof employees.$inferSelect;

/** Days on the rolls from..to (inclusive) of someone who joined and may have left. */
function employedDays(e: Pick<Employee, "joiningDate" | "status" | "lastWorkingDay">, from: string, to: string): number {
  const start = e.joiningDate > from ? e.joiningDate : from;
  const end = e.status === "exited" && e.lastWorkingDay && e.lastWorkingDay < to ? e.lastWorkingDay : to;
  return end < start ? 0 : daysBetween(start, end) + 1;
}

/**
 * Day records are derived and may be missing: dropped by new punches (the refresh job recomputes them
 * soon after) or by a change of rules reaching far back. Anyone whose records from..to (up to today) are
 * fewer than their days on the rolls is recomputed now; returns how many people were.
 */
export async function fillMissingDays(tx: Tx, firmId: string, people: readonly Pick<Employee, "id" | "joiningDate" | "status" | "lastWorkingDay">[], from: string, to: string): Promise<number> {
  const last = to < indiaToday() ? to : indiaToday();
  if (people.length === 0 || from > last) return 0;
  const have = await tx
    .select({ id: attendanceDays.employeeId, n: count() })
    .from(attendanceDays)
    .where(and(eq(attendanceDays.firmId, firmId), inArray(attendanceDays.employeeId, people.map((p) => p.id)), gte(attendanceDays.day, from), lte(attendanceDays.day, last)))
    .groupBy(attendanceDays.employeeId);
  const counts = new Map(have.map((h) => [h.id, h.n]));
  const stale = people.filter((p) => (counts.get(p.id) ?? 0) < employedDays(p, from, last)).map((p) => p.id);
  if (stale.length > 0) await recompute(tx, firmId, stale, from, last);
  return stale.length;
}
