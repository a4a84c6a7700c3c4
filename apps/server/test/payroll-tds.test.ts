// Tax statements (issue 17) on the demo firm's three paid months: Form 24Q's Annexure I for the quarter and
// Annexure II for the year, each adding up to the payslips' tax; Form 16 Part B for a person (provisional
// until March), as data and as a PDF locked with the payslip password; who may have each; bad queries.
import { roundToTenRupees } from "@vetan/payroll";
import { indiaToday } from "@vetan/shared/dates";
import type { MyPayslipsView, PayslipView, RunView } from "@vetan/shared/payroll";
import { taxYearOf } from "@vetan/shared/payroll";
import type { Form16View } from "@vetan/shared/tax-statements";
import type { FastifyInstance } from "fastify";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./support/app.ts";
import { demoSession } from "./support/demo-session.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const year = taxYearOf(indiaToday());
const quarterOf = (month: string): string => {
  const m = Number(month.slice(5, 7));
  return m >= 4 && m <= 6 ? "Q1" : m <= 9 && m >= 7 ? "Q2" : m >= 10 ? "Q3" : "Q4";
};
const parse = (body: string) => body.trim().split("\r\n").map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? "").replaceAll('""', '"')));
const paise = (rupees: string | undefined) => Math.round(Number(rupees ?? "0") * 100);

describe("the firm's TDS statements", () => {
  it("gives Annexure I for a quarter: each month's deduction, adding up to the payslips' tax", async () => {
    const hr = await demoSession(app, "H");
    const runs = (await hr.get("/api/v1/payroll/runs")).json() as RunView[];
    const latest = runs[0] as RunView;
    const quarter = quarterOf(latest.month);
    const res = await hr.get(`/api/v1/payroll/tds/24q-annexure1.csv?year=${year}&quarter=${quarter}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const [header, ...rows] = parse(res.body);
    expect(header?.[2]).toBe("PAN of the employee");
    // Every row's parts add up, and PANs are real or marked as not available.
    for (const r of rows) {
      expect(paise(r[7]) + paise(r[8]) + paise(r[9])).toBe(paise(r[10]));
      expect(r[2]).toMatch(/^([A-Z]{5}\d{4}[A-Z]|PANNOTAVBL)$/);
    }
    const meera = await demoSession(app, "E");
    const me = (await meera.get("/api/v1/me")).json();
    const mine = (await meera.get("/api/v1/payroll/payslips")).json() as MyPayslipsView;
    const inQuarter = mine.payslips.filter((p) => quarterOf(p.month) === quarter && p.month >= year);
    const tds = await Promise.all(inQuarter.map(async (p) => ((await meera.get(`/api/v1/payroll/runs/${p.run_id}/payslips/${me.member_id}`)).json() as PayslipView).deductions.find((d) => d.code === "TDS")?.amount ?? 0));
    const hers = rows.filter((r) => r[3] === "Meera Iyer");
    expect(hers).toHaveLength(inQuarter.length);
    expect(hers.reduce((t, r) => t + paise(r[10]), 0)).toBe(tds.reduce((t, x) => t + x, 0));
  });

  it("gives Annexure II for the year and refuses a bad query in words", async () => {
    const hr = await demoSession(app, "H");
    const res = await hr.get(`/api/v1/payroll/tds/24q-annexure2.csv?year=${year}`);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parse(res.body);
    expect(header?.at(-2)).toBe("Tax deducted (₹)");
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.every((r) => r.at(-1) === "yes" || r.at(-1) === "no")).toBe(true);
    const bad = await hr.get(`/api/v1/payroll/tds/24q-annexure1.csv?year=${year}&quarter=Q5`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.quarter).toBe("Choose a quarter: Q1 (April–June) to Q4 (January–March)");
    expect((await hr.get("/api/v1/payroll/tds/24q-annexure2.csv?year=2026")).json().errors.year).toBe("A tax year by its April, like 2026-04");
    const meera = await demoSession(app, "E");
    expect((await meera.get(`/api/v1/payroll/tds/24q-annexure2.csv?year=${year}`)).statusCode).toBe(403);
  });

  it("gives a person their Form 16 Part B, provisional until March, as data and as a locked PDF", async () => {
    const meera = await demoSession(app, "E");
    const me = (await meera.get("/api/v1/me")).json();
    const form = (await meera.get(`/api/v1/payroll/form16/mine?year=${year}`)).json() as Form16View;
    expect(form.provisional).toBe(true);
    expect(form.employee.name).toBe("Meera Iyer");
    expect(form.employer.name).toBe("Sahyadri Textiles Private Limited");
    const mine = (await meera.get("/api/v1/payroll/payslips")).json() as MyPayslipsView;
    expect(form.tds.map((t) => t.month)).toEqual(mine.payslips.filter((p) => p.month >= year).map((p) => p.month).reverse());
    expect(form.tds_total).toBe(form.tds.reduce((t, x) => t + x.amount, 0));
    expect(form.salary.total).toBeGreaterThan(0);
    // Part B's items, worked from the last payslip's tagged deductions, add up as the form says to its taxable income.
    const b = form.part_b;
    expect(b.gross + b.previous_employers).toBe(form.salary.total);
    expect(b.salary_current).toBe(b.gross - b.exempt_total);
    expect(b.salary_income).toBe(b.salary_current + b.previous_employers - b.salary_deductions);
    expect(b.gross_total_income).toBe(b.salary_income + b.other_income);
    expect(roundToTenRupees(b.gross_total_income - b.chapter_via_total)).toBe(form.taxable_income);
    expect(b.total_income).toBe(form.taxable_income);
    expect(b.net_payable).toBe(form.tax.payable - b.relief);

    const pdf = await meera.get(`/api/v1/payroll/form16/${me.member_id}/pdf?year=${year}`);
    expect(pdf.statusCode).toBe(200);
    await expect(getDocument({ data: new Uint8Array(pdf.rawPayload), verbosity: 0 }).promise).rejects.toThrow();
    const manager = await demoSession(app, "M");
    expect((await manager.get(`/api/v1/payroll/form16/${me.member_id}?year=${year}`)).statusCode).toBe(404);
    const hr = await demoSession(app, "H");
    expect(((await hr.get(`/api/v1/payroll/form16/${me.member_id}?year=${year}`)).json() as Form16View).tds_total).toBe(form.tds_total);
  });
});
