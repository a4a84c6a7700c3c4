// Daily- and hourly-rated workers: the wage is rate × days (or hours) worked, not a monthly amount prorated.
//
// Which component takes it: the FIRST component of type "basic" (the schema refuses a daily or hourly basis
// without one). Its own calc/amount is ignored; its amount this month is the wage, never prorated, because
// days not worked were simply not paid (loss-of-pay days do not reduce it again). Every other component keeps
// its own rule: a fixed allowance is still prorated for lopDays, and a percentage of BASIC is a percentage of
// this month's wage. This is the simplest rule that is right for the usual structure of a daily worker (one
// all-in wage, maybe a fixed allowance) and leaves the employer's other components alone.
//
// The month's wage also stands in for the "full month" wherever the engine needs one (ESI coverage, the
// year's TDS projection, PF on a full month): a daily worker's next months are assumed to be like this one.
//
// House rounding, as for every derived amount: the wage is rounded to the nearest rupee, half up (a rate in
// paise × a half day or a quarter hour need not come to whole rupees). The working shows both.

import type { Component, WageBasis } from "./schema.ts";
import { divide, formatRupees } from "./money.ts";

export interface WageOverride {
  /** Code of the component that carries the wage. */
  code: string;
  /** The month's wage, paise (whole rupees). */
  amount: number;
  working: string;
  kind: "daily" | "hourly";
  /** Rate per day or per hour, paise. */
  rate: number;
  /** Days × 2 (daily) or hours × 4 (hourly) worked. */
  units: number;
  /** Days the wage was paid for × 2, for the ESI average daily wage: days worked, or hours ÷ 8. */
  paidDays2: number;
  /** "24 days worked" or "190.5 hours ÷ 8 = 23.8125 days", for the ESI working. */
  paidDaysText: string;
}

/** "1 day", "23.5 days", "7.25 hours". */
export function quantity(n: number, unit: "day" | "hour"): string {
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

/** Exact paise (possibly a fraction) shown to the paisa, then its rounding to the rupee if different. */
function productText(exactNum: number, den: number, rounded: number): string {
  if (exactNum === rounded * den) return formatRupees(rounded);
  const toPaise = divide(exactNum, den, "halfUp");
  return `${formatRupees(toPaise)}, rounded to ${formatRupees(rounded)}`;
}

/** The wage of a daily- or hourly-rated worker, or null for a monthly-rated one. */
export function wageFromBasis(basis: WageBasis | undefined, components: readonly Component[]): WageOverride | null {
  if (basis === undefined || basis.kind === "monthly") return null;
  const target = components.find((c) => c.type === "basic");
  if (!target) return null; // refused by the schema; an unchecked caller gets the monthly behaviour
  if (basis.kind === "daily") {
    const days2 = Math.round(basis.daysWorked * 2);
    // rate × days = rate × days2 ÷ 2 paise; rounded to the rupee: ÷ 200, × 100.
    const amount = divide(basis.ratePerDay * days2, 200, "halfUp") * 100;
    return {
      code: target.code,
      amount,
      working: `Daily-rated: ${formatRupees(basis.ratePerDay)} a day × ${quantity(basis.daysWorked, "day")} worked = ${productText(basis.ratePerDay * days2, 2, amount)}`,
      kind: "daily",
      rate: basis.ratePerDay,
      units: days2,
      paidDays2: days2,
      paidDaysText: `${quantity(basis.daysWorked, "day")} worked`,
    };
  }
  const hours4 = Math.round(basis.hoursWorked * 4);
  const amount = divide(basis.ratePerHour * hours4, 400, "halfUp") * 100;
  // ESI's average daily wage needs days: an 8-hour day (Code on Wages (Central) Rules 2026 r.3), so
  // days × 2 = hours × 4 ÷ 16 — a fraction is kept exactly (quarters ÷ 16 are exact binary fractions).
  const paidDays2 = hours4 / 16;
  return {
    code: target.code,
    amount,
    working: `Hourly-rated: ${formatRupees(basis.ratePerHour)} an hour × ${quantity(basis.hoursWorked, "hour")} worked = ${productText(basis.ratePerHour * hours4, 4, amount)}`,
    kind: "hourly",
    rate: basis.ratePerHour,
    units: hours4,
    paidDays2,
    paidDaysText: `${quantity(basis.hoursWorked, "hour")} ÷ 8 = ${paidDays2 / 2} days`,
  };
}
