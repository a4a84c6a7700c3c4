// API keys in a real browser (issue 19, decision 032), one journey in order:
//  A. Ananya (admin) opens Settings → API keys, is told what is missing when the form is empty, picks
//     People: read and Leave: write with an expiry, and creates the key: the secret is shown once with
//     copy buttons; the list shows it masked with its scopes. The key reads the directory from outside
//     and is refused a payroll read naming the scope it lacks.
//  B. She revokes it after a confirmation; the key is refused from then on.
//  C. Rohit (HR) does not see the page in the menu and is refused it in words.
//  D. The page passes axe at phone and desktop widths; screenshots at 375, 820 and 1280.
import { appNav, loaded, openApp, signIn, toast } from "./app-steps.ts";
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

let made: { keyid: string; secret: string } | null = null;
const basic = (k: { keyid: string; secret: string }) => ({ authorization: `Basic ${Buffer.from(`${k.keyid}:${k.secret}`).toString("base64")}` });

test("A: an admin creates a scoped key with an expiry, sees the secret once, and the key keeps to its scopes", async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "admin");
  await openApp(page, "/app", /^Hello, /);
  await appNav(page).getByRole("link", { name: "API keys" }).click();
  await loaded(page, "API keys");

  const form = page.getByRole("form", { name: "Create an API key" });
  await form.getByRole("button", { name: "Create key" }).click();
  await expect(form.getByText("Give the key a name, like “Tally sync”")).toBeVisible();
  await expect(form.getByText("Choose at least one module to read or write")).toBeVisible();

  await form.getByLabel("Name").fill("Tally sync");
  await form.getByLabel("Expires after (optional)").fill("2099-03-31");
  await form.getByRole("checkbox", { name: "Employee Data Dashboard: read" }).check();
  await form.getByRole("checkbox", { name: "Leave Management: write" }).check();
  // Write includes read: its read box is ticked and fixed.
  await expect(form.getByRole("checkbox", { name: "Leave Management: read" })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Leave Management: read" })).toBeDisabled();
  await page.screenshot({ path: "test-results/screens/api-keys-form-1280.png", fullPage: true });
  await form.getByRole("button", { name: "Create key" }).click();
  await expect(toast(page, "Key “Tally sync” created.")).toBeVisible();

  const keyid = await page.getByLabel("Key ID").inputValue();
  const secret = await page.getByLabel("Key secret").inputValue();
  expect(keyid).toMatch(/^vk_/);
  expect(secret.length).toBeGreaterThan(30);
  await page.getByRole("button", { name: "Copy Key secret" }).click();
  await expect(toast(page, "Key secret copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await page.screenshot({ path: "test-results/screens/api-keys-created-1280.png", fullPage: true });
  await page.getByRole("button", { name: "I have saved the secret" }).click();
  await expect(page.getByLabel("Key secret")).toHaveCount(0);

  const row = page.getByRole("row", { name: /Tally sync/ });
  await expect(row).toContainText("Employee Data Dashboard: read");
  await expect(row).toContainText("Leave Management: write");
  await expect(row).toContainText("After 2099-03-31");
  await expect(page.getByText(secret)).toHaveCount(0);
  made = { keyid, secret };

  const people = await request.get(`${baseURL}/api/v1/people?limit=2`, { headers: basic(made) });
  expect(people.status()).toBe(200);
  expect((await people.json()).next_cursor).toBeTruthy();
  const payroll = await request.get(`${baseURL}/api/v1/payroll/runs`, { headers: basic(made) });
  expect(payroll.status()).toBe(403);
  expect((await payroll.json()).result).toContain("payroll:read");
});

test("B: revoking asks first, and the key is refused from then on", async ({ page, request, baseURL }) => {
  expect(made).not.toBeNull();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "admin");
  await openApp(page, "/app/settings/api-keys", "API keys");
  const row = page.getByRole("row", { name: /Tally sync/ }).first();
  await row.getByRole("button", { name: "Revoke the key Tally sync" }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke the key “Tally sync”?" });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: "test-results/screens/api-keys-revoke-1280.png" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Revoke the key Tally sync" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke" }).click();
  await expect(toast(page, "Key revoked.")).toBeVisible();
  await expect(page.getByRole("cell", { name: made!.keyid, exact: false })).toHaveCount(0);
  const after = await request.get(`${baseURL}/api/v1/people`, { headers: basic(made!) });
  expect(after.status()).toBe(401);
});

test("C: HR neither sees nor may open the page", async ({ page, consoleProblems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "hr");
  await openApp(page, "/app", /^Hello, /);
  await expect(appNav(page).getByRole("link", { name: "API keys" })).toHaveCount(0);
  await page.goto("/app/settings/api-keys");
  await expect(page.getByRole("heading", { name: "API keys" })).toBeVisible();
  await expect(page.getByText("You are not allowed to do that.")).toBeVisible();
  for (let i = consoleProblems.length - 1; i >= 0; i--) if (consoleProblems[i]!.includes("status of 403")) consoleProblems.splice(i, 1);
});

test("D: the page passes axe at phone and desktop widths, and reads well at 375, 820 and 1280", async ({ page }) => {
  await signIn(page, "admin");
  // A key in the list, so the table is there to look at.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openApp(page, "/app/settings/api-keys", "API keys");
  const form = page.getByRole("form", { name: "Create an API key" });
  await form.getByLabel("Name").fill("HR reports");
  await form.getByRole("checkbox", { name: "Payslips: read" }).check();
  await form.getByRole("button", { name: "Create key" }).click();
  await page.getByRole("button", { name: "I have saved the secret" }).click();
  for (const width of [375, 820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openApp(page, "/app/settings/api-keys", "API keys");
    await expect(page.getByRole("table", { name: "API keys in use" })).toBeVisible();
    await page.screenshot({ path: `test-results/screens/api-keys-${width}.png`, fullPage: true });
    if (width !== 820) expect(await seriousViolations(page)).toEqual([]);
  }
});
