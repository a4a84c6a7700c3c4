// Properties that must hold for any punches, checked over generated inputs (fast-check): a week of
// mixed general, night, morning and evening shifts, weekly offs, and punches anywhere in it with any
// direction, duplicated and shuffled.
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { processAttendance, type AttendanceResult, type PunchInput } from "../src/index.ts";
import { POLICY, GENERAL, NIGHT, MORNING, EVENING } from "./helpers.ts";

const DATES = ["2026-06-15", "2026-06-16", "2026-06-17", "2026-06-18", "2026-06-19"];
const SHIFTS = [GENERAL, NIGHT, MORNING, EVENING, null];
/** 14 June 18:30 IST to 21 June 06:00 IST, in ms. */
const FROM = Date.parse("2026-06-14T13:00:00Z");
const TO = Date.parse("2026-06-21T00:30:00Z");

const planArb = fc.tuple(...DATES.map(() => fc.record({ shift: fc.constantFrom(...SHIFTS), dayType: fc.constantFrom("working", "working", "working", "weekly_off", "holiday") })));

const punchArb: fc.Arbitrary<PunchInput> = fc.record({
  at: fc.integer({ min: FROM, max: TO }).chain((ms) => fc.constantFrom<number | string>(ms, new Date(ms).toISOString())),
  direction: fc.constantFrom("in", "out", "unknown"),
  source: fc.constantFrom("device-1", "web"),
}) as fc.Arbitrary<PunchInput>;

/** Punches that cluster near shift edges, where the rules bite. */
const edgeArb: fc.Arbitrary<PunchInput> = fc
  .record({
    day: fc.integer({ min: 0, max: 5 }),
    clock: fc.constantFrom(6 * 60, 9 * 60 + 30, 14 * 60, 18 * 60 + 30, 22 * 60),
    offset: fc.integer({ min: -150 * 60_000, max: 150 * 60_000 }),
    direction: fc.constantFrom("in", "out", "unknown"),
  })
  .map(({ day, clock, offset, direction }) => ({
    at: Date.parse(`2026-06-15T00:00:00+05:30`) + day * 86_400_000 + clock * 60_000 + offset,
    direction: direction as "in" | "out" | "unknown",
    source: "device-1",
  }));

const inputArb = fc.record({
  plans: planArb,
  punches: fc.array(fc.oneof(punchArb, edgeArb, edgeArb), { maxLength: 40 }),
});

function build(plans: { shift: (typeof SHIFTS)[number]; dayType: string }[], punches: PunchInput[]) {
  return {
    punches,
    days: plans.map((p, i) => ({ date: DATES[i]!, shift: p.shift, dayType: p.dayType })),
    policy: [POLICY, { ...POLICY, effectiveFrom: "2026-06-17", graceInMinutes: 5, breaks: { fixed: [], flexiblePaid: true, paidCapMinutes: 30 } }],
  };
}

/** Every punch the result reports, as input again. */
function outputPunches(r: AttendanceResult): PunchInput[] {
  return [...r.days.flatMap((d) => d.punches), ...r.unassigned].map((p) => ({ at: p.at, direction: p.direction, source: p.source }));
}

const RUNS = { numRuns: 300 };

describe("properties", () => {
  it("(1) punch order does not change the result", () => {
    fc.assert(
      fc.property(inputArb, fc.infiniteStream(fc.nat()), ({ plans, punches }, seeds) => {
        const shuffled = [...punches];
        for (let i = shuffled.length - 1; i > 0; i--) {
          const j = seeds.next().value % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
        }
        expect(processAttendance(build(plans, shuffled))).toEqual(processAttendance(build(plans, punches)));
      }),
      RUNS,
    );
  });

  it("(2) processing the output's normalised punches again gives the same result", () => {
    fc.assert(
      fc.property(inputArb, ({ plans, punches }) => {
        const once = processAttendance(build(plans, punches));
        const twice = processAttendance(build(plans, outputPunches(once)));
        expect(twice).toEqual(once);
      }),
      RUNS,
    );
  });

  it("(3) worked + break minutes never exceed the time between first and last punch", () => {
    fc.assert(
      fc.property(inputArb, ({ plans, punches }) => {
        for (const d of processAttendance(build(plans, punches)).days) {
          expect(d.workedMinutes).toBeGreaterThanOrEqual(0);
          expect(d.breakMinutes).toBeGreaterThanOrEqual(0);
          expect(d.paidBreakMinutes).toBeLessThanOrEqual(d.breakMinutes);
          expect(d.overtimeMinutes % 15).toBe(0);
          if (d.firstIn === null || d.lastOut === null) {
            expect(d.workedMinutes + d.breakMinutes).toBe(0);
            continue;
          }
          const span = Math.floor(Date.parse(d.lastOut) / 60_000) - Math.floor(Date.parse(d.firstIn) / 60_000);
          expect(d.workedMinutes + d.breakMinutes).toBeLessThanOrEqual(span);
          expect(d.overtimeMinutes).toBeLessThanOrEqual(d.workedMinutes + d.breakMinutes);
          // a single punch is never a present day
          if (d.punches.length === 1) expect(d.firstHalf === "present" || d.secondHalf === "present").toBe(false);
        }
      }),
      RUNS,
    );
  });

  it("(4) adding a duplicate punch changes nothing", () => {
    fc.assert(
      fc.property(inputArb, fc.nat(), fc.integer({ min: 0, max: 60_000 }), ({ plans, punches }, pick, delta) => {
        const base = processAttendance(build(plans, punches));
        const kept = outputPunches(base);
        fc.pre(kept.length > 0);
        const p = kept[pick % kept.length]!;
        // the same punch again, and the same direction up to 60 s later from the same source
        const again = { ...p };
        const later = { ...p, at: Date.parse(String(p.at)) + delta };
        expect(processAttendance(build(plans, [...punches, again]))).toEqual(base);
        expect(processAttendance(build(plans, [later, ...punches]))).toEqual(base);
      }),
      RUNS,
    );
  });

  it("(5) a night shift's punches after midnight count for the day the shift started", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: -120, max: 60 }), // in: 20:00 to 23:00
        fc.integer({ min: 1, max: 8 * 60 - 1 }), // out: 00:01 to 07:59 the next day
        fc.boolean(),
        (i, inOffset, outAfterMidnight, withDirections) => {
          const date = DATES[i]!;
          const start = Date.parse(`${date}T22:00:00+05:30`);
          const midnight = start + 2 * 3_600_000;
          const inAt = start + inOffset * 60_000;
          const outAt = midnight + outAfterMidnight * 60_000;
          const r = processAttendance({
            punches: [
              { at: outAt, direction: withDirections ? "out" : "unknown" },
              { at: inAt, direction: withDirections ? "in" : "unknown" },
            ],
            days: DATES.map((d) => ({ date: d, shift: NIGHT })),
            policy: [POLICY],
          });
          const day = r.days.find((d) => d.date === date)!;
          expect(day.punches.map((p) => p.ms)).toEqual([inAt, outAt]);
          expect(day.workedMinutes).toBe((outAt - inAt) / 60_000);
          expect(r.unassigned).toEqual([]);
          for (const other of r.days) if (other.date !== date) expect(other.punches).toEqual([]);
        },
      ),
      RUNS,
    );
  });
});
