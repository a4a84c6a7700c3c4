// Loans and salary advances in payroll (issue 17): given by HR with their terms, recovered by each run as a
// payslip deduction (never more than the net pay; the shortfall stays in the balance and extends the loan),
// prepaid and waived; who may see and do each, bad input refused beside the field, another firm refused.
import { indiaToday, shiftMonth } from "@vetan/shared/dates";
import type { LedgerView, LoanListView, LoanView, PaymentsView } from "@vetan/shared/loans";
import type { PayslipView, RunView, } from "@vetan/shared/payroll";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./support/app.ts";
import { makeFirm, makeSignedIn, type TestFirm } from "./support/factories.ts";
import { assignSalary, readyForPayroll } from "./support/payroll-firm.ts";

let app: FastifyInstance;
let firm: TestFirm;
let other: TestFirm;
let hr: Awaited<ReturnType<typeof makeSignedIn>>;
let checker: Awaited<ReturnType<typeof makeSignedIn>>;
let manager: Awaited<ReturnType<typeof makeSignedIn>>;
let worker: Awaited<ReturnType<typeof makeSignedIn>>;
const thisMonth = indiaToday().slice(0, 7);
const lastMonth = shiftMonth(thisMonth, -1);
const twoAgo = shiftMonth(thisMonth, -2);
const PERSON = { date_of_birth: "1990-05-10", gender: "female" as const, joining_date: "2024-04-01" };

beforeAll(async () => {
  app = await createTestApp();
  firm = await makeFirm(app);
  other = await makeFirm(app);
  hr = await makeSignedIn(app, firm, "H", PERSON);
  checker = await makeSignedIn(app, firm, "A", PERSON);
  manager = await makeSignedIn(app, firm, "E", PERSON);
  worker = await makeSignedIn(app, firm, "E", { ...PERSON, manager_id: manager.id });
  await assignSalary(firm, worker.id, await readyForPayroll(firm), "6,00,000");
});
afterAll(() => app.close());

async function runMonth(month: string): Promise<string> {
  const made = await firm.admin.post("/api/v1/payroll/runs", { month });
  expect(made.statusCode, made.body).toBe(201);
  await app.services.jobs.drain();
  const id = (made.json() as RunView).id;
  expect((await checker.browser.post(`/api/v1/payroll/runs/${id}/approve`, {})).statusCode).toBe(200);
  return id;
}
const slipOf = async (runId: string) => (await firm.admin.get(`/api/v1/payroll/runs/${runId}/payslips/${worker.id}`)).json() as PayslipView;
const LOAN = { kind: "loan", purpose: "Two-wheeler", amount: "1,00,000", rate_percent: "10", instalments: 12, first_month: twoAgo, disbursed_on: `${twoAgo}-01` };

describe("a loan", () => {
  let loanId: string;

  it("is given by HR with terms the engine can schedule; bad terms are refused beside the field", async () => {
    const advanceWithInterest = await hr.browser.post("/api/v1/payroll/loans", { ...LOAN, employee_id: worker.id, kind: "advance" });
    expect(advanceWithInterest.statusCode).toBe(400);
    expect(advanceWithInterest.json().errors.rate_percent).toBe("A salary advance carries no interest");
    const negative = await hr.browser.post("/api/v1/payroll/loans", { ...LOAN, employee_id: worker.id, amount: "-5" });
    expect(negative.json().errors.amount).toBe("Amount cannot be negative");
    const early = await hr.browser.post("/api/v1/payroll/loans", { ...LOAN, employee_id: worker.id, first_month: shiftMonth(twoAgo, -1) });
    expect(early.json().errors.first_month).toBe("Recovery starts in the month paid out or later");
    const stranger = await hr.browser.post("/api/v1/payroll/loans", { ...LOAN, employee_id: (await other.admin.get("/api/v1/me")).json().member_id });
    expect(stranger.json().errors.employee_id).toBe("Not someone you can give a loan to");
    expect((await worker.browser.post("/api/v1/payroll/loans", { ...LOAN, employee_id: worker.id })).statusCode).toBe(403);
    expect(((await hr.browser.get("/api/v1/payroll/loans")).json() as LoanListView).data).toEqual([]);

    const made = await hr.browser.post("/api/v1/payroll/loans", { ...LOAN, employee_id: worker.id });
    expect(made.statusCode, made.body).toBe(201);
    const loan = made.json() as LoanView;
    loanId = loan.id;
    // ₹1,00,000 at 10% over 12 months: EMI ₹8,792 (worked by hand beside the engine's tests).
    expect(loan.emi).toBe(8_792_00);
    expect(loan.rows).toHaveLength(12);
    expect(loan.outstanding).toBe(1_00_000_00);
    expect(loan.status).toBe("active");
  });

  it("is recovered by the run as a deduction, and counts once the run is approved", async () => {
    const run = await runMonth(twoAgo);
    const slip = await slipOf(run);
    const line = slip.deductions.find((l) => l.name === "Loan recovery: Two-wheeler");
    expect(line?.amount).toBe(8_792_00);
    const loan = (await hr.browser.get(`/api/v1/payroll/loans/${loanId}`)).json() as LoanView;
    expect(loan.rows[0]).toMatchObject({ month: twoAgo, recovered: true, interest: 833_00, principal: 7_959_00, closing: 92_041_00 });
    expect(loan.outstanding).toBe(92_041_00);
    expect(loan.recovered).toBe(8_792_00);
  });

  it("never takes more than the net pay: an advance larger than the salary is recovered in part and runs on", async () => {
    const advance = await hr.browser.post("/api/v1/payroll/loans", { employee_id: worker.id, kind: "advance", purpose: "Medical emergency", amount: "2,00,000", instalments: 1, first_month: lastMonth, disbursed_on: `${lastMonth}-01` });
    expect(advance.statusCode, advance.body).toBe(201);
    const run = await runMonth(lastMonth);
    const slip = await slipOf(run);
    // The older loan first, then what is left of the net pay for the advance: nothing is left over.
    expect(slip.deductions.find((l) => l.name === "Loan recovery: Two-wheeler")?.amount).toBe(8_792_00);
    const taken = slip.deductions.find((l) => l.name === "Salary advance recovery: Medical emergency")?.amount ?? 0;
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThan(2_00_000_00);
    expect(slip.totals.net).toBe(0);
    const after = (await hr.browser.get(`/api/v1/payroll/loans/${(advance.json() as LoanView).id}`)).json() as LoanView;
    expect(after.rows[0]).toMatchObject({ recovered: true, shortfall: 2_00_000_00 - taken });
    expect(after.outstanding).toBe(2_00_000_00 - taken);
    expect(after.rows.length).toBeGreaterThan(1);
  });

  it("takes a prepayment and a waiver after the months recovered, in words when refused", async () => {
    const paidMonth = await hr.browser.post(`/api/v1/payroll/loans/${loanId}/prepay`, { month: twoAgo, amount: "10,000", keep: "emi" });
    expect(paidMonth.statusCode).toBe(400);
    expect(paidMonth.json().errors.month).toBe("Already recovered");
    const tooMuch = await hr.browser.post(`/api/v1/payroll/loans/${loanId}/prepay`, { month: thisMonth, amount: "5,00,000", keep: "emi" });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.amount).toMatch(/more than the/);
    const prepaid = await hr.browser.post(`/api/v1/payroll/loans/${loanId}/prepay`, { month: thisMonth, amount: "20,000", keep: "tenure" });
    expect(prepaid.statusCode, prepaid.body).toBe(200);
    const lower = (prepaid.json() as LoanView).emi;
    expect(lower).toBeLessThan(8_792_00);
    expect((await worker.browser.post(`/api/v1/payroll/loans/${loanId}/waive`, { month: shiftMonth(thisMonth, 1), reason: "Long service" })).statusCode).toBe(403);
    const waived = await firm.admin.post(`/api/v1/payroll/loans/${loanId}/waive`, { month: shiftMonth(thisMonth, 1), reason: "Long service award" });
    expect(waived.statusCode, waived.body).toBe(200);
    const rows = (waived.json() as LoanView).rows;
    expect(rows.at(-1)?.closing).toBe(0);
    expect(rows.at(-1)?.waived).toBeGreaterThan(0);
  });

  it("is seen by the borrower, HR and admins; never the manager or another firm", async () => {
    const mine = (await worker.browser.get("/api/v1/payroll/loans/mine")).json().data as LoanView[];
    expect(mine.map((l) => l.purpose)).toEqual(["Two-wheeler", "Medical emergency"]);
    expect(mine.every((l) => !l.can_change)).toBe(true);
    expect((await worker.browser.get("/api/v1/payroll/loans")).statusCode).toBe(403);
    for (const b of [manager.browser, other.admin]) expect((await b.get(`/api/v1/payroll/loans/${loanId}`)).statusCode).toBe(404);
    expect((await manager.browser.get("/api/v1/payroll/loans/mine")).json().data).toEqual([]);
    const list = (await hr.browser.get("/api/v1/payroll/loans?q=Two")).json() as LoanListView;
    expect(list.data.map((l) => l.purpose)).toEqual(["Two-wheeler"]);
    expect((await other.admin.get("/api/v1/payroll/loans")).json().data).toEqual([]);
  });

  it("is in the borrower's ledger, which balances against the loans and the payslips, and in the firm's payments", async () => {
    const runs = (await firm.admin.get("/api/v1/payroll/runs")).json() as RunView[];
    for (const r of runs) expect((await hr.browser.post(`/api/v1/payroll/runs/${r.id}/release`, {})).statusCode).toBe(200);
    const ledger = (await worker.browser.get("/api/v1/payroll/ledger/mine")).json() as LedgerView;
    expect(ledger.entries.length).toBeGreaterThan(4);
    // What the ledger says is owed is what the loans say is outstanding, entry by entry never below zero.
    const mine = (await worker.browser.get("/api/v1/payroll/loans/mine")).json().data as LoanView[];
    expect(ledger.totals.owed).toBe(mine.reduce((t, l) => t + l.outstanding, 0));
    expect(ledger.entries.every((e) => e.owed >= 0 && e.source.id.length > 0)).toBe(true);
    let running = 0;
    for (const e of ledger.entries) {
      running += e.change;
      expect(e.owed).toBe(running);
    }
    // Salary paid is the released payslips' net pay.
    const nets = await Promise.all(runs.map(async (r) => ((await slipOf(r.id)).totals.net)));
    expect(ledger.totals.salary).toBe(nets.reduce((t, n) => t + n, 0));
    expect(ledger.totals.loans_given).toBe(1_00_000_00 + 2_00_000_00);
    expect((await hr.browser.get(`/api/v1/payroll/ledger/${worker.id}`)).json()).toEqual(ledger);
    for (const b of [manager.browser, other.admin]) expect((await b.get(`/api/v1/payroll/ledger/${worker.id}`)).statusCode).toBe(404);

    const payments = (await hr.browser.get("/api/v1/payroll/payments")).json() as PaymentsView;
    expect(payments.rows.filter((r) => r.kind === "salary")).toHaveLength(2);
    expect(payments.rows.filter((r) => r.kind === "loan").map((r) => r.amount).sort()).toEqual([1_00_000_00, 2_00_000_00].sort());
    expect(payments.total).toBe(payments.rows.reduce((t, r) => t + r.amount, 0));
    expect((await worker.browser.get("/api/v1/payroll/payments")).statusCode).toBe(403);
    expect((await hr.browser.get("/api/v1/payroll/payments.xlsx")).statusCode).toBe(200);
    expect((await other.admin.get("/api/v1/payroll/payments")).json().rows).toEqual([]);
  });
});
