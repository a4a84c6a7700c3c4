// Opening figures for a firm moving its payroll to Vetan mid-year (issue 17): a sheet of each person's tax
// year so far, checked cell by cell and applied all together; the run's year to date counts it; a month
// already paid here cannot be opened again; who may do it; another firm refused.
import { indiaToday, shiftMonth } from "@vetan/shared/dates";
import type { OpeningView, PayslipView, RunView, } from "@vetan/shared/payroll";
import type { Form16View } from "@vetan/shared/tax-statements";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./support/app.ts";
import { makeFirm, makeSignedIn, type TestFirm } from "./support/factories.ts";
import { assignSalary, readyForPayroll } from "./support/payroll-firm.ts";

let app: FastifyInstance;
let firm: TestFirm;
let other: TestFirm;
let worker: Awaited<ReturnType<typeof makeSignedIn>>;
let code: string;
const lastMonth = shiftMonth(indiaToday().slice(0, 7), -1);
const before = shiftMonth(lastMonth, -1);
const april = `${Number(before.slice(5, 7)) >= 4 ? before.slice(0, 4) : Number(before.slice(0, 4)) - 1}-04`;

beforeAll(async () => {
  app = await createTestApp();
  firm = await makeFirm(app);
  other = await makeFirm(app);
  worker = await makeSignedIn(app, firm, "E", { date_of_birth: "1990-05-10", gender: "female", joining_date: "2024-04-01" });
  code = (await firm.admin.get(`/api/v1/people/${worker.id}`)).json().code;
  await assignSalary(firm, worker.id, await readyForPayroll(firm, { makerChecker: false }), "12,00,000");
});
afterAll(() => app.close());

const path = "/api/v1/payroll/openings/upload";
const csv = (rows: string[]) => `Employee code,Through month,Taxable salary,TDS,PF,Professional tax\r\n${rows.join("\r\n")}\r\n`;

describe("opening figures", () => {
  it("are checked cell by cell and applied all together, then listed", async () => {
    const bad = await firm.admin.send("POST", `${path}?mode=apply`, csv([`${code},${before},"3,60,000","12,000",14400,800`, `NOPE,${before},1,1,,`, `${code},2026-13,1,1,,`]), { "content-type": "text/csv" });
    expect(bad.statusCode, bad.body).toBe(200);
    expect(bad.json()).toMatchObject({ rows: 3, valid: 1, applied: false });
    expect(bad.json().errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [3, "Employee code"],
      [4, "Through month"],
    ]);
    expect((await firm.admin.get(`/api/v1/payroll/openings?year=${april}`)).json().data).toEqual([]);
    const good = await firm.admin.send("POST", `${path}?mode=apply`, csv([`${code},${before},"3,60,000","12,000",14400,800`]), { "content-type": "text/csv" });
    expect(good.json()).toMatchObject({ applied: true, total: { taxable: 3_60_000_00, tds: 12_000_00 } });
    const list = (await firm.admin.get(`/api/v1/payroll/openings?year=${april}`)).json().data as OpeningView[];
    expect(list.map((o) => [o.employee.id, o.through_month, o.figures.taxable, o.figures.pf])).toEqual([[worker.id, before, 3_60_000_00, 14_400_00]]);
  });

  it("count in the year to date of the next run, and a paid month cannot be opened again", async () => {
    const run = (await firm.admin.post("/api/v1/payroll/runs", { month: lastMonth })).json() as RunView;
    await app.services.jobs.drain();
    const slip = (await firm.admin.get(`/api/v1/payroll/runs/${run.id}/payslips/${worker.id}`)).json() as PayslipView;
    expect(slip.ytd.tds).toBe(12_000_00 + slip.tax.this_month);
    expect(slip.ytd.gross).toBeGreaterThanOrEqual(3_60_000_00);
    expect((await firm.admin.post(`/api/v1/payroll/runs/${run.id}/approve`, {})).statusCode).toBe(200);
    // Form 16 carries the TDS of the months before the first run here: the same employer deducted it.
    const form = (await firm.admin.get(`/api/v1/payroll/form16/${worker.id}?year=${april}`)).json() as Form16View;
    expect(form.tds[0]).toMatchObject({ month: before, amount: 12_000_00, label: expect.stringContaining("(before Vetan)") });
    expect(form.tds_total).toBe(12_000_00 + slip.tax.this_month);
    expect(form.period.from).toBe(`${april}-01`);
    const late = await firm.admin.send("POST", `${path}?mode=apply`, csv([`${code},${lastMonth},1,1,,`]), { "content-type": "text/csv" });
    expect(late.json().errors[0]).toMatchObject({ row: 2, column: "Through month", message: expect.stringContaining("Vetan has paid a month") });
  });

  it("are for admins and firm-wide HR; another firm sees none", async () => {
    expect((await worker.browser.send("POST", path, csv([`${code},${before},1,1,,`]), { "content-type": "text/csv" })).statusCode).toBe(403);
    expect((await worker.browser.get(`/api/v1/payroll/openings?year=${april}`)).statusCode).toBe(403);
    expect((await other.admin.get(`/api/v1/payroll/openings?year=${april}`)).json().data).toEqual([]);
    expect((await other.admin.send("POST", `${path}?mode=apply`, csv([`${code},${before},1,1,,`]), { "content-type": "text/csv" })).json().errors[0].column).toBe("Employee code");
  });
});
