// The bench must time valid payslips: its generated inputs pass the schema and compute cleanly.
import { describe, it, expect } from "vitest";
import { buildEmployees } from "../bench/engine.ts";
import { parsePayslipInput, computePayslipUnchecked } from "../src/index.ts";

describe("bench inputs", () => {
  it("are valid and deterministic", () => {
    const a = buildEmployees(2_000, 7);
    for (const i of a) {
      const parsed = parsePayslipInput(i);
      expect(parsed.ok ? "ok" : JSON.stringify(parsed.errors)).toBe("ok");
      const p = computePayslipUnchecked(i);
      expect(p.totals.netPay).toBe(p.totals.grossEarnings - p.totals.totalDeductions);
    }
    expect(buildEmployees(50, 7)).toEqual(a.slice(0, 50));
  });
});
