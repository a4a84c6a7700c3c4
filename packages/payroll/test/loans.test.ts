// Loans and salary advances: worked schedules, prepayment, waiver, capped recovery and the perquisite on
// a concessional loan, beside properties that must hold for any loan.
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { loanSchedule, applyPrepayment, applyWaiver, recoveryFor, loanPerquisite, addMonths, type LoanSchedule, type LoanMethod } from "../src/loans.ts";
import { PayrollError } from "../src/errors.ts";
import { r } from "./helpers.ts";

/** ₹1,00,000 at 10% a year over 12 months, reducing balance, first EMI in April 2026. */
const base = () => loanSchedule({ principal: r(1_00_000), annualRatePercent: 10, emiCount: 12, firstMonth: "2026-04", method: "reducing" });

/** The identities every schedule keeps, whatever was done to it. */
function expectConsistent(s: LoanSchedule): void {
  let repaid = 0;
  let prev: number | undefined;
  for (const row of s.rows) {
    if (prev !== undefined) expect(row.opening).toBe(prev);
    expect(row.closing).toBe(row.opening - row.waived - row.principal - row.prepaid);
    expect(row.closing).toBeGreaterThanOrEqual(0);
    expect(row.emi).toBe(row.interest + row.principal);
    for (const v of [row.opening, row.interest, row.emi, row.principal, row.prepaid, row.waived, row.closing]) expect(Number.isInteger(v)).toBe(true);
    repaid += row.principal + row.prepaid + row.waived;
    prev = row.closing;
  }
  expect(s.rows[0]?.opening).toBe(s.principal);
  expect(s.rows.at(-1)?.closing).toBe(0);
  expect(repaid).toBe(s.principal);
  expect(s.totals.principal + s.totals.prepaid + s.totals.waived).toBe(s.principal);
  expect(s.working.length).toBeGreaterThan(0);
}

describe("loan schedule: hand-worked", () => {
  it("₹1,00,000 at 10% over 12 months: EMI ₹8,792", () => {
    // By hand: r = 10% ÷ 12 = 0.0083333; (1 + r)^12 = 1.1047131;
    // EMI = 1,00,000 × 0.0083333 × 1.1047131 ÷ 0.1047131 = 833.333 × 10.549906 = ₹8,791.59 → ₹8,792.
    // Exactly (basis points, B = 1,20,000): 1,00,000 × 1,000 × 1,21,000^12 ÷ (1,20,000 × (1,21,000^12 − 1,20,000^12)).
    const s = base();
    expect(s.emi).toBe(r(8_792));
    expect(s.working).toContain("₹8,791.59");
    // April: interest 1,00,000 × 10% ÷ 12 = 833.33 → ₹833; principal 8,792 − 833 = ₹7,959; closing ₹92,041.
    expect(s.rows[0]).toMatchObject({ month: "2026-04", opening: r(1_00_000), interest: r(833), emi: r(8_792), principal: r(7_959), closing: r(92_041) });
    // May: 92,041 × 10% ÷ 12 = 767.01 → ₹767.
    expect(s.rows[1]?.interest).toBe(r(767));
    // March 2027 is the twelfth and takes up the rounding: balance ₹8,714 + interest ₹73 = ₹8,787.
    expect(s.rows).toHaveLength(12);
    expect(s.rows[11]).toMatchObject({ month: "2027-03", opening: r(8_714), interest: r(73), emi: r(8_787), closing: 0 });
    // 11 × 8,792 + 8,787 = 1,05,499: interest ₹5,499.
    expect(s.totals.instalments).toBe(r(1_05_499));
    expect(s.totals.interest).toBe(r(5_499));
    expectConsistent(s);
  });

  it("a salary advance is a loan at 0%: ₹50,000 over 3 months = ₹16,667, ₹16,667, ₹16,666", () => {
    const s = loanSchedule({ principal: r(50_000), annualRatePercent: 0, emiCount: 3, firstMonth: "2026-11", method: "reducing" });
    expect(s.rows.map((x) => x.emi)).toEqual([r(16_667), r(16_667), r(16_666)]);
    expect(s.rows.map((x) => x.month)).toEqual(["2026-11", "2026-12", "2027-01"]);
    expect(s.totals.interest).toBe(0);
    expectConsistent(s);
  });

  it("flat 10% on ₹1,00,000 over 12 months: ₹833 interest a month, EMI 8,333 + 833 = ₹9,166, last ₹9,170", () => {
    const s = loanSchedule({ principal: r(1_00_000), annualRatePercent: 10, emiCount: 12, firstMonth: "2026-04", method: "flat" });
    expect(s.flatMonthlyInterest).toBe(r(833));
    expect(s.emi).toBe(r(9_166));
    expect(s.rows.every((x) => x.interest === r(833))).toBe(true);
    // 11 × 8,333 = 91,663 of principal, leaving 8,337 + 833 = ₹9,170.
    expect(s.rows[11]?.emi).toBe(r(9_170));
    expect(s.totals.interest).toBe(r(9_996));
    expectConsistent(s);
  });

  it("given an EMI instead of a count: ₹1,00,000 at 12% at ₹10,000 a month is 11 instalments, the last ₹5,898", () => {
    const s = loanSchedule({ principal: r(1_00_000), annualRatePercent: 12, emi: r(10_000), firstMonth: "2026-04", method: "reducing" });
    expect(s.rows).toHaveLength(11);
    expect(s.rows[10]).toMatchObject({ month: "2027-02", emi: r(5_898), closing: 0 });
    expectConsistent(s);
  });

  it("a rate with two decimals stays exact: 8.65% in basis points", () => {
    const s = loanSchedule({ principal: r(2_00_000), annualRatePercent: 8.65, emiCount: 24, firstMonth: "2026-04", method: "reducing" });
    expect(s.annualRateBp).toBe(865);
    // 2,00,000 × 8.65% ÷ 12 = 1,441.67 → ₹1,442.
    expect(s.rows[0]?.interest).toBe(r(1_442));
    expectConsistent(s);
  });

  it("refuses bad input with a PayrollError", () => {
    const ok = { principal: r(10_000), annualRatePercent: 10, emiCount: 10, firstMonth: "2026-04", method: "reducing" as const };
    expect(() => loanSchedule({ ...ok, annualRatePercent: 10.125 })).toThrow(/two decimals/);
    expect(() => loanSchedule({ ...ok, emi: r(1_000) })).toThrow(/either emiCount or emi/);
    expect(() => loanSchedule({ ...ok, firstMonth: "2026-13" })).toThrow(PayrollError);
    expect(() => loanSchedule({ ...ok, emiCount: undefined, emi: r(80) })).toThrow(/does not cover the interest/);
    expect(() => loanSchedule({ ...ok, principal: r(5), emiCount: 12 })).toThrow(/less than ₹1/);
  });
});

describe("prepayment", () => {
  it("₹20,000 after the September instalment, keeping the EMI: four more instalments, ending January 2027", () => {
    const s = applyPrepayment(base(), { month: "2026-09", amount: r(20_000), keep: "emi" });
    const sep = s.rows.find((x) => x.month === "2026-09");
    // September closes at 51,242 before the prepayment and 31,242 after.
    expect(sep).toMatchObject({ prepaid: r(20_000), closing: r(31_242) });
    // October: 31,242 × 10% ÷ 12 = 260.35 → ₹260.
    expect(s.rows.find((x) => x.month === "2026-10")?.interest).toBe(r(260));
    expect(s.rows).toHaveLength(10);
    expect(s.rows.at(-1)).toMatchObject({ month: "2027-01", emi: r(5_478), closing: 0 });
    expect(s.emi).toBe(r(8_792));
    // Interest falls from 5,499 to 4,606.
    expect(s.totals.interest).toBe(r(4_606));
    expect(s.working).toContain("interest falls by ₹893");
    expectConsistent(s);
  });

  it("the same prepayment keeping the tenure: EMI ₹8,792 → ₹5,360 to March 2027", () => {
    const s = applyPrepayment(base(), { month: "2026-09", amount: r(20_000), keep: "tenure" });
    expect(s.rows).toHaveLength(12);
    expect(s.rows.at(-1)?.month).toBe("2027-03");
    expect(s.emi).toBe(r(5_360));
    expect(s.rows.find((x) => x.month === "2026-10")?.emi).toBe(r(5_360));
    expectConsistent(s);
  });

  it("prepaying the whole balance forecloses; more than the balance is refused", () => {
    const s = applyPrepayment(base(), { month: "2026-09", amount: r(51_242), keep: "emi" });
    expect(s.rows).toHaveLength(6);
    expectConsistent(s);
    expect(() => applyPrepayment(base(), { month: "2026-09", amount: r(51_243), keep: "emi" })).toThrow(/more than the ₹51,242 outstanding/);
  });

  it("changes go in month order", () => {
    const later = applyPrepayment(base(), { month: "2026-12", amount: r(5_000), keep: "emi" });
    expect(() => applyPrepayment(later, { month: "2026-09", amount: r(5_000), keep: "emi" })).toThrow(/month order/);
  });
});

describe("waiver", () => {
  it("waiving the whole balance from October: ₹51,242 forgiven, nothing recovered in October, and it is income", () => {
    const w = applyWaiver(base(), { month: "2026-10", amount: "all" });
    expect(w.waived).toBe(r(51_242));
    expect(w.schedule.rows).toHaveLength(7);
    expect(w.schedule.rows.at(-1)).toMatchObject({ month: "2026-10", waived: r(51_242), interest: 0, emi: 0, closing: 0 });
    expect(w.working).toMatch(/taxable perquisite/);
    expectConsistent(w.schedule);
  });

  it("a part waiver of ₹20,000 from October applies before October's interest", () => {
    const w = applyWaiver(base(), { month: "2026-10", amount: r(20_000) });
    const oct = w.schedule.rows.find((x) => x.month === "2026-10");
    // (51,242 − 20,000) × 10% ÷ 12 = 260.35 → ₹260.
    expect(oct).toMatchObject({ opening: r(51_242), waived: r(20_000), interest: r(260), emi: r(8_792) });
    expect(w.waived).toBe(r(20_000));
    expectConsistent(w.schedule);
  });
});

describe("recovery this month, capped by net pay", () => {
  it("June's ₹8,792 against ₹5,000 of net pay: recover ₹5,000, ₹3,792 carries on and the loan runs to April 2027", () => {
    const rec = recoveryFor(base(), "2026-06", { netPayAvailable: r(5_000) });
    expect(rec).toMatchObject({ due: r(8_792), recover: r(5_000), shortfall: r(3_792) });
    const june = rec.schedule.rows.find((x) => x.month === "2026-06");
    // 84,016 opening, interest 700, principal 5,000 − 700 = 4,300, closing 79,716.
    expect(june).toMatchObject({ emi: r(5_000), principal: r(4_300), shortfall: r(3_792), closing: r(79_716) });
    expect(rec.schedule.rows.at(-1)?.month).toBe("2027-04");
    expect(rec.working).toMatch(/shortfall of ₹3,792 .* carries/);
    expectConsistent(rec.schedule);
  });

  it("net pay below the month's interest: the unpaid interest joins the balance", () => {
    const rec = recoveryFor(base(), "2026-04", { netPayAvailable: r(500) });
    expect(rec.recover).toBe(r(500));
    expect(rec.schedule.rows[0]).toMatchObject({ interest: r(833), principal: r(-333), closing: r(1_00_333) });
    expect(rec.working).toMatch(/unpaid ₹333 is added to the balance/);
    expectConsistent(rec.schedule);
  });

  it("no net pay: nothing recovered; enough net pay: the instalment in full; outside the loan: nothing due", () => {
    expect(recoveryFor(base(), "2026-05", { netPayAvailable: -r(1_000) }).recover).toBe(0);
    const full = recoveryFor(base(), "2026-05", { netPayAvailable: r(40_000) });
    expect(full.recover).toBe(r(8_792));
    expect(full.schedule).toEqual(base());
    expect(recoveryFor(base(), "2027-06", { netPayAvailable: r(40_000) })).toMatchObject({ due: 0, recover: 0 });
  });
});

describe("perquisite on an interest-free or concessional loan", () => {
  it("₹5,00,000 interest-free over 24 months from April 2026, tax year 2026-27: ₹31,719", () => {
    const s = loanSchedule({ principal: r(5_00_000), annualRatePercent: 0, emiCount: 24, firstMonth: "2026-04", method: "reducing" });
    const p = loanPerquisite({ taxYear: "2026-27", schedule: s });
    // EMI 5,00,000 ÷ 24 = 20,833.33 → ₹20,833. Month-end balances April–March: 5,00,000 − 20,833 × k, k = 1…12,
    // total 12 × 5,00,000 − 20,833 × 78 = 43,75,026. SBI one-year MCLR on 1 April 2026 8.70%, charged 0%:
    // 43,75,026 × 8.70% ÷ 12 = 31,718.94 → ₹31,719.
    expect(p.exempt).toBe(false);
    expect(p.sbiRateBp).toBe(870);
    expect(p.months).toHaveLength(12);
    expect(p.months[0]).toMatchObject({ month: "2026-04", maxOutstanding: r(4_79_167), value: 3_473_96 });
    expect(p.value).toBe(r(31_719));
  });

  it("SBI's rate for the same purpose, given: 10.5% − 6% charged = 4.5% on ₹3,00,000 for 12 months = ₹13,500", () => {
    const balances = Array.from({ length: 12 }, (_, k) => ({ month: addMonths("2026-04", k), maxOutstanding: r(3_00_000) }));
    const p = loanPerquisite({ taxYear: "2026-27", balances, rateChargedPercent: 6, sbiRatePercent: 10.5 });
    expect(p.value).toBe(r(13_500));
    expect(p.working).toMatch(/4\.5% ÷ 12/);
  });

  it("small loans are exempt: ₹1,50,000 is within the 2026-27 limit of ₹2,00,000 but not the 2025-26 limit of ₹20,000", () => {
    const balances = [{ month: "2026-04", maxOutstanding: r(1_50_000) }];
    expect(loanPerquisite({ taxYear: "2026-27", balances })).toMatchObject({ exempt: true, value: 0 });
    const earlier = loanPerquisite({ taxYear: "2025-26", balances: [{ month: "2025-04", maxOutstanding: r(1_50_000) }] });
    expect(earlier.exempt).toBe(false);
    // 1,50,000 × 9% (one-year MCLR on 1 April 2025) ÷ 12 = ₹1,125.
    expect(earlier.value).toBe(r(1_125));
  });

  it("a loan for treatment of a Rule 3A disease is exempt; a rate at or above SBI's is no perquisite", () => {
    const balances = [{ month: "2026-04", maxOutstanding: r(5_00_000) }];
    expect(loanPerquisite({ taxYear: "2026-27", balances, medical: true })).toMatchObject({ exempt: true, value: 0 });
    expect(loanPerquisite({ taxYear: "2026-27", balances, rateChargedPercent: 9 }).value).toBe(0);
  });

  it("a tax year without a rule is refused", () => {
    expect(() => loanPerquisite({ taxYear: "2019-20", balances: [] })).toThrow(/No loan perquisite rule/);
  });
});

// ---------------------------------------------------------------------------------------------------

interface LoanGen {
  principal: number;
  bp: number;
  count: number;
  method: LoanMethod;
  first: string;
}

const loanArb: fc.Arbitrary<LoanGen> = fc.record({
  principal: fc.integer({ min: 1_000, max: 50_00_000 }).map(r),
  bp: fc.integer({ min: 0, max: 2_400 }),
  count: fc.integer({ min: 1, max: 120 }),
  method: fc.constantFrom("reducing", "flat") as fc.Arbitrary<LoanMethod>,
  first: fc.integer({ min: 0, max: 36 }).map((k) => addMonths("2025-04", k)),
});

const scheduleOf = (g: LoanGen) =>
  loanSchedule({ principal: g.principal, annualRatePercent: g.bp / 100, emiCount: g.count, firstMonth: g.first, method: g.method });

describe("loan properties", () => {
  it("principal parts add up to the amount lent exactly; no balance goes negative; the last closes at ₹0", () => {
    fc.assert(
      fc.property(loanArb, (g) => {
        const s = scheduleOf(g);
        expectConsistent(s);
        expect(s.rows.length).toBeLessThanOrEqual(g.count);
        for (const row of s.rows.slice(0, -1)) expect(row.emi).toBe(s.emi);
      }),
      { numRuns: 300 },
    );
  });

  it("given an EMI, the schedule still closes exactly", () => {
    fc.assert(
      fc.property(loanArb, fc.integer({ min: 2, max: 50 }), (g, extra) => {
        const s0 = scheduleOf(g);
        const s = loanSchedule({ principal: g.principal, annualRatePercent: g.bp / 100, emi: s0.emi + r(extra), firstMonth: g.first, method: g.method });
        expectConsistent(s);
        expect(s.rows.length).toBeLessThanOrEqual(s0.rows.length);
      }),
      { numRuns: 200 },
    );
  });

  it("a prepayment keeps every identity and never ends the loan later", () => {
    fc.assert(
      fc.property(loanArb, fc.nat(), fc.double({ min: 0.01, max: 1, noNaN: true }), fc.constantFrom("emi", "tenure") as fc.Arbitrary<"emi" | "tenure">, (g, at, frac, keep) => {
        const s = scheduleOf(g);
        const candidates = s.rows.filter((x) => x.closing > 0);
        fc.pre(candidates.length > 0);
        const row = candidates[at % candidates.length] as (typeof candidates)[number];
        const amount = Math.max(1, Math.floor(row.closing * frac));
        const p = applyPrepayment(s, { month: row.month, amount, keep });
        expectConsistent(p);
        expect(p.totals.prepaid).toBe(amount);
        expect((p.rows.at(-1)?.month ?? "") <= (s.rows.at(-1)?.month ?? "")).toBe(true);
        // Keeping the EMI saves interest; keeping the tenure re-rounds the EMI to the rupee, which on a small
        // balance can cost up to a rupee of interest a month.
        if (keep === "emi") expect(p.totals.interest).toBeLessThanOrEqual(s.totals.interest);
        else expect(p.totals.interest).toBeLessThanOrEqual(s.totals.interest + r(1) * s.rows.length);
      }),
      { numRuns: 300 },
    );
  });

  it("a waiver returns what it forgave and the schedule still adds up", () => {
    fc.assert(
      fc.property(loanArb, fc.nat(), fc.option(fc.double({ min: 0.01, max: 1, noNaN: true })), (g, at, frac) => {
        const s = scheduleOf(g);
        const row = s.rows[at % s.rows.length] as (typeof s.rows)[number];
        const amount = frac === null ? ("all" as const) : Math.max(1, Math.floor(row.opening * frac));
        const w = applyWaiver(s, { month: row.month, amount });
        expectConsistent(w.schedule);
        expect(w.schedule.totals.waived).toBe(w.waived);
        if (amount === "all") expect(w.waived).toBe(row.opening);
      }),
      { numRuns: 300 },
    );
  });

  it("recovery never exceeds net pay or the instalment; recovered + shortfall = due; the schedule still closes", () => {
    const moderate = loanArb.filter((g) => g.bp <= 1_800 && g.count <= 60);
    fc.assert(
      fc.property(moderate, fc.nat(), fc.integer({ min: -r(1_000), max: r(1_00_000) }), (g, at, net) => {
        const s = scheduleOf(g);
        const row = s.rows[at % s.rows.length] as (typeof s.rows)[number];
        const rec = recoveryFor(s, row.month, { netPayAvailable: net });
        expect(rec.recover).toBeLessThanOrEqual(Math.max(0, net));
        expect(rec.recover).toBeLessThanOrEqual(rec.due);
        expect(rec.recover + rec.shortfall).toBe(rec.due);
        expectConsistent(rec.schedule);
        if (rec.shortfall > 0) expect((rec.schedule.rows.at(-1)?.month ?? "") >= (s.rows.at(-1)?.month ?? "")).toBe(true);
        else expect(rec.schedule).toBe(s);
      }),
      { numRuns: 300 },
    );
  });

  it("the perquisite is never negative and is nil when the rate charged is at least SBI's", () => {
    fc.assert(
      fc.property(loanArb, fc.integer({ min: 0, max: 1_500 }), (g, charged) => {
        const s = scheduleOf(g);
        const p = loanPerquisite({ taxYear: "2026-27", schedule: s, rateChargedPercent: charged / 100 });
        expect(p.value).toBeGreaterThanOrEqual(0);
        expect(p.value % 100).toBe(0);
        if (charged >= 870 || p.exempt) expect(p.value).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
