// Common Indian leave policies to start from (PRODUCT.md "Templates"; reference/india-statutory.md §7). Each
// is data the firm edits after adding it, never code: the same form values a person would type.
//
// - Casual leave: 12 a year credited monthly, lapses at year end, at most 3 days at a time.
// - Sick leave: 12 a year credited monthly, a medical document beyond 2 days, lapses at year end.
// - Earned (privilege) leave: 15 a year (1.25 a month) from the month one joins, carried forward up to 30
//   and the excess encashed; holidays inside a request not counted; a week's notice.
// - Earned leave on days worked: 1 day per 20 days worked, for establishments under the OSH Code or a
//   state's shops act; carried forward up to 30.
// - Maternity: 26 weeks (182 days) under the Maternity Benefit Act, calendar days counted.
// - Paternity: 5 days a year, as many firms set it (no statute for the private sector).
// - Compensatory off: earned by working on a weekly off or holiday, expiring after 60 days.
// - Leave without pay: no balance; every day is loss of pay.
import { type LeaveColour, type LeavePolicyInput, LeavePolicySchema } from "@vetan/shared/leave";

export interface LeaveTemplate {
  code: string;
  name: string;
  colour: LeaveColour;
  paid: boolean;
  comp_off: boolean;
  rules: Omit<LeavePolicyInput, "effective_from">;
}

export const LEAVE_TEMPLATES: readonly LeaveTemplate[] = [
  {
    code: "CL",
    name: "Casual leave",
    colour: "teal",
    paid: true,
    comp_off: false,
    rules: { accrual: "monthly", per_year: 12, timing: "start", proration: "days", rounding_step: "0.5", rounding_mode: "nearest", carry_forward: "none", max_days: 3 },
  },
  {
    code: "SL",
    name: "Sick leave",
    colour: "rose",
    paid: true,
    comp_off: false,
    rules: { accrual: "monthly", per_year: 12, timing: "start", proration: "days", rounding_step: "0.5", rounding_mode: "nearest", carry_forward: "none", document_above_days: 2 },
  },
  {
    code: "EL",
    name: "Earned leave",
    colour: "blue",
    paid: true,
    comp_off: false,
    rules: {
      accrual: "monthly",
      per_year: 15,
      timing: "end",
      proration: "days",
      rounding_step: "0.25",
      rounding_mode: "nearest",
      carry_forward: "capped",
      carry_forward_cap: 30,
      encash_cap: 30,
      notice_days: 7,
    },
  },
  {
    code: "ELW",
    name: "Earned leave (days worked)",
    colour: "green",
    paid: true,
    comp_off: false,
    rules: { accrual: "worked", per_days_worked: 20, worked_credit: 1, carry_forward: "capped", carry_forward_cap: 30, encash_cap: 0, half_days: false },
  },
  {
    code: "ML",
    name: "Maternity leave",
    colour: "violet",
    paid: true,
    comp_off: false,
    rules: { accrual: "none", tracks_balance: false, half_days: false, sandwich: true, max_days: 182, genders: ["female"] },
  },
  {
    code: "PTL",
    name: "Paternity leave",
    colour: "amber",
    paid: true,
    comp_off: false,
    rules: { accrual: "yearly", per_year: 5, timing: "start", proration: "none", carry_forward: "none", half_days: false, genders: ["male"] },
  },
  {
    code: "CO",
    name: "Compensatory off",
    colour: "orange",
    paid: true,
    comp_off: true,
    rules: { accrual: "none", comp_off_expires_after_days: 60, carry_forward: "all" },
  },
  {
    code: "LWP",
    name: "Leave without pay",
    colour: "slate",
    paid: false,
    comp_off: false,
    rules: { accrual: "none", tracks_balance: false },
  },
];

/** A template's rules as a version from `effectiveFrom`, checked by the same schema as the form. */
export const templateRules = (t: LeaveTemplate, effectiveFrom: string) => LeavePolicySchema.parse({ ...t.rules, effective_from: effectiveFrom });
