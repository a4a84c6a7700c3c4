// The firm's plan as the app shell gets it, for screen tests: Enterprise (everything, as the demo firm), or a
// tier worked out from the features list the way the server does with an untouched Distribution of Plans.
import { grantsOf, type PlanStanding, type PlanTier, TIER_LABEL } from "@vetan/shared/plans";

export function standingOf(tier: PlanTier, status: PlanStanding["status"] = "active"): PlanStanding {
  const grants = grantsOf(tier, []);
  const upgrade: Record<string, string> = {};
  for (const t of ["premium", "enterprise"] as const) {
    const g = grantsOf(t, []);
    for (const k of [...g.modules, ...g.features]) if (!(grants.modules as string[]).concat(grants.features).includes(k) && !upgrade[k]) upgrade[k] = TIER_LABEL[t];
  }
  return { plan_name: TIER_LABEL[tier], tier, status, trial_ends_at: null, cancel_at: null, modules: grants.modules, features: grants.features, upgrade_to: upgrade };
}

export const ENTERPRISE = standingOf("enterprise");
