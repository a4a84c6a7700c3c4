// Worked income-tax cases (india-statutory.md §5). Annual tax = slabs → rebate / marginal relief →
// surcharge (with marginal relief) → 4% cess → rounded to ₹10 (s.288B). Income in rupees below.
import { describe, it, expect } from "vitest";
import { annualTax, taxableIncome, roundToTenRupees, INCOME_TAX_RULES } from "../src/index.ts";
import { slip, basic, r, amt } from "./helpers.ts";

const rule = INCOME_TAX_RULES[1]!; // 2026-27
const NEW = rule.newRegime;
const OLD = rule.oldRegime;
const tax = (income: number, regime = NEW, band: "normal" | "senior" | "superSenior" = "normal", resident = true) =>
  annualTax(r(income), regime, band, resident, 400).total / 100;

describe("new regime (2025-26 and 2026-27 are the same)", () => {
  it.each([
    [4_00_000, 0], // nil slab
    [7_00_000, 0], // slabs 15,000, rebate 15,000
    [12_00_000, 0], // slabs 60,000, rebate 60,000
    [12_10_000, 10_400], // slabs 61,500; marginal relief caps at 10,000; + 4% cess 400
    [12_70_000, 72_800], // slabs 70,500 > 70,000 excess → 70,000; cess 2,800
    [12_80_000, 74_880], // slabs 72,000 < 80,000 excess → no relief; cess 2,880
    [16_00_000, 1_24_800], // 20,000 + 40,000 + 60,000 = 1,20,000; cess 4,800
    [24_00_000, 3_12_000], // 1,20,000 + 80,000 + 1,00,000 = 3,00,000; cess 12,000
    [50_00_000, 11_23_200], // 3,00,000 + 30% × 26 L = 10,80,000; no surcharge at 50 L; cess 43,200
    [51_00_000, 12_27_200], // 11,10,000 + 10% = 12,21,000 > 10,80,000 + 1,00,000 → 11,80,000; cess 47,200
    [60_00_000, 15_78_720], // 13,80,000 + 1,38,000 = 15,18,000; cess 60,720
    [1_00_00_000, 29_51_520], // 25,80,000 + 10% 2,58,000 = 28,38,000; cess 1,13,520
    [1_01_00_000, 30_55_520], // 26,10,000 + 15% > 28,38,000 + 1,00,000 → 29,38,000; cess 1,17,520
    [5_00_00_000, 1_89_54_000], // 10,80,000 + 30% × 4.5 Cr = 1,45,80,000 + 25% 36,45,000 = 1,82,25,000; cess 7,29,000
    [6_00_00_000, 2_28_54_000], // 10,80,000 + 30% × 5.5 Cr = 1,75,80,000 + 25% (cap; no 37%) 43,95,000 = 2,19,75,000; cess 8,79,000
  ])("taxable ₹%i → ₹%i", (income, expected) => expect(tax(income)).toBe(expected));

  it("income ₹12,80,010: cess makes 74,881.56 → paise ignored → ₹74,880 (s.288B)", () => expect(tax(12_80_010)).toBe(74_880));
  it("non-resident at ₹7,00,000: no rebate", () => expect(tax(7_00_000, NEW, "normal", false)).toBe(15_600)); // 15,000 + 600
  it("2025-26 table gives the same ₹16 L figure", () =>
    expect(annualTax(r(16_00_000), INCOME_TAX_RULES[0]!.newRegime, "normal", true, 400).total).toBe(r(1_24_800)));
});

describe("old regime", () => {
  it.each([
    [2_50_000, "normal", 0],
    [5_00_000, "normal", 0], // 12,500 less rebate 12,500
    [5_00_010, "normal", 13_000], // 12,500.50 + cess 500.02 = 13,000.52 → ₹13,000; no marginal relief
    [10_00_000, "normal", 1_17_000], // 12,500 + 1,00,000 = 1,12,500; cess 4,500
    [10_00_000, "senior", 1_14_400], // 10,000 + 1,00,000 = 1,10,000; cess 4,400
    [10_00_000, "superSenior", 1_04_000], // 1,00,000; cess 4,000
    [3_00_000, "senior", 0],
    [6_00_00_000, "normal", 2_53_79_250], // 1,78,12,500 + 37% 65,90,625 = 2,44,03,125; cess 9,76,125
  ] as const)("taxable ₹%i (%s) → ₹%i", (income, band, expected) => expect(tax(income, OLD, band)).toBe(expected));
});

describe("taxable income", () => {
  it("new regime: ₹12,75,000 salary less ₹75,000 standard deduction = ₹12,00,000, so no tax", () => {
    const t = taxableIncome({ salary: r(12_75_000), employerNps: 0, basicDa: r(6_00_000), hra: 0, rent: 0, employeePf: 0, professionalTax: 0 }, rule, { regime: "new" }, "normal", false);
    expect(t.income).toBe(r(12_00_000));
  });

  it("new regime: employer NPS deductible up to 14% of basic + DA", () => {
    // NPS 1,00,000 vs 14% × 6,00,000 = 84,000 → 84,000 deducted; 16,000 stays taxable
    const t = taxableIncome({ salary: r(15_00_000), employerNps: r(1_00_000), basicDa: r(6_00_000), hra: 0, rent: 0, employeePf: 0, professionalTax: 0 }, rule, { regime: "new" }, "normal", false);
    expect(t.income).toBe(r(15_00_000 + 1_00_000 - 75_000 - 84_000)); // 14,41,000
  });

  it("old regime: HRA exemption least of three (metro), 80C with PF, PT, 80D", () => {
    // HRA 2,40,000; rent 2,40,000 − 10% × 6,00,000 = 1,80,000; 50% × 6,00,000 = 3,00,000 → 1,80,000
    // Standard 50,000; PT 2,500; 80C min(1,00,000 + PF 72,000, 1,50,000) = 1,50,000; 80D 25,000
    // 12,00,000 − 1,80,000 − 50,000 − 2,500 − 1,50,000 − 25,000 = 7,92,500
    const t = taxableIncome(
      { salary: r(12_00_000), employerNps: 0, basicDa: r(6_00_000), hra: r(2_40_000), rent: r(2_40_000), employeePf: r(72_000), professionalTax: r(2_500) },
      rule,
      { regime: "old", declarations: { section80C: r(1_00_000), section80DSelf: r(30_000) } },
      "normal",
      true,
    );
    expect(t.income).toBe(r(7_92_500));
  });

  it("old regime, non-metro: 40% limb can bind", () => {
    // HRA 3,00,000; rent 4,00,000 − 60,000 = 3,40,000; 40% × 6,00,000 = 2,40,000 → 2,40,000
    const t = taxableIncome({ salary: r(10_00_000), employerNps: 0, basicDa: r(6_00_000), hra: r(3_00_000), rent: r(4_00_000), employeePf: 0, professionalTax: 0 }, rule, { regime: "old" }, "normal", false);
    expect(t.items[0]?.amount).toBe(r(2_40_000));
    expect(t.income).toBe(r(10_00_000 - 2_40_000 - 50_000)); // 7,10,000
  });

  it("old regime: home loan interest capped at ₹2,00,000; senior 80D cap ₹50,000", () => {
    // 10,00,000 − 50,000 − 2,00,000 − 50,000 (80D, senior) = 7,00,000
    const t = taxableIncome({ salary: r(10_00_000), employerNps: 0, basicDa: 0, hra: 0, rent: 0, employeePf: 0, professionalTax: 0 }, rule, { regime: "old", declarations: { homeLoanInterest: r(3_00_000), section80DSelf: r(60_000) } }, "senior", false);
    expect(t.income).toBe(r(7_00_000));
  });

  it("total income rounds to the nearest ₹10 (s.288A)", () => {
    expect(roundToTenRupees(r(7_77_775))).toBe(r(7_77_780)); // last figure 5 → up
    expect(roundToTenRupees(r(7_77_774.99))).toBe(r(7_77_770)); // paise ignored, 4 → down
  });
});

describe("monthly TDS", () => {
  const noPfEsi = { pf: { applicable: false }, esi: { applicable: false } } as const;

  it("₹1,00,000 a month, new regime: ₹12 L − ₹75,000 = ₹11.25 L → no tax", () => {
    const p = slip({ period: "2026-04", components: basic(r(1_00_000)), ...noPfEsi });
    expect(p.incomeTax.taxableIncome).toBe(r(11_25_000));
    expect(amt(p, "TDS")).toBe(0);
  });

  it("₹2,00,000 a month from April: ₹2,92,500 ÷ 12 = ₹24,375", () => {
    // 24,00,000 − 75,000 = 23,25,000: 20,000 + 40,000 + 60,000 + 80,000 + 25% × 3,25,000 = 2,81,250; cess 11,250
    const p = slip({ period: "2026-04", components: basic(r(2_00_000)), ...noPfEsi });
    expect(p.incomeTax.annualTax).toBe(r(2_92_500));
    expect(amt(p, "TDS")).toBe(r(24_375));
  });

  it("same employee in October with six months deducted: (2,92,500 − 1,46,250) ÷ 6 = ₹24,375", () => {
    const p = slip({ period: "2026-10", components: basic(r(2_00_000)), ...noPfEsi, ytd: { taxableIncome: r(12_00_000), tdsDeducted: r(1_46_250) } });
    expect(p.incomeTax.remainingMonths).toBe(6);
    expect(amt(p, "TDS")).toBe(r(24_375));
  });

  it("under-deducted so far: the shortfall is spread over the remaining months", () => {
    // (2,92,500 − 1,00,000) ÷ 6 = 32,083.33 → 32,083
    const p = slip({ period: "2026-10", components: basic(r(2_00_000)), ...noPfEsi, ytd: { taxableIncome: r(12_00_000), tdsDeducted: r(1_00_000) } });
    expect(amt(p, "TDS")).toBe(r(32_083));
  });

  it("one-off bonus ₹1,00,000 in April is taxed in full that month", () => {
    // With bonus: 24,25,000: 3,00,000 + 30% × 25,000 = 3,07,500; cess 12,300 → 3,19,800.
    // One-off tax 3,19,800 − 2,92,500 = 27,300; TDS 24,375 + 27,300 = 51,675
    const p = slip({ period: "2026-04", components: basic(r(2_00_000)), ...noPfEsi, additions: [{ code: "BONUS", description: "Bonus", amount: r(1_00_000) }] });
    expect(p.incomeTax.oneOffTax).toBe(r(27_300));
    expect(amt(p, "TDS")).toBe(r(51_675));
  });

  it("March: the whole balance is deducted", () => {
    // 2,92,500 − 2,68,125 (11 × 24,375) = 24,375
    const p = slip({ period: "2027-03", components: basic(r(2_00_000)), ...noPfEsi, ytd: { taxableIncome: r(22_00_000), tdsDeducted: r(2_68_125) } });
    expect(p.incomeTax.remainingMonths).toBe(1);
    expect(amt(p, "TDS")).toBe(r(24_375));
  });

  it("leaving this month: no months ahead are projected; the balance is deducted now", () => {
    // June, leaving 30 June: salary 12,00,000 (ytd) + 2,00,000 = 14,00,000 − 75,000 = 13,25,000
    // 20,000 + 40,000 + 15% × 1,25,000 = 78,750; cess 3,150 → 81,900; deducted 40,000 → 41,900
    const p = slip({ period: "2026-06", components: basic(r(2_00_000)), ...noPfEsi, employee: { dateOfLeaving: "2026-06-30" }, ytd: { taxableIncome: r(12_00_000), tdsDeducted: r(40_000) } });
    expect(p.incomeTax.remainingMonths).toBe(1);
    expect(amt(p, "TDS")).toBe(r(41_900));
  });

  it("joiner with a previous employer's salary and TDS", () => {
    // October joiner, ₹1,50,000 a month: prior 9,00,000 (TDS 50,000) + 6 × 1,50,000 = 18,00,000 − 75,000 = 17,25,000
    // 20,000 + 40,000 + 60,000 + 20% × 1,25,000 = 1,45,000; cess 5,800 → 1,50,800; (1,50,800 − 50,000) ÷ 6 = 16,800
    const p = slip({
      period: "2026-10",
      components: basic(r(1_50_000)),
      ...noPfEsi,
      employee: { dateOfJoining: "2026-10-01" },
      tax: { regime: "new", previousEmployer: { taxableSalary: r(9_00_000), tds: r(50_000) } },
    });
    expect(p.incomeTax.annualTax).toBe(r(1_50_800));
    expect(amt(p, "TDS")).toBe(r(16_800));
  });

  it("old regime with PF in 80C and PT (February's ₹300 projected)", () => {
    // Maharashtra, basic ₹1,00,000, April. PT projected 200 × 11 + 300 (February) = 2,500; 80C PF 1,800 × 12 = 21,600.
    // 12,00,000 − 50,000 − 2,500 − 21,600 = 11,25,900 → 12,500 + 1,00,000 + 30% × 1,25,900 = 1,50,270;
    // cess 6,010.80 → 1,56,280.80 → ₹1,56,280 (s.288B); ÷ 12 = 13,023.33 → ₹13,023
    const p = slip({ period: "2026-04", components: basic(r(1_00_000)), esi: { applicable: false }, employee: { state: "MH" }, tax: { regime: "old" } });
    expect(p.incomeTax.taxableIncome).toBe(r(11_25_900));
    expect(p.incomeTax.annualTax).toBe(r(1_56_280));
    expect(amt(p, "TDS")).toBe(r(13_023));
  });

  it("a one-off never takes more than the year's projected tax not yet deducted", () => {
    // Old regime, MP, ₹14,000 a month. By February ₹13,000 was deducted on a January bonus that crossed ₹5 L.
    // February bonus ₹4,750 raises February PT to ₹125, so "without the bonus" falls back under ₹5 L (tax 0)
    // and "with it" is ₹13,960: the one-off difference would be ₹13,960, but only 13,960 − 13,000 = ₹960 is due.
    const p = slip({
      period: "2027-02",
      components: [...basic(r(10_000)), { code: "HRA", name: "HRA", type: "hra", calc: "percent", percent: 40, of: ["BASIC"] }],
      esi: { applicable: false },
      employee: { state: "MP", city: "Mumbai" },
      tax: { regime: "old", declarations: { rentPerMonth: r(5_000) } },
      ytd: { taxableIncome: r(14_000 * 10 + 14_444 + 2_81_193 + 1_49_351), tdsDeducted: r(13_000), employeePf: r(12_000), professionalTax: r(583), basicDa: r(1_00_000), hra: r(40_000) },
      additions: [{ code: "BONUS", description: "Bonus", amount: r(4_750) }],
    });
    expect(p.incomeTax.annualTax).toBe(r(13_960));
    expect(amt(p, "TDS")).toBe(r(960));
  });

  it("over-deducted already: nothing this month (no refunds through payroll)", () => {
    const p = slip({ period: "2026-10", components: basic(r(50_000)), ...noPfEsi, ytd: { taxableIncome: r(3_00_000), tdsDeducted: r(20_000) } });
    expect(amt(p, "TDS")).toBe(0);
  });

  it("senior (60 during the tax year) in the old regime gets the ₹3 L slab", () => {
    // Born 1 April 1967 → 60 on 1 Apr 2027, i.e. attains 60 on 31 March 2027: senior for 2026-27.
    // ₹50,000 a month: 6,00,000 − 50,000 = 5,50,000 → 5% × 2,00,000 + 20% × 50,000 = 20,000; cess 800 → 20,800
    const p = slip({ period: "2026-04", components: basic(r(50_000)), ...noPfEsi, employee: { dateOfBirth: "1967-04-01" }, tax: { regime: "old" } });
    expect(p.incomeTax.annualTax).toBe(r(20_800));
  });
});

// PAN not furnished (1961 Act s.206AA; 2025 Act s.397(2)(b)): the higher of the rates in force and 20%.
// CBDT salary circulars: nothing while income is below the taxable limit (here the top of the nil slab);
// otherwise, if the average rate is below 20%, 20% of the income without cess; else the average rate.
describe("PAN not furnished", () => {
  const noPfEsi = { pf: { applicable: false }, esi: { applicable: false } } as const;
  const noPan = (o: Parameters<typeof slip>[0] = {}) => slip({ period: "2026-04", ...noPfEsi, ...o, employee: { ...o.employee, pan: undefined } });

  it("below the taxable limit: nothing is deducted, with a warning", () => {
    // ₹30,000 a month: 3,60,000 − 75,000 = 2,85,000, not above ₹4,00,000 (the new regime's nil slab)
    const p = noPan({ components: basic(r(30_000)) });
    expect(p.incomeTax.panNotFurnished).toBe(true);
    expect(p.incomeTax.annualWithholding).toBe(0);
    expect(amt(p, "TDS")).toBe(0);
    expect(p.deductions.find((d) => d.code === "TDS")?.working).toContain(
      "PAN not furnished (Income-tax Act, 2025 s.397(2)(b)), but taxable ₹2,85,000 is not above ₹4,00,000, the income on which no tax is charged, so nothing is deducted",
    );
    expect(p.warnings).toEqual([
      "PAN not furnished: no income tax is deducted while the year's taxable income is not above ₹4,00,000; above that, income tax is deducted at the higher of the rates in force and 20% (Income-tax Act, 2025 s.397(2)(b)). Record the employee's PAN.",
    ]);
  });

  it("average rate below 20% (nil after the rebate): 20% of ₹11,25,000 = ₹2,25,000 ÷ 12 = ₹18,750", () => {
    // ₹1,00,000 a month: 12,00,000 − 75,000 = 11,25,000; slabs 52,500 less rebate 52,500 = 0, average 0% < 20%.
    // With a PAN: nothing. Without: 20% × 11,25,000 = 2,25,000 (no cess) ÷ 12 months = 18,750.
    const p = noPan({ components: basic(r(1_00_000)) });
    expect(p.incomeTax.annualTax).toBe(0);
    expect(p.incomeTax.annualWithholding).toBe(r(2_25_000));
    expect(amt(p, "TDS")).toBe(r(18_750));
  });

  it("average rate below 20%: ₹2,00,000 a month → 20% of ₹23,25,000 = ₹4,65,000 ÷ 12 = ₹38,750 (₹24,375 with a PAN)", () => {
    // Tax at the rates in force 2,92,500 (see "monthly TDS" above); average 2,92,500 ÷ 23,25,000 = 12.58% < 20%.
    const p = noPan({ components: basic(r(2_00_000)) });
    expect(p.incomeTax.annualTax).toBe(r(2_92_500));
    expect(p.incomeTax.annualWithholding).toBe(r(4_65_000));
    expect(amt(p, "TDS")).toBe(r(38_750));
    const working = p.deductions.find((d) => d.code === "TDS")?.working;
    expect(working).toContain(
      "tax ₹2,92,500 (slabs ₹2,81,250, cess ₹11,250, rounded to ₹10); PAN not furnished (Income-tax Act, 2025 s.397(2)(b)): the average rate at the rates in force, 12.58%, is below 20%, so the year's deduction is 20% of ₹23,25,000 = ₹4,65,000, without cess; (₹4,65,000 − ₹0 deducted) ÷ 12 months = ₹38,750",
    );
    expect(p.warnings[0]).toBe(
      "PAN not furnished: income tax is deducted at the higher of the rates in force and 20% (Income-tax Act, 2025 s.397(2)(b)); the average rate at the rates in force is below 20%, so 20% of taxable income is deducted (see the TDS line). Record the employee's PAN to deduct at the normal rates.",
    );
    expect(amt(slip({ period: "2026-04", ...noPfEsi, components: basic(r(2_00_000)) }), "TDS")).toBe(r(24_375));
  });

  it("average rate above 20%: ₹5,00,000 a month → deducted at the rates in force, ₹1,29,415, the same as with a PAN", () => {
    // 60,00,000 − 75,000 = 59,25,000: 3,00,000 + 30% × 35,25,000 = 13,57,500; surcharge 10% = 1,35,750
    // (marginal relief cap 10,80,000 + 9,25,000 = 20,05,000 does not bind); cess 4% × 14,93,250 = 59,730 →
    // 15,52,980. Average 15,52,980 ÷ 59,25,000 = 26.21% ≥ 20%. ÷ 12 = 1,29,415.
    const p = noPan({ components: basic(r(5_00_000)) });
    expect(p.incomeTax.annualTax).toBe(r(15_52_980));
    expect(p.incomeTax.annualWithholding).toBe(r(15_52_980));
    expect(amt(p, "TDS")).toBe(r(1_29_415));
    expect(p.deductions.find((d) => d.code === "TDS")?.working).toContain("the average rate at the rates in force, 26.21%, is not below 20%, so tax is deducted at the rates in force");
    expect(p.warnings[0]).toMatch(/the average rate at the rates in force is 20% or more, so the deduction is what it would be with a PAN/);
    expect(amt(slip({ period: "2026-04", ...noPfEsi, components: basic(r(5_00_000)) }), "TDS")).toBe(r(1_29_415));
  });

  it("the limit follows the age band: old regime, ₹40,000 a month — ₹7,167 at 35, nothing at 86", () => {
    // 4,80,000 − 50,000 = 4,30,000. Born 1990: nil slab to 2,50,000, so 4,30,000 is above it; slabs 5% × 1,80,000
    // = 9,000 less rebate (≤ ₹5 L) = 0 → 20% × 4,30,000 = 86,000 ÷ 12 = 7,166.67 → ₹7,167.
    // Born 1940 (80 or over): nil slab to 5,00,000, so 4,30,000 is not above it → nothing.
    const young = noPan({ components: basic(r(40_000)), tax: { regime: "old" } });
    expect(young.incomeTax.annualWithholding).toBe(r(86_000));
    expect(amt(young, "TDS")).toBe(r(7_167));
    const old = noPan({ components: basic(r(40_000)), tax: { regime: "old" }, employee: { dateOfBirth: "1940-06-01" } });
    expect(amt(old, "TDS")).toBe(0);
    expect(old.warnings[0]).toMatch(/not above ₹5,00,000/);
  });

  it("a bonus that lifts the year's average rate above 20%: the deduction at the rates in force is higher and taken", () => {
    // ₹2,00,000 a month, April, bonus ₹1 crore. Without the bonus: 23,25,000, tax 2,92,500 (12.58%) → 20% = 4,65,000.
    // With it: 1,23,25,000: 3,00,000 + 30% × 99,25,000 = 32,77,500; surcharge 15% = 4,91,625 (cap 28,38,000 + 23,25,000
    // does not bind); cess 4% × 37,69,125 = 1,50,765 → 39,19,890 = 31.8%, above 20%, so the year's deduction is 39,19,890.
    // At 20%: 4,65,000 ÷ 12 = 38,750 + (39,19,890 − 4,65,000) = 34,93,640.
    // At the rates in force: 2,92,500 ÷ 12 = 24,375 + (39,19,890 − 2,92,500) = 36,51,765 — higher, so taken.
    const bonus = { additions: [{ code: "BONUS", description: "Bonus", amount: r(1_00_00_000) }] };
    const p = noPan({ components: basic(r(2_00_000)), ...bonus });
    expect(p.incomeTax.annualWithholding).toBe(r(39_19_890));
    expect(amt(p, "TDS")).toBe(r(36_51_765));
    expect(p.deductions.find((d) => d.code === "TDS")?.working).toMatch(/the deduction at the rates in force this month, ₹36,51,765, is higher and is taken/);
    expect(amt(slip({ period: "2026-04", ...noPfEsi, components: basic(r(2_00_000)), ...bonus }), "TDS")).toBe(r(36_51_765));
  });

  it("2025-26 names the 1961 Act's s.206AA", () => {
    const p = noPan({ period: "2025-04", components: basic(r(2_00_000)) });
    expect(p.deductions.find((d) => d.code === "TDS")?.working).toContain("PAN not furnished (Income-tax Act, 1961 s.206AA)");
    expect(amt(p, "TDS")).toBe(r(38_750));
  });

  it("with a PAN: no flag, no warning, the year's deduction is the tax", () => {
    const p = slip({ period: "2026-04", ...noPfEsi, components: basic(r(2_00_000)) });
    expect(p.incomeTax.panNotFurnished).toBe(false);
    expect(p.incomeTax.annualWithholding).toBe(p.incomeTax.annualTax);
    expect(p.warnings).toEqual([]);
  });
});
