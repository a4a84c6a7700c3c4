// Policies for the examples: a firm's template with a few fields changed.
import type { LeavePolicyVersion } from "../src/policy.ts";
import { hundredths } from "../src/units.ts";

export const d = hundredths;

export function policy(overrides: Partial<LeavePolicyVersion> = {}): LeavePolicyVersion {
  return {
    effectiveFrom: "2020-01-01",
    yearStart: "calendar",
    accrual: { kind: "periodic", perYear: d(12), period: "monthly", timing: "start", proration: { kind: "days" } },
    rounding: { step: d(0.5), mode: "nearest" },
    yearEnd: { carryForwardCap: 0, carriedExpireAfterDays: null, encashCap: 0 },
    tracksBalance: true,
    negativeLimit: 0,
    compOffExpiresAfterDays: null,
    halfDays: true,
    sandwich: false,
    minDaysPerRequest: d(0.5),
    maxDaysPerRequest: null,
    noticeDays: 0,
    documentAboveDays: null,
    genders: null,
    employmentTypes: null,
    ...overrides,
  };
}

export const person = (joiningDate: string, lastDay: string | null = null) => ({ joiningDate, lastDay });
