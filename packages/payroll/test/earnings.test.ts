// Worked earnings cases: proration for loss of pay and part months, percentages, formulas, balances,
// arrears and one-offs. House rounding: prorated and derived amounts to the nearest rupee, half up.
import { describe, it, expect } from "vitest";
import type { PayslipInput } from "../src/index.ts";
import { slip, basic, r, amt } from "./helpers.ts";

type C = PayslipInput["components"][number];
const fixed = (code: string, amount: number, extra: Partial<C> = {}): C => ({ code, name: code, calc: "fixed", amount, ...extra }) as C;

describe("earnings", () => {
  it("joining on 11 June (30 days): 20 days paid", () => {
    const p = slip({ components: basic(r(30_000)), employee: { dateOfJoining: "2026-06-11" } });
    expect(p.days.employed).toBe(20);
    expect(amt(p, "BASIC")).toBe(r(20_000)); // 30,000 × 20/30
  });

  it("leaving on 20 July (31 days): 30,000 × 20/31 = 19,354.84 → 19,355", () => {
    const p = slip({ period: "2026-07", components: basic(r(30_000)), employee: { dateOfLeaving: "2026-07-20" } });
    expect(amt(p, "BASIC")).toBe(r(19_355));
  });

  it("1.5 LOP days in February 2026 (28 days): 28,000 × 26.5/28 = 26,500", () => {
    const p = slip({ period: "2026-02", components: basic(r(28_000)), lopDays: 1.5 });
    expect(p.days.payable).toBe(26.5);
    expect(amt(p, "BASIC")).toBe(r(26_500));
  });

  it("joining 10 June with 2 LOP days: 21 employed − 2 = 19 → 30,000 × 19/30 = 19,000", () => {
    const p = slip({ components: basic(r(30_000)), employee: { dateOfJoining: "2026-06-10" }, lopDays: 2 });
    expect(amt(p, "BASIC")).toBe(r(19_000));
  });

  it("HRA 40% of basic ₹25,000 = ₹10,000", () => {
    const p = slip({ components: [...basic(r(25_000)), { code: "HRA", name: "HRA", type: "hra", calc: "percent", percent: 40, of: ["BASIC"] }] });
    expect(amt(p, "HRA")).toBe(r(10_000));
  });

  it("10% of basic + DA: (20,000 + 5,000) × 10% = 2,500", () => {
    const p = slip({ components: [...basic(r(20_000)), fixed("DA", r(5_000), { type: "da" }), { code: "X", name: "X", calc: "percent", percent: 10, of: ["BASIC", "DA"] }] });
    expect(amt(p, "X")).toBe(r(2_500));
  });

  it("8.33% of ₹10,001 = 833.08 → ₹833", () => {
    const p = slip({ components: [...basic(r(10_001)), { code: "X", name: "X", calc: "percent", percent: 8.33, of: ["BASIC"] }] });
    expect(amt(p, "X")).toBe(r(833));
  });

  it("formula max(BASIC * 0.1, 1600): basic 10,000 → 1,600; basic 20,000 → 2,000", () => {
    const conv: C = { code: "CONV", name: "Conveyance", calc: "formula", formula: "max(BASIC * 0.1, 1600)" };
    expect(amt(slip({ components: [...basic(r(10_000)), conv] }), "CONV")).toBe(r(1_600));
    expect(amt(slip({ components: [...basic(r(20_000)), conv] }), "CONV")).toBe(r(2_000));
  });

  it("balance: gross 50,000 − basic 20,000 − HRA 8,000 = special 22,000", () => {
    const p = slip({ components: [...basic(r(20_000)), fixed("HRA", r(8_000)), { code: "SPL", name: "Special", calc: "balance", monthlyGross: r(50_000) }] });
    expect(amt(p, "SPL")).toBe(r(22_000));
    expect(p.totals.grossEarnings).toBe(r(50_000));
  });

  it("balance never negative", () => {
    const p = slip({ components: [...basic(r(60_000)), { code: "SPL", name: "Special", calc: "balance", monthlyGross: r(50_000) }] });
    expect(amt(p, "SPL")).toBe(0);
  });

  it("a non-prorated allowance stays whole under LOP", () => {
    const p = slip({ components: [...basic(r(30_000)), fixed("PHONE", r(1_000), { prorate: false })], lopDays: 15 });
    expect(amt(p, "BASIC")).toBe(r(15_000)); // 30,000 × 15/30
    expect(amt(p, "PHONE")).toBe(r(1_000));
  });

  it("arrears and one-offs add to gross; deductions reduce net", () => {
    const p = slip({
      components: basic(r(10_000)),
      arrears: [{ description: "Arrears", amount: r(2_000), fromMonth: "2026-04" }],
      additions: [{ code: "BONUS", description: "Festival bonus", amount: r(5_000) }],
      deductions: [{ code: "LOAN", description: "Loan recovery", amount: r(1_000) }],
      esi: { applicable: false },
    });
    // 10,000 + 2,000 + 5,000 = 17,000; PF 1,200; loan 1,000 → net 14,800
    expect(p.totals.grossEarnings).toBe(r(17_000));
    expect(p.totals.netPay).toBe(r(14_800));
  });

  it("working text says what was done", () => {
    const p = slip({ components: basic(r(30_000)), lopDays: 3 });
    expect(p.earnings[0]?.working).toBe("₹30,000 a month × 27/30 payable days = ₹27,000");
    expect(p.deductions.find((d) => d.code === "PF")?.working).toBe("PF 12% of ₹15,000 = ₹1,800 (Basic ₹27,000, capped at the ₹15,000 wage ceiling)");
  });
});
