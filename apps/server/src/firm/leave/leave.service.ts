// Leave as people use it: the firm's leave types and their dated rules (from templates or by hand), a
// person's balances and ledger, applying (with the days counted and the balance before and after shown
// first), cancelling, and HR's adjustments. Balances are never stored: every answer is a replay of the
// rules and events by @vetan/leave, so a backdated request, a cancellation or a rule change is simply the
// next replay. Requests go through the approvals mechanism; the approved ones reach attendance's plans.
import { countLeaveDays, checkRequest, type LeaveEvent, replayBalance, replayLedger, type Refusal, yearLabel, yearStartOf, nextYearStart, yearEndOf, hundredths } from "@vetan/leave";
import { formatDay, indiaToday } from "@vetan/shared/dates";
import type {
  BalancesView,
  LeaveBalanceView,
  LeavePreviewView,
  LeaveRequestsPage,
  LeaveRequestView,
  LeaveTemplateView,
  LeaveTypeBrief,
  LeaveTypeView,
  LedgerView,
  LeaveColour,
  LeaveHalf,
  LeaveStatus,
} from "@vetan/shared/leave";
import { LEAVE_POLICY_KEYS, leaveRangeWords, type LeavePolicy, type LeaveAdjustmentSchema, type LeaveApplySchema, type LeavePolicySchema, type LeavePreviewSchema, type LeaveTypeCreateSchema, type LeaveTypeSchema, type TemplatePickSchema } from "@vetan/shared/leave";
import type { z } from "zod";
import { and, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import {
  approvalRequests,
  attendanceCycleLocks,
  departments,
  employeeDocuments,
  employees,
  holidayPicks,
  leaveEntries,
  leavePolicyVersions,
  leaveRequests,
  leaveTypes,
  leaveYearClosings,
  workspaces,
} from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import { emitWebhook } from "../webhooks/emit.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import { decodeCursor, type KeysetOrder, keysetAfter, keysetPage, stamp } from "../../platform/cursor.ts";
import type { FirmActor } from "../actor.ts";
import type { Approvals, RequestHandler } from "../approvals/approvals.service.ts";
import { cycleOf, loadSettings } from "../attendance/settings.ts";
import { loadCalendar, personOf, recompute } from "../attendance/processing.ts";
import { planDays } from "../attendance/plans.ts";
import type { Notifications, Outgoing } from "../notifications/notifications.service.ts";
import { managerChain } from "../people/people.queries.ts";
import { standingLeave } from "../attendance/leave-days.ts";
import { canLeave } from "./leave.policy.ts";
import { approvedAfter, eventKey, type FirmLeaveType, type LeaveEmployee, ledgerInput, loadEvents, loadTypes, pendingDays, requestPortions, rulesOn, typeApplies } from "./load.ts";
import { policyWords, storedRules } from "./rules.ts";
import { LEAVE_TEMPLATES, templateRules } from "./templates.ts";

const NO_EMPLOYEE = "No such employee in your firm.";
const NO_TYPE = "No such leave type in your firm.";
const NO_REQUEST = "No such leave request in your firm.";
type Employee = typeof employees.$inferSelect;
type RequestRow = typeof leaveRequests.$inferSelect;

/** Hundredths to days for the API. */
export const asDays = (h: number) => h / 100;

export const briefOf = (row: FirmLeaveType["row"]): LeaveTypeBrief => ({ id: row.id, code: row.code, name: row.name, colour: row.colour as LeaveColour, paid: row.paid });

const unique = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (("code" in error && (error as { code: unknown }).code === "23505") || ("cause" in error && unique((error as { cause: unknown }).cause)));

/** What each engine refusal's field is on the form. */
const FORM_FIELD: Record<Refusal["field"], string> = { leave_type: "leave_type_id", from: "from", to: "to", days: "days", document: "document_id" };

/** What expires, one line a day (the engine lists each lot: a month's credits expire alike). */
function expiringByDay(lots: readonly { on: string; days: number }[]): { on: string; days: number }[] {
  const byDay = new Map<string, number>();
  for (const lot of lots) byDay.set(lot.on, (byDay.get(lot.on) ?? 0) + lot.days);
  return [...byDay].sort(([a], [b]) => (a < b ? -1 : 1)).map(([on, days]) => ({ on, days: asDays(days) }));
}

/** The leave year holding `day` by a type's rules then. */
function yearOf(t: FirmLeaveType, day: string) {
  const kind = rulesOn(t, day).year_start;
  const start = yearStartOf(day, kind);
  return { start, end: yearEndOf(start, kind), label: yearLabel(start, kind) };
}

/** A person's requests, latest leave first: the list's order and its cursor's (decision 032). */
const REQUEST_ORDER: KeysetOrder = {
  table: leaveRequests,
  keys: [
    { column: leaveRequests.fromDate, direction: "desc" },
    { column: leaveRequests.createdAt, direction: "desc" },
  ],
  id: { column: leaveRequests.id, direction: "desc" },
};

export function createLeave(db: Db, approvals: Approvals, notifications: Notifications) {
  async function subjectOf(tx: Tx, actor: FirmActor, id: string): Promise<Employee> {
    const [row] = await tx.select().from(employees).where(and(eq(employees.firmId, actor.firmId), eq(employees.id, id)));
    if (!row) throw AppError.notFound(NO_EMPLOYEE);
    const chain = row.id === actor.employeeId ? [] : await managerChain(tx, actor.firmId, row.id);
    // Someone the actor may not see is as unknown as someone who does not exist.
    if (!canLeave(actor, "view_person", { id: row.id, workspaceId: row.workspaceId, managerChain: chain })) throw AppError.notFound(NO_EMPLOYEE);
    return row;
  }

  function mustManage(actor: FirmActor) {
    if (!canLeave(actor, "manage_types")) throw AppError.forbidden("Leave types and policies are kept by admins and firm-wide HR.");
  }

  async function typeOf(tx: Tx, firmId: string, id: string, opts: { archived?: boolean } = {}): Promise<FirmLeaveType> {
    const [t] = await loadTypes(tx, firmId, { ids: [id], archived: opts.archived ?? false });
    if (!t) throw AppError.notFound(NO_TYPE);
    return t;
  }

  async function peopleCount(tx: Tx, firmId: string, types: FirmLeaveType[]): Promise<Map<string, number>> {
    const people = await tx
      .select({ id: employees.id, workspaceId: employees.workspaceId, departmentId: employees.departmentId, grade: employees.grade, employmentType: employees.employmentType, gender: employees.gender })
      .from(employees)
      .where(and(eq(employees.firmId, firmId), ne(employees.status, "exited")));
    const today = indiaToday();
    return new Map(types.map((t) => [t.row.id, people.filter((p) => typeApplies(t, { ...p, joiningDate: "", lastWorkingDay: null, status: "active" }, today)).length]));
  }

  function typeView(t: FirmLeaveType, people: number): LeaveTypeView {
    const today = indiaToday();
    const policy = rulesOn(t, today);
    return {
      ...briefOf(t.row),
      comp_off: t.row.compOff,
      archived: t.row.archived,
      workspace_ids: t.row.workspaceIds,
      department_ids: t.row.departmentIds,
      grades: t.row.grades,
      employment_types: t.row.employmentTypes,
      policy,
      versions: t.policies.map((p) => ({ effective_from: p.effective_from, summary: policyWords(p, t.row) })).reverse(),
      summary: policyWords(policy, t.row),
      people,
    };
  }

  /** Workspaces and departments named in a type must be the firm's. */
  async function checkTargets(tx: Tx, firmId: string, input: z.output<typeof LeaveTypeSchema>) {
    if (input.workspace_ids.length > 0) {
      const found = await tx.select({ id: workspaces.id }).from(workspaces).where(and(eq(workspaces.firmId, firmId), inArray(workspaces.id, input.workspace_ids)));
      if (found.length !== new Set(input.workspace_ids).size) throw AppError.badRequest("Choose workspaces from the list", { workspace_ids: "Choose workspaces from the list" });
    }
    if (input.department_ids.length > 0) {
      const found = await tx.select({ id: departments.id }).from(departments).where(and(eq(departments.firmId, firmId), inArray(departments.id, input.department_ids)));
      if (found.length !== new Set(input.department_ids).size) throw AppError.badRequest("Choose departments from the list", { department_ids: "Choose departments from the list" });
    }
  }

  const typeValues = (input: z.output<typeof LeaveTypeSchema>) => ({
    code: input.code,
    name: input.name,
    colour: input.colour,
    paid: input.paid,
    compOff: input.comp_off,
    workspaceIds: [...new Set(input.workspace_ids)],
    departmentIds: [...new Set(input.department_ids)],
    grades: [...new Set(input.grades)],
    employmentTypes: [...new Set(input.employment_types)],
  });

  // ─── Offs, locks and closed years: what a request's dates must respect ────────────────────────────

  /** What each day from..to is for the person: a weekly off or holiday (by their roster and workspace), or a working day. */
  async function offDays(tx: Tx, firmId: string, person: Employee, from: string, to: string) {
    const calendar = await loadCalendar(tx, firmId, from, to);
    const picks = await tx.select().from(holidayPicks).where(and(eq(holidayPicks.firmId, firmId), eq(holidayPicks.employeeId, person.id)));
    // Days outside employment still count as days of the range (the refusal names them).
    const plans = planDays({ ...personOf(person), joiningDate: from < person.joiningDate ? from : person.joiningDate, lastDay: null }, from, to, {
      ...calendar,
      picks: new Set(picks.map((p) => `${p.employeeId}:${p.holidayId}`)),
      requests: [],
    });
    return new Map(plans.map((p) => [p.date, p.dayType === "working" ? null : { kind: p.dayType, ...(p.holidayName ? { name: p.holidayName } : {}) }]));
  }

  /** The refusals a request's dates meet beyond the policy: employment, overlaps, locked payroll, a closed year. */
  async function dateRefusals(tx: Tx, firmId: string, person: Employee, t: FirmLeaveType, r: { from: string; to: string; fromHalf: LeaveHalf; toHalf: LeaveHalf }, except?: string): Promise<{ field: string; message: string }[]> {
    const out: { field: string; message: string }[] = [];
    if (r.from < person.joiningDate) out.push({ field: "from", message: `This is before the joining date, ${formatDay(person.joiningDate)}` });
    const lastDay = person.lastWorkingDay;
    if (lastDay && r.to > lastDay) out.push({ field: "to", message: `This is after the last working day, ${formatDay(lastDay)}` });
    // Overlap: a half already asked for (pending or approved, not cancelled) in any type.
    const others = (await standingLeave(tx, firmId, ["pending", "approved"], r.from, r.to, eq(leaveRequests.employeeId, person.id))).map(({ r: o, status, type }) => ({ ...o, status, code: type.code }));
    const halves = (p: { day: string; portion: string }) => (p.portion === "full" ? ["first", "second"] : [p.portion === "first_half" ? "first" : "second"]).map((h) => `${p.day}:${h}`);
    const mine = new Set(requestPortions({ fromDate: r.from, toDate: r.to, fromHalf: r.fromHalf, toHalf: r.toHalf }).flatMap(halves));
    for (const o of others) {
      if (o.id === except) continue;
      const clash = requestPortions(o).flatMap(halves).find((h) => mine.has(h));
      if (clash) {
        out.push({ field: "from", message: `You already have ${o.code} on ${formatDay(clash.slice(0, 10))} (${o.status === "pending" ? "waiting for approval" : "approved"})` });
        break;
      }
    }
    // Payroll has taken a locked cycle's figures: a change there goes in as an adjustment, not a request.
    const locks = await tx.select({ month: attendanceCycleLocks.month }).from(attendanceCycleLocks).where(eq(attendanceCycleLocks.firmId, firmId));
    if (locks.length > 0) {
      const { cycleStartDay } = await loadSettings(tx, firmId);
      const locked = locks.map((l) => ({ month: l.month, ...cycleOf(l.month, cycleStartDay) })).find((c) => c.from <= r.to && c.to >= r.from);
      if (locked) out.push({ field: "from", message: `Payroll for the cycle ${formatDay(locked.from)} to ${formatDay(locked.to)} is locked: ask HR for an adjustment instead` });
    }
    const closings = await tx
      .select({ yearStart: leaveYearClosings.yearStart })
      .from(leaveYearClosings)
      .where(and(eq(leaveYearClosings.firmId, firmId), eq(leaveYearClosings.leaveTypeId, t.row.id)));
    const closed = closings.find((c) => c.yearStart <= r.to && nextYearStart(c.yearStart, rulesOn(t, c.yearStart).year_start) > r.from);
    if (closed) out.push({ field: "from", message: `The leave year ${yearLabel(closed.yearStart, rulesOn(t, closed.yearStart).year_start)} is closed for ${t.row.code}` });
    return out;
  }

  /**
   * Everything about a request before it is made: the days it counts, the balance before and after, and
   * every refusal, in words for the form. `except` leaves a request out of the pending and the overlaps
   * (the one being approved).
   */
  async function assess(tx: Tx, actor: FirmActor, input: z.output<typeof LeavePreviewSchema> & { document_id?: string | undefined }, except?: string) {
    const person = await subjectOf(tx, actor, input.employee_id ?? actor.employeeId);
    const forSelf = person.id === actor.employeeId;
    if (!forSelf && !canLeave(actor, "apply_for", { id: person.id, workspaceId: person.workspaceId })) throw AppError.forbidden("Only HR and admins apply for someone else.");
    const t = await typeOf(tx, actor.firmId, input.leave_type_id);
    const rules = rulesOn(t, input.from);
    const version = t.engine[t.policies.indexOf(rules)] ?? t.engine[0];
    if (!version) throw AppError.notFound(NO_TYPE);
    const offs = await offDays(tx, actor.firmId, person, input.from, input.to);
    const counted = countLeaveDays({
      from: input.from,
      to: input.to,
      fromHalf: input.from_half,
      toHalf: input.to_half,
      offDay: (day) => offs.get(day) ?? null,
      sandwich: rules.sandwich,
    });
    if (!counted) throw AppError.badRequest("A single day cannot end before it starts", { to_half: "A single day cannot end before it starts" });
    const loaded = await loadEvents(tx, actor.firmId, [person.id], [t]);
    const before = replayBalance(ledgerInput(t, person, loaded, input.from)).balance;
    const pending = pendingDays(loaded, person.id, t.row.id, except);
    const promised = approvedAfter(loaded, person.id, t.row.id, input.from);
    const balanceBefore = before - pending - promised;
    let hasDocument = false;
    if (input.document_id) {
      const [doc] = await tx.select({ id: employeeDocuments.id }).from(employeeDocuments).where(and(eq(employeeDocuments.firmId, actor.firmId), eq(employeeDocuments.employeeId, person.id), eq(employeeDocuments.id, input.document_id)));
      if (!doc) throw AppError.badRequest("Choose one of the person's documents", { document_id: "Choose one of the person's documents" });
      hasDocument = true;
    }
    const refusals: { field: string; message: string }[] = [];
    if (!typeApplies(t, person, input.from)) refusals.push({ field: "leave_type_id", message: `${t.row.name} is not open to ${forSelf ? "you" : person.name} under the firm's policy` });
    for (const r of checkRequest(version, { joiningDate: person.joiningDate, lastDay: null, gender: person.gender, employmentType: person.employmentType }, {
      from: input.from,
      days: counted.days,
      hasHalfDay: counted.byDay.some((d) => d.counted === 50),
      appliedOn: indiaToday(),
      balanceBefore,
      hasDocument,
      // HR applying for someone records what happened; notice is for the person asking for themself.
      noticeWaived: !forSelf,
    })) {
      if (r.field === "leave_type" && refusals.some((x) => x.field === "leave_type_id")) continue;
      refusals.push({ field: FORM_FIELD[r.field], message: forSelf ? r.message : r.message.replace("Your balance", `${person.name}'s balance`) });
    }
    refusals.push(...(await dateRefusals(tx, actor.firmId, person, t, { from: input.from, to: input.to, fromHalf: input.from_half, toHalf: input.to_half }, except)));
    return { person, t, version, counted, balanceBefore, before, pending: pending + promised, refusals, forSelf };
  }

  function previewView(a: Awaited<ReturnType<typeof assess>>): LeavePreviewView {
    return {
      leave_type: briefOf(a.t.row),
      days: asDays(a.counted.days),
      by_day: a.counted.byDay.map((d) => ({ day: d.day, counted: asDays(d.counted), note: d.note })),
      working: a.counted.working,
      tracks_balance: a.version.tracksBalance,
      balance_before: asDays(a.balanceBefore),
      pending: asDays(a.pending),
      balance_after: asDays(a.balanceBefore - a.counted.days),
      needs_document: a.version.documentAboveDays !== null && a.counted.days > a.version.documentAboveDays,
      refusals: a.refusals,
    };
  }

  async function requestViews(tx: Tx, actor: FirmActor, rows: RequestRow[]): Promise<LeaveRequestView[]> {
    if (rows.length === 0) return [];
    const approvalRows = await tx
      .select({ id: approvalRequests.id, status: approvalRequests.status })
      .from(approvalRequests)
      .where(and(eq(approvalRequests.firmId, actor.firmId), inArray(approvalRequests.id, rows.map((r) => r.approvalId))));
    const status = new Map(approvalRows.map((a) => [a.id, a.status]));
    const ids = [...new Set(rows.flatMap((r) => [r.employeeId, r.appliedBy]))];
    const people = await tx.select({ id: employees.id, name: employees.name, code: employees.code, workspaceId: employees.workspaceId }).from(employees).where(and(eq(employees.firmId, actor.firmId), inArray(employees.id, ids)));
    const byId = new Map(people.map((p) => [p.id, p]));
    const types = await tx.select().from(leaveTypes).where(and(eq(leaveTypes.firmId, actor.firmId), inArray(leaveTypes.id, [...new Set(rows.map((r) => r.leaveTypeId))])));
    const typeById = new Map(types.map((t) => [t.id, t]));
    return rows.map((r) => {
      const approval = status.get(r.approvalId) ?? "pending";
      const state: LeaveStatus = r.cancelledOn ? "cancelled" : approval;
      const person = byId.get(r.employeeId);
      const type = typeById.get(r.leaveTypeId);
      const mine = r.employeeId === actor.employeeId || r.appliedBy === actor.employeeId;
      return {
        id: r.id,
        approval_id: r.approvalId,
        employee: { id: r.employeeId, name: person?.name ?? "Someone who has left", code: person?.code ?? "" },
        leave_type: type ? briefOf(type) : { id: r.leaveTypeId, code: "?", name: "Leave", colour: "slate", paid: true },
        from: r.fromDate,
        to: r.toDate,
        from_half: r.fromHalf,
        to_half: r.toHalf,
        days: asDays(r.days),
        reason: r.reason,
        status: state,
        cancelled_on: r.cancelledOn,
        applied_by: { id: r.appliedBy, name: byId.get(r.appliedBy)?.name ?? "Someone who has left" },
        document_id: r.documentId,
        created_at: r.createdAt.toISOString(),
        can_cancel:
          (state === "pending" && mine) ||
          (state === "approved" && canLeave(actor, "cancel_approved", { id: r.employeeId, workspaceId: person?.workspaceId ?? null, appliedBy: r.appliedBy })),
      };
    });
  }

  async function requestRow(tx: Tx, firmId: string, id: string, lock = false): Promise<RequestRow> {
    const query = tx.select().from(leaveRequests).where(and(eq(leaveRequests.firmId, firmId), eq(leaveRequests.id, id)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw AppError.notFound(NO_REQUEST);
    return row;
  }

  /** Balances of every type that applies to the person, as of a day. */
  async function balancesIn(tx: Tx, actor: FirmActor, person: Employee, asOf: string): Promise<BalancesView> {
    const types = (await loadTypes(tx, actor.firmId)).filter((t) => typeApplies(t, person, asOf));
    const loaded = await loadEvents(tx, actor.firmId, [person.id], types);
    const balances: LeaveBalanceView[] = types.map((t) => {
      const version = t.engine[t.policies.indexOf(rulesOn(t, asOf))] ?? (t.engine[0] as (typeof t.engine)[number]);
      const ledger = replayLedger(ledgerInput(t, person, loaded, asOf));
      const year = yearOf(t, asOf);
      let credited = 0;
      let taken = 0;
      for (const e of ledger.entries) {
        if (e.date < year.start) continue;
        if (e.kind === "credit" || e.kind === "comp_off" || (e.kind === "adjustment" && e.days > 0)) credited += e.days;
        if (e.kind === "debit") taken -= e.days;
        if (e.kind === "reversal") taken -= e.days;
      }
      const pending = pendingDays(loaded, person.id, t.row.id) + approvedAfter(loaded, person.id, t.row.id, asOf);
      return {
        leave_type: briefOf(t.row),
        tracks_balance: version.tracksBalance,
        balance: asDays(ledger.balance),
        pending: asDays(pending),
        available: version.tracksBalance ? asDays(ledger.balance - pending + version.negativeLimit) : 0,
        expiring: expiringByDay(ledger.expiring),
        year,
        credited_this_year: asDays(credited),
        taken_this_year: asDays(taken),
      };
    });
    return {
      employee: { id: person.id, name: person.name, code: person.code },
      as_of: asOf,
      balances,
      can_apply: person.status !== "exited" && canLeave(actor, "apply_for", { id: person.id, workspaceId: person.workspaceId }),
      can_adjust: canLeave(actor, "adjust", { id: person.id, workspaceId: person.workspaceId }),
    };
  }

  return {
    // ─── Types and policies ──────────────────────────────────────────────────────────────────────────
    types: (actor: FirmActor) =>
      withFirm(db, actor.firmId, async (tx) => {
        const manage = canLeave(actor, "manage_types");
        const types = await loadTypes(tx, actor.firmId, { archived: manage });
        const counts = await peopleCount(tx, actor.firmId, types);
        return { data: types.map((t) => typeView(t, counts.get(t.row.id) ?? 0)), can_edit: manage };
      }),

    templates: (actor: FirmActor): Promise<LeaveTemplateView[]> =>
      withFirm(db, actor.firmId, async (tx) => {
        const have = new Set((await tx.select({ code: leaveTypes.code }).from(leaveTypes).where(eq(leaveTypes.firmId, actor.firmId))).map((r) => r.code));
        return LEAVE_TEMPLATES.map((t) => ({ code: t.code, name: t.name, colour: t.colour, paid: t.paid, comp_off: t.comp_off, summary: policyWords(templateRules(t, "2000-01-01"), { compOff: t.comp_off }), exists: have.has(t.code) }));
      }),

    async addTemplates(actor: FirmActor, input: z.output<typeof TemplatePickSchema>, ip: string) {
      mustManage(actor);
      const picked = LEAVE_TEMPLATES.filter((t) => input.codes.includes(t.code));
      if (picked.length !== new Set(input.codes).size) throw AppError.badRequest("Choose templates from the list", { codes: "Choose templates from the list" });
      return withFirm(db, actor.firmId, async (tx) => {
        const have = new Set((await tx.select({ code: leaveTypes.code }).from(leaveTypes).where(eq(leaveTypes.firmId, actor.firmId))).map((r) => r.code));
        const clash = picked.find((t) => have.has(t.code));
        if (clash) throw new AppError(409, "exists", `The firm already has a leave type coded ${clash.code}.`, { codes: `The firm already has ${clash.code}` });
        for (const t of picked) {
          const [row] = await tx.insert(leaveTypes).values({ firmId: actor.firmId, code: t.code, name: t.name, colour: t.colour, paid: t.paid, compOff: t.comp_off }).returning({ id: leaveTypes.id });
          if (!row) throw new Error("leave type insert returned nothing");
          await tx.insert(leavePolicyVersions).values({ firmId: actor.firmId, leaveTypeId: row.id, effectiveFrom: input.effective_from, rules: storedRules(templateRules(t, input.effective_from)), createdBy: actor.employeeId });
        }
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "leave_type.from_templates", detail: { codes: picked.map((t) => t.code), effective_from: input.effective_from } });
        const types = await loadTypes(tx, actor.firmId, { archived: true });
        const counts = await peopleCount(tx, actor.firmId, types);
        return { data: types.map((t) => typeView(t, counts.get(t.row.id) ?? 0)), can_edit: true };
      });
    },

    async createType(actor: FirmActor, input: z.output<typeof LeaveTypeCreateSchema>, ip: string): Promise<LeaveTypeView> {
      mustManage(actor);
      try {
        return await withFirm(db, actor.firmId, async (tx) => {
          await checkTargets(tx, actor.firmId, input);
          const [row] = await tx.insert(leaveTypes).values({ firmId: actor.firmId, ...typeValues(input) }).returning({ id: leaveTypes.id });
          if (!row) throw new Error("leave type insert returned nothing");
          const policy = Object.fromEntries(LEAVE_POLICY_KEYS.map((k) => [k, input[k]])) as LeavePolicy;
          await tx.insert(leavePolicyVersions).values({ firmId: actor.firmId, leaveTypeId: row.id, effectiveFrom: policy.effective_from, rules: storedRules(policy), createdBy: actor.employeeId });
          await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "leave_type.created", detail: { id: row.id, code: input.code, name: input.name } });
          const t = await typeOf(tx, actor.firmId, row.id);
          return typeView(t, (await peopleCount(tx, actor.firmId, [t])).get(t.row.id) ?? 0);
        });
      } catch (error) {
        if (unique(error)) throw new AppError(409, "exists", `The firm already has a leave type coded ${input.code}.`, { code: `The firm already has a leave type coded ${input.code}` });
        throw error;
      }
    },

    async updateType(actor: FirmActor, id: string, input: z.output<typeof LeaveTypeSchema>, ip: string): Promise<LeaveTypeView> {
      mustManage(actor);
      try {
        return await withFirm(db, actor.firmId, async (tx) => {
          const before = await typeOf(tx, actor.firmId, id, { archived: true });
          await checkTargets(tx, actor.firmId, input);
          await tx.update(leaveTypes).set({ ...typeValues(input), updatedAt: new Date() }).where(and(eq(leaveTypes.firmId, actor.firmId), eq(leaveTypes.id, id)));
          await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "leave_type.updated", detail: { id, code: before.row.code, from: { name: before.row.name, paid: before.row.paid }, to: { name: input.name, paid: input.paid } } });
          const t = await typeOf(tx, actor.firmId, id, { archived: true });
          return typeView(t, (await peopleCount(tx, actor.firmId, [t])).get(t.row.id) ?? 0);
        });
      } catch (error) {
        if (unique(error)) throw new AppError(409, "exists", `The firm already has a leave type coded ${input.code}.`, { code: `The firm already has a leave type coded ${input.code}` });
        throw error;
      }
    },

    /** A new version of the rules from a date; balances from then are replayed under it (nothing to migrate). */
    async addVersion(actor: FirmActor, id: string, policy: z.output<typeof LeavePolicySchema>, ip: string): Promise<LeaveTypeView> {
      mustManage(actor);
      return withFirm(db, actor.firmId, async (tx) => {
        const t = await typeOf(tx, actor.firmId, id, { archived: true });
        await tx
          .insert(leavePolicyVersions)
          .values({ firmId: actor.firmId, leaveTypeId: id, effectiveFrom: policy.effective_from, rules: storedRules(policy), createdBy: actor.employeeId })
          .onConflictDoUpdate({ target: [leavePolicyVersions.firmId, leavePolicyVersions.leaveTypeId, leavePolicyVersions.effectiveFrom], set: { rules: storedRules(policy), createdBy: actor.employeeId, createdAt: new Date() } });
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "leave_policy.saved", detail: { leave_type: t.row.code, effective_from: policy.effective_from, rules: storedRules(policy) } });
        const after = await typeOf(tx, actor.firmId, id, { archived: true });
        return typeView(after, (await peopleCount(tx, actor.firmId, [after])).get(id) ?? 0);
      });
    },

    async archiveType(actor: FirmActor, id: string, archived: boolean, ip: string): Promise<LeaveTypeView> {
      mustManage(actor);
      return withFirm(db, actor.firmId, async (tx) => {
        const t = await typeOf(tx, actor.firmId, id, { archived: true });
        await tx.update(leaveTypes).set({ archived, updatedAt: new Date() }).where(and(eq(leaveTypes.firmId, actor.firmId), eq(leaveTypes.id, id)));
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: archived ? "leave_type.archived" : "leave_type.restored", detail: { id, code: t.row.code } });
        const after = await typeOf(tx, actor.firmId, id, { archived: true });
        return typeView(after, 0);
      });
    },

    // ─── A person's balances and ledger ──────────────────────────────────────────────────────────────
    balances: (actor: FirmActor, employeeId: string | undefined, asOf: string | undefined): Promise<BalancesView> =>
      withFirm(db, actor.firmId, async (tx) => balancesIn(tx, actor, await subjectOf(tx, actor, employeeId ?? actor.employeeId), asOf ?? indiaToday())),

    ledger: (actor: FirmActor, employeeId: string | undefined, typeId: string, yearOfDay: string | undefined): Promise<LedgerView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const person = await subjectOf(tx, actor, employeeId ?? actor.employeeId);
        const t = await typeOf(tx, actor.firmId, typeId, { archived: true });
        const today = indiaToday();
        const year = yearOf(t, yearOfDay ?? today);
        const loaded = await loadEvents(tx, actor.firmId, [person.id], [t]);
        const asOf = year.end < today ? year.end : year.start > today ? year.start : today;
        const result = replayLedger(ledgerInput(t, person, loaded, asOf));
        const earlier = result.entries.filter((e) => e.date < year.start);
        const inYear = result.entries.filter((e) => e.date >= year.start && e.date <= year.end);
        const opening = earlier.at(-1)?.balance ?? 0;
        const years: { start: string; label: string }[] = [];
        const firstDay = person.joiningDate > (t.policies[0]?.effective_from ?? person.joiningDate) ? person.joiningDate : (t.policies[0]?.effective_from ?? person.joiningDate);
        for (let y = yearOf(t, firstDay).start; y <= today && years.length < 60; y = nextYearStart(y, rulesOn(t, y).year_start)) years.push({ start: y, label: yearOf(t, y).label });
        return {
          employee: { id: person.id, name: person.name, code: person.code },
          leave_type: briefOf(t.row),
          year,
          opening: asDays(opening),
          entries: inYear.map((e) => ({ date: e.date, kind: e.kind, days: asDays(e.days), balance: asDays(e.balance), reason: e.reason })),
          closing: asDays(inYear.at(-1)?.balance ?? opening),
          years: years.reverse(),
          warnings: result.warnings,
        };
      }),

    // ─── Requests ────────────────────────────────────────────────────────────────────────────────────
    preview: (actor: FirmActor, input: z.output<typeof LeavePreviewSchema>): Promise<LeavePreviewView> => withFirm(db, actor.firmId, async (tx) => previewView(await assess(tx, actor, input))),

    async apply(actor: FirmActor, input: z.output<typeof LeaveApplySchema>, ip: string): Promise<LeaveRequestView> {
      let outgoing: Outgoing = [];
      const view = await withFirm(db, actor.firmId, async (tx) => {
        // One request at a time per person: the balance and overlap checks see every earlier one.
        await tx.select({ id: employees.id }).from(employees).where(and(eq(employees.firmId, actor.firmId), eq(employees.id, input.employee_id ?? actor.employeeId))).for("update");
        const a = await assess(tx, actor, input);
        if (a.refusals.length > 0) {
          const fields: Record<string, string> = {};
          for (const r of a.refusals) fields[r.field] ??= r.message;
          throw AppError.badRequest(a.refusals[0]?.message ?? "This request cannot be made.", fields);
        }
        const who = `${a.person.name} (${a.person.code})`;
        const words = leaveRangeWords(input);
        const submitted = await approvals.submit(tx, actor, {
          type: "leave",
          subjectId: a.person.id,
          title: `${a.t.row.name}, ${asDays(a.counted.days)} day${a.counted.days === 100 ? "" : "s"} (${words}): ${who}`,
          payload: { leave_type: a.t.row.code, from: input.from, to: input.to, from_half: input.from_half, to_half: input.to_half, days: asDays(a.counted.days), working: a.counted.working, reason: input.reason },
        });
        outgoing = submitted.outgoing;
        const [row] = await tx
          .insert(leaveRequests)
          .values({
            firmId: actor.firmId,
            employeeId: a.person.id,
            leaveTypeId: a.t.row.id,
            fromDate: input.from,
            toDate: input.to,
            fromHalf: input.from_half,
            toHalf: input.to_half,
            days: a.counted.days,
            dayCounts: a.counted.byDay.map((d) => ({ day: d.day, counted: d.counted })),
            reason: input.reason,
            documentId: input.document_id ?? null,
            approvalId: submitted.id,
            appliedBy: actor.employeeId,
          })
          .returning();
        if (!row) throw new Error("leave request insert returned nothing");
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "leave.applied", detail: { id: row.id, employee_id: a.person.id, leave_type: a.t.row.code, from: input.from, to: input.to, days: asDays(a.counted.days) } });
        // What is known already, without reading it back: a new request waits, and its asker may withdraw it.
        const [asker] = a.forSelf ? [a.person] : await tx.select({ name: employees.name }).from(employees).where(and(eq(employees.firmId, actor.firmId), eq(employees.id, actor.employeeId)));
        return {
          id: row.id,
          approval_id: row.approvalId,
          employee: { id: a.person.id, name: a.person.name, code: a.person.code },
          leave_type: briefOf(a.t.row),
          from: row.fromDate,
          to: row.toDate,
          from_half: row.fromHalf,
          to_half: row.toHalf,
          days: asDays(row.days),
          reason: row.reason,
          status: "pending",
          cancelled_on: null,
          applied_by: { id: actor.employeeId, name: asker?.name ?? "" },
          document_id: row.documentId,
          created_at: row.createdAt.toISOString(),
          can_cancel: true,
        } satisfies LeaveRequestView;
      });
      await notifications.deliver(outgoing);
      return view;
    },

    requests: (actor: FirmActor, query: { employee_id?: string | undefined; status: LeaveStatus | "any"; limit: number; offset: number; cursor?: string | undefined }): Promise<LeaveRequestsPage> =>
      withFirm(db, actor.firmId, async (tx) => {
        const cursor = decodeCursor(query.cursor, REQUEST_ORDER);
        const person = await subjectOf(tx, actor, query.employee_id ?? actor.employeeId);
        let where = and(eq(leaveRequests.firmId, actor.firmId), eq(leaveRequests.employeeId, person.id)) as SQL;
        if (query.status === "cancelled") where = and(where, sql`(${leaveRequests.cancelledOn} is not null or exists (select 1 from approval_requests a where a.firm_id = ${leaveRequests.firmId} and a.id = ${leaveRequests.approvalId} and a.status = 'cancelled'))`) as SQL;
        else if (query.status !== "any")
          where = and(where, sql`${leaveRequests.cancelledOn} is null and exists (select 1 from approval_requests a where a.firm_id = ${leaveRequests.firmId} and a.id = ${leaveRequests.approvalId} and a.status = ${query.status})`) as SQL;
        const read = await tx
          .select()
          .from(leaveRequests)
          .where(and(where, keysetAfter(REQUEST_ORDER, cursor)))
          .orderBy(desc(leaveRequests.fromDate), desc(leaveRequests.createdAt), desc(leaveRequests.id))
          .limit(query.limit + 1)
          .offset(cursor ? 0 : query.offset);
        const { data: rows, next_cursor } = keysetPage(read, query.limit, (r) => [r.fromDate, stamp(r.createdAt), r.id]);
        const [total] = await tx.select({ n: count() }).from(leaveRequests).where(where);
        return { data: await requestViews(tx, actor, rows), total: total?.n ?? 0, next_cursor };
      }),

    /**
     * Cancels a request: one still waiting is withdrawn from its approvers; an approved one is reversed from
     * today (the ledger gives its days back, and attendance forgets it), unless its payroll is locked.
     */
    async cancel(actor: FirmActor, id: string, ip: string): Promise<LeaveRequestView> {
      const pending = await withFirm(db, actor.firmId, async (tx) => {
        const row = await requestRow(tx, actor.firmId, id);
        await subjectOf(tx, actor, row.employeeId);
        const [approval] = await tx.select({ status: approvalRequests.status }).from(approvalRequests).where(and(eq(approvalRequests.firmId, actor.firmId), eq(approvalRequests.id, row.approvalId)));
        return approval?.status === "pending" && !row.cancelledOn ? row : null;
      });
      if (pending) {
        if (pending.employeeId !== actor.employeeId && pending.appliedBy !== actor.employeeId) throw AppError.forbidden("Only the person who asked can withdraw a request still waiting.");
        await approvals.cancel(actor, pending.approvalId, ip);
        return withFirm(db, actor.firmId, async (tx) => (await requestViews(tx, actor, [await requestRow(tx, actor.firmId, id)]))[0] as LeaveRequestView);
      }
      let outgoing: Outgoing = [];
      const view = await withFirm(db, actor.firmId, async (tx) => {
        const row = await requestRow(tx, actor.firmId, id, true);
        const person = await subjectOf(tx, actor, row.employeeId);
        const [approval] = await tx.select({ status: approvalRequests.status }).from(approvalRequests).where(and(eq(approvalRequests.firmId, actor.firmId), eq(approvalRequests.id, row.approvalId)));
        if (row.cancelledOn || approval?.status !== "approved") throw new AppError(409, "not_cancellable", `This request was already ${row.cancelledOn ? "cancelled" : (approval?.status ?? "decided")}.`);
        if (!canLeave(actor, "cancel_approved", { id: person.id, workspaceId: person.workspaceId, appliedBy: row.appliedBy })) throw AppError.forbidden("Only the person, whoever applied for them, HR and admins can cancel approved leave.");
        const [t] = await loadTypes(tx, actor.firmId, { ids: [row.leaveTypeId], archived: true });
        if (!t) throw AppError.notFound(NO_TYPE);
        const blocked = (await dateRefusals(tx, actor.firmId, person, t, { from: row.fromDate, to: row.toDate, fromHalf: row.fromHalf, toHalf: row.toHalf }, row.id)).find((r) => r.message.includes("locked") || r.message.includes("closed"));
        if (blocked) throw new AppError(409, "locked", blocked.message.replace("ask HR for an adjustment instead", "HR can make an adjustment instead"));
        const today = indiaToday();
        await tx.update(leaveRequests).set({ cancelledOn: today, cancelledBy: actor.employeeId }).where(and(eq(leaveRequests.firmId, actor.firmId), eq(leaveRequests.id, id)));
        if (row.fromDate <= today) await recompute(tx, actor.firmId, [row.employeeId], row.fromDate, row.toDate);
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "leave.cancelled", detail: { id, employee_id: row.employeeId, leave_type: t.row.code, from: row.fromDate, to: row.toDate, days: asDays(row.days) } });
        const concerned = [row.employeeId, ...(person.managerId ? [person.managerId] : [])].filter((p) => p !== actor.employeeId);
        outgoing = await notifications.notify(tx, actor.firmId, [...new Set(concerned)], {
          kind: "approval.decided",
          title: `Cancelled: ${t.row.name} of ${person.name} (${leaveRangeWords({ from: row.fromDate, to: row.toDate, from_half: row.fromHalf, to_half: row.toHalf })})`,
          body: `${asDays(row.days)} days back to the balance.`,
          link: `/app/leave?employee_id=${row.employeeId}`,
        });
        return (await requestViews(tx, actor, [{ ...row, cancelledOn: today, cancelledBy: actor.employeeId }]))[0] as LeaveRequestView;
      });
      await notifications.deliver(outgoing);
      return view;
    },

    /** HR's adjustment (up or down) or encashment, with its reason; the person's balances after it. */
    async adjust(actor: FirmActor, input: z.output<typeof LeaveAdjustmentSchema>, ip: string): Promise<BalancesView> {
      return withFirm(db, actor.firmId, async (tx) => {
        const person = await subjectOf(tx, actor, input.employee_id);
        if (!canLeave(actor, "adjust", { id: person.id, workspaceId: person.workspaceId })) {
          throw AppError.forbidden(person.id === actor.employeeId ? "Someone else in HR or an admin adjusts your own balance." : "Adjustments are made by HR and admins.");
        }
        const t = await typeOf(tx, actor.firmId, input.leave_type_id);
        const days = hundredths(input.days);
        if (input.kind === "encash" && days < 0) throw AppError.badRequest("Encash a positive number of days", { days: "Encash a positive number of days" });
        if (input.date < person.joiningDate) throw AppError.badRequest(`The date is before the joining date, ${formatDay(person.joiningDate)}`, { date: `Before the joining date, ${formatDay(person.joiningDate)}` });
        const closed = (await dateRefusals(tx, actor.firmId, person, t, { from: input.date, to: input.date, fromHalf: "first", toHalf: "second" })).find((r) => r.message.includes("closed"));
        if (closed) throw AppError.badRequest(closed.message, { date: closed.message });
        if (input.kind === "encash") {
          const loaded = await loadEvents(tx, actor.firmId, [person.id], [t]);
          const balance = replayBalance(ledgerInput(t, person, loaded, input.date)).balance - pendingDays(loaded, person.id, t.row.id);
          if (days > balance) throw AppError.badRequest(`${person.name} has ${asDays(Math.max(0, balance))} days of ${t.row.code} to encash on ${formatDay(input.date)}`, { days: `At most ${asDays(Math.max(0, balance))} days` });
        }
        const [row] = await tx
          .insert(leaveEntries)
          .values({ firmId: actor.firmId, employeeId: person.id, leaveTypeId: t.row.id, kind: input.kind === "encash" ? "encashed" : "adjusted", date: input.date, days, reason: input.reason, createdBy: actor.employeeId })
          .returning({ id: leaveEntries.id });
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: input.kind === "encash" ? "leave.encashed" : "leave.adjusted", detail: { id: row?.id, employee_id: person.id, leave_type: t.row.code, date: input.date, days: input.days, reason: input.reason } });
        return balancesIn(tx, actor, person, indiaToday() > input.date ? indiaToday() : input.date);
      });
    },
  };
}
export type Leave = ReturnType<typeof createLeave>;

/**
 * What an approved leave request does: checked once more against the balance (two requests that each fit
 * may not fit together), then attendance takes the days into its plans.
 */
/** The leave.decided webhook event: the request, whose it is, its type and dates; the reason stays private. */
async function emitLeaveDecided(tx: Tx, request: { id: string; firmId: string; subjectId: string; payload: unknown }, decision: "approved" | "rejected"): Promise<void> {
  const [row] = await tx.select({ id: leaveRequests.id, leaveTypeId: leaveRequests.leaveTypeId, fromDate: leaveRequests.fromDate, toDate: leaveRequests.toDate }).from(leaveRequests).where(and(eq(leaveRequests.firmId, request.firmId), eq(leaveRequests.approvalId, request.id)));
  const p = request.payload as { leave_type?: string; days?: number };
  await emitWebhook(tx, request.firmId, "leave.decided", {
    leave_request_id: row?.id ?? null,
    approval_id: request.id,
    employee_id: request.subjectId,
    leave_type_id: row?.leaveTypeId ?? null,
    leave_type: p.leave_type ?? null,
    from: row?.fromDate ?? null,
    to: row?.toDate ?? null,
    days: p.days ?? null,
    decision,
  });
}

export const leaveHandler = (): RequestHandler => ({
  async apply(tx, request) {
    const [row] = await tx.select().from(leaveRequests).where(and(eq(leaveRequests.firmId, request.firmId), eq(leaveRequests.approvalId, request.id)));
    if (!row) throw new Error(`no leave request for approval ${request.id}`);
    const [t] = await loadTypes(tx, request.firmId, { ids: [row.leaveTypeId], archived: true });
    const [person] = await tx.select().from(employees).where(and(eq(employees.firmId, request.firmId), eq(employees.id, row.employeeId)));
    if (!t || !person) throw new Error("leave request without its type or person");
    const version = t.engine[t.policies.indexOf(rulesOn(t, row.fromDate))] ?? t.engine[0];
    if (version?.tracksBalance) {
      const loaded = await loadEvents(tx, request.firmId, [person.id], [t]);
      // The approval is already marked approved in this transaction: the replay must count it once.
      const key = eventKey(person.id, t.row.id);
      loaded.events.set(key, (loaded.events.get(key) ?? []).filter((e) => e.id !== row.id));
      const taken: LeaveEvent = { kind: "taken", id: row.id, date: row.fromDate, days: row.days, label: t.row.name };
      const after = replayBalance(ledgerInput(t, person as LeaveEmployee, loaded, row.fromDate, [taken])).balance - approvedAfter(loaded, person.id, t.row.id, row.fromDate);
      if (after < -version.negativeLimit) {
        throw new AppError(
          409,
          "balance",
          `Approving would take ${person.name}'s ${t.row.code} balance to ${asDays(after)} days; the policy allows down to ${asDays(-version.negativeLimit)}. Reject it, or ask HR to adjust the balance first.`,
        );
      }
    }
    const today = indiaToday();
    if (row.fromDate <= today) await recompute(tx, request.firmId, [row.employeeId], row.fromDate, row.toDate < today ? row.toDate : today);
    await emitLeaveDecided(tx, request, "approved");
    return undefined;
  },
  async closed(tx, request, status) {
    if (status === "rejected") await emitLeaveDecided(tx, request, "rejected");
  },
  summary: (r) => {
    const p = r.payload as { leave_type: string; from: string; to: string; from_half: LeaveHalf; to_half: LeaveHalf; days: number; working?: string; reason: string };
    return [`${p.leave_type}: ${p.days} day${p.days === 1 ? "" : "s"}, ${leaveRangeWords(p)}`, ...(p.working ? [p.working] : []), p.reason];
  },
});

