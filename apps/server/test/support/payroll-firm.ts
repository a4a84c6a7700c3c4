// A test firm made ready to run payroll, as the payroll tests all need it: the payroll settings (maker-checker
// on, loss of pay from unpaid leave, so no attendance is needed), the Labour Codes structure, and salaries.
import type { StructureView } from "@vetan/shared/payroll";
import { expect } from "vitest";
import type { TestFirm } from "./factories.ts";

/** A person the engine can pay: a date of birth, a gender and a joining date before the months run. */
export const PAYABLE = { date_of_birth: "1990-05-10", gender: "female" as const, joining_date: "2024-04-01" };

/** Sets the payroll settings and adds the Labour Codes structure; its id. */
export async function readyForPayroll(firm: TestFirm, opts: { makerChecker?: boolean } = {}): Promise<string> {
  const settings = await firm.admin.send("PUT", "/api/v1/payroll/settings", { maker_checker: opts.makerChecker ?? true, lop_source: "leave" });
  expect(settings.statusCode, settings.body).toBe(200);
  const structure = await firm.admin.post("/api/v1/payroll/structures/templates", { template: "labour_codes" });
  expect(structure.statusCode, structure.body).toBe(201);
  return (structure.json() as StructureView).id;
}

/** Assigns a salary on the structure from a date (April 2025 unless said). */
export async function assignSalary(firm: TestFirm, employeeId: string, structureId: string, annualCtc: string, effectiveFrom = "2025-04-01"): Promise<void> {
  const salary = await firm.admin.post(`/api/v1/payroll/salaries/${employeeId}`, { structure_id: structureId, annual_ctc: annualCtc, effective_from: effectiveFrom });
  expect(salary.statusCode, salary.body).toBe(201);
}
