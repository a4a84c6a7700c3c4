// What a policy forbids of a request, in words for the form: who may take the leave, half days, the
// smallest and largest request, notice, a document, and how far below zero the balance may go.
import { daysBetween } from "@vetan/shared/dates";
import type { LeavePerson } from "./accrual.ts";
import type { LeavePolicyVersion } from "./policy.ts";
import { dayWords, type Hundredths } from "./units.ts";

export interface RequestFacts {
  from: string;
  /** Days the request counts (count.ts). */
  days: Hundredths;
  /** True when any day of it is a half day. */
  hasHalfDay: boolean;
  /** The day it is asked for (India). */
  appliedOn: string;
  /** The balance on its first day, before it. */
  balanceBefore: Hundredths;
  hasDocument: boolean;
  /** H applying for someone may set aside the notice period. */
  noticeWaived?: boolean;
}

export interface Refusal {
  field: "leave_type" | "from" | "to" | "days" | "document";
  message: string;
}

export function checkRequest(version: LeavePolicyVersion, person: LeavePerson, r: RequestFacts): Refusal[] {
  const out: Refusal[] = [];
  if (version.genders && person.gender && !version.genders.includes(person.gender)) {
    out.push({ field: "leave_type", message: "This leave is not open to you under the firm's policy" });
  }
  if (version.employmentTypes && !(person.employmentType && version.employmentTypes.includes(person.employmentType))) {
    out.push({ field: "leave_type", message: `This leave is for ${version.employmentTypes.join(" or ")} employees` });
  }
  if (r.days === 0) out.push({ field: "days", message: "These dates are all weekly offs or holidays: nothing to apply for" });
  if (r.hasHalfDay && !version.halfDays) out.push({ field: "days", message: "This leave is taken in whole days" });
  if (r.days > 0 && r.days < version.minDaysPerRequest) out.push({ field: "days", message: `At least ${dayWords(version.minDaysPerRequest)} a request` });
  if (version.maxDaysPerRequest !== null && r.days > version.maxDaysPerRequest) out.push({ field: "days", message: `At most ${dayWords(version.maxDaysPerRequest)} a request` });
  const notice = daysBetween(r.appliedOn, r.from);
  if (!r.noticeWaived && version.noticeDays > 0 && notice < version.noticeDays) {
    out.push({ field: "from", message: `Apply at least ${version.noticeDays} day${version.noticeDays === 1 ? "" : "s"} ahead` });
  }
  if (version.documentAboveDays !== null && r.days > version.documentAboveDays && !r.hasDocument) {
    out.push({ field: "document", message: `Attach a document for more than ${dayWords(version.documentAboveDays)}` });
  }
  const after = r.balanceBefore - r.days;
  if (version.tracksBalance && after < -version.negativeLimit) {
    out.push({
      field: "days",
      message:
        version.negativeLimit === 0
          ? `Your balance is ${dayWords(Math.max(0, r.balanceBefore))}; this asks for ${dayWords(r.days)}`
          : `This would take your balance to ${dayWords(after)}; the policy allows down to ${dayWords(-version.negativeLimit)}`,
    });
  }
  return out;
}

