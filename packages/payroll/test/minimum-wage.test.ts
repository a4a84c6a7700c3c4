// Minimum-wage warnings (src/minimum-wage.ts, src/rules/minimum-wages.ts): a rate compared with a rate, a
// shortfall in words, pay never changed. Worked by hand in the comments.
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { computePayslip, formatRupees, minimumWageFor, parsePayslipInput, type PayslipInput, type Payslip } from "../src/index.ts";
import { input, slip, r } from "./helpers.ts";

type C = PayslipInput["components"][number];
const comp = (code: string, amount: number, type: C["type"], name = code): C => ({ code, name, calc: "fixed", amount, type }) as C;
const WAGE: C = { code: "BASIC", name: "Basic", type: "basic", calc: "fixed", amount: 0 };
const below = (p: Payslip) => p.warnings.filter((w) => w.startsWith("Below the minimum wage"));

describe("monthly-rated", () => {
  it("Maharashtra Zone I unskilled, May 2025: Basic + DA ₹13,000 < ₹13,635; short ₹635 a month, ₹594.04 for 29 of 31 days", () => {
    // Minimum 10,021 + VDA 3,614 = 13,635 (1 Jan–30 Jun 2025). Shortfall 635 a month; two LOP days in May:
    // 635 × 29/31 = 594.0322… → rounded up to the paisa ₹594.04.
    const p = slip({
      period: "2025-05",
      employee: { state: "MH" },
      components: [comp("BASIC", r(10_000), "basic", "Basic"), comp("DA", r(3_000), "da", "Dearness allowance")],
      lopDays: 2,
      minimumWage: { category: "unskilled" },
    });
    expect(p.warnings).toContain(
      "Below the minimum wage: Basic + Dearness allowance ₹13,000 a month is less than ₹13,635 a month, the minimum for an unskilled worker (Maharashtra, shops and commercial establishments, Zone I, in force from 2025-01-01); short by ₹635 a month, ₹594.04 for the 29 of 31 days paid. Pay has not been changed.",
    );
  });

  it("exactly the minimum is not short, and loss of pay does not make it short: ₹13,635 with 10 LOP days", () => {
    const p = slip({ period: "2025-05", employee: { state: "MH" }, components: [comp("BASIC", r(13_635), "basic")], lopDays: 10, minimumWage: { category: "unskilled" } });
    expect(below(p)).toEqual([]);
  });

  it("HRA and other allowances do not count: Basic ₹12,000 + HRA ₹5,000 is still short of ₹13,635", () => {
    const p = slip({ period: "2025-05", employee: { state: "MH" }, components: [comp("BASIC", r(12_000), "basic"), comp("HRA", r(5_000), "hra")], minimumWage: { category: "unskilled" } });
    expect(below(p)).toHaveLength(1);
    expect(below(p)[0]).toContain("short by ₹1,635 a month.");
  });

  it("zones: ₹13,100 is above Zone II's ₹13,039 but below Zone I's ₹13,635 (the default)", () => {
    const o = { period: "2025-05", employee: { state: "MH" as const }, components: [comp("BASIC", r(13_100), "basic")] };
    expect(below(slip({ ...o, minimumWage: { category: "unskilled", zone: "II" } }))).toEqual([]);
    expect(below(slip({ ...o, minimumWage: { category: "unskilled" } }))[0]).toContain("short by ₹535 a month.");
  });

  it("Karnataka Zone I skilled, July 2025: ₹18,000 < ₹18,134.87 (basic ₹14,021.27 + VDA ₹4,113.60); short ₹134.87", () => {
    const p = slip({ period: "2025-07", employee: { state: "KA" }, components: [comp("BASIC", r(18_000), "basic", "Basic")], minimumWage: { category: "skilled" } });
    expect(below(p)).toEqual([
      "Below the minimum wage: Basic ₹18,000 a month is less than ₹18,134.87 a month, the minimum for a skilled worker (Karnataka, shops and commercial establishments, Zone I, in force from 2025-04-01); short by ₹134.87 a month. Pay has not been changed.",
    ]);
  });

  it("an out-of-date row is still used, and the warning says so: Maharashtra in June 2026", () => {
    const p = slip({ employee: { state: "MH" }, components: [comp("BASIC", r(12_000), "basic", "Basic")], minimumWage: { category: "unskilled" } });
    expect(below(p)[0]).toContain("Zone I, notified for 2025-01-01 to 2025-06-30, the latest on record — a later dearness-allowance revision may have raised it: check the latest notification); short by ₹1,635 a month.");
  });
});

describe("daily- and hourly-rated", () => {
  it("Delhi unskilled, ₹700 a day × 26 days: ₹10 a day short of ₹710 = ₹260 (employee in UP, state given)", () => {
    const p = slip({ components: [WAGE], wageBasis: { kind: "daily", ratePerDay: r(700), daysWorked: 26 }, minimumWage: { state: "DL", category: "unskilled" } });
    expect(below(p)).toEqual([
      "Below the minimum wage: ₹700 a day is less than ₹710 a day, the minimum for an unskilled worker (Delhi, all scheduled employments, in force from 2025-04-01); short by ₹10 a day × 26 days worked = ₹260. Pay has not been changed.",
    ]);
  });

  it("Delhi unskilled, ₹88 an hour × 160 h: 8 × ₹88 = ₹704 < ₹710 a day; short (710 − 704) × 160 ÷ 8 = ₹120", () => {
    const p = slip({ components: [WAGE], wageBasis: { kind: "hourly", ratePerHour: r(88), hoursWorked: 160 }, minimumWage: { state: "DL", category: "unskilled" } });
    expect(below(p)).toEqual([
      "Below the minimum wage: ₹88 an hour is less than ₹88.75 an hour (₹710 a day ÷ 8 hours, to the paisa), the minimum for an unskilled worker (Delhi, all scheduled employments, in force from 2025-04-01); short by ₹120 for 160 hours worked. Pay has not been changed.",
    ]);
  });

  it("a daily rate at the minimum is not short: ₹710 × 20 days", () => {
    const p = slip({ components: [WAGE], wageBasis: { kind: "daily", ratePerDay: r(710), daysWorked: 20 }, minimumWage: { state: "DL", category: "unskilled" } });
    expect(below(p)).toEqual([]);
  });
});

describe("no row on record", () => {
  it("a state without a table says the check was not made", () => {
    const p = slip({ components: [comp("BASIC", r(5_000), "basic")], minimumWage: { category: "unskilled" } });
    expect(p.warnings).toContain("Minimum wage not checked: no minimum wage for an unskilled worker in UP is on record for 2026-06 (add it to src/rules/minimum-wages.ts).");
  });

  it("Karnataka has no unskilled row (not found in the sources), nor any row before April 2025", () => {
    expect(minimumWageFor("KA", "unskilled", undefined, "2025-06-01")).toBeNull();
    expect(minimumWageFor("KA", "skilled", "I", "2025-03-31")).toBeNull();
    expect(minimumWageFor("KA", "skilled", "I", "2026-04-01")?.stale).toBe(true);
    expect(minimumWageFor("DL", "skilled", "III", "2026-04-01")?.rule.monthly).toBe(r(22_411)); // Delhi has no zones
  });

  it("zone and category are checked by the schema", () => {
    const res = parsePayslipInput(input({ minimumWage: { category: "expert" as "skilled", zone: "V" as "I" } }));
    expect(res.ok ? [] : res.errors.map((e) => e.path)).toEqual(["minimumWage.category", "minimumWage.zone"]);
  });
});

describe("minimum-wage properties", () => {
  it("monthly-rated: the warning appears iff basic + DA for a full month is below ₹13,635 (MH Zone I unskilled, May 2025)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 9_000_00, max: 18_000_00 }), fc.integer({ min: 0, max: 4_000_00 }), fc.integer({ min: 0, max: 60 }), (basic, da, lop2) => {
        const p = computePayslip(
          input({
            period: "2025-05",
            employee: { state: "MH" },
            components: [comp("BASIC", basic, "basic"), comp("DA", da, "da")],
            lopDays: lop2 / 2,
            minimumWage: { category: "unskilled" },
          }),
        );
        expect(below(p).length === 1).toBe(basic + da < r(13_635));
      }),
    );
  });

  it("daily-rated: the warning appears iff the day rate is below ₹710 (Delhi unskilled), and the shortfall is (710 − rate) × days", () => {
    fc.assert(
      fc.property(fc.integer({ min: 600_00, max: 800_00 }), fc.integer({ min: 1, max: 60 }), (rate, days2) => {
        const p = computePayslip(input({ components: [WAGE], wageBasis: { kind: "daily", ratePerDay: rate, daysWorked: days2 / 2 }, minimumWage: { state: "DL", category: "unskilled" } }));
        expect(below(p).length === 1).toBe(rate < r(710));
        if (rate < r(710)) {
          const short = Math.ceil(((r(710) - rate) * days2) / 2);
          expect(below(p)[0]).toContain(`= ${formatRupees(short)}. Pay has not been changed.`);
        }
      }),
    );
  });

  it("never changes pay: the payslip is the same with and without the check, apart from warnings", () => {
    fc.assert(
      fc.property(fc.integer({ min: 5_000_00, max: 30_000_00 }), fc.constantFrom("MH", "KA", "DL", "UP") as fc.Arbitrary<"MH" | "KA" | "DL" | "UP">, fc.integer({ min: 0, max: 10 }), (basic, state, lop) => {
        const i = input({ period: "2025-07", employee: { state }, components: [comp("BASIC", basic, "basic")], lopDays: lop });
        const { warnings: _w1, ...without } = computePayslip(i);
        const { warnings: _w2, ...withCheck } = computePayslip({ ...i, minimumWage: { category: "skilled" } });
        expect(withCheck).toEqual(without);
      }),
    );
  });
});
