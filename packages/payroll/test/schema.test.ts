// Input validation: each problem reported against its field with a message a person can act on.
import { describe, it, expect } from "vitest";
import { parsePayslipInput, computePayslip, PayslipInputError, payslipInputJsonSchema } from "../src/index.ts";
import { input, r } from "./helpers.ts";

const errorsOf = (raw: unknown) => {
  const p = parsePayslipInput(raw);
  return p.ok ? [] : p.errors.map((e) => `${e.path}: ${e.message}`);
};

describe("input validation", () => {
  it("a good input parses", () => expect(parsePayslipInput(input()).ok).toBe(true));

  it("amounts must be whole paise", () => {
    const i = input({ components: [{ code: "BASIC", name: "Basic", calc: "fixed", amount: 100.5 }] });
    expect(errorsOf(i)).toContain("components.0.amount: amount must be whole paise (₹1 = 100), without decimals");
  });

  it("unknown state", () => {
    expect(errorsOf(input({ employee: { state: "XX" as "MH" } }))[0]).toMatch(/^employee\.state: state must be a two-letter code/);
  });

  it("a formula may only use components listed before it", () => {
    const i = input({ components: [{ code: "HRA", name: "HRA", calc: "formula", formula: "BASIC * 0.4" }, { code: "BASIC", name: "Basic", calc: "fixed", amount: r(1) }] });
    expect(errorsOf(i)).toContain("components.0.formula: HRA refers to BASIC, which must be a component listed before it");
  });

  it("a broken formula", () => {
    const i = input({ components: [{ code: "X", name: "X", calc: "formula", formula: "1 + * 2" }] });
    expect(errorsOf(i)[0]).toMatch(/^components\.0\.formula: Formula "1 \+ \* 2": unexpected "\*"/);
  });

  it("duplicate codes", () => {
    const c = { code: "BASIC", name: "Basic", calc: "fixed" as const, amount: r(1) };
    expect(errorsOf(input({ components: [c, c] }))).toContain("components.1.code: component code BASIC is used twice");
  });

  it("loss of pay longer than the days employed", () => {
    expect(errorsOf(input({ lopDays: 12, employee: { dateOfJoining: "2026-06-20" } }))).toContain("lopDays: lopDays (12) is more than the 11 days employed this month");
  });

  it("months outside the tax tables", () => {
    expect(errorsOf(input({ period: "2024-06" }))).toContain("period: no tax tables for 2024-06: supported months are April 2025 to March 2027");
  });

  it("an employee who left before the month", () => {
    expect(errorsOf(input({ employee: { dateOfLeaving: "2026-05-31" } }))).toContain("employee.dateOfLeaving: left before 2026-06, so has no pay this month");
  });

  it("impossible dates", () => {
    expect(errorsOf(input({ employee: { dateOfBirth: "1990-02-30" } }))).toContain("employee.dateOfBirth: dateOfBirth must be a real date like 2026-09-17");
  });

  it("unknown fields are refused, so typos surface", () => {
    const i = { ...input(), lopDay: 2 };
    expect(errorsOf(i)[0]).toMatch(/lopDay/);
  });

  it("computePayslip throws PayslipInputError listing every field", () => {
    try {
      computePayslip(input({ employee: { pan: "bad" }, lopDays: 0.3 }));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(PayslipInputError);
      expect((e as PayslipInputError).errors.map((x) => x.path).sort()).toEqual(["employee.pan", "lopDays"]);
    }
  });

  it("the JSON Schema lists the component kinds", () => {
    const s = JSON.stringify(payslipInputJsonSchema());
    for (const calc of ["fixed", "percent", "formula", "balance"]) expect(s).toContain(`"const":"${calc}"`);
  });
});
