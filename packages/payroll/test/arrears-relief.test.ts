// Relief for arrears of earlier years (Income-tax Act 1961 s.89(1); 2025 Act s.157), worked by hand. An
// employee in Uttar Pradesh (no PT), new regime, no PF or ESI, paid ₹1,25,000 a month; in May 2026 a
// revision backdated to February 2026 pays ₹2,00,000 of arrears that belong to tax year 2025-26.
import { describe, expect, it } from "vitest";
import { arrearsRelief } from "../src/arrears-relief.ts";
import { amt, basic, line, r, slip } from "./helpers.ts";

const may = (earlierYears?: { taxYear: string; totalIncome: number; regime: "new" | "old" }[]) =>
  slip({
    period: "2026-05",
    components: basic(r(125_000)),
    pf: { applicable: false },
    esi: { applicable: false },
    // April paid ₹1,25,000 and deducted ₹8,125 (the year's ₹97,500 ÷ 12).
    ytd: { taxableIncome: r(125_000), tdsDeducted: r(8_125) },
    arrears: [{ description: "Arrears for February 2026", amount: r(200_000), fromMonth: "2026-02" }],
    tax: { regime: "new", ...(earlierYears ? { earlierYears } : {}) },
  });

describe("relief for arrears of earlier years", () => {
  it("takes ₹32,500 off May's deduction: the arrears cost ₹32,500 this year and nothing in 2025-26", () => {
    // This year: 12 × ₹1,25,000 = ₹15,00,000 − ₹75,000 = ₹14,25,000: ₹20,000 + ₹40,000 + 15% of ₹2,25,000
    //   = ₹93,750 + cess ₹3,750 = ₹97,500. With the arrears, ₹16,25,000: ₹20,000 + ₹40,000 + ₹60,000 + 20%
    //   of ₹25,000 = ₹1,25,000 + cess ₹5,000 = ₹1,30,000. They cost ₹32,500 this year.
    // 2025-26: ₹10,00,000 → ₹12,00,000: both within the rebate (income up to ₹12 lakh), tax 0 either way.
    // Relief ₹32,500 − 0 = ₹32,500. May deducts (₹97,500 − ₹8,125) ÷ 11 = ₹8,125, + ₹32,500 on the
    // arrears, − ₹32,500 relief = ₹8,125.
    const p = may([{ taxYear: "2025-26", totalIncome: r(1_000_000), regime: "new" }]);
    expect(p.incomeTax.arrearsRelief).toBe(r(32_500));
    expect(amt(p, "TDS")).toBe(r(8_125));
    expect(line(p, "TDS")?.working).toContain(
      "relief for arrears of earlier years (s.157): tax on them this year ₹32,500 − in their own years ₹0 (2025-26: ₹0 on ₹10,00,000 + ₹2,00,000 − ₹0 without = ₹0 (new regime)) = ₹32,500, taken off this month's deduction",
    );
    expect(p.warnings).toEqual([]);
  });

  it("keeps May's relief in June: the months after deduct what is left of the year's tax, not the relief back", () => {
    // June's year so far: taxable ₹1,25,000 + ₹3,25,000 = ₹4,50,000, deducted ₹8,125 + ₹8,125 = ₹16,250,
    // relief ₹32,500. The year: ₹4,50,000 + 10 × ₹1,25,000 = ₹17,00,000 − ₹75,000 = ₹16,25,000, tax
    // ₹1,30,000. June: (₹1,30,000 − ₹16,250 − ₹32,500) ÷ 10 = ₹8,125, as every month before the arrears;
    // without the relief counted it would be (₹1,30,000 − ₹16,250) ÷ 10 = ₹11,375, taking it back.
    const june = slip({
      period: "2026-06",
      components: basic(r(125_000)),
      pf: { applicable: false },
      esi: { applicable: false },
      ytd: { taxableIncome: r(450_000), tdsDeducted: r(16_250), arrearsRelief: r(32_500) },
      tax: { regime: "new" },
    });
    expect(amt(june, "TDS")).toBe(r(8_125));
    expect(line(june, "TDS")?.working).toContain("(₹1,30,000 − ₹16,250 deducted − ₹32,500 relief given for arrears) ÷ 10 months = ₹8,125");
  });

  it("gives none when the arrears would have cost more in their own year", () => {
    // 2025-26: ₹18,00,000 → ₹20,00,000 at 20%: ₹40,000 + cess ₹1,600 = ₹41,600 > ₹32,500 this year.
    const p = may([{ taxYear: "2025-26", totalIncome: r(1_800_000), regime: "new" }]);
    expect(p.incomeTax.arrearsRelief).toBe(0);
    expect(amt(p, "TDS")).toBe(r(40_625));
  });

  it("without that year's income, deducts in full and says why", () => {
    const p = may();
    expect(p.incomeTax.arrearsRelief).toBeUndefined();
    expect(amt(p, "TDS")).toBe(r(40_625));
    expect(p.warnings).toContain(
      "Arrears of ₹2,00,000 for 2025-26 are taxed this year without relief under s.157: Vetan has no record of that year's income (the particulars of Form 10E). The employee can claim it with Form 10E in the return.",
    );
  });

  it("gives no relief for a year without tax tables here, rather than part of it", () => {
    const out = arrearsRelief({
      taxWith: r(130_000),
      taxWithout: r(97_500),
      arrears: [{ taxYear: "2023-24", amount: r(50_000) }],
      years: [{ taxYear: "2023-24", totalIncome: r(900_000), regime: "old" }],
      dateOfBirth: "1990-01-15",
      resident: true,
      section: "s.157",
    });
    expect(out.relief).toBe(0);
    expect(out.warning).toContain("Vetan has no tax tables for 2023-24");
  });
});
