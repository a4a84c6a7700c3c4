// The product's modules, as the Distribution of Plans names them (seed: plan-modules.ts), and which module
// each /api/v1 path belongs to. One map serves two checks that must agree: a firm's plan decides which
// modules it may call, and an API key's scopes decide which modules the key may read or write.

export const MODULES = [
  { key: "people", name: "Employee Data Dashboard" },
  { key: "projects", name: "Project Management" },
  { key: "ledgers", name: "Ledgers & Transaction History" },
  { key: "leave", name: "Leave Management" },
  { key: "attendance", name: "Attendance Management" },
  { key: "expenses", name: "Expense Management" },
  { key: "payroll", name: "Payroll" },
  { key: "payslips", name: "Payslips" },
  { key: "staff", name: "Staff Administration" },
] as const;

export type ModuleKey = (typeof MODULES)[number]["key"];

export const MODULE_KEYS: readonly ModuleKey[] = MODULES.map((m) => m.key);

export function moduleName(key: ModuleKey): string {
  return MODULES.find((m) => m.key === key)?.name ?? key;
}

/**
 * Longest prefix wins. Paths are relative to /api/v1 and matched segment by segment, so "/payroll" does not
 * claim "/payrollx". ":id" matches any one segment.
 */
const PREFIXES: ReadonlyArray<readonly [string, ModuleKey]> = [
  ["/people", "people"],
  ["/people-summary", "people"],
  ["/org-chart", "people"],
  ["/workspaces", "people"],
  ["/departments", "people"],
  ["/designations", "people"],
  ["/custom-fields", "people"],
  ["/attendance", "attendance"],
  ["/leave", "leave"],
  ["/expenses", "expenses"],
  ["/expenses/ledger", "ledgers"],
  ["/payroll", "payroll"],
  ["/payroll/ledger", "ledgers"],
  ["/payroll/payments", "ledgers"],
  ["/payroll/payments.xlsx", "ledgers"],
  ["/payroll/payslips", "payslips"],
  ["/payroll/runs/:id/payslips", "payslips"],
  ["/payroll/form16", "payslips"],
  ["/approvals", "staff"],
  ["/approval-chains", "staff"],
  ["/notifications", "staff"],
  ["/notification-settings", "staff"],
  ["/audit", "staff"],
  ["/checklists", "staff"],
  ["/tasks", "staff"],
  ["/people/:id/tasks", "staff"],
  ["/members", "staff"],
  ["/invitations", "staff"],
  ["/keys", "staff"],
  ["/api-keys", "staff"],
  ["/firm", "staff"],
  ["/me", "staff"],
  ["/webhooks", "staff"],
];

const SPLIT = PREFIXES.map(([prefix, key]) => [prefix.split("/").filter(Boolean), key] as const).sort((a, b) => b[0].length - a[0].length);

/** The module an /api/v1 path (with or without the /api/v1 and a query string) belongs to, or null. */
export function moduleOfPath(path: string): ModuleKey | null {
  const bare = path.split("?")[0]!.replace(/^\/api\/v1(?=\/|$)/, "");
  const segments = bare.split("/").filter(Boolean);
  for (const [prefix, key] of SPLIT) {
    if (prefix.length > segments.length) continue;
    if (prefix.every((p, i) => p === ":id" || p === segments[i])) return key;
  }
  return null;
}
