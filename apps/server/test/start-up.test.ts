// Several servers started together on one PostgreSQL database (issue 19): four real server processes on a
// new, empty database, and four on a database of an older schema, all become ready and none crashes; the
// migrations and the demo seed ran once (start-up.ts, under one advisory lock). Before the lock, servers
// started together on an empty database all ran the first migration and all but one crashed.
//
// On the PostgreSQL run only (TEST_DATABASE_URL, whose server and role it uses): each case makes a database
// of its own with a unique name and drops it afterwards. The embedded database needs no such proof: one
// process holds its folder, and a second is refused (faults.test.ts).
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, openDatabase } from "../src/platform/db/client.ts";
import { withPlatform } from "../src/platform/db/tenancy.ts";
import { faqs } from "../src/seed/content/faq.ts";
import { posts } from "../src/seed/content/posts.ts";
import { type ServerProcess, startServer } from "./support/server-process.ts";
import { adminQuery, withDatabase } from "./support/template.ts";

const PG_URL = process.env.TEST_DATABASE_URL;
const SERVERS = 4;
/** Four Node processes loading the server on two shared cores, one of them migrating and seeding. */
const READY_WITHIN_MS = 150_000;
const MIGRATIONS: { tag: string }[] = JSON.parse(readFileSync(join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")).entries;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const fn of cleanups.reverse()) await fn();
});

/** A new, empty database with a unique name, dropped (with any connection left) after the file. */
async function newDatabase(): Promise<string> {
  const name = `vetan_start_${randomBytes(5).toString("hex")}`;
  await adminQuery(PG_URL!, `create database ${name}`);
  cleanups.push(() => adminQuery(PG_URL!, `drop database if exists ${name} with (force)`).then(() => undefined));
  return withDatabase(PG_URL!, name);
}

/** Starts the servers at once and waits until each is ready or has exited; they are stopped after the file. */
async function startTogether(env: Record<string, string>): Promise<ServerProcess[]> {
  const servers = await Promise.all(Array.from({ length: SERVERS }, () => startServer(env, READY_WITHIN_MS)));
  for (const s of servers) {
    cleanups.push(async () => {
      if (s.child.exitCode === null) {
        s.child.kill("SIGTERM");
        await s.exited;
      }
    });
  }
  return servers;
}

/** Every server is still running, says it is ready, and logged no error. */
async function expectAllReady(servers: ServerProcess[]) {
  for (const [i, s] of servers.entries()) {
    expect(s.child.exitCode, `server ${i + 1} exited:\n${s.output()}`).toBeNull();
    expect((await fetch(`${s.url}/readyz`)).status, `server ${i + 1}:\n${s.output()}`).toBe(200);
    expect(s.output(), `server ${i + 1}`).not.toMatch(/error|failed query/i);
  }
}

/** The migrations recorded in the database, by tag hash: one row each, none twice. */
async function recordedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number; distinct_hashes: number }>(
      "select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations",
    );
    expect(rows[0]!.n).toBe(rows[0]!.distinct_hashes);
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

// PostgreSQL only (skipped on the PGlite run, which has no second process to share a database with):
// TEST_DATABASE_URL runs it, as CI's second suite does.
describe.runIf(PG_URL)("the database lock", () => {
  it("makes a second process wait (told once) until the first is done, and lets it in when the holder's connection dies", async () => {
    const url = await newDatabase();
    const [first, second] = await Promise.all([openDatabase({ kind: "postgres", url, poolSize: 2 }), openDatabase({ kind: "postgres", url, poolSize: 2 })]);
    cleanups.push(() => Promise.all([first.close(), second.close()]).then(() => undefined));
    const events: string[] = [];
    let release = () => {};
    const holding = first.exclusively("test", async () => {
      events.push("first in");
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      events.push("first out");
    });
    await new Promise((r) => setTimeout(r, 100));
    const waiting = second.exclusively("test", async () => events.push("second in"), () => events.push("second waits"));
    await new Promise((r) => setTimeout(r, 700));
    expect(events).toEqual(["first in", "second waits"]);
    release();
    await Promise.all([holding, waiting]);
    expect(events).toEqual(["first in", "second waits", "first out", "second in"]);

    // A holder whose connection dies mid-work (a crash, a restart) frees the lock for the next, and its
    // own process is not brought down by the lost connection.
    let started = () => {};
    let finish = () => {};
    const inside = new Promise<void>((resolve) => {
      started = resolve;
    });
    const dying = first.exclusively("test", async () => {
      started();
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    await inside;
    const name = new URL(url).pathname.slice(1);
    await adminQuery(PG_URL!, `select pg_terminate_backend(l.pid) from pg_locks l join pg_database d on d.oid = l.database where l.locktype = 'advisory' and l.granted and d.datname = '${name}'`);
    await expect(second.exclusively("test", async () => "taken over")).resolves.toBe("taken over");
    finish();
    await dying;
  });
});

// PostgreSQL only (skipped on the PGlite run, which has no second process to share a database with):
// TEST_DATABASE_URL runs it, as CI's second suite does.
describe.runIf(PG_URL)("servers started together on one PostgreSQL database", () => {
  it(`${SERVERS} servers on an empty database: all become ready; migrations and the demo seed ran once`, async () => {
    const url = await newDatabase();
    const servers = await startTogether({ DATABASE_URL: url, SEED_DEMO: "true" });
    await expectAllReady(servers);
    expect(await recordedMigrations(url)).toBe(MIGRATIONS.length);

    const database = await openDatabase({ kind: "postgres", url, poolSize: 1 });
    try {
      // Seeded once: a second seed would have doubled these, or failed on their unique slugs and codes.
      const count = async (text: string) => Number((await database.query(text)).rows[0]?.n);
      expect(await count("select count(*) as n from blog_posts")).toBe(posts.length);
      expect(await count("select count(*) as n from faqs")).toBe(faqs.length);
      // Firms are a tenant table: counted as the platform role, which row-level security lets see them all.
      const seeded = await withPlatform(database.db, "the start-up test counts the seeded firms", (tx) =>
        tx.execute(sql`select (select count(*) from products)::int as products, (select count(*) from firms)::int as firms`),
      );
      expect((seeded as unknown as { rows: unknown[] }).rows).toEqual([{ products: 2, firms: 1 }]);
    } finally {
      await database.close();
    }

    // Each one serves the seeded content.
    for (const s of servers) {
      const res = await fetch(`${s.url}/api/SuperAdmin/GetFaqSuperadmin`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: unknown[] }).data).toHaveLength(faqs.length);
    }
  }, READY_WITHIN_MS + 60_000);

  it(`${SERVERS} servers on a database of an older schema: all become ready, each newer migration applied once`, async () => {
    const url = await newDatabase();
    // The schema as it was at the payroll migration: the journal cut there, in a folder of its own.
    const older = mkdtempSync(join(tmpdir(), "vetan-older-migrations-"));
    cleanups.push(() => rmSync(older, { recursive: true, force: true }));
    cpSync(MIGRATIONS_DIR, older, { recursive: true });
    const cut = MIGRATIONS.findIndex((m) => m.tag.endsWith("_payroll")) + 1;
    expect(cut).toBeGreaterThan(1);
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8"));
    writeFileSync(join(older, "meta/_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      await migrate(drizzle(pool), { migrationsFolder: older });
    } finally {
      await pool.end();
    }
    expect(await recordedMigrations(url)).toBe(cut);

    const servers = await startTogether({ DATABASE_URL: url, SEED_DEMO: "false" });
    await expectAllReady(servers);
    expect(await recordedMigrations(url)).toBe(MIGRATIONS.length);
  }, READY_WITHIN_MS + 60_000);
});
