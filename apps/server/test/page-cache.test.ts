// Anonymous pages are answered from rendered copies: a fresh CSP nonce in every answer all the same, never
// a page rendered for a session or a form post, never an error, and dropped when the content changes.
import { gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type CachedPage, gzipWithNonce, htmlWithNonce, newNonce, PageCache } from "../src/web/page-cache.ts";
import { createTestApp } from "./support/app.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ web: "production" });
});
afterAll(() => app.close());

const nonceOf = (res: LightMyRequestResponse) => /'nonce-([^']+)'/.exec(res.headers["content-security-policy"] as string)![1]!;
const state = (res: LightMyRequestResponse) => res.headers["x-vetan-cache"];
/** The body with its own nonce blanked, for comparing two answers. */
const blanked = (body: string, nonce: string) => body.replaceAll(nonce, "NONCE");

/** Runs `fn` with console.error muted: React Router logs the errors these tests cause on purpose. */
async function expectingErrors<T>(fn: () => Promise<T>): Promise<T> {
  const consoleError = vi.mocked(console.error);
  const logging = consoleError.getMockImplementation();
  consoleError.mockImplementation(() => {});
  try {
    return await fn();
  } finally {
    consoleError.mockImplementation(logging!);
  }
}

describe("page cache over real pages", () => {
  it("answers the second request from the cache, with a new nonce in header and body and nothing else changed", async () => {
    app.services.cache.invalidate("pages");
    const first = await app.inject("/");
    const second = await app.inject("/");
    expect([first.statusCode, state(first)]).toEqual([200, "miss"]);
    expect([second.statusCode, state(second)]).toEqual([200, "hit"]);
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(b).not.toBe(a);
    expect(second.body).not.toContain(a);
    // Scripts that run (JSON-LD data blocks are not scripts to CSP).
    const scripts = (second.body.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${b}"`);
    expect(blanked(second.body, b)).toBe(blanked(first.body, a));
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(second.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("sends kept pages gzipped to clients that take gzip, decoding to the same page under the header's nonce", async () => {
    const plain = await app.inject("/Pricing");
    const zipped = await app.inject({ url: "/Pricing", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(state(zipped)).toBe("hit");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toContain("accept-encoding");
    const html = gunzipSync(zipped.rawPayload).toString();
    expect(html).toContain(`nonce="${nonceOf(zipped)}"`);
    expect(blanked(html, nonceOf(zipped))).toBe(blanked(plain.body, nonceOf(plain)));
    expect(zipped.rawPayload.length).toBeLessThan(html.length / 3);
  });

  it("never keeps or serves a kept page for a request with a session cookie", async () => {
    app.services.cache.invalidate("pages");
    const cookie = "__Host-vetan_session=abcdefghijklmnopqrstuvwxyz";
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ url: "/About_us", headers: { cookie } });
      expect([res.statusCode, state(res)]).toEqual([200, "bypass"]);
    }
    expect(state(await app.inject("/About_us"))).toBe("miss");
    expect(state(await app.inject("/About_us"))).toBe("hit");
    expect(state(await app.inject({ url: "/About_us", headers: { cookie } }))).toBe("bypass");
  });

  it("never answers a POST from the cache", async () => {
    await app.inject("/");
    for (let i = 0; i < 2; i++) {
      const post = () => app.inject({ method: "POST", url: "/", payload: "a=1", headers: { "content-type": "application/x-www-form-urlencoded" } });
      const res = await expectingErrors(post);
      expect([res.statusCode, state(res)]).toEqual([405, "bypass"]);
    }
  });

  it("renders addresses with a query string every time", async () => {
    await app.inject("/");
    const res = await app.inject("/?campaignid=c1&sessionid=s1");
    expect(state(res)).toBe("bypass");
  });

  it("drops kept pages when blog content is invalidated", async () => {
    await app.inject("/Blogs");
    expect(state(await app.inject("/Blogs"))).toBe("hit");
    app.services.cache.invalidate("blog");
    expect(state(await app.inject("/Blogs"))).toBe("miss");
    expect(state(await app.inject("/Blogs"))).toBe("hit");
  });

  it("never keeps a server error", async () => {
    app.services.cache.invalidate("plans");
    const listPlans = vi.spyOn(app.services.plans, "listPlans").mockRejectedValue(new Error("database unavailable"));
    try {
      for (let i = 0; i < 2; i++) {
        const res = await expectingErrors(() => app.inject("/Pricing"));
        expect([res.statusCode, state(res)]).toEqual([500, "miss"]);
      }
    } finally {
      listPlans.mockRestore();
    }
    const after = await app.inject("/Pricing");
    expect([after.statusCode, state(after)]).toEqual([200, "miss"]);
  });

  it("does not keep 404 pages", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await app.inject("/no-such-page");
      expect([res.statusCode, state(res)]).toEqual([404, "miss"]);
    }
  });
});

describe("PageCache", () => {
  const csp = (nonce: string) => `script-src 'nonce-${nonce}'`;
  const rendered = (nonce: string, body = "x".repeat(3000)) =>
    `<!DOCTYPE html><html><head><script nonce="${nonce}" src="/a.js"></script></head><body>${body}<script nonce="${nonce}">go()</script></body></html>`;
  const prepare = (cache: PageCache, html: string, nonce: string, headers: HeadersInit = { "content-type": "text/html" }) =>
    cache.prepare(new Response(html, { headers }), html, nonce);

  it("assembles a valid gzip stream for any nonce, equal to the page with that nonce", () => {
    const cache = new PageCache({ csp });
    const old = newNonce();
    // Repetitive text across the cuts: back-references reach over them, never into a nonce.
    const body = Array.from({ length: 400 }, (_, i) => `<p class="row">Row ${i % 7} of the payroll register</p>`).join("");
    const page = prepare(cache, rendered(old, body), old)!;
    expect(page.parts).toHaveLength(3);
    for (let i = 0; i < 5; i++) {
      const fresh = newNonce();
      const zipped = gzipWithNonce(page, fresh);
      expect(gunzipSync(zipped).toString()).toBe(rendered(fresh, body));
      expect(htmlWithNonce(page, fresh).toString()).toBe(rendered(fresh, body));
    }
  });

  it("stays valid past the 32 KB deflate window and for long pieces (CRC and length combined right)", () => {
    const cache = new PageCache({ csp });
    const old = newNonce();
    const long = Array.from({ length: 3000 }, (_, i) => `<li data-i="${i}">Employee ${i * 7919} — ₹${i * 131}</li>`).join("");
    const html = `${rendered(old, long)}${long}<script nonce="${old}">again()</script>${long}`;
    const page = prepare(cache, html, old)!;
    expect(page.parts).toHaveLength(4);
    const fresh = newNonce();
    expect(gunzipSync(gzipWithNonce(page, fresh)).equals(Buffer.from(html.replaceAll(old, fresh)))).toBe(true);
  });

  it("handles a page with no nonce in it (no scripts) like any other", () => {
    const cache = new PageCache({ csp });
    const html = `<!DOCTYPE html><p>${"static ".repeat(400)}</p>`;
    const page = prepare(cache, html, newNonce())!;
    expect(page.parts).toHaveLength(1);
    expect(gunzipSync(gzipWithNonce(page, newNonce())).toString()).toBe(html);
  });

  it("still compresses correctly when the page holds NUL bytes (no shared dictionary then)", () => {
    const cache = new PageCache({ csp });
    const old = newNonce();
    const body = `a\u0000b${"y".repeat(2000)}`;
    const page = prepare(cache, rendered(old, body), old)!;
    const fresh = newNonce();
    expect(gunzipSync(gzipWithNonce(page, fresh)).toString()).toBe(rendered(fresh, body));
  });

  it("refuses pages whose nonce appears outside a nonce attribute, or with a boundary left to the browser", () => {
    const cache = new PageCache({ csp });
    const nonce = newNonce();
    expect(prepare(cache, rendered(nonce, `<p>${nonce}</p>`), nonce)).toBeUndefined();
    expect(prepare(cache, rendered(nonce, "<!--$!--><template></template>"), nonce)).toBeUndefined();
    expect(prepare(cache, rendered(nonce, '<script>$RX("B:0")</script>'), nonce)).toBeUndefined();
    expect(prepare(cache, rendered(nonce), "")).toBeUndefined();
  });

  it("only swaps in nonces of the length the pieces were compressed for", () => {
    const cache = new PageCache({ csp });
    const nonce = newNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(prepare(cache, rendered("short"), "short")).toBeUndefined();
    const page = prepare(cache, rendered(nonce), nonce)!;
    expect(() => gzipWithNonce(page, `${nonce}x`)).toThrow(/24 characters/);
  });

  it("keeps only 200 HTML that sets no cookie and allows storing", () => {
    const html = (init: ResponseInit) => new Response("<p>x</p>", init);
    expect(PageCache.keepable(html({ status: 200, headers: { "content-type": "text/html; charset=utf-8" } }))).toBe(true);
    expect(PageCache.keepable(html({ status: 500, headers: { "content-type": "text/html" } }))).toBe(false);
    expect(PageCache.keepable(html({ status: 404, headers: { "content-type": "text/html" } }))).toBe(false);
    expect(PageCache.keepable(html({ status: 200, headers: { "content-type": "text/x-script" } }))).toBe(false);
    expect(PageCache.keepable(html({ status: 200, headers: { "content-type": "text/html", "set-cookie": "a=1" } }))).toBe(false);
    expect(PageCache.keepable(html({ status: 200, headers: { "content-type": "text/html", "cache-control": "private, max-age=0" } }))).toBe(false);
  });

  it("forgets pages after their time to live, evicts the longest kept when full, and ignores renders older than a clear", () => {
    let now = 0;
    const cache = new PageCache({ csp, maxEntries: 2, ttlMs: 60_000, now: () => now });
    const page = (): CachedPage => prepare(cache, rendered("n0000000000000000000000="), "n0000000000000000000000=")!;
    cache.put("a", page(), cache.generation);
    cache.put("b", page(), cache.generation);
    cache.put("a", page(), cache.generation);
    cache.put("c", page(), cache.generation);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    now = 60_001;
    expect(cache.get("a")).toBeUndefined();
    const before = cache.generation;
    cache.clear();
    cache.put("d", page(), before);
    expect(cache.get("d")).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
