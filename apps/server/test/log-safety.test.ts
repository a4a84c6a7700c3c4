// Nothing sensitive in the logs (issue 7): a whole journey — sign-up, the /Identity hand-off page, firm
// registration with PAN and Aadhaar, sign-in, API keys made and used, a password reset, a contact
// request — runs against a server logging at trace level on a public address, and the log is searched for
// every secret the journey handled: passwords, session tokens, hand-off codes, the key secret, the reset
// code, the Aadhaar and PAN numbers, the server's own secrets.
import { Writable } from "node:stream";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../src/db/schema.ts";
import { loggableUrl } from "../src/platform/log-safety.ts";
import { createTestApp, testEnv } from "./support/app.ts";
import { Browser } from "./support/browser.ts";
import { signUp } from "./support/accounts.ts";

const SESSION_SECRET = "log-test-session-secret-that-is-long-enough-000";
const DATA_ENCRYPTION_KEY = "log-test-data-encryption-key-that-is-long-000";
let app: FastifyInstance;
let log = "";

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  app = await createTestApp({
    web: "production",
    logger: true,
    logStream: stream,
    env: testEnv({ LOG_LEVEL: "trace", PUBLIC_BASE_URL: "https://vetan.example", SESSION_SECRET, DATA_ENCRYPTION_KEY }),
  });
});
afterAll(() => app.close());

const tokenOf = (redirect: string) => new URL(redirect, "http://x").searchParams.get("accessToken") ?? "";
const COOKIE = /vetan_session=([^;]+)/;

describe("the log of a whole journey", () => {
  it("holds none of the secrets the journey handled", async () => {
    const secrets: Record<string, string> = { SESSION_SECRET, DATA_ENCRYPTION_KEY };
    const mobile = `96${String(process.pid % 100000).padStart(5, "0")}123`.slice(0, 10);
    const password = "tamarind-courtyard-81";
    secrets.password = password;
    const browser = new Browser(app);
    browser.cookieName = "__Host-vetan_session";
    const remember = (setCookie: string | string[] | undefined) => {
      const token = COOKIE.exec(String(setCookie))?.[1];
      if (token) {
        browser.cookie = token;
        secrets[`session ${Object.keys(secrets).length}`] = token;
      }
    };

    const signup = await signUp(app, browser, { name: "Meher Bhatt", mobile, password }, "/Identity");
    expect(signup.statusCode, signup.body).toBe(200);
    remember(signup.headers["set-cookie"]);
    secrets["hand-off code"] = tokenOf(signup.json().redirect);
    // The hand-off page itself, with its one-time code in the address, as a browser opens it.
    expect((await browser.get(signup.json().redirect)).statusCode).toBeLessThan(500);
    const handed = await browser.post("/api/SuperAdmin/VetanSSOLoginV1", { token: secrets["hand-off code"], product: "VETAN" });
    expect(handed.json().responseCode).toBe("02");

    const aadhaar = "2345 6789 0124";
    const pan = "ABCPB1234M";
    Object.assign(secrets, { aadhaar, "aadhaar digits": aadhaar.replaceAll(" ", ""), pan });
    const reg = await browser.post("/api/SuperAdmin/AddFirmQueryNew", {
      firm_name: "Bhatt Handloom Cooperative",
      firm_owner_name: "Meher Bhatt",
      firm_startdate: "2011-04-01",
      firm_members: "11-50",
      firm_type: "Partnership Firm",
      firm_email: "office@bhatthandloom.example",
      firm_mobile: mobile,
      firm_address: "Ellisbridge, Ahmedabad, Gujarat 380006",
      owner_pan: pan,
      owner_aadhar: aadhaar,
    });
    expect(reg.statusCode, reg.body).toBe(200);

    const signin = await browser.post("/api/accounts/signin", { mobile, password, callback: "/Identity" });
    expect(signin.statusCode, signin.body).toBe(200);
    remember(signin.headers["set-cookie"]);
    secrets["second hand-off code"] = tokenOf(signin.json().redirect);
    expect((await browser.post("/api/SuperAdmin/VetanSSOLoginV1", { token: secrets["second hand-off code"], product: "VETAN" })).json().responseCode).toBe("00");
    const me = (await browser.get("/api/v1/me")).json();
    const keys = (await browser.post("/api/SuperAdmin/GenerateKeys", { firmid: me.firm_id, empid: me.member_id, mobile })).json();
    expect(keys.keysecret).toBeTruthy();
    secrets["key secret"] = keys.keysecret;
    const basic = `Basic ${Buffer.from(`${keys.keyid}:${keys.keysecret}`).toString("base64")}`;
    secrets["basic credentials"] = basic.slice(6);
    expect((await app.inject({ method: "GET", url: "/api/v1/firm", headers: { authorization: basic } })).statusCode).toBe(200);
    // A wrong secret too: refusals are logged, the guess is not.
    expect((await app.inject({ method: "GET", url: "/api/v1/firm", headers: { authorization: `Basic ${Buffer.from(`${keys.keyid}:wrong-guess-secret`).toString("base64")}` } })).statusCode).toBe(401);

    expect((await browser.post("/api/accounts/reset/request", { mobile })).statusCode).toBe(200);
    const [sent] = await app.database.db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(desc(outbox.id)).limit(1);
    const code = /\b(\d{6})\b/.exec(sent?.body ?? "")?.[1];
    expect(code).toBeTruthy();
    secrets["reset code"] = code!;
    const newPassword = "monsoon-verandah-27";
    secrets["new password"] = newPassword;
    const reset = await browser.post("/api/accounts/reset/complete", { mobile, code, password: newPassword });
    expect(reset.statusCode, reset.body).toBe(200);
    const again = await browser.post("/api/accounts/signin", { mobile, password: newPassword, callback: "/Identity" });
    remember(again.headers["set-cookie"]);
    secrets["third hand-off code"] = tokenOf(again.json().redirect);

    // The log really holds this journey (so an empty log cannot pass).
    expect(log).toContain("/api/accounts/signup");
    expect(log).toContain("/Identity?accessToken=…");
    expect(log.split("\n").length).toBeGreaterThan(20);
    for (const [what, secret] of Object.entries(secrets)) {
      expect(secret.length, what).toBeGreaterThan(5);
      expect(log.includes(secret), `the log contains the ${what}`).toBe(false);
    }
  });
});

describe("loggableUrl", () => {
  it("keeps the path and the parameters' names, never their values", () => {
    expect(loggableUrl("/Identity?accessToken=abc123&x=1")).toBe("/Identity?accessToken=…&x=…");
    expect(loggableUrl("/Pricing")).toBe("/Pricing");
    expect(loggableUrl("/?campaignid=c1&sessionid=s1")).toBe("/?campaignid=…&sessionid=…");
  });
});
