// "Distribution of Plans": which submodules each plan includes, built from the product's one list of
// features (packages/shared/src/plans.ts, decision 031), so /Pricing shows exactly what the product gates.
// Every plan includes all of the plan below it.
import { MODULES } from "@vetan/shared/modules";
import { FEATURES, tierRank } from "@vetan/shared/plans";
import type { SeedPlanModule } from "./types.ts";

export const planModules: SeedPlanModule[] = MODULES.map((m) => ({
  module: m.name,
  moduleKey: m.key,
  submodules: FEATURES.filter((f) => f.module === m.key).map((f) => ({
    name: f.name,
    featureKey: f.key,
    basic: tierRank(f.from) <= tierRank("basic"),
    premium: tierRank(f.from) <= tierRank("premium"),
    enterprise: true,
  })),
}));
