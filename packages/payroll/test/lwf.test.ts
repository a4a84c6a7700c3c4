// Worked labour welfare fund cases (india-statutory.md §4).
import { describe, it, expect } from "vitest";
import { slip, basic, r, amt } from "./helpers.ts";

const lwf = (state: string, period: string, gross = r(30_000), employee: Record<string, unknown> = {}) => {
  const p = slip({ period, components: basic(gross), employee: { state: state as "MH", ...employee } });
  return [amt(p, "LWF"), amt(p, "LWF_ER")];
};

describe("labour welfare fund", () => {
  it("Maharashtra, June: ₹25 / ₹75", () => expect(lwf("MH", "2026-06")).toEqual([r(25), r(75)]));
  it("Maharashtra, July: none", () => expect(lwf("MH", "2026-07")).toEqual([0, 0]));
  it("Maharashtra, December, left on 15 December: not on the rolls on the 31st", () =>
    expect(lwf("MH", "2026-12", r(30_000), { dateOfLeaving: "2026-12-15" })).toEqual([0, 0]));
  it("Maharashtra, December, left on 31 December: on the rolls", () =>
    expect(lwf("MH", "2026-12", r(30_000), { dateOfLeaving: "2026-12-31" })).toEqual([r(25), r(75)]));
  it("Karnataka, December: ₹50 / ₹100", () => expect(lwf("KA", "2026-12")).toEqual([r(50), r(100)]));
  it("Karnataka, June: none (annual)", () => expect(lwf("KA", "2026-06")).toEqual([0, 0]));
  it("Tamil Nadu, December: ₹20 / ₹40", () => expect(lwf("TN", "2025-12")).toEqual([r(20), r(40)]));
  it("Haryana: 0.2% of ₹10,000 = ₹20, employer twice", () => expect(lwf("HR", "2026-06", r(10_000))).toEqual([r(20), r(40)]));
  it("Haryana: 0.2% of ₹30,000 = ₹60, capped at ₹34 / ₹68", () => expect(lwf("HR", "2026-06", r(30_000))).toEqual([r(34), r(68)]));
  it("Kerala: ₹50 / ₹50 every month", () => expect(lwf("KL", "2026-08")).toEqual([r(50), r(50)]));
  it("managerial staff excluded", () => expect(lwf("MH", "2026-06", r(30_000), { lwfExempt: true })).toEqual([0, 0]));
});
