// Builders for worked cases: a plain employee in Uttar Pradesh (no professional tax, no LWF table), with
// a PAN, PF and ESI on their defaults, so each test names only what it is about. Amounts in tests are written
// as ₹ via r() so the working beside them reads in rupees.

import { computePayslip, type Payslip, type PayslipInput } from "../src/index.ts";

export const r = (rupees: number): number => Math.round(rupees * 100);

export type Overrides = Partial<Omit<PayslipInput, "employee">> & { employee?: Partial<PayslipInput["employee"]> };

export function input(o: Overrides = {}): PayslipInput {
  const { employee, ...rest } = o;
  return {
    period: "2026-06",
    components: [{ code: "BASIC", name: "Basic", type: "basic", calc: "fixed", amount: r(10_000) }],
    tax: { regime: "new" },
    ...rest,
    employee: {
      id: "E1",
      name: "Test Employee",
      dateOfBirth: "1990-01-15",
      dateOfJoining: "2020-01-01",
      gender: "male",
      state: "UP",
      // Furnished, so TDS is at the rates in force; tests of s.206AA pass `pan: undefined`.
      pan: "ABCPE1234F",
      ...employee,
    },
  };
}

export function basic(amount: number): PayslipInput["components"] {
  return [{ code: "BASIC", name: "Basic", type: "basic", calc: "fixed", amount }];
}

export function slip(o: Overrides = {}): Payslip {
  return computePayslip(input(o));
}

type Section = "earnings" | "deductions" | "employerContributions";

export function line(p: Payslip, code: string, section?: Section) {
  const sections: Section[] = section ? [section] : ["earnings", "deductions", "employerContributions"];
  for (const s of sections) {
    const found = p[s].find((l) => l.code === code);
    if (found) return found;
  }
  return undefined;
}

/** Amount of a line, 0 when the line is absent. */
export function amt(p: Payslip, code: string, section?: Section): number {
  return line(p, code, section)?.amount ?? 0;
}
