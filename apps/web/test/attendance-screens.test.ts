// The plain logic behind the attendance screens: how minutes and instants read, the weeks a cycle's
// calendar draws (Monday first, a 26th-to-25th cycle across two months), moving a month, a day's words for
// a screen reader, the muster's filter in the address, a rotation in words, and the device key's curl.
import type { DayView } from "@vetan/shared/attendance";
import { describe, expect, it } from "vitest";
import { calendarWeeks, clockOf, clockOn, codeLabel, cycleSpan, minutesText, monthLabel, shiftMonth } from "../app/features/attendance/attendance-format.ts";
import { curlExample } from "../app/features/attendance/devices-tab.tsx";
import { dayWords } from "../app/features/attendance/month-calendar.tsx";
import { musterFilterOf, musterQuery } from "../app/features/attendance/muster.ts";
import { rotationWords } from "../app/features/attendance/rosters-tab.tsx";

const day = (over: Partial<DayView>): DayView => ({
  day: "2026-11-24",
  status: "present",
  code: "P",
  shift: "G",
  first_in: "2026-11-24T04:02:00.000Z",
  last_out: "2026-11-24T13:10:00.000Z",
  worked_minutes: 488,
  break_minutes: 60,
  late_by_minutes: 2,
  early_by_minutes: 0,
  late_mark: false,
  overtime_minutes: 0,
  missing_punch: null,
  reasons: [],
  penalty_half_days: 0,
  ...over,
});

describe("attendance words", () => {
  it("writes minutes as hours and minutes", () => {
    expect(minutesText(0)).toBe("0 min");
    expect(minutesText(45)).toBe("45 min");
    expect(minutesText(480)).toBe("8 h");
    expect(minutesText(488)).toBe("8 h 8 min");
  });

  it("reads instants on India's clock, with the date when the out falls on the next day", () => {
    expect(clockOf("2026-11-24T04:02:00.000Z")).toBe("09:32");
    expect(clockOn("2026-11-24T16:30:00.000Z", "2026-11-24")).toBe("22:00");
    expect(clockOn("2026-11-25T00:32:00.000Z", "2026-11-24")).toBe("06:02 (25 Nov)");
  });

  it("names codes and months", () => {
    expect(codeLabel("P")).toBe("Present");
    expect(codeLabel("WFH")).toBe("Work from home");
    expect(codeLabel("??")).toBe("??");
    expect(monthLabel("2026-11")).toBe("November 2026");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
  });

  it("says a cycle's span only when it is not the calendar month", () => {
    expect(cycleSpan("2026-11-01", "2026-11-30")).toBeNull();
    expect(cycleSpan("2026-10-26", "2026-11-25")).toBe("26 Oct – 25 Nov 2026");
  });

  it("tells a screen reader the day, its status and times", () => {
    expect(dayWords("2026-11-24", day({ late_mark: true }), "2026-11-25")).toBe("Tuesday, 24 November 2026, Present, in 09:32, out 18:40, late mark");
    expect(dayWords("2026-11-25", undefined, "2026-11-25")).toBe("Wednesday, 25 November 2026, today, no status yet");
    expect(dayWords("2026-11-28", undefined, "2026-11-25")).toBe("Saturday, 28 November 2026, still to come");
  });
});

describe("the calendar's weeks", () => {
  it("runs Monday to Sunday, the cycle's days in it and the rest only filling its weeks", () => {
    const weeks = calendarWeeks("2026-11-01", "2026-11-30");
    // 1 November 2026 is a Sunday: the first week is six days of October and the 1st.
    expect(weeks[0]?.map((c) => c.inCycle)).toEqual([false, false, false, false, false, false, true]);
    expect(weeks[0]?.[0]?.day).toBe("2026-10-26");
    expect(weeks.at(-1)?.[0]).toEqual({ day: "2026-11-30", inCycle: true });
    expect(weeks.flat().filter((c) => c.inCycle)).toHaveLength(30);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it("spans two months for a cycle from the 26th", () => {
    const days = calendarWeeks("2026-10-26", "2026-11-25").flat().filter((c) => c.inCycle);
    expect(days[0]?.day).toBe("2026-10-26");
    expect(days.at(-1)?.day).toBe("2026-11-25");
    expect(days).toHaveLength(31);
  });
});

describe("the muster's filter", () => {
  it("keeps what is set, drops a month the API would refuse", () => {
    const f = musterFilterOf(new URLSearchParams("month=2026-13&workspace_id=w1&q= Meera "));
    expect(f).toEqual({ month: "", workspace_id: "w1", department_id: "", q: "Meera" });
    expect(musterQuery({ ...f, month: "2026-11" }).toString()).toBe("month=2026-11&workspace_id=w1&q=Meera");
  });
});

describe("rosters and device keys", () => {
  it("reads a rotation back in words", () => {
    expect(rotationWords(["G"], 7)).toBe("G every day");
    expect(rotationWords(["G", "N", "Off"], 7)).toBe("G for 7 days, then N for 7 days, then Off for 7 days, then round again");
    expect(rotationWords(["G", "Off"], 1)).toBe("G for 1 day, then Off for 1 day, then round again");
    // Steps of the same shift read as one run.
    expect(rotationWords(["M", "M", "M", "Off", "N", "N", "N", "Off"], 1)).toBe("M for 3 days, then Off for 1 day, then N for 3 days, then Off for 1 day, then round again");
  });

  it("gives a device's integrator a curl that sends one punch with the key", () => {
    const curl = curlExample("https://hr.example.in", { keyid: "vk_1", keysecret: "s3cret" }, "EMP0003", "2026-11-24T09:02:00+05:30");
    expect(curl).toContain("curl -u 'vk_1:s3cret'");
    expect(curl).toContain('"employee_code":"EMP0003"');
    expect(curl).toContain("https://hr.example.in/api/v1/attendance/device-punches");
  });
});
