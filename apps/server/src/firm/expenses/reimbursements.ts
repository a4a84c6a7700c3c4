// Approved claims paid with the salary, exactly once, for what they still pay after the person's advances
// (settlement.ts). A regular run takes the approved claims of the people
// it computes into expense_payments, whose key is the claim: a claim another run or a payout batch already
// has is left to it (ON CONFLICT DO NOTHING), so two runs, or a run and a payout, racing for one claim pay it
// once. Computing again rewrites the run's own rows; approving the run marks its claims paid, and reopening
// it marks them approved again until it is approved once more.
import { and, eq, inArray, sql } from "drizzle-orm";
import { expenseClaims, expensePayments } from "../../db/schema.ts";
import type { Tx } from "../../platform/db/client.ts";
import { anyId } from "../../platform/db/ids.ts";
import { policyOf } from "./policy.service.ts";
import { payableOf } from "./settlement.ts";

export interface Reimbursement {
  code: string;
  description: string;
  amount: number;
}

/** Takes the approved, unpaid claims of `ids` (approved by `asOf`) into the run; each person's reimbursement lines. */
export async function takeIntoRun(tx: Tx, firmId: string, runId: string, ids: readonly string[], asOf: Date = new Date()): Promise<Map<string, Reimbursement[]>> {
  const out = new Map<string, Reimbursement[]>();
  if (ids.length === 0) return out;
  await tx.delete(expensePayments).where(and(eq(expensePayments.firmId, firmId), eq(expensePayments.runId, runId), anyId(expensePayments.employeeId, ids)));
  if ((await policyOf(tx, firmId)).pay_with !== "payroll") return out;
  const taken = (await tx.execute(sql`
    insert into ${expensePayments} (firm_id, claim_id, employee_id, run_id, amount)
    select c.firm_id, c.id, c.employee_id, ${runId}::uuid, ${payableOf(sql`c`)}
    from ${expenseClaims} c
    where c.firm_id = ${firmId} and c.status = 'approved' and ${payableOf(sql`c`)} > 0 and c.decided_at <= ${asOf.toISOString()}::timestamptz
      and ${anyId(sql`c.employee_id`, ids)}
    on conflict do nothing
    returning claim_id, amount`)) as unknown as { rows: { claim_id: string; amount: string | number }[] };
  const claimIds = taken.rows.map((r) => r.claim_id);
  // What each claim still pays after its advances, as taken: the payslip's line is exactly the payment's row.
  const payable = new Map(taken.rows.map((r) => [r.claim_id, Number(r.amount)]));
  if (claimIds.length === 0) return out;
  const claims = await tx
    .select({ id: expenseClaims.id, employeeId: expenseClaims.employeeId, number: expenseClaims.number, title: expenseClaims.title })
    .from(expenseClaims)
    .where(and(eq(expenseClaims.firmId, firmId), anyId(expenseClaims.id, claimIds)))
    .orderBy(expenseClaims.number);
  for (const c of claims) {
    const list = out.get(c.employeeId) ?? [];
    list.push({ code: `EXP_${list.length + 1}`, description: `Expense claim ${c.number}: ${c.title}`.slice(0, 80), amount: payable.get(c.id) ?? 0 });
    out.set(c.employeeId, list);
  }
  return out;
}

/** Gives back the claims of people the run could not pay (no payslip), for the next run or a payout. */
export async function releaseFromRun(tx: Tx, firmId: string, runId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(expensePayments).where(and(eq(expensePayments.firmId, firmId), eq(expensePayments.runId, runId), anyId(expensePayments.employeeId, ids)));
}

/** The run approved (paid: true) or reopened (false): its claims are paid, or approved and waiting again. */
export async function markRunClaims(tx: Tx, firmId: string, runId: string, paid: boolean): Promise<void> {
  const inRun = tx.select({ id: expensePayments.claimId }).from(expensePayments).where(and(eq(expensePayments.firmId, firmId), eq(expensePayments.runId, runId)));
  await tx
    .update(expenseClaims)
    .set({ status: paid ? "paid" : "approved", updatedAt: new Date() })
    .where(and(eq(expenseClaims.firmId, firmId), inArray(expenseClaims.id, inRun), eq(expenseClaims.status, paid ? "approved" : "paid")));
}
