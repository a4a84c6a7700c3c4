import type { TestProject } from "vitest/node";
import { buildWebIfNeeded } from "../../../../scripts/build-if-needed.ts";
import { openDatabase } from "../../src/platform/db/client.ts";
import { seedDemo } from "../../src/seed/seed.ts";
import { existsSync, writeFileSync } from "node:fs";
import { adminQuery, ensureDir, snapshotPath, templateDbName, templateHash, withDatabase } from "./template.ts";

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: { kind: "pglite"; snapshot: string } | { kind: "postgres"; url: string; template: string };
  }
}

const SISTER = "https://lekha.in/blog";

export default async function setup(project: TestProject) {
  // Page tests render the production build; build it first when it is missing or stale. API-only runs
  // may skip it (VETAN_SKIP_WEB_BUILD=1); page tests then fail loudly if no build exists.
  if (process.env.VETAN_SKIP_WEB_BUILD !== "1") buildWebIfNeeded();
  const hash = templateHash();
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = templateDbName(hash, pgUrl);
    // Templates of older migrations or seeds are of no further use.
    const stale = await adminQuery(pgUrl, `select datname from pg_database where datname like 'vetan_tpl_%' and datname <> '${name}'`);
    for (const row of stale.rows as { datname: string }[]) {
      await adminQuery(pgUrl, `drop database if exists "${row.datname}"`).catch(() => {});
    }
    const exists = await adminQuery(pgUrl, `select 1 from pg_database where datname = '${name}'`);
    if (exists.rowCount === 0) {
      await adminQuery(pgUrl, `create database ${name}_building`).catch(async () => {
        await adminQuery(pgUrl, `drop database ${name}_building`);
        await adminQuery(pgUrl, `create database ${name}_building`);
      });
      const database = await openDatabase({ kind: "postgres", url: withDatabase(pgUrl, `${name}_building`), poolSize: 1 });
      await database.migrate();
      await seedDemo(database.db, { sisterBlogBaseUrl: SISTER });
      await database.close();
      // Renamed only when whole, so an interrupted run never leaves a half-built template behind.
      await adminQuery(pgUrl, `alter database ${name}_building rename to ${name}`);
    }
    project.provide("dbTemplate", { kind: "postgres", url: pgUrl, template: name });
    return;
  }
  const file = snapshotPath(hash);
  if (!existsSync(file)) {
    const database = await openDatabase({ kind: "pglite-memory" });
    await database.migrate();
    await seedDemo(database.db, { sisterBlogBaseUrl: SISTER });
    const dump = await database.pglite!.dumpDataDir("gzip");
    ensureDir(file);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  project.provide("dbTemplate", { kind: "pglite", snapshot: file });
}
