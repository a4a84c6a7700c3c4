// Subscription plans as the console keeps them: a plan and its features are one thing to the editor, so
// a save replaces the feature list as a whole, in the same transaction as the plan and its audit entry.
// The public side (../plans/plans.service.ts) reads the same rows in `position` order.
import type { AdminPlan, PlanValues } from "@vetan/shared/admin-site";
import { asc, eq, inArray } from "drizzle-orm";
import { planFeatures, plans } from "../../db/schema.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import type { Recorder } from "../admin/audit.ts";
import { changesOf, locked, nextPosition, removeOf, reorderOf, summarise, toIso } from "./site-writes.ts";

type PlanRow = typeof plans.$inferSelect;
type FeatureRow = typeof planFeatures.$inferSelect;

const present = (p: PlanRow, features: FeatureRow[]): AdminPlan => ({
  id: p.id,
  name: p.name,
  description: p.description,
  price_paise: p.pricePaise,
  is_new: p.isNew,
  tier: p.tier,
  included_employees: p.includedEmployees,
  extra_employee_paise: p.extraEmployeePaise,
  position: p.position,
  features: features.map((f) => ({ id: f.id, name: f.name, description: f.description })),
  updated_at: toIso(p.updatedAt),
});

/** The plan's fields as the audit log compares them. */
const auditable = (p: Pick<PlanRow, "name" | "description" | "pricePaise" | "isNew" | "tier" | "includedEmployees" | "extraEmployeePaise">, features: { name: string; description: string }[]) => ({
  name: p.name,
  description: p.description,
  price_paise: p.pricePaise,
  is_new: p.isNew,
  tier: p.tier,
  included_employees: p.includedEmployees,
  extra_employee_paise: p.extraEmployeePaise,
  features: summarise(features),
});

const columns = (v: PlanValues) => ({
  name: v.name,
  description: v.description,
  pricePaise: v.price_rupees,
  isNew: v.is_new,
  tier: v.tier,
  includedEmployees: v.included_employees,
  extraEmployeePaise: v.extra_employee_rupees,
});

async function featuresOf(tx: Pick<Db, "select">, planIds: number[]): Promise<FeatureRow[]> {
  if (planIds.length === 0) return [];
  return tx.select().from(planFeatures).where(inArray(planFeatures.planId, planIds)).orderBy(asc(planFeatures.position), asc(planFeatures.id));
}

/** Replaces the plan's features with `features`, in their order. */
async function replaceFeatures(tx: Tx, planId: number, features: PlanValues["features"]): Promise<FeatureRow[]> {
  await tx.delete(planFeatures).where(eq(planFeatures.planId, planId));
  if (features.length === 0) return [];
  return tx
    .insert(planFeatures)
    .values(features.map((f, position) => ({ planId, name: f.name, description: f.description, position })))
    .returning();
}

const MISSING = "That plan does not exist (it may have been deleted).";

export function createPlansAdmin(db: Db) {
  async function list(tx: Pick<Db, "select"> = db): Promise<AdminPlan[]> {
    const rows = await tx.select().from(plans).orderBy(asc(plans.position), asc(plans.id));
    const features = await featuresOf(
      tx,
      rows.map((r) => r.id),
    );
    return rows.map((p) => present(
      p,
      features.filter((f) => f.planId === p.id),
    ));
  }

  return {
    list: () => list(),

    create: (input: PlanValues, record: Recorder) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(plans)
          .values({ ...columns(input), position: await nextPosition(tx, plans) })
          .returning();
        const features = await replaceFeatures(tx, row!.id, input.features);
        await record({ action: "plan.create", detail: { id: row!.id, ...auditable(row!, features) } }, tx);
        return present(row!, features);
      }),

    update: (id: number, input: PlanValues, record: Recorder) =>
      db.transaction(async (tx) => {
        const before = await locked(tx, plans, id, MISSING);
        const featuresBefore = await featuresOf(tx, [id]);
        const [row] = await tx
          .update(plans)
          .set({ ...columns(input), updatedAt: new Date() })
          .where(eq(plans.id, id))
          .returning();
        const features = await replaceFeatures(tx, id, input.features);
        const changes = changesOf(auditable(before, featuresBefore), auditable(row!, features));
        await record({ action: "plan.update", detail: { id, name: row!.name, changes } }, tx);
        return present(row!, features);
      }),

    /** Its features go with it (ON DELETE CASCADE). */
    remove: removeOf(db, plans, { missing: MISSING, action: "plan.delete", detail: (p) => ({ name: p.name, price_paise: p.pricePaise }) }),

    reorder: reorderOf(db, { table: plans, list, nameOf: (p) => p.name, action: "plan.reorder", what: "plan" }),
  };
}
export type PlansAdmin = ReturnType<typeof createPlansAdmin>;
