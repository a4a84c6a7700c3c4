// Relief for salary paid in arrears for earlier years (Income-tax Act 1961 s.89(1) with Rule 21A; the 2025
// Act's s.157). Arrears are taxed in the year they are paid, often at a higher slab than the years they
// belong to; the relief gives back the difference:
//
//   relief = (tax this year with the arrears − tax this year without them)
//          − Σ over the years they belong to (tax that year with its share − tax that year without)
//
// never below zero. The employer may take it into account when deducting tax, on the particulars the
// employee furnishes (that year's income; Form 10E is what the employee files with the return). Each
// earlier year is taxed with its own year's tables, regime and age band; a year without tables here, or
// without its income, gives no relief at all (a partial sum would overstate it), and says so.
import { findInForce } from "./rules/select.ts";
import { INCOME_TAX_RULES } from "./rules/income-tax.ts";
import { formatRupees } from "./money.ts";
import { ageBandFor, annualTax, roundToTenRupees } from "./tds.ts";

export interface EarlierYear {
  /** "2025-26" */
  taxYear: string;
  /** That year's total income without the arrears, paise. */
  totalIncome: number;
  regime: "new" | "old";
}

export interface ArrearsReliefArgs {
  /** This year's tax with every one-off of the month, and without the earlier years' arrears. */
  taxWith: number;
  taxWithout: number;
  /** The arrears paid this month for earlier years, by the year they belong to. */
  arrears: readonly { taxYear: string; amount: number }[];
  years: readonly EarlierYear[];
  dateOfBirth: string;
  resident: boolean;
  /** How the Act in force names the relief: "s.89(1)" or "s.157". */
  section: string;
}

export interface ArrearsRelief {
  relief: number;
  working: string;
  warning: string | null;
}

export function arrearsRelief(a: ArrearsReliefArgs): ArrearsRelief {
  const now = a.taxWith - a.taxWithout;
  const parts: string[] = [];
  let then = 0;
  for (const { taxYear, amount } of a.arrears) {
    const year = a.years.find((y) => y.taxYear === taxYear);
    const rule = findInForce(INCOME_TAX_RULES, `${taxYear.slice(0, 4)}-04-01`);
    const missing = !year ? "no record of that year's income (the particulars of Form 10E)" : rule?.taxYear !== taxYear ? `no tax tables for ${taxYear}` : null;
    if (missing || !year || !rule) {
      return {
        relief: 0,
        working: "",
        warning: `Arrears of ${formatRupees(amount)} for ${taxYear} are taxed this year without relief under ${a.section}: Vetan has ${missing}. The employee can claim it with Form 10E in the return.`,
      };
    }
    const regime = year.regime === "new" ? rule.newRegime : rule.oldRegime;
    const band = ageBandFor(a.dateOfBirth, taxYear);
    const without = annualTax(roundToTenRupees(year.totalIncome), regime, band, a.resident, rule.cessRate).total;
    const withIt = annualTax(roundToTenRupees(year.totalIncome + amount), regime, band, a.resident, rule.cessRate).total;
    then += withIt - without;
    parts.push(`${taxYear}: ${formatRupees(withIt)} on ${formatRupees(year.totalIncome)} + ${formatRupees(amount)} − ${formatRupees(without)} without = ${formatRupees(withIt - without)} (${year.regime} regime)`);
  }
  const relief = Math.max(0, now - then);
  const working = `relief for arrears of earlier years (${a.section}): tax on them this year ${formatRupees(now)} − in their own years ${formatRupees(then)} (${parts.join("; ")}) = ${formatRupees(relief)}${relief > 0 ? ", taken off this month's deduction" : ""}`;
  return { relief, working, warning: null };
}
