// The signed-in app in a real browser: the admin adds a member (the shared schema's messages first),
// generates an API key, confirms, toggles the secret, downloads the CSV, and the key then works from a plain
// HTTP client until it is regenerated (at both widths: the member table is laid out differently on each).
// Each type's dashboard renders, a wrong type is sent to its own, and sign-out ends the session (each once,
// at one width: app-steps.ts).
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures.ts";
import { DESKTOP, PHONE } from "./app-steps.ts";
import { downloadKeyCsv, firmWithKey, generateOnKeyPage } from "./key-steps.ts";

const PASSWORD = "Vetan-demo-2026";
const DEMO = { S: "9800000000", A: "9800000001", H: "9800000002", E: "9800000003" } as const;
const DOORS = {
  A: "/retailer/AdminDashboard",
  S: "/retailer/Superadmin_dashboard",
  H: "/retailer/HRDashboard",
  E: "/retailer/EmployeeDashboard",
} as const;
const FIRM = "Sahyadri Textiles Private Limited";

/**
 * Signs in through the real pages: accounts sign-in with the /Identity callback, whose hand-off then sends
 * the browser to the dashboard of the person's type.
 */
async function signIn(page: Page, type: keyof typeof DEMO) {
  await page.goto("/accounts/login?callback=/Identity");
  await hydrated(page);
  await page.getByLabel("Mobile number").fill(DEMO[type]);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${DOORS[type]}$`));
  await hydrated(page);
}

for (const width of [PHONE, DESKTOP]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.describe("the admin's journey", () => {
      // One admin's key is regenerated here; the two widths must not race each other.
      test.describe.configure({ mode: "serial" });

      test("adds a member, generates a key, downloads it, uses it from a plain client, and regenerating revokes it", async ({ page, baseURL }) => {
        await signIn(page, "A");
        await expect(page.getByRole("heading", { level: 1, name: FIRM })).toBeVisible();
        // Tables are cards on phones: the header row is there only on wide screens.
        await expect(page.locator(".dash-table thead")).toBeVisible({ visible: width > 825 });

        // Add member: the schema's exact messages first, then a real add.
        const newcomer = width < 825 ? "Sunil Gawde" : "Farida Shaikh";
        const form = page.locator("form", { has: page.getByRole("heading", { name: "Add a member" }) });
        await form.getByRole("button", { name: "Add member" }).click();
        await expect(form.getByText("Name is required")).toBeVisible();
        await expect(form.getByText("Mobile is required")).toBeVisible();
        await expect(form.getByText("Choose HR or Employee")).toBeVisible();
        await expect(form.getByLabel("Name")).toBeFocused();
        await form.getByLabel("Name").fill(newcomer);
        await form.getByLabel("Mobile").fill("98765");
        await form.getByRole("button", { name: "Add member" }).click();
        await expect(form.getByText("Mobile number should be 10 digits")).toBeVisible();
        await expect(form.getByText("Name is required")).toBeHidden();
        const mobile = `97${String(width).padStart(8, "0")}`;
        await form.getByLabel("Mobile").fill(mobile);
        await form.getByRole("radio", { name: "Employee" }).check();
        await form.getByRole("button", { name: "Add member" }).click();
        await expect(page.getByText(`${newcomer} is added as Employee.`)).toBeVisible();
        const row = page.getByRole("row", { name: new RegExp(newcomer) });
        await expect(row).toContainText(mobile);
        await expect(row).toContainText("Invited");
        await expect(form.getByLabel("Name")).toHaveValue("");

        // The quick start shows the call to make.
        await expect(page.locator(".dash-quickstart")).toContainText("curl -u");
        await expect(page.locator(".dash-quickstart")).toContainText("/api/v1/firm");

        // To the key page with the navigation state of SPEC.md §2.
        await page.locator("#api-keys").getByRole("link", { name: /Generate/ }).click();
        await expect(page).toHaveURL(/\/Generate_ID_Secret$/);
        await expect(page.getByRole("heading", { level: 1, name: "Key ID and Key Secret" })).toBeVisible();
        await expect(page.getByText("shown only once", { exact: false }).first()).toBeVisible();
        // Generate is enabled once the page knows whether a key is live (the other width may have made one).
        await expect(page.getByRole("button", { name: "Generate", exact: true })).toBeEnabled();
        const first = await generateOnKeyPage(page, { replacing: (await page.getByTestId("live-key-note").count()) > 0 });

        // Copy puts the real secret on the clipboard, even while it is hidden.
        await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
        await page.getByRole("button", { name: "Copy Key Secret" }).click();
        await expect(page.getByText("Key Secret copied.")).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.keysecret);

        // The CSV is built in the browser from the same answer: exact name and content.
        expect(await downloadKeyCsv(page)).toBe(`keyid,keysecret\r\n${first.keyid},${first.keysecret}\r\n`);

        // The key works from a plain HTTP client with no cookies.
        const used = await firmWithKey(baseURL!, first.keyid, first.keysecret);
        expect(used.status).toBe(200);
        expect(used.body.firm_name).toBe(FIRM);

        // Login leads to the admin dashboard, which now shows the live key, secret masked.
        await page.getByRole("link", { name: "Login" }).click();
        await expect(page).toHaveURL(new RegExp(`${DOORS.A}$`));
        await expect(page.getByTestId("live-key-id")).toHaveText(first.keyid);
        await expect(page.getByTestId("live-key-secret")).toHaveText(`••••••••••••${first.keysecret.slice(-4)}`);
        await expect(page.locator(".dash-quickstart")).toContainText(`curl -u ${first.keyid}:KEYSECRET`);

        // Opened directly, the page says a key exists and that generating again revokes it.
        await page.goto("/Generate_ID_Secret");
        await hydrated(page);
        const note = page.getByTestId("live-key-note");
        await expect(note).toContainText(first.keyid);
        await expect(note).toContainText(`••••••••••••${first.keysecret.slice(-4)}`);
        await expect(note).toContainText("revokes it");
        // Generate asks first; keeping the current key makes no call, and the old key still works.
        await page.getByRole("button", { name: "Generate", exact: true }).click();
        const ask = page.getByRole("dialog", { name: "Replace your API key?" });
        await expect(ask).toContainText(first.keyid);
        await ask.getByRole("button", { name: "Keep the current key" }).click();
        await expect(ask).toBeHidden();
        await expect(page.getByRole("button", { name: "Generate", exact: true })).toBeFocused();
        expect((await firmWithKey(baseURL!, first.keyid, first.keysecret)).status).toBe(200);
        const second = await generateOnKeyPage(page, { replacing: true });
        expect(second.keyid).not.toBe(first.keyid);
        expect((await firmWithKey(baseURL!, first.keyid, first.keysecret)).status).toBe(401);
        expect((await firmWithKey(baseURL!, second.keyid, second.keysecret)).status).toBe(200);
      });
    });

    if (width === PHONE) test("HR sees the member directory", async ({ page }) => {
      await signIn(page, "H");
      await expect(page.getByRole("heading", { level: 1, name: FIRM })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Member directory" })).toBeVisible();
      await expect(page.getByRole("row", { name: /Meera Iyer/ })).toContainText(DEMO.E);
      await expect(page.getByRole("button", { name: "Add member" })).toHaveCount(0);
    });

    if (width === PHONE) test("an employee sees their own profile; a wrong door leads back to it", async ({ page }) => {
      await signIn(page, "E");
      await expect(page.getByRole("heading", { level: 1, name: "Hello, Meera Iyer" })).toBeVisible();
      await expect(page.locator("#profile")).toContainText(FIRM);
      await expect(page.locator("#profile")).toContainText(DEMO.E);
      await page.goto(DOORS.A);
      await expect(page).toHaveURL(new RegExp(`${DOORS.E}$`));
      await page.goto("/Generate_ID_Secret");
      await expect(page).toHaveURL(new RegExp(`${DOORS.E}$`));
    });

    if (width === DESKTOP) test("the superadmin sees the platform's firms and users; sign out ends the session", async ({ page }) => {
      await signIn(page, "S");
      await expect(page.getByRole("heading", { level: 1, name: "The platform" })).toBeVisible();
      await expect(page.getByRole("row", { name: new RegExp(FIRM) })).toBeVisible();
      await expect(page.getByRole("row", { name: /Rohit Deshmukh/ })).toContainText("XXXXXX0002");

      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto(DOORS.S);
      await expect(page).toHaveURL(/\/accounts\/login\?callback=\/Identity$/);
      expect((await page.request.get("/api/v1/me")).status()).toBe(401);
    });
  });
}

test("nobody signed in is sent to accounts sign-in from every door", async ({ page }) => {
  for (const path of [...Object.values(DOORS), "/Generate_ID_Secret"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/accounts\/login\?callback=\/Identity$/);
  }
});
