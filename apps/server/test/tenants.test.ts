// Other tenants (issue 7). Firm B — its admin's session and its API key — tries every tenant-scoped route
// with firm A's ids (A is the seeded demo firm) and is refused with exactly the answer a made-up id gets,
// so it learns nothing, not even that A's ids exist; routes scoped by the caller alone give B its own
// firm's data and never a byte of A's. Row-level security beneath all this is proven in platform.test.ts
// (no firm set, or another firm set, sees no rows; cross-firm inserts refused), and the dashboards' pages
// (each shows only the session's own firm) in dashboards.test.ts.
//
// A new tenant-scoped route joins by adding a line to ADDRESSED (routes that take ids) or CALLER_SCOPED.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./support/app.ts";
import { Browser } from "./support/browser.ts";
import { demoSession, handOff } from "./support/demo-session.ts";
import { OTHER_FIRM, registerFirm } from "./support/other-firm.ts";

let app: FastifyInstance;
/** Firm A (the demo firm): its admin's ids and the names that must never reach firm B. */
let a: { firmId: string; memberId: string; mobile: string; secrets: string[] };
/** Firm B: a new firm with its own admin session and API key. */
let b: { admin: Browser; key: Record<string, string>; firmId: string; memberId: string; mobile: string };

const n = { i: 0 };
const newMobile = () => `93${String(process.pid % 1000).padStart(3, "0")}${String(++n.i).padStart(5, "0")}`;

beforeAll(async () => {
  app = await createTestApp();
  const aAdmin = await demoSession(app, "A");
  const aMe = (await aAdmin.get("/api/v1/me")).json();
  const aFirm = (await aAdmin.get("/api/v1/firm")).json();
  const aMembers = (await aAdmin.get("/api/v1/members")).json();
  // A must have a live key too, so "B cannot see A's key" means something.
  await aAdmin.post("/api/SuperAdmin/GenerateKeys", { firmid: aMe.firm_id, empid: aMe.member_id, mobile: aMe.mobile });
  const aKey = (await aAdmin.post("/api/SuperAdmin/GetGeneratedKeys", { firmid: aMe.firm_id, empid: aMe.member_id })).json();
  const names = JSON.stringify(aMembers).match(/"name":"([^"]+)"/g)?.map((m) => m.slice(8, -1)) ?? [];
  a = { firmId: aMe.firm_id, memberId: aMe.member_id, mobile: aMe.mobile, secrets: [aFirm.firm_name ?? aFirm.data?.firm_name, aKey.keyid, ...names].filter(Boolean) };
  expect(a.secrets.length).toBeGreaterThan(3);

  const mobile = newMobile();
  await registerFirm(app, mobile);
  const admin = new Browser(app);
  const signin = await admin.post("/api/accounts/signin", { mobile, password: OTHER_FIRM.password, callback: "/Identity" });
  const placed = await handOff(admin, signin.json().redirect);
  expect(placed.responseCode).toBe("00");
  const me = (await admin.get("/api/v1/me")).json();
  const keys = (await admin.post("/api/SuperAdmin/GenerateKeys", { firmid: me.firm_id, empid: me.member_id, mobile })).json();
  b = {
    admin,
    key: { authorization: `Basic ${Buffer.from(`${keys.keyid}:${keys.keysecret}`).toString("base64")}` },
    firmId: me.firm_id,
    memberId: me.member_id,
    mobile,
  };
});
afterAll(() => app.close());

/** Routes that take a firm's ids in the request: B with A's ids must get what B with made-up ids gets. */
const ADDRESSED: { name: string; call(ids: { firmId: string; memberId: string; mobile: string }): Promise<{ statusCode: number; body: string }> }[] = [
  { name: "GenerateKeys", call: (ids) => b.admin.post("/api/SuperAdmin/GenerateKeys", { firmid: ids.firmId, empid: ids.memberId, mobile: ids.mobile }) },
  { name: "GetGeneratedKeys", call: (ids) => b.admin.post("/api/SuperAdmin/GetGeneratedKeys", { firmid: ids.firmId, empid: ids.memberId }) },
  { name: "GetRecentNewFirm", call: (ids) => b.admin.post("/api/SuperAdmin/GetRecentNewFirm", { mobile: ids.mobile }) },
  { name: "the console's firm page", call: (ids) => b.admin.get(`/api/v1/admin/firms/${ids.firmId}`) },
  { name: "the console's firm page, with B's API key", call: (ids) => app.inject({ method: "GET", url: `/api/v1/admin/firms/${ids.firmId}`, headers: b.key }) },
];

/** Routes scoped by the caller alone (session or key): B gets B's own data and nothing of A's. */
const CALLER_SCOPED: { name: string; call(): Promise<{ statusCode: number; body: string }> }[] = [
  { name: "GET /api/v1/firm (session)", call: () => b.admin.get("/api/v1/firm") },
  { name: "GET /api/v1/firm (key)", call: () => app.inject({ method: "GET", url: "/api/v1/firm", headers: b.key }) },
  { name: "GET /api/v1/members (session)", call: () => b.admin.get("/api/v1/members") },
  { name: "GET /api/v1/members (key)", call: () => app.inject({ method: "GET", url: "/api/v1/members", headers: b.key }) },
  { name: "GET /api/v1/keys", call: () => b.admin.get("/api/v1/keys") },
  { name: "GET /api/v1/me", call: () => b.admin.get("/api/v1/me") },
];

describe("firm B with firm A's ids", () => {
  it.each(ADDRESSED.map((r) => [r.name, r] as const))("%s: refused, with the same answer as made-up ids", async (_name, route) => {
    const made: { firmId: string; memberId: string; mobile: string } = { firmId: randomUUID(), memberId: randomUUID(), mobile: newMobile() };
    const withA = await route.call(a);
    const withMadeUp = await route.call(made);
    expect(withA.statusCode).toBeGreaterThanOrEqual(400);
    expect(withA.statusCode).toBe(withMadeUp.statusCode);
    // The same words, once the made-up values are taken out of the second answer.
    const scrub = (body: string, ids: typeof made) => body.replaceAll(ids.firmId, "<firm>").replaceAll(ids.memberId, "<member>").replaceAll(ids.mobile, "<mobile>");
    expect(scrub(withA.body, a)).toBe(scrub(withMadeUp.body, made));
    for (const secret of a.secrets) expect(withA.body).not.toContain(secret);
  });

  it("cannot add a member to firm A by naming it", async () => {
    const before = (await (await demoSession(app, "A")).get("/api/v1/members")).json();
    const res = await b.admin.post("/api/v1/members", { name: "Intruder", mobile: newMobile(), us_type: "E", firm_id: a.firmId });
    expect(res.statusCode).toBe(400);
    const res2 = await app.inject({ method: "POST", url: "/api/v1/members", headers: { ...b.key, "content-type": "application/json" }, payload: { name: "Intruder", mobile: newMobile(), us_type: "E", firmid: a.firmId } });
    expect(res2.statusCode).toBe(400);
    expect((await (await demoSession(app, "A")).get("/api/v1/members")).json()).toEqual(before);
  });

  it("A's key is untouched by B's attempts", async () => {
    const aAdmin = await demoSession(app, "A");
    const shown = (await aAdmin.post("/api/SuperAdmin/GetGeneratedKeys", { firmid: a.firmId, empid: a.memberId })).json();
    expect(a.secrets).toContain(shown.keyid);
  });
});

describe("routes scoped by the caller", () => {
  it.each(CALLER_SCOPED.map((r) => [r.name, r] as const))("%s: B's own data, none of A's", async (_name, route) => {
    const res = await route.call();
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    for (const secret of a.secrets) expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain(a.firmId);
  });
});
