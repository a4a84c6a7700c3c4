// Perquisites (src/perquisites.ts) and the employee's other income and house property (src/tds.ts;
// s.192(2B) / 2025 Act s.392(4)(a)). Worked by hand in the comments; employee in Uttar Pradesh (no PT),
// PF and ESI off so the tax arithmetic stands alone. Amounts in rupees.
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { computePayslip, parsePayslipInput, type PayslipInput } from "../src/index.ts";
import { input, slip, basic, r, amt, line } from "./helpers.ts";

const noPfEsi = { pf: { applicable: false }, esi: { applicable: false } } as const;
const CAR = { code: "CAR", description: "Company car with driver", value: r(8_000), section: "Rule 15, car above 1.6 litres" };

describe("perquisites", () => {
  it("a recurring ₹8,000 car is taxed and projected, never paid: ₹2,00,000 a month from April, new regime → TDS ₹26,546", () => {
    // Salary 12 × 2,00,000 = 24,00,000 + car 12 × 8,000 = 96,000 → 24,96,000 − 75,000 = 24,21,000.
    // Tax 3,00,000 (to 24 lakh) + 30% × 21,000 = 6,300 → 3,06,300; cess 12,252 → 3,18,552 → 3,18,550.
    // TDS 3,18,550 ÷ 12 = 26,545.83 → 26,546. Gross stays 2,00,000; net 2,00,000 − 26,546 = 1,73,454.
    const p = slip({ period: "2026-04", components: basic(r(2_00_000)), ...noPfEsi, perquisites: [CAR] });
    expect(p.incomeTax.projectedGrossSalary).toBe(r(24_96_000));
    expect(p.incomeTax.perquisites).toBe(r(96_000));
    expect(p.incomeTax.taxableIncome).toBe(r(24_21_000));
    expect(amt(p, "TDS")).toBe(r(26_546));
    expect(p.totals.grossEarnings).toBe(r(2_00_000));
    expect(p.totals.netPay).toBe(r(1_73_454));
    expect(line(p, "CAR")).toBeUndefined(); // not an earning
    expect(p.perquisites).toEqual([
      {
        code: "CAR",
        name: "Company car with driver",
        amount: r(8_000),
        working:
          "Taxable value ₹8,000 this month (Rule 15, car above 1.6 litres), a perquisite (Income-tax Act, 2025 s.17), not paid in cash; recurring, so also projected for each month ahead in the year's TDS",
      },
    ]);
    expect(line(p, "TDS")?.working).toContain("projected salary ₹24,96,000 (including perquisites ₹96,000, valued, not paid in cash) − Standard deduction ₹75,000 = taxable ₹24,21,000");
  });

  it("a one-off ₹50,000 perquisite is taxed in full this month: TDS ₹24,375 + ₹13,000 = ₹37,375", () => {
    // Regular year 23,25,000 → tax 2,92,500 → 24,375 a month. With the perquisite 23,75,000:
    // 2,00,000 + 25% × 3,75,000 = 2,93,750; cess 11,750 → 3,05,500. One-off tax 3,05,500 − 2,92,500 = 13,000.
    const p = slip({ period: "2026-04", components: basic(r(2_00_000)), ...noPfEsi, perquisites: [{ code: "GIFT", description: "Gift above the exempt limit", value: r(50_000), recurring: false }] });
    expect(p.incomeTax.oneOffTax).toBe(r(13_000));
    expect(amt(p, "TDS")).toBe(r(37_375));
    expect(line(p, "TDS")?.working).toContain("on this month's one-off pay ₹50,000 (including perquisites ₹50,000)");
    expect(p.perquisites?.[0]?.working).toContain("one-off, so taxed in full this month");
  });

  it("in October a recurring perquisite is projected for the six months left: 6 × ₹8,000 = ₹48,000 in the year", () => {
    const p = slip({ period: "2026-10", components: basic(r(50_000)), ...noPfEsi, perquisites: [CAR], ytd: { taxableIncome: r(3_00_000 + 48_000) } });
    expect(p.incomeTax.perquisites).toBe(r(48_000)); // this month and the five ahead
    expect(p.incomeTax.projectedGrossSalary).toBe(r(3_48_000 + 6 * 58_000));
  });

  it("without perquisites the payslip has no perquisites section and no perquisites figure", () => {
    const p = slip({ components: basic(r(50_000)) });
    expect("perquisites" in p).toBe(false);
    expect("perquisites" in p.incomeTax).toBe(false);
    expect("otherIncome" in p.incomeTax).toBe(false);
  });
});

describe("other income and house property (s.192(2B) / s.392(4)(a))", () => {
  const oldRegime = (extra: Partial<PayslipInput["tax"]> = {}) => ({ regime: "old" as const, ...extra });

  it("old regime: interest ₹40,000 added; house-property loss ₹4,10,000 set off only up to ₹2,00,000 → TDS ₹9,577", () => {
    // ₹1,00,000 a month from April: salary 12,00,000 − standard deduction 50,000 = 11,50,000.
    // + interest 40,000 = 11,90,000. House property: let-out −3,10,000 − self-occupied interest 1,00,000
    // = loss 4,10,000 → set off 2,00,000 (the rest carried forward) → 9,90,000.
    // Tax 5% × 2,50,000 = 12,500 + 20% × 4,90,000 = 98,000 → 1,10,500; cess 4,420 → 1,14,920.
    // TDS 1,14,920 ÷ 12 = 9,576.67 → 9,577.
    const p = slip({
      period: "2026-04",
      components: basic(r(1_00_000)),
      ...noPfEsi,
      tax: oldRegime({ otherIncome: [{ description: "Savings interest", annualAmount: r(40_000) }], houseProperty: -r(3_10_000), declarations: { homeLoanInterest: r(1_00_000) } }),
    });
    expect(p.incomeTax.taxableIncome).toBe(r(9_90_000));
    expect(p.incomeTax.annualTax).toBe(r(1_14_920));
    expect(amt(p, "TDS")).toBe(r(9_577));
    expect(p.incomeTax.otherIncome).toEqual([
      { name: "Savings interest", amount: r(40_000), working: "declared other income, Income-tax Act, 2025 s.392(4)(a)", head: "otherSources" },
      {
        name: "Loss from house property",
        amount: -r(2_00_000),
        working:
          "loss ₹4,10,000 (declared −₹3,10,000 less self-occupied home-loan interest ₹1,00,000), set off up to ₹2,00,000 (Income-tax Act, 2025 s.109(1)(b)); the rest is the employee's to carry forward",
        head: "houseProperty",
      },
    ]);
    // The home-loan interest is inside the house-property head now, not a separate deduction.
    expect(p.incomeTax.exemptionsAndDeductions.map((d) => d.name)).toEqual(["Standard deduction"]);
    expect(line(p, "TDS")?.working).toContain("− Standard deduction ₹50,000 + Savings interest ₹40,000 (declared other income, Income-tax Act, 2025 s.392(4)(a)) − Loss from house property ₹2,00,000 (");
  });

  it("the same employee with only the home-loan interest, as before: 12,00,000 − 50,000 + 40,000 − 1,00,000 = 10,90,000 → ₹12,090", () => {
    // 12,500 + 1,00,000 + 30% × 90,000 = 27,000 → 1,39,500; cess 5,580 → 1,45,080 ÷ 12 = 12,090.
    const p = slip({ period: "2026-04", components: basic(r(1_00_000)), ...noPfEsi, tax: oldRegime({ otherIncome: [{ description: "Savings interest", annualAmount: r(40_000) }], declarations: { homeLoanInterest: r(1_00_000) } }) });
    expect(p.incomeTax.taxableIncome).toBe(r(10_90_000));
    expect(amt(p, "TDS")).toBe(r(12_090));
    expect(p.incomeTax.exemptionsAndDeductions.map((d) => d.name)).toContain("Home loan interest (self-occupied)");
  });

  it("a loss within the cap is set off in full; 2025-26 cites the 1961 Act: −₹1,20,000 → s.71(3A)", () => {
    // 12,00,000 − 50,000 − 1,20,000 = 10,30,000.
    const p = slip({ period: "2025-04", components: basic(r(1_00_000)), ...noPfEsi, tax: oldRegime({ houseProperty: -r(1_20_000) }) });
    expect(p.incomeTax.taxableIncome).toBe(r(10_30_000));
    expect(p.incomeTax.otherIncome).toEqual([{ name: "Loss from house property", amount: -r(1_20_000), working: "loss ₹1,20,000 (declared), set off (Income-tax Act, 1961 s.71(3A))", head: "houseProperty" }]);
  });

  it("new regime: the loss is not set off (TDS unchanged at ₹13,260); house-property income is added (₹14,993)", () => {
    // ₹1,50,000 a month: 18,00,000 − 75,000 + interest 40,000 = 17,65,000:
    // 20,000 + 40,000 + 60,000 + 20% × 1,65,000 = 33,000 → 1,53,000; cess 6,120 → 1,59,120 ÷ 12 = 13,260.
    // With +1,00,000 from house property: 18,65,000 → 1,20,000 + 20% × 2,65,000 = 53,000 → 1,73,000;
    // cess 6,920 → 1,79,920 ÷ 12 = 14,993.33 → 14,993.
    const base = { period: "2026-04", components: basic(r(1_50_000)), ...noPfEsi };
    const interest = [{ description: "Savings interest", annualAmount: r(40_000) }];
    const loss = slip({ ...base, tax: { regime: "new", otherIncome: interest, houseProperty: -r(1_50_000) } });
    const none = slip({ ...base, tax: { regime: "new", otherIncome: interest } });
    expect(amt(loss, "TDS")).toBe(r(13_260));
    expect(amt(none, "TDS")).toBe(r(13_260));
    expect(loss.incomeTax.otherIncome?.[1]).toEqual({
      name: "Loss from house property",
      amount: 0,
      working: "a loss of ₹1,50,000 is not set off against other income in the new regime (Income-tax Act, 2025 s.202(2)(b))",
      head: "houseProperty",
    });
    const income = slip({ ...base, tax: { regime: "new", otherIncome: interest, houseProperty: r(1_00_000) } });
    expect(amt(income, "TDS")).toBe(r(14_993));
  });

  it("declarations are checked: other income cannot be negative; house property must be whole paise", () => {
    const res = parsePayslipInput(input({ tax: { regime: "old", otherIncome: [{ description: "Loss", annualAmount: -5 }], houseProperty: 1.5 } }));
    expect(res.ok ? [] : res.errors.map((e) => e.path)).toEqual(["tax.otherIncome.0.annualAmount", "tax.houseProperty"]);
  });
});

describe("perquisite and other-income properties", () => {
  const arb = fc.record({
    basic: fc.integer({ min: 10_000, max: 4_00_000 }),
    period: fc.constantFrom("2025-04", "2025-10", "2026-04", "2026-09", "2027-03"),
    regime: fc.constantFrom("new", "old") as fc.Arbitrary<"new" | "old">,
    state: fc.constantFrom("MH", "KA", "UP", "WB") as fc.Arbitrary<"MH" | "KA" | "UP" | "WB">,
    perqs: fc.array(fc.record({ value: fc.integer({ min: 0, max: 2_00_000 }), recurring: fc.boolean() }), { minLength: 1, maxLength: 3 }),
    other: fc.integer({ min: 0, max: 10_00_000 }),
    loss: fc.integer({ min: 0, max: 6_00_000 }),
  });
  type G = typeof arb extends fc.Arbitrary<infer T> ? T : never;
  const make = (g: G) =>
    input({ period: g.period, employee: { state: g.state }, components: basic(r(g.basic)), tax: { regime: g.regime } });

  it("perquisites never enter gross or any deduction but TDS; net pay falls by exactly the extra TDS, never more", () => {
    fc.assert(
      fc.property(arb, (g) => {
        const i = make(g);
        const without = computePayslip(i);
        const withPerq = computePayslip({ ...i, perquisites: g.perqs.map((q, k) => ({ code: `P${k}`, description: "Perquisite", value: r(q.value), recurring: q.recurring })) });
        expect(withPerq.earnings).toEqual(without.earnings);
        expect(withPerq.totals.grossEarnings).toBe(without.totals.grossEarnings);
        expect(withPerq.deductions.filter((d) => d.code !== "TDS")).toEqual(without.deductions.filter((d) => d.code !== "TDS"));
        expect(withPerq.employerContributions).toEqual(without.employerContributions);
        const extraTds = amt(withPerq, "TDS") - amt(without, "TDS");
        expect(extraTds).toBeGreaterThanOrEqual(0);
        expect(without.totals.netPay - withPerq.totals.netPay).toBe(extraTds);
        expect(withPerq.perquisites?.reduce((a, l) => a + l.amount, 0)).toBe(r(g.perqs.reduce((a, q) => a + q.value, 0)));
      }),
    );
  });

  it("declared other income never lowers TDS (s.192(2B)); a house-property loss lowers taxable income by at most ₹2,00,000, and not at all in the new regime", () => {
    fc.assert(
      fc.property(arb, (g) => {
        const i = make(g);
        const without = computePayslip(i);
        const withOther = computePayslip({ ...i, tax: { ...i.tax, otherIncome: [{ description: "Interest", annualAmount: r(g.other) }] } });
        expect(amt(withOther, "TDS")).toBeGreaterThanOrEqual(amt(without, "TDS"));
        const withLoss = computePayslip({ ...i, tax: { ...i.tax, houseProperty: -r(g.loss) } });
        const fall = without.incomeTax.taxableIncome - withLoss.incomeTax.taxableIncome;
        if (g.regime === "new") expect(fall).toBe(0);
        else {
          expect(fall).toBeGreaterThanOrEqual(0);
          expect(fall).toBeLessThanOrEqual(r(2_00_000 + 10)); // the set-off, give or take the ₹10 rounding of income
          expect(fall).toBeLessThanOrEqual(r(g.loss + 10));
        }
      }),
    );
  });
});
