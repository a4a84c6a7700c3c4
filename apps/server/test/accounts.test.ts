// Central accounts and the sign-on hand-off (SPEC.md §4, DESIGN.md "Identity and hand-off"): sign up,
// sign in, throttling, sessions, password reset, and every answer of VetanSSOLoginV1 — including replayed,
// expired and foreign codes.
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneTimeCodes, outbox, sessions, signInFailures, users } from "../src/db/schema.ts";
import { THROTTLE } from "../src/accounts/accounts/accounts.service.ts";
import { CODE_MINUTES, CODES_PER_WINDOW } from "../src/accounts/accounts/mobile-codes.ts";
import { DEMO_PASSWORD } from "../src/seed/seed.ts";
import { createTestApp, postJson } from "./support/app.ts";
import { codeSentTo, signUp as signUpWithCode } from "./support/accounts.ts";
import { Browser } from "./support/browser.ts";

let app: FastifyInstance;
let n = 0;
/** A fresh, valid-looking mobile number per test, so tests never share an account. */
const newMobile = () => `97${String(Date.now() % 1e6).padStart(6, "0")}${String(++n).padStart(2, "0")}`.slice(0, 10);

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function signUp(browser: Browser, mobile = newMobile(), callback = "/Identity") {
  const res = await signUpWithCode(app, browser, { name: "Kiran Rao", mobile, password: "monsoon-ledger-42" }, callback);
  expect(res.statusCode, res.body).toBe(200);
  return { mobile, redirect: res.json().redirect as string };
}

const codeOf = (redirect: string) => new URL(redirect, "http://x").searchParams.get("accessToken") ?? "";
const sso = (browser: Browser, token: string) => browser.post("/api/SuperAdmin/VetanSSOLoginV1", { token, product: "VETAN" });

describe("sign up and sign in", () => {
  it("signs up, sets an HttpOnly SameSite cookie and sends the browser to /Identity with a one-time code", async () => {
    const browser = new Browser(app);
    const res = await signUpWithCode(app, browser, { name: "Kiran Rao", mobile: newMobile(), password: "monsoon-ledger-42" }, "/Identity");
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/^vetan_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json().redirect).toMatch(/^\/Identity\?accessToken=[A-Za-z0-9_-]{43}$/);
  });

  it("stores an argon2id hash, never the password, and only a hash of the session token", async () => {
    const browser = new Browser(app);
    const { mobile } = await signUp(browser);
    const [user] = await app.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const stored = await app.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.tokenHash).not.toBe(browser.cookie);
  });

  it("refuses weak passwords, a missing code and a taken mobile with field messages, creating nothing", async () => {
    const browser = new Browser(app);
    const mobile = newMobile();
    const weak = await browser.post("/api/accounts/signup", { name: "Kiran", mobile, password: "short" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toMatchObject({ password: "Password must be at least 8 characters", code: "Code is required" });
    const common = await browser.post("/api/accounts/signup", { name: "Kiran", mobile, password: "Password123", code: "12345" });
    expect(common.json().errors).toMatchObject({ password: "This password is too common. Choose another.", code: "Code is 6 digits" });
    const withMobile = await browser.post("/api/accounts/signup", { name: "Kiran", mobile, password: `x${mobile}y`, code: "123456" });
    expect(withMobile.json().errors.password).toBe("Password must not contain your mobile number");
    const [{ count }] = (await app.database.db.select({ count: sql<number>`count(*)::int` }).from(users).where(eq(users.mobile, mobile))) as [{ count: number }];
    expect(count).toBe(0);
    await signUp(browser, mobile);
    // A number with an account is sent no code (its owner is told and offered a reset); the answer is the same.
    const other = new Browser(app);
    const asked = await other.post("/api/accounts/signup/code", { mobile });
    expect(asked.json()).toEqual({ status: "0", result: "A 6-digit code is on its way to your mobile. It works for 10 minutes." });
    const [told] = await app.database.db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(sql`${outbox.id} desc`).limit(1);
    expect(told?.body).toMatch(/already has one/);
    expect(told?.body).not.toMatch(/\d{6}/);
    const taken = await other.post("/api/accounts/signup", { name: "Other", mobile, password: "another-good-one-9", code: "123456" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.code).toBe("The code is wrong or has expired. Ask for a new one.");
  });

  it("proves the mobile number: the code works once, only the newest works, five wrong tries end it", async () => {
    const mobile = newMobile();
    const person = { name: "Kiran Rao", mobile, password: "monsoon-ledger-42" };
    const browser = new Browser(app);
    await browser.post("/api/accounts/signup/code", { mobile });
    const first = await codeSentTo(app, mobile);
    await browser.post("/api/accounts/signup/code", { mobile });
    const second = await codeSentTo(app, mobile);
    if (first !== second) expect((await browser.post("/api/accounts/signup", { ...person, code: first })).statusCode).toBe(400);
    const wrong = second === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await browser.post("/api/accounts/signup", { ...person, code: wrong })).statusCode).toBe(400);
    expect((await browser.post("/api/accounts/signup", { ...person, code: second })).statusCode).toBe(400);
    expect(await app.database.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(0);

    // A third code (the last this window allows), used once.
    await browser.post("/api/accounts/signup/code", { mobile });
    const third = await codeSentTo(app, mobile);
    expect((await browser.post("/api/accounts/signup", { ...person, code: third })).statusCode).toBe(200);
    expect((await new Browser(app).post("/api/accounts/signup", { ...person, code: third })).statusCode).toBe(400);
  });

  it(`sends a number at most ${CODES_PER_WINDOW} codes in ${CODE_MINUTES} minutes, answering the same after`, async () => {
    const mobile = newMobile();
    const browser = new Browser(app);
    for (let i = 0; i < CODES_PER_WINDOW + 2; i++) expect((await browser.post("/api/accounts/signup/code", { mobile })).statusCode).toBe(200);
    const sent = await app.database.db.select().from(outbox).where(eq(outbox.recipient, mobile));
    expect(sent).toHaveLength(CODES_PER_WINDOW);
    expect((await new Browser(app).post("/api/accounts/signup/code", { mobile: "12345" })).json().errors.mobile).toBe("Mobile number should be 10 digits");
  });

  it("signs in the demo admin, rotating away any session the browser held", async () => {
    const browser = new Browser(app);
    browser.cookie = "planted-session-token-0123456789abcdefghij";
    const res = await browser.post("/api/accounts/signin", { mobile: "9800000001", password: DEMO_PASSWORD, callback: "/Identity" });
    expect(res.statusCode).toBe(200);
    expect(browser.cookie).not.toBe("planted-session-token-0123456789abcdefghij");
  });

  it("gives one answer for a wrong mobile and a wrong password", async () => {
    const a = await postJson(app, "/api/accounts/signin", { mobile: "9111111111", password: "whatever-it-is" }, { ip: "192.0.2.50" });
    const b = await postJson(app, "/api/accounts/signin", { mobile: "9800000002", password: "not-the-password" }, { ip: "192.0.2.51" });
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(a.json().result).toBe(b.json().result);
  });

  it(`throttles an account after ${THROTTLE.perAccount} failures, even from many addresses, with a clear message`, async () => {
    const browser = new Browser(app);
    const { mobile } = await signUp(browser);
    for (let i = 0; i < THROTTLE.perAccount; i++) {
      const res = await postJson(app, "/api/accounts/signin", { mobile, password: "wrong-password-1" }, { ip: `192.0.2.${100 + i}` });
      expect(res.statusCode).toBe(401);
    }
    const locked = await postJson(app, "/api/accounts/signin", { mobile, password: "monsoon-ledger-42" }, { ip: "192.0.2.200" });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().result).toMatch(/Too many sign-in attempts/);
  });

  it(`throttles an address after ${THROTTLE.perIp} failures across accounts`, async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < THROTTLE.perIp; i++) {
      await postJson(app, "/api/accounts/signin", { mobile: `96000000${String(i).padStart(2, "0")}`, password: "wrong-password-1" }, { ip });
    }
    const res = await postJson(app, "/api/accounts/signin", { mobile: "9800000001", password: DEMO_PASSWORD }, { ip });
    expect(res.statusCode).toBe(429);
  });

  it("signs out: the session is gone and the cookie cleared", async () => {
    const browser = new Browser(app);
    await signUp(browser);
    expect((await browser.get("/api/v1/me")).statusCode).toBe(200);
    const token = browser.cookie;
    const res = await browser.post("/api/accounts/signout", {});
    expect(String(res.headers["set-cookie"])).toContain("Max-Age=0");
    browser.cookie = token;
    expect((await browser.get("/api/v1/me")).statusCode).toBe(401);
  });

  it("only sends people back to paths on this site", async () => {
    const browser = new Browser(app);
    const res = await signUpWithCode(app, browser, { name: "Kiran", mobile: newMobile(), password: "monsoon-ledger-42" }, "//evil.example/x");
    expect(res.json().redirect).toMatch(/^\/Identity\?accessToken=/);
  });

  it("refuses a cross-site form post (Origin / Sec-Fetch-Site) and accepts our own", async () => {
    const evil = await postJson(app, "/api/accounts/signin", { mobile: "9800000001", password: DEMO_PASSWORD }, { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().code).toBe("cross_site");
    const evilOrigin = await postJson(app, "/api/accounts/signin", { mobile: "9800000001", password: DEMO_PASSWORD }, { headers: { origin: "https://evil.example" } });
    expect(evilOrigin.statusCode).toBe(403);
    const ours = await postJson(app, "/api/accounts/signin", { mobile: "9800000001", password: DEMO_PASSWORD }, { headers: { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" } });
    expect(ours.statusCode).toBe(200);
  });
});

describe("upkeep", () => {
  it("prune drops old sign-in failures, expired sessions and expired codes, and keeps live ones", async () => {
    const browser = new Browser(app);
    const { redirect } = await signUp(browser);
    const db = app.database.db;
    await db.insert(signInFailures).values({ key: "m:9000000001", at: new Date(Date.now() - 2 * 3600_000) });
    const [user] = await db.select().from(users).limit(1);
    await db.insert(sessions).values({ tokenHash: "e".repeat(64), userId: user!.id, expiresAt: new Date(Date.now() - 1000) });
    const result = await app.services.accounts.prune();
    expect(result.failures).toBeGreaterThanOrEqual(1);
    expect(result.sessions).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(sessions).where(eq(sessions.tokenHash, "e".repeat(64)))).toHaveLength(0);
    expect(await db.select().from(signInFailures).where(eq(signInFailures.key, "m:9000000001"))).toHaveLength(0);
    // The live session and its fresh hand-off code survive.
    expect((await browser.get("/api/v1/me")).statusCode).toBe(200);
    expect((await sso(browser, codeOf(redirect))).json().responseCode).toBe("02");
  });
});

describe("password reset by one-time code", () => {
  const lastCode = async (mobile: string) => {
    const [row] = await app.database.db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(sql`${outbox.id} desc`).limit(1);
    return /code is (\d{6})/.exec(row?.body ?? "")?.[1] ?? "";
  };

  it("sends a code to the outbox, sets the new password with it once, and ends every session", async () => {
    const browser = new Browser(app);
    const { mobile } = await signUp(browser);
    const asked = await postJson(app, "/api/accounts/reset/request", { mobile });
    expect(asked.statusCode).toBe(200);
    const code = await lastCode(mobile);
    expect(code).toMatch(/^\d{6}$/);
    const done = await postJson(app, "/api/accounts/reset/complete", { mobile, code, password: "fresh-harvest-77" });
    expect(done.statusCode, done.body).toBe(200);
    expect((await browser.get("/api/v1/me")).statusCode).toBe(401);
    const again = await postJson(app, "/api/accounts/reset/complete", { mobile, code, password: "another-harvest-78" });
    expect(again.statusCode).toBe(400);
    const signIn = await postJson(app, "/api/accounts/signin", { mobile, password: "fresh-harvest-77" }, { ip: "192.0.2.9" });
    expect(signIn.statusCode).toBe(200);
  });

  it("answers the same for an unknown number and stops a code after 5 wrong tries", async () => {
    const unknown = await postJson(app, "/api/accounts/reset/request", { mobile: "9000000009" }, { ip: "192.0.2.31" });
    expect(unknown.statusCode).toBe(200);
    const { mobile } = await signUp(new Browser(app));
    await postJson(app, "/api/accounts/reset/request", { mobile }, { ip: "192.0.2.32" });
    const code = await lastCode(mobile);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) await postJson(app, "/api/accounts/reset/complete", { mobile, code: wrong, password: "fresh-harvest-77" }, { ip: "192.0.2.33" });
    const right = await postJson(app, "/api/accounts/reset/complete", { mobile, code, password: "fresh-harvest-77" }, { ip: "192.0.2.34" });
    expect(right.statusCode).toBe(400);
  });
});

describe("VetanSSOLoginV1 hand-off", () => {
  it("02 for a person with no firm, with the parent record; the session stays unplaced", async () => {
    const browser = new Browser(app);
    const { mobile, redirect } = await signUp(browser);
    const res = await sso(browser, codeOf(redirect));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.responseCode).toBe("02");
    expect(body.profiledetails.data[0]).toMatchObject({ name: "Kiran Rao", mobile, email: "" });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((await browser.get("/api/v1/me")).json().us_type).toBe("");
  });

  it("00 for the demo admin: us_type A, the firm, a rotated cookie, and the old token dead", async () => {
    const browser = new Browser(app);
    const res = await browser.post("/api/accounts/signin", { mobile: "9800000001", password: DEMO_PASSWORD, callback: "/Identity" });
    const before = browser.cookie;
    const answer = await sso(browser, codeOf(res.json().redirect));
    const body = answer.json();
    expect(body).toMatchObject({ responseCode: "00", status: "0", response: { us_type: "A" } });
    expect(body).not.toHaveProperty("newToken");
    expect(browser.cookie).not.toBe(before);
    expect((await browser.get("/api/v1/me")).json()).toMatchObject({ us_type: "A", name: "Ananya Kulkarni" });
    const stale = new Browser(app);
    stale.cookie = before;
    expect((await stale.get("/api/v1/me")).statusCode).toBe(401);
  });

  it.each([
    ["9800000000", "S"],
    ["9800000002", "H"],
    ["9800000003", "E"],
  ])("00 routes %s as %s", async (mobile, usType) => {
    const browser = new Browser(app);
    const res = await browser.post("/api/accounts/signin", { mobile, password: DEMO_PASSWORD, callback: "/Identity" });
    expect((await sso(browser, codeOf(res.json().redirect))).json().response.us_type).toBe(usType);
  });

  it("01 for a replayed code", async () => {
    const browser = new Browser(app);
    const { redirect } = await signUp(browser);
    expect((await sso(browser, codeOf(redirect))).json().responseCode).toBe("02");
    expect((await sso(browser, codeOf(redirect))).json()).toMatchObject({ responseCode: "01", status: "1" });
  });

  it("01 for an expired code", async () => {
    const browser = new Browser(app);
    const { redirect } = await signUp(browser);
    await app.database.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.purpose, "sso"));
    expect((await sso(browser, codeOf(redirect))).json().responseCode).toBe("01");
  });

  it("01 for a foreign code: one browser's code used by another (and it is then burnt)", async () => {
    const owner = new Browser(app);
    const { redirect } = await signUp(owner);
    const thief = new Browser(app);
    await signUp(thief);
    expect((await sso(thief, codeOf(redirect))).json().responseCode).toBe("01");
    expect((await sso(new Browser(app), codeOf(redirect))).json().responseCode).toBe("01");
    expect((await sso(owner, codeOf(redirect))).json().responseCode).toBe("01");
  });

  it("01 for nonsense, and 400 for a wrong product label", async () => {
    expect((await sso(new Browser(app), "not-a-code")).json().responseCode).toBe("01");
    const wrong = await postJson(app, "/api/SuperAdmin/VetanSSOLoginV1", { token: "x", product: "OTHER" });
    expect(wrong.statusCode).toBe(400);
  });
});
