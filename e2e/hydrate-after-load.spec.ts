// Public pages paint before they ask for their JavaScript, and hydrate once they have loaded — or at once
// when the visitor reaches for them first (apps/server/src/web/hydrate-after-load.ts).
import { expect, holdRequests, hydrated, test } from "./fixtures.ts";

const isScript = (url: string) => new URL(url).pathname.startsWith("/assets/") && url.endsWith(".js");

test.describe("phone, 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("no script is asked for until the page has loaded and painted; then it hydrates and works", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (isScript(r.url())) scripts.push(r.url());
    });
    await page.goto("/contact_us");
    await hydrated(page);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const starts = performance
        .getEntriesByType("resource")
        .filter((e) => new URL(e.name).pathname.startsWith("/assets/") && e.name.endsWith(".js"))
        .map((e) => e.startTime);
      return { loaded: navigation.loadEventStart, painted: paint?.startTime ?? Number.NaN, starts };
    });
    expect(scripts.length).toBeGreaterThan(3);
    expect(timing.starts.length).toBe(new Set(scripts).size);
    for (const start of timing.starts) {
      expect(start).toBeGreaterThanOrEqual(timing.loaded);
      expect(start).toBeGreaterThanOrEqual(timing.painted);
    }
    // Hydrated: the menu opens, and its links navigate on the client.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing & Plans");
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
  });

  test("a visitor who interacts before the page has loaded gets it hydrated at once", async ({ page }) => {
    // On a page that hydrates (the contact form; the home page is sent HTML first, decision 034). Its map
    // picture is held back, so the page cannot finish loading until the test lets it.
    const release = await holdRequests(page, "**/images/contact/office-map.svg");
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (isScript(r.url())) scripts.push(r.url());
    });
    await page.goto("/contact_us", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Painted and idle, still loading: nothing asked for.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))));
    expect(scripts).toEqual([]);
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");

    await page.keyboard.press("Tab");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    expect(scripts.length).toBeGreaterThan(3);
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    release();
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });
});
