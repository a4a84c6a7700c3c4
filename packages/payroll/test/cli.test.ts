// The command line, spawned as a user would run it.
import { describe, it, expect } from "vitest";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { readFileSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const cli = fileURLToPath(new URL("../src/cli.ts", import.meta.url));
const example = fileURLToPath(new URL("../examples/payslip-input.json", import.meta.url));
const run = (args: string[], stdin?: string) => spawnSync(process.execPath, [cli, ...args], { input: stdin, encoding: "utf8" });

describe("payroll CLI", () => {
  it("compute FILE.json prints the payslip as JSON", () => {
    const out = run(["compute", example]);
    expect(out.status).toBe(0);
    const payslip = JSON.parse(out.stdout);
    expect(payslip.employee.id).toBe("EMP-0042");
    expect(payslip.totals.netPay).toBe(payslip.totals.grossEarnings - payslip.totals.totalDeductions);
  });

  it("compute - reads standard input", () => {
    const out = run(["compute", "-"], readFileSync(example, "utf8"));
    expect(out.status).toBe(0);
    expect(JSON.parse(out.stdout).period).toBe("2026-09");
  });

  it("an array of inputs gives an array of payslips", () => {
    const one = JSON.parse(readFileSync(example, "utf8"));
    const out = run(["compute", "-"], JSON.stringify([one, { ...one, employee: { ...one.employee, id: "EMP-0043" } }]));
    expect(out.status).toBe(0);
    expect(JSON.parse(out.stdout).map((p: { employee: { id: string } }) => p.employee.id)).toEqual(["EMP-0042", "EMP-0043"]);
  });

  it("schema prints the input JSON Schema", () => {
    const out = run(["schema"]);
    expect(out.status).toBe(0);
    const schema = JSON.parse(out.stdout);
    expect(schema.$schema).toMatch(/json-schema/);
    expect(schema.properties.employee.properties.pan).toBeDefined();
    expect(schema.required).toContain("period");
  });

  it("schema output prints the payslip JSON Schema", () => {
    expect(JSON.parse(run(["schema", "output"]).stdout).properties.totals).toBeDefined();
  });

  it("bad input: field-level messages on stderr, exit 1, no stack trace", () => {
    const bad = JSON.parse(readFileSync(example, "utf8"));
    bad.employee.pan = "ABCPR1234";
    bad.components[1].of = ["NOPE"];
    bad.lopDays = -1;
    const out = run(["compute", "-"], JSON.stringify(bad));
    expect(out.status).toBe(1);
    expect(out.stdout).toBe("");
    expect(out.stderr).toContain("employee.pan: PAN must be 10 characters");
    expect(out.stderr).toContain("lopDays: lopDays cannot be negative");
    expect(out.stderr).not.toMatch(/\n\s+at /);
  });

  it("cross-field problems are reported with their field", () => {
    const bad = JSON.parse(readFileSync(example, "utf8"));
    bad.components[1].of = ["NOPE"];
    const out = run(["compute", "-"], JSON.stringify(bad));
    expect(out.status).toBe(1);
    expect(out.stderr).toContain("components.1.of: HRA refers to NOPE, which must be a component listed before it");
  });

  it("not JSON: a clear message, exit 1", () => {
    const out = run(["compute", "-"], "{ nope");
    expect(out.status).toBe(1);
    expect(out.stderr).toMatch(/Standard input is not valid JSON/);
    expect(out.stderr).not.toMatch(/\n\s+at /);
  });

  it("missing file: a clear message, exit 1", () => {
    const dir = mkdtempSync(join(tmpdir(), "payroll-"));
    const out = run(["compute", join(dir, "missing.json")]);
    expect(out.status).toBe(1);
    expect(out.stderr).toMatch(/Cannot read .*missing\.json: ENOENT/);
    writeFileSync(join(dir, "x.json"), "[]");
  });

  it("unknown command: usage, exit 2", () => {
    const out = run(["frobnicate"]);
    expect(out.status).toBe(2);
    expect(out.stderr).toMatch(/Usage/);
  });
});
