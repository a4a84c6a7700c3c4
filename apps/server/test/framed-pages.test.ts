// The console's heatmap frames the live public page. A signed-in superadmin who opens a public page is
// sent to the console (SPEC.md §6), but the same page framed by the console itself is shown as a visitor
// sees it — and only then: another site framing us, or a top-level visit, still gets the usual answer.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./support/app.ts";
import type { Browser } from "./support/browser.ts";
import { demoSession } from "./support/demo-session.ts";

let app: FastifyInstance;
let superadmin: Browser;
beforeAll(async () => {
  app = await createTestApp({ web: "production" });
  superadmin = await demoSession(app, "S");
});
afterAll(() => app.close());

describe("a public page framed by the console", () => {
  it("is the visitor's page, without the signed-in bar, for the superadmin's own frame", async () => {
    for (const path of ["/", "/Pricing", "/Blogs"]) {
      const framed = await superadmin.get(path, { "sec-fetch-dest": "iframe", "sec-fetch-site": "same-origin" });
      expect(framed.statusCode, path).toBe(200);
      expect(framed.body, path).toContain('href="/accounts/login?callback=/Identity"');
      expect(framed.body, path).not.toContain("Sign out");
    }
  });

  it("still sends a top-level visit, or a frame on another site, to the dashboard", async () => {
    expect((await superadmin.get("/Pricing", { "sec-fetch-dest": "document", "sec-fetch-site": "none" })).statusCode).toBe(302);
    expect((await superadmin.get("/Pricing", { "sec-fetch-dest": "iframe", "sec-fetch-site": "cross-site" })).statusCode).toBe(302);
  });

  it("never frames the signed-in pages as anonymous", async () => {
    const res = await superadmin.get("/retailer/AdminDashboard", { "sec-fetch-dest": "iframe", "sec-fetch-site": "same-origin" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/retailer/Superadmin_dashboard");
  });
});
