// Leave in a real browser, one journey in order (one database: the request B approves is the one A sent):
//  0. The firm has a leave type with a balance and the sandwich rule. The demo's types come from the
//     templates (none of those with a balance has the rule), so the admin gives one — earned leave, else
//     casual — new rules from today with the sandwich rule ticked, through Settings, Leave.
//  A. Meera, on a phone, applies for that leave from a Friday to a Monday: the preview counts the weekend
//     between by the sandwich rule, day by day, with her balance before and after; she sends it, and her
//     available days drop by the days counted.
//  B. Arjun, her manager, on a phone, sees it waiting on his team calendar, approves it from the approvals
//     inbox, and then sees it approved on the calendar and on her leave screen with the days taken off.
//  C. Meera cancels the approved leave (after a confirmation) and the days come back.
//  D. Rohit (firm-wide HR), at a desk, opens Settings, Leave, Year end, previews casual leave's last year
//     and, when it is still open, closes it and follows the progress bar to done; the year then shows closed.
// Every /app leave screen is also photographed and checked with axe at three widths in people.spec.ts (E).
import type { Page } from "@playwright/test";
import { addDays, formatDay, indiaToday } from "../packages/shared/src/dates.ts";
import type { LeaveTypeView } from "../packages/shared/src/leave.ts";
import { appNav, DESKTOP, loaded, openApp, PHONE, signIn, toast } from "./app-steps.ts";
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

const PHONE_SIZE = { width: PHONE, height: 900 };
const DESKTOP_SIZE = { width: DESKTOP, height: 900 };

/** The type A applies for (0 finds or makes it). */
let sandwich: { id: string; code: string; name: string } | null = null;
/** What A sent, for B and C. */
let asked: { from: string; to: string; days: number; title: string; availableBefore: number } | null = null;

const dayName = (day: string) => new Intl.DateTimeFormat("en-IN", { weekday: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/** The "N days available" figure on a type's balance card. */
async function available(page: Page, typeName: string): Promise<number> {
  const card = page.locator(".leave-card").filter({ has: page.locator(".leave-type__name", { hasText: new RegExp(`^${typeName}$`) }) });
  const text = await card.locator(".leave-card__figure").innerText();
  return Number(text.replace(/,/g, ""));
}

test("0: the firm has a leave type with the sandwich rule (the admin gives one new rules from today if not)", async ({ page }) => {
  await page.setViewportSize(DESKTOP_SIZE);
  await signIn(page, "admin");
  const answer = await page.request.get("/api/v1/leave/types");
  expect(answer.status()).toBe(200);
  const types = ((await answer.json()) as { data: LeaveTypeView[] }).data.filter((t) => !t.archived);
  const open = (t: LeaveTypeView) => t.policy.tracks_balance && t.policy.genders.length === 0 && t.workspace_ids.length + t.department_ids.length + t.grades.length + t.employment_types.length === 0;
  let chosen = types.find((t) => open(t) && t.policy.sandwich && t.policy.half_days);
  if (!chosen) {
    const base = types.find((t) => t.code === "EL" && open(t)) ?? types.find((t) => t.code === "CL" && open(t));
    expect(base, "an earned or casual leave type in the demo firm").toBeTruthy();
    await openApp(page, "/app", /^Hello, /);
    await appNav(page).getByRole("link", { name: "Leave", exact: true }).click();
    await loaded(page, "Leave");
    const card = page.locator(".leave-type-card").filter({ has: page.locator(".leave-type__name", { hasText: new RegExp(`^${base!.name}$`) }) });
    await card.getByRole("button", { name: `New rules from a date for ${base!.name}` }).click();
    const form = card.getByRole("form", { name: /^New rules from a date/ });
    await expect(form.getByLabel("Applies from")).toHaveValue(indiaToday());
    // Prefilled with the rules in force: only the sandwich rule changes.
    await expect(form.getByLabel("Days a year")).toHaveValue(String(base!.policy.per_year));
    await form.getByLabel(/^Sandwich rule/).check();
    await form.getByRole("button", { name: "Save the new rules" }).click();
    await expect(toast(page, `New rules for ${base!.code} from ${indiaToday()} saved.`)).toBeVisible();
    await expect(card.locator(".att-tag", { hasText: "Sandwich rule" })).toBeVisible();
    await expect(form).toHaveCount(0);
    chosen = base;
  }
  sandwich = { id: chosen!.id, code: chosen!.code, name: chosen!.name };
});

test("A: Meera applies from a Friday to a Monday; the preview counts the weekend by the sandwich rule; she sends it", async ({ page }) => {
  expect(sandwich, "0's leave type").not.toBeNull();
  const type = sandwich!;
  await page.setViewportSize(PHONE_SIZE);
  await signIn(page, "meera");
  await openApp(page, "/app", /^Hello, /);
  await appNav(page).getByRole("link", { name: "My leave" }).click();
  await loaded(page, "My leave");
  const before = await available(page, type.name);

  const apply = page.getByRole("form", { name: "Apply for leave" });
  await apply.getByLabel("Leave type").selectOption(type.id);
  const status = apply.locator(".leave-preview__status");
  await expect(status).toHaveText("Choose the leave type and the dates to see the days that will count.");

  // Fridays from eight days on (earned leave wants a week's notice), until one is free and the sandwich
  // rule counts the weekend between (a holiday or a request already made moves it along).
  let friday = addDays(indiaToday(), 8);
  while (dayName(friday) !== "Friday") friday = addDays(friday, 1);

  // One day: To follows From, and the halves become one choice; the first half alone counts half a day.
  await apply.getByLabel("From", { exact: true }).fill(friday);
  await expect(apply.getByLabel("To", { exact: true })).toHaveValue(friday);
  await apply.getByLabel("Which part of the day").selectOption({ label: "First half only (morning)" });
  await expect(status).toHaveText(/will count/);
  const half = await status.innerText();
  // (A holiday on that Friday counts nothing at all.)
  if (!half.startsWith("0 days")) expect(half).toMatch(/^0\.5 days will count/);
  let found: { from: string; to: string; days: number } | null = null;
  for (let tries = 0; tries < 8 && !found; tries++, friday = addDays(friday, 7)) {
    const monday = addDays(friday, 3);
    await apply.getByLabel("From", { exact: true }).fill(friday);
    await expect(apply.getByLabel("To", { exact: true })).toHaveValue(friday);
    await apply.getByLabel("To", { exact: true }).fill(monday);
    await expect(status).toHaveText(/will count/);
    const words = await status.innerText();
    const rows = apply.locator(".leave-days__table tbody tr");
    const sandwiched = await rows.filter({ hasText: "sandwich rule" }).count();
    if (words.includes("stops") || sandwiched === 0) continue;
    found = { from: friday, to: monday, days: Number(/^([\d.]+) days? will count/.exec(words)?.[1]) };
  }
  expect(found, "a free Friday-to-Monday in the next two months").not.toBeNull();
  const { from, to, days } = found!;

  // Day by day: the Saturday and Sunday count, each saying why; the balance before and after.
  const rows = apply.locator(".leave-days__table tbody tr");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText(/weekly off, counted: between leave days \(sandwich rule\)/);
  await expect(rows.nth(2)).toContainText(/sandwich rule/);
  await expect(apply.locator(".leave-preview__working")).toContainText("counted by the sandwich rule");
  await expect(apply.locator(".leave-preview__balance")).toContainText(`Your ${type.code} balance:`);
  expect(days).toBe(4);
  expect(await seriousViolations(page), "axe with the preview open").toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), "sideways scroll at 375 px").toBeLessThanOrEqual(0);

  // Sent with no reason: the shared schema's words beside the field, and nothing sent.
  await apply.getByRole("button", { name: "Send for approval" }).click();
  await expect(apply.getByText("Reason is required")).toBeVisible();
  await expect(apply.getByLabel("Reason")).toBeFocused();
  await apply.getByLabel("Reason").fill("Family wedding in Kochi over the weekend");
  await apply.getByRole("button", { name: "Send for approval" }).click();
  await expect(toast(page, `Sent for approval: ${type.name}, ${days} days.`)).toBeVisible();
  await expect(apply.locator(".leave-sent")).toContainText(`${formatDay(from)} to ${formatDay(to)}`);

  const request = page.locator(".leave-request").filter({ hasText: `${formatDay(from)} to ${formatDay(to)}` });
  await expect(request.locator(".request-status")).toHaveText("Waiting for approval");
  await expect.poll(() => available(page, type.name)).toBe(before - days);
  asked = { from, to, days, title: `${type.name}, ${days} days (${formatDay(from)} to ${formatDay(to)}): Meera Iyer (EMP0003)`, availableBefore: before };
});

test("B: Arjun sees it waiting on his team calendar, approves it, and sees it approved with the days taken", async ({ page }) => {
  expect(asked, "A's request").not.toBeNull();
  const type = sandwich!;
  await page.setViewportSize(PHONE_SIZE);
  await signIn(page, "arjun");
  const calendar = `/app/leave/calendar?month=${asked!.from.slice(0, 7)}`;
  await openApp(page, calendar, "Team calendar");
  // On a phone the month is a list of the days someone is away.
  const friday = page.locator(`.leave-daylist__day[data-day="${asked!.from}"]`);
  const meera = friday.locator("li").filter({ hasText: "Meera Iyer" });
  await expect(meera).toContainText("Pending");
  await expect(page.locator(".leave-grid")).toBeHidden();

  await openApp(page, "/app/approvals", "Waiting for me");
  await page.getByRole("link", { name: asked!.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: asked!.title })).toBeVisible();
  await expect(page.getByText("Family wedding in Kochi over the weekend")).toBeVisible();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Approved")).toBeVisible();
  await expect(page.locator(".request-status").first()).toHaveText("Approved");

  await openApp(page, calendar, "Team calendar");
  await expect(meera).toBeVisible();
  await expect(meera).not.toContainText("Pending");
  await expect(friday.locator(".leave-daylist__count")).toContainText("away (approved)");

  // Her leave, as her manager sees it: approved, and the days off what she has.
  await meera.getByRole("link", { name: "Meera Iyer" }).click();
  await loaded(page, "Meera Iyer's leave");
  await expect(page.getByRole("form", { name: /^Apply for leave/ })).toHaveCount(0);
  const request = page.locator(".leave-request").filter({ hasText: `${formatDay(asked!.from)} to ${formatDay(asked!.to)}` });
  await expect(request.locator(".request-status")).toHaveText("Approved");
  expect(await available(page, type.name)).toBe(asked!.availableBefore - asked!.days);
});

test("C: Meera cancels the approved leave and the days come back", async ({ page }) => {
  expect(asked, "A's request").not.toBeNull();
  const type = sandwich!;
  await page.setViewportSize(PHONE_SIZE);
  await signIn(page, "meera");
  await openApp(page, "/app/leave", "My leave");
  const request = page.locator(".leave-request").filter({ hasText: `${formatDay(asked!.from)} to ${formatDay(asked!.to)}` });
  await expect(request.locator(".request-status")).toHaveText("Approved");
  await request.getByRole("button", { name: /^Cancel leave/ }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this leave?" });
  await expect(dialog).toContainText(`The ${asked!.days} days come back to the balance`);
  // Keeping it changes nothing.
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(dialog).toBeHidden();
  await expect(request.locator(".request-status")).toHaveText("Approved");

  await request.getByRole("button", { name: /^Cancel leave/ }).click();
  await page.getByRole("dialog", { name: "Cancel this leave?" }).getByRole("button", { name: "Cancel leave" }).click();
  await expect(toast(page, `Leave cancelled: ${asked!.days} days back to the balance.`)).toBeVisible();
  await expect(request.locator(".request-status")).toHaveText("Cancelled");
  await expect(request.getByRole("button", { name: /^Cancel leave/ })).toHaveCount(0);
  await expect.poll(() => available(page, type.name)).toBe(asked!.availableBefore);
});

test("D: Rohit previews casual leave's last year in Settings, Leave, Year end, and closes it if still open", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP_SIZE);
  await signIn(page, "hr");
  await openApp(page, "/app", /^Hello, /);
  await appNav(page).getByRole("link", { name: "Leave", exact: true }).click();
  await loaded(page, "Leave");
  await page.getByRole("link", { name: "Year end" }).click();
  await expect(page).toHaveURL(/tab=year-end/);
  await loaded(page, "Leave");

  const types = page.getByLabel("Leave type");
  const casual = (await types.locator("option").allInnerTexts()).find((o) => o.startsWith("Casual leave")) ?? (await types.locator("option").first().innerText());
  await types.selectOption({ label: casual });
  const lastYear = String(Number(indiaToday().slice(0, 4)) - 1);
  const years = page.getByLabel("Leave year");
  const label = (await years.locator("option").allInnerTexts()).find((o) => o.startsWith(lastYear));
  expect(label, `the year ${lastYear} offered`).toBeTruthy();
  await years.selectOption({ label: label! });
  await page.getByRole("button", { name: "Show" }).click();
  const name = casual.replace(/ \([A-Z0-9]+\)$/, "");
  const panel = page.getByRole("region", { name: `${name}, ${lastYear}` });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("table")).toBeVisible();
  await expect(panel.locator(".att-totals")).toContainText("People");
  expect(await seriousViolations(page), "axe on the year end").toEqual([]);

  const close = panel.getByRole("button", { name: "Close the year" });
  if (await close.isEnabled()) {
    await close.click();
    const dialog = page.getByRole("dialog", { name: new RegExp(`^Close ${lastYear}`) });
    await expect(dialog).toContainText("This cannot be undone.");
    await dialog.getByRole("button", { name: "Close the year" }).click();
    await expect(panel.locator(".leave-job progress")).toBeVisible();
    await expect(panel.locator(".leave-job output")).toHaveText(/^Done: [\d,]+ people closed/, { timeout: 90_000 });
    await expect(panel.locator(".leave-job progress")).toHaveAttribute("value", "100");
  }
  await expect(panel.getByText(/^Closed on /)).toBeVisible();
  await expect(close).toBeDisabled();
  await expect(years.locator("option", { hasText: `${lastYear} (closed)` })).toHaveCount(1);
});
