// The superadmin console's site settings (issue 5): FAQ items, subscription plans, plan modules, SEO page
// settings and the audit log. One schema per input, used by the console's forms and by /api/v1/admin alike,
// so both answer with the same sentence. Text is trimmed rather than refused for stray spaces: an editor
// pasting a paragraph should not have to hunt for a trailing newline.
import { z } from "zod";
import { FEATURE_KEYS } from "./plans.ts";

/**
 * True for text PostgreSQL cannot keep or a person never types: NUL and the other control characters (tab
 * and line breaks aside), and halves of a surrogate pair (which jsonb, where the audit log keeps texts,
 * refuses).
 */
export function hasUnsavableCharacters(value: string): boolean {
  for (const ch of value) {
    const c = ch.codePointAt(0) ?? 0;
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127 || (c >= 0xd800 && c <= 0xdfff)) return true;
  }
  return false;
}

/** Free text the console edits: trimmed, then required, capped and savable. */
function text(label: string, max: number) {
  const requiredMessage = `${label} is required`;
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((v) => !hasUnsavableCharacters(v), { error: `${label} has characters that cannot be saved` });
}

/** Like text, but may be empty; left out, it is empty. */
function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((v) => !hasUnsavableCharacters(v), { error: `${label} has characters that cannot be saved` })
    .default("");
}

/** Database ids in paths and lists: positive 32-bit integers. */
export const ROW_ID_MAX = 2_147_483_647;
const rowId = z.number({ error: "Ids are whole numbers" }).int({ error: "Ids are whole numbers" }).min(1).max(ROW_ID_MAX);

/** Names within one list must differ (the public pages key their rows by name). */
function uniqueNames<T extends { name: string }>(label: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const key = item.name.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: [i, "name"], message: `Each ${label} needs a different name` });
      seen.add(key);
    });
  };
}

// ─── Reordering ─────────────────────────────────────────────────────────────────────────────────────────

/** The full list of ids in their new order (PUT /faq/order, /plans/order, /modules/order). */
export const OrderSchema = z.strictObject({
  ids: z
    .array(rowId, { error: "Send the ids as a list" })
    .min(1, { error: "Send the ids as a list" })
    .max(500, { error: "At most 500 items can be ordered" })
    .refine((ids) => new Set(ids).size === ids.length, { error: "Each id may appear only once" }),
});
export type OrderInput = z.infer<typeof OrderSchema>;

// ─── FAQ ────────────────────────────────────────────────────────────────────────────────────────────────

export const FAQ_LIMITS = { question: 300, answer: 4000 } as const;

export const FaqInputSchema = z.strictObject({
  question: text("Question", FAQ_LIMITS.question),
  /** Plain text; a blank line starts a new paragraph on /faq. */
  answer: text("Answer", FAQ_LIMITS.answer),
});
export type FaqInput = z.infer<typeof FaqInputSchema>;

export interface AdminFaq {
  id: number;
  question: string;
  answer: string;
  position: number;
  updated_at: string;
}

// ─── Money in the form ──────────────────────────────────────────────────────────────────────────────────

/** Whole rupees (up to 7 digits) with up to 2 decimals: what the price field takes. */
export const RUPEES_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
export const PRICE_MESSAGE = "Enter the price in rupees, like 4999 or 4999.50";

/** "4999.5" → 499950 paise, by digits alone (no floating point touches money). */
export function rupeesToPaise(rupees: string): number {
  const [whole = "0", fraction = ""] = rupees.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** 499950 → "4999.50", 499900 → "4999": what the price field shows for a stored price. */
export function paiseToRupees(paise: number): string {
  const whole = Math.trunc(paise / 100);
  const fraction = paise % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, "0")}`;
}

/** Rupees per month as typed (text) or sent by a program (a number); stored as integer paise. */
const PriceRupees = z
  .union([z.string(), z.number()], { error: PRICE_MESSAGE })
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(RUPEES_PATTERN, { error: PRICE_MESSAGE }))
  .transform(rupeesToPaise);

// ─── Plans ──────────────────────────────────────────────────────────────────────────────────────────────

const INCLUDED_MESSAGE = "Enter how many employees the price includes: a whole number from 1 to 10,00,000";
const EXTRA_MESSAGE = "Enter rupees a month for each extra employee, like 100, or leave it empty if the plan takes none";

export const PLAN_LIMITS = { name: 80, description: 1000, featureName: 120, featureDescription: 500, features: 30 } as const;

export const PlanFeatureSchema = z.strictObject({
  name: text("Feature name", PLAN_LIMITS.featureName),
  description: optionalText("Feature description", PLAN_LIMITS.featureDescription),
});

export const PlanInputSchema = z.strictObject({
  name: text("Plan name", PLAN_LIMITS.name),
  description: text("Description", PLAN_LIMITS.description),
  price_rupees: PriceRupees,
  is_new: z.boolean({ error: "Say whether the plan shows the 'New' ribbon" }),
  tier: z.enum(["basic", "premium", "enterprise"], { error: "Choose which column of the Distribution of Plans this plan follows" }),
  included_employees: z.coerce
    .number({ error: INCLUDED_MESSAGE })
    .int({ error: INCLUDED_MESSAGE })
    .min(1, { error: INCLUDED_MESSAGE })
    .max(1_000_000, { error: INCLUDED_MESSAGE }),
  /** Empty: the plan takes no employees beyond the included number. */
  extra_employee_rupees: z
    .union([z.string(), z.number(), z.null()], { error: EXTRA_MESSAGE })
    .transform((v) => (v === null ? "" : String(v).trim()))
    .pipe(z.union([z.literal(""), z.string().regex(RUPEES_PATTERN, { error: EXTRA_MESSAGE })]))
    .transform((v) => (v === "" ? null : rupeesToPaise(v))),
  features: z
    .array(PlanFeatureSchema, { error: "Features must be a list" })
    .max(PLAN_LIMITS.features, { error: `A plan can list at most ${PLAN_LIMITS.features} features` })
    .superRefine(uniqueNames("feature")),
});
/** What the form sends (price as typed). */
export type PlanInput = z.input<typeof PlanInputSchema>;
/** What the server stores (price in paise). */
export type PlanValues = z.output<typeof PlanInputSchema>;

export interface AdminPlanFeature {
  id: number;
  name: string;
  description: string;
}

export interface AdminPlan {
  id: number;
  name: string;
  description: string;
  price_paise: number;
  is_new: boolean;
  tier: "basic" | "premium" | "enterprise";
  included_employees: number;
  extra_employee_paise: number | null;
  position: number;
  features: AdminPlanFeature[];
  updated_at: string;
}

// ─── Plan modules ───────────────────────────────────────────────────────────────────────────────────────

export const MODULE_LIMITS = { name: 120, submoduleName: 160, submodules: 60 } as const;
export const PLAN_TIERS = [
  ["basic", "Basic"],
  ["premium", "Premium"],
  ["enterprise", "Enterprise"],
] as const;

const tierFlag = (label: string) => z.boolean({ error: `Say whether ${label} includes it` });

export const SubmoduleSchema = z.strictObject({
  name: text("Submodule name", MODULE_LIMITS.submoduleName),
  /** The product feature the row decides (decision 031); kept through edits, null for a row added by hand. */
  feature_key: z
    .string({ error: "Feature key must be text" })
    .refine((k) => FEATURE_KEYS.includes(k), { error: "That is not a feature the product knows" })
    .nullable()
    .default(null),
  basic: tierFlag("Basic"),
  premium: tierFlag("Premium"),
  enterprise: tierFlag("Enterprise"),
});

export const ModuleInputSchema = z.strictObject({
  name: text("Module name", MODULE_LIMITS.name),
  submodules: z
    .array(SubmoduleSchema, { error: "Submodules must be a list" })
    .min(1, { error: "Add at least one submodule" })
    .max(MODULE_LIMITS.submodules, { error: `A module can have at most ${MODULE_LIMITS.submodules} submodules` })
    .superRefine(uniqueNames("submodule")),
});
export type ModuleInput = z.infer<typeof ModuleInputSchema>;

export interface AdminSubmodule {
  id: number;
  name: string;
  feature_key: string | null;
  basic: boolean;
  premium: boolean;
  enterprise: boolean;
}

export interface AdminModule {
  id: number;
  name: string;
  module_key: string | null;
  position: number;
  submodules: AdminSubmodule[];
}

// ─── SEO pages (the page ids of /seo.json) ──────────────────────────────────────────────────────────────

export const SEO_LIMITS = { pageId: 9999, path: 200, title: 120, description: 320, keywords: 500 } as const;
const PAGE_ID_MESSAGE = `Enter a page id: a whole number from 1 to ${SEO_LIMITS.pageId}`;

export const SeoPageIdSchema = z
  .number({ error: PAGE_ID_MESSAGE })
  .int({ error: PAGE_ID_MESSAGE })
  .min(1, { error: PAGE_ID_MESSAGE })
  .max(SEO_LIMITS.pageId, { error: PAGE_ID_MESSAGE });

export const SeoPageInputSchema = z.strictObject({
  path: text("Path", SEO_LIMITS.path).regex(/^\/\S*$/, { error: "The path starts with / and has no spaces, like /Pricing" }),
  title: text("Title", SEO_LIMITS.title),
  description: optionalText("Description", SEO_LIMITS.description),
  keywords: optionalText("Keywords", SEO_LIMITS.keywords),
});
export type SeoPageInput = z.infer<typeof SeoPageInputSchema>;

export const SeoPageCreateSchema = z.strictObject({ page_id: SeoPageIdSchema, ...SeoPageInputSchema.shape });
export type SeoPageCreateInput = z.infer<typeof SeoPageCreateSchema>;

export interface AdminSeoPage {
  page_id: number;
  path: string;
  title: string;
  description: string;
  keywords: string;
  updated_at: string;
}

// ─── Audit log ──────────────────────────────────────────────────────────────────────────────────────────

export const AUDIT_PAGE = { defaultLimit: 25, maxLimit: 100 } as const;

export const AuditQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE.maxLimit).default(AUDIT_PAGE.defaultLimit),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** "faq" or "faq." matches faq.create, faq.update…; "plan.update" matches that action alone. */
  action: z
    .string()
    .regex(/^[a-z0-9_.-]{1,60}$/i, { error: "An action filter is letters, digits, dots, dashes or underscores" })
    .optional(),
  actor: z.uuid({ error: "The actor filter is a user id" }).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export interface AuditActor {
  id: string;
  name: string;
  /** Masked to its last 4 digits. */
  mobile: string;
}

export interface AuditRow {
  id: number;
  at: string;
  actor: AuditActor | null;
  action: string;
  detail: Record<string, unknown>;
  ip: string;
}

export interface AuditPage {
  data: AuditRow[];
  total: number;
  /** The kinds of action in the log ("faq", "plan", …), for the filter. */
  actions: string[];
  /** Everyone who appears in the log, for the filter. */
  actors: AuditActor[];
}

/** A change an audit entry records: `{ field: { from, to } }`. */
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;
