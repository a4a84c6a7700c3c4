// Plan modules (the Distribution of Plans on /Pricing) as the console keeps them: a module with its
// submodules and their Basic/Premium/Enterprise flags is saved as a whole, in one transaction. Module
// names are unique (case aside): /Pricing keys its accordion by them.
import type { AdminModule, ModuleInput } from "@vetan/shared/admin-site";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { planModules, planSubmodules } from "../../db/schema.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { AppError } from "../../platform/errors.ts";
import type { Recorder } from "../admin/audit.ts";
import { changesOf, locked, nextPosition, removeOf, reorderOf } from "./site-writes.ts";

type ModuleRow = typeof planModules.$inferSelect;
type SubRow = typeof planSubmodules.$inferSelect;

const present = (m: ModuleRow, subs: SubRow[]): AdminModule => ({
  id: m.id,
  name: m.module,
  module_key: m.moduleKey,
  position: m.position,
  submodules: subs.map((s) => ({ id: s.id, name: s.name, feature_key: s.featureKey, basic: s.basic, premium: s.premium, enterprise: s.enterprise })),
});

const TIER_LETTERS = [
  ["basic", "B"],
  ["premium", "P"],
  ["enterprise", "E"],
] as const;

/** "Payslips [B P E]": a submodule and the tiers that include it, as the audit log shows it. */
const summariseSubs = (subs: ReadonlyArray<Pick<SubRow, "name" | "basic" | "premium" | "enterprise">>) =>
  subs.map((s) => `${s.name} [${TIER_LETTERS.filter(([tier]) => s[tier]).map(([, letter]) => letter).join(" ") || "none"}]`);

async function subsOf(tx: Pick<Db, "select">, moduleIds: number[]): Promise<SubRow[]> {
  if (moduleIds.length === 0) return [];
  return tx.select().from(planSubmodules).where(inArray(planSubmodules.moduleId, moduleIds)).orderBy(asc(planSubmodules.position), asc(planSubmodules.id));
}

/** Replaces the module's submodules; each feature key (decision 031) may be claimed by one row alone. */
async function replaceSubs(tx: Tx, moduleId: number, subs: ModuleInput["submodules"]): Promise<SubRow[]> {
  await tx.delete(planSubmodules).where(eq(planSubmodules.moduleId, moduleId));
  const keys = subs.map((s) => s.feature_key).filter((k): k is string => k !== null);
  const twice = keys.find((k, i) => keys.indexOf(k) !== i);
  const [elsewhere] = keys.length === 0 ? [] : await tx.select({ key: planSubmodules.featureKey }).from(planSubmodules).where(inArray(planSubmodules.featureKey, keys)).limit(1);
  const clash = twice ?? elsewhere?.key;
  if (clash) {
    const message = `Another submodule already decides the feature ${clash}`;
    throw AppError.badRequest(message, { submodules: message });
  }
  return tx
    .insert(planSubmodules)
    .values(subs.map(({ feature_key, ...s }, position) => ({ moduleId, ...s, featureKey: feature_key, position })))
    .returning();
}

/** Refuses a name another module already has. */
async function assertFreeName(tx: Tx, name: string, exceptId?: number) {
  const sameName = sql`lower(${planModules.module}) = lower(${name})`;
  const [clash] = await tx
    .select({ id: planModules.id })
    .from(planModules)
    .where(exceptId === undefined ? sameName : and(sameName, ne(planModules.id, exceptId)))
    .limit(1);
  if (clash) {
    const message = `A module named ${name} already exists`;
    throw AppError.badRequest(message, { name: message });
  }
}

const MISSING = "That module does not exist (it may have been deleted).";

export function createModulesAdmin(db: Db) {
  async function list(tx: Pick<Db, "select"> = db): Promise<AdminModule[]> {
    const rows = await tx.select().from(planModules).orderBy(asc(planModules.position), asc(planModules.id));
    const subs = await subsOf(
      tx,
      rows.map((r) => r.id),
    );
    return rows.map((m) => present(
      m,
      subs.filter((s) => s.moduleId === m.id),
    ));
  }

  return {
    list: () => list(),

    create: (input: ModuleInput, record: Recorder) =>
      db.transaction(async (tx) => {
        await assertFreeName(tx, input.name);
        const [row] = await tx
          .insert(planModules)
          .values({ module: input.name, position: await nextPosition(tx, planModules) })
          .returning();
        const subs = await replaceSubs(tx, row!.id, input.submodules);
        await record({ action: "module.create", detail: { id: row!.id, name: row!.module, submodules: summariseSubs(subs) } }, tx);
        return present(row!, subs);
      }),

    update: (id: number, input: ModuleInput, record: Recorder) =>
      db.transaction(async (tx) => {
        const before = await locked(tx, planModules, id, MISSING);
        await assertFreeName(tx, input.name, id);
        const subsBefore = await subsOf(tx, [id]);
        const [row] = await tx.update(planModules).set({ module: input.name }).where(eq(planModules.id, id)).returning();
        const subs = await replaceSubs(tx, id, input.submodules);
        const changes = changesOf(
          { name: before.module, submodules: summariseSubs(subsBefore) },
          { name: row!.module, submodules: summariseSubs(subs) },
        );
        await record({ action: "module.update", detail: { id, name: row!.module, changes } }, tx);
        return present(row!, subs);
      }),

    /** Its submodules go with it (ON DELETE CASCADE). */
    remove: removeOf(db, planModules, { missing: MISSING, action: "module.delete", detail: (m) => ({ name: m.module }) }),

    reorder: reorderOf(db, { table: planModules, list, nameOf: (m) => m.name, action: "module.reorder", what: "module" }),
  };
}
export type ModulesAdmin = ReturnType<typeof createModulesAdmin>;
