// Properties of the replay: the same events in any order give the same ledger; the balance as of any day
// is what the full ledger said on that day; requests that passed the checks never take a balance below the
// policy's limit; and a year's whole-period credits add up to the quota.
import { addDays } from "@vetan/shared/dates";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accrualCredits } from "../src/accrual.ts";
import { checkRequest } from "../src/check.ts";
import { type LeaveEvent, replayLedger } from "../src/ledger.ts";
import { amount, day, events, joining, policyArb } from "./arbitraries.ts";
import { person, policy } from "./helpers.ts";

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

