// The reference for the property tests: accrual.ts as it was before the fast path (a straightforward walk
// with Date and Intl on every step), unchanged. Credits earned over time: a yearly quota in equal parts each month, quarter or year (pro-rated for the
// part periods of a joiner or a leaver), or a credit for every so many days worked. Each credit carries its
// working in words, as a payslip line does.
import { addDays, daysBetween, formatDay } from "@vetan/shared/dates";
import type { AccrualPeriod, LeavePolicyVersion } from "../../src/policy.ts";
import { dayWords, type Hundredths, roundTo } from "../../src/units.ts";
import { addMonths, monthStarts, yearStartOf } from "../../src/years.ts";

/** The original versionOn: sorts on every call. */
export function versionOn(versions: readonly LeavePolicyVersion[], day: string): LeavePolicyVersion {
  const sorted = [...versions].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : 0));
  let chosen = sorted[0];
  if (!chosen) throw new Error("a leave policy needs at least one version");
  for (const v of sorted) if (v.effectiveFrom <= day) chosen = v;
  return chosen;
}

export interface LeavePerson {
  joiningDate: string;
  /** The last day on the rolls of someone who has left; null while employed. */
  lastDay: string | null;
  gender?: "female" | "male" | "other" | null;
  employmentType?: string | null;
}

export interface Credit {
  date: string;
  amount: Hundredths;
  reason: string;
}

const MONTHS_IN: Record<AccrualPeriod, number> = { monthly: 1, quarterly: 3, yearly: 12 };
const PERIODS_A_YEAR: Record<AccrualPeriod, number> = { monthly: 12, quarterly: 4, yearly: 1 };

const MONTH_FORMAT = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" });
const monthName = (day: string) => MONTH_FORMAT.format(new Date(`${day}T00:00:00Z`));

function periodLabel(period: AccrualPeriod, start: string, end: string): string {
  if (period === "monthly") return monthName(start);
  return `${monthName(start)} – ${monthName(end)}`;
}

/**
 * The periodic credits of a person from joining (or the first policy version) up to `until`. The k-th
 * period of a leave year gets floor(quota × k / n) − floor(quota × (k − 1) / n), so a year's whole periods
 * add up to the quota exactly even when it does not divide evenly (10 days a year: 0.83, 0.84, 0.83, …).
 */
function periodicCredits(versions: readonly LeavePolicyVersion[], person: LeavePerson, until: string): Credit[] {
  const credits: Credit[] = [];
  const first = versions.reduce((min, v) => (v.effectiveFrom < min ? v.effectiveFrom : min), versions[0]?.effectiveFrom ?? until);
  const start = person.joiningDate > first ? person.joiningDate : first;
  const lastOnRolls = person.lastDay && person.lastDay < until ? person.lastDay : until;
  // Walk months from the start of the leave year holding `start`, so a joiner's part quarter or year counts.
  for (const monthStart of monthStarts(yearStartOf(start, versionOn(versions, start).yearStart), lastOnRolls)) {
    const version = versionOn(versions, monthStart < start ? start : monthStart);
    const accrual = version.accrual;
    if (accrual.kind !== "periodic") continue;
    const yearStart = yearStartOf(monthStart, version.yearStart);
    const monthIndex = (Number(monthStart.slice(0, 4)) - Number(yearStart.slice(0, 4))) * 12 + Number(monthStart.slice(5, 7)) - Number(yearStart.slice(5, 7));
    const span = MONTHS_IN[accrual.period];
    // Only at a period's first month: a period is credited once.
    if (monthIndex % span !== 0) continue;
    const periodStart = monthStart;
    const periodEnd = addDays(addMonths(monthStart, span), -1);
    if (start > periodEnd || (person.lastDay !== null && person.lastDay < periodStart)) continue;
    const n = PERIODS_A_YEAR[accrual.period];
    const k = monthIndex / span + 1;
    const whole = Math.floor((accrual.perYear * k) / n) - Math.floor((accrual.perYear * (k - 1)) / n);
    const from = start > periodStart ? start : periodStart;
    const to = person.lastDay !== null && person.lastDay < periodEnd ? person.lastDay : periodEnd;
    const date = accrual.timing === "start" ? from : to;
    if (date > lastOnRolls || date > until) continue;
    const label = periodLabel(accrual.period, periodStart, periodEnd);
    const quota = `${dayWords(accrual.perYear)} a year, credited ${accrual.period}`;
    const part = from !== periodStart || to !== periodEnd;
    if (!part || accrual.proration.kind === "none") {
      credits.push({ date, amount: whole, reason: `Credit for ${label}: ${dayWords(whole)} (${quota})` });
      continue;
    }
    if (accrual.proration.kind === "cutoff" && from !== periodStart) {
      const joinedBy = Number(from.slice(8)) <= accrual.proration.day;
      const amount = joinedBy ? whole : 0;
      if (amount > 0) credits.push({ date, amount, reason: `Credit for ${label}: ${dayWords(amount)}, in full for joining on ${formatDay(from)}, on or before the ${accrual.proration.day}th (${quota})` });
      continue;
    }
    const onRolls = daysBetween(from, to) + 1;
    const inPeriod = daysBetween(periodStart, periodEnd) + 1;
    const exact = (whole * onRolls) / inPeriod;
    const amount = roundTo(exact, version.rounding.step, version.rounding.mode);
    if (amount > 0) {
      credits.push({
        date,
        amount,
        reason: `Credit for ${label}, pro-rated: on the rolls ${onRolls} of ${inPeriod} days × ${dayWords(whole)} = ${(exact / 100).toFixed(2)}, rounded ${version.rounding.mode === "nearest" ? "to the nearest" : version.rounding.mode} ${dayWords(version.rounding.step)} step: ${dayWords(amount)} (${quota})`,
      });
    }
  }
  return credits;
}

/** A credit for every `perDaysWorked` days worked in a leave year, dated on the day that completes it. */
function workedCredits(versions: readonly LeavePolicyVersion[], person: LeavePerson, until: string, workedDays: readonly string[]): Credit[] {
  const credits: Credit[] = [];
  let year = "";
  let count = 0;
  for (const day of [...new Set(workedDays)].sort()) {
    if (day < person.joiningDate || day > until || (person.lastDay !== null && day > person.lastDay)) continue;
    const version = versionOn(versions, day);
    const accrual = version.accrual;
    if (accrual.kind !== "worked") continue;
    const y = yearStartOf(day, version.yearStart);
    if (y !== year) {
      year = y;
      count = 0;
    }
    count++;
    if (count % accrual.perDaysWorked === 0) {
      credits.push({ date: day, amount: accrual.credit, reason: `${dayWords(accrual.credit)} for ${count} days worked this leave year (one for every ${accrual.perDaysWorked})` });
    }
  }
  return credits;
}

/** Every credit the policy gives the person up to `until`, in date order. */
export function accrualCredits(versions: readonly LeavePolicyVersion[], person: LeavePerson, until: string, workedDays: readonly string[] = []): Credit[] {
  return [...periodicCredits(versions, person, until), ...workedCredits(versions, person, until, workedDays)].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
