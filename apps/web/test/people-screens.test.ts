// The firm product's screens, in the parts that are plain logic: what the navigation offers each person,
// how the directory's filter travels between the address and the API, how weekly offs read, and that the
// product's pages are not the public navigation area.
import type { AppViewer } from "@vetan/shared/site";
import { describe, expect, it } from "vitest";
import { ENTERPRISE, standingOf } from "./plan-standing.ts";
import { appNav, screenLacks } from "../app/content/app-nav.ts";
import { describeOffs } from "../app/features/org/weekly-offs.tsx";
import { directoryFilterOf, directoryQuery, isFiltered } from "../app/features/people/directory-query.ts";
import { isPublicPath } from "../app/lib/session-state.ts";

const viewer = (access: AppViewer["access"], can: Partial<AppViewer["can"]> = {}): AppViewer => ({
  viewer: { userId: "u1", name: "Meera Iyer", mobile: "9800000003", email: null, usType: access, firmId: "f1", memberId: "e1" },
  firm_name: "Sahyadri Textiles",
  employee_id: "e1",
  employee_code: "EMP0003",
  access,
  is_manager: false,
  can: { manage_people: false, manage_org: false, manage_access: false, run_payroll: false, ...can },
  plan: ENTERPRISE,
});

describe("the app's navigation", () => {
  const hrefs = (me: AppViewer) => appNav(me).filter((s) => !s.soon).map((s) => s.href);

  it("offers an employee approvals, the directory, the org chart, their own profile, tasks, attendance, leave, pay and expense claims, the firm's profile and their own settings only", () => {
    expect(hrefs(viewer("E"))).toEqual([
      "/app",
      "/app/approvals",
      "/app/people",
      "/app/org-chart",
      "/app/people/e1",
      "/app/tasks",
      "/app/attendance",
      "/app/leave",
      "/app/payslips",
      "/app/tax",
      "/app/expenses",
      "/app/settings/firm",
      "/app/settings/approvals",
      "/app/settings/notifications",
      "/retailer/EmployeeDashboard",
    ]);
  });

  it("offers those who manage people and the firm the add form and the settings", () => {
    const nav = hrefs(viewer("A", { manage_people: true, manage_org: true, manage_access: true }));
    expect(nav).toContain("/app/people/new");
    expect(nav).toContain("/app/settings/workspaces");
    expect(nav).toContain("/app/settings/departments");
    expect(nav).toContain("/app/people/import");
    expect(nav).toContain("/app/settings/audit");
    expect(nav).toContain("/app/settings/api-keys");
    expect(nav).toContain("/app/attendance/muster");
    expect(nav).toContain("/app/settings/attendance");
    expect(nav.at(-1)).toBe("/retailer/AdminDashboard");
  });

  it("offers the billing page to admins alone", () => {
    expect(hrefs(viewer("A"))).toContain("/app/settings/billing");
    expect(hrefs(viewer("H"))).not.toContain("/app/settings/billing");
    expect(hrefs(viewer("E"))).not.toContain("/app/settings/billing");
  });

  it("marks the screens a firm's plan lacks with the plan that has them, and only those", () => {
    const basic = appNav({ ...viewer("A", { manage_people: true, run_payroll: true }), plan: standingOf("basic") });
    const marked = Object.fromEntries(basic.filter((s) => s.plan).map((s) => [s.href, s.plan]));
    expect(marked).toEqual({
      "/app/people/import": "Premium",
      "/app/payroll/loans": "Premium",
      "/app/payroll/settlements": "Premium",
      "/app/payroll/payments": "Premium",
      "/app/expenses": "Premium",
      "/app/settings/fields": "Premium",
      "/app/settings/expenses": "Premium",
    });
    expect(appNav({ ...viewer("A", { manage_people: true, run_payroll: true }), plan: standingOf("premium") }).filter((s) => s.plan)).toEqual([]);
    expect(screenLacks("/app/expenses/new", standingOf("basic"))).toEqual({ key: "expenses", upgradeTo: "Premium" });
    expect(screenLacks("/app/people", standingOf("basic"))).toBeNull();
  });

  it("offers HR the import but not the audit log, which is the admins'", () => {
    const nav = hrefs(viewer("H", { manage_people: true }));
    expect(nav).toContain("/app/people/import");
    expect(nav).not.toContain("/app/settings/audit");
    expect(nav).not.toContain("/app/settings/api-keys");
    expect(nav).toContain("/app/attendance/muster");
    expect(nav).toContain("/app/settings/attendance");
  });

  it("offers the team calendar to managers, HR and admins, and the balances report and leave settings to HR and admins", () => {
    const leave = (me: AppViewer) => appNav(me).filter((s) => s.group === "Leave" || s.href === "/app/settings/leave").map((s) => s.href);
    expect(leave(viewer("E"))).toEqual(["/app/leave"]);
    expect(leave({ ...viewer("E"), is_manager: true })).toEqual(["/app/leave", "/app/leave/calendar"]);
    for (const access of ["A", "H"] as const) expect(leave(viewer(access))).toEqual(["/app/leave", "/app/leave/calendar", "/app/leave/balances", "/app/settings/leave"]);
  });

  it("offers everyone their payslips and tax, the runs, payments and pay structures to admins and HR for the whole firm, and the declarations, loans and settlements to admins and HR", () => {
    const pay = (me: AppViewer) => appNav(me).filter((s) => s.group === "Payroll" || s.href === "/app/settings/payroll").map((s) => s.href);
    expect(pay(viewer("E"))).toEqual(["/app/payslips", "/app/tax"]);
    expect(pay(viewer("A", { run_payroll: true }))).toEqual(["/app/payslips", "/app/tax", "/app/payroll", "/app/payroll/declarations", "/app/payroll/loans", "/app/payroll/settlements", "/app/payroll/payments", "/app/settings/payroll"]);
    // HR for some workspaces reads the structures and reviews their people's declarations, but does not run payroll (nor see its payments).
    expect(pay(viewer("H"))).toEqual(["/app/payslips", "/app/tax", "/app/payroll/declarations", "/app/payroll/loans", "/app/payroll/settlements", "/app/settings/payroll"]);
  });

  it("offers the expense policy in the settings of admins (who change it) and HR (who read it), not of others", () => {
    const policy = (me: AppViewer) => appNav(me).filter((s) => s.href === "/app/settings/expenses").map((s) => s.group);
    for (const access of ["A", "H"] as const) expect(policy(viewer(access))).toEqual(["Settings"]);
    expect(policy(viewer("E"))).toEqual([]);
    expect(policy({ ...viewer("E"), is_manager: true })).toEqual([]);
  });

  it("shows how many requests wait beside Approvals, and nothing while none do or the count is unknown", () => {
    const approvals = (waiting: number | null) => appNav(viewer("E"), { waiting }).find((s) => s.href === "/app/approvals");
    expect(approvals(3)?.badge).toEqual({ count: 3, label: "waiting for you" });
    expect(approvals(0)?.badge).toBeUndefined();
    expect(approvals(null)?.badge).toBeUndefined();
  });

  it("names the modules still to come without linking them anywhere", () => {
    const soon = appNav(viewer("E")).filter((s) => s.soon);
    expect(soon.map((s) => s.label)).toEqual(["Projects", "Reports"]);
    expect(soon.every((s) => s.href.startsWith("#") && s.group === "Coming soon")).toBe(true);
  });
});

describe("the directory's filter", () => {
  const ws = "4f0c2a4e-3b1d-4c8e-9a7f-1b2c3d4e5f60";

  it("keeps what the API would take and drops a mangled value rather than failing the screen", () => {
    const filter = directoryFilterOf(new URLSearchParams(`q=%20ravi%20&workspace_id=${ws}&department_id=nope&status=gone&manager_id=`));
    expect(filter).toEqual({ q: "ravi", workspace_id: ws, department_id: "", manager_id: "", status: "" });
    expect(isFiltered(filter)).toBe(true);
    expect(isFiltered(directoryFilterOf(new URLSearchParams()))).toBe(false);
  });

  it("writes only what is set, with the request's own extras (the next page, the export's format)", () => {
    const filter = directoryFilterOf(new URLSearchParams(`workspace_id=${ws}&status=all`));
    expect(directoryQuery(filter).toString()).toBe(`workspace_id=${ws}&status=all`);
    expect(directoryQuery(filter, { cursor: "abc", limit: "50" }).toString()).toBe(`workspace_id=${ws}&status=all&cursor=abc&limit=50`);
  });
});

describe("weekly offs as a workspace list shows them", () => {
  it("reads every-week days by name and some-weeks days by their weeks", () => {
    expect(describeOffs([{ weekday: 6, weeks: [2, 4] }, { weekday: 0, weeks: "all" }])).toBe("Sunday; 2nd and 4th Saturday");
    expect(describeOffs([{ weekday: 5, weeks: [1] }])).toBe("1st Friday");
    expect(describeOffs([{ weekday: 6, weeks: [1, 3, 5] }])).toBe("1st, 3rd and 5th Saturday");
    expect(describeOffs([])).toBe("None");
  });
});

describe("the product's pages", () => {
  it("are not the public navigation area, so a signed-in person is not sent away from them", () => {
    for (const path of ["/app", "/app/people", "/app/people/new", "/app/people/import", "/app/org-chart", "/app/approvals", "/app/settings/workspaces", "/app/settings/audit"]) {
      expect(isPublicPath(path)).toBe(false);
    }
    // A public page that merely starts with the same letters stays public.
    expect(isPublicPath("/apple")).toBe(true);
  });
});
