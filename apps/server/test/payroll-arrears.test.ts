// Arrears of a backdated salary revision (issue 17): a revision recorded after a month was paid, dated in
// that month, is paid in the next run as the difference the engine works, with PF on its basic part; once
// paid it is settled, and a second revision of the same months pays only its own part.
import { shiftMonth, indiaToday } from "@vetan/shared/dates";
import type { PayslipView, RunView, } from "@vetan/shared/payroll";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./support/app.ts";
import { makeFirm, makeSignedIn, type TestFirm } from "./support/factories.ts";
import { assignSalary, readyForPayroll } from "./support/payroll-firm.ts";

let app: FastifyInstance;
let firm: TestFirm;
let checker: Awaited<ReturnType<typeof makeSignedIn>>;
let person: Awaited<ReturnType<typeof makeSignedIn>>;
let structureId: string;
const thisMonth = indiaToday().slice(0, 7);
const lastMonth = shiftMonth(thisMonth, -1);
const twoAgo = shiftMonth(thisMonth, -2);

beforeAll(async () => {
  app = await createTestApp();
  firm = await makeFirm(app);
  checker = await makeSignedIn(app, firm, "A", { date_of_birth: "1985-01-01", gender: "male", joining_date: "2024-04-01" });
  person = await makeSignedIn(app, firm, "E", { date_of_birth: "1990-05-10", gender: "female", joining_date: "2024-04-01" });
  structureId = await readyForPayroll(firm);
  await assignSalary(firm, person.id, structureId, "3,60,000");
});
afterAll(() => app.close());

async function runMonth(month: string, approve: boolean): Promise<string> {
  const made = await firm.admin.post("/api/v1/payroll/runs", { month });
  expect(made.statusCode, made.body).toBe(201);
  await app.services.jobs.drain();
  const id = (made.json() as RunView).id;
  if (approve) expect((await checker.browser.post(`/api/v1/payroll/runs/${id}/approve`, {})).statusCode).toBe(200);
  return id;
}

const slipOf = async (runId: string) => (await firm.admin.get(`/api/v1/payroll/runs/${runId}/payslips/${person.id}`)).json() as PayslipView;
const regular = (s: PayslipView) => s.earnings.filter((l) => !l.code.startsWith("ARREARS_")).reduce((t, l) => t + l.amount, 0);
const basic = (s: PayslipView) => s.earnings.find((l) => l.code === "BASIC")?.amount ?? 0;
const arrearsOf = (s: PayslipView) => s.earnings.filter((l) => l.code.startsWith("ARREARS_"));

describe("a backdated salary revision", () => {
  let paidTwoAgo: PayslipView;
  let lastRun: string;
  let nowRun: string;

  it("pays nothing extra while no revision is backdated", async () => {
    paidTwoAgo = await slipOf(await runMonth(twoAgo, true));
    expect(arrearsOf(paidTwoAgo)).toEqual([]);
  });

  it("is paid in the next run as the difference for the paid month, with PF on the basic part", async () => {
    const raised = await firm.admin.post(`/api/v1/payroll/salaries/${person.id}`, { structure_id: structureId, annual_ctc: "4,80,000", effective_from: `${twoAgo}-01` });
    expect(raised.statusCode, raised.body).toBe(201);
    lastRun = await runMonth(lastMonth, false);
    const slip = await slipOf(lastRun);
    const arrears = arrearsOf(slip);
    expect(arrears).toHaveLength(1);
    // No loss of pay in either month: the arrear is a whole month's pay on the new salary less the old.
    expect(arrears[0]?.amount).toBe(regular(slip) - regular(paidTwoAgo));
    expect(arrears[0]?.name).toMatch(/^Arrears for /);
    const pfOnArrears = slip.deductions.find((l) => l.code === "PF_ARREARS");
    expect(pfOnArrears?.working).toContain("PF on arrears");
    // The arrear's basic part is PF wages, up to the room the month left under the ₹15,000 ceiling.
    expect(basic(slip)).toBeGreaterThan(basic(paidTwoAgo));
    expect(slip.totals.gross).toBe(regular(slip) + (arrears[0]?.amount ?? 0));
  });

  it("is settled once that run is paid, and a second revision pays only its own part", async () => {
    expect((await checker.browser.post(`/api/v1/payroll/runs/${lastRun}/approve`, {})).statusCode).toBe(200);
    const paidLast = await slipOf(lastRun);
    nowRun = await runMonth(thisMonth, false);
    expect(arrearsOf(await slipOf(nowRun))).toEqual([]);

    const again = await firm.admin.post(`/api/v1/payroll/salaries/${person.id}`, { structure_id: structureId, annual_ctc: "6,00,000", effective_from: `${twoAgo}-01` });
    expect(again.statusCode, again.body).toBe(201);
    expect((await firm.admin.post(`/api/v1/payroll/runs/${nowRun}/compute`, {})).statusCode).toBe(202);
    await app.services.jobs.drain();
    const slip = await slipOf(nowRun);
    const arrears = arrearsOf(slip);
    expect(arrears.map((l) => l.name.slice(0, 25))).toHaveLength(2);
    // Each paid month gets the new salary less what it has had (its payslip, and the first revision's arrears).
    const step = regular(slip) - regular(paidLast);
    expect(arrears.map((l) => l.amount)).toEqual([step, step]);
  });

  it("warns, and recovers nothing by itself, when a paid month's salary is lowered", async () => {
    const lower = await firm.admin.post(`/api/v1/payroll/salaries/${person.id}`, { structure_id: structureId, annual_ctc: "3,00,000", effective_from: `${twoAgo}-01` });
    expect(lower.statusCode, lower.body).toBe(201);
    expect((await firm.admin.post(`/api/v1/payroll/runs/${nowRun}/compute`, {})).statusCode).toBe(202);
    await app.services.jobs.drain();
    const slip = await slipOf(nowRun);
    expect(arrearsOf(slip)).toEqual([]);
    expect(slip.warnings.filter((w) => w.includes("not recovered by itself"))).toHaveLength(2);
  });
});

describe("arrears of an earlier tax year", () => {
  // A second firm: its people are paid from March 2026, the last month of tax year 2025-26.
  let other: TestFirm;
  let approver: Awaited<ReturnType<typeof makeSignedIn>>;
  let worker: Awaited<ReturnType<typeof makeSignedIn>>;

  beforeAll(async () => {
    other = await makeFirm(app);
    approver = await makeSignedIn(app, other, "A", { date_of_birth: "1984-02-02", gender: "female", joining_date: "2024-04-01" });
    // With a PAN: without one, tax is 20% of income (s.397(2)(b)) and there is no slab to relieve.
    worker = await makeSignedIn(app, other, "E", { date_of_birth: "1991-07-07", gender: "male", joining_date: "2024-04-01", pan: "ABCPW1234K" });
    const structure = await readyForPayroll(other);
    await assignSalary(other, worker.id, structure, "12,00,000");
    const march = await other.admin.post("/api/v1/payroll/runs", { month: "2026-03" });
    expect(march.statusCode, march.body).toBe(201);
    await app.services.jobs.drain();
    expect((await approver.browser.post(`/api/v1/payroll/runs/${(march.json() as RunView).id}/approve`, {})).statusCode).toBe(200);
    await assignSalary(other, worker.id, structure, "18,00,000", "2026-03-01");
  });

  it("are paid in April with the relief worked from March's year (s.157), that year's income from its last payslip", async () => {
    const april = await other.admin.post("/api/v1/payroll/runs", { month: "2026-04" });
    expect(april.statusCode, april.body).toBe(201);
    await app.services.jobs.drain();
    const slip = (await other.admin.get(`/api/v1/payroll/runs/${(april.json() as RunView).id}/payslips/${worker.id}`)).json() as PayslipView;
    expect(arrearsOf(slip).map((l) => l.name)).toEqual([expect.stringMatching(/^Arrears for March 2026/)]);
    const tds = slip.deductions.find((l) => l.code === "TDS");
    expect(tds?.working).toContain("relief for arrears of earlier years (s.157): tax on them this year");
    expect(tds?.working).toContain("2025-26: ");
    expect(slip.warnings.filter((w) => w.includes("without relief"))).toEqual([]);
  });
});
