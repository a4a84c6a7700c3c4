// Full and final settlement (issue 17): a leaver's settlement worked by the engine from the records (the
// final month from its run, gratuity on basic and DA, loans outstanding) and HR's decisions; approved by
// another admin and frozen; marked paid, which closes the loans it recovered; the statement as a PDF; who
// may see and do each; bad input refused with nothing written; another firm refused.
import { indiaToday, shiftMonth } from "@vetan/shared/dates";
import type { LoanView } from "@vetan/shared/loans";
import type { RunView, } from "@vetan/shared/payroll";
import type { SettlementListView, SettlementView } from "@vetan/shared/settlements";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settlements } from "../src/db/schema.ts";
import { withFirm } from "../src/platform/db/tenancy.ts";
import { createTestApp } from "./support/app.ts";
import { makeFirm, makeSignedIn, type TestFirm } from "./support/factories.ts";
import { assignSalary, readyForPayroll } from "./support/payroll-firm.ts";

let app: FastifyInstance;
let firm: TestFirm;
let other: TestFirm;
let hr: Awaited<ReturnType<typeof makeSignedIn>>;
let checker: Awaited<ReturnType<typeof makeSignedIn>>;
let leaver: Awaited<ReturnType<typeof makeSignedIn>>;
let stayer: Awaited<ReturnType<typeof makeSignedIn>>;
let loan: LoanView;
const thisMonth = indiaToday().slice(0, 7);
const lastMonth = shiftMonth(thisMonth, -1);
const lastDay = `${lastMonth}-20`;
const PERSON = { date_of_birth: "1988-03-14", gender: "male" as const, joining_date: "2019-06-03" };

beforeAll(async () => {
  app = await createTestApp();
  firm = await makeFirm(app);
  other = await makeFirm(app);
  hr = await makeSignedIn(app, firm, "H", PERSON);
  checker = await makeSignedIn(app, firm, "A", PERSON);
  leaver = await makeSignedIn(app, firm, "E", PERSON);
  stayer = await makeSignedIn(app, firm, "E", PERSON);
  await assignSalary(firm, leaver.id, await readyForPayroll(firm), "9,00,000");
  loan = (await hr.browser.post("/api/v1/payroll/loans", { employee_id: leaver.id, kind: "advance", purpose: "Festival advance", amount: "30,000", instalments: 6, first_month: thisMonth, disbursed_on: `${thisMonth}-01` })).json() as LoanView;
  // Two months paid here before the month of leaving: the leave encashment exemption averages them.
  for (const back of [2, 1]) {
    const earlier = await firm.admin.post("/api/v1/payroll/runs", { month: shiftMonth(lastMonth, -back) });
    expect(earlier.statusCode, earlier.body).toBe(201);
    await app.services.jobs.drain();
    expect((await checker.browser.post(`/api/v1/payroll/runs/${(earlier.json() as RunView).id}/approve`, {})).statusCode).toBe(200);
  }
  expect((await firm.admin.post(`/api/v1/people/${leaver.id}/exit`, { resignation_date: `${shiftMonth(lastMonth, -1)}-25`, last_working_day: lastDay, exit_reason: "resigned" })).statusCode).toBe(200);
  // The final month's run: pay to the last working day.
  const run = await firm.admin.post("/api/v1/payroll/runs", { month: lastMonth });
  expect(run.statusCode, run.body).toBe(201);
  await app.services.jobs.drain();
  expect(((await firm.admin.get(`/api/v1/payroll/runs/${(run.json() as RunView).id}`)).json() as RunView).status).toBe("computed");
});
afterAll(() => app.close());

const DECISIONS = { reason: "resignation", notice_required_days: 60, notice_served_days: 45, notice_recover_from: "basic", other_payments: [{ name: "Referral bonus", amount: "10,000" }], other_recoveries: [{ name: "Laptop not returned", amount: "25,000" }] };

describe("a leaver's settlement", () => {
  it("is only for people leaving, and listed for HR", async () => {
    const notLeaving = await hr.browser.get(`/api/v1/payroll/settlements/${stayer.id}`);
    expect(notLeaving.statusCode).toBe(409);
    const list = (await hr.browser.get("/api/v1/payroll/settlements")).json() as SettlementListView;
    expect(list.data.map((d) => [d.employee.id, d.status])).toEqual([[leaver.id, "none"]]);
    expect((await leaver.browser.get("/api/v1/payroll/settlements")).statusCode).toBe(403);
  });

  it("is worked from the records and HR's decisions, with the working, exemptions and the pay-by date", async () => {
    const bad = await hr.browser.send("PUT", `/api/v1/payroll/settlements/${leaver.id}`, { ...DECISIONS, notice_served_days: 90 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.notice_served_days).toBe("More than the notice required: give at most the days required");
    const none = await withFirm(app.database.db, firm.firmId, (tx) => tx.select().from(settlements).where(and(eq(settlements.firmId, firm.firmId), eq(settlements.employeeId, leaver.id))));
    expect(none).toEqual([]);

    const saved = await hr.browser.send("PUT", `/api/v1/payroll/settlements/${leaver.id}`, DECISIONS);
    expect(saved.statusCode, saved.body).toBe(200);
    const s = saved.json() as SettlementView;
    expect(s.status).toBe("draft");
    expect(s.facts.final_month?.month).toBe(lastMonth);
    expect(s.facts.loans_outstanding).toBe(30_000_00);
    // s.10(10AA)'s average: the two months approved here before the month of leaving, each a whole month's
    // basic on the same salary, so the average is that basic; the final month (a part month) is not in it.
    expect(s.facts.average_salary).toEqual({ amount: s.facts.basic, months: 2, from: shiftMonth(lastMonth, -2), to: shiftMonth(lastMonth, -1) });
    const line = (code: string) => s.lines.find((l) => l.code === code);
    // More than five years' service (June 2019 to now): gratuity is due and, under the ₹20 lakh limit, exempt.
    const gratuity = s.lines.find((l) => /gratuity/i.test(l.name));
    expect(gratuity?.amount).toBeGreaterThan(0);
    expect(gratuity?.exempt).toBe(gratuity?.amount);
    expect(s.lines.find((l) => /notice/i.test(l.name))?.kind).toBe("recoverable");
    expect(s.lines.find((l) => /loan|advance/i.test(l.name))?.amount).toBe(30_000_00);
    expect(s.lines.some((l) => l.name === "Laptop not returned" && l.kind === "recoverable")).toBe(true);
    expect(s.lines.some((l) => l.name === "Referral bonus" && l.kind === "payable")).toBe(true);
    expect(s.totals.net).toBe(s.totals.payable - s.totals.recoverable);
    for (const l of s.lines) if (l.kind === "payable") expect((l.taxable ?? 0) + (l.exempt ?? 0)).toBe(l.amount);
    expect(s.pay_by > lastDay).toBe(true);
    expect(s.pay_by_working.length).toBeGreaterThan(10);
    expect(line("NONE")).toBeUndefined();
  });

  it("is approved by another admin and frozen; the person sees it then; paid, it closes the loan", async () => {
    // Gone since last month, the leaver no longer signs in to the firm: HR hands over the statement.
    expect((await leaver.browser.get(`/api/v1/payroll/settlements/${leaver.id}`)).statusCode).toBe(403);
    expect((await hr.browser.post(`/api/v1/payroll/settlements/${leaver.id}/approve`, {})).statusCode).toBe(403);
    // The admin saves last: maker-checker keeps them from approving their own.
    expect((await firm.admin.send("PUT", `/api/v1/payroll/settlements/${leaver.id}`, DECISIONS)).statusCode).toBe(200);
    const own = await firm.admin.post(`/api/v1/payroll/settlements/${leaver.id}/approve`, {});
    expect(own.statusCode).toBe(409);
    expect(own.json().result).toBe("You prepared this settlement: another admin approves it (maker-checker).");
    const approved = await checker.browser.post(`/api/v1/payroll/settlements/${leaver.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const frozen = approved.json() as SettlementView;
    expect(frozen.status).toBe("approved");
    expect((await hr.browser.send("PUT", `/api/v1/payroll/settlements/${leaver.id}`, DECISIONS)).statusCode).toBe(409);
    // Later changes to the records do not move an approved figure.
    await firm.admin.post(`/api/v1/payroll/loans/${loan.id}/prepay`, { month: shiftMonth(thisMonth, 1), amount: "1,000", keep: "emi" });
    expect(((await hr.browser.get(`/api/v1/payroll/settlements/${leaver.id}`)).json() as SettlementView).totals).toEqual(frozen.totals);

    const early = await hr.browser.post(`/api/v1/payroll/settlements/${leaver.id}/paid`, { paid_on: `${shiftMonth(lastMonth, -1)}-01` });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.paid_on).toMatch(/^On or after/);
    const paid = await hr.browser.post(`/api/v1/payroll/settlements/${leaver.id}/paid`, { paid_on: indiaToday() });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json() as SettlementView).status).toBe("paid");
    const closed = (await hr.browser.get(`/api/v1/payroll/loans/${loan.id}`)).json() as LoanView;
    expect(closed.rows.at(-1)?.closing).toBe(0);
  });

  it("gives the statement as a PDF to HR; never a colleague or another firm", async () => {
    const pdf = await hr.browser.get(`/api/v1/payroll/settlements/${leaver.id}/statement.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    for (const b of [stayer.browser, other.admin]) expect((await b.get(`/api/v1/payroll/settlements/${leaver.id}/statement.pdf`)).statusCode).toBe(404);
    expect((await other.admin.get("/api/v1/payroll/settlements")).json().data).toEqual([]);
  });
});
