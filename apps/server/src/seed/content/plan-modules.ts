// "Distribution of Plans": which submodules each plan includes. Every plan includes all of the plan below it.
import type { SeedPlanModule } from "./types.ts";

type Tier = "basic" | "premium" | "enterprise";

/** A submodule available from the given plan upwards. */
function from(tier: Tier, name: string): SeedPlanModule["submodules"][number] {
  return {
    name,
    basic: tier === "basic",
    premium: tier === "basic" || tier === "premium",
    enterprise: true,
  };
}

export const planModules: SeedPlanModule[] = [
  {
    module: "Employee Data Dashboard",
    submodules: [
      from("basic", "Employee profiles and documents"),
      from("basic", "Bank, PAN and UAN details"),
      from("basic", "Organisation chart and reporting lines"),
      from("premium", "Custom fields and bulk import"),
      from("enterprise", "Multi-branch and multi-state views"),
      from("enterprise", "Field-level access by role"),
    ],
  },
  {
    module: "Project Management",
    submodules: [
      from("basic", "Task lists and assignments"),
      from("premium", "Projects and milestones"),
      from("premium", "Timesheets against projects"),
      from("premium", "Workspaces for teams"),
      from("enterprise", "Project cost and billable hours reports"),
    ],
  },
  {
    module: "Ledgers & Transaction History",
    submodules: [
      from("basic", "Monthly salary register"),
      from("premium", "Employee ledgers for advances and loans"),
      from("premium", "Payment and reimbursement history"),
      from("premium", "Audit trail of payroll changes"),
      from("enterprise", "Accounting journal export"),
    ],
  },
  {
    module: "Leave Management",
    submodules: [
      from("basic", "Leave requests and approvals"),
      from("basic", "Automatic accrual and balances"),
      from("basic", "Holiday calendar"),
      from("premium", "Carry-forward and encashment rules"),
      from("premium", "Compensatory off"),
      from("enterprise", "Branch-wise leave policies and calendars"),
    ],
  },
  {
    module: "Attendance Management",
    submodules: [
      from("basic", "Web check-in and check-out"),
      from("basic", "Mobile check-in with location"),
      from("premium", "Breaks and shift rosters"),
      from("premium", "Overtime tracking and approval"),
      from("premium", "Regularisation requests"),
      from("enterprise", "Biometric and RFID device integration"),
      from("enterprise", "Geofencing by branch"),
    ],
  },
  {
    module: "Expense Management",
    submodules: [
      from("premium", "Expense claims with bill upload"),
      from("premium", "Approval workflow"),
      from("premium", "Reimbursement through payroll"),
      from("enterprise", "Policy limits by grade and city"),
      from("enterprise", "Multi-level approval chains"),
    ],
  },
  {
    module: "Payroll",
    submodules: [
      from("basic", "Monthly salary processing"),
      from("basic", "PF, ESI, professional tax and TDS"),
      from("basic", "New and old tax regime support"),
      from("premium", "Arrears, bonus and full and final settlement"),
      from("premium", "PF ECR, ESI and TDS return files"),
      from("premium", "Bank salary transfer file"),
      from("enterprise", "Gratuity and leave provisions"),
    ],
  },
  {
    module: "Payslips",
    submodules: [
      from("basic", "Payslips on the employee dashboard"),
      from("basic", "PDF download"),
      from("premium", "Password-protected payslip emails"),
      from("premium", "Year-to-date and tax certificate downloads"),
      from("enterprise", "Custom payslip templates with your branding"),
    ],
  },
  {
    module: "Staff Administration",
    submodules: [
      from("basic", "Admin, HR and employee roles"),
      from("basic", "Onboarding checklist"),
      from("premium", "Probation and confirmation tracking"),
      from("premium", "Exit and full and final workflow"),
      from("enterprise", "Custom roles and permissions"),
      from("enterprise", "API keys for integrations"),
    ],
  },
];
