// Full and final settlement (issue 17): for a person on notice or gone, the engine's settlement
// (@vetan/payroll/fnf) from the records — the final month's pay from that month's run, gratuity on the
// last basic and DA, leave encashed from leave's balance at exit, loans outstanding — and HR's decisions
// (why they left, notice served, other payments and recoveries). A draft is worked afresh on every read;
// approval (an admin, not who prepared it, when the firm keeps maker-checker) freezes the statement;
// marking it paid closes the loans it recovered. The statement is a PDF.
import { fullAndFinal } from "@vetan/payroll/fnf";
import { formatDay, shiftMonth } from "@vetan/shared/dates";
import { maskPan } from "@vetan/shared/ids";
import type { SettlementInput, SettlementListView, SettlementView } from "@vetan/shared/settlements";
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { departments, designations, employees, firms, holidays, payrollRuns, payrollSettings, payslips, payStructures, settlements, workspaces } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import { exitEncashment } from "../leave/payroll.ts";
import { hrCovers } from "../people/people.policy.ts";
import { checkStructure } from "./components.ts";
import { outstandingOf, settleLoans } from "./loans.service.ts";
import { salariesInForce } from "./pay.service.ts";
import { canSeePay, canSetPay } from "./payroll.policy.ts";
import { renderSettlementPdf } from "./settlement-pdf.ts";
import { firmLogo } from "./logo.service.ts";
import type { PrivateFileStore } from "../documents/private-files.ts";

const NO_SETTLEMENT = "No such leaver in your firm.";
const WAGE_TYPES = new Set(["basic", "da", "retaining"]);

/** What HR has not decided yet: resignation with a month's notice, all of it served. */
const DEFAULT_INPUT: SettlementInput = { reason: "resignation", notice_required_days: 30, notice_served_days: 30, notice_recover_from: "basic", leave_days: undefined, bonus_due: undefined, other_payments: [], other_recoveries: [] };

type Leaver = {
  id: string;
  name: string;
  code: string;
  workspaceId: string | null;
  joiningDate: string;
  lastWorkingDay: string | null;
  status: string;
  pan: string | null;
  dateOfBirth: string | null;
  gender: "female" | "male" | "other" | null;
  designation: string | null;
  department: string | null;
  state: string | null;
  pfApplicable: boolean;
  esiApplicable: boolean;
};

export function createSettlements(db: Db, files: PrivateFileStore) {
  async function leaver(tx: Tx, actor: FirmActor, employeeId: string): Promise<Leaver & { lastWorkingDay: string }> {
    const [row] = await tx
      .select({
        id: employees.id,
        name: employees.name,
        code: employees.code,
        workspaceId: employees.workspaceId,
        joiningDate: employees.joiningDate,
        lastWorkingDay: employees.lastWorkingDay,
        status: employees.status,
        pan: employees.pan,
        dateOfBirth: employees.dateOfBirth,
        gender: employees.gender,
        designation: designations.name,
        department: departments.name,
        state: workspaces.state,
        pfApplicable: employees.pfApplicable,
        esiApplicable: employees.esiApplicable,
      })
      .from(employees)
      .leftJoin(workspaces, and(eq(workspaces.firmId, employees.firmId), eq(workspaces.id, employees.workspaceId)))
      .leftJoin(departments, and(eq(departments.firmId, employees.firmId), eq(departments.id, employees.departmentId)))
      .leftJoin(designations, and(eq(designations.firmId, employees.firmId), eq(designations.id, employees.designationId)))
      .where(and(eq(employees.firmId, actor.firmId), eq(employees.id, employeeId)));
    if (!row || !canSeePay(actor, row)) throw AppError.notFound(NO_SETTLEMENT);
    if (!row.lastWorkingDay || row.status === "active") throw new AppError(409, "not_leaving", `${row.name} is not leaving: record the resignation and last working day on their profile first.`);
    return { ...row, lastWorkingDay: row.lastWorkingDay };
  }

  /** What the records say: wages for gratuity, leave at exit, loans, and the final month from its run. */
  async function facts(tx: Tx, firmId: string, person: Leaver & { lastWorkingDay: string }): Promise<SettlementView["facts"]> {
    const salary = (await salariesInForce(tx, firmId, [person.id], person.lastWorkingDay)).get(person.id);
    const [structure] = salary ? await tx.select().from(payStructures).where(and(eq(payStructures.firmId, firmId), eq(payStructures.id, salary.structureId))) : [];
    let basic = 0;
    if (salary && structure) {
      // A whole month on the salary of the last day: its basic and DA are the wages gratuity and notice go by.
      const worked = checkStructure(structure.components, salary.monthlyGross, person.lastWorkingDay.slice(0, 7), person);
      const kinds = new Map(structure.components.map((c) => [c.code, c.kind]));
      if (worked.ok) basic = worked.payslip.earnings.filter((l) => WAGE_TYPES.has(kinds.get(l.code) ?? "")).reduce((t, l) => t + l.amount, 0);
    }
    const month = person.lastWorkingDay.slice(0, 7);
    const [final] = await tx
      .select({ gross: payslips.gross, deductions: payslips.deductions, status: payrollRuns.status })
      .from(payslips)
      .innerJoin(payrollRuns, and(eq(payrollRuns.firmId, payslips.firmId), eq(payrollRuns.id, payslips.runId)))
      .where(and(eq(payslips.firmId, firmId), eq(payslips.employeeId, person.id), eq(payrollRuns.month, month), eq(payrollRuns.kind, "regular"), isNotNull(payslips.result)));
    return {
      gratuity_wages: basic,
      basic,
      average_salary: await tenMonthsAverage(tx, firmId, person.id, month),
      gross: salary?.monthlyGross ?? 0,
      leave: (await exitEncashment(tx, firmId, person.id)).map((l) => ({ code: l.code, balance: l.balance, days: l.days })),
      loans_outstanding: (await outstandingOf(tx, firmId, person.id)).reduce((t, l) => t + l.outstanding, 0),
      final_month: final ? { month, earnings: final.gross, deductions: final.deductions, from: `the ${month} payroll run (${final.status})` } : null,
    };
  }

  /**
   * s.10(10AA): the average salary (basic and DA) of the ten months before the month of leaving, from the
   * regular payslips approved here, arrears included as drawn. With fewer months here (a firm that moved its
   * payroll in) the average is of the months there are, and says so; with none, the engine takes the last
   * month's wages and says that.
   */
  async function tenMonthsAverage(tx: Tx, firmId: string, employeeId: string, leavingMonth: string): Promise<SettlementView["facts"]["average_salary"]> {
    const from = shiftMonth(leavingMonth, -10);
    const to = shiftMonth(leavingMonth, -1);
    const rows = await tx
      .select({ month: payrollRuns.month, basicDa: sql<string>`coalesce((${payslips.ytd}->>'basic_da')::bigint, 0)` })
      .from(payslips)
      .innerJoin(payrollRuns, and(eq(payrollRuns.firmId, payslips.firmId), eq(payrollRuns.id, payslips.runId)))
      .where(and(eq(payslips.firmId, firmId), eq(payslips.employeeId, employeeId), eq(payrollRuns.kind, "regular"), inArray(payrollRuns.status, ["approved", "released"]), gte(payrollRuns.month, from), lte(payrollRuns.month, to), isNotNull(payslips.result)));
    if (rows.length === 0) return null;
    const total = rows.reduce((t, r) => t + Number(r.basicDa), 0);
    const months = rows.map((r) => r.month).sort();
    return { amount: Math.round(total / rows.length), months: rows.length, from: months[0] as string, to: months.at(-1) as string };
  }

  /** The statement worked by the engine from the facts and HR's decisions. */
  async function work(tx: Tx, actor: FirmActor, person: Leaver & { lastWorkingDay: string }, input: SettlementInput, row: typeof settlements.$inferSelect | undefined): Promise<SettlementView> {
    const makerChecker = await makerCheckerOf(tx, actor.firmId);
    if (row?.result && row.status !== "draft") return { ...row.result, ...access(actor, person, row, makerChecker) };
    const f = await facts(tx, actor.firmId, person);
    const leaveDays = input.leave_days ?? f.leave.reduce((t, l) => t + l.days, 0);
    const holidayDays = (await tx.select({ day: holidays.day }).from(holidays).where(eq(holidays.firmId, actor.firmId))).map((h) => h.day);
    const result = fullAndFinal({
      employee: { dateOfJoining: person.joiningDate, dateOfLeaving: person.lastWorkingDay, reason: input.reason, ...(input.fixed_term ? { fixedTerm: true } : {}) },
      monthlyWagesForGratuity: f.gratuity_wages,
      ...(f.final_month ? { finalMonthPay: { earnings: f.final_month.earnings, deductions: f.final_month.deductions } } : {}),
      ...(leaveDays > 0 ? { leaveEncashment: { days: Math.round(leaveDays * 2) / 2, dailyRateBasis: "30" as const, monthlyWages: f.basic, ...(f.average_salary ? { averageSalary10Months: f.average_salary.amount } : {}) } } : {}),
      notice: {
        requiredDays: input.notice_required_days,
        servedDays: input.notice_served_days,
        recoverFrom: input.notice_recover_from,
        monthlyAmount: input.notice_recover_from === "basic" ? f.basic : f.gross,
        ...(input.notice_waived ? { waived: true } : {}),
        ...(input.employer_shortfall ? { employerShortfall: true } : {}),
      },
      ...(f.loans_outstanding > 0 ? { loansOutstanding: f.loans_outstanding } : {}),
      ...(input.bonus_due ? { bonusDue: input.bonus_due } : {}),
      otherPayments: input.other_payments.map((p) => ({ name: p.name, amount: p.amount })),
      otherRecoveries: input.other_recoveries.map((p) => ({ name: p.name, amount: p.amount })),
      holidays: holidayDays,
    });
    const [firm] = await tx.select({ name: firms.name }).from(firms).where(eq(firms.id, actor.firmId));
    const names = await namesOf(tx, actor.firmId, [row?.preparedBy, row?.approvedBy]);
    return {
      employee: { id: person.id, name: person.name, code: person.code, designation: person.designation, department: person.department, joining_date: person.joiningDate, last_working_day: person.lastWorkingDay, pan_masked: person.pan ? maskPan(person.pan) : null },
      firm: { name: firm?.name ?? "" },
      status: row?.status ?? "none",
      input,
      facts: f,
      lines: result.lines.map((l) => ({ code: l.code, name: l.name, kind: l.kind, amount: l.amount, taxable: l.kind === "payable" ? l.taxable : null, exempt: l.kind === "payable" ? l.exempt : null, working: l.working })),
      totals: { payable: result.totals.payable, recoverable: result.totals.recoverable, net: result.totals.net, taxable: result.totals.taxable, exempt: result.totals.exempt },
      employee_owes: result.employeeOwes,
      pay_by: result.payBy,
      pay_by_working: result.payByWorking,
      gratuity_pay_by: result.gratuityPayBy,
      working: f.final_month ? result.working : `${result.working.replace(/\.?$/, ".")} The final month's pay is not in yet: compute the ${person.lastWorkingDay.slice(0, 7)} run to include it.`,
      prepared_by: names.get(row?.preparedBy ?? "") ?? null,
      approved_by: names.get(row?.approvedBy ?? "") ?? null,
      approved_at: row?.approvedAt?.toISOString() ?? null,
      paid_on: row?.paidOn ?? null,
      ...access(actor, person, row, makerChecker),
    };
  }

  function access(actor: FirmActor, person: Leaver, row: typeof settlements.$inferSelect | undefined, makerChecker: boolean): Pick<SettlementView, "can_edit" | "can_approve" | "can_pay"> {
    const staff = canSetPay(actor, person);
    let can_approve: SettlementView["can_approve"] = { ok: true, why: null };
    if (actor.access !== "A") can_approve = { ok: false, why: "A settlement is approved by an admin." };
    else if (!row || row.status !== "draft") can_approve = { ok: false, why: row ? "Approved already." : "Save the settlement first." };
    else if (makerChecker && row.preparedBy === actor.employeeId) can_approve = { ok: false, why: "You prepared this settlement: another admin approves it (maker-checker)." };
    return { can_edit: staff && (!row || row.status === "draft"), can_approve, can_pay: staff && row?.status === "approved" };
  }

  async function makerCheckerOf(tx: Tx, firmId: string): Promise<boolean> {
    const [settings] = await tx.select({ makerChecker: payrollSettings.makerChecker }).from(payrollSettings).where(eq(payrollSettings.firmId, firmId));
    return settings?.makerChecker ?? true;
  }

  async function namesOf(tx: Tx, firmId: string, ids: readonly (string | null | undefined)[]): Promise<Map<string, string>> {
    const wanted = ids.filter((x): x is string => Boolean(x));
    if (wanted.length === 0) return new Map();
    return new Map((await tx.select({ id: employees.id, name: employees.name }).from(employees).where(and(eq(employees.firmId, firmId), inArray(employees.id, wanted)))).map((e) => [e.id, e.name]));
  }

  async function rowOf(tx: Tx, firmId: string, employeeId: string) {
    const [row] = await tx.select().from(settlements).where(and(eq(settlements.firmId, firmId), eq(settlements.employeeId, employeeId)));
    return row;
  }

  /** The person sees their own settlement once approved; staff see it always. */
  function mayRead(actor: FirmActor, person: Leaver, row: typeof settlements.$inferSelect | undefined) {
    if (canSetPay(actor, person) || actor.access === "A") return;
    if (actor.employeeId === person.id && row && row.status !== "draft") return;
    throw AppError.notFound(NO_SETTLEMENT);
  }

  return {
    /** Everyone on notice or gone whom the actor looks after, with where their settlement stands. */
    list: (actor: FirmActor): Promise<SettlementListView> =>
      withFirm(db, actor.firmId, async (tx) => {
        if (actor.access !== "A" && actor.access !== "H") throw AppError.forbidden("Settlements are for HR and admins.");
        const people = (
          await tx
            .select({ id: employees.id, name: employees.name, code: employees.code, workspaceId: employees.workspaceId, lastWorkingDay: employees.lastWorkingDay })
            .from(employees)
            .where(and(eq(employees.firmId, actor.firmId), inArray(employees.status, ["on_notice", "exited"]), isNotNull(employees.lastWorkingDay)))
            .orderBy(asc(employees.lastWorkingDay), asc(employees.name))
        ).filter((p) => actor.access === "A" || hrCovers(actor, p.workspaceId));
        const rows = new Map((people.length ? await tx.select().from(settlements).where(and(eq(settlements.firmId, actor.firmId), inArray(settlements.employeeId, people.map((p) => p.id)))) : []).map((r) => [r.employeeId, r]));
        return {
          data: people.map((p) => {
            const r = rows.get(p.id);
            return { employee: { id: p.id, name: p.name, code: p.code }, last_working_day: p.lastWorkingDay as string, status: r?.status ?? "none", net: r?.result?.totals.net ?? null, pay_by: r?.result?.pay_by ?? null };
          }),
        };
      }),

    get: (actor: FirmActor, employeeId: string): Promise<SettlementView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const person = await leaver(tx, actor, employeeId);
        const row = await rowOf(tx, actor.firmId, employeeId);
        mayRead(actor, person, row);
        return work(tx, actor, person, row?.input ?? DEFAULT_INPUT, row);
      }),

    save: (actor: FirmActor, employeeId: string, input: SettlementInput, ip: string): Promise<SettlementView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const person = await leaver(tx, actor, employeeId);
        if (!canSetPay(actor, person)) throw AppError.forbidden("Settlements are prepared by HR and admins.");
        const before = await rowOf(tx, actor.firmId, employeeId);
        if (before && before.status !== "draft") throw new AppError(409, "settled", "This settlement is approved: it can no longer change.");
        // Worked before it is written, so terms the engine refuses come back in words and nothing is saved.
        await work(tx, actor, person, input, before).catch((error: unknown) => {
          throw AppError.badRequest(error instanceof Error ? error.message : "The engine could not work this settlement.");
        });
        await tx
          .insert(settlements)
          .values({ firmId: actor.firmId, employeeId, input, preparedBy: actor.employeeId })
          .onConflictDoUpdate({ target: [settlements.firmId, settlements.employeeId], set: { input, preparedBy: actor.employeeId, updatedAt: new Date() } });
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "settlement.saved", detail: { employee: `${person.name} (${person.code})`, reason: input.reason } });
        return work(tx, actor, person, input, await rowOf(tx, actor.firmId, employeeId));
      }),

    approve: (actor: FirmActor, employeeId: string, ip: string): Promise<SettlementView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const person = await leaver(tx, actor, employeeId);
        const row = await rowOf(tx, actor.firmId, employeeId);
        const can = access(actor, person, row, await makerCheckerOf(tx, actor.firmId)).can_approve;
        if (!can.ok) throw new AppError(actor.access === "A" ? 409 : 403, "cannot_approve", can.why ?? "Not now.");
        if (!row) throw new AppError(409, "cannot_approve", "Save the settlement first.");
        const statement = await work(tx, actor, person, row.input, row);
        const at = new Date();
        const names = await namesOf(tx, actor.firmId, [actor.employeeId]);
        const frozen: SettlementView = { ...statement, status: "approved", approved_by: names.get(actor.employeeId) ?? null, approved_at: at.toISOString() };
        await tx.update(settlements).set({ status: "approved", result: frozen, approvedBy: actor.employeeId, approvedAt: at }).where(and(eq(settlements.firmId, actor.firmId), eq(settlements.employeeId, employeeId)));
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "settlement.approved", detail: { employee: `${person.name} (${person.code})`, net: frozen.totals.net, pay_by: frozen.pay_by } });
        return work(tx, actor, person, row.input, await rowOf(tx, actor.firmId, employeeId));
      }),

    paid: (actor: FirmActor, employeeId: string, paidOn: string, ip: string): Promise<SettlementView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const person = await leaver(tx, actor, employeeId);
        const row = await rowOf(tx, actor.firmId, employeeId);
        if (!access(actor, person, row, false).can_pay || !row?.result) throw new AppError(row?.status === "paid" ? 409 : 403, "cannot_pay", row?.status === "paid" ? "Paid already." : "An approved settlement is marked paid by HR or an admin.");
        if (paidOn < person.lastWorkingDay) throw AppError.badRequest("Paid before the last working day?", { paid_on: `On or after ${formatDay(person.lastWorkingDay)}` });
        const result: SettlementView = { ...row.result, status: "paid", paid_on: paidOn };
        await tx.update(settlements).set({ status: "paid", paidOn, result }).where(and(eq(settlements.firmId, actor.firmId), eq(settlements.employeeId, employeeId)));
        // The settlement recovered what the loans still owed: they close.
        if (row.result.facts.loans_outstanding > 0) await settleLoans(tx, actor.firmId, employeeId);
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "settlement.paid", detail: { employee: `${person.name} (${person.code})`, paid_on: paidOn, late: paidOn > row.result.pay_by } });
        return work(tx, actor, person, row.input, await rowOf(tx, actor.firmId, employeeId));
      }),

    async statementPdf(actor: FirmActor, employeeId: string): Promise<{ name: string; body: Buffer }> {
      const view = await this.get(actor, employeeId);
      const logo = await withFirm(db, actor.firmId, (tx) => firmLogo(tx, files, actor.firmId));
      return { name: `settlement-${view.employee.code}-${view.employee.last_working_day}.pdf`, body: await renderSettlementPdf(view, { logo }) };
    },

  };
}
export type Settlements = ReturnType<typeof createSettlements>;
