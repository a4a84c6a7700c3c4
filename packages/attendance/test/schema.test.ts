// The exported schemas refuse bad input with one message per field, and apply the documented defaults.
import { describe, it, expect } from "vitest";
import { AttendanceInputError, PolicyVersionSchema, PunchSchema, ShiftSchema, policyInForce, processAttendance } from "../src/index.ts";
import { POLICY } from "./helpers.ts";

describe("schemas", () => {
  it("punch defaults and instants", () => {
    expect(PunchSchema.parse({ at: 1_781_000_000_000 })).toEqual({ at: 1_781_000_000_000, direction: "unknown", source: "device" });
    expect(PunchSchema.safeParse({ at: "2026-06-15 09:30" }).success).toBe(false); // no zone
    expect(PunchSchema.safeParse({ at: "2026-06-15T09:30:00+05:30", direction: "sideways" }).success).toBe(false);
  });

  it("shift defaults", () => {
    expect(ShiftSchema.parse({ start: "22:00", end: "06:00" })).toEqual({ start: "22:00", end: "06:00", startMarginMinutes: 120, endMarginMinutes: 120, breaks: null });
    expect(ShiftSchema.safeParse({ start: "24:00", end: "06:00" }).success).toBe(false);
  });

  it("policy defaults and checks", () => {
    const p = PolicyVersionSchema.parse({ effectiveFrom: "2026-04-01" });
    expect(p.breaks).toEqual({ fixed: [], flexiblePaid: false, paidCapMinutes: null });
    expect(p.overtime.enabled).toBe(false);
    expect(p.lateMarks).toBeNull();
    const bad = PolicyVersionSchema.safeParse({ effectiveFrom: "2026-04-01", halfDayMinMinutes: 500, fullDayMinMinutes: 400 });
    expect(bad.success).toBe(false);
  });

  it("processAttendance names every bad field", () => {
    try {
      processAttendance({ punches: [{ at: "nope" }], days: [{ date: "2026-02-30", shift: { start: "9:30", end: "18:30" } }], policy: [POLICY] });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AttendanceInputError);
      const paths = (e as AttendanceInputError).errors.map((x) => x.path);
      expect(paths).toEqual(expect.arrayContaining(["punches.0.at", "days.0.date", "days.0.shift.start"]));
    }
  });

  it("the policy version in force", () => {
    const vs = [PolicyVersionSchema.parse({ effectiveFrom: "2026-04-01" }), PolicyVersionSchema.parse({ effectiveFrom: "2026-07-01", graceInMinutes: 5 })];
    expect(policyInForce(vs, "2026-06-30").effectiveFrom).toBe("2026-04-01");
    expect(policyInForce(vs, "2026-07-01").effectiveFrom).toBe("2026-07-01");
    expect(() => policyInForce(vs, "2026-03-31")).toThrow("No attendance policy is in force on 2026-03-31");
  });
});
