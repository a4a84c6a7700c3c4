// Form 16 Part B's items (Income-tax Rules 1962, Rule 31; the Rules 2026's Form No. 130 Part B) from a payslip's
// tax computation: the engine takes exemptions and deductions as one list (tds.ts taxableIncome), each tagged
// with its head and section; here they are put back under the form's items, so that the items add up as the
// form says (3 = 1(d) − 2(h), 6 = 3 + 1(e) − 5, 9 = 6 + 8, 12 = 9 − 11 rounded to ₹10) to the taxable income
// the tax was worked on.
import { CHAPTER_VIA_SECTIONS, type ChapterVIASection, EXEMPT_CLAUSES, type ExemptClause, type Form16PartB } from "@vetan/shared/tax-statements";
import type { TaxResult } from "./schema.ts";
import type { DeductionHead, DeductionSection, IncomeHead } from "./tds.ts";

type Item = TaxResult["exemptionsAndDeductions"][number];
type Head = NonNullable<TaxResult["otherIncome"]>[number];

/** What Part B is worked from: a payslip's TaxResult, or zeros when nothing was paid. */
export type PartBSource = Pick<TaxResult, "projectedGrossSalary" | "exemptionsAndDeductions" | "taxableIncome" | "annualTax" | "perquisites" | "otherIncome" | "previousEmployerSalary">;

/**
 * The head and section of an item on a payslip approved before items were tagged, from the names the engine
 * gave them then (and still gives): those payslips are the year's record and are not recomputed.
 */
function tagOf(item: Item): { head: DeductionHead; section: DeductionSection } {
  if (item.head !== undefined && item.section !== undefined) return { head: item.head, section: item.section };
  const n = item.name;
  if (n === "HRA exemption") return { head: "exempt", section: "10(13A)" };
  if (n === "Standard deduction") return { head: "salary", section: "16(ia)" };
  if (n === "Professional tax") return { head: "salary", section: "16(iii)" };
  if (n.startsWith("Home loan interest")) return { head: "houseProperty", section: "24(b)" };
  if (n.startsWith("80CCD(1B)")) return { head: "chapterVIA", section: "80CCD(1B)" };
  if (n.startsWith("80CCD(2)") || n.startsWith("Employer NPS")) return { head: "chapterVIA", section: "80CCD(2)" };
  if (n.startsWith("80C ")) return { head: "chapterVIA", section: "80C" };
  if (n.startsWith("80D")) return { head: "chapterVIA", section: "80D" };
  return { head: "chapterVIA", section: "other" };
}

function headOf(h: Head): NonNullable<IncomeHead["head"]> {
  return h.head ?? (/house property/i.test(h.name) ? "houseProperty" : "otherSources");
}

const total = (list: readonly { amount: number }[]) => list.reduce((t, x) => t + x.amount, 0);

/** Part B's items for the year, with `relief` the arrears relief given in the year's payslips. */
export function form16PartB(t: PartBSource, relief: number): Form16PartB {
  const perquisites = t.perquisites ?? 0;
  const previous = t.previousEmployerSalary ?? 0;
  const gross = t.projectedGrossSalary - previous;
  const exempt = Object.fromEntries(EXEMPT_CLAUSES.map((c) => [c, 0])) as Record<ExemptClause, number>;
  const chapter = Object.fromEntries(CHAPTER_VIA_SECTIONS.map((c) => [c, 0])) as Record<ChapterVIASection, number>;
  const exemptOther: { name: string; amount: number }[] = [];
  const chapterOther: { name: string; amount: number }[] = [];
  let standard = 0;
  let professional = 0;
  let homeLoan = 0;
  for (const item of t.exemptionsAndDeductions) {
    const { head, section } = tagOf(item);
    if (head === "exempt") {
      if (section === "10(13A)") exempt[section] += item.amount;
      else exemptOther.push({ name: item.name, amount: item.amount });
    } else if (head === "salary") {
      if (section === "16(iii)") professional += item.amount;
      else standard += item.amount;
    } else if (head === "houseProperty") homeLoan += item.amount;
    else if (section === "80C" || section === "80CCD(1B)" || section === "80CCD(2)" || section === "80D") chapter[section] += item.amount;
    else chapterOther.push({ name: item.name, amount: item.amount });
  }
  const heads = t.otherIncome ?? [];
  const houseProperty = total(heads.filter((h) => headOf(h) === "houseProperty")) - homeLoan;
  const otherSources = heads.filter((h) => headOf(h) === "otherSources").map((h) => ({ name: h.name, amount: h.amount }));
  const exemptTotal = total(Object.values(exempt).map((amount) => ({ amount }))) + total(exemptOther);
  const salaryCurrent = gross - exemptTotal;
  const salaryDeductions = standard + professional;
  const salaryIncome = salaryCurrent + previous - salaryDeductions;
  const otherIncome = houseProperty + total(otherSources);
  const chapterTotal = total(Object.values(chapter).map((amount) => ({ amount }))) + total(chapterOther);
  return {
    salary: gross - perquisites,
    perquisites,
    // Compensation and other profits in lieu of salary are paid as earnings here and taxed as salary: in 1(a).
    profits_in_lieu: 0,
    gross,
    previous_employers: previous,
    exempt,
    exempt_other: exemptOther,
    exempt_total: exemptTotal,
    salary_current: salaryCurrent,
    standard_deduction: standard,
    // Only government employees may deduct an entertainment allowance; the engine has none.
    entertainment_allowance: 0,
    professional_tax: professional,
    salary_deductions: salaryDeductions,
    salary_income: salaryIncome,
    house_property: houseProperty,
    other_sources: otherSources,
    other_income: otherIncome,
    gross_total_income: salaryIncome + otherIncome,
    chapter_via: chapter,
    chapter_via_other: chapterOther,
    chapter_via_total: chapterTotal,
    total_income: t.taxableIncome,
    relief,
    net_payable: t.annualTax - relief,
  };
}
