// API keys with scopes and an expiry (issue 19, decision 032): an admin makes named keys with read or write
// per module and an optional last day, lists and revokes them; a key outside its scopes gets a 403 naming
// the scope, an expired key a 401 saying so; a key stops when its admin loses access; the SPEC member key
// keeps full scope. Roles: admins only, from a session; another firm refused.
import { API_SCOPES } from "@vetan/shared/api-keys";
import { MODULE_KEYS } from "@vetan/shared/modules";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, auditLog } from "../src/db/schema.ts";
import { createTestApp } from "./support/app.ts";
import { makeFirm, makeSignedIn, type TestFirm } from "./support/factories.ts";
import { inspect } from "./support/inspect.ts";

let app: FastifyInstance;
let firm: TestFirm;
let other: TestFirm;

const basic = (keyid: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${keyid}:${secret}`).toString("base64")}` });

beforeAll(async () => {
  app = await createTestApp();
  // Enterprise: the device-key test below needs Enterprise's device integration.
  firm = await makeFirm(app, { plan: "enterprise" });
  other = await makeFirm(app);
});
afterAll(async () => {
  await app.close();
});

async function makeKey(body: Record<string, unknown>, by = firm.admin) {
  const res = await by.post("/api/v1/api-keys", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { keyid: string; secret: string; keysecret: string; scopes: string[]; expires_at: string | null; name: string };
}

const call = (method: "GET" | "POST", url: string, headers: Record<string, string>, body?: unknown) =>
  app.inject({ method, url, headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) }, ...(body === undefined ? {} : { payload: body as object }) });

describe("making, listing and revoking keys", () => {
  it("makes a named key with scopes and an expiry, shows the secret once, lists it masked and audits both", async () => {
    const made = await makeKey({ name: "Tally sync", scopes: ["people:read", "leave:write"], expires_on: "2099-03-31" });
    expect(made.keyid).toMatch(/^vk_[0-9a-f]{20}$/);
    expect(made.secret.length).toBeGreaterThan(30);
    expect(made.keysecret).toBe(`${"•".repeat(12)}${made.secret.slice(-4)}`);
    expect(made.scopes).toEqual(["leave:write", "people:read"]);
    expect(made.expires_at).toBe("2099-03-31T18:29:59.999Z");

    const list = await firm.admin.get("/api/v1/api-keys");
    expect(list.statusCode).toBe(200);
    const row = list.json().data.find((k: { keyid: string }) => k.keyid === made.keyid);
    expect(row).toMatchObject({ name: "Tally sync", scopes: ["leave:write", "people:read"], last_used_at: null, keysecret: made.keysecret, made_by: expect.any(String) });
    expect(list.body).not.toContain(made.secret);

    const revoked = await firm.admin.send("DELETE", `/api/v1/api-keys/${made.keyid}`);
    expect(revoked.statusCode).toBe(204);
    expect((await firm.admin.get("/api/v1/api-keys")).json().data.map((k: { keyid: string }) => k.keyid)).not.toContain(made.keyid);
    expect((await call("GET", "/api/v1/people", basic(made.keyid, made.secret))).statusCode).toBe(401);
    expect((await firm.admin.send("DELETE", `/api/v1/api-keys/${made.keyid}`)).statusCode).toBe(404);

    const audit = await inspect(app, (tx) => tx.select().from(auditLog).where(eq(auditLog.firmId, firm.firmId)));
    const about = audit.filter((a) => (a.detail as { key_id?: string }).key_id === made.keyid).map((a) => a.action).sort();
    expect(about).toEqual(["api_key.created", "api_key.revoked"]);
  });

  it("refuses a form without a name or scopes, unknown scopes and a past expiry, with field messages", async () => {
    const empty = await firm.admin.post("/api/v1/api-keys", { name: " ", scopes: [] });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(["name", "scopes"]);
    const unknown = await firm.admin.post("/api/v1/api-keys", { name: "X", scopes: ["people:admin"] });
    expect(unknown.statusCode).toBe(400);
    const past = await firm.admin.post("/api/v1/api-keys", { name: "X", scopes: ["people:read"], expires_on: "2020-01-01" });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ expires_on: "Choose today or a later day" });
    const notADay = await firm.admin.post("/api/v1/api-keys", { name: "X", scopes: ["people:read"], expires_on: "2027-02-30x" });
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().errors.expires_on).toBeTruthy();
  });

  it("is for the firm's admins only: HR, a manager and an employee are refused, nobody signed in gets 401", async () => {
    const hr = await makeSignedIn(app, firm, "H");
    const manager = await makeSignedIn(app, firm, "E");
    const worker = await makeSignedIn(app, firm, "E", { manager_id: manager.id });
    void worker;
    for (const who of [hr, manager, worker]) {
      expect((await who.browser.get("/api/v1/api-keys")).statusCode).toBe(403);
      expect((await who.browser.post("/api/v1/api-keys", { name: "Mine", scopes: ["people:read"] })).statusCode).toBe(403);
    }
    const made = await makeKey({ name: "For the HR test", scopes: ["people:read"] });
    expect((await hr.browser.send("DELETE", `/api/v1/api-keys/${made.keyid}`)).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/v1/api-keys" })).statusCode).toBe(401);
  });

  it("keeps another firm's keys out of reach: not listed, not revoked (404)", async () => {
    const made = await makeKey({ name: "Ours", scopes: ["people:read"] });
    expect((await other.admin.get("/api/v1/api-keys")).json().data.map((k: { keyid: string }) => k.keyid)).not.toContain(made.keyid);
    expect((await other.admin.send("DELETE", `/api/v1/api-keys/${made.keyid}`)).statusCode).toBe(404);
    // And the key reads its own firm only.
    const people = await call("GET", "/api/v1/people", basic(made.keyid, made.secret));
    expect(people.statusCode, people.body).toBe(200);
    expect(people.body).not.toContain(other.name);
  });

  it("lets no key manage keys, whatever its scopes", async () => {
    const made = await makeKey({ name: "Everything", scopes: [...API_SCOPES] });
    expect((await call("GET", "/api/v1/api-keys", basic(made.keyid, made.secret))).statusCode).toBe(401);
    expect((await call("POST", "/api/v1/api-keys", basic(made.keyid, made.secret), { name: "Child", scopes: ["people:read"] })).statusCode).toBe(401);
  });
});

describe("what a key may call", () => {
  it("reads and writes the modules in its scopes, and gets 403 naming the scope it lacks elsewhere", async () => {
    const made = await makeKey({ name: "People reader, leave writer", scopes: ["people:read", "leave:write"] });
    const auth = basic(made.keyid, made.secret);
    expect((await call("GET", "/api/v1/people", auth)).statusCode).toBe(200);
    expect((await call("GET", "/api/v1/departments", auth)).statusCode).toBe(200);
    // Write covers read.
    expect((await call("GET", "/api/v1/leave/types", auth)).statusCode).toBe(200);

    const write = await call("POST", "/api/v1/departments", auth, { name: "Finishing" });
    expect(write.statusCode).toBe(403);
    expect(write.json().result).toContain("people:write");
    const payroll = await call("GET", "/api/v1/payroll/runs", auth);
    expect(payroll.statusCode).toBe(403);
    expect(payroll.json().result).toContain("payroll:read");
    const staff = await call("GET", "/api/v1/audit", auth);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().result).toContain("staff:read");
    // The key's last use is recorded.
    const [row] = await inspect(app, (tx) => tx.select().from(apiKeys).where(eq(apiKeys.keyId, made.keyid)));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("writes with a module's write scope", async () => {
    const made = await makeKey({ name: "People writer", scopes: ["people:write"] });
    const res = await call("POST", "/api/v1/departments", basic(made.keyid, made.secret), { name: `Cutting ${Date.now()}` });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("answers 401 saying the key expired once its last day is over", async () => {
    const made = await makeKey({ name: "Short-lived", scopes: ["people:read"] });
    const auth = basic(made.keyid, made.secret);
    expect((await call("GET", "/api/v1/people", auth)).statusCode).toBe(200);
    await inspect(app, (tx) => tx.update(apiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiKeys.keyId, made.keyid)));
    const res = await call("GET", "/api/v1/people", auth);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("key_expired");
    expect(res.json().result).toContain("expired");
  });

  it("stops working when the admin who made it loses admin access", async () => {
    const second = await makeSignedIn(app, firm, "A");
    const made = await makeKey({ name: "Second admin's", scopes: ["people:read"] }, second.browser);
    const auth = basic(made.keyid, made.secret);
    expect((await call("GET", "/api/v1/people", auth)).statusCode).toBe(200);
    const demoted = await firm.admin.send("PUT", `/api/v1/people/${second.id}/access`, { access: "E", hr_workspace_ids: [] });
    expect(demoted.statusCode, demoted.body).toBe(200);
    const res = await call("GET", "/api/v1/people", auth);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("key_maker_gone");
  });

  it("keeps the SPEC member key (GenerateKeys) a full-scope key that shows in the list", async () => {
    const me = (await firm.admin.get("/api/v1/me")).json();
    const gen = await firm.admin.post("/api/SuperAdmin/GenerateKeys", { firmid: me.firm_id, empid: me.member_id, mobile: me.mobile });
    expect(gen.statusCode, gen.body).toBe(200);
    const { keyid, keysecret } = gen.json();
    const auth = basic(keyid, keysecret);
    for (const url of ["/api/v1/people", "/api/v1/payroll/runs", "/api/v1/audit", "/api/v1/firm"]) {
      expect((await call("GET", url, auth)).statusCode, url).toBe(200);
    }
    const listed = (await firm.admin.get("/api/v1/api-keys")).json().data.find((k: { keyid: string }) => k.keyid === keyid);
    expect(listed.scopes).toEqual(["*"]);
    const got = await firm.admin.post("/api/SuperAdmin/GetGeneratedKeys", { firmid: me.firm_id, empid: me.member_id });
    expect(got.json().keyid).toBe(keyid);
  });

  it("names a module for every scope the form offers", () => {
    expect(API_SCOPES).toHaveLength(MODULE_KEYS.length * 2);
  });
});

describe("device keys are untouched", () => {
  it("neither lists nor revokes device keys here", async () => {
    const device = await firm.admin.post("/api/v1/attendance/device-keys", { label: "Gate 2" });
    if (device.statusCode !== 201 && device.statusCode !== 200) throw new Error(device.body);
    const keyid = device.json().keyid as string;
    expect((await firm.admin.get("/api/v1/api-keys")).json().data.map((k: { keyid: string }) => k.keyid)).not.toContain(keyid);
    expect((await firm.admin.send("DELETE", `/api/v1/api-keys/${keyid}`)).statusCode).toBe(404);
    const [row] = await inspect(app, (tx) => tx.select().from(apiKeys).where(and(eq(apiKeys.keyId, keyid))));
    expect(row?.revokedAt).toBeNull();
  });
});
