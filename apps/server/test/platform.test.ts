// The base every feature stands on: health, request ids, headers, errors, docs, configuration, the
// embedded database's lock, one int8 type on both drivers, and row-level security.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employees, firms } from "../src/db/schema.ts";
import { openDatabase } from "../src/platform/db/client.ts";
import { DataDirLockedError, lockDataDir } from "../src/platform/db/pglite-lock.ts";
import { withFirm, withPlatform } from "../src/platform/db/tenancy.ts";
import { loadEnv } from "../src/platform/env.ts";
import { DEMO_FIRM_ID } from "../src/seed/seed.ts";
import { createTestApp } from "./support/app.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("health", () => {
  it("/healthz answers 200 and /readyz 200 while the database answers", async () => {
    expect((await app.inject("/healthz")).statusCode).toBe(200);
    const ready = await app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", database: true });
  });

  it("/readyz answers 503 when the database does not", async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.inject("/readyz");
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable", database: false });
    await other.close();
  });
});

describe("every answer", () => {
  it("carries a request id, and keeps a well-formed one the caller sent", async () => {
    const res = await app.inject("/healthz");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const given = await app.inject({ url: "/healthz", headers: { "x-request-id": "trace-abc-12345" } });
    expect(given.headers["x-request-id"]).toBe("trace-abc-12345");
    const forged = await app.inject({ url: "/healthz", headers: { "x-request-id": "<script>" } });
    expect(forged.headers["x-request-id"]).not.toBe("<script>");
  });

  it("carries security headers", async () => {
    const res = await app.inject("/seo.json");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // Served over plain HTTP locally: no HSTS.
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("uses the one error shape for an unknown route", async () => {
    const res = await app.inject({ method: "POST", url: "/api/SuperAdmin/Nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: "1", code: "not_found", result: "No route for POST /api/SuperAdmin/Nope" });
  });

  it("compresses large dynamic answers", async () => {
    const res = await app.inject({ url: "/api/docs/json", headers: { "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBe("br");
  });
});

describe("OpenAPI", () => {
  it("documents the site calls from their Zod schemas at /api/docs", async () => {
    const spec = (await app.inject("/api/docs/json")).json();
    expect(spec.openapi).toMatch(/^3\./);
    const contact = spec.paths["/api/SuperAdmin/SuperadminContactus"].post;
    expect(Object.keys(contact.requestBody.content["application/json"].schema.properties)).toEqual(
      expect.arrayContaining(["name", "email", "mobile", "firm_name", "firm_size"]),
    );
    expect(spec.paths["/api/Seo/trackClickHeatMaps"]).toBeDefined();
    expect(spec.paths["/blogapi/GetProductBlogBySlug"]).toBeDefined();
    expect((await app.inject("/api/docs")).statusCode).toBeLessThan(400);
  });

  it("publishes the firm-facing API only: no superadmin console route, and the site's own address as server", async () => {
    const published = (await app.inject("/api/docs/json")).json() as { paths: Record<string, Record<string, { tags?: string[] }>>; servers: { url: string }[] };
    const paths = Object.keys(published.paths);
    expect(paths.filter((p) => p.startsWith("/api/v1/admin"))).toEqual([]);
    const tags = Object.values(published.paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? []));
    expect(tags.filter((t) => /^(admin|console|platform)/.test(t))).toEqual([]);
    // What firms build on is there: the SPEC calls, sign-in and /api/v1 with keys.
    expect(paths).toEqual(expect.arrayContaining(["/api/SuperAdmin/GenerateKeys", "/api/accounts/signin", "/api/v1/firm", "/api/v1/people", "/api/v1/attendance/device-punches"]));
    expect(published.servers).toEqual([{ url: app.env.PUBLIC_BASE_URL.replace(/\/$/, "") }]);
    // The full document still has the console, so the suites that read every route (fuzz, NUL, headers) cover it.
    const full = app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(full.paths).filter((p) => p.startsWith("/api/v1/admin/")).length).toBeGreaterThan(20);
    expect(Object.keys(full.paths).length).toBe(paths.length + Object.keys(full.paths).filter((p) => p.startsWith("/api/v1/admin")).length);
  });
});

describe("configuration", () => {
  it("takes the public address from PORT when PUBLIC_BASE_URL is unset, so the quick start names the real port", () => {
    expect(loadEnv({ PORT: "3911" }).PUBLIC_BASE_URL).toBe("http://localhost:3911");
    expect(loadEnv({ PORT: "3911", PUBLIC_BASE_URL: "https://hr.example.in" }).PUBLIC_BASE_URL).toBe("https://hr.example.in");
  });

  it("has safe local defaults", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", DATABASE_URL: "", NODE_ENV: "development" });
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it("names each bad setting", () => {
    expect(() => loadEnv({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(
      /PORT: .*\n.*DATABASE_URL: DATABASE_URL must start with postgres:\/\//,
    );
  });

  it("requires a session secret in production on a public address", () => {
    expect(() => loadEnv({ NODE_ENV: "production", PUBLIC_BASE_URL: "https://vetan.in" })).toThrow(/SESSION_SECRET/);
    expect(() => loadEnv({ NODE_ENV: "production", PUBLIC_BASE_URL: "https://vetan.in", SESSION_SECRET: "s".repeat(40) })).not.toThrow();
  });
});

describe("embedded database folder", () => {
  it("refuses a second opener with a clear message, and takes over a stale lock", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vetan-lock-"));
    try {
      const release = lockDataDir(dir);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/already in use by process \d+\. Stop that process first/);
      release();
      lockDataDir(dir)();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("opens a file-backed PGlite under the lock and releases it on close", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vetan-pglite-"));
    try {
      const database = await openDatabase({ kind: "pglite", dataDir: dir });
      await expect(openDatabase({ kind: "pglite", dataDir: dir })).rejects.toThrow(DataDirLockedError);
      await database.close();
      const again = await openDatabase({ kind: "pglite", dataDir: dir });
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe("64-bit integers", () => {
  it("come back as numbers from raw SQL and the query builder alike", async () => {
    const { rows } = await app.database.query("select count(*) as n, 9007199254740991::int8 as big");
    expect(rows[0]).toEqual({ n: expect.any(Number), big: 9007199254740991 });
    const [viaDrizzle] = await app.database.db.select({ n: sql<number>`count(*)` }).from(firms);
    expect(typeof viaDrizzle!.n).toBe("number");
    await expect(app.database.query("select 9007199254740993::int8 as unsafe")).rejects.toThrow(/safe integer/);
  });
});

describe("row-level security", () => {
  it("shows a firm only its own employees, nothing with no firm set, and refuses writes into another firm", async () => {
    const db = app.database.db;
    const [other] = await db.insert(firms).values({ name: "Other Firm LLP" }).returning();
    const person = (firmId: string, name: string, mobile: string) => ({ firmId, code: `T${mobile.slice(-4)}`, name, mobile, usType: "A" as const, joiningDate: "2024-04-01" });
    await withFirm(db, other!.id, (tx) => tx.insert(employees).values(person(other!.id, "B", "9700000001")));
    const demoCount = (await withPlatform(db, "the test counts the demo firm", (tx) => tx.select().from(employees).where(sql`${employees.firmId} = ${DEMO_FIRM_ID}`))).length;
    expect(demoCount).toBeGreaterThan(100);

    // A query that "forgets" its firm filter still sees only the firm set for the transaction.
    const demoSees = await withFirm(db, DEMO_FIRM_ID, (tx) => tx.select().from(employees));
    expect(demoSees.length).toBe(demoCount);
    expect(demoSees.every((m) => m.firmId === DEMO_FIRM_ID)).toBe(true);
    const otherSees = await withFirm(db, other!.id, (tx) => tx.select().from(employees));
    expect(otherSees.map((m) => m.name)).toEqual(["B"]);

    // As the application role with no firm set: nothing at all.
    const none = await db.transaction(async (tx) => {
      await tx.execute(sql`set local role vetan_app`);
      return tx.select().from(employees);
    });
    expect(none).toEqual([]);

    // Writing a row for firm A while firm B is set is refused by the policy.
    await expect(withFirm(db, other!.id, (tx) => tx.insert(employees).values(person(DEMO_FIRM_ID, "X", "9700000002")))).rejects.toThrow();
    const demoAfter = await withFirm(db, DEMO_FIRM_ID, (tx) => tx.select().from(employees));
    expect(demoAfter.length).toBe(demoCount);
  });

  it("every table with a firm_id is a tenant table: RLS enabled and forced, vetan_app held to its firm, vetan_platform alone let through", async () => {
    const { rows } = await app.database.query(`
      select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
             coalesce(json_agg(json_build_object('roles', p.polroles::regrole[]::text[], 'qual', pg_get_expr(p.polqual, p.polrelid)))
                      filter (where p.polname is not null), '[]') as policies
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'firm_id' and not a.attisdropped
        left join pg_policy p on p.polrelid = c.oid
       where c.relkind in ('r', 'p')
       group by c.relname, c.relrowsecurity, c.relforcerowsecurity
       order by 1`);
    const tables = rows as { table: string; enabled: boolean; forced: boolean; policies: { roles: string[]; qual: string }[] }[];
    expect(tables.map((t) => t.table)).toEqual(expect.arrayContaining(["api_keys", "audit_log", "departments", "designations", "employee_job_changes", "employees", "workspaces"]));
    for (const t of tables) {
      expect({ table: t.table, enabled: t.enabled, forced: t.forced }).toEqual({ table: t.table, enabled: true, forced: true });
      const roles = t.policies.flatMap((p) => p.roles).sort();
      expect(roles, `${t.table}'s policies`).toEqual(["vetan_app", "vetan_platform"]);
      const firmPolicy = t.policies.find((p) => p.roles.includes("vetan_app"));
      expect(firmPolicy?.qual, t.table).toContain("current_setting('app.firm_id'");
    }
  });

  it("a role that is neither firm work nor platform work sees no tenant row (a non-superuser owner, say)", async () => {
    const db = app.database.db;
    await db.execute(
      sql`do $$ begin if not exists (select 1 from pg_roles where rolname = 'vetan_rls_probe') then create role vetan_rls_probe nosuperuser; end if; execute format('grant vetan_rls_probe to %I', current_user); end $$`,
    );
    await db.execute(sql`grant select on employees, audit_log, api_keys to vetan_rls_probe`);
    const seen = await db.transaction(async (tx) => {
      await tx.execute(sql`set local role vetan_rls_probe`);
      return tx.execute(sql`select (select count(*) from employees) + (select count(*) from audit_log) + (select count(*) from api_keys) as n`);
    });
    expect(Number((seen as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(0);
    const platform = await db.transaction(async (tx) => {
      await tx.execute(sql`set local role vetan_platform`);
      return tx.execute(sql`select count(*) as n from employees`);
    });
    expect(Number((platform as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBeGreaterThan(100);
    // When the suite runs as a plain (non-superuser) owner, as CI's second PostgreSQL run does, the owner
    // itself is held too: tables it owns show it no tenant row without a firm or the platform role.
    const me = await db.execute(sql`select rolsuper from pg_roles where rolname = current_user`);
    if ((me as unknown as { rows: { rolsuper: boolean }[] }).rows[0]?.rolsuper === false) {
      const owned = await db.execute(sql`select count(*) as n from employees`);
      expect(Number((owned as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(0);
    }
  });

  it("the member access read with a session answers one employee of one firm, and firm work may not call it", async () => {
    const db = app.database.db;
    const [ananya] = await withFirm(db, DEMO_FIRM_ID, (tx) => tx.select({ id: employees.id }).from(employees).where(sql`${employees.mobile} = '9800000001'`));
    const access = (firmId: string, employeeId: string) => db.execute(sql`select us_type, hr_workspace_ids from vetan_member_access(${firmId}::uuid, ${employeeId}::uuid)`);
    // The owning role (the server's own connection, outside any firm): the person's access now.
    expect((await access(DEMO_FIRM_ID, ananya!.id) as unknown as { rows: unknown[] }).rows).toEqual([{ us_type: "A", hr_workspace_ids: [] }]);
    // The same employee id under another firm's id: nothing.
    expect((await access(randomUUID(), ananya!.id) as unknown as { rows: unknown[] }).rows).toEqual([]);
    // Firm work (vetan_app) has no EXECUTE on it, so a firm's transaction cannot read another firm through it.
    await expect(
      withFirm(db, DEMO_FIRM_ID, (tx) => tx.execute(sql`select * from vetan_member_access(${DEMO_FIRM_ID}::uuid, ${ananya!.id}::uuid)`)),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/permission denied for function vetan_member_access/) } });
  });

  it("refuses a firm id that is not a uuid before touching the database", async () => {
    await expect(withFirm(app.database.db, "1 or 1=1", async () => 1)).rejects.toThrow(TypeError);
  });
});
