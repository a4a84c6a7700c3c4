// Loans and salary advances in a real browser, one journey in order (one database):
//  A. Rohit (firm-wide HR), at a desk, opens Loans from the navigation and gives Meera a salary advance. He
//     had typed an interest rate before choosing an advance: the form says beside the rate, in words, that
//     an advance carries none, and nothing is sent. Cleared, the advance is given and opens with its
//     schedule; he records a prepayment (keeping the instalment), which the schedule then shows. The list,
//     filtered to Meera, has it; so has her salary page, whose Give a loan opens the form with her chosen.
//  B. Meera, on a phone, finds the advance under My payslips → My loans and advances, with what is
//     outstanding and her next instalment, and opens it: the schedule, and no forms to change it.
//  C. Every loan screen — the list (and filtered to Meera), the loan, Meera's salary page with its loans, and
//     My payslips with My loans — passes axe, fits its width, and is photographed at 375, 820 and 1280 px
//     into test-results/screens/ (for a person to look at; not committed).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { indiaToday, shiftMonth } from "../packages/shared/src/dates.ts";
import { monthLabel } from "../packages/shared/src/payroll.ts";
import { appNav, DESKTOP, idOf, loaded, openApp, PHONE, pickPerson, signIn, toast } from "./app-steps.ts";
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

const SHOTS = join("test-results", "screens");
/** Distinguishes this run's records from any other run's against a kept database. */
const RUN = Date.now().toString(36).slice(-5);
const PURPOSE = `Festival advance ${RUN}`;
const TITLE = `Salary advance: ${PURPOSE}`;
/** The form's default: recovery from next month. */
const FIRST = shiftMonth(indiaToday().slice(0, 7), 1);

/** The loan's address, found by A. */
let loanPath = "";

test.describe("at a desk", () => {
  test.use({ viewport: { width: DESKTOP, height: 900 } });

  test("A: HR gives Meera a salary advance (interest refused beside its field first), sees its schedule and records a prepayment", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/v1/payroll/loans") sent.push(r.url());
    });
    await signIn(page, "hr");
    await openApp(page, "/app", /^Hello, /);
    await appNav(page).getByRole("link", { name: "Loans", exact: true }).click();
    await loaded(page, "Loans and advances");

    const give = page.getByRole("form", { name: "Give a loan or advance" });
    await pickPerson(give, "Person", "Meera Iyer", "keyboard");
    // A loan's rate typed first, then the kind changed to an advance: the rate stays on screen, explained.
    const rate = give.getByLabel("Yearly interest (%)");
    await rate.fill("8");
    await expect(give.getByLabel("Interest worked out on")).toBeVisible();
    await give.getByLabel("Kind").selectOption({ label: "Salary advance" });
    await expect(give.getByLabel("Interest worked out on")).toHaveCount(0);
    await give.getByLabel("Purpose").fill(PURPOSE);
    await give.getByLabel("Amount paid out (₹)").fill("25,000");
    await give.getByLabel("Monthly instalments").fill("5");
    await expect(give.getByLabel("First instalment in")).toHaveValue(FIRST);
    await give.getByRole("button", { name: "Give the advance" }).click();
    await expect(give.getByText("A salary advance carries no interest", { exact: true })).toBeVisible();
    await expect(rate).toHaveAttribute("aria-invalid", "true");
    await expect(rate).toHaveAccessibleDescription(/A salary advance carries no interest/);
    await expect(rate).toBeFocused();
    expect(sent, "nothing is sent while the form has a mistake").toEqual([]);

    // Cleared (its message goes with the edit), the advance is given and opens with its schedule.
    await rate.fill("");
    await expect(give.getByText("A salary advance carries no interest", { exact: true })).toHaveCount(0);
    await give.getByRole("button", { name: "Give the advance" }).click();
    await expect(toast(page, `${TITLE} given to Meera Iyer`)).toBeVisible();
    await loaded(page, TITLE);
    expect(sent).toHaveLength(1);
    loanPath = new URL(page.url()).pathname;
    expect(loanPath).toMatch(/^\/app\/payroll\/loans\/[0-9a-f-]{36}$/);

    const terms = page.getByRole("region", { name: "Terms" });
    await expect(terms.getByText("None (interest-free)")).toBeVisible();
    await expect(terms.getByText(/^Interest-free \(a salary advance is a loan at 0%\)/)).toBeVisible();
    const schedule = page.getByRole("region", { name: /^Schedule/ });
    const months = schedule.locator("tbody tr");
    await expect(months).toHaveCount(5);
    await expect(months.first()).toContainText(monthLabel(FIRST));
    await expect(months.first().locator('td[data-label="EMI"]')).toHaveText("₹5,000.00");
    await expect(months.first().locator('td[data-label="Closing"]')).toHaveText("₹20,000.00");
    await expect(months.first()).toContainText("To come");
    await expect(schedule.getByText("No prepayment, waiver or shortfall of net pay yet: their columns appear once there is one.")).toBeVisible();

    // A prepayment of ₹5,000 after the first instalment, keeping the instalment: it ends a month sooner.
    const prepay = page.getByRole("form", { name: "Record a prepayment" });
    await expect(prepay.getByLabel("Received in")).toHaveValue(FIRST);
    await prepay.getByLabel("Amount prepaid (₹)").fill("5,000");
    await prepay.getByRole("radio", { name: /^Keep the instalment of ₹5,000\.00/ }).check();
    await prepay.getByRole("button", { name: "Record the prepayment" }).click();
    await expect(toast(page, "Prepayment recorded")).toBeVisible();
    await expect(schedule.getByText("Prepaid ₹5,000 after the instalment")).toBeVisible();
    await expect(months).toHaveCount(4);
    await expect(schedule.getByRole("columnheader", { name: "Prepaid" })).toBeVisible();
    await expect(terms.getByText(/Prepayment of ₹5,000 in /)).toBeVisible();

    // Back on the list, filtered to Meera, the advance is there with what is outstanding.
    await page.getByRole("link", { name: "All loans" }).click();
    await loaded(page, "Loans and advances");
    const list = page.getByRole("region", { name: /loans \(\d+\)$/ });
    await pickPerson(list, "Borrower", "Meera Iyer", "mouse");
    await expect(page).toHaveURL(/[?&]employee=[0-9a-f-]{36}/);
    const row = list.getByRole("row", { name: new RegExp(PURPOSE) });
    await expect(row).toContainText("Salary advance");
    await expect(row).toContainText("₹25,000.00");
    await expect(row).toContainText("Being recovered");
    // The CSV holds exactly the rows listed (made in the browser: the API has no export).
    const download = page.waitForEvent("download");
    await list.getByRole("button", { name: /^Download CSV/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^vetan-loans-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await file.path(), "utf8").replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(csv[0]).toMatch(/^"Person","Code","Kind","Purpose",/);
    expect(csv.slice(1).every((line) => line.startsWith('"Meera Iyer",')), "only Meera's loans, as listed").toBe(true);
    const line = csv.find((l) => l.includes(PURPOSE)) ?? "";
    expect(line).toContain(`"Salary advance","${PURPOSE}"`);
    expect(line).toContain(`"25000.00"`);

    // Meera's salary page lists it, and its Give a loan opens the form with her chosen.
    await openApp(page, `/app/people/${await idOf(page, "Meera Iyer")}/salary`, "Salary");
    const loans = page.getByRole("region", { name: /^Loans and advances/ });
    await expect(loans.getByRole("link", { name: new RegExp(TITLE) })).toContainText("Outstanding ₹25,000.00");
    await loans.getByRole("link", { name: "Give a loan or advance to Meera Iyer" }).click();
    await loaded(page, "Loans and advances");
    await expect(page.getByRole("form", { name: "Give a loan or advance" }).getByRole("combobox", { name: "Person" })).toHaveValue("Meera Iyer");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: PHONE, height: 900 } });

  test("B: Meera finds the advance under My payslips, with its next instalment, and opens it without ways to change it", async ({ page }) => {
    // Serial journey: this step needs what an earlier step made; when that step failed (reported on its own), this one would only fail for the same cause.
    test.skip(!loanPath, "A gives the advance");
    await signIn(page, "meera");
    await openApp(page, "/app/payslips", "My payslips");
    const mine = page.getByRole("region", { name: /^My loans and advances/ });
    const link = mine.getByRole("link", { name: new RegExp(TITLE) });
    await expect(link).toContainText("Outstanding ₹25,000.00");
    await expect(link).toContainText(`next instalment ₹5,000.00 in ${monthLabel(FIRST)}`);
    await link.click();
    await loaded(page, TITLE);
    expect(new URL(page.url()).pathname).toBe(loanPath);
    await expect(page.getByRole("region", { name: /^Schedule/ }).getByText("Prepaid ₹5,000 after the instalment")).toBeVisible();
    await expect(page.getByRole("form")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "My payslips and loans" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

for (const width of [PHONE, 820, DESKTOP]) {
  test.describe(`screens at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`C: every loan screen passes axe, is photographed at ${width} px and fits its width`, async ({ page }) => {
      // Serial journey: this step needs what an earlier step made; when that step failed (reported on its own), this one would only fail for the same cause.
      test.skip(!loanPath, "A gives the advance");
      test.setTimeout(90_000);
      const check = async (name: string) => {
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect.soft(overflow, `${name} scrolls sideways by ${overflow} px at ${width} px`).toBeLessThanOrEqual(0);
        expect.soft(await seriousViolations(page), `axe on ${name} at ${width} px`).toEqual([]);
      };
      await signIn(page, "admin");
      const meera = await idOf(page, "Meera Iyer");
      for (const [name, path, heading] of [
        ["app-payroll-loans", "/app/payroll/loans", "Loans and advances"],
        ["app-payroll-loans-person", `/app/payroll/loans?employee=${meera}`, "Loans and advances"],
        ["app-payroll-loan", loanPath, TITLE],
        ["app-salary-loans", `/app/people/${meera}/salary`, "Salary"],
      ] as const) {
        await openApp(page, path, heading);
        await check(name);
      }
      // Signed out (a signed-in browser is sent past the sign-in page), then in as Meera.
      await page.context().clearCookies();
      await signIn(page, "meera");
      await openApp(page, "/app/payslips", "My payslips");
      await expect(page.getByRole("region", { name: /^My loans and advances/ })).toBeVisible();
      await check("app-payslips-loans");
      await openApp(page, loanPath, TITLE);
      await check("app-payroll-loan-borrower");
    });
  });
}
