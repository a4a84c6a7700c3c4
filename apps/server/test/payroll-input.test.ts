// What a run hands the engine for one person (issue 17): a daily or hourly rate paid on the days and hours
// attendance counts, overtime to the quarter hour, the minimum-wage category; refused in words where the
// firm keeps no attendance to count them from.
import { computePayslipUnchecked } from "@vetan/payroll";
import { describe, expect, it } from "vitest";
import { DEFAULT_PROFILE } from "../src/firm/payroll/pay.service.ts";
import { payslipInput } from "../src/firm/payroll/payslip-rows.ts";

const PERSON = { id: "p1", name: "Sunil Pawar", code: "W0001", dateOfBirth: "1992-02-02", joiningDate: "2024-01-01", lastWorkingDay: null, status: "active", gender: "male" as const, pan: null, uan: null, bankAccount: null, bankIfsc: null, pfApplicable: true, esiApplicable: true, state: "MH" };
const SALARY = { components: [{ code: "BASIC", name: "Basic", kind: "basic" as const, calc: "fixed" as const, amount: 15_000_00 }, { code: "DA", name: "Dearness allowance", kind: "da" as const, calc: "fixed" as const, amount: 3_000_00 }], monthlyGross: 18_000_00 };
const CYCLE = { paid_days: 26, lop_days: 1, pf_non_contributing_days: 1, present_days: 24, overtime_minutes: 125, worked_minutes: 24 * 8 * 60 + 10 };

describe("a person's engine input", () => {
  it("pays a daily rate on the days present, overtime to the quarter hour at twice the ordinary rate", () => {
    const built = payslipInput("2026-10", PERSON, SALARY, 1, { profile: { ...DEFAULT_PROFILE, wage_kind: "daily", wage_rate: 650_00, min_wage_category: "skilled" }, cycle: CYCLE });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.input.wageBasis).toEqual({ kind: "daily", ratePerDay: 650_00, daysWorked: 24 });
    // 125 minutes is 8⅓ quarter hours: 8 quarters, 2 hours.
    expect(built.input.overtime).toEqual({ hours: 2 });
    expect(built.input.minimumWage).toEqual({ category: "skilled" });
    const slip = computePayslipUnchecked(built.input);
    expect(slip.earnings.find((l) => l.code === "BASIC")?.amount).toBe(650_00 * 24);
    expect(slip.earnings.find((l) => l.code === "OT")?.amount).toBeGreaterThan(0);
  });

  it("pays an hourly rate on the hours worked, and a monthly salary as before", () => {
    const hourly = payslipInput("2026-10", PERSON, SALARY, 1, { profile: { ...DEFAULT_PROFILE, wage_kind: "hourly", wage_rate: 90_00 }, cycle: CYCLE });
    // 192 hours and 10 minutes: to the nearest quarter hour, 192¼.
    expect(hourly.ok && hourly.input.wageBasis).toEqual({ kind: "hourly", ratePerHour: 90_00, hoursWorked: 192.25 });
    const monthly = payslipInput("2026-10", PERSON, SALARY, 1, { profile: DEFAULT_PROFILE, cycle: { ...CYCLE, overtime_minutes: 0 } });
    expect(monthly.ok && monthly.input.wageBasis).toBeUndefined();
    expect(monthly.ok && monthly.input.overtime).toBeUndefined();
  });

  it("refuses a daily rate where the firm keeps no attendance to count the days from", () => {
    const built = payslipInput("2026-10", PERSON, SALARY, 0, { profile: { ...DEFAULT_PROFILE, wage_kind: "daily", wage_rate: 650_00 } });
    expect(built).toEqual({ ok: false, error: "A daily rate is paid on the days and hours attendance records: this firm takes loss of pay from leave alone, so there are none" });
  });
});
