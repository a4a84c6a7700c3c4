// Labour welfare fund by state and date. Sources: india-statutory.md §4. Where the start date of a
// rate was not found, the entry starts on 1 Apr 2025 (the engine's earliest supported month): it is
// known to be in force from then, and an earlier entry can be added when needed.
import type { Dated } from "./select.ts";

export interface LwfRule extends Dated {
  state: string;
  stateName: string;
  /** Months in which the contribution is deducted (payroll of that month). */
  months: readonly number[];
  /** Flat amounts in paise … */
  employee: number;
  employer: number;
  /** … or a share of wages (basis points) with a cap; employer pays `employerMultiple` × employee. */
  employeeRate?: number;
  employeeCap?: number;
  employerMultiple?: number;
  source: string;
}

const ALL_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export const LWF_RULES: readonly LwfRule[] = [
  {
    state: "MH",
    stateName: "Maharashtra",
    effectiveFrom: "2024-06-01",
    months: [6, 12],
    employee: 25_00,
    employer: 75_00,
    source: "Maharashtra LWF (Amendment) Act 2024: ₹25 / ₹75, on rolls 30 June and 31 December.",
  },
  {
    state: "KA",
    stateName: "Karnataka",
    // VERIFY item 9: ₹50/₹100 taken as first due for calendar 2024 (deducted December 2024).
    effectiveFrom: "2024-12-01",
    months: [12],
    employee: 50_00,
    employer: 100_00,
    source: "Karnataka LWF (Amendment) Act 2024: ₹50 / ₹100, on rolls 31 December.",
  },
  {
    state: "TN",
    stateName: "Tamil Nadu",
    effectiveFrom: "2022-12-02",
    months: [12],
    employee: 20_00,
    employer: 40_00,
    source: "Tamil Nadu LWF rules amended 2 Dec 2022: ₹20 / ₹40, December.",
  },
  {
    state: "AP",
    stateName: "Andhra Pradesh",
    effectiveFrom: "2025-04-01",
    months: [12],
    employee: 30_00,
    employer: 70_00,
    source: "Andhra Pradesh LWF: ₹30 / ₹70, December.",
  },
  {
    state: "TG",
    stateName: "Telangana",
    effectiveFrom: "2025-04-01",
    months: [12],
    employee: 2_00,
    employer: 5_00,
    source: "Telangana LWF: ₹2 / ₹5, December.",
  },
  {
    state: "GJ",
    stateName: "Gujarat",
    effectiveFrom: "2025-04-01",
    months: [6, 12],
    employee: 6_00,
    employer: 12_00,
    source: "Gujarat LWF: ₹6 / ₹12, June and December.",
  },
  {
    state: "DL",
    stateName: "Delhi",
    effectiveFrom: "2025-04-01",
    months: [6, 12],
    employee: 75,
    employer: 2_25,
    source: "Delhi LWF: ₹0.75 / ₹2.25, June and December.",
  },
  {
    state: "HR",
    stateName: "Haryana",
    effectiveFrom: "2025-04-01",
    months: ALL_MONTHS,
    employee: 0,
    employer: 0,
    employeeRate: 20,
    employeeCap: 34_00,
    employerMultiple: 2,
    source: "Haryana LWF: 0.2% of wages, employee at most ₹34; employer twice the employee share.",
  },
  {
    state: "KL",
    stateName: "Kerala",
    effectiveFrom: "2022-09-01",
    months: ALL_MONTHS,
    employee: 50_00,
    employer: 50_00,
    source: "Kerala Shops & Commercial Establishments Workers Welfare Fund: ₹50 / ₹50 monthly from Sep 2022.",
  },
];
