// Hand-worked days. The general shift is 09:30–18:30 (IST) with 15 min grace in, 10 min grace out, an
// unpaid lunch 13:00–14:00, half day from 4 h payable, full day from 7 h (test/helpers.ts). Each case
// writes the working beside the expectation.
import { describe, it, expect } from "vitest";
import { applyLateMarkRule, summariseMonth } from "../src/index.ts";
import { day, run, punch, POLICY, NIGHT, MORNING, EVENING, GENERAL } from "./helpers.ts";

const D = "2026-06-15";
const D1 = "2026-06-16";
const D2 = "2026-06-17";

describe("general shift 09:30–18:30, grace 15", () => {
  it("on time: 09:25 to 18:35", () => {
    const d = day([punch(D, "09:25", "in"), punch(D, "18:35", "out")]);
    // 09:25 → 18:35 = 9 h 10 min = 550 min; the 13:00–14:00 lunch is break: 550 − 60 = 490 worked.
    expect(d.status).toBe("present");
    expect(d.firstInClock).toBe("09:25");
    expect(d.lastOutClock).toBe("18:35");
    expect(d.workedMinutes).toBe(490);
    expect(d.breakMinutes).toBe(60);
    expect(d.paidBreakMinutes).toBe(0);
    expect(d.payableMinutes).toBe(490); // ≥ 420 full-day minimum
    expect(d.lateByMinutes).toBe(0); // came before 09:30
    expect(d.earlyByMinutes).toBe(0); // left after 18:30
    expect(d.overtimeMinutes).toBe(0); // 5 min after 18:30 is below the 30 min minimum
    expect(d.reasons).toContain("No overtime: 5 min at work after the shift end 18:30 is below the 30 min minimum");
    expect([d.firstHalf, d.secondHalf]).toEqual(["present", "present"]);
  });

  it("late: in at 09:47", () => {
    const d = day([punch(D, "09:47", "in"), punch(D, "18:30", "out")]);
    // 09:47 − 09:30 = 17 min > 15 min grace → a late mark of 17 min. Worked 523 − 60 = 463 ≥ 420.
    expect(d.status).toBe("present");
    expect(d.lateByMinutes).toBe(17);
    expect(d.lateMark).toBe(true);
    expect(d.workedMinutes).toBe(463);
    expect(d.reasons).toContain("Late by 17 min: came in at 09:47, shift starts 09:30 with 15 min grace");
  });

  it("within grace: in at 09:44 is not late", () => {
    const d = day([punch(D, "09:44:59", "in"), punch(D, "18:30", "out")]);
    // seconds are dropped: 09:44 − 09:30 = 14 min ≤ 15 → no mark.
    expect(d.lateMark).toBe(false);
    expect(d.lateByMinutes).toBe(0);
    expect(d.reasons).toContain("In at 09:44, within the 15 min grace after the 09:30 start");
  });

  it("early leave: out at 17:45", () => {
    const d = day([punch(D, "09:30", "in"), punch(D, "17:45", "out")]);
    // 18:30 − 17:45 = 45 min > 10 min grace out. Worked 495 − 60 = 435 ≥ 420 → still present.
    expect(d.status).toBe("present");
    expect(d.earlyByMinutes).toBe(45);
    expect(d.earlyMark).toBe(true);
    expect(d.workedMinutes).toBe(435);
    expect(d.reasons).toContain("Left early by 45 min: out at 17:45, shift ends 18:30 with 10 min grace");
  });

  it("missing out: a single in punch is never a present day", () => {
    const d = day([punch(D, "09:31", "in")]);
    expect(d.status).toBe("missing_out");
    expect(d.missingPunch).toBe("out");
    expect(d.firstInClock).toBe("09:31");
    expect(d.lastOut).toBeNull();
    expect(d.workedMinutes).toBe(0);
    expect([d.firstHalf, d.secondHalf]).toEqual(["absent", "absent"]); // until regularised
    expect(d.reasons[0]).toBe("Missing out: in at 09:31 with no out; regularise the day to count it");
  });

  it("missing in: a single out punch", () => {
    const d = day([punch(D, "18:32", "out")]);
    expect(d.status).toBe("missing_in");
    expect(d.lastOutClock).toBe("18:32");
  });

  it("half day: 09:30 to 14:30", () => {
    const d = day([punch(D, "09:30", "in"), punch(D, "14:30", "out")]);
    // 5 h = 300 min − 60 lunch = 240 worked: ≥ 240 half-day minimum, < 420 full day.
    expect(d.status).toBe("half_day");
    expect(d.workedMinutes).toBe(240);
    expect([d.firstHalf, d.secondHalf]).toEqual(["present", "absent"]); // came in before the 14:00 midpoint
    expect(d.earlyByMinutes).toBe(240); // 18:30 − 14:30
  });

  it("absent: no punches", () => {
    const d = day([]);
    expect(d.status).toBe("absent");
    expect(d.reasons).toEqual(["Absent: no punches"]);
  });

  it("a flexible break: out 13:10 to in 13:40 inside the lunch window is not counted twice", () => {
    const d = day([punch(D, "09:30", "in"), punch(D, "13:10", "out"), punch(D, "13:40", "in"), punch(D, "18:30", "out")]);
    // span 540; gap 30 (13:10–13:40); at work inside 13:00–14:00: 13:00–13:10 and 13:40–14:00 = 30.
    // break = 30 + 30 = 60; worked = 510 − 30 = 480; worked + break = 540 = span.
    expect(d.breakMinutes).toBe(60);
    expect(d.workedMinutes).toBe(480);
  });

  it("duplicates and out of order give the clean answer", () => {
    const clean = day([punch(D, "09:47", "in"), punch(D, "18:30", "out")]);
    const messy = day([
      punch(D, "18:30:40", "out"),
      punch(D, "09:47:20", "in"),
      punch(D, "18:30", "out"),
      punch(D, "09:47", "in"),
      punch(D, "09:47:59", "in"),
    ]);
    expect({ ...messy, punches: [] }).toEqual({ ...clean, punches: [] });
    expect(messy.punches.map((p) => p.at)).toEqual(["2026-06-15T04:17:00.000Z", "2026-06-15T13:00:00.000Z"]);
  });

  it("unknown directions alternate from the first punch", () => {
    const d = day([punch(D, "09:30"), punch(D, "13:00"), punch(D, "14:00"), punch(D, "18:30")]);
    expect(d.punches.map((p) => p.resolved)).toEqual(["in", "out", "in", "out"]);
    expect(d.workedMinutes).toBe(480); // 210 + 270
    expect(d.breakMinutes).toBe(60);
  });

  it("a punch outside every window is reported as unassigned", () => {
    // window is 07:30 (09:30 − 120) to 20:30 (18:30 + 120)
    const r = run([{}], [punch(D, "09:30", "in"), punch(D, "18:30", "out"), punch(D, "23:10", "out")]);
    expect(r.unassigned.map((p) => p.at)).toEqual(["2026-06-15T17:40:00.000Z"]);
    expect(r.days[0]!.status).toBe("present");
  });
});

describe("night shift 22:00–06:00", () => {
  it("punches after midnight count for the day the shift started", () => {
    const r = run(
      [
        { date: D, shift: NIGHT },
        { date: D1, shift: NIGHT },
      ],
      [punch(D, "21:55", "in"), punch(D1, "06:10", "out")],
    );
    const [d, next] = r.days;
    // 21:55 on the 15th → 06:10 on the 16th = 8 h 15 min = 495 min; the 13:00 lunch is not in this shift.
    expect(d!.date).toBe(D);
    expect(d!.status).toBe("present");
    expect(d!.workedMinutes).toBe(495);
    expect(d!.lastOutClock).toBe("06:10 (next day, 2026-06-16)");
    expect(d!.overtimeMinutes).toBe(0); // 10 min after 06:00 < 30 min minimum
    expect(next!.status).toBe("absent");
    expect(next!.punches).toEqual([]);
  });

  it("late on a night shift", () => {
    const d = day([punch(D, "22:20", "in"), punch(D1, "06:00", "out")], { shift: NIGHT });
    expect(d.lateByMinutes).toBe(20);
    expect(d.workedMinutes).toBe(460);
  });
});

describe("shift changes between days", () => {
  it("06:00–14:00 then 14:00–22:00 on the next day", () => {
    const r = run(
      [
        { date: D, shift: MORNING },
        { date: D1, shift: EVENING },
      ],
      [punch(D, "05:55"), punch(D, "14:05"), punch(D1, "13:58"), punch(D1, "22:02")],
    );
    const [a, b] = r.days;
    // Morning: 05:55 → 14:05 = 490, less the 13:00–14:00 lunch = 430. Evening: 13:58 → 22:02 = 484; a
    // fixed break belongs to the shift at or after its start, so 13:00 is not in a 14:00 shift: 484.
    expect(a!.status).toBe("present");
    expect(a!.workedMinutes).toBe(430);
    expect(b!.status).toBe("present");
    expect(b!.workedMinutes).toBe(484);
    expect(b!.lateMark).toBe(false);
  });

  it("an evening shift then the next morning's 06:00 shift with wide margins", () => {
    // Margins of 8 h make the windows overlap: the 15th's 14:00–22:00 runs to 06:00 on the 16th, the
    // 16th's 06:00–14:00 starts at 22:00 on the 15th. An out at 22:40 is 40 min from the evening end and
    // 7 h 20 min from the morning end: evening. An in at 05:50 is 10 min from the morning start and 15 h
    // 50 min from the evening start: morning.
    const wide = { startMarginMinutes: 480, endMarginMinutes: 480 };
    const r = run(
      [
        { date: D, shift: { ...EVENING, ...wide } },
        { date: D1, shift: { ...MORNING, ...wide } },
      ],
      [punch(D, "14:00", "in"), punch(D, "22:40", "out"), punch(D1, "05:50", "in"), punch(D1, "14:00", "out")],
    );
    expect(r.days[0]!.lastOutClock).toBe("22:40");
    expect(r.days[0]!.overtimeMinutes).toBe(30); // 40 min after 22:00 → rounded down to 30
    expect(r.days[1]!.firstInClock).toBe("05:50");
  });

  it("a night shift then an early 06:00 shift the next morning", () => {
    // Windows: night [20:00 15th, 08:00 16th], morning [04:00 16th, 16:00 16th]; both hold 04:00–08:00.
    // Out 06:03: 3 min from the night end, 477 min from the morning end → night.
    // In 05:57: 477 min from the night start (22:00), 3 min from the morning start → morning.
    const r = run(
      [
        { date: D, shift: NIGHT },
        { date: D1, shift: MORNING },
      ],
      [punch(D, "21:58", "in"), punch(D1, "06:03", "out"), punch(D1, "05:57", "in"), punch(D1, "14:02", "out")],
    );
    const [night, morning] = r.days;
    expect(night!.firstInClock).toBe("21:58");
    expect(night!.lastOutClock).toBe("06:03 (next day, 2026-06-16)");
    expect(night!.workedMinutes).toBe(485); // 21:58 → 06:03
    expect(morning!.firstInClock).toBe("05:57");
    expect(morning!.lastOutClock).toBe("14:02");
    expect(morning!.workedMinutes).toBe(425); // 485 − 60 lunch
    expect(r.unassigned).toEqual([]);
  });
});

describe("overtime", () => {
  it("rounded down to 15 min steps above a 30 min minimum", () => {
    const d = day([punch(D, "09:30", "in"), punch(D, "20:07", "out")]);
    // 18:30 → 20:07 = 97 min; ≥ 30; ⌊97 / 15⌋ × 15 = 90.
    expect(d.overtimeMinutes).toBe(90);
    expect(d.overtimeNeedsApproval).toBe(true);
    expect(d.reasons).toContain("Overtime 1 h 30 min: 1 h 37 min at work after the shift end 18:30, rounded down to a multiple of 15 min; needs approval");
  });

  it("below the minimum is none", () => {
    const d = day([punch(D, "09:30", "in"), punch(D, "18:55", "out")]);
    expect(d.overtimeMinutes).toBe(0); // 25 < 30
  });

  it("early arrival counts when the policy says so", () => {
    const policy = { ...POLICY, overtime: { ...POLICY.overtime, countEarlyArrival: true, requiresApproval: false } };
    const d = day([punch(D, "08:40", "in"), punch(D, "19:00", "out")], {}, [policy]);
    // before 09:30: 50; after 18:30: 30; 80 → 75.
    expect(d.overtimeMinutes).toBe(75);
    expect(d.overtimeNeedsApproval).toBe(false);
  });

  it("early arrival is not overtime by default", () => {
    const d = day([punch(D, "08:40", "in"), punch(D, "19:00", "out")]);
    expect(d.overtimeMinutes).toBe(30);
  });
});

describe("breaks", () => {
  it("flexible paid breaks up to a cap", () => {
    const policy = { ...POLICY, breaks: { fixed: [], flexiblePaid: true, paidCapMinutes: 30 } };
    const d = day([punch(D, "09:30", "in"), punch(D, "11:00", "out"), punch(D, "11:20", "in"), punch(D, "13:00", "out"), punch(D, "13:45", "in"), punch(D, "18:30", "out")], {}, [policy]);
    // gaps 20 + 45 = 65 break; paid min(65, 30) = 30; worked 540 − 65 = 475; payable 505.
    expect(d.breakMinutes).toBe(65);
    expect(d.paidBreakMinutes).toBe(30);
    expect(d.workedMinutes).toBe(475);
    expect(d.payableMinutes).toBe(505);
  });

  it("a paid fixed break counts towards payable minutes", () => {
    const policy = { ...POLICY, fullDayMinMinutes: 480, breaks: { fixed: [{ start: "13:00", end: "13:30", paid: true }] } };
    const d = day([punch(D, "10:00", "in"), punch(D, "18:30", "out")], {}, [policy]);
    // 510 span; 30 in the paid window: worked 480, paid break 30, payable 510 ≥ 480.
    expect(d.workedMinutes).toBe(480);
    expect(d.paidBreakMinutes).toBe(30);
    expect(d.status).toBe("present");
  });
});

describe("late marks over a cycle", () => {
  it("the third late mark costs half a day", () => {
    const r = run(
      [{ date: D }, { date: D1 }, { date: D2 }, { date: "2026-06-18" }],
      [
        punch(D, "09:50", "in"), punch(D, "18:30", "out"), // late 20
        punch(D1, "09:46", "in"), punch(D1, "18:30", "out"), // late 16
        punch(D2, "09:30", "in"), punch(D2, "18:30", "out"), // on time
        punch("2026-06-18", "10:00", "in"), punch("2026-06-18", "18:30", "out"), // late 30: the 3rd
      ],
    );
    const { days, penalties, lateMarks } = applyLateMarkRule(r.days, { everyNth: 3, penaltyHalfDays: 1 });
    expect(lateMarks).toBe(3);
    expect(penalties).toHaveLength(1);
    expect(penalties[0]!.date).toBe("2026-06-18");
    expect(penalties[0]!.reason).toBe(
      "3rd late mark this cycle (earlier: 2026-06-15, 2026-06-16): every 3rd late mark costs half a day, so half a day is deducted",
    );
    expect(days[3]!.lateMarkPenaltyHalfDays).toBe(1);
    expect(r.days[3]!.lateMarkPenaltyHalfDays).toBe(0); // input untouched
    const s = summariseMonth(days);
    expect(s.lossOfPayHalfDays).toBe(1);
    expect(s.halfDays.present).toBe(8);
    expect(s.lateMarks).toBe(3);
  });
});

describe("weekly offs, holidays and leave", () => {
  it("a weekly off worked: the day stays off and all work is overtime", () => {
    const d = day([punch("2026-06-21", "10:00", "in"), punch("2026-06-21", "15:10", "out")], { date: "2026-06-21", dayType: "weekly_off" });
    // 10:00 → 15:10 = 310, less 13:00–14:00 = 250 worked; all overtime: ⌊250 / 15⌋ × 15 = 240.
    expect(d.status).toBe("weekly_off");
    expect(d.workedOnOff).toBe(true);
    expect(d.workedMinutes).toBe(250);
    expect(d.overtimeMinutes).toBe(240);
    expect(d.lateMark).toBe(false);
    expect(d.reasons).toContain("Overtime 4 h: 4 h 10 min worked on a weekly off, rounded down to a multiple of 15 min; needs approval");
  });

  it("a weekly off with no shift still collects the day's punches", () => {
    const d = day([punch("2026-06-21", "10:00", "in"), punch("2026-06-21", "12:00", "out")], { date: "2026-06-21", dayType: "weekly_off", shift: null });
    expect(d.workedMinutes).toBe(120);
    expect(d.overtimeMinutes).toBe(120);
  });

  it("a holiday", () => {
    const d = day([], { date: "2026-08-15", dayType: "holiday", holidayName: "Independence Day" });
    expect(d.status).toBe("holiday");
    expect([d.firstHalf, d.secondHalf]).toEqual(["holiday", "holiday"]);
    expect(d.reasons).toEqual(["Holiday: Independence Day"]);
  });

  it("half-day leave (first half) with punches for the second half", () => {
    const d = day([punch(D, "14:00", "in"), punch(D, "18:30", "out")], { leave: { portion: "first_half", label: "CL" } });
    // 14:00 → 18:30 = 270 ≥ 240 half-day minimum → second half present; no late mark with the first half on leave.
    expect(d.status).toBe("present");
    expect([d.firstHalf, d.secondHalf]).toEqual(["leave", "present"]);
    expect(d.lateMark).toBe(false);
    expect(d.reasons).toContain("Approved leave (CL), first half");
  });

  it("half-day leave with too little work for the other half", () => {
    const d = day([punch(D, "15:30", "in"), punch(D, "18:30", "out")], { leave: { portion: "first_half" } });
    // 180 < 240 → the second half is absent.
    expect(d.status).toBe("half_day");
    expect([d.firstHalf, d.secondHalf]).toEqual(["leave", "absent"]);
  });

  it("full-day leave wins over punches", () => {
    const d = day([punch(D, "09:30", "in"), punch(D, "18:30", "out")], { leave: { portion: "full" } });
    expect(d.status).toBe("leave");
    expect(d.workedMinutes).toBe(480); // still reported
    expect(d.reasons).toContain("Punches do not change the day: the approved request covers it");
  });

  it("on duty and WFH", () => {
    expect(day([], { onDuty: { portion: "full", label: "Client visit" } }).status).toBe("on_duty");
    expect(day([], { wfh: { portion: "full" } }).status).toBe("wfh");
    // 09:30 → 14:30 = 300 − 60 lunch = 240 ≥ 240: the first half is present.
    const d = day([punch(D, "09:30", "in"), punch(D, "14:30", "out")], { wfh: { portion: "second_half" } });
    expect([d.firstHalf, d.secondHalf]).toEqual(["present", "wfh"]);
    expect(d.status).toBe("present");
    expect(d.earlyMark).toBe(false); // the second half is WFH
    // 09:30 → 13:45 = 255 − 45 in the lunch window = 210 < 240: the first half is absent.
    const short = day([punch(D, "09:30", "in"), punch(D, "13:45", "out")], { wfh: { portion: "second_half" } });
    expect([short.firstHalf, short.secondHalf]).toEqual(["absent", "wfh"]);
    expect(short.status).toBe("half_day");
  });

  it("a holiday takes precedence over leave on it", () => {
    const d = day([], { dayType: "holiday", leave: { portion: "full" } });
    expect(d.status).toBe("holiday");
  });
});

describe("dated policy", () => {
  it("the version in force on the day applies", () => {
    const later = { ...POLICY, effectiveFrom: "2026-06-16", graceInMinutes: 5 };
    const r = run([{ date: D }, { date: D1 }], [punch(D, "09:40", "in"), punch(D, "18:30", "out"), punch(D1, "09:40", "in"), punch(D1, "18:30", "out")], [POLICY, later]);
    expect(r.days[0]!.lateMark).toBe(false); // 10 ≤ 15
    expect(r.days[1]!.lateMark).toBe(true); // 10 > 5
    expect(r.days[1]!.policyEffectiveFrom).toBe("2026-06-16");
  });
});

describe("a shift's own breaks", () => {
  it("a night shift's break at 02:00 replaces the policy's lunch", () => {
    const night = { ...NIGHT, breaks: [{ start: "02:00", end: "02:30", paid: false }] };
    const d = day([punch(D, "21:55", "in"), punch(D1, "06:05", "out")], { shift: night });
    // 21:55 to 06:05 is 490 minutes; the 02:00–02:30 window falls after midnight, in this shift: worked
    // 460, break 30. The policy's 13:00–14:00 lunch is not this shift's.
    expect(d.workedMinutes).toBe(460);
    expect(d.breakMinutes).toBe(30);
    expect(d.status).toBe("present");
  });

  it("without breaks of its own, a night shift falls under the policy's (13:00 is outside it)", () => {
    const d = day([punch(D, "21:55", "in"), punch(D1, "06:05", "out")], { shift: NIGHT });
    expect(d.workedMinutes).toBe(490);
    expect(d.breakMinutes).toBe(0);
  });

  it("a paid break of the shift's own counts towards payable minutes", () => {
    const general = { ...GENERAL, breaks: [{ start: "13:00", end: "13:45", paid: true }] };
    const d = day([punch(D, "09:30", "in"), punch(D, "18:30", "out")], { shift: general });
    // 540 span; 45 in the shift's paid window: worked 495, paid break 45, payable 540.
    expect(d.workedMinutes).toBe(495);
    expect(d.paidBreakMinutes).toBe(45);
    expect(d.payableMinutes).toBe(540);
  });
});
