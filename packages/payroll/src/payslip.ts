// One month's payslip: earnings, then each statutory deduction in turn, then totals. Pure: the same
// input always gives the same payslip, and nothing here reads the clock, the disk or the network.

import type { Line, Payslip, PayslipInput } from "./schema.ts";
import { computeEarnings } from "./earnings.ts";
import { computePf, offCyclePf, pfCeilingOn, type PfOutcome } from "./pf.ts";
import { computeEsi } from "./esi.ts";
import { computePt, projectPt, type PtOutcome } from "./pt.ts";
import { computeLwf, type LwfOutcome } from "./lwf.ts";
import { ageBandFor, annualTax, computeTds, taxableIncome } from "./tds.ts";
import { arrearsRelief } from "./arrears-relief.ts";
import { periodInfo } from "./period.ts";
import { taxMonthIndex, taxYearOf } from "./dates.ts";
import { basisPoints, divide, formatRupees, percentOf, roundToRupee } from "./money.ts";
import { wageFromBasis } from "./wage-basis.ts";
import { computeOvertime } from "./overtime.ts";
import { minimumWageWarning } from "./minimum-wage.ts";
import { computePerquisites, type PerquisiteOutcome } from "./perquisites.ts";

const NO_MONTHS: readonly number[] = [];

/** Calendar month numbers of the `count` months after `m`. */
function futureMonths(m: number, count: number): readonly number[] {
  if (count === 0) return NO_MONTHS;
  const out: number[] = [];
  for (let k = 1; k <= count; k++) out.push(((m - 1 + k) % 12) + 1);
  return out;
}

/** This payslip's taxable arrears for months of earlier tax years, summed by the year they belong to. */
function earlierArrears(arrears: PayslipInput["arrears"], taxYear: string): { taxYear: string; amount: number }[] {
  const byYear = new Map<string, number>();
  for (const a of arrears ?? []) {
    const year = taxYearOf(Number(a.fromMonth.slice(0, 4)), Number(a.fromMonth.slice(5, 7)));
    if (a.taxable === false || year >= taxYear) continue;
    byYear.set(year, (byYear.get(year) ?? 0) + a.amount);
  }
  return [...byYear].sort(([x], [y]) => x.localeCompare(y)).map(([year, amount]) => ({ taxYear: year, amount }));
}

function monthsBetween(fromY: number, fromM: number, toY: number, toM: number): number {
  return (toY - fromY) * 12 + (toM - fromM);
}

export function computePayslipUnchecked(input: PayslipInput): Payslip {
  const period = periodInfo(input.period);
  const { y, m, monthStart, monthEnd } = period;
  const dim = period.daysInMonth;
  const emp = input.employee;
  const warnings: string[] = [];
  // Off-cycle: the salary is read for the tax projection only; what is paid is the arrears and additions.
  const off = input.offCycle;

  // ---- days
  const startDay = emp.dateOfJoining > monthStart ? Number(emp.dateOfJoining.slice(8, 10)) : 1;
  const leaving = emp.dateOfLeaving;
  const leavingThisMonth = leaving !== undefined && leaving <= monthEnd;
  const endDay = leavingThisMonth ? Number(leaving.slice(8, 10)) : dim;
  const employed = endDay - startDay + 1;
  const lop = input.lopDays ?? 0;
  const payable2 = Math.max(0, employed * 2 - lop * 2);

  // ---- earnings (a daily- or hourly-rated worker's wage replaces the first basic component: wage-basis.ts)
  const wage = wageFromBasis(input.wageBasis, input.components);
  const comps = computeEarnings(input.components, payable2, dim * 2, wage);
  const earnings: Line[] = [];
  let gross = 0;
  let taxableThis = 0;
  let taxableFull = 0;
  let pfWageCore = 0;
  let pfWageFull = 0;
  let codeExclusions = 0;
  let esiRate = 0;
  let esiWages = 0;
  let basicDaThis = 0;
  let basicDaFull = 0;
  let hraThis = 0;
  let hraFull = 0;
  let grossFull = 0;
  const pfNames: string[] = [];
  // Full-month basic + DA other than a daily/hourly worker's wage: the ordinary rate for overtime and the
  // wage compared with the minimum wage.
  let rateBasicDa = 0;
  const rateNames: string[] = [];
  for (const c of comps) {
    if ((c.type === "basic" || c.type === "da") && c.code !== wage?.code) {
      rateBasicDa += c.full;
      rateNames.push(c.name);
    }
    if (c.full === 0 && c.earned === 0) continue;
    if (off) {
      grossFull += c.full;
      if (c.taxable) taxableFull += c.full;
      if (c.pfWage) pfWageFull += c.full;
      if (c.esiWage) esiRate += c.full;
      if (c.type === "basic" || c.type === "da") basicDaFull += c.full;
      if (c.type === "hra") hraFull += c.full;
      continue;
    }
    earnings.push({ code: c.code, name: c.name, amount: c.earned, working: c.working });
    gross += c.earned;
    grossFull += c.full;
    if (c.taxable) {
      taxableThis += c.earned;
      taxableFull += c.full;
    }
    if (c.pfWage) {
      pfWageCore += c.earned;
      pfWageFull += c.full;
      pfNames.push(c.name);
    } else codeExclusions += c.earned;
    if (c.esiWage) {
      esiRate += c.full;
      esiWages += c.earned;
    }
    if (c.type === "basic" || c.type === "da") {
      basicDaThis += c.earned;
      basicDaFull += c.full;
    }
    if (c.type === "hra") {
      hraThis += c.earned;
      hraFull += c.full;
    }
  }

  const rateLabel = rateNames.length > 0 ? rateNames.join(" + ") : "Basic + DA";
  if (input.minimumWage !== undefined && !off) {
    const w = minimumWageWarning({
      check: input.minimumWage,
      employeeState: emp.state,
      monthStart,
      wage,
      monthlyBasicDa: rateBasicDa,
      monthlyLabel: rateLabel,
      payable2,
      days2: dim * 2,
    });
    if (w) warnings.push(w);
  }

  let oneOffs = 0;
  // ---- overtime: taxed in its month like other variable pay; ESI wages but not PF wages (overtime.ts)
  if (input.overtime !== undefined) {
    const ot = computeOvertime({ date: monthEnd, hours: input.overtime.hours, wage, monthlyBasicDa: rateBasicDa, monthlyLabel: rateLabel });
    if (ot) {
      earnings.push(ot.line);
      gross += ot.amount;
      oneOffs += ot.amount;
      esiWages += ot.amount;
      if (ot.warning) warnings.push(ot.warning);
    }
  }
  const arrears = input.arrears ?? [];
  for (let i = 0; i < arrears.length; i++) {
    const a = arrears[i];
    if (!a) continue;
    const months = a.months ?? 1;
    earnings.push({
      code: `ARREARS_${i + 1}`,
      name: a.description,
      amount: a.amount,
      working: `Arrears for ${months} month${months > 1 ? "s" : ""} from ${a.fromMonth}, paid this month${a.taxable === false ? "" : " and taxed in this month"}`,
    });
    gross += a.amount;
    if (a.taxable ?? true) oneOffs += a.amount;
    if (a.esiWage ?? true) esiWages += a.amount;
  }
  let pfWageAdditions = 0;
  for (const a of input.additions ?? []) {
    earnings.push({
      code: a.code,
      name: a.description,
      amount: a.amount,
      working: `One-off addition this month${a.taxable === false ? " (not taxable)" : ", taxed in this month"}`,
    });
    gross += a.amount;
    if (a.taxable ?? true) oneOffs += a.amount;
    if (a.pfWage) pfWageAdditions += a.amount;
    if (a.esiWage) esiWages += a.amount;
  }

  const deductions: Line[] = [];
  const employer: Line[] = [];

  // ---- PF wages, with the Labour Codes' 50% add-back when the firm has chosen to apply it
  let pfWage = pfWageCore + pfWageAdditions;
  let wageLabel = pfNames.length > 0 ? pfNames.join(" + ") : "PF wages";
  if (input.settings?.labourCodeWageAddBack && codeExclusions > pfWageCore) {
    // Exclusions above half of remuneration come back into wages: wages become half of the total.
    const addBack = divide(codeExclusions - pfWageCore, 2, "halfUp");
    pfWage += addBack;
    wageLabel = `${wageLabel} ${formatRupees(pfWageCore)} + Labour Code add-back ${formatRupees(addBack)} (allowances ${formatRupees(codeExclusions)} exceed half of remuneration ${formatRupees(pfWageCore + codeExclusions)})`;
  }
  const pfSettings = input.pf ?? {};
  const pf: PfOutcome | null = (off ? offCyclePf : computePf)({
    y,
    m,
    startDay,
    endDay,
    dateOfBirth: emp.dateOfBirth,
    wage: pfWage,
    wageLabel,
    settings: pfSettings,
    arrears,
    lopDays: lop,
  });
  if (pf) {
    deductions.push(...pf.deductions);
    employer.push(...pf.employer);
  }

  // ---- ESI
  const esiOutcome = computeEsi({
    monthStart,
    y,
    m,
    applicable: input.esi?.applicable ?? true,
    coveredThisContributionPeriod: input.esi?.coveredThisContributionPeriod ?? false,
    disabled: emp.disabled ?? false,
    wageRate: esiRate,
    wages: esiWages,
    payable2: wage ? wage.paidDays2 : payable2,
    ...(wage ? { paidDaysText: wage.paidDaysText } : {}),
    ...(off ? { offCycle: true } : {}),
  });
  // Off-cycle, ESI is due on the arrears and additions that are ESI wages; none at all without them.
  const esi = off && esiOutcome?.result.wages === 0 ? null : esiOutcome;
  if (esi) {
    deductions.push(...esi.deductions);
    employer.push(...esi.employer);
  }

  // ---- Professional tax and labour welfare fund
  const ytd = input.ytd ?? {};
  const ptArgs = {
    monthStart,
    m,
    state: emp.state,
    area: emp.ptArea,
    gender: emp.gender,
    gross,
    leavingThisMonth,
    ytdPaid: ytd.professionalTax ?? 0,
    halfYearGross: ytd.ptHalfYearGross ?? 0,
    halfYearPaid: ytd.ptHalfYearPaid ?? 0,
    dateOfBirth: emp.dateOfBirth,
    disabled: emp.disabled ?? false,
    parentOfDisabledChild: emp.parentOfDisabledChild ?? false,
  };
  // Off-cycle pay bears neither: both are charged on the month's regular salary.
  const pt: PtOutcome = off ? { amount: 0, line: null, warning: null, halfYearly: false } : computePt(ptArgs);
  if (pt.line) deductions.push(pt.line);
  if (pt.warning) warnings.push(pt.warning);
  const lwf: LwfOutcome = off ? { employee: 0, employer: 0, deduction: null, employerLine: null } : computeLwf({
    monthStart,
    m,
    state: emp.state,
    exempt: emp.lwfExempt ?? false,
    onRollsAtMonthEnd: !leavingThisMonth || leaving === monthEnd,
    gross,
  });
  if (lwf.deduction) deductions.push(lwf.deduction);
  if (lwf.employerLine) employer.push(lwf.employerLine);

  // ---- Income tax
  const rule = period.taxRule;
  const idx = period.taxMonthIndex;
  let remAfter = 12 - idx;
  if (leavingThisMonth) remAfter = 0;
  else if (leaving !== undefined) {
    const untilLeaving = monthsBetween(y, m, Number(leaving.slice(0, 4)), Number(leaving.slice(5, 7)));
    if (untilLeaving < remAfter) remAfter = untilLeaving;
  }
  const taxYear = period.taxYear;
  const yearStart = `${taxYear.slice(0, 4)}-04-01`;
  const firstIdx = emp.dateOfJoining > yearStart ? taxMonthIndex(Number(emp.dateOfJoining.slice(5, 7))) : 1;
  const monthsInYear = idx - firstIdx + 1 + remAfter;
  // Months of regular salary still to be paid after this payslip's own pay: off-cycle, this month's too
  // when its regular payslip is not yet in the year to date.
  const ahead = off && !off.regularPaidThisMonth ? remAfter + 1 : remAfter;
  const prev = input.tax.previousEmployer;
  const pfRes = pf?.result;
  const eePfThis = pfRes ? pfRes.employee + pfRes.vpf + (pfRes.arrears?.employee ?? 0) : 0;
  // A full month's PF for the months ahead: this month's, unless days were lost (or this is off-cycle pay),
  // then from the full wage.
  let eePfFull = pfRes ? pfRes.employee + pfRes.vpf : 0;
  if ((pfRes && payable2 !== dim * 2) || (off && pfSettings.applicable !== false)) {
    const onActual = pfSettings.wageBasis === "actual" || pfSettings.internationalWorker === true;
    const base = roundToRupee(onActual ? pfWageFull : Math.min(pfWageFull, pfCeilingOn(monthEnd)), "halfUp");
    const vpf = off ? (pfSettings.vpfAmount ?? (pfSettings.vpfPercent !== undefined ? percentOf(base, basisPoints(pfSettings.vpfPercent), "halfUp", 100) : 0)) : (pfRes?.vpf ?? 0);
    eePfFull = percentOf(base, pfSettings.reducedRate ? 1000 : 1200, "halfUp", 100) + vpf;
  }
  // Off-cycle: this month's professional tax, when its regular payslip is still to come, on the full salary.
  const ptAhead = off && !off.regularPaidThisMonth ? computePt({ ...ptArgs, gross: grossFull }).amount : 0;
  // Perquisites: taxed, never paid (perquisites.ts). Recurring ones are projected like recurring pay.
  const perqs: PerquisiteOutcome | null = input.perquisites !== undefined && input.perquisites.length > 0 ? computePerquisites(input.perquisites, rule) : null;
  const perqAnnual = perqs ? perqs.recurring * (1 + remAfter) : 0;
  if (perqs) oneOffs += perqs.oneOff;
  const npsMonthly = input.tax.employerNpsMonthly ?? 0;
  const city = (emp.city ?? "").trim().toLowerCase();
  const band = ageBandFor(emp.dateOfBirth, taxYear);
  const metro = city !== "" && rule.hraMetroCities.includes(city);
  const annual = {
      salary: (ytd.taxableIncome ?? 0) + (prev?.taxableSalary ?? 0) + taxableThis + taxableFull * ahead + perqAnnual,
      employerNps: (ytd.employerNps ?? 0) + npsMonthly * (off ? ahead : 1 + remAfter),
      basicDa: (ytd.basicDa ?? 0) + basicDaThis + basicDaFull * ahead,
      hra: (ytd.hra ?? 0) + hraThis + hraFull * ahead,
      rent: (input.tax.declarations?.rentPerMonth ?? 0) * monthsInYear,
      employeePf: (ytd.employeePf ?? 0) + (prev?.employeePf ?? 0) + eePfThis + eePfFull * ahead,
      professionalTax:
        (ytd.professionalTax ?? 0) +
        (prev?.professionalTax ?? 0) +
        pt.amount +
        (input.tax.regime === "old" ? ptAhead + projectPt(off ? { ...ptArgs, gross: grossFull } : ptArgs, grossFull, futureMonths(m, remAfter), pt.amount) : 0),
  };
  const tds = computeTds({
    rule,
    tax: input.tax,
    band,
    metro,
    annual,
    oneOffs,
    deductedBefore: (ytd.tdsDeducted ?? 0) + (prev?.tds ?? 0),
    ...(ytd.arrearsRelief ? { reliefBefore: ytd.arrearsRelief } : {}),
    remainingIncludingThis: off ? Math.max(1, ahead) : remAfter + 1,
    ...(off ? { offCycle: true } : {}),
    panFurnished: emp.pan !== undefined,
    ...(perqs ? { perquisites: { annual: perqAnnual, oneOff: perqs.oneOff } } : {}),
  });
  // Form 16 Part B shows an earlier employer's salary as its own item (1(e)), apart from this employer's.
  if (prev) tds.result = { ...tds.result, previousEmployerSalary: prev.taxableSalary };
  // ---- relief for arrears of earlier years (arrears-relief.ts), off this month's deduction
  const earlier = earlierArrears(arrears, taxYear);
  if (earlier.length > 0 && emp.pan !== undefined) {
    const regimeRule = input.tax.regime === "new" ? rule.newRegime : rule.oldRegime;
    const resident = input.tax.resident ?? true;
    const moved = earlier.reduce((t, e) => t + e.amount, 0);
    const withoutIncome = taxableIncome({ ...annual, salary: annual.salary + oneOffs - moved }, rule, input.tax, band, metro).income;
    const r = arrearsRelief({
      taxWith: tds.result.annualTax,
      taxWithout: annualTax(withoutIncome, regimeRule, band, resident, rule.cessRate).total,
      arrears: earlier,
      years: input.tax.earlierYears ?? [],
      dateOfBirth: emp.dateOfBirth,
      resident,
      section: rule.sections.arrearsRelief,
    });
    if (r.warning) warnings.push(r.warning);
    else {
      const taken = Math.min(r.relief, tds.result.thisMonth);
      tds.result = { ...tds.result, arrearsRelief: taken, thisMonth: tds.result.thisMonth - taken };
      tds.line = { ...tds.line, amount: tds.line.amount - taken, working: `${tds.line.working}; ${r.working}${taken < r.relief ? ` (${formatRupees(taken)} of it: no more was deducted this month)` : ""}` };
    }
  }
  deductions.push(tds.line);
  if (tds.warning) warnings.push(tds.warning);
  if (npsMonthly > 0 && !off) {
    employer.push({ code: "NPS_ER", name: "Employer NPS", amount: npsMonthly, working: `Employer NPS contribution ${formatRupees(npsMonthly)} a month` });
  }

  for (const d of input.deductions ?? []) {
    deductions.push({ code: d.code, name: d.description, amount: d.amount, working: "One-off deduction this month" });
  }

  // ---- totals
  let totalDeductions = 0;
  for (const d of deductions) totalDeductions += d.amount;
  let employerTotal = 0;
  for (const e of employer) employerTotal += e.amount;
  // Reimbursements: money back for bills, not pay — after every statutory figure, straight into net pay.
  const reimbursed = (input.reimbursements ?? []).map((r) => ({ code: r.code, name: r.description, amount: r.amount, working: "Reimbursed against bills: not wages or income (no PF, ESI or tax)" }));
  const reimbursedTotal = reimbursed.reduce((t, r) => t + r.amount, 0);
  const netPay = gross - totalDeductions + reimbursedTotal;
  if (gross - totalDeductions < 0) warnings.push(`Deductions ${formatRupees(totalDeductions)} exceed earnings ${formatRupees(gross)}: net pay is negative${reimbursedTotal > 0 ? " before reimbursements" : ""}.`);

  return {
    employee: {
      id: emp.id,
      name: emp.name,
      state: emp.state,
      ...(emp.pan !== undefined ? { pan: emp.pan } : {}),
      ...(emp.uan !== undefined ? { uan: emp.uan } : {}),
    },
    period: input.period,
    // Off-cycle pay is not for days: none are payable on it (the regular payslip pays the month's days).
    days: { inMonth: dim, employed, lop: off ? 0 : lop, payable: off ? 0 : payable2 / 2 },
    earnings,
    deductions,
    employerContributions: employer,
    ...(perqs ? { perquisites: perqs.lines } : {}),
    ...(reimbursed.length > 0 ? { reimbursements: reimbursed } : {}),
    totals: {
      grossEarnings: gross,
      totalDeductions,
      netPay,
      ...(reimbursed.length > 0 ? { reimbursements: reimbursedTotal } : {}),
      employerContributions: employerTotal,
      costToEmployer: gross + employerTotal,
    },
    pf: pf ? pf.result : null,
    esi: esi ? esi.result : null,
    incomeTax: tds.result,
    bank: emp.bank ? { accountNumber: emp.bank.accountNumber, ifsc: emp.bank.ifsc, beneficiaryName: emp.bank.beneficiaryName ?? emp.name } : null,
    warnings,
  };
}
