// Backups of the embedded database, and the check that a backup is whole. PGlite keeps one process per
// data folder (pglite-lock.ts), so a backup takes the folder's lock like any other opener: the server must
// be stopped first, and the message says so. On PostgreSQL the standard tools do this job (pg_dump while
// the server runs); scripts/db-backup.ts and db-restore.ts call them, and README.md documents both.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { promisify } from "node:util";
import { type Database, openDatabase } from "./client.ts";

const run = promisify(execFile);

/** Every table of the public schema, by name; a partitioned table once, as its parent. */
export async function publicTables(database: Pick<Database, "query">): Promise<string[]> {
  const { rows } = await database.query(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
  );
  return rows.map((r) => String(r.name));
}

/** Rows in every table of the public schema: what a restore must bring back, table by table. */
export async function tableCounts(database: Pick<Database, "query">): Promise<Record<string, number>> {
  const tables = await publicTables(database);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = (await database.query(`select count(*) as n from "${table.replaceAll('"', '""')}"`)).rows;
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/** Writes a gzipped tarball of the embedded database in `dataDir` to `file`; returns its tables' row counts. */
export async function backupEmbedded(dataDir: string, file: string): Promise<Record<string, number>> {
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    const counts = await tableCounts(database);
    const dump = await database.pglite!.dumpDataDir("gzip");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    // A backup nobody has opened is a hope, not a backup: open it in memory and count again.
    const check = await openDatabase({ kind: "pglite-memory", loadDataDir: new Blob([readFileSync(file)]) });
    try {
      const again = await tableCounts(check);
      if (JSON.stringify(again) !== JSON.stringify(counts)) throw new Error(`The backup in ${file} does not read back whole.`);
    } finally {
      await check.close();
    }
    return counts;
  } finally {
    await database.close();
  }
}

function hasData(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).some((name) => name !== "vetan.lock");
}

/**
 * Restores a backup into `dataDir`. A folder that already holds a database is kept, renamed beside it with
 * the time, and only when `force` is given; otherwise the restore is refused and nothing changes.
 */
export async function restoreEmbedded(file: string, dataDir: string, { force = false, now = new Date() } = {}) {
  if (!existsSync(file) || !statSync(file).isFile()) throw new Error(`No backup file at ${file}.`);
  let keptAs: string | undefined;
  if (hasData(dataDir)) {
    if (!force) throw new Error(`${dataDir} already holds a database. Stop the server and run again with --force to replace it (the current one is kept beside it).`);
    // Taking the lock first proves no server is using the folder we are about to move.
    const current = await openDatabase({ kind: "pglite", dataDir });
    await current.close();
    keptAs = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
    renameSync(dataDir, keptAs);
  }
  const restored = await openDatabase({ kind: "pglite-memory", loadDataDir: new Blob([readFileSync(file)]) });
  const expected = await tableCounts(restored);
  await restored.close();
  // PGlite writes a loaded tarball into a data folder when both are given.
  const { PGlite } = await import("@electric-sql/pglite");
  mkdirSync(dataDir, { recursive: true });
  const writer = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  await writer.close();
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    const counts = await tableCounts(database);
    if (JSON.stringify(counts) !== JSON.stringify(expected)) throw new Error(`The restore into ${dataDir} is not whole.`);
    return { counts, keptAs };
  } finally {
    await database.close();
  }
}

/** pg_dump in its custom format (what pg_restore reads), of the database at `url`. */
export async function backupPostgres(url: string, file: string) {
  mkdirSync(dirname(file), { recursive: true });
  // As the platform role with row security on: every firm's rows are read through the policy that lets
  // that role see them all, so a dump taken as a database owner that is not a superuser (who sees no tenant
  // row itself) is still whole. A restore loads the rows before it turns row security on again.
  await run("pg_dump", ["--format=custom", "--no-owner", "--role=vetan_platform", "--enable-row-security", `--file=${file}`, url]);
}

/** pg_restore into the database at `url`, replacing what is there. */
export async function restorePostgres(file: string, url: string) {
  if (!existsSync(file)) throw new Error(`No backup file at ${file}.`);
  await run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--single-transaction", `--dbname=${url}`, file]);
}
