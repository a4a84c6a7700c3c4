// Expense claims through the API (issue 18): Meera (E) claims a dinner over the day's limit, a two-wheeler
// trip worked out by the policy and a hotel with its GST bill; bad input is refused in words with nothing
// written; bills and justifications are required before submitting; her manager pays the dinner in part with
// a reason, finance approves; who may see the claim and its receipts; withdrawing and rejecting close it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ApprovalView } from "@vetan/shared/approvals";
import type { ClaimListRow, ClaimView, PayoutView } from "@vetan/shared/expenses";
import type { PayslipView, RunView } from "@vetan/shared/payroll";
import { gstinCheckCharacter } from "@vetan/shared/ids";
import { indiaToday, addDays } from "@vetan/shared/dates";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testEnv } from "./support/app.ts";
import { makePng } from "./support/admin-content-images.ts";
import type { Browser } from "./support/browser.ts";
import { DEMO_FIRM_ID } from "../src/seed/seed.ts";
import { takeIntoRun } from "../src/firm/expenses/reimbursements.ts";
import { withFirm } from "../src/platform/db/tenancy.ts";
import { demoRoles } from "./support/demo-session.ts";

let app: FastifyInstance;
let dir: string;
let as: Record<"A" | "H" | "M" | "E", Browser>;
let id: Record<"A" | "H" | "M" | "E", string>;

const FIRM_GSTIN = "27AAPFU0939F1ZV"; // the demo firm's
const HOTEL = `27AAFCH5678K1Z${gstinCheckCharacter("27AAFCH5678K1Z")}`;
const day = addDays(indiaToday(), -3);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "vetan-expenses-"));
  app = await createTestApp({ env: testEnv({ DATA_DIR: dir }) });
  ({ as, id } = await demoRoles(app));
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const upload = (b: Browser, claim: string, item: string, bytes: Buffer) =>
  app.inject({ method: "POST", url: `/api/v1/expenses/claims/${claim}/items/${item}/receipts`, payload: bytes, headers: { "content-type": "application/octet-stream", cookie: `${b.cookieName}=${b.cookie}`, "sec-fetch-site": "same-origin" } });

const dinner = { category: "meals", date: day, amount: "1,200", merchant: "Hotel Vaishali" };
const trip = { category: "local_conveyance", date: day, mileage: { vehicle: "two_wheeler", km: 12.3 }, notes: "Office to the client's plant and back" };
const hotel = {
  category: "lodging",
  date: day,
  amount: "5,250",
  merchant: "Hotel Sahyadri Residency",
  city_tier: 1,
  gst: { supplier_gstin: HOTEL, billed_to_gstin: FIRM_GSTIN, invoice_number: "HSR/2611/0042", invoice_date: day, taxable: "5,000", cgst: "125", sgst: "125" },
};
const mine = async (b: Browser) => ((await b.get("/api/v1/expenses/claims?box=mine")).json() as { data: ClaimListRow[] }).data;

let claim: ClaimView;

describe("a claim", () => {
  it("is refused in words, with nothing written, for a negative amount, a GSTIN with a wrong check character or an unknown category", async () => {
    const before = (await mine(as.E)).length;
    const negative = await as.E.post("/api/v1/expenses/claims", { title: "Pune visit", items: [{ ...dinner, amount: "-50" }] });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors["items.0.amount"]).toBe("Amount cannot be negative");
    const wrongCheck = `${HOTEL.slice(0, 14)}${HOTEL[14] === "A" ? "B" : "A"}`;
    const gstin = await as.E.post("/api/v1/expenses/claims", { title: "Pune visit", items: [{ ...hotel, gst: { ...hotel.gst, supplier_gstin: wrongCheck } }] });
    expect(gstin.statusCode).toBe(400);
    expect(gstin.json().errors["items.0.gst.supplier_gstin"]).toBe("GSTIN check character is wrong: please re-check the number");
    const sums = await as.E.post("/api/v1/expenses/claims", { title: "Pune visit", items: [{ ...hotel, amount: "5,500" }] });
    expect(sums.json().errors["items.0.gst.taxable"]).toBe("Taxable value and tax add up to ₹5,250.00, not the ₹5,500.00 claimed");
    const unknown = await as.E.post("/api/v1/expenses/claims", { title: "Pune visit", items: [{ ...dinner, category: "yacht" }] });
    expect(unknown.json().errors["items.0.category"]).toBe("Choose one of the firm's categories");
    const project = await as.E.post("/api/v1/expenses/claims", { title: "Pune visit", items: [{ ...dinner, project: "P".repeat(61) }] });
    expect(project.json().errors["items.0.project"]).toBe("A project is at most 60 characters");
    expect(await mine(as.E)).toHaveLength(before);
  });

  it("works out mileage, checks the bill's GST and flags the dinner over the day's limit", async () => {
    const made = await as.E.post("/api/v1/expenses/claims", { title: "Pune client visit", items: [dinner, { ...trip, project: "  Dealer network (west) " }, hotel] });
    expect(made.statusCode, made.body).toBe(201);
    claim = made.json() as ClaimView;
    expect(claim).toMatchObject({ status: "draft", total: 120_000 + 5_535 + 525_000 });
    expect(claim.number).toMatch(/^EXP-\d{4}$/);
    const [meal, ride, stay] = claim.items;
    expect(meal?.flags.map((f) => f.words)).toEqual(["Meals above ₹500.00 needs a bill", "₹200.00 over the meals limit of ₹1,000.00 for a day"]);
    expect(ride).toMatchObject({ amount: 5_535, working: "12.3 km × ₹4.50 a km by two-wheeler = ₹55.35", flags: [], project: "Dealer network (west)" });
    expect(meal?.project).toBe("");
    expect(stay?.gst).toMatchObject({ credit: "eligible", notes: [] });
    expect(stay?.flags.map((f) => f.kind)).toEqual(["receipt_missing"]);
  });

  it("takes receipts from its owner only, checked by their bytes", async () => {
    const [meal, , stay] = claim.items;
    expect((await upload(as.M, claim.id, meal?.id ?? "", makePng(40, 30))).statusCode).toBe(404);
    const script = await upload(as.E, claim.id, meal?.id ?? "", Buffer.from("%PDF-1.4 <script>alert(1)</script>"));
    expect(script.statusCode).toBe(415);
    const photo = await upload(as.E, claim.id, meal?.id ?? "", makePng(40, 30));
    expect(photo.statusCode, photo.body).toBe(201);
    expect((photo.json() as ClaimView).items[0]?.flags.map((f) => f.kind)).toEqual(["over_limit"]);
    // The same photo again on the hotel is a likely duplicate.
    const again = (await upload(as.E, claim.id, stay?.id ?? "", makePng(40, 30))).json() as ClaimView;
    expect(again.items[2]?.flags.map((f) => f.words)).toEqual(["The same receipt file as an item in this claim"]);
    // A second, different bill for the hotel: the duplicate stays flagged for the approver.
    expect((await upload(as.E, claim.id, stay?.id ?? "", makePng(41, 30))).statusCode).toBe(201);
  });

  it("is submitted only with every item over a limit justified", async () => {
    const refused = await as.E.post(`/api/v1/expenses/claims/${claim.id}/submit`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ "items.0.justification": "Say why this item is over the limit (the approver reads it)" });
    const items = claim.items.map((i, n) => ({ id: i.id, ...[dinner, trip, hotel][n], ...(n === 0 ? { justification: "Dinner with the client's plant head" } : {}) }));
    const saved = await as.E.send("PUT", `/api/v1/expenses/claims/${claim.id}`, { title: "Pune client visit", items });
    expect(saved.statusCode, saved.body).toBe(200);
    // Receipts stay with their items across the edit.
    expect((saved.json() as ClaimView).items.map((i) => i.receipts.length)).toEqual([1, 0, 2]);
    const sent = await as.E.post(`/api/v1/expenses/claims/${claim.id}/submit`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    claim = sent.json() as ClaimView;
    expect(claim.status).toBe("submitted");
    expect(claim.can).toEqual({ edit: false, submit: false, withdraw: true });
  });

  it("is seen by its owner, her manager, HR and admins; the firm's list is not for an employee; so are its receipts", async () => {
    for (const who of ["E", "M", "H", "A"] as const) expect((await as[who].get(`/api/v1/expenses/claims/${claim.id}`)).statusCode, who).toBe(200);
    const team = ((await as.M.get("/api/v1/expenses/claims?box=team")).json() as { data: ClaimListRow[] }).data;
    expect(team.map((c) => c.number)).toContain(claim.number);
    expect((await as.E.get("/api/v1/expenses/claims?box=all")).statusCode).toBe(403);
    const receipt = claim.items[0]?.receipts[0]?.id;
    const file = await as.M.get(`/api/v1/expenses/claims/${claim.id}/receipts/${receipt}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-security-policy"]).toContain("sandbox");
  });

  it("is paid in part with a reason by the manager, then approved by finance for what is left", async () => {
    const meal = claim.items[0];
    const noReason = await as.M.send("PUT", `/api/v1/expenses/claims/${claim.id}/items/${meal?.id}/decision`, { approved_amount: "1,000" });
    expect(noReason.json().errors.reason).toBe("Say why less is paid (the employee reads it)");
    expect((await as.E.send("PUT", `/api/v1/expenses/claims/${claim.id}/items/${meal?.id}/decision`, { approved_amount: "1,000", reason: "Own claim" })).statusCode).toBe(403);
    const cut = await as.M.send("PUT", `/api/v1/expenses/claims/${claim.id}/items/${meal?.id}/decision`, { approved_amount: "1,000", reason: "Dinner is paid up to the day's limit" });
    expect(cut.statusCode, cut.body).toBe(200);
    const request = claim.request_id as string;
    expect((await as.M.post(`/api/v1/approvals/${request}/decision`, { action: "approve", comment: "Client visit" })).statusCode).toBe(200);
    const finance = await as.H.post(`/api/v1/approvals/${request}/decision`, { action: "approve" });
    expect(finance.statusCode, finance.body).toBe(200);
    expect((finance.json() as ApprovalView).status).toBe("approved");
    const done = (await as.E.get(`/api/v1/expenses/claims/${claim.id}`)).json() as ClaimView;
    expect(done).toMatchObject({ status: "approved", approved_total: claim.total - 20_000 });
    expect(done.items[0]).toMatchObject({ approved_amount: 100_000, decision_reason: "Dinner is paid up to the day's limit" });
  });

  it("waiting more than two days reminds the manager; comments and every decision are kept with who and when", async () => {
    const waiting = (await as.E.post("/api/v1/expenses/claims", { title: "Auto to the depot", items: [{ ...trip, date: addDays(day, -4) }] })).json() as ClaimView;
    const sent = (await as.E.post(`/api/v1/expenses/claims/${waiting.id}/submit`, {})).json() as ClaimView;
    const request = sent.request_id as string;
    await withFirm(app.database.db, DEMO_FIRM_ID, (tx) => tx.execute(sql`update approval_requests set created_at = now() - interval '3 days' where id = ${request}`));
    expect(await app.services.approvals.remind()).toBeGreaterThanOrEqual(1);
    const bell = (await as.M.get("/api/v1/notifications")).json() as { data: { kind: string; link: string; title: string }[] };
    expect(bell.data.find((n) => n.kind === "approval.reminder" && n.link === `/app/approvals/${request}`)?.title).toMatch(/^Still waiting for you \(3 days\)/);
    expect((await as.E.post(`/api/v1/approvals/${request}/comments`, { comment: "The depot is 9 km out of town" })).statusCode).toBe(201);
    expect((await as.M.post(`/api/v1/approvals/${request}/decision`, { action: "approve", comment: "Fine" })).statusCode).toBe(200);
    const record = (await as.E.get(`/api/v1/approvals/${request}`)).json() as ApprovalView;
    const steps = (record.steps ?? []).filter((s) => s.action !== "reminded").map((s) => [s.actor.id, s.action, s.comment]);
    expect(steps).toEqual([
      [id.E, "submitted", null],
      [id.E, "commented", "The depot is 9 km out of town"],
      [id.M, "approved", "Fine"],
    ]);
    for (const s of record.steps ?? []) expect(Date.parse(s.at)).not.toBeNaN();
  });

  it("withdrawn while waiting, or rejected, is closed", async () => {
    const second = (await as.E.post("/api/v1/expenses/claims", { title: "Cab", items: [{ ...trip, date: addDays(day, -1) }] })).json() as ClaimView;
    expect((await as.E.post(`/api/v1/expenses/claims/${second.id}/submit`, {})).statusCode).toBe(200);
    expect(((await as.E.post(`/api/v1/expenses/claims/${second.id}/withdraw`, {})).json() as ClaimView).status).toBe("withdrawn");
    const third = (await as.E.post("/api/v1/expenses/claims", { title: "Cab again", items: [{ ...trip, date: addDays(day, -2) }] })).json() as ClaimView;
    const sent = (await as.E.post(`/api/v1/expenses/claims/${third.id}/submit`, {})).json() as ClaimView;
    expect((await as.M.post(`/api/v1/approvals/${sent.request_id}/decision`, { action: "reject", comment: "Use the office cab" })).statusCode).toBe(200);
    expect(((await as.E.get(`/api/v1/expenses/claims/${third.id}`)).json() as ClaimView).status).toBe("rejected");
    expect((await as.E.post(`/api/v1/expenses/claims/${third.id}/withdraw`, {})).statusCode).toBe(409);
  });
});

describe("reimbursed with the salary", () => {
  it("rides with the next run as a line apart from earnings, once, and is paid when the run is approved", async () => {
    const runs = ((await as.A.get("/api/v1/payroll/runs")).json() as RunView[]).filter((r) => r.kind === "regular");
    const last = runs[0] as RunView;
    expect((await as.A.send("PUT", "/api/v1/payroll/settings", { maker_checker: false, lop_source: "attendance" })).statusCode).toBe(200);
    expect((await as.A.post(`/api/v1/payroll/runs/${last.id}/reopen`, { reason: "Pay Meera's approved claim" })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      // Computed twice: the claim is taken once.
      expect((await as.A.post(`/api/v1/payroll/runs/${last.id}/compute`, { employee_ids: [id.E] })).statusCode).toBe(202);
      await app.services.jobs.drain();
    }
    const slip = (await as.A.get(`/api/v1/payroll/runs/${last.id}/payslips/${id.E}`)).json() as PayslipView;
    // With the demo's claims of hers approved since that run (they wait for the next salary too).
    expect(slip.reimbursements).toContainEqual(expect.objectContaining({ name: `Expense claim ${claim.number}: Pune client visit`, amount: claim.total - 20_000 }));
    expect(slip.totals.reimbursements).toBe(slip.reimbursements.reduce((t, l) => t + l.amount, 0));
    expect(slip.totals.net).toBe(slip.totals.gross - slip.totals.deductions + slip.totals.reimbursements);
    expect(slip.earnings.some((l) => l.name.startsWith("Expense claim"))).toBe(false);
    const before = (await as.E.get(`/api/v1/expenses/claims/${claim.id}`)).json() as ClaimView;
    expect(before).toMatchObject({ status: "approved", paid_by: { kind: "payroll", run_id: last.id, month: last.month } });
    const approved = await as.A.post(`/api/v1/payroll/runs/${last.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(((await as.E.get(`/api/v1/expenses/claims/${claim.id}`)).json() as ClaimView).status).toBe("paid");
  });

  it("is taken by one run only when two race for it", async () => {
    const cab = (await as.E.post("/api/v1/expenses/claims", { title: "Airport cab", items: [{ ...trip, date: addDays(day, -4) }] })).json() as ClaimView;
    const sent = (await as.E.post(`/api/v1/expenses/claims/${cab.id}/submit`, {})).json() as ClaimView;
    expect((await as.M.post(`/api/v1/approvals/${sent.request_id}/decision`, { action: "approve" })).statusCode).toBe(200);
    expect((await as.H.post(`/api/v1/approvals/${sent.request_id}/decision`, { action: "approve" })).statusCode).toBe(200);
    const runs = ["7a1c0f00-0000-4000-8000-000000000001", "7a1c0f00-0000-4000-8000-000000000002"];
    const taken = await Promise.all(runs.map((run) => withFirm(app.database.db, DEMO_FIRM_ID, (tx) => takeIntoRun(tx, DEMO_FIRM_ID, run, [id.E]))));
    const holders = taken.filter((m) => (m.get(id.E) ?? []).some((l) => l.description.startsWith(`Expense claim ${cab.number}`)));
    expect(holders).toHaveLength(1);
  });
});


describe("paid outside payroll", () => {
  const approvedClaim = async (title: string, daysBack: number): Promise<ClaimView> => {
    const made = (await as.E.post("/api/v1/expenses/claims", { title, items: [{ ...trip, date: addDays(day, -daysBack) }] })).json() as ClaimView;
    const sent = (await as.E.post(`/api/v1/expenses/claims/${made.id}/submit`, {})).json() as ClaimView;
    expect((await as.M.post(`/api/v1/approvals/${sent.request_id}/decision`, { action: "approve" })).statusCode).toBe(200);
    expect((await as.H.post(`/api/v1/approvals/${sent.request_id}/decision`, { action: "approve" })).statusCode).toBe(200);
    return made;
  };

  it("takes the approved claims no run has, makes the bank file, and is released by someone who did not approve them", async () => {
    const ride = await approvedClaim("Site visit ride", 5);
    expect((await as.E.post("/api/v1/expenses/payouts", {})).statusCode).toBe(403);
    const made = await as.H.post("/api/v1/expenses/payouts", { claim_ids: [ride.id] });
    expect(made.statusCode, made.body).toBe(201);
    const payout = made.json() as PayoutView;
    expect(payout.claims.map((c) => c.number)).toEqual([ride.number]);
    expect(payout.total).toBe(ride.total);
    expect((await as.H.post("/api/v1/expenses/payouts", { claim_ids: [ride.id] })).statusCode).toBe(409);
    const file = await as.H.get(`/api/v1/expenses/payouts/${payout.id}/bank.csv`);
    expect(file.statusCode, file.body).toBe(200);
    const hers = payout.claims.filter((c) => c.employee.id === id.E).reduce((t, c) => t + c.amount, 0);
    expect(file.body.split("\r\n").find((l) => l.startsWith('"Meera Iyer"'))).toMatch(new RegExp(`^"Meera Iyer","\\d+","[A-Z]{4}0[A-Z0-9]{6}",${(hers / 100).toFixed(2)},"EXPENSES ${payout.number}"$`));
    // Rohit approved the claim as finance: he cannot release its money; Ananya can.
    const self = await as.H.post(`/api/v1/expenses/payouts/${payout.id}/paid`, { paid_on: day, reference: "UTR4471" });
    expect(self.statusCode).toBe(409);
    expect(self.json().result).toContain("someone who did not approves the release");
    const paid = await as.A.post(`/api/v1/expenses/payouts/${payout.id}/paid`, { paid_on: day, reference: "UTR4471" });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(((await as.E.get(`/api/v1/expenses/claims/${ride.id}`)).json() as ClaimView)).toMatchObject({ status: "paid", paid_by: { kind: "payout", number: payout.number } });
    expect((await as.A.post(`/api/v1/expenses/payouts/${payout.id}/paid`, { paid_on: day, reference: "UTR4472" })).statusCode).toBe(409);
  });

  it("pays a claim once when a payout and a payroll run race for it", async () => {
    const ride = await approvedClaim("Courier run", 6);
    const [viaRun, viaPayout] = await Promise.all([
      withFirm(app.database.db, DEMO_FIRM_ID, (tx) => takeIntoRun(tx, DEMO_FIRM_ID, "7a1c0f00-0000-4000-8000-000000000003", [id.E])),
      as.H.post("/api/v1/expenses/payouts", { claim_ids: [ride.id] }),
    ]);
    const inRun = (viaRun.get(id.E) ?? []).some((l) => l.description.startsWith(`Expense claim ${ride.number}`));
    const inPayout = viaPayout.statusCode === 201 && (viaPayout.json() as PayoutView).claims.some((c) => c.id === ride.id);
    expect([inRun, inPayout].filter(Boolean)).toHaveLength(1);
  });
});
