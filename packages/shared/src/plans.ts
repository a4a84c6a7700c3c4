// What a firm's plan lets it use (issue 19, decision 031). Plans are rows the superadmin renames, so each has
// a stable tier; the Distribution of Plans' submodules are rows too, so each has a stable feature key. This
// file is the one list of features: the seed builds the Distribution of Plans from it, the server gates the
// routes that implement a feature by it, and the screens mark what the firm's plan lacks by it.
import { z } from "zod";
import { type ModuleKey, moduleName, moduleOfPath } from "./modules.ts";

export const PLAN_TIERS = ["basic", "premium", "enterprise"] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];
export const TIER_LABEL: Record<PlanTier, string> = { basic: "Basic", premium: "Premium", enterprise: "Enterprise" };
export const tierRank = (tier: PlanTier) => PLAN_TIERS.indexOf(tier);

/** The free trial every new firm starts on: the FAQ's answer is written from these, so site and product agree. */
export const TRIAL_DAYS = 14;
export const TRIAL_TIER: PlanTier = "premium";
/** Where a trial that ends without a choice leaves the firm. */
export const AFTER_TRIAL_TIER: PlanTier = "basic";
/** GST on the subscription, in percent. */
export const SUBSCRIPTION_GST_PERCENT = 18;

/** The code of the 403 a call to a feature the firm's plan lacks gets. */
export const PLAN_LACKS_FEATURE = "plan_lacks_feature";
/** The 403 code when a plan takes no more employees (Basic at its included number). */
export const PLAN_EMPLOYEE_LIMIT = "plan_employee_limit";

/** A route a feature owns: a method (or any) and an /api/v1 path pattern matched as moduleOfPath does. */
type RouteRule = readonly [method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "*", path: string];

interface FeatureDef {
  key: string;
  module: ModuleKey;
  /** The submodule's name as the Distribution of Plans first shows it (the superadmin may rename it). */
  name: string;
  /** The lowest tier that has it when the Distribution of Plans says nothing else. */
  from: PlanTier;
  /** The /api/v1 routes that implement this feature and nothing else; most features have none of their own. */
  routes?: readonly RouteRule[];
}

const f = (key: string, module: ModuleKey, from: PlanTier, name: string, routes?: readonly RouteRule[]): FeatureDef => ({ key, module, name, from, ...(routes ? { routes } : {}) });
const WRITES = ["POST", "PUT", "PATCH", "DELETE"] as const;
const writes = (path: string): RouteRule[] => WRITES.map((m) => [m, path] as const);

/**
 * Every submodule of the Distribution of Plans, in its order. A feature with routes gates them; the rest are
 * parts of screens every plan shares (see decision 031 for those the product does not yet split out).
 */
export const FEATURES = [
  f("people.profiles", "people", "basic", "Employee profiles and documents"),
  f("people.statutory_ids", "people", "basic", "Bank, PAN and UAN details"),
  f("people.org_chart", "people", "basic", "Organisation chart and reporting lines"),
  f("people.custom_fields_import", "people", "premium", "Custom fields and bulk import", [
    ...writes("/custom-fields"),
    ["PUT", "/people/:id/custom"],
    ["*", "/people/imports"],
    ["*", "/people/import-template"],
  ]),
  f("people.multi_branch", "people", "enterprise", "Multi-branch and multi-state views"),
  f("people.field_access", "people", "enterprise", "Field-level access by role"),

  f("projects.tasks", "projects", "basic", "Task lists and assignments"),
  f("projects.milestones", "projects", "premium", "Projects and milestones"),
  f("projects.timesheets", "projects", "premium", "Timesheets against projects"),
  f("projects.workspaces", "projects", "premium", "Workspaces for teams"),
  f("projects.cost_reports", "projects", "enterprise", "Project cost and billable hours reports"),

  f("ledgers.salary_register", "ledgers", "basic", "Monthly salary register"),
  f("ledgers.loans", "ledgers", "premium", "Employee ledgers for advances and loans", [
    ["*", "/payroll/loans"],
    ["*", "/payroll/ledger"],
    ["*", "/expenses/advances"],
    ["*", "/expenses/ledger"],
  ]),
  f("ledgers.payments", "ledgers", "premium", "Payment and reimbursement history", [
    ["*", "/payroll/payments"],
    ["*", "/payroll/payments.xlsx"],
    ["*", "/expenses/payouts"],
  ]),
  f("ledgers.payroll_audit", "ledgers", "premium", "Audit trail of payroll changes"),
  f("ledgers.journal_export", "ledgers", "enterprise", "Accounting journal export", [
    ["*", "/payroll/runs/:id/journal.csv"],
    ["*", "/payroll/runs/:id/journal.xml"],
  ]),

  f("leave.requests", "leave", "basic", "Leave requests and approvals"),
  f("leave.accrual", "leave", "basic", "Automatic accrual and balances"),
  f("leave.holidays", "leave", "basic", "Holiday calendar"),
  f("leave.carry_forward", "leave", "premium", "Carry-forward and encashment rules", [["*", "/leave/year-end"]]),
  f("leave.comp_off", "leave", "premium", "Compensatory off"),
  f("leave.branch_policies", "leave", "enterprise", "Branch-wise leave policies and calendars"),

  f("attendance.web", "attendance", "basic", "Web check-in and check-out"),
  f("attendance.mobile_location", "attendance", "basic", "Mobile check-in with location"),
  f("attendance.rosters", "attendance", "premium", "Breaks and shift rosters", [...writes("/attendance/shifts"), ["*", "/attendance/rosters"]]),
  // Overtime and regularisation are kinds of POST /attendance/requests: the route asks for them by kind.
  f("attendance.overtime", "attendance", "premium", "Overtime tracking and approval"),
  f("attendance.regularisation", "attendance", "premium", "Regularisation requests"),
  f("attendance.devices", "attendance", "enterprise", "Biometric and RFID device integration", [
    ["*", "/attendance/device-keys"],
    ["*", "/attendance/device-punches"],
  ]),
  f("attendance.geofence", "attendance", "enterprise", "Geofencing by branch"),

  f("expenses.claims", "expenses", "premium", "Expense claims with bill upload"),
  f("expenses.approvals", "expenses", "premium", "Approval workflow"),
  f("expenses.reimbursement", "expenses", "premium", "Reimbursement through payroll"),
  f("expenses.policy_limits", "expenses", "enterprise", "Policy limits by grade and city"),
  f("expenses.multi_level", "expenses", "enterprise", "Multi-level approval chains"),

  f("payroll.processing", "payroll", "basic", "Monthly salary processing"),
  f("payroll.statutory", "payroll", "basic", "PF, ESI, professional tax and TDS"),
  f("payroll.tax_regimes", "payroll", "basic", "New and old tax regime support"),
  f("payroll.settlements", "payroll", "premium", "Arrears, bonus and full and final settlement", [["*", "/payroll/settlements"]]),
  f("payroll.return_files", "payroll", "premium", "PF ECR, ESI and TDS return files", [
    ["*", "/payroll/runs/:id/ecr.txt"],
    ["*", "/payroll/runs/:id/esic.xlsx"],
    ["*", "/payroll/tds"],
  ]),
  f("payroll.bank_file", "payroll", "premium", "Bank salary transfer file", [["*", "/payroll/runs/:id/bank.csv"]]),
  f("payroll.provisions", "payroll", "enterprise", "Gratuity and leave provisions"),

  f("payslips.dashboard", "payslips", "basic", "Payslips on the employee dashboard"),
  f("payslips.pdf", "payslips", "basic", "PDF download"),
  f("payslips.protected_email", "payslips", "premium", "Password-protected payslip emails"),
  f("payslips.tax_certificates", "payslips", "premium", "Year-to-date and tax certificate downloads", [["*", "/payroll/form16"]]),
  f("payslips.branding", "payslips", "enterprise", "Custom payslip templates with your branding", [
    ["PUT", "/payroll/settings/logo"],
    ["DELETE", "/payroll/settings/logo"],
  ]),

  f("staff.roles", "staff", "basic", "Admin, HR and employee roles"),
  f("staff.onboarding", "staff", "basic", "Onboarding checklist"),
  f("staff.probation", "staff", "premium", "Probation and confirmation tracking"),
  f("staff.exit", "staff", "premium", "Exit and full and final workflow"),
  f("staff.custom_roles", "staff", "enterprise", "Custom roles and permissions"),
  // Every plan has both (issue 19); the superadmin may still take either off a plan, and then the screens,
  // the routes and (for keys) every call a key makes are refused together.
  f("staff.api_keys", "staff", "basic", "API keys for integrations", [["*", "/api-keys"]]),
  f("staff.webhooks", "staff", "basic", "Webhooks for integrations", [["*", "/webhooks"]]),
] as const satisfies readonly FeatureDef[];

export type FeatureKey = (typeof FEATURES)[number]["key"];
export const FEATURE_KEYS: readonly string[] = FEATURES.map((x) => x.key);
export const isFeatureKey = (key: string): key is FeatureKey => FEATURE_KEYS.includes(key);
export const featureDef = (key: FeatureKey): FeatureDef => FEATURES.find((x) => x.key === key)!;

const SPLIT_RULES = FEATURES.flatMap((feat: FeatureDef) =>
  (feat.routes ?? []).map(([method, path]) => ({ method, segments: path.split("/").filter(Boolean), key: feat.key as FeatureKey })),
).sort((a, b) => b.segments.length - a.segments.length);

/** The feature an /api/v1 call belongs to, when a feature owns it; longest matching path wins. */
export function featureOfCall(method: string, path: string): FeatureKey | null {
  const bare = path.split("?")[0]!.replace(/^\/api\/v1(?=\/|$)/, "");
  const segments = bare.split("/").filter(Boolean);
  const verb = method.toUpperCase();
  for (const rule of SPLIT_RULES) {
    if (rule.method !== "*" && rule.method !== verb) continue;
    if (rule.segments.length > segments.length) continue;
    if (rule.segments.every((p, i) => p === ":id" || p === segments[i] || (p.startsWith(":") && segments[i] !== undefined))) return rule.key;
  }
  return null;
}

/** What an /api/v1 call needs of the firm's plan: its module (if any) and the feature that owns it (if any). */
export function needsOfCall(method: string, path: string): { module: ModuleKey | null; feature: FeatureKey | null } {
  return { module: moduleOfPath(path), feature: featureOfCall(method, path) };
}

/** The Distribution of Plans as the server holds it: per tier, which modules and features it has. */
export interface TierGrants {
  modules: ModuleKey[];
  features: FeatureKey[];
}

/**
 * A tier's grants from the Distribution of Plans' rows: a feature is granted where its row says so (or by its
 * default tier when the superadmin has deleted its row); a module is granted when any of its features is.
 */
export function grantsOf(tier: PlanTier, rows: ReadonlyArray<{ key: string | null; basic: boolean; premium: boolean; enterprise: boolean }>): TierGrants {
  const byKey = new Map(rows.filter((r) => r.key !== null).map((r) => [r.key as string, r] as const));
  const features: FeatureKey[] = [];
  for (const feat of FEATURES as readonly FeatureDef[]) {
    const row = byKey.get(feat.key);
    const granted = row ? row[tier] : tierRank(feat.from) <= tierRank(tier);
    if (granted) features.push(feat.key as FeatureKey);
  }
  const modules = [...new Set(features.map((k) => featureDef(k).module))];
  return { modules, features };
}

// ─── The firm's standing and this month's charge ─────────────────────────────────────────────────────────

export const PLAN_STATUSES = ["trial", "active", "trial_ended", "cancelling", "cancelled", "none"] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export interface FirmPlanRecord {
  planTier: PlanTier | null;
  trialEndsAt: Date | null;
  cancelAt: Date | null;
}

/**
 * Where a firm stands at `now`: the tier whose grants apply, and why. A trial that has ended without a
 * choice leaves Basic; a cancellation keeps the plan until `cancelAt`, then only Staff Administration (the
 * sign-ins, the firm profile and billing) stays open. A firm with no plan has Basic's grants.
 */
export function standingAt(firm: FirmPlanRecord, now: Date): { tier: PlanTier | null; status: PlanStatus } {
  if (firm.cancelAt && now >= firm.cancelAt) return { tier: null, status: "cancelled" };
  if (firm.trialEndsAt && now >= firm.trialEndsAt) return { tier: AFTER_TRIAL_TIER, status: "trial_ended" };
  if (!firm.planTier) return { tier: "basic", status: "none" };
  if (firm.cancelAt) return { tier: firm.planTier, status: "cancelling" };
  return { tier: firm.planTier, status: firm.trialEndsAt ? "trial" : "active" };
}

/** The grants of a firm whose plan was cancelled: Staff Administration's Basic features alone. */
export const CANCELLED_GRANTS: TierGrants = {
  modules: ["staff"],
  features: (FEATURES as readonly FeatureDef[]).filter((x) => x.module === "staff" && x.from === "basic").map((x) => x.key as FeatureKey),
};

/** The first instant of the month after `now`'s, in Asia/Kolkata (UTC+05:30, no daylight saving). */
export function nextMonthStart(now: Date): Date {
  const ist = new Date(now.getTime() + 330 * 60_000);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() + 1, 1) - 330 * 60_000);
}

export interface PlanPricing {
  name: string;
  price_paise: number;
  included_employees: number;
  /** Paise per employee beyond the included number each month; null when the plan takes none beyond it. */
  extra_employee_paise: number | null;
  /** The plan's tier: the largest (Enterprise) prices employees beyond its number by agreement. */
  tier?: PlanTier;
}

/**
 * How a plan takes employees beyond its included number: "priced" at a figure a month each (Premium),
 * "by agreement" on the largest plan ("custom pricing for larger workforces"), or "refused" (Basic: the firm
 * moves up a plan instead).
 */
export function beyondIncluded(plan: PlanPricing): "priced" | "by agreement" | "refused" {
  if (plan.extra_employee_paise !== null) return "priced";
  return plan.tier === PLAN_TIERS[PLAN_TIERS.length - 1] ? "by agreement" : "refused";
}

/**
 * Null when a firm on `plan` with `active` employees (not exited) may add `adding` more; otherwise what to
 * tell the person, naming the smallest larger plan that would take them (`larger`, when there is one).
 */
export function employeeRoomMessage(plan: PlanPricing, active: number, adding: number, larger: PlanPricing | null): string | null {
  if (adding <= 0 || active + adding <= plan.included_employees || beyondIncluded(plan) !== "refused") return null;
  const left = Math.max(0, plan.included_employees - active);
  const room = left === 0 ? "there is no room for more" : `there is room for ${people(left)} more`;
  const move = larger
    ? ` The ${larger.name} plan includes ${people(larger.included_employees)}${larger.extra_employee_paise !== null ? `, then ${rupees(larger.extra_employee_paise)} an employee a month` : ""}: your admin can change plan on the billing page.`
    : " Your admin can change plan on the billing page.";
  return `Your firm's ${plan.name} plan includes up to ${people(plan.included_employees)} and ${active} ${active === 1 ? "is" : "are"} active, so ${room}: ${adding === 1 ? "this person" : `these ${adding} people`} cannot be added.${move}`;
}

export interface MonthCharge {
  base_paise: number;
  extra_employees: number;
  extras_paise: number;
  subtotal_paise: number;
  gst_paise: number;
  total_paise: number;
  /** Employees beyond a plan that takes none extra: the firm should move up a plan. */
  over_limit: number;
  /** The working, one sentence a line. */
  working: string[];
}

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const people = (n: number) => `${n} ${n === 1 ? "employee" : "employees"}`;

/** A month of `plan` for `active` employees: base, extras, GST at 18% (rounded to the paisa, half up), in words. */
export function monthCharge(plan: PlanPricing, active: number): MonthCharge {
  const beyond = Math.max(0, active - plan.included_employees);
  const how = beyondIncluded(plan);
  const extraEmployees = how === "priced" ? beyond : 0;
  const extras = extraEmployees * (plan.extra_employee_paise ?? 0);
  const subtotal = plan.price_paise + extras;
  const gst = Math.floor((subtotal * SUBSCRIPTION_GST_PERCENT + 50) / 100);
  const working = [`${plan.name} costs ${rupees(plan.price_paise)} a month for up to ${people(plan.included_employees)}.`];
  if (beyond === 0) working.push(`Your firm has ${people(active)} active, within the ${plan.included_employees} included: no extra charge.`);
  else if (plan.extra_employee_paise !== null)
    working.push(`Your firm has ${people(active)} active, ${beyond} beyond the ${plan.included_employees} included, at ${rupees(plan.extra_employee_paise)} each: ${rupees(extras)}.`);
  else if (how === "by agreement")
    working.push(`Your firm has ${people(active)} active, ${beyond} beyond the ${plan.included_employees} included: those are priced by agreement with your account manager, and are not in this figure.`);
  else working.push(`Your firm has ${people(active)} active, ${beyond} beyond the ${plan.included_employees} ${plan.name} includes; it takes no more, so choose a larger plan.`);
  working.push(`Before GST: ${rupees(subtotal)}. GST at ${SUBSCRIPTION_GST_PERCENT}%: ${rupees(gst)}. Total: ${rupees(subtotal + gst)}.`);
  return {
    base_paise: plan.price_paise,
    extra_employees: extraEmployees,
    extras_paise: extras,
    subtotal_paise: subtotal,
    gst_paise: gst,
    total_paise: subtotal + gst,
    over_limit: how === "refused" ? beyond : 0,
    working,
  };
}

// ─── The 403, and what the API and screens exchange ──────────────────────────────────────────────────────

/** "Expense Management is not in your firm's Basic plan; it comes with Premium and above." */
export function lacksMessage(what: string, current: string, lowest: string | null): string {
  const has = lowest ? `It comes with the ${lowest} plan${lowest === TIER_LABEL.enterprise ? "" : " and above"}` : "No plan includes it at present";
  return `${what} is not in your firm's ${current} plan. ${has}: ask your admin, or upgrade on the billing page.`;
}

export const featureLabel = (key: FeatureKey) => featureDef(key).name;
export const moduleLabel = (key: ModuleKey) => moduleName(key);

/** The firm's plan as the app shell needs it (every signed-in member gets it; money is on the billing page). */
export interface PlanStanding {
  plan_name: string;
  tier: PlanTier | null;
  status: PlanStatus;
  trial_ends_at: string | null;
  cancel_at: string | null;
  modules: ModuleKey[];
  features: FeatureKey[];
  /** Which plan first has each module and feature the firm lacks, named as the superadmin names it. */
  upgrade_to: Record<string, string>;
}

export interface BillingPlan extends PlanPricing {
  id: number;
  tier: PlanTier;
}

export interface BillingView {
  standing: PlanStanding;
  plan_id: number | null;
  active_employees: number;
  /** When this period (trial or month) ends: a cancellation takes effect then. */
  period_ends_at: string;
  /** This month's charge; zero during a trial or after cancellation, with the working saying why. */
  charge: MonthCharge & { charged: boolean };
  /** What the firm will pay a month on its plan once the trial ends. */
  plans: (BillingPlan & { month: MonthCharge })[];
}

export const PlanChoiceSchema = z.strictObject({
  plan_id: z.number({ error: "Choose a plan" }).int({ error: "Choose a plan" }).positive({ error: "Choose a plan" }),
});
export type PlanChoiceInput = z.infer<typeof PlanChoiceSchema>;
