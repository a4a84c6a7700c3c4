// What a replay needs, read from the firm's rows: the leave types with their dated rules, and each
// person's events (approved requests, adjustments, encashments, compensatory off earned in attendance,
// days worked where a type accrues on them) and requests still waiting. Read for many people at once, so a
// report of 10,000 is a handful of queries, not 60,000.
import type { LeaveEvent, LeavePerson, LeavePolicyVersion, LedgerInput } from "@vetan/leave";
import type { LeavePolicy } from "@vetan/shared/leave";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { approvalRequests, attendanceDays, type employees, leaveEntries, leavePolicyVersions, leaveRequests, leaveTypes } from "../../db/schema.ts";
import type { Tx } from "../../platform/db/client.ts";
import { policyInForce } from "@vetan/attendance";
import { loadSettings } from "../attendance/settings.ts";
export { requestPortions } from "../attendance/leave-days.ts";
import { appliesTo, engineVersion, type LeaveTypeRow, policyOf, policyOn } from "./rules.ts";

export interface FirmLeaveType {
  row: LeaveTypeRow;
  /** The form's rules, oldest version first. */
  policies: LeavePolicy[];
  /** The engine's versions, in the same order. */
  engine: LeavePolicyVersion[];
}

/** The rules in force on `day`. */
export const rulesOn = (t: FirmLeaveType, day: string): LeavePolicy => policyOn(t.policies.map((p) => ({ ...p, effectiveFrom: p.effective_from })), day);

export async function loadTypes(tx: Tx, firmId: string, opts: { archived?: boolean; ids?: readonly string[] } = {}): Promise<FirmLeaveType[]> {
  const where: SQL[] = [eq(leaveTypes.firmId, firmId)];
  if (!opts.archived) where.push(eq(leaveTypes.archived, false));
  if (opts.ids) where.push(inArray(leaveTypes.id, [...opts.ids]));
  const rows = await tx.select().from(leaveTypes).where(and(...where)).orderBy(asc(leaveTypes.createdAt), asc(leaveTypes.code));
  if (rows.length === 0) return [];
  const versions = await tx
    .select()
    .from(leavePolicyVersions)
    .where(and(eq(leavePolicyVersions.firmId, firmId), inArray(leavePolicyVersions.leaveTypeId, rows.map((r) => r.id))))
    .orderBy(asc(leavePolicyVersions.effectiveFrom));
  return rows.map((row) => {
    const policies = versions.filter((v) => v.leaveTypeId === row.id).map(policyOf);
    return { row, policies, engine: policies.map((p) => engineVersion(p, row)) };
  });
}

type Employee = typeof employees.$inferSelect;
export type LeaveEmployee = Pick<Employee, "id" | "joiningDate" | "lastWorkingDay" | "status" | "gender" | "employmentType" | "workspaceId" | "departmentId" | "grade">;

export const leavePersonOf = (e: LeaveEmployee): LeavePerson => ({
  joiningDate: e.joiningDate,
  lastDay: e.status === "exited" ? (e.lastWorkingDay ?? e.joiningDate) : null,
  gender: e.gender,
  employmentType: e.employmentType,
});

/** Whether the type is for the person, by the rules in force on `day`. */
export const typeApplies = (t: FirmLeaveType, e: LeaveEmployee, day: string) => appliesTo(t.row, rulesOn(t, day), e);

export interface PendingRequest {
  id: string;
  from: string;
  days: number;
}

export interface PeopleEvents {
  /** By `${employeeId}:${typeId}`. */
  events: Map<string, LeaveEvent[]>;
  pending: Map<string, PendingRequest[]>;
  /** Days worked, by employee (only read when a type accrues on them). */
  worked: Map<string, string[]>;
}

export const eventKey = (employeeId: string, typeId: string) => `${employeeId}:${typeId}`;

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The events of these people (null: everyone) for these types. Compensatory off comes from attendance: a
 * weekly off or holiday worked for a full day (by the attendance policy in force) earns a day, for half of
 * one half a day.
 */
export async function loadEvents(tx: Tx, firmId: string, ids: readonly string[] | null, types: readonly FirmLeaveType[]): Promise<PeopleEvents> {
  const out: PeopleEvents = { events: new Map(), pending: new Map(), worked: new Map() };
  if ((ids && ids.length === 0) || types.length === 0) return out;
  const typeIds = types.map((t) => t.row.id);
  const labels = new Map(types.map((t) => [t.row.id, t.row.name]));
  const people = (column: typeof leaveRequests.employeeId | typeof leaveEntries.employeeId | typeof attendanceDays.employeeId) => (ids ? inArray(column, [...ids]) : undefined);

  // Each person's requests as one JSON array: for 70,000 requests the driver then parses 10,000 values,
  // not 490,000 (on PGlite the reports's read went from 1.2 s to 0.25 s).
  const requests = await tx
    .select({
      employeeId: leaveRequests.employeeId,
      list: sql<string>`json_agg(json_build_array(${leaveRequests.id}, ${leaveRequests.leaveTypeId}, ${leaveRequests.fromDate}, ${leaveRequests.days}, ${leaveRequests.cancelledOn}, ${approvalRequests.status}))::text`,
    })
    .from(leaveRequests)
    .innerJoin(approvalRequests, and(eq(approvalRequests.firmId, leaveRequests.firmId), eq(approvalRequests.id, leaveRequests.approvalId)))
    .where(and(eq(leaveRequests.firmId, firmId), people(leaveRequests.employeeId), inArray(leaveRequests.leaveTypeId, typeIds), inArray(approvalRequests.status, ["approved", "pending"])))
    .groupBy(leaveRequests.employeeId);
  for (const { employeeId, list } of requests) {
    for (const [id, typeId, from, days, cancelledOn, status] of JSON.parse(list) as [string, string, string, number, string | null, string][]) {
      const key = eventKey(employeeId, typeId);
      if (status === "pending") push(out.pending, key, { id, from, days });
      else push(out.events, key, { kind: "taken", id, date: from, days, cancelledOn, label: labels.get(typeId) ?? "Leave" });
    }
  }

  const entries = await tx
    .select({ id: leaveEntries.id, employeeId: leaveEntries.employeeId, typeId: leaveEntries.leaveTypeId, kind: leaveEntries.kind, date: leaveEntries.date, days: leaveEntries.days, reason: leaveEntries.reason })
    .from(leaveEntries)
    .where(and(eq(leaveEntries.firmId, firmId), people(leaveEntries.employeeId), inArray(leaveEntries.leaveTypeId, typeIds)));
  for (const e of entries) {
    push(out.events, eventKey(e.employeeId, e.typeId), e.kind === "adjusted" ? { kind: "adjusted", id: e.id, date: e.date, days: e.days, reason: e.reason } : { kind: "encashed", id: e.id, date: e.date, days: e.days });
  }

  const compOff = types.filter((t) => t.row.compOff);
  if (compOff.length > 0) {
    const settings = await loadSettings(tx, firmId);
    const worked = await tx
      .select({ employeeId: attendanceDays.employeeId, day: attendanceDays.day, minutes: attendanceDays.workedMinutes })
      .from(attendanceDays)
      .where(and(eq(attendanceDays.firmId, firmId), people(attendanceDays.employeeId), eq(attendanceDays.workedOnOff, true)));
    for (const w of worked) {
      const policy = policyInForce(settings.policy, w.day);
      const days = w.minutes >= policy.fullDayMinMinutes ? 100 : w.minutes >= policy.halfDayMinMinutes ? 50 : 0;
      if (days === 0) continue;
      for (const t of compOff) push(out.events, eventKey(w.employeeId, t.row.id), { kind: "comp_off_earned", id: `worked-${w.day}`, date: w.day, days });
    }
  }

  if (types.some((t) => t.engine.some((v) => v.accrual.kind === "worked"))) {
    const rows = await tx
      .select({ employeeId: attendanceDays.employeeId, day: attendanceDays.day })
      .from(attendanceDays)
      .where(and(eq(attendanceDays.firmId, firmId), people(attendanceDays.employeeId), inArray(attendanceDays.status, ["present", "half_day", "on_duty", "wfh"])));
    for (const r of rows) push(out.worked, r.employeeId, r.day);
  }
  return out;
}

/** The engine's input for one person and type, as of a day. */
export function ledgerInput(t: FirmLeaveType, e: LeaveEmployee, loaded: PeopleEvents, asOf: string, extra: readonly LeaveEvent[] = []): LedgerInput {
  const events = loaded.events.get(eventKey(e.id, t.row.id)) ?? [];
  return {
    versions: t.engine,
    person: leavePersonOf(e),
    events: extra.length > 0 ? [...events, ...extra] : events,
    workedDays: loaded.worked.get(e.id) ?? [],
    asOf,
  };
}

/** Days (hundredths) of the person's requests of the type still waiting, less one being decided. */
export function pendingDays(loaded: PeopleEvents, employeeId: string, typeId: string, except?: string): number {
  return (loaded.pending.get(eventKey(employeeId, typeId)) ?? []).filter((p) => p.id !== except).reduce((s, p) => s + p.days, 0);
}

/** Approved requests that begin after `day` (already promised, though not yet debited by a replay to `day`). */
export function approvedAfter(loaded: PeopleEvents, employeeId: string, typeId: string, day: string): number {
  let sum = 0;
  for (const e of loaded.events.get(eventKey(employeeId, typeId)) ?? []) {
    if (e.kind === "taken" && e.date > day && !(e.cancelledOn && e.cancelledOn <= e.date)) sum += e.days;
  }
  return sum;
}
