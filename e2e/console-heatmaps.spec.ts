// The console's click heatmaps (issue 5 "Click heatmaps"): a visitor opens the home page from a campaign link
// (?campaignid=&sessionid=) and clicks around — three tabs (buttons) far down the page and, once scrolled, a link of the
// sticky header — then the superadmin finds that campaign, its page, and the page's heatmap: the canvas over
// the live page is coloured where the clicks landed (the header link's click on the header itself, though it
// was recorded 2,000 px further down) and empty far from them, and the table names the clicked elements.
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { CONSOLE, signInAsSuperadmin } from "./console-sign-in.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const SHOTS = join(process.env.WEB_BUILD_DIR ?? "build", "shots");
const TRACK_PATH = "/api/Seo/trackClickHeatMaps";
/** A desktop browser's own name: the tracker drops headless and bot user agents without a word. */
const VISITOR_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36";
const TABS = ["Admin Dashboard", "HR Dashboard", "Employee Dashboard"];

interface Spot {
  label: string;
  x: number;
  y: number;
}

/** The visitor's session: returns where each tab click landed, in document coordinates (as the tracker records them). */
async function visitFromCampaign(browser: Browser, campaign: string): Promise<Spot[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, userAgent: VISITOR_UA });
  const page = await context.newPage();
  const accepted: number[] = [];
  page.on("response", (r) => {
    if (new URL(r.url()).pathname === TRACK_PATH) accepted.push(r.status());
  });
  await page.goto(`/?campaignid=${campaign}&sessionid=visitor-1`);
  await hydrated(page);
  // The tracker starts in an effect after hydration; so does this page's own record of each click.
  await page.evaluate(() => {
    const spots: { label: string; x: number; y: number }[] = [];
    (window as unknown as { spots: typeof spots }).spots = spots;
    window.addEventListener("click", (e) => spots.push({ label: (e.target as Element).textContent?.trim() ?? "", x: Math.round(e.pageX), y: Math.round(e.pageY) }), { capture: true });
  });
  for (const name of TABS) {
    await page.getByRole("tab", { name, exact: true }).click();
    await page.waitForTimeout(150);
  }
  const spots = await page.evaluate(() => (window as unknown as { spots: Spot[] }).spots);
  expect(spots.map((s) => s.label)).toEqual(TABS);
  expect(Math.min(...spots.map((s) => s.y))).toBeGreaterThan(1500);

  // Scrolled down, the header is sticky: its link's click is recorded as fixed, at the scroll plus its place.
  await expect(page.locator(".site-header.is-sticky")).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/Pricing$/);
  await expect.poll(() => accepted).toEqual([202, 202, 202, 202]);
  await context.close();
  return spots;
}

/** The canvas's alpha at document points of the framed page (at the bucket's 1280 px reference width). */
async function heatAt(page: Page, points: { x: number; y: number }[]): Promise<number[]> {
  return page.evaluate((pts) => {
    const canvas = document.querySelector<HTMLCanvasElement>("canvas.hm-canvas");
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return pts.map(() => -1);
    const k = canvas.width / 1280;
    return pts.map((p) => ctx.getImageData(Math.round(p.x * k), Math.round(p.y * k), 1, 1).data[3]!);
  }, points);
}

test.describe("click heatmaps", () => {
  test("clicks from a campaign link show on the page's heatmap, drawn where they happened", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const campaign = `e2e-heat-${Date.now().toString(36)}`;
    const spots = await visitFromCampaign(browser, campaign);

    await page.setViewportSize({ width: 1280, height: 900 });
    // Nothing the console loads — the framed live page included — may report clicks of its own.
    const consoleReports: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === TRACK_PATH) consoleReports.push(r.frame().url());
    });
    await signInAsSuperadmin(page);
    // The events are written in batches (CLICK_FLUSH_MS); wait until the four are stored.
    await expect
      .poll(async () => {
        const answer = await (await page.request.get(`/api/v1/admin/heatmaps/pages?campaign=${campaign}`)).json();
        return answer.pages?.[0]?.clicks ?? 0;
      })
      .toBe(4);

    await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Click heatmaps" }).click();
    await expect(page).toHaveURL(new RegExp(`${CONSOLE}/heatmaps$`));
    await expect(page.getByRole("heading", { level: 1, name: "Click heatmaps" })).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(campaign) });
    await expect(row).toContainText("4");
    await page.screenshot({ path: join(SHOTS, "heatmaps-campaigns-1280.png"), fullPage: true });

    await row.getByRole("link", { name: campaign }).click();
    const pages = page.locator("#hm-pages");
    await expect(pages.getByRole("heading", { name: `Pages of ${campaign}` })).toBeVisible();
    await expect(pages.locator("tbody tr").first()).toContainText("0 / 0 / 4");
    await pages.getByRole("link", { name: "Open heatmap of /" }).click();

    await expect(page).toHaveURL(/\/heatmaps\/view\?/);
    await expect(page.getByRole("navigation", { name: "Screen width" }).getByRole("link", { name: /Desktop/ })).toHaveAttribute("aria-current", "page");
    const canvas = page.getByRole("img", { name: /Heatmap of 4 clicks on this page at desktop width/ });
    await expect(canvas).toBeVisible();
    // The table beside it names each clicked element with its count.
    const table = page.getByRole("table", { name: "Most clicked elements at this width" });
    for (const name of [...TABS, "Pricing"]) await expect(table.getByRole("row", { name: new RegExp(`^${name}`) })).toContainText("1");

    // The live page has loaded in the frame, as tall as its document, and the heat is drawn over it.
    await expect(page.getByText("Loading the live page…")).toBeHidden();
    const frame = page.frameLocator("iframe.hm-frame");
    await expect(frame.locator("body")).toContainText("HR Dashboard");
    // The frame is inert (out of the accessibility tree), so its link is found by its markup.
    const header = await frame
      .locator(".site-header a", { hasText: /^Pricing$/ })
      .first()
      .evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      });
    const far = { x: 1250, y: 1200 };
    await expect.poll(async () => (await heatAt(page, [...spots, header])).every((a) => a > 60), { timeout: 10_000 }).toBe(true);
    expect(await heatAt(page, [far])).toEqual([0]);

    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, "heatmap-1280.png"), fullPage: true });

    // The frame is a picture: opened without the campaign's ids, so it reports no clicks of its own — not
    // even when clicked (the canvas over it takes the click, and the frame itself is inert).
    expect(await page.locator("iframe.hm-frame").getAttribute("src")).toBe("/");
    await canvas.click({ position: { x: 40, y: 40 } });
    await frame.locator(".site-header a", { hasText: /^Pricing$/ }).first().dispatchEvent("click");
    await page.waitForTimeout(300);
    expect(consoleReports).toEqual([]);

    // Other widths have no clicks: the switcher says so and the picture is empty.
    await page.getByRole("navigation", { name: "Screen width" }).getByRole("link", { name: /Phone/ }).click();
    await expect(page.getByRole("img", { name: /Heatmap of 0 clicks on this page at phone width/ })).toBeVisible();
    await expect(page.getByText("No clicks at this width in this range.")).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole("link", { name: /Desktop/ }).click();
    await expect(page.getByRole("img", { name: /Heatmap of 4 clicks/ })).toBeVisible();
    await expect(page.getByText("Loading the live page…")).toBeHidden();
    await page.waitForTimeout(1600);
    await page.screenshot({ path: join(SHOTS, "heatmap-375.png"), fullPage: true });
  });

  test("a range that ends before it starts is refused in the form with the shared message", async ({ page }) => {
    await signInAsSuperadmin(page);
    await page.goto(`${CONSOLE}/heatmaps`);
    await hydrated(page);
    await page.getByLabel("From").fill("2026-03-10");
    await page.getByLabel("To").fill("2026-03-01");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByText("The start date must be on or before the end date.")).toBeVisible();
    await expect(page.getByLabel("From")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(new RegExp(`${CONSOLE}/heatmaps$`));
  });
});
