import { expect, holdRequests, isHtmlFirst, pageReady, test } from "./fixtures.ts";

test.describe("phone, 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the nav collapses into a toggle that opens a menu with a close button", async ({ page }) => {
    await page.goto("/");
    await pageReady(page);
    await expect(page.locator(".site-nav")).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  // On a page that hydrates (the contact form): the menu's links navigate on the client and close it.
  test("menu links navigate on the client", async ({ page }) => {
    await page.goto("/contact_us");
    await pageReady(page);
    let documents = 0;
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents++;
    });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/Pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing & Plans");
    expect(documents).toBe(0);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("the open menu takes focus, keeps Tab inside it, and Escape closes it and returns focus to the toggle", async ({ page }) => {
    await page.goto("/Pricing");
    await pageReady(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    const close = menu.getByRole("button", { name: "Close menu" });
    await expect(close).toBeFocused();
    // Close, Home, Pricing, About Us, Blogs, Login: six stops, then back to the first.
    const names: string[] = [];
    for (let i = 0; i < 7; i++) {
      names.push(await page.evaluate(() => (document.activeElement?.textContent ?? "").trim()));
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
    }
    expect(names).toEqual(["Close menu", "Home", "Pricing", "About Us", "Blogs", "Login", "Close menu"]);
    // Shift+Tab from the first goes round to the last.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(menu.getByRole("link", { name: "Login" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the menu works as soon as it shows: before the page has finished loading", async ({ page }) => {
    // The hero picture held back: the page has not loaded, and an HTML-first page has no other script to wait for.
    const release = await holdRequests(page, "**/images/home/hero.svg");
    await page.goto("/", { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    release();
  });
});

test.describe("phone, 375 px, without JavaScript", () => {
  test.use({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });

  for (const path of ["/", "/Pricing", "/Blogs", "/contact_us"]) {
    test(`${path}: the menu opens and closes with no script at all`, async ({ page }) => {
      await page.goto(path);
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link", { name: "Pricing" })).toBeVisible();
      await menu.getByRole("button", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();
      // Escape closes it too.
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
    });
  }

  test("accordions open by keyboard: the plans' modules and the FAQ", async ({ page }) => {
    await page.goto("/Pricing");
    const module = page.locator("details.plan-module").first();
    await module.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(module.locator("table")).toBeVisible();
    await page.keyboard.press("Space");
    await expect(module.locator("table")).toBeHidden();
    await page.goto("/faq");
    const item = page.locator("details.faq-item").first();
    await item.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(item.locator(".faq-item__answer")).toBeVisible();
  });
});

test.describe("HTML first", () => {
  test.use({ viewport: { width: 375, height: 800 } });
  const HTML_FIRST = ["/", "/Pricing", "/About_us", "/faq", "/privacy_policy", "/refund_policy", "/cancellation_policy", "/terms_condition", "/Leave_Management", "/payroll-software-india", "/no-such-page"];

  test("the public pages ask for no script at all; the contact form still hydrates", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    for (const path of HTML_FIRST) {
      await page.goto(path);
      await page.waitForLoadState("load");
      await pageReady(page);
      expect(await isHtmlFirst(page), path).toBe(true);
      // Give a deferred script its chance to show up.
      await page.waitForTimeout(300);
      expect(scripts, path).toEqual([]);
    }
    await page.goto("/contact_us");
    await pageReady(page);
    expect(await isHtmlFirst(page)).toBe(false);
    expect(scripts.length).toBeGreaterThan(3);
  });
});

test.describe("desktop, 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("shows the full nav, the figures, and becomes sticky once scrolled", async ({ page }) => {
    await page.goto("/");
    await pageReady(page);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Pricing", "About Us", "Blogs", "Login"]) await expect(nav.getByRole("link", { name })).toBeVisible();
    for (const figure of ["200+", "1000+", "40+"]) await expect(page.getByText(figure, { exact: true })).toBeVisible();
    await expect(page.locator(".site-header")).not.toHaveClass(/is-sticky/);
    await page.mouse.wheel(0, 600);
    await expect(page.locator(".site-header")).toHaveClass(/is-sticky/);
  });

  test("pricing opens a module's table of ticks and crosses", async ({ page }) => {
    await page.goto("/Pricing");
    await pageReady(page);
    await expect(page.locator(".plan-card")).toHaveCount(3);
    await expect(page.locator(".plan-card").nth(2).locator(".ribbon")).toHaveText("New");
    const first = page.locator("details.plan-module").first();
    await first.locator("summary").click();
    await expect(first.locator("table")).toBeVisible();
    const marks = await first.locator("td [role=img]").count();
    expect(marks).toBeGreaterThan(0);
  });

  test("an unknown page is a real 404 page", async ({ page }) => {
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });
});
