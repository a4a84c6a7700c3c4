// The README's worked example must be what the engine really prints.
import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import { computePayslip } from "../src/index.ts";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const block = (marker: string): unknown => {
  const after = readme.slice(readme.indexOf(marker));
  const m = /```json\n([\s\S]*?)\n```/.exec(after);
  if (!m?.[1]) throw new Error(`no json block after ${marker}`);
  return JSON.parse(m[1]);
};

describe("README worked example", () => {
  it("input matches examples/payslip-input.json", () => {
    expect(block("<!-- example-input -->")).toEqual(JSON.parse(readFileSync(new URL("../examples/payslip-input.json", import.meta.url), "utf8")));
  });

  it("output is exactly what the engine computes", () => {
    expect(block("<!-- example-output -->")).toEqual(computePayslip(block("<!-- example-input -->")));
  });

  it("the figures quoted in the walk-through", () => {
    const p = computePayslip(block("<!-- example-input -->"));
    expect(p.totals.grossEarnings).toBe(126_000_00);
    expect(p.pf?.epfWages).toBe(19_667_00);
    expect(p.incomeTax.taxableIncome).toBe(9_99_810_00); // the year with the incentive; 9,89,810 without it
    expect(p.incomeTax.thisMonth).toBe(12_777_00);
    expect(p.totals.netPay).toBe(1_09_913_00);
  });
});
