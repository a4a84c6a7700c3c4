// Expense claims in a real browser at 375 px, one journey in order (one database: what A claims, B and C
// decide, and D pays):
//  A. Meera, on a phone, starts a claim: a client lunch and a two-wheeler trip longer than the firm pays on
//     one claim without a second look (worked out: 160 km × ₹4.50); the lunch needs a bill, so submitting
//     is refused beside the item until she photographs it (a camera image given to the file input); then
//     she submits it.
//  B. Arjun, her manager, opens it from his approvals, pays the lunch ₹500 of ₹650 with a reason, and
//     approves; C. Rohit (finance) approves it.
//  D. The month's payroll run carries it: her payslip shows it under Reimbursements, apart from earnings;
//  E. her claim says it is to be paid with that salary;
//  F. from the claim, her expense ledger: the claim owed to her until that run is approved, beside the
//     claims earlier runs paid and the advances her claims used.

import { makePng } from "../apps/server/test/support/admin-content-images.ts";
import { indiaToday, shiftMonth } from "../packages/shared/src/dates.ts";
import type { ClaimView } from "../packages/shared/src/expenses.ts";
import type { RunView } from "../packages/shared/src/payroll.ts";
import { idOf, loaded, openApp, PHONE, signIn, toast } from "./app-steps.ts";
import { expect, test } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: PHONE, height: 900 } });

/** The claim A made, for B, C and D. */
let made: { id: string; number: string } | null = null;
const TITLE = `Pune dealer visit ${Date.now() % 100_000}`;

test("A: Meera claims a lunch and a long ride, photographs the bill and submits", async ({ page }) => {
  await signIn(page, "meera");
  await openApp(page, "/app/expenses/new", "New claim");
  await page.getByLabel("Title").fill(TITLE);
  const first = page.getByRole("group", { name: "Item 1" });
  await first.getByLabel("Category").selectOption({ label: "Meals" });
  await first.getByLabel("Amount (₹)").fill("650");
  await first.getByLabel("Merchant").fill("Hotel Shreyas");
  await page.getByRole("button", { name: "Add an item" }).click();
  const second = page.getByRole("group", { name: "Item 2" });
  await second.getByLabel("Category").selectOption({ label: "Local conveyance" });
  await second.getByLabel("Distance (km)").fill("160");
  await second.getByLabel("Notes").fill("Pune to the Chakan dealer and back");
  await page.getByRole("button", { name: "Save as a draft" }).click();
  await loaded(page, TITLE);
  const claimId = page.url().split("/").pop() as string;
  // The ride is worked out and flagged for the approver; the lunch needs its bill.
  await expect(page.getByText("160 km × ₹4.50 a km by two-wheeler = ₹720.00")).toBeVisible();
  await expect(page.getByText("160 km is more than the 150 km the firm pays on one claim without a second look")).toBeVisible();
  await page.getByRole("button", { name: "Submit for approval" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not sent yet" })).toBeVisible();
  await expect(page.getByText("Meals above ₹500.00 needs a bill: add a photo or PDF of it")).toBeVisible();
  // The phone's camera gives the file input a photo.
  await page.getByLabel("Receipt for item 1").setInputFiles({ name: "bill.png", mimeType: "image/png", buffer: makePng(640, 480) });
  await page.getByRole("button", { name: "Add the receipt" }).first().click();
  await expect(toast(page, "Receipt added.")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Receipt 1 \(photo/ })).toBeVisible();
  await page.getByRole("button", { name: "Submit for approval" }).click();
  await expect(toast(page, "Submitted for approval.")).toBeVisible();
  await expect(page.getByText("Waiting for approval")).toBeVisible();
  const view = (await (await page.request.get(`/api/v1/expenses/claims/${claimId}`)).json()) as ClaimView;
  made = { id: claimId, number: view.number };
});

test("B: Arjun pays the lunch in part with a reason and approves", async ({ page }) => {
  expect(made, "A's claim").not.toBeNull();
  await signIn(page, "arjun");
  await openApp(page, "/app/approvals", "Waiting for me");
  await page.getByRole("link", { name: new RegExp(`^Expense claim ${made!.number}`) }).click();
  await page.getByRole("link", { name: /^Open the claim/ }).click();
  await loaded(page, TITLE);
  const lunch = page.getByRole("form", { name: "Pay item 1 less" });
  await lunch.getByLabel("Pay (₹)").fill("500");
  await lunch.getByLabel("Reason, if less").fill("Lunch is paid up to ₹500 on a dealer visit");
  await lunch.getByRole("button", { name: /^Set the amount/ }).click();
  await expect(toast(page, "Item 1 decided.")).toBeVisible();
  await page.getByLabel("Comment").fill("Thanks for the bill");
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(toast(page, "Approved at your level.")).toBeVisible();
});

test("C: Rohit approves it as finance", async ({ page }) => {
  expect(made, "A's claim").not.toBeNull();
  await signIn(page, "hr");
  await openApp(page, `/app/expenses/${made!.id}`, TITLE);
  await expect(page.getByText("Lunch is paid up to ₹500 on a dealer visit")).toBeVisible();
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(toast(page, "Approved at your level.")).toBeVisible();
  await expect(page.locator(".exp-status")).toHaveText("Approved");
});

test("D: the month's payroll run carries it, apart from earnings", async ({ page }) => {
  expect(made, "A's claim").not.toBeNull();
  await signIn(page, "hr");
  const meeraId = await idOf(page, "Meera Iyer");
  // The month after the last one paid (the demo paid the three before the cycle it was seeded in), which the
  // payroll journey may have opened already.
  const runs = (await (await page.request.get("/api/v1/payroll/runs")).json()) as RunView[];
  const paid = runs.filter((r) => r.kind === "regular" && (r.status === "approved" || r.status === "released")).map((r) => r.month);
  const month = paid.length ? shiftMonth(paid.sort().at(-1) as string, 1) : indiaToday().slice(0, 7);
  let run = runs.find((r) => r.kind === "regular" && r.month === month);
  if (run) await page.request.post(`/api/v1/payroll/runs/${run.id}/compute`, { data: { employee_ids: [meeraId] } });
  else run = (await (await page.request.post("/api/v1/payroll/runs", { data: { month } })).json()) as RunView;
  await expect
    .poll(async () => ((await (await page.request.get(`/api/v1/payroll/runs/${run!.id}`)).json()) as RunView).status, { timeout: 60_000 })
    .toBe("computed");
  await openApp(page, `/app/payslips/${run.id}/${meeraId}`, /^Payslip for /);
  const reimbursed = page.getByRole("region", { name: /^Reimbursements/ });
  await expect(reimbursed.getByText(new RegExp(`Expense claim ${made!.number}`))).toBeVisible();
  await expect(reimbursed.getByText("₹1,220.00").first()).toBeVisible();

});

test("E: Meera's claim says which salary pays it", async ({ page }) => {
  expect(made, "A's claim").not.toBeNull();
  await signIn(page, "meera");
  await openApp(page, `/app/expenses/${made!.id}`, TITLE);
  await expect(page.getByText(/^To be paid with the salary for /)).toBeVisible();
});

test("F: Meera's expense ledger has the claim beside what earlier runs paid and her advances", async ({ page }) => {
  expect(made, "A's claim").not.toBeNull();
  await signIn(page, "meera");
  await openApp(page, `/app/expenses/${made!.id}`, TITLE);
  await page.getByRole("link", { name: "Expense ledger" }).click();
  await loaded(page, "My expense ledger");
  // Approved, it is owed to her until the run that carries it is approved (the payroll journey's to approve).
  const claim = page.getByRole("row").filter({ hasText: TITLE });
  await expect(claim.getByRole("link", { name: /^Claim approved: ₹1,220\.00/ })).toBeVisible();
  await expect(claim.getByText(/owed to you$/)).toBeVisible();
  // The demo's claims the earlier runs paid, less what her advances covered; the advances themselves.
  await expect(page.getByRole("row").filter({ hasText: "with the salary of" }).first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Set against the advance" }).first()).toBeVisible();
});
