// The firm's expense policy: read by everyone in the firm (the claim form shows the limits and when a bill
// is needed), changed by admins. A firm that has set none works on the defaults below, which are what an
// Indian firm of a few hundred typically starts with (mileage ₹4.50/km on a two-wheeler and ₹12/km by car,
// per diem by city tier).
import { DEFAULT_CLAIM_WINDOW_DAYS, DEFAULT_EXPENSE_CATEGORIES, type ExpensePolicy, ExpensePolicySchema, type StoredExpensePolicy } from "@vetan/shared/expenses";
import type { Category, MileageRate, PerDiemRate, Policy } from "@vetan/expenses";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { expensePolicies } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";

export const DEFAULT_POLICY: ExpensePolicy = ExpensePolicySchema.parse({
  categories: DEFAULT_EXPENSE_CATEGORIES,
  limits: [
    { category: "meals", grade: null, tier: null, per_claim: null, per_day: "1,000", per_month: "8,000" },
    { category: "lodging", grade: null, tier: 1, per_claim: null, per_day: "6,000", per_month: null },
    { category: "lodging", grade: null, tier: null, per_claim: null, per_day: "4,000", per_month: null },
    { category: "client_meetings", grade: null, tier: null, per_claim: "10,000", per_day: null, per_month: "25,000" },
    { category: "local_conveyance", grade: null, tier: null, per_claim: null, per_day: null, per_month: "6,000" },
  ],
  mileage: [
    { vehicle: "two_wheeler", per_km: "4.50", max_km: 150 },
    { vehicle: "car", per_km: "12", max_km: 400 },
  ],
  per_diem: [
    { tier: 1, per_day: "2,500" },
    { tier: 2, per_day: "1,800" },
    { tier: 3, per_day: "1,200" },
  ],
  future_dated: false,
  admin_above: "50,000",
});

/** The policy as the engine takes it. */
export function enginePolicy(p: ExpensePolicy): { policy: Policy; mileage: MileageRate[]; perDiem: PerDiemRate[] } {
  const categories: Category[] = p.categories.map((c) => ({ code: c.code, name: c.name, kind: c.kind, creditBlocked: c.credit_blocked, receiptAbove: c.receipt_above }));
  return {
    policy: { categories, limits: p.limits.map((l) => ({ category: l.category, grade: l.grade || null, tier: l.tier, perClaim: l.per_claim, perDay: l.per_day, perMonth: l.per_month })), futureDated: p.future_dated },
    mileage: p.mileage.map((m) => ({ vehicle: m.vehicle, perKm: m.per_km, maxKm: m.max_km })),
    perDiem: p.per_diem.map((d) => ({ tier: d.tier, perDay: d.per_day })),
  };
}

/**
 * A stored policy with the fields added since it was written (how claims are paid, the claim window) at the
 * schema's defaults. Its amounts are already paise, so it is never parsed again (that would read them as
 * rupees).
 */
export function fromStored(p: StoredExpensePolicy): ExpensePolicy {
  return { ...p, pay_with: p.pay_with ?? "payroll", claim_within_days: p.claim_within_days ?? DEFAULT_CLAIM_WINDOW_DAYS };
}

export async function policyOf(tx: Tx, firmId: string): Promise<ExpensePolicy> {
  const [row] = await tx.select({ policy: expensePolicies.policy }).from(expensePolicies).where(eq(expensePolicies.firmId, firmId));
  return row ? fromStored(row.policy) : DEFAULT_POLICY;
}

/**
 * The plan check for limits by grade and city (Enterprise's "Policy limits by grade and city"): a policy
 * that adds or changes limits needs the feature; one that keeps the limits it has (a firm that moved down
 * a plan still edits its categories) or clears them does not.
 */
export type LimitsCheck = (firmId: string) => Promise<void>;

/** Limits compared by their values (a stored policy's keys come back from jsonb in another order). */
const limitsKey = (limits: ExpensePolicy["limits"]) => JSON.stringify(limits.map((l) => [l.category, l.grade ?? null, l.tier ?? null, l.per_claim ?? null, l.per_day ?? null, l.per_month ?? null]));

export function createExpensePolicy(db: Db, requireLimits: LimitsCheck) {
  return {
    get: (actor: FirmActor): Promise<ExpensePolicy> => withFirm(db, actor.firmId, (tx) => policyOf(tx, actor.firmId)),

    async set(actor: FirmActor, input: z.output<typeof ExpensePolicySchema>, ip: string): Promise<ExpensePolicy> {
      if (actor.access !== "A") throw AppError.forbidden("The expense policy is set by admins.");
      return withFirm(db, actor.firmId, async (tx) => {
        if (input.limits.length > 0) {
          const kept = await policyOf(tx, actor.firmId);
          if (limitsKey(kept.limits) !== limitsKey(input.limits)) await requireLimits(actor.firmId);
        }
        await tx.insert(expensePolicies).values({ firmId: actor.firmId, policy: input }).onConflictDoUpdate({ target: expensePolicies.firmId, set: { policy: input, updatedAt: new Date() } });
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "expenses.policy_set", detail: { categories: input.categories.length, limits: input.limits.length, claim_within_days: input.claim_within_days } });
        return input;
      });
    },
  };
}
export type ExpensePolicyService = ReturnType<typeof createExpensePolicy>;
