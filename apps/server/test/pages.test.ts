// Server-rendered pages through Fastify: full HTML for crawlers, a fresh nonce per response in a CSP with
// no inline-script allowance, real 404s, and API paths that stay JSON.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./support/app.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ web: "production" });
});
afterAll(() => app.close());

describe("server-rendered pages", () => {
  it("renders the home page in full on the server", async () => {
    const res = await app.inject("/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain("<title>Vetan – HR, Payroll &amp; Attendance Software for India</title>");
    expect(res.body).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    for (const figure of ["200+", "1000+", "40+"]) expect(res.body).toContain(`<strong>${figure}</strong>`);
    expect(res.body).toContain('href="/accounts/login?callback=/Identity"');
  });

  it("puts every script under a per-response nonce, with no inline-script allowance", async () => {
    const a = await app.inject("/");
    const b = await app.inject("/");
    const csp = a.headers["content-security-policy"] as string;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(b.headers["content-security-policy"]).not.toBe(csp);
    // JSON-LD blocks are data, never run, so CSP does not govern them; every script that runs needs the nonce.
    const scripts = (a.body.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("answers an unknown page with a real 404 page", async () => {
    const res = await app.inject("/no-such-page");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("Page not found");
  });

  it("keeps unknown API paths as JSON 404s", async () => {
    const res = await app.inject({ method: "POST", url: "/api/SuperAdmin/Nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: "1", code: "not_found" });
  });

  it("serves built assets with long cache headers and images with a day's", async () => {
    const html = (await app.inject("/")).body;
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    const css = await app.inject(asset!);
    expect(css.statusCode).toBe(200);
    expect(css.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const favicon = await app.inject("/favicon.svg");
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers["cache-control"]).toBe("public, max-age=86400");
  });
});

describe("pricing page", () => {
  it("renders the three plans in rupees per month from the plans service, the third with 'New'", async () => {
    const res = await app.inject("/Pricing");
    expect(res.statusCode).toBe(200);
    const plans = await app.services.plans.listPlans();
    for (const plan of plans) {
      expect(res.body).toContain(`<h2>${plan.plan_name}</h2>`);
      expect(res.body).toContain(`₹${plan.price[0]!.amount.toLocaleString("en-IN")}</strong> <span>per month</span>`);
    }
    expect(res.body.match(/class="ribbon">New</g)).toHaveLength(1);
    expect(res.body.indexOf("ribbon")).toBeGreaterThan(res.body.indexOf(`<h2>${plans[1]!.plan_name}</h2>`));
  });

  it("shows the Distribution of Plans: a section per module, a tick or cross per tier", async () => {
    const body = (await app.inject("/Pricing")).body;
    const modules = await app.services.plans.listModules();
    expect(body.match(/<details class="plan-module">/g)).toHaveLength(modules.length);
    const flags = modules.flatMap((m) => m.submodule.flatMap((s) => [s.basic, s.premium, s.enterprise]));
    expect(body.match(/aria-label="Included"/g)).toHaveLength(flags.filter((f) => f === "Y").length);
    expect(body.match(/aria-label="Not included"/g)).toHaveLength(flags.filter((f) => f === "N").length);
  });
});
