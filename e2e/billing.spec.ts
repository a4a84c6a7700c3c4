// Plans and billing in a real browser (decision 031), one journey in order (one database):
//  A. A new firm's owner (registered as a person does: sign-up code by SMS, the hand-off's "02", the firm
//     form's call) signs in at a desk, sees the trial over every screen, opens Plan and billing from the
//     navigation: the Premium trial, its end, ₹0.00 this month and the working in words. They move to
//     Basic (confirmed first): the page shows Basic with this month's charge line by line, GST apart.
//  B. The same firm, now Basic: Expense claims is marked Premium in the navigation, and opening it shows the
//     offer to upgrade, whose link leads back to the billing page.
//  C. The billing page and the upgrade panel pass axe, fit their width and are photographed at 375, 820 and
//     1280 px into test-results/screens/ (for a person to look at; not committed).
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { appNav, DESKTOP, loaded, PHONE, toast } from "./app-steps.ts";
import { seriousViolations } from "./axe.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { smsCodeFor } from "./sms-inbox.ts";

test.describe.configure({ mode: "serial" });

const SHOTS = join("test-results", "screens");
const RUN = Date.now().toString(36).slice(-5);
const MOBILE = `94${String(Date.now()).slice(-8)}`;
const PASSWORD = "monsoon-ledger-2026";
const SAME_ORIGIN = { "sec-fetch-site": "same-origin" };
let registered = false;

async function signInOwner(page: Page) {
  await page.goto("/accounts/login?callback=/Identity");
  await hydrated(page);
  await page.getByLabel("Mobile number").fill(MOBILE);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/retailer\/AdminDashboard$/, { timeout: 30_000 });
  await hydrated(page);
}

async function openBilling(page: Page) {
  await page.goto("/app/settings/billing");
  await hydrated(page);
  await loaded(page, "Plan and billing");
}

test.describe("at a desk", () => {
  test.use({ viewport: { width: DESKTOP, height: 900 } });
  test.beforeEach(() => test.setTimeout(120_000));

  test("A: a new firm sees its Premium trial and this month's charge, and moves to Basic after confirming", async ({ page }) => {
    // The firm, registered through the calls the sign-up and /New_login pages make.
    expect((await page.request.post("/api/accounts/signup/code", { data: { mobile: MOBILE }, headers: SAME_ORIGIN })).status()).toBe(200);
    const signUp = await page.request.post("/api/accounts/signup", {
      data: { name: "Kavya Menon", mobile: MOBILE, password: PASSWORD, code: await smsCodeFor(MOBILE), callback: "/Identity" },
      headers: SAME_ORIGIN,
    });
    expect(signUp.status()).toBe(200);
    const token = new URL((await signUp.json()).redirect, "http://x").searchParams.get("accessToken");
    const hand = await page.request.post("/api/SuperAdmin/VetanSSOLoginV1", { data: { token, product: "VETAN" }, headers: SAME_ORIGIN });
    expect((await hand.json()).responseCode).toBe("02");
    const firm = await page.request.post("/api/SuperAdmin/AddFirmQueryNew", {
      data: {
        firm_name: `Malabar Spice Traders ${RUN}`,
        firm_owner_name: "Kavya Menon",
        firm_startdate: "2019-08-01",
        firm_members: "11-50",
        firm_type: "Partnership Firm",
        firm_email: "office@malabarspice.example",
        firm_mobile: MOBILE,
        firm_address: "Mattancherry, Kochi, Kerala 682002",
      },
      headers: SAME_ORIGIN,
    });
    expect(firm.status(), await firm.text()).toBe(200);
    registered = true;

    // The registering session is not yet placed in the firm: a new sign-in makes the owner its admin.
    await page.context().clearCookies();
    await signInOwner(page);
    await page.goto("/app");
    await hydrated(page);
    await expect(page.locator(".plan-banner")).toContainText(/Your firm is on a free Premium trial until \d{1,2} \w{3} \d{4}\./);
    await appNav(page).getByRole("link", { name: "Plan and billing" }).click();
    await loaded(page, "Plan and billing");
    const now = page.getByRole("region", { name: "This month" });
    await expect(now.getByText(/^Free trial to \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    await expect(now.getByText("₹0.00", { exact: true })).toBeVisible();
    await expect(now.getByText(/^Your Premium trial is free until .*: nothing to pay this month\.$/)).toBeVisible();
    await expect(now.getByText("Premium costs ₹4,999.00 a month for up to 100 employees.")).toBeVisible();

    const plans = page.getByRole("region", { name: "Plans" });
    await plans.getByRole("button", { name: "Move to Basic" }).click();
    const ask = page.getByRole("dialog", { name: "Move to Basic?" });
    await expect(ask).toContainText("Your trial ends now and Basic is charged from this month.");
    // The way back changes nothing.
    await ask.getByRole("button", { name: "Go back" }).click();
    await expect(ask).toBeHidden();
    await expect(now.getByText(/^Free trial to \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    await plans.getByRole("button", { name: "Move to Basic" }).click();
    await page.getByRole("dialog", { name: "Move to Basic?" }).getByRole("button", { name: "Move to Basic" }).click();
    await expect(toast(page, "Your firm is now on Basic.")).toBeVisible();
    await expect(now.getByText("Active", { exact: true })).toBeVisible();
    const lines = now.getByRole("table", { name: "This month's charge, line by line" });
    await expect(lines.getByRole("row", { name: /^Basic, a month ₹1,999\.00$/ })).toBeVisible();
    await expect(lines.getByRole("row", { name: /^GST at 18% ₹359\.82$/ })).toBeVisible();
    await expect(lines.getByRole("row", { name: /^Total ₹2,358\.82$/ })).toBeVisible();
    await expect(now.getByText("Before GST: ₹1,999.00. GST at 18%: ₹359.82. Total: ₹2,358.82.")).toBeVisible();
    // The shell follows at once: no trial banner, and Premium's screens marked.
    await expect(page.locator(".plan-banner")).toHaveCount(0);
    await expect(appNav(page).getByRole("link", { name: "Expense claims (in the Premium plan)" })).toBeVisible();
  });

  test("B: the Basic firm's admin opens Expense claims and is offered the upgrade, which leads to billing", async ({ page }) => {
    // Serial journey: this step needs the firm step A registered; when A failed (reported on its own), this one would only fail for the same cause.
    test.skip(!registered, "A registers the firm");
    await signInOwner(page);
    await page.goto("/app");
    await hydrated(page);
    await appNav(page).getByRole("link", { name: "Expense claims (in the Premium plan)" }).click();
    await loaded(page, "Expense Management comes with Premium");
    await expect(page.getByText("Your firm is on the Basic plan, which does not include Expense Management. The Premium plan does.")).toBeVisible();
    await page.getByRole("link", { name: "See plans and upgrade" }).click();
    await loaded(page, "Plan and billing");
  });
});

for (const width of [PHONE, 820, DESKTOP]) {
  test.describe(`screens at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`C: billing and the upgrade panel pass axe, are photographed at ${width} px and fit their width`, async ({ page }) => {
      // Serial journey: this step needs the firm step A registered; when A failed (reported on its own), this one would only fail for the same cause.
    test.skip(!registered, "A registers the firm");
      test.setTimeout(120_000);
      const check = async (name: string) => {
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect.soft(overflow, `${name} scrolls sideways by ${overflow} px at ${width} px`).toBeLessThanOrEqual(0);
        expect.soft(await seriousViolations(page), `axe on ${name} at ${width} px`).toEqual([]);
      };
      await signInOwner(page);
      await openBilling(page);
      await check("app-billing");
      // From the navigation, as a person goes: the shell knows the plan, so the screen's calls are not sent.
      await appNav(page).getByRole("link", { name: "Expense claims (in the Premium plan)" }).click();
      await loaded(page, "Expense Management comes with Premium");
      await check("app-upgrade-panel");
    });
  });
}
