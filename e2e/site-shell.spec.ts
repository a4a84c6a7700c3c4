import { expect, hydrated, test } from "./fixtures.ts";

test.describe("phone, 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the nav collapses into a toggle that opens a menu with a close button", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
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

  test("menu links navigate on the client", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    let documents = 0;
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents++;
    });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/Pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing & Plans");
    expect(documents).toBe(0);
  });
});

test.describe("desktop, 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("shows the full nav, the figures, and becomes sticky once scrolled", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
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
    await hydrated(page);
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
