// Worked ESI cases. Rules: 0.75% employee, 3.25% employer, each rounded UP to the next rupee; covered
// when the monthly wage rate ≤ ₹21,000 (₹25,000 with disability); employee share waived at an average
// daily wage ≤ ₹176; coverage continues to the end of the contribution period (india-statutory.md §2).
import { describe, it, expect } from "vitest";
import { slip, basic, r, amt } from "./helpers.ts";

describe("ESI", () => {
  it("wages ₹18,000", () => {
    const p = slip({ components: basic(r(18_000)) });
    expect(p.esi?.employee).toBe(r(135)); // 0.75% × 18,000 = 135.00
    expect(p.esi?.employer).toBe(r(585)); // 3.25% × 18,000 = 585.00
    expect(p.esi?.coveredUntil).toBe("2026-09-30"); // June is in April–September
  });

  it("wages exactly ₹21,000: covered, both shares round up", () => {
    const p = slip({ components: basic(r(21_000)) });
    expect(p.esi?.covered).toBe(true);
    expect(p.esi?.employee).toBe(r(158)); // 157.50 → 158
    expect(p.esi?.employer).toBe(r(683)); // 682.50 → 683
  });

  it("wages ₹21,001: not covered", () => {
    const p = slip({ components: basic(r(21_001)) });
    expect(p.esi?.covered).toBe(false);
    expect(amt(p, "ESI")).toBe(0);
    expect(amt(p, "ESI_ER")).toBe(0);
  });

  it("raise above the ceiling mid-period: coverage continues to 30 September", () => {
    const p = slip({ components: basic(r(23_000)), esi: { coveredThisContributionPeriod: true } });
    expect(p.esi?.covered).toBe(true);
    expect(p.esi?.employee).toBe(r(173)); // 0.75% × 23,000 = 172.50 → 173
    expect(p.esi?.employer).toBe(r(748)); // 3.25% × 23,000 = 747.50 → 748
    expect(p.esi?.coveredUntil).toBe("2026-09-30");
  });

  it("person with disability at ₹24,000: covered under the ₹25,000 ceiling", () => {
    const p = slip({ components: basic(r(24_000)), employee: { disabled: true } });
    expect(p.esi?.employee).toBe(r(180)); // 0.75% × 24,000
    expect(p.esi?.employer).toBe(r(780)); // 3.25% × 24,000
  });

  it("person with disability at ₹25,001: not covered", () => {
    expect(slip({ components: basic(r(25_001)), employee: { disabled: true } }).esi?.covered).toBe(false);
  });

  it("average daily wage ₹166.67 (₹5,000 over 30 days): no employee share, employer pays", () => {
    const p = slip({ components: basic(r(5_000)) });
    expect(p.esi?.employee).toBe(0);
    expect(amt(p, "ESI")).toBe(0);
    expect(p.esi?.employer).toBe(r(163)); // 3.25% × 5,000 = 162.50 → 163
  });

  it("average daily wage exactly ₹176 (₹5,280 over 30 days): still exempt", () => {
    const p = slip({ components: basic(r(5_280)) });
    expect(p.esi?.employee).toBe(0);
    expect(p.esi?.employer).toBe(r(172)); // 3.25% × 5,280 = 171.60 → 172
  });

  it("average daily wage just above ₹176 (₹5,281): employee pays", () => {
    const p = slip({ components: basic(r(5_281)) });
    expect(p.esi?.employee).toBe(r(40)); // 0.75% × 5,281 = 39.61 → 40
    expect(p.esi?.employer).toBe(r(172)); // 171.63 → 172
  });

  it("loss of pay: coverage on the wage rate, contribution on wages earned", () => {
    // 20,000 × 20/30 = 13,333.33 → 13,333
    const p = slip({ components: basic(r(20_000)), lopDays: 10 });
    expect(p.esi?.wages).toBe(r(13_333));
    expect(p.esi?.employee).toBe(r(100)); // 0.75% × 13,333 = 99.9975 → 100
    expect(p.esi?.employer).toBe(r(434)); // 3.25% × 13,333 = 433.32 → 434
  });

  it("ESI-liable addition is contributed on even above the ceiling", () => {
    const p = slip({ components: basic(r(20_000)), additions: [{ code: "OT", description: "Overtime", amount: r(5_000), esiWage: true }] });
    expect(p.esi?.wages).toBe(r(25_000));
    expect(p.esi?.employee).toBe(r(188)); // 0.75% × 25,000 = 187.50 → 188
    expect(p.esi?.employer).toBe(r(813)); // 812.50 → 813
  });

  it("annual bonus (not ESI wages by default) is left out", () => {
    const p = slip({ components: basic(r(20_000)), additions: [{ code: "BONUS", description: "Bonus", amount: r(10_000) }] });
    expect(p.esi?.wages).toBe(r(20_000));
    expect(p.esi?.employee).toBe(r(150)); // 0.75% × 20,000
  });

  it("October–March period ends 31 March", () => {
    expect(slip({ period: "2026-11", components: basic(r(15_000)) }).esi?.coveredUntil).toBe("2027-03-31");
    expect(slip({ period: "2026-02", components: basic(r(15_000)) }).esi?.coveredUntil).toBe("2026-03-31");
  });

  it("ESI not applicable: nothing computed", () => {
    expect(slip({ components: basic(r(15_000)), esi: { applicable: false } }).esi).toBeNull();
  });
});
