// Requests and imports in the firm product (/app), in a real browser; each journey at one width
// (app-steps.ts), axe at both:
//  A. Meera (an employee) changes her bank details on her own profile: the form says they wait for HR, and
//     the profile says where the request stands. Rohit (HR) sees the bell's unread count, opens the
//     request from the bell (Escape closes it first, the keyboard back on the bell), and approves it with a
//     comment. Meera's profile then shows the new account, and her bell says Approved.
//  B. The admin imports 200 employees of which three have a bad cell: the progress bar runs to the end, the
//     three cells are listed (row, column, message), the 197 go in, then a corrected file of just the three;
//     the directory then finds all 200.
//  C. Every screen these journeys use passes axe, with the bell's list and the chain editor open too.
// Journeys share one database, and Meera may have only one bank change waiting at a time: the journeys
// run one after another, and everything they create is named for its run and width.
import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { appNav, DESKTOP, loaded, PHONE, signIn, toast } from "./app-steps.ts";
import { expect, hydrated, test } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

/** Letters only (the directory's search matches words): this run's mark on what it creates. */
const RUN = Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
}

const nav = appNav;
const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });
const bellList = (page: Page) => page.getByRole("region", { name: "Notifications" });

/** Meera's own profile, through the navigation. */
async function myProfile(page: Page) {
  await page.goto("/app");
  await hydrated(page);
  await nav(page).getByRole("link", { name: "My profile" }).click();
  await loaded(page, "Meera Iyer");
}

// ─── Import: a sheet as the template heads it ─────────────────────────────────────────────────────────

const HEADINGS = ["Name", "Joining date", "Workspace", "Mobile", "PAN"];
const BAD = { 17: "PAN", 58: "Joining date", 121: "Workspace" } as const;

/** Row n (1…200) of the sheet; `broken` puts a bad cell into rows 17, 58 and 121. */
function sheetRow(n: number, width: number, broken: boolean): string[] {
  const row = [
    `Importee ${RUN} ${width} ${String(n).padStart(3, "0")}`,
    broken && n === 58 ? "2025-02-30" : "2025-04-01",
    broken && n === 121 ? "Nashik Plant" : "Pune Plant",
    // 10 digits starting with 7, this run's and this width's own.
    `7${width === 375 ? 3 : 1}${String(RUN.charCodeAt(0) % 10)}${String(RUN.charCodeAt(1) % 100).padStart(2, "0")}${String(n).padStart(5, "0")}`,
    // A person's PAN (fourth letter P) unless broken; the serial never 0000.
    broken && n === 17 ? "ABCDE1234F" : `IMPP${String.fromCharCode(65 + (n % 26))}${String(n).padStart(4, "0")}K`,
  ];
  return row;
}
const csvOf = (rows: string[][]) => `${[HEADINGS, ...rows].map((r) => r.join(",")).join("\r\n")}\r\n`;

/** Uploads a sheet for checking and waits for the bar to reach its end. */
async function check(page: Page, name: string, csv: string) {
  await page.getByLabel("Your sheet").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check the file" }).click();
  const bar = page.getByRole("progressbar", { name: new RegExp(`^(Checking|Checked) ${name.replace(".", "\\.")}$`) });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("value", "100", { timeout: 30_000 });
  await expect(bar).toHaveAccessibleName(`Checked ${name}`);
}

for (const width of [PHONE, DESKTOP]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    if (width === PHONE) test("A: an employee's bank change waits for HR, who approves it from the bell; her profile and her bell then show it", async ({ page }) => {
      const account = `6${width}${String(Date.now()).slice(-8)}`;

      // Meera edits her own details: the form says what changes at once and what waits for HR.
      await signIn(page, "meera");
      await myProfile(page);
      await page.getByRole("button", { name: "Edit my details" }).click();
      const form = page.getByRole("dialog", { name: "Edit my details" });
      await expect(form).toContainText("These change as soon as you save.");
      await expect(form).toContainText("A change waits for HR's approval");
      await expect(form.getByLabel("Personal email")).toBeFocused();
      await form.getByLabel("Bank account number").fill(account);
      await form.getByLabel("IFSC").fill("HDFC0001234");
      await form.getByLabel("Bank name").fill("HDFC Bank");
      await form.getByRole("button", { name: "Save my details" }).click();
      await expect(toast(page, "sent to HR for approval")).toBeVisible();
      await expect(form).toBeHidden();
      const notice = page.getByRole("status").filter({ hasText: /^Sent to HR for approval/ });
      await expect(notice).toBeVisible();
      const requestPath = await notice.getByRole("link", { name: "See the request" }).getAttribute("href");
      expect(requestPath).toMatch(/^\/app\/approvals\/[0-9a-f-]{36}$/);
      // Until HR decides, the account on file stays.
      await expect(page.getByRole("region", { name: "Statutory and bank" })).not.toContainText(account);
      await signOut(page);

      // Rohit: the bell's count, and the Approvals badge beside it in the navigation.
      await signIn(page, "hr");
      await page.goto("/app");
      await hydrated(page);
      await loaded(page, "Hello, Rohit Deshmukh");
      await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
      await expect(nav(page).getByRole("link", { name: /^Approvals \(\d+ waiting for you\)$/ })).toBeAttached();
      // The keyboard: the list opens from the bell, Escape closes it and gives the focus back.
      await bell(page).focus();
      await page.keyboard.press("Enter");
      await expect(bell(page)).toHaveAttribute("aria-expanded", "true");
      const entry = bellList(page).getByRole("link", { name: /Waiting for you: Bank details of Meera Iyer \(EMP0003\)/ }).first();
      await expect(entry).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(bellList(page)).toBeHidden();
      await expect(bell(page)).toBeFocused();
      await expect(bell(page)).toHaveAttribute("aria-expanded", "false");
      // Opened again, the newest of Meera's requests leads to it.
      await bell(page).click();
      await entry.click();
      await expect(page).toHaveURL(new RegExp(`${requestPath}$`));
      await loaded(page, "Bank details of Meera Iyer (EMP0003)");
      await expect(page.getByRole("region", { name: "What is asked" })).toContainText(`Bank account: XXXX`);
      await expect(page.getByRole("region", { name: "What is asked" })).toContainText(`→ XXXX${account.slice(-4)}`);
      await expect(page.getByRole("region", { name: "Who approves" }).locator('[aria-current="step"]')).toContainText("Rohit Deshmukh");
      const comment = `Checked against the cancelled cheque (${width} px).`;
      await page.getByRole("region", { name: "Your decision" }).getByLabel("Comment (optional)").fill(comment);
      await page.getByRole("button", { name: "Approve", exact: true }).click();
      await expect(toast(page, "Approved")).toBeVisible();
      await expect(page.getByRole("region", { name: "What is asked" }).locator(".request-status")).toHaveText("Approved");
      const history = page.getByRole("region", { name: "History" });
      await expect(history).toContainText("Approved by Rohit Deshmukh");
      await expect(history).toContainText(comment);
      await expect(page.getByRole("region", { name: "Your decision" })).toHaveCount(0);
      await signOut(page);

      // Meera again: the new account on her profile, and Approved in her bell.
      await signIn(page, "meera");
      await myProfile(page);
      await expect(page.getByRole("region", { name: "Statutory and bank" })).toContainText(account);
      await expect(page.getByRole("status").filter({ hasText: "waiting for HR" })).toHaveCount(0);
      await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
      await bell(page).click();
      const approved = bellList(page).getByRole("link", { name: /Approved: Bank details of Meera Iyer \(EMP0003\)/ }).first();
      await expect(approved).toContainText(comment);
      await approved.click();
      await expect(page).toHaveURL(new RegExp(`${requestPath}$`));
      await expect(page.getByRole("region", { name: "What is asked" }).locator(".request-status")).toHaveText("Approved");
    });

    if (width === DESKTOP) test("B: the admin imports 200 employees, three with a bad cell, then the three corrected; the directory finds all 200", async ({ page }) => {
      await signIn(page, "admin");
      await page.goto("/app/people");
      await hydrated(page);
      await loaded(page, "Directory");
      await page.locator("#directory").getByRole("link", { name: "Import employees" }).click();
      await loaded(page, "Import employees");
      await expect(page.getByRole("link", { name: "Download the template (Excel)" })).toHaveAttribute("href", "/api/v1/people/import-template");
      await expect(page.getByRole("link", { name: "Download the template (CSV)" })).toHaveAttribute("href", "/api/v1/people/import-template?format=csv");

      // The dry run: 197 ready, and exactly the three bad cells, each with its row, column and message.
      const rows = Array.from({ length: 200 }, (_, i) => i + 1);
      await check(page, `staff-${RUN}-${width}.csv`, csvOf(rows.map((n) => sheetRow(n, width, true))));
      await expect(page.getByRole("heading", { name: "197 rows are ready, 3 have problems." })).toBeFocused();
      // Tables are cards on phones: the rows are found by their place, not their role.
      const problems = page.locator(".import-problems tbody tr");
      await expect(problems).toHaveCount(3);
      const cells = await problems.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("th, td")].map((c) => c.textContent?.trim() ?? "")));
      expect(cells).toEqual([
        ["Row 18", BAD[17], "PAN's fourth letter must be a holder type (P for a person, C company, H HUF, F firm…), not D"],
        ["Row 59", BAD[58], "Joining date: that date does not exist"],
        ["Row 122", BAD[121], 'No workspace called "Nashik Plant": add it in Settings first, or correct the name'],
      ]);
      // The problems can be searched.
      await page.getByLabel("Search the problems").fill("workspace");
      await expect(problems).toHaveCount(1);
      await expect(problems).toContainText("Nashik Plant");
      await page.getByLabel("Search the problems").fill("");
      await expect(problems).toHaveCount(3);

      // The valid rows go in.
      await page.getByRole("button", { name: "Import the 197 valid rows" }).click();
      const importing = page.getByRole("progressbar", { name: /^Import(ing|ed) staff-/ });
      await expect(importing).toHaveAttribute("value", "100", { timeout: 30_000 });
      await expect(page.getByRole("heading", { name: "Imported 197 employees." })).toBeVisible();
      await expect(page.getByText("3 rows were left out")).toBeVisible();

      // The three, corrected, in a file of their own.
      await page.getByRole("button", { name: "Upload a corrected file" }).click();
      const fixed = Object.keys(BAD).map((n) => sheetRow(Number(n), width, false));
      await check(page, `fixed-${RUN}-${width}.csv`, csvOf(fixed));
      await expect(page.getByRole("heading", { name: "3 rows are ready, none have problems." })).toBeVisible();
      await expect(page.locator(".import-problems")).toHaveCount(0);
      await page.getByRole("button", { name: "Import the 3 valid rows" }).click();
      await expect(page.getByRole("heading", { name: "Imported 3 employees." })).toBeVisible({ timeout: 30_000 });

      // The directory finds all 200 by this run's mark.
      await page.getByRole("link", { name: "Open the directory" }).click();
      await loaded(page, "Directory");
      await page.getByLabel("Search people").fill(`Importee ${RUN} ${width}`);
      await expect(page.locator(".people-more__count")).toHaveText("Showing 50 of 200 people");
      await expect(page.getByRole("row", { name: new RegExp(`Importee ${RUN} ${width} 017`) })).toContainText("Pune Plant");
    });

    test("C: axe finds no serious or critical violation on the approvals, settings, import and audit screens", async ({ page }) => {
      await signIn(page, "admin");
      const axe = async (what: string) => expect.soft(await seriousViolations(page), `axe on ${what} at ${width} px`).toEqual([]);
      await loaded(page, "Sahyadri Textiles Private Limited");
      await expect(page.getByRole("heading", { name: "People today" })).toBeVisible();
      await expect(page.locator("#by-workspace svg")).toBeVisible();
      await axe("the admin dashboard");
      const screens: [string, string | RegExp][] = [
        ["/app/approvals?box=all&status=", "All"],
        ["/app/approvals?box=mine", "My requests"],
        ["/app/settings/approvals", "Approval chains"],
        ["/app/settings/notifications", "Notifications"],
        ["/app/settings/audit", "Audit log"],
        ["/app/people/import", "Import employees"],
      ];
      for (const [path, heading] of screens) {
        await page.goto(path);
        await hydrated(page);
        await loaded(page, heading);
        await axe(path);
      }
      // A request of the firm's, as the admin sees it.
      await page.goto("/app/approvals?box=all&status=");
      await hydrated(page);
      await page.locator(".approval-card__title a").first().click();
      await loaded(page, /^Bank details of /);
      await axe("a request");
      // The bell's list, open.
      await bell(page).click();
      await expect(bellList(page)).toBeVisible();
      await axe("the bell's list");
      await page.keyboard.press("Escape");
      // The chain editor, open.
      await page.goto("/app/settings/approvals");
      await hydrated(page);
      await loaded(page, "Approval chains");
      await page.getByRole("button", { name: "Change who approves Bank details change" }).click();
      await expect(page.getByRole("dialog", { name: "Who approves: Bank details change" })).toBeVisible();
      await axe("the approval chain editor");
    });
  });
}
