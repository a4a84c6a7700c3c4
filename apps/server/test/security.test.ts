// The security a firm's data needs, checked answer by answer (issue 7): headers on every page and API
// answer, the session cookie's attributes on plain-HTTP development and behind HTTPS, cookie-carrying writes
// from other sites refused, the rate limits tripped, and answers carrying sessions or keys never stored.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../src/seed/seed.ts";
import { createTestApp, postJson, testEnv } from "./support/app.ts";
import { Browser } from "./support/browser.ts";
import { DEMO_MOBILE, demoSession } from "./support/demo-session.ts";
import { documentedRoutes } from "./support/documented-routes.ts";
import { BROWSER_UA, CLICK_EVENT } from "./support/fixtures.ts";

let app: FastifyInstance;
let https: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ web: "production" });
  https = await createTestApp({ web: "production", env: testEnv({ PUBLIC_BASE_URL: "https://vetan.example" }) });
});
afterAll(async () => {
  await app.close();
  await https.close();
});

/** Every GET route the API documents that needs no path parameter: the answers a crawler could reach. */
const documentedGets = (server: FastifyInstance) =>
  documentedRoutes(server)
    .filter((r) => r.method === "GET" && !r.path.includes("{") && !r.path.startsWith("/api/docs"))
    .map((r) => r.path);

const PAGES = ["/", "/Pricing", "/Blogs", "/faq", "/contact_us", "/About_us", "/terms_condition", "/accounts/login", "/no-such-page"];

function expectBaseHeaders(res: LightMyRequestResponse, what: string) {
  expect(res.headers["x-content-type-options"], what).toBe("nosniff");
  expect(res.headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  const csp = String(res.headers["content-security-policy"] ?? "");
  expect(csp, what).toContain("frame-ancestors 'self'");
  expect(csp, what).toContain("object-src 'none'");
}

describe("headers on every answer", () => {
  it("pages: a nonce-based CSP with no inline script allowance, framing by ourselves only", async () => {
    for (const path of PAGES) {
      const res = await app.inject(path);
      expectBaseHeaders(res, path);
      const csp = String(res.headers["content-security-policy"]);
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc, path).toMatch(/'nonce-[A-Za-z0-9+/=]{24}'/);
      expect(scriptSrc, path).not.toContain("unsafe-inline");
      expect(scriptSrc, path).not.toContain("unsafe-eval");
      // Every inline script of the page carries this response's nonce; none runs without it.
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      for (const tag of res.body.match(/<script\b[^>]*>/g) ?? []) {
        if (/type="application\/ld\+json"/.test(tag) || /\bsrc=/.test(tag)) continue;
        expect(tag, path).toContain(`nonce="${nonce}"`);
      }
    }
  });

  it("every documented API answer, and an API error", async () => {
    const gets = documentedGets(app);
    expect(gets.length).toBeGreaterThan(10);
    for (const path of [...gets, "/api/no-such-call"]) expectBaseHeaders(await app.inject(path), path);
  });

  it("HSTS only when served over HTTPS, on pages and API answers alike", async () => {
    for (const path of ["/", "/Pricing", "/healthz", "/seo.json", "/api/no-such-call"]) {
      expect((await app.inject(path)).headers["strict-transport-security"], path).toBeUndefined();
      expect((await https.inject(path)).headers["strict-transport-security"], path).toMatch(/max-age=31536000; includeSubDomains/);
    }
  });
});

describe("the session cookie", () => {
  async function signInCookie(server: FastifyInstance) {
    const res = await postJson(
      server,
      "/api/accounts/signin",
      { mobile: DEMO_MOBILE.A, password: DEMO_PASSWORD, callback: "/Identity" },
      { headers: { "sec-fetch-site": "same-origin" } },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    return String(res.headers["set-cookie"]);
  }

  it("is HttpOnly and SameSite on local HTTP, without Secure (browsers would drop it)", async () => {
    const cookie = await signInCookie(app);
    const attrs = cookie.split("; ");
    expect(attrs[0]).toMatch(/^vetan_session=[\w-]{40,}$/);
    expect(attrs).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax"]));
    expect(attrs).not.toContain("Secure");
  });

  it("is __Host- prefixed and Secure behind HTTPS", async () => {
    const cookie = await signInCookie(https);
    const attrs = cookie.split("; ");
    expect(attrs[0]).toMatch(/^__Host-vetan_session=[\w-]{40,}$/);
    expect(attrs).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax", "Secure"]));
    expect(cookie).not.toContain("Domain=");
  });
});

describe("cookie-carrying writes from another site", () => {
  it("are refused, whether the browser says so with Sec-Fetch-Site or only with Origin", async () => {
    const admin = await demoSession(app, "A");
    const before = (await admin.get("/api/v1/keys")).body;
    const foreign: Record<string, string>[] = [{ "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }, { "sec-fetch-site": "", origin: "https://evil.example" }];
    for (const headers of foreign) {
      const res = await admin.post("/api/SuperAdmin/GenerateKeys", {}, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().code).toBe("cross_site");
    }
    // Nothing was made.
    expect((await admin.get("/api/v1/keys")).body).toBe(before);
    // Signing out from another site does not end the session either.
    expect((await admin.post("/api/accounts/signout", {}, { "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect((await admin.get("/api/v1/me")).statusCode).toBe(200);
  });
});

describe("rate limits", () => {
  it("sign-in: five wrong passwords lock the account for a while, even with the right one", async () => {
    const browser = new Browser(app);
    const mobile = DEMO_MOBILE.H;
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await browser.post("/api/accounts/signin", { mobile, password: `wrong-guess-${i}-xx`, callback: "/Identity" })).statusCode);
    expect(codes.every((c) => c === 400 || c === 401)).toBe(true);
    const right = await browser.post("/api/accounts/signin", { mobile, password: DEMO_PASSWORD, callback: "/Identity" });
    expect(right.statusCode).toBe(429);
  });

  it("password reset requests: five per address per 10 minutes", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await postJson(app, "/api/accounts/reset/request", { mobile: "9811111111" }, { ip: "198.51.100.77" })).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]).toBe(429);
  });

  it("click ingest: an over-eager sender is dropped silently (202 each, but not all stored)", async () => {
    const sessionid = `sec-${Date.now()}`;
    const event = { ...CLICK_EVENT, campaignid: "sec-campaign", sessionid };
    const sent = 400;
    for (let i = 0; i < sent; i++) {
      const res = await postJson(app, "/api/Seo/trackClickHeatMaps", event, { ip: "198.51.100.88", headers: { "user-agent": BROWSER_UA } });
      expect(res.statusCode).toBe(202);
    }
    await app.services.clicks.flush();
    const [row] = (await app.database.query("select count(*)::int as n from click_events where sessionid = $1", [sessionid])).rows as { n: number }[];
    expect(row!.n).toBeGreaterThan(0);
    expect(row!.n).toBeLessThan(sent);
  });
});

describe("answers that carry sessions or keys", () => {
  it("are never stored by browsers or proxies", async () => {
    const admin = await demoSession(app, "A");
    const superadmin = await demoSession(app, "S");
    const me = (await admin.get("/api/v1/me")).json();
    const ids = { firmid: me.firm_id, empid: me.member_id };
    const checks: [Browser, "GET" | "POST", string, unknown?][] = [
      [admin, "GET", "/api/v1/me"],
      [admin, "GET", "/api/v1/keys"],
      [admin, "GET", "/api/v1/firm"],
      [admin, "POST", "/api/SuperAdmin/GenerateKeys", { ...ids, mobile: me.mobile }],
      [admin, "POST", "/api/SuperAdmin/GetGeneratedKeys", ids],
      [admin, "GET", "/retailer/AdminDashboard"],
      [admin, "GET", "/Generate_ID_Secret"],
      [superadmin, "GET", "/api/v1/admin/firms"],
      [superadmin, "GET", "/retailer/Superadmin_dashboard"],
    ];
    for (const [browser, method, url, body] of checks) {
      const res = await browser.send(method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(400);
      expect(res.headers["cache-control"], `${method} ${url}`).toMatch(/no-store/);
    }
  });
});
