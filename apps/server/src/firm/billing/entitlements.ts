// What a firm's plan lets it call (decision 031). Every firm route asks here after it knows the caller's firm
// (requireFirmActor), so the answer must cost no query on the hot path: the Distribution of Plans (a handful
// of rows) and each firm's plan are kept in memory and dropped the moment the superadmin changes either,
// through the public cache's invalidation, which decision 029 already carries to every server. A trial's end
// needs no invalidation: the firm's standing is worked out from its dates and the clock on every call.
import {
  CANCELLED_GRANTS,
  type FeatureKey,
  featureDef,
  grantsOf,
  lacksMessage,
  needsOfCall,
  beyondIncluded,
  employeeRoomMessage,
  PLAN_EMPLOYEE_LIMIT,
  PLAN_LACKS_FEATURE,
  PLAN_TIERS,
  type PlanPricing,
  type PlanStanding,
  type PlanTier,
  standingAt,
  TIER_LABEL,
  type TierGrants,
  tierRank,
} from "@vetan/shared/plans";
import { type ModuleKey, moduleName, MODULE_KEYS } from "@vetan/shared/modules";
import type { FastifyRequest } from "fastify";
import { and, asc, count, eq, ne } from "drizzle-orm";
import { employees, firms, planSubmodules, plans } from "../../db/schema.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { AppError } from "../../platform/errors.ts";
import type { PublicCache } from "../../platform/public-cache.ts";

export type Clock = () => Date;

interface Catalogue {
  plans: (PlanPricing & { id: number; tier: PlanTier })[];
  grants: Record<PlanTier, TierGrants>;
  /** The name of the first plan of each tier (the superadmin's name for it), for messages. */
  tierName: Record<PlanTier, string>;
}

interface FirmPlan {
  planId: number | null;
  planName: string | null;
  tier: PlanTier | null;
  trialEndsAt: Date | null;
  cancelAt: Date | null;
}

/** Firms kept at once; beyond it the map starts again (a platform of that many firms asks once more each). */
const MAX_FIRMS = 50_000;

export function createEntitlements(db: Db, cache: PublicCache, clock: Clock = () => new Date()) {
  let catalogue: Promise<Catalogue> | null = null;
  const firmPlans = new Map<string, Promise<FirmPlan>>();

  // The Distribution of Plans and the plans are the public "plans" reads; a firm's own plan is "entitlements".
  cache.onInvalidate((tags) => {
    if (tags.includes("plans")) catalogue = null;
    if (tags.includes("plans") || tags.includes("entitlements")) firmPlans.clear();
  });

  async function loadCatalogue(): Promise<Catalogue> {
    const planRows = (
      await db
        .select({ id: plans.id, name: plans.name, tier: plans.tier, pricePaise: plans.pricePaise, included: plans.includedEmployees, extra: plans.extraEmployeePaise })
        .from(plans)
        .orderBy(asc(plans.position), asc(plans.id))
    ).map((p) => ({ id: p.id, name: p.name, tier: p.tier, price_paise: p.pricePaise, included_employees: p.included, extra_employee_paise: p.extra }));
    const subs = await db
      .select({ key: planSubmodules.featureKey, basic: planSubmodules.basic, premium: planSubmodules.premium, enterprise: planSubmodules.enterprise })
      .from(planSubmodules);
    const grants = Object.fromEntries(PLAN_TIERS.map((t) => [t, grantsOf(t, subs)])) as Record<PlanTier, TierGrants>;
    const tierName = Object.fromEntries(PLAN_TIERS.map((t) => [t, planRows.find((p) => p.tier === t)?.name ?? TIER_LABEL[t]])) as Record<PlanTier, string>;
    return { plans: planRows, grants, tierName };
  }

  function getCatalogue(): Promise<Catalogue> {
    if (!catalogue) {
      const loading = loadCatalogue();
      catalogue = loading;
      loading.catch(() => {
        if (catalogue === loading) catalogue = null;
      });
    }
    return catalogue;
  }

  function getFirmPlan(firmId: string): Promise<FirmPlan> {
    const hit = firmPlans.get(firmId);
    if (hit) return hit;
    if (firmPlans.size >= MAX_FIRMS) firmPlans.clear();
    const loading = db
      .select({ planId: firms.planId, planName: plans.name, tier: plans.tier, trialEndsAt: firms.trialEndsAt, cancelAt: firms.cancelAt })
      .from(firms)
      .leftJoin(plans, eq(plans.id, firms.planId))
      .where(eq(firms.id, firmId))
      .limit(1)
      .then(([row]) => row ?? { planId: null, planName: null, tier: null, trialEndsAt: null, cancelAt: null });
    firmPlans.set(firmId, loading);
    loading.catch(() => {
      if (firmPlans.get(firmId) === loading) firmPlans.delete(firmId);
    });
    return loading;
  }

  /** The lowest tier whose grants include `has`, or null. */
  const lowestTier = (cat: Catalogue, has: (g: TierGrants) => boolean): PlanTier | null => PLAN_TIERS.find((t) => has(cat.grants[t])) ?? null;

  async function standing(firmId: string): Promise<PlanStanding> {
    const [cat, firm] = [await getCatalogue(), await getFirmPlan(firmId)];
    const { tier, status } = standingAt({ planTier: firm.tier, trialEndsAt: firm.trialEndsAt, cancelAt: firm.cancelAt }, clock());
    const grants = tier ? cat.grants[tier] : CANCELLED_GRANTS;
    const upgrade: Record<string, string> = {};
    for (const m of MODULE_KEYS) {
      if (grants.modules.includes(m)) continue;
      const t = lowestTier(cat, (g) => g.modules.includes(m));
      if (t) upgrade[m] = cat.tierName[t];
    }
    for (const k of cat.grants.enterprise.features) {
      if (grants.features.includes(k)) continue;
      const t = lowestTier(cat, (g) => g.features.includes(k));
      if (t) upgrade[k] = cat.tierName[t];
    }
    const planName = status === "trial_ended" ? cat.tierName.basic : (firm.planName ?? cat.tierName.basic);
    return {
      plan_name: planName,
      tier,
      status,
      trial_ends_at: firm.trialEndsAt?.toISOString() ?? null,
      cancel_at: firm.cancelAt?.toISOString() ?? null,
      modules: grants.modules,
      features: grants.features,
      upgrade_to: upgrade,
    };
  }

  /**
   * Refuses (403 plan_lacks_feature) a call to a module or feature the firm's plan lacks, naming the lowest
   * plan that has it and the firm's own. Never for the console's routes (/api/v1/admin), which are not a firm's.
   */
  async function require(firmId: string, request: Pick<FastifyRequest, "method" | "url" | "routeOptions">): Promise<void> {
    const path = request.routeOptions.url ?? request.url;
    if (!path.startsWith("/api/v1/") || path.startsWith("/api/v1/admin")) return;
    const { module, feature } = needsOfCall(request.method, path);
    if (!module && !feature) return;
    const [cat, firm] = [await getCatalogue(), await getFirmPlan(firmId)];
    const now = clock();
    const { tier, status } = standingAt({ planTier: firm.tier, trialEndsAt: firm.trialEndsAt, cancelAt: firm.cancelAt }, now);
    const grants = tier ? cat.grants[tier] : CANCELLED_GRANTS;
    const lacksModule = module !== null && !grants.modules.includes(module);
    const lacksFeature = feature !== null && !grants.features.includes(feature);
    if (!lacksModule && !lacksFeature) return;
    if (status === "cancelled") {
      throw new AppError(403, PLAN_LACKS_FEATURE, `Your firm's plan was cancelled and ended on ${firm.cancelAt!.toISOString().slice(0, 10)}. Your admin can choose a plan on the billing page to carry on.`);
    }
    const current = tier ? cat.tierName[tier] : cat.tierName.basic;
    const [what, lowest] = lacksModule
      ? [moduleName(module as ModuleKey), lowestTier(cat, (g) => g.modules.includes(module as ModuleKey))]
      : [featureDef(feature as FeatureKey).name, lowestTier(cat, (g) => g.features.includes(feature as FeatureKey))];
    throw new AppError(403, PLAN_LACKS_FEATURE, lacksMessage(what, current, lowest && cat.tierName[lowest]));
  }

  /** For a route that serves several features by what it is asked (attendance requests by kind). */
  async function requireFeature(firmId: string, feature: FeatureKey): Promise<void> {
    // Asked on every call an API key makes: the grants alone, not the whole standing with its upgrade list.
    const [cat, firm] = [await getCatalogue(), await getFirmPlan(firmId)];
    const { tier } = standingAt({ planTier: firm.tier, trialEndsAt: firm.trialEndsAt, cancelAt: firm.cancelAt }, clock());
    if ((tier ? cat.grants[tier] : CANCELLED_GRANTS).features.includes(feature)) return;
    const s = await standing(firmId);
    const lowest = lowestTier(cat, (g) => g.features.includes(feature));
    throw new AppError(403, PLAN_LACKS_FEATURE, lacksMessage(featureDef(feature).name, s.plan_name, lowest && cat.tierName[lowest]));
  }

  /**
   * Refuses (403 plan_employee_limit) adding `adding` people to a firm whose plan takes no more (Basic at
   * its included number), naming the plan that would. Called inside the adding transaction, after the
   * firm's row is locked there, so two additions at once cannot both take the last place.
   */
  async function requireEmployeeRoom(tx: Tx, firmId: string, adding: number): Promise<void> {
    const message = await employeeRoom(tx, firmId, adding);
    if (message) throw new AppError(403, PLAN_EMPLOYEE_LIMIT, message);
  }

  /** What `requireEmployeeRoom` would say, or null: for an import, which reports it rather than failing. */
  async function employeeRoom(tx: Tx, firmId: string, adding: number): Promise<string | null> {
    const [cat, firm] = [await getCatalogue(), await getFirmPlan(firmId)];
    const { tier } = standingAt({ planTier: firm.tier, trialEndsAt: firm.trialEndsAt, cancelAt: firm.cancelAt }, clock());
    const effective = tier ?? "basic";
    const plan = (firm.tier === effective && cat.plans.find((p) => p.id === firm.planId)) || cat.plans.find((p) => p.tier === effective);
    if (!plan || beyondIncluded(plan) !== "refused") return null;
    await tx.select({ id: firms.id }).from(firms).where(eq(firms.id, firmId)).for("update");
    const [counted] = await tx
      .select({ n: count() })
      .from(employees)
      .where(and(eq(employees.firmId, firmId), ne(employees.status, "exited")));
    const larger = cat.plans.find((p) => tierRank(p.tier) > tierRank(plan.tier)) ?? null;
    return employeeRoomMessage(plan, counted?.n ?? 0, adding, larger);
  }

  return { require, requireFeature, standing, requireEmployeeRoom, employeeRoom };
}
export type Entitlements = ReturnType<typeof createEntitlements>;
