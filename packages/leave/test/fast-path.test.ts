// The fast path (replayBalance, accrual without words) against the ledger in words, and the ledger against
// the reference replay it was rewritten from (test/reference: sorted items, lots re-sorted at every step):
// for random policies, people, events and days worked, the figures are the same to the hundredth of a day.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accrualCredits } from "../src/accrual.ts";
import { type LedgerInput, replayBalance, replayLedger } from "../src/ledger.ts";
import { versionOn } from "../src/policy.ts";
import { anyPerson, anyVersions, asOfDay, events, joining, policyArb, workedDays } from "./arbitraries.ts";
import { d, person, policy } from "./helpers.ts";
import { accrualCredits as referenceCredits } from "./reference/accrual.ts";
import { replayLedger as referenceLedger } from "./reference/ledger.ts";

const figures = (input: LedgerInput) => {
  const { balance, expiring, encashments, warnings } = replayLedger(input);
  return { balance, expiring, encashments, warnings };
};

describe("replayBalance: the ledger's figures without its words", () => {
  it("equals replayLedger's balance, expiring days, encashments and warnings (the properties' policies)", () => {
    fc.assert(
      fc.property(policyArb, joining, events, asOfDay, (p, join, list, asOf) => {
        const input = { versions: [p], person: person(join), events: list, asOf };
        expect(replayBalance(input)).toEqual(figures(input));
      }),
      { numRuns: 400 },
    );
  });

  it("equals them for any versions, joiners, leavers, days worked and events", () => {
    fc.assert(
      fc.property(anyVersions, anyPerson, events, workedDays, asOfDay, (versions, who, list, worked, asOf) => {
        const input = { versions, person: who, events: list, workedDays: worked, asOf };
        expect(replayBalance(input)).toEqual(figures(input));
      }),
      { numRuns: 400 },
    );
  });

  it("gives no entries, only the figures", () => {
    const r = replayBalance({ versions: [policy()], person: person("2026-01-01"), events: [{ kind: "taken", id: "a", date: "2026-02-02", days: d(1.5) }], asOf: "2026-03-01" });
    // 1 + 1 + 1 (Jan, Feb, Mar) − 1.5 = 1.5.
    expect(r).toEqual({ balance: d(1.5), expiring: [], encashments: [], warnings: [] });
  });

  it("a versions array changed in place is replayed as it now is, not as first sorted", () => {
    const versions = [policy()];
    const input = { versions, person: person("2026-01-01"), events: [], asOf: "2026-12-31" };
    expect(replayBalance(input).balance).toBe(d(12));
    // From 1 July, 24 a year: 6 × 1 + 6 × 2 = 18.
    versions.push(policy({ effectiveFrom: "2026-07-01", accrual: { kind: "periodic", perYear: d(24), period: "monthly", timing: "start", proration: { kind: "days" } } }));
    expect(replayBalance(input).balance).toBe(d(18));
    expect(versionOn(versions, "2026-07-01").accrual).toMatchObject({ perYear: d(24) });
    versions.splice(1, 1, policy({ effectiveFrom: "2026-10-01", accrual: { kind: "none" } }));
    // Nothing from October: 9.
    expect(replayBalance(input).balance).toBe(d(9));
    expect(() => replayBalance({ ...input, versions: [] })).toThrow("a leave policy needs at least one version");
  });
});

describe("the rewritten replay against the reference", () => {
  it("replayLedger gives the reference's ledger entry for entry", () => {
    fc.assert(
      fc.property(anyVersions, anyPerson, events, workedDays, asOfDay, (versions, who, list, worked, asOf) => {
        const input = { versions, person: who, events: list, workedDays: worked, asOf };
        expect(replayLedger(input)).toEqual(referenceLedger(input));
      }),
      { numRuns: 500 },
    );
  });

  it("accrual credits are the reference's, and without words the same with empty reasons", () => {
    fc.assert(
      fc.property(anyVersions, anyPerson, workedDays, asOfDay, (versions, who, worked, until) => {
        const credits = accrualCredits(versions, who, until, worked);
        expect(credits).toEqual(referenceCredits(versions, who, until, worked));
        expect(accrualCredits(versions, who, until, worked, { words: false })).toEqual(credits.map((c) => ({ ...c, reason: "" })));
      }),
      { numRuns: 500 },
    );
  });
});
