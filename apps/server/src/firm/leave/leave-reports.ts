// Leave across people: the team calendar (who is away on which day, with weekly offs and holidays), the
// balances report and its XLSX, and year-end processing (a preview of every person's carry forward, lapse
// and encashment, then a background job that closes the year and hands the encashments to payroll).
import { nextYearStart, replayBalance, replayLedger, yearEndOf, yearLabel, yearStartOf } from "@vetan/leave";
import { addDays, formatDay, indiaToday } from "@vetan/shared/dates";
import type { BalancesReportQuery, BalancesReportView, TeamCalendarView, YearEndRowView, YearEndView } from "@vetan/shared/leave";
import ExcelJS from "exceljs";
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { departments, employees, holidayPicks, jobs as jobsTable, leaveEncashments, leaveRequests, leaveYearClosings, workspaces } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { JobQueue } from "../../platform/jobs.ts";
import type { FirmActor } from "../actor.ts";
import { cycleOf } from "../attendance/settings.ts";
import { standingLeave } from "../attendance/leave-days.ts";
import { loadCalendar, onRolls, personOf } from "../attendance/processing.ts";
import { planDays } from "../attendance/plans.ts";
import { likePattern } from "../../platform/db/like.ts";
import { teamOf } from "../people/people.queries.ts";
import { canLeave, reportScope } from "./leave.policy.ts";
import { asDays, briefOf } from "./leave.service.ts";
import { type FirmLeaveType, ledgerInput, loadEvents, loadTypes, requestPortions, rulesOn, typeApplies } from "./load.ts";

export const YEAR_END_QUEUE = "leave.year_end";
const YEAR_END_CHUNK = 500;
const NO_TYPE = "No such leave type in your firm.";

type Employee = typeof employees.$inferSelect;

const REPORT_COLUMNS = {
  id: employees.id,
  name: employees.name,
  code: employees.code,
  joiningDate: employees.joiningDate,
  lastWorkingDay: employees.lastWorkingDay,
  status: employees.status,
  gender: employees.gender,
  employmentType: employees.employmentType,
  workspaceId: employees.workspaceId,
  departmentId: employees.departmentId,
  grade: employees.grade,
};

/** The firm's people a filter names, in name order (scope null: everyone). */
function peopleWhere(firmId: string, scope: readonly string[] | null, filters: { workspace_id?: string | undefined; department_id?: string | undefined; q?: string | undefined }, from: string, to: string): SQL {
  const where: (SQL | undefined)[] = [...onRolls(firmId, from, to)];
  if (scope) where.push(inArray(employees.workspaceId, [...scope]));
  if (filters.workspace_id) where.push(eq(employees.workspaceId, filters.workspace_id));
  if (filters.department_id) where.push(eq(employees.departmentId, filters.department_id));
  if (filters.q) {
    const like = likePattern(filters.q);
    where.push(or(ilike(employees.name, like), ilike(employees.code, like)));
  }
  return and(...where) as SQL;
}

/** One year-end row from a replay to the first day of the next year. */
function yearEndRow(t: FirmLeaveType, e: Employee, loaded: Awaited<ReturnType<typeof loadEvents>>, next: string, carriedExpireAfterDays: number | null): Omit<YearEndRowView, "employee"> {
  const result = replayLedger(ledgerInput(t, e, loaded, next));
  const before = result.entries.filter((x) => x.date < next);
  const closing = before.at(-1)?.balance ?? 0;
  let encashed = 0;
  let lapsed = 0;
  for (const x of result.entries) {
    if (x.date !== next) continue;
    if (x.kind === "encashment" && x.reason.includes("end of the year")) encashed -= x.days;
    if (x.kind === "lapse") lapsed -= x.days;
  }
  const carried = Math.max(0, closing) - encashed - lapsed;
  return {
    closing: asDays(closing),
    carried: asDays(carried),
    lapsed: asDays(lapsed),
    encashed: asDays(encashed),
    carried_expires_on: carried > 0 && carriedExpireAfterDays !== null ? addDays(next, carriedExpireAfterDays - 1) : null,
  };
}

export function createLeaveReports(db: Db, jobs: JobQueue) {
  async function yearEndRows(tx: Tx, firmId: string, t: FirmLeaveType, yearStart: string, people: Employee[]) {
    const kind = rulesOn(t, yearStart).year_start;
    const next = nextYearStart(yearStart, kind);
    const closingRules = rulesOn(t, addDays(next, -1));
    const carriedExpire = closingRules.carry_forward === "none" ? null : closingRules.carried_expire_after_days;
    const loaded = await loadEvents(tx, firmId, people.map((p) => p.id), [t]);
    return people.map((e) => ({ employee: e, ...yearEndRow(t, e, loaded, next, carriedExpire) }));
  }

  /** Everyone the type applies to on the year's last day who was on the rolls some time in the year. */
  async function yearPeople(tx: Tx, firmId: string, t: FirmLeaveType, yearStart: string, end: string, page?: { limit: number; offset: number }) {
    const all = await tx.select().from(employees).where(and(...onRolls(firmId, yearStart, end))).orderBy(asc(employees.name), asc(employees.id));
    const eligible = all.filter((e) => typeApplies(t, e, end));
    return { people: page ? eligible.slice(page.offset, page.offset + page.limit) : eligible, total: eligible.length };
  }

  jobs.handle(YEAR_END_QUEUE, async (ctx) => {
    const { leave_type_id: typeId, year_start: yearStart, by } = ctx.job.payload as { leave_type_id: string; year_start: string; by: string | null };
    const firmId = ctx.job.firmId;
    if (!firmId) throw new Error("leave.year_end needs a firm");
    const { t, people, end, next } = await withFirm(db, firmId, async (tx) => {
      const [t] = await loadTypes(tx, firmId, { ids: [typeId], archived: true });
      if (!t) throw new Error(NO_TYPE);
      const kind = rulesOn(t, yearStart).year_start;
      const end = yearEndOf(yearStart, kind);
      return { t, end, next: nextYearStart(yearStart, kind), people: (await yearPeople(tx, firmId, t, yearStart, end)).people };
    });
    const totals = { people: 0, closing: 0, carried: 0, lapsed: 0, encashed: 0 };
    for (let i = 0; i < people.length; i += YEAR_END_CHUNK) {
      const chunk = people.slice(i, i + YEAR_END_CHUNK);
      await withFirm(db, firmId, async (tx) => {
        const rows = await yearEndRows(tx, firmId, t, yearStart, chunk);
        const encash = rows.filter((r) => r.encashed > 0).map((r) => ({ firmId, employeeId: r.employee.id, leaveTypeId: t.row.id, yearStart, date: next, days: Math.round(r.encashed * 100) }));
        if (encash.length > 0) await tx.insert(leaveEncashments).values(encash).onConflictDoNothing();
        for (const r of rows) {
          totals.people++;
          totals.closing += r.closing;
          totals.carried += r.carried;
          totals.lapsed += r.lapsed;
          totals.encashed += r.encashed;
        }
      });
      await ctx.progress(Math.min(i + YEAR_END_CHUNK, people.length), people.length);
    }
    const rounded = Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, Math.round(v * 100) / 100])) as typeof totals;
    await withFirm(db, firmId, async (tx) => {
      await tx.insert(leaveYearClosings).values({ firmId, leaveTypeId: t.row.id, yearStart, closedBy: by, jobId: ctx.job.id, totals: rounded }).onConflictDoNothing();
      await recordAudit(tx, { firmId, userId: null, ip: "job" }, { action: "leave.year_closed", detail: { leave_type: t.row.code, year: yearLabel(yearStart, rulesOn(t, yearStart).year_start), ...rounded, by } });
    });
    return { ...rounded, leave_type: t.row.code, year_start: yearStart, year_end: end };
  });

  return {
    /** Who is away on each day of a month: managers see their team, HR their workspaces, admins everyone. */
    teamCalendar: (actor: FirmActor, query: { month: string; workspace_id?: string | undefined; department_id?: string | undefined; q?: string | undefined; limit: number; offset: number }): Promise<TeamCalendarView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const { from, to } = cycleOf(query.month, 1);
        let where = peopleWhere(actor.firmId, reportScope(actor), query, from, to);
        if (actor.access === "E" || (actor.access === "H" && !canLeave(actor, "view_report"))) {
          const team = await teamOf(tx, actor.firmId, actor.employeeId);
          if (team.length === 0) throw AppError.forbidden("The team calendar is for managers, HR and admins.");
          where = and(where, inArray(employees.id, team)) as SQL;
        }
        const [total] = await tx.select({ n: count() }).from(employees).where(where);
        const people = await tx.select().from(employees).where(where).orderBy(asc(employees.name), asc(employees.id)).limit(query.limit).offset(query.offset);
        const ids = people.map((p) => p.id);
        const calendar = await loadCalendar(tx, actor.firmId, from, to);
        const picks = ids.length ? await tx.select().from(holidayPicks).where(and(eq(holidayPicks.firmId, actor.firmId), inArray(holidayPicks.employeeId, ids))) : [];
        const ctx = { ...calendar, picks: new Set(picks.map((p) => `${p.employeeId}:${p.holidayId}`)), requests: [] };
        const requests = ids.length ? await standingLeave(tx, actor.firmId, ["approved", "pending"], from, to, inArray(leaveRequests.employeeId, ids)) : [];
        const depts = await tx.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.firmId, actor.firmId));
        const deptName = new Map(depts.map((d) => [d.id, d.name]));
        const awayByDay: Record<string, number> = {};
        const rows = people.map((p) => {
          const counted = new Map<string, number>();
          const away = requests
            .filter((x) => x.r.employeeId === p.id)
            .flatMap((x) =>
              requestPortions(x.r)
                .filter((d) => d.day >= from && d.day <= to && (x.r.dayCounts.find((c) => c.day === d.day)?.counted ?? 1) > 0)
                .map((d) => {
                  if (x.status === "approved") counted.set(d.day, 1);
                  return { day: d.day, leave_type: briefOf(x.type), status: x.status as "approved" | "pending", portion: d.portion };
                }),
            )
            .sort((a, b) => (a.day < b.day ? -1 : 1));
          for (const day of counted.keys()) awayByDay[day] = (awayByDay[day] ?? 0) + 1;
          const offs = planDays(personOf(p), from, to, ctx)
            .filter((d) => d.dayType !== "working")
            .map((d) => ({ day: d.date, kind: d.dayType as "weekly_off" | "holiday", ...(d.holidayName ? { name: d.holidayName } : {}) }));
          return { employee: { id: p.id, name: p.name, code: p.code, department: p.departmentId ? (deptName.get(p.departmentId) ?? null) : null }, away, offs };
        });
        return {
          month: query.month,
          from,
          to,
          holidays: calendar.holidays.filter((h) => h.workspaceId === null && !h.optional).map((h) => ({ day: h.day, name: h.name })),
          people: rows,
          away_by_day: awayByDay,
          total: total?.n ?? 0,
        };
      }),

    /** Everyone's balances of every type as of a day (HR for their workspaces, admins). */
    async balancesReport(actor: FirmActor, query: BalancesReportQuery, all = false): Promise<BalancesReportView> {
      if (!canLeave(actor, "view_report")) throw AppError.forbidden("The balances report is for HR and admins.");
      return withFirm(db, actor.firmId, async (tx) => {
        const asOf = query.as_of ?? indiaToday();
        const named = (await loadTypes(tx, actor.firmId)).filter((t) => !query.leave_type_id || t.row.id === query.leave_type_id);
        if (query.leave_type_id && named.length === 0) throw AppError.notFound(NO_TYPE);
        // Leave granted per occasion (maternity, leave without pay) has no balance to report.
        const types = named.filter((t) => rulesOn(t, asOf).tracks_balance);
        const where = peopleWhere(actor.firmId, reportScope(actor), query, asOf, asOf);
        const [total] = await tx.select({ n: count() }).from(employees).where(where);
        // Only what the rows and the replay read: a whole employee row is ten times the bytes.
        const base = tx.select(REPORT_COLUMNS).from(employees).where(where).orderBy(asc(employees.name), asc(employees.id));
        const people = all ? await base : await base.limit(query.limit).offset(query.offset);
        const loaded = await loadEvents(tx, actor.firmId, all && !query.workspace_id && !query.department_id && !query.q && !reportScope(actor) ? null : people.map((p) => p.id), types);
        const [wsRows, deptRows] = [
          await tx.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).where(eq(workspaces.firmId, actor.firmId)),
          await tx.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.firmId, actor.firmId)),
        ];
        const wsName = new Map(wsRows.map((w) => [w.id, w.name]));
        const deptName = new Map(deptRows.map((d) => [d.id, d.name]));
        return {
          as_of: asOf,
          types: types.map((t) => briefOf(t.row)),
          rows: people.map((p) => ({
            employee: { id: p.id, name: p.name, code: p.code, workspace: p.workspaceId ? (wsName.get(p.workspaceId) ?? null) : null, department: p.departmentId ? (deptName.get(p.departmentId) ?? null) : null },
            balances: Object.fromEntries(types.map((t) => [t.row.id, typeApplies(t, p, asOf) ? asDays(replayBalance(ledgerInput(t, p, loaded, asOf)).balance) : null])),
          })),
          total: total?.n ?? 0,
        };
      });
    },

    async balancesXlsx(actor: FirmActor, query: BalancesReportQuery): Promise<Buffer> {
      const report = await this.balancesReport(actor, query, true);
      const book = new ExcelJS.Workbook();
      book.creator = "Vetan";
      const sheet = book.addWorksheet(`Balances ${report.as_of}`);
      sheet.columns = [
        { header: "Code", key: "code", width: 10 },
        { header: "Name", key: "name", width: 28 },
        { header: "Workspace", key: "workspace", width: 22 },
        { header: "Department", key: "department", width: 24 },
        ...report.types.map((t) => ({ header: `${t.code} (days)`, key: t.id, width: 12 })),
      ];
      sheet.getRow(1).font = { bold: true };
      for (const r of report.rows) sheet.addRow({ code: r.employee.code, name: r.employee.name, workspace: r.employee.workspace ?? "", department: r.employee.department ?? "", ...r.balances });
      sheet.views = [{ state: "frozen", ySplit: 1, xSplit: 2 }];
      const notes = book.addWorksheet("About");
      notes.addRow([`Leave balances as of ${formatDay(report.as_of)}, replayed from each leave type's rules and every request, adjustment and encashment.`]);
      notes.addRow(["A blank cell: the leave type does not apply to the person."]);
      return Buffer.from(await book.xlsx.writeBuffer());
    },

    /** Each person's year end for a type: closing balance, carried, lapsed, encashed (admins, firm-wide HR). */
    yearEnd: (actor: FirmActor, query: { leave_type_id: string; year_start: string; limit: number; offset: number }): Promise<YearEndView> =>
      withFirm(db, actor.firmId, async (tx) => {
        if (!canLeave(actor, "manage_types")) throw AppError.forbidden("Year-end processing is for admins and firm-wide HR.");
        const [t] = await loadTypes(tx, actor.firmId, { ids: [query.leave_type_id], archived: true });
        if (!t) throw AppError.notFound(NO_TYPE);
        const kind = rulesOn(t, query.year_start).year_start;
        const start = yearStartOf(query.year_start, kind);
        const end = yearEndOf(start, kind);
        const next = nextYearStart(start, kind);
        const { people, total } = await yearPeople(tx, actor.firmId, t, start, end, { limit: query.limit, offset: query.offset });
        const rows = await yearEndRows(tx, actor.firmId, t, start, people);
        const [closing] = await tx.select().from(leaveYearClosings).where(and(eq(leaveYearClosings.firmId, actor.firmId), eq(leaveYearClosings.leaveTypeId, t.row.id), eq(leaveYearClosings.yearStart, start)));
        const closer = closing?.closedBy ? (await tx.select({ name: employees.name }).from(employees).where(and(eq(employees.firmId, actor.firmId), eq(employees.id, closing.closedBy))))[0]?.name : null;
        // Totals over everyone, not just this page: the whole year's replay (a few milliseconds a hundred people).
        const everyone = total > rows.length ? await yearEndRows(tx, actor.firmId, t, start, (await yearPeople(tx, actor.firmId, t, start, end)).people) : rows;
        const sum = (k: "closing" | "carried" | "lapsed" | "encashed") => Math.round(everyone.reduce((s, r) => s + r[k], 0) * 100) / 100;
        const closedYears = new Set((await tx.select({ y: leaveYearClosings.yearStart }).from(leaveYearClosings).where(and(eq(leaveYearClosings.firmId, actor.firmId), eq(leaveYearClosings.leaveTypeId, t.row.id)))).map((r) => r.y));
        const today = indiaToday();
        const years: YearEndView["years"] = [];
        const first = t.policies[0]?.effective_from ?? start;
        for (let y = yearStartOf(today, rulesOn(t, today).year_start); y >= yearStartOf(first, rulesOn(t, first).year_start) && years.length < 20; y = yearStartOf(addDays(y, -1), rulesOn(t, addDays(y, -1)).year_start)) {
          years.push({ start: y, label: yearLabel(y, rulesOn(t, y).year_start), closed: closedYears.has(y) });
        }
        return {
          leave_type: briefOf(t.row),
          year: { start, end, label: yearLabel(start, kind) },
          next_start: next,
          can_run: !closing && today >= next,
          closed: closing ? { at: closing.closedAt.toISOString(), by: closer ?? "Someone who has left", job_id: closing.jobId } : null,
          rows: rows.map((r) => ({ employee: { id: r.employee.id, name: r.employee.name, code: r.employee.code }, closing: r.closing, carried: r.carried, lapsed: r.lapsed, encashed: r.encashed, carried_expires_on: r.carried_expires_on })),
          totals: { people: total, closing: sum("closing"), carried: sum("carried"), lapsed: sum("lapsed"), encashed: sum("encashed") },
          total,
          years,
        };
      }),

    /** Queues the closing of a year that has ended; its progress is a job. */
    async runYearEnd(actor: FirmActor, input: { leave_type_id: string; year_start: string }, ip: string): Promise<{ job_id: string }> {
      if (!canLeave(actor, "manage_types")) throw AppError.forbidden("Year-end processing is for admins and firm-wide HR.");
      return withFirm(db, actor.firmId, async (tx) => {
        const [t] = await loadTypes(tx, actor.firmId, { ids: [input.leave_type_id], archived: true });
        if (!t) throw AppError.notFound(NO_TYPE);
        const kind = rulesOn(t, input.year_start).year_start;
        const start = yearStartOf(input.year_start, kind);
        const next = nextYearStart(start, kind);
        if (indiaToday() < next) throw AppError.badRequest(`The leave year ${yearLabel(start, kind)} ends on ${formatDay(addDays(next, -1))}: close it after that`, { year_start: "This year has not ended yet" });
        const [closed] = await tx.select().from(leaveYearClosings).where(and(eq(leaveYearClosings.firmId, actor.firmId), eq(leaveYearClosings.leaveTypeId, t.row.id), eq(leaveYearClosings.yearStart, start)));
        if (closed) throw new AppError(409, "closed", `The leave year ${yearLabel(start, kind)} is already closed for ${t.row.code}.`);
        const [running] = await tx
          .select({ id: jobsTable.id })
          .from(jobsTable)
          .where(and(eq(jobsTable.firmId, actor.firmId), eq(jobsTable.queue, YEAR_END_QUEUE), inArray(jobsTable.status, ["queued", "running"]), sql`${jobsTable.payload} ->> 'leave_type_id' = ${t.row.id}`, sql`${jobsTable.payload} ->> 'year_start' = ${start}`))
          .limit(1);
        if (running) throw new AppError(409, "running", "This year's closing is already running.");
        const jobId = await jobs.send(tx, { queue: YEAR_END_QUEUE, firmId: actor.firmId, payload: { leave_type_id: t.row.id, year_start: start, by: actor.employeeId }, createdBy: actor.employeeId });
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "leave.year_end_started", detail: { leave_type: t.row.code, year_start: start, job_id: jobId } });
        return { job_id: jobId };
      });
    },
  };
}
export type LeaveReports = ReturnType<typeof createLeaveReports>;
