// Hand-worked ledgers: each example's figures were worked out on paper first, with the working beside them.
import { describe, expect, it } from "vitest";
import { accrualCredits } from "../src/accrual.ts";
import { replayLedger } from "../src/ledger.ts";
import { d, person, policy } from "./helpers.ts";

describe("accrual", () => {
  it("a joiner on 17 March gets 15 of 31 days of a month's 1 day, 0.48, rounded to 0.5; then 1 a month", () => {
    const credits = accrualCredits([policy()], person("2026-03-17"), "2026-12-31");
    expect(credits[0]).toMatchObject({ date: "2026-03-17", amount: d(0.5) });
    expect(credits[0]?.reason).toBe("Credit for Mar 2026, pro-rated: on the rolls 15 of 31 days × 1 day = 0.48, rounded to the nearest 0.5 day step: 0.5 day (12 days a year, credited monthly)");
    expect(credits.slice(1).map((c) => [c.date, c.amount])).toEqual(["04", "05", "06", "07", "08", "09", "10", "11", "12"].map((m) => [`2026-${m}-01`, d(1)]));
  });

  it("10 days a year credited monthly add up to exactly 10: 0.83, 0.83, 0.84, …", () => {
    const credits = accrualCredits([policy({ accrual: { kind: "periodic", perYear: d(10), period: "monthly", timing: "start", proration: { kind: "days" } } })], person("2025-01-01"), "2025-12-31");
    expect(credits.map((c) => c.amount)).toEqual([83, 83, 84, 83, 83, 84, 83, 83, 84, 83, 83, 84]);
    expect(credits.reduce((s, c) => s + c.amount, 0)).toBe(d(10));
  });

  it("a cut-off on the 15th: joining on the 15th gets the month in full, on the 16th nothing for it", () => {
    const cutoff = policy({ accrual: { kind: "periodic", perYear: d(12), period: "monthly", timing: "start", proration: { kind: "cutoff", day: 15 } } });
    expect(accrualCredits([cutoff], person("2026-03-15"), "2026-03-31")).toMatchObject([{ date: "2026-03-15", amount: d(1) }]);
    expect(accrualCredits([cutoff], person("2026-03-16"), "2026-03-31")).toEqual([]);
  });

  it("credited at the end of the month: a leaver on 10 June gets 10 of 30 days of 1.5, 0.5, on that day", () => {
    const el = policy({ accrual: { kind: "periodic", perYear: d(18), period: "monthly", timing: "end", proration: { kind: "days" } } });
    const credits = accrualCredits([el], person("2026-01-01", "2026-06-10"), "2026-12-31");
    expect(credits.map((c) => [c.date, c.amount])).toEqual([
      ["2026-01-31", d(1.5)],
      ["2026-02-28", d(1.5)],
      ["2026-03-31", d(1.5)],
      ["2026-04-30", d(1.5)],
      ["2026-05-31", d(1.5)],
      ["2026-06-10", d(0.5)],
    ]);
  });

  it("quarterly on a financial year: a joiner on 1 May gets 61 of 91 days of 3 days for April–June", () => {
    const q = policy({ yearStart: "financial", accrual: { kind: "periodic", perYear: d(12), period: "quarterly", timing: "start", proration: { kind: "days" } } });
    const credits = accrualCredits([q], person("2026-05-01"), "2027-03-31");
    // 3 × 61 / 91 = 2.01 → 2.
    expect(credits.map((c) => [c.date, c.amount])).toEqual([
      ["2026-05-01", d(2)],
      ["2026-07-01", d(3)],
      ["2026-10-01", d(3)],
      ["2027-01-01", d(3)],
    ]);
  });

  it("a policy change from 1 July (12 → 18 a year) credits 1 a month to June and 1.5 after: 15 in the year", () => {
    const before = policy({ effectiveFrom: "2020-01-01" });
    const after = policy({ effectiveFrom: "2026-07-01", accrual: { kind: "periodic", perYear: d(18), period: "monthly", timing: "start", proration: { kind: "days" } } });
    const credits = accrualCredits([after, before], person("2026-01-01"), "2026-12-31");
    expect(credits.reduce((s, c) => s + c.amount, 0)).toBe(d(15));
    expect(credits[6]).toMatchObject({ date: "2026-07-01", amount: d(1.5) });
  });

  it("one day for every 20 days worked: 45 days worked give two, on the 20th and the 40th", () => {
    const worked = policy({ accrual: { kind: "worked", perDaysWorked: 20, credit: d(1) } });
    const days = Array.from({ length: 45 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
    expect(accrualCredits([worked], person("2025-06-01"), "2026-12-31", days).map((c) => [c.date, c.amount])).toEqual([
      ["2026-01-20", d(1)],
      ["2026-02-09", d(1)],
    ]);
  });
});

describe("the ledger", () => {
  it("casual leave: 9.5 credited to December, 2 taken in June, 7.5 lapse at the year end, January's 1 is all there is", () => {
    const input = { versions: [policy()], person: person("2026-03-17"), events: [{ kind: "taken" as const, id: "r1", date: "2026-06-10", days: d(2), label: "Casual leave" }] };
    expect(replayLedger({ ...input, asOf: "2026-12-31" }).balance).toBe(d(7.5));
    const next = replayLedger({ ...input, asOf: "2027-01-01" });
    expect(next.balance).toBe(d(1));
    expect(next.entries.slice(-2).map((e) => [e.kind, e.days, e.balance, e.reason])).toEqual([
      ["lapse", -d(7.5), 0, "7.5 days lapsed at the end of the year (nothing carries forward)"],
      ["credit", d(1), d(1), "Credit for Jan 2027: 1 day (12 days a year, credited monthly)"],
    ]);
  });

  it("earned leave: 18 a year carried to a cap of 30; the 36th to 31st days lapse (6); with encashment up to 5, 5 are paid and 1 lapses", () => {
    const el = { accrual: { kind: "periodic" as const, perYear: d(18), period: "monthly" as const, timing: "end" as const, proration: { kind: "days" as const } } };
    const lapsing = policy({ ...el, yearEnd: { carryForwardCap: d(30), carriedExpireAfterDays: null, encashCap: 0 } });
    const r = replayLedger({ versions: [lapsing], person: person("2024-01-01"), events: [], asOf: "2026-01-01" });
    expect(r.balance).toBe(d(30));
    expect(r.entries.filter((e) => e.kind === "lapse").map((e) => [e.date, e.days])).toEqual([["2026-01-01", -d(6)]]);
    const paying = policy({ ...el, yearEnd: { carryForwardCap: d(30), carriedExpireAfterDays: null, encashCap: d(5) } });
    const p = replayLedger({ versions: [paying], person: person("2024-01-01"), events: [], asOf: "2026-01-01" });
    expect(p.balance).toBe(d(30));
    expect(p.encashments).toEqual([{ date: "2026-01-01", days: d(5) }]);
    expect(p.entries.filter((e) => e.date === "2026-01-01").map((e) => [e.kind, e.days])).toEqual([
      ["encashment", -d(5)],
      ["lapse", -d(1)],
      ["carry_forward", 0],
    ]);
  });

  it("carried days expire 90 days into the new year; leave taken in February uses them first", () => {
    const yearly = policy({
      accrual: { kind: "periodic", perYear: d(12), period: "yearly", timing: "start", proration: { kind: "days" } },
      yearEnd: { carryForwardCap: null, carriedExpireAfterDays: 90, encashCap: 0 },
    });
    const events = [
      { kind: "taken" as const, id: "a", date: "2025-05-05", days: d(4) },
      { kind: "taken" as const, id: "b", date: "2026-02-10", days: d(3) },
    ];
    const input = { versions: [yearly], person: person("2025-01-01"), events };
    // 12 − 4 = 8 carried to 31 Mar 2026; + 12 = 20; − 3 (from the carried 8) = 17, of which 5 expire.
    const march = replayLedger({ ...input, asOf: "2026-03-31" });
    expect(march.balance).toBe(d(17));
    expect(march.expiring).toEqual([{ on: "2026-03-31", days: d(5) }]);
    const april = replayLedger({ ...input, asOf: "2026-04-01" });
    expect(april.balance).toBe(d(12));
    expect(april.entries.at(-1)).toMatchObject({ date: "2026-04-01", kind: "expiry", days: -d(5), reason: "5 days not taken by 31 Mar 2026 expired" });
  });

  it("a negative balance is paid off by the next credit", () => {
    const r = replayLedger({ versions: [policy({ negativeLimit: d(2) })], person: person("2026-01-01"), events: [{ kind: "taken", id: "x", date: "2026-01-05", days: d(3) }], asOf: "2026-02-01" });
    // 1 (Jan) − 3 = −2; + 1 (Feb) = −1.
    expect(r.entries.map((e) => e.balance)).toEqual([d(1), -d(2), -d(1)]);
    expect(r.warnings).toEqual([]);
  });

  it("a cancellation gives the days back on the day it is made, and not before", () => {
    const events = [{ kind: "taken" as const, id: "x", date: "2026-06-10", days: d(2), cancelledOn: "2026-07-01", label: "Casual leave" }];
    const input = { versions: [policy()], person: person("2026-01-01"), events };
    expect(replayLedger({ ...input, asOf: "2026-06-30" }).balance).toBe(d(4));
    const after = replayLedger({ ...input, asOf: "2026-07-01" });
    expect(after.balance).toBe(d(7));
    expect(after.entries.find((e) => e.kind === "reversal")).toMatchObject({ date: "2026-07-01", days: d(2), reason: "Casual leave cancelled: 2 days back" });
    // Cancelled before it began: nothing taken.
    const early = replayLedger({ ...input, events: [{ ...events[0]!, cancelledOn: "2026-06-01" }], asOf: "2026-06-30" });
    expect(early.balance).toBe(d(6));
  });

  it("compensatory off for a Sunday worked expires after 60 days unless taken", () => {
    const comp = policy({ accrual: { kind: "none" }, compOffExpiresAfterDays: 60 });
    const input = { versions: [comp], person: person("2025-01-01"), events: [{ kind: "comp_off_earned" as const, id: "c", date: "2026-05-03", days: d(1) }] };
    expect(replayLedger({ ...input, asOf: "2026-07-02" }).balance).toBe(d(1));
    const gone = replayLedger({ ...input, asOf: "2026-07-03" });
    expect(gone.balance).toBe(0);
    expect(gone.entries.map((e) => [e.date, e.kind, e.days])).toEqual([
      ["2026-05-03", "comp_off", d(1)],
      ["2026-07-03", "expiry", -d(1)],
    ]);
  });

  it("a request backdated into last December changes that year end: 9 carried instead of 10 and 2 lapsing, 10 in January", () => {
    const capped = policy({ yearEnd: { carryForwardCap: d(10), carriedExpireAfterDays: null, encashCap: 0 } });
    const base = { versions: [capped], person: person("2026-01-01"), asOf: "2027-01-01" };
    const without = replayLedger({ ...base, events: [] });
    expect(without.balance).toBe(d(11));
    expect(without.entries.filter((e) => e.kind === "lapse").map((e) => e.days)).toEqual([-d(2)]);
    const backdated = replayLedger({ ...base, events: [{ kind: "taken", id: "late", date: "2026-12-20", days: d(3) }] });
    expect(backdated.balance).toBe(d(10));
    expect(backdated.entries.filter((e) => e.kind === "lapse")).toEqual([]);
    expect(backdated.entries.find((e) => e.kind === "carry_forward")?.reason).toBe("9 days carried into 2027");
  });

  it("a leaver on 10 June gets 10 of June's 30 days of 1 day (0.33, rounded to 0.5) and nothing after", () => {
    const r = replayLedger({ versions: [policy()], person: person("2026-01-01", "2026-06-10"), events: [], asOf: "2026-12-31" });
    expect(r.balance).toBe(d(5.5));
    expect(r.entries.at(-1)).toMatchObject({ date: "2026-06-01", days: d(0.5) });
  });

  it("leave without pay has no balance to keep: any number of days passes the checks and the ledger lists them", () => {
    const lwp = policy({ accrual: { kind: "none" }, tracksBalance: false });
    const r = replayLedger({ versions: [lwp], person: person("2025-01-01"), events: [{ kind: "taken", id: "u", date: "2026-03-02", days: d(4), label: "Leave without pay" }], asOf: "2026-03-31" });
    expect(r.entries.map((e) => [e.kind, e.days, e.reason])).toEqual([["debit", -d(4), "Leave without pay from 2 Mar 2026: 4 days"]]);
    expect(r.warnings).toEqual([]);
  });

  it("an adjustment by HR moves the balance with its reason", () => {
    const r = replayLedger({ versions: [policy()], person: person("2026-01-01"), events: [{ kind: "adjusted", id: "j", date: "2026-01-15", days: d(2), reason: "Opening balance from the old system" }], asOf: "2026-01-31" });
    expect(r.balance).toBe(d(3));
    expect(r.entries.at(-1)?.reason).toBe("Adjusted: Opening balance from the old system");
  });
});
