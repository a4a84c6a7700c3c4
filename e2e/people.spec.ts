// People, the firm product's first module (/app), in a real browser; each journey at one width (PHONE or
// DESKTOP, app-steps.ts), every screen at three:
//  A. the admin adds an employee (an invalid PAN is refused beside its field and nothing is saved), picks the
//     reporting manager through the searchable picker, finds them in the directory, and records a dated
//     change of manager that the timeline then shows;
//  B. a manager sees their team and a report's contact details, but never the report's statutory and bank
//     details (which the report sees on their own profile);
//  C. the org chart is walked down from the top and back up the chain, by keyboard;
//  D. the directory searches as one types (one request per pause), filters by workspace, pages with Load
//     more, and exports exactly what it shows as CSV;
//  E. every /app screen passes axe, and is photographed at 375, 820 and 1280 px into test-results/screens/
//     (for a person to look at; not committed).
// Journeys share one database: everything a journey creates is named uniquely for its run and width.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { addDays, indiaToday } from "../packages/shared/src/dates.ts";
import { validatePan } from "../packages/shared/src/ids.ts";
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { appNav, DEMO, DESKTOP, fact, idOf, loaded, openApp, PHONE, pickPerson, signIn, toast } from "./app-steps.ts";
import { parseCsv } from "../apps/server/test/support/csv.ts";

const SHOTS = join("test-results", "screens");
/** Distinguishes this run's records from any other run's against a kept database. */
const RUN = Date.now().toString(36).slice(-5);


/** Presses Tab (or Shift+Tab) until `target` has the keyboard focus. */
async function tabTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab", most = 80) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${key} pressed ${most} times never reached ${target}`);
}

/** A date as the screens write it ("24 Nov 2026"), formatted by the browser's own ICU. */
const onScreen = (page: Page, day: string) =>
  page.evaluate((d) => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${d}T00:00:00Z`)), day);


/** The /app screens, in the order a person meets them; the profile is Meera's, the chart also around Arjun. */
type Ids = { meera: string; arjun: string; run: string; claim: string };
const SCREENS: readonly { name: string; path(ids: Ids): string; heading: string | RegExp }[] = [
  { name: "app", path: () => "/app", heading: /^Hello, / },
  { name: "app-people", path: () => "/app/people", heading: "Directory" },
  { name: "app-people-profile", path: (ids) => `/app/people/${ids.meera}`, heading: "Meera Iyer" },
  { name: "app-people-new", path: () => "/app/people/new", heading: "Add employee" },
  { name: "app-org-chart", path: () => "/app/org-chart", heading: "Org chart" },
  { name: "app-org-chart-focus", path: (ids) => `/app/org-chart?focus=${ids.arjun}`, heading: "Org chart" },
  { name: "app-settings-workspaces", path: () => "/app/settings/workspaces", heading: "Workspaces" },
  { name: "app-settings-departments", path: () => "/app/settings/departments", heading: "Departments" },
  { name: "app-leave", path: () => "/app/leave", heading: "My leave" },
  { name: "app-leave-person", path: (ids) => `/app/leave?employee_id=${ids.meera}`, heading: "Meera Iyer's leave" },
  { name: "app-leave-calendar", path: () => "/app/leave/calendar", heading: "Team calendar" },
  { name: "app-leave-balances", path: () => "/app/leave/balances", heading: "Leave balances" },
  { name: "app-settings-leave", path: () => "/app/settings/leave", heading: "Leave" },
  { name: "app-settings-leave-year-end", path: () => "/app/settings/leave?tab=year-end", heading: "Leave" },
  { name: "app-payroll", path: () => "/app/payroll", heading: "Payroll runs" },
  { name: "app-payroll-run", path: (ids) => `/app/payroll/runs/${ids.run}`, heading: /^\w+ \d{4}$/ },
  { name: "app-payslip", path: (ids) => `/app/payslips/${ids.run}/${ids.meera}`, heading: /^Payslip for / },
  { name: "app-payslips", path: () => "/app/payslips", heading: "My payslips" },
  { name: "app-salary", path: (ids) => `/app/people/${ids.meera}/salary`, heading: "Salary" },
  { name: "app-settings-payroll", path: () => "/app/settings/payroll", heading: "Payroll" },
  { name: "app-expenses", path: () => "/app/expenses", heading: "Expense claims" },
  { name: "app-expenses-all", path: () => "/app/expenses?box=all", heading: "Expense claims" },
  { name: "app-expense-new", path: () => "/app/expenses/new", heading: "New claim" },
  { name: "app-settings-expenses", path: () => "/app/settings/expenses", heading: "Expense policy" },
  { name: "app-expense-report", path: () => "/app/expenses/report", heading: "Expense report" },
  { name: "app-expense-ledger", path: (ids) => `/app/expenses/ledger/${ids.meera}`, heading: "Expense ledger" },
  { name: "app-expense-claim", path: (ids) => `/app/expenses/${ids.claim}`, heading: "Client dinner and taxi" },
];

/** The ids the screens' addresses need, looked up as the signed-in admin. */
const idsOf = async (page: Page): Promise<Ids> => ({
  meera: await idOf(page, "Meera Iyer"),
  arjun: await idOf(page, "Arjun Nair"),
  // The oldest of the demo's released runs: the payroll journey reopens the newest.
  run: (((await (await page.request.get("/api/v1/payroll/runs")).json()) as { id: string }[]).at(-1)?.id ?? ""),
  // A draft of the admin's own, with a dinner over the day's limit and a trip worked out by the policy.
  claim: (
    await (
      await page.request.post("/api/v1/expenses/claims", {
        data: {
          title: "Client dinner and taxi",
          items: [
            { category: "meals", date: addDays(indiaToday(), -3), amount: "1,450", merchant: "Hotel Vaishali", justification: "Dinner with the buyer from Surat" },
            { category: "local_conveyance", date: addDays(indiaToday(), -3), mileage: { vehicle: "two_wheeler", km: 18.4 }, notes: "Office to Hotel Vaishali and back" },
          ],
        },
      })
    ).json()
  ).id,
});

for (const width of [PHONE, DESKTOP]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // Each journey runs once, at the width its person most likely uses (decision 019); every screen is
    // still checked at every width below (E).
    if (width === DESKTOP) test("A: the admin adds an employee with a manager; a bad PAN is refused first; a dated manager change reaches the timeline", async ({ page }) => {
      const name = `Kavya Shenoy ${width}${RUN}`;
      const mobile = `7${String(width).padStart(4, "0")}${String(Date.now()).slice(-5)}`;
      const joined = "2025-04-01";
      const sent: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST" && new URL(r.url()).pathname === "/api/v1/people") sent.push(r.url());
      });

      await signIn(page, "admin");
      await openApp(page, "/app", "Hello, Ananya Kulkarni");
      await appNav(page).getByRole("link", { name: "Directory", exact: true }).click();
      await loaded(page, "Directory");
      await page.getByRole("region", { name: "Active people" }).getByRole("link", { name: "Add employee" }).click();
      await expect(page).toHaveURL(/\/app\/people\/new$/);
      await loaded(page, "Add employee");

      const form = page.getByRole("form", { name: "Add employee" });
      const pan = form.getByLabel("PAN", { exact: true });
      await form.getByLabel("Full name").fill(name);
      await form.getByLabel("Mobile", { exact: true }).fill(mobile);
      await form.getByLabel("Joining date").fill(joined);
      await form.getByLabel("Workspace", { exact: true }).selectOption({ label: "Bengaluru Office" });
      await pickPerson(form, "Reporting manager", "Arjun Nair", "mouse");
      // The field's own hint gives an example a person will copy: it must be a PAN the form accepts.
      const example = (await form.locator("#employee-pan-hint").textContent())?.match(/[A-Z]{5}\d{4}[A-Z]/)?.[0] ?? "";
      expect.soft(validatePan(example), `the PAN hint's example ${example} is a valid PAN`).toEqual({ ok: true });
      await pan.fill("ABCPE12345");
      await form.getByLabel("Bank account number").fill("123456789012");
      await form.getByLabel("IFSC", { exact: true }).fill("SBIN0001234");

      // An invalid PAN: the shared schema's message beside the field, focus on it, nothing sent or saved.
      await form.getByRole("button", { name: "Add employee" }).click();
      const panMessage = "PAN must be five capital letters, four digits and a letter, like ABCPE1234F";
      await expect(form.locator("#employee-pan-error")).toHaveText(panMessage);
      await expect(pan).toHaveAttribute("aria-invalid", "true");
      // The message, then the hint (the message's "!" badge is drawn by CSS and may lead the description).
      await expect(pan).toHaveAccessibleDescription(new RegExp(`${panMessage} Like`));
      await expect(pan).toBeFocused();
      await expect(form.locator(".acc-field--invalid")).toHaveCount(1);
      await expect(page).toHaveURL(/\/app\/people\/new$/);
      expect(sent, "no POST /api/v1/people for a form with an invalid PAN").toEqual([]);
      const nobody = await page.request.get(`/api/v1/people?${new URLSearchParams({ q: name })}`);
      expect(((await nobody.json()) as { total: number }).total).toBe(0);
      // What was typed stays, including the chosen manager.
      await expect(form.getByLabel("Full name")).toHaveValue(name);
      await expect(form.getByRole("combobox", { name: "Reporting manager" })).toHaveValue("Arjun Nair");

      // Corrected: the message goes as the field is edited, and the employee is added.
      await pan.fill("ABCPE1234F");
      await expect(form.locator("#employee-pan-error")).toHaveCount(0);
      await form.getByRole("button", { name: "Add employee" }).click();
      await expect(toast(page, `${name} is added`)).toBeVisible();
      await expect(page).toHaveURL(/\/app\/people\/[0-9a-f-]{36}$/);
      await loaded(page, name);
      expect(sent).toHaveLength(1);
      const profileUrl = page.url();

      // The profile: the manager as a link in the header and the job, the details as entered.
      const head = page.locator(".profile-head");
      await expect(head).toContainText("Reports to Arjun Nair");
      await expect(head.getByRole("link", { name: "Arjun Nair", exact: true })).toBeVisible();
      const job = page.getByRole("region", { name: "Job" });
      await expect(fact(job, "Reporting manager").getByRole("link", { name: "Arjun Nair" })).toBeVisible();
      await expect(fact(job, "Workspace")).toHaveText("Bengaluru Office");
      await expect(fact(job, "Joined")).toHaveText(await onScreen(page, joined));
      await expect(fact(page.getByRole("region", { name: "Personal and contact" }), "Mobile")).toHaveText(mobile);
      const statutory = page.getByRole("region", { name: "Statutory and bank" });
      await expect(fact(statutory, "PAN")).toHaveText("ABCPE1234F");
      await expect(fact(statutory, "Bank account")).toHaveText("123456789012");
      await expect(fact(statutory, "IFSC")).toHaveText("SBIN0001234");
      // The manager's link leads to the manager.
      await head.getByRole("link", { name: "Arjun Nair", exact: true }).click();
      await loaded(page, "Arjun Nair");
      await page.goBack();
      await loaded(page, name);

      // The directory finds them by name, with their manager and workspace.
      await appNav(page).getByRole("link", { name: "Directory", exact: true }).click();
      await loaded(page, "Directory");
      await page.getByLabel("Search people").fill(name);
      await expect(page).toHaveURL(/[?&]q=Kavya/);
      const row = page.getByRole("row", { name: new RegExp(name) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText("Arjun Nair");
      await expect(row).toContainText("Bengaluru Office");
      await row.getByRole("link", { name }).click();
      await loaded(page, name);
      expect(page.url()).toBe(profileUrl);

      // Change job: a new manager from today, chosen with the keyboard; the header and the timeline follow.
      const today = indiaToday();
      await page.getByRole("button", { name: "Change job" }).click();
      const dialog = page.getByRole("dialog", { name: `Change ${name}'s job` });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("reporting to Arjun Nair");
      await dialog.getByLabel("Kind of change").selectOption({ label: "Manager change" });
      await expect(dialog.getByLabel("Effective from")).toHaveValue(today);
      await pickPerson(dialog, "Reporting manager", "Rohit Deshmukh", "keyboard");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Record change" }).click();
      await expect(toast(page, "Job change recorded")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(head).toContainText("Reports to Rohit Deshmukh");
      await expect(fact(job, "Reporting manager")).toHaveText("Rohit Deshmukh");
      const change = page.getByRole("region", { name: "Timeline" }).locator(".profile-timeline__item", { hasText: "Manager change" });
      await expect(change).toHaveCount(1);
      await expect(change).toContainText(`from ${await onScreen(page, today)}`);
      await expect(change).toContainText("Manager: Rohit Deshmukh");
      await expect(change).toContainText("Recorded by Ananya Kulkarni");
      await expect(change.locator(".profile-timeline__scheduled")).toHaveCount(0);
      // The timeline is newest first: the change above the joining.
      await expect(page.locator(".profile-timeline__item").first()).toContainText("Manager change");
      await expect(page.locator(".profile-timeline__item").last()).toContainText("Joined");
    });

    if (width === PHONE) test("B: a manager sees their team and a report's contact details, but not the report's statutory and bank details", async ({ page }) => {
      // Meera first, on her own profile: her statutory and bank details are hers to see.
      await signIn(page, "meera");
      await openApp(page, "/app", "Hello, Meera Iyer");
      await appNav(page).getByRole("link", { name: "My profile" }).click();
      await loaded(page, "Meera Iyer");
      const own = page.getByRole("region", { name: "Statutory and bank" });
      await expect(own).toBeVisible();
      const secrets = {
        pan: (await fact(own, "PAN").textContent())!.trim(),
        account: (await fact(own, "Bank account").textContent())!.trim(),
        ifsc: (await fact(own, "IFSC").textContent())!.trim(),
      };
      expect(secrets.pan).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
      expect(secrets.account).toMatch(/^\d{9,18}$/);
      expect(secrets.ifsc).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
      const meeraUrl = page.url();

      // Now Arjun, her manager, in a fresh session.
      await page.context().clearCookies();
      await signIn(page, "arjun");
      await openApp(page, "/app", "Hello, Arjun Nair");
      await page.getByRole("link", { name: /^My team/ }).click();
      await loaded(page, "Arjun Nair's team");
      await expect(page).toHaveURL(/[?&]manager_id=[0-9a-f-]{36}/);
      await expect(page.getByText("Reporting to Arjun Nair")).toBeVisible();
      const meeraRow = page.getByRole("row", { name: /Meera Iyer/ });
      await expect(meeraRow).toContainText("Arjun Nair");
      // Everyone listed is one of his reports.
      const managers = page.locator('.people-table tbody td[data-label="Manager"]');
      expect(await managers.count()).toBeGreaterThan(1);
      await expect(managers.filter({ hasNotText: /^Arjun Nair$/ })).toHaveCount(0);

      // His own org chart shows her too.
      await appNav(page).getByRole("link", { name: "Org chart" }).click();
      await loaded(page, "Org chart");
      await page.getByRole("link", { name: "Where I am" }).click();
      await expect(page.getByRole("heading", { name: "Around Arjun Nair" })).toBeVisible();
      await expect(page.getByRole("list", { name: "Direct reports of Arjun Nair" }).getByRole("link", { name: /^Meera Iyer:/ })).toBeVisible();
      await page.goBack();
      await page.goBack();
      await loaded(page, "Arjun Nair's team");

      await meeraRow.getByRole("link", { name: "Meera Iyer" }).click();
      await loaded(page, "Meera Iyer");
      expect(page.url()).toBe(meeraUrl);
      const personal = page.getByRole("region", { name: "Personal and contact" });
      await expect(personal).toBeVisible();
      await expect(fact(personal, "Mobile")).toHaveText(DEMO.meera);
      await expect(fact(personal, "Emergency contact")).not.toHaveText("Not given");
      await expect(page.getByRole("region", { name: "Job" })).toBeVisible();

      // No statutory and bank section, no link to it, and none of its words or values anywhere on the page.
      await expect(page.getByRole("region", { name: "Statutory and bank" })).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Family and nominees" })).toHaveCount(0);
      const sections = page.getByRole("navigation", { name: "Sections of this profile" });
      await expect(sections.getByRole("link", { name: "Personal and contact" })).toBeVisible();
      await expect(sections).not.toContainText("Statutory");
      await expect(sections).not.toContainText("Family");
      const text = await page.locator("body").innerText();
      for (const word of [/\bBank\b/, /\bPAN\b/, /\bIFSC\b/, /\bAadhaar\b/, /\bUAN\b/]) expect(text, `the page says ${word}`).not.toMatch(word);
      for (const value of Object.values(secrets)) expect(text).not.toContain(value);
      // Nor is it in what the page was sent.
      const answer = await page.request.get(`/api/v1/people/${meeraUrl.split("/").pop()}`);
      const body = await answer.text();
      expect(JSON.parse(body).private).toBeNull();
      for (const value of Object.values(secrets)) expect(body).not.toContain(value);
      // And he may change nothing of hers.
      for (const action of ["Edit", "Change job", "Record exit", "Sign-in access"]) {
        await expect(page.getByRole("button", { name: action, exact: true })).toHaveCount(0);
      }
    });

    if (width === DESKTOP) test("C: the org chart is walked down from the top to a head and a report, and back up the chain, by keyboard", async ({ page }) => {
      await signIn(page, "admin");
      await openApp(page, "/app/org-chart", "Org chart");
      await expect(page.getByRole("heading", { name: "Top of the firm" })).toBeVisible();
      const focusCard = page.locator("#org-focus-card");
      const aroundTitle = (who: string) => page.getByRole("heading", { level: 2, name: `Around ${who}` });
      const card = (scope: Locator, who: string) => scope.getByRole("link", { name: new RegExp(`^${who}: \\d+ direct reports?\\. Put in focus$`) });

      // The top of the firm: Tab to the MD's card, Enter.
      const roots = page.getByRole("list", { name: "People with no manager above them" });
      await tabTo(page, card(roots, "Ananya Kulkarni"));
      await page.keyboard.press("Enter");
      await expect(aroundTitle("Ananya Kulkarni")).toBeVisible();
      await expect(page).toHaveURL(/\/app\/org-chart\?focus=[0-9a-f-]{36}$/);
      await expect(focusCard).toContainText("Managing Director");
      await expect(focusCard).toBeFocused();

      // Down to a head: on from the card in focus.
      const heads = page.getByRole("list", { name: "Direct reports of Ananya Kulkarni" });
      await expect(heads.getByRole("listitem")).toHaveCount(5);
      await tabTo(page, card(heads, "Arjun Nair"));
      await page.keyboard.press("Enter");
      await expect(aroundTitle("Arjun Nair")).toBeVisible();
      await expect(focusCard).toBeFocused();
      await expect(page.getByRole("list", { name: "Managers above Arjun Nair, from the top" }).getByRole("link")).toHaveCount(1);

      // Down to a report.
      const team = page.getByRole("list", { name: "Direct reports of Arjun Nair" });
      await tabTo(page, card(team, "Meera Iyer"));
      await page.keyboard.press("Enter");
      await expect(aroundTitle("Meera Iyer")).toBeVisible();
      await expect(focusCard).toBeFocused();
      await expect(focusCard).toContainText("No reports");
      const chain = page.getByRole("list", { name: "Managers above Meera Iyer, from the top" });
      await expect(chain.getByRole("link")).toHaveCount(2);
      await expect(chain.getByRole("link").nth(0)).toHaveAccessibleName(/^Ananya Kulkarni: /);
      await expect(chain.getByRole("link").nth(1)).toHaveAccessibleName(/^Arjun Nair: /);
      await expect(page.getByRole("list", { name: /^Direct reports of Meera Iyer/ })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Up to Arjun Nair" })).toBeVisible();

      // Back up through the chain above her: Shift+Tab to her manager's card, Enter.
      await tabTo(page, card(chain, "Arjun Nair"), "Shift+Tab");
      await page.keyboard.press("Enter");
      await expect(aroundTitle("Arjun Nair")).toBeVisible();
      await expect(focusCard).toBeFocused();
      // Then "Up to" his manager, by keyboard too.
      await tabTo(page, page.getByRole("link", { name: "Up to Ananya Kulkarni" }));
      await page.keyboard.press("Enter");
      await expect(aroundTitle("Ananya Kulkarni")).toBeVisible();
      await expect(focusCard).toBeFocused();
      await expect(page.getByRole("link", { name: /^Up to / })).toHaveCount(0);
      // Back to the top of the firm.
      await page.getByRole("link", { name: "Top of the firm" }).click();
      await expect(page.getByRole("heading", { name: "Top of the firm" })).toBeVisible();
      await expect(card(roots, "Ananya Kulkarni")).toBeVisible();
    });

    if (width === PHONE) test("D: the directory searches as one types, filters by workspace, pages with Load more and exports CSV", async ({ page }) => {
      await signIn(page, "admin");
      await openApp(page, "/app/people", "Directory");
      const rows = page.locator(".people-table tbody tr");
      const shown = page.locator(".people-more__count");
      await expect(rows).toHaveCount(50);
      const total = Number((await shown.textContent())!.match(/of ([\d,]+) people/)![1]!.replace(/,/g, ""));
      expect(total).toBeGreaterThan(100);

      // Typing searches once, after the pause: not once a key.
      const searches: string[] = [];
      page.on("request", (r) => {
        const url = new URL(r.url());
        if (url.pathname === "/api/v1/people" && url.searchParams.has("q")) searches.push(url.searchParams.get("q")!);
      });
      const box = page.getByLabel("Search people");
      await box.pressSequentially("Meera Iyer", { delay: 40 });
      await expect(page).toHaveURL(/[?&]q=Meera\+Iyer/);
      await expect(page.getByRole("heading", { name: "Matching people" })).toBeVisible();
      await expect(page.getByRole("row", { name: /Meera Iyer/ })).toBeVisible();
      await expect(shown).toHaveText(/^Showing (\d+) of \d+ (person|people)$/);
      expect(searches, "one search for the words typed").toEqual(["Meera Iyer"]);
      await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
      // Back undoes the search: the whole list again, and the box says so (the browser's Back button leaves
      // the focus where it was, in the box).
      await page.goBack();
      await expect(page).toHaveURL(/\/app\/people$/);
      await expect(rows).toHaveCount(50);
      await expect.soft(box, "after Back the search box shows the address's (empty) words, not the undone search").toHaveValue("");
      // Whatever the box shows goes with the next filter: start the workspace filter from an empty box.
      if ((await box.inputValue()) !== "") {
        await box.fill("");
        await expect(page).toHaveURL(/\/app\/people\??$/);
      }

      // A workspace: only its people, and the export lists exactly them.
      await page.getByLabel("Workspace", { exact: true }).selectOption({ label: "Bengaluru Office" });
      await expect(page).toHaveURL(/[?&]workspace_id=[0-9a-f-]{36}/);
      await expect(page.getByRole("heading", { name: "Matching people" })).toBeVisible();
      const places = page.locator('.people-table tbody td[data-label="Workspace"]');
      await expect(places.first()).toHaveText("Bengaluru Office");
      await expect(places.filter({ hasNotText: /^Bengaluru Office$/ })).toHaveCount(0);
      const inBengaluru = Number((await shown.textContent())!.match(/of ([\d,]+) (person|people)/)![1]!.replace(/,/g, ""));
      expect(inBengaluru).toBeGreaterThan(0);
      expect(inBengaluru).toBeLessThan(total);

      const exportLink = page.getByRole("link", { name: "Export CSV" });
      await expect(exportLink).toHaveAttribute("href", /\/api\/v1\/people\/export\?.*workspace_id=/);
      const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
      expect(download.suggestedFilename()).toMatch(/^vetan-people-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = parseCsv(readFileSync((await download.path())!, "utf8")).filter((r) => r.some((c) => c !== ""));
      const header = csv[0]!;
      expect(header).toContain("Name");
      const nameAt = header.indexOf("Name");
      expect(csv.length - 1, "the export lists the people the filter shows").toBe(inBengaluru);
      expect(csv.slice(1).map((r) => r[nameAt])).toContain("Meera Iyer");

      // Clear, then Load more until everyone is listed; focus goes to the first of each new page.
      await page.getByRole("link", { name: "Clear" }).click();
      await expect(page).toHaveURL(/\/app\/people$/);
      await expect(rows).toHaveCount(50);
      const more = page.getByRole("button", { name: "Load more" });
      await more.click();
      await expect(rows).toHaveCount(100);
      await expect(rows.nth(50).getByRole("link").first()).toBeFocused();
      await expect(shown).toHaveText(new RegExp(`^Showing 100 of ${total.toLocaleString("en-IN")} people$`));
      while (await more.isVisible()) {
        const before = await rows.count();
        await more.click();
        await expect(rows).not.toHaveCount(before);
      }
      const all = await rows.count();
      expect(all).toBeGreaterThanOrEqual(total);
      await expect(shown).toHaveText(new RegExp(`^Showing ${all.toLocaleString("en-IN")} of `));
      // No one listed twice across the pages.
      const names = await page.locator(".people-table tbody tr th a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(new Set(names).size).toBe(names.length);
    });
  });
}

// Photographs for a person to review (overflow, overlaps, contrast, cut-off controls): each /app screen,
// whole, at a phone, a tablet and a desktop width. The page must not scroll sideways at any of them.
for (const width of [PHONE, 820, DESKTOP]) {
  test.describe(`screens at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`E: every /app screen passes axe, is photographed at ${width} px and fits its width`, async ({ page }) => {
      // Twenty screens, the team calendar's grid, the balances report and the salary register among them.
      test.setTimeout(180_000);
      await signIn(page, "admin");
      const ids = await idsOf(page);
      const bars: Record<string, number> = {};
      for (const screen of SCREENS) {
        await openApp(page, screen.path(ids), screen.heading);
        // Web fonts in, so the photograph shows the page as people see it.
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.screenshot({ path: join(SHOTS, `${screen.name}-${width}.png`), fullPage: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect.soft(overflow, `${screen.path(ids)} scrolls sideways by ${overflow} px at ${width} px`).toBeLessThanOrEqual(0);
        expect.soft(await seriousViolations(page), `axe on ${screen.path(ids)} at ${width} px`).toEqual([]);
        bars[screen.name] = await page.locator(".dash-side").evaluate((side) => Math.round(side.getBoundingClientRect().height));
      }
      // On phones and tablets the sidebar is a bar over the page: the same height on a short screen as on a long one.
      if (width <= 825) {
        for (const [name, height] of Object.entries(bars)) expect.soft(height, `the top bar's height on ${name} at ${width} px (${JSON.stringify(bars)})`).toBe(bars["app-people"]);
      }
    });
  });
}
