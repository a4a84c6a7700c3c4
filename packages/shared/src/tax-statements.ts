// What the firm files and hands out as the deductor of tax on salaries (issue 17): the quarterly TDS
// statement's salary details (Form 24Q, Annexure I each quarter and Annexure II for the year) and each
// employee's Form 16 Part B for the year. The views the API answers and the query both share.
import { z } from "zod";

/** A tax year by its April, "2026-04", and a quarter of it. */
export const TdsQuerySchema = z.strictObject({
  year: z.string({ error: "Choose a tax year" }).regex(/^\d{4}-04$/, { error: "A tax year by its April, like 2026-04" }),
  quarter: z.enum(["Q1", "Q2", "Q3", "Q4"], { error: "Choose a quarter: Q1 (April–June) to Q4 (January–March)" }).optional(),
});
export type TdsQuery = z.output<typeof TdsQuerySchema>;

/** "2026-04" → "2026-27". */
export function taxYearLabel(april: string): string {
  const y = Number(april.slice(0, 4));
  return `${y}-${String((y + 1) % 100).padStart(2, "0")}`;
}

/** The three months of a quarter of the tax year starting `april`. */
export function quarterMonths(april: string, quarter: "Q1" | "Q2" | "Q3" | "Q4"): string[] {
  const start = Number(april.slice(0, 4));
  const first = { Q1: 4, Q2: 7, Q3: 10, Q4: 13 }[quarter];
  return [0, 1, 2].map((k) => {
    const m = first + k;
    const y = m > 12 ? start + 1 : start;
    return `${y}-${String(m > 12 ? m - 12 : m).padStart(2, "0")}`;
  });
}

type Named = { name: string; amount: number };

/** Chapter VI-A sections with an item of their own in Part B (item 10), by the 1961 Act's numbers. */
export const CHAPTER_VIA_SECTIONS = ["80C", "80CCC", "80CCD(1)", "80CCD(1B)", "80CCD(2)", "80D", "80E", "80G", "80TTA"] as const;
export type ChapterVIASection = (typeof CHAPTER_VIA_SECTIONS)[number];
/** Allowances exempt under s.10 with an item of their own in Part B (item 2(a) to (e)). */
export const EXEMPT_CLAUSES = ["10(5)", "10(10)", "10(10A)", "10(10AA)", "10(13A)"] as const;
export type ExemptClause = (typeof EXEMPT_CLAUSES)[number];

/**
 * Form 16 Part B's items as notified (Rule 31), in paise. The keys name the 1961 Act's sections in every year;
 * the certificate and My tax word them by the year's Act. An item with nothing in it is 0.
 */
export interface Form16PartB {
  /** 1(a) salary as per s.17(1), 1(b) perquisites s.17(2), 1(c) profits in lieu of salary s.17(3), 1(d) their total. */
  salary: number;
  perquisites: number;
  profits_in_lieu: number;
  gross: number;
  /** 1(e) salary reported by earlier employers this year. */
  previous_employers: number;
  /** 2(a) to (e), 2(f) any other exemption each, 2(h) the total. */
  exempt: Record<ExemptClause, number>;
  exempt_other: Named[];
  exempt_total: number;
  /** 3 = 1(d) − 2(h). */
  salary_current: number;
  /** 4(a) s.16(ia), 4(b) s.16(ii), 4(c) s.16(iii); 5 their total. */
  standard_deduction: number;
  entertainment_allowance: number;
  professional_tax: number;
  salary_deductions: number;
  /** 6 = 3 + 1(e) − 5, income chargeable under the head "Salaries". */
  salary_income: number;
  /** 7(a) income (a loss negative) from house property; 7(b) other sources, each; 8 their total. */
  house_property: number;
  other_sources: Named[];
  other_income: number;
  /** 9 = 6 + 8. */
  gross_total_income: number;
  /** 10: each section's deduction; 10(k) any other, each; 11 the aggregate. */
  chapter_via: Record<ChapterVIASection, number>;
  chapter_via_other: Named[];
  chapter_via_total: number;
  /** 12 = 9 − 11, rounded to the nearest ₹10 as the tax is worked. */
  total_income: number;
  /** 18 relief for arrears of earlier years (s.89; 2025 Act s.157) given in the year's payslips; 19 = 17 − 18. */
  relief: number;
  net_payable: number;
}

export interface Form16View {
  tax_year: string;
  /** The year is not over (or its March is not approved): the figures are what the year comes to so far. */
  provisional: boolean;
  employer: { name: string; tan: string | null; pan: string | null; address: string };
  employee: { id: string; name: string; code: string; pan: string | null; designation: string | null };
  period: { from: string; to: string };
  regime: "new" | "old";
  /** Salary under s.17(1), perquisites (s.17(2)), total. */
  salary: { gross: number; perquisites: number; total: number };
  /**
   * Allowances exempt (s.10), deductions from salary (standard deduction, professional tax), Chapter VI-A, in the
   * order the engine takes them: one list, as Form 24Q's Annexure II sums them. `part_b` has them by item.
   */
  exemptions: { name: string; amount: number }[];
  other_income: { name: string; amount: number }[];
  taxable_income: number;
  tax: { on_income: number; rebate: number; surcharge: number; cess: number; payable: number };
  /** The same figures in Form 16 Part B's items. */
  part_b: Form16PartB;
  /**
   * Tax deducted month by month, with the day the run was released (the day paid). A firm that moved its
   * payroll here mid-year has a first entry for the months before, from its opening figures (with a label).
   */
  tds: { month: string; amount: number; paid_on: string | null; label?: string }[];
  tds_total: number;
  working: string;
}
