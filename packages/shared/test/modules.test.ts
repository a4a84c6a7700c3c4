import { describe, expect, it } from "vitest";
import { MODULE_KEYS, moduleOfPath } from "../src/modules.ts";
import { planModules } from "../../../apps/server/src/seed/content/plan-modules.ts";
import { MODULES } from "../src/modules.ts";

describe("moduleOfPath", () => {
  it.each([
    ["/api/v1/people", "people"],
    ["/api/v1/people/0f0e/documents/1/file", "people"],
    ["/api/v1/people/0f0e/tasks", "staff"],
    ["/api/v1/payroll/runs/abc/register.xlsx", "payroll"],
    ["/api/v1/payroll/runs/abc/payslips/def/pdf", "payslips"],
    ["/api/v1/payroll/form16/mine", "payslips"],
    ["/api/v1/payroll/ledger/mine", "ledgers"],
    ["/api/v1/payroll/payments.xlsx?x=1", "ledgers"],
    ["/api/v1/expenses/ledger/e1/ledger.xlsx", "ledgers"],
    ["/api/v1/expenses/claims", "expenses"],
    ["/api/v1/leave/requests/1/cancel", "leave"],
    ["/api/v1/attendance/device-punches", "attendance"],
    ["/approvals/bulk", "staff"],
    ["/api/v1/payrollx", null],
    ["/api/v1/admin/posts", null],
    ["/api/v1", null],
  ])("%s → %s", (path, key) => {
    expect(moduleOfPath(path)).toBe(key);
  });

  it("names every module the Distribution of Plans seeds, in its order", () => {
    expect(MODULES.map((m) => m.name)).toEqual(planModules.map((m) => m.module));
    expect(new Set(MODULE_KEYS).size).toBe(MODULE_KEYS.length);
  });
});
