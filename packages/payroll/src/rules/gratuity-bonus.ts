// Gratuity and statutory bonus limits, by date. Sources: india-statutory.md §7.
// VERIFY item 10: neither limit has been re-notified under the Labour Codes; the old figures continue
// through the Codes' savings clauses, so they are carried forward unchanged.
import type { Dated } from "./select.ts";

export interface GratuityRule extends Dated {
  /** Statutory maximum, paise. */
  cap: number;
  /** Completed years of service needed (waived on death or disablement). */
  minimumYears: number;
  /** Fixed-term employees qualify after this many years (Code on Social Security, from 21 Nov 2025). */
  fixedTermMinimumYears: number | null;
  source: string;
}

export const GRATUITY_RULES: readonly GratuityRule[] = [
  {
    effectiveFrom: "2018-03-29",
    effectiveTo: "2025-11-20",
    cap: 20_00_000_00,
    minimumYears: 5,
    fixedTermMinimumYears: null,
    source: "Payment of Gratuity Act s.4; ceiling ₹20 lakh from 29 Mar 2018 (S.O. 1420(E)).",
  },
  {
    effectiveFrom: "2025-11-21",
    cap: 20_00_000_00,
    minimumYears: 5,
    fixedTermMinimumYears: 1,
    source: "Code on Social Security s.53 from 21 Nov 2025: fixed-term employees after 1 year; ₹20 lakh ceiling continued.",
  },
];

export interface BonusRule extends Dated {
  /** Employees drawing salary (basic + DA) above this a month are not eligible. */
  eligibilityLimit: number;
  /** Bonus is worked out on salary up to this, or the minimum wage if higher. */
  calculationCeiling: number;
  minimumRate: number;
  maximumRate: number;
  /** Minimum bonus in a year, paise. */
  minimumAmount: number;
  minimumDaysWorked: number;
  source: string;
}

export const BONUS_RULES: readonly BonusRule[] = [
  {
    effectiveFrom: "2014-04-01",
    eligibilityLimit: 21_000_00,
    calculationCeiling: 7_000_00,
    minimumRate: 833,
    maximumRate: 2000,
    minimumAmount: 100_00,
    minimumDaysWorked: 30,
    source: "Payment of Bonus (Amendment) Act 2015 (from 1 Apr 2014), now Code on Wages s.26.",
  },
];
