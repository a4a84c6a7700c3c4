// Perquisites (rent-free accommodation, a company car, a concessional loan, …): the employer values them
// (Income-tax Rules 1962 r.3 / Rules 2026 r.15; india-statutory.md §5.6) and passes the month's taxable
// value; the engine does not value them itself.
//
// A perquisite is salary (1961 Act s.17(2); 2025 Act s.17) but is not paid in cash: it never enters gross
// earnings, net pay, PF, ESI, professional tax or LWF. It is added to taxable salary for TDS:
//   recurring (default) — this month's value, and the same value for each month ahead in the year's
//     projection, like recurring pay (a car or a flat is provided every month);
//   not recurring — taxed in full this month, like one-off pay (a gift above the limit, a one-time benefit).
// It appears in the payslip's `perquisites` section and in the TDS working.

import type { Line, Perquisite } from "./schema.ts";
import type { IncomeTaxRule } from "./rules/income-tax.ts";
import { formatRupees } from "./money.ts";

export interface PerquisiteOutcome {
  lines: Line[];
  /** This month's value of recurring perquisites, paise. */
  recurring: number;
  /** This month's value of one-off perquisites, paise. */
  oneOff: number;
}

export function computePerquisites(perquisites: readonly Perquisite[], rule: IncomeTaxRule): PerquisiteOutcome {
  const lines: Line[] = [];
  let recurring = 0;
  let oneOff = 0;
  for (const q of perquisites) {
    const isRecurring = q.recurring ?? true;
    if (isRecurring) recurring += q.value;
    else oneOff += q.value;
    lines.push({
      code: q.code,
      name: q.description,
      amount: q.value,
      working:
        `Taxable value ${formatRupees(q.value)} this month${q.section !== undefined ? ` (${q.section})` : ""}, a perquisite (${rule.act} ${rule.sections.perquisite}), not paid in cash; ` +
        (isRecurring ? "recurring, so also projected for each month ahead in the year's TDS" : "one-off, so taxed in full this month"),
    });
  }
  return { lines, recurring, oneOff };
}
