// Worked professional tax cases, one per slab edge (india-statutory.md §3). Gross = the month's earnings.
import { describe, it, expect } from "vitest";
import { slip, basic, r, amt } from "./helpers.ts";

const pt = (state: string, gross: number, o: { period?: string; gender?: "male" | "female"; ptArea?: string; ytd?: Record<string, number>; leave?: string } = {}) =>
  amt(
    slip({
      period: o.period ?? "2026-06",
      components: basic(gross),
      employee: { state: state as "MH", gender: o.gender ?? "male", ...(o.ptArea ? { ptArea: o.ptArea } : {}), ...(o.leave ? { dateOfLeaving: o.leave } : {}) },
      ...(o.ytd ? { ytd: o.ytd } : {}),
      esi: { applicable: false },
    }),
    "PT",
  );

describe("Maharashtra", () => {
  it.each([
    [7_500, 0], // ≤ 7,500 nil
    [7_501, 175], // 7,501–10,000 → 175
    [10_000, 175],
    [10_001, 200], // > 10,000 → 200
  ])("man, gross ₹%i → ₹%i", (gross, tax) => expect(pt("MH", r(gross))).toBe(r(tax)));

  it("February is ₹300", () => expect(pt("MH", r(10_001), { period: "2026-02" })).toBe(r(300)));
  it("woman at ₹25,000: nil (women's threshold)", () => expect(pt("MH", r(25_000), { gender: "female" })).toBe(0));
  it("woman at ₹25,001: ₹200", () => expect(pt("MH", r(25_001), { gender: "female" })).toBe(r(200)));
  it("woman in February at ₹30,000: ₹300", () => expect(pt("MH", r(30_000), { gender: "female", period: "2027-02" })).toBe(r(300)));
  it("yearly cap: ₹2,400 already paid, February's ₹300 limited to ₹100", () =>
    expect(pt("MH", r(50_000), { period: "2027-02", ytd: { professionalTax: r(2_400) } })).toBe(r(100)));
});

describe("Karnataka (from April 2025)", () => {
  it("₹24,999: nil", () => expect(pt("KA", r(24_999))).toBe(0));
  it("₹25,000: ₹200", () => expect(pt("KA", r(25_000))).toBe(r(200)));
  it("₹24,999.99: nil (paise count)", () => expect(pt("KA", r(25_000) - 1)).toBe(0));
  it("February: ₹300", () => expect(pt("KA", r(40_000), { period: "2026-02" })).toBe(r(300)));
});

describe("West Bengal", () => {
  it.each([
    [10_000, 0],
    [10_001, 110],
    [15_000, 110],
    [15_001, 130],
    [25_000, 130],
    [25_001, 150],
    [40_000, 150],
    [40_001, 200],
  ])("gross ₹%i → ₹%i", (gross, tax) => expect(pt("WB", r(gross))).toBe(r(tax)));
});

describe("Telangana, Andhra Pradesh, Gujarat", () => {
  it.each([
    ["TG", 15_000, 0],
    ["TG", 15_001, 150],
    ["TG", 20_000, 150],
    ["TG", 20_001, 200],
    ["AP", 20_000, 150],
    ["AP", 50_000, 200],
    ["GJ", 12_000, 0],
    ["GJ", 12_001, 200],
  ])("%s gross ₹%i → ₹%i", (state, gross, tax) => expect(pt(state, r(gross))).toBe(r(tax)));
});

describe("Madhya Pradesh (annual amounts spread monthly)", () => {
  it.each([
    ["2026-06", 18_749, 0],
    ["2026-06", 18_750, 125], // 2.25 lakh a year
    ["2026-06", 25_000, 125], // 3 lakh a year, still the ₹1,500 slab
    ["2026-06", 25_001, 167],
    ["2027-03", 25_001, 163], // 12th month: 167 × 11 + 163 = 2,000
    ["2026-06", 40_000, 208],
    ["2027-03", 40_000, 212], // 208 × 11 + 212 = 2,500
  ])("%s gross ₹%i → ₹%i", (period, gross, tax) => expect(pt("MP", r(gross), { period })).toBe(r(tax)));
});

describe("Tamil Nadu and Kerala (half-yearly)", () => {
  it("Chennai, September: half-year gross 75,000 + 15,000 = 90,000 → ₹1,250", () =>
    expect(pt("TN", r(15_000), { period: "2026-09", ytd: { ptHalfYearGross: r(75_000) } })).toBe(r(1_250)));
  it("Chennai, August: nothing (deducted in September)", () => expect(pt("TN", r(15_000), { period: "2026-08" })).toBe(0));
  it("Chennai, September: half-year gross 18,000 → nil", () =>
    expect(pt("TN", r(3_000), { period: "2026-09", ytd: { ptHalfYearGross: r(15_000) } })).toBe(0));
  it("Chennai, March: 30,001–45,000 slab → ₹425", () =>
    expect(pt("TN", r(6_000), { period: "2027-03", ytd: { ptHalfYearGross: r(30_000) } })).toBe(r(425)));
  it("Chennai, leaving on 15 July: 60,000 + 20,000 × 15/31 = 69,677 → ₹1,025", () =>
    expect(pt("TN", r(20_000), { period: "2026-07", leave: "2026-07-15", ytd: { ptHalfYearGross: r(60_000) } })).toBe(r(1_025)));
  it("Chennai: already paid ₹180 this half-year → the balance", () =>
    expect(pt("TN", r(15_000), { period: "2026-09", ytd: { ptHalfYearGross: r(75_000), ptHalfYearPaid: r(180) } })).toBe(r(1_070)));
  it("Tamil Nadu, other local body: same 90,000 → ₹1,095", () =>
    expect(pt("TN", r(15_000), { period: "2026-09", ptArea: "other", ytd: { ptHalfYearGross: r(75_000) } })).toBe(r(1_095)));
  it("Kerala, March: half-year 25,000 + 5,000 = 30,000 → ₹600", () =>
    expect(pt("KL", r(5_000), { period: "2027-03", ytd: { ptHalfYearGross: r(25_000) } })).toBe(r(600)));
  it("Kerala, September: half-year 1,25,000 → ₹1,250", () =>
    expect(pt("KL", r(25_000), { period: "2026-09", ytd: { ptHalfYearGross: r(100_000) } })).toBe(r(1_250)));
});

describe("states without professional tax, and unconfigured states", () => {
  it("Delhi: none, no warning", () => {
    const p = slip({ components: basic(r(80_000)), employee: { state: "DL" } });
    expect(amt(p, "PT")).toBe(0);
    expect(p.warnings).toEqual([]);
  });
  it("Odisha (levies PT, not configured): none, with a warning", () => {
    const p = slip({ components: basic(r(80_000)), employee: { state: "OR" } });
    expect(amt(p, "PT")).toBe(0);
    expect(p.warnings[0]).toMatch(/not configured/);
  });
});

// Exemptions (rules/professional-tax.ts PT_EXEMPTIONS). An exempt employee gets a ₹0 PT line whose
// working says why. Maharashtra s.27A(f): "persons who have completed the age of sixty-five years" — a
// year is completed on the day before the birthday (Prabhu Dayal Sesma, (1986) 4 SCC 59), and the whole
// month in which the 65th year is completed is exempt.
describe("exemptions", () => {
  const ptLine = (state: string, gross: number, o: { period?: string; dob?: string; gender?: "male" | "female"; disabled?: boolean; parent?: boolean } = {}) => {
    const p = slip({
      period: o.period ?? "2026-06",
      components: basic(gross),
      employee: {
        state: state as "MH",
        gender: o.gender ?? "male",
        ...(o.dob ? { dateOfBirth: o.dob } : {}),
        ...(o.disabled ? { disabled: true } : {}),
        ...(o.parent ? { parentOfDisabledChild: true } : {}),
      },
      esi: { applicable: false },
    });
    expect(p.totals.netPay).toBe(p.totals.grossEarnings - p.totals.totalDeductions);
    return p.deductions.find((d) => d.code === "PT");
  };

  it("Maharashtra, born 15 Mar 1961: 65 completed on 14 Mar 2026, so March 2026 is exempt", () => {
    // 65th birthday 15 Mar 2026; the 65th year is completed the day before, 14 Mar 2026 — inside March.
    const l = ptLine("MH", r(50_000), { period: "2026-03", dob: "1961-03-15" });
    expect(l?.amount).toBe(0);
    expect(l?.working).toBe("Exempt from Maharashtra professional tax: completed 65 years on 2026-03-14 (s.27A(f)); gross ₹50,000 would otherwise pay ₹200");
  });

  it("same person in February 2026: not yet 65, pays February's ₹300", () =>
    expect(ptLine("MH", r(50_000), { period: "2026-02", dob: "1961-03-15" })?.amount).toBe(r(300)));

  it("born 1 Apr 1961: completes 65 on 31 Mar 2026, so March is already exempt", () => {
    // Birthday 1 Apr 2026; day before = 31 Mar 2026, the last day of March.
    expect(ptLine("MH", r(50_000), { period: "2026-03", dob: "1961-04-01" })?.working).toMatch(/completed 65 years on 2026-03-31/);
  });

  it("born 2 Apr 1961: completes 65 on 1 Apr 2026 — March pays ₹200, April is exempt", () => {
    expect(ptLine("MH", r(50_000), { period: "2026-03", dob: "1961-04-02" })?.amount).toBe(r(200));
    expect(ptLine("MH", r(50_000), { period: "2026-04", dob: "1961-04-02" })?.working).toMatch(/^Exempt .*completed 65 years on 2026-04-01/);
  });

  it("Maharashtra, person with a benchmark disability: ₹0 instead of ₹200 (s.27A(c)(i))", () => {
    const l = ptLine("MH", r(50_000), { disabled: true });
    expect(l?.amount).toBe(0);
    expect(l?.working).toMatch(/^Exempt from Maharashtra professional tax: person with a benchmark disability .*\(s\.27A\(c\)\(i\)\); gross ₹50,000 would otherwise pay ₹200$/);
  });

  it("Maharashtra, woman with a disability earning ₹20,000: exempt, and in the nil slab in any case", () =>
    expect(ptLine("MH", r(20_000), { gender: "female", disabled: true })?.working).toMatch(/nil slab in any case$/));

  it("Maharashtra, parent of a child with a benchmark disability: ₹0 instead of ₹175 on ₹8,000 (s.27A(c)(ii))", () => {
    const l = ptLine("MH", r(8_000), { parent: true });
    expect(l?.amount).toBe(0);
    expect(l?.working).toMatch(/parent or guardian of a child with a benchmark disability.*\(s\.27A\(c\)\(ii\)\); gross ₹8,000 would otherwise pay ₹175$/);
  });

  it.each([
    ["AP", "Andhra Pradesh"],
    ["TG", "Telangana"],
  ])("%s, 40%% or more disability of any kind: ₹0 instead of ₹200 (G.O.Ms. No. 95 as amended in 2007)", (state, name) => {
    const l = ptLine(state, r(50_000), { disabled: true });
    expect(l?.amount).toBe(0);
    expect(l?.working).toMatch(new RegExp(`^Exempt from ${name} professional tax: person with 40% or more disability of any kind`));
  });

  it.each([["KA"], ["WB"], ["GJ"]])("%s: no exemption configured (the state's class is narrower, or none was found) — a disabled employee still pays", (state) =>
    expect(ptLine(state, r(50_000), { disabled: true })?.amount).toBe(r(200)));

  it("Karnataka has no age exemption: a 70-year-old pays ₹200", () =>
    expect(ptLine("KA", r(50_000), { dob: "1956-01-10" })?.amount).toBe(r(200)));

  it("old regime: the year's PT projection stops in the month the 65th year is completed", () => {
    // Maharashtra, ₹1,00,000 a month, April 2026, born 20 Nov 1961: completes 65 on 19 Nov 2026.
    // PT: April ₹200 + May–October 6 × ₹200 = ₹1,400; November to March exempt (no February ₹300).
    // Senior (60–79) old-regime slabs: 12,00,000 − 50,000 − 1,400 = 11,48,600 →
    // 5% × 2,00,000 + 20% × 5,00,000 + 30% × 1,48,600 = 10,000 + 1,00,000 + 44,580 = 1,54,580; cess 6,183.20 →
    // 1,60,763.20 → ₹1,60,760 (s.288B); ÷ 12 = 13,396.67 → ₹13,397
    const p = slip({ period: "2026-04", components: basic(r(1_00_000)), employee: { state: "MH", dateOfBirth: "1961-11-20" }, tax: { regime: "old" }, pf: { applicable: false }, esi: { applicable: false } });
    expect(amt(p, "PT")).toBe(r(200));
    expect(p.incomeTax.exemptionsAndDeductions.find((d) => d.name === "Professional tax")?.amount).toBe(r(1_400));
    expect(p.incomeTax.taxableIncome).toBe(r(11_48_600));
    expect(amt(p, "TDS")).toBe(r(13_397));
  });
});
