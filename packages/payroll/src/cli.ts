// payroll compute FILE.json | -   → payslip JSON on stdout (an array of inputs gives an array)
// payroll schema [input|output]   → JSON Schema on stdout
// Bad input: field-level messages on stderr, exit 1. Never a stack trace.

import { readFileSync } from "node:fs";
import { computePayslipUnchecked, parsePayslipInput, payslipInputJsonSchema, payslipJsonSchema, PayrollError, type FieldError } from "./index.ts";
import type { Payslip } from "./schema.ts";

const USAGE = `Usage:
  npm run payroll -- compute FILE.json    compute the payslip(s) in FILE.json ("-" reads standard input)
  npm run payroll -- schema [input|output] print the JSON Schema of the input (default) or the payslip`;

function readInput(file: string): string {
  return file === "-" ? readFileSync(0, "utf8") : readFileSync(file, "utf8");
}

function fail(lines: string[], code = 1): never {
  process.stderr.write(`${lines.join("\n")}\n`);
  process.exit(code);
}

function compute(file: string | undefined): void {
  if (!file) fail(["compute needs a file name, or - for standard input", USAGE], 2);
  let text: string;
  try {
    text = readInput(file);
  } catch (err) {
    fail([`Cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? "error"}`]);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    fail([`${file === "-" ? "Standard input" : file} is not valid JSON: ${err instanceof Error ? err.message : String(err)}`]);
  }
  const many = Array.isArray(raw);
  const items: unknown[] = many ? (raw as unknown[]) : [raw];
  const errors: FieldError[] = [];
  const payslips: Payslip[] = [];
  items.forEach((item, i) => {
    const parsed = parsePayslipInput(item);
    if (!parsed.ok) {
      for (const e of parsed.errors) errors.push({ path: many ? `[${i}].${e.path}` : e.path, message: e.message });
      return;
    }
    try {
      payslips.push(computePayslipUnchecked(parsed.input));
    } catch (err) {
      if (err instanceof PayrollError) errors.push({ path: `${many ? `[${i}]` : ""}${err.path ?? ""}`, message: err.message });
      else throw err;
    }
  });
  if (errors.length > 0) {
    fail([`Invalid payslip input (${errors.length} problem${errors.length > 1 ? "s" : ""}):`, ...errors.map((e) => `  ${e.path || "(input)"}: ${e.message}`)]);
  }
  process.stdout.write(`${JSON.stringify(many ? payslips : payslips[0], null, 2)}\n`);
}

function main(argv: string[]): void {
  const [command, arg] = argv;
  if (command === "compute") {
    compute(arg);
    return;
  }
  if (command === "schema") {
    if (arg !== undefined && arg !== "input" && arg !== "output") fail([`schema takes input or output, not ${arg}`, USAGE], 2);
    process.stdout.write(`${JSON.stringify(arg === "output" ? payslipJsonSchema() : payslipInputJsonSchema(), null, 2)}\n`);
    return;
  }
  if (command === "help" || command === "--help" || command === "-h") {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  fail([command ? `Unknown command: ${command}` : "No command given", USAGE], 2);
}

try {
  main(process.argv.slice(2));
} catch (err) {
  // Anything reaching here is a bug in the engine, not the input: one line, no stack.
  fail([`Internal error: ${err instanceof Error ? err.message : String(err)}`], 3);
}
