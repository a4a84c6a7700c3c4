// Year ends worked by hand: carry forward to a cap, encash up to a cap, lapse the rest; carried days that
// expire; a negative balance carried as it is; the closing year's rules; backdated requests and
// cancellations across a year end. Each figure was worked on paper first, the working beside it.
// Amounts are in hundredths of a day (d(1.5) = 150).
import { describe, expect, it } from "vitest";
import { type LeaveEvent, type LedgerInput, replayBalance, replayLedger } from "../src/ledger.ts";
import type { LeavePolicyVersion, YearEnd } from "../src/policy.ts";
import { d, person, policy } from "./helpers.ts";

/** 12 days a year, 1 on each month's 1st, with these year-end rules. */
const casual = (yearEnd: Partial<YearEnd>, over: Partial<LeavePolicyVersion> = {}) => policy({ yearEnd: { carryForwardCap: 0, carriedExpireAfterDays: null, encashCap: 0, ...yearEnd }, ...over });
/** 12 days a year, all on the leave year's first day. */
const yearly = (yearEnd: Partial<YearEnd>, over: Partial<LeavePolicyVersion> = {}) =>
  casual(yearEnd, { accrual: { kind: "periodic", perYear: d(12), period: "yearly", timing: "start", proration: { kind: "days" } }, ...over });

const on = (input: Omit<LedgerInput, "asOf">, asOf: string) => replayLedger({ ...input, asOf });
const kinds = (r: { entries: { date: string; kind: string; days: number }[] }, date: string) => r.entries.filter((e) => e.date === date).map((e) => [e.kind, e.days]);

describe("carry forward, encash, lapse", () => {
  it("nothing carries forward: 10 days left on 31 December lapse, and 1 January's credit is all there is", () => {
    const input = { versions: [casual({ carryForwardCap: 0 })], person: person("2026-01-01"), events: [{ kind: "taken", id: "t", date: "2026-06-10", days: d(2) }] as LeaveEvent[] };
    // 12 − 2 = 10 on 31 December; on 1 January 10 lapse and 1 is credited.
    expect(on(input, "2026-12-31").balance).toBe(d(10));
    const jan = on(input, "2027-01-01");
    expect(jan.balance).toBe(d(1));
    expect(jan.entries.find((e) => e.kind === "lapse")?.reason).toBe("10 days lapsed at the end of the year (nothing carries forward)");
  });

  it("a cap of 5: 12 at the year end carry 5 and 7 lapse; with January's credit, 6", () => {
    const r = on({ versions: [casual({ carryForwardCap: d(5) })], person: person("2026-01-01"), events: [] }, "2027-01-01");
    expect(r.balance).toBe(d(6));
    expect(kinds(r, "2027-01-01")).toEqual([
      ["lapse", -d(7)],
      ["carry_forward", 0],
      ["credit", d(1)],
    ]);
    expect(r.entries.filter((e) => e.date === "2027-01-01").map((e) => e.reason)).toEqual([
      "7 days above the carry-forward cap of 5 days lapsed at the end of the year",
      "5 days carried into 2027",
      "Credit for Jan 2027: 1 day (12 days a year, credited monthly)",
    ]);
  });

  it("no cap: all 12 carry, 13 with January's credit, nothing lapses", () => {
    const r = on({ versions: [casual({ carryForwardCap: null })], person: person("2026-01-01"), events: [] }, "2027-01-01");
    expect(r.balance).toBe(d(13));
    expect(kinds(r, "2027-01-01")).toEqual([
      ["carry_forward", 0],
      ["credit", d(1)],
    ]);
  });

  it("cap 5, encash up to 4: of 12, 5 carry, 4 are paid out, 3 lapse", () => {
    const r = on({ versions: [casual({ carryForwardCap: d(5), encashCap: d(4) })], person: person("2026-01-01"), events: [] }, "2027-01-01");
    // 12 − 5 = 7 above the cap: 4 encashed, 7 − 4 = 3 lapse. Balance 5 + 1 = 6.
    expect(r.balance).toBe(d(6));
    expect(r.encashments).toEqual([{ date: "2027-01-01", days: d(4) }]);
    expect(kinds(r, "2027-01-01")).toEqual([
      ["encashment", -d(4)],
      ["lapse", -d(3)],
      ["carry_forward", 0],
      ["credit", d(1)],
    ]);
  });

  it("cap 10, encash up to 5: only 2 are above the cap, so 2 are paid and nothing lapses", () => {
    const r = on({ versions: [casual({ carryForwardCap: d(10), encashCap: d(5) })], person: person("2026-01-01"), events: [] }, "2027-01-01");
    expect(r.encashments).toEqual([{ date: "2027-01-01", days: d(2) }]);
    expect(r.entries.filter((e) => e.kind === "lapse")).toEqual([]);
    expect(r.entries.find((e) => e.kind === "encashment")?.reason).toBe("2 days above the carry-forward cap of 10 days encashed at the end of the year");
    expect(r.balance).toBe(d(11));
  });

  it("no cap and encashment allowed: nothing is above the cap, nothing is paid", () => {
    const r = replayBalance({ versions: [casual({ carryForwardCap: null, encashCap: d(5) })], person: person("2026-01-01"), events: [], asOf: "2027-01-01" });
    expect(r).toEqual({ balance: d(13), expiring: [], encashments: [], warnings: [] });
  });

  it("a financial year ends on 31 March: 12 at the year end, cap 3, 9 lapse on 1 April; 4 with April's credit", () => {
    const input = { versions: [casual({ carryForwardCap: d(3) }, { yearStart: "financial" })], person: person("2025-04-01"), events: [] };
    expect(on(input, "2026-03-31").balance).toBe(d(12));
    const april = on(input, "2026-04-01");
    expect(april.balance).toBe(d(4));
    expect(april.entries.find((e) => e.kind === "carry_forward")?.reason).toBe("3 days carried into 2026–27");
    expect(april.entries.find((e) => e.kind === "lapse")?.days).toBe(-d(9));
  });

  it("24 a year to a cap of 10, two year ends: 14 lapse, then 24 (10 carried + 24 − 10); 12 on 1 January 2026", () => {
    const r = on({ versions: [casual({ carryForwardCap: d(10) }, { accrual: { kind: "periodic", perYear: d(24), period: "monthly", timing: "start", proration: { kind: "days" } } })], person: person("2024-01-01"), events: [] }, "2026-01-01");
    // 2025-01-01: 24 → 10 carried, 14 lapse. 2026-01-01: 10 + 24 = 34 → 10 carried, 24 lapse; + 2 = 12.
    expect(r.entries.filter((e) => e.kind === "lapse").map((e) => [e.date, e.days])).toEqual([
      ["2025-01-01", -d(14)],
      ["2026-01-01", -d(24)],
    ]);
    expect(r.balance).toBe(d(12));
  });
});

describe("carried days that expire", () => {
  // 12 a year on 1 April (a financial year), carried without a cap, carried days to be taken within 60 days.
  const expiring = yearly({ carryForwardCap: null, carriedExpireAfterDays: 60 }, { yearStart: "financial" });

  it("60 days from 1 April is 30 May: 12 carried and 12 new are 24 on 30 May, 12 of them expiring that day", () => {
    const r = on({ versions: [expiring], person: person("2025-04-01"), events: [] }, "2026-05-30");
    // April 30 + May 30 = 60 days: 1 April … 30 May.
    expect(r.balance).toBe(d(24));
    expect(r.expiring).toEqual([{ on: "2026-05-30", days: d(12) }]);
    expect(r.entries.find((e) => e.kind === "carry_forward")?.reason).toBe("12 days carried into 2026–27, to be taken by 30 May 2026");
  });

  it("on 31 May the 12 carried days have expired: 12 left, the expiry dated 31 May", () => {
    const r = on({ versions: [expiring], person: person("2025-04-01"), events: [] }, "2026-05-31");
    expect(r.balance).toBe(d(12));
    expect(r.expiring).toEqual([]);
    expect(r.entries.at(-1)).toMatchObject({ date: "2026-05-31", kind: "expiry", days: -d(12), reason: "12 days not taken by 30 May 2026 expired" });
  });

  it("leave in May takes the carried days first: 5 taken, 7 expire, 12 new days untouched", () => {
    const r = on({ versions: [expiring], person: person("2025-04-01"), events: [{ kind: "taken", id: "may", date: "2026-05-04", days: d(5) }] }, "2026-05-31");
    // 24 − 5 (from the carried 12) = 19; the carried 7 left expire on 31 May: 12.
    expect(r.balance).toBe(d(12));
    expect(r.entries.at(-1)?.days).toBe(-d(7));
  });

  it("encashment on request also takes the expiring days first", () => {
    const calendar = yearly({ carryForwardCap: null, carriedExpireAfterDays: 90 });
    const r = replayBalance({ versions: [calendar], person: person("2025-01-01"), events: [{ kind: "encashed", id: "x", date: "2026-02-01", days: d(5) }], asOf: "2026-02-01" });
    // 12 carried (to 31 March) + 12 new = 24; 5 encashed from the carried: 7 of them still expire.
    expect(r).toEqual({ balance: d(19), expiring: [{ on: "2026-03-31", days: d(7) }], encashments: [{ date: "2026-02-01", days: d(5), ref: "x" }], warnings: [] });
  });

  it("a request backdated into January uses the carried days: 4 taken, 8 expire on 1 April, 12 left", () => {
    const calendar = yearly({ carryForwardCap: null, carriedExpireAfterDays: 90 });
    const r = replayBalance({ versions: [calendar], person: person("2025-01-01"), events: [{ kind: "taken", id: "late", date: "2026-01-20", days: d(4) }], asOf: "2026-04-01" });
    // 12 + 12 − 4 = 20; 12 − 4 = 8 carried days expire after 31 March: 12.
    expect(r.balance).toBe(d(12));
  });

  it("compensatory off carried keeps its own last day when that is earlier: earned 20 December, 60 days, last day 18 February", () => {
    const comp = casual({ carryForwardCap: null, carriedExpireAfterDays: 90 }, { accrual: { kind: "none" }, compOffExpiresAfterDays: 60 });
    const input = { versions: [comp], person: person("2025-01-01"), events: [{ kind: "comp_off_earned", id: "c", date: "2026-12-20", days: d(1) }] as LeaveEvent[] };
    // 20 December + 60 days = 18 February; the carried days' last day, 31 March, is later.
    expect(replayBalance({ ...input, asOf: "2027-01-01" }).expiring).toEqual([{ on: "2027-02-18", days: d(1) }]);
    expect(replayBalance({ ...input, asOf: "2027-02-19" }).balance).toBe(0);
  });

  it("…and takes the carried days' last day when that is earlier: 30 days from 1 January is 30 January", () => {
    const comp = casual({ carryForwardCap: null, carriedExpireAfterDays: 30 }, { accrual: { kind: "none" }, compOffExpiresAfterDays: 120 });
    const r = replayBalance({ versions: [comp], person: person("2025-01-01"), events: [{ kind: "comp_off_earned", id: "c", date: "2026-12-20", days: d(1) }], asOf: "2027-01-01" });
    // Its own last day would be 20 December + 120 = 19 April.
    expect(r.expiring).toEqual([{ on: "2027-01-30", days: d(1) }]);
  });
});

describe("a negative balance and the closing year's rules", () => {
  it("a negative balance carries as it is: −2 on 31 December, −1 after January's credit, nothing lapses", () => {
    const r = on({ versions: [casual({ carryForwardCap: 0 }, { negativeLimit: d(3) })], person: person("2026-12-01"), events: [{ kind: "taken", id: "t", date: "2026-12-10", days: d(3) }] }, "2027-01-01");
    // 1 (1 December) − 3 = −2; 1 January: no days to lapse, + 1 = −1.
    expect(r.balance).toBe(-d(1));
    expect(kinds(r, "2027-01-01")).toEqual([["credit", d(1)]]);
  });

  it("the year end follows the rules of the year closing, not the new version from 1 January", () => {
    const r = replayBalance({ versions: [casual({ carryForwardCap: d(5) }), casual({ carryForwardCap: d(20) }, { effectiveFrom: "2027-01-01" })], person: person("2026-01-01"), events: [], asOf: "2027-01-01" });
    // Closing 2026 with a cap of 5: 12 → 5 carried; + 1 = 6 (a cap of 20 would have given 13).
    expect(r.balance).toBe(d(6));
  });

  it("a version from 1 July with a cap of 8 is the one in force on 31 December: 8 carried, 4 lapse", () => {
    const r = on({ versions: [casual({ carryForwardCap: d(2) }), casual({ carryForwardCap: d(8) }, { effectiveFrom: "2026-07-01" })], person: person("2026-01-01"), events: [] }, "2027-01-01");
    expect(r.balance).toBe(d(9));
    expect(r.entries.find((e) => e.kind === "lapse")?.days).toBe(-d(4));
  });
});

describe("backdated requests and cancellations across a year end", () => {
  it("a request backdated into December takes the year-end encashment: 12 → 9, so 9 carry and none is paid", () => {
    const capped = casual({ carryForwardCap: d(10), encashCap: d(5) });
    const base = { versions: [capped], person: person("2026-01-01") };
    // Without it: 12 → 10 carried, 2 encashed.
    expect(replayBalance({ ...base, events: [], asOf: "2027-01-01" }).encashments).toEqual([{ date: "2027-01-01", days: d(2) }]);
    const late = replayBalance({ ...base, events: [{ kind: "taken", id: "dec", date: "2026-12-15", days: d(3) }], asOf: "2027-01-01" });
    expect(late.encashments).toEqual([]);
    expect(late.balance).toBe(d(10));
  });

  it("a request from 30 December to 2 January is debited whole on its first day, so all 4 days come out of the closing year", () => {
    const r = on({ versions: [casual({ carryForwardCap: 0 })], person: person("2026-01-01"), events: [{ kind: "taken", id: "ny", date: "2026-12-30", days: d(4) }] }, "2027-01-01");
    // 12 − 4 = 8 lapse; 1 January: 1.
    expect(r.entries.find((e) => e.kind === "lapse")?.days).toBe(-d(8));
    expect(r.balance).toBe(d(1));
  });

  it("cancelled after the year end, a December request gives back its own half day and no more (engine bug, fixed)", () => {
    const input = { versions: [casual({ carryForwardCap: 0 })], person: person("2026-01-01"), events: [{ kind: "taken", id: "x", date: "2026-12-20", days: d(0.5), cancelledOn: "2027-01-05" }] as LeaveEvent[] };
    // 12 − 0.5 = 11.5 lapse on 1 January; + 1 = 1; the cancellation on 5 January gives back 0.5: 1.5.
    // (The replay used to give 2: the January lot the half day came from still held its other half after
    // the year end had lapsed it, and the cancellation put both halves back.)
    expect(replayBalance({ ...input, asOf: "2027-01-04" }).balance).toBe(d(1));
    expect(replayBalance({ ...input, asOf: "2027-01-05" }).balance).toBe(d(1.5));
  });

  it("…and with everything carried, the carried 11.5 are not counted twice: 12.5, then 13", () => {
    const input = { versions: [casual({ carryForwardCap: null })], person: person("2026-01-01"), events: [{ kind: "taken", id: "x", date: "2026-12-20", days: d(0.5), cancelledOn: "2027-01-05" }] as LeaveEvent[] };
    // 11.5 carried + 1 = 12.5; + 0.5 back = 13 (12 + 1 credited, nothing taken). It used to say 13.5.
    expect(replayBalance({ ...input, asOf: "2027-01-01" }).balance).toBe(d(12.5));
    expect(replayBalance({ ...input, asOf: "2027-01-05" }).balance).toBe(d(13));
  });

  it("days given back while other leave holds the balance below zero pay that off first, so the year end lapses nothing (engine bug, fixed)", () => {
    const events: LeaveEvent[] = [
      { kind: "taken", id: "a", date: "2026-12-02", days: d(4), cancelledOn: "2026-12-20" },
      { kind: "taken", id: "b", date: "2026-12-10", days: d(3) },
    ];
    const input = { versions: [casual({ carryForwardCap: 0 }, { negativeLimit: d(5) })], person: person("2026-10-01"), events };
    // Credits 1 Oct, 1 Nov, 1 Dec = 3. A takes 3 + 1 below zero: −1. B: −4. A cancelled: 4 back: 0.
    // Nothing to lapse on 1 January; + 1 = 1. (The replay used to hold A's 3 days beside a deficit of 3,
    // lapse the 3 at the year end and say −2.)
    const dec = on(input, "2026-12-31");
    expect(dec.balance).toBe(0);
    const jan = on(input, "2027-01-01");
    expect(jan.balance).toBe(d(1));
    expect(jan.entries.filter((e) => e.kind === "lapse")).toEqual([]);
  });

  it("days given back into compensatory off that has expired expire again on the day of the cancellation (engine bug, fixed: it was dated before it)", () => {
    const comp = policy({ accrual: { kind: "none" }, compOffExpiresAfterDays: 30 });
    const r = on(
      { versions: [comp], person: person("2025-01-01"), events: [
        { kind: "comp_off_earned", id: "c", date: "2026-03-01", days: d(1) },
        { kind: "taken", id: "t", date: "2026-03-20", days: d(1), cancelledOn: "2026-04-10" },
      ] },
      "2026-04-30",
    );
    // Earned 1 March, to be taken by 31 March (+30 days); taken 20 March; cancelled 10 April: back, and expired.
    expect(r.entries.map((e) => [e.date, e.kind, e.days, e.balance])).toEqual([
      ["2026-03-01", "comp_off", d(1), d(1)],
      ["2026-03-20", "debit", -d(1), 0],
      ["2026-04-10", "reversal", d(1), d(1)],
      ["2026-04-10", "expiry", -d(1), 0],
    ]);
    expect(r.entries.at(-1)?.reason).toBe("1 day not taken by 31 Mar 2026 expired");
  });
});
