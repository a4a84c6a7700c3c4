// Cursor pagination on the firm API's lists (issue 19, decision 032): walking every page with `cursor` and
// `limit` gets each row once while rows are inserted between pages; the page-based parameters the screens
// use keep working; a cursor that was not made here is a 400 with a field message. Every list shares the
// one helper (platform/cursor.ts), so these walks also prove its keyset for ascending text, descending
// timestamps (microseconds kept by reading the last row back) and serial ids.
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../src/db/schema.ts";
import { decodeCursor, encodeCursor, keysetPage } from "../src/platform/cursor.ts";
import { employees } from "../src/db/schema.ts";
import { createTestApp } from "./support/app.ts";
import { makeEmployee, makeFirm, type TestFirm } from "./support/factories.ts";
import type { Browser } from "./support/browser.ts";
import { inspect } from "./support/inspect.ts";

let app: FastifyInstance;
let firm: TestFirm;

beforeAll(async () => {
  app = await createTestApp();
  firm = await makeFirm(app);
  for (let i = 0; i < 7; i++) await makeEmployee(app, firm, { name: `Walker ${String.fromCharCode(66 + i * 3)} ${i}` });
});
afterAll(async () => {
  await app.close();
});

/** Walks a list page by page, calling `between` after each page; answers every id seen, in order. */
async function walk(browser: Browser, url: string, idOf: (row: Record<string, unknown>) => string | number, between: (page: number) => Promise<void>) {
  const seen: (string | number)[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const res = await browser.get(`${url}${url.includes("?") ? "&" : "?"}limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: Record<string, unknown>[]; next_cursor: string | null };
    seen.push(...body.data.map(idOf));
    cursor = body.next_cursor;
    if (!cursor) return seen;
    await between(page);
  }
  throw new Error("the walk never ended");
}

describe("walking every page while rows arrive", () => {
  it("the people directory (by name, ascending): each person once, the new ones at most once", async () => {
    const before = (await firm.admin.get("/api/v1/people?limit=100")).json().data.map((p: { id: string }) => p.id) as string[];
    expect(before.length).toBeGreaterThanOrEqual(8);
    const added: string[] = [];
    const seen = await walk(firm.admin, "/api/v1/people", (r) => r.id as string, async (page) => {
      // One name sorts before every page, one after: neither may shift the walk.
      added.push((await makeEmployee(app, firm, { name: `Aaron ${page}` })).id, (await makeEmployee(app, firm, { name: `Zubin ${page}` })).id);
    });
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) expect(seen).toContain(id);
    expect((seen as string[]).filter((id) => !before.includes(id)).every((id) => added.includes(id))).toBe(true);
  });

  it("the audit log (newest first): each entry once though new entries arrive at its head", async () => {
    const before = (await firm.admin.get("/api/v1/audit?limit=200")).json().data.map((e: { id: number }) => e.id) as number[];
    expect(before.length).toBeGreaterThan(4);
    const seen = await walk(firm.admin, "/api/v1/audit", (r) => r.id as number, async (page) => {
      const res = await firm.admin.post("/api/v1/departments", { name: `Audit walk ${page} ${Date.now()}` });
      expect(res.statusCode).toBe(201);
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(before);
  });

  it("notifications (newest first by id): each once", async () => {
    const me = (await firm.admin.get("/api/v1/me")).json().member_id as string;
    const add = (title: string) => inspect(app, (tx) => tx.insert(notifications).values({ firmId: firm.firmId, employeeId: me, kind: "task.assigned", title }));
    for (let i = 0; i < 5; i++) await add(`Before ${i}`);
    const before = (await firm.admin.get("/api/v1/notifications?limit=100")).json().data.map((n: { id: number }) => n.id) as number[];
    const seen = await walk(firm.admin, "/api/v1/notifications", (r) => r.id as number, (page) => add(`During ${page}`).then(() => undefined));
    expect(seen).toEqual(before);
  });

  it("keeps rows apart that tie to the millisecond: a timestamp cursor does not lose microseconds", async () => {
    // Two entries in one millisecond, the later-made one earlier in it: a cursor holding the millisecond
    // alone would skip the second page's entry.
    await inspect(app, (tx) =>
      tx.execute(sql`insert into audit_log (firm_id, action, created_at) values
        (${firm.firmId}, 'tie.walk', '2026-01-05 10:00:00.123456+00'),
        (${firm.firmId}, 'tie.walk', '2026-01-05 10:00:00.123400+00'),
        (${firm.firmId}, 'tie.walk', '2026-01-05 10:00:00.123400+00'),
        (${firm.firmId}, 'tie.walk', '2026-01-05 10:00:00.123999+00')`),
    );
    const all = (await firm.admin.get("/api/v1/audit?action=tie.walk&limit=10")).json().data.map((e: { id: number }) => e.id) as number[];
    expect(all).toHaveLength(4);
    for (const limit of [1, 2, 3]) {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const body: { data: { id: number }[]; next_cursor: string | null } = (await firm.admin.get(`/api/v1/audit?action=tie.walk&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`)).json();
        seen.push(...body.data.map((e: { id: number }) => e.id));
        cursor = body.next_cursor;
      } while (cursor);
      expect(seen, `limit ${limit}`).toEqual(all);
    }
  });
});

describe("the page-based parameters and bad cursors", () => {
  it("keeps offset paging for the screens, and answers next_cursor there too", async () => {
    const all = (await firm.admin.get("/api/v1/audit?limit=200")).json().data.map((e: { id: number }) => e.id);
    const second = (await firm.admin.get("/api/v1/audit?limit=2&offset=2")).json();
    expect(second.data.map((e: { id: number }) => e.id)).toEqual(all.slice(2, 4));
    expect(typeof second.next_cursor).toBe("string");
  });

  it("refuses a cursor it did not make with a 400 naming the field", async () => {
    for (const url of ["/api/v1/audit", "/api/v1/people", "/api/v1/notifications", "/api/v1/approvals?box=all", "/api/v1/expenses/claims", "/api/v1/leave/requests"]) {
      for (const bad of ["not-a-cursor", encodeCursor(["x", "y", "z", "w"]), Buffer.from("{}").toString("base64url")]) {
        const res = await firm.admin.get(`${url}${url.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(bad)}`);
        expect(res.statusCode, `${url} ${bad} ${res.body}`).toBe(400);
        expect(res.json().errors).toEqual({ cursor: "Not a valid cursor" });
      }
    }
  });

  it("pages the claims, approvals and leave requests lists by cursor too", async () => {
    for (const url of ["/api/v1/approvals?box=all&status=any", "/api/v1/expenses/claims?box=all", "/api/v1/leave/requests"]) {
      const res = await firm.admin.get(`${url}${url.includes("?") ? "&" : "?"}limit=1`);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.json()).toHaveProperty("next_cursor");
    }
  });

  it("encodes and decodes its own cursors, and a page knows whether more follow", () => {
    const order = { table: employees, keys: [{ column: employees.name, direction: "asc" as const }], id: { column: employees.id, direction: "asc" as const } };
    expect(decodeCursor(encodeCursor(["Meera", "id-1"]), order)).toEqual(["Meera", "id-1"]);
    expect(decodeCursor(undefined, order)).toBeNull();
    expect(keysetPage([1, 2, 3], 2, (n) => [n]).next_cursor).toBe(encodeCursor([2]));
    expect(keysetPage([1, 2], 2, (n) => [n]).next_cursor).toBeNull();
  });
});
