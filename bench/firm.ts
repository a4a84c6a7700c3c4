// A generated firm for the module benchmarks: the app built on a scratch database (no demo seed, no job
// worker: a benchmark drains the queue itself), the demo generator's people and calendar for `count`
// employees, and an empty firm row to write them into.
import { tmpdir } from "node:os";
import { join } from "node:path";
import { indiaToday } from "@vetan/shared/dates";
import { buildApp } from "../apps/server/src/app.ts";
import { asc, eq } from "drizzle-orm";
import { firms, plans } from "../apps/server/src/db/schema.ts";
import { type Db, type DatabaseOptions, openDatabase } from "../apps/server/src/platform/db/client.ts";
import { loadEnv } from "../apps/server/src/platform/env.ts";
import { demoPeople } from "../apps/server/src/seed/content/demo-people.ts";
import { demoCalendar } from "../apps/server/src/seed/demo-attendance.ts";

export async function benchFirm(options: DatabaseOptions, name: string, count: number) {
  const database = await openDatabase(options);
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", SEED_DEMO: "false", JOB_WORKER: "false", DATA_DIR: join(tmpdir(), `vetan-bench-${name}-unused`) }),
    database,
    logger: false,
    web: false,
  });
  const today = indiaToday();
  const people = demoPeople({ count, today, seed: 10_000 });
  const calendar = demoCalendar(people, today);
  const [firm] = await database.db
    .insert(firms)
    .values({ name: `Bench ${name[0]?.toUpperCase()}${name.slice(1)} Mills Private Limited`, planId: await enterprisePlanId(database.db) })
    .returning({ id: firms.id });
  if (!firm) throw new Error("no firm");
  return { database, app, today, people, calendar, firmId: firm.id };
}

/**
 * A generated firm of thousands is on Enterprise: every module open, no employee limit (decision 031).
 * Null on a database without the seeded plans, where no plan limits anything.
 */
export async function enterprisePlanId(db: Db): Promise<number | null> {
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.tier, "enterprise")).orderBy(asc(plans.position), asc(plans.id)).limit(1);
  return plan?.id ?? null;
}

/** The p-th percentile of timings sorted ascending. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
export const fmt = (n: number, d = 0) => n.toLocaleString("en-IN", { maximumFractionDigits: d, minimumFractionDigits: d });
/** Seconds since a performance.now() reading. */
export const seconds = (from: number) => (performance.now() - from) / 1000;
