// Random inputs for the property tests: policies, people, events and days worked, over 2023–2027.
import { addDays } from "@vetan/shared/dates";
import fc from "fast-check";
import type { LeavePerson } from "../src/accrual.ts";
import type { LeaveEvent } from "../src/ledger.ts";
import type { Accrual, LeavePolicyVersion } from "../src/policy.ts";
import { person, policy } from "./helpers.ts";

export const START = "2024-01-01";
export const day = fc.integer({ min: 0, max: 3 * 365 }).map((n) => addDays(START, n));
export const amount = fc.integer({ min: 1, max: 8 }).map((n) => n * 50);

export const event: fc.Arbitrary<LeaveEvent> = fc.oneof(
  fc.record({ kind: fc.constant("taken" as const), date: day, days: amount, cancelAfter: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }) }).map(({ cancelAfter, ...e }) => ({
    ...e,
    id: "",
    cancelledOn: cancelAfter === null ? null : addDays(e.date, cancelAfter),
  })),
  fc.record({ kind: fc.constant("adjusted" as const), date: day, days: fc.integer({ min: -6, max: 6 }).map((n) => n * 50), reason: fc.constant("correction") }).map((e) => ({ ...e, id: "" })),
  fc.record({ kind: fc.constant("comp_off_earned" as const), date: day, days: fc.constantFrom(50, 100) }).map((e) => ({ ...e, id: "" })),
  fc.record({ kind: fc.constant("encashed" as const), date: day, days: amount }).map((e) => ({ ...e, id: "" })),
);
export const events = fc.array(event, { maxLength: 25 }).map((list) => list.map((e, i) => ({ ...e, id: `e${i}` }) as LeaveEvent));

export const policyArb: fc.Arbitrary<LeavePolicyVersion> = fc
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

export const joining = fc.integer({ min: 0, max: 400 }).map((n) => addDays("2023-10-01", n));

/** Any accrual: periodic with any pro-rating (by days, a cut-off day, none), on days worked, or none. */
const accrualArb: fc.Arbitrary<Accrual> = fc.oneof(
  { weight: 6, arbitrary: fc
    .record({
      perYear: fc.integer({ min: 0, max: 2400 }),
      period: fc.constantFrom("monthly" as const, "quarterly" as const, "yearly" as const),
      timing: fc.constantFrom("start" as const, "end" as const),
      proration: fc.oneof(fc.constant({ kind: "days" as const }), fc.constant({ kind: "none" as const }), fc.integer({ min: 1, max: 31 }).map((d) => ({ kind: "cutoff" as const, day: d }))),
    })
    .map((a) => ({ kind: "periodic" as const, ...a })) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("worked" as const), perDaysWorked: fc.integer({ min: 1, max: 25 }), credit: fc.constantFrom(50, 100, 150) }) },
  { weight: 1, arbitrary: fc.constant({ kind: "none" as const }) },
);

/** Any one version: every rule the replay reads, varied. */
export const anyVersion: fc.Arbitrary<LeavePolicyVersion> = fc
  .record({
    effectiveFrom: fc.integer({ min: 0, max: 4 * 365 }).map((n) => addDays("2023-01-01", n)),
    yearStart: fc.constantFrom("calendar" as const, "financial" as const),
    accrual: accrualArb,
    step: fc.constantFrom(1, 25, 50, 100),
    mode: fc.constantFrom("nearest" as const, "down" as const, "up" as const),
    cap: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: null }),
    expire: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
    encash: fc.integer({ min: 0, max: 1000 }),
    negative: fc.integer({ min: 0, max: 500 }),
    compOff: fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }),
    tracksBalance: fc.boolean(),
  })
  .map((p) =>
    policy({
      effectiveFrom: p.effectiveFrom,
      yearStart: p.yearStart,
      accrual: p.accrual,
      rounding: { step: p.step, mode: p.mode },
      yearEnd: { carryForwardCap: p.cap, carriedExpireAfterDays: p.expire, encashCap: p.encash },
      negativeLimit: p.negative,
      compOffExpiresAfterDays: p.compOff,
      tracksBalance: p.tracksBalance,
    }),
  );

/** One to three versions of a policy, in any order (the replay sorts them by effective date). */
export const anyVersions = fc.array(anyVersion, { minLength: 1, maxLength: 3 });

/** A person who joined in 2023–2024 and may have left by 2027. */
export const anyPerson: fc.Arbitrary<LeavePerson> = fc
  .record({ join: fc.integer({ min: 0, max: 700 }), stay: fc.option(fc.integer({ min: 0, max: 1200 }), { nil: null }) })
  .map(({ join, stay }) => person(addDays("2023-03-01", join), stay === null ? null : addDays("2023-03-01", join + stay)));

/** Days worked, in any order, repeats and all. */
export const workedDays = fc.array(day, { maxLength: 80 });

/** Any day from 2023 to mid-2027, to replay as of. */
export const asOfDay = fc.integer({ min: 0, max: 1640 }).map((n) => addDays("2023-01-01", n));
