// Sign-in, the hand-off and firm registration in a real browser (SPEC.md §2, §4, §5, §8; DESIGN.md
// "Identity and hand-off"): visitor → Login → sign up (a validation error first, then the SMS code) → /Identity →
// 'Congratulations!' → /New_login (every §5 message, a bad Aadhaar) → 'Successfully Created Your Account' →
// back through accounts → '00' → the admin dashboard. Also: a demo employee, a replayed code, throttling,
// the §8 alerts, and password reset with the code read from the server's log.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { Page, Response } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { expect, holdRequests, pageReady, test } from "./fixtures.ts";
import { downloadKeyCsv, firmWithKey, generateOnKeyPage } from "./key-steps.ts";
import { smsCodeFor } from "./sms-inbox.ts";

const SIGN_IN = "/accounts/login?callback=/Identity";
const DEMO_PASSWORD = "Vetan-demo-2026";
const FIRM_CALL = "/api/SuperAdmin/AddFirmQueryNew";
const RECENT_CALL = "/api/SuperAdmin/GetRecentNewFirm";

let seq = 0;
/** A 10-digit mobile no other test (or earlier run on this database) has used. */
const newMobile = (prefix: string) => `${prefix}${String(Date.now()).slice(-6)}${String(++seq % 100).padStart(2, "0")}`;

/** Expected refusals make Chromium log the failed request; only those are forgiven. */
function forgive(consoleProblems: string[], pattern: RegExp) {
  for (let i = consoleProblems.length - 1; i >= 0; i--) {
    if (/Failed to load resource/.test(consoleProblems[i]!) && pattern.test(consoleProblems[i]!)) consoleProblems.splice(i, 1);
  }
}

const errorOf = (page: Page, id: string) => page.locator(`#${id}-error`);

async function expectFieldError(page: Page, id: string, message: string) {
  await expect(errorOf(page, id)).toHaveText(message);
  await expect(page.locator(`#${id}`)).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${id}`)).toHaveAttribute("aria-describedby", new RegExp(`\\b${id}-error\\b`));
}

/** The hand-off document: its code, and the headers it was sent with. */
function identityDocument(page: Page): Promise<Response> {
  return page.waitForResponse((r) => r.request().resourceType() === "document" && /\/Identity\?accessToken=/.test(r.url()));
}
const codeOf = (response: Response) => new URL(response.url()).searchParams.get("accessToken") ?? "";

async function fillFirm(page: Page, values: Record<string, string>) {
  for (const [id, value] of Object.entries(values)) {
    const control = page.locator(`#${id}`);
    if ((await control.evaluate((el) => el.tagName)) === "SELECT") await control.selectOption(value);
    else await control.fill(value);
  }
}

/** A firm for the journey at one width: each its own name and GSTIN, since a second firm may not take either. */
const validFirm = (width: number) => ({
  firm_name: width === 375 ? "Menon Spices" : `Menon Spices ${width}`,
  firm_startdate: "2016-04-01",
  firm_members: "11-50",
  firm_type: "Limited Liability Partnership",
  firm_email: "accounts@menonspices.example",
  firm_address: "Willingdon Island, Kochi, Kerala 682003",
  // Not the demo firm's 27AAPFU0939F1ZV: a GSTIN belongs to one firm.
  firm_gst: width === 375 ? "32ABCPE1234F1ZK" : "32ABCPE1234F2ZJ",
  owner_pan: "ABCPE1234F",
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 820 } });
    const VALID_FIRM = validFirm(width);

    test("visitor → Login → sign up → Congratulations → New_login → registered → '00' → admin dashboard → keys → CSV → key used", async ({ page, consoleProblems, baseURL }) => {
      test.setTimeout(90_000);
      await page.goto("/");
      await pageReady(page);
      if (width < 908) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Login" }).click();
      } else {
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).click();
      }
      await expect(page).toHaveURL(SIGN_IN);
      await pageReady(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to Vetan");
      await page.getByRole("link", { name: "Create an account" }).click();
      await expect(page).toHaveURL("/accounts/signup?callback=/Identity");
      const sendCode = page.getByRole("button", { name: "Send code" });
      await expect(sendCode).toBeEnabled();

      // A validation error first: nothing is sent until the shared schema passes.
      const signups: string[] = [];
      page.on("request", (r) => {
        if (/\/api\/accounts\/signup(\/code)?$/.test(r.url())) signups.push(r.url());
      });
      await page.fill("#mobile", "98765");
      await page.fill("#password", "password");
      await sendCode.click();
      await expectFieldError(page, "name", "Name is required");
      await expectFieldError(page, "mobile", "Mobile number should be 10 digits");
      await expectFieldError(page, "password", "This password is too common. Choose another.");
      await expect(page.locator("#name")).toBeFocused();
      await expect(page.locator("#password-hint")).toContainText("At least 8 characters");
      expect(await seriousViolations(page)).toEqual([]);
      const mobile = newMobile("91");
      await page.fill("#name", " Kavya Menon");
      await page.fill("#mobile", mobile);
      await page.fill("#password", "harbour-ledger-27");
      await sendCode.click();
      await expectFieldError(page, "name", "Name should not start with a space");
      await expect(errorOf(page, "mobile")).toHaveCount(0);
      await page.fill("#name", "Kavya Menon");
      await page.fill("#password", `pw${mobile}`);
      await sendCode.click();
      await expectFieldError(page, "password", "Password must not contain your mobile number");
      await expect(page.locator("#password")).toBeFocused();
      expect(signups).toEqual([]);

      // The mobile is proved by the code it receives (through the product's SMS adapter to the stand-in gateway).
      await page.fill("#password", "harbour-ledger-27");
      await sendCode.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter the code we sent");
      await expect(page.getByRole("status").filter({ hasText: "6-digit code is on its way" })).toBeVisible();
      const createAccount = page.getByRole("button", { name: "Create account" });
      await createAccount.click();
      await expectFieldError(page, "code", "Code is required");
      expect(await seriousViolations(page)).toEqual([]);
      await page.fill("#code", await smsCodeFor(mobile));
      const handOffDoc = identityDocument(page);
      await createAccount.click();
      const doc = await handOffDoc;
      expect(doc.headers()["referrer-policy"]).toBe("no-referrer");

      // '02': the Congratulations dialog, and the code is gone from the address bar.
      const congratulations = page.getByRole("dialog", { name: "Congratulations!" });
      await expect(congratulations).toBeVisible();
      await expect(congratulations).toContainText("proceed to register your firm");
      await expect(congratulations.locator("img")).toHaveAttribute("src", "/images/accounts/congratulations.svg");
      await expect(congratulations.getByRole("button", { name: "Cancel" })).toBeVisible();
      expect(page.url()).not.toContain("accessToken");
      await expect(page).toHaveURL(/\/Identity$/);
      expect(await seriousViolations(page)).toEqual([]);
      await congratulations.getByRole("button", { name: "Proceed" }).click();

      // /New_login: welcome, read-only owner and mobile from the parent record.
      await expect(page).toHaveURL("/New_login");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Vetan, Kavya Menon");
      await expect(page.locator("#firm_owner_name")).toHaveValue("Kavya Menon");
      await expect(page.locator("#firm_owner_name")).toHaveJSProperty("readOnly", true);
      await expect(page.locator("#firm_mobile")).toHaveValue(mobile);
      await expect(page.locator("#firm_mobile")).toHaveJSProperty("readOnly", true);
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);

      // Every SPEC §5 message a person can reach (owner and mobile are filled in and read-only).
      const firmCalls: string[] = [];
      page.on("request", (r) => {
        if (r.url().endsWith(FIRM_CALL)) firmCalls.push(r.method());
      });
      const register = page.getByRole("button", { name: "Register firm" });
      await register.click();
      await expectFieldError(page, "firm_name", "Firm name is required");
      await expectFieldError(page, "firm_startdate", "Firm start date is required");
      await expectFieldError(page, "firm_members", "Firm size required");
      await expectFieldError(page, "firm_type", "Firm type is required");
      await expectFieldError(page, "firm_email", "Firm email is required");
      await expectFieldError(page, "firm_address", "Firm address is required");
      await expect(page.locator("#firm_name")).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await fillFirm(page, { ...VALID_FIRM, firm_name: " Menon Spices", firm_email: "not-an-email" });
      await register.click();
      await expectFieldError(page, "firm_name", "Firm name should not start with spaces");
      await expectFieldError(page, "firm_email", "Invalid email address");
      await fillFirm(page, { firm_name: VALID_FIRM.firm_name, firm_email: VALID_FIRM.firm_email, owner_aadhar: "2345 6789 0125" });
      await expect(page.locator("#owner_aadhar")).toHaveAttribute("type", "password");
      await register.click();
      await expectFieldError(page, "owner_aadhar", "Aadhaar check digit is wrong: please re-check the number");
      await expect(page.locator("#owner_aadhar")).toBeFocused();
      expect(firmCalls).toEqual([]);
      await page.getByRole("button", { name: "Show Owner's Aadhaar" }).click();
      await expect(page.locator("#owner_aadhar")).toHaveAttribute("type", "text");
      await page.fill("#owner_aadhar", "2345 6789 0124");
      await register.click();

      const created = page.getByRole("dialog", { name: "Successfully Created Your Account" });
      await expect(created).toBeVisible();
      await expect(created).toContainText(`${VALID_FIRM.firm_name} is registered on Vetan`);
      expect(firmCalls).toEqual(["POST"]);

      if (width === 1280) {
        // Opened again before OK (still signed in, not yet placed): prefilled from the recent firm record,
        // its day/month/year start date back in the date field; sending it again is refused with the
        // server's message in a warning (SPEC §8).
        const again = await page.context().newPage();
        await again.goto("/New_login");
        await expect(again.locator("#firm_name")).toHaveValue(VALID_FIRM.firm_name);
        await expect(again.locator("#firm_startdate")).toHaveValue("2016-04-01");
        await expect(again.locator("#firm_type")).toHaveValue("Limited Liability Partnership");
        await expect(again.locator("#firm_members")).toHaveValue("11-50");
        await expect(again.locator("#firm_gst")).toHaveValue(VALID_FIRM.firm_gst);
        await expect(again.locator("#owner_aadhar")).toHaveValue("");
        await again.getByRole("button", { name: "Register firm" }).click();
        const warning = again.getByRole("dialog", { name: "Warning" });
        await expect(warning).toContainText("You have already registered a firm");
        await again.close();
        forgive(consoleProblems, /status of 409 .*AddFirmQueryNew/);
      }

      // OK → accounts sign-in → (still signed in) straight on to /Identity → '00' → the admin dashboard.
      const secondHandOff = identityDocument(page);
      await created.getByRole("button", { name: "OK" }).click();
      expect(codeOf(await secondHandOff)).not.toBe(codeOf(doc));
      await expect(page).toHaveURL("/retailer/AdminDashboard");
      await expect(page.locator(".toast--success")).toHaveText("Signed in successfully");
      const stored = await page.evaluate(() => ({ user: sessionStorage.getItem("user"), parent: sessionStorage.getItem("userParent") }));
      expect(JSON.parse(stored.user ?? "{}")).toMatchObject({ us_type: "A", name: "Kavya Menon", mobile });
      expect(JSON.parse(stored.parent ?? "{}")).toMatchObject({ name: "Kavya Menon", mobile });

      // And on, as issue 4's journey asks: generate keys → CSV downloaded → the key used from a plain client.
      await pageReady(page);
      await page.locator("#api-keys").getByRole("link", { name: /Generate/ }).click();
      await expect(page).toHaveURL(/\/Generate_ID_Secret$/);
      const pair = await generateOnKeyPage(page);
      expect(await downloadKeyCsv(page)).toBe(`keyid,keysecret\r\n${pair.keyid},${pair.keysecret}\r\n`);
      const used = await firmWithKey(baseURL!, pair.keyid, pair.keysecret);
      expect(used.status).toBe(200);
      expect(used.body.firm_name).toBe(VALID_FIRM.firm_name);
    });

    // Each once, at one width (decision 019); the registration journey above runs at both, its layout differing.
    if (width === 375) test("a demo employee lands on the employee dashboard; the used code replayed goes back to sign-in", async ({ page, browser }) => {
      await page.goto(SIGN_IN);
      await pageReady(page);
      await page.fill("#mobile", "9800000003");
      await page.fill("#password", DEMO_PASSWORD);
      const handOff = identityDocument(page);
      // SPEC §4: 'Please Wait' covers the page while the sign-on call runs.
      await page.route("**/api/SuperAdmin/VetanSSOLoginV1", async (route) => {
        await expect(page.getByText("Please Wait")).toBeVisible();
        await route.continue();
      });
      await page.getByRole("button", { name: "Sign in" }).click();
      const code = codeOf(await handOff);
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      await expect(page).toHaveURL("/retailer/EmployeeDashboard");
      await expect(page.locator(".toast--success")).toHaveText("Signed in successfully");
      expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem("user"))) ?? "{}")).toMatchObject({ us_type: "E" });

      // Another browser with the same code: used (and foreign) → '01' → accounts sign-in.
      const origin = new URL(page.url()).origin;
      const other = await browser.newContext({ viewport: { width, height: 820 } });
      const replay = await other.newPage();
      await replay.goto(`${origin}/Identity?accessToken=${code}`);
      await expect(replay).toHaveURL(`${origin}${SIGN_IN}`);
      await expect(replay.getByRole("heading", { level: 1 })).toHaveText("Sign in to Vetan");
      await other.close();
    });

    if (width === 1280) test("five wrong passwords, then the throttling message", async ({ page, consoleProblems }) => {
      await page.goto(SIGN_IN);
      await pageReady(page);
      await page.fill("#mobile", newMobile("93"));
      const signIn = page.getByRole("button", { name: "Sign in" });
      for (let i = 0; i < 5; i++) {
        await page.fill("#password", `wrong-password-${i}`);
        const answered = page.waitForResponse((r) => r.url().endsWith("/api/accounts/signin"));
        await signIn.click();
        expect((await answered).status()).toBe(401);
        await expectFieldError(page, "password", "Mobile number or password is wrong.");
      }
      await page.fill("#password", "wrong-password-5");
      await signIn.click();
      await expect(page.getByRole("alert").filter({ hasText: "Too many" })).toHaveText(
        "Too many sign-in attempts. Please wait 15 minutes, or reset your password.",
      );
      await expect(page).toHaveURL(SIGN_IN);
      expect(await seriousViolations(page)).toEqual([]);
      forgive(consoleProblems, /status of (401|429) .*\/api\/accounts\/signin/);
    });
  });
}

test("a registration page that cannot load the recent firm, or send the form, says so (SPEC §8)", async ({ page, consoleProblems }) => {
  const mobile = newMobile("92");
  const sameOrigin = { "sec-fetch-site": "same-origin" };
  expect((await page.request.post("/api/accounts/signup/code", { data: { mobile }, headers: sameOrigin })).status()).toBe(200);
  const signUp = await page.request.post("/api/accounts/signup", {
    data: { name: "Arjun Pillai", mobile, password: "cardamom-hills-14", code: await smsCodeFor(mobile), callback: "/Identity" },
    headers: sameOrigin,
  });
  expect(signUp.status()).toBe(200);
  await page.route(`**${RECENT_CALL}`, (route) => route.abort());
  await page.goto((await signUp.json()).redirect);
  await page.getByRole("dialog", { name: "Congratulations!" }).getByRole("button", { name: "Proceed" }).click();
  const failedLoad = page.getByRole("dialog", { name: "Error" });
  await expect(failedLoad).toContainText("Failed to fetch recent new firm data");
  await failedLoad.getByRole("button", { name: "OK" }).click();

  await page.route(`**${FIRM_CALL}`, (route) => route.abort());
  await fillFirm(page, validFirm(375));
  await page.getByRole("button", { name: "Register firm" }).click();
  await expect(page.getByRole("dialog", { name: "Error" })).toContainText("Failed to submit form");
  await expect(page.getByText("Please Wait")).toBeHidden();
  forgive(consoleProblems, /net::ERR_FAILED/);
});

test("/Identity strips the code at once; a sign-on call that fails only clears 'Please Wait' (SPEC §4, §8)", async ({ page, consoleProblems }) => {
  const release = await holdRequests(page, "**/api/SuperAdmin/VetanSSOLoginV1", "abort");
  const logged: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "info") logged.push(m.text());
  });
  await page.goto("/Identity?accessToken=a-code-that-never-arrives&campaignid=c1");
  await expect(page.getByText("Please Wait")).toBeVisible();
  await expect(page).toHaveURL(/\/Identity\?campaignid=c1$/);
  release();
  await expect(page.getByText("Please Wait")).toBeHidden();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect.poll(() => logged.some((t) => t.startsWith("Sign-on did not reach the server"))).toBe(true);
  forgive(consoleProblems, /net::ERR_FAILED/);
});

test("/Identity without a code calls nothing and offers sign-in", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/")) calls.push(r.url());
  });
  await page.goto("/Identity");
  await pageReady(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nothing to sign in with");
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", SIGN_IN);
  expect(calls).toEqual([]);
});

/** A server of its own with info logs, so the test can read the reset code where local use puts it. */
async function startLoggingServer(): Promise<{ origin: string; lines: AsyncIterator<string>; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), "vetan-e2e-reset-"));
  const child: ChildProcess = spawn(process.execPath, ["apps/server/src/main.ts"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const origin = await nextLog(lines, (log) => /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(String(log.msg))?.[1]);
    return { origin, lines, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function nextLog<T>(lines: AsyncIterator<string>, pick: (log: Record<string, unknown>) => T | undefined): Promise<T> {
  for (;;) {
    const { value, done } = await lines.next();
    if (done) throw new Error("the server stopped before logging what the test waits for");
    try {
      const found = pick(JSON.parse(value) as Record<string, unknown>);
      if (found !== undefined) return found;
    } catch {
      // Not a JSON log line.
    }
  }
}

test("password reset: ask for a code, read it from the server log, set a new password, sign in with it", async ({ page, consoleProblems }) => {
  test.setTimeout(120_000);
  const server = await startLoggingServer();
  try {
    const mobile = newMobile("90");
    const sameOrigin = { "sec-fetch-site": "same-origin" };
    expect((await page.request.post(`${server.origin}/api/accounts/signup/code`, { data: { mobile }, headers: sameOrigin })).status()).toBe(200);
    const signupCode = await nextLog(server.lines, (log) => /sign-up code is (\d{6})/.exec(String(log.body ?? ""))?.[1]);
    const signUp = await page.request.post(`${server.origin}/api/accounts/signup`, {
      data: { name: "Neha Joshi", mobile, password: "old-monsoon-ledger-1", code: signupCode },
      headers: sameOrigin,
    });
    expect(signUp.status()).toBe(200);
    await page.context().clearCookies();

    await page.goto(`${server.origin}/accounts/login?callback=/Identity`);
    await pageReady(page);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(`${server.origin}/accounts/reset?callback=/Identity`);
    await expect(page.getByRole("complementary", { name: "Where the code goes" })).toContainText("server log");
    await page.fill("#mobile", mobile);
    await page.getByRole("button", { name: "Send code" }).click();
    const code = await nextLog(server.lines, (log) => /reset code is (\d{6})/.exec(String(log.body ?? ""))?.[1]);
    await expect(page.getByRole("status").filter({ hasText: "6-digit code is on its way" })).toBeVisible();

    const wrong = code === "000000" ? "111111" : "000000";
    await page.fill("#code", wrong);
    await page.fill("#password", "new-harbour-ledger-2");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expectFieldError(page, "code", "The code is wrong or has expired. Ask for a new one.");
    expect(await seriousViolations(page)).toEqual([]);
    forgive(consoleProblems, /status of 400 .*\/api\/accounts\/reset\/complete/);

    await page.fill("#code", code);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Password changed");
    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${server.origin}/accounts/login?callback=/Identity`);
    await page.fill("#mobile", mobile);
    await page.fill("#password", "new-harbour-ledger-2");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("dialog", { name: "Congratulations!" })).toBeVisible();
    await expect(page).toHaveURL(`${server.origin}/Identity`);
  } finally {
    await server.stop();
  }
});
