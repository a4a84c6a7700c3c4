// Overtime pay: hours × multiplier × the ordinary rate of wages per hour. Rules and sources: rules/overtime.ts.
//
// Ordinary rate per hour, by wage basis:
//   monthly-rated: (basic + DA for a full month) ÷ 26 days ÷ 8 hours
//   daily-rated:   rate per day ÷ 8 hours  (+ any other basic/DA components' monthly amount ÷ 26 ÷ 8)
//   hourly-rated:  rate per hour          (+ the same)
// The rate is the full-month rate, not this month's earned amount: loss of pay does not cheapen an hour.
//
// Exactness: the rate is kept as a fraction and only the overtime pay is rounded, to the nearest rupee half
// up (house rounding), so 2 × ₹20,000 × 10 h ÷ 208 = ₹1,923.08 → ₹1,923 rather than 2 × ₹96.15 × 10 = ₹1,923.00.
// BigInt keeps the product exact for any amount the schema allows.
//
// Treatment: an earnings line "OT"; taxable, and taxed in full in its month like other variable pay (not
// projected for the months ahead); not PF wages (EPF Act s.2(b)(ii) excludes "overtime allowance" from basic
// wages; so does the Codes' "wages", SS Code s.2(88)); ESI wages for the contribution but not for the
// coverage test (ESI Act s.2(22); india-statutory.md §2).

import type { Line } from "./schema.ts";
import { OVERTIME_RULES } from "./rules/overtime.ts";
import { requireInForce } from "./rules/select.ts";
import { formatRupees } from "./money.ts";
import { quantity, type WageOverride } from "./wage-basis.ts";

export interface OvertimeArgs {
  /** Date whose rule applies: the last day of the month (overtime is paid with the month's wages). */
  date: string;
  hours: number;
  wage: WageOverride | null;
  /** Full-month basic + DA of the components other than a daily/hourly worker's wage component, paise. */
  monthlyBasicDa: number;
  /** Names of those components, e.g. "Basic + Dearness allowance". */
  monthlyLabel: string;
}

export interface OvertimeOutcome {
  line: Line;
  amount: number;
  /** Set when there is nothing to rate the hours by. */
  warning: string | null;
}

function divideHalfUp(n: bigint, d: bigint): bigint {
  const q = n / d;
  return 2n * (n - q * d) >= d ? q + 1n : q;
}

export function computeOvertime(a: OvertimeArgs): OvertimeOutcome | null {
  if (a.hours <= 0) return null;
  const rule = requireInForce(OVERTIME_RULES, a.date, "overtime");
  const d = BigInt(rule.daysPerMonth);
  const h = BigInt(rule.hoursPerDay);
  const dh = d * h;
  const hours4 = BigInt(Math.round(a.hours * 4));
  const mult = BigInt(rule.multiplier);

  // Ordinary rate per hour = N ÷ (d × h) paise, N = monthly + d × daily + d × h × hourly.
  let n = BigInt(a.monthlyBasicDa);
  const parts: string[] = [];
  if (a.wage?.kind === "daily") {
    n += d * BigInt(a.wage.rate);
    parts.push(`${formatRupees(a.wage.rate)} a day ÷ ${rule.hoursPerDay} hours`);
  } else if (a.wage?.kind === "hourly") {
    n += dh * BigInt(a.wage.rate);
    parts.push(`${formatRupees(a.wage.rate)} an hour`);
  }
  if (a.monthlyBasicDa > 0 || parts.length === 0) {
    parts.push(`${a.monthlyLabel} ${formatRupees(a.monthlyBasicDa)} a month ÷ ${rule.daysPerMonth} days ÷ ${rule.hoursPerDay} hours`);
  }

  // Pay = mult × hours4 × N ÷ (4 × d × h) paise, rounded to the rupee.
  const num = mult * hours4 * n;
  const den = 4n * dh;
  const amount = Number(divideHalfUp(num, den * 100n)) * 100;
  const exactPaise = Number(divideHalfUp(num, den));
  const payText = num === BigInt(amount) * den ? formatRupees(amount) : `${formatRupees(exactPaise)}, rounded to ${formatRupees(amount)}`;

  const rateExact = n % dh === 0n;
  const rate = Number(divideHalfUp(n, dh));
  const alone = parts.length === 1 && a.wage?.kind === "hourly" && a.monthlyBasicDa === 0;
  const rateText = alone ? parts[0] : `${parts.join(" + ")} = ${formatRupees(rate)} an hour${rateExact ? "" : " (to the paisa)"}`;
  const product = rateExact
    ? `${rule.multiplier} × ${formatRupees(rate)} × ${quantity(a.hours, "hour")} = ${payText}`
    : `${rule.multiplier} × the unrounded rate × ${quantity(a.hours, "hour")} = ${payText}`;
  const working = `${quantity(a.hours, "hour")} of overtime at ${rule.multiplier} × the ordinary rate of wages (${rule.law}): ordinary rate ${rateText}; ${product}`;

  const warning =
    n === 0n
      ? `Overtime of ${quantity(a.hours, "hour")} is paid ₹0: the salary structure has no component of type basic or da to give an ordinary rate of wages.`
      : null;
  return { line: { code: "OT", name: "Overtime", amount, working }, amount, warning };
}
