// The README's worked example must be what the engine really computes.
import { describe, it, expect } from "vitest";
import { day, punch } from "./helpers.ts";

describe("README worked example", () => {
  it("late, present, 90 min overtime", () => {
    const D = "2026-06-15";
    const d = day([punch(D, "09:47:20", "in"), punch(D, "09:47", "in"), punch(D, "20:07", "out")]);
    expect(d.punches.map((p) => p.at)).toEqual(["2026-06-15T04:17:00.000Z", "2026-06-15T14:37:00.000Z"]);
    expect(d.workedMinutes).toBe(560);
    expect(d.breakMinutes).toBe(60);
    expect(d.status).toBe("present");
    expect(d.lateByMinutes).toBe(17);
    expect(d.overtimeMinutes).toBe(90);
    expect(d.overtimeNeedsApproval).toBe(true);
    expect(d.reasons).toEqual([
      "In 09:47, out 20:07: 10 h 20 min between; break 1 h (1 h in the fixed break; 0 min paid); worked 9 h 20 min",
      "Present: payable 9 h 20 min meets the full-day minimum of 7 h",
      "Late by 17 min: came in at 09:47, shift starts 09:30 with 15 min grace",
      "Overtime 1 h 30 min: 1 h 37 min at work after the shift end 18:30, rounded down to a multiple of 15 min; needs approval",
    ]);
  });
});
