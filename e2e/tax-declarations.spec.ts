// Income-tax declarations in a real browser, one journey in order (one database):
//  A. Rohit (firm-wide HR), at a desk, opens the declaration and proof windows in Settings, Payroll (half a
//     window is refused beside its field first). The demo may have windows of its own; these replace them.
//  B. Meera, on a phone, opens My tax, chooses the old regime, declares rent and 80C — the landlord's PAN
//     is asked for beside its field before anything is sent — uploads a proof and submits it.
//  C. Rohit finds her in Tax declarations by search, opens her declaration and its proof, and verifies a
//     lower 80C amount with a note (more than was declared is refused beside the field first).
//  D. Meera reads "Verified", the amount accepted beside the one declared, and HR's note.
//  E. Every declaration screen passes axe, is photographed at 375, 820 and 1280 px into
//     test-results/screens/ (for a person to look at) and fits its width.
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { indiaToday } from "../packages/shared/src/dates.ts";
import { appNav, DESKTOP, idOf, loaded, openApp, PHONE, signIn, toast } from "./app-steps.ts";
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

/** Where the photographs go (E2E_SHOTS keeps them out of another run's test-results). */
const SHOTS = process.env.E2E_SHOTS ?? join("test-results", "screens");
const today = indiaToday();
const dayAfter = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const PDF = { name: "rent-receipts.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") };

test.describe("at a desk", () => {
  test.use({ viewport: { width: DESKTOP, height: 900 } });

  test("A: HR opens the declaration and proof windows", async ({ page }) => {
    await signIn(page, "hr");
    await openApp(page, "/app/settings/payroll", "Payroll");
    const panel = page.getByRole("region", { name: "Tax declarations" });
    // The demo may have windows already; this journey sets its own. Half a window is refused beside the date that is missing, before anything is sent.
    await panel.getByLabel("Declarations open on").fill(dayAfter(-1));
    await panel.getByLabel("Declarations close on").fill("");
    await panel.getByRole("button", { name: "Save windows" }).click();
    await expect(panel.getByText("Declarations: give both dates, or neither to keep the window closed")).toBeVisible();
    await expect(panel.getByLabel("Declarations close on")).toBeFocused();
    await panel.getByLabel("Declarations close on").fill(dayAfter(30));
    await panel.getByLabel("Proofs open on").fill(dayAfter(-1));
    await panel.getByLabel("Proofs close on").fill(dayAfter(30));
    await panel.getByRole("button", { name: "Save windows" }).click();
    await expect(toast(page, "Declaration windows saved.")).toBeVisible();
    await expect(panel.getByText(/^Open now, from /)).toHaveCount(2);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: PHONE, height: 900 } });

  test("B: Meera chooses the old regime, declares rent and 80C, uploads a proof and submits it", async ({ page }) => {
    const puts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "PUT" && new URL(r.url()).pathname.startsWith("/api/v1/payroll/declarations/")) puts.push(r.url());
    });
    await signIn(page, "meera");
    await openApp(page, "/app", /^Hello, /);
    await appNav(page).getByRole("link", { name: "My tax" }).click();
    await loaded(page, "My tax");
    await expect(page.getByRole("region", { name: /^Tax year / }).getByText("Nothing declared")).toBeVisible();
    await expect(page.getByRole("region", { name: "Which regime costs less" }).getByText(/regime saves ₹|Both regimes come to/)).toBeVisible();

    const form = page.getByRole("form", { name: "Your regime and declarations" });
    await expect(form.getByRole("radio", { name: /^New regime/ })).toBeChecked();
    await form.getByRole("radio", { name: /^Old regime/ }).check();
    await form.getByLabel("Rent a month (₹)").fill("25,000");
    await form.getByLabel("City you rent in").fill("Mumbai");
    await form.getByLabel("Landlord's name").fill("Suresh Patil");
    await form.getByLabel("Section 80C investments (₹)").fill("1,50,000");
    await form.getByRole("button", { name: "Save declarations" }).click();
    // The shared schema refuses it in the browser, beside the field, and nothing is sent.
    const pan = form.getByLabel("Landlord's PAN");
    await expect(form.getByText("Give the landlord's PAN: rent above ₹1,00,000 a year needs it")).toBeVisible();
    await expect(pan).toBeFocused();
    await expect(pan).toHaveAttribute("aria-invalid", "true");
    expect(puts).toEqual([]);
    await page.screenshot({ path: join(SHOTS, `app-tax-meera-refused-${PHONE}.png`), fullPage: true });
    await pan.fill("aaapp1234c");
    await form.getByRole("button", { name: "Save declarations" }).click();
    await expect(toast(page, "Declarations saved: the next payroll run uses them.")).toBeVisible();
    await expect(page.getByRole("region", { name: /^Tax year / }).getByText("Declared", { exact: true })).toBeVisible();
    const declared = page.getByRole("region", { name: "Declared" });
    await expect(declared.getByRole("row", { name: /Section 80C investments/ })).toContainText("₹1,50,000");
    await expect(declared.getByText("AAAPP1234C")).toBeVisible();

    const proofs = page.getByRole("region", { name: /^Proofs/ });
    await proofs.getByLabel("File").setInputFiles(PDF);
    await proofs.getByLabel("Title").fill("Rent receipts");
    await proofs.getByRole("button", { name: "Upload" }).click();
    await expect(toast(page, "Rent receipts uploaded")).toBeVisible();
    await expect(proofs.getByRole("link", { name: /^Rent receipts/ })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `app-tax-meera-declared-${PHONE}.png`), fullPage: true });
    await proofs.getByRole("button", { name: "Submit proofs for verification" }).click();
    await expect(toast(page, "Proofs submitted: HR will verify them.")).toBeVisible();
    await expect(proofs.getByText(/^Submitted on .*: HR will verify them\.$/)).toBeVisible();
    await expect(page.getByRole("region", { name: /^Tax year / }).getByText("Proofs submitted")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("at a desk, again", () => {
  test.use({ viewport: { width: DESKTOP, height: 900 } });

  test("C: HR finds Meera by search and verifies a lower 80C amount with a note", async ({ page }) => {
    await signIn(page, "hr");
    await openApp(page, "/app", /^Hello, /);
    await appNav(page).getByRole("link", { name: "Tax declarations" }).click();
    await loaded(page, "Tax declarations");
    const list = page.getByRole("region", { name: /^(Everyone|Matching people)/ });
    await expect(list.getByRole("link", { name: /^Proofs submitted/ })).toContainText("1");
    await list.getByLabel("Search people").fill("Meera Iyer");
    await expect(page).toHaveURL(/q=Meera/);
    const row = list.getByRole("row", { name: /Meera Iyer/ });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Proofs submitted");
    await expect(row).toContainText("Old regime");
    await expect(list.getByRole("link", { name: "Export XLSX" })).toHaveAttribute("href", /declarations\.xlsx\?q=Meera/);
    await row.getByRole("link", { name: "Meera Iyer" }).click();
    await loaded(page, "Meera Iyer");
    await expect(page.getByRole("region", { name: /^Proofs/ }).getByRole("link", { name: /^Rent receipts/ })).toHaveAttribute("href", /\/documents\/.+\/file$/);

    const verify = page.getByRole("form", { name: "Verify the proofs" });
    const c80 = verify.getByLabel("Section 80C investments: accepted (₹)");
    await expect(c80).toHaveValue("1,50,000");
    await expect(verify.getByLabel("Rent a month: accepted (₹)")).toHaveValue("25,000");
    // More than was declared: refused beside the field (the server's rule, checked before sending).
    await c80.fill("2,00,000");
    await verify.getByRole("button", { name: "Verify" }).click();
    await expect(verify.getByText("At most the ₹1,50,000 declared")).toBeVisible();
    await expect(c80).toBeFocused();
    await c80.fill("1,00,000");
    await verify.getByLabel("Note to the person").fill("ELSS statement for ₹50,000 missing");
    await verify.getByRole("button", { name: "Verify" }).click();
    await expect(toast(page, "Meera Iyer's declarations verified")).toBeVisible();
    await expect(page.getByRole("region", { name: /^Tax year / }).getByText("Verified", { exact: true })).toBeVisible();
    const amounts = page.getByRole("region", { name: "Declared and verified" });
    await expect(amounts.getByRole("row", { name: /Section 80C investments/ })).toContainText("₹1,00,000");
  });
});

test.describe("on a phone, again", () => {
  test.use({ viewport: { width: PHONE, height: 900 } });

  test("D: Meera sees her declarations verified, the accepted amount beside the declared one, and HR's note", async ({ page }) => {
    await signIn(page, "meera");
    await openApp(page, "/app/tax", "My tax");
    const year = page.getByRole("region", { name: /^Tax year / });
    await expect(year.getByText("Verified", { exact: true })).toBeVisible();
    await expect(year.getByText("The amounts HR verified on your proofs.")).toBeVisible();
    const amounts = page.getByRole("region", { name: "Declared and verified" });
    const c80 = amounts.getByRole("row", { name: /Section 80C investments/ });
    await expect(c80).toContainText("₹1,50,000");
    await expect(c80).toContainText("₹1,00,000");
    await expect(amounts.getByText("ELSS statement for ₹50,000 missing")).toBeVisible();
    await expect(amounts.getByText(/^Verified by Rohit Deshmukh on /)).toBeVisible();
    // Verified: the form is locked to her, with the reason.
    await expect(page.getByText("HR has verified your declarations; ask HR to change them.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save declarations" })).toHaveCount(0);
  });
});

/** The declaration screens, as HR sees them, and Meera's own. */
const SCREENS: readonly { name: string; who: "hr" | "meera"; path(meera: string): string; heading: string }[] = [
  { name: "app-tax-hr", who: "hr", path: () => "/app/tax", heading: "My tax" },
  { name: "app-declarations", who: "hr", path: () => "/app/payroll/declarations", heading: "Tax declarations" },
  { name: "app-declaration", who: "hr", path: (meera) => `/app/payroll/declarations/${meera}`, heading: "Meera Iyer" },
  { name: "app-settings-payroll-tax", who: "hr", path: () => "/app/settings/payroll#tax-windows", heading: "Payroll" },
  { name: "app-tax-meera", who: "meera", path: () => "/app/tax", heading: "My tax" },
];

async function photograph(page: Page, name: string, width: number) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${name} scrolls sideways by ${overflow} px at ${width} px`).toBeLessThanOrEqual(0);
  expect.soft(await seriousViolations(page), `axe on ${name} at ${width} px`).toEqual([]);
}

for (const width of [PHONE, 820, DESKTOP]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`E: every declaration screen passes axe, is photographed at ${width} px and fits its width`, async ({ page }) => {
      test.setTimeout(180_000);
      let meera = "";
      for (const who of ["hr", "meera"] as const) {
        await signIn(page, who);
        if (who === "hr") meera = await idOf(page, "Meera Iyer");
        for (const screen of SCREENS.filter((s) => s.who === who)) {
          await openApp(page, screen.path(meera), screen.heading);
          await photograph(page, screen.name, width);
        }
        await page.context().clearCookies();
      }
    });
  });
}
