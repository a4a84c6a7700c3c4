// Form 16 Part B on My tax (features/payroll/part-b.ts): the server's items numbered as on the PDF, the ones with
// nothing in them left out and every total kept, the sections as the year's Act has them.
import { form16PartB } from "@vetan/payroll";
import type { Form16View } from "@vetan/shared/tax-statements";
import { describe, expect, it } from "vitest";
import { partBRows } from "../app/features/payroll/part-b.ts";

const r = (rupees: number) => Math.round(rupees * 100);

/** An old-regime year with every head (packages/payroll/test/form16.test.ts works its figures): relief ₹1,200. */
function view(taxYear: string, relief: number): Form16View {
  const part_b = form16PartB(
    {
      projectedGrossSalary: r(12_00_000),
      exemptionsAndDeductions: [
        { name: "HRA exemption", amount: r(2_10_000), head: "exempt", section: "10(13A)" },
        { name: "Standard deduction", amount: r(50_000), head: "salary", section: "16(ia)" },
        { name: "Professional tax", amount: r(2_400), head: "salary", section: "16(iii)" },
        { name: "80C (incl. employee PF)", amount: r(1_32_000), head: "chapterVIA", section: "80C" },
        { name: "80D health insurance", amount: r(25_000), head: "chapterVIA", section: "80D" },
      ],
      otherIncome: [
        { name: "Interest on savings bank deposits", amount: r(8_003), head: "otherSources" },
        { name: "Loss from house property", amount: -r(1_50_000), head: "houseProperty" },
      ],
      taxableIncome: r(6_38_600),
      annualTax: r(41_830),
    },
    relief,
  );
  return {
    tax_year: taxYear,
    provisional: false,
    employer: { name: "Sahyadri Textiles", tan: null, pan: null, address: "" },
    employee: { id: "e1", name: "Meera Iyer", code: "E1", pan: null, designation: null },
    period: { from: "2025-04-01", to: "2026-03-31" },
    regime: "old",
    salary: { gross: r(12_00_000), perquisites: 0, total: r(12_00_000) },
    exemptions: [],
    other_income: [],
    taxable_income: r(6_38_600),
    tax: { on_income: r(40_220), rebate: 0, surcharge: 0, cess: r(1_608.8), payable: r(41_830) },
    part_b,
    tds: [],
    tds_total: 0,
    working: "",
  };
}

describe("Form 16 Part B on My tax", () => {
  it("numbers each item as the PDF does, leaving out the empty ones and keeping every total", () => {
    const rows = partBRows(view("2025-26", r(1_200))).map((row) => [row.item, row.label, row.amount / 100, row.less ? "less" : row.sum ? "sum" : ""]);
    expect(rows).toEqual([
      ["1(a)", "Salary", 12_00_000, ""],
      ["1(d)", "Gross salary", 12_00_000, "sum"],
      ["2(e)", "House rent allowance exempt (section 10(13A))", 2_10_000, "less"],
      ["2(h)", "Allowances exempt", 2_10_000, "less"],
      ["3", "Salary from this employer [1(d) − 2(h)]", 9_90_000, "sum"],
      ["4(a)", "Standard deduction", 50_000, "less"],
      ["4(c)", "Professional tax (tax on employment)", 2_400, "less"],
      ["5", "Deductions from salary (section 16)", 52_400, "less"],
      ["6", "Income under the head “Salaries” [3 + 1(e) − 5]", 9_37_600, "sum"],
      ["7(a)", "Loss from house property", 1_50_000, "less"],
      ["7(b)", "Interest on savings bank deposits", 8_003, ""],
      ["8", "Other income reported for tax deduction [7(a) + 7(b)]", -1_41_997, ""],
      ["9", "Gross total income [6 + 8]", 7_95_603, "sum"],
      ["10(a)", "Life insurance, provident fund and other savings (section 80C)", 1_32_000, "less"],
      ["10(g)", "Health insurance premia (section 80D)", 25_000, "less"],
      ["11", "Deductions under Chapter VI-A", 1_57_000, "less"],
      ["12", "Taxable income [9 − 11, rounded to ₹10]", 6_38_600, "sum"],
      ["13", "Tax on income", 40_220, ""],
      ["16", "Health and education cess", 1_608.8, ""],
      ["17", "Tax for the year", 41_830, "sum"],
      ["18", "Relief on arrears of earlier years (section 89)", 1_200, "less"],
      ["19", "Net tax payable [17 − 18]", 40_630, "sum"],
    ]);
  });

  it("words the sections by the 2025 Act from 2026-27, and leaves out relief when there is none", () => {
    const rows = partBRows(view("2026-27", 0));
    const labels = rows.map((row) => row.label);
    expect(labels).toContain("House rent allowance exempt (formerly section 10(13A))");
    expect(labels).toContain("Deductions from salary (section 19)");
    expect(labels).toContain("Deductions under Chapter VIII");
    expect(labels.join(" ")).not.toContain("Chapter VI-A");
    expect(rows.at(-1)?.item).toBe("17");
  });
});
