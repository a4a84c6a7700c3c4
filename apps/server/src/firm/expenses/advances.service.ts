// Expense advances (issue 18): an employee asks for money before the spending; the request goes through the
// approvals mechanism (expense_advance: the manager, then finance); finance — those who make payouts — pays it
// with the day and the bank's reference (never someone who approved it, nor the person themself) and records
// money handed back. Later claims use it up when they are approved (settlement.ts). The person's expense
// ledger replays advances paid, claims approved, settlements, reimbursements and returns with the engine's
// running balance: positive, the firm owes the person; negative, the person holds the firm's money.
import { expenseLedger, type LedgerEvent } from "@vetan/expenses";
import type { AdvanceListQuerySchema, AdvancePaidSchema, AdvanceReturnSchema, AdvanceSchema, AdvanceView, ExpenseLedgerRow, ExpenseLedgerView, LedgerKind } from "@vetan/shared/expenses";
import { formatPaise } from "@vetan/shared/money";
import { monthLabel } from "@vetan/shared/payroll";
import { and, asc, count, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { z } from "zod";
import { approvalActions, employees, expenseAdvanceSettlements, expenseAdvances, expenseClaims, expensePayments, expensePayouts, payrollRuns } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import { formulaSafe } from "../../platform/csv.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import type { Approvals, RequestHandler } from "../approvals/approvals.service.ts";
import type { Notifications, Outgoing } from "../notifications/notifications.service.ts";
import { hrCovers, seesEveryone } from "../people/people.policy.ts";
import { openOnAdvances } from "./settlement.ts";

type AdvanceRow = typeof expenseAdvances.$inferSelect;
type Person = { id: string; name: string; code: string; managerId: string | null; workspaceId: string | null };

const NOT_FOUND = "No such advance in your firm.";
const NO_PERSON = "No such employee in your firm.";
const fieldError = (path: string, message: string) => AppError.badRequest(message, { [path]: message });
/** A timestamp as the day it was in India. */
const indiaDay = (at: Date) => new Date(at.getTime() + 19_800_000).toISOString().slice(0, 10);

/** Finance: those who make payouts and run payroll (admins, firm-wide HR). */
const isFinance = seesEveryone;

export function createAdvances(db: Db, approvals: Approvals, notifications: Notifications) {
  async function personOf(tx: Tx, firmId: string, id: string): Promise<Person> {
    const [p] = await tx
      .select({ id: employees.id, name: employees.name, code: employees.code, managerId: employees.managerId, workspaceId: employees.workspaceId })
      .from(employees)
      .where(and(eq(employees.firmId, firmId), eq(employees.id, id)));
    if (!p) throw AppError.notFound(NO_PERSON);
    return p;
  }

  /** The claims' rule: the person; their manager, HR covering them and admins. */
  const maySee = (actor: FirmActor, person: Person) => person.id === actor.employeeId || actor.access === "A" || hrCovers(actor, person.workspaceId) || person.managerId === actor.employeeId;

  async function present(tx: Tx, actor: FirmActor, rows: AdvanceRow[]): Promise<AdvanceView[]> {
    if (rows.length === 0) return [];
    const people = await tx
      .select({ id: employees.id, name: employees.name, code: employees.code })
      .from(employees)
      .where(and(eq(employees.firmId, actor.firmId), inArray(employees.id, [...new Set(rows.map((r) => r.employeeId))])));
    const open = await openOnAdvances(tx, actor.firmId, rows.map((r) => r.id));
    return rows.map((r) => {
      const p = people.find((x) => x.id === r.employeeId);
      const left = open.get(r.id) ?? { settled: 0, open: 0 };
      const finance = isFinance(actor) && r.employeeId !== actor.employeeId;
      return {
        id: r.id,
        number: r.number,
        employee: { id: r.employeeId, name: p?.name ?? "", code: p?.code ?? "" },
        purpose: r.purpose,
        amount: r.amount,
        needed_by: r.neededBy,
        status: r.status,
        request_id: r.requestId,
        paid_on: r.paidOn,
        reference: r.reference,
        settled: left.settled,
        returned: r.returnedAmount,
        open: left.open,
        returned_on: r.returnedOn,
        created_at: r.createdAt.toISOString(),
        can: {
          withdraw: r.employeeId === actor.employeeId && r.status === "requested",
          pay: finance && r.status === "approved",
          record_return: finance && r.status === "paid" && r.returnedAmount === 0 && left.open > 0,
        },
      };
    });
  }

  async function locked(tx: Tx, actor: FirmActor, id: string): Promise<{ advance: AdvanceRow; person: Person }> {
    const [advance] = await tx.select().from(expenseAdvances).where(and(eq(expenseAdvances.firmId, actor.firmId), eq(expenseAdvances.id, id))).for("update");
    if (!advance) throw AppError.notFound(NOT_FOUND);
    const person = await personOf(tx, actor.firmId, advance.employeeId);
    if (!maySee(actor, person)) throw AppError.notFound(NOT_FOUND);
    return { advance, person };
  }

  const one = async (tx: Tx, actor: FirmActor, id: string): Promise<AdvanceView> => {
    const [row] = await tx.select().from(expenseAdvances).where(and(eq(expenseAdvances.firmId, actor.firmId), eq(expenseAdvances.id, id)));
    if (!row) throw AppError.notFound(NOT_FOUND);
    return (await present(tx, actor, [row]))[0] as AdvanceView;
  };

  /** Every entry of the person's ledger, in the order the engine replays them on one day. */
  async function events(tx: Tx, firmId: string, employeeId: string): Promise<(LedgerEvent & { kind: LedgerKind; href: string | null; detail: string })[]> {
    const out: (LedgerEvent & { kind: LedgerKind; href: string | null; detail: string })[] = [];
    const advances = await tx.select().from(expenseAdvances).where(and(eq(expenseAdvances.firmId, firmId), eq(expenseAdvances.employeeId, employeeId), eq(expenseAdvances.status, "paid")));
    const advanceHref = (a: AdvanceRow) => (a.requestId ? `/app/approvals/${a.requestId}` : null);
    for (const a of advances) out.push({ date: a.paidOn as string, kind: "advance_paid", ref: a.number, amount: a.amount, href: advanceHref(a), detail: `${a.purpose}; bank reference ${a.reference}` });
    const claims = await tx
      .select()
      .from(expenseClaims)
      .where(and(eq(expenseClaims.firmId, firmId), eq(expenseClaims.employeeId, employeeId), inArray(expenseClaims.status, ["approved", "paid", "settled"])));
    for (const c of claims) {
      if (!c.decidedAt || !c.approvedTotal) continue;
      out.push({ date: indiaDay(c.decidedAt), kind: "claim_approved", ref: c.number, amount: c.approvedTotal, href: `/app/expenses/${c.id}`, detail: c.title });
    }
    const settlements = await tx
      .select({ s: expenseAdvanceSettlements, advance: expenseAdvances.number, requestId: expenseAdvances.requestId, claim: expenseClaims.number })
      .from(expenseAdvanceSettlements)
      .innerJoin(expenseAdvances, and(eq(expenseAdvances.firmId, expenseAdvanceSettlements.firmId), eq(expenseAdvances.id, expenseAdvanceSettlements.advanceId)))
      .innerJoin(expenseClaims, and(eq(expenseClaims.firmId, expenseAdvanceSettlements.firmId), eq(expenseClaims.id, expenseAdvanceSettlements.claimId)))
      .where(and(eq(expenseAdvanceSettlements.firmId, firmId), eq(expenseAdvances.employeeId, employeeId)))
      .orderBy(asc(expenseAdvanceSettlements.createdAt), asc(expenseAdvances.paidOn));
    for (const x of settlements) out.push({ date: x.s.settledOn, kind: "advance_settled", ref: x.advance, amount: x.s.amount, href: `/app/expenses/${x.s.claimId}`, detail: `${x.advance} set against claim ${x.claim}` });
    // A reimbursement is an entry once its money went: the run approved, or the payout marked paid.
    const paid = await tx
      .select({ claimId: expensePayments.claimId, amount: expensePayments.amount, number: expenseClaims.number, runId: expensePayments.runId, month: payrollRuns.month, runAt: payrollRuns.approvedAt, payout: expensePayouts.number, paidOn: expensePayouts.paidOn, reference: expensePayouts.reference })
      .from(expensePayments)
      .innerJoin(expenseClaims, and(eq(expenseClaims.firmId, expensePayments.firmId), eq(expenseClaims.id, expensePayments.claimId)))
      .leftJoin(payrollRuns, and(eq(payrollRuns.firmId, expensePayments.firmId), eq(payrollRuns.id, expensePayments.runId)))
      .leftJoin(expensePayouts, and(eq(expensePayouts.firmId, expensePayments.firmId), eq(expensePayouts.id, expensePayments.batchId)))
      .where(and(eq(expensePayments.firmId, firmId), eq(expensePayments.employeeId, employeeId), eq(expenseClaims.status, "paid")));
    for (const p of paid) {
      if (p.runId && p.runAt && p.month) out.push({ date: indiaDay(p.runAt), kind: "claim_paid", ref: p.number, amount: p.amount, href: `/app/payslips/${p.runId}/${employeeId}`, detail: `Claim ${p.number} with the salary of ${monthLabel(p.month)}` });
      else if (p.payout && p.paidOn) out.push({ date: p.paidOn, kind: "claim_paid", ref: p.number, amount: p.amount, href: `/app/expenses/${p.claimId}`, detail: `Claim ${p.number} by ${p.payout}, bank reference ${p.reference}` });
    }
    for (const a of advances) {
      if (a.returnedAmount > 0 && a.returnedOn) out.push({ date: a.returnedOn, kind: "advance_returned", ref: a.number, amount: a.returnedAmount, href: advanceHref(a), detail: `Unspent money of ${a.number} handed back${a.returnedReference ? `, reference ${a.returnedReference}` : ""}` });
    }
    return out;
  }

  async function ledgerIn(tx: Tx, actor: FirmActor, employeeId: string): Promise<ExpenseLedgerView> {
    const person = await personOf(tx, actor.firmId, employeeId);
    if (!maySee(actor, person)) throw AppError.notFound(NO_PERSON);
    const found = await events(tx, actor.firmId, employeeId);
    let before = 0;
    const rows: ExpenseLedgerRow[] = expenseLedger(found).map((r) => {
      const e = r as (typeof found)[number] & typeof r;
      const change = r.balance - before;
      before = r.balance;
      return { date: r.date, kind: e.kind, ref: r.ref, href: e.href, words: `${r.words} — ${e.detail}`, amount: r.amount, change, balance: r.balance };
    });
    const sum = (kind: LedgerKind) => found.filter((e) => e.kind === kind).reduce((t, e) => t + e.amount, 0);
    return {
      employee: { id: person.id, name: person.name, code: person.code },
      rows,
      balance: rows.at(-1)?.balance ?? 0,
      totals: { advances_paid: sum("advance_paid"), settled: sum("advance_settled"), returned: sum("advance_returned"), claims_approved: sum("claim_approved"), reimbursed: sum("claim_paid") },
    };
  }

  return {
    /** Mine; or, for finance, the firm's advances approved and waiting to be paid, and those paid with money still open. */
    list: (actor: FirmActor, query: z.output<typeof AdvanceListQuerySchema>): Promise<AdvanceView[]> =>
      withFirm(db, actor.firmId, async (tx) => {
        if (query.box === "mine") {
          const rows = await tx.select().from(expenseAdvances).where(and(eq(expenseAdvances.firmId, actor.firmId), eq(expenseAdvances.employeeId, actor.employeeId))).orderBy(desc(expenseAdvances.createdAt)).limit(200);
          return present(tx, actor, rows);
        }
        if (!isFinance(actor)) throw AppError.forbidden("Advances are paid by admins and firm-wide HR.");
        const rows = await tx.select().from(expenseAdvances).where(and(eq(expenseAdvances.firmId, actor.firmId), inArray(expenseAdvances.status, ["approved", "paid"]))).orderBy(asc(expenseAdvances.createdAt)).limit(500);
        return (await present(tx, actor, rows)).filter((a) => a.status === "approved" || a.open > 0);
      }),

    /** The person asks for an advance: written as requested and sent to the approvals mechanism. */
    async create(actor: FirmActor, input: z.output<typeof AdvanceSchema>, ip: string): Promise<AdvanceView> {
      let outgoing: Outgoing = [];
      const view = await withFirm(db, actor.firmId, async (tx) => {
        const person = await personOf(tx, actor.firmId, actor.employeeId);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`expense-advance-number:${actor.firmId}`}))`);
        const [n] = await tx.select({ n: count() }).from(expenseAdvances).where(eq(expenseAdvances.firmId, actor.firmId));
        const number = `ADV-${String((n?.n ?? 0) + 1).padStart(4, "0")}`;
        const [row] = await tx.insert(expenseAdvances).values({ firmId: actor.firmId, number, employeeId: person.id, purpose: input.purpose, amount: input.amount, neededBy: input.needed_by ?? null }).returning();
        if (!row) throw new Error("advance not written");
        // What the person already holds, for the approver to weigh.
        const held = await tx.select({ id: expenseAdvances.id }).from(expenseAdvances).where(and(eq(expenseAdvances.firmId, actor.firmId), eq(expenseAdvances.employeeId, person.id), eq(expenseAdvances.status, "paid")));
        const holding = [...(await openOnAdvances(tx, actor.firmId, held.map((h) => h.id))).values()].reduce((t, o) => t + o.open, 0);
        const made = await approvals.submit(tx, actor, {
          type: "expense_advance",
          subjectId: person.id,
          title: `Expense advance ${number}: ${formatPaise(input.amount)}`,
          payload: { advance_id: row.id, number, purpose: input.purpose, amount: input.amount, needed_by: input.needed_by ?? null, holding },
        });
        outgoing = made.outgoing;
        const [fresh] = await tx.update(expenseAdvances).set({ requestId: made.id }).where(and(eq(expenseAdvances.firmId, actor.firmId), eq(expenseAdvances.id, row.id))).returning();
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "expenses.advance_requested", detail: { number, amount: formatPaise(input.amount) } });
        return (await present(tx, actor, [fresh ?? row]))[0] as AdvanceView;
      });
      await notifications.deliver(outgoing);
      return view;
    },

    /** Withdraws a request not yet decided: its approval request is cancelled, which closes the advance. */
    async withdraw(actor: FirmActor, id: string, ip: string): Promise<AdvanceView> {
      const requestId = await withFirm(db, actor.firmId, async (tx) => {
        const { advance } = await locked(tx, actor, id);
        if (advance.employeeId !== actor.employeeId) throw AppError.forbidden("An advance is withdrawn by the person who asked for it.");
        if (advance.status !== "requested" || !advance.requestId) throw new AppError(409, "decided", `${advance.number} is ${advance.status}: it can no longer be withdrawn.`);
        return advance.requestId;
      });
      await approvals.cancel(actor, requestId, ip);
      return withFirm(db, actor.firmId, (tx) => one(tx, actor, id));
    },

    /** Finance pays an approved advance, with the day and the bank's reference; someone who approved it may not. */
    async markPaid(actor: FirmActor, id: string, input: z.output<typeof AdvancePaidSchema>, ip: string): Promise<AdvanceView> {
      if (!isFinance(actor)) throw AppError.forbidden("Advances are paid by admins and firm-wide HR.");
      return withFirm(db, actor.firmId, async (tx) => {
        const { advance } = await locked(tx, actor, id);
        if (advance.status === "paid") throw new AppError(409, "paid", `${advance.number} was paid on ${advance.paidOn}; a correction is a return or a new advance.`);
        if (advance.status !== "approved") throw new AppError(409, "not_approved", `${advance.number} is ${advance.status}: only an approved advance is paid.`);
        if (advance.employeeId === actor.employeeId) throw AppError.forbidden("Someone else pays your own advance.");
        // Segregation of duties, as with payouts: whoever releases the money did not approve it.
        const [mine] = advance.requestId
          ? await tx
              .select({ n: count() })
              .from(approvalActions)
              .where(and(eq(approvalActions.firmId, actor.firmId), eq(approvalActions.requestId, advance.requestId), eq(approvalActions.actorId, actor.employeeId), eq(approvalActions.action, "approved")))
          : [{ n: 0 }];
        if ((mine?.n ?? 0) > 0) throw new AppError(409, "approved_by_you", `You approved ${advance.number}: someone who did not approves the release of its money.`);
        if (input.paid_on < indiaDay(advance.createdAt)) throw fieldError("paid_on", "Paid on cannot be before the advance was asked for");
        await tx.update(expenseAdvances).set({ status: "paid", paidOn: input.paid_on, reference: input.reference, paidBy: actor.employeeId, updatedAt: new Date() }).where(and(eq(expenseAdvances.firmId, actor.firmId), eq(expenseAdvances.id, id)));
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "expenses.advance_paid", detail: { number: advance.number, amount: formatPaise(advance.amount), paid_on: input.paid_on, reference: input.reference } });
        return one(tx, actor, id);
      });
    },

    /** Unspent money handed back (once): at most what no claim has used. */
    async recordReturn(actor: FirmActor, id: string, input: z.output<typeof AdvanceReturnSchema>, ip: string): Promise<AdvanceView> {
      if (!isFinance(actor)) throw AppError.forbidden("Money handed back is recorded by admins and firm-wide HR.");
      return withFirm(db, actor.firmId, async (tx) => {
        const { advance } = await locked(tx, actor, id);
        if (advance.status !== "paid") throw new AppError(409, "not_paid", `${advance.number} is ${advance.status}: only a paid advance has money to hand back.`);
        if (advance.returnedAmount > 0) throw new AppError(409, "returned", `${advance.number}'s return of ${formatPaise(advance.returnedAmount)} was recorded on ${advance.returnedOn}.`);
        const open = (await openOnAdvances(tx, actor.firmId, [id])).get(id)?.open ?? 0;
        if (input.amount > open) throw fieldError("amount", open === 0 ? `Nothing is open on ${advance.number}: claims used it all` : `At most the ${formatPaise(open)} still open on ${advance.number}`);
        if (input.returned_on < (advance.paidOn as string)) throw fieldError("returned_on", `Returned on cannot be before the advance was paid (${advance.paidOn})`);
        await tx
          .update(expenseAdvances)
          .set({ returnedAmount: input.amount, returnedOn: input.returned_on, returnedReference: input.reference || null, updatedAt: new Date() })
          .where(and(eq(expenseAdvances.firmId, actor.firmId), eq(expenseAdvances.id, id)));
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "expenses.advance_returned", detail: { number: advance.number, amount: formatPaise(input.amount), returned_on: input.returned_on } });
        return one(tx, actor, id);
      });
    },

    /** The person's expense ledger (the person, their manager, HR in scope, admins: the claims' rule). */
    ledger: (actor: FirmActor, employeeId: string): Promise<ExpenseLedgerView> => withFirm(db, actor.firmId, (tx) => ledgerIn(tx, actor, employeeId)),

    /** The ledger as an XLSX workbook; text cells formula-safe. */
    async ledgerXlsx(actor: FirmActor, employeeId: string): Promise<{ name: string; body: Buffer }> {
      const view = await withFirm(db, actor.firmId, (tx) => ledgerIn(tx, actor, employeeId));
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet("Expense ledger");
      sheet.addRow([formulaSafe(`${view.employee.name} (${view.employee.code})`)]);
      sheet.addRow(["Date", "Entry", "Reference", "Amount (₹)", "Change (₹)", "Balance (₹)"]);
      sheet.getRow(2).font = { bold: true };
      for (const r of view.rows) sheet.addRow([r.date, formulaSafe(r.words), formulaSafe(r.ref), r.amount / 100, r.change / 100, r.balance / 100]);
      sheet.addRow(["", view.balance >= 0 ? "The firm owes" : "Held by the person", "", "", "", view.balance / 100]);
      return { name: `vetan-expense-ledger-${view.employee.code.toLowerCase().replaceAll(/[^a-z0-9-]/g, "")}.xlsx`, body: Buffer.from(await book.xlsx.writeBuffer()) };
    },
  };
}
export type Advances = ReturnType<typeof createAdvances>;

/** What the approvals mechanism does with an advance: approved, it waits for finance to pay it; rejected or cancelled, it closes. */
export const expenseAdvanceHandler = (): RequestHandler => ({
  async apply(tx, request) {
    await tx
      .update(expenseAdvances)
      .set({ status: "approved", decidedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(expenseAdvances.firmId, request.firmId), eq(expenseAdvances.requestId, request.id), eq(expenseAdvances.status, "requested")));
    return undefined;
  },
  async closed(tx, request, status) {
    await tx
      .update(expenseAdvances)
      .set({ status: status === "rejected" ? "rejected" : "withdrawn", decidedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(expenseAdvances.firmId, request.firmId), eq(expenseAdvances.requestId, request.id), notInArray(expenseAdvances.status, ["approved", "paid"])));
  },
  link: (r) => ({ href: `/app/expenses/ledger/${r.subjectId}`, label: "Open the person's expense ledger: advances still open and claims" }),
  summary: (r) => {
    const p = r.payload as { purpose: string; amount: number; needed_by: string | null; holding: number };
    return [
      `${p.purpose}: ${formatPaise(p.amount)}${p.needed_by ? `, needed by ${p.needed_by}` : ""}`,
      p.holding > 0 ? `Already holds ${formatPaise(p.holding)} of advances no claim has used yet` : "Holds no advance not yet used",
    ];
  },
});
