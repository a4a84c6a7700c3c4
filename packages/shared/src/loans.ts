// Loans and salary advances to employees (issue 17): given by HR or an admin with their terms, recovered
// through payroll as the engine's schedule says (never more than the month's net pay), prepaid or waived.
// One schema per input, shared by the form and the API; the views the API answers.
import { z } from "zod";
import { dayField } from "./dates.ts";
import { MonthSchema, rupeesField } from "./payroll.ts";

export const LOAN_KINDS = ["loan", "advance"] as const;
export const LOAN_KIND_LABELS: Record<(typeof LOAN_KINDS)[number], string> = { loan: "Loan", advance: "Salary advance" };

const percent = z
  .union([z.number(), z.string()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === "") return 0;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0 || n > 36 || Math.abs(n * 100 - Math.round(n * 100)) > 1e-9) {
      ctx.addIssue({ code: "custom", message: "Give the yearly interest as a percentage from 0 to 36, like 8.5" });
      return z.NEVER;
    }
    return n;
  });

export const LoanCreateSchema = z
  .strictObject({
    employee_id: z.uuid({ error: "Choose the person" }),
    kind: z.enum(LOAN_KINDS, { error: "Choose a loan or a salary advance" }),
    purpose: z.string({ error: "Say what it is for" }).trim().min(3, { error: "Say what it is for (at least 3 characters)" }).max(80, { error: "At most 80 characters" }),
    amount: rupeesField("Amount", { min: 100 }),
    rate_percent: percent,
    method: z.enum(["reducing", "flat"], { error: "Choose reducing balance or flat interest" }).default("reducing"),
    instalments: z.coerce.number({ error: "Give the number of monthly instalments" }).int({ error: "A whole number of instalments" }).min(1, { error: "At least 1 instalment" }).max(120, { error: "At most 120 instalments (10 years)" }),
    first_month: MonthSchema,
    disbursed_on: dayField("Paid out on"),
  })
  .superRefine((l, ctx) => {
    if (l.kind === "advance" && l.rate_percent > 0) ctx.addIssue({ code: "custom", path: ["rate_percent"], message: "A salary advance carries no interest" });
    if (l.first_month < l.disbursed_on.slice(0, 7)) ctx.addIssue({ code: "custom", path: ["first_month"], message: "Recovery starts in the month paid out or later" });
  });
export type LoanCreateInput = z.input<typeof LoanCreateSchema>;

export const LoanPrepaySchema = z.strictObject({
  month: MonthSchema,
  amount: rupeesField("Amount", { min: 100 }),
  keep: z.enum(["emi", "tenure"], { error: "Choose to keep the instalment or the end month" }),
});
export const LoanWaiveSchema = z.strictObject({
  month: MonthSchema,
  /** Empty: the whole balance. */
  amount: rupeesField("Amount", { min: 100 }).optional(),
  reason: z.string({ error: "Say why it is waived" }).trim().min(5, { error: "Say why it is waived (at least 5 characters)" }).max(300),
});

export interface LoanRowView {
  month: string;
  opening: number;
  interest: number;
  emi: number;
  principal: number;
  prepaid: number;
  waived: number;
  shortfall: number;
  closing: number;
  /** Recovered in an approved run (true), or still to come. */
  recovered: boolean;
  note: string | null;
}

export interface LoanView {
  id: string;
  employee: { id: string; name: string; code: string };
  kind: (typeof LOAN_KINDS)[number];
  purpose: string;
  principal: number;
  rate_percent: number;
  method: "reducing" | "flat";
  instalments: number;
  first_month: string;
  disbursed_on: string;
  emi: number;
  outstanding: number;
  recovered: number;
  status: "active" | "closed";
  rows: LoanRowView[];
  working: string;
  /** The taxable value of a concessional loan this tax year (Income-tax rules), with its working. */
  perquisite: { value: number; working: string } | null;
  can_change: boolean;
}

export const LoanListQuerySchema = z.strictObject({
  employee_id: z.uuid({ error: "Choose a person from the list" }).optional(),
  status: z.enum(["active", "closed"], { error: "Choose a status from the list" }).optional(),
  q: z.string().trim().max(100).optional(),
});

export interface LoanListView {
  data: Omit<LoanView, "rows" | "working" | "perquisite">[];
  totals: { outstanding: number; active: number };
}

// ─── The employee's ledger and the firm's payments ─────────────────────────────────────────────────────

export const LEDGER_KINDS = ["salary", "settlement", "loan_given", "loan_interest", "loan_recovered", "loan_prepaid", "loan_waived"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One movement between the firm and the person, traced to where it came from. */
export interface LedgerEntry {
  date: string;
  kind: LedgerKind;
  description: string;
  /** Paid to the person (net pay, a loan handed over, a settlement), paise. */
  paid: number;
  /** Owed by the person on loans and advances after this entry, paise. */
  owed: number;
  /** Charged to (+) or recovered from (−) what the person owes, paise. */
  change: number;
  source: { kind: "run" | "loan" | "settlement"; id: string; month: string | null };
}

export interface LedgerView {
  employee: { id: string; name: string; code: string };
  entries: LedgerEntry[];
  totals: { paid: number; owed: number; salary: number; loans_given: number; recovered: number };
}

export interface PaymentRow {
  date: string;
  kind: "salary" | "settlement" | "loan";
  description: string;
  people: number;
  amount: number;
  source: { kind: "run" | "loan" | "settlement"; id: string };
}

export interface PaymentsView {
  rows: PaymentRow[];
  total: number;
}
