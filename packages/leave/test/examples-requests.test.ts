// Requests worked by hand: the days a request counts (weekly offs, holidays, the sandwich rule, half days),
// what the policy refuses (a negative balance beyond the limit, notice, the smallest request, a document,
// who may take it), and requests in the ledger: cancellation before and after the first day, the order
// within a day, adjustments up and down, encashment on request, and compensatory off earned and expiring.
// March 2026: Monday 2, Friday 6, Saturday 7, Sunday 8, Monday 9, Friday 13. August 2026: Thursday 13,
// Friday 14, Saturday 15, Sunday 16, Monday 17, Tuesday 18. Amounts are in hundredths of a day.
import { describe, expect, it } from "vitest";
import { checkRequest, type RequestFacts } from "../src/check.ts";
import { type CountInput, countLeaveDays } from "../src/count.ts";
import { balanceOn, type LeaveEvent, replayBalance, replayLedger } from "../src/ledger.ts";
import { d, person, policy } from "./helpers.ts";

const HOLIDAYS: Record<string, string> = { "2026-03-04": "Holi", "2026-08-17": "Parsi New Year" };
/** Saturdays and Sundays off, and two holidays. */
const offDay = (day: string) => {
  const w = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (w === 0 || w === 6) return { kind: "weekly_off" as const };
  const name = HOLIDAYS[day];
  return name ? { kind: "holiday" as const, name } : null;
};
const count = (from: string, to: string, over: Partial<CountInput> = {}) => countLeaveDays({ from, to, fromHalf: "first", toHalf: "second", offDay, sandwich: false, ...over });

describe("counting a request's days", () => {
  it("Monday 9 to Friday 13 March: 5 working days", () => {
    expect(count("2026-03-09", "2026-03-13")?.days).toBe(d(5));
  });

  it("Monday 9 to Sunday 15 March: the weekend at the end never counts, even with the sandwich rule: 5", () => {
    expect(count("2026-03-09", "2026-03-15")?.days).toBe(d(5));
    expect(count("2026-03-09", "2026-03-15", { sandwich: true })?.days).toBe(d(5));
  });

  it("Monday 9 to Friday 20 March: 10 days; with the sandwich rule the weekend between counts too: 12", () => {
    expect(count("2026-03-09", "2026-03-20")?.days).toBe(d(10));
    expect(count("2026-03-09", "2026-03-20", { sandwich: true })?.days).toBe(d(12));
  });

  it("a holiday in the week (Holi, Wednesday 4 March): Monday to Friday is 4; with the sandwich rule 5", () => {
    const r = count("2026-03-02", "2026-03-06");
    expect(r?.days).toBe(d(4));
    expect(r?.working).toBe("2 Mar 2026 to 6 Mar 2026: 5 calendar days; less 1 not counted (4 Mar 2026, holiday (Holi)): 4 days");
    expect(count("2026-03-02", "2026-03-06", { sandwich: true })?.days).toBe(d(5));
  });

  it("Thursday 13 to Tuesday 18 August, a weekend and a Monday holiday between: 3 days, or 6 with the sandwich rule", () => {
    // Leave Thursday, Friday and Tuesday; Saturday, Sunday (weekly offs) and Monday (holiday) between.
    expect(count("2026-08-13", "2026-08-18")?.days).toBe(d(3));
    const sandwiched = count("2026-08-13", "2026-08-18", { sandwich: true });
    expect(sandwiched?.days).toBe(d(6));
    expect(sandwiched?.byDay.filter((x) => x.note.includes("sandwich")).map((x) => x.note)).toEqual([
      "weekly off, counted: between leave days (sandwich rule)",
      "weekly off, counted: between leave days (sandwich rule)",
      "holiday (Parsi New Year), counted: between leave days (sandwich rule)",
    ]);
  });

  it("a holiday at the start of a request does not count, sandwich or not: Monday 17 to Tuesday 18 August is 1", () => {
    expect(count("2026-08-17", "2026-08-18", { sandwich: true })?.days).toBe(d(1));
  });

  it("Monday afternoon to Wednesday lunch: 0.5 + 1 + 0.5 = 2, said in words", () => {
    const r = count("2026-03-09", "2026-03-11", { fromHalf: "second", toHalf: "first" });
    expect(r?.days).toBe(d(2));
    expect(r?.working).toBe("9 Mar 2026 to 11 Mar 2026: 3 calendar days; 2 half days: 2 days");
  });

  it("Friday afternoon to Monday, sandwich rule: 0.5 + 1 + 1 + 1 = 3.5", () => {
    expect(count("2026-03-06", "2026-03-09", { fromHalf: "second", sandwich: true })?.days).toBe(d(3.5));
  });

  it("from a Saturday afternoon to Monday: the weekend is not leave, Monday is 1 (the half of an off day is nothing)", () => {
    expect(count("2026-03-07", "2026-03-09", { fromHalf: "second", sandwich: true })?.days).toBe(d(1));
  });

  it("a weekend alone is nothing to count: 0, both days named", () => {
    const r = count("2026-03-07", "2026-03-08", { sandwich: true });
    expect(r?.days).toBe(0);
    expect(r?.working).toBe("7 Mar 2026 to 8 Mar 2026: 2 calendar days; less 2 not counted (7 Mar 2026, weekly off; 8 Mar 2026, weekly off): 0 days");
  });

  it("with no weekly offs (a shift worker's week), Monday to Sunday is 7", () => {
    expect(countLeaveDays({ from: "2026-03-09", to: "2026-03-15", fromHalf: "first", toHalf: "second", offDay: () => null, sandwich: false })?.days).toBe(d(7));
  });

  it("a single holiday asked for as a day: 0", () => {
    expect(count("2026-03-04", "2026-03-04")?.days).toBe(0);
  });
});

describe("what the policy refuses", () => {
  const facts: RequestFacts = { from: "2026-12-01", days: d(3), hasHalfDay: false, appliedOn: "2026-11-20", balanceBefore: d(1), hasDocument: false };
  const who = person("2025-01-01");

  it("down to −2 allowed: 1 − 3 = −2 is exactly the limit and passes", () => {
    expect(checkRequest(policy({ negativeLimit: d(2) }), who, facts)).toEqual([]);
  });

  it("down to −2 allowed: 1 − 3.5 = −2.5 is refused in words", () => {
    expect(checkRequest(policy({ negativeLimit: d(2) }), who, { ...facts, days: d(3.5), hasHalfDay: true })).toEqual([
      { field: "days", message: "This would take your balance to -2.5 days; the policy allows down to -2 days" },
    ]);
  });

  it("no negative allowed: asking for exactly the balance passes, half a day more is refused", () => {
    expect(checkRequest(policy(), who, { ...facts, days: d(1) })).toEqual([]);
    expect(checkRequest(policy(), who, { ...facts, days: d(1.5), hasHalfDay: true })).toEqual([{ field: "days", message: "Your balance is 1 day; this asks for 1.5 days" }]);
  });

  it("already below zero (a backdated change) with no negative allowed: the balance reads 0", () => {
    expect(checkRequest(policy(), who, { ...facts, days: d(0.5), balanceBefore: -d(1), hasHalfDay: true })).toEqual([{ field: "days", message: "Your balance is 0 days; this asks for 0.5 day" }]);
  });

  it("leave that keeps no balance is not held to one", () => {
    expect(checkRequest(policy({ tracksBalance: false, accrual: { kind: "none" } }), who, { ...facts, days: d(30), balanceBefore: 0 })).toEqual([]);
  });

  it("at least a whole day a request: half a day is refused", () => {
    expect(checkRequest(policy({ minDaysPerRequest: d(1) }), who, { ...facts, days: d(0.5), hasHalfDay: true }).map((r) => r.message)).toEqual(["At least 1 day a request"]);
  });

  it("7 days' notice: applied 24 November for 1 December (7 days) passes; 25 November (6) is refused, unless waived", () => {
    const notice = policy({ noticeDays: 7 });
    expect(checkRequest(notice, who, { ...facts, days: d(1), appliedOn: "2026-11-24" })).toEqual([]);
    expect(checkRequest(notice, who, { ...facts, days: d(1), appliedOn: "2026-11-25" })).toEqual([{ field: "from", message: "Apply at least 7 days ahead" }]);
    expect(checkRequest(notice, who, { ...facts, days: d(1), appliedOn: "2026-11-25", noticeWaived: true })).toEqual([]);
  });

  it("a document above 2 days: 2 days need none, 2.5 need one, and pass with it", () => {
    const sick = policy({ documentAboveDays: d(2), negativeLimit: d(10) });
    expect(checkRequest(sick, who, { ...facts, days: d(2) })).toEqual([]);
    expect(checkRequest(sick, who, { ...facts, days: d(2.5), hasHalfDay: true })).toEqual([{ field: "document", message: "Attach a document for more than 2 days" }]);
    expect(checkRequest(sick, who, { ...facts, days: d(2.5), hasHalfDay: true, hasDocument: true })).toEqual([]);
  });

  it("for permanent or probation employees: someone with no employment type on record is refused", () => {
    expect(checkRequest(policy({ employmentTypes: ["permanent", "probation"], negativeLimit: d(5) }), who, facts)).toEqual([{ field: "leave_type", message: "This leave is for permanent or probation employees" }]);
  });
});

describe("requests in the ledger", () => {
  const casual = policy();
  const base = { versions: [casual], person: person("2026-01-01") };

  it("cancelled before its first day, a request takes nothing", () => {
    const events: LeaveEvent[] = [{ kind: "taken", id: "r", date: "2026-03-10", days: d(2), cancelledOn: "2026-03-05" }];
    // 3 credits (January to March), nothing taken.
    expect(replayLedger({ ...base, events, asOf: "2026-03-31" }).entries.map((e) => e.kind)).toEqual(["credit", "credit", "credit"]);
    expect(balanceOn({ ...base, events }, "2026-03-31")).toBe(d(3));
  });

  it("cancelled on its first day, it takes nothing either", () => {
    expect(replayBalance({ ...base, events: [{ kind: "taken", id: "r", date: "2026-03-10", days: d(2), cancelledOn: "2026-03-10" }], asOf: "2026-03-31" }).balance).toBe(d(3));
  });

  it("cancelled after its first day: taken until the cancellation, given back on its day", () => {
    const events: LeaveEvent[] = [{ kind: "taken", id: "r", date: "2026-03-10", days: d(2), cancelledOn: "2026-03-12", label: "Casual leave" }];
    // 3 − 2 = 1 on 11 March; 3 again on 12 March.
    expect(balanceOn({ ...base, events }, "2026-03-11")).toBe(d(1));
    const r = replayLedger({ ...base, events, asOf: "2026-03-12" });
    expect(r.balance).toBe(d(3));
    expect(r.entries.at(-1)).toMatchObject({ date: "2026-03-12", kind: "reversal", days: d(2), balance: d(3), reason: "Casual leave cancelled: 2 days back", ref: "r" });
  });

  it("a cancellation dated after the day asked about is not yet known", () => {
    expect(replayBalance({ ...base, events: [{ kind: "taken", id: "r", date: "2026-03-10", days: d(2), cancelledOn: "2026-04-02" }], asOf: "2026-04-01" }).balance).toBe(d(2));
  });

  it("the month's credit comes before a request on the same day: 1 taken on 1 January leaves 0, with no warning", () => {
    const r = replayLedger({ ...base, events: [{ kind: "taken", id: "r", date: "2026-01-01", days: d(1) }], asOf: "2026-01-01" });
    expect(r.entries.map((e) => [e.kind, e.balance])).toEqual([
      ["credit", d(1)],
      ["debit", 0],
    ]);
    expect(r.warnings).toEqual([]);
  });

  it("a cancellation comes before a request on the same day: the days it frees are there for the new one", () => {
    const events: LeaveEvent[] = [
      { kind: "taken", id: "a", date: "2026-03-02", days: d(3), cancelledOn: "2026-03-10" },
      { kind: "taken", id: "b", date: "2026-03-10", days: d(3) },
    ];
    // 3 − 3 = 0; on 10 March: + 3 back, then − 3: 0, never below.
    const r = replayLedger({ ...base, events, asOf: "2026-03-31" });
    expect(r.entries.slice(-2).map((e) => [e.kind, e.balance])).toEqual([
      ["reversal", d(3)],
      ["debit", 0],
    ]);
    expect(r.warnings).toEqual([]);
  });

  it("a request and an encashment on one day: the request first, the encashment gets what is left", () => {
    const events: LeaveEvent[] = [
      { kind: "encashed", id: "e", date: "2026-02-05", days: d(1) },
      { kind: "taken", id: "t", date: "2026-02-05", days: d(1.5) },
    ];
    // 2 (January, February) − 1.5 = 0.5; the encashment of 1 pays 0.5.
    const r = replayBalance({ ...base, events, asOf: "2026-02-28" });
    expect(r.encashments).toEqual([{ date: "2026-02-05", days: d(0.5), ref: "e" }]);
    expect(r.balance).toBe(0);
  });

  it("a backdated request below the limit is taken, with a warning in words", () => {
    const r = replayBalance({ ...base, events: [{ kind: "taken", id: "late", date: "2026-01-05", days: d(3) }], asOf: "2026-01-31" });
    // 1 − 3 = −2, below the 0 allowed.
    expect(r.balance).toBe(-d(2));
    expect(r.warnings).toEqual(["5 Jan 2026: the balance went to -2 days, below the 0 days the policy allows"]);
  });

  it("a request that went below zero is paid off by the credits after it: −2, −1, 0", () => {
    const r = replayLedger({ versions: [policy({ negativeLimit: d(2) })], person: person("2026-01-01"), events: [{ kind: "taken", id: "t", date: "2026-01-05", days: d(3) }], asOf: "2026-03-01" });
    expect(r.entries.map((e) => e.balance)).toEqual([d(1), -d(2), -d(1), 0]);
  });

  it("cancelled after later credits paid off what it took below zero: those days come back as days that keep", () => {
    const events: LeaveEvent[] = [{ kind: "taken", id: "t", date: "2026-01-05", days: d(3), cancelledOn: "2026-03-10" }];
    // 1 − 3 = −2; February and March pay it off: 0; cancelled: + 3 = 3, as if it had never been taken.
    const r = replayBalance({ versions: [policy({ negativeLimit: d(2) })], person: person("2026-01-01"), events, asOf: "2026-03-10" });
    expect(r.balance).toBe(d(3));
  });

  it("HR's adjustments: up 2 for an opening balance, down 1.5 for a correction, each with its reason", () => {
    const events: LeaveEvent[] = [
      { kind: "adjusted", id: "up", date: "2026-01-10", days: d(2), reason: "Opening balance from the old system" },
      { kind: "adjusted", id: "down", date: "2026-02-10", days: -d(1.5), reason: "Leave taken in December, not recorded" },
    ];
    const r = replayLedger({ ...base, events, asOf: "2026-02-28" });
    // 1 + 2 = 3; + 1 (February) = 4; − 1.5 = 2.5.
    expect(r.entries.map((e) => [e.kind, e.days, e.balance])).toEqual([
      ["credit", d(1), d(1)],
      ["adjustment", d(2), d(3)],
      ["credit", d(1), d(4)],
      ["adjustment", -d(1.5), d(2.5)],
    ]);
    expect(r.entries[3]?.reason).toBe("Adjusted: Leave taken in December, not recorded");
  });

  it("an adjustment down below zero leaves a deficit the next credit pays: 1 − 3 = −2, then −1", () => {
    const events: LeaveEvent[] = [{ kind: "adjusted", id: "fix", date: "2026-01-20", days: -d(3), reason: "Correction" }];
    expect(balanceOn({ ...base, events }, "2026-01-31")).toBe(-d(2));
    expect(balanceOn({ ...base, events }, "2026-02-01")).toBe(-d(1));
  });

  it("an adjustment down on the same day as a request comes first", () => {
    const events: LeaveEvent[] = [
      { kind: "taken", id: "a", date: "2026-03-10", days: d(1) },
      { kind: "adjusted", id: "z", date: "2026-03-10", days: -d(1), reason: "Correction" },
    ];
    expect(replayLedger({ ...base, events, asOf: "2026-03-10" }).entries.slice(-2).map((e) => [e.kind, e.balance])).toEqual([
      ["adjustment", d(2)],
      ["debit", d(1)],
    ]);
  });

  it("encashment on request: 10 days, 4 encashed, 6 left; asking for more than there is pays what there is", () => {
    const earned = policy({ accrual: { kind: "none" } });
    const open: LeaveEvent = { kind: "adjusted", id: "open", date: "2026-01-01", days: d(10), reason: "Opening balance" };
    const four = replayBalance({ versions: [earned], person: person("2025-01-01"), events: [open, { kind: "encashed", id: "e", date: "2026-06-01", days: d(4) }], asOf: "2026-06-30" });
    expect(four).toMatchObject({ balance: d(6), encashments: [{ date: "2026-06-01", days: d(4), ref: "e" }] });
    const all = replayLedger({ versions: [earned], person: person("2025-01-01"), events: [open, { kind: "encashed", id: "e", date: "2026-06-01", days: d(12) }], asOf: "2026-06-30" });
    expect(all.balance).toBe(0);
    expect(all.entries.at(-1)).toMatchObject({ kind: "encashment", days: -d(10), reason: "10 days encashed" });
  });

  it("encashment asked for while the balance is below zero pays nothing and leaves no entry", () => {
    const r = replayLedger({ ...base, events: [{ kind: "adjusted", id: "fix", date: "2026-01-02", days: -d(2), reason: "Correction" }, { kind: "encashed", id: "e", date: "2026-01-10", days: d(1) }], asOf: "2026-01-31" });
    expect(r.encashments).toEqual([]);
    expect(r.entries.map((e) => e.kind)).toEqual(["credit", "adjustment"]);
  });

  it("events dated after the day asked about are left out", () => {
    expect(replayBalance({ ...base, events: [{ kind: "taken", id: "later", date: "2026-04-01", days: d(2) }], asOf: "2026-03-31" }).balance).toBe(d(3));
  });
});

describe("compensatory off", () => {
  // Nothing accrues; a day worked on a weekly off or holiday is a day off to be taken within 60 days.
  const comp = policy({ accrual: { kind: "none" }, compOffExpiresAfterDays: 60 });

  it("2 days earned on Sunday 3 May, half a day taken: 1.5 expire after 2 July", () => {
    const input = { versions: [comp], person: person("2025-01-01"), events: [
      { kind: "comp_off_earned", id: "c", date: "2026-05-03", days: d(2) },
      { kind: "taken", id: "t", date: "2026-06-01", days: d(0.5) },
    ] as LeaveEvent[] };
    // 3 May + 60 days = 2 July (May 28 + June 30 + July 2).
    expect(replayBalance({ ...input, asOf: "2026-07-02" })).toMatchObject({ balance: d(1.5), expiring: [{ on: "2026-07-02", days: d(1.5) }] });
    const gone = replayLedger({ ...input, asOf: "2026-07-03" });
    expect(gone.balance).toBe(0);
    expect(gone.entries.at(-1)).toMatchObject({ date: "2026-07-03", kind: "expiry", days: -d(1.5), reason: "1.5 days not taken by 2 Jul 2026 expired" });
  });

  it("a request takes the compensatory off that expires first: of two days, the one earned earlier", () => {
    const r = replayBalance({ versions: [comp], person: person("2025-01-01"), events: [
      { kind: "comp_off_earned", id: "late", date: "2026-05-10", days: d(1) },
      { kind: "comp_off_earned", id: "early", date: "2026-05-03", days: d(1) },
      { kind: "taken", id: "t", date: "2026-05-20", days: d(1) },
    ], asOf: "2026-06-01" });
    // The day from 3 May (last day 2 July) is taken; the one from 10 May (last day 9 July) is left.
    expect(r.expiring).toEqual([{ on: "2026-07-09", days: d(1) }]);
  });

  it("with earned leave beside it, leave is taken from the compensatory off first, so none of it expires", () => {
    const both = policy({ compOffExpiresAfterDays: 30 });
    const r = replayLedger({ versions: [both], person: person("2026-01-01"), events: [
      { kind: "comp_off_earned", id: "c", date: "2026-01-04", days: d(1) },
      { kind: "taken", id: "t", date: "2026-01-10", days: d(1) },
    ], asOf: "2026-02-04" });
    // 1 (January) + 1 (comp off, to 3 February) − 1 (from the comp off) + 1 (February) = 2; no expiry.
    expect(r.balance).toBe(d(2));
    expect(r.entries.map((e) => e.kind)).toEqual(["credit", "comp_off", "debit", "credit"]);
    expect(r.entries[1]?.reason).toBe("Compensatory off for working on 4 Jan 2026, to be taken within 30 days");
  });

  it("earned and taken on the same day: the credit comes first", () => {
    const r = replayLedger({ versions: [comp], person: person("2025-01-01"), events: [
      { kind: "taken", id: "t", date: "2026-05-03", days: d(1) },
      { kind: "comp_off_earned", id: "c", date: "2026-05-03", days: d(1) },
    ], asOf: "2026-05-03" });
    expect(r.entries.map((e) => [e.kind, e.balance])).toEqual([
      ["comp_off", d(1)],
      ["debit", 0],
    ]);
  });

  it("expiry by the version in force on the day worked: 60 days until 30 June, 30 days after", () => {
    const versions = [comp, policy({ effectiveFrom: "2026-07-01", accrual: { kind: "none" }, compOffExpiresAfterDays: 30 })];
    const r = replayBalance({ versions, person: person("2025-01-01"), events: [
      { kind: "comp_off_earned", id: "june", date: "2026-06-28", days: d(1) },
      { kind: "comp_off_earned", id: "july", date: "2026-07-05", days: d(1) },
    ], asOf: "2026-07-10" });
    // 28 June + 60 = 27 August; 5 July + 30 = 4 August.
    expect(r.expiring).toEqual([
      { on: "2026-08-04", days: d(1) },
      { on: "2026-08-27", days: d(1) },
    ]);
  });

  it("with no expiry, compensatory off keeps", () => {
    const keeps = policy({ accrual: { kind: "none" }, compOffExpiresAfterDays: null });
    const r = replayLedger({ versions: [keeps], person: person("2025-01-01"), events: [{ kind: "comp_off_earned", id: "c", date: "2026-05-03", days: d(1) }], asOf: "2026-12-31" });
    expect(r.balance).toBe(d(1));
    expect(r.expiring).toEqual([]);
    expect(r.entries[0]?.reason).toBe("Compensatory off for working on 3 May 2026");
  });
});
