// Income tax on salary: the annual tax on a year's income, and this month's deduction.
// Sources: india-statutory.md §5.
//
// Monthly TDS (CBDT salary circulars; the method of frappe/hrms): project the year's salary as what has
// been paid + this month + this month's full recurring pay for each remaining month; tax it; deduct
// (annual tax − tax already deducted) ÷ months remaining including this one. One-off pay (arrears,
// bonus) is taxed in full in its month: tax with it − tax without it.
//
// Rounding: total income to the nearest ₹10 and tax to the nearest ₹10, paise ignored first
// (Income-tax Act 1961 ss.288A/288B, carried into the 2025 Act); each month's TDS to the nearest rupee,
// half up. Because the last month deducts exactly the balance, the months add up to the year's tax.
//
// PAN not furnished (Income-tax Act 1961 s.206AA; 2025 Act s.397(2)(b)): tax is deducted at the higher
// of the rates in force and 20%. For salary the CBDT circulars say how: nothing while the income is
// below the taxable limit (here: not above the top of the nil slab); otherwise, if the average rate of
// the tax on the estimated income is below 20%, deduct 20% of that income, without cess; else deduct at
// the average rate. The year's deduction (annualWithholding) takes the place of the tax in the monthly
// split above, and a month never deducts less than the rates in force alone would.

import type { IncomeTaxRule, RegimeRule, Slab } from "./rules/income-tax.ts";
import type { PayslipInput, TaxResult, Line } from "./schema.ts";
import { divide, formatPercent, formatRupees, percentOf } from "./money.ts";
import { PT_ANNUAL_CAP } from "./rules/professional-tax.ts";

export type AgeBand = "normal" | "senior" | "superSenior";

export interface TaxBreakdown {
  income: number;
  slabTax: number;
  rebate: number;
  surcharge: number;
  cess: number;
  total: number;
}

/** Paise ignored, then the nearest multiple of ₹10, five rupees going up (ss.288A/288B). */
export function roundToTenRupees(paise: number): number {
  const r = Math.floor(paise / 100);
  return divide(r, 10, "halfUp") * 1000;
}

function slabTax(income: number, slabs: readonly Slab[]): number {
  let tax = 0;
  let prev = 0;
  for (const s of slabs) {
    const top = s.upTo === null ? income : Math.min(income, s.upTo * 100);
    if (top > prev) tax += percentOf(top - prev, s.rate, "halfUp");
    if (s.upTo === null || income <= s.upTo * 100) break;
    prev = s.upTo * 100;
  }
  return tax;
}

interface BeforeCess {
  slabTax: number;
  rebate: number;
  surcharge: number;
}

function beforeCess(income: number, r: RegimeRule, band: AgeBand, resident: boolean): BeforeCess {
  const slab = slabTax(income, r.slabs[band]);
  const limit = r.rebateIncomeLimit * 100;
  let rebate = 0;
  if (resident && income <= limit) rebate = Math.min(slab, r.rebateMax * 100);
  else if (resident && r.rebateMarginalRelief && slab > income - limit) rebate = slab - (income - limit);
  const base = slab - rebate;
  let surcharge = 0;
  for (let i = r.surcharge.length - 1; i >= 0; i--) {
    const sb = r.surcharge[i];
    if (!sb || income <= sb.above * 100) continue;
    surcharge = percentOf(base, sb.rate, "halfUp");
    // Marginal relief: tax + surcharge may not exceed the tax at the threshold plus the income above it.
    const atT = beforeCess(sb.above * 100, r, band, resident);
    const cap = atT.slabTax - atT.rebate + atT.surcharge + (income - sb.above * 100);
    if (base + surcharge > cap) surcharge = Math.max(0, cap - base);
    break;
  }
  return { slabTax: slab, rebate, surcharge };
}

/** Tax on a year's total income (paise, already rounded to ₹10). */
export function annualTax(income: number, r: RegimeRule, band: AgeBand, resident: boolean, cessRate: number): TaxBreakdown {
  const b = beforeCess(income, r, band, resident);
  const base = b.slabTax - b.rebate + b.surcharge;
  const cess = percentOf(base, cessRate, "halfUp");
  return { income, slabTax: b.slabTax, rebate: b.rebate, surcharge: b.surcharge, cess, total: roundToTenRupees(base + cess) };
}

export function ageBandFor(dateOfBirth: string, taxYear: string): AgeBand {
  // A person attains an age on the day before the birthday, so age "on 31 March" is age on 1 April.
  const endYear = Number(taxYear.slice(0, 4)) + 1;
  const by = Number(dateOfBirth.slice(0, 4));
  const md = dateOfBirth.slice(5);
  const age = endYear - by - (md > "04-01" ? 1 : 0);
  return age >= 80 ? "superSenior" : age >= 60 ? "senior" : "normal";
}

/** Annual figures (paise) that the year's taxable income is built from. */
export interface AnnualFigures {
  salary: number;
  employerNps: number;
  basicDa: number;
  hra: number;
  rent: number;
  employeePf: number;
  professionalTax: number;
}

/**
 * Where a deduction sits in Form 16 Part B: an allowance exempt under s.10, a deduction from salary under s.16,
 * house property (self-occupied home-loan interest, s.24(b)) or Chapter VI-A. The 1961 Act's names are used as
 * keys in every year; the certificate words them by the year's Act.
 */
export type DeductionHead = NonNullable<TaxResult["exemptionsAndDeductions"][number]["head"]>;
/** The section of an item under its head, as a key (1961 Act numbering). */
export type DeductionSection = NonNullable<TaxResult["exemptionsAndDeductions"][number]["section"]>;

export interface Deduction {
  name: string;
  amount: number;
  /** How the amount was found, when it is not simply the declared figure. */
  working?: string;
  /** Absent on payslips computed before items were tagged (Form 16 reads those by their names). */
  head?: DeductionHead;
  section?: DeductionSection;
}

/** Income under another head taken into account (s.192(2B)): signed, a loss negative. */
export interface IncomeHead {
  name: string;
  amount: number;
  working?: string;
  /** The head it is income under; absent on payslips computed before heads were tagged. */
  head?: NonNullable<NonNullable<TaxResult["otherIncome"]>[number]["head"]>;
}

interface Tag {
  head: DeductionHead;
  section: DeductionSection;
}

/** One step from projected salary to taxable income, in the order taken, for the TDS working. */
export interface IncomeStep {
  /** "+" adds income, "−" takes a deduction or a loss off, "note" changes nothing and says why. */
  sign: "+" | "−" | "note";
  name: string;
  amount: number;
  working?: string;
}

type Tax = PayslipInput["tax"];

export interface TaxableIncome {
  income: number;
  items: Deduction[];
  grossSalary: number;
  /** Other heads of income (present in the result only when the employee declared any). */
  heads: IncomeHead[];
  steps: IncomeStep[];
}

/**
 * Exemptions and deductions from salary, then the employee's other income and house property
 * (s.192(2B) / 2025 Act s.392(4)(a)), then Chapter VI-A deductions, then total income rounded to ₹10.
 *
 * House property (old regime): the head is `tax.houseProperty` less the self-occupied home's loan interest
 * (declarations.homeLoanInterest, up to ₹2,00,000); a net loss is set off against other income up to
 * ₹2,00,000 (1961 Act s.71(3A); 2025 Act s.109(1)(b)) and the rest is carried forward by the employee, not
 * by payroll. New regime: self-occupied interest is not deductible and a loss is not set off
 * (s.115BAC(2)(ii); 2025 Act s.202(2)(b)); income from house property is added in either regime.
 * Without `tax.houseProperty`, home-loan interest is a deduction exactly as before.
 */
export function taxableIncome(f: AnnualFigures, rule: IncomeTaxRule, tax: Tax, band: AgeBand, metro: boolean): TaxableIncome {
  const regime = tax.regime === "new" ? rule.newRegime : rule.oldRegime;
  const items: Deduction[] = [];
  const heads: IncomeHead[] = [];
  const steps: IncomeStep[] = [];
  const grossSalary = f.salary + f.employerNps;
  let remaining = grossSalary;
  const take = (name: string, amount: number, tag: Tag, working?: string): void => {
    const a = Math.max(0, Math.min(amount, remaining));
    if (a > 0) {
      items.push(working ? { name, amount: a, working, ...tag } : { name, amount: a, ...tag });
      steps.push(working ? { sign: "−", name, amount: a, working } : { sign: "−", name, amount: a });
      remaining -= a;
    }
  };
  const add = (name: string, amount: number, head: NonNullable<IncomeHead["head"]>, working?: string): void => {
    if (amount <= 0) return;
    heads.push(working ? { name, amount, working, head } : { name, amount, head });
    steps.push(working ? { sign: "+", name, amount, working } : { sign: "+", name, amount });
    remaining += amount;
  };
  const otherIncome = (): void => {
    for (const o of tax.otherIncome ?? []) add(o.description, o.annualAmount, "otherSources", `declared other income, ${rule.act} ${rule.sections.otherIncome}`);
  };
  const houseProperty = (hp: number, homeLoanInterest: number): void => {
    const hpName = "Income from house property";
    const lossName = "Loss from house property";
    if (tax.regime === "new") {
      if (hp > 0) add(hpName, hp, "houseProperty", "declared");
      else if (hp < 0) {
        const working = `a loss of ${formatRupees(-hp)} is not set off against other income in the new regime (${rule.act} ${rule.sections.newRegimeNoHousePropertySetOff})`;
        heads.push({ name: lossName, amount: 0, working, head: "houseProperty" });
        steps.push({ sign: "note", name: lossName, amount: 0, working });
      }
      return;
    }
    const net = hp - homeLoanInterest;
    const parts = homeLoanInterest > 0 ? `declared ${formatRupees(hp)} less self-occupied home-loan interest ${formatRupees(homeLoanInterest)}` : "declared";
    if (net > 0) add(hpName, net, "houseProperty", parts);
    else if (net < 0) {
      const cap = rule.caps.housePropertyLossSetOff * 100;
      const setOff = Math.max(0, Math.min(-net, cap, remaining));
      const over = -net > cap ? `, set off up to ${formatRupees(cap)} (${rule.act} ${rule.sections.housePropertySetOff}); the rest is the employee's to carry forward` : `, set off (${rule.act} ${rule.sections.housePropertySetOff})`;
      const working = `loss ${formatRupees(-net)} (${parts})${over}`;
      heads.push({ name: lossName, amount: -setOff, working, head: "houseProperty" });
      if (setOff > 0) steps.push({ sign: "−", name: lossName, amount: setOff, working });
      remaining -= setOff;
    }
  };
  const npsLimit = percentOf(f.basicDa, regime.employerNpsLimit[tax.employerType ?? "private"], "halfUp");
  if (tax.regime === "old") {
    const d = tax.declarations ?? {};
    if (f.hra > 0 && f.rent > 0) {
      const rentLess = Math.max(0, f.rent - percentOf(f.basicDa, 1000, "halfUp"));
      const share = percentOf(f.basicDa, metro ? 5000 : 4000, "halfUp");
      take("HRA exemption", Math.min(f.hra, rentLess, share), { head: "exempt", section: "10(13A)" }, `least of HRA ${formatRupees(f.hra)}, rent less 10% of salary ${formatRupees(rentLess)}, ${metro ? "50%" : "40%"} of salary ${formatRupees(share)}`);
    }
    take("Standard deduction", regime.standardDeduction * 100, { head: "salary", section: "16(ia)" });
    take("Professional tax", Math.min(f.professionalTax, PT_ANNUAL_CAP), { head: "salary", section: "16(iii)" });
    otherIncome();
    const homeLoanInterest = Math.min(d.homeLoanInterest ?? 0, rule.caps.homeLoanInterest * 100);
    if (tax.houseProperty === undefined) take("Home loan interest (self-occupied)", homeLoanInterest, { head: "houseProperty", section: "24(b)" });
    else houseProperty(tax.houseProperty, homeLoanInterest);
    take("80C (incl. employee PF)", Math.min((d.section80C ?? 0) + f.employeePf, rule.caps.section80C * 100), { head: "chapterVIA", section: "80C" });
    take("80CCD(1B) own NPS", Math.min(d.section80CCD1B ?? 0, rule.caps.section80CCD1B * 100), { head: "chapterVIA", section: "80CCD(1B)" });
    take(`80CCD(2) employer NPS (up to ${formatPercent(regime.employerNpsLimit[tax.employerType ?? "private"])} of basic + DA)`, Math.min(f.employerNps, npsLimit), { head: "chapterVIA", section: "80CCD(2)" });
    const selfCap = band === "normal" ? rule.caps.section80DSelf : rule.caps.section80DSelfSenior;
    const parentsCap = d.parentsSenior ? rule.caps.section80DParentsSenior : rule.caps.section80DParents;
    take("80D health insurance", Math.min(d.section80DSelf ?? 0, selfCap * 100) + Math.min(d.section80DParents ?? 0, parentsCap * 100), { head: "chapterVIA", section: "80D" });
    take("Other declared deductions", d.otherDeductions ?? 0, { head: "chapterVIA", section: "other" });
  } else {
    take("Standard deduction", regime.standardDeduction * 100, { head: "salary", section: "16(ia)" });
    otherIncome();
    if (tax.houseProperty !== undefined) houseProperty(tax.houseProperty, 0);
    take(`Employer NPS (up to ${formatPercent(regime.employerNpsLimit.private)} of basic + DA)`, Math.min(f.employerNps, npsLimit), { head: "chapterVIA", section: "80CCD(2)" });
  }
  return { income: roundToTenRupees(remaining), items, grossSalary, heads, steps };
}

export interface TdsArgs {
  rule: IncomeTaxRule;
  tax: Tax;
  band: AgeBand;
  metro: boolean;
  /** Projected annual figures without this month's one-off pay. */
  annual: AnnualFigures;
  /** This month's taxable one-off pay (arrears, additions). */
  oneOffs: number;
  deductedBefore: number;
  /** Relief for arrears of earlier years given in earlier months this year: settled like tax deducted. */
  reliefBefore?: number;
  /** Months left including this one. */
  remainingIncludingThis: number;
  /** False when the employee has not furnished a PAN (s.206AA; ITA 2025 s.397(2)(b)). */
  panFurnished: boolean;
  /**
   * Perquisites, when the input has any: `annual` is the recurring ones in the projection (already in
   * annual.salary), `oneOff` the ones taxed in full this month (already in oneOffs). For the working only.
   */
  perquisites?: { annual: number; oneOff: number };
  /** An off-cycle payslip: only the tax its one-off pay adds is deducted; the regular share is the regular run's. */
  offCycle?: boolean;
}

/** Total income up to which no tax is charged: the top of the regime's nil slab for the age band. */
export function noTaxLimit(r: RegimeRule, band: AgeBand): number {
  const first = r.slabs[band][0];
  return first !== undefined && first.rate === 0 && first.upTo !== null ? first.upTo * 100 : 0;
}

type WithholdingBasis = "pan" | "belowLimit" | "twentyPercent" | "averageRate";

interface Withholding {
  /** What the year's TDS should add up to. */
  amount: number;
  basis: WithholdingBasis;
}

/**
 * The year's deduction. With a PAN, the tax. Without one (CBDT salary circulars on s.206AA): nothing when
 * total income is not above the income on which no tax is charged; otherwise the higher of the tax at the
 * rates in force (its average rate) and `rate` of the income, the latter without cess.
 */
function withholding(income: number, tax: TaxBreakdown, pan: boolean, limit: number, rate: number): Withholding {
  if (pan) return { amount: tax.total, basis: "pan" };
  if (income <= limit) return { amount: 0, basis: "belowLimit" };
  const flat = percentOf(income, rate, "halfUp");
  return flat > tax.total ? { amount: flat, basis: "twentyPercent" } : { amount: tax.total, basis: "averageRate" };
}

interface MonthSplit {
  balance: number;
  regular: number;
  uncappedOneOff: number;
  thisMonth: number;
}

/** (year without one-offs − deducted) ÷ months left, plus the one-offs' share, never more than the year's balance. */
function splitMonth(regularYear: number, withOneOffsYear: number, deductedBefore: number, months: number, offCycle: boolean): MonthSplit {
  const balance = regularYear - deductedBefore;
  const regular = balance > 0 && !offCycle ? divide(balance, months * 100, "halfUp") * 100 : 0;
  // Never more than the projected year's tax not yet deducted. Without this cap a one-off that moves
  // other deductions (e.g. a bonus raising this month's professional tax) can charge a rebate edge twice.
  const stillDue = Math.max(0, withOneOffsYear - deductedBefore);
  const uncappedOneOff = withOneOffsYear - regularYear;
  return { balance, regular, uncappedOneOff, thisMonth: Math.max(0, Math.min(regular + uncappedOneOff, stillDue)) };
}

/** Words that depend only on the tax year's rule, built once per rule: the engine runs for every payslip. */
interface PanTexts {
  /** "PAN not furnished (Income-tax Act, 2025 s.397(2)(b))" */
  lead: string;
  /** "20%" */
  rate: string;
  twentyPercentWarning: string;
  averageRateWarning: string;
  belowLimitWarnings: Map<number, string>;
}

const PAN_TEXTS = new WeakMap<IncomeTaxRule, PanTexts>();

function panTexts(rule: IncomeTaxRule): PanTexts {
  let t = PAN_TEXTS.get(rule);
  if (t === undefined) {
    const rate = formatPercent(rule.panNotFurnishedRate);
    const how = `income tax is deducted at the higher of the rates in force and ${rate} (${rule.act} ${rule.sections.panNotFurnished})`;
    t = {
      lead: `PAN not furnished (${rule.act} ${rule.sections.panNotFurnished})`,
      rate,
      twentyPercentWarning: `PAN not furnished: ${how}; the average rate at the rates in force is below ${rate}, so ${rate} of taxable income is deducted (see the TDS line). Record the employee's PAN to deduct at the normal rates.`,
      averageRateWarning: `PAN not furnished: ${how}; the average rate at the rates in force is ${rate} or more, so the deduction is what it would be with a PAN. Record the employee's PAN.`,
      belowLimitWarnings: new Map(),
    };
    PAN_TEXTS.set(rule, t);
  }
  return t;
}

/** The payslip's warning when no PAN was furnished: the same words for everyone in a case. */
function panWarning(rule: IncomeTaxRule, basis: WithholdingBasis, limit: number): string {
  const t = panTexts(rule);
  if (basis === "twentyPercent") return t.twentyPercentWarning;
  if (basis !== "belowLimit") return t.averageRateWarning;
  let text = t.belowLimitWarnings.get(limit);
  if (text === undefined) {
    text = `PAN not furnished: no income tax is deducted while the year's taxable income is not above ${formatRupees(limit)}; above that, income tax is deducted at the higher of the rates in force and ${t.rate} (${rule.act} ${rule.sections.panNotFurnished}). Record the employee's PAN.`;
    t.belowLimitWarnings.set(limit, text);
  }
  return text;
}

function stepText(s: IncomeStep): string {
  if (s.sign === "note") return ` (${s.name}: ${s.working ?? ""})`;
  return ` ${s.sign} ${s.name} ${formatRupees(s.amount)}${s.working ? ` (${s.working})` : ""}`;
}

function averageRate(tax: number, income: number): string {
  return formatPercent(income > 0 ? divide(tax * 10_000, income, "halfUp") : 0);
}

export function computeTds(a: TdsArgs): { result: TaxResult; line: Line; warning: string | null } {
  const { rule, tax } = a;
  const regime = tax.regime === "new" ? rule.newRegime : rule.oldRegime;
  const resident = tax.resident ?? true;
  const pan = a.panFurnished;
  const regular = taxableIncome(a.annual, rule, tax, a.band, a.metro);
  const regularTax = annualTax(regular.income, regime, a.band, resident, rule.cessRate);
  let withOneOffs = regularTax;
  let withIncome = regular;
  if (a.oneOffs > 0) {
    withIncome = taxableIncome({ ...a.annual, salary: a.annual.salary + a.oneOffs }, rule, tax, a.band, a.metro);
    withOneOffs = annualTax(withIncome.income, regime, a.band, resident, rule.cessRate);
  }
  const limit = pan ? 0 : noTaxLimit(regime, a.band);
  const rate = rule.panNotFurnishedRate;
  const regularW = withholding(regular.income, regularTax, pan, limit, rate);
  const withW = a.oneOffs > 0 ? withholding(withIncome.income, withOneOffs, pan, limit, rate) : regularW;
  const off = a.offCycle === true;
  // Relief given earlier this year is settled as tax deducted is, or the months after it would take it back.
  const relieved = a.reliefBefore ?? 0;
  const settled = a.deductedBefore + relieved;
  const settledText = relieved > 0 ? `${formatRupees(a.deductedBefore)} deducted − ${formatRupees(relieved)} relief given for arrears` : `${formatRupees(a.deductedBefore)} deducted`;
  const split = splitMonth(regularW.amount, withW.amount, settled, a.remainingIncludingThis, off);
  let chosen = split;
  // Without a PAN each payment bears the higher of the two deductions: in a month whose one-off pay
  // lifts the year's average rate past 20%, the deduction at the rates in force can be the higher.
  let ratesInForceHigher = false;
  if (!pan) {
    const atRates = splitMonth(regularTax.total, withOneOffs.total, settled, a.remainingIncludingThis, off);
    if (atRates.thisMonth > split.thisMonth) {
      chosen = atRates;
      ratesInForceHigher = true;
    }
  }
  // Off-cycle, the deduction never exceeds the pay it is on (the year's tax rounds to ₹10, a ₹9 bonus can add ₹10).
  const thisMonth = off ? Math.min(chosen.thisMonth, a.oneOffs) : chosen.thisMonth;
  const oneOffTax = thisMonth - chosen.regular;

  const regimeName = tax.regime === "new" ? `New regime (${rule.sections.newRegime})` : "Old regime";
  const perqAnnual = a.perquisites?.annual ?? 0;
  const perqOneOff = a.perquisites?.oneOff ?? 0;
  const yearWord = pan ? "tax" : "deduction";
  const parts = [
    `${regimeName}, tax year ${rule.taxYear}, ${rule.act} ${rule.sections.tds}`,
    `projected salary ${formatRupees(regular.grossSalary)}${perqAnnual > 0 ? ` (including perquisites ${formatRupees(perqAnnual)}, valued, not paid in cash)` : ""}${regular.steps.map(stepText).join("")} = taxable ${formatRupees(regular.income)}`,
    `tax ${formatRupees(regularTax.total)} (slabs ${formatRupees(regularTax.slabTax)}${regularTax.rebate ? `, rebate ${rule.sections.rebate} −${formatRupees(regularTax.rebate)}` : ""}${regularTax.surcharge ? `, surcharge ${formatRupees(regularTax.surcharge)}` : ""}, cess ${formatRupees(regularTax.cess)}, rounded to ₹10)`,
  ];
  if (!pan) {
    const t = panTexts(rule);
    if (regularW.basis === "belowLimit") {
      parts.push(`${t.lead}, but taxable ${formatRupees(regular.income)} is not above ${formatRupees(limit)}, the income on which no tax is charged, so nothing is deducted`);
    } else if (regularW.basis === "twentyPercent") {
      parts.push(
        `${t.lead}: the average rate at the rates in force, ${averageRate(regularTax.total, regular.income)}, is below ${t.rate}, so the year's deduction is ${t.rate} of ${formatRupees(regular.income)} = ${formatRupees(regularW.amount)}, without cess`,
      );
    } else {
      parts.push(`${t.lead}: the average rate at the rates in force, ${averageRate(regularTax.total, regular.income)}, is not below ${t.rate}, so tax is deducted at the rates in force`);
    }
  }
  parts.push(
    off
      ? `off-cycle pay: only the tax it adds is deducted here; the rest of the year's ${yearWord} is the regular runs'`
      : split.balance > 0
      ? `(${formatRupees(regularW.amount)} − ${settledText}) ÷ ${a.remainingIncludingThis} month${a.remainingIncludingThis > 1 ? "s" : ""} = ${formatRupees(split.regular)}`
      : relieved > 0
        ? `${settledText} covers the year's ${yearWord}`
        : `already deducted ${formatRupees(a.deductedBefore)} covers the year's ${yearWord}`,
  );
  if (a.oneOffs > 0) {
    parts.push(`plus ${formatRupees(split.uncappedOneOff)} on this month's one-off pay ${formatRupees(a.oneOffs)}${perqOneOff > 0 ? ` (including perquisites ${formatRupees(perqOneOff)})` : ""} (${pan ? "tax" : "year's deduction"} ${formatRupees(withW.amount)} with it − ${formatRupees(regularW.amount)} without)`);
  }
  if (split.regular + split.uncappedOneOff > split.thisMonth) {
    parts.push(`limited to ${formatRupees(split.thisMonth)}, the year's projected ${yearWord} ${formatRupees(withW.amount)} less ${relieved > 0 ? settledText : `${formatRupees(a.deductedBefore)} already deducted`}`);
  }
  if (ratesInForceHigher) {
    parts.push(`the deduction at the rates in force this month, ${formatRupees(thisMonth)}, is higher and is taken (the higher of the two)`);
  }
  const result: TaxResult = {
    taxYear: rule.taxYear,
    regime: tax.regime,
    projectedGrossSalary: withIncome.grossSalary,
    exemptionsAndDeductions: withIncome.items,
    taxableIncome: withIncome.income,
    slabTax: withOneOffs.slabTax,
    rebate: withOneOffs.rebate,
    surcharge: withOneOffs.surcharge,
    cess: withOneOffs.cess,
    annualTax: withOneOffs.total,
    panNotFurnished: !pan,
    annualWithholding: withW.amount,
    deductedBefore: a.deductedBefore,
    ...(a.perquisites !== undefined ? { perquisites: perqAnnual + perqOneOff } : {}),
    ...(tax.otherIncome !== undefined || tax.houseProperty !== undefined ? { otherIncome: withIncome.heads } : {}),
    remainingMonths: a.remainingIncludingThis,
    regularThisMonth: chosen.regular,
    oneOffTax,
    thisMonth,
  };
  const warning = pan ? null : panWarning(rule, withW.basis, limit);
  return { result, line: { code: "TDS", name: "Income tax (TDS)", amount: thisMonth, working: parts.join("; ") }, warning };
}
