// npm run db:backup [-- <file>]: a backup of the embedded database in DATA_DIR (the server must be stopped:
// PGlite is one process per folder), or of DATABASE_URL with pg_dump while it runs. The default file is
// DATA_DIR/backups/vetan-<time>.tar.gz (embedded) or .dump (PostgreSQL).
import { resolve } from "node:path";
import { backupEmbedded, backupPostgres } from "../platform/db/backup.ts";
import { loadEnv } from "../platform/env.ts";

try {
  const env = loadEnv();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const given = process.argv[2];
  if (env.DATABASE_URL) {
    const file = resolve(given ?? `${env.DATA_DIR}/backups/vetan-${stamp}.dump`);
    await backupPostgres(env.DATABASE_URL, file);
    console.log(`PostgreSQL backup written to ${file} (pg_dump custom format; restore with npm run db:restore -- ${file}).`);
  } else {
    const file = resolve(given ?? `${env.DATA_DIR}/backups/vetan-${stamp}.tar.gz`);
    const counts = await backupEmbedded(resolve(env.DATA_DIR, "pglite"), file);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`Embedded database backed up to ${file}: ${Object.keys(counts).length} tables, ${rows} rows, read back and checked.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
