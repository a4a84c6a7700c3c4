// How leave reads on the screens: days as people say them ("1 day", "1.5 days", "+1.25"), a request's
// dates in words (the halves included), the statuses and ledger entries in words, and the addresses of
// the leave API the screens share. Plain functions, so the tests can read them without a browser.
import { type LeaveHalf, type LeaveStatus, type LedgerEntryView, leaveRangeWords } from "@vetan/shared/leave";

const NUMBER = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/** 1.5 → "1.5"; 12 → "12". */
export const daysNumber = (n: number) => NUMBER.format(n);

/** "1 day", "0.5 days", "12 days". */
export const daysText = (n: number) => `${daysNumber(n)} ${n === 1 ? "day" : "days"}`;

/** A ledger movement with its sign: "+1.25", "−2" (a real minus sign). */
export const signedDays = (n: number) => (n > 0 ? `+${daysNumber(n)}` : n < 0 ? `−${daysNumber(-n)}` : "0");

export const STATUS_LABELS: Record<LeaveStatus, string> = {
  pending: "Waiting for approval",
  approved: "Approved",
  rejected: "Rejected",
  cancelled: "Cancelled",
};

export const KIND_LABELS: Record<LedgerEntryView["kind"], string> = {
  credit: "Credited",
  comp_off: "Compensatory off earned",
  adjustment: "Adjusted",
  debit: "Taken",
  reversal: "Given back",
  encashment: "Encashed",
  carry_forward: "Carried forward",
  lapse: "Lapsed",
  expiry: "Expired",
};

/** A request's dates and halves in words, as the server says them. */
export const rangeWords = leaveRangeWords;

/** A portion of a day on the team calendar, in words. */
export const PORTION_LABELS = { full: "whole day", first_half: "first half", second_half: "second half" } as const;

/** The one-day choice of the apply form, as the two halves the API takes. */
export const ONE_DAY_PARTS = [
  { value: "whole", label: "The whole day", from_half: "first", to_half: "second" },
  { value: "first", label: "First half only (morning)", from_half: "first", to_half: "first" },
  { value: "second", label: "Second half only (afternoon)", from_half: "second", to_half: "second" },
] as const satisfies readonly { value: string; label: string; from_half: LeaveHalf; to_half: LeaveHalf }[];

export const FIRST_DAY_PARTS = [
  { value: "first", label: "The whole day" },
  { value: "second", label: "Second half only (from the afternoon)" },
];
export const LAST_DAY_PARTS = [
  { value: "second", label: "The whole day" },
  { value: "first", label: "First half only (until noon)" },
];

/** A query string of only the values that are set. */
export function queryOf(values: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== null && v !== "") q.set(k, String(v));
  return q.toString();
}

/** The address of a person's leave screen: one's own without an id. */
export const leaveHref = (employeeId?: string) => (employeeId ? `/app/leave?${queryOf({ employee_id: employeeId })}` : "/app/leave");

/** The first day of the leave year before the one today falls in, by the calendar (a good first year-end to look at). */
export function lastYearStart(today: string): string {
  return `${Number(today.slice(0, 4)) - 1}-01-01`;
}
