// Worked PF cases. Rules: employee 12%, employer 12% = EPS 8.33% of wages up to the ceiling + the rest to
// EPF; EDLI 0.5% and admin 0.5%; each rounded to the nearest rupee, half up (india-statutory.md §1).
import { describe, it, expect } from "vitest";
import { slip, basic, r, amt } from "./helpers.ts";

describe("PF at the ₹15,000 ceiling (June 2026)", () => {
  it("basic ₹10,000: under the ceiling", () => {
    const p = slip({ components: basic(r(10_000)) });
    expect(p.pf?.epfWages).toBe(r(10_000));
    expect(p.pf?.employee).toBe(r(1_200)); // 12% × 10,000 = 1,200
    expect(p.pf?.eps).toBe(r(833)); // 8.33% × 10,000 = 833.00
    expect(p.pf?.employerEpf).toBe(r(367)); // 1,200 − 833 = 367
    expect(p.pf?.edli).toBe(r(50)); // 0.5% × 10,000 = 50
    expect(p.pf?.admin).toBe(r(50)); // 0.5% × 10,000 = 50
  });

  it("basic ₹15,000: EPS 1,249.50 rounds half up to 1,250", () => {
    const p = slip({ components: basic(r(15_000)) });
    expect(p.pf?.employee).toBe(r(1_800)); // 12% × 15,000
    expect(p.pf?.eps).toBe(r(1_250)); // 8.33% × 15,000 = 1,249.50 → 1,250
    expect(p.pf?.employerEpf).toBe(r(550)); // 1,800 − 1,250 (the ECR example's 550)
    expect(p.pf?.edli).toBe(r(75)); // 0.5% × 15,000
  });

  it("basic ₹30,000: capped at ₹15,000", () => {
    const p = slip({ components: basic(r(30_000)) });
    expect(p.pf?.epfWages).toBe(r(15_000)); // min(30,000, 15,000)
    expect(p.pf?.employee).toBe(r(1_800)); // 12% × 15,000
    expect(p.pf?.eps).toBe(r(1_250));
    expect(p.pf?.employerEpf).toBe(r(550));
    expect(amt(p, "PF")).toBe(r(1_800));
  });

  it("basic ₹15,001: one rupee over the ceiling is capped", () => {
    const p = slip({ components: basic(r(15_001)) });
    expect(p.pf?.epfWages).toBe(r(15_000));
    expect(p.pf?.employee).toBe(r(1_800));
  });

  it("basic ₹14,999: each share rounds separately", () => {
    const p = slip({ components: basic(r(14_999)) });
    expect(p.pf?.employee).toBe(r(1_800)); // 12% × 14,999 = 1,799.88 → 1,800
    expect(p.pf?.eps).toBe(r(1_249)); // 8.33% × 14,999 = 1,249.42 → 1,249
    expect(p.pf?.employerEpf).toBe(r(551)); // 1,800 − 1,249
    expect(p.pf?.edli).toBe(r(75)); // 0.5% × 14,999 = 74.995 → 75
  });

  it("PF on actual wages by choice: employee on ₹30,000, employer on the ceiling", () => {
    const p = slip({ components: basic(r(30_000)), pf: { wageBasis: "actual" } });
    expect(p.pf?.epfWages).toBe(r(30_000));
    expect(p.pf?.employee).toBe(r(3_600)); // 12% × 30,000
    expect(p.pf?.employerWages).toBe(r(15_000));
    expect(p.pf?.eps).toBe(r(1_250)); // EPS stays on 15,000
    expect(p.pf?.employerEpf).toBe(r(550)); // 12% × 15,000 − 1,250
    expect(p.pf?.admin).toBe(r(150)); // 0.5% × EPF wages 30,000
    expect(p.pf?.edliWages).toBe(r(15_000));
  });

  it("PF on actual wages, employer matching", () => {
    const p = slip({ components: basic(r(30_000)), pf: { wageBasis: "actual", employerOnActual: true } });
    expect(p.pf?.employee).toBe(r(3_600));
    expect(p.pf?.eps).toBe(r(1_250));
    expect(p.pf?.employerEpf).toBe(r(2_350)); // 12% × 30,000 = 3,600 − 1,250
  });

  it("international worker: no ceiling for EPF, EPS still capped", () => {
    const p = slip({ components: basic(r(100_000)), pf: { internationalWorker: true } });
    expect(p.pf?.epfWages).toBe(r(100_000));
    expect(p.pf?.employee).toBe(r(12_000)); // 12% × 1,00,000
    expect(p.pf?.eps).toBe(r(1_250)); // 8.33% × 15,000
    expect(p.pf?.employerEpf).toBe(r(10_750)); // 12,000 − 1,250
    expect(p.pf?.edli).toBe(r(75)); // EDLI capped
  });

  it("international worker first joining above the ceiling: no EPS", () => {
    const p = slip({
      components: basic(r(100_000)),
      pf: { internationalWorker: true, firstJoinedEpfOn: "2024-05-01", pfWageAtFirstJoining: r(100_000) },
    });
    expect(p.pf?.eps).toBe(0);
    expect(p.pf?.employerEpf).toBe(r(12_000)); // all 12% to EPF
  });

  it("first joined EPF after 1 Sep 2014 above the ceiling: not an EPS member", () => {
    const p = slip({ components: basic(r(30_000)), pf: { firstJoinedEpfOn: "2020-01-01", pfWageAtFirstJoining: r(20_000) } });
    expect(p.pf?.epsMember).toBe(false);
    expect(p.pf?.epsWages).toBe(0);
    expect(p.pf?.eps).toBe(0);
    expect(p.pf?.employerEpf).toBe(r(1_800)); // whole 12% × 15,000 to EPF
  });

  it("first joined before 1 Sep 2014: stays an EPS member whatever the wage", () => {
    const p = slip({ components: basic(r(30_000)), pf: { firstJoinedEpfOn: "2010-01-01", pfWageAtFirstJoining: r(20_000) } });
    expect(p.pf?.epsMember).toBe(true);
    expect(p.pf?.eps).toBe(r(1_250));
  });

  it("first joined at exactly the ceiling: still an EPS member", () => {
    const p = slip({ components: basic(r(30_000)), pf: { firstJoinedEpfOn: "2019-04-01", pfWageAtFirstJoining: r(15_000) } });
    expect(p.pf?.eps).toBe(r(1_250)); // "above the ceiling" excludes; 15,000 is not above
  });

  it("turning 58 mid-month: EPS only for the days before the birthday", () => {
    // Born 16 Jun 1968 → 58 on 16 Jun 2026. Days 1–15 EPS, 16–30 not.
    const p = slip({ components: basic(r(20_000)), employee: { dateOfBirth: "1968-06-16" } });
    expect(p.pf?.epfWages).toBe(r(15_000));
    expect(p.pf?.epsWages).toBe(r(7_500)); // 15,000 × 15/30
    expect(p.pf?.eps).toBe(r(625)); // 8.33% × 7,500 = 624.75 → 625
    expect(p.pf?.employerEpf).toBe(r(1_175)); // 1,800 − 625
    expect(p.pf?.employee).toBe(r(1_800)); // employee share continues
  });

  it("over 58: no EPS, the employer's whole share to EPF", () => {
    const p = slip({ components: basic(r(20_000)), employee: { dateOfBirth: "1960-01-01" } });
    expect(p.pf?.eps).toBe(0);
    expect(p.pf?.employerEpf).toBe(r(1_800));
    expect(p.pf?.edli).toBe(r(75)); // EDLI continues
  });

  it("reduced 10% rate: EPS still 8.33%", () => {
    const p = slip({ components: basic(r(12_000)), pf: { reducedRate: true } });
    expect(p.pf?.employee).toBe(r(1_200)); // 10% × 12,000
    expect(p.pf?.eps).toBe(r(1_000)); // 8.33% × 12,000 = 999.60 → 1,000
    expect(p.pf?.employerEpf).toBe(r(200)); // 1,200 − 1,000
  });

  it("VPF 10% on top; the employer does not match", () => {
    const p = slip({ components: basic(r(12_000)), pf: { vpfPercent: 10 } });
    expect(p.pf?.vpf).toBe(r(1_200)); // 10% × 12,000
    expect(amt(p, "VPF")).toBe(r(1_200));
    expect(p.pf?.employerEpf).toBe(r(440)); // 1,440 − EPS 999.60→1,000 = 440
  });

  it("VPF fixed ₹2,000", () => {
    const p = slip({ components: basic(r(12_000)), pf: { vpfAmount: r(2_000) } });
    expect(amt(p, "VPF")).toBe(r(2_000));
    expect(amt(p, "PF")).toBe(r(1_440));
  });

  it("loss of pay reduces PF wages below the ceiling", () => {
    // 15,000 × 27/30 = 13,500
    const p = slip({ components: basic(r(15_000)), lopDays: 3 });
    expect(p.pf?.epfWages).toBe(r(13_500));
    expect(p.pf?.employee).toBe(r(1_620)); // 12% × 13,500
    expect(p.pf?.eps).toBe(r(1_125)); // 8.33% × 13,500 = 1,124.55 → 1,125
    expect(p.pf?.employerEpf).toBe(r(495));
    expect(p.pf?.ncpDays).toBe(3);
  });

  it("loss of pay above the ceiling leaves PF unchanged", () => {
    // 20,000 × 27/30 = 18,000, still capped at 15,000
    const p = slip({ components: basic(r(20_000)), lopDays: 3 });
    expect(p.pf?.employee).toBe(r(1_800));
  });

  it("Labour Codes add-back: allowances over half of pay come back into PF wages", () => {
    // Basic 10,000; HRA 8,000 + special 12,000 = 20,000 excluded > half of 30,000.
    // Add back (20,000 − 10,000) / 2 = 5,000 → wages 15,000 → PF 1,800.
    const components = [
      ...basic(r(10_000)),
      { code: "HRA", name: "HRA", type: "hra" as const, calc: "fixed" as const, amount: r(8_000) },
      { code: "SPL", name: "Special", type: "special" as const, calc: "fixed" as const, amount: r(12_000) },
    ];
    expect(slip({ components, settings: { labourCodeWageAddBack: true } }).pf?.employee).toBe(r(1_800));
    expect(slip({ components }).pf?.employee).toBe(r(1_200)); // setting off: 12% × 10,000
  });

  it("Labour Codes add-back does nothing when wages are already half", () => {
    const components = [...basic(r(10_000)), { code: "HRA", name: "HRA", type: "hra" as const, calc: "fixed" as const, amount: r(10_000) }];
    expect(slip({ components, settings: { labourCodeWageAddBack: true } }).pf?.epfWages).toBe(r(10_000));
  });

  it("PF not applicable: no PF lines", () => {
    const p = slip({ components: basic(r(30_000)), pf: { applicable: false } });
    expect(p.pf).toBeNull();
    expect(amt(p, "PF")).toBe(0);
    expect(amt(p, "EPS")).toBe(0);
  });
});

describe("PF ceiling ₹25,000 from 17 September 2026", () => {
  it("September 2026, basic ₹20,000: day split 16/30 at ₹15,000 and 14/30 uncapped", () => {
    // 15,000 × 16/30 + 20,000 × 14/30 = 17,333.33 → 17,333 (EPFO FAQ example)
    const p = slip({ period: "2026-09", components: basic(r(20_000)) });
    expect(p.pf?.epfWages).toBe(r(17_333));
    expect(p.pf?.employee).toBe(r(2_080)); // 12% × 17,333 = 2,079.96 → 2,080
    expect(p.pf?.eps).toBe(r(1_444)); // 8.33% × 17,333 = 1,443.84 → 1,444
    expect(p.pf?.employerEpf).toBe(r(636)); // 2,080 − 1,444
    expect(p.pf?.edli).toBe(r(87)); // 0.5% × 17,333 = 86.665 → 87
  });

  it("September 2026, basic ₹30,000: the day-weighted ceiling ₹19,667", () => {
    // 15,000 × 16/30 + 25,000 × 14/30 = 19,666.67 → 19,667
    const p = slip({ period: "2026-09", components: basic(r(30_000)) });
    expect(p.pf?.epfWages).toBe(r(19_667));
    expect(p.pf?.employee).toBe(r(2_360)); // 12% × 19,667 = 2,360.04 → 2,360
    expect(p.pf?.eps).toBe(r(1_638)); // 8.33% × 19,667 = 1,638.26 → 1,638
    expect(p.pf?.employerEpf).toBe(r(722));
    expect(p.pf?.edli).toBe(r(98)); // 98.335 → 98
  });

  it("October 2026, basic ₹30,000: capped at ₹25,000, max EPS ₹2,083", () => {
    const p = slip({ period: "2026-10", components: basic(r(30_000)) });
    expect(p.pf?.epfWages).toBe(r(25_000));
    expect(p.pf?.employee).toBe(r(3_000)); // 12% × 25,000
    expect(p.pf?.eps).toBe(r(2_083)); // 8.33% × 25,000 = 2,082.50 → 2,083
    expect(p.pf?.employerEpf).toBe(r(917)); // 3,000 − 2,083
    expect(p.pf?.edli).toBe(r(125)); // 0.5% × 25,000
  });

  it("joining on 20 September 2026: only the new ceiling applies", () => {
    // Earned 30,000 × 11/30 = 11,000, all in days under the ₹25,000 ceiling
    const p = slip({ period: "2026-09", components: basic(r(30_000)), employee: { dateOfJoining: "2026-09-20" } });
    expect(p.pf?.epfWages).toBe(r(11_000));
    expect(p.pf?.employee).toBe(r(1_320));
    expect(p.pf?.eps).toBe(r(916)); // 8.33% × 11,000 = 916.30 → 916
  });

  it("leaving on 10 September 2026: only the old ceiling applies", () => {
    // Earned 60,000 × 10/30 = 20,000, all in days under the ₹15,000 ceiling → capped at 15,000
    const p = slip({ period: "2026-09", components: basic(r(60_000)), employee: { dateOfLeaving: "2026-09-10" } });
    expect(p.pf?.epfWages).toBe(r(15_000));
    expect(p.pf?.employee).toBe(r(1_800));
  });

  it("first joined EPF in October 2026 at ₹20,000: an EPS member under the new ceiling", () => {
    const p = slip({ period: "2026-11", components: basic(r(30_000)), employee: { dateOfJoining: "2026-10-01" }, pf: { firstJoinedEpfOn: "2026-10-01", pfWageAtFirstJoining: r(20_000) } });
    expect(p.pf?.eps).toBe(r(2_083));
  });
});

describe("PF on arrears", () => {
  it("arrears of basic use the room left under the ceiling in the arrear months", () => {
    // 3 months from March 2026 at ₹15,000 ceiling = 45,000; already contributed on 3 × 14,000 = 42,000 → room 3,000.
    const p = slip({
      components: basic(r(15_000)),
      arrears: [{ description: "Basic arrears", amount: r(3_000), fromMonth: "2026-03", months: 3, pfWage: r(3_000), pfWagesAlreadyContributed: r(42_000) }],
    });
    expect(p.pf?.arrears?.epfWages).toBe(r(3_000));
    expect(p.pf?.arrears?.employee).toBe(r(360)); // 12% × 3,000
    expect(p.pf?.arrears?.eps).toBe(r(250)); // 8.33% × 3,000 = 249.90 → 250
    expect(p.pf?.arrears?.employerEpf).toBe(r(110)); // 360 − 250
    expect(amt(p, "PF_ARREARS")).toBe(r(360));
  });

  it("arrears for months already at the ceiling carry no PF", () => {
    const p = slip({
      components: basic(r(30_000)),
      arrears: [{ description: "Basic arrears", amount: r(6_000), fromMonth: "2026-04", months: 2, pfWage: r(6_000), pfWagesAlreadyContributed: r(30_000) }],
    });
    expect(p.pf?.arrears?.employee).toBe(0); // room 2 × 15,000 − 30,000 = 0
    expect(p.totals.grossEarnings).toBe(r(36_000)); // the arrear is still paid
  });
});
