// Off-cycle payslips: a bonus or arrears paid outside the month's run. Only the one-off pay is paid; the
// salary is read for the tax projection alone, and TDS is the tax the payment adds to the year. Worked by
// hand in the comments; employee in Uttar Pradesh (no PT, no LWF), new regime, tax year 2026-27.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computePayslip, parsePayslipInput } from "../src/index.ts";
import { amt, basic, input, line, r, slip } from "./helpers.ts";

const bonus = (amount: number) => [{ code: "BONUS", description: "Diwali bonus", amount }];

describe("an off-cycle payslip", () => {
  it("pays a ₹2,00,000 bonus on a ₹1,00,000 salary with TDS ₹81,900: the tax the bonus adds to the year", () => {
    // October, the month's regular payslip paid: year to date 7 × ₹1,00,000 = ₹7,00,000; 5 months ahead.
    // Without the bonus: ₹7,00,000 + 5 × ₹1,00,000 = ₹12,00,000 − standard deduction ₹75,000 = ₹11,25,000:
    //   slabs ₹20,000 (4–8 lakh at 5%) + ₹32,500 (8–11.25 lakh at 10%) = ₹52,500, all rebated (income ≤ ₹12 lakh) → 0.
    // With it: ₹13,25,000: ₹20,000 + ₹40,000 + ₹18,750 (12–13.25 lakh at 15%) = ₹78,750, no rebate, no
    //   marginal relief (₹78,750 < the ₹1,25,000 above ₹12 lakh); cess 4% ₹3,150 → ₹81,900.
    const p = slip({
      period: "2026-10",
      components: basic(r(100_000)),
      additions: bonus(r(200_000)),
      ytd: { taxableIncome: r(700_000), tdsDeducted: 0, employeePf: r(12_600) },
      offCycle: { regularPaidThisMonth: true },
    });
    expect(p.earnings.map((l) => l.code)).toEqual(["BONUS"]);
    expect(p.totals.grossEarnings).toBe(r(200_000));
    expect(amt(p, "TDS")).toBe(r(81_900));
    expect(p.totals.netPay).toBe(r(118_100));
    // No PF on a bonus, no ESI above the ceiling, no PT: only TDS is deducted.
    expect(p.deductions.map((l) => l.code)).toEqual(["TDS"]);
    expect(p.employerContributions).toEqual([]);
    expect(p.pf).toBeNull();
    expect(p.days.payable).toBe(0);
    expect(line(p, "TDS")?.working).toContain("off-cycle pay: only the tax it adds is deducted here");
  });

  it("counts this month's salary ahead when its regular payslip is not yet paid: the same ₹81,900", () => {
    // September paid: year to date 6 × ₹1,00,000; 6 months ahead including October → the same ₹12,00,000.
    const p = slip({
      period: "2026-10",
      components: basic(r(100_000)),
      additions: bonus(r(200_000)),
      ytd: { taxableIncome: r(600_000), tdsDeducted: 0, employeePf: r(10_800) },
      offCycle: { regularPaidThisMonth: false },
    });
    expect(amt(p, "TDS")).toBe(r(81_900));
  });

  it("leaves the regular share of the year's tax to the regular run", () => {
    // ₹2,00,000 a month: the year's tax is not yet deducted (ytd TDS 0), yet the off-cycle payslip takes
    // only what the ₹50,000 bonus adds: taxable ₹23,25,000 → ₹23,75,000, inside the 20–24 lakh slab at
    // 25% = ₹12,500, + cess 4% ₹500 = ₹13,000.
    const p = slip({
      period: "2026-10",
      components: basic(r(200_000)),
      additions: bonus(r(50_000)),
      ytd: { taxableIncome: r(1_400_000), tdsDeducted: 0 },
      offCycle: { regularPaidThisMonth: true },
      pf: { applicable: false },
    });
    expect(amt(p, "TDS")).toBe(r(13_000));
  });

  it("charges no professional tax or LWF: the month's regular payslip does (Maharashtra)", () => {
    const regular = slip({ period: "2026-06", components: basic(r(30_000)), employee: { state: "MH" } });
    expect(amt(regular, "PT")).toBe(r(200));
    const p = slip({ period: "2026-06", components: basic(r(30_000)), employee: { state: "MH" }, additions: bonus(r(10_000)), offCycle: { regularPaidThisMonth: true } });
    expect(amt(p, "PT")).toBe(0);
    expect(line(p, "PT")).toBeUndefined();
  });

  it("takes PF on arrears only, under the month's remaining ceiling room, and never the month's VPF again", () => {
    // Arrears for August ₹5,000, all basic; August's PF wages were ₹10,000, so the ₹15,000 ceiling leaves
    // ₹5,000 of room: PF 12% × ₹5,000 = ₹600. The ₹1,000 VPF a month is the regular run's.
    const p = slip({
      period: "2026-10",
      components: basic(r(10_000)),
      arrears: [{ description: "Arrears for August 2026", amount: r(5_000), fromMonth: "2026-08", pfWage: r(5_000), pfWagesAlreadyContributed: r(10_000) }],
      pf: { vpfAmount: r(1_000) },
      esi: { applicable: false },
      offCycle: { regularPaidThisMonth: true },
    });
    expect(amt(p, "PF_ARREARS")).toBe(r(600));
    expect(line(p, "PF")).toBeUndefined();
    expect(line(p, "VPF")).toBeUndefined();
    expect(p.employerContributions.map((l) => l.code)).toEqual(["EPF_ER_ARREARS"]);
  });

  it("takes ESI on arrears that are ESI wages, for a person within the ceiling", () => {
    // Salary ₹15,000 (within ₹21,000): ESI 0.75% of the ₹2,000 arrears = ₹15, employer 3.25% = ₹65.
    const p = slip({
      period: "2026-10",
      components: basic(r(15_000)),
      arrears: [{ description: "Arrears for August 2026", amount: r(2_000), fromMonth: "2026-08" }],
      pf: { applicable: false },
      offCycle: { regularPaidThisMonth: true },
    });
    expect(amt(p, "ESI")).toBe(r(15));
    expect(amt(p, "ESI_ER")).toBe(r(65));
  });

  it("is refused with what belongs to the regular run, or with nothing to pay", () => {
    const refused = parsePayslipInput(input({ offCycle: { regularPaidThisMonth: true }, overtime: { hours: 2 }, additions: bonus(r(1_000)) }));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.errors.map((e) => e.message)).toContain("an off-cycle payslip pays no overtime: it belongs to the month's regular run");
    const empty = parsePayslipInput(input({ offCycle: { regularPaidThisMonth: true } }));
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.errors.map((e) => e.message)).toContain("an off-cycle payslip needs at least one addition or arrear to pay");
    const pfBonus = parsePayslipInput(input({ offCycle: { regularPaidThisMonth: true }, additions: [{ code: "INC", description: "Incentive", amount: r(1_000), pfWage: true }] }));
    expect(pfBonus.ok).toBe(false);
  });

  it("property: TDS is never negative nor more than the pay, and grows with the bonus", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 500_000 }), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 200_000 }), (salary, extra, more) => {
        const at = (b: number) =>
          computePayslip(
            input({
              period: "2026-10",
              components: basic(r(salary)),
              additions: bonus(r(b)),
              ytd: { taxableIncome: r(salary) * 7 },
              pf: { applicable: false },
              esi: { applicable: false },
              offCycle: { regularPaidThisMonth: true },
            }),
          );
        const small = at(extra);
        const big = at(extra + more);
        expect(amt(small, "TDS")).toBeGreaterThanOrEqual(0);
        expect(amt(small, "TDS")).toBeLessThanOrEqual(r(extra));
        expect(amt(big, "TDS")).toBeGreaterThanOrEqual(amt(small, "TDS"));
        expect(small.totals.netPay).toBe(r(extra) - amt(small, "TDS"));
      }),
      { numRuns: 200 },
    );
  });
});
