// The attendance forms' numbers: an empty box says "required" (never a silent 0), text is refused in words,
// and the forms' defaults apply only when a field is left out.
import { describe, expect, it } from "vitest";
import { AttendanceSettingsSchema, ShiftInputSchema, wholeNumber } from "../src/attendance.ts";
import { fieldErrors } from "../src/fields.ts";

describe("whole numbers from forms", () => {
  const grace = wholeNumber("Grace", { min: 0, max: 240, words: "minutes" });
  it("reads numbers and numeric text", () => {
    expect(grace.parse(15)).toBe(15);
    expect(grace.parse(" 20 ")).toBe(20);
  });
  it.each([
    ["", "Grace is required"],
    ["  ", "Grace is required"],
    ["ten", "Grace must be a number of minutes"],
    [2.5, "Grace must be whole minutes"],
    [-1, "Grace cannot be negative"],
    [241, "Grace must be at most 240 minutes"],
    [null, "Grace is required"],
  ])("%j → %s", (input, message) => {
    const r = grace.safeParse(input);
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0]?.message).toBe(message);
  });
  it("an emptied settings box is an error by the field, a missing one takes the default", () => {
    const emptied = AttendanceSettingsSchema.safeParse({ effective_from: "2026-04-01", half_day_min_minutes: "" });
    expect(emptied.success).toBe(false);
    if (!emptied.success) expect(fieldErrors(emptied.error).half_day_min_minutes).toBe("Half day needs is required");
    const missing = AttendanceSettingsSchema.parse({ effective_from: "2026-04-01", late_marks_every_nth: "" });
    expect(missing.half_day_min_minutes).toBe(240);
    expect(missing.late_marks_every_nth).toBeNull();
    const shift = ShiftInputSchema.safeParse({ name: "General", code: "G", start: "09:30", end: "18:30", start_margin_minutes: "" });
    expect(shift.success).toBe(false);
  });
});
