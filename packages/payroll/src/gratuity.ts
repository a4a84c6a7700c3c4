// Gratuity on leaving: 15/26 of the last month's wages for each completed year of service, a part-year
// of more than six months counting as a year, up to the statutory ceiling. Sources: india-statutory.md §7.1.

import { GRATUITY_RULES } from "./rules/gratuity-bonus.ts";
import { requireInForce } from "./rules/select.ts";
import { dayNumber, isoDayNumber, parseIso, daysInMonth } from "./dates.ts";
import { formatRupees, scale } from "./money.ts";

export type LeavingReason = "resignation" | "retirement" | "superannuation" | "termination" | "death" | "disablement";

export interface GratuityInput {
  /** Last drawn monthly wages (basic + DA, or Labour Code wages), paise. */
  monthlyWages: number;
  dateOfJoining: string;
  /** Last day of service. */
  dateOfLeaving: string;
  reason: LeavingReason;
  fixedTerm?: boolean;
}

export interface GratuityResult {
  eligible: boolean;
  /** Whole years, months and days of service. */
  service: { years: number; months: number; days: number };
  /** Years counted in the formula (a part-year over six months rounds up). */
  yearsCounted: number;
  /** 15/26 × wages × years, before the ceiling. */
  formulaAmount: number;
  amount: number;
  working: string;
}

function addMonths(iso: string, months: number): number {
  const { y, m, d } = parseIso(iso);
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  return dayNumber(ny, nm, Math.min(d, daysInMonth(ny, nm)));
}

/** Service from joining to the day after leaving, as years, months and days. */
export function serviceLength(joining: string, leaving: string): { years: number; months: number; days: number } {
  const end = isoDayNumber(leaving) + 1;
  let months = 0;
  while (addMonths(joining, months + 1) <= end) months++;
  const days = end - addMonths(joining, months);
  return { years: Math.floor(months / 12), months: months % 12, days };
}

export function computeGratuity(input: GratuityInput): GratuityResult {
  const rule = requireInForce(GRATUITY_RULES, input.dateOfLeaving, "gratuity");
  const service = serviceLength(input.dateOfJoining, input.dateOfLeaving);
  const overSix = service.months > 6 || (service.months === 6 && service.days > 0);
  const yearsCounted = service.years + (overSix ? 1 : 0);
  const waived = input.reason === "death" || input.reason === "disablement";
  const minYears = input.fixedTerm && rule.fixedTermMinimumYears !== null ? rule.fixedTermMinimumYears : rule.minimumYears;
  const eligible = waived || service.years >= minYears;
  const serviceText = `${service.years} years ${service.months} months ${service.days} days`;
  if (!eligible) {
    return {
      eligible,
      service,
      yearsCounted,
      formulaAmount: 0,
      amount: 0,
      working: `Not eligible: service ${serviceText} is less than ${minYears} year${minYears > 1 ? "s" : ""}${input.fixedTerm ? " (fixed-term)" : ""}`,
    };
  }
  // 15/26 rounded to the nearest rupee, half up (house rule; the Act is silent on rounding).
  const formulaAmount = scale(input.monthlyWages, 15 * yearsCounted, 26, "halfUp", 100);
  const amount = Math.min(formulaAmount, rule.cap);
  let working = `15/26 × ${formatRupees(input.monthlyWages)} × ${yearsCounted} years (service ${serviceText}${overSix ? "; over six months counts as a year" : ""}) = ${formatRupees(formulaAmount)}`;
  if (waived && service.years < minYears) working += `; the ${minYears}-year minimum is waived on ${input.reason}`;
  if (amount < formulaAmount) working += `; limited to the ${formatRupees(rule.cap)} ceiling`;
  return { eligible, service, yearsCounted, formulaAmount, amount, working };
}
