// Click tracking (SPEC.md §7–§8, DESIGN.md "Click tracking") and the reload message for a route whose code
// fails to load (SPEC.md §8–§9), at phone and desktop widths. Tracking reports are caught as requests: the
// browser sends them with sendBeacon, which Playwright sees like any other request.
import type { Page, Request } from "@playwright/test";
import { type ClickEvent, ClickEventSchema } from "@vetan/shared/click";
import { expect, hydrated, isHtmlFirst, test } from "./fixtures.ts";

const TRACK_PATH = "/api/Seo/trackClickHeatMaps";
const IDS = "campaignid=c1&sessionid=s1";
const RELOAD_MESSAGE = "A new version of Vetan is available. Reload the page to continue.";

/**
 * The page has hydrated and the root layout's effects have run: click tracking listens and the route-module
 * guard is in place (it is the second of the two, and gives the router's module cache a new prototype).
 */
async function ready(page: Page) {
  await hydrated(page);
  await page.waitForFunction(() => {
    const modules = (window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules;
    return modules !== undefined && Object.getPrototypeOf(modules) !== Object.prototype;
  });
}

/**
 * Every tracking report the page sends, in order, each checked against the server's schema. The reports are
 * read through request interception: for a beacon, only an intercepted request carries its body. Each one
 * then goes on (to a blocking route set up before, or to the server).
 */
async function trackingReports(page: Page) {
  const requests: Request[] = [];
  const accepted: number[] = [];
  await page.route(`**${TRACK_PATH}`, (route) => {
    requests.push(route.request());
    return route.fallback();
  });
  page.on("response", (r) => {
    if (new URL(r.url()).pathname === TRACK_PATH) accepted.push(r.status());
  });
  return {
    requests,
    /** The status codes the server answered with, as far as the browser saw them. */
    accepted,
    bodies: () => requests.map((r) => ClickEventSchema.parse(r.postDataJSON())),
    /** Waits until `count` reports have been sent. */
    async waitFor(count: number) {
      await expect.poll(() => requests.length).toBeGreaterThanOrEqual(count);
    },
  };
}

/** Adds both tracking ids to the current address without a navigation (the router is not told). */
async function addIdsToAddress(page: Page) {
  await page.evaluate((ids) => history.replaceState(history.state, "", `${location.pathname}?${ids}`), IDS);
}

/** The page position where Playwright will click: the centre of the element, in document coordinates. */
async function centreOf(page: Page, locator: ReturnType<Page["locator"]>) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("element is not visible");
  const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
  return { x: box.x + box.width / 2 + scroll.x, y: box.y + box.height / 2 + scroll.y };
}

/**
 * Waits for, then drops, the browser's own "Failed to load resource" line for a request the test blocked on
 * purpose: no page can silence that line. Every other console error or warning still fails the test.
 */
async function forgiveBlockedLoad(consoleProblems: string[], blocked: RegExp) {
  const isBlockedLoad = (p: string) => p.startsWith("error: Failed to load resource") && blocked.test(p.slice(p.lastIndexOf("(") + 1, -1));
  await expect.poll(() => consoleProblems.some(isBlockedLoad)).toBe(true);
  for (let i = consoleProblems.length - 1; i >= 0; i--) if (isBlockedLoad(consoleProblems[i]!)) consoleProblems.splice(i, 1);
}

const widths = [
  { name: "phone", viewport: { width: 375, height: 800 } },
  { name: "desktop", viewport: { width: 1280, height: 900 } },
] as const;

for (const { name, viewport } of widths) {
  const phone = name === "phone";

  test.describe(`${name}, ${viewport.width} px`, () => {
    test.use({ viewport });

    /**
     * One click on a header control that was on the page at load and is visible at this width: the menu
     * toggle on a phone (the menu it opens is closed again), a nav link on a desktop (a client-side
     * navigation). `n` picks a different nav link each time so that every click really navigates.
     */
    async function clickHeaderControl(page: Page, n = 0) {
      if (phone) {
        const toggle = page.getByRole("button", { name: "Open menu" });
        const at = await centreOf(page, toggle);
        await toggle.click();
        // Closed with Escape, which is no click: the menu (close button included) is in the page from load, so
        // a click on its close button would be a second report (decision 034).
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
        return { at, element: "BUTTON", button_name: "Open menu" };
      }
      const [label, path] = n % 2 === 0 ? (["Pricing", "/Pricing"] as const) : (["About Us", "/About_us"] as const);
      const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label });
      const at = await centreOf(page, link);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      return { at, element: "A", button_name: label };
    }

    test("with both ids, each click on a control present at load sends one report with the page's facts", async ({ page, baseURL }) => {
      await page.goto(`/?${IDS}`);
      await ready(page);
      const reports = await trackingReports(page);
      const title = await page.title();
      const docHeight = await page.evaluate(() => document.documentElement.scrollHeight);

      const first = await clickHeaderControl(page, 0);
      await reports.waitFor(1);
      const [report] = reports.bodies();
      expect(report).toEqual({
        campaignid: "c1",
        sessionid: "s1",
        x_cord: expect.any(Number),
        y_cord: expect.any(Number),
        element: first.element,
        button_name: first.button_name,
        pageurl: `${baseURL}/`,
        pagename: title,
        product: "VETAN",
        redirection_url: `${baseURL}/?${IDS}`,
        viewport_w: viewport.width,
        viewport_h: viewport.height,
        doc_h: docHeight,
        fixed: false,
      } satisfies Record<keyof ClickEvent, unknown>);
      expect(Math.abs(report!.x_cord - first.at.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(report!.y_cord - first.at.y)).toBeLessThanOrEqual(1);
      expect(reports.requests[0]!.headers()["content-type"]).toBe("application/json");
      await expect.poll(() => reports.accepted).toEqual([202]);

      // A second click (after a client-side navigation on a desktop, whose address has no ids until we add
      // them) sends exactly one more: the header is the same element it was at load.
      await addIdsToAddress(page);
      const path = new URL(page.url()).pathname;
      const second = await clickHeaderControl(page, 1);
      await reports.waitFor(2);
      const bodies = reports.bodies();
      expect(bodies).toHaveLength(2);
      expect(bodies[1]).toMatchObject({
        element: second.element,
        button_name: second.button_name,
        pageurl: `${baseURL}${path}`,
        redirection_url: `${baseURL}${path}?${IDS}`,
      });
    });

    for (const [what, query] of [
      ["only campaignid", "?campaignid=c1"],
      ["only sessionid", "?sessionid=s1"],
      ["neither id", ""],
      ["an empty campaignid", "?campaignid=&sessionid=s1"],
    ] as const) {
      // On a page that hydrates whatever its address (the contact form): a public page without both ids is
      // sent HTML first, with no React to track anything (decision 034), and is proven in its own test below.
      test(`with ${what} in the address, a click sends nothing`, async ({ page }) => {
        await page.goto(`/contact_us${query}`);
        await ready(page);
        const reports = await trackingReports(page);
        await clickHeaderControl(page, 0);
        // The same kind of click once the address holds both ids is reported; it must be the only report,
        // so the click before it sent none.
        await addIdsToAddress(page);
        const control = await clickHeaderControl(page, 1);
        await reports.waitFor(1);
        expect(reports.bodies()).toEqual([expect.objectContaining({ button_name: control.button_name, campaignid: "c1", sessionid: "s1" })]);
      });
    }

    test("a button added after load is not tracked; a click inside a tracked link counts as the link", async ({ page }) => {
      await page.goto(`/?${IDS}`);
      await ready(page);
      const reports = await trackingReports(page);
      await page.evaluate(() => {
        const late = document.createElement("button");
        late.type = "button";
        late.textContent = "Added later";
        document.querySelector("main")?.prepend(late);
      });
      await page.getByRole("button", { name: "Added later" }).click();
      // The brand link holds an image: a click on the image is a click on the link.
      await page.locator(".site-header .brand img").click();
      await reports.waitFor(1);
      expect(reports.bodies()).toEqual([expect.objectContaining({ element: "A", button_name: "Vetan" })]);
    });

    test("a full-page link sends its report and still navigates", async ({ page, baseURL }) => {
      await page.goto(`/?${IDS}`);
      await ready(page);
      const reports = await trackingReports(page);
      await page.getByRole("navigation", { name: "Policy" }).getByRole("link", { name: "Privacy Policy" }).click();
      await expect(page).toHaveURL(/\/privacy_policy$/);
      await reports.waitFor(1);
      expect(reports.bodies()).toEqual([
        expect.objectContaining({ element: "A", button_name: "Privacy Policy", pageurl: `${baseURL}/`, redirection_url: `${baseURL}/?${IDS}` }),
      ]);
    });

    test("a click in the sticky header is flagged fixed and placed in document coordinates", async ({ page }) => {
      await page.goto(`/?${IDS}`);
      await ready(page);
      await page.mouse.wheel(0, 700);
      await expect(page.locator(".site-header")).toHaveClass(/is-sticky/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      const reports = await trackingReports(page);
      const { at } = await clickHeaderControl(page, 0);
      await reports.waitFor(1);
      const [report] = reports.bodies();
      expect(report!.fixed).toBe(true);
      expect(Math.abs(report!.y_cord - at.y)).toBeLessThanOrEqual(1);
      expect(report!.y_cord).toBeGreaterThan(300);
    });

    test("a failed report is only logged: no console error, and the click still does its job", async ({ page, consoleProblems }) => {
      await page.route(`**${TRACK_PATH}`, (route) => route.abort());
      await page.goto(`/?${IDS}`);
      await ready(page);
      const reports = await trackingReports(page);
      if (phone) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      } else {
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
        await expect(page).toHaveURL(/\/Pricing$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing & Plans");
      }
      await reports.waitFor(1);
      // Beyond the browser's own line for the blocked request, the fixture fails the test on any console
      // error or warning: the page's code logs the failure at info level only.
      await forgiveBlockedLoad(consoleProblems, new RegExp(`${TRACK_PATH}$`));
    });

    test("a route whose code fails to load shows the reload message, and Reload loads the page", async ({ page, consoleProblems }, testInfo) => {
      const pricingChunk = /\/assets\/pricing-[^/]+\.js$/;
      let blocked = true;
      await page.route(pricingChunk, (route) => (blocked ? route.abort() : route.continue()));
      // From a page that hydrates: an HTML-first page has no router to load a route's code.
      await page.goto("/contact_us");
      await ready(page);
      if (phone) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Pricing" }).click();
      } else {
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
      }
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please reload the page");
      await expect(page.getByText(RELOAD_MESSAGE, { exact: true })).toBeVisible();
      const reload = page.getByRole("button", { name: "Reload" });
      await expect(reload).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`chunk-reload-${viewport.width}.png`), fullPage: false });

      await forgiveBlockedLoad(consoleProblems, pricingChunk);

      blocked = false;
      let documents = 0;
      page.on("request", (r) => {
        if (r.resourceType() === "document") documents++;
      });
      await reload.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing & Plans");
      await expect(page).toHaveURL(/\/Pricing$/);
      expect(documents).toBe(1);
    });
  });
}

test.describe("desktop, 1280 px, keyboard", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a link opened with Enter is placed at its centre, not at 0,0", async ({ page }) => {
    await page.goto(`/?${IDS}`);
    await ready(page);
    const reports = await trackingReports(page);
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" });
    const at = await centreOf(page, link);
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/Pricing$/);
    await reports.waitFor(1);
    const [report] = reports.bodies();
    expect(Math.abs(report!.x_cord - at.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(report!.y_cord - at.y)).toBeLessThanOrEqual(1);
  });
});

test.describe("phone, 375 px, HTML-first pages", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("a page sent HTML first comes with its scripts when the address holds both ids, and its clicks are reported", async ({ page, baseURL }) => {
    await page.goto("/Pricing");
    expect(await isHtmlFirst(page)).toBe(true);
    await page.goto(`/Pricing?${IDS}`);
    expect(await isHtmlFirst(page)).toBe(false);
    await ready(page);
    const reports = await trackingReports(page);
    await page.locator(".site-header .brand img").click();
    await reports.waitFor(1);
    expect(reports.bodies()).toEqual([expect.objectContaining({ element: "A", button_name: "Vetan", pageurl: `${baseURL}/Pricing` })]);
  });
});
