// Expense advances through the API (issue 18): Meera (E) asks for ₹12,000 before a trip; her manager Arjun
// and Rohit (finance) approve; Ananya (admin, who approved nothing) pays it. Her ₹15,000 claim is set
// against it when finally approved and pays ₹3,000 — through payroll and through a payout alike; a second
// ₹12,000 advance against an ₹8,000 claim settles the claim without a payment and leaves ₹4,000 open, which
// she hands back. Bad input is refused with nothing written; her ledger balances to the rupee.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ApprovalView } from "@vetan/shared/approvals";
import { addDays, indiaToday } from "@vetan/shared/dates";
import type { AdvanceView, ClaimView, ExpenseLedgerView, PayoutView } from "@vetan/shared/expenses";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { releaseFromRun, takeIntoRun } from "../src/firm/expenses/reimbursements.ts";
import { withFirm } from "../src/platform/db/tenancy.ts";
import { DEMO_FIRM_ID } from "../src/seed/seed.ts";
import { makePng } from "./support/admin-content-images.ts";
import { createTestApp, testEnv } from "./support/app.ts";
import type { Browser } from "./support/browser.ts";
import { demoRoles } from "./support/demo-session.ts";

let app: FastifyInstance;
let dir: string;
let as: Record<"A" | "H" | "M" | "E", Browser>;
let id: Record<"A" | "H" | "M" | "E", string>;

const today = indiaToday();
const day = addDays(today, -2);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "vetan-advances-"));
  app = await createTestApp({ env: testEnv({ DATA_DIR: dir }) });
  ({ as, id } = await demoRoles(app));
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const mine = async (b: Browser) => ((await b.get("/api/v1/expenses/advances?box=mine")).json() as { data: AdvanceView[] }).data;
const approve = async (request: string) => {
  for (const who of ["M", "H"] as const) {
    const r = await as[who].post(`/api/v1/approvals/${request}/decision`, { action: "approve" });
    expect(r.statusCode, r.body).toBe(200);
  }
};
/** An advance asked for, approved by Arjun and Rohit, paid by Ananya. */
const paidAdvance = async (amount: string, purpose: string): Promise<AdvanceView> => {
  const asked = await as.E.post("/api/v1/expenses/advances", { purpose, amount });
  expect(asked.statusCode, asked.body).toBe(201);
  const advance = asked.json() as AdvanceView;
  await approve(advance.request_id as string);
  const paid = await as.A.post(`/api/v1/expenses/advances/${advance.id}/paid`, { paid_on: today, reference: `UTR${advance.number.slice(4)}` });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json() as AdvanceView;
};
/** A travel claim of `amount` with its bill, submitted and approved by Arjun and Rohit. */
const approvedClaim = async (title: string, amount: string, png: number): Promise<ClaimView> => {
  const made = (await as.E.post("/api/v1/expenses/claims", { title, items: [{ category: "travel", date: day, amount, merchant: "Indian Railways" }] })).json() as ClaimView;
  const bill = await app.inject({ method: "POST", url: `/api/v1/expenses/claims/${made.id}/items/${made.items[0]?.id}/receipts`, payload: makePng(png, 30), headers: { "content-type": "application/octet-stream", cookie: `${as.E.cookieName}=${as.E.cookie}`, "sec-fetch-site": "same-origin" } });
  expect(bill.statusCode, bill.body).toBe(201);
  const sent = await as.E.post(`/api/v1/expenses/claims/${made.id}/submit`, {});
  expect(sent.statusCode, sent.body).toBe(200);
  await approve((sent.json() as ClaimView).request_id as string);
  return (await as.E.get(`/api/v1/expenses/claims/${made.id}`)).json() as ClaimView;
};

let first: AdvanceView;
let second: AdvanceView;
let fifteen: ClaimView;
let eight: ClaimView;

describe("the demo", () => {
  it("gives Meera advances used by her claims and the rest handed back, and finance advances to pay and to collect", async () => {
    const view = (await as.E.get(`/api/v1/expenses/ledger/${id.E}`)).json() as ExpenseLedgerView;
    expect(new Set(view.rows.map((r) => r.kind))).toEqual(new Set(["advance_paid", "advance_settled", "claim_approved", "claim_paid", "advance_returned"]));
    // Nothing of hers is left open: what she was paid, her claims used or she handed back.
    expect(view.totals.advances_paid).toBe(view.totals.settled + view.totals.returned);
    expect((await mine(as.E)).map((a) => a.status)).toEqual(["requested", "paid", "paid"]);
    const finance = ((await as.A.get("/api/v1/expenses/advances?box=to_pay")).json() as { data: AdvanceView[] }).data;
    expect(finance.map((a) => [a.status, a.can.pay, a.can.record_return])).toEqual([
      ["paid", false, true],
      ["approved", true, false],
    ]);
  });
});

describe("an advance", () => {
  it("is refused in words, with nothing written, for a zero or negative amount or no purpose", async () => {
    const before = (await mine(as.E)).length;
    const zero = await as.E.post("/api/v1/expenses/advances", { purpose: "Nashik dealer visit", amount: "0" });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors.amount).toBe("Amount must be at least ₹1");
    const negative = await as.E.post("/api/v1/expenses/advances", { purpose: "Nashik dealer visit", amount: "-12,000" });
    expect(negative.json().errors.amount).toBe("Amount cannot be negative");
    const purpose = await as.E.post("/api/v1/expenses/advances", { purpose: " ", amount: "12,000" });
    expect(purpose.json().errors.purpose).toBe("Say what the advance is for (at least 3 characters)");
    const date = await as.E.post("/api/v1/expenses/advances", { purpose: "Nashik dealer visit", amount: "12,000", needed_by: "2026-02-30" });
    expect(date.json().errors.needed_by).toBe("Needed by: that date does not exist");
    expect(await mine(as.E)).toHaveLength(before);
  });

  it("is asked for, approved by the manager then finance (never by the person), and numbered by the firm", async () => {
    const asked = await as.E.post("/api/v1/expenses/advances", { purpose: "Nashik dealer visit: train and hotel", amount: "12,000", needed_by: addDays(today, 5) });
    expect(asked.statusCode, asked.body).toBe(201);
    first = asked.json() as AdvanceView;
    expect(first).toMatchObject({ status: "requested", amount: 1_200_000, employee: { id: id.E }, can: { withdraw: true, pay: false } });
    expect(first.number).toMatch(/^ADV-\d{4}$/);
    const request = (await as.M.get(`/api/v1/approvals/${first.request_id}`)).json() as ApprovalView;
    expect(request).toMatchObject({ type: "expense_advance", type_label: "Expense advance", levels: [{ kind: "manager" }, { kind: "hr" }] });
    expect(request.summary[0]).toBe(`Nashik dealer visit: train and hotel: ₹12,000.00, needed by ${addDays(today, 5)}`);
    expect((await as.E.post(`/api/v1/approvals/${first.request_id}/decision`, { action: "approve" })).statusCode).toBe(403);
    await approve(first.request_id as string);
    expect((await mine(as.E)).find((a) => a.id === first.id)?.status).toBe("approved");
  });

  it("withdrawn while waiting is closed; rejected is closed; only its owner withdraws it", async () => {
    const asked = (await as.E.post("/api/v1/expenses/advances", { purpose: "Conference fee", amount: "5,000" })).json() as AdvanceView;
    expect((await as.M.post(`/api/v1/expenses/advances/${asked.id}/withdraw`, {})).statusCode).toBe(403);
    const gone = await as.E.post(`/api/v1/expenses/advances/${asked.id}/withdraw`, {});
    expect(gone.statusCode, gone.body).toBe(200);
    expect((gone.json() as AdvanceView).status).toBe("withdrawn");
    expect((await as.E.post(`/api/v1/expenses/advances/${asked.id}/withdraw`, {})).statusCode).toBe(409);
    const refused = (await as.E.post("/api/v1/expenses/advances", { purpose: "Second phone", amount: "30,000" })).json() as AdvanceView;
    expect((await as.M.post(`/api/v1/approvals/${refused.request_id}/decision`, { action: "reject", comment: "Not an expense" })).statusCode).toBe(200);
    expect((await mine(as.E)).find((a) => a.id === refused.id)?.status).toBe("rejected");
    // Never paid: a rejected advance is not finance's to pay.
    const pay = await as.A.post(`/api/v1/expenses/advances/${refused.id}/paid`, { paid_on: today, reference: "UTR0001" });
    expect(pay.statusCode).toBe(409);
  });

  it("is paid by finance who did not approve it, once; nobody pays an unapproved advance", async () => {
    const waiting = (await as.E.post("/api/v1/expenses/advances", { purpose: "Pune tour", amount: "2,000" })).json() as AdvanceView;
    const early = await as.A.post(`/api/v1/expenses/advances/${waiting.id}/paid`, { paid_on: today, reference: "UTR0002" });
    expect(early.statusCode).toBe(409);
    expect(early.json().result).toContain("only an approved advance is paid");
    expect((await as.E.post(`/api/v1/expenses/advances/${waiting.id}/withdraw`, {})).statusCode).toBe(200);
    // Finance's list: the employee and the manager may not see it; the approved advance waits there.
    expect((await as.E.get("/api/v1/expenses/advances?box=to_pay")).statusCode).toBe(403);
    expect((await as.M.get("/api/v1/expenses/advances?box=to_pay")).statusCode).toBe(403);
    const toPay = ((await as.A.get("/api/v1/expenses/advances?box=to_pay")).json() as { data: AdvanceView[] }).data;
    expect(toPay.find((a) => a.id === first.id)?.can).toMatchObject({ pay: true });
    expect((await as.E.post(`/api/v1/expenses/advances/${first.id}/paid`, { paid_on: today, reference: "UTR7781" })).statusCode).toBe(403);
    expect((await as.M.post(`/api/v1/expenses/advances/${first.id}/paid`, { paid_on: today, reference: "UTR7781" })).statusCode).toBe(403);
    const byApprover = await as.H.post(`/api/v1/expenses/advances/${first.id}/paid`, { paid_on: today, reference: "UTR7781" });
    expect(byApprover.statusCode).toBe(409);
    expect(byApprover.json().result).toContain("someone who did not approves");
    const noRef = await as.A.post(`/api/v1/expenses/advances/${first.id}/paid`, { paid_on: today, reference: "" });
    expect(noRef.json().errors.reference).toBe("The bank's reference is required (at least 3 characters)");
    const paid = await as.A.post(`/api/v1/expenses/advances/${first.id}/paid`, { paid_on: today, reference: "UTR7781" });
    expect(paid.statusCode, paid.body).toBe(200);
    first = paid.json() as AdvanceView;
    expect(first).toMatchObject({ status: "paid", paid_on: today, reference: "UTR7781", open: 1_200_000 });
    const twice = await as.A.post(`/api/v1/expenses/advances/${first.id}/paid`, { paid_on: addDays(today, -1), reference: "UTR9999" });
    expect(twice.statusCode).toBe(409);
    expect((await mine(as.E)).find((a) => a.id === first.id)).toMatchObject({ paid_on: today, reference: "UTR7781" });
  });
});

describe("settled against claims", () => {
  it("a ₹12,000 advance against a ₹15,000 claim leaves ₹3,000 to pay", async () => {
    fifteen = await approvedClaim("Nashik dealer visit", "15,000", 50);
    expect(fifteen).toMatchObject({ status: "approved", approved_total: 1_500_000, payable: 300_000, advances: [{ id: first.id, number: first.number, amount: 1_200_000 }] });
    expect((await mine(as.E)).find((a) => a.id === first.id)).toMatchObject({ settled: 1_200_000, open: 0 });
  });

  it("payroll takes only the ₹3,000 still payable, and so does a payout", async () => {
    const run = "7a1c0f00-0000-4000-8000-0000000000a1";
    const taken = await withFirm(app.database.db, DEMO_FIRM_ID, (tx) => takeIntoRun(tx, DEMO_FIRM_ID, run, [id.E]));
    expect((taken.get(id.E) ?? []).find((l) => l.description.startsWith(`Expense claim ${fifteen.number}`))?.amount).toBe(300_000);
    await withFirm(app.database.db, DEMO_FIRM_ID, (tx) => releaseFromRun(tx, DEMO_FIRM_ID, run, [id.E]));
    const payout = await as.H.post("/api/v1/expenses/payouts", { claim_ids: [fifteen.id] });
    expect(payout.statusCode, payout.body).toBe(201);
    const made = payout.json() as PayoutView;
    expect(made.claims).toEqual([expect.objectContaining({ id: fifteen.id, amount: 300_000 })]);
    expect(made.total).toBe(300_000);
    expect((await as.A.post(`/api/v1/expenses/payouts/${made.id}/paid`, { paid_on: today, reference: "UTR3000" })).statusCode).toBe(200);
    expect(((await as.E.get(`/api/v1/expenses/claims/${fifteen.id}`)).json() as ClaimView).status).toBe("paid");
  });

  it("a second ₹12,000 advance against an ₹8,000 claim settles it without a payment and leaves ₹4,000 open", async () => {
    second = await paidAdvance("12,000", "Hubli plant commissioning");
    eight = await approvedClaim("Hubli plant commissioning", "8,000", 51);
    expect(eight).toMatchObject({ status: "settled", approved_total: 800_000, payable: 0, advances: [{ id: second.id, amount: 800_000 }], paid_by: null });
    expect((await mine(as.E)).find((a) => a.id === second.id)).toMatchObject({ settled: 800_000, open: 400_000, can: { record_return: false } });
    // Nothing to pay: neither a payout nor a run takes it.
    expect((await as.H.post("/api/v1/expenses/payouts", { claim_ids: [eight.id] })).statusCode).toBe(409);
    const taken = await withFirm(app.database.db, DEMO_FIRM_ID, (tx) => takeIntoRun(tx, DEMO_FIRM_ID, "7a1c0f00-0000-4000-8000-0000000000a2", [id.E]));
    expect((taken.get(id.E) ?? []).some((l) => l.description.startsWith(`Expense claim ${eight.number}`))).toBe(false);
    await withFirm(app.database.db, DEMO_FIRM_ID, (tx) => releaseFromRun(tx, DEMO_FIRM_ID, "7a1c0f00-0000-4000-8000-0000000000a2", [id.E]));
  });

  it("what is left is handed back once, never more than is open", async () => {
    expect((await as.E.post(`/api/v1/expenses/advances/${second.id}/return`, { amount: "4,000", returned_on: today })).statusCode).toBe(403);
    const tooMuch = await as.A.post(`/api/v1/expenses/advances/${second.id}/return`, { amount: "5,000", returned_on: today });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.amount).toBe(`At most the ₹4,000.00 still open on ${second.number}`);
    const back = await as.A.post(`/api/v1/expenses/advances/${second.id}/return`, { amount: "4,000", returned_on: today, reference: "Cash receipt 12" });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json() as AdvanceView).toMatchObject({ returned: 400_000, open: 0, returned_on: today });
    expect((await as.A.post(`/api/v1/expenses/advances/${second.id}/return`, { amount: "1", returned_on: today })).statusCode).toBe(409);
  });
});

describe("the ledger", () => {
  it("shows advances, claims, settlements, the reimbursement and the return, each linked, with a balance that adds up", async () => {
    const res = await as.E.get(`/api/v1/expenses/ledger/${id.E}`);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as ExpenseLedgerView;
    const rows = (ref: string) => view.rows.filter((r) => r.ref === ref).map((r) => [r.kind, r.amount, r.change]);
    expect(rows(first.number)).toEqual([["advance_paid", 1_200_000, -1_200_000], ["advance_settled", 1_200_000, 0]]);
    expect(rows(second.number)).toEqual([["advance_paid", 1_200_000, -1_200_000], ["advance_settled", 800_000, 0], ["advance_returned", 400_000, 400_000]]);
    expect(rows(fifteen.number)).toEqual([["claim_approved", 1_500_000, 1_500_000], ["claim_paid", 300_000, -300_000]]);
    expect(rows(eight.number)).toEqual([["claim_approved", 800_000, 800_000]]);
    expect(view.rows.find((r) => r.kind === "claim_paid" && r.ref === fifteen.number)?.words).toContain("by PAYOUT-");
    expect(view.rows.find((r) => r.kind === "advance_paid" && r.ref === first.number)?.href).toBe(`/app/approvals/${first.request_id}`);
    expect(view.rows.find((r) => r.kind === "claim_approved" && r.ref === eight.number)?.href).toBe(`/app/expenses/${eight.id}`);
    // Each balance is the one before it moved by its entry; the last is the ledger's.
    let running = 0;
    for (const r of view.rows) {
      running += r.change;
      expect(r.balance).toBe(running);
    }
    expect(view.balance).toBe(running);
    // Money held (advances paid − settled − returned) and owed (approved − settled − reimbursed) make the balance.
    const t = view.totals;
    expect(view.balance).toBe(-(t.advances_paid - t.settled - t.returned) + (t.claims_approved - t.settled - t.reimbursed));
    // Her advances here are all used or handed back, and each reimbursement is the claim's payable amount.
    const mineNow = await mine(as.E);
    expect(t.advances_paid - t.settled - t.returned).toBe(mineNow.reduce((s, a) => s + a.open, 0));
    expect(view.rows.filter((r) => r.kind === "claim_paid" && r.ref === fifteen.number).map((r) => r.amount)).toEqual([fifteen.payable]);
  });

  it("is seen by the person, her manager, HR and admins; not by another employee; as an XLSX workbook too", async () => {
    for (const who of ["M", "H", "A"] as const) expect((await as[who].get(`/api/v1/expenses/ledger/${id.E}`)).statusCode, who).toBe(200);
    expect((await as.E.get(`/api/v1/expenses/ledger/${id.M}`)).statusCode).toBe(404);
    expect((await as.E.get(`/api/v1/expenses/ledger/${id.A}/ledger.xlsx`)).statusCode).toBe(404);
    const file = await as.E.get(`/api/v1/expenses/ledger/${id.E}/ledger.xlsx`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("spreadsheetml");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Expense ledger");
    const refs = (sheet?.getColumn(3).values ?? []).map(String);
    expect(refs).toEqual(expect.arrayContaining([first.number, second.number, fifteen.number, eight.number]));
  });

});
