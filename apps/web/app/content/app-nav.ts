// The firm product's screens, grouped by module as its navigation lists them. Each person sees what the
// server's policy lets them use (AppViewer.can, access); the server refuses the rest whatever the page shows.
// Modules still being built are named, not linked.
import type { ModuleKey } from "@vetan/shared/modules";
import type { FeatureKey, PlanStanding } from "@vetan/shared/plans";
import type { AppViewer } from "@vetan/shared/site";
import type { DashboardSection } from "../components/dashboard-shell.tsx";
import { DASHBOARD_PATH } from "../lib/dashboard-door.ts";
import { USER_TYPE_LABEL } from "../lib/dashboard-format.ts";

export const APP_BASE = "/app";

/** A screen's address: appPath("people", id) → /app/people/<id>. */
export const appPath = (...parts: (string | number)[]) => [APP_BASE, ...parts.map((p) => encodeURIComponent(String(p)))].join("/");

const COMING = ["Projects", "Reports"];

/** Imports are for admins and HR (the server says the same). */
export const mayImport = (me: AppViewer) => me.access === "A" || me.access === "H";

/** The firm's requests, beyond one's own and one's inbox, are for admins and HR. */
export const maySeeAllRequests = (me: AppViewer) => me.access === "A" || me.access === "H";

/** The muster, who is where today, and the attendance settings are for admins and HR (the server's policy says the same). */
export const mayKeepAttendance = (me: AppViewer) => me.access === "A" || me.access === "H";

/** The balances report is for admins and HR (the server's leave policy says the same). */
export const mayReportLeave = (me: AppViewer) => me.access === "A" || me.access === "H";

/** The team calendar: admins and HR (their workspaces), and managers (their team). */
export const maySeeTeamCalendar = (me: AppViewer) => me.access === "A" || me.access === "H" || me.is_manager;

/**
 * Declarations, loans and full and final settlements are looked after by admins (the firm) and HR (the people
 * they cover; the server scopes each list to them).
 */
export const mayLookAfterPay = (me: AppViewer) => me.can.run_payroll || me.access === "A" || me.access === "H";

/** The expense policy's screen is in the settings of admins (who change it) and HR (who read it). */
export const mayKeepExpensePolicy = (me: AppViewer) => me.access === "A" || me.access === "H";

/** The firm's billing page: its admins' alone (the server says the same). */
export const BILLING_PATH = appPath("settings", "billing");
export const mayKeepBilling = (me: AppViewer) => me.access === "A";

/**
 * What a screen needs of the firm's plan (decision 031), by the start of its address; the longest match wins.
 * The same modules and features the server gates the screen's calls by (packages/shared/src/plans.ts).
 */
const SCREEN_NEEDS: ReadonlyArray<readonly [string, { module?: ModuleKey; feature?: FeatureKey }]> = [
  ["/app/expenses", { module: "expenses" }],
  ["/app/settings/expenses", { module: "expenses" }],
  ["/app/payroll/loans", { feature: "ledgers.loans" }],
  ["/app/payroll/ledger", { feature: "ledgers.loans" }],
  ["/app/payroll/payments", { feature: "ledgers.payments" }],
  ["/app/payroll/settlements", { feature: "payroll.settlements" }],
  ["/app/people/import", { feature: "people.custom_fields_import" }],
  ["/app/settings/fields", { feature: "people.custom_fields_import" }],
];

/** The module or feature the screen at `pathname` needs, when the firm's plan lacks it: what to offer instead. */
export function screenLacks(pathname: string, plan: PlanStanding): { key: string; upgradeTo: string | null } | null {
  const match = SCREEN_NEEDS.filter(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`)).sort((a, b) => b[0].length - a[0].length)[0];
  if (!match) return null;
  const { module, feature } = match[1];
  if (module && !plan.modules.includes(module)) return { key: module, upgradeTo: plan.upgrade_to[module] ?? null };
  if (feature && !plan.features.includes(feature)) return { key: feature, upgradeTo: plan.upgrade_to[feature] ?? null };
  return null;
}

/** Marks the links to screens the firm's plan lacks with the plan that has them (they open the upgrade panel). */
function markPlan(sections: DashboardSection[], plan: PlanStanding): DashboardSection[] {
  return sections.map((s) => {
    const lacks = s.soon || s.href.startsWith("#") ? null : screenLacks(s.href, plan);
    return lacks ? { ...s, plan: lacks.upgradeTo ?? "Upgrade" } : s;
  });
}

/** Live counts the navigation shows beside its links (null while unknown). */
export interface NavCounts {
  /** Requests waiting for the viewer's decision. */
  waiting: number | null;
}

export function appNav(me: AppViewer, counts: NavCounts = { waiting: null }): DashboardSection[] {
  const people: DashboardSection[] = [
    { href: appPath("people"), label: "Directory" },
    { href: appPath("org-chart"), label: "Org chart" },
    ...(me.can.manage_people ? [{ href: appPath("people", "new"), label: "Add employee" }] : []),
    ...(mayImport(me) ? [{ href: appPath("people", "import"), label: "Import employees" }] : []),
    { href: appPath("people", me.employee_id), label: "My profile" },
    { href: appPath("tasks"), label: "My tasks" },
  ];
  const attendance: DashboardSection[] = [
    { href: appPath("attendance"), label: "My attendance" },
    ...(mayKeepAttendance(me) ? [{ href: appPath("attendance", "muster"), label: "Muster" }] : []),
  ];
  const leave: DashboardSection[] = [
    { href: appPath("leave"), label: "My leave" },
    ...(maySeeTeamCalendar(me) ? [{ href: appPath("leave", "calendar"), label: "Team calendar" }] : []),
    ...(mayReportLeave(me) ? [{ href: appPath("leave", "balances"), label: "Leave balances" }] : []),
  ];
  const payroll: DashboardSection[] = [
    { href: appPath("payslips"), label: "My payslips" },
    { href: appPath("tax"), label: "My tax" },
    ...(me.can.run_payroll ? [{ href: appPath("payroll"), label: "Payroll runs" }] : []),
    ...(mayLookAfterPay(me)
      ? [
          { href: appPath("payroll", "declarations"), label: "Tax declarations" },
          { href: appPath("payroll", "loans"), label: "Loans" },
          { href: appPath("payroll", "settlements"), label: "Settlements" },
        ]
      : []),
    // What the firm paid out: for those who run payroll (admins and firm-wide HR).
    ...(me.can.run_payroll ? [{ href: appPath("payroll", "payments"), label: "Payments" }] : []),
  ];
  const settings: DashboardSection[] = [
    { href: appPath("settings", "firm"), label: "Firm profile" },
    // The firm's own fields and its checklists: admins set them, HR reads them.
    ...(me.can.manage_people
      ? [
          { href: appPath("settings", "fields"), label: "Our own fields" },
          { href: appPath("settings", "checklists"), label: "Checklists" },
        ]
      : []),
    ...(me.can.manage_org
      ? [
          { href: appPath("settings", "workspaces"), label: "Workspaces" },
          { href: appPath("settings", "departments"), label: "Departments" },
        ]
      : []),
    ...(mayKeepAttendance(me) ? [{ href: appPath("settings", "attendance"), label: "Attendance" }] : []),
    // Leave types: admins and firm-wide HR keep them; HR limited to workspaces reads them.
    ...(mayReportLeave(me) ? [{ href: appPath("settings", "leave"), label: "Leave" }] : []),
    // Pay structures: admins and HR read them; admins and firm-wide HR keep them.
    ...(mayReportLeave(me) ? [{ href: appPath("settings", "payroll"), label: "Payroll" }] : []),
    // The expense policy: admins set it; HR reads it (everyone may, the claim form shows its limits).
    ...(mayKeepExpensePolicy(me) ? [{ href: appPath("settings", "expenses"), label: "Expense policy" }] : []),
    { href: appPath("settings", "approvals"), label: "Approval chains" },
    { href: appPath("settings", "notifications"), label: "Notifications" },
    ...(me.access === "A" ? [{ href: appPath("settings", "audit"), label: "Audit log" }] : []),
    // Integration keys: the firm's admins make and revoke them (decision 032).
    ...(me.access === "A" ? [{ href: appPath("settings", "api-keys"), label: "API keys" }] : []),
    ...(me.access === "A" ? [{ href: appPath("settings", "webhooks"), label: "Webhooks" }] : []),
    ...(mayKeepBilling(me) ? [{ href: BILLING_PATH, label: "Plan and billing" }] : []),
  ];
  const waiting = counts.waiting ?? 0;
  return markPlan([
    { href: APP_BASE, label: "Overview" },
    { href: appPath("approvals"), label: "Approvals", ...(waiting > 0 ? { badge: { count: waiting, label: "waiting for you" } } : {}) },
    ...people.map((s) => ({ ...s, group: "People" })),
    ...attendance.map((s) => ({ ...s, group: "Attendance" })),
    ...leave.map((s) => ({ ...s, group: "Leave" })),
    ...payroll.map((s) => ({ ...s, group: "Payroll" })),
    { href: appPath("expenses"), label: "Expense claims", group: "Expenses" },
    ...settings.map((s) => ({ ...s, group: "Settings" })),
    ...COMING.map((label) => ({ href: `#soon-${label.toLowerCase()}`, label, group: "Coming soon", soon: true })),
    { href: DASHBOARD_PATH[me.access], label: `${USER_TYPE_LABEL[me.access]} dashboard`, group: "Account" },
  ], me.plan);
}
