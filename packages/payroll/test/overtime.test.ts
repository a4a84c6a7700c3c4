// Overtime at twice the ordinary rate of wages (src/overtime.ts, src/rules/overtime.ts). Ordinary rate per
// hour = basic + DA for a full month ÷ 26 ÷ 8 (monthly-rated), day rate ÷ 8 (daily), hour rate (hourly).
// Worked by hand in the comments; employee in Uttar Pradesh, June 2026 unless said.
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { computePayslip, parsePayslipInput, type PayslipInput } from "../src/index.ts";
import { input, slip, r, amt, line } from "./helpers.ts";

type C = PayslipInput["components"][number];
const comp = (code: string, amount: number, type?: C["type"], name = code): C => ({ code, name, calc: "fixed", amount, ...(type ? { type } : {}) }) as C;
const WAGE: C = { code: "BASIC", name: "Basic", type: "basic", calc: "fixed", amount: 0 };
const noPfEsi = { pf: { applicable: false }, esi: { applicable: false } } as const;

describe("overtime pay", () => {
  it("monthly-rated: (Basic ₹20,000 + DA ₹6,000) ÷ 26 ÷ 8 = ₹125 an hour; 2 × ₹125 × 10 h = ₹2,500; HRA is not in the rate", () => {
    const p = slip({
      components: [comp("BASIC", r(20_000), "basic", "Basic"), comp("DA", r(6_000), "da", "Dearness allowance"), comp("HRA", r(5_000), "hra", "HRA")],
      overtime: { hours: 10 },
    });
    expect(amt(p, "OT")).toBe(r(2_500));
    expect(line(p, "OT")?.working).toBe(
      "10 hours of overtime at 2 × the ordinary rate of wages (Code on Wages 2019 s.14): ordinary rate Basic + Dearness allowance ₹26,000 a month ÷ 26 days ÷ 8 hours = ₹125 an hour; 2 × ₹125 × 10 hours = ₹2,500",
    );
    expect(p.totals.grossEarnings).toBe(r(33_500)); // 20,000 + 6,000 + 5,000 + 2,500
  });

  it("a rate that is not whole paise is not rounded before multiplying: 2 × ₹20,000 × 10 ÷ 208 = ₹1,923.08 → ₹1,923", () => {
    // ₹20,000 ÷ 208 = ₹96.1538… an hour. Rounding the rate first would give 2 × 96.15 × 10 = 1,923.00; the
    // exact product is 1,923.0769… → ₹1,923.08 to the paisa → ₹1,923 to the rupee.
    const p = slip({ components: [comp("BASIC", r(20_000), "basic", "Basic")], overtime: { hours: 10 } });
    expect(amt(p, "OT")).toBe(r(1_923));
    expect(line(p, "OT")?.working).toBe(
      "10 hours of overtime at 2 × the ordinary rate of wages (Code on Wages 2019 s.14): ordinary rate Basic ₹20,000 a month ÷ 26 days ÷ 8 hours = ₹96.15 an hour (to the paisa); 2 × the unrounded rate × 10 hours = ₹1,923.08, rounded to ₹1,923",
    );
  });

  it("quarter hours: 2 × ₹125 × 2.75 h = ₹687.50 → ₹688 (half up)", () => {
    const p = slip({ components: [comp("BASIC", r(26_000), "basic", "Basic")], overtime: { hours: 2.75 } });
    expect(amt(p, "OT")).toBe(r(688));
    expect(line(p, "OT")?.working).toContain("2 × ₹125 × 2.75 hours = ₹687.50, rounded to ₹688");
  });

  it("daily-rated: ₹650 a day ÷ 8 = ₹81.25 an hour; 2 × ₹81.25 × 6 h = ₹975", () => {
    const p = slip({ components: [WAGE], wageBasis: { kind: "daily", ratePerDay: r(650), daysWorked: 24 }, overtime: { hours: 6 } });
    expect(amt(p, "OT")).toBe(r(975));
    expect(line(p, "OT")?.working).toContain("ordinary rate ₹650 a day ÷ 8 hours = ₹81.25 an hour; 2 × ₹81.25 × 6 hours = ₹975");
  });

  it("daily-rated with a DA component: ₹650 ÷ 8 + ₹2,080 ÷ 26 ÷ 8 = ₹81.25 + ₹10 = ₹91.25; 2 × ₹91.25 × 4 h = ₹730", () => {
    const p = slip({
      components: [WAGE, comp("DA", r(2_080), "da", "DA")],
      wageBasis: { kind: "daily", ratePerDay: r(650), daysWorked: 24 },
      overtime: { hours: 4 },
    });
    expect(amt(p, "OT")).toBe(r(730));
  });

  it("hourly-rated: 2 × ₹80 × 5 h = ₹800", () => {
    const p = slip({ components: [WAGE], wageBasis: { kind: "hourly", ratePerHour: r(80), hoursWorked: 180 }, overtime: { hours: 5 } });
    expect(amt(p, "OT")).toBe(r(800));
    expect(line(p, "OT")?.working).toBe("5 hours of overtime at 2 × the ordinary rate of wages (Code on Wages 2019 s.14): ordinary rate ₹80 an hour; 2 × ₹80 × 5 hours = ₹800");
  });

  it("the rate is the full month's, so loss of pay does not cheapen an hour: 10 LOP days, still ₹125 an hour", () => {
    const p = slip({ components: [comp("BASIC", r(26_000), "basic", "Basic")], lopDays: 10, overtime: { hours: 4 } });
    expect(amt(p, "OT")).toBe(r(1_000)); // 2 × 125 × 4
  });

  it("before the Labour Codes the working names the Factories Act: June 2025", () => {
    const p = slip({ period: "2025-06", components: [comp("BASIC", r(26_000), "basic", "Basic")], overtime: { hours: 1 } });
    expect(line(p, "OT")?.working).toContain("(Factories Act 1948 s.59)");
    expect(amt(p, "OT")).toBe(r(250));
  });

  it("no hours, no line; no basic or DA, a ₹0 line and a warning", () => {
    expect(line(slip({ components: [comp("BASIC", r(26_000), "basic")], overtime: { hours: 0 } }), "OT")).toBeUndefined();
    const p = slip({ components: [comp("SAL", r(26_000), "special")], overtime: { hours: 3 } });
    expect(amt(p, "OT")).toBe(0);
    expect(p.warnings).toContain("Overtime of 3 hours is paid ₹0: the salary structure has no component of type basic or da to give an ordinary rate of wages.");
  });
});

describe("overtime: PF, ESI and tax", () => {
  it("not PF wages; ESI wages for the contribution: Basic ₹12,000 + OT 8 h (₹923)", () => {
    // OT = 2 × 12,000 × 8 ÷ 208 = 923.08 → 923. PF 12% × 12,000 = 1,440 (OT excluded).
    // ESI 0.75% × (12,000 + 923) = 96.92 → up to 97.
    const p = slip({ components: [comp("BASIC", r(12_000), "basic")], overtime: { hours: 8 } });
    expect(amt(p, "OT")).toBe(r(923));
    expect(p.pf?.epfWages).toBe(r(12_000));
    expect(amt(p, "PF")).toBe(r(1_440));
    expect(p.esi?.wages).toBe(r(12_923));
    expect(amt(p, "ESI")).toBe(r(97));
  });

  it("overtime does not take anyone out of ESI: Basic ₹20,500 + OT ₹3,942 = ₹24,442 is still covered", () => {
    // OT = 2 × 20,500 × 20 ÷ 208 = 3,942.31 → 3,942. Coverage is judged on ₹20,500 ≤ ₹21,000.
    // ESI 0.75% × 24,442 = 183.315 → up to 184.
    const p = slip({ components: [comp("BASIC", r(20_500), "basic")], overtime: { hours: 20 } });
    expect(p.esi?.covered).toBe(true);
    expect(p.esi?.wages).toBe(r(24_442));
    expect(amt(p, "ESI")).toBe(r(184));
  });

  it("taxed in full in its month, not projected: ₹2,00,000 a month from April + OT 10 h (₹19,231)", () => {
    // OT = 2 × 2,00,000 × 10 ÷ 208 = 19,230.77 → 19,231.
    // Without OT: 24,00,000 − 75,000 = 23,25,000 → tax 2,92,500 → 24,375 a month.
    // With OT: 23,44,231 → 23,44,230 (s.288A): 2,00,000 + 25% × 3,44,230 = 2,86,057.50; cess 11,442.30
    // → 2,97,499.80 → 2,97,500. One-off tax 5,000; TDS 24,375 + 5,000 = 29,375.
    const p = slip({ period: "2026-04", components: [comp("BASIC", r(2_00_000), "basic")], ...noPfEsi, overtime: { hours: 10 } });
    expect(amt(p, "OT")).toBe(r(19_231));
    expect(p.incomeTax.projectedGrossSalary).toBe(r(24_19_231));
    expect(p.incomeTax.oneOffTax).toBe(r(5_000));
    expect(amt(p, "TDS")).toBe(r(29_375));
  });

  it("the code OT is reserved when overtime is given; hours in quarters", () => {
    const res = parsePayslipInput(input({ components: [comp("OT", r(100))], overtime: { hours: 2 } }));
    expect(res.ok ? [] : res.errors).toContainEqual({ path: "components.0.code", message: "code OT is used by the overtime line; give this component another code" });
    const res2 = parsePayslipInput(input({ overtime: { hours: 2.1 } }));
    expect(res2.ok ? [] : res2.errors.map((e) => e.message)).toContain("overtime hours must be in quarter hours (like 2.75)");
  });
});

describe("overtime properties", () => {
  const otFor = (basicDa: number, hours4: number): number =>
    amt(computePayslip(input({ components: [comp("BASIC", basicDa, "basic")], overtime: { hours: hours4 / 4 }, esi: { applicable: false } })), "OT");

  it("equals 2 × (basic + DA) × hours ÷ 208, rounded half up to the rupee (checked in BigInt)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_00, max: 5_00_000_00 }), fc.integer({ min: 1, max: 4 * 300 }), (basicDa, hours4) => {
        const num = 2n * BigInt(basicDa) * BigInt(hours4); // × hours4/4 ÷ 208 → ÷ 832
        const den = 832n * 100n;
        const q = num / den;
        const expected = Number(2n * (num - q * den) >= den ? q + 1n : q) * 100;
        expect(otFor(basicDa, hours4)).toBe(expected);
      }),
    );
  });

  it("is linear in hours: OT(a + b) is OT(a) + OT(b) to within ₹1, and exactly so when the rate is whole rupees", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_00, max: 2_00_000_00 }), fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 400 }), (basicDa, a4, b4) => {
        const diff = otFor(basicDa, a4 + b4) - otFor(basicDa, a4) - otFor(basicDa, b4);
        expect(Math.abs(diff)).toBeLessThanOrEqual(r(1));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 2_000 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (rupeesAnHour, a, b) => {
        const basicDa = r(rupeesAnHour * 208); // ₹k an hour exactly
        expect(otFor(basicDa, 4 * (a + b))).toBe(otFor(basicDa, 4 * a) + otFor(basicDa, 4 * b));
        expect(otFor(basicDa, 4 * a)).toBe(r(2 * rupeesAnHour * a));
      }),
    );
  });

  it("never changes PF wages or ESI coverage, and adds exactly its amount to gross", () => {
    fc.assert(
      fc.property(fc.integer({ min: 5_000_00, max: 40_000_00 }), fc.integer({ min: 1, max: 4 * 100 }), (basic, hours4) => {
        const base = input({ components: [comp("BASIC", basic, "basic"), comp("HRA", 3_000_00, "hra")] });
        const without = computePayslip(base);
        const withOt = computePayslip({ ...base, overtime: { hours: hours4 / 4 } });
        expect(withOt.pf?.epfWages).toBe(without.pf?.epfWages);
        expect(withOt.esi?.covered).toBe(without.esi?.covered);
        expect(withOt.totals.grossEarnings).toBe(without.totals.grossEarnings + amt(withOt, "OT"));
      }),
    );
  });
});
