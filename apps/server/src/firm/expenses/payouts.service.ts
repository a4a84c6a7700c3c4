// Approved claims paid outside payroll, in batches, for what they still pay after advances (settlement.ts): a payout takes the claims (expense_payments, keyed by
// the claim, so a claim a payroll run already has is left to it, and one the payout has is never put in a
// run), makes the bank's bulk-transfer file, and is marked paid with the bank's reference — after which it
// and its claims cannot change (a correction is a new entry). For admins and firm-wide HR; whoever releases
// the money must not have approved any of its claims (segregation of duties).
import { type Transfer, transferCsv } from "@vetan/payroll";
import type { PayoutCreateSchema, PayoutPaidSchema, PayoutView } from "@vetan/shared/expenses";
import { formatPaise } from "@vetan/shared/money";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { approvalActions, employees, expenseClaims, expensePayments, expensePayouts } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import { seesEveryone } from "../people/people.policy.ts";
import { payableOf } from "./settlement.ts";

const NOT_FOUND = "No such payout in your firm.";

export function createPayouts(db: Db) {
  function requireStaff(actor: FirmActor) {
    // Those who run payroll (payroll.policy's "run"): admins and firm-wide HR.
    if (!seesEveryone(actor)) throw AppError.forbidden("Payouts are made by admins and firm-wide HR.");
  }

  async function view(tx: Tx, firmId: string, id: string): Promise<PayoutView> {
    const [p] = await tx.select().from(expensePayouts).where(and(eq(expensePayouts.firmId, firmId), eq(expensePayouts.id, id)));
    if (!p) throw AppError.notFound(NOT_FOUND);
    const claims = await tx
      .select({ id: expenseClaims.id, number: expenseClaims.number, title: expenseClaims.title, amount: expensePayments.amount, eid: employees.id, name: employees.name, code: employees.code, account: employees.bankAccount, ifsc: employees.bankIfsc })
      .from(expensePayments)
      .innerJoin(expenseClaims, and(eq(expenseClaims.firmId, expensePayments.firmId), eq(expenseClaims.id, expensePayments.claimId)))
      .innerJoin(employees, and(eq(employees.firmId, expenseClaims.firmId), eq(employees.id, expenseClaims.employeeId)))
      .where(and(eq(expensePayments.firmId, firmId), eq(expensePayments.batchId, id)))
      .orderBy(asc(employees.name), asc(expenseClaims.number));
    return {
      id: p.id,
      number: p.number,
      status: p.status,
      total: p.total,
      claims: claims.map((c) => ({ id: c.id, number: c.number, title: c.title, employee: { id: c.eid, name: c.name, code: c.code }, amount: c.amount, bank_ready: Boolean(c.account && c.ifsc) })),
      paid_on: p.paidOn,
      reference: p.reference,
      created_at: p.createdAt.toISOString(),
    };
  }

  return {
    list: (actor: FirmActor): Promise<PayoutView[]> =>
      withFirm(db, actor.firmId, async (tx) => {
        requireStaff(actor);
        const rows = await tx.select({ id: expensePayouts.id }).from(expensePayouts).where(eq(expensePayouts.firmId, actor.firmId)).orderBy(desc(expensePayouts.createdAt)).limit(100);
        return Promise.all(rows.map((r) => view(tx, actor.firmId, r.id)));
      }),

    get: (actor: FirmActor, id: string): Promise<PayoutView> =>
      withFirm(db, actor.firmId, async (tx) => {
        requireStaff(actor);
        return view(tx, actor.firmId, id);
      }),

    /** Takes approved claims no run or payout has yet (those named, or all); refused when none are left. */
    async create(actor: FirmActor, input: z.output<typeof PayoutCreateSchema>, ip: string): Promise<PayoutView> {
      requireStaff(actor);
      return withFirm(db, actor.firmId, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`expense-payout-number:${actor.firmId}`}))`);
        const [n] = await tx.select({ n: count() }).from(expensePayouts).where(eq(expensePayouts.firmId, actor.firmId));
        const number = `PAYOUT-${String((n?.n ?? 0) + 1).padStart(4, "0")}`;
        const [batch] = await tx.insert(expensePayouts).values({ firmId: actor.firmId, number, total: 0, claims: 0, createdBy: actor.employeeId }).returning();
        if (!batch) throw new Error("payout not written");
        const named = input.claim_ids?.length ? sql`and c.id in (${sql.join(input.claim_ids.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
        const taken = (await tx.execute(sql`
          insert into ${expensePayments} (firm_id, claim_id, employee_id, batch_id, amount)
          select c.firm_id, c.id, c.employee_id, ${batch.id}::uuid, ${payableOf(sql`c`)}
          from ${expenseClaims} c
          where c.firm_id = ${actor.firmId} and c.status = 'approved' and ${payableOf(sql`c`)} > 0 ${named}
          on conflict do nothing
          returning amount`)) as unknown as { rows: { amount: string | number }[] };
        if (taken.rows.length === 0) throw new AppError(409, "nothing_to_pay", "No approved claim is waiting to be paid: each is paid already, or in a payroll run.");
        const total = taken.rows.reduce((t, r) => t + Number(r.amount), 0);
        await tx.update(expensePayouts).set({ total, claims: taken.rows.length }).where(and(eq(expensePayouts.firmId, actor.firmId), eq(expensePayouts.id, batch.id)));
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "expenses.payout_created", detail: { number, claims: taken.rows.length, total } });
        return view(tx, actor.firmId, batch.id);
      });
    },

    /** The bank's bulk-transfer file: one line a person (their claims added up); refused while someone has no bank details. */
    async bankFile(actor: FirmActor, id: string): Promise<{ name: string; body: string }> {
      requireStaff(actor);
      const v = await withFirm(db, actor.firmId, (tx) => view(tx, actor.firmId, id));
      const people = await withFirm(db, actor.firmId, (tx) =>
        tx
          .select({ id: employees.id, name: employees.name, account: employees.bankAccount, ifsc: employees.bankIfsc })
          .from(employees)
          .where(and(eq(employees.firmId, actor.firmId), inArray(employees.id, [...new Set(v.claims.map((c) => c.employee.id))]))),
      );
      const missing = people.filter((p) => !p.account || !p.ifsc).map((p) => p.name);
      if (missing.length > 0) throw new AppError(409, "bank_missing", `Bank details are missing for ${missing.slice(0, 5).join(", ")}${missing.length > 5 ? ` and ${missing.length - 5} more` : ""}: add them on their profiles first.`);
      const transfers: Transfer[] = people
        .map((p) => ({ beneficiaryName: p.name, accountNumber: p.account as string, ifsc: p.ifsc as string, amount: v.claims.filter((c) => c.employee.id === p.id).reduce((t, c) => t + c.amount, 0), narration: `EXPENSES ${v.number}` }))
        .sort((a, b) => a.beneficiaryName.localeCompare(b.beneficiaryName));
      return { name: `vetan-${v.number.toLowerCase()}.csv`, body: transferCsv(transfers) };
    },

    /** Marks the payout paid with the bank's reference: its claims are paid and nothing in it changes again. */
    async markPaid(actor: FirmActor, id: string, input: z.output<typeof PayoutPaidSchema>, ip: string): Promise<PayoutView> {
      requireStaff(actor);
      return withFirm(db, actor.firmId, async (tx) => {
        const [p] = await tx.select().from(expensePayouts).where(and(eq(expensePayouts.firmId, actor.firmId), eq(expensePayouts.id, id))).for("update");
        if (!p) throw AppError.notFound(NOT_FOUND);
        if (p.status === "paid") throw new AppError(409, "paid", `${p.number} was marked paid on ${p.paidOn}; a correction is a new payout.`);
        const claimIds = (await tx.select({ id: expensePayments.claimId }).from(expensePayments).where(and(eq(expensePayments.firmId, actor.firmId), eq(expensePayments.batchId, id)))).map((r) => r.id);
        // Whoever releases the money did not approve it: no claim in the payout may carry this person's approval.
        const [approvedByMe] = await tx
          .select({ n: count() })
          .from(approvalActions)
          .innerJoin(expenseClaims, and(eq(expenseClaims.firmId, approvalActions.firmId), eq(expenseClaims.requestId, approvalActions.requestId)))
          .where(and(eq(approvalActions.firmId, actor.firmId), eq(approvalActions.actorId, actor.employeeId), eq(approvalActions.action, "approved"), inArray(expenseClaims.id, claimIds.length ? claimIds : ["00000000-0000-0000-0000-000000000000"])));
        if ((approvedByMe?.n ?? 0) > 0) throw new AppError(409, "approved_by_you", `You approved ${approvedByMe?.n} of the claims in ${p.number}: someone who did not approves the release of their money.`);
        await tx.update(expensePayouts).set({ status: "paid", paidOn: input.paid_on, reference: input.reference, paidBy: actor.employeeId }).where(and(eq(expensePayouts.firmId, actor.firmId), eq(expensePayouts.id, id)));
        if (claimIds.length > 0) await tx.update(expenseClaims).set({ status: "paid", updatedAt: new Date() }).where(and(eq(expenseClaims.firmId, actor.firmId), inArray(expenseClaims.id, claimIds)));
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "expenses.payout_paid", detail: { number: p.number, total: formatPaise(p.total), reference: input.reference, paid_on: input.paid_on } });
        return view(tx, actor.firmId, id);
      });
    },
  };
}
export type Payouts = ReturnType<typeof createPayouts>;
