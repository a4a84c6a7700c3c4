// Every journey fails on a console error or warning, or an uncaught page error: hydration mismatches and
// CSP refusals only ever show up there.
import { test as base, expect } from "@playwright/test";

export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      // A page we meant to answer 404 makes Chromium log its own load as failed; that one is expected.
      const notFoundDocuments = new Set<string>();
      page.on("response", (r) => {
        if (r.status() === 404 && r.request().resourceType() === "document") notFoundDocuments.add(r.url());
      });
      page.on("console", (m) => {
        if (m.type() !== "error" && m.type() !== "warning") return;
        if (m.text().startsWith("Failed to load resource") && notFoundDocuments.has(m.location().url)) return;
        problems.push(`${m.type()}: ${m.text()} (${m.location().url})`);
      });
      page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
      await use(problems);
      expect(problems, "console errors or warnings").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Once React is hydrating the page: client navigation works from then on (React hydrates at once what is
 * clicked). React Router makes its router inside hydrateRoot's first render, which public pages start only
 * after they have loaded and painted (hydrate-after-load.ts), so the route modules being there is not enough.
 */
export async function hydrated(page: import("@playwright/test").Page) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window && document.readyState === "complete");
}

/** True when the page was sent HTML first: no React Router scripts, the public pages' one script only (decision 034). */
export async function isHtmlFirst(page: import("@playwright/test").Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute("data-html-first"));
}

/**
 * The page is ready to use: loaded, and hydrated unless it was sent HTML first (which has nothing to wait for:
 * its controls work from its inline script). Fails when an HTML-first page loaded React Router after all.
 */
export async function pageReady(page: import("@playwright/test").Page) {
  await page.waitForFunction(() => document.readyState === "complete");
  if (await isHtmlFirst(page)) {
    if (await page.evaluate(() => "__reactRouterDataRouter" in window || document.querySelector('script[type="module"]') !== null)) {
      throw new Error("An HTML-first page loaded React Router's scripts");
    }
    return;
  }
  // A page that hydrates at the visitor's first tap, key or focus (the blog list): a key that does nothing.
  if (await page.evaluate(() => document.documentElement.dataset.hydrate === "interaction")) await page.keyboard.press("Shift");
  await hydrated(page);
}

/**
 * Holds every request matching `url` until the returned `release()` is called; then each goes on to the
 * server, or is aborted, as a slow or failing network would have it.
 */
export async function holdRequests(page: import("@playwright/test").Page, url: Parameters<import("@playwright/test").Page["route"]>[0], then: "continue" | "abort" = "continue") {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await (then === "abort" ? route.abort() : route.continue());
  });
  return release;
}
