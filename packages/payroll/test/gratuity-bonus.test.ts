// Worked gratuity and statutory bonus cases (india-statutory.md §7).
import { describe, it, expect } from "vitest";
import { computeGratuity, computeStatutoryBonus } from "../src/index.ts";
import { r } from "./helpers.ts";

describe("gratuity: 15/26 × wages × years, part-year over six months counts", () => {
  it("exactly 11 years at ₹30,000: 15/26 × 30,000 × 11 = 1,90,384.62 → ₹1,90,385", () => {
    const g = computeGratuity({ monthlyWages: r(30_000), dateOfJoining: "2015-04-01", dateOfLeaving: "2026-03-31", reason: "resignation" });
    expect(g.service).toEqual({ years: 11, months: 0, days: 0 });
    expect(g.amount).toBe(r(1_90_385));
  });

  it("6 years 7 months counts as 7: 15/26 × 40,000 × 7 = 1,61,538.46 → ₹1,61,538", () => {
    const g = computeGratuity({ monthlyWages: r(40_000), dateOfJoining: "2019-01-01", dateOfLeaving: "2025-07-31", reason: "resignation" });
    expect(g.yearsCounted).toBe(7);
    expect(g.amount).toBe(r(1_61_538));
  });

  it("6 years 6 months exactly counts as 6: 15/26 × 26,000 × 6 = ₹90,000", () => {
    const g = computeGratuity({ monthlyWages: r(26_000), dateOfJoining: "2019-01-01", dateOfLeaving: "2025-06-30", reason: "retirement" });
    expect(g.yearsCounted).toBe(6);
    expect(g.amount).toBe(r(90_000));
  });

  it("6 years 6 months 1 day counts as 7", () => {
    const g = computeGratuity({ monthlyWages: r(26_000), dateOfJoining: "2019-01-01", dateOfLeaving: "2025-07-01", reason: "retirement" });
    expect(g.yearsCounted).toBe(7);
    expect(g.amount).toBe(r(1_05_000)); // 15/26 × 26,000 × 7
  });

  it("4 years 11 months on resignation: not eligible", () => {
    const g = computeGratuity({ monthlyWages: r(30_000), dateOfJoining: "2021-01-01", dateOfLeaving: "2025-11-30", reason: "resignation" });
    expect(g.eligible).toBe(false);
    expect(g.amount).toBe(0);
  });

  it("death after 2 years: minimum waived, 15/26 × 52,000 × 2 = ₹60,000", () => {
    const g = computeGratuity({ monthlyWages: r(52_000), dateOfJoining: "2024-01-01", dateOfLeaving: "2025-12-31", reason: "death" });
    expect(g.amount).toBe(r(60_000));
  });

  it("capped at ₹20 lakh", () => {
    // 15/26 × 5,00,000 × 30 = 86,53,846 → 20,00,000
    const g = computeGratuity({ monthlyWages: r(5_00_000), dateOfJoining: "1996-01-01", dateOfLeaving: "2025-12-31", reason: "retirement" });
    expect(g.formulaAmount).toBe(r(86_53_846));
    expect(g.amount).toBe(r(20_00_000));
  });

  it("fixed-term employee after 1 year 2 months (Labour Codes): 15/26 × 26,000 × 1 = ₹15,000", () => {
    const g = computeGratuity({ monthlyWages: r(26_000), dateOfJoining: "2025-02-01", dateOfLeaving: "2026-03-31", reason: "resignation", fixedTerm: true });
    expect(g.eligible).toBe(true);
    expect(g.amount).toBe(r(15_000));
  });

  it("fixed-term employee who left before 21 Nov 2025: the 5-year rule still applied", () => {
    const g = computeGratuity({ monthlyWages: r(26_000), dateOfJoining: "2023-01-01", dateOfLeaving: "2025-10-31", reason: "resignation", fixedTerm: true });
    expect(g.eligible).toBe(false);
  });
});

describe("statutory bonus", () => {
  const months = (salary: number, n = 12) => Array.from({ length: n }, () => ({ salary }));

  it("salary ₹10,000 at 8.33%: 7,000 × 12 = 84,000 × 8.33% = 6,997.20 → ₹6,997", () => {
    const b = computeStatutoryBonus({ accountingYearEnd: "2026-03-31", months: months(r(10_000)), percent: 8.33, daysWorked: 300 });
    expect(b.bonusSalary).toBe(r(84_000));
    expect(b.amount).toBe(r(6_997));
  });

  it("at 20%: 84,000 × 20% = ₹16,800", () => {
    expect(computeStatutoryBonus({ accountingYearEnd: "2026-03-31", months: months(r(10_000)), percent: 20, daysWorked: 300 }).amount).toBe(r(16_800));
  });

  it("minimum wage ₹12,000 above ₹7,000 is the ceiling: 12,000 × 12 × 8.33% = 11,995.20 → ₹11,995", () => {
    const b = computeStatutoryBonus({ accountingYearEnd: "2026-03-31", months: Array.from({ length: 12 }, () => ({ salary: r(15_000), minimumWage: r(12_000) })), percent: 8.33, daysWorked: 300 });
    expect(b.amount).toBe(r(11_995));
  });

  it("salary ₹21,000: eligible; ₹21,001: not", () => {
    expect(computeStatutoryBonus({ accountingYearEnd: "2026-03-31", months: months(r(21_000)), percent: 8.33, daysWorked: 300 }).eligible).toBe(true);
    expect(computeStatutoryBonus({ accountingYearEnd: "2026-03-31", months: months(r(21_001)), percent: 8.33, daysWorked: 300 }).eligible).toBe(false);
  });

  it("six eligible months: 7,000 × 6 = 42,000 × 8.33% = 3,498.60 → ₹3,499", () => {
    const b = computeStatutoryBonus({ accountingYearEnd: "2026-03-31", months: [...months(r(20_000), 6), ...months(r(22_000), 6)], percent: 8.33, daysWorked: 300 });
    expect(b.amount).toBe(r(3_499));
  });

  it("fewer than 30 days worked: not eligible", () => {
    expect(computeStatutoryBonus({ accountingYearEnd: "2026-03-31", months: months(r(10_000), 1), percent: 8.33, daysWorked: 20 }).eligible).toBe(false);
  });

  it("minimum ₹100: 1,000 × 8.33% = 83.30 → raised to ₹100", () => {
    expect(computeStatutoryBonus({ accountingYearEnd: "2026-03-31", months: months(r(1_000), 1), percent: 8.33, daysWorked: 30 }).amount).toBe(r(100));
  });

  it("a rate outside 8.33%–20% is refused", () => {
    expect(() => computeStatutoryBonus({ accountingYearEnd: "2026-03-31", months: months(r(10_000)), percent: 25, daysWorked: 300 })).toThrow(/between 8.33% and 20%/);
  });
});
