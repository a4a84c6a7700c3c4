// ESI rates and ceilings, by date. Sources: india-statutory.md §2.
import type { Dated } from "./select.ts";

export interface EsiRule extends Dated {
  employeeRate: number;
  employerRate: number;
  /** Coverage ceiling on the monthly wage rate, paise. */
  wageCeiling: number;
  /** Higher ceiling for persons with disability. */
  disabledWageCeiling: number;
  /** Employees whose average daily wage is at or below this pay no employee share (employer still pays). */
  exemptDailyWage: number;
  source: string;
}

export const ESI_RULES: readonly EsiRule[] = [
  {
    // VERIFY (uncertain item 3): the Social Security (Central) Rules 2026 replaced the ESI (Central)
    // Rules 1950; no source shows a change of rate, ceiling, exemption or rounding, so they continue.
    effectiveFrom: "2019-07-01",
    employeeRate: 75,
    employerRate: 325,
    wageCeiling: 21_000_00,
    disabledWageCeiling: 25_000_00,
    exemptDailyWage: 176_00,
    source: "0.75% / 3.25% from 1 Jul 2019; ceiling ₹21,000 (₹25,000 with disability); ₹176/day exemption.",
  },
];
