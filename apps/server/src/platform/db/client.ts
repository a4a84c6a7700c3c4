// One database interface over two drivers: embedded PGlite (the zero-setup default, file-backed under
// DATA_DIR or in memory for tests) and PostgreSQL (DATABASE_URL). Same migrations, same queries.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "../../db/schema.ts";
import { checkDataDir } from "./data-dir.ts";
import { lockDataDir } from "./pglite-lock.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; it has the same query API as Db. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A plain SQL statement with positional parameters, for what the query builder cannot say well. */
export type RawQuery = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface Database {
  db: Db;
  query: RawQuery;
  kind: "pglite" | "postgres";
  /** Applies pending migrations (idempotent). */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The PGlite instance, for backups and the test snapshot; undefined on PostgreSQL. */
  pglite?: PGlite;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../../drizzle", import.meta.url));

const INT8 = 20;
/**
 * int8 (bigint, count(*), bigserial) comes back as a number on both drivers. node-postgres would give a
 * string and PGlite a number; we pick number, and refuse silently wrong values beyond 2^53.
 */
function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${value} is beyond the safe integer range`);
  return n;
}

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite-memory"; loadDataDir?: Blob };

export function databaseOptionsFromEnv(env: { DATABASE_URL: string; DATA_DIR: string }): DatabaseOptions {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "pglite", dataDir: resolve(env.DATA_DIR, "pglite") };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    // Without these a dead server would hold a request forever (issue 7: no request hangs).
    query_timeout: 30_000,
  });
  // Drizzle hands node-postgres its own per-query parsers that fall back to pg's global table, so a
  // pool-level parser would be bypassed; the global one is the only one every query sees.
  pg.types.setTypeParser(INT8, parseInt8);
  // An idle client losing its server emits 'error' on the pool; without a listener that kills the process.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    query: async (text, params) => ({ rows: (await pool.query(text, params)).rows }),
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => (pool.ended ? Promise.resolve(false) : pingWith(db)),
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

async function openPglite(options: { kind: "pglite"; dataDir: string } | { kind: "pglite-memory"; loadDataDir?: Blob }) {
  if (options.kind === "pglite") checkDataDir(options.dataDir);
  const release = options.kind === "pglite" ? lockDataDir(options.dataDir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(options.kind === "pglite" ? { dataDir: options.dataDir } : {}),
      ...(options.kind === "pglite-memory" && options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      parsers: { [INT8]: parseInt8 },
      // Trigram indexes for the directory's search (migration 0006); PostgreSQL ships pg_trgm as a contrib.
      extensions: { pg_trgm },
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: "pglite" as const,
    pglite: client,
    query: async (text: string, params?: unknown[]) => ({
      rows: (await client.query<Record<string, unknown>>(text, params)).rows,
    }),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => (closed ? Promise.resolve(false) : pingWith(db)),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        release();
      }
    },
  } satisfies Database;
}

async function pingWith(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

