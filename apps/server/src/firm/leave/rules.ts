// A leave type's rules between the form (flat, days as numbers: LeavePolicySchema) and the engine (dated
// versions in hundredths of a day: @vetan/leave), who a type is for, and the rules in words. The one place
// that translates, so the settings screen, the templates and the replay read the same rules.
import { type LeavePolicyVersion, hundredths } from "@vetan/leave";
import { formatDay } from "@vetan/shared/dates";
import { type LeavePolicy, LeavePolicySchema } from "@vetan/shared/leave";
import type { leavePolicyVersions, leaveTypes } from "../../db/schema.ts";

export type LeaveTypeRow = typeof leaveTypes.$inferSelect;
export type VersionRow = typeof leavePolicyVersions.$inferSelect;

/** What a stored version keeps: the form's values without the date, which is the row's key. */
export function storedRules(p: LeavePolicy): Record<string, unknown> {
  const { effective_from: _from, ...rules } = p;
  return rules;
}

/** A stored version read back as the form shows it. */
export const policyOf = (row: Pick<VersionRow, "effectiveFrom" | "rules">): LeavePolicy => LeavePolicySchema.parse({ ...row.rules, effective_from: row.effectiveFrom });

/** The engine's version of a form's rules; the type's employment types are the engine's too. */
export function engineVersion(p: LeavePolicy, type: Pick<LeaveTypeRow, "employmentTypes">): LeavePolicyVersion {
  const accrual: LeavePolicyVersion["accrual"] =
    p.accrual === "none"
      ? { kind: "none" }
      : p.accrual === "worked"
        ? { kind: "worked", perDaysWorked: p.per_days_worked, credit: hundredths(p.worked_credit) }
        : {
            kind: "periodic",
            perYear: hundredths(p.per_year),
            period: p.accrual,
            timing: p.timing,
            proration: p.proration === "cutoff" ? { kind: "cutoff", day: p.cutoff_day } : { kind: p.proration },
          };
  return {
    effectiveFrom: p.effective_from,
    yearStart: p.year_start,
    accrual,
    rounding: { step: hundredths(Number(p.rounding_step)), mode: p.rounding_mode },
    yearEnd: {
      carryForwardCap: p.carry_forward === "all" ? null : p.carry_forward === "none" ? 0 : hundredths(p.carry_forward_cap),
      carriedExpireAfterDays: p.carried_expire_after_days,
      encashCap: hundredths(p.encash_cap),
    },
    tracksBalance: p.tracks_balance,
    negativeLimit: hundredths(p.negative_limit),
    compOffExpiresAfterDays: p.comp_off_expires_after_days,
    halfDays: p.half_days,
    sandwich: p.sandwich,
    minDaysPerRequest: hundredths(p.min_days),
    maxDaysPerRequest: p.max_days === null ? null : hundredths(p.max_days),
    noticeDays: p.notice_days,
    documentAboveDays: p.document_above_days === null ? null : hundredths(p.document_above_days),
    genders: p.genders.length > 0 ? p.genders : null,
    employmentTypes: type.employmentTypes.length > 0 ? type.employmentTypes : null,
  };
}

/** The form's rules in force on `day`: the latest version from on or before it (the earliest before any). */
export function policyOn<T extends { effectiveFrom: string }>(versions: readonly T[], day: string): T {
  const sorted = [...versions].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  let chosen = sorted[0];
  if (!chosen) throw new Error("a leave type needs at least one version");
  for (const v of sorted) if (v.effectiveFrom <= day) chosen = v;
  return chosen;
}

export interface EligiblePerson {
  workspaceId: string | null;
  departmentId: string | null;
  grade: string | null;
  employmentType: string;
  gender: string | null;
}

/**
 * Whether a type is for this person: their workspace, department, grade and employment type are among the
 * type's (an empty list is everyone), and the rules in force let their gender take it.
 */
export function appliesTo(type: Pick<LeaveTypeRow, "workspaceIds" | "departmentIds" | "grades" | "employmentTypes">, rules: Pick<LeavePolicy, "genders">, p: EligiblePerson): boolean {
  const among = <T>(list: readonly T[], value: T | null) => list.length === 0 || (value !== null && list.includes(value));
  return (
    among(type.workspaceIds, p.workspaceId) &&
    among(type.departmentIds, p.departmentId) &&
    among(type.grades, p.grade) &&
    among(type.employmentTypes, p.employmentType) &&
    (rules.genders.length === 0 || p.gender === null || rules.genders.includes(p.gender as (typeof rules.genders)[number]))
  );
}

const days = (n: number) => `${Number.isInteger(n) ? n : Number(n.toFixed(2))} ${n === 1 || n === 0.5 ? "day" : "days"}`;

/** The rules in words, for the settings list and the templates. */
export function policyWords(p: LeavePolicy, type: { compOff: boolean } = { compOff: false }): string[] {
  const out: string[] = [];
  const year = p.year_start === "calendar" ? "calendar year (January to December)" : "financial year (April to March)";
  switch (p.accrual) {
    case "none":
      out.push(
        type.compOff
          ? "Earned by working a weekly off or holiday: a day for a full day's work, half for half (from attendance)"
          : p.tracks_balance
            ? "Not credited by itself: added by HR"
            : "Granted per occasion, with no balance to hold to",
      );
      break;
    case "worked":
      out.push(`${days(p.worked_credit)} for every ${p.per_days_worked} days worked in the ${year}`);
      break;
    default: {
      const period = { monthly: "month", quarterly: "quarter", yearly: "year" }[p.accrual];
      const joiner = p.proration === "days" ? "pro-rated by days for a joiner" : p.proration === "cutoff" ? `in full for joining by the ${p.cutoff_day}th, else from the next ${period}` : "in full whenever one joins";
      out.push(`${days(p.per_year)} a year, credited at the ${p.timing} of each ${period}, ${joiner}; leave ${year}`);
    }
  }
  // Year ends only matter to leave held to a balance.
  if (p.tracks_balance) {
    if (p.carry_forward === "none") out.push("Unused days lapse at the end of the year");
    else if (p.carry_forward === "all") out.push("Unused days carry forward");
    else out.push(`Up to ${days(p.carry_forward_cap)} carry forward${p.encash_cap > 0 ? `; up to ${days(p.encash_cap)} above that are encashed` : "; the rest lapse"}`);
    if (p.carry_forward !== "none" && p.carried_expire_after_days !== null) out.push(`Carried days expire ${p.carried_expire_after_days} days into the new year`);
  }
  if (p.comp_off_expires_after_days !== null) out.push(`Compensatory off expires ${p.comp_off_expires_after_days} days after the day worked`);
  if (p.negative_limit > 0) out.push(`The balance may go ${days(p.negative_limit)} below zero`);
  const limits: string[] = [];
  if (!p.half_days) limits.push("whole days only");
  if (p.min_days > 0) limits.push(`at least ${days(p.min_days)} a request`);
  if (p.max_days !== null) limits.push(`at most ${days(p.max_days)} a request`);
  if (p.notice_days > 0) limits.push(`${p.notice_days} days' notice`);
  if (p.document_above_days !== null) limits.push(`a document above ${days(p.document_above_days)}`);
  if (limits.length > 0) out.push(`Requests: ${limits.join(", ")}`);
  out.push(p.sandwich ? "Weekly offs and holidays between leave days count (sandwich rule)" : "Weekly offs and holidays inside a request are not counted");
  if (p.genders.length > 0) out.push(`For ${p.genders.join(" and ")} employees`);
  return out;
}

/** "From 1 Apr 2026" for a version list. */
export const fromWords = (day: string) => `From ${formatDay(day)}`;
