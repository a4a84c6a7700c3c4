// Daily- and hourly-rated workers (src/wage-basis.ts): the first component of type basic carries rate × days
// (or hours) worked, never prorated; other components keep their own rule. Worked by hand in the comments.
// The helper's employee works in Uttar Pradesh (no PT, no LWF) in June 2026 (30 days), with a PAN.
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { computePayslip, parsePayslipInput, type PayslipInput } from "../src/index.ts";
import { input, slip, r, amt, line } from "./helpers.ts";

type C = PayslipInput["components"][number];
// The wage component's own amount is ignored for daily/hourly workers; 0 keeps that visible.
const WAGE: C = { code: "BASIC", name: "Basic", type: "basic", calc: "fixed", amount: 0 };
const fixed = (code: string, amount: number, extra: Partial<C> = {}): C => ({ code, name: code, calc: "fixed", amount, ...extra }) as C;
const daily = (ratePerDay: number, daysWorked: number) => ({ kind: "daily", ratePerDay, daysWorked }) as const;
const hourly = (ratePerHour: number, hoursWorked: number) => ({ kind: "hourly", ratePerHour, hoursWorked }) as const;

describe("daily-rated workers", () => {
  it("₹650 a day × 24 days = ₹15,600; PF on the ₹15,000 ceiling; ESI 0.75% of ₹15,600 = ₹117", () => {
    const p = slip({ components: [WAGE], wageBasis: daily(r(650), 24) });
    // 650 × 24 = 15,600. PF: 12% × min(15,600, 15,000) = 1,800. ESI: 15,600 × 0.75% = 117.00 exactly.
    expect(amt(p, "BASIC")).toBe(r(15_600));
    expect(line(p, "BASIC")?.working).toBe("Daily-rated: ₹650 a day × 24 days worked = ₹15,600");
    expect(amt(p, "PF")).toBe(r(1_800));
    expect(amt(p, "ESI")).toBe(r(117));
    expect(p.totals.grossEarnings).toBe(r(15_600));
  });

  it("loss-of-pay days do not reduce the wage again, but other components are still prorated", () => {
    // 24 days worked, 6 LOP days in June: wage 650 × 24 = 15,600 (unchanged by LOP);
    // washing allowance ₹300 a month × 24/30 = 240. Gross 15,840.
    const p = slip({ components: [WAGE, fixed("WASH", r(300))], wageBasis: daily(r(650), 24), lopDays: 6 });
    expect(amt(p, "BASIC")).toBe(r(15_600));
    expect(amt(p, "WASH")).toBe(r(240));
    expect(p.totals.grossEarnings).toBe(r(15_840));
  });

  it("half days: ₹533 × 22.5 = ₹11,992.50, rounded half up to ₹11,993", () => {
    const p = slip({ components: [WAGE], wageBasis: daily(r(533), 22.5) });
    expect(amt(p, "BASIC")).toBe(r(11_993));
    expect(line(p, "BASIC")?.working).toBe("Daily-rated: ₹533 a day × 22.5 days worked = ₹11,992.50, rounded to ₹11,993");
  });

  it("the component's own monthly amount is ignored: ₹30,000 a month becomes ₹650 × 20 = ₹13,000", () => {
    const p = slip({ components: [fixed("BASIC", r(30_000), { type: "basic", name: "Basic" })], wageBasis: daily(r(650), 20) });
    expect(amt(p, "BASIC")).toBe(r(13_000));
  });

  it("only the FIRST basic component takes the wage; a percentage of BASIC follows this month's wage", () => {
    // BASIC = 650 × 24 = 15,600; HRA 10% of BASIC = 1,560; BASIC2 (a second basic) stays ₹1,000 a month.
    const p = slip({
      components: [WAGE, fixed("BASIC2", r(1_000), { type: "basic" }), { code: "HRA", name: "HRA", type: "hra", calc: "percent", percent: 10, of: ["BASIC"] }],
      wageBasis: daily(r(650), 24),
    });
    expect(amt(p, "BASIC")).toBe(r(15_600));
    expect(amt(p, "BASIC2")).toBe(r(1_000));
    expect(amt(p, "HRA")).toBe(r(1_560));
  });

  it("ESI's ₹176 average daily wage is over the days worked, not the calendar: ₹180 × 20 days pays employee ESI", () => {
    // Wage 180 × 20 = 3,600. Average daily wage 3,600 ÷ 20 days worked = 180 > 176 → employee ESI due:
    // 0.75% × 3,600 = 27. (Over the 30 days of June it would be 120 and wrongly exempt.)
    const p = slip({ components: [WAGE], wageBasis: daily(r(180), 20) });
    expect(amt(p, "ESI")).toBe(r(27));
  });

  it("₹170 × 26 days: average ₹170 a day is at or below ₹176, so no employee ESI; employer 3.25% × 4,420 = 143.65 → ₹144", () => {
    const p = slip({ components: [WAGE], wageBasis: daily(r(170), 26) });
    expect(amt(p, "ESI")).toBe(0);
    expect(line(p, "ESI")?.working).toContain("(₹4,420 ÷ 26 days worked)");
    expect(amt(p, "ESI_ER")).toBe(r(144));
  });

  it("TDS projects this month's wage for the months ahead: ₹8,000 × 25 = ₹2,00,000 from April → ₹24,375 (as for ₹2,00,000 a month)", () => {
    // 12 × 2,00,000 = 24,00,000 − 75,000 = 23,25,000 → tax 2,92,500 (see tax.test.ts) ÷ 12 = 24,375.
    const p = slip({ period: "2026-04", components: [WAGE], wageBasis: daily(r(8_000), 25), pf: { applicable: false }, esi: { applicable: false } });
    expect(amt(p, "TDS")).toBe(r(24_375));
  });
});

describe("hourly-rated workers", () => {
  it("₹80 an hour × 190.25 hours = ₹15,220", () => {
    const p = slip({ components: [WAGE], wageBasis: hourly(r(80), 190.25) });
    expect(amt(p, "BASIC")).toBe(r(15_220));
    expect(line(p, "BASIC")?.working).toBe("Hourly-rated: ₹80 an hour × 190.25 hours worked = ₹15,220");
  });

  it("quarter hours: ₹81.50 × 7.25 = ₹590.875 → shown ₹590.88, rounded to ₹591", () => {
    const p = slip({ components: [WAGE], wageBasis: hourly(8_150, 7.25), esi: { applicable: false } });
    expect(amt(p, "BASIC")).toBe(r(591));
    expect(line(p, "BASIC")?.working).toBe("Hourly-rated: ₹81.50 an hour × 7.25 hours worked = ₹590.88, rounded to ₹591");
  });

  it("ESI's days for an hourly worker are hours ÷ 8: ₹22 × 160 h = ₹3,520 over 20 days = ₹176 a day → no employee ESI", () => {
    // 160 ÷ 8 = 20 days; 3,520 ÷ 20 = 176 ≤ 176 → exempt; employer 3.25% × 3,520 = 114.40 → 115.
    const p = slip({ components: [WAGE], wageBasis: hourly(r(22), 160) });
    expect(amt(p, "ESI")).toBe(0);
    expect(line(p, "ESI")?.working).toContain("(₹3,520 ÷ 160 hours ÷ 8 = 20 days)");
    expect(amt(p, "ESI_ER")).toBe(r(115));
  });
});

describe("wage basis: validation and defaults", () => {
  const errors = (raw: unknown) => {
    const res = parsePayslipInput(raw);
    return res.ok ? [] : res.errors;
  };

  it("monthly (or omitted) leaves every payslip exactly as before", () => {
    const i = input({ components: [fixed("BASIC", r(30_000), { type: "basic" })], lopDays: 3 });
    expect(computePayslip({ ...i, wageBasis: { kind: "monthly" } })).toEqual(computePayslip(i));
  });

  it("a daily worker needs a basic component", () => {
    const e = errors(input({ components: [fixed("WAGE", r(1_000))], wageBasis: daily(r(650), 10) }));
    expect(e).toContainEqual({ path: "wageBasis.kind", message: "a daily-rated worker needs a component of type basic: the first one carries rate × days worked" });
  });

  it("days worked and LOP days cannot exceed the days employed", () => {
    const e = errors(input({ components: [WAGE], wageBasis: daily(r(650), 25), lopDays: 10 }));
    expect(e).toContainEqual({ path: "wageBasis.daysWorked", message: "daysWorked (25) is more than the 20 days employed this month less loss-of-pay days" });
  });

  it("half days and quarter hours only", () => {
    expect(errors(input({ components: [WAGE], wageBasis: daily(r(650), 10.3) })).map((x) => x.message)).toContain("daysWorked must be whole or half days");
    expect(errors(input({ components: [WAGE], wageBasis: hourly(r(80), 10.1) })).map((x) => x.message)).toContain("hoursWorked must be in quarter hours (like 7.25)");
  });
});

describe("wage basis properties", () => {
  it("a daily worker's wage is rate × days, rounded half up to the rupee — exactly rate × days for whole rupees and days", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_00 }), fc.integer({ min: 0, max: 60 }), (rate, days2) => {
        const p = computePayslip(input({ components: [WAGE], wageBasis: daily(rate, days2 / 2) }));
        const exact2 = rate * days2; // twice the exact wage, in paise
        const expected = Math.floor((exact2 + 100) / 200) * 100; // half up to the rupee
        expect(amt(p, "BASIC")).toBe(expected);
        if (rate % 100 === 0 && days2 % 2 === 0) expect(amt(p, "BASIC")).toBe((rate * days2) / 2);
      }),
    );
  });

  it("an hourly worker's wage is rate × hours, rounded half up to the rupee", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_00 }), fc.integer({ min: 0, max: 4 * 300 }), (rate, hours4) => {
        const p = computePayslip(input({ components: [WAGE], wageBasis: hourly(rate, hours4 / 4) }));
        expect(amt(p, "BASIC")).toBe(Math.floor((rate * hours4 + 200) / 400) * 100);
      }),
    );
  });

  it("loss-of-pay days never change the wage; they only prorate the other components", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_00, max: 3_000_00 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 20 }), (rate, days2, lop2) => {
        const base = { components: [WAGE, fixed("WASH", r(600))], wageBasis: daily(rate, days2 / 2) };
        const without = computePayslip(input(base));
        const withLop = computePayslip(input({ ...base, lopDays: lop2 / 2 }));
        expect(amt(withLop, "BASIC")).toBe(amt(without, "BASIC"));
        // WASH: 600 × (30 − lop) / 30, to the rupee half up
        expect(amt(withLop, "WASH")).toBe(Math.floor((r(600) * (60 - lop2) + 3000) / 6000) * 100);
      }),
    );
  });
});
