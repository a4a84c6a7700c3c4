// Reimbursements paid with the salary: money back for bills, not pay. They are outside wages (PF, ESI and
// the Labour Codes' wage test) and income (TDS), shown apart from earnings, and added to net pay.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { payrollJournal } from "../src/files/journal.ts";
import { amt, basic, r, slip } from "./helpers.ts";

const REIMBURSED = [{ code: "EXP_1", description: "Expense claim EXP-0042", amount: r(2_345.5) }];

describe("reimbursements on a payslip", () => {
  it("add ₹2,345.50 to net pay and nothing to gross, PF, ESI, PT or TDS (Maharashtra, ₹20,000 basic)", () => {
    const without = slip({ components: basic(r(20_000)), employee: { state: "MH" } });
    const withThem = slip({ components: basic(r(20_000)), employee: { state: "MH" }, reimbursements: REIMBURSED });
    expect(withThem.totals.grossEarnings).toBe(without.totals.grossEarnings);
    for (const code of ["PF", "ESI", "PT", "TDS"]) expect(amt(withThem, code)).toBe(amt(without, code));
    expect(withThem.totals.netPay).toBe(without.totals.netPay + r(2_345.5));
    expect(withThem.totals.reimbursements).toBe(r(2_345.5));
    expect(withThem.reimbursements).toEqual([{ code: "EXP_1", name: "Expense claim EXP-0042", amount: r(2_345.5), working: "Reimbursed against bills: not wages or income (no PF, ESI or tax)" }]);
    expect(withThem.earnings.map((l) => l.code)).toEqual(["BASIC"]);
    expect(without.reimbursements).toBeUndefined();
  });

  it("property: every statutory figure is the same with them; net pay moves by exactly their sum", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 300_000 }), fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 5 }), (salary, amounts) => {
        const reimbursements = amounts.map((a, i) => ({ code: `EXP_${i + 1}`, description: `Claim ${i + 1}`, amount: a }));
        const a = slip({ components: basic(r(salary)), employee: { state: "KA" } });
        const b = slip({ components: basic(r(salary)), employee: { state: "KA" }, reimbursements });
        expect(b.deductions).toEqual(a.deductions);
        expect(b.employerContributions).toEqual(a.employerContributions);
        expect(b.incomeTax).toEqual(a.incomeTax);
        expect(b.totals.netPay - a.totals.netPay).toBe(amounts.reduce((t, x) => t + x, 0));
      }),
      { numRuns: 100 },
    );
  });

  it("go to the journal as their own debit, and the journal still balances", () => {
    const p = slip({ components: basic(r(20_000)), employee: { state: "MH" }, reimbursements: REIMBURSED });
    const j = payrollJournal([p], { costCentres: new Map([["E1", "Sales"]]) });
    expect(j.totalDebit).toBe(j.totalCredit);
    expect(j.lines.find((l) => l.ledger === "Employee Reimbursements")).toMatchObject({ debit: r(2_345.5), credit: 0, narration: "Reimbursements" });
  });
});
