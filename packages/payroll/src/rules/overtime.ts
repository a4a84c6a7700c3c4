// Overtime: the multiplier and the divisors that turn a wage rate into an ordinary rate per hour, by date.
//
// The law: overtime is paid at twice the ordinary rate of wages.
// * Factories Act 1948 s.59(1)/(2): "wages at the rate of twice his ordinary rate of wages"; "ordinary rate of
//   wages" means basic wages plus such allowances (including the cash equivalent of concessional food grains)
//   as the worker is entitled to, but not bonus or overtime wages.
//   https://www.rightsofemployees.com/extra-wages-for-overtime/ ; https://www.citehr.com/amp.php?t=650657
// * Code on Wages 2019 s.14 (in force with the Labour Codes from 21 Nov 2025): overtime "at the overtime rate
//   which shall not be less than twice the normal rate of wages".
//   https://www.aaptaxlaw.com/code-on-wages-2019/section-14-wages-for-overtime-work-section-15-mode-of-payment-code-on-wages-2019.html
//
// The engine takes the ordinary rate to be basic + DA only (components of type basic and da). s.59(2) would
// also take in other allowances the worker is entitled to and the cash value of a food concession; which
// allowances count is argued (citehr threads; a Madras HC ruling reported there includes allowances), so
// an employer whose structure has such allowances should make them type "da" or pass a higher OT through
// `additions`. VERIFY with the firm's labour-law adviser.
//
// Divisors: a month is 26 working days and a day 8 hours.
// * Code on Wages (Central) Rules 2026 (G.S.R. 343(E), 8 May 2026) r.3: minimum wages are fixed per day;
//   hourly = daily ÷ 8; monthly = daily × 26. https://thelabourcodes.in/wages-final-rules-2026.html ;
//   https://gazettetracker.com/g/CG-DL-E-08052026-272365 (india-statutory.md §0, §6). The rule is written for
//   minimum wages; using it for the ordinary rate of overtime is our reading (VERIFY).
// * Before those rules: state rules of the same kind, e.g. "in the case of a worker paid by the month, the
//   daily wages shall be 1/26th of their monthly wages" (https://www.capda.co.in/detail/60150.aspx, r.69(3));
//   Karnataka's notification divides monthly minimum rates by 26 (https://www.citehr.com/showthread.php?t=645774).
//   The Factories Act itself fixes no divisor, and its normal day is 9 hours (s.54), so ÷ 8 before 8 May
//   2026 is practice, not statute. VERIFY.

import type { Dated } from "./select.ts";

export interface OvertimeRule extends Dated {
  /** Overtime rate as a multiple of the ordinary rate. */
  multiplier: number;
  /** Working days in a month, to turn a monthly rate into a day's. */
  daysPerMonth: number;
  /** Hours in a normal working day, to turn a day's rate into an hour's. */
  hoursPerDay: number;
  /** The provision named in the payslip's working. */
  law: string;
  source: string;
}

export const OVERTIME_RULES: readonly OvertimeRule[] = [
  {
    // From the first month the engine supports; s.59 itself is far older.
    effectiveFrom: "2025-04-01",
    effectiveTo: "2025-11-20",
    multiplier: 2,
    daysPerMonth: 26,
    hoursPerDay: 8,
    law: "Factories Act 1948 s.59",
    source: "Twice the ordinary rate (s.59); ÷ 26 days and ÷ 8 hours by practice and state rules (VERIFY).",
  },
  {
    effectiveFrom: "2025-11-21",
    effectiveTo: "2026-05-07",
    multiplier: 2,
    daysPerMonth: 26,
    hoursPerDay: 8,
    law: "Code on Wages 2019 s.14",
    source: "Not less than twice the normal rate (CoW s.14, Codes in force 21 Nov 2025); divisors continued from practice (VERIFY).",
  },
  {
    effectiveFrom: "2026-05-08",
    multiplier: 2,
    daysPerMonth: 26,
    hoursPerDay: 8,
    law: "Code on Wages 2019 s.14",
    source: "Twice the normal rate (CoW s.14); daily ÷ 8 = hourly, daily × 26 = monthly (CoW (Central) Rules 2026 r.3).",
  },
];
