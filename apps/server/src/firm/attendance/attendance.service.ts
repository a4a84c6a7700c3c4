// Attendance as people read it: a person's month as a calendar, the muster of everyone × every day with
// its totals (and as XLSX), who is in which workspace today, the cycle figures payroll takes, and the
// requests (regularisation, on duty, work from home, overtime) that go through the approvals mechanism.
import { formatMinutes } from "@vetan/attendance";
import {
  type AttendanceRequest,
  type CalendarView,
  type CycleTotals,
  DAY_STATUS_CODES,
  DAY_STATUS_LABELS,
  type MusterQuery,
  type MusterView,
  type OvertimeAlert,
} from "@vetan/shared/attendance";
import { addDays, formatDay, indiaDayStart, indiaToday } from "@vetan/shared/dates";
import ExcelJS from "exceljs";
import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { approvalRequests, attendanceCycleLocks, attendanceDays, departments, employees, punches, workspaces } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import { emitWebhook } from "../webhooks/emit.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { likePattern, likePrefix } from "../../platform/db/like.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import type { Approvals, RequestHandler } from "../approvals/approvals.service.ts";
import type { Notifications, Outgoing } from "../notifications/notifications.service.ts";
import { managerChain } from "../people/people.queries.ts";
import { canAttendance, musterScope } from "./attendance.policy.ts";
import { cycleCodes, cycleOf as cycleFigures, daysOf, type GridDay } from "./cycle.ts";
import { explainDays, fillMissingDays, loadCalendar, onRolls, personOf, recompute } from "./processing.ts";
import { planDays } from "./plans.ts";
import { cycleOf, loadSettings, quarterStart } from "./settings.ts";
import { clockOf, sessionState } from "./punches.service.ts";
import { unpaidLeaveDays } from "./leave-days.ts";

const NO_EMPLOYEE = "No such employee in your firm.";
type Employee = typeof employees.$inferSelect;

const onRollsBetween = (firmId: string, from: string, to: string) => and(...onRolls(firmId, from, to)) as SQL;

/**
 * The grid's columns of everyone's day records in a range (null: the whole firm), by person and in date
 * order. Each person's days come as one JSON array: the driver then parses one value per person, not ten
 * per day, which for a muster of 500 (15,000 records) is most of the read's time.
 */
async function gridDays(tx: Tx, firmId: string, ids: readonly string[] | null, from: string, to: string): Promise<Map<string, GridDay[]>> {
  if (ids && ids.length === 0) return new Map();
  const d = attendanceDays;
  const rows = await tx
    .select({
      id: d.employeeId,
      days: sql<string>`json_agg(json_build_array(${d.day}, ${d.status}, ${d.firstHalf}, ${d.secondHalf}, ${d.lateMark}, ${d.earlyMark}, ${d.workedMinutes}, ${d.overtimeMinutes}, ${d.overtimeNeedsApproval}, ${d.workedOnOff}, ${d.leaveCode}) order by ${d.day})::text`,
    })
    .from(d)
    .where(and(eq(d.firmId, firmId), ids ? inArray(d.employeeId, [...ids]) : undefined, gte(d.day, from), lte(d.day, to)))
    .groupBy(d.employeeId);
  type Packed = [string, string, string, string, boolean, boolean, number, number, boolean, boolean, string | null];
  return new Map(
    rows.map((r) => [
      r.id,
      (JSON.parse(r.days) as Packed[]).map(([day, status, firstHalf, secondHalf, lateMark, earlyMark, workedMinutes, overtimeMinutes, overtimeNeedsApproval, workedOnOff, leaveCode]) => ({
        day,
        status,
        firstHalf,
        secondHalf,
        lateMark,
        earlyMark,
        workedMinutes,
        overtimeMinutes,
        overtimeNeedsApproval,
        workedOnOff,
        leaveCode,
      })),
    ]),
  );
}

/** Approved overtime request minutes, by person, for days in the range. */
async function approvedOvertime(tx: Tx, firmId: string, ids: readonly string[], from: string, to: string): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: approvalRequests.subjectId, minutes: sql<number>`sum((${approvalRequests.payload} ->> 'minutes')::int)::int` })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.firmId, firmId),
        eq(approvalRequests.requestType, "overtime"),
        eq(approvalRequests.status, "approved"),
        inArray(approvalRequests.subjectId, [...ids]),
        sql`${approvalRequests.payload} ->> 'day' between ${from} and ${to}`,
      ),
    )
    .groupBy(approvalRequests.subjectId);
  return new Map(rows.map((r) => [r.id, Number(r.minutes)]));
}

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** The instant of an India wall-clock time on a day. */
export const istInstant = (day: string, clock: string) => new Date(`${day}T${clock}:00+05:30`);

/** The shift a person is rostered on for a day, if any. */
async function shiftOn(tx: Tx, firmId: string, employeeId: string, day: string) {
  const [person] = await tx.select().from(employees).where(and(eq(employees.firmId, firmId), eq(employees.id, employeeId)));
  if (!person) return null;
  const [plan] = planDays(personOf(person), day, day, { ...(await loadCalendar(tx, firmId, day, day)), picks: new Set(), requests: [] });
  return plan?.shift ?? null;
}

/**
 * What an approved request does: regularisation adds its punches; on duty and WFH change the day's plan;
 * overtime counts toward payroll and, when it takes the person near or past the quarter's limit, tells them,
 * their manager and HR.
 */
export const attendanceHandlers = (notifications: Notifications): Record<"regularisation" | "on_duty" | "wfh" | "overtime", RequestHandler> => ({
  regularisation: {
    async apply(tx, request) {
      const p = request.payload as { day: string; in_time: string; out_time: string };
      const values: (typeof punches.$inferInsert)[] = [];
      const inAt = p.in_time ? istInstant(p.day, p.in_time) : null;
      if (inAt) values.push({ firmId: request.firmId, employeeId: request.subjectId, at: inAt, direction: "in", kind: "in", source: "regularisation", sourceKey: request.id });
      if (p.out_time) {
        // An out at or before the in is the next morning (a night shift's end); with no in, the rostered
        // shift says: an out before a midnight-crossing shift's start is its next morning.
        const shift = p.in_time ? null : await shiftOn(tx, request.firmId, request.subjectId, p.day);
        const nextMorning = p.in_time ? p.out_time <= p.in_time : shift !== null && shift.end <= shift.start && p.out_time < shift.start;
        const outDay = nextMorning ? addDays(p.day, 1) : p.day;
        values.push({ firmId: request.firmId, employeeId: request.subjectId, at: istInstant(outDay, p.out_time), direction: "out", kind: "out", source: "regularisation", sourceKey: request.id });
      }
      if (values.length > 0) await tx.insert(punches).values(values).onConflictDoNothing();
      await recompute(tx, request.firmId, [request.subjectId], addDays(p.day, -1), addDays(p.day, 1));
      await emitWebhook(tx, request.firmId, "attendance.regularised", { approval_id: request.id, employee_id: request.subjectId, day: p.day, in_time: p.in_time || null, out_time: p.out_time || null });
    },
    summary: (r) => {
      const p = r.payload as { day: string; in_time: string; out_time: string; reason: string };
      return [`${formatDay(p.day)}: ${[p.in_time && `in ${p.in_time}`, p.out_time && `out ${p.out_time}`].filter(Boolean).join(", ")}`, p.reason];
    },
  },
  on_duty: {
    apply: (tx, r) => recompute(tx, r.firmId, [r.subjectId], String(r.payload.day), String(r.payload.day)).then(() => undefined),
    summary: (r) => [`${formatDay(String(r.payload.day))} (${String(r.payload.portion).replace("_", " ")})`, String(r.payload.reason)],
  },
  wfh: {
    apply: (tx, r) => recompute(tx, r.firmId, [r.subjectId], String(r.payload.day), String(r.payload.day)).then(() => undefined),
    summary: (r) => [`${formatDay(String(r.payload.day))} (${String(r.payload.portion).replace("_", " ")})`, String(r.payload.reason)],
  },
  overtime: {
    // Payroll reads approved overtime with the cycle's figures; the quarter's limit is checked here.
    apply: (tx, r) => overtimeLimitNotice(tx, notifications, r.firmId, r.subjectId, String(r.payload.day), Number(r.payload.minutes)),
    summary: (r) => [`${formatDay(String(r.payload.day))}: ${formatMinutes(Number(r.payload.minutes))}`, String(r.payload.reason)],
  },
});

/** Notifies the person, their manager and HR when approved overtime moves them to "approaching" or "over". */
async function overtimeLimitNotice(tx: Tx, notifications: Notifications, firmId: string, employeeId: string, day: string, added: number): Promise<Outgoing> {
  const settings = await loadSettings(tx, firmId);
  const after = (await quarterOvertime(tx, firmId, [employeeId], day, settings.overtimeQuarterLimitHours)).get(employeeId);
  if (!after?.level) return [];
  const before = after.quarter_minutes - added;
  const beforeLevel = before > after.limit_minutes ? "over" : before >= after.limit_minutes * 0.8 ? "approaching" : null;
  if (beforeLevel === after.level) return [];
  const [person] = await tx.select().from(employees).where(and(eq(employees.firmId, firmId), eq(employees.id, employeeId)));
  if (!person) return [];
  const hr = await tx.select({ id: employees.id, scope: employees.hrWorkspaceIds }).from(employees).where(and(eq(employees.firmId, firmId), eq(employees.usType, "H"), ne(employees.status, "exited")));
  const to = [employeeId, ...(person.managerId ? [person.managerId] : []), ...hr.filter((h) => h.scope.length === 0 || (person.workspaceId !== null && h.scope.includes(person.workspaceId))).map((h) => h.id)];
  const words = `${formatMinutes(after.quarter_minutes)} of the ${formatMinutes(after.limit_minutes)} this quarter allows`;
  return notifications.notify(tx, firmId, [...new Set(to)], {
    kind: "attendance.overtime_limit",
    title: after.level === "over" ? `Overtime past the quarter's limit: ${person.name} (${person.code})` : `Overtime nearing the quarter's limit: ${person.name} (${person.code})`,
    body: `${words}.`,
    link: `/app/attendance?employee_id=${employeeId}`,
  });
}

function requestTitle(input: AttendanceRequest, who: string): string {
  const day = formatDay(input.day);
  switch (input.type) {
    case "regularisation":
      return `Regularise ${day} for ${who}`;
    case "on_duty":
      return `On duty on ${day}: ${who}`;
    case "wfh":
      return `Work from home on ${day}: ${who}`;
    case "overtime":
      return `Overtime of ${formatMinutes(input.minutes)} on ${day}: ${who}`;
  }
}

/** 2026-01 → 2025-12. */
export function previousMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}

/** Everyone's totals for a cycle as the day records stand now. */
async function currentTotals(tx: Tx, firmId: string, month: string): Promise<Map<string, { code: string; totals: CycleTotals }>> {
  const settings = await loadSettings(tx, firmId);
  const { from, to } = cycleOf(month, settings.cycleStartDay);
  const people = await tx.select().from(employees).where(and(...onRolls(firmId, from, to)));
  await fillMissingDays(tx, firmId, people, from, to);
  const byPerson = await gridDays(tx, firmId, null, from, to);
  const overtime = await approvedOvertime(tx, firmId, people.map((p) => p.id), from, to);
  const today = indiaToday();
  const unpaid = await unpaidLeaveDays(tx, firmId, null, from, to < today ? to : today);
  return new Map(people.map((p) => [p.id, { code: p.code, totals: cycleCodes(byPerson.get(p.id) ?? [], settings.policy, to, today, overtime.get(p.id) ?? 0, unpaid.get(p.id) ?? 0).totals }]));
}

/**
 * Paid days, LOP days, overtime and PF non-contributing days of everyone for a payroll month, inside the
 * caller's transaction: what payroll takes. A locked cycle answers with the figures taken at its lock; an
 * open cycle after a locked one carries, per person, the change a later correction made to the locked cycle
 * as its adjustment.
 */
export async function cycleTotalsIn(tx: Tx, firmId: string, month: string) {
  const [lock] = await tx.select().from(attendanceCycleLocks).where(and(eq(attendanceCycleLocks.firmId, firmId), eq(attendanceCycleLocks.month, month)));
  const current = await currentTotals(tx, firmId, month);
  if (lock) {
    return [...current].map(([id, c]) => {
      const t = lock.totals[id] ?? c.totals;
      return { employee_id: id, code: c.code, ...t, pf_non_contributing_days: t.lop_days, locked: true, adjustment: null };
    });
  }
  const previous = previousMonth(month);
  const [prevLock] = await tx.select().from(attendanceCycleLocks).where(and(eq(attendanceCycleLocks.firmId, firmId), eq(attendanceCycleLocks.month, previous)));
  const since = prevLock ? await currentTotals(tx, firmId, previous) : new Map<string, { code: string; totals: CycleTotals }>();
  return [...current].map(([id, c]) => {
    const before = prevLock?.totals[id];
    const now = since.get(id)?.totals;
    const adjustment =
      before && now && (before.paid_days !== now.paid_days || before.overtime_minutes !== now.overtime_minutes)
        ? { month: previous, paid_days: now.paid_days - before.paid_days, lop_days: now.lop_days - before.lop_days, overtime_minutes: now.overtime_minutes - before.overtime_minutes }
        : null;
    return { employee_id: id, code: c.code, ...c.totals, pf_non_contributing_days: c.totals.lop_days, locked: false, adjustment };
  });
}

/**
 * Locks a cycle inside the caller's transaction with everyone's totals as they stand: the admin's lock and
 * payroll's (when its run is approved) are this one. Null when it was locked already; a cycle that has not
 * ended is refused.
 */
export async function lockCycleIn(tx: Tx, firmId: string, month: string, by: string | null): Promise<{ lockedAt: string; people: number } | null> {
  const settings = await loadSettings(tx, firmId);
  const { to } = cycleOf(month, settings.cycleStartDay);
  if (to >= indiaToday()) throw new AppError(409, "cycle_open", `The ${month} cycle runs until ${formatDay(to)}; lock it after it ends.`);
  const totals = Object.fromEntries([...(await currentTotals(tx, firmId, month))].map(([id, c]) => [id, c.totals]));
  const [row] = await tx.insert(attendanceCycleLocks).values({ firmId, month, lockedBy: by, totals }).onConflictDoNothing().returning({ lockedAt: attendanceCycleLocks.lockedAt });
  return row ? { lockedAt: row.lockedAt.toISOString(), people: Object.keys(totals).length } : null;
}

/**
 * Each person's overtime in the calendar quarter up to `day` (counted as payroll counts it: engine minutes
 * that need no approval, plus approved requests), against the firm's quarterly limit.
 */
async function quarterOvertime(tx: Tx, firmId: string, ids: readonly string[], day: string, limitHours: number): Promise<Map<string, OvertimeAlert>> {
  const from = quarterStart(day);
  const counted = ids.length
    ? await tx
        .select({ id: attendanceDays.employeeId, minutes: sql<number>`coalesce(sum(${attendanceDays.overtimeMinutes}), 0)::int` })
        .from(attendanceDays)
        .where(and(eq(attendanceDays.firmId, firmId), inArray(attendanceDays.employeeId, [...ids]), gte(attendanceDays.day, from), lte(attendanceDays.day, day), eq(attendanceDays.overtimeNeedsApproval, false)))
        .groupBy(attendanceDays.employeeId)
    : [];
  const approved = await approvedOvertime(tx, firmId, ids, from, day);
  const byId = new Map(counted.map((c) => [c.id, Number(c.minutes)]));
  const limit = limitHours * 60;
  return new Map(
    ids.map((id) => {
      const minutes = (byId.get(id) ?? 0) + (approved.get(id) ?? 0);
      return [id, { quarter_minutes: minutes, limit_minutes: limit, level: minutes > limit ? "over" : minutes >= limit * 0.8 ? "approaching" : null }];
    }),
  );
}

/** When the cycle of `month` was locked, if it was. */
async function lockedAt(tx: Tx, firmId: string, month: string): Promise<string | null> {
  const [row] = await tx.select({ at: attendanceCycleLocks.lockedAt }).from(attendanceCycleLocks).where(and(eq(attendanceCycleLocks.firmId, firmId), eq(attendanceCycleLocks.month, month)));
  return row?.at.toISOString() ?? null;
}

export function createAttendance(db: Db, approvals: Approvals, notifications: Notifications) {
  async function person(tx: Tx, actor: FirmActor, id: string): Promise<Employee> {
    const [row] = await tx.select().from(employees).where(and(eq(employees.firmId, actor.firmId), eq(employees.id, id)));
    if (!row) throw AppError.notFound(NO_EMPLOYEE);
    const chain = row.id === actor.employeeId ? [] : await managerChain(tx, actor.firmId, row.id);
    // Someone the actor may not see is as unknown as someone who does not exist.
    if (!canAttendance(actor, "view_person", { id: row.id, workspaceId: row.workspaceId, managerChain: chain })) throw AppError.notFound(NO_EMPLOYEE);
    return row;
  }

  async function musterRows(tx: Tx, actor: FirmActor, query: MusterQuery) {
    if (!canAttendance(actor, "view_muster")) throw AppError.forbidden("The muster is for admins and HR.");
    const settings = await loadSettings(tx, actor.firmId);
    const { from, to } = cycleOf(query.month, settings.cycleStartDay);
    const where: SQL[] = [onRollsBetween(actor.firmId, from, to)];
    const scope = musterScope(actor);
    if (scope) where.push(inArray(employees.workspaceId, [...scope]));
    if (query.workspace_id) where.push(eq(employees.workspaceId, query.workspace_id));
    if (query.department_id) where.push(eq(employees.departmentId, query.department_id));
    if (query.q) where.push(or(ilike(employees.name, likePattern(query.q)), ilike(employees.code, likePrefix(query.q))) as SQL);
    const people = await tx
      .select({ e: employees, workspace: workspaces.name, department: departments.name })
      .from(employees)
      .leftJoin(workspaces, and(eq(workspaces.firmId, employees.firmId), eq(workspaces.id, employees.workspaceId)))
      .leftJoin(departments, and(eq(departments.firmId, employees.firmId), eq(departments.id, employees.departmentId)))
      .where(and(...where))
      .orderBy(asc(employees.name), asc(employees.id));
    const today = indiaToday();
    await fillMissingDays(tx, actor.firmId, people.map((p) => p.e), from, to);
    const ids = people.map((p) => p.e.id);
    const byPerson = await gridDays(tx, actor.firmId, ids, from, to);
    const overtime = await approvedOvertime(tx, actor.firmId, ids, from, to);
    const unpaid = await unpaidLeaveDays(tx, actor.firmId, ids, from, to < today ? to : today);
    const quarter = await quarterOvertime(tx, actor.firmId, ids, to < today ? to : today, settings.overtimeQuarterLimitHours);
    const days = daysOf(from, to);
    const result = people.map(({ e, workspace, department }) => {
      const { codes, totals } = cycleCodes(byPerson.get(e.id) ?? [], settings.policy, to, today, overtime.get(e.id) ?? 0, unpaid.get(e.id) ?? 0);
      return {
        employee: { id: e.id, name: e.name, code: e.code, workspace, department },
        codes: days.map((d) => codes.get(d) ?? ""),
        totals,
        overtime: quarter.get(e.id) as OvertimeAlert,
      };
    });
    return { month: query.month, from, to, days, rows: result, locked_at: await lockedAt(tx, actor.firmId, query.month) };
  }

  return {
    /** A person's cycle as a calendar: each day's status and working, the totals, and the punches. */
    calendar: (actor: FirmActor, month: string, employeeId: string | undefined): Promise<CalendarView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const e = await person(tx, actor, employeeId ?? actor.employeeId);
        const settings = await loadSettings(tx, actor.firmId);
        const { from, to } = cycleOf(month, settings.cycleStartDay);
        await fillMissingDays(tx, actor.firmId, [e], from, to);
        const rows = await tx
          .select()
          .from(attendanceDays)
          .where(and(eq(attendanceDays.firmId, actor.firmId), eq(attendanceDays.employeeId, e.id), gte(attendanceDays.day, from), lte(attendanceDays.day, to)))
          .orderBy(asc(attendanceDays.day));
        const overtime = await approvedOvertime(tx, actor.firmId, [e.id], from, to);
        const unpaid = await unpaidLeaveDays(tx, actor.firmId, [e.id], from, to < indiaToday() ? to : indiaToday());
        const figures = cycleFigures(rows, await explainDays(tx, actor.firmId, e.id, from, to), settings.policy, to, indiaToday(), overtime.get(e.id) ?? 0, unpaid.get(e.id) ?? 0);
        const punchRows = await tx
          .select({ at: punches.at, kind: punches.kind, direction: punches.direction, source: punches.source })
          .from(punches)
          .where(and(eq(punches.firmId, actor.firmId), eq(punches.employeeId, e.id), gte(punches.at, new Date(indiaDayStart(from))), lt(punches.at, new Date(indiaDayStart(addDays(to, 2))))))
          .orderBy(asc(punches.at));
        return {
          employee: { id: e.id, name: e.name, code: e.code },
          month,
          from,
          to,
          days: figures.days,
          totals: figures.totals,
          punches: punchRows.map((p) => ({ at: p.at.toISOString(), kind: p.kind, direction: p.direction, source: p.source })),
          can_request: e.id === actor.employeeId,
          overtime: (await quarterOvertime(tx, actor.firmId, [e.id], to < indiaToday() ? to : indiaToday(), settings.overtimeQuarterLimitHours)).get(e.id) as OvertimeAlert,
          locked_at: await lockedAt(tx, actor.firmId, month),
        };
      }),

    /** Everyone × every day of the cycle, with totals, filtered; `total` counts the rows. */
    muster: (actor: FirmActor, query: MusterQuery): Promise<MusterView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const m = await musterRows(tx, actor, query);
        return { month: m.month, from: m.from, to: m.to, days: m.days, rows: m.rows, total: m.rows.length, locked_at: m.locked_at };
      }),

    /** The muster as an XLSX workbook: the grid with a colour per status, totals, and a legend sheet. */
    async musterXlsx(actor: FirmActor, query: MusterQuery): Promise<Buffer> {
      const m = await withFirm(db, actor.firmId, (tx) => musterRows(tx, actor, query));
      const book = new ExcelJS.Workbook();
      book.creator = "Vetan";
      const sheet = book.addWorksheet(`Muster ${query.month}`, { views: [{ state: "frozen", xSplit: 4, ySplit: 1 }] });
      const totalsHeader = ["Paid days", "LOP days", "Present days", "Late marks", "Overtime hours", "Missing punches", "Overtime this quarter (hours)", "Quarter limit (hours)"];
      sheet.addRow(["Code", "Name", "Workspace", "Department", ...m.days.map((d) => d.slice(8)), ...totalsHeader]).font = { bold: true };
      for (const r of m.rows) {
        const t: CycleTotals = r.totals;
        const row = sheet.addRow([r.employee.code, r.employee.name, r.employee.workspace ?? "", r.employee.department ?? "", ...r.codes, t.paid_days, t.lop_days, t.present_days, t.late_marks, hours(t.overtime_minutes), t.missing_punch_days, hours(r.overtime.quarter_minutes), hours(r.overtime.limit_minutes)]);
        r.codes.forEach((code, i) => {
          // A day of leave shows its type's code ("L:CL" → "CL") in the leave colour.
          const [status, leave] = code.split(":") as [string, string | undefined];
          if (leave) row.getCell(5 + i).value = leave;
          const fill = XLSX_FILLS[status];
          if (fill) row.getCell(5 + i).fill = { type: "pattern", pattern: "solid", fgColor: { argb: fill } };
        });
      }
      sheet.getColumn(2).width = 24;
      sheet.getColumn(3).width = 16;
      sheet.getColumn(4).width = 16;
      for (let i = 0; i < m.days.length; i++) sheet.getColumn(5 + i).width = 5;
      const legend = book.addWorksheet("Legend");
      legend.addRow(["Code", "Meaning"]).font = { bold: true };
      for (const [status, code] of Object.entries(DAY_STATUS_CODES)) legend.addRow([code, DAY_STATUS_LABELS[status as keyof typeof DAY_STATUS_CODES]]);
      legend.addRow(["CL, SL…", "Leave, by the leave type's code, in the leave colour"]);
      legend.addRow([]);
      legend.addRow([`Cycle ${m.from} to ${m.to}. Paid days count the days on the rolls up to today, less loss of pay (absent halves and late-mark penalties).`]);
      return Buffer.from(await book.xlsx.writeBuffer());
    },

    /** Who is in which workspace today: counts by state, and who is in. */
    whoIsWhere: (actor: FirmActor) =>
      withFirm(db, actor.firmId, async (tx) => {
        if (!canAttendance(actor, "view_muster")) throw AppError.forbidden("This view is for admins and HR.");
        const now = new Date();
        const today = indiaToday(now);
        const where: SQL[] = [onRollsBetween(actor.firmId, today, today)];
        const scope = musterScope(actor);
        if (scope) where.push(inArray(employees.workspaceId, [...scope]));
        const people = await tx
          .select({ id: employees.id, name: employees.name, code: employees.code, workspaceId: employees.workspaceId, workspace: workspaces.name })
          .from(employees)
          .leftJoin(workspaces, and(eq(workspaces.firmId, employees.firmId), eq(workspaces.id, employees.workspaceId)))
          .where(and(...where));
        const recent = people.length
          ? await tx
              .select({ employeeId: punches.employeeId, at: punches.at, kind: punches.kind, direction: punches.direction, source: punches.source })
              .from(punches)
              .where(and(eq(punches.firmId, actor.firmId), gte(punches.at, new Date(now.getTime() - 16 * 3600_000))))
              .orderBy(asc(punches.at))
          : [];
        const byPerson = new Map<string, typeof recent>();
        for (const p of recent) {
          const list = byPerson.get(p.employeeId);
          if (list) list.push(p);
          else byPerson.set(p.employeeId, [p]);
        }
        const groups = new Map<string, { workspace: string; working: number; on_break: number; done: number; not_in: number; in: { id: string; name: string; code: string; since: string }[] }>();
        for (const p of people) {
          const key = p.workspace ?? "No workspace";
          const g = groups.get(key) ?? { workspace: key, working: 0, on_break: 0, done: 0, not_in: 0, in: [] };
          const own = byPerson.get(p.id) ?? [];
          const { state } = sessionState(own, now);
          g[state]++;
          if (state === "working" || state === "on_break") {
            const since = [...own].reverse().find((x) => x.kind === "in" || (x.kind === null && x.direction === "in"));
            g.in.push({ id: p.id, name: p.name, code: p.code, since: since ? clockOf(since.at) : "" });
          }
          groups.set(key, g);
        }
        return { day: today, workspaces: [...groups.values()].sort((a, b) => a.workspace.localeCompare(b.workspace)) };
      }),

    /**
     * Paid days, LOP days, overtime and PF non-contributing days of everyone for a payroll month: what
     * payroll takes. A locked cycle answers with the figures taken at its lock; an open cycle after a locked
     * one carries, per person, the change a later correction made to the locked cycle as its adjustment.
     */
    cycleTotals: (firmId: string, month: string) => withFirm(db, firmId, (tx) => cycleTotalsIn(tx, firmId, month)),

    /** The cycles that are locked, newest first. */
    locks: (actor: FirmActor) =>
      withFirm(db, actor.firmId, async (tx) => {
        if (!canAttendance(actor, "view_muster")) throw AppError.forbidden("Cycle locks are for admins and HR.");
        const rows = await tx.select({ month: attendanceCycleLocks.month, lockedAt: attendanceCycleLocks.lockedAt, by: employees.name }).from(attendanceCycleLocks).leftJoin(employees, and(eq(employees.firmId, attendanceCycleLocks.firmId), eq(employees.id, attendanceCycleLocks.lockedBy))).where(eq(attendanceCycleLocks.firmId, actor.firmId)).orderBy(desc(attendanceCycleLocks.month));
        return rows.map((r) => ({ month: r.month, locked_at: r.lockedAt.toISOString(), locked_by: r.by }));
      }),

    /**
     * Locks a cycle with everyone's totals as they stand (payroll calls this when its run is locked; an
     * admin may lock a month payroll is not run for). A cycle that has not ended cannot be locked.
     */
    async lockCycle(actor: FirmActor, month: string, ip: string) {
      if (!canAttendance(actor, "manage_policy")) throw AppError.forbidden("Cycles are locked by admins (and by payroll when its run is locked).");
      return withFirm(db, actor.firmId, async (tx) => {
        const locked = await lockCycleIn(tx, actor.firmId, month, actor.employeeId);
        if (!locked) throw new AppError(409, "cycle_locked", `The ${month} cycle is already locked.`);
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "attendance.cycle_locked", detail: { month, people: locked.people } });
        return { month, locked_at: locked.lockedAt, people: locked.people };
      });
    },

    /** Asks for a regularisation, on duty, work from home or overtime: it waits for the chain's approval. */
    async request(actor: FirmActor, input: AttendanceRequest): Promise<{ id: string }> {
      let outgoing: Outgoing = [];
      const id = await withFirm(db, actor.firmId, async (tx) => {
        const me = await person(tx, actor, actor.employeeId);
        if (input.day < me.joiningDate) throw AppError.badRequest(`You joined on ${formatDay(me.joiningDate)}; choose a day after that.`, { day: "Before you joined" });
        const horizon = addDays(indiaToday(), 60);
        if (input.day > horizon) throw AppError.badRequest("Ask at most 60 days ahead.", { day: "More than 60 days ahead" });
        const [pending] = await tx
          .select({ id: approvalRequests.id })
          .from(approvalRequests)
          .where(
            and(
              eq(approvalRequests.firmId, actor.firmId),
              eq(approvalRequests.subjectId, actor.employeeId),
              eq(approvalRequests.requestType, input.type),
              inArray(approvalRequests.status, ["pending", "approved"]),
              sql`${approvalRequests.payload} ->> 'day' = ${input.day}`,
            ),
          )
          .limit(1);
        if (pending) {
          const message = "You already asked for this day: see your requests.";
          throw new AppError(409, "request_exists", message, { day: message });
        }
        const { type: _type, ...payload } = input;
        const submitted = await approvals.submit(tx, actor, { type: input.type, subjectId: actor.employeeId, title: requestTitle(input, `${me.name} (${me.code})`), payload });
        outgoing = submitted.outgoing;
        return submitted.id;
      });
      await notifications.deliver(outgoing);
      return { id };
    },
  };
}
export type Attendance = ReturnType<typeof createAttendance>;

/** Muster cell colours (ARGB), matching the screen's legend. */
const XLSX_FILLS: Record<string, string> = {
  P: "FFD1FAE5",
  A: "FFFEE2E2",
  HD: "FFFEF3C7",
  WO: "FFE5E7EB",
  H: "FFDBEAFE",
  L: "FFEDE9FE",
  OD: "FFCFFAFE",
  WFH: "FFE0F2FE",
  MI: "FFFFEDD5",
  MO: "FFFFEDD5",
};
