// The sign-in pages as the server renders them (SPEC.md §2, §4 user-type routing, §6; DESIGN.md "Identity
// and hand-off"): /Identity never leaks its code in a Referer, /Login leads to accounts sign-in, a signed-in
// browser skips the accounts forms (seamless re-login), placed users are kept off the public pages, and
// /New_login is only for a signed-in person without a firm.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../src/seed/seed.ts";
import { createTestApp } from "./support/app.ts";
import { Browser } from "./support/browser.ts";
import { signUp } from "./support/accounts.ts";

let app: FastifyInstance;
let n = 0;
const newMobile = () => `95${String(process.pid % 1000).padStart(3, "0")}${String(++n).padStart(5, "0")}`;

beforeAll(async () => {
  app = await createTestApp({ web: "production" });
});
afterAll(() => app.close());

const SIGN_IN = "/accounts/login?callback=/Identity";
/** The public navigation bar (site-header.tsx): its landmark and its Login action. */
const PUBLIC_NAV = 'aria-label="Main"';
const inputTag = (html: string, id: string) => new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? "";
const codeOf = (location: string) => new URL(location, "http://x").searchParams.get("accessToken") ?? "";

async function handOff(browser: Browser, redirect: string) {
  const res = await browser.post("/api/SuperAdmin/VetanSSOLoginV1", { token: codeOf(redirect), product: "VETAN" });
  return res.json() as { responseCode: string };
}

/** A new person signed up at /accounts: signed in, but not placed in a firm (the hand-off answers 02). */
async function newcomer() {
  const browser = new Browser(app);
  const mobile = newMobile();
  const res = await signUp(app, browser, { name: "Farida Shaikh", mobile, password: "tamarind-ledger-8" }, "/Identity");
  expect(res.statusCode, res.body).toBe(200);
  return { browser, mobile, redirect: res.json().redirect as string };
}

/** A demo person signed in and handed off: the session is placed with their user type. */
async function placed(mobile: string) {
  const browser = new Browser(app);
  const res = await browser.post("/api/accounts/signin", { mobile, password: DEMO_PASSWORD, callback: "/Identity" });
  expect(res.statusCode, res.body).toBe(200);
  expect((await handOff(browser, res.json().redirect)).responseCode).toBe("00");
  return browser;
}

describe("/Identity", () => {
  it("is sent with Referrer-Policy: no-referrer and never stored, with or without a code", async () => {
    for (const url of ["/Identity?accessToken=some-one-time-code", "/Identity"]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["referrer-policy"]).toBe("no-referrer");
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("does not put the code into the page; the browser reads it from the address", async () => {
    const res = await app.inject("/Identity?accessToken=never-echo-this-code-123");
    expect(res.body).not.toContain("never-echo-this-code-123");
  });

  it("draws its own frame, without the public navigation bar", async () => {
    expect((await app.inject("/Identity")).body).not.toContain(PUBLIC_NAV);
  });
});

describe("/Login", () => {
  it("redirects (302) to accounts sign-in with the /Identity callback", async () => {
    const res = await app.inject("/Login");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(SIGN_IN);
  });
});

describe("accounts pages", () => {
  it.each(["/accounts/login", "/accounts/signup", "/accounts/reset"])("%s renders its form for a visitor, keeping the callback in its links", async (path) => {
    const res = await app.inject(`${path}?callback=/Identity`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('name="robots" content="noindex"');
    expect(res.body).not.toContain(PUBLIC_NAV);
    expect(res.body).toMatch(/href="\/accounts\/(login|signup|reset)\?callback=\/Identity"/);
  });

  it("sends a signed-in browser straight on to /Identity with a fresh one-time code that works once", async () => {
    const { browser, redirect } = await newcomer();
    expect((await handOff(browser, redirect)).responseCode).toBe("02");
    const res = await browser.get(SIGN_IN);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/Identity\?accessToken=[A-Za-z0-9_-]{43}$/);
    expect(res.headers.location).not.toBe(redirect);
    expect((await handOff(browser, res.headers.location as string)).responseCode).toBe("02");
    expect((await handOff(browser, res.headers.location as string)).responseCode).toBe("01");
  });

  it("does the same from the sign-up and reset pages, and never sends anyone off the site", async () => {
    const { browser } = await newcomer();
    expect((await browser.get("/accounts/signup?callback=/Identity")).headers.location).toMatch(/^\/Identity\?accessToken=/);
    expect((await browser.get("/accounts/reset")).headers.location).toMatch(/^\/Identity\?accessToken=/);
    const offSite = await browser.get("/accounts/login?callback=//evil.example/steal");
    expect(offSite.headers.location).toMatch(/^\/Identity\?accessToken=/);
    const elsewhere = await browser.get("/accounts/login?callback=/Pricing");
    expect(elsewhere.headers.location).toBe("/Pricing");
  });

  it("shows the form again once the session has ended", async () => {
    const { browser } = await newcomer();
    await browser.post("/api/accounts/signout", {});
    const res = await browser.get(SIGN_IN);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Sign in to Vetan");
  });
});

describe("user-type routing on the public pages", () => {
  it("shows the public navigation bar to an anonymous visitor", async () => {
    const res = await app.inject("/");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(PUBLIC_NAV);
    expect(res.body).toContain(`href="${SIGN_IN}"`);
  });

  it.each([
    ["9800000001", "A", "/retailer/AdminDashboard"],
    ["9800000000", "S", "/retailer/Superadmin_dashboard"],
    ["9800000002", "H", "/retailer/HRDashboard"],
    ["9800000003", "E", "/retailer/EmployeeDashboard"],
  ])("sends %s (%s) from the public pages to %s, whose page has no public navigation bar", async (mobile, _type, dashboard) => {
    const browser = await placed(mobile);
    for (const path of ["/", "/Pricing", "/blog/gst-tax-invoice-checklist", "/faq"]) {
      const res = await browser.get(path);
      expect(res.statusCode, path).toBe(302);
      expect(res.headers.location).toBe(dashboard);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    const page = await browser.get(dashboard);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(PUBLIC_NAV);
  });

  it("leaves the sign-in, hand-off and registration pages to their own rules", async () => {
    const browser = await placed("9800000001");
    expect((await browser.get("/Identity")).statusCode).toBe(200);
    // The accounts page continues to the hand-off (a fresh code), not to the dashboard directly.
    expect((await browser.get(SIGN_IN)).headers.location).toMatch(/^\/Identity\?accessToken=/);
    expect((await browser.get("/New_login")).headers.location).toBe("/retailer/AdminDashboard");
  });

  it("keeps the public pages and their navigation bar for a signed-in person with no user type yet", async () => {
    const { browser, redirect } = await newcomer();
    expect((await handOff(browser, redirect)).responseCode).toBe("02");
    const res = await browser.get("/Pricing");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(PUBLIC_NAV);
  });

  it("ignores a cookie that is not a live session", async () => {
    const res = await app.inject({ url: "/", headers: { cookie: "vetan_session=not-a-live-session-token-000000000; theme=dark" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(PUBLIC_NAV);
  });
});

describe("/New_login", () => {
  it("sends a visitor who is not signed in to accounts sign-in", async () => {
    const res = await app.inject("/New_login");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(SIGN_IN);
  });

  it("greets a signed-in person without a firm by name, with owner and mobile read-only", async () => {
    const { browser, mobile, redirect } = await newcomer();
    expect((await handOff(browser, redirect)).responseCode).toBe("02");
    const res = await browser.get("/New_login");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toContain("Welcome to Vetan");
    const owner = inputTag(res.body, "firm_owner_name");
    expect(owner).toContain('value="Farida Shaikh"');
    expect(owner).toMatch(/readonly=""/i);
    const firmMobile = inputTag(res.body, "firm_mobile");
    expect(firmMobile).toContain(`value="${mobile}"`);
    expect(firmMobile).toMatch(/readonly=""/i);
    expect(inputTag(res.body, "firm_name")).not.toMatch(/readonly/i);
    expect(res.body).not.toContain(PUBLIC_NAV);
  });
});
