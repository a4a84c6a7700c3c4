// The three subscription plans shown on /Pricing, in display order. Prices exclude GST.
import { SUPPORT_HOURS } from "@vetan/shared/support";
import type { SeedPlan } from "./types.ts";

export const plans: SeedPlan[] = [
  {
    name: "Basic",
    description:
      "For small teams moving off spreadsheets. Includes up to 25 employees, with employee records, attendance, " +
      "leave, payroll and payslips in one place.",
    pricePerMonthRupees: 1999,
    isNew: false,
    tier: "basic",
    includedEmployees: 25,
    extraEmployeeRupees: null,
    features: [
      { name: "Up to 25 employees", desc: "Add employees up to the plan limit at no extra cost." },
      { name: "Employee data dashboard", desc: "Profiles, documents, bank details and reporting lines in one place." },
      { name: "Attendance and leave", desc: "Web and mobile check-in, leave requests and balances that accrue automatically." },
      { name: "Monthly payroll", desc: "Salary calculation with PF, ESI, professional tax and TDS." },
      { name: "Employee payslips", desc: "Employees view and download payslips from their own dashboard." },
      { name: "API keys and webhooks", desc: "Connect your own tools through the API on every plan." },
      { name: "Email support", desc: "Replies within one working day." },
    ],
  },
  {
    name: "Premium",
    description:
      "For growing firms with several teams. Includes up to 100 employees; each extra employee beyond the " +
      "included 100 costs ₹100 per employee per month. Adds expenses, projects, ledgers and statutory returns.",
    pricePerMonthRupees: 4999,
    isNew: false,
    tier: "premium",
    includedEmployees: 100,
    extraEmployeeRupees: 100,
    features: [
      { name: "Up to 100 employees", desc: "Extra employees beyond 100 at ₹100 per employee per month." },
      { name: "Everything in Basic", desc: "All Basic modules, with higher limits." },
      { name: "Expense management", desc: "Track, approve and reimburse claims through payroll." },
      { name: "Project management", desc: "Projects, tasks and timesheets linked to employees." },
      { name: "Ledgers and transaction history", desc: "Salary ledgers, advances, loans and a full audit trail." },
      { name: "Statutory returns", desc: "PF ECR file, ESI data and quarterly TDS return data ready to file." },
      { name: "Phone and chat support", desc: `${SUPPORT_HOURS}.` },
    ],
  },
  {
    name: "Enterprise",
    description:
      "For multi-state organisations that need scale, integrations and control. Includes up to 500 employees, " +
      "device integrations, multiple branches and a dedicated account manager.",
    pricePerMonthRupees: 9999,
    isNew: true,
    tier: "enterprise",
    includedEmployees: 500,
    extraEmployeeRupees: null,
    features: [
      { name: "Up to 500 employees", desc: "Custom pricing for larger workforces." },
      { name: "Everything in Premium", desc: "All Premium modules, with the highest limits." },
      { name: "Multi-state and multi-branch", desc: "State-wise PT, LWF, minimum wages and holiday calendars." },
      { name: "Device and accounting integrations", desc: "Biometric and RFID devices, and journal exports for your accounting software." },
      { name: "Advanced staff administration", desc: "Custom roles, approval chains and exit workflows." },
      { name: "Biometric device integration", desc: "Import punches from supported attendance devices." },
      { name: "Dedicated account manager", desc: "Priority support and quarterly compliance reviews." },
    ],
  },
];
