// A leave type's rules, as dated versions: a firm that changes its rules from a date keeps the old ones for
// the days before it, and a replay from any date applies to each day the version then in force.
import type { Hundredths, RoundingMode } from "./units.ts";
import type { LeaveYearStart } from "./years.ts";

export type AccrualPeriod = "monthly" | "quarterly" | "yearly";

export type Accrual =
  /** Nothing is credited (leave without pay; maternity, which is granted, not earned). */
  | { kind: "none" }
  /**
   * A yearly quota credited in equal parts each period, dated at the period's start or end. A joiner's
   * (or leaver's) part period is pro-rated by the days on the rolls, or credited in full when they joined
   * on or before a cut-off day of the month and not at all after it, or always in full.
   */
  | {
      kind: "periodic";
      perYear: Hundredths;
      period: AccrualPeriod;
      timing: "start" | "end";
      proration: { kind: "days" } | { kind: "cutoff"; day: number } | { kind: "none" };
    }
  /** One credit of `credit` for every `perDaysWorked` days worked in the leave year (days from attendance). */
  | { kind: "worked"; perDaysWorked: number; credit: Hundredths };

export interface YearEnd {
  /** Days carried into the next year: null carries everything, 0 nothing. */
  carryForwardCap: Hundredths | null;
  /** Carried days not taken within this many days of the new year expire. Null: they keep. */
  carriedExpireAfterDays: number | null;
  /** Days above the carry-forward cap paid out instead of lapsing, up to this many; 0: none are. */
  encashCap: Hundredths;
}

export interface LeavePolicyVersion {
  effectiveFrom: string;
  yearStart: LeaveYearStart;
  accrual: Accrual;
  /** Rounding of pro-rated credits (a whole period's credit is exact). */
  rounding: { step: Hundredths; mode: RoundingMode };
  yearEnd: YearEnd;
  /**
   * False for leave that is granted per occasion rather than earned into a balance (leave without pay,
   * maternity): requests are not held to a balance, only to the other rules; the ledger still lists them.
   */
  tracksBalance: boolean;
  /** How far below zero a request may take the balance; 0: not at all. */
  negativeLimit: Hundredths;
  /** Compensatory off: days earned on a weekly off or holiday expire this many days after the day worked. */
  compOffExpiresAfterDays: number | null;
  /** Requests: half days, counting the weekly offs and holidays between leave days, limits and notice. */
  halfDays: boolean;
  sandwich: boolean;
  minDaysPerRequest: Hundredths;
  maxDaysPerRequest: Hundredths | null;
  noticeDays: number;
  /** A document is needed when a request counts more than this many days. Null: never. */
  documentAboveDays: Hundredths | null;
  /** Who may take it: null is everyone. */
  genders: readonly ("female" | "male" | "other")[] | null;
  employmentTypes: readonly string[] | null;
}

/** The version in force on `day`: the latest that starts on or before it (the earliest, before any starts). */
export function versionOn(versions: readonly LeavePolicyVersion[], day: string): LeavePolicyVersion {
  return versionIn(sortedVersions(versions), day);
}

const byEffectiveFrom = (a: LeavePolicyVersion, b: LeavePolicyVersion) => (a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : 0);

// A firm's versions of a leave type are one array shared by every replay of that type (10,000 people ×
// 6 types as of a day), so they are sorted once and kept, keyed by the array. The copy kept beside the
// sorted list notices an array that was changed in place since (a version added, removed or replaced);
// a version object itself is taken as it is and must not be changed after it is first replayed.
const sortedCache = new WeakMap<readonly LeavePolicyVersion[], { copy: readonly LeavePolicyVersion[]; sorted: readonly LeavePolicyVersion[] }>();

/** The versions by effective date (the order given, among equal dates). Throws when there are none. */
export function sortedVersions(versions: readonly LeavePolicyVersion[]): readonly LeavePolicyVersion[] {
  const kept = sortedCache.get(versions);
  if (kept && sameVersions(kept.copy, versions)) return kept.sorted;
  if (versions.length === 0) throw new Error("a leave policy needs at least one version");
  const sorted = [...versions].sort(byEffectiveFrom);
  sortedCache.set(versions, { copy: [...versions], sorted });
  return sorted;
}

function sameVersions(a: readonly LeavePolicyVersion[], b: readonly LeavePolicyVersion[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** `versionOn` over versions already sorted by `sortedVersions`. */
export function versionIn(sorted: readonly LeavePolicyVersion[], day: string): LeavePolicyVersion {
  let chosen = sorted[0] as LeavePolicyVersion;
  for (let i = 1; i < sorted.length; i++) {
    const v = sorted[i] as LeavePolicyVersion;
    if (v.effectiveFrom > day) break;
    chosen = v;
  }
  return chosen;
}
