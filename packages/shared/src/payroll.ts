// Payroll inputs and views, shared by the forms and the API (issue 17, decision 023). The engine's contract
// (components in paise, the payslip and its working) lives in @vetan/payroll; these are the product's
// inputs as people type them (rupees with Indian grouping, "GROSS" for the person's monthly gross), with
// the messages they see beside the field.
import { z } from "zod";
import { rupeesToPaise } from "./admin-site.ts";
import { MonthSchema } from "./attendance.ts";
import { dayField } from "./dates.ts";
import { nameText } from "./people.ts";

export { MonthSchema };

// ─── Months ──────────────────────────────────────────────────────────────────────────────────────────────

/** The April that starts the tax year a day or month is in: "2026-11-25" or "2026-11" → "2026-04". */
export function taxYearOf(dayOrMonth: string): string {
  const y = Number(dayOrMonth.slice(0, 4));
  return Number(dayOrMonth.slice(5, 7)) >= 4 ? `${y}-04` : `${y - 1}-04`;
}

/** "2026-10" → "October 2026". */
export function monthLabel(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });
}

/** A run as people name it: "November 2026", or an off-cycle run's title with its month, "Diwali bonus, October 2026". */
export function runLabel(run: { month: string; title?: string | null }): string {
  return run.title ? `${run.title}, ${monthLabel(run.month)}` : monthLabel(run.month);
}

// ─── Money as people type it ────────────────────────────────────────────────────────────────────────────

/** ₹10 crore: the engine's ceiling for one amount (every product of an amount and a rate stays exact). */
export const MAX_PAISE = 10_000_000_000;

/** "12,00,000" or "1200000.50" → paise, by digits alone (no floating point touches money). */
export function parseRupees(text: string): number | null {
  const t = text.trim().replaceAll(",", "").replace(/^₹\s*/, "");
  return /^\d{1,12}(\.\d{1,2})?$/.test(t) ? rupeesToPaise(t) : null;
}

/** Rupees typed in a box (text, commas allowed) or sent as a number by a program; stored as paise. */
export function rupeesField(label: string, opts: { min?: number; max?: number } = {}) {
  return z.union([z.string(), z.number()], { error: `${label} is required` }).transform((raw, ctx) => {
    if (String(raw).trim() === "") {
      ctx.addIssue({ code: "custom", message: `${label} is required` });
      return z.NEVER;
    }
    return paiseOf(raw, label, opts, ctx);
  });
}

/** Like rupeesField, but an empty box (or none) is no amount. */
export function optionalRupeesField(label: string, opts: { min?: number; max?: number } = {}) {
  return z
    .union([z.string(), z.number()], { error: `${label} must be an amount in rupees, like 12,00,000` })
    .optional()
    .transform((raw, ctx) => (raw === undefined || String(raw).trim() === "" ? undefined : paiseOf(raw, label, opts, ctx)));
}

function paiseOf(raw: string | number, label: string, opts: { min?: number; max?: number }, ctx: z.RefinementCtx): number {
  const min = opts.min ?? 0;
  const max = opts.max ?? MAX_PAISE;
  const text = String(raw).trim();
  const paise = parseRupees(typeof raw === "number" ? raw.toFixed(2) : text);
  if (paise === null) ctx.addIssue({ code: "custom", message: text.startsWith("-") ? `${label} cannot be negative` : `${label} must be an amount in rupees, like 12,00,000` });
  else if (paise < min) ctx.addIssue({ code: "custom", message: min === 0 ? `${label} cannot be negative` : `${label} must be at least ₹${(min / 100).toLocaleString("en-IN")}` });
  else if (paise > max) ctx.addIssue({ code: "custom", message: `${label} must be at most ₹${(max / 100).toLocaleString("en-IN")}` });
  else return paise;
  return z.NEVER;
}

// ─── Pay structures ─────────────────────────────────────────────────────────────────────────────────────

export const COMPONENT_KINDS = ["basic", "da", "retaining", "hra", "conveyance", "special", "other"] as const;
export const COMPONENT_CALCS = ["fixed", "percent", "formula", "balance"] as const;
/** The person's monthly gross, which a structure's percentages may be "of". */
export const GROSS = "GROSS";

const componentCode = z
  .string({ error: "Code is required" })
  .regex(/^[A-Z][A-Z0-9_]{0,19}$/, { error: "Use up to 20 capital letters, digits or _, starting with a letter (like BASIC)" })
  .refine((c) => c !== GROSS, { error: "GROSS is the person's monthly gross; choose another code" });

/**
 * A component of a structure. `fixed` is an amount a month; `percent` is a share of earlier components or of
 * GROSS; `formula` is arithmetic in rupees over earlier components (like "min(1600, BASIC * 0.1)");
 * `balance` (last only) is what remains of the person's monthly gross.
 */
export const StructureComponentSchema = z
  .strictObject({
    code: componentCode,
    name: nameText("Name", 60),
    kind: z.enum(COMPONENT_KINDS, { error: "Choose what the component is (basic, HRA, special…)" }),
    calc: z.enum(COMPONENT_CALCS, { error: "Choose how it is worked out" }),
    amount: rupeesField("Amount").optional(),
    percent: z
      .union([z.number(), z.string()])
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === "") return undefined;
        const n = Number(v);
        if (!Number.isFinite(n) || n < 0 || n > 1000 || Math.abs(n * 100 - Math.round(n * 100)) > 1e-9) {
          ctx.addIssue({ code: "custom", message: "Give a percentage from 0 to 1000 with at most two decimals, like 40 or 8.33" });
          return z.NEVER;
        }
        return n;
      }),
    of: z.array(z.string().max(20)).max(10).optional(),
    formula: z.string().max(300, { error: "A formula can be at most 300 characters" }).optional(),
    taxable: z.boolean().optional(),
    pf_wage: z.boolean().optional(),
    esi_wage: z.boolean().optional(),
  })
  .superRefine((c, ctx) => {
    if (c.calc === "fixed" && c.amount === undefined) ctx.addIssue({ code: "custom", path: ["amount"], message: "Give the amount a month" });
    if (c.calc === "percent") {
      if (c.percent === undefined) ctx.addIssue({ code: "custom", path: ["percent"], message: "Give the percentage" });
      if (!c.of || c.of.length === 0) ctx.addIssue({ code: "custom", path: ["of"], message: "Say what it is a percentage of (GROSS or earlier components)" });
    }
    if (c.calc === "formula" && !c.formula?.trim()) ctx.addIssue({ code: "custom", path: ["formula"], message: "Write the formula, like min(1600, BASIC * 0.1)" });
  });
/** A component as stored (the percentage, when there is one, already a number). */
export type StructureComponent = Omit<z.output<typeof StructureComponentSchema>, "percent"> & { percent?: number | undefined };
export type StructureComponentInput = z.input<typeof StructureComponentSchema>;

export const PayStructureSchema = z
  .strictObject({
    name: nameText("Name", 80),
    components: z.array(StructureComponentSchema, { error: "Add the components" }).min(1, { error: "Add at least one component" }).max(30, { error: "At most 30 components" }),
  })
  .superRefine((s, ctx) => {
    const seen = new Set<string>();
    s.components.forEach((c, i) => {
      if (seen.has(c.code)) ctx.addIssue({ code: "custom", path: ["components", i, "code"], message: `${c.code} is used twice` });
      for (const ref of c.calc === "percent" ? (c.of ?? []) : []) {
        if (ref !== GROSS && !seen.has(ref)) ctx.addIssue({ code: "custom", path: ["components", i, "of"], message: `${ref} must be GROSS or a component listed before ${c.code}` });
      }
      if (c.calc === "balance" && i !== s.components.length - 1) ctx.addIssue({ code: "custom", path: ["components", i, "calc"], message: "The balance must be the last component" });
      seen.add(c.code);
    });
  });
export type PayStructureInput = z.input<typeof PayStructureSchema>;

export interface StructureView {
  id: string;
  name: string;
  components: StructureComponent[];
  archived: boolean;
  /** People whose salary in force uses it. */
  people: number;
  /** The Labour Codes' wage test on a sample gross of ₹50,000 a month, in words (null: passes). */
  wage_warning: string | null;
  /** The monthly breakup on that sample gross, as the engine works it. */
  sample: { code: string; name: string; amount: number; working: string }[];
}

export const STRUCTURE_TEMPLATES = ["labour_codes", "metro", "wage_earner"] as const;
export const StructureTemplateSchema = z.strictObject({ template: z.enum(STRUCTURE_TEMPLATES, { error: "Choose a template" }) });

// ─── Salaries ───────────────────────────────────────────────────────────────────────────────────────────

export const SalaryAssignSchema = z.strictObject({
  structure_id: z.uuid({ error: "Choose a pay structure" }),
  annual_ctc: rupeesField("Annual CTC", { min: 100 * 12 * 100, max: 12 * 1_00_00_000 * 100 }),
  effective_from: dayField("Effective from", { min: "2000-01-01" }),
  note: z.string().max(200, { error: "A note can be at most 200 characters" }).optional(),
});
export type SalaryAssignInput = z.input<typeof SalaryAssignSchema>;

export interface SalaryView {
  id: string;
  structure: { id: string; name: string };
  annual_ctc: number;
  monthly_gross: number;
  /** What the employer pays on top of gross each month (PF, ESI), inside the CTC. */
  monthly_employer: number;
  effective_from: string;
  note: string | null;
  recorded_at: string;
  breakup: { code: string; name: string; amount: number; working: string }[];
  /** How the gross was found from the CTC, in words. */
  working: string;
}

export const WAGE_KINDS = ["monthly", "daily", "hourly"] as const;
export const MIN_WAGE_CATEGORIES = ["unskilled", "semiSkilled", "skilled", "highlySkilled"] as const;
export const MIN_WAGE_LABELS: Record<(typeof MIN_WAGE_CATEGORIES)[number], string> = { unskilled: "Unskilled", semiSkilled: "Semi-skilled", skilled: "Skilled", highlySkilled: "Highly skilled" };

/** A person's statutory settings for payroll (the defaults a firm expects when never set). */
export const PayrollProfileSchema = z.strictObject({
  tax_regime: z.enum(["new", "old"], { error: "Choose the new or the old tax regime" }),
  pf_wage_basis: z.enum(["ceiling", "actual"], { error: "Choose PF on the wage ceiling or on actual wages" }),
  vpf_percent: z
    .union([z.number(), z.string()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return 0;
      const n = Number(v);
      if (!Number.isFinite(n) || n < 0 || n > 88 || Math.abs(n * 100 - Math.round(n * 100)) > 1e-9) {
        ctx.addIssue({ code: "custom", message: "Give voluntary PF as a percentage from 0 to 88, like 5 or 2.5" });
        return z.NEVER;
      }
      return n;
    }),
  previous_taxable: rupeesField("Salary from an earlier employer").optional(),
  previous_tds: rupeesField("Tax deducted by the earlier employer").optional(),
  /** How the wage is set; daily and hourly rates take the days and hours from attendance. */
  wage_kind: z.enum(WAGE_KINDS, { error: "Choose a monthly salary, a daily rate or an hourly rate" }).optional(),
  wage_rate: optionalRupeesField("Rate"),
  min_wage_category: z.enum(MIN_WAGE_CATEGORIES, { error: "Choose a category from the list" }).nullable().optional(),
}).superRefine((p, ctx) => {
  if ((p.wage_kind === "daily" || p.wage_kind === "hourly") && !p.wage_rate) ctx.addIssue({ code: "custom", path: ["wage_rate"], message: `Give the rate ${p.wage_kind === "daily" ? "a day" : "an hour"}` });
});
export type PayrollProfileInput = z.input<typeof PayrollProfileSchema>;

export interface PayrollProfileView {
  tax_regime: "new" | "old";
  pf_wage_basis: "ceiling" | "actual";
  vpf_percent: number;
  /** The earlier employer's figures for the current tax year (0 when none). */
  previous_taxable: number;
  previous_tds: number;
  /** The tax year they belong to ("2026-04"), or null. */
  previous_year: string | null;
  wage_kind: (typeof WAGE_KINDS)[number];
  /** Paise a day or an hour (0 for a monthly salary). */
  wage_rate: number;
  min_wage_category: (typeof MIN_WAGE_CATEGORIES)[number] | null;
}

export interface SalaryHistoryView {
  employee: { id: string; name: string; code: string };
  in_force: SalaryView | null;
  history: SalaryView[];
  profile: PayrollProfileView;
}

export const PayrollSettingsSchema = z.strictObject({
  maker_checker: z.boolean({ error: "Say whether another admin approves" }),
  lop_source: z.enum(["attendance", "leave"], { error: "Choose where loss of pay comes from" }),
  /** The deductor's TAN for Form 16 and the quarterly returns; left out, it stays as it is; empty clears it. */
  tan: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === "" || /^[A-Z]{4}\d{5}[A-Z]$/.test(v), { error: "TAN: 4 letters, 5 digits and a letter, like PNES12345B" })
    .optional(),
});
export type PayrollSettings = z.output<typeof PayrollSettingsSchema>;

// ─── Runs ───────────────────────────────────────────────────────────────────────────────────────────────

export const RUN_STATUSES = ["draft", "computing", "computed", "approved", "released"] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export const RUN_KINDS = ["regular", "off_cycle"] as const;
export type RunKind = (typeof RUN_KINDS)[number];

/**
 * A month's regular run, or an off-cycle run (a bonus, arrears, an incentive) with a title saying what it
 * pays: it pays its one-offs (and, when asked, the arrears owed) to the people they name, nothing else.
 */
export const RunCreateSchema = z
  .strictObject({
    month: MonthSchema,
    kind: z.enum(RUN_KINDS, { error: "Choose a regular or an off-cycle run" }).default("regular"),
    title: z.string({ error: "Say what the run pays" }).trim().max(80, { error: "At most 80 characters" }).optional(),
    pays_arrears: z.boolean({ error: "Say whether arrears are paid" }).default(false),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "off_cycle" && !v.title) ctx.addIssue({ code: "custom", path: ["title"], message: "Say what the run pays, like “Diwali bonus”" });
    if (v.kind === "regular" && v.title) ctx.addIssue({ code: "custom", path: ["title"], message: "A regular run has no title: it is the month's" });
    if (v.kind === "regular" && v.pays_arrears) ctx.addIssue({ code: "custom", path: ["pays_arrears"], message: "A regular run pays the arrears owed by itself" });
  });
export const RunComputeSchema = z.strictObject({ employee_ids: z.array(z.uuid({ error: "Choose people from the list" })).max(10_000).optional() });
export const RunApproveSchema = z.strictObject({ comment: z.string().max(500, { error: "A comment can be at most 500 characters" }).optional() });
export const RunReopenSchema = z.strictObject({
  reason: z
    .string({ error: "Say why the run is reopened" })
    .refine((v) => v.trim().length >= 5, { error: "Say why the run is reopened (at least 5 characters)" })
    .refine((v) => v.length <= 500, { error: "At most 500 characters" }),
});

/** A one-off addition or deduction for one person in a run (before approval). */
export const OneOffSchema = z.strictObject({
  employee_id: z.uuid({ error: "Choose the person from the list" }),
  kind: z.enum(["addition", "deduction"], { error: "Choose an addition or a deduction" }),
  description: nameText("Description", 80),
  amount: rupeesField("Amount", { min: 1 }),
  taxable: z.boolean().optional(),
});
export type OneOffInput = z.input<typeof OneOffSchema>;

/** Holding salaries in a run (left out of the bank file) or lifting the hold; the reason is kept. */
export const RunHoldSchema = z
  .strictObject({
    employee_ids: z.array(z.uuid({ error: "Choose people from the list" }), { error: "Choose people from the list" }).min(1, { error: "Choose at least one person" }).max(500, { error: "At most 500 people at a time" }),
    hold: z.boolean({ error: "Say whether to hold or release" }),
    reason: z.string().trim().max(200, { error: "A reason can be at most 200 characters" }).optional(),
  })
  .superRefine((h, ctx) => {
    if (h.hold && (h.reason ?? "").length < 5) ctx.addIssue({ code: "custom", path: ["reason"], message: "Say why the salary is held (at least 5 characters)" });
  });
export type RunHoldInput = z.input<typeof RunHoldSchema>;

export interface HoldView {
  employee: { id: string; name: string; code: string };
  reason: string;
  held_by: string | null;
  held_at: string;
}

/** One person's tax year before the firm's first run in Vetan (a firm moving its payroll mid-year). */
export const OpeningRowSchema = z.strictObject({
  through_month: MonthSchema,
  taxable: rupeesField("Taxable salary"),
  tds: rupeesField("TDS"),
  pf: rupeesField("PF").optional(),
  pt: rupeesField("Professional tax").optional(),
  basic_da: rupeesField("Basic and DA").optional(),
  hra: rupeesField("HRA").optional(),
});
export const OPENING_COLUMNS = ["Employee code", "Through month", "Taxable salary", "TDS", "PF", "Professional tax", "Basic and DA", "HRA"] as const;

export interface OpeningView {
  employee: { id: string; name: string; code: string };
  tax_year: string;
  through_month: string;
  figures: { taxable: number; tds: number; pf: number; pt: number; basic_da: number; hra: number };
}

/** The columns of a sheet of one-offs, in order (a header row names them; the order may differ). */
export const ONE_OFF_COLUMNS = ["Employee code", "Kind", "Description", "Amount", "Taxable"] as const;
export const OneOffUploadQuerySchema = z.strictObject({ mode: z.enum(["dry_run", "apply"], { error: "Choose dry_run or apply" }).default("dry_run") });

/** A sheet of one-offs checked: each bad cell in words; applied only when every row is good. */
export interface OneOffUploadView {
  rows: number;
  valid: number;
  errors: { row: number; column: string; message: string }[];
  applied: boolean;
  total: { additions: number; deductions: number };
}

export interface OneOffView {
  id: string;
  employee: { id: string; name: string; code: string };
  kind: "addition" | "deduction";
  description: string;
  amount: number;
  taxable: boolean;
}

export const RegisterQuerySchema = z.strictObject({
  q: z.string().max(100).optional(),
  department_id: z.uuid({ error: "Choose a department from the list" }).optional().or(z.literal("").transform(() => undefined)),
  workspace_id: z.uuid({ error: "Choose a workspace from the list" }).optional().or(z.literal("").transform(() => undefined)),
  /** "warnings": payslips with engine warnings; "errors": people who could not be computed; "changed": net pay a fifth or more away from last month's. */
  only: z.enum(["warnings", "errors", "changed"]).optional().or(z.literal("").transform(() => undefined)),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type RegisterQuery = z.output<typeof RegisterQuerySchema>;

export interface RunTotals {
  people: number;
  computed: number;
  errors: number;
  warnings: number;
  gross: number;
  deductions: number;
  net: number;
  employer: number;
  /** Paid to employees: net pay of everyone computed. */
  payout: number;
}

export interface RunStep {
  key: "inputs" | "compute" | "review" | "approve" | "release";
  label: string;
  state: "done" | "current" | "waiting";
  detail: string;
}

export interface RunView {
  id: string;
  month: string;
  kind: RunKind;
  /** What an off-cycle run pays; null for the month's regular run. */
  title: string | null;
  pays_arrears: boolean;
  status: RunStatus;
  cycle: { from: string; to: string };
  totals: RunTotals | null;
  steps: RunStep[];
  computed_by: string | null;
  computed_at: string | null;
  approved_by: string | null;
  approved_at: string | null;
  released_at: string | null;
  job: { id: string; status: string; done: number; total: number } | null;
  /** Whether this viewer may approve now, and if not, why. */
  can_approve: { ok: boolean; why: string | null };
  maker_checker: boolean;
}

export interface RegisterRow {
  employee: { id: string; name: string; code: string; department: string | null; workspace: string | null };
  paid_days: number;
  lop_days: number;
  gross: number;
  deductions: number;
  net: number;
  employer: number;
  /** Last month's net pay from its approved run (null: not paid then), the change in percent, and whether it is large enough to look at. */
  previous_net: number | null;
  change_percent: number | null;
  flagged: boolean;
  warnings: string[];
  error: string | null;
}

export interface RegisterView {
  run: { id: string; month: string; title: string | null; status: RunStatus };
  rows: RegisterRow[];
  total: number;
}

export interface PayslipLineView {
  code: string;
  name: string;
  amount: number;
  working: string;
}

export interface PayslipView {
  /** `title`: what an off-cycle run pays (its payslip has no days of its own); null for the month's run. */
  run: { id: string; month: string; title: string | null; status: RunStatus; released_at: string | null };
  employee: { id: string; name: string; code: string; designation: string | null; department: string | null; pan_masked: string | null; uan: string | null };
  firm: { name: string };
  days: { in_month: number; employed: number; lop: number; payable: number };
  earnings: PayslipLineView[];
  deductions: PayslipLineView[];
  employer: PayslipLineView[];
  /** Expense claims reimbursed with this salary: apart from earnings, in net pay. */
  reimbursements: PayslipLineView[];
  totals: { gross: number; deductions: number; net: number; employer: number; ctc: number; reimbursements: number };
  net_in_words: string;
  tax: { regime: "new" | "old"; annual_tax: number; taxable_income: number; this_month: number; remaining_months: number };
  ytd: { gross: number; tds: number; pf: number; pt: number };
  warnings: string[];
}

type Named = { id: string; name: string; code: string };

/** A payment the month's payroll owes to the government, with its due date and where that comes from. */
export interface ChallanLine {
  what: string;
  amount: number;
  due: string | null;
  basis: string;
}

/** An approved run's files: who they hold and who they leave out, and the month's challans. */
export interface OutputsView {
  month: string;
  bank: { people: number; amount: number; missing: Named[]; held: Named[]; layouts: { id: BankLayout; label: string }[] };
  ecr: { members: number; missing: Named[] };
  esic: { members: number; missing: Named[] };
  pt: { state: string; employees: number; amount: number }[];
  lwf: { state: string; employees: number; amount: number }[];
  challans: { lines: ChallanLine[]; total: number };
  journal: { debit: number; credit: number; cost_centres: number };
}

export const BANK_LAYOUT_IDS = ["generic", "hdfc", "icici"] as const;
export type BankLayout = (typeof BANK_LAYOUT_IDS)[number];

/** The bank file's choices: the bank's layout, the day the money is to reach accounts, the firm's account. */
export const BankFileQuerySchema = z
  .strictObject({
    layout: z.enum(BANK_LAYOUT_IDS, { error: "Choose a bank layout from the list" }).default("generic"),
    value_date: dayField("Value date").optional(),
    debit_account: z
      .string()
      .trim()
      .regex(/^\d{9,18}$/, { error: "The firm's account number: 9 to 18 digits" })
      .optional(),
    client_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,8}$/, { error: "The client code the bank gave you: up to 8 letters or digits" })
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (q.layout === "icici" && !q.debit_account) ctx.addIssue({ code: "custom", path: ["debit_account"], message: "ICICI's file names the account to debit: give it" });
  });
export type BankFileQuery = z.output<typeof BankFileQuerySchema>;

export interface MyPayslipsView {
  payslips: { run_id: string; month: string; title: string | null; net: number; gross: number; released_at: string }[];
}
