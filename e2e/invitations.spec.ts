// Membership with consent (decision 016) in a real browser: the admin adds an employee and gives them
// sign-in; the profile says "Invited, not yet accepted" (the same for a number with an account and one
// without) and refuses a second message within 10 minutes. The employee gets the invitation by SMS (through
// the product's SMS adapter to the stand-in gateway), creates an account with the code sent to the same
// phone, lands on the invitations page, accepts, and continues to the employee dashboard; the admin then
// sees "Joined". The invitations page is photographed at 375, 820 and 1280 px.
import { join } from "node:path";
import { seriousViolations } from "./axe.ts";
import { fact, loaded, openApp, PHONE, signIn, toast } from "./app-steps.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { messagesTo, smsCodeFor } from "./sms-inbox.ts";

const SHOTS = join("test-results", "screens");
const RUN = Date.now().toString(36).slice(-5);

// Once, on a phone: the invitation arrives by SMS and is answered there (app-steps.ts, decision 019).
for (const width of [PHONE]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("A invites an employee to sign in; they sign up with the SMS code, accept, and reach their dashboard", async ({ page, browser, consoleProblems }) => {
      test.setTimeout(90_000);
      await signIn(page, "admin");
      const mobile = `6${String(width).padStart(4, "0")}${String(Date.now()).slice(-5)}`;
      const name = `Nisha Pawar ${width}${RUN}`;
      const workspaces = (await (await page.request.get("/api/v1/workspaces")).json()) as { data: { id: string }[] };
      const created = await page.request.post("/api/v1/people", { data: { name, mobile, joining_date: "2026-11-02", workspace_id: workspaces.data[0]?.id } });
      expect(created.status(), await created.text()).toBe(201);
      const id = ((await created.json()) as { id: string }).id;

      await openApp(page, `/app/people/${id}`, name);
      const job = page.locator("#job");
      await expect(fact(job, "Sign-in access")).toHaveText("No sign-in");
      await page.getByRole("button", { name: "Sign-in access" }).click();
      const dialog = page.getByRole("dialog", { name: `Sign-in access for ${name}` });
      await dialog.getByText("Employee", { exact: true }).click();
      await dialog.getByRole("button", { name: "Save access" }).click();
      await expect(toast(page, "Sign-in access saved")).toBeVisible();
      await expect(fact(job, "Sign-in access")).toContainText("Employee · Invited, not yet accepted");
      await job.getByRole("button", { name: "Send the invitation again" }).click();
      await expect(toast(page, /sent a moment ago/)).toBeVisible();
      consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !/status of 429/.test(p)));
      await expect.poll(() => messagesTo(mobile)).toEqual([expect.stringContaining("invites you to sign in to Vetan as Employee")]);

      // The employee, on their own phone.
      const phone = await browser.newContext({ viewport: { width, height: 900 } });
      const them = await phone.newPage();
      await them.goto("/accounts/signup?callback=/Identity");
      await hydrated(them);
      await them.fill("#name", name);
      await them.fill("#mobile", mobile);
      await them.fill("#password", "tea-estate-ledger-9");
      await them.getByRole("button", { name: "Send code" }).click();
      await expect(them.getByRole("heading", { level: 1 })).toHaveText("Enter the code we sent");
      await them.evaluate(() => document.fonts.ready.then(() => undefined));
      await them.screenshot({ path: join(SHOTS, `accounts-signup-code-${width}.png`), fullPage: true });
      await them.fill("#code", await smsCodeFor(mobile));
      await them.getByRole("button", { name: "Create account" }).click();

      await expect(them).toHaveURL("/accounts/invitations?callback=%2FIdentity");
      await expect(them.getByRole("heading", { level: 1 })).toHaveText("A firm has invited you");
      const card = them.getByRole("listitem").filter({ hasText: "As Employee" });
      await expect(card).toContainText("As Employee · invited");
      expect(await seriousViolations(them)).toEqual([]);
      await them.evaluate(() => document.fonts.ready.then(() => undefined));
      await them.screenshot({ path: join(SHOTS, `accounts-invitations-${width}.png`), fullPage: true });
      if (width === 1280) {
        await them.setViewportSize({ width: 820, height: 900 });
        await them.screenshot({ path: join(SHOTS, "accounts-invitations-820.png"), fullPage: true });
      }
      await card.getByRole("button", { name: /^Accept/ }).click();
      await expect(card.getByRole("status")).toContainText("You have joined");
      await them.getByRole("button", { name: "Continue", exact: true }).click();
      await expect(them).toHaveURL("/retailer/EmployeeDashboard");
      await phone.close();

      await page.reload();
      await loaded(page, name);
      await expect(fact(job, "Sign-in access")).toHaveText("Employee · Joined");
    });
  });
}
