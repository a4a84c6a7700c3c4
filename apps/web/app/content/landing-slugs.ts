// The seven SEO landing pages' paths and link texts (SPEC.md §2), in footer order. Kept apart from their
// long texts so the route table and the footer can use them without pulling every page's copy into every
// bundle.
export const landingLinks = [
  { slug: "employee-management-payroll-software-india", title: "Employee Management and Payroll Software" },
  { slug: "attendance-management-software-india", title: "Attendance Management Software" },
  { slug: "task-management-software-india", title: "Task Management Software" },
  { slug: "project-management-software-india", title: "Project Management Software" },
  { slug: "workspace-management-software-india", title: "Workspace Management Software" },
  { slug: "expense-management-software-india", title: "Expense Management Software" },
  { slug: "payroll-software-india", title: "Payroll Software" },
] as const;

export const landingSlugs: readonly string[] = landingLinks.map((l) => l.slug);
