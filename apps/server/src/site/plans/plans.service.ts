// Subscription plans and the Distribution of Plans table (SPEC.md §3). Prices are stored in paise and
// answered in whole rupees per month, as the pricing page shows them.
import type { Plan, PlanModule } from "@vetan/shared";
import { asc, inArray } from "drizzle-orm";
import { planFeatures, planModules, plans, planSubmodules } from "../../db/schema.ts";
import type { Db } from "../../platform/db/client.ts";
import type { PublicCache } from "../../platform/public-cache.ts";

const yn = (b: boolean) => (b ? "Y" : "N");
const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: "application/json; charset=utf-8" });

export function createPlansService(db: Db, cache: PublicCache) {
  async function listPlans(): Promise<Plan[]> {
    const planRows = await db.select().from(plans).orderBy(asc(plans.position), asc(plans.id));
    const ids = planRows.map((p) => p.id);
    const featureRows = ids.length
      ? await db.select().from(planFeatures).where(inArray(planFeatures.planId, ids)).orderBy(asc(planFeatures.position), asc(planFeatures.id))
      : [];
    return planRows.map((p) => ({
      id: p.id,
      plan_name: p.name,
      plan_desc: p.description,
      is_new: p.isNew,
      price: [{ amount: p.pricePaise / 100, amount_paise: p.pricePaise, currency: "INR", per: "month" }],
      features: featureRows
        .filter((f) => f.planId === p.id)
        .map((f) => ({ pk_feature_id: f.id, feature_name: f.name, feature_desc: f.description })),
    }));
  }

  async function listModules(): Promise<PlanModule[]> {
    const modules = await db.select().from(planModules).orderBy(asc(planModules.position), asc(planModules.id));
    const subs = await db.select().from(planSubmodules).orderBy(asc(planSubmodules.position), asc(planSubmodules.id));
    return modules.map((m) => ({
      module: m.module,
      submodule: subs
        .filter((s) => s.moduleId === m.id)
        .map((s) => ({ submodule_name: s.name, basic: yn(s.basic), premium: yn(s.premium), enterprise: yn(s.enterprise) })),
    }));
  }

  return {
    listPlans,
    listModules,
    cached: {
      plans: () => cache.get("plans", ["plans"], async () => json({ status: "0", data: await listPlans() })),
      modules: () => cache.get("plan-modules", ["plans"], async () => json({ status: "0", data: await listModules() })),
    },
  };
}
export type PlansService = ReturnType<typeof createPlansService>;
