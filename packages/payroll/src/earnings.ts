// Earnings from the salary structure: each component's full-month amount (fixed, % of earlier
// components, formula, or the balance of a monthly gross), then prorated for the days payable.
//
// House rounding (no statute governs it): a percentage, formula or prorated amount is rounded to the
// nearest rupee, half up, so payslips and bank files carry whole rupees. A full month is never touched.

import type { Component } from "./schema.ts";
import { formulaFor } from "./formula.ts";
import type { WageOverride } from "./wage-basis.ts";
import { basisPoints, formatPercent, formatRupees, roundToRupee, scale, percentOf } from "./money.ts";

export interface EarnedComponent {
  code: string;
  name: string;
  type: string;
  /** Full-month amount (paise). */
  full: number;
  /** Amount for this month after proration (paise). */
  earned: number;
  taxable: boolean;
  pfWage: boolean;
  esiWage: boolean;
  working: string;
}

function isPfWageType(type: string): boolean {
  return type === "basic" || type === "da" || type === "retaining";
}

/**
 * @param payable2 payable days × 2 (half-day LOP allowed)
 * @param days2 calendar days in the month × 2
 * @param wage a daily or hourly worker's wage, which replaces that component's amount (see wage-basis.ts)
 */
export function computeEarnings(components: readonly Component[], payable2: number, days2: number, wage: WageOverride | null = null): EarnedComponent[] {
  const out: EarnedComponent[] = [];
  const rupeeValues = new Map<string, number>();
  let fullTotal = 0;
  const fullMonth = payable2 === days2;
  const dayText = fullMonth ? "" : ` × ${payable2 / 2}/${days2 / 2} payable days`;

  for (const c of components) {
    if (wage !== null && c.code === wage.code) {
      // Rate × days (or hours) worked: already the month's pay, so neither prorated nor scaled again.
      const type = c.type ?? "other";
      rupeeValues.set(c.code, wage.amount / 100);
      fullTotal += wage.amount;
      out.push({
        code: c.code,
        name: c.name,
        type,
        full: wage.amount,
        earned: wage.amount,
        taxable: c.taxable ?? true,
        pfWage: c.pfWage ?? isPfWageType(type),
        esiWage: c.esiWage ?? true,
        working: wage.working,
      });
      continue;
    }
    let full: number;
    let how: string;
    switch (c.calc) {
      case "fixed":
        full = c.amount;
        how = `${formatRupees(full)} a month`;
        break;
      case "percent": {
        let base = 0;
        for (const ref of c.of) base += (rupeeValues.get(ref) ?? 0) * 100;
        full = percentOf(base, basisPoints(c.percent), "halfUp", 100);
        how = `${formatPercent(basisPoints(c.percent))} of ${c.of.join(" + ")} ${formatRupees(base)} = ${formatRupees(full)} a month`;
        break;
      }
      case "formula": {
        const value = formulaFor(c.formula).evaluate(rupeeValues);
        full = Math.max(0, roundToRupee(Math.round(value * 100), "halfUp"));
        how = `${c.formula} = ${formatRupees(full)} a month`;
        break;
      }
      case "balance":
        full = Math.max(0, c.monthlyGross - fullTotal);
        how = `balance of the monthly gross ${formatRupees(c.monthlyGross)} after other components ${formatRupees(fullTotal)} = ${formatRupees(full)} a month`;
        break;
    }
    const prorate = c.prorate ?? true;
    const earned = fullMonth || !prorate ? full : scale(full, payable2, days2, "halfUp", 100);
    const type = c.type ?? "other";
    const working = fullMonth || !prorate || full === 0 ? how : `${how}${dayText} = ${formatRupees(earned)}`;
    rupeeValues.set(c.code, full / 100);
    fullTotal += full;
    out.push({
      code: c.code,
      name: c.name,
      type,
      full,
      earned,
      taxable: c.taxable ?? true,
      pfWage: c.pfWage ?? isPfWageType(type),
      esiWage: c.esiWage ?? true,
      working,
    });
  }
  return out;
}
