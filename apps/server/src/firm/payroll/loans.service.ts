// Loans and salary advances (issue 17): HR covering the person or an admin gives one with its terms; the
// engine (@vetan/payroll/loans) makes the schedule; each run recovers the month's instalment as a payslip
// deduction, never more than the net pay left (a shortfall stays in the balance and extends the loan);
// prepayments and waivers are events on the loan. Only terms, events and each run's recoveries are stored:
// the schedule is always replayed from them, so what the screen shows is what payroll recovers.
import { applyPrepayment, applyWaiver, type LoanSchedule, loanPerquisite, loanSchedule, recoveryFor } from "@vetan/payroll/loans";
import { indiaToday } from "@vetan/shared/dates";
import type { LoanCreateSchema, LoanListQuerySchema, LoanListView, LoanPrepaySchema, LoanRowView, LoanView, LoanWaiveSchema } from "@vetan/shared/loans";
import { taxYearOf } from "@vetan/shared/payroll";
import { and, asc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { employees, type LoanEvent, loanRecoveries, loans, payrollRuns } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { anyId } from "../../platform/db/ids.ts";
import { likePattern } from "../../platform/db/like.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import { hrCovers } from "../people/people.policy.ts";
import { payPerson } from "./pay.service.ts";
import { canSetPay } from "./payroll.policy.ts";

type LoanRow = typeof loans.$inferSelect;
type Recovery = { month: string; due: number; recovered: number };
const NO_LOAN = "No such loan in your firm.";

/**
 * The loan's schedule as it stands: the terms, then month by month the waivers (at the start of a month),
 * what paid runs recovered short of the instalment, and the prepayments (after the instalment).
 */
export function replay(loan: LoanRow, recoveries: readonly Recovery[]): LoanSchedule {
  let schedule = loanSchedule({ principal: loan.principal, annualRatePercent: loan.rateBp / 100, emiCount: loan.instalments, firstMonth: loan.firstMonth, method: loan.method });
  const months = [...new Set([...loan.events.map((e) => e.month), ...recoveries.map((r) => r.month)])].sort();
  for (const month of months) {
    for (const e of loan.events) if (e.month === month && e.type === "waiver") schedule = applyWaiver(schedule, { month, amount: e.amount }).schedule;
    for (const r of recoveries) if (r.month === month && r.recovered < r.due) schedule = recoveryFor(schedule, month, { netPayAvailable: r.recovered }).schedule;
    for (const e of loan.events) if (e.month === month && e.type === "prepayment") schedule = applyPrepayment(schedule, { month, amount: e.amount, keep: e.keep });
  }
  return schedule;
}

/** Recoveries of paid (approved or released) runs, by loan. */
export async function paidRecoveries(tx: Tx, firmId: string, loanIds: readonly string[], before?: string): Promise<Map<string, Recovery[]>> {
  const out = new Map<string, Recovery[]>();
  if (loanIds.length === 0) return out;
  const rows = await tx
    .select({ loanId: loanRecoveries.loanId, month: loanRecoveries.month, due: loanRecoveries.due, recovered: loanRecoveries.recovered })
    .from(loanRecoveries)
    .innerJoin(payrollRuns, and(eq(payrollRuns.firmId, loanRecoveries.firmId), eq(payrollRuns.id, loanRecoveries.runId)))
    .where(and(eq(loanRecoveries.firmId, firmId), anyId(loanRecoveries.loanId, loanIds), inArray(payrollRuns.status, ["approved", "released"])))
    .orderBy(asc(loanRecoveries.month));
  for (const r of rows) if (!before || r.month < before) out.set(r.loanId, [...(out.get(r.loanId) ?? []), r]);
  return out;
}

export interface DueInstalment {
  loan: LoanRow;
  due: number;
  schedule: LoanSchedule;
}

/** Each person's instalments due in `month` (oldest loan first), as the run recovers them. */
export async function instalmentsDue(tx: Tx, firmId: string, month: string, ids: readonly string[]): Promise<Map<string, DueInstalment[]>> {
  const out = new Map<string, DueInstalment[]>();
  if (ids.length === 0) return out;
  const rows = await tx.select().from(loans).where(and(eq(loans.firmId, firmId), anyId(loans.employeeId, ids))).orderBy(asc(loans.disbursedOn), asc(loans.createdAt));
  if (rows.length === 0) return out;
  const paid = await paidRecoveries(tx, firmId, rows.map((l) => l.id), month);
  for (const loan of rows) {
    const schedule = replay(loan, paid.get(loan.id) ?? []);
    const row = schedule.rows.find((r) => r.month === month);
    if (!row || row.emi <= 0) continue;
    out.set(loan.employeeId, [...(out.get(loan.employeeId) ?? []), { loan, due: row.emi, schedule }]);
  }
  return out;
}


/** The balance after the last month a paid run recovered (the whole amount less any opening waiver before the first). */
function balanceAfter(schedule: LoanSchedule, principal: number, lastPaid: string): number {
  const done = schedule.rows.filter((r) => r.month <= lastPaid);
  return done.length ? (done.at(-1)?.closing ?? 0) : principal - (schedule.rows[0]?.waived ?? 0);
}

/**
 * What a person still owes on each loan after the recoveries of paid runs: for full and final settlement,
 * which recovers it from the last pay, and then closes the loan with `settleLoans`.
 */
export async function outstandingOf(tx: Tx, firmId: string, employeeId: string): Promise<{ loan: LoanRow; outstanding: number; lastPaid: string | null }[]> {
  const rows = await tx.select().from(loans).where(and(eq(loans.firmId, firmId), eq(loans.employeeId, employeeId))).orderBy(asc(loans.disbursedOn));
  const paid = await paidRecoveries(tx, firmId, rows.map((l) => l.id));
  return rows.map((loan) => {
    const recovered = paid.get(loan.id) ?? [];
    const lastPaid = recovered.at(-1)?.month ?? null;
    return { loan, outstanding: balanceAfter(replay(loan, recovered), loan.principal, lastPaid ?? ""), lastPaid };
  });
}

/**
 * Closes a leaver's loans as repaid from the settlement: the balance as a prepayment after the last
 * instalment a paid run recovered (or, for a loan nothing was recovered on yet, the whole of it from its
 * first month).
 */
export async function settleLoans(tx: Tx, firmId: string, employeeId: string): Promise<void> {
  for (const { loan, outstanding, lastPaid } of await outstandingOf(tx, firmId, employeeId)) {
    if (outstanding <= 0) continue;
    const event: LoanEvent = lastPaid ? { type: "prepayment", month: lastPaid, amount: outstanding, keep: "emi" } : { type: "waiver", month: loan.firstMonth, amount: "all" };
    // Changes planned for later months fall away: the loan ends here.
    const kept = loan.events.filter((e) => (lastPaid ? e.month <= lastPaid : e.month < loan.firstMonth));
    await tx.update(loans).set({ events: [...kept, event] }).where(and(eq(loans.firmId, firmId), eq(loans.id, loan.id)));
  }
}

function view(loan: LoanRow, person: { id: string; name: string; code: string }, recoveries: readonly Recovery[], canChange: boolean): LoanView {
  const schedule = replay(loan, recoveries);
  const recoveredMonths = new Set(recoveries.map((r) => r.month));
  const lastPaid = [...recoveredMonths].sort().at(-1) ?? "";
  const rows: LoanRowView[] = schedule.rows.map((r) => ({
    month: r.month,
    opening: r.opening,
    interest: r.interest,
    emi: r.emi,
    principal: r.principal,
    prepaid: r.prepaid,
    waived: r.waived,
    shortfall: r.shortfall,
    closing: r.closing,
    recovered: recoveredMonths.has(r.month),
    note: r.note ?? null,
  }));
  const outstanding = balanceAfter(schedule, loan.principal, lastPaid);
  const year = taxYearOf(indiaToday());
  let perquisite: LoanView["perquisite"] = null;
  if (loan.kind === "loan" && loan.rateBp < 1000 && schedule.rows.some((r) => r.month >= year)) {
    try {
      const label = `${year.slice(0, 4)}-${String((Number(year.slice(2, 4)) + 1) % 100).padStart(2, "0")}`;
      const p = loanPerquisite({ taxYear: label, schedule, rateChargedPercent: loan.rateBp / 100 });
      perquisite = { value: p.value, working: p.working };
    } catch {
      perquisite = null;
    }
  }
  return {
    id: loan.id,
    employee: person,
    kind: loan.kind,
    purpose: loan.purpose,
    principal: loan.principal,
    rate_percent: loan.rateBp / 100,
    method: loan.method,
    instalments: loan.instalments,
    first_month: loan.firstMonth,
    disbursed_on: loan.disbursedOn,
    emi: schedule.emi,
    outstanding,
    recovered: recoveries.reduce((t, r) => t + r.recovered, 0),
    status: rows.length > 0 && rows.every((r) => r.recovered || r.emi === 0) ? "closed" : "active",
    rows,
    working: schedule.working,
    perquisite,
    can_change: canChange,
  };
}

export function createLoans(db: Db) {
  // Declarations and loans are pay: the policy of payslips decides who sees them.
  const subject = payPerson;

  async function loanOf(tx: Tx, actor: FirmActor, id: string) {
    const [loan] = await tx.select().from(loans).where(and(eq(loans.firmId, actor.firmId), eq(loans.id, id)));
    if (!loan) throw AppError.notFound(NO_LOAN);
    const person = await subject(tx, actor, loan.employeeId).catch(() => {
      throw AppError.notFound(NO_LOAN);
    });
    return { loan, person };
  }

  async function loanView(tx: Tx, actor: FirmActor, loan: LoanRow, person: { id: string; name: string; code: string; workspaceId: string | null }) {
    const paid = (await paidRecoveries(tx, actor.firmId, [loan.id])).get(loan.id) ?? [];
    return view(loan, { id: person.id, name: person.name, code: person.code }, paid, canSetPay(actor, person));
  }

  /** A change to a loan's events, checked by replaying it: the engine's refusal comes back in words. */
  async function addEvent(actor: FirmActor, id: string, event: LoanEvent, audit: Record<string, unknown>, ip: string): Promise<LoanView> {
    return withFirm(db, actor.firmId, async (tx) => {
      const { loan, person } = await loanOf(tx, actor, id);
      if (!canSetPay(actor, person)) throw AppError.forbidden("Loans are changed by HR and admins, never by the borrower.");
      const paid = (await paidRecoveries(tx, actor.firmId, [loan.id])).get(loan.id) ?? [];
      const lastPaid = paid.at(-1)?.month ?? "";
      if (event.month <= lastPaid) throw AppError.badRequest(`${event.month} is already recovered in a paid run; choose a later month.`, { month: "Already recovered" });
      const changed = { ...loan, events: [...loan.events, event].sort((a, b) => a.month.localeCompare(b.month)) };
      try {
        replay(changed, paid);
      } catch (error) {
        const message = error instanceof Error ? error.message : "The schedule cannot take this change.";
        throw AppError.badRequest(message, { [event.type === "prepayment" || event.amount !== "all" ? "amount" : "month"]: message });
      }
      const [row] = await tx.update(loans).set({ events: changed.events }).where(and(eq(loans.firmId, actor.firmId), eq(loans.id, id))).returning();
      await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: `loan.${event.type}`, detail: { employee: `${person.name} (${person.code})`, loan_id: id, month: event.month, ...audit } });
      return loanView(tx, actor, row ?? changed, person);
    });
  }

  return {
    list: (actor: FirmActor, query: z.output<typeof LoanListQuerySchema>): Promise<LoanListView> =>
      withFirm(db, actor.firmId, async (tx) => {
        if (actor.access !== "A" && actor.access !== "H") throw AppError.forbidden("Loans are listed for HR and admins; yours are under My loans.");
        const where: SQL[] = [eq(loans.firmId, actor.firmId)];
        if (query.employee_id) where.push(eq(loans.employeeId, query.employee_id));
        if (query.q) {
          const like = likePattern(query.q);
          where.push(or(ilike(employees.name, like), ilike(employees.code, like), ilike(loans.purpose, like)) as SQL);
        }
        const rows = (
          await tx
            .select({ loan: loans, person: { id: employees.id, name: employees.name, code: employees.code, workspaceId: employees.workspaceId } })
            .from(loans)
            .innerJoin(employees, and(eq(employees.firmId, loans.firmId), eq(employees.id, loans.employeeId)))
            .where(and(...where))
            .orderBy(asc(employees.name), asc(loans.disbursedOn))
        ).filter((r) => actor.access === "A" || hrCovers(actor, r.person.workspaceId));
        const paid = await paidRecoveries(tx, actor.firmId, rows.map((r) => r.loan.id));
        const data = rows
          .map((r) => {
            const { rows: _rows, working: _working, perquisite: _perquisite, ...summary } = view(r.loan, r.person, paid.get(r.loan.id) ?? [], canSetPay(actor, r.person));
            return summary;
          })
          .filter((l) => !query.status || l.status === query.status);
        return { data, totals: { outstanding: data.reduce((t, l) => t + l.outstanding, 0), active: data.filter((l) => l.status === "active").length } };
      }),

    mine: (actor: FirmActor): Promise<LoanView[]> =>
      withFirm(db, actor.firmId, async (tx) => {
        if (!actor.employeeId) return [];
        const person = await subject(tx, actor, actor.employeeId);
        const rows = await tx.select().from(loans).where(and(eq(loans.firmId, actor.firmId), eq(loans.employeeId, person.id))).orderBy(asc(loans.disbursedOn));
        const paid = await paidRecoveries(tx, actor.firmId, rows.map((l) => l.id));
        return rows.map((l) => view(l, person, paid.get(l.id) ?? [], false));
      }),

    get: (actor: FirmActor, id: string): Promise<LoanView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const { loan, person } = await loanOf(tx, actor, id);
        return loanView(tx, actor, loan, person);
      }),

    create: (actor: FirmActor, input: z.output<typeof LoanCreateSchema>, ip: string): Promise<LoanView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const person = await subject(tx, actor, input.employee_id).catch(() => {
          throw AppError.badRequest("Choose someone you look after.", { employee_id: "Not someone you can give a loan to" });
        });
        if (!canSetPay(actor, person)) throw AppError.forbidden(actor.employeeId === person.id ? "Your own loan is given by an admin." : "Loans are given by HR and admins.");
        const terms = { principal: input.amount, rateBp: Math.round(input.rate_percent * 100), method: input.method, instalments: input.instalments, firstMonth: input.first_month };
        try {
          loanSchedule({ principal: terms.principal, annualRatePercent: terms.rateBp / 100, emiCount: terms.instalments, firstMonth: terms.firstMonth, method: terms.method });
        } catch (error) {
          throw AppError.badRequest(error instanceof Error ? error.message : "These terms make no schedule.", { instalments: error instanceof Error ? error.message : "These terms make no schedule" });
        }
        const [loan] = await tx.insert(loans).values({ firmId: actor.firmId, employeeId: person.id, kind: input.kind, purpose: input.purpose, disbursedOn: input.disbursed_on, createdBy: actor.employeeId, ...terms }).returning();
        if (!loan) throw new Error("loan not written");
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "loan.created", detail: { employee: `${person.name} (${person.code})`, loan_id: loan.id, kind: input.kind, instalments: input.instalments, first_month: input.first_month } });
        return loanView(tx, actor, loan, person);
      }),

    prepay: (actor: FirmActor, id: string, input: z.output<typeof LoanPrepaySchema>, ip: string) => addEvent(actor, id, { type: "prepayment", month: input.month, amount: input.amount, keep: input.keep }, { keep: input.keep }, ip),

    waive: (actor: FirmActor, id: string, input: z.output<typeof LoanWaiveSchema>, ip: string) => addEvent(actor, id, { type: "waiver", month: input.month, amount: input.amount ?? "all" }, { reason: input.reason, whole: input.amount === undefined }, ip),
  };
}
export type Loans = ReturnType<typeof createLoans>;
