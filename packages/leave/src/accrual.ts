// Credits earned over time: a yearly quota in equal parts each month, quarter or year (pro-rated for the
// part periods of a joiner or a leaver), or a credit for every so many days worked. Each credit carries its
// working in words, as a payslip line does.
import { dayNumber, formattedDay, monthEndText, monthEndYmd, monthIndexOf, monthName, monthStartText, monthStartYmd, ymdOf } from "./days.ts";
import { type AccrualPeriod, type LeavePolicyVersion, sortedVersions, versionIn } from "./policy.ts";
import { dayWords, type Hundredths, roundTo } from "./units.ts";
import { yearStartOf } from "./years.ts";

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

/** `words: false` leaves each credit's reason empty: the balance alone, without formatting a word. */
export interface AccrualOptions {
  words?: boolean;
}

/** Months in a period. */
const monthsIn = (period: AccrualPeriod): number => (period === "monthly" ? 1 : period === "quarterly" ? 3 : 12);

function periodLabel(period: AccrualPeriod, start: string, end: string): string {
  if (period === "monthly") return monthName(start);
  return `${monthName(start)} – ${monthName(end)}`;
}

/**
 * The periodic credits of a person from joining (or the first policy version) up to `until`. The k-th
 * period of a leave year gets floor(quota × k / n) − floor(quota × (k − 1) / n), so a year's whole periods
 * add up to the quota exactly even when it does not divide evenly (10 days a year: 0.83, 0.84, 0.83, …).
 * Months are walked by index (year × 12 + month), their first and last days taken from a table.
 */
function periodicCredits(versions: readonly LeavePolicyVersion[], person: LeavePerson, until: string, words: boolean, credits: CreditList): void {
  const sorted = sortedVersions(versions);
  const first = (sorted[0] as LeavePolicyVersion).effectiveFrom;
  const start = person.joiningDate > first ? person.joiningDate : first;
  const lastOnRolls = person.lastDay && person.lastDay < until ? person.lastDay : until;
  // Walk months from the start of the leave year holding `start`, so a joiner's part quarter or year counts.
  const last = monthIndexOf(lastOnRolls);
  const single = sorted.length === 1 ? (sorted[0] as LeavePolicyVersion) : null;
  for (let month = monthIndexOf(yearStartOf(start, versionIn(sorted, start).yearStart)); month <= last; month++) {
    const monthStart = monthStartText(month);
    const version = single ?? versionIn(sorted, monthStart < start ? start : monthStart);
    const accrual = version.accrual;
    if (accrual.kind !== "periodic") continue;
    // Months since the leave year began: January is 0 of a calendar year, April 0 of a financial one.
    const m = month % 12;
    const monthIndex = version.yearStart === "calendar" ? m : m >= 3 ? m - 3 : m + 9;
    const span = monthsIn(accrual.period);
    // Only at a period's first month: a period is credited once.
    if (monthIndex % span !== 0) continue;
    const periodStart = monthStart;
    const periodEnd = monthEndText(month + span - 1);
    if (start > periodEnd || (person.lastDay !== null && person.lastDay < periodStart)) continue;
    const n = 12 / span;
    const k = monthIndex / span + 1;
    const whole = Math.floor((accrual.perYear * k) / n) - Math.floor((accrual.perYear * (k - 1)) / n);
    const from = start > periodStart ? start : periodStart;
    const to = person.lastDay !== null && person.lastDay < periodEnd ? person.lastDay : periodEnd;
    const date = accrual.timing === "start" ? from : to;
    if (date > lastOnRolls || date > until) continue;
    const ymd = date === periodStart ? monthStartYmd(month) : date === periodEnd ? monthEndYmd(month + span - 1) : ymdOf(date);
    const part = from !== periodStart || to !== periodEnd;
    if (!part || accrual.proration.kind === "none") {
      addCredit(credits, date, ymd, whole, words ? `Credit for ${periodLabel(accrual.period, periodStart, periodEnd)}: ${dayWords(whole)} (${quotaWords(accrual.perYear, accrual.period)})` : null);
      continue;
    }
    if (accrual.proration.kind === "cutoff" && from !== periodStart) {
      const joinedBy = Number(from.slice(8)) <= accrual.proration.day;
      const amount = joinedBy ? whole : 0;
      if (amount > 0) {
        addCredit(
          credits,
          date,
          ymd,
          amount,
          words
            ? `Credit for ${periodLabel(accrual.period, periodStart, periodEnd)}: ${dayWords(amount)}, in full for joining on ${formattedDay(from)}, on or before the ${accrual.proration.day}th (${quotaWords(accrual.perYear, accrual.period)})`
            : null,
        );
      }
      continue;
    }
    const onRolls = dayNumber(to) - dayNumber(from) + 1;
    const inPeriod = dayNumber(periodEnd) - dayNumber(periodStart) + 1;
    const exact = (whole * onRolls) / inPeriod;
    const amount = roundTo(exact, version.rounding.step, version.rounding.mode);
    if (amount > 0) {
      addCredit(
        credits,
        date,
        ymd,
        amount,
        words
          ? `Credit for ${periodLabel(accrual.period, periodStart, periodEnd)}, pro-rated: on the rolls ${onRolls} of ${inPeriod} days × ${dayWords(whole)} = ${(exact / 100).toFixed(2)}, rounded ${version.rounding.mode === "nearest" ? "to the nearest" : version.rounding.mode} ${dayWords(version.rounding.step)} step: ${dayWords(amount)} (${quotaWords(accrual.perYear, accrual.period)})`
          : null,
      );
    }
  }
}

const quotaWords = (perYear: Hundredths, period: AccrualPeriod) => `${dayWords(perYear)} a year, credited ${period}`;

/** A credit for every `perDaysWorked` days worked in a leave year, dated on the day that completes it. */
function workedCredits(versions: readonly LeavePolicyVersion[], person: LeavePerson, until: string, workedDays: readonly string[], words: boolean, credits: CreditList): void {
  if (workedDays.length === 0) return;
  const sorted = sortedVersions(versions);
  let year = "";
  let count = 0;
  for (const day of [...new Set(workedDays)].sort()) {
    if (day < person.joiningDate || day > until || (person.lastDay !== null && day > person.lastDay)) continue;
    const version = versionIn(sorted, day);
    const accrual = version.accrual;
    if (accrual.kind !== "worked") continue;
    const y = yearStartOf(day, version.yearStart);
    if (y !== year) {
      year = y;
      count = 0;
    }
    count++;
    if (count % accrual.perDaysWorked === 0) {
      addCredit(credits, day, ymdOf(day), accrual.credit, words ? `${dayWords(accrual.credit)} for ${count} days worked this leave year (one for every ${accrual.perDaysWorked})` : null);
    }
  }
}

/**
 * Credits as parallel lists, for the replay: no object per credit, and each day also as the number
 * yyyymmdd (-1 for a day not written yyyy-mm-dd), which the replay compares instead of text.
 */
export interface CreditList {
  dates: string[];
  ymds: number[];
  amounts: Hundredths[];
  /** Empty without words. */
  reasons: string[];
}

/** Adds a credit; `reason` null without words. */
function addCredit(list: CreditList, date: string, ymd: number, amount: Hundredths, reason: string | null): void {
  list.dates.push(date);
  list.ymds.push(ymd);
  list.amounts.push(amount);
  if (reason !== null) list.reasons.push(reason);
}

/**
 * Every credit up to `until` as parallel lists, in date order (periodic before worked on the same day).
 * Without words the reasons are not made.
 */
export function creditList(versions: readonly LeavePolicyVersion[], person: LeavePerson, until: string, workedDays: readonly string[], words: boolean): CreditList {
  const list: CreditList = { dates: [], ymds: [], amounts: [], reasons: [] };
  periodicCredits(versions, person, until, words, list);
  const periodic = list.dates.length;
  workedCredits(versions, person, until, workedDays, words, list);
  // One version's periodic credits are in date order (one a period, dated within it). A change of version
  // (from end-of-period to start-of-period credits, say) or credits on days worked can put them out of it:
  // then a stable sort by day, so equal days keep their order.
  if (periodic === list.dates.length && sortedVersions(versions).length === 1) return list;
  const { dates } = list;
  let inOrder = true;
  for (let i = 1; i < dates.length && inOrder; i++) if ((dates[i - 1] as string) > (dates[i] as string)) inOrder = false;
  if (inOrder) return list;
  const order = dates.map((_, i) => i).sort((a, b) => ((dates[a] as string) < (dates[b] as string) ? -1 : (dates[a] as string) > (dates[b] as string) ? 1 : a - b));
  return {
    dates: order.map((i) => dates[i] as string),
    ymds: order.map((i) => list.ymds[i] as number),
    amounts: order.map((i) => list.amounts[i] as number),
    reasons: words ? order.map((i) => list.reasons[i] as string) : [],
  };
}

/**
 * Every credit the policy gives the person up to `until`, in date order (periodic before worked on the
 * same day). With `{ words: false }` the reasons are left empty, for a balance that needs none.
 */
export function accrualCredits(versions: readonly LeavePolicyVersion[], person: LeavePerson, until: string, workedDays: readonly string[] = [], options: AccrualOptions = {}): Credit[] {
  const words = options.words ?? true;
  const list = creditList(versions, person, until, workedDays, words);
  return list.dates.map((date, i) => ({ date, amount: list.amounts[i] as number, reason: words ? (list.reasons[i] as string) : "" }));
}
