// Properties that must hold for any employee, checked over generated inputs (fast-check).
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { computePayslip, annualTax, INCOME_TAX_RULES, PayslipSchema, type PayslipInput, type Payslip } from "../src/index.ts";
import { input, r, amt } from "./helpers.ts";

const STATES = ["MH", "KA", "WB", "TN", "TG", "AP", "GJ", "MP", "KL", "DL", "HR", "UP", "OR"] as const;
const PERIODS = ["2025-04", "2025-09", "2025-12", "2026-02", "2026-03", "2026-06", "2026-09", "2026-10", "2027-02", "2027-03"];

const inputArb: fc.Arbitrary<PayslipInput> = fc
  .record({
    basic: fc.integer({ min: 1_000, max: 4_00_000 }),
    hraPct: fc.integer({ min: 0, max: 50 }),
    extra: fc.integer({ min: 0, max: 2_00_000 }),
    state: fc.constantFrom(...STATES),
    gender: fc.constantFrom("male", "female") as fc.Arbitrary<"male" | "female">,
    period: fc.constantFrom(...PERIODS),
    lop2: fc.integer({ min: 0, max: 10 }),
    joinDay: fc.option(fc.integer({ min: 2, max: 28 })),
    leaveDay: fc.option(fc.integer({ min: 15, max: 28 })),
    birthYear: fc.integer({ min: 1945, max: 2004 }),
    wageBasis: fc.constantFrom("ceiling", "actual") as fc.Arbitrary<"ceiling" | "actual">,
    iw: fc.boolean(),
    disabled: fc.boolean(),
    continuing: fc.boolean(),
    regime: fc.constantFrom("new", "old") as fc.Arbitrary<"new" | "old">,
    bonus: fc.option(fc.integer({ min: 1, max: 5_00_000 })),
    ytdMonths: fc.integer({ min: 0, max: 11 }),
    ptPaid: fc.integer({ min: 0, max: 2_500 }),
    addBack: fc.boolean(),
  })
  .map((g) => {
    const period = g.period;
    const i = input({
      period,
      components: [
        { code: "BASIC", name: "Basic", type: "basic", calc: "fixed", amount: r(g.basic) },
        { code: "HRA", name: "HRA", type: "hra", calc: "percent", percent: g.hraPct, of: ["BASIC"] },
        { code: "SPL", name: "Special", type: "special", calc: "fixed", amount: r(g.extra) },
      ],
      lopDays: g.lop2 / 2,
      pf: { wageBasis: g.wageBasis, internationalWorker: g.iw },
      esi: { coveredThisContributionPeriod: g.continuing },
      tax: { regime: g.regime, declarations: { rentPerMonth: r(10_000), section80C: r(50_000) } },
      ytd: { taxableIncome: r(g.basic) * g.ytdMonths, tdsDeducted: 0, professionalTax: r(g.ptPaid) },
      settings: { labourCodeWageAddBack: g.addBack },
      ...(g.bonus !== null ? { additions: [{ code: "BONUS", description: "Bonus", amount: r(g.bonus) }] } : {}),
      employee: {
        state: g.state,
        gender: g.gender,
        dateOfBirth: `${g.birthYear}-07-15`,
        disabled: g.disabled,
        dateOfJoining: g.joinDay !== null ? `${period}-${String(g.joinDay).padStart(2, "0")}` : "2020-01-01",
        ...(g.leaveDay !== null && (g.joinDay === null || g.leaveDay >= g.joinDay) ? { dateOfLeaving: `${period}-${String(g.leaveDay).padStart(2, "0")}` } : {}),
      },
    });
    return i;
  })
  // Loss of pay can't exceed the days employed; the schema rejects such input, so don't generate it.
  .filter((i) => {
    const start = i.employee.dateOfJoining > `${i.period}-01` ? Number(i.employee.dateOfJoining.slice(8)) : 1;
    const end = i.employee.dateOfLeaving ? Number(i.employee.dateOfLeaving.slice(8)) : 28;
    return (i.lopDays ?? 0) <= end - start + 1;
  });

const sum = (xs: { amount: number }[]) => xs.reduce((a, x) => a + x.amount, 0);
// September 2026 mixes ₹15,000 and ₹25,000 by days employed, so its bound is the higher ceiling.
const ceilingFor = (period: string) => (period >= "2026-09" ? r(25_000) : r(15_000));

describe("payslip properties", () => {
  it("net = earnings − deductions, every line whole paise, output matches its schema", () => {
    fc.assert(
      fc.property(inputArb, (i) => {
        const p = computePayslip(i);
        expect(sum(p.earnings)).toBe(p.totals.grossEarnings);
        expect(sum(p.deductions)).toBe(p.totals.totalDeductions);
        expect(p.totals.netPay).toBe(p.totals.grossEarnings - p.totals.totalDeductions);
        expect(sum(p.employerContributions)).toBe(p.totals.employerContributions);
        for (const l of [...p.earnings, ...p.deductions, ...p.employerContributions]) {
          expect(Number.isInteger(l.amount)).toBe(true);
          expect(l.amount).toBeGreaterThanOrEqual(0);
          expect(l.working.length).toBeGreaterThan(0);
        }
        PayslipSchema.parse(p);
      }),
      { numRuns: 400 },
    );
  });

  it("contributions never exceed their caps", () => {
    fc.assert(
      fc.property(inputArb, (i) => {
        const p: Payslip = computePayslip(i);
        const ceiling = ceilingFor(i.period);
        if (p.pf) {
          expect(p.pf.epsWages).toBeLessThanOrEqual(ceiling);
          expect(p.pf.edliWages).toBeLessThanOrEqual(ceiling);
          expect(p.pf.eps).toBeLessThanOrEqual(Math.round((ceiling * 0.0833) / 100) * 100 + 100);
          expect(p.pf.edli).toBeLessThanOrEqual(Math.round((ceiling * 0.005) / 100) * 100 + 100);
          if (i.pf?.wageBasis !== "actual" && !i.pf?.internationalWorker) {
            expect(p.pf.epfWages).toBeLessThanOrEqual(ceiling);
            expect(p.pf.employee).toBeLessThanOrEqual(Math.round((ceiling * 0.12) / 100) * 100);
          }
          expect(p.pf.eps + p.pf.employerEpf).toBe(Math.round((p.pf.employerWages * 0.12) / 100) * 100);
        }
        if (p.esi?.covered && !i.esi?.coveredThisContributionPeriod) {
          const esiCeiling = i.employee.disabled ? r(25_000) : r(21_000);
          const rate = i.components.reduce((a, c) => a + (c.calc === "fixed" ? c.amount : 0), 0);
          expect(rate).toBeLessThanOrEqual(esiCeiling);
        }
        expect((i.ytd?.professionalTax ?? 0) + amt(p, "PT")).toBeLessThanOrEqual(Math.max(r(2_500), i.ytd?.professionalTax ?? 0));
        if (i.employee.state === "HR") expect(amt(p, "LWF")).toBeLessThanOrEqual(r(34));
      }),
      { numRuns: 400 },
    );
  });

  it("without a PAN, a month's TDS is never less than with one, and the year's deduction never less than its tax", () => {
    fc.assert(
      fc.property(inputArb, (i) => {
        const withPan = computePayslip(i);
        const without = computePayslip({ ...i, employee: { ...i.employee, pan: undefined } });
        expect(without.incomeTax.panNotFurnished).toBe(true);
        expect(amt(without, "TDS")).toBeGreaterThanOrEqual(amt(withPan, "TDS"));
        expect(without.incomeTax.annualWithholding).toBeGreaterThanOrEqual(without.incomeTax.annualTax);
        expect(without.incomeTax.annualTax).toBe(withPan.incomeTax.annualTax);
        expect(without.warnings.some((w) => w.startsWith("PAN not furnished"))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("an employee the state exempts pays no professional tax, and the line says why", () => {
    fc.assert(
      fc.property(inputArb, (i) => {
        const p = computePayslip(i);
        const s = i.employee.state;
        if (i.employee.disabled && (s === "MH" || s === "AP" || s === "TG")) {
          const l = p.deductions.find((d) => d.code === "PT");
          expect(l?.amount).toBe(0);
          expect(l?.working).toMatch(/^Exempt from /);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("tax never falls as taxable income rises (both regimes, every age band)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8_00_00_000 }),
        fc.integer({ min: 0, max: 50_00_000 }),
        fc.constantFrom("new", "old"),
        fc.constantFrom("normal", "senior", "superSenior") as fc.Arbitrary<"normal" | "senior" | "superSenior">,
        fc.boolean(),
        fc.constantFrom(0, 1),
        (a, step, regime, band, resident, year) => {
          const rule = INCOME_TAX_RULES[year]!;
          const rg = regime === "new" ? rule.newRegime : rule.oldRegime;
          const lo = annualTax(r(a - (a % 10)), rg, band, resident, rule.cessRate).total;
          const hi = annualTax(r(a + step - ((a + step) % 10)), rg, band, resident, rule.cessRate).total;
          expect(hi).toBeGreaterThanOrEqual(lo);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("tax never falls across the edges that matter (rebate, marginal relief, surcharge thresholds)", () => {
    const rule = INCOME_TAX_RULES[1]!;
    for (const rg of [rule.newRegime, rule.oldRegime]) {
      for (const edge of [5_00_000, 12_00_000, 12_70_590, 50_00_000, 1_00_00_000, 2_00_00_000, 5_00_00_000]) {
        let prev = -1;
        for (let x = edge - 2_000; x <= edge + 2_000; x += 10) {
          const t = annualTax(r(x), rg, "normal", true, 400).total;
          expect(t).toBeGreaterThanOrEqual(prev);
          prev = t;
        }
      }
    }
  });

  it("the month's figures add up to the year", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 6_00_000 }),
        fc.constantFrom("new", "old") as fc.Arbitrary<"new" | "old">,
        fc.constantFrom("MH", "KA", "TN", "DL", "MP"),
        fc.array(fc.option(fc.integer({ min: 1_000, max: 3_00_000 })), { minLength: 12, maxLength: 12 }),
        fc.boolean(),
        (monthly, regime, state, bonuses, hasPan) => {
          const months = ["2026-04", "2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11", "2026-12", "2027-01", "2027-02", "2027-03"];
          const ytd = { taxableIncome: 0, tdsDeducted: 0, employeePf: 0, professionalTax: 0, basicDa: 0, hra: 0, ptHalfYearGross: 0, ptHalfYearPaid: 0 };
          let pfTotal = 0;
          months.forEach((period, k) => {
            const bonus = bonuses[k];
            const p = computePayslip(
              input({
                period,
                components: [
                  { code: "BASIC", name: "Basic", type: "basic", calc: "fixed", amount: r(monthly) },
                  { code: "HRA", name: "HRA", type: "hra", calc: "percent", percent: 40, of: ["BASIC"] },
                ],
                tax: { regime, declarations: { rentPerMonth: r(monthly / 2) } },
                employee: { state: state as "MH", city: "Mumbai", ...(hasPan ? {} : { pan: undefined }) },
                esi: { applicable: false },
                ytd: { ...ytd },
                ...(bonus ? { additions: [{ code: "BONUS", description: "Bonus", amount: r(bonus) }] } : {}),
              }),
            );
            const pt = amt(p, "PT");
            ytd.taxableIncome += p.totals.grossEarnings;
            ytd.tdsDeducted += amt(p, "TDS");
            ytd.employeePf += p.pf ? p.pf.employee : 0;
            ytd.professionalTax += pt;
            ytd.basicDa += amt(p, "BASIC");
            ytd.hra += amt(p, "HRA");
            ytd.ptHalfYearGross = period === "2026-09" ? 0 : ytd.ptHalfYearGross + p.totals.grossEarnings;
            ytd.ptHalfYearPaid = period === "2026-09" ? 0 : ytd.ptHalfYearPaid + pt;
            pfTotal += p.pf ? p.pf.employee : 0;
            if (period === "2027-03") {
              // March deducts exactly the balance: the months' TDS add up to the year's tax on the year's income
              // (without a PAN, to the year's deduction under s.206AA / s.397(2)(b)).
              expect(ytd.tdsDeducted).toBe(p.incomeTax.annualWithholding);
              if (hasPan) expect(ytd.tdsDeducted).toBe(p.incomeTax.annualTax);
            }
          });
          // PF: twelve equal months (10 of 12 before the September 2026 ceiling change can differ by month).
          expect(pfTotal).toBeGreaterThan(0);
          expect(ytd.professionalTax).toBeLessThanOrEqual(r(2_500));
        },
      ),
      { numRuns: 150 },
    );
  });
});
