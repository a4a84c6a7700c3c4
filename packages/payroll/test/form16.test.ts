// Form 16 Part B's items from the engine's tax computation (form16.ts), worked by hand: each exemption and
// deduction under its own item, and the items adding up as the form says.
import { describe, expect, it } from "vitest";
import { form16PartB, INCOME_TAX_RULES } from "../src/index.ts";
import { computeTds, type TdsArgs } from "../src/tds.ts";
import { r, slip } from "./helpers.ts";

const FY2025 = INCOME_TAX_RULES[0]!; // 2025-26, the 1961 Act
const TY2026 = INCOME_TAX_RULES[1]!; // 2026-27, the 2025 Act

const year = (a: Pick<TdsArgs, "rule" | "tax" | "annual">) => computeTds({ band: "normal", metro: true, oneOffs: 0, deductedBefore: 0, remainingIncludingThis: 12, panFurnished: true, ...a }).result;

describe("Form 16 Part B, old regime with every head", () => {
  // Salary ₹12,00,000 (basic ₹6,00,000, HRA ₹2,40,000) in a metro, rent ₹2,70,000; employee PF ₹72,000 (12% of
  // basic) and ₹60,000 more under 80C; professional tax ₹2,400; 80D ₹30,000 paid (₹25,000 allowed); savings
  // interest ₹8,003; a self-occupied home with ₹1,50,000 of loan interest (a loss of ₹1,50,000, set off in full).
  const t = year({
    rule: FY2025,
    tax: { regime: "old", houseProperty: 0, otherIncome: [{ description: "Interest on savings bank deposits", annualAmount: r(8_003) }], declarations: { section80C: r(60_000), section80DSelf: r(30_000), homeLoanInterest: r(1_50_000) } },
    annual: { salary: r(12_00_000), employerNps: 0, basicDa: r(6_00_000), hra: r(2_40_000), rent: r(2_70_000), employeePf: r(72_000), professionalTax: r(2_400) },
  });
  const b = form16PartB(t, 0);

  it("puts each item under its own head and section", () => {
    // 1: salary, no perquisites or earlier employer.
    expect([b.salary, b.perquisites, b.profits_in_lieu, b.gross, b.previous_employers]).toEqual([r(12_00_000), 0, 0, r(12_00_000), 0]);
    // 2(e): least of HRA 2,40,000, rent less 10% of basic 2,70,000 − 60,000 = 2,10,000, half of basic 3,00,000.
    expect(b.exempt).toEqual({ "10(5)": 0, "10(10)": 0, "10(10A)": 0, "10(10AA)": 0, "10(13A)": r(2_10_000) });
    expect(b.exempt_other).toEqual([]);
    // 4: standard deduction (s.16(ia)) and tax on employment (s.16(iii)).
    expect([b.standard_deduction, b.entertainment_allowance, b.professional_tax]).toEqual([r(50_000), 0, r(2_400)]);
    // 7: the house-property loss and the savings interest.
    expect(b.house_property).toBe(-r(1_50_000));
    expect(b.other_sources).toEqual([{ name: "Interest on savings bank deposits", amount: r(8_003) }]);
    // 10: 80C with the PF, 72,000 + 60,000; 80D capped at 25,000; nothing else.
    expect(b.chapter_via).toEqual({ "80C": r(1_32_000), "80CCC": 0, "80CCD(1)": 0, "80CCD(1B)": 0, "80CCD(2)": 0, "80D": r(25_000), "80E": 0, "80G": 0, "80TTA": 0 });
    expect(b.chapter_via_other).toEqual([]);
  });

  it("adds up as the form says, to the taxable income the tax was worked on", () => {
    expect(b.exempt_total).toBe(r(2_10_000));
    expect(b.salary_current).toBe(r(9_90_000)); // 3 = 1(d) − 2(h) = 12,00,000 − 2,10,000
    expect(b.salary_deductions).toBe(r(52_400)); // 5 = 50,000 + 2,400
    expect(b.salary_income).toBe(r(9_37_600)); // 6 = 3 + 1(e) − 5
    expect(b.other_income).toBe(-r(1_41_997)); // 8 = −1,50,000 + 8,003
    expect(b.gross_total_income).toBe(r(7_95_603)); // 9 = 6 + 8
    expect(b.chapter_via_total).toBe(r(1_57_000)); // 11 = 1,32,000 + 25,000
    // 12 = 9 − 11 = 6,38,603, rounded to the nearest ₹10.
    expect(b.total_income).toBe(r(6_38_600));
    expect(t.taxableIncome).toBe(r(6_38_600));
    // 13 to 17: 12,500 + 20% of 1,38,600 = 40,220; cess 1,608.80; 41,828.80 → ₹41,830. No relief: 19 = 17.
    expect(t.annualTax).toBe(r(41_830));
    expect([b.relief, b.net_payable]).toEqual([0, r(41_830)]);
  });

  it("takes arrears relief (s.89) off the tax payable", () => {
    const withRelief = form16PartB(t, r(1_200));
    expect([withRelief.relief, withRelief.net_payable]).toEqual([r(1_200), r(40_630)]);
  });

  it("places the items of a payslip approved before they were tagged by their names, the same", () => {
    const untagged = {
      ...t,
      exemptionsAndDeductions: t.exemptionsAndDeductions.map(({ name, amount, working }) => (working ? { name, amount, working } : { name, amount })),
      otherIncome: (t.otherIncome ?? []).map(({ name, amount }) => ({ name, amount })),
    };
    expect(untagged.exemptionsAndDeductions.some((d) => "head" in d)).toBe(false);
    expect(form16PartB(untagged, 0)).toEqual(b);
  });

  it("shows self-occupied home-loan interest taken as a deduction as a house-property loss", () => {
    const { houseProperty: _, ...tax } = { regime: "old" as const, houseProperty: 0, declarations: { homeLoanInterest: r(1_00_000) } };
    const plain = year({ rule: FY2025, tax, annual: { salary: r(12_00_000), employerNps: 0, basicDa: r(6_00_000), hra: 0, rent: 0, employeePf: 0, professionalTax: 0 } });
    expect(plain.exemptionsAndDeductions.map((d) => d.name)).toContain("Home loan interest (self-occupied)");
    const p = form16PartB(plain, 0);
    expect(p.house_property).toBe(-r(1_00_000));
    // 12,00,000 − 50,000 − 1,00,000 = 10,50,000.
    expect(p.gross_total_income).toBe(r(10_50_000));
    expect(p.total_income).toBe(r(10_50_000));
  });
});

describe("Form 16 Part B, new regime", () => {
  it("shows the standard deduction and the employer's NPS under 80CCD(2) only", () => {
    // ₹18,00,000 + employer NPS ₹84,000 (14% of basic ₹6,00,000); HRA, rent and professional tax are not taken in
    // the new regime. 18,84,000 − 75,000 − 84,000 = 17,25,000.
    const t = year({ rule: TY2026, tax: { regime: "new" }, annual: { salary: r(18_00_000), employerNps: r(84_000), basicDa: r(6_00_000), hra: r(2_40_000), rent: r(3_00_000), employeePf: r(72_000), professionalTax: r(2_500) } });
    const b = form16PartB(t, 0);
    expect(b.gross).toBe(r(18_84_000));
    expect(b.exempt_total).toBe(0);
    expect(b.salary_current).toBe(r(18_84_000));
    expect([b.standard_deduction, b.professional_tax, b.salary_deductions]).toEqual([r(75_000), 0, r(75_000)]);
    expect(b.salary_income).toBe(r(18_09_000));
    expect([b.house_property, b.other_income]).toEqual([0, 0]);
    expect(b.chapter_via).toEqual({ "80C": 0, "80CCC": 0, "80CCD(1)": 0, "80CCD(1B)": 0, "80CCD(2)": r(84_000), "80D": 0, "80E": 0, "80G": 0, "80TTA": 0 });
    expect(b.chapter_via_total).toBe(r(84_000));
    expect(b.total_income).toBe(r(17_25_000));
    expect(b.gross_total_income - b.chapter_via_total).toBe(b.total_income);
  });

  it("shows an earlier employer's salary as 1(e), apart from this employer's", () => {
    const p = slip({ period: "2026-04", components: [{ code: "BASIC", name: "Basic", type: "basic", calc: "fixed", amount: r(1_00_000) }], pf: { applicable: false }, esi: { applicable: false }, tax: { regime: "new", previousEmployer: { taxableSalary: r(3_00_000), tds: r(10_000) } } });
    expect(p.incomeTax.previousEmployerSalary).toBe(r(3_00_000));
    const b = form16PartB(p.incomeTax, 0);
    // This employer's twelve months of ₹1,00,000; 6 = 3 + 1(e) − 5 = 12,00,000 + 3,00,000 − 75,000.
    expect([b.gross, b.previous_employers]).toEqual([r(12_00_000), r(3_00_000)]);
    expect(b.salary_income).toBe(r(14_25_000));
    expect(b.total_income).toBe(p.incomeTax.taxableIncome);
  });
});
