// Full and final settlement: worked settlements, the exit exemptions and the two-working-day clock,
// beside properties that hold for any settlement.
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { fullAndFinal, workingDaysAfter, weekday, type FnfInput, type FnfLine, type PayableLine } from "../src/fnf.ts";
import { computeGratuity, type LeavingReason } from "../src/gratuity.ts";
import { r } from "./helpers.ts";

const line = (lines: readonly FnfLine[], code: string) => lines.find((l) => l.code === code);
const payable = (lines: readonly FnfLine[], code: string) => {
  const l = line(lines, code);
  if (!l || l.kind !== "payable") throw new Error(`no payable line ${code}`);
  return l;
};

/** Resigns on Friday 29 May 2026 after 6 years 1 month 29 days, wages (basic + DA) ₹52,000. */
const resignation = (): FnfInput => ({
  employee: { dateOfJoining: "2020-04-01", dateOfLeaving: "2026-05-29", reason: "resignation" },
  monthlyWagesForGratuity: r(52_000),
  // May 2026 at ₹90,000 gross for 29 of 31 days = 84,193.55 → ₹84,194, as the payroll run computed it.
  finalMonthPay: { earnings: r(84_194), deductions: r(12_000) },
  leaveEncashment: { days: 20.5, dailyRateBasis: "26", monthlyWages: r(52_000) },
  notice: { requiredDays: 60, servedDays: 45, recoverFrom: "gross", monthlyAmount: r(90_000) },
  loansOutstanding: r(30_000),
  bonusDue: r(10_000),
});

describe("full and final: a resignation after six years", () => {
  const f = fullAndFinal(resignation());

  it("gratuity: 15/26 × 52,000 × 6 = ₹1,80,000, all exempt under the ₹20 lakh limit", () => {
    expect(f.gratuity.eligible).toBe(true);
    expect(payable(f.lines, "GRATUITY")).toMatchObject({ amount: r(1_80_000), exempt: r(1_80_000), taxable: 0 });
  });

  it("leave encashment: 20.5 × 52,000 ÷ 26 = ₹41,000; exempt limited by the cash equivalent 20.5 × 52,000 ÷ 30 = ₹35,533", () => {
    // The least of ₹41,000; ₹25,00,000; 10 × 52,000 = ₹5,20,000; min(20.5, 30 × 6) × 52,000 ÷ 30 = 35,533.33 → ₹35,533.
    expect(payable(f.lines, "LEAVE_ENCASHMENT")).toMatchObject({ amount: r(41_000), exempt: r(35_533), taxable: r(5_467) });
  });

  it("notice shortfall: 15 days × 90,000 ÷ 30 = ₹45,000 recovered", () => {
    expect(line(f.lines, "NOTICE_RECOVERY")).toMatchObject({ kind: "recoverable", amount: r(45_000) });
  });

  it("totals: payable 84,194 + 41,000 + 1,80,000 + 10,000 = ₹3,15,194; recoverable 12,000 + 45,000 + 30,000 = ₹87,000; net ₹2,28,194", () => {
    expect(f.totals).toMatchObject({ payable: r(3_15_194), recoverable: r(87_000), net: r(2_28_194), exempt: r(2_15_533) });
    // Taxable exit pay: 5,467 of leave + 10,000 bonus; the final month was taxed by the payroll run.
    expect(f.totals.taxableExitPay).toBe(r(15_467));
    expect(f.employeeOwes).toBe(0);
    expect(line(f.lines, "LOANS")?.amount).toBe(r(30_000));
  });

  it("pay by Monday 1 June 2026: Saturday 30 May is the first working day, Sunday is skipped; gratuity by 28 June", () => {
    expect(f.payBy).toBe("2026-06-01");
    expect(f.payByWorking).toMatch(/skipping Sunday 31 May 2026/);
    expect(f.gratuityPayBy).toBe("2026-06-28");
  });

  it("with a holiday on Saturday 30 May, pay by Tuesday 2 June", () => {
    const g = fullAndFinal({ ...resignation(), holidays: ["2026-05-30"] });
    expect(g.payBy).toBe("2026-06-02");
    expect(g.payByWorking).toMatch(/Saturday 30 May 2026 \(holiday\), Sunday 31 May 2026 \(weekly off\)/);
  });

  it("gratuity already exempted ₹19,00,000 earlier: only ₹1,00,000 of this one is exempt", () => {
    const g = fullAndFinal({ ...resignation(), previousExemptions: { gratuity: r(19_00_000) } });
    expect(payable(g.lines, "GRATUITY")).toMatchObject({ exempt: r(1_00_000), taxable: r(80_000) });
  });
});

describe("gratuity eligibility in the settlement (the rule of gratuity.ts)", () => {
  const leaving = (dateOfLeaving: string, fixedTerm = false) =>
    fullAndFinal({ employee: { dateOfJoining: "2021-10-01", dateOfLeaving, reason: "resignation", fixedTerm }, monthlyWagesForGratuity: r(26_000) });

  it("4 years 7 months and 4 years 8 months: not eligible — gratuity.ts counts completed years (five), not 4 years 240 days", () => {
    const a = leaving("2026-04-30");
    expect(a.gratuity.service).toEqual({ years: 4, months: 7, days: 0 });
    expect(a.gratuity.eligible).toBe(false);
    expect(payable(a.lines, "GRATUITY")).toMatchObject({ amount: 0, exempt: 0, taxable: 0 });
    const b = leaving("2026-05-31");
    expect(b.gratuity.service).toEqual({ years: 4, months: 8, days: 0 });
    expect(b.gratuity.eligible).toBe(false);
  });

  it("five years: eligible, 15/26 × 26,000 × 5 = ₹75,000", () => {
    const c = leaving("2026-09-30");
    expect(c.gratuity.service).toEqual({ years: 5, months: 0, days: 0 });
    expect(payable(c.lines, "GRATUITY").amount).toBe(r(75_000));
  });

  it("fixed-term, 4 years 7 months: eligible after one year, the 7 months count as a year: 15/26 × 26,000 × 5 = ₹75,000", () => {
    const d = leaving("2026-04-30", true);
    expect(d.gratuity.yearsCounted).toBe(5);
    expect(payable(d.lines, "GRATUITY").amount).toBe(r(75_000));
  });

  it("fixed-term, 4 years 6 months exactly: 4 years counted, ₹60,000", () => {
    expect(payable(leaving("2026-03-31", true).lines, "GRATUITY").amount).toBe(r(60_000));
  });
});

describe("full and final: other cases", () => {
  it("net negative: short service, notice not served and a loan — the employee owes ₹53,600", () => {
    const f = fullAndFinal({
      employee: { dateOfJoining: "2025-06-01", dateOfLeaving: "2026-03-31", reason: "resignation" },
      monthlyWagesForGratuity: r(15_000),
      finalMonthPay: { earnings: r(30_000), deductions: r(3_600) },
      notice: { requiredDays: 30, servedDays: 0, recoverFrom: "gross", monthlyAmount: r(30_000) },
      loansOutstanding: r(50_000),
    });
    // Payable 30,000 (no gratuity under five years); recoverable 3,600 + 30,000 + 50,000 = 83,600.
    expect(f.totals).toMatchObject({ payable: r(30_000), recoverable: r(83_600), net: -r(53_600) });
    expect(f.employeeOwes).toBe(r(53_600));
    expect(f.working).toMatch(/the employee owes the employer ₹53,600/);
  });

  it("the employer cuts the notice short: 30 days × basic 40,000 ÷ 30 = ₹40,000 paid in lieu, taxable", () => {
    const f = fullAndFinal({
      employee: { dateOfJoining: "2022-01-10", dateOfLeaving: "2026-07-15", reason: "termination" },
      monthlyWagesForGratuity: r(40_000),
      notice: { requiredDays: 90, servedDays: 60, recoverFrom: "basic", monthlyAmount: r(40_000), employerShortfall: true },
    });
    expect(payable(f.lines, "NOTICE_PAY")).toMatchObject({ amount: r(40_000), taxable: r(40_000), exempt: 0 });
    expect(line(f.lines, "NOTICE_RECOVERY")).toBeUndefined();
  });

  it("a waived shortfall recovers nothing and says so", () => {
    const f = fullAndFinal({ ...resignation(), notice: { requiredDays: 60, servedDays: 45, recoverFrom: "gross", monthlyAmount: r(90_000), waived: true } });
    expect(line(f.lines, "NOTICE_RECOVERY")).toMatchObject({ amount: 0 });
    expect(line(f.lines, "NOTICE_RECOVERY")?.working).toMatch(/₹45,000 .*waived/);
    expect(() => fullAndFinal({ ...resignation(), notice: { requiredDays: 60, servedDays: 45, recoverFrom: "gross", monthlyAmount: r(90_000), waived: true, employerShortfall: true } })).toThrow(/paid, not waived/);
  });

  it("death: the five-year minimum is waived and gratuity and leave paid to the heirs are not taxed", () => {
    const f = fullAndFinal({
      employee: { dateOfJoining: "2024-01-01", dateOfLeaving: "2026-06-15", reason: "death" },
      monthlyWagesForGratuity: r(52_000),
      leaveEncashment: { days: 10, dailyRateBasis: "30", monthlyWages: r(52_000) },
    });
    // 2 years 5 months: 15/26 × 52,000 × 2 = ₹60,000; 10 × 52,000 ÷ 30 = 17,333.33 → ₹17,333.
    expect(payable(f.lines, "GRATUITY")).toMatchObject({ amount: r(60_000), exempt: r(60_000), taxable: 0 });
    expect(payable(f.lines, "LEAVE_ENCASHMENT")).toMatchObject({ amount: r(17_333), exempt: r(17_333), taxable: 0 });
  });

  it("calendar-day rate: 14 days × 28,000 ÷ 28 (February 2026) = ₹14,000", () => {
    const f = fullAndFinal({
      employee: { dateOfJoining: "2016-02-01", dateOfLeaving: "2026-02-27", reason: "retirement" },
      monthlyWagesForGratuity: r(28_000),
      leaveEncashment: { days: 14, dailyRateBasis: "calendar", monthlyWages: r(28_000) },
    });
    expect(payable(f.lines, "LEAVE_ENCASHMENT").amount).toBe(r(14_000));
  });
});

describe("leave encashment exemption, s.10(10AA)(ii)", () => {
  const encash = (o: { joined: string; left: string; days: number; wages: number; availed?: number; prev?: number }) =>
    payable(
      fullAndFinal({
        employee: { dateOfJoining: o.joined, dateOfLeaving: o.left, reason: "retirement" },
        monthlyWagesForGratuity: o.wages,
        leaveEncashment: { days: o.days, dailyRateBasis: "30", monthlyWages: o.wages, ...(o.availed !== undefined ? { leaveAvailedDuringServiceDays: o.availed } : {}) },
        ...(o.prev !== undefined ? { previousExemptions: { leaveEncashment: o.prev } } : {}),
      }).lines,
      "LEAVE_ENCASHMENT",
    );

  it("ten months' average salary binds: 350 days × 52,000 ÷ 30 = ₹6,06,667, exempt 10 × 52,000 = ₹5,20,000", () => {
    expect(encash({ joined: "2005-04-01", left: "2026-03-31", days: 350, wages: r(52_000) })).toMatchObject({ amount: r(6_06_667), exempt: r(5_20_000), taxable: r(86_667) });
  });

  it("30 days a completed year binds: 2 years allow 60 days, so of 75 days (₹1,30,000) ₹1,04,000 is exempt; 20 days availed leave 40 (₹69,333)", () => {
    expect(encash({ joined: "2024-01-01", left: "2026-03-31", days: 75, wages: r(52_000) })).toMatchObject({ amount: r(1_30_000), exempt: r(1_04_000) });
    expect(encash({ joined: "2024-01-01", left: "2026-03-31", days: 75, wages: r(52_000), availed: 20 })).toMatchObject({ exempt: r(69_333) });
  });

  it("the limit by date: ₹3,00,000 for leaving on 31 Mar 2023, ₹25,00,000 from 1 Apr 2023", () => {
    // 200 days × 2,00,000 ÷ 30 = 13,33,333.33 → ₹13,33,333; ten months ₹20,00,000.
    expect(encash({ joined: "2000-04-01", left: "2023-03-31", days: 200, wages: r(2_00_000) })).toMatchObject({ amount: r(13_33_333), exempt: r(3_00_000) });
    expect(encash({ joined: "2000-04-01", left: "2023-04-03", days: 200, wages: r(2_00_000) })).toMatchObject({ exempt: r(13_33_333) });
  });

  it("the ₹25 lakh is for life: ₹24,00,000 exempted before leaves ₹1,00,000", () => {
    expect(encash({ joined: "2000-04-01", left: "2026-04-30", days: 200, wages: r(2_00_000), prev: r(24_00_000) })).toMatchObject({ exempt: r(1_00_000) });
  });
});

describe("two working days", () => {
  it("from Saturday 30 May 2026: Monday 1 and Tuesday 2 June; a holiday on the Monday moves it to Wednesday", () => {
    expect(weekday("2026-05-30")).toBe(6);
    expect(workingDaysAfter("2026-05-30", 2).date).toBe("2026-06-02");
    expect(workingDaysAfter("2026-05-30", 2, { holidays: ["2026-06-01"] }).date).toBe("2026-06-03");
  });

  it("a five-day week (Saturday and Sunday off): Friday 29 May → Tuesday 2 June; across a year end", () => {
    expect(workingDaysAfter("2026-05-29", 2, { weeklyOffs: [0, 6] }).date).toBe("2026-06-02");
    // Thursday 31 Dec 2026 → Friday 1 Jan, Saturday 2 Jan 2027.
    expect(workingDaysAfter("2026-12-31", 2).date).toBe("2027-01-02");
  });
});

// ---------------------------------------------------------------------------------------------------

const DAY = 86_400_000;
const isoOfDay = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;
const REASONS: LeavingReason[] = ["resignation", "retirement", "superannuation", "termination", "death", "disablement"];

const fnfArb: fc.Arbitrary<FnfInput> = fc
  .record({
    leaving: fc.integer({ min: dayOf("2019-01-01"), max: dayOf("2027-12-31") }),
    serviceDays: fc.integer({ min: 0, max: 35 * 365 }),
    reason: fc.constantFrom(...REASONS),
    fixedTerm: fc.boolean(),
    wages: fc.integer({ min: 0, max: 5_00_000 }),
    final: fc.option(fc.record({ earnings: fc.integer({ min: 0, max: 5_00_000 }), deductions: fc.integer({ min: 0, max: 1_00_000 }) })),
    leave: fc.option(
      fc.record({
        halfDays: fc.integer({ min: 0, max: 800 }),
        basis: fc.constantFrom("26", "30", "calendar") as fc.Arbitrary<"26" | "30" | "calendar">,
        wages: fc.integer({ min: 0, max: 5_00_000 }),
        average: fc.option(fc.integer({ min: 0, max: 5_00_000 })),
        availed: fc.option(fc.integer({ min: 0, max: 400 })),
      }),
    ),
    notice: fc.option(
      fc.record({
        required: fc.integer({ min: 0, max: 90 }),
        served: fc.integer({ min: 0, max: 120 }),
        amount: fc.integer({ min: 0, max: 5_00_000 }),
        mode: fc.constantFrom("recover", "waived", "employer"),
        from: fc.constantFrom("basic", "gross") as fc.Arbitrary<"basic" | "gross">,
      }),
    ),
    loans: fc.option(fc.integer({ min: 0, max: 10_00_000 })),
    bonus: fc.option(fc.integer({ min: 0, max: 2_00_000 })),
    otherPay: fc.array(fc.record({ amount: fc.integer({ min: 0, max: 1_00_000 }), taxable: fc.boolean() }), { maxLength: 3 }),
    otherRec: fc.array(fc.integer({ min: 0, max: 1_00_000 }), { maxLength: 3 }),
    prev: fc.option(fc.record({ gratuity: fc.integer({ min: 0, max: 25_00_000 }), leave: fc.integer({ min: 0, max: 30_00_000 }) })),
    holidayOffsets: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 4 }),
  })
  .map((g): FnfInput => ({
    employee: { dateOfJoining: isoOfDay(g.leaving - g.serviceDays), dateOfLeaving: isoOfDay(g.leaving), reason: g.reason, fixedTerm: g.fixedTerm },
    monthlyWagesForGratuity: r(g.wages),
    ...(g.final ? { finalMonthPay: { earnings: r(g.final.earnings), deductions: r(g.final.deductions) } } : {}),
    ...(g.leave
      ? {
          leaveEncashment: {
            days: g.leave.halfDays / 2,
            dailyRateBasis: g.leave.basis,
            monthlyWages: r(g.leave.wages),
            ...(g.leave.average !== null ? { averageSalary10Months: r(g.leave.average) } : {}),
            ...(g.leave.availed !== null ? { leaveAvailedDuringServiceDays: g.leave.availed } : {}),
          },
        }
      : {}),
    ...(g.notice
      ? {
          notice: {
            requiredDays: g.notice.required,
            servedDays: g.notice.served,
            recoverFrom: g.notice.from,
            monthlyAmount: r(g.notice.amount),
            waived: g.notice.mode === "waived",
            employerShortfall: g.notice.mode === "employer",
          },
        }
      : {}),
    ...(g.loans !== null ? { loansOutstanding: r(g.loans) } : {}),
    ...(g.bonus !== null ? { bonusDue: r(g.bonus) } : {}),
    otherPayments: g.otherPay.map((p, k) => ({ name: `Payment ${k + 1}`, amount: r(p.amount), taxable: p.taxable })),
    otherRecoveries: g.otherRec.map((a, k) => ({ name: `Recovery ${k + 1}`, amount: r(a) })),
    ...(g.prev ? { previousExemptions: { gratuity: r(g.prev.gratuity), leaveEncashment: r(g.prev.leave) } } : {}),
    holidays: g.holidayOffsets.map((k) => isoOfDay(g.leaving + k)),
  }));

describe("full and final properties", () => {
  it("net = payable − recoverable; every payable line is exempt + taxable; totals add up", () => {
    fc.assert(
      fc.property(fnfArb, (input) => {
        const f = fullAndFinal(input);
        const pays = f.lines.filter((l): l is PayableLine => l.kind === "payable");
        const recs = f.lines.filter((l) => l.kind === "recoverable");
        expect(f.totals.net).toBe(f.totals.payable - f.totals.recoverable);
        expect(f.totals.payable).toBe(pays.reduce((a, l) => a + l.amount, 0));
        expect(f.totals.recoverable).toBe(recs.reduce((a, l) => a + l.amount, 0));
        for (const l of pays) {
          expect(l.exempt + l.taxable).toBe(l.amount);
          expect(l.exempt).toBeGreaterThanOrEqual(0);
          expect(l.taxable).toBeGreaterThanOrEqual(0);
        }
        for (const l of f.lines) {
          expect(Number.isInteger(l.amount)).toBe(true);
          expect(l.amount).toBeGreaterThanOrEqual(0);
          expect(l.working.length).toBeGreaterThan(0);
        }
        expect(f.totals.taxable + f.totals.exempt).toBe(f.totals.payable);
        expect(f.employeeOwes).toBe(Math.max(0, -f.totals.net));
        const g = computeGratuity({ monthlyWages: input.monthlyWagesForGratuity, ...input.employee });
        expect(payable(f.lines, "GRATUITY").amount).toBe(g.amount);
      }),
      { numRuns: 400 },
    );
  });

  it("exempt amounts never exceed the statutory limits (net of earlier exemptions) unless paid to heirs", () => {
    fc.assert(
      fc.property(fnfArb, (input) => {
        const f = fullAndFinal(input);
        if (input.employee.reason === "death") return;
        const gr = payable(f.lines, "GRATUITY");
        expect(gr.exempt).toBeLessThanOrEqual(Math.max(0, r(20_00_000) - (input.previousExemptions?.gratuity ?? 0)));
        const le = line(f.lines, "LEAVE_ENCASHMENT");
        if (le?.kind === "payable") {
          const limit = input.employee.dateOfLeaving >= "2023-04-01" ? r(25_00_000) : r(3_00_000);
          const avg = input.leaveEncashment?.averageSalary10Months ?? input.monthlyWagesForGratuity;
          expect(le.exempt).toBeLessThanOrEqual(Math.max(0, limit - (input.previousExemptions?.leaveEncashment ?? 0)));
          expect(le.exempt).toBeLessThanOrEqual(10 * avg);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("pay-by falls on a working day after the last working day, neither a Sunday nor a holiday", () => {
    fc.assert(
      fc.property(fnfArb, (input) => {
        const f = fullAndFinal(input);
        expect(f.payBy > input.employee.dateOfLeaving).toBe(true);
        expect(weekday(f.payBy)).not.toBe(0);
        expect(input.holidays ?? []).not.toContain(f.payBy);
        // Two working days, plus at most one Sunday per week and the holidays skipped.
        const gap = dayOf(f.payBy) - dayOf(input.employee.dateOfLeaving);
        expect(gap).toBeGreaterThanOrEqual(2);
        expect(gap).toBeLessThanOrEqual(2 + 2 + (input.holidays ?? []).length);
      }),
      { numRuns: 300 },
    );
  });
});
