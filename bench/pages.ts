// The public pages' figures (DESIGN.md "Performance budgets"): Lighthouse mobile performance with its
// default simulated throttling, LCP, CLS and TBT per page; the home page's JavaScript in gzip bytes; each
// page's HTML in bytes, raw and as served gzipped. Measures whatever pages exist at the time.
import { once } from "node:events";
import { existsSync } from "node:fs";
import { request } from "node:http";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";

export interface Page {
  name: string;
  path: string;
}

/** Home, pricing, the blog list and a post (the newest, whatever its slug is in the seed of the day). */
export function benchPages(postSlug: string | undefined): Page[] {
  const pages: Page[] = [
    { name: "home", path: "/" },
    { name: "pricing", path: "/Pricing" },
    { name: "blog list", path: "/Blogs" },
  ];
  if (postSlug) pages.push({ name: "blog post", path: `/blog/${encodeURIComponent(postSlug)}` });
  return pages;
}

export interface LighthouseFigures {
  page: Page;
  score: number | null;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Requests to any other origin: the site makes none, and the machine could not answer them anyway. */
  thirdParty: string[];
  /** Same-origin requests that failed or answered ≥ 400. */
  failed: string[];
  warnings: string[];
  /** Scripts the page loaded (same origin), for the JS figure. */
  scripts: string[];
  benchmarkIndex: number;
  /** Where the time goes, in a line, for a page below budget: LCP element, render-blocking files, JS. */
  diagnosis: string;
}

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Lighthouse, performance category only, mobile form factor and default (simulated) throttling, one run per
 * page in one Chromium. Throws when Chromium or Lighthouse cannot run; a page Lighthouse could not
 * measure comes back with a null score and its reason in `warnings`.
 */
export async function runLighthouse(baseUrl: string, pages: Page[], runs = 1): Promise<LighthouseFigures[]> {
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  // chrome-launcher reports a missing browser as an unhandled 'error' event that ends the process.
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (apt-get install chromium, or set CHROME_PATH)`);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  const origin = new URL(baseUrl).origin;
  try {
    const figures: LighthouseFigures[] = [];
    for (const page of pages) {
      const measured: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(baseUrl + page.path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        measured.push(read(page, result.lhr, origin));
      }
      // Several runs: the median by score, as Lighthouse's own docs advise against a noisy single run.
      measured.sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
      figures.push(measured[Math.floor((measured.length - 1) / 2)]!);
    }
    return figures;
  } finally {
    // Waited for, so a closing browser does not eat into the load runs that follow.
    const exited = chrome.process.exitCode === null ? once(chrome.process, "exit") : undefined;
    chrome.kill();
    await exited;
  }
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  statusCode?: number;
  finished?: boolean;
}

function read(page: Page, lhr: Result, origin: string): LighthouseFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits["network-requests"]?.details;
  const items = (details && details.type === "table" ? details.items : []) as unknown as NetworkItem[];
  const sameOrigin = (url: string) => url.startsWith(`${origin}/`) || url === origin;
  const web = items.filter((i) => /^https?:/.test(i.url));
  return {
    page,
    score: lhr.categories.performance?.score ?? null,
    lcpMs: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: numeric("total-blocking-time"),
    fcpMs: numeric("first-contentful-paint"),
    thirdParty: web.filter((i) => !sameOrigin(i.url)).map((i) => i.url),
    failed: web.filter((i) => sameOrigin(i.url) && (i.finished === false || (i.statusCode ?? 0) >= 400 || (i.statusCode ?? 0) <= 0)).map((i) => `${i.url} (${i.statusCode})`),
    warnings: [...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []), ...lhr.runWarnings],
    scripts: web.filter((i) => sameOrigin(i.url) && i.resourceType === "Script").map((i) => i.url),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    diagnosis: diagnose(lhr),
  };
}

function diagnose(lhr: Result): string {
  const found: string[] = [];
  const lcp = lhr.audits["lcp-breakdown-insight"]?.details;
  const lcpNode = lcp?.type === "list" ? lcp.items.find((i) => i.type === "node") : undefined;
  if (lcpNode?.type === "node" && lcpNode.selector) found.push(`LCP element ${lcpNode.selector}`);
  const blocking = lhr.audits["render-blocking-insight"]?.details;
  if (blocking?.type === "table" && blocking.items.length) {
    const files = blocking.items.map((i) => `${String(i.url).replace(/^.*\/assets\//, "")} ${Math.round(Number(i.wastedMs))} ms`);
    found.push(`render-blocking ${files.join(", ")}`);
  }
  for (const id of ["unused-javascript", "bootup-time", "font-display-insight"]) {
    const audit = lhr.audits[id];
    if (audit && audit.score !== null && audit.score < 1 && audit.displayValue) found.push(`${audit.title.toLowerCase()}: ${audit.displayValue}`);
  }
  return found.join("; ");
}

export interface ScriptFigures {
  files: { url: string; raw: number; gzip: number }[];
  raw: number;
  gzip: number;
  /** React's development build is in the bundle (a build made under NODE_ENV other than production). */
  reactDevelopment: boolean;
}

/**
 * Every script the home page loads: script elements, module preloads and the modules its inline module script
 * names, plus any further script Lighthouse saw it load. Sized as gzip -9 of each file on its own.
 */
export async function homeScripts(baseUrl: string, seenByBrowser: string[] = []): Promise<ScriptFigures> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const urls = new Set(seenByBrowser);
  const found = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g),
    ...html.matchAll(/\bimport\s*\(\s*"([^"]+\.js)"\s*\)/g),
    ...html.matchAll(/\bimport\s+[^"';]*?"([^"]+\.js)"/g),
    // Kept pages list their modules inside the module script, preloaded once the page has loaded (the
    // manifest's own "url" is a file the page never loads: its routes are found on demand).
    ...[...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => [...m[1]!.matchAll(/(?<!"url":\s*)"(\/assets\/[^"\s]+\.js)"/g)]),
  ];
  for (const m of found) urls.add(new URL(m[1]!.replaceAll("&amp;", "&"), `${baseUrl}/`).href);
  const files = [];
  let reactDevelopment = false;
  for (const url of [...urls].sort()) {
    const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    files.push({ url: new URL(url).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    // Production React reports this as "Minified React error #321"; only the development build spells it out.
    reactDevelopment ||= body.includes("Invalid hook call");
  }
  return { files, raw: sum(files.map((f) => f.raw)), gzip: sum(files.map((f) => f.gzip)), reactDevelopment };
}

export interface HtmlFigures {
  page: Page;
  status: number;
  raw: number;
  /** Body bytes as the server sent them to a client accepting gzip and br. */
  served: number;
  encoding: string;
  cache: string;
}

/** The page's HTML as a browser gets it (the first answer warms the page cache; this is the second). */
export async function htmlBytes(baseUrl: string, page: Page): Promise<HtmlFigures> {
  await get(baseUrl + page.path, "identity");
  const plain = await get(baseUrl + page.path, "identity");
  const encoded = await get(baseUrl + page.path, "gzip, deflate, br");
  return {
    page,
    status: encoded.status,
    raw: plain.body.length,
    served: encoded.body.length,
    encoding: encoded.headers["content-encoding"]?.toString() ?? "identity",
    cache: encoded.headers["x-vetan-cache"]?.toString() ?? "—",
  };
}

/** A raw GET (fetch would decode the body, and we want its size on the wire). */
function get(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": acceptEncoding, "user-agent": BROWSER } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

export const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
