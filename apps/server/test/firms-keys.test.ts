// New-firm registration, API keys and /api/v1 (SPEC.md §5, §7, §8; DESIGN.md deviations): every rule and
// message, Aadhaar sealed and masked, the session-for-basic-auth deviation, and another firm's ids refused
// with the same answer as ids that do not exist.
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, auditLog, employees, firms } from "../src/db/schema.ts";
import { TAKEN } from "../src/accounts/firms/firms.service.ts";
import { DEMO_PASSWORD } from "../src/seed/seed.ts";
import { createTestApp, postJson } from "./support/app.ts";
import { Browser } from "./support/browser.ts";
import { acceptInvitations, signUp } from "./support/accounts.ts";
import { inspect } from "./support/inspect.ts";

let app: FastifyInstance;
let n = 0;
const newMobile = () => `93${String(process.pid % 1000).padStart(3, "0")}${String(++n).padStart(5, "0")}`;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const sso = async (browser: Browser, redirect: string) =>
  (
    await browser.post("/api/SuperAdmin/VetanSSOLoginV1", {
      token: new URL(redirect, "http://x").searchParams.get("accessToken"),
      product: "VETAN",
    })
  ).json();

/** A new person, signed up and handed off (02: no firm yet). */
async function newcomer(name = "Lakshmi Menon") {
  const browser = new Browser(app);
  const mobile = newMobile();
  const res = await signUp(app, browser, { name, mobile, password: "coconut-grove-31" }, "/Identity");
  expect((await sso(browser, res.json().redirect)).responseCode).toBe("02");
  return { browser, mobile, name };
}

const firmBody = (mobile: string, over: Record<string, string> = {}) => ({
  firm_name: "Menon Spices LLP",
  firm_owner_name: "Lakshmi Menon",
  firm_startdate: "2016-04-01",
  firm_members: "11-50",
  firm_type: "Limited Liability Partnership",
  firm_email: "accounts@menonspices.example",
  firm_mobile: mobile,
  firm_address: "Willingdon Island, Kochi, Kerala 682003",
  // Not the demo firm's 27AAPFU0939F1ZV: a GSTIN belongs to one firm.
  firm_gst: "32ABCPE1234F1ZK",
  owner_pan: "ABCPE1234F",
  owner_aadhar: "2345 6789 0124",
  ...over,
});

/** Signs an existing account in and hands off; returns the placed browser. */
async function signedIn(mobile: string, password = DEMO_PASSWORD) {
  const browser = new Browser(app);
  const res = await browser.post("/api/accounts/signin", { mobile, password, callback: "/Identity" });
  expect(res.statusCode, res.body).toBe(200);
  const answer = await sso(browser, res.json().redirect);
  return { browser, answer };
}

describe("new-firm registration", () => {
  it("answers every SPEC §5 message for an empty form, and stores nothing", async () => {
    const { browser, mobile } = await newcomer();
    const empty = Object.fromEntries(Object.keys(firmBody(mobile)).map((k) => [k, ""]));
    const res = await browser.post("/api/SuperAdmin/AddFirmQueryNew", empty);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      firm_name: "Firm name is required",
      firm_owner_name: "Firm owner is required",
      firm_startdate: "Firm start date is required",
      firm_members: "Firm size required",
      firm_type: "Firm type is required",
      firm_email: "Firm email is required",
      firm_mobile: "Firm mobile is required",
      firm_address: "Firm address is required",
    });
    expect((await app.database.db.select().from(firms).where(eq(firms.mobile, mobile))).length).toBe(0);
  });

  it.each([
    ["firm_name", " Menon Spices", "Firm name should not start with spaces"],
    ["firm_owner_name", "Lakshmi ", "Firm owner should not start with spaces"],
    ["firm_email", "not-an-email", "Invalid email address"],
    ["firm_mobile", "98765", "Mobile number must be exactly 10 digits"],
    ["firm_gst", "27AAPFU0939F1ZX", "GSTIN check character is wrong: please re-check the number"],
    ["owner_pan", "ABCDE12345", "PAN must be five capital letters, four digits and a letter, like ABCPE1234F"],
    ["owner_aadhar", "2345 6789 0125", "Aadhaar check digit is wrong: please re-check the number"],
  ])("%s %j → %s", async (field, value, message) => {
    const { browser, mobile } = await newcomer();
    const res = await browser.post("/api/SuperAdmin/AddFirmQueryNew", firmBody(mobile, { [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it("needs a signed-in session, and the firm mobile must be the session's own", async () => {
    const anonymous = await postJson(app, "/api/SuperAdmin/AddFirmQueryNew", firmBody("9812345678"));
    expect(anonymous.statusCode).toBe(401);
    const { browser } = await newcomer();
    const other = await browser.post("/api/SuperAdmin/AddFirmQueryNew", firmBody("9800000001"));
    expect(other.statusCode).toBe(403);
    const recent = await browser.post("/api/SuperAdmin/GetRecentNewFirm", { mobile: "9800000001" });
    expect(recent.statusCode).toBe(403);
  });

  it("registers the firm, makes the person its admin, seals Aadhaar, and the next hand-off answers 00 as A", async () => {
    const { browser, mobile } = await newcomer();
    const res = await browser.post("/api/SuperAdmin/AddFirmQueryNew", firmBody(mobile));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "0", result: expect.stringContaining("Menon Spices LLP") });
    const [firm] = await app.database.db.select().from(firms).where(eq(firms.mobile, mobile));
    expect(firm?.ownerAadhaarCipher).toMatch(/^v1\./);
    expect(firm?.ownerAadhaarCipher).not.toContain("234567890124");
    expect(firm?.ownerAadhaarLast4).toBe("0124");
    const audit = await inspect(app, (tx) => tx.select().from(auditLog).where(eq(auditLog.firmId, firm!.id)));
    expect(audit.map((a) => a.action)).toContain("firm.registered");

    const again = await signedIn(mobile, "coconut-grove-31");
    expect(again.answer).toMatchObject({ responseCode: "00", response: { us_type: "A", firm_id: firm!.id } });
    const profile = (await again.browser.get("/api/v1/firm")).json();
    expect(profile).toMatchObject({ firm_name: "Menon Spices LLP", owner_pan: "ABCPEXXXXF", owner_aadhar: "XXXX XXXX 0124" });
    expect(JSON.stringify(profile)).not.toContain("23456789");

    const twice = await again.browser.post("/api/SuperAdmin/AddFirmQueryNew", firmBody(mobile, { firm_name: "Second Firm" }));
    expect(twice.statusCode).toBe(409);
  });

  it("refuses a firm name (whatever its case and spacing) or a GSTIN another firm holds, naming each field", async () => {
    const first = await newcomer("Kavya Rao");
    const mine = firmBody(first.mobile, { firm_name: "Kaveri Looms", firm_gst: "27AAPFU0939F3ZT", owner_aadhar: "", owner_pan: "" });
    expect((await first.browser.post("/api/SuperAdmin/AddFirmQueryNew", mine)).statusCode).toBe(200);

    const second = await newcomer("Kiran Rao");
    const both = await second.browser.post("/api/SuperAdmin/AddFirmQueryNew", firmBody(second.mobile, { firm_name: "KAVERI  looms", firm_gst: "27aapfu0939f3zt" }));
    expect(both.statusCode).toBe(409);
    expect(both.json()).toMatchObject({ status: "1", code: "firm_taken", result: TAKEN.firm_name, errors: { firm_name: TAKEN.firm_name, firm_gst: TAKEN.firm_gst } });
    const gstOnly = await second.browser.post("/api/SuperAdmin/AddFirmQueryNew", firmBody(second.mobile, { firm_name: "Kaveri Weavers", firm_gst: "27AAPFU0939F3ZT" }));
    expect(gstOnly.statusCode).toBe(409);
    expect(gstOnly.json().errors).toEqual({ firm_gst: TAKEN.firm_gst });
    expect((await app.database.db.select().from(firms).where(eq(firms.mobile, second.mobile))).length).toBe(0);

    const own = await second.browser.post("/api/SuperAdmin/AddFirmQueryNew", firmBody(second.mobile, { firm_name: "Kaveri Weavers", firm_gst: "" }));
    expect(own.statusCode, own.body).toBe(200);
    // Renaming a firm later is held to the same rule; keeping its own name is not a clash.
    const admin = await signedIn(second.mobile, "coconut-grove-31");
    const rename = await admin.browser.send("PATCH", "/api/v1/firm", { firm_name: "Kaveri Looms" });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().errors).toEqual({ firm_name: TAKEN.firm_name });
    expect((await admin.browser.send("PATCH", "/api/v1/firm", { firm_name: "Kaveri Weavers", firm_email: "hello@kaveri.example" })).statusCode).toBe(200);
  });

  it("prefills from the newest firm (start date as day/month/year, identity numbers masked) or from a Talk to Us lead", async () => {
    const { browser, mobile } = await newcomer();
    expect((await browser.post("/api/SuperAdmin/GetRecentNewFirm", { mobile })).json()).toEqual({ status: "0", data: [] });
    await postJson(app, "/api/SuperAdmin/SuperadminContactus", {
      name: "Lakshmi Menon",
      email: "lakshmi@menonspices.example",
      mobile,
      firm_name: "Menon Spices",
      firm_type: "Partnership",
      firm_age: "2016",
      firm_gst: "27AAPFU0939F1ZV",
      firm_location: "Kochi",
      firm_mobile: "04842345678",
      firm_size: "25",
    }, { ip: "203.0.113.99" });
    const lead = (await browser.post("/api/SuperAdmin/GetRecentNewFirm", { mobile })).json().data[0];
    expect(lead).toMatchObject({ firm_name: "Menon Spices", firm_email: "lakshmi@menonspices.example", firm_startdate: "01/01/2016" });
    // Its own name and no GSTIN: another test's firm already holds Menon Spices LLP and 32ABCPE1234F1ZK.
    const registered = await browser.post("/api/SuperAdmin/AddFirmQueryNew", firmBody(mobile, { firm_name: "Menon Spices Kochi", firm_gst: "" }));
    expect(registered.statusCode, registered.body).toBe(200);
    const firm = (await browser.post("/api/SuperAdmin/GetRecentNewFirm", { mobile })).json().data[0];
    expect(firm).toMatchObject({ firm_name: "Menon Spices Kochi", firm_startdate: "01/04/2016", owner_aadhar: "XXXX XXXX 0124", owner_pan: "ABCPEXXXXF" });
  });
});

describe("API keys", () => {
  it("generates a key shown once, stores only a hash, revokes the old one, and audits each", async () => {
    const { browser, answer } = await signedIn("9800000001");
    const ids = { firmid: answer.response.firm_id, empid: answer.response.member_id };
    const first = await browser.post("/api/SuperAdmin/GenerateKeys", { ...ids, mobile: "9800000001", query_id: "q-1" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    const { keyid, keysecret } = first.json();
    expect(keyid).toMatch(/^vk_[0-9a-f]{20}$/);
    expect(keysecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await inspect(app, (tx) => tx.select().from(apiKeys).where(eq(apiKeys.keyId, keyid)));
    expect(stored?.secretHash).not.toContain(keysecret);

    const shown = (await browser.post("/api/SuperAdmin/GetGeneratedKeys", ids)).json();
    expect(shown.keyid).toBe(keyid);
    expect(shown.keysecret).toBe(`••••••••••••${keysecret.slice(-4)}`);

    const basic = (id: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}` });
    const firm = await app.inject({ method: "GET", url: "/api/v1/firm", headers: basic(keyid, keysecret) });
    expect(firm.statusCode).toBe(200);
    expect(firm.json().firm_name).toBe("Sahyadri Textiles Private Limited");
    const list = await app.inject({ method: "GET", url: "/api/v1/members", headers: basic(keyid, keysecret) });
    // The demo's four sign-ins, and two joiners invited last week who have not yet accepted.
    const members = list.json().data as { us_type: string; joined: boolean }[];
    expect(members.filter((m) => m.joined).map((m) => m.us_type).sort()).toEqual(["A", "E", "E", "H"]);
    expect(members.filter((m) => !m.joined).map((m) => m.us_type)).toEqual(["E", "E"]);

    const second = (await browser.post("/api/SuperAdmin/GenerateKeys", { ...ids, mobile: "9800000001" })).json();
    expect((await app.inject({ method: "GET", url: "/api/v1/firm", headers: basic(keyid, keysecret) })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/v1/firm", headers: basic(second.keyid, second.keysecret) })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/v1/firm", headers: basic(second.keyid, "wrong") })).statusCode).toBe(401);
    const audits = await inspect(app, (tx) => tx.select().from(auditLog).where(sql`${auditLog.action} = 'api_key.generated' and ${auditLog.detail}->>'key_id' = ${second.keyid}`));
    expect(audits[0]?.detail).toMatchObject({ revoked: [keyid] });
  });

  it("refuses another firm's ids, another member's ids and another mobile — same answer as a missing id", async () => {
    const { browser, answer } = await signedIn("9800000001");
    const mine = { firmid: answer.response.firm_id, empid: answer.response.member_id, mobile: "9800000001" };
    const other = await newcomer("Arjun Pillai");
    await other.browser.post("/api/SuperAdmin/AddFirmQueryNew", firmBody(other.mobile, { firm_name: "Pillai Traders", owner_aadhar: "", owner_pan: "", firm_gst: "" }));
    const [theirFirm] = await app.database.db.select().from(firms).where(eq(firms.mobile, other.mobile));
    const missing = await browser.post("/api/SuperAdmin/GenerateKeys", { ...mine, firmid: "00000000-0000-4000-8000-000000000000" });
    const foreign = await browser.post("/api/SuperAdmin/GenerateKeys", { ...mine, firmid: theirFirm!.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await browser.post("/api/SuperAdmin/GenerateKeys", { ...mine, mobile: other.mobile })).statusCode).toBe(404);
    expect((await browser.post("/api/SuperAdmin/GetGeneratedKeys", { firmid: theirFirm!.id, empid: mine.empid })).statusCode).toBe(404);
    const keys = await inspect(app, (tx) => tx.select().from(apiKeys).where(eq(apiKeys.firmId, theirFirm!.id)));
    expect(keys).toHaveLength(0);
  });

  it("is for admins only: HR, employees and the unplaced get 403, strangers 401", async () => {
    const hr = await signedIn("9800000002");
    const body = { firmid: hr.answer.response.firm_id, empid: hr.answer.response.member_id, mobile: "9800000002" };
    expect((await hr.browser.post("/api/SuperAdmin/GenerateKeys", body)).statusCode).toBe(403);
    const { browser } = await newcomer();
    expect((await browser.post("/api/SuperAdmin/GenerateKeys", body)).statusCode).toBe(403);
    expect((await postJson(app, "/api/SuperAdmin/GenerateKeys", body)).statusCode).toBe(401);
  });

  it("rate limits a key", async () => {
    const { browser, answer } = await signedIn("9800000001");
    const { keyid, keysecret } = (await browser.post("/api/SuperAdmin/GenerateKeys", { firmid: answer.response.firm_id, empid: answer.response.member_id, mobile: "9800000001" })).json();
    const headers = { authorization: `Basic ${Buffer.from(`${keyid}:${keysecret}`).toString("base64")}` };
    const codes: number[] = [];
    for (let i = 0; i < 125; i++) codes.push((await app.inject({ method: "GET", url: "/api/v1/members", headers, remoteAddress: `10.9.${i % 200}.1` })).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(120);
    expect(codes.at(-1)).toBe(429);
  });
});

describe("SPEC calls that need a session check it before the body (issue 19)", () => {
  const CALLS = {
    GetRecentNewFirm: { mobile: "9800000001" },
    AddFirmQueryNew: firmBody("9800000001"),
    GenerateKeys: { firmid: "1", empid: "1", mobile: "9800000001" },
    GetGeneratedKeys: { firmid: "1", empid: "1" },
  } as const;
  const BODIES: [string, { payload: string; type: string }][] = [
    ["SPEC's own fields", { payload: "", type: "application/json" }],
    ["an unexpected field", { payload: "", type: "application/json" }],
    ["a wrong type", { payload: JSON.stringify({ mobile: 9800000001, firmid: [], empid: {} }), type: "application/json" }],
    ["broken JSON", { payload: '{"mobile": ', type: "application/json" }],
    ["no body", { payload: "", type: "application/json" }],
    ["a body of another type", { payload: "mobile=9800000001", type: "application/x-www-form-urlencoded" }],
    ["a body over the limit", { payload: JSON.stringify({ mobile: "9".repeat(20 * 1024) }), type: "application/json" }],
  ];
  let ip = 0;
  const call = (name: keyof typeof CALLS, body: { payload: string; type: string }, cookie = "") =>
    app.inject({
      method: "POST",
      url: `/api/SuperAdmin/${name}`,
      // Each its own address, so the routes' rate limits (counted first) never answer instead.
      remoteAddress: `192.0.2.${++ip % 250}`,
      headers: { "content-type": body.type, "sec-fetch-site": "same-origin", ...(cookie ? { cookie: `vetan_session=${cookie}` } : {}) },
      payload: body.payload,
    });
  const bodyFor = (name: keyof typeof CALLS, what: string) =>
    what === "SPEC's own fields"
      ? { payload: JSON.stringify(CALLS[name]), type: "application/json" }
      : what === "an unexpected field"
        ? { payload: JSON.stringify({ ...CALLS[name], is_admin: true }), type: "application/json" }
        : BODIES.find(([w]) => w === what)![1];

  for (const name of Object.keys(CALLS) as (keyof typeof CALLS)[]) {
    it.each(BODIES.map(([what]) => what))(`${name}: no session is a 401 with %s`, async (what) => {
      for (const cookie of ["", "not-a-session-token"]) {
        const res = await call(name, bodyFor(name, what), cookie);
        expect(res.statusCode, res.body).toBe(401);
        expect(res.json()).toEqual({ status: "1", code: "unauthorized", result: "Please sign in." });
      }
    });
  }

  it("the keys' role check comes before the body too (HR: 403), and a signed-in body is still validated (400)", async () => {
    const hr = await signedIn("9800000002");
    for (const name of ["GenerateKeys", "GetGeneratedKeys"] as const) {
      expect((await call(name, bodyFor(name, "an unexpected field"), hr.browser.cookie)).statusCode).toBe(403);
      expect((await call(name, bodyFor(name, "broken JSON"), hr.browser.cookie)).statusCode).toBe(403);
    }
    const admin = await signedIn("9800000001");
    for (const name of Object.keys(CALLS) as (keyof typeof CALLS)[]) {
      const res = await call(name, bodyFor(name, "an unexpected field"), admin.browser.cookie);
      expect(res.statusCode, `${name} ${res.body}`).toBe(400);
      expect(res.json().errors).toHaveProperty("is_admin");
    }
  });
});

describe("/api/v1 members", () => {
  it("an admin adds HR and employees by mobile; a person who signs up with that number joins the firm", async () => {
    const { browser } = await signedIn("9800000001");
    const mobile = newMobile();
    const bad = await browser.post("/api/v1/members", { name: " ", mobile: "123", us_type: "S" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ name: "Name is required", mobile: "Mobile number should be 10 digits", us_type: "Choose HR or Employee" });
    const added = await browser.post("/api/v1/members", { name: "Sunil Gawde", mobile, us_type: "E" });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ name: "Sunil Gawde", us_type: "E", joined: false });
    expect((await browser.post("/api/v1/members", { name: "Sunil G", mobile, us_type: "H" })).statusCode).toBe(409);

    const person = new Browser(app);
    // The number is invited, not attached: signing up leads to the invitation, and accepting it to the firm.
    const res = await signUp(app, person, { name: "Sunil Gawde", mobile, password: "sugarcane-field-5" }, "/Identity");
    expect(res.json().redirect).toBe("/accounts/invitations?callback=%2FIdentity");
    expect((await sso(person, await acceptInvitations(person)))).toMatchObject({ responseCode: "00", response: { us_type: "E" } });
    const own = (await person.get("/api/v1/members")).json().data;
    expect(own).toHaveLength(1);
    expect(own[0].mobile).toBe(mobile);
  });

  it("HR and employees cannot add members; a member of another firm never sees this firm's people", async () => {
    const hr = await signedIn("9800000002");
    expect((await hr.browser.post("/api/v1/members", { name: "X Y", mobile: newMobile(), us_type: "E" })).statusCode).toBe(403);
    const hrList = (await hr.browser.get("/api/v1/members")).json().data;
    expect(hrList.map((m: { mobile: string }) => m.mobile)).toEqual(expect.arrayContaining(["9800000001", "9800000002", "9800000003"]));

    const other = await newcomer("Farah Khan");
    await other.browser.post("/api/SuperAdmin/AddFirmQueryNew", firmBody(other.mobile, { firm_name: "Khan Leather Works", owner_aadhar: "", owner_pan: "", firm_gst: "" }));
    const placed = await signedIn(other.mobile, "coconut-grove-31");
    const theirs = (await placed.browser.get("/api/v1/members")).json().data;
    expect(theirs.map((m: { mobile: string }) => m.mobile)).toEqual([other.mobile]);
    const demoFirm = (await placed.browser.get("/api/v1/firm")).json();
    expect(demoFirm.firm_name).toBe("Khan Leather Works");
  });

  it("row-level security: an employees query with no firm set, as the app role, sees nothing", async () => {
    const rows = await app.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role vetan_app`);
      return tx.select().from(employees);
    });
    expect(rows).toHaveLength(0);
  });
});
