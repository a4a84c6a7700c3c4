// The console's site settings in a real browser (issue 5): the superadmin edits an FAQ item and a visitor's
// /faq changes at once; moves it with the keyboard; changes a plan's price (the shared schema's message
// first) and /Pricing changes; the audit log shows both changes, readably, and filters. At 375 px the
// screens stay usable: a plan's features and a module's submodules are edited inline, a module and an SEO
// page are saved and /Pricing follows. Screens are photographed at 1280 and 375 px (build/<dir>/shots) and
// checked with axe.
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { CONSOLE, signInAsSuperadmin } from "./console-sign-in.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const SHOTS = join(process.env.WEB_BUILD_DIR ?? "build", "shots");

/** Opens a console screen from the navigation, as a person would. */
async function openScreen(page: Page, name: string, heading = name) {
  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.locator(".console-fallback")).toHaveCount(0);
}

/** A visitor with no session: answered from the page cache when the page is kept. */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

const toast = (page: Page, text: string) => page.locator(".toast", { hasText: text });

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("edit an FAQ item and a plan's price: /faq and /Pricing change at once, and the audit log shows both", async ({ page, browser }) => {
    const answer = `Yes. Try every Premium feature free for 14 days (${Date.now()}).`;
    const guest = await visitor(browser);
    // Kept pages first, so the change must drop them.
    for (const path of ["/faq", "/faq", "/Pricing", "/Pricing"]) await guest.page.goto(path);

    await signInAsSuperadmin(page);
    await openScreen(page, "FAQ");
    expect(await seriousViolations(page)).toEqual([]);

    // The shared schema's messages, before anything is sent.
    await page.getByRole("button", { name: "Add FAQ item" }).click();
    const newForm = page.getByRole("form", { name: "New FAQ item" });
    await expect(newForm.getByLabel("Question")).toBeFocused();
    await newForm.getByRole("button", { name: "Add FAQ item" }).click();
    await expect(newForm.getByText("Question is required")).toBeVisible();
    await expect(newForm.getByText("Answer is required")).toBeVisible();
    await expect(newForm.getByLabel("Question")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(newForm).toHaveCount(0);

    const first = page.locator("[data-site-item]").first();
    const question = (await first.locator(".site-item__title").textContent())!.trim();
    await page.getByRole("button", { name: `Edit ${question}` }).click();
    const form = page.getByRole("form", { name: "Edit FAQ item" });
    await form.getByLabel("Answer").fill(answer);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "FAQ item saved")).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Edit ${question}` })).toBeFocused();
    await expect(first.getByText(answer)).toBeVisible();
    await page.screenshot({ path: join(SHOTS, "console-faq-1280.png"), fullPage: true });

    await guest.page.goto("/faq");
    await expect(guest.page.locator(".faq-item").first()).toContainText(question);
    await expect(guest.page.getByText(answer)).toBeAttached();

    // Moved with the keyboard: focus stays on the moved item's button, and /faq follows.
    await page.getByRole("button", { name: `Move ${question} down` }).focus();
    await page.keyboard.press("Enter");
    await expect(toast(page, `Moved down: ${question}`)).toBeVisible();
    await expect(page.locator("[data-site-item]").nth(1).locator(".site-item__title")).toHaveText(question);
    await expect(page.getByRole("button", { name: `Move ${question} down` })).toBeFocused();
    await guest.page.goto("/faq");
    await expect(guest.page.locator(".faq-item").nth(1)).toContainText(question);

    // A plan's price: a bad one is refused beside the field, then a good one goes to /Pricing.
    await openScreen(page, "Plans");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Edit Premium" }).click();
    const plan = page.getByRole("form", { name: "Edit plan Premium" });
    const price = plan.getByLabel("Price per month (₹)");
    await expect(price).toHaveValue("4999");
    await price.fill("49,99");
    await plan.getByRole("button", { name: "Save plan" }).click();
    await expect(plan.getByText("Enter the price in rupees, like 4999 or 4999.50")).toBeVisible();
    await expect(price).toBeFocused();
    await price.fill("5499");
    await expect(plan.getByText("/Pricing shows ₹5,499 per month.")).toBeVisible();
    await page.screenshot({ path: join(SHOTS, "console-plan-edit-1280.png"), fullPage: true });
    await plan.getByRole("button", { name: "Save plan" }).click();
    await expect(toast(page, "Plan saved")).toBeVisible();
    await expect(page.locator("[data-site-item]", { hasText: "Premium" }).getByText("₹5,499.00")).toBeVisible();

    await guest.page.goto("/Pricing");
    const premium = guest.page.locator(".plan-card").filter({ has: guest.page.getByRole("heading", { name: "Premium", exact: true }) });
    await expect(premium.locator(".price")).toContainText("₹5,499");
    await guest.close();

    // The audit log: both changes, who made them, and what changed.
    await openScreen(page, "Audit log");
    const rows = page.locator(".audit-table tbody tr");
    const planRow = rows.filter({ hasText: "Plan edited" }).first();
    await expect(planRow).toContainText("Vetan Platform Admin");
    await expect(planRow).toContainText("XXXXXX0000");
    await expect(planRow.locator(".audit-from")).toHaveText("₹4,999.00");
    await expect(planRow.locator(".audit-to")).toHaveText("₹5,499.00");
    const faqRow = rows.filter({ hasText: "FAQ item edited" }).first();
    await expect(faqRow.locator(".audit-to")).toHaveText(answer);
    await expect(rows.filter({ hasText: "FAQ item reordered" })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, "console-audit-1280.png"), fullPage: true });

    await page.getByLabel("What").selectOption({ label: "Plans" });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/[?&]action=plan\./);
    await expect(page.getByRole("heading", { name: "Matching entries" })).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Plan edited");
  });

  test("plan modules and SEO pages: each screen at 1280 px", async ({ page }) => {
    await signInAsSuperadmin(page);
    for (const [name, heading, shot] of [
      ["Plan modules", "Plan modules", "console-modules-1280.png"],
      ["SEO pages", "SEO pages", "console-seo-1280.png"],
    ] as const) {
      await openScreen(page, name, heading);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, shot), fullPage: true });
    }
    await page.getByRole("button", { name: "Edit page id 3 (/faq)" }).click();
    await expect(page.getByRole("form", { name: "Edit page id 3" }).getByText("The FAQ page reads these settings.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  test("every screen fits; features and submodules are edited inline; a module and an SEO page reach /Pricing", async ({ page, browser }) => {
    await signInAsSuperadmin(page);
    for (const screen of ["faq", "plans", "modules", "seo", "audit"]) {
      await page.goto(`${CONSOLE}/${screen}`);
      await hydrated(page);
      await expect(page.locator(".console-fallback")).toHaveCount(0);
      expect(await fitsWidth(page), screen).toBe(true);
      await page.screenshot({ path: join(SHOTS, `console-${screen}-375.png`), fullPage: true });
    }

    // Features inline: add one, move it up with the keyboard, remove it; nothing is saved on Cancel.
    await page.goto(`${CONSOLE}/plans`);
    await hydrated(page);
    await page.getByRole("button", { name: "Edit Basic" }).click();
    const plan = page.getByRole("form", { name: "Edit plan Basic" });
    const features = plan.locator("[data-row]");
    const before = await features.count();
    await plan.getByRole("button", { name: "Add feature" }).click();
    await expect(features).toHaveCount(before + 1);
    await expect(plan.getByLabel(`Feature ${before + 1}, Name`)).toBeFocused();
    await page.keyboard.type("Payroll on the phone");
    await plan.getByRole("button", { name: "Move Payroll on the phone up" }).focus();
    await page.keyboard.press("Enter");
    await expect(plan.getByRole("button", { name: "Move Payroll on the phone up" })).toBeFocused();
    await expect(plan.getByLabel(`Feature ${before}, Name`)).toHaveValue("Payroll on the phone");
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: join(SHOTS, "console-plan-edit-375.png"), fullPage: true });
    await plan.getByRole("button", { name: "Remove Payroll on the phone" }).click();
    await expect(features).toHaveCount(before);
    await plan.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("button", { name: "Edit Basic" })).toBeFocused();

    // A submodule's tiers: Basic now includes the last submodule of the last module.
    await page.goto(`${CONSOLE}/modules`);
    await hydrated(page);
    const last = page.locator("[data-site-item]").last();
    const moduleName = (await last.locator(".site-item__title").textContent())!.trim();
    await last.getByRole("button", { name: `Edit ${moduleName}` }).click();
    const module = page.getByRole("form", { name: `Edit module ${moduleName}` });
    const rows = module.locator("[data-row]");
    const n = await rows.count();
    const submodule = await module.getByLabel(`Submodule ${n}, Name`).inputValue();
    await rows.last().getByLabel("Basic").check();
    await rows.last().getByLabel("Premium").check();
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: join(SHOTS, "console-module-edit-375.png"), fullPage: true });
    await module.getByRole("button", { name: "Save module" }).click();
    await expect(toast(page, "Module saved")).toBeVisible();

    // The pricing page's title comes from SEO page id 5.
    await page.goto(`${CONSOLE}/seo`);
    await hydrated(page);
    await page.getByRole("button", { name: "Edit page id 5 (/Pricing)" }).click();
    const seo = page.getByRole("form", { name: "Edit page id 5" });
    await seo.getByLabel("Title").fill("Vetan plans in rupees, compared");
    await seo.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Settings for page id 5 saved")).toBeVisible();

    const guest = await visitor(browser);
    await guest.page.goto("/Pricing");
    await expect(guest.page).toHaveTitle("Vetan plans in rupees, compared");
    const table = guest.page.locator("details.plan-module", { hasText: moduleName });
    await table.locator("summary").click();
    const row = table.locator("tr", { hasText: submodule });
    await expect(row.getByRole("img", { name: "Included" })).toHaveCount(3);
    await guest.close();
  });
});
