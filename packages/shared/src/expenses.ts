// Expense claims (issue 18): the firm's policy, a claim and its items as the form and the server both check
// them (one schema each), and what the API answers. Money is typed as people type it ("1,250.50") and kept
// in paise; mileage and per diem amounts are worked by the engine, not typed.
import { z } from "zod";
import { addDays, dayField } from "./dates.ts";
import { checkedId } from "./fields.ts";
import { validateGstin } from "./ids.ts";
import { optionalRupeesField, rupeesField } from "./payroll.ts";
import { nameText } from "./people.ts";

export const EXPENSE_KINDS = ["amount", "mileage", "per_diem"] as const;
export const EXPENSE_VEHICLES = ["two_wheeler", "car"] as const;
/** "settled": approved, and wholly covered by the person's advances, so nothing is left to pay. */
export const CLAIM_STATUSES = ["draft", "submitted", "approved", "rejected", "withdrawn", "paid", "settled"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/** A claim's status in words: the screens, the exports and the report say it the same way. */
export const CLAIM_STATUS_WORDS: Record<ClaimStatus, string> = {
  draft: "Draft",
  submitted: "Waiting for approval",
  approved: "Approved",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
  paid: "Paid",
  settled: "Settled from advance",
};

const tier = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: "Choose city tier 1, 2 or 3" });
/** An amount or none: empty, null or left out is none (no limit, no bill needed, worked out by the policy). */
const optionalRupees = (label: string) =>
  z.preprocess((v) => (v === null ? undefined : v), optionalRupeesField(label, { min: 0 })).transform((v) => v ?? null);
const code = z
  .string({ error: "A code is required" })
  .regex(/^[a-z][a-z0-9_]{1,23}$/, { error: "A code is 2 to 24 small letters, digits or _, starting with a letter" });

/** The categories every firm starts with; it may rename them, change their bills and add its own. */
export const DEFAULT_EXPENSE_CATEGORIES = [
  { code: "travel", name: "Travel", kind: "amount", credit_blocked: false, receipt_above: "0" },
  { code: "local_conveyance", name: "Local conveyance", kind: "mileage", credit_blocked: false, receipt_above: null },
  { code: "lodging", name: "Lodging", kind: "amount", credit_blocked: false, receipt_above: "0" },
  { code: "meals", name: "Meals", kind: "amount", credit_blocked: true, receipt_above: "500" },
  { code: "client_meetings", name: "Client meetings", kind: "amount", credit_blocked: true, receipt_above: "1,000" },
  { code: "per_diem", name: "Per diem", kind: "per_diem", credit_blocked: false, receipt_above: null },
] as const;

/** How many days back a claim may reach when the firm has not said (a quarter, common practice). */
export const DEFAULT_CLAIM_WINDOW_DAYS = 90;

/** The first date a claim made on `today` may carry, with a window of `days`. */
export const claimWindowStart = (days: number, today: string): string => addDays(today, -days);

export const ExpensePolicySchema = z
  .strictObject({
    categories: z
      .array(
        z.strictObject({
          code,
          name: nameText("Category name", 40),
          kind: z.enum(EXPENSE_KINDS, { error: "Choose an amount, mileage or per diem" }),
          credit_blocked: z.boolean({ error: "Say whether GST credit is usually blocked" }),
          receipt_above: optionalRupees("Bill required above"),
        }),
      )
      .min(1, { error: "Keep at least one category" })
      .max(40, { error: "At most 40 categories" }),
    limits: z
      .array(
        z.strictObject({
          category: code,
          grade: z.string().trim().max(20).nullable(),
          tier: tier.nullable(),
          per_claim: optionalRupees("Limit per claim"),
          per_day: optionalRupees("Limit per day"),
          per_month: optionalRupees("Limit per month"),
        }),
      )
      .max(200, { error: "At most 200 limits" }),
    mileage: z
      .array(
        z.strictObject({
          vehicle: z.enum(EXPENSE_VEHICLES, { error: "Choose a two-wheeler or a car" }),
          per_km: rupeesField("Rate per km", { min: 1 }),
          // Typed in a box ("" for none) or sent as a number by a program.
          max_km: z.preprocess(
            (v) => (v === "" || v === undefined ? null : v),
            z.coerce
              .number({ error: "Give the km as a whole number" })
              .int({ error: "Give the km as a whole number" })
              .min(1, { error: "At least 1 km, or leave it empty for no second look" })
              .max(5000, { error: "At most 5,000 km" })
              .nullable(),
          ),
        }),
      )
      .max(2, { error: "At most one rate for each vehicle" }),
    per_diem: z.array(z.strictObject({ tier, per_day: rupeesField("Per diem", { min: 1 }) })).max(3, { error: "At most one per diem for each city tier" }),
    future_dated: z.boolean(),
    /**
     * The claim window: an item dated more than this many days before the day it is claimed (or submitted)
     * is refused, so old bills are not claimed after the books for them are closed. Policies stored before
     * the window existed read as the default.
     */
    claim_within_days: z.coerce
      .number({ error: "Give the days as a whole number" })
      .int({ error: "Give the days as a whole number" })
      .min(1, { error: "The window is at least 1 day" })
      .max(365, { error: "The window is at most 365 days" })
      .default(DEFAULT_CLAIM_WINDOW_DAYS),
    /** How approved claims are paid: with the next salary (a line apart from earnings), or by payout batches. */
    pay_with: z.enum(["payroll", "payout"], { error: "Choose with salary or as a separate payout" }).default("payroll"),
    /** A claim above this goes to an admin after the manager and finance. */
    admin_above: optionalRupees("Admin approval above"),
  })
  .superRefine((p, ctx) => {
    const codes = new Set<string>();
    p.categories.forEach((c, i) => {
      if (codes.has(c.code)) ctx.addIssue({ code: "custom", path: ["categories", i, "code"], message: `The code ${c.code} is used twice` });
      codes.add(c.code);
    });
    const vehicles = new Set<string>();
    p.mileage.forEach((m, i) => {
      if (vehicles.has(m.vehicle)) ctx.addIssue({ code: "custom", path: ["mileage", i, "vehicle"], message: "This vehicle has a rate already" });
      vehicles.add(m.vehicle);
    });
    const tiers = new Set<number>();
    p.per_diem.forEach((d, i) => {
      if (tiers.has(d.tier)) ctx.addIssue({ code: "custom", path: ["per_diem", i, "tier"], message: "This tier has a per diem already" });
      tiers.add(d.tier);
    });
    p.limits.forEach((l, i) => {
      if (!codes.has(l.category)) ctx.addIssue({ code: "custom", path: ["limits", i, "category"], message: "Choose one of the categories" });
    });
  });
export type ExpensePolicyInput = z.input<typeof ExpensePolicySchema>;
export type ExpensePolicy = z.output<typeof ExpensePolicySchema>;
/** A policy as stored: written by the schema of its day, so fields added since may be missing. */
export type StoredExpensePolicy = Omit<ExpensePolicy, "pay_with" | "claim_within_days"> & Partial<Pick<ExpensePolicy, "pay_with" | "claim_within_days">>;

export const GstBillSchema = z.strictObject({
  supplier_gstin: checkedId(validateGstin, { label: "Supplier GSTIN" }).refine((v) => v !== "", { error: "Supplier GSTIN is required" }),
  billed_to_gstin: checkedId(validateGstin, { label: "GSTIN on the bill" }).default(""),
  invoice_number: z.string({ error: "Invoice number is required" }).trim().min(1, { error: "Invoice number is required" }).max(16, { error: "An invoice number is at most 16 characters" }),
  invoice_date: dayField("Invoice date", { min: "2017-07-01", notAfterToday: true }),
  taxable: rupeesField("Taxable value", { min: 0 }),
  cgst: rupeesField("CGST", { min: 0 }).default(0),
  sgst: rupeesField("SGST", { min: 0 }).default(0),
  igst: rupeesField("IGST", { min: 0 }).default(0),
});

export const ClaimItemSchema = z
  .strictObject({
    /** Kept across edits so receipts stay with their item; new items have none. */
    id: z.uuid().optional(),
    category: code,
    date: dayField("Date", { min: "2017-07-01" }),
    /** Typed for an amount category; worked out for mileage and per diem. */
    amount: optionalRupees("Amount"),
    merchant: z.string().trim().max(80, { error: "A merchant's name is at most 80 characters" }).default(""),
    /** The project or cost code it is for (optional): expense reports add it up by project. */
    project: z.string().trim().max(60, { error: "A project is at most 60 characters" }).default(""),
    notes: z.string().trim().max(500, { error: "Notes are at most 500 characters" }).default(""),
    city_tier: tier.nullable().default(null),
    mileage: z.strictObject({ vehicle: z.enum(EXPENSE_VEHICLES, { error: "Choose a two-wheeler or a car" }), km: z.coerce.number({ error: "Give the distance in km" }).positive({ error: "Give the distance in km, more than 0" }).max(5000, { error: "At most 5,000 km on one item" }) }).optional(),
    per_diem_days: z.coerce.number({ error: "Give the days" }).positive({ error: "Give the days, more than 0" }).max(60, { error: "At most 60 days on one item" }).optional(),
    gst: GstBillSchema.optional(),
    /** Why an item over a limit should be paid: the approver reads it beside the flag. */
    justification: z.string().trim().max(500, { error: "A justification is at most 500 characters" }).default(""),
  })
  .superRefine((item, ctx) => {
    if (item.amount !== null && item.amount <= 0) ctx.addIssue({ code: "custom", path: ["amount"], message: "The amount must be more than ₹0" });
  });

export const ClaimSchema = z.strictObject({
  title: nameText("Title", 80),
  items: z.array(ClaimItemSchema).min(1, { error: "Add at least one item" }).max(50, { error: "At most 50 items on a claim" }),
});
export type ClaimInput = z.input<typeof ClaimSchema>;

export const ClaimListQuerySchema = z.strictObject({
  box: z.enum(["mine", "team", "all"], { error: "Choose mine, team or all" }).default("mine"),
  status: z.enum([...CLAIM_STATUSES, "any"] as const, { error: "Unknown status" }).default("any"),
  q: z.string().trim().max(100).optional(),
  from: dayField("From").optional(),
  to: dayField("To").optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  /** Opaque: the `next_cursor` of the previous page (keyset paging; `offset` is ignored with it). */
  cursor: z.string().max(500, "Not a valid cursor").optional(),
});

export const ReceiptQuerySchema = z.strictObject({});

/** The claims list's search and filters without the page: what its CSV and XLSX exports take. */
export const ClaimExportQuerySchema = ClaimListQuerySchema.omit({ limit: true, offset: true, cursor: true });

// ─── The expense report: claims summed by a grouping over a range of expense dates ─────────────────────

export const EXPENSE_REPORT_GROUPS = ["employee", "department", "workspace", "project", "category", "month"] as const;
export type ExpenseReportGroup = (typeof EXPENSE_REPORT_GROUPS)[number];
/** A grouping's name, for the page, its chart and the XLSX column. */
export const EXPENSE_REPORT_GROUP_WORDS: Record<ExpenseReportGroup, string> = { employee: "Employee", department: "Department", workspace: "Workspace", project: "Project", category: "Category", month: "Month" };
/** Claims a report may count: decided ones by default, those still waiting when asked. */
export const EXPENSE_REPORT_STATUSES = ["submitted", "approved", "paid"] as const;
export type ExpenseReportStatus = (typeof EXPENSE_REPORT_STATUSES)[number];

/** The tax year (April to March) that `day` falls in, as its first and last days. */
export function taxYearRange(day: string): { from: string; to: string } {
  const y = Number(day.slice(0, 4)) - (Number(day.slice(5, 7)) >= 4 ? 0 : 1);
  return { from: `${y}-04-01`, to: `${y + 1}-03-31` };
}

const optionalId = (label: string) => z.preprocess((v) => (v === "" ? undefined : v), z.uuid({ error: `Choose a ${label} from the list` }).optional());

export const ExpenseReportQuerySchema = z
  .strictObject({
    group: z.enum(EXPENSE_REPORT_GROUPS, { error: "Group by employee, department, workspace, project, category or month" }).default("category"),
    /** Expense dates (the day on each item), both days counted; this tax year when left out. */
    from: z.preprocess((v) => (v === "" ? undefined : v), dayField("From").optional()),
    to: z.preprocess((v) => (v === "" ? undefined : v), dayField("To").optional()),
    workspace_id: optionalId("workspace"),
    department_id: optionalId("department"),
    category: z.preprocess((v) => (v === "" ? undefined : v), code.optional()),
    /** Comma-separated or repeated: approved and paid by default; submitted adds those still waiting. */
    status: z
      .preprocess(
        (v) => (typeof v === "string" ? v.split(",").map((s) => s.trim()).filter(Boolean) : v),
        z.array(z.enum(EXPENSE_REPORT_STATUSES, { error: "Choose from submitted, approved and paid" })).min(1, { error: "Choose at least one status" }).max(3),
      )
      .transform((v) => EXPENSE_REPORT_STATUSES.filter((s) => v.includes(s)))
      .default(["approved", "paid"]),
    /** At most this many groups, the largest first (months are few and always all); every group when left out. */
    limit: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number({ error: "Limit must be a whole number from 1 to 10,000" }).int({ error: "Limit must be a whole number from 1 to 10,000" }).min(1, { error: "Limit must be a whole number from 1 to 10,000" }).max(10_000, { error: "Limit must be a whole number from 1 to 10,000" }).optional()),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: "custom", path: ["to"], message: "To must be on or after From" });
  });
export type ExpenseReportQuery = z.output<typeof ExpenseReportQuerySchema>;

/** The figures of a group (or of everything): amounts in paise. */
export interface ExpenseReportFigures {
  /** Distinct claims with an item in the group (a claim over two categories counts in each). */
  claims: number;
  items: number;
  claimed: number;
  /** What approvers left on decided claims (approved or paid). */
  approved: number;
  /** Claimed less approved on decided claims: what approvers took off. */
  reduced: number;
  /** Approved on claims already paid (with salary or by payout). */
  paid: number;
}

export interface ExpenseReportRow extends ExpenseReportFigures {
  /** The group's id: an employee, department or workspace id ("" for none), a category code or a month "2026-04". */
  key: string;
  label: string;
}

export interface ExpenseReportView {
  group: ExpenseReportGroup;
  from: string;
  to: string;
  statuses: ExpenseReportStatus[];
  /** Whose claims the caller's report covers: the firm (admins, firm-wide HR), HR's workspaces, or a manager's team. */
  scope: "firm" | "workspaces" | "team";
  /** The groups, the largest first (months in order): all of them, or the first `limit`. */
  rows: ExpenseReportRow[];
  /** How many groups there are in all, whether or not `limit` cut the rows short. */
  groups: number;
  totals: ExpenseReportFigures;
}


export interface ExpenseFlagView {
  kind: string;
  words: string;
}

export interface ClaimItemView {
  id: string;
  category: string;
  category_name: string;
  kind: (typeof EXPENSE_KINDS)[number];
  date: string;
  merchant: string;
  project: string;
  notes: string;
  city_tier: 1 | 2 | 3 | null;
  amount: number;
  /** How a mileage or per diem amount was worked out. */
  working: string | null;
  mileage: { vehicle: (typeof EXPENSE_VEHICLES)[number]; km: number } | null;
  per_diem_days: number | null;
  gst: { supplier_gstin: string; billed_to_gstin: string; invoice_number: string; invoice_date: string; taxable: number; cgst: number; sgst: number; igst: number; credit: "eligible" | "blocked" | "not_in_firm_name"; notes: string[] } | null;
  justification: string;
  flags: ExpenseFlagView[];
  receipts: { id: string; content_type: string; bytes: number }[];
  approved_amount: number | null;
  decision_reason: string | null;
}

export interface ClaimView {
  id: string;
  number: string;
  title: string;
  status: ClaimStatus;
  employee: { id: string; name: string; code: string };
  total: number;
  approved_total: number | null;
  flagged: number;
  items: ClaimItemView[];
  request_id: string | null;
  /** Set against the person's advances when it was approved, oldest first: what each advance covered. */
  advances: { id: string; number: string; amount: number }[];
  /** What is left to pay once the advances are set against it (null until approved). */
  payable: number | null;
  /** How it is (or will be) paid: with a payroll run's salary, once. */
  paid_by: { kind: "payroll"; run_id: string; month: string } | { kind: "payout"; payout_id: string; number: string } | null;
  submitted_at: string | null;
  decided_at: string | null;
  created_at: string;
  /** What this viewer may do now. */
  can: { edit: boolean; submit: boolean; withdraw: boolean };
}

export interface ClaimListRow {
  id: string;
  number: string;
  title: string;
  status: ClaimStatus;
  employee: { id: string; name: string; code: string };
  items: number;
  total: number;
  approved_total: number | null;
  flagged: number;
  submitted_at: string | null;
  created_at: string;
}

// ─── Payouts: approved claims paid outside payroll ──────────────────────────────────────────────────────

/** Which approved claims to pay: those named, or every approved claim not yet paid when none are. */
export const PayoutCreateSchema = z.strictObject({
  claim_ids: z.array(z.uuid({ error: "Choose claims from the list" })).max(1000, { error: "At most 1,000 claims in one payout" }).optional(),
});

export const PayoutPaidSchema = z.strictObject({
  paid_on: dayField("Paid on", { min: "2017-07-01", notAfterToday: true }),
  reference: z.string({ error: "The bank's reference is required" }).trim().min(3, { error: "The bank's reference is required (at least 3 characters)" }).max(40, { error: "At most 40 characters" }),
});

export interface PayoutView {
  id: string;
  number: string;
  status: "created" | "paid";
  total: number;
  claims: { id: string; number: string; title: string; employee: { id: string; name: string; code: string }; amount: number; bank_ready: boolean }[];
  paid_on: string | null;
  reference: string | null;
  created_at: string;
}

// ─── Advances: money given before the spending, settled against later claims ──────────────────────────

export const ADVANCE_STATUSES = ["requested", "approved", "paid", "rejected", "withdrawn"] as const;
export type AdvanceStatus = (typeof ADVANCE_STATUSES)[number];

/** An employee asks for an advance: what it is for, how much, and by when it is needed. */
export const AdvanceSchema = z.strictObject({
  purpose: z.string({ error: "Say what the advance is for" }).trim().min(3, { error: "Say what the advance is for (at least 3 characters)" }).max(200, { error: "At most 200 characters" }),
  amount: rupeesField("Amount", { min: 100, max: 1_00_00_000 * 100 }),
  needed_by: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .pipe(dayField("Needed by", { min: "2017-07-01" }).optional()),
});
export type AdvanceInput = z.input<typeof AdvanceSchema>;

/** Finance pays an approved advance: the day and the bank's reference (as a payout's). */
export const AdvancePaidSchema = PayoutPaidSchema;

/** Money the employee handed back, unspent: at most what is still open on the advance. */
export const AdvanceReturnSchema = z.strictObject({
  amount: rupeesField("Amount returned", { min: 1 }),
  returned_on: dayField("Returned on", { min: "2017-07-01", notAfterToday: true }),
  reference: z.string().trim().max(40, { error: "At most 40 characters" }).default(""),
});

export const AdvanceListQuerySchema = z.strictObject({
  box: z.enum(["mine", "to_pay"], { error: "Choose mine or to_pay" }).default("mine"),
});

export interface AdvanceView {
  id: string;
  number: string;
  employee: { id: string; name: string; code: string };
  purpose: string;
  amount: number;
  needed_by: string | null;
  status: AdvanceStatus;
  request_id: string | null;
  paid_on: string | null;
  reference: string | null;
  /** Set against claims so far, handed back, and what is still open (paid advances only). */
  settled: number;
  returned: number;
  open: number;
  returned_on: string | null;
  created_at: string;
  can: { withdraw: boolean; pay: boolean; record_return: boolean };
}

export const LEDGER_KINDS = ["advance_paid", "claim_approved", "advance_settled", "claim_paid", "advance_returned"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface ExpenseLedgerRow {
  date: string;
  kind: LedgerKind;
  /** The advance's or claim's number, and where it is seen. */
  ref: string;
  href: string | null;
  words: string;
  amount: number;
  /** How it moved the balance: up, the firm owes more; down, the person holds more (a settlement moves nothing). */
  change: number;
  balance: number;
}

export interface ExpenseLedgerView {
  employee: { id: string; name: string; code: string };
  rows: ExpenseLedgerRow[];
  /** Positive: the firm owes the person; negative: the person holds the firm's money. */
  balance: number;
  totals: { advances_paid: number; settled: number; returned: number; claims_approved: number; reimbursed: number };
}
