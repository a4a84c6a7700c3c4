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
