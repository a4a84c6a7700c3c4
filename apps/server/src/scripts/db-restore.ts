// npm run db:restore -- <file> [--force]: puts a backup back. Embedded: into DATA_DIR (stopped server; an
// existing database is only replaced with --force, and is kept beside it). PostgreSQL: pg_restore into
// DATABASE_URL, replacing its objects.
import { resolve } from "node:path";
import { restoreEmbedded, restorePostgres } from "../platform/db/backup.ts";
import { loadEnv } from "../platform/env.ts";

try {
  const env = loadEnv();
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith("--"));
  if (!file) throw new Error("Usage: npm run db:restore -- <backup file> [--force]");
  if (env.DATABASE_URL) {
    await restorePostgres(resolve(file), env.DATABASE_URL);
    console.log(`Restored ${file} into the PostgreSQL database.`);
  } else {
    const { counts, keptAs } = await restoreEmbedded(resolve(file), resolve(env.DATA_DIR, "pglite"), { force: args.includes("--force") });
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`Restored ${file}: ${Object.keys(counts).length} tables, ${rows} rows.${keptAs ? ` The previous database is kept at ${keptAs}.` : ""}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
