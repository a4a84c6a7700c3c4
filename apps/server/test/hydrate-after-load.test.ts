// Kept pages fetch their scripts once they have loaded and painted, or at the visitor's first interaction
// (hydrate-after-load.ts): proven on the pages React Router really renders, and by running the rewritten
// bootstrap against a stand-in window that records what it asks for and when.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrateAfterLoad, INTERACTION_EVENTS, LONGEST_WAIT_MS, ON_INTERACTION_EVENTS } from "../src/web/hydrate-after-load.ts";
import { createTestApp } from "./support/app.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ web: "production" });
});
afterAll(() => app.close());

const PRELOAD = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;
const BOOTSTRAP = /<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/;
const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));
const bootstrapOf = (html: string) => BOOTSTRAP.exec(html)![1]!;

/** The page as React Router renders it: a query string is never kept, so it is sent as rendered. */
async function asRendered(path: string) {
  return (await app.inject(`${path}?utm_source=test`)).body;
}

describe("kept pages", () => {
  // The pages that still hydrate; the others are sent HTML first, with no bootstrap at all (below).
  for (const path of ["/Blogs", "/contact_us", "/author/ananya-iyer"]) {
    it(`${path}: no script is asked for from the head; the bootstrap asks for the same modules after the wait`, async () => {
      const rendered = await asRendered(path);
      const modules = [...headOf(rendered).matchAll(PRELOAD)].map((m) => m[1]);
      expect(modules.length).toBeGreaterThan(3);

      const kept = await app.inject(path);
      expect(kept.headers["x-vetan-cache"]).toMatch(/hit|miss/);
      expect(headOf(kept.body)).not.toContain("modulepreload");
      const code = bootstrapOf(kept.body);
      expect(code).toContain(JSON.stringify(modules));
      // Nothing is imported before the wait, and nothing statically at all.
      expect(code.indexOf("import(")).toBeGreaterThan(code.indexOf("await new Promise"));
      expect(code).not.toMatch(/^\s*import\s*[*{"']/m);
      // The rest of React Router's bootstrap is there, in its order, after the modules.
      const original = bootstrapOf(rendered);
      const tail = original.indexOf("window.__reactRouterManifest");
      expect(tail).toBeGreaterThan(0);
      expect(code.endsWith(original.slice(tail).trim())).toBe(true);
    });
  }

  it("/Blogs hydrates after load like /contact_us: its live search needs React (decision 034)", async () => {
    for (const path of ["/Blogs", "/contact_us"]) {
      const kept = await app.inject(path);
      expect(kept.body).not.toContain("data-hydrate");
      expect(bootstrapOf(kept.body)).toContain('"load"');
    }
  });

  it("leaves pages that are not kept as React Router rendered them", async () => {
    const cookie = "__Host-vetan_session=abcdefghijklmnopqrstuvwxyz";
    const res = await app.inject({ url: "/contact_us", headers: { cookie } });
    expect(headOf(res.body)).toContain('rel="modulepreload"');
    expect(bootstrapOf(res.body)).toMatch(/^import \* as route0 from "/m);
  });
});

describe("pages sent HTML first (decision 034)", () => {
  for (const path of ["/", "/Pricing", "/About_us", "/faq", "/privacy_policy", "/terms_condition", "/Leave_Management", "/payroll-software-india"]) {
    it(`${path}: no script but the inline one, kept or not, with or without a cookie`, async () => {
      const cookie = "__Host-vetan_session=abcdefghijklmnopqrstuvwxyz";
      for (const res of [await app.inject(path), await app.inject(path), await app.inject(`${path}?utm_source=test`), await app.inject({ url: path, headers: { cookie } })]) {
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain("<html lang=\"en-IN\" data-html-first=\"\">");
        expect(res.body).not.toContain("modulepreload");
        expect(res.body).not.toMatch(/<script\b[^>]*\b(type="module"|src=)/);
        expect(res.body).not.toContain("__reactRouterContext");
        // One executable script: the public pages' own, with this answer's nonce.
        const scripts = [...res.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((a) => !a.includes("application/ld+json"));
        expect(scripts).toHaveLength(1);
        const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))![1];
        expect(scripts[0]).toBe(` nonce="${nonce}"`);
      }
    });
  }

  it("a visit with both tracking ids is sent with its scripts, for React's click tracking", async () => {
    const res = await app.inject("/Pricing?campaignid=c1&sessionid=s1");
    expect(res.body).not.toContain("data-html-first");
    expect(res.body).toContain('rel="modulepreload"');
    const partial = await app.inject("/Pricing?campaignid=c1");
    expect(partial.body).toContain("data-html-first");
  });
});

describe("the rewritten bootstrap, run", () => {
  /** A stand-in for the browser: records listeners, frames, timers, links and imports in order. */
  function browser(readyState: "loading" | "complete", visibilityState: "visible" | "hidden" = "visible") {
    const log: string[] = [];
    const listeners = new Map<string, () => void>();
    const frames: (() => void)[] = [];
    /** Timers for "as soon as possible"; the longest-wait timer is kept apart. */
    const timers: (() => void)[] = [];
    const longest: { fn: () => void; ms: number }[] = [];
    const win: Record<string, unknown> = {};
    const env = {
      document: {
        readyState,
        visibilityState,
        head: { append: (link: { rel: string; href: string }) => log.push(`${link.rel} ${link.href}`) },
        createElement: () => ({}),
      },
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void, ms = 0) => (ms ? longest.push({ fn, ms }) : timers.push(fn)),
      window: win,
      load: async (url: string) => {
        log.push(`import ${url}`);
        return { url };
      },
    };
    return { env, log, listeners, frames, timers, longest, win };
  }

  async function start(html: string, b: ReturnType<typeof browser>) {
    // Dynamic import cannot be stood in for, so the test gives it another name; everything else runs as sent.
    const code = bootstrapOf(hydrateAfterLoad(html)).replaceAll("import(", "load(");
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;
    const names = Object.keys(b.env);
    return new AsyncFunction(...names, code)(...names.map((n) => b.env[n as keyof typeof b.env]));
  }
  const settle = () => new Promise((r) => setTimeout(r, 10));

  const PAGE = [
    '<html><head><link rel="modulepreload" href="/assets/entry.js" nonce="N"/><link rel="modulepreload" href="/assets/root.js" nonce="N"/>',
    '<link rel="modulepreload" href="/assets/home.js" nonce="N"/><link rel="modulepreload" href="/assets/shared.js" nonce="N"/></head><body><main>Hello</main>',
    '<script nonce="N">window.__reactRouterContext = {};</script><script nonce="N" type="module" async="">;',
    'import * as route0 from "/assets/root.js";',
    // A route whose client loader is split into a chunk of its own, as React Router writes it.
    'import * as route1_clientLoader from "/assets/home-client-loader.js";',
    'import * as route1_main from "/assets/home.js";',
    "const route1 = {...route1_clientLoader,...route1_main};",
    '  window.__reactRouterManifest = {"entry": {"module": "/assets/entry.js", "imports": []}};',
    '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    "",
    'import("/assets/entry.js");</script></body></html>',
  ].join("\n");

  it("asks for nothing until the page has loaded and painted a frame, then preloads every module and hydrates", async () => {
    const b = browser("loading");
    const done = start(PAGE, b);
    await settle();
    expect(b.log).toEqual([]);
    b.listeners.get("load")!();
    await settle();
    expect(b.log).toEqual([]);
    b.frames.shift()!();
    await settle();
    expect(b.log).toEqual([]);
    b.timers.shift()!();
    await done;
    expect(b.log).toEqual([
      "modulepreload /assets/entry.js",
      "modulepreload /assets/root.js",
      "modulepreload /assets/home.js",
      "modulepreload /assets/shared.js",
      "import /assets/root.js",
      "import /assets/home-client-loader.js",
      "import /assets/home.js",
      "import /assets/entry.js",
    ]);
    expect(b.win.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root.js" }, "routes/home": { url: "/assets/home.js" } });
    expect(b.longest.map((t) => t.ms)).toEqual([LONGEST_WAIT_MS]);
  });

  it("in a hidden tab, which paints no frames, starts after the load without waiting for one", async () => {
    const b = browser("loading", "hidden");
    const done = start(PAGE, b);
    await settle();
    b.listeners.get("load")!();
    expect(b.frames).toEqual([]);
    b.timers.shift()!();
    await done;
    expect(b.log.at(-1)).toBe("import /assets/entry.js");
  });

  it("starts after the longest wait when the page never finishes loading and nobody interacts", async () => {
    const b = browser("loading");
    const done = start(PAGE, b);
    await settle();
    expect(b.log).toEqual([]);
    b.longest.shift()!.fn();
    await done;
    expect(b.log.at(-1)).toBe("import /assets/entry.js");
  });

  it("a page that hydrates on interaction (the blog list) waits for a tap, key or focus only: not the load, a time-out or a scroll", async () => {
    const ON_INTERACTION = PAGE.replace("<html>", '<html lang="en-IN" data-hydrate="interaction">');
    expect(ON_INTERACTION).not.toBe(PAGE);
    for (const type of ON_INTERACTION_EVENTS) {
      const b = browser("complete");
      const done = start(ON_INTERACTION, b);
      await settle();
      expect([...b.listeners.keys()].sort()).toEqual([...ON_INTERACTION_EVENTS].sort());
      expect(b.longest).toEqual([]);
      expect(b.frames).toEqual([]);
      expect(b.timers).toEqual([]);
      expect(b.log).toEqual([]);
      b.listeners.get(type)!();
      await done;
      expect(b.log.at(-1), type).toBe("import /assets/entry.js");
    }
    expect(ON_INTERACTION_EVENTS).not.toContain("scroll");
  });

  it("starts at once, without waiting for the load, when the visitor interacts", async () => {
    for (const type of INTERACTION_EVENTS) {
      const b = browser("loading");
      const done = start(PAGE, b);
      await settle();
      b.listeners.get(type)!();
      await done;
      expect(b.log.at(-1), type).toBe("import /assets/entry.js");
      expect(b.frames).toEqual([]);
    }
  });

  it("waits only for a painted frame when the page has already loaded", async () => {
    const b = browser("complete");
    const done = start(PAGE, b);
    await settle();
    expect(b.listeners.has("load")).toBe(false);
    b.frames.shift()!();
    b.timers.shift()!();
    await done;
    expect(b.log.at(-1)).toBe("import /assets/entry.js");
  });
});

describe("pages it does not recognise are left as rendered", () => {
  const page = (bootstrap: string, head = '<link rel="modulepreload" href="/a.js" nonce="N"/>') =>
    `<html><head>${head}</head><body><script nonce="N" type="module" async="">${bootstrap}</script></body></html>`;

  it.each([
    ["a side-effect import", 'import "/x.js";\nimport * as route0 from "/a.js";\nimport("/a.js");'],
    ["a named import", 'import { x } from "/x.js";\nimport * as route0 from "/a.js";\nimport("/a.js");'],
    ["an export", 'import * as route0 from "/a.js";\nexport const y = 1;'],
    ["no namespace import", 'import("/a.js");'],
  ])("%s", (_what, bootstrap) => {
    const html = page(bootstrap);
    expect(hydrateAfterLoad(html)).toBe(html);
  });

  it("no module preloads, two module scripts, or no head", () => {
    const bootstrap = 'import * as route0 from "/a.js";\nimport("/a.js");';
    expect(hydrateAfterLoad(page(bootstrap, ""))).toBe(page(bootstrap, ""));
    const two = page(bootstrap).replace("</body>", `<script type="module">${bootstrap}</script></body>`);
    expect(hydrateAfterLoad(two)).toBe(two);
    expect(hydrateAfterLoad("<p>no head</p>")).toBe("<p>no head</p>");
  });

  it("reads a module's address as the attribute means it, and writes nothing into the script that ends it", () => {
    const html = page('import * as route0 from "/a.js";\nimport("/a.js");', '<link rel="modulepreload" href="/a.js?v=1&amp;q=&lt;/script&gt;&lt;!--" nonce="N"/>');
    const code = bootstrapOf(hydrateAfterLoad(html));
    expect(code).not.toContain("</script");
    expect(code).not.toContain("<!--");
    expect(code).toContain('["/a.js?v=1&q=\\u003c/script>\\u003c!--"]');
  });
});
