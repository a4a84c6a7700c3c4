// Off-cycle runs (issue 17): a bonus or arrears paid outside the month's run. A month keeps one regular run
// and may have any number of off-cycle ones; each pays only the one-offs added to it (and, when opened to,
// the arrears owed), taxed as paid then, with no days, PT or LWF; the month's regular run then counts it
// in the year to date; arrears are paid once, whichever run is approved first.
import { indiaToday, shiftMonth } from "@vetan/shared/dates";
import type { MyPayslipsView, PayslipView, RegisterView, RunView, } from "@vetan/shared/payroll";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./support/app.ts";
import { makeFirm, makeSignedIn, type TestFirm } from "./support/factories.ts";
import { assignSalary, readyForPayroll } from "./support/payroll-firm.ts";

let app: FastifyInstance;
let firm: TestFirm;
let checker: Awaited<ReturnType<typeof makeSignedIn>>;
let raised: Awaited<ReturnType<typeof makeSignedIn>>;
let bonused: Awaited<ReturnType<typeof makeSignedIn>>;
let structureId: string;
const thisMonth = indiaToday().slice(0, 7);
const lastMonth = shiftMonth(thisMonth, -1);
const twoAgo = shiftMonth(thisMonth, -2);

beforeAll(async () => {
  app = await createTestApp();
  firm = await makeFirm(app);
  checker = await makeSignedIn(app, firm, "A", { date_of_birth: "1985-01-01", gender: "male", joining_date: "2024-04-01" });
  raised = await makeSignedIn(app, firm, "E", { date_of_birth: "1990-05-10", gender: "female", joining_date: "2024-04-01" });
  bonused = await makeSignedIn(app, firm, "E", { date_of_birth: "1992-08-20", gender: "male", joining_date: "2024-04-01" });
  structureId = await readyForPayroll(firm);
  for (const p of [raised, bonused]) await assignSalary(firm, p.id, structureId, "6,00,000");
});
afterAll(() => app.close());

async function open(body: Record<string, unknown>): Promise<RunView> {
  const made = await firm.admin.post("/api/v1/payroll/runs", body);
  expect(made.statusCode, made.body).toBe(201);
  await app.services.jobs.drain();
  return (await firm.admin.get(`/api/v1/payroll/runs/${(made.json() as RunView).id}`)).json() as RunView;
}
const approve = (id: string) => checker.browser.post(`/api/v1/payroll/runs/${id}/approve`, {});
const slipOf = async (runId: string, who: { id: string }) => (await firm.admin.get(`/api/v1/payroll/runs/${runId}/payslips/${who.id}`)).json() as PayslipView;
const arrearsOf = (s: PayslipView) => s.earnings.filter((l) => l.code.startsWith("ARREARS_"));
const codes = (lines: { code: string }[]) => lines.map((l) => l.code);

describe("opening an off-cycle run", () => {
  it("needs a title saying what it pays; a regular run has none; nothing is written when refused", async () => {
    const untitled = await firm.admin.post("/api/v1/payroll/runs", { month: lastMonth, kind: "off_cycle" });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().errors.title).toBe("Say what the run pays, like “Diwali bonus”");
    const titled = await firm.admin.post("/api/v1/payroll/runs", { month: lastMonth, title: "Bonus" });
    expect(titled.statusCode).toBe(400);
    expect(titled.json().errors.title).toBe("A regular run has no title: it is the month's");
    const arrearsOnRegular = await firm.admin.post("/api/v1/payroll/runs", { month: lastMonth, pays_arrears: true });
    expect(arrearsOnRegular.json().errors.pays_arrears).toBe("A regular run pays the arrears owed by itself");
    const future = await firm.admin.post("/api/v1/payroll/runs", { month: shiftMonth(thisMonth, 1), kind: "off_cycle", title: "Bonus" });
    expect(future.statusCode).toBe(400);
    expect((await firm.admin.get("/api/v1/payroll/runs")).json()).toEqual([]);
  });

  it("is for admins and firm-wide HR only", async () => {
    const refused = await bonused.browser.post("/api/v1/payroll/runs", { month: lastMonth, kind: "off_cycle", title: "Bonus" });
    expect(refused.statusCode).toBe(403);
  });
});

describe("a bonus paid off-cycle", () => {
  let regularLast: RunView;
  let bonus: RunView;

  it("leaves the month's regular run alone; a second regular run for the month is refused, more off-cycle runs are not", async () => {
    expect((await approve((await open({ month: twoAgo })).id)).statusCode).toBe(200);
    // A revision backdated into the paid month: the regular run computed now owes its arrears.
    const revised = await firm.admin.post(`/api/v1/payroll/salaries/${raised.id}`, { structure_id: structureId, annual_ctc: "7,20,000", effective_from: `${twoAgo}-01` });
    expect(revised.statusCode, revised.body).toBe(201);
    regularLast = await open({ month: lastMonth });
    expect(arrearsOf(await slipOf(regularLast.id, raised))).toHaveLength(1);
    const twice = await firm.admin.post("/api/v1/payroll/runs", { month: lastMonth });
    expect(twice.statusCode).toBe(409);
    bonus = await open({ month: lastMonth, kind: "off_cycle", title: "Diwali bonus" });
    expect(bonus).toMatchObject({ kind: "off_cycle", title: "Diwali bonus", pays_arrears: false, status: "computed" });
    expect(bonus.totals?.people).toBe(0);
  });

  it("cannot be approved with nothing to pay", async () => {
    const view = (await checker.browser.get(`/api/v1/payroll/runs/${bonus.id}`)).json() as RunView;
    expect(view.can_approve).toEqual({ ok: false, why: "Nothing to pay yet: add one-offs for the people this run pays." });
    expect((await approve(bonus.id)).statusCode).toBe(409);
  });

  it("pays its one-off alone: no salary, days, PF or PT; TDS on the bonus", async () => {
    const added = await firm.admin.post(`/api/v1/payroll/runs/${bonus.id}/one-offs`, { employee_id: bonused.id, kind: "addition", description: "Diwali bonus", amount: "20,000" });
    expect(added.statusCode, added.body).toBe(201);
    await app.services.jobs.drain();
    const register = (await firm.admin.get(`/api/v1/payroll/runs/${bonus.id}/register`)).json() as RegisterView;
    expect(register.run.title).toBe("Diwali bonus");
    expect(register.rows.map((r) => r.employee.id)).toEqual([bonused.id]);
    expect(register.rows[0]?.previous_net).toBeNull();
    const slip = await slipOf(bonus.id, bonused);
    expect(slip.run.title).toBe("Diwali bonus");
    expect(codes(slip.earnings)).toEqual(["ADDITION_1"]);
    expect(slip.totals.gross).toBe(2_000_000);
    expect(codes(slip.deductions)).toEqual(["TDS"]);
    expect(slip.days.payable).toBe(0);
    expect(slip.totals.net).toBe(2_000_000 - (slip.deductions[0]?.amount ?? 0));
  });

  it("is approved without waiting for the attendance cycle, and locks no cycle", async () => {
    const approved = await approve(bonus.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((approved.json() as RunView).steps.find((s) => s.key === "approve")?.label).toBe("Approve");
  });

  it("is counted in the year to date of the month's regular run, computed again", async () => {
    expect((await firm.admin.post(`/api/v1/payroll/runs/${regularLast.id}/compute`, {})).statusCode).toBe(202);
    await app.services.jobs.drain();
    const paidBefore = await slipOf((await firm.admin.get("/api/v1/payroll/runs")).json().find((r: RunView) => r.month === twoAgo).id, bonused);
    const regular = await slipOf(regularLast.id, bonused);
    expect(regular.ytd.gross).toBe(paidBefore.totals.gross + 2_000_000 + regular.totals.gross);
    expect(regular.ytd.tds).toBe((paidBefore.deductions.find((l) => l.code === "TDS")?.amount ?? 0) + ((await slipOf(bonus.id, bonused)).deductions[0]?.amount ?? 0) + (regular.deductions.find((l) => l.code === "TDS")?.amount ?? 0));
  });

  it("reaches the person when released, named by its title, with a PDF", async () => {
    expect((await firm.admin.post(`/api/v1/payroll/runs/${bonus.id}/release`, {})).statusCode).toBe(200);
    const mine = (await bonused.browser.get("/api/v1/payroll/payslips")).json() as MyPayslipsView;
    expect(mine.payslips.map((p) => p.title)).toEqual(["Diwali bonus"]);
    const pdf = await bonused.browser.get(`/api/v1/payroll/runs/${bonus.id}/payslips/${bonused.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-disposition"]).toContain(`payslip-${lastMonth}-diwali-bonus-`);
    // The other person was not in it.
    expect((await raised.browser.get(`/api/v1/payroll/runs/${bonus.id}/payslips/${raised.id}`)).statusCode).toBe(404);
  });

  it("pays arrears owed once: the regular run computed before is refused until computed again", async () => {
    const arrearsRun = await open({ month: lastMonth, kind: "off_cycle", title: "Arrears of the revision", pays_arrears: true });
    expect(arrearsRun.totals?.people).toBe(1);
    const paid = arrearsOf(await slipOf(arrearsRun.id, raised));
    expect(paid).toHaveLength(1);
    expect(paid[0]?.amount).toBe(arrearsOf(await slipOf(regularLast.id, raised))[0]?.amount);
    expect((await approve(arrearsRun.id)).statusCode).toBe(200);

    const stale = await approve(regularLast.id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().result).toContain("were paid by another run approved after this one was computed");
    expect((await firm.admin.post(`/api/v1/payroll/runs/${regularLast.id}/compute`, {})).statusCode).toBe(202);
    await app.services.jobs.drain();
    expect(arrearsOf(await slipOf(regularLast.id, raised))).toEqual([]);
    expect((await approve(regularLast.id)).statusCode).toBe(200);
  });
});
