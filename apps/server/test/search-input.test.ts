// What a person types into a search, or any value in an address (issue 19): a NUL (%00) in any query-string
// value or path parameter of every documented route is a 400 naming the field, never a 5xx (the console's
// post search answered 500 for `?q=%00`, found by the long fuzz run); and LIKE's own characters in a
// search mean themselves in every search, all of them built by platform/db/like.ts.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { likePattern, likePrefix } from "../src/platform/db/like.ts";
import { NUL_IN_URL } from "../src/platform/url-nul.ts";
import { createTestApp } from "./support/app.ts";
import type { Browser } from "./support/browser.ts";
import { Browser as Anonymous } from "./support/browser.ts";
import { demoSession } from "./support/demo-session.ts";

let app: FastifyInstance;
let callers: { who: string; browser: Browser }[];
beforeAll(async () => {
  app = await createTestApp();
  callers = [
    { who: "nobody", browser: new Anonymous(app) },
    { who: "A", browser: await demoSession(app, "A") },
    { who: "S", browser: await demoSession(app, "S") },
  ];
});
afterAll(() => app.close());

interface Operation {
  parameters?: { in: string; name: string }[];
}

/** Every documented route's URLs with a NUL in one query-string value or path parameter each. */
function urlsWithNul(): { method: string; url: string; field: string }[] {
  const spec = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const out: { method: string; url: string; field: string }[] = [];
  for (const [path, operations] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = op.parameters ?? [];
      const plain = path.replace(/\{[^}]+\}/g, "1");
      for (const p of params.filter((x) => x.in === "query")) out.push({ method, url: `${plain}?${p.name}=a%00b`, field: p.name });
      for (const p of params.filter((x) => x.in === "path")) {
        out.push({ method, url: path.replace(`{${p.name}}`, "a%00b").replace(/\{[^}]+\}/g, "1"), field: p.name });
      }
    }
  }
  return out;
}

describe("a NUL in an address", () => {
  it("is refused with a 400 naming the field on every documented route, after the route's own guards", async () => {
    const urls = urlsWithNul();
    expect(urls.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const { method, url, field } of urls) {
      const statuses: number[] = [];
      for (const { who, browser } of callers) {
        const res = await browser.send(method.toUpperCase() as "GET", url, method === "get" ? undefined : {});
        statuses.push(res.statusCode);
        if (res.statusCode >= 500) failures.push(`${method} ${url} as ${who} → ${res.statusCode}`);
        else if (res.statusCode === 400 && res.json().errors?.[field] !== NUL_IN_URL) failures.push(`${method} ${url} as ${who} → 400 ${res.body.slice(0, 160)}`);
      }
      // Somebody gets past the guards to the check: nobody on an open route, A or S on a guarded one.
      if (!statuses.includes(400)) failures.push(`${method} ${url} → ${statuses.join(", ")}, never 400`);
    }
    expect(failures).toEqual([]);
  });

  it("the console's post search: the superadmin gets a 400 for `?q=%00`, nobody still a 401", async () => {
    const [nobody, , S] = callers.map((c) => c.browser);
    const res = await S!.get("/api/v1/admin/posts?q=%00");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: "1", code: "validation_failed", result: NUL_IN_URL, errors: { q: NUL_IN_URL } });
    expect((await nobody!.get("/api/v1/admin/posts?q=%00")).statusCode).toBe(401);
    // The same search without the NUL is answered.
    expect((await S!.get("/api/v1/admin/posts?q=ab")).statusCode).toBe(200);
  });
});

describe("search text", () => {
  it("is matched as text: LIKE's own characters are escaped and a NUL is dropped from the pattern", () => {
    expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(likePrefix("EMP_1")).toBe("EMP\\_1%");
    expect(likePattern("a\u0000b")).toBe("%ab%");
  });

  it.each([
    ["/api/v1/payroll/declarations", "rows"],
    ["/api/v1/payroll/loans", "data"],
  ])("%s: `_` and `%` find only text that holds them, not every row", async (url, list) => {
    const A = callers[1]!.browser;
    const all = await A.get(url);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()[list].length).toBeGreaterThan(0);
    for (const q of ["_", "%25"]) {
      const res = await A.get(`${url}?q=${q}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()[list]).toEqual([]);
    }
  });
});
