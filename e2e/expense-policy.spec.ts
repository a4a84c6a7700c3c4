// The expense policy screen in a real browser (issue 18):
//  A. Ananya (admin), at a desk, raises the lodging limit in metros: a negative amount is refused beside the
//     field before anything is sent, the claim window too; she saves, the screen reads back what the server
//     kept, and she puts the limit back (other journeys' claims meet the demo policy).
//  B. Rohit (HR) reads the same policy with every control disabled and no Save.
//  C. Meera's claim form tells her the window before she sends: the date picker starts at its first day.
// The screen is photographed and checked with axe at 375, 820 and 1280 px.
import { join } from "node:path";
import { addDays, formatDay, indiaToday } from "../packages/shared/src/dates.ts";
import { seriousViolations } from "./axe.ts";
import { DESKTOP, loaded, openApp, PHONE, signIn, toast } from "./app-steps.ts";
import { expect, test } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });
const SHOTS = join("test-results", "screens");
const PATH = "/app/settings/expenses";

test("A: the admin changes a limit, is told beside the field about a bad value, and saves", async ({ page }) => {
  await page.setViewportSize({ width: DESKTOP, height: 900 });
  await signIn(page, "admin");
  await openApp(page, "/app/expenses", "Expense claims");
  await page.getByRole("link", { name: "Expense policy" }).first().click();
  await loaded(page, "Expense policy");
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));

  const lodging = page.getByRole("group", { name: "Limit 2: Lodging, tier 1" });
  const perDay = lodging.getByLabel("Per day (₹)");
  await expect(perDay).toHaveValue("6,000");
  await perDay.fill("-6,500");
  const claimWindow = page.getByLabel("Claim window (days)");
  await claimWindow.fill("0");
  await page.getByRole("button", { name: "Save the policy" }).click();
  await expect(lodging.getByText("Limit per day cannot be negative")).toBeVisible();
  await expect(perDay).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("The window is at least 1 day")).toBeVisible();
  expect(await seriousViolations(page), "axe with the messages shown").toEqual([]);

  await perDay.fill("6,500");
  await claimWindow.fill("60");
  await expect(page.getByText(`claimed today, the earliest is ${formatDay(addDays(indiaToday(), -60))}`)).toBeVisible();
  await page.getByRole("button", { name: "Save the policy" }).click();
  await expect(toast(page, "Expense policy saved.")).toBeVisible();
  await page.reload();
  await loaded(page, "Expense policy");
  await expect(page.getByRole("group", { name: "Limit 2: Lodging, tier 1" }).getByLabel("Per day (₹)")).toHaveValue("6,500");
  await expect(page.getByLabel("Claim window (days)")).toHaveValue("60");

  for (const width of [375, 820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SHOTS, `app-settings-expenses-${width}.png`), fullPage: true });
    // Nothing wider than the screen: the page scrolls only downwards.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `fits ${width} px`).toBe(true);
    expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
  }

  // Back to the demo's policy.
  await page.setViewportSize({ width: DESKTOP, height: 900 });
  await page.getByRole("group", { name: "Limit 2: Lodging, tier 1" }).getByLabel("Per day (₹)").fill("6,000");
  await page.getByLabel("Claim window (days)").fill("90");
  await page.getByRole("button", { name: "Save the policy" }).click();
  await expect(toast(page, "Expense policy saved.")).toBeVisible();
});

test("B: HR reads the policy, every control disabled and nothing to save", async ({ page }) => {
  await page.setViewportSize({ width: DESKTOP, height: 900 });
  await signIn(page, "hr");
  await openApp(page, PATH, "Expense policy");
  await expect(page.getByText("The policy is kept by your firm's admins; you can read it here.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Limit 2: Lodging, tier 1" }).getByLabel("Per day (₹)")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save the policy" })).toHaveCount(0);
  expect(await seriousViolations(page), "axe for a reader").toEqual([]);
});

test("C: the claim form's date starts at the window's first day, and says so", async ({ page }) => {
  await page.setViewportSize({ width: PHONE, height: 900 });
  await signIn(page, "meera");
  await openApp(page, "/app/expenses/new", "New claim");
  const date = page.getByRole("group", { name: "Item 1" }).getByLabel("Date");
  const first = addDays(indiaToday(), -90);
  await expect(date).toHaveAttribute("min", first);
  await expect(date).toHaveAttribute("max", indiaToday());
  await expect(page.getByText(`From ${formatDay(first)} to today: the firm takes bills up to 90 days old.`)).toBeVisible();
});
