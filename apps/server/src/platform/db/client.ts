// One database interface over two drivers: embedded PGlite (the zero-setup default, file-backed under
// DATA_DIR or in memory for tests) and PostgreSQL (DATABASE_URL). Same migrations, same queries.
import { createHash } from "node:crypto";
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
  /**
   * Runs `work` while this process holds the database-wide lock `name`, so that servers started together
   * on one PostgreSQL database do it one at a time (a PostgreSQL advisory lock). On PGlite the data
   * folder's own lock already keeps every other process out, so `work` simply runs. `onWait` is called
   * once if another process holds the lock first.
   */
  exclusively<T>(name: string, work: () => Promise<T>, onWait?: () => void): Promise<T>;
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

/** Statements a connection keeps prepared at most; past it, further texts go unnamed (planned each time). */
const PREPARED_PER_CONNECTION = 2_000;
/** An `in (...)` list makes one text per length; long lists are rare and stay unnamed. */
const MAX_PREPARED_PARAMS = 100;
const statementNames = new Map<string, string>();

/** A stable name for a statement's text, remembered for the texts seen most (bounded). */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `v_${createHash("sha256").update(text).digest("base64url").slice(0, 24)}`;
    if (statementNames.size >= 10_000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A node-postgres client that keeps each parameterised statement prepared on its connection, named by a
 * hash of its text (issue 19, decision 036). Unnamed, PostgreSQL parses and plans every statement on every
 * call: under the signed-in load that was the largest part of its CPU. Named, a connection parses once and
 * PostgreSQL's plan cache re-plans only when it must (it does when the role that row-level security
 * depends on changes). Statements without parameters (begin, commit) keep the simple protocol.
 */
class PreparingClient extends pg.Client {
  #prepared = new Set<string>();
  /** A transaction's BEGIN not yet sent: it goes with the statement after it, in one round trip. */
  #beginWaiting = false;

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() is a set of overloads; this passes every form through.
  override query(config: any, values?: any, callback?: any): any {
    const plain = config && typeof config === "object" && typeof config.submit !== "function" && !config.name && typeof config.text === "string";
    const params = plain ? (Array.isArray(values) ? values : config.values) : undefined;
    const simple = plain && callback === undefined && !(Array.isArray(params) && params.length > 0);
    // Every transaction starts with BEGIN and then, at once, the statement that says whose work it is (the
    // firm and role, or the platform role): BEGIN is held and sent in front of that statement, as one simple
    // query, instead of costing a round trip of its own. Nothing else can use the connection in between.
    if (simple && !this.#beginWaiting && /^\s*begin\s*$/i.test(config.text)) {
      this.#beginWaiting = true;
      return Promise.resolve({ command: "BEGIN", rowCount: null, rows: [], fields: [] });
    }
    if (this.#beginWaiting) {
      this.#beginWaiting = false;
      if (simple) {
        // Two statements answer two results; the caller asked for the second.
        return super.query({ ...config, text: `begin; ${config.text}` }, values).then((results: unknown) => (Array.isArray(results) ? results[results.length - 1] : results));
      }
      // A statement with parameters cannot share a simple query: BEGIN goes first, then it (pg wants one
      // query at a time on a client). A COPY stream must be handed back as it is: queued behind BEGIN.
      if (config && typeof config.submit === "function") {
        super.query("begin").catch(() => undefined);
        return super.query(config, values, callback);
      }
      if (callback !== undefined) {
        super.query("begin", (err: Error | null) => (err ? callback(err) : this.#send(config, values, callback)));
        return undefined;
      }
      return super.query("begin").then(() => this.#send(config, values, callback));
    }
    return this.#send(config, values, callback);
  }

  /** Sends a statement, named (kept prepared on this connection) when it has parameters. */
  // biome-ignore lint/suspicious/noExplicitAny: as query() above.
  #send(config: any, values?: any, callback?: any): any {
    const plain = config && typeof config === "object" && typeof config.submit !== "function" && !config.name && typeof config.text === "string";
    const params = plain ? (Array.isArray(values) ? values : config.values) : undefined;
    if (plain) {
      if (Array.isArray(params) && params.length > 0 && params.length <= MAX_PREPARED_PARAMS) {
        const name = statementName(config.text);
        if (this.#prepared.has(name) || this.#prepared.size < PREPARED_PER_CONNECTION) {
          this.#prepared.add(name);
          return super.query({ ...config, name }, values, callback);
        }
      }
    }
    return super.query(config, values, callback);
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    Client: PreparingClient,
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
    exclusively: (name, work, onWait) => withAdvisoryLock(pool, name, work, onWait),
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
    exclusively: <T>(_name: string, work: () => Promise<T>) => work(),
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

/** How often a process waiting for an advisory lock asks again, and how long it waits before giving up. */
const LOCK_POLL_MS = 200;
const LOCK_WAIT_MS = 15 * 60_000;

/**
 * Holds a session-level advisory lock on one connection of its own while `work` runs on the pool. The lock
 * is asked for with pg_try_advisory_lock every LOCK_POLL_MS rather than waited for in pg_advisory_lock:
 * a blocked query would meet the pool's 30 s query timeout while another server seeds, and could not tell
 * the log that it is waiting. If the holder dies its connection closes and PostgreSQL frees the lock, and
 * what it was doing rolls back (migrations and the seed each run in a transaction), so a waiter takes over.
 */
async function withAdvisoryLock<T>(pool: pg.Pool, name: string, work: () => Promise<T>, onWait?: () => void): Promise<T> {
  // A stable 64-bit key from the name; advisory locks share one key space with anything else on the server.
  const key = createHash("sha256").update(`vetan:${name}`).digest().readBigInt64BE(0).toString();
  const client = await pool.connect();
  let broken: Error | undefined;
  // A checked-out client that loses its server emits 'error', which unheard would end the process: the
  // lock is gone with the connection, so note it (the client is then closed, not returned to the pool).
  const lost = (error: Error) => {
    broken = error;
  };
  client.on("error", lost);
  try {
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (let asked = 0; ; asked++) {
      const { rows } = await client.query<{ got: boolean }>("select pg_try_advisory_lock($1::int8) as got", [key]);
      if (rows[0]?.got) break;
      if (asked === 0) onWait?.();
      if (Date.now() > deadline) throw new Error(`Another process has held the database lock "${name}" for ${LOCK_WAIT_MS / 60_000} minutes; is a server stuck starting?`);
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1::int8)", [key]).catch((error: Error) => {
        broken = error;
      });
    }
  } catch (error) {
    // After any failure the connection is closed rather than returned to the pool: a lock it might still
    // hold goes with it.
    broken ??= error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.off("error", lost);
    client.release(broken);
  }
}

async function pingWith(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

