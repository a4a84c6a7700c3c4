// The console's leads and firms in a real browser (issue 5, "Leads and firms"): a visitor sends the Talk to
// Us form; the superadmin signs in, finds that lead first in the inbox and by search, sets its status and
// notes (saved, toasted, still there after a reload), filters by status and downloads the CSV of that
// filter; then opens a firm's page from the firms list and sets its plan. Screens are photographed at
// 1280 px and 375 px (build/<dir>/shots) and checked with axe.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { parseCsv } from "../apps/server/test/support/csv.ts";
import { seriousViolations } from "./axe.ts";
import { CONSOLE, signInAsSuperadmin } from "./console-sign-in.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const SHOTS = join(process.env.WEB_BUILD_DIR ?? "build", "shots");
const FIRM = "Sahyadri Textiles Private Limited";

/** A visitor's Talk to Us request, sent through the real form. */
async function sendTalkToUs(page: Page, name: string, email: string) {
  await page.goto("/contact_us");
  await hydrated(page);
  const field = (n: string) => page.locator(`.contact-form [name="${n}"]`);
  await field("name").fill(name);
  await field("email").fill(email);
  await field("mobile").fill("9876501234");
  await field("organizationName").fill("Venkatesan Handlooms, Kanchipuram");
  await field("organizationType").selectOption("Partnership Firm");
  await field("organizationAge").fill("1998");
  await field("organizationGST").fill("33ABCPE1234F1ZI");
  await field("address").fill("14 Gandhi Road, Kanchipuram, Tamil Nadu 631501");
  await field("telephone").fill("04427222222");
  await field("teamSize").selectOption("51–200 employees");
  await page.getByRole("button", { name: "Send request" }).click();
  const dialog = page.getByRole("dialog", { name: "Success" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "OK" }).click();
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a Talk to Us request becomes the newest lead; the superadmin works it, exports it, and sets a firm's plan", async ({ page }) => {
    const stamp = Date.now().toString(36);
    const name = `Lakshmi Venkatesan ${stamp}`;
    const email = `lakshmi.${stamp}@handlooms.example`;
    await sendTalkToUs(page, name, email);

    await signInAsSuperadmin(page);
    await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Leads" }).click();
    await expect(page).toHaveURL(`${CONSOLE}/leads`);
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();

    // Newest first: the visitor's request heads the inbox, as New.
    const list = page.getByRole("list", { name: "Leads, newest first" });
    const first = list.getByRole("listitem").first();
    await expect(first.locator(".lead__name")).toHaveText(name);
    await expect(first.locator(".lead-status")).toHaveText("New");

    // And search finds it by its email, in any case.
    await page.getByLabel("Search leads").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(email.toUpperCase()).replace(/\./g, "\\.")}`));
    await expect(list.getByRole("listitem")).toHaveCount(1);
    const lead = list.getByRole("listitem").first();
    await lead.locator("summary").click();
    await expect(lead.getByRole("link", { name: email })).toBeVisible();
    await expect(lead.locator(".lead-facts")).toContainText("14 Gandhi Road, Kanchipuram, Tamil Nadu 631501");
    await expect(lead.locator(".lead-facts")).toContainText("33ABCPE1234F1ZI");
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, "leads-1280.png"), fullPage: true });

    // Work it: status and notes, saved with a toast, kept after a reload.
    const notes = `Called on ${stamp}. Wants payroll for 120 weavers; budget ₹40,000 a month. Demo on Friday.`;
    await lead.getByLabel("Status").selectOption("qualified");
    await lead.getByLabel("Notes").fill(notes);
    await expect(lead.getByText("Not saved yet")).toBeVisible();
    await lead.getByRole("button", { name: "Save" }).click();
    await expect(page.locator(".toast--success", { hasText: `Saved ${name}'s lead.` })).toBeVisible();
    await expect(lead.locator(".lead-status")).toHaveText("Qualified");
    await expect(lead.getByText("Not saved yet")).toBeHidden();
    await page.reload();
    await hydrated(page);
    const again = page.getByRole("list", { name: "Leads, newest first" }).getByRole("listitem").first();
    await expect(again.locator(".lead-status")).toHaveText("Qualified");
    await again.locator("summary").click();
    await expect(again.getByLabel("Notes")).toHaveValue(notes);
    await expect(again.getByLabel("Status")).toHaveValue("qualified");

    // Filter by status; the CSV is that filter's, UTF-8 with a BOM, and holds the work done.
    await page.getByLabel("Search leads").fill("");
    await page.locator("#lead-status").selectOption("qualified");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/status=qualified/);
    await expect(page.getByRole("heading", { name: "Matching leads" })).toBeVisible();
    await expect(page.locator(".lead__name", { hasText: name })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^vetan-leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString("utf8").slice(1));
    expect(rows[0]?.slice(0, 5)).toEqual(["Received (IST)", "Status", "Name", "Email", "Mobile"]);
    expect(rows.slice(1).every((r) => r[1] === "qualified")).toBe(true);
    const exported = rows.find((r) => r[2] === name);
    expect(exported).toBeDefined();
    expect(exported?.[3]).toBe(email);
    expect(exported?.[5]).toBe("Venkatesan Handlooms, Kanchipuram");
    expect(exported?.[12]).toBe(notes);
    // Clear goes back to every lead.
    await page.getByRole("link", { name: "Clear" }).click();
    await expect(page).toHaveURL(`${CONSOLE}/leads`);
    await expect(page.getByRole("heading", { name: "All leads" })).toBeVisible();
    await expect(page.locator("#lead-status")).toHaveValue("");

    // Firms: the list, then the firm's page with its people and its plan.
    await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Firms" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Firms" })).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(FIRM) });
    // The demo firm is on Enterprise (decision 031), so every other journey may use every module.
    await expect(row).toContainText("Enterprise");
    await expect(row).toContainText("Ananya Kulkarni");
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, "firms-1280.png"), fullPage: true });
    await page.getByLabel("Search firms").fill("sahyadri");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
    await page.getByRole("link", { name: FIRM }).click();

    await expect(page.getByRole("heading", { level: 1, name: FIRM })).toBeVisible();
    const members = page.locator("#members");
    for (const person of ["Ananya Kulkarni", "Rohit Deshmukh", "Meera Iyer"]) await expect(members.getByText(person)).toBeVisible();
    await expect(members).toContainText("XXXXXX0003");
    await expect(members).not.toContainText("9800000003");
    const plan = page.getByLabel("Subscription plan");
    const enterprise = (await plan.locator("option:checked").textContent())!;
    expect(enterprise).toContain("Enterprise");
    // Another plan, saved and shown; then Enterprise again, since the journeys after this one share the firm.
    const choice = (await plan.locator("option", { hasText: "Premium" }).textContent())!;
    for (const label of [choice, enterprise]) {
      await plan.selectOption({ label });
      await page.getByRole("button", { name: "Save plan" }).click();
      await expect(page.locator(".toast--success", { hasText: `${FIRM} is now on ${label}.` })).toBeVisible();
      await expect(page.locator(".dash-stat", { hasText: "Plan" }).locator("dd")).toHaveText(label);
      if (label === choice) {
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: join(SHOTS, "firm-1280.png"), fullPage: true });
      }
    }

    await page.getByRole("link", { name: "← All firms" }).click();
    await expect(page.getByRole("row", { name: new RegExp(FIRM) })).toContainText(enterprise);
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the inbox, the firms list and a firm's page fit a phone", async ({ page, consoleProblems }) => {
    await sendTalkToUs(page, "Arjun Bhattacharya", "arjun@kolkatajute.example");
    await signInAsSuperadmin(page);
    for (const [path, heading, shot] of [
      [`${CONSOLE}/leads`, "Leads", "leads-375.png"],
      [`${CONSOLE}/firms`, "Firms", "firms-375.png"],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const first = page.locator(".lead summary").first();
      if (await first.isVisible()) await first.click();
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.screenshot({ path: join(SHOTS, shot), fullPage: true });
    }
    await page.getByRole("link", { name: FIRM }).click();
    await expect(page.getByRole("heading", { level: 1, name: FIRM })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: join(SHOTS, "firm-375.png"), fullPage: true });

    // A firm that does not exist says so. (Chromium logs the API's 404 as a failed load: that one is ours.)
    await page.goto(`${CONSOLE}/firms/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole("alert")).toContainText("does not exist");
    const ours = consoleProblems.filter((p) => /Failed to load resource.*404/.test(p));
    expect(ours).toHaveLength(1);
    consoleProblems.splice(consoleProblems.indexOf(ours[0]!), 1);
  });
});
