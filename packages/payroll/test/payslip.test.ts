// Whole payslips worked by hand, every line checked.
import { describe, it, expect } from "vitest";
import type { PayslipInput } from "../src/index.ts";
import { slip, r, amt } from "./helpers.ts";

type C = PayslipInput["components"][number];
const comp = (code: string, type: C["type"], amount: number): C => ({ code, name: code, type, calc: "fixed", amount }) as C;

describe("whole payslips", () => {
  it("West Bengal, ₹18,000 gross, June 2026", () => {
    const p = slip({ components: [comp("BASIC", "basic", r(9_000)), comp("HRA", "hra", r(4_500)), comp("SPL", "special", r(4_500))], employee: { state: "WB" } });
    expect(amt(p, "PF")).toBe(r(1_080)); // 12% × 9,000
    expect(amt(p, "ESI")).toBe(r(135)); // 0.75% × 18,000
    expect(amt(p, "PT")).toBe(r(130)); // 15,001–25,000 → 130
    expect(amt(p, "TDS")).toBe(0); // 2,16,000 − 75,000: nil slab
    expect(p.totals.netPay).toBe(r(16_655)); // 18,000 − 1,080 − 135 − 130
    expect(amt(p, "EPS")).toBe(r(750)); // 8.33% × 9,000 = 749.70 → 750
    expect(amt(p, "EPF_ER")).toBe(r(330)); // 1,080 − 750
    expect(amt(p, "EDLI")).toBe(r(45)); // 0.5% × 9,000
    expect(amt(p, "ESI_ER")).toBe(r(585)); // 3.25% × 18,000
    expect(p.totals.employerContributions).toBe(r(750 + 330 + 45 + 45 + 585));
  });

  it("Chennai joiner on 16 September 2026, ₹20,000 gross", () => {
    // 15 of 30 days: basic 5,000, special 5,000. PF wage 5,000 is under both ceilings.
    const p = slip({ period: "2026-09", components: [comp("BASIC", "basic", r(10_000)), comp("SPL", "special", r(10_000))], employee: { state: "TN", dateOfJoining: "2026-09-16" } });
    expect(p.totals.grossEarnings).toBe(r(10_000));
    expect(amt(p, "PF")).toBe(r(600)); // 12% × 5,000
    expect(amt(p, "EPS")).toBe(r(417)); // 8.33% × 5,000 = 416.50 → 417
    expect(amt(p, "EPF_ER")).toBe(r(183)); // 600 − 417
    expect(amt(p, "ESI")).toBe(r(75)); // rate 20,000 ≤ 21,000; 0.75% × 10,000; average 666.67 a day
    expect(amt(p, "ESI_ER")).toBe(r(325)); // 3.25% × 10,000
    expect(amt(p, "PT")).toBe(0); // half-year gross 10,000 ≤ 21,000
    expect(p.totals.netPay).toBe(r(9_325)); // 10,000 − 600 − 75
  });

  it("Karnataka, February 2027, statutory bonus paid in the month", () => {
    // Basic 20,000 + special 20,000; bonus 7,000. PF ceiling ₹25,000 by then; basic under it.
    const p = slip({
      period: "2027-02",
      components: [comp("BASIC", "basic", r(20_000)), comp("SPL", "special", r(20_000))],
      additions: [{ code: "BONUS", description: "Statutory bonus 2025-26", amount: r(7_000) }],
      employee: { state: "KA" },
      ytd: { taxableIncome: r(4_00_000), professionalTax: r(2_000) },
    });
    expect(amt(p, "PF")).toBe(r(2_400)); // 12% × 20,000
    expect(amt(p, "EPS")).toBe(r(1_666)); // 8.33% × 20,000 = 1,666.00
    expect(amt(p, "EPF_ER")).toBe(r(734));
    expect(amt(p, "EDLI")).toBe(r(100));
    expect(p.esi?.covered).toBe(false); // 40,000 > 21,000
    expect(amt(p, "PT")).toBe(r(300)); // ≥ 25,000, February
    // 4,00,000 + 47,000 + 40,000 − 75,000 = 4,12,000: 5% × 12,000 = 600, rebated → 0
    expect(amt(p, "TDS")).toBe(0);
    expect(p.totals.netPay).toBe(r(44_300)); // 47,000 − 2,400 − 300
  });

  it("Telangana, 58-year-old leaving on 31 March 2027 with arrears", () => {
    // Born 1968-12-01: past 58, no EPS. Basic 30,000 + arrear ₹5,000 (not PF wages); leaving: TDS settles the year.
    const p = slip({
      period: "2027-03",
      components: [comp("BASIC", "basic", r(30_000))],
      arrears: [{ description: "Increment arrears", amount: r(5_000), fromMonth: "2026-12", months: 3 }],
      employee: { state: "TG", dateOfBirth: "1968-12-01", dateOfLeaving: "2027-03-31" },
      ytd: { taxableIncome: r(3_30_000), professionalTax: r(2_200) },
    });
    expect(amt(p, "EPS")).toBe(0);
    expect(amt(p, "EPF_ER")).toBe(r(3_000)); // 12% × 25,000, all to EPF
    expect(amt(p, "PT")).toBe(r(200)); // > 20,000 → 200 (2,200 + 200 ≤ 2,500)
    expect(amt(p, "TDS")).toBe(0); // 3,30,000 + 35,000 − 75,000 = 2,90,000: nil
    expect(p.totals.netPay).toBe(r(35_000 - 3_000 - 200)); // 31,800
  });
});
