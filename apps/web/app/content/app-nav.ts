// The firm product's screens, grouped by module as its navigation lists them. Each person sees what the
// server's policy lets them use (AppViewer.can); the server refuses the rest whatever the page shows.
// Modules still being built are named, not linked.
import type { AppViewer } from "@vetan/shared/site";
import type { DashboardSection } from "../components/dashboard-shell.tsx";
import { DASHBOARD_PATH } from "../lib/dashboard-door.ts";
import { USER_TYPE_LABEL } from "../lib/dashboard-format.ts";

export const APP_BASE = "/app";

/** A screen's address: appPath("people", id) → /app/people/<id>. */
export const appPath = (...parts: (string | number)[]) => [APP_BASE, ...parts.map((p) => encodeURIComponent(String(p)))].join("/");

const COMING = ["Attendance", "Leave", "Payroll", "Expenses", "Projects", "Reports"];

export function appNav(me: AppViewer): DashboardSection[] {
  const people: DashboardSection[] = [
    { href: appPath("people"), label: "Directory" },
    { href: appPath("org-chart"), label: "Org chart" },
    ...(me.can.manage_people ? [{ href: appPath("people", "new"), label: "Add employee" }] : []),
    { href: appPath("people", me.employee_id), label: "My profile" },
  ];
  const settings: DashboardSection[] = me.can.manage_org
    ? [
        { href: appPath("settings", "workspaces"), label: "Workspaces" },
        { href: appPath("settings", "departments"), label: "Departments" },
      ]
    : [];
  return [
    { href: APP_BASE, label: "Overview" },
    ...people.map((s) => ({ ...s, group: "People" })),
    ...settings.map((s) => ({ ...s, group: "Settings" })),
    ...COMING.map((label) => ({ href: `#soon-${label.toLowerCase()}`, label, group: "Coming soon", soon: true })),
    { href: DASHBOARD_PATH[me.access], label: `${USER_TYPE_LABEL[me.access]} dashboard`, group: "Account" },
  ];
}
