// The expense report in a real browser (issue 18), on the demo firm's quarter of claims:
//  A. the admin finds it from the claims, sees this tax year by category (the chart, said in words, over the
//     table), groups by month, downloads the workbook; a range that ends before it starts is said beside
//     To, and nothing is asked of the server; the screen is photographed at 1280, 820 and 375 px and axe
//     finds nothing serious at each;
//  B. Arjun, a manager, sees his direct reports' claims alone; Meera, with no one reporting to her, is
//     refused in words.
import { join } from "node:path";
import { seriousViolations } from "./axe.ts";
import { loaded, openApp, PHONE, signIn } from "./app-steps.ts";
import { expect, test } from "./fixtures.ts";

const SHOTS = join("test-results", "screens");

test("A: the admin groups the year's claims by month, downloads them, and is told when the range is backwards", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "admin");
  await openApp(page, "/app/expenses", "Expense claims");
  await page.getByRole("link", { name: /^Expense report/ }).click();
  await loaded(page, "Expense report");
  await expect(page.getByText(/^Everyone in the firm: [\d,]+ claims with [\d,]+ items, approved or paid\.$/)).toBeVisible();
  // The chart is an image named with every figure in words; the table holds the same groups.
  const chart = page.getByRole("img", { name: /^Claimed by category/ });
  await expect(chart).toBeVisible();
  const table = page.getByRole("table", { name: /^Expense claims by category/ });
  const rows = table.locator("tbody tr");
  expect(await rows.count()).toBeGreaterThan(1);
  const firstCategory = (await rows.first().locator("th").textContent()) ?? "";
  await expect(chart).toHaveAccessibleName(new RegExp(`^Claimed by category ${firstCategory}: ₹[\\d,]+\\.\\d\\d claimed; `));

  await page.getByLabel("Group by").selectOption({ label: "Month" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/group=month/);
  await expect(page.getByRole("heading", { name: /^By month, / })).toBeVisible();
  await expect(page.getByRole("table", { name: /^Expense claims by month/ })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download XLSX of the expense report" }).click();
  expect((await download).suggestedFilename()).toMatch(/^vetan-expenses-by-month-\d{4}-04-01-to-\d{4}-03-31\.xlsx$/);

  for (const width of [1280, 820, PHONE]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing wider than the screen: the form wraps, the table turns into cards on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: join(SHOTS, `app-expense-report-${width}.png`), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  }

  // A backwards range: the shared schema's words beside To; no report asked for.
  let asked = 0;
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/v1/expenses/report") asked++;
  });
  await page.getByLabel("From", { exact: true }).fill("2026-10-01");
  await page.getByLabel("To", { exact: true }).fill("2026-09-01");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.locator("#report-to-error")).toHaveText("To must be on or after From");
  await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("table", { name: /^Expense claims by/ })).toHaveCount(0);
  expect(asked).toBe(0);
  await page.screenshot({ path: join(SHOTS, `app-expense-report-error-${PHONE}.png`), fullPage: true });
});

test("B: a manager sees his direct reports alone; an employee is refused", async ({ page }) => {
  await page.setViewportSize({ width: PHONE, height: 900 });
  await signIn(page, "arjun");
  await openApp(page, "/app/expenses/report?group=employee", "Expense report");
  await expect(page.getByText(/^The people who report to you directly: /)).toBeVisible();
  await expect(page.getByRole("table", { name: /^Expense claims by employee/ }).getByText(/^Meera Iyer/)).toBeVisible();

  // Meera has no one reporting to her: the server refuses her (the claims page offers her no link; its
  // payouts panel's own refusal would fail this journey's console check, so it is asked here directly).
  await page.context().clearCookies();
  await signIn(page, "meera");
  const refused = await page.request.get("/api/v1/expenses/report");
  expect(refused.status()).toBe(403);
  expect((await refused.json()).result).toBe("The expense report is for managers, HR and admins.");
});
