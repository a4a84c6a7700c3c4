// Full and final settlement of a leaver (issue 17): what HR decides (why they left, notice, extra payments
// and recoveries), and what the engine works from the records (the final month's pay, gratuity, leave
// encashed, loans outstanding), with the exemptions and the date it must be paid by. One schema for the
// form and the API; the view the API answers.
import { z } from "zod";
import { dayField } from "./dates.ts";
import { optionalRupeesField, rupeesField } from "./payroll.ts";

export const LEAVING_REASONS = ["resignation", "retirement", "superannuation", "termination", "death", "disablement"] as const;
export type LeavingReason = (typeof LEAVING_REASONS)[number];
export const LEAVING_REASON_LABELS: Record<LeavingReason, string> = {
  resignation: "Resignation",
  retirement: "Retirement",
  superannuation: "Superannuation",
  termination: "Termination or retrenchment",
  death: "Death",
  disablement: "Disablement",
};

const days = (label: string) =>
  z.coerce
    .number({ error: `${label}: give a number of days` })
    .int({ error: `${label}: whole days` })
    .min(0, { error: `${label} cannot be negative` })
    .max(365, { error: `${label}: at most 365 days` });

const item = z.strictObject({
  name: z.string({ error: "Say what it is" }).trim().min(2, { error: "Say what it is" }).max(80, { error: "At most 80 characters" }),
  amount: rupeesField("Amount", { min: 1 }),
});

export const SettlementInputSchema = z
  .strictObject({
    reason: z.enum(LEAVING_REASONS, { error: "Choose why they left" }),
    fixed_term: z.boolean().optional(),
    notice_required_days: days("Notice required"),
    notice_served_days: days("Notice served"),
    notice_recover_from: z.enum(["basic", "gross"], { error: "Choose basic or gross pay" }).default("basic"),
    notice_waived: z.boolean().optional(),
    /** The firm cut the notice short: the days not served are paid to the person instead. */
    employer_shortfall: z.boolean().optional(),
    /** Leave days encashed; empty takes the leave balance up to each type's encashment cap. */
    leave_days: z
      .union([z.number(), z.string()])
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === "") return undefined;
        const n = Number(v);
        if (!Number.isFinite(n) || n < 0 || n > 500 || !Number.isInteger(n * 2)) {
          ctx.addIssue({ code: "custom", message: "Leave days: a number of days in halves, like 12.5" });
          return z.NEVER;
        }
        return n;
      }),
    bonus_due: optionalRupeesField("Bonus due"),
    other_payments: z.array(item).max(10, { error: "At most 10 other payments" }).default([]),
    other_recoveries: z.array(item).max(10, { error: "At most 10 other recoveries" }).default([]),
  })
  .superRefine((s, ctx) => {
    if (s.notice_served_days > s.notice_required_days) ctx.addIssue({ code: "custom", path: ["notice_served_days"], message: "More than the notice required: give at most the days required" });
    if (s.notice_waived && s.employer_shortfall) ctx.addIssue({ code: "custom", path: ["employer_shortfall"], message: "Either the recovery is waived or the firm pays in lieu, not both" });
  });
export type SettlementInput = z.output<typeof SettlementInputSchema>;
export type SettlementFormInput = z.input<typeof SettlementInputSchema>;

export const SettlementPaidSchema = z.strictObject({ paid_on: dayField("Paid on", { notAfterToday: true }) });

export type SettlementStatus = "draft" | "approved" | "paid";

export interface SettlementLineView {
  code: string;
  name: string;
  kind: "payable" | "recoverable";
  amount: number;
  taxable: number | null;
  exempt: number | null;
  working: string;
}

export interface SettlementView {
  employee: { id: string; name: string; code: string; designation: string | null; department: string | null; joining_date: string; last_working_day: string; pan_masked: string | null };
  firm: { name: string };
  status: SettlementStatus | "none";
  input: SettlementInput;
  /** What the records say, before HR's decisions. */
  facts: {
    gratuity_wages: number;
    basic: number;
    /** Basic and DA averaged over the ten months before the month of leaving (s.10(10AA)), from payslips here. */
    average_salary: { amount: number; months: number; from: string; to: string } | null;
    gross: number;
    leave: { code: string; balance: number; days: number }[];
    loans_outstanding: number;
    final_month: { month: string; earnings: number; deductions: number; from: string } | null;
  };
  lines: SettlementLineView[];
  totals: { payable: number; recoverable: number; net: number; taxable: number; exempt: number };
  employee_owes: number;
  pay_by: string;
  pay_by_working: string;
  gratuity_pay_by: string;
  working: string;
  prepared_by: string | null;
  approved_by: string | null;
  approved_at: string | null;
  paid_on: string | null;
  can_edit: boolean;
  can_approve: { ok: boolean; why: string | null };
  can_pay: boolean;
}

export interface SettlementListView {
  data: { employee: { id: string; name: string; code: string }; last_working_day: string; status: SettlementStatus | "none"; net: number | null; pay_by: string | null }[];
}
