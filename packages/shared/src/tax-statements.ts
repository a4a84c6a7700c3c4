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
  /** Allowances exempt (s.10), deductions from salary (standard deduction, professional tax), Chapter VI-A. */
  exemptions: { name: string; amount: number }[];
  other_income: { name: string; amount: number }[];
  taxable_income: number;
  tax: { on_income: number; rebate: number; surcharge: number; cess: number; payable: number };
  /**
   * Tax deducted month by month, with the day the run was released (the day paid). A firm that moved its
   * payroll here mid-year has a first entry for the months before, from its opening figures (with a label).
   */
  tds: { month: string; amount: number; paid_on: string | null; label?: string }[];
  tds_total: number;
  working: string;
}
