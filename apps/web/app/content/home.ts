// Copy for the home page, in the order the page assembles it (SPEC.md §1 and §2 "Home"):
// hero, modules, payroll promotion, figures, one-stop banner (View Pricing), expert section,
// coordinate-and-present banner, benefits carousel, testimonials, demo banner (to /contact_us),
// and the dashboard screenshot switcher.

export type ModuleIcon = "people" | "projects" | "ledger" | "leave" | "clock" | "wallet";

export interface HomeModule {
  title: string;
  text: string;
  icon: ModuleIcon;
}

export interface TitledText {
  title: string;
  text: string;
}

export type BenefitIcon = "target" | "scale" | "clock" | "user" | "globe" | "shield";

export interface Benefit extends TitledText {
  icon: BenefitIcon;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: "HR Head";
  industry: string;
  company: string;
}

export interface DashboardTab {
  id: "admin" | "hr" | "employee";
  label: "Admin Dashboard" | "HR Dashboard" | "Employee Dashboard";
  caption: string;
  /** A screenshot of that dashboard with demo data (1200 x 750 SVG). */
  screenshot: { src: string; alt: string };
}

export const hero = {
  eyebrow: "Cloud HR and payroll for India",
  heading: "HR, payroll and attendance for Indian businesses, in one place",
  text: "Vetan keeps your employee records, attendance, leave, expenses and payroll in a single cloud platform, with PF, ESI, professional tax and TDS calculated as part of every payroll run. Your HR team spends less time reconciling spreadsheets, and your employees get answers from their own dashboard.",
  primaryCta: "Book a Demo",
  imageAlt: "Vetan's November payroll run: net pay of ₹1,09,48,600 for 248 employees, with PF, ESI, professional tax and TDS worked out, and today's attendance on a phone",
};

// Headings of the sections whose copy is the list below them.
export const sectionIntros = {
  modules: {
    heading: "Everything your HR team runs, in one place",
    text: "Six modules share one employee record, so attendance, leave and expenses flow straight into payroll.",
  },
  dashboards: {
    heading: "A dashboard for every role",
    text: "Owners, HR teams and employees each sign in to a view made for the work they do.",
  },
  benefits: {
    heading: "Why firms move their HR to Vetan",
    text: "What changes in the first payroll cycle, and keeps paying off every month after.",
  },
  testimonials: {
    heading: "What HR heads tell us",
    text: "From shop floors to clinics, teams that run their people operations on Vetan.",
  },
};

export const modules: HomeModule[] = [
  {
    title: "Employee Data Dashboard",
    text: "Every employee's personal, job, bank and statutory details in one profile, with documents, reporting lines and a dated history of changes.",
    icon: "people",
  },
  {
    title: "Project Management",
    text: "Plan projects in milestones, assign people with their leave in view, and follow progress and timesheets against the plan.",
    icon: "projects",
  },
  {
    title: "Ledgers and Transaction History",
    text: "A running ledger for each employee of salaries, advances, reimbursements and recoveries, with every transaction dated and traceable.",
    icon: "ledger",
  },
  {
    title: "Leave Management",
    text: "Leave types, accruals and carry-forward set to your policy, with online applications, manager approvals and balances employees can check themselves.",
    icon: "leave",
  },
  {
    title: "Attendance Management",
    text: "In and out times, breaks and overtime recorded from web, mobile or biometric devices, with geo-fencing for sites and field teams.",
    icon: "clock",
  },
  {
    title: "Expense Management",
    text: "Track claims with bills attached, approve them against your spending policy, and reimburse them with salary or as a separate payout.",
    icon: "wallet",
  },
];

export const payrollPromo = {
  eyebrow: "Payroll, payslips and staff administration",
  heading: "Payroll your finance team can sign off",
  text: "Attendance, leave, overtime and approved expenses flow into payroll automatically. Vetan applies your salary structures and statutory deductions, shows you the variance from last month, and waits for approval before anything is paid.",
  points: [
    "Payroll: salaries, PF, ESI, professional tax and TDS calculated for every employee, with bank transfer files and statutory reports",
    "Payslip access: employees view and download payslips and tax computations from their own dashboard",
    "Staff administration: joining, documents, transfers, salary revisions and exits handled in one record",
  ],
};

// Figures as stated in SPEC.md §9; keep them in step with the business's actual numbers.
export const stats = [
  { value: "200+", label: "Customers" },
  { value: "1000+", label: "Users" },
  { value: "40+", label: "Modules" },
];

export const oneStopBanner = {
  heading: "One subscription for your whole workforce",
  text: "Employee records, attendance, leave, payroll, expenses, tasks and projects share the same data, so nothing needs to be entered twice. Choose the plan that fits the size of your team and add modules as you grow.",
};

export const expertIntro = {
  heading: "Speak to someone who knows Indian payroll",
  text: "Our team has set up payroll for factories, clinics, software firms and retail chains. Tell us how your business works, and we will show you how Vetan fits.",
};

export const expertSlides: TitledText[] = [
  {
    title: "Setup guided by specialists",
    text: "We configure your salary structures, leave policies, shifts and statutory settings with you, and run a parallel payroll before you go live.",
  },
  {
    title: "Your data moved across",
    text: "Send us your employee master and salary data in spreadsheets. We check it, flag gaps such as missing UANs or PANs, and import it for you.",
  },
  {
    title: "Answers on statutory questions",
    text: "When a PF, ESI, professional tax or TDS question comes up during a payroll run, you can reach a support team that works with these rules every month.",
  },
  {
    title: "Training for every role",
    text: "Short sessions for administrators, HR staff and employees, so each person knows what their dashboard does and how to use it.",
  },
];

export const coordinateBanner = {
  heading: "Coordinate your teams and present the numbers with confidence",
  text: "Assign work, track attendance and approve requests across branches, then take clear reports on headcount, payroll cost and project progress to your management meetings.",
};

export const benefits: Benefit[] = [
  {
    title: "Fewer payroll errors",
    icon: "target",
    text: "Salaries are calculated from approved attendance, leave and overtime records, not from figures copied between sheets.",
  },
  {
    title: "Compliance kept current",
    icon: "scale",
    text: "Statutory rules are updated in the platform when the law changes, including the Labour Codes and the Income-tax Act, 2025.",
  },
  {
    title: "Time back for HR",
    icon: "clock",
    text: "Leave requests, attendance corrections and expense claims are raised and approved online, without chasing signatures.",
  },
  {
    title: "Self-service for employees",
    icon: "user",
    text: "Employees see their payslips, leave balances, attendance and claim status without having to ask HR.",
  },
  {
    title: "Access from anywhere",
    icon: "globe",
    text: "Vetan runs in the browser and on mobile, so managers can approve requests and employees can mark attendance wherever they work.",
  },
  {
    title: "Data kept secure",
    icon: "shield",
    text: "Encryption, role-based access and masked Aadhaar numbers protect employee data, in line with the DPDP Act, 2023.",
  },
];

// Placeholder testimonials with fictional people and firms. Replace them with real customer
// statements, published with each customer's written consent, before the site goes live.
export const testimonials: Testimonial[] = [
  {
    quote:
      "We run three plants with rotating shifts, and overtime used to be disputed every month. Now supervisors approve overtime in Vetan before payroll runs, and workers can see the same hours on their payslips.",
    name: "Meenakshi Iyer",
    role: "HR Head",
    industry: "Manufacturing",
    company: "Sundaram Precision Components",
  },
  {
    quote:
      "Tax declarations and proofs used to take up most of our January. With employees submitting them on Vetan and TDS recalculated each month, year-end is far calmer for my team and for our engineers.",
    name: "Arjun Mehta",
    role: "HR Head",
    industry: "IT Services",
    company: "Tarang Softlabs",
  },
  {
    quote:
      "Our nurses and technicians work across four clinics and three shifts. Geo-fenced attendance and online leave approvals have given us one reliable record for all of them.",
    name: "Sneha Kulkarni",
    role: "HR Head",
    industry: "Healthcare",
    company: "Amrutha Care Clinics",
  },
];

export const demoBanner = {
  heading: "See Vetan working with your own policies",
  text: "Book a demo and we will walk you through payroll, attendance and leave set up the way your business runs them. Tell us a little about your firm and our team will contact you to arrange a time.",
  cta: "Book a Demo",
};

export const dashboardTabs: DashboardTab[] = [
  {
    id: "admin",
    label: "Admin Dashboard",
    caption: "For business owners and administrators: headcount, payroll cost, pending approvals and subscription details across every branch.",
    screenshot: {
      src: "/images/home/dashboard-admin.svg",
      alt: "Vetan admin dashboard: November payroll summary with net pay of ₹1,09,48,600 for 248 employees, statutory deductions, branch-wise totals and pending approvals",
    },
  },
  {
    id: "hr",
    label: "HR Dashboard",
    caption: "For HR teams: attendance exceptions, leave requests, joinings and exits, and the status of this month's payroll run.",
    screenshot: {
      src: "/images/home/dashboard-hr.svg",
      alt: "Vetan HR dashboard: today's attendance for 248 employees, leave requests awaiting approval, attendance exceptions and upcoming joinings",
    },
  },
  {
    id: "employee",
    label: "Employee Dashboard",
    caption: "For employees: mark attendance, apply for leave, submit expense claims and download payslips.",
    screenshot: {
      src: "/images/home/dashboard-employee.svg",
      alt: "Vetan employee dashboard: today's check-in, the October payslip with net pay of ₹1,10,675, leave balances and expense claims",
    },
  },
];
