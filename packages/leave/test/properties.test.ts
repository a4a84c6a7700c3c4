// Properties of the replay: the same events in any order give the same ledger; the balance as of any day
// is what the full ledger said on that day; requests that passed the checks never take a balance below the
// policy's limit; and a year's whole-period credits add up to the quota.
import { addDays } from "@vetan/shared/dates";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accrualCredits } from "../src/accrual.ts";
import { checkRequest } from "../src/check.ts";
import { type LeaveEvent, replayLedger } from "../src/ledger.ts";
import type { LeavePolicyVersion } from "../src/policy.ts";
import { person, policy } from "./helpers.ts";

const START = "2024-01-01";
const day = fc.integer({ min: 0, max: 3 * 365 }).map((n) => addDays(START, n));
const amount = fc.integer({ min: 1, max: 8 }).map((n) => n * 50);

const event: fc.Arbitrary<LeaveEvent> = fc.oneof(
  fc.record({ kind: fc.constant("taken" as const), date: day, days: amount, cancelAfter: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }) }).map(({ cancelAfter, ...e }) => ({
    ...e,
    id: "",
    cancelledOn: cancelAfter === null ? null : addDays(e.date, cancelAfter),
  })),
  fc.record({ kind: fc.constant("adjusted" as const), date: day, days: fc.integer({ min: -6, max: 6 }).map((n) => n * 50), reason: fc.constant("correction") }).map((e) => ({ ...e, id: "" })),
  fc.record({ kind: fc.constant("comp_off_earned" as const), date: day, days: fc.constantFrom(50, 100) }).map((e) => ({ ...e, id: "" })),
  fc.record({ kind: fc.constant("encashed" as const), date: day, days: amount }).map((e) => ({ ...e, id: "" })),
);
const events = fc.array(event, { maxLength: 25 }).map((list) => list.map((e, i) => ({ ...e, id: `e${i}` }) as LeaveEvent));

const policyArb: fc.Arbitrary<LeavePolicyVersion> = fc
  .record({
    perYear: fc.integer({ min: 0, max: 24 }).map((n) => n * 100),
    period: fc.constantFrom("monthly" as const, "quarterly" as const, "yearly" as const),
    timing: fc.constantFrom("start" as const, "end" as const),
    yearStart: fc.constantFrom("calendar" as const, "financial" as const),
    cap: fc.option(fc.integer({ min: 0, max: 30 }).map((n) => n * 100), { nil: null }),
    expire: fc.option(fc.integer({ min: 30, max: 180 }), { nil: null }),
    encash: fc.integer({ min: 0, max: 10 }).map((n) => n * 100),
    negative: fc.integer({ min: 0, max: 5 }).map((n) => n * 100),
    compOff: fc.option(fc.integer({ min: 30, max: 90 }), { nil: null }),
  })
  .map((p) =>
    policy({
      yearStart: p.yearStart,
      accrual: { kind: "periodic", perYear: p.perYear, period: p.period, timing: p.timing, proration: { kind: "days" } },
      yearEnd: { carryForwardCap: p.cap, carriedExpireAfterDays: p.expire, encashCap: p.encash },
      negativeLimit: p.negative,
      compOffExpiresAfterDays: p.compOff,
    }),
  );

const joining = fc.integer({ min: 0, max: 400 }).map((n) => addDays("2023-10-01", n));

describe("replay properties", () => {
  it("the order events arrive in does not change the ledger", () => {
    fc.assert(
      fc.property(policyArb, joining, events, fc.integer(), (p, join, list, seed) => {
        const shuffled = [...list].sort((a, b) => ((a.id.charCodeAt(1) * 31 + seed) % 7) - ((b.id.charCodeAt(1) * 31 + seed) % 7));
        const asOf = "2027-01-15";
        expect(replayLedger({ versions: [p], person: person(join), events: shuffled, asOf })).toEqual(replayLedger({ versions: [p], person: person(join), events: list, asOf }));
      }),
      { numRuns: 150 },
    );
  });

  it("the balance as of any day is the full ledger's balance after that day's last entry", () => {
    fc.assert(
      fc.property(policyArb, joining, events, day, (p, join, list, on) => {
        const full = replayLedger({ versions: [p], person: person(join), events: list, asOf: "2027-06-30" });
        const then = replayLedger({ versions: [p], person: person(join), events: list, asOf: on });
        const last = full.entries.filter((e) => e.date <= on).at(-1);
        // Cancellations made after `on` are not yet known on `on`: compare only ledgers without them.
        if (list.some((e) => e.kind === "taken" && e.cancelledOn && e.cancelledOn > on)) return;
        expect(then.balance).toBe(last?.balance ?? 0);
        expect(then.entries).toEqual(full.entries.filter((e) => e.date <= on));
      }),
      { numRuns: 150 },
    );
  });

  it("requests that passed the checks never take the balance below the limit", () => {
    fc.assert(
      fc.property(policyArb, fc.array(fc.record({ on: fc.integer({ min: 0, max: 700 }), days: amount }), { maxLength: 30 }), (p, asks) => {
        const accepted: LeaveEvent[] = [];
        const who = person("2024-01-01");
        for (const [i, ask] of [...asks].sort((a, b) => a.on - b.on).entries()) {
          const date = addDays("2024-01-01", ask.on);
          const before = replayLedger({ versions: [p], person: who, events: accepted, asOf: date }).balance;
          const refusals = checkRequest(p, who, { from: date, days: ask.days, hasHalfDay: false, appliedOn: date, balanceBefore: before, hasDocument: true });
          if (refusals.length === 0) accepted.push({ kind: "taken", id: `t${i}`, date, days: ask.days });
        }
        const ledger = replayLedger({ versions: [p], person: who, events: accepted, asOf: "2026-06-30" });
        for (const e of ledger.entries) expect(e.balance).toBeGreaterThanOrEqual(-p.negativeLimit);
        expect(ledger.warnings).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it("a whole year's credits add up to the yearly quota, whatever it is and however it is split", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.constantFrom("monthly" as const, "quarterly" as const, "yearly" as const), (perYear, period) => {
        const p = policy({ accrual: { kind: "periodic", perYear, period, timing: "start", proration: { kind: "days" } } });
        const credits = accrualCredits([p], person("2025-01-01"), "2025-12-31");
        expect(credits.reduce((s, c) => s + c.amount, 0)).toBe(perYear);
      }),
    );
  });

  it("replaying twice gives the same answer", () => {
    fc.assert(
      fc.property(policyArb, joining, events, (p, join, list) => {
        const input = { versions: [p], person: person(join), events: list, asOf: "2026-12-31" };
        expect(replayLedger(input)).toEqual(replayLedger(input));
      }),
      { numRuns: 50 },
    );
  });
});

