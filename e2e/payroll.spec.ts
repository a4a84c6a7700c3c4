// Payroll in a real browser, one journey in order (one database):
//  A. Rohit (firm-wide HR), at a desk, runs the current month from Payroll runs: the run opens, the
//     progress bar follows the compute job to its end, the register fills in; he adds a festival bonus for
//     Meera (she is computed again with it), finds her and opens
//     her payslip with its working. Approving is not his: the run says an admin approves it.
//  B. Ananya (admin), at a desk, reopens last month's released run with a reason, then approves it
//     (Rohit computed it, so maker-checker lets her), releases the payslips again, and downloads the bank
//     transfer file and the ECR.
//  C. Meera, on a phone, opens My payslips, finds last month, and reads her net pay in figures and words;
//     she downloads the PDF, which opens only with her password, and it is drawn to an image to look at.
// Every payroll screen is also photographed and checked with axe at three widths in people.spec.ts (E).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createCanvas } from "@napi-rs/canvas";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { payslipPassword } from "../apps/server/src/firm/payroll/payslip-pdf.ts";
import { demoFirmPeople } from "../apps/server/src/seed/demo-firm.ts";
import { indiaToday, shiftMonth } from "../packages/shared/src/dates.ts";
import { monthLabel, type RunView } from "../packages/shared/src/payroll.ts";
import { appNav, DEMO, DESKTOP, loaded, openApp, PHONE, pickPerson, signIn, toast } from "./app-steps.ts";
import { expect, test } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

const next = (month: string) => shiftMonth(month, 1);

/** Last released month, read once by A (the demo seed released three). */
let lastReleased = "";

test.describe("at a desk", () => {
  test.use({ viewport: { width: DESKTOP, height: 900 } });

  test("A: HR runs the current month and reads a payslip's working; approving is an admin's", async ({ page }) => {
    await signIn(page, "hr");
    await openApp(page, "/app", /^Hello, /);
    await appNav(page).getByRole("link", { name: "Payroll runs" }).click();
    await loaded(page, "Payroll runs");
    const runs = (await (await page.request.get("/api/v1/payroll/runs")).json()) as RunView[];
    lastReleased = runs.find((r) => r.status === "released" && r.kind === "regular")?.month ?? "";
    expect(lastReleased).not.toBe("");
    // The month after the last one paid: this run may exist already (a retry, or the expenses journey's).
    const month = next(lastReleased);
    const label = monthLabel(month);
    // Opening figures for a firm moving here mid-year: a bad code is named by row; a month Vetan has paid is refused.
    const openings = page.getByRole("region", { name: "Opening figures (moving to Vetan mid-year)" });
    await openings.getByLabel("Sheet (.xlsx or .csv)").setInputFiles({ name: "openings.csv", mimeType: "text/csv", buffer: Buffer.from(`Employee code,Through month,Taxable salary,TDS\r\nNOPE9,${lastReleased},"1,00,000",0\r\n`) });
    await openings.getByRole("button", { name: "Check the sheet" }).click();
    await expect(openings.getByText("Row 2, Employee code: No one in the firm has code NOPE9")).toBeVisible();
    await expect(openings.getByRole("button", { name: /^Apply/ })).toHaveCount(0);
    if (runs.some((r) => r.month === month && r.kind === "regular")) {
      // A retry finds the run it made the first time (or the one the expenses journey made).
      await page.getByRole("link", { name: label, exact: true }).click();
    } else {
      await expect(page.getByRole("form", { name: "Run a month" }).getByLabel("Month", { exact: true })).toHaveValue(month);
      await page.getByRole("button", { name: `Compute ${label}` }).click();
    }
    await loaded(page, label);
    // The job's bar runs to its end, then the register fills in.
    await expect(page.getByRole("region", { name: "Steps" }).getByText("Ready for review")).toBeVisible({ timeout: 30_000 });
    const register = page.getByRole("region", { name: /^Salary register/ });
    await expect(register.getByRole("row")).not.toHaveCount(0);
    // A festival bonus for Meera, typed as people type money; she is computed again with it.
    const oneOffs = page.getByRole("region", { name: /^One-off additions and deductions/ });
    await pickPerson(oneOffs, "Person", "Meera Iyer", "mouse");
    await oneOffs.getByLabel("Description").fill("Festival bonus");
    await oneOffs.getByLabel("Amount (₹)").fill("2,500");
    await oneOffs.getByRole("button", { name: "Add" }).click();
    await expect(toast(page, "Festival bonus added")).toBeVisible();
    await expect(oneOffs.getByText("+ ₹2,500.00 Festival bonus")).toBeVisible();
    await expect(page.getByRole("region", { name: "Steps" }).getByText("Ready for review")).toBeVisible({ timeout: 30_000 });
    await register.getByLabel("Search people").fill("Meera Iyer");
    await expect(register.getByRole("row", { name: /Meera Iyer/ })).toHaveCount(1);
    await register.getByRole("link", { name: "Meera Iyer" }).click();
    await loaded(page, `Payslip for ${label}`);
    const slip = page.getByRole("article", { name: `Payslip of Meera Iyer for ${label}` });
    await expect(slip.getByRole("heading", { name: "Earnings" })).toBeVisible();
    await expect(slip.getByText(/^Rupees .* Only$/)).toBeVisible();
    await expect(slip.getByText(/^PF 12% of ₹/)).toBeVisible();
    await expect(slip.getByRole("row", { name: /Festival bonus/ })).toContainText("₹2,500.00");
    await expect(page.getByText("Not released yet")).toBeVisible();
    await page.getByRole("link", { name: `The ${label} run` }).click();
    await loaded(page, label);
    await expect(page.getByRole("button", { name: "Approve and lock" })).toHaveCount(0);
    await expect(page.getByText("An admin approves the run once it is reviewed.")).toBeVisible();
  });

  test("B: the admin reopens last month with a reason, approves it (another person computed it) and releases it", async ({ page }) => {
    const label = monthLabel(lastReleased);
    await signIn(page, "admin");
    await openApp(page, "/app/payroll", "Payroll runs");
    await page.getByRole("link", { name: label, exact: true }).click();
    await loaded(page, label);
    const steps = page.getByRole("region", { name: "Steps" });
    await steps.getByRole("button", { name: "Reopen" }).click();
    await page.getByRole("button", { name: "Reopen the run" }).click();
    await expect(page.getByText("Say why the run is reopened (at least 5 characters)")).toBeVisible();
    await page.getByLabel("Why reopen it").fill("Checking the October incentive");
    await page.getByRole("button", { name: "Reopen the run" }).click();
    await expect(toast(page, "Reopened")).toBeVisible();
    await expect(steps.getByText("Ready for review")).toBeVisible();
    await steps.getByRole("button", { name: "Approve and lock" }).click();
    await expect(toast(page, `${label} approved and locked.`)).toBeVisible();
    await steps.getByRole("button", { name: "Release payslips" }).click();
    await expect(toast(page, "Payslips released")).toBeVisible();
    // The toast comes with the answer; the steps with the page's reload after it.
    await expect(steps.getByText("Released", { exact: true })).toBeVisible({ timeout: 20_000 });
    // The files: the bank transfer CSV (its layout checked in the form first) and EPFO's ECR, each
    // downloaded under the month's name.
    const files = page.getByRole("region", { name: "Files and challans" });
    const bankForm = files.getByRole("form", { name: "Download the bank transfer file" });
    await bankForm.getByLabel("Layout").selectOption("icici");
    await bankForm.getByRole("button", { name: "Download" }).click();
    await expect(bankForm.getByText("ICICI's file names the account to debit: give it")).toBeVisible();
    await bankForm.getByLabel("Layout").selectOption("generic");
    let download = page.waitForEvent("download");
    await bankForm.getByRole("button", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toBe(`vetan-bank-transfer-${lastReleased}.csv`);
    download = page.waitForEvent("download");
    await files.getByRole("link", { name: "Download" }).first().click();
    expect((await download).suggestedFilename()).toBe(`vetan-ecr-${lastReleased}.txt`);
    await expect(files.getByRole("region", { name: "Challans for the month" })).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: PHONE, height: 900 } });

  test("C: Meera opens last month's payslip and reads her net pay in figures and words", async ({ page }) => {
    const label = monthLabel(lastReleased);
    await signIn(page, "meera");
    await openApp(page, "/app/payslips", "My payslips");
    await page.getByRole("link", { name: new RegExp(`^${label}`) }).click();
    await loaded(page, `Payslip for ${label}`);
    const slip = page.getByRole("article", { name: `Payslip of Meera Iyer for ${label}` });
    await expect(slip.getByText(/^Net pay ₹[\d,]+\.\d\d$/)).toBeVisible();
    await expect(slip.getByText(/^Rupees .* Only$/)).toBeVisible();
    await expect(page.getByText("Not released yet")).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The PDF: locked with her password (PAN's first five letters, date of birth as DDMMYYYY), opened with
    // it and drawn to an image to look at.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download PDF" }).click();
    const file = await (await download).path();
    const meera = demoFirmPeople(indiaToday()).employees.find((e) => e.mobile === DEMO.meera);
    const password = payslipPassword({ pan: meera?.pan ?? null, dateOfBirth: meera?.dateOfBirth ?? null, code: meera?.code ?? "" });
    const data = new Uint8Array(readFileSync(file));
    await expect(getDocument({ data: data.slice(), verbosity: 0 }).promise).rejects.toThrow();
    const pdf = await getDocument({ data, password, verbosity: 0 }).promise;
    const first = await pdf.getPage(1);
    const text = ((await first.getTextContent()).items as { str?: string }[]).map((i) => i.str ?? "").join(" ").replace(/\s+/g, " ");
    expect(text).toContain(`Payslip for ${label}`);
    expect(text).toContain("Meera Iyer");
    expect(text).toMatch(/Rupees .* Only/);
    const viewport = first.getViewport({ scale: 1.5 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await first.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: canvas.getContext("2d") as unknown as CanvasRenderingContext2D, viewport }).promise;
    mkdirSync("test-results/screens", { recursive: true });
    writeFileSync("test-results/screens/payslip-pdf-meera.png", canvas.toBuffer("image/png"));
  });
});
