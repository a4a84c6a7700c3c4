// Advances set against claims, stored once. When a claim is finally approved (inside the approval's
// transaction), the engine sets it against the person's paid, open advances, oldest first; the split is
// written to expense_advance_settlements and never worked again. What the claim still pays — its approved
// total less those rows — is the one amount payroll and payouts pay (PAYABLE below), so a ₹12,000 advance
// against a ₹15,000 claim pays ₹3,000 and a claim the advances cover wholly is settled without a payment.
import { settle } from "@vetan/expenses";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { expenseAdvanceSettlements, expenseAdvances, type expenseClaims } from "../../db/schema.ts";
import type { Tx } from "../../platform/db/client.ts";

/** What claim `c` (an alias of expense_claims in raw SQL) still pays: its approved total less what advances covered. */
export const payableOf = (c: SQL): SQL =>
  sql`(${c}.approved_total - coalesce((select sum(s.amount) from ${expenseAdvanceSettlements} s where s.firm_id = ${c}.firm_id and s.claim_id = ${c}.id), 0))`;

/** What is still open on each of `ids`: paid, less what claims used and what was handed back. */
export async function openOnAdvances(tx: Tx, firmId: string, ids: readonly string[]): Promise<Map<string, { settled: number; open: number }>> {
  const out = new Map<string, { settled: number; open: number }>();
  if (ids.length === 0) return out;
  const rows = await tx
    .select({
      id: expenseAdvances.id,
      status: expenseAdvances.status,
      amount: expenseAdvances.amount,
      returned: expenseAdvances.returnedAmount,
      settled: sql<string>`coalesce((select sum(s.amount) from ${expenseAdvanceSettlements} s where s.firm_id = ${expenseAdvances.firmId} and s.advance_id = ${expenseAdvances.id}), 0)::text`,
    })
    .from(expenseAdvances)
    .where(and(eq(expenseAdvances.firmId, firmId), inArray(expenseAdvances.id, [...ids])));
  for (const r of rows) {
    const settled = Number(r.settled);
    out.set(r.id, { settled, open: r.status === "paid" ? r.amount - r.returned - settled : 0 });
  }
  return out;
}

/**
 * Sets an approved claim against its owner's open advances (those paid by `approvedOn`), writes the split and
 * returns what the claim still pays. A claim already set against advances keeps its split.
 */
export async function settleClaim(tx: Tx, firmId: string, claim: { id: string; employeeId: string; approvedTotal: number }, approvedOn: string): Promise<number> {
  const done = await tx.select({ amount: expenseAdvanceSettlements.amount }).from(expenseAdvanceSettlements).where(and(eq(expenseAdvanceSettlements.firmId, firmId), eq(expenseAdvanceSettlements.claimId, claim.id)));
  if (done.length > 0) return claim.approvedTotal - done.reduce((t, d) => t + d.amount, 0);
  // Locked, so two of the person's claims approved at once cannot both use the same rupees of an advance.
  const paid = await tx
    .select({ id: expenseAdvances.id, paidOn: expenseAdvances.paidOn })
    .from(expenseAdvances)
    .where(and(eq(expenseAdvances.firmId, firmId), eq(expenseAdvances.employeeId, claim.employeeId), eq(expenseAdvances.status, "paid")))
    .orderBy(asc(expenseAdvances.paidOn), asc(expenseAdvances.id))
    .for("update");
  if (paid.length === 0 || claim.approvedTotal <= 0) return claim.approvedTotal;
  const open = await openOnAdvances(tx, firmId, paid.map((a) => a.id));
  const given = paid.map((a) => ({ id: a.id, paidOn: a.paidOn as string, amount: open.get(a.id)?.open ?? 0 })).filter((a) => a.amount > 0);
  const { settlements } = settle(given, [{ id: claim.id, approvedOn, amount: claim.approvedTotal }]);
  const mine = settlements[0];
  if (!mine) return claim.approvedTotal;
  if (mine.fromAdvances.length > 0) {
    await tx.insert(expenseAdvanceSettlements).values(mine.fromAdvances.map((f) => ({ firmId, claimId: claim.id, advanceId: f.advanceId, amount: f.amount, settledOn: approvedOn })));
  }
  return mine.payable;
}

/** The claim's status once approved: settled when advances covered all of a non-zero total, approved otherwise (to be paid). */
export const approvedStatus = (approvedTotal: number, payable: number): (typeof expenseClaims.$inferSelect)["status"] => (approvedTotal > 0 && payable === 0 ? "settled" : "approved");
