// The demo firm's payroll: three months behind the current one run, approved by Ananya after Rohit computed
// them (maker-checker), released to everyone, with their attendance cycles locked; the current month ready.
import type { MyPayslipsView, PayslipView, RegisterView, RunView, SalaryHistoryView, StructureView } from "@vetan/shared/payroll";
import { indiaToday, shiftMonth } from "@vetan/shared/dates";
import type { LoanListView } from "@vetan/shared/loans";
import type { SettlementListView } from "@vetan/shared/settlements";
import type { DeclarationListView } from "@vetan/shared/tax-declarations";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { payStructures, salaryAssignments } from "../src/db/schema.ts";
import { withFirm } from "../src/platform/db/tenancy.ts";
import { demoPayrollMonths } from "../src/seed/demo-months.ts";
import { demoSalaries } from "../src/seed/demo-payroll.ts";
import { DEMO_FIRM_ID } from "../src/seed/seed.ts";
import { TEMPLATES } from "../src/firm/payroll/pay.service.ts";
import { demoFirmPeople } from "../src/seed/demo-firm.ts";
import { createTestApp } from "./support/app.ts";
import { demoSession } from "./support/demo-session.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("the demo firm's payroll", () => {
  it("has the three months before the current one run, approved by another admin and released, without errors", async () => {
    const hr = await demoSession(app, "H");
    const all = (await hr.get("/api/v1/payroll/runs")).json() as RunView[];
    const runs = all.filter((r) => r.kind === "regular");
    expect(runs.map((r) => r.status)).toEqual(["released", "released", "released"]);
    // Newest first; the seed paid the three months before the one two days before it was seeded.
    expect(runs.map((r) => r.month)).toEqual([...demoPayrollMonths(indiaToday())].reverse());
    for (const r of runs) {
      expect(r.totals?.errors, r.month).toBe(0);
      expect(r.totals?.people).toBeGreaterThan(100);
      expect(r.computed_by).toBe("Rohit Deshmukh");
      expect(r.approved_by).toBe("Ananya Kulkarni");
    }
    const locked = ((await hr.get("/api/v1/attendance/cycles")).json().data as { month: string }[]).map((c) => c.month);
    for (const r of runs) expect(locked).toContain(r.month);
    const structures = (await hr.get("/api/v1/payroll/structures")).json() as StructureView[];
    expect(structures.filter((s) => s.people > 0).length).toBe(2);
    // And a festival bonus paid off-cycle in the last of them, to a dozen people, bonus alone.
    const bonus = all.find((r) => r.kind === "off_cycle");
    expect(bonus).toMatchObject({ title: "Festival bonus", month: runs[0]?.month, status: "released", totals: { people: 12, errors: 0 } });
    expect(bonus?.totals?.gross).toBe(12 * 1_000_000);
  });

  it("gives Meera her payslips with their working, and her salary history with this April's revision", async () => {
    const meera = await demoSession(app, "E");
    const mine = (await meera.get("/api/v1/payroll/payslips")).json() as MyPayslipsView;
    expect(mine.payslips.filter((p) => p.title === null)).toHaveLength(3);
    const latest = mine.payslips.find((p) => p.title === null);
    const me = (await meera.get("/api/v1/me")).json();
    const slip = (await meera.get(`/api/v1/payroll/runs/${latest?.run_id}/payslips/${me.member_id}`)).json() as PayslipView;
    expect(slip.employee.name).toBe("Meera Iyer");
    expect(slip.firm.name).toBe("Sahyadri Textiles Private Limited");
    expect(slip.deductions.map((d) => d.code)).toEqual(expect.arrayContaining(["PF", "PT", "TDS"]));
    // The tax year before the first paid month is in the opening figures: the year to date starts in April.
    expect(slip.ytd.gross).toBeGreaterThan(slip.totals.gross * 5);
    // Karnataka's professional tax for Bengaluru.
    expect(slip.deductions.find((d) => d.code === "PT")?.working).toMatch(/Karnataka/);
    const salary = (await meera.get(`/api/v1/payroll/salaries/${me.member_id}`)).json() as SalaryHistoryView;
    expect(salary.history.length).toBeGreaterThanOrEqual(2);
    expect(salary.in_force?.structure.name).toBe("Standard (Labour Codes)");
  });

  it("compares each net pay with last month's, flags a change of a fifth or more, and filters to those", async () => {
    const hr = await demoSession(app, "H");
    const runs = (await hr.get("/api/v1/payroll/runs")).json() as RunView[];
    const latest = runs[0] as RunView;
    const oldest = runs.at(-1) as RunView;
    const all = (await hr.get(`/api/v1/payroll/runs/${latest.id}/register?limit=500`)).json() as RegisterView;
    const compared = all.rows.filter((r) => r.previous_net !== null);
    expect(compared.length).toBeGreaterThan(100);
    for (const r of compared) expect(r.change_percent).toBeCloseTo(((r.net - (r.previous_net as number)) / (r.previous_net as number)) * 100, 0);
    const changed = (await hr.get(`/api/v1/payroll/runs/${latest.id}/register?only=changed&limit=500`)).json() as RegisterView;
    expect(changed.rows.every((r) => r.flagged && Math.abs(r.change_percent ?? 0) >= 19.9)).toBe(true);
    expect(changed.total).toBe(all.rows.filter((r) => r.flagged).length);
    const first = (await hr.get(`/api/v1/payroll/runs/${oldest.id}/register?limit=5`)).json() as RegisterView;
    expect(first.rows.every((r) => r.previous_net === null && !r.flagged)).toBe(true);
  });

  it("has declarations open with some on the old regime and a few verified, loans at three stages, and a settlement in draft", async () => {
    const hr = await demoSession(app, "H");
    const declarations = (await hr.get("/api/v1/payroll/declarations?limit=200")).json() as DeclarationListView;
    expect(declarations.counts.verified).toBeGreaterThan(0);
    expect(declarations.counts.declared).toBeGreaterThan(0);
    expect(declarations.rows.some((r) => r.regime === "old")).toBe(true);
    const loans = (await hr.get("/api/v1/payroll/loans")).json() as LoanListView;
    expect(loans.data.map((l) => l.status).sort()).toEqual(["active", "active", "closed"]);
    const twoWheeler = loans.data.find((l) => l.purpose === "Two-wheeler");
    expect(twoWheeler?.recovered).toBeGreaterThan(0);
    const leavers = (await hr.get("/api/v1/payroll/settlements")).json() as SettlementListView;
    expect(leavers.data.some((d) => d.status === "draft")).toBe(true);
  });

  it("pays the backdated raise's arrears when the current month is run", async () => {
    const admin = await demoSession(app, "A");
    const runs = ((await admin.get("/api/v1/payroll/runs")).json() as RunView[]).filter((r) => r.kind === "regular");
    const month = shiftMonth(runs[0]?.month ?? "", 1);
    const made = await admin.post("/api/v1/payroll/runs", { month });
    expect(made.statusCode, made.body).toBe(201);
    await app.services.jobs.drain();
    const [raised] = await withFirm(app.database.db, DEMO_FIRM_ID, (tx) => tx.select().from(salaryAssignments).where(and(eq(salaryAssignments.firmId, DEMO_FIRM_ID), eq(salaryAssignments.note, "Promotion, backdated"))));
    expect(raised).toBeDefined();
    const slip = (await admin.get(`/api/v1/payroll/runs/${(made.json() as RunView).id}/payslips/${raised?.employeeId}`)).json() as PayslipView;
    // One arrear line for each paid month since the raise.
    expect(slip.earnings.filter((l) => l.code.startsWith("ARREARS_")).length).toBe(runs.filter((r) => r.month >= (raised?.effectiveFrom ?? "").slice(0, 7)).length);
  });

  it("pays a daily-rated worker for the days attendance counts, with the minimum wage checked", async () => {
    const admin = await demoSession(app, "A");
    const runs = (await admin.get("/api/v1/payroll/runs")).json() as RunView[];
    const current = runs.find((r) => r.status === "computed") as RunView;
    const [worker] = await withFirm(app.database.db, DEMO_FIRM_ID, (tx) =>
      tx
        .select({ id: salaryAssignments.employeeId })
        .from(salaryAssignments)
        .innerJoin(payStructures, and(eq(payStructures.firmId, salaryAssignments.firmId), eq(payStructures.id, salaryAssignments.structureId)))
        .where(and(eq(salaryAssignments.firmId, DEMO_FIRM_ID), eq(payStructures.name, TEMPLATES.wage_earner.name)))
        .limit(1),
    );
    const bad = await admin.send("PUT", `/api/v1/payroll/profiles/${worker?.id}`, { tax_regime: "new", pf_wage_basis: "ceiling", wage_kind: "daily" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.wage_rate).toBe("Give the rate a day");
    const set = await admin.send("PUT", `/api/v1/payroll/profiles/${worker?.id}`, { tax_regime: "new", pf_wage_basis: "ceiling", wage_kind: "daily", wage_rate: "300", min_wage_category: "skilled" });
    expect(set.statusCode, set.body).toBe(200);
    expect((await admin.post(`/api/v1/payroll/runs/${current.id}/compute`, { employee_ids: [worker?.id] })).statusCode).toBe(202);
    await app.services.jobs.drain();
    const slip = (await admin.get(`/api/v1/payroll/runs/${current.id}/payslips/${worker?.id}`)).json() as PayslipView;
    const basic = slip.earnings[0];
    expect(basic?.working).toMatch(/₹300 a day × [\d.]+ days? worked/);
    // ₹300 a day is below every state's minimum for skilled work: the payslip says so, the pay is not changed.
    expect(slip.warnings.some((w) => /minimum wage/i.test(w))).toBe(true);
  });

  it("plans the same salaries for the same people, staff and shop floor on their own structures", () => {
    const today = "2026-11-25";
    const people = demoFirmPeople(today).employees;
    const a = demoSalaries(people, today);
    expect(demoSalaries(people, today)).toEqual(a);
    expect(new Set(a.map((s) => s.structure))).toEqual(new Set(["labour_codes", "wage_earner"]));
    // November is paid on 2 December; until then it waits, ready to run, its cycle closed on the 25th.
    expect(demoPayrollMonths("2026-11-25")).toEqual(["2026-08", "2026-09", "2026-10"]);
    expect(demoPayrollMonths("2026-11-27")).toEqual(["2026-08", "2026-09", "2026-10"]);
    expect(demoPayrollMonths("2026-12-02")).toEqual(["2026-08", "2026-09", "2026-10"]);
    expect(demoPayrollMonths("2026-12-03")).toEqual(["2026-09", "2026-10", "2026-11"]);
  });
});
