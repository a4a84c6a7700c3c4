// Copy for the seven static SEO landing pages linked from the footer (SPEC.md §2 "Other" and "Footer").
// Statutory references are worded to stay correct as notified rates change: figures such as wage
// ceilings and professional-tax slabs are deliberately not quoted here.

import type { LandingPage } from "./types.ts";

export const landingPages: LandingPage[] = [
  {
    slug: "employee-management-payroll-software-india",
    title: "Employee Management and Payroll Software",
    metaTitle: "Employee Management & Payroll Software India | Vetan",
    metaDescription:
      "Keep employee records, statutory deductions and payroll in one system. Vetan handles PF, ESI, PT and TDS for Indian businesses under the Labour Codes.",
    keywords:
      "employee management software India, payroll software India, HRMS India, employee database software, PF ESI payroll, Labour Codes payroll, HR and payroll software",
    heroHeading: "Employee records and payroll, kept in one place",
    heroText:
      "Vetan brings your employee master data, attendance, leave and salary processing together, so that the numbers HR maintains are the numbers payroll pays. Built for Indian businesses, with PF, ESI, professional tax and TDS handled as part of every run.",
    heroImageAlt:
      "An employee profile in Vetan beside the month's payroll summary with PF, ESI, professional tax and TDS",
    sections: [
      {
        heading: "One record for each employee, from joining to exit",
        text: "Every employee has a single profile that HR, payroll and managers work from, so details are entered once and stay consistent across modules.",
        points: [
          "Personal, job, bank and statutory details, including PAN, UAN and ESI numbers, in one profile",
          "Appointment letters, KYC documents and policy acknowledgements stored against the employee",
          "Aadhaar numbers stored encrypted and shown masked, with only the last four digits visible",
          "Departments, designations, branches and reporting managers that drive approvals",
          "A dated history of salary revisions, transfers and role changes",
        ],
      },
      {
        heading: "Payroll that uses the data HR already keeps",
        text: "Attendance, leave, overtime and approved expenses feed payroll directly, so there is no monthly re-keying of spreadsheets.",
        points: [
          "Paid days and loss-of-pay days taken from attendance and leave records",
          "Overtime hours approved by managers carried into the month's earnings",
          "Approved reimbursements paid with salary and shown separately on the payslip",
          "Arrears, bonuses and one-time payments added without changing salary structures",
          "Bank transfer file and payroll register generated once the run is approved",
        ],
      },
      {
        heading: "Statutory deductions calculated every month",
        text: "Vetan applies the contribution and tax rules for each employee based on their wages, state of work and tax declarations.",
        points: [
          "Provident Fund, pension and EDLI contributions, with the ECR file for the EPFO portal",
          "ESI contributions for eligible employees, tracked across contribution periods",
          "Professional tax and Labour Welfare Fund by the slabs of each state you operate in",
          "TDS on salary under the Income-tax Act, 2025, for both the new and the old tax regime",
        ],
      },
      {
        heading: "Ready for the Labour Codes",
        text: "The four Labour Codes in force since 21 November 2025 changed how wages are defined and when they must be paid. Vetan helps you apply them consistently.",
        points: [
          "Salary structures checked against the wage definition, including the rule that excluded allowances above 50% of remuneration count as wages",
          "Overtime calculated at twice the ordinary rate of wages",
          "Full and final settlement prepared in time to pay within two working days of separation",
          "Gratuity tracking that covers fixed-term employees after one year of service",
        ],
      },
      {
        heading: "Self-service for employees and managers",
        text: "Routine questions to HR drop when employees can see their own information and make requests themselves.",
        points: [
          "Payslips and tax computation available to each employee on web and mobile",
          "Investment declarations and proof submission for TDS",
          "Leave applications, attendance regularisation and expense claims with manager approval",
          "Separate dashboards for administrators, HR staff and employees",
        ],
      },
    ],
    faqs: [
      {
        q: "Does Vetan calculate PF, ESI, professional tax and TDS?",
        a: "Yes. Each payroll run calculates Provident Fund, ESI, professional tax, Labour Welfare Fund where applicable, and TDS on salary, based on the employee's wages, state of work and tax declarations. You can review every figure before approving the run.",
      },
      {
        q: "Has Vetan been updated for the Labour Codes?",
        a: "Yes. Salary structures can be checked against the wage definition in the Code on Wages, overtime follows the twice-the-ordinary-rate rule, and full and final settlements are tracked against the two-working-day payment deadline.",
      },
      {
        q: "Can employees download their own payslips?",
        a: "Yes. Once a payroll run is approved, employees can view and download their payslips and tax computation from the Employee Dashboard.",
      },
      {
        q: "How is employee data protected?",
        a: "Data is encrypted in transit and at rest, each firm's data is kept separate, and access depends on the user's role. Aadhaar numbers are stored encrypted and displayed masked. Your firm remains the Data Fiduciary for employee data under the DPDP Act, 2023, and Vetan acts as your Data Processor.",
      },
    ],
  },
  {
    slug: "attendance-management-software-india",
    title: "Attendance Management Software",
    metaTitle: "Attendance Management Software India | Vetan",
    metaDescription:
      "Track in and out times, breaks and overtime with geo-fenced mobile attendance. Vetan links shifts, leave and payroll for offices, sites and field teams.",
    keywords:
      "attendance management software India, geo-fenced attendance app, employee attendance system, shift management, overtime tracking, biometric attendance integration",
    heroHeading: "Attendance records you can pay salaries from",
    heroText:
      "Vetan records in and out times, breaks and overtime for office, shop-floor and field employees, applies your shift rules, and sends paid days and overtime straight to payroll.",
    heroImageAlt:
      "Vetan attendance: a week of in and out times, breaks and overtime, and a geo-fenced check-in on a phone",
    sections: [
      {
        heading: "Capture attendance where people work",
        text: "Different teams clock in differently. Vetan supports the common methods and brings them into one daily record.",
        points: [
          "Check-in and check-out from the web or the mobile app",
          "Geo-fenced punches that are accepted only within a set radius of an office, factory or site",
          "Location recorded at the moment of punching for field staff, without continuous tracking",
          "Punch data imported from biometric devices",
          "Break start and end times recorded separately from working hours",
        ],
      },
      {
        heading: "Shifts, rosters and rules",
        text: "Set the rules once for each location or team, and Vetan applies them to every punch.",
        points: [
          "General, rotational and night shifts, with weekly offs by roster",
          "Grace periods, late-coming and early-leaving rules",
          "Half-day and absent marking based on hours worked",
          "State-wise holiday lists for each branch",
        ],
      },
      {
        heading: "Overtime, calculated by rule",
        text: "Overtime is one of the most disputed lines on a payslip. Vetan makes the calculation visible and approved before it reaches payroll.",
        points: [
          "Hours beyond the shift or daily limit identified automatically",
          "Overtime paid at twice the ordinary rate of wages, as the Labour Codes require",
          "Manager approval before overtime is added to pay",
          "Alerts when an employee approaches the overtime limits set for your state",
        ],
      },
      {
        heading: "Corrections with an audit trail",
        text: "Missed punches and on-duty days are handled through requests rather than quiet edits.",
        points: [
          "Employees raise regularisation requests for missed or incorrect punches",
          "On-duty and work-from-home requests with reasons",
          "Manager and HR approvals recorded with date, time and comments",
          "Attendance locked for the month once payroll is processed",
        ],
      },
      {
        heading: "Connected to leave and payroll",
        text: "Because attendance, leave and payroll share the same records, the month closes without reconciling separate systems.",
        points: [
          "Approved leave reflected in the attendance register",
          "Paid days, loss-of-pay days and overtime hours sent to the payroll run",
          "Non-contributing days available for the PF return",
          "Monthly muster and attendance reports by branch and department",
        ],
      },
    ],
    faqs: [
      {
        q: "How does geo-fenced attendance work?",
        a: "You set the location and an allowed radius for each office or site. When an employee checks in on the mobile app, Vetan compares the phone's location with that radius and records whether the punch was made inside it.",
      },
      {
        q: "Does Vetan track employees' location all day?",
        a: "No. The location is captured when the employee punches in or out, and is used only to validate attendance. Employees should be told about this through your attendance policy.",
      },
      {
        q: "How is overtime calculated?",
        a: "Vetan compares hours worked with the employee's shift and daily limits, and, once a manager approves the hours, pays them at twice the ordinary rate of wages in the next payroll run.",
      },
      {
        q: "Can we use our existing biometric devices?",
        a: "Yes. Punch data from biometric devices can be imported into Vetan and processed with the same shift and overtime rules as web and mobile punches.",
      },
    ],
  },
  {
    slug: "task-management-software-india",
    title: "Task Management Software",
    metaTitle: "Task Management Software for Teams in India | Vetan",
    metaDescription:
      "Assign tasks with owners and due dates, track progress across teams and set recurring compliance reminders. Vetan connects tasks to your employee records.",
    keywords:
      "task management software India, team task tracker, employee task management, recurring task reminders, compliance calendar, work allocation software",
    heroHeading: "Every task with an owner and a date",
    heroText:
      "Vetan gives teams a shared place to assign, follow up and close work, linked to the same employee records used for attendance, leave and payroll.",
    heroImageAlt:
      "A Vetan task board with to do, in progress and done columns, each task with an owner and a due date",
    sections: [
      {
        heading: "Assign work clearly",
        text: "A task in Vetan says who is responsible, what done looks like and when it is due.",
        points: [
          "Owner, due date, priority and description on every task",
          "Checklists for tasks with several steps",
          "Attachments and comments kept with the task",
          "Tasks assigned to individuals or to a department",
        ],
      },
      {
        heading: "See progress at a glance",
        text: "Managers can see what is moving and what is stuck without asking for status updates.",
        points: [
          "Status columns for to do, in progress, in review and done",
          "Filters by person, team, branch and due date",
          "Overdue tasks highlighted for the assignee and the manager",
          "Email and in-app reminders before due dates",
        ],
      },
      {
        heading: "Recurring and compliance tasks",
        text: "Monthly and quarterly obligations are easy to miss when they live in someone's memory.",
        points: [
          "Recurring tasks on a daily, weekly, monthly or quarterly schedule",
          "Reminders for statutory due dates such as PF and ESI payments and TDS deposits",
          "Standard checklists for month-end payroll and closing of accounts",
          "A record of who completed each occurrence and when",
        ],
      },
      {
        heading: "Linked to your people data",
        text: "Because tasks sit alongside employee records, they follow changes in your organisation.",
        points: [
          "Onboarding and exit checklists created when an employee joins or leaves",
          "Open tasks reassigned when an employee moves team or leaves",
          "Leave visible when assigning work, so due dates are realistic",
        ],
      },
    ],
    faqs: [
      {
        q: "Can tasks repeat automatically?",
        a: "Yes. You can set a task to recur daily, weekly, monthly or quarterly. Each occurrence is tracked separately, so you can see whether every instance was completed on time.",
      },
      {
        q: "What happens to an employee's open tasks when they leave?",
        a: "When an exit is recorded, Vetan lists the employee's open tasks so that a manager can reassign them before the last working day.",
      },
      {
        q: "Do employees need a separate login for tasks?",
        a: "No. Employees use the same Vetan login they use for attendance, leave and payslips. What they can see depends on their role.",
      },
    ],
  },
  {
    slug: "project-management-software-india",
    title: "Project Management Software",
    metaTitle: "Project Management Software India | Vetan",
    metaDescription:
      "Plan milestones, allocate people, log timesheets and track project costs in rupees. Vetan links projects to attendance, leave and payroll data.",
    keywords:
      "project management software India, timesheet software, resource allocation, project cost tracking, billable hours, milestone tracking",
    heroHeading: "Projects planned with the people you actually have",
    heroText:
      "Vetan connects project plans to your team's availability, time spent and salary costs, so you can see both the progress and the real cost of each project.",
    heroImageAlt:
      "A Vetan project timeline with milestones, team allocation and budget against actual cost in rupees",
    sections: [
      {
        heading: "Plan in milestones",
        text: "Break each project into phases and milestones with owners and dates, and track them against the plan.",
        points: [
          "Projects with clients, start and end dates, and project managers",
          "Milestones and tasks with dependencies and due dates",
          "Progress shown against planned dates",
          "Documents and discussions kept with the project",
        ],
      },
      {
        heading: "Allocate people realistically",
        text: "Allocation works better when it accounts for leave and other commitments.",
        points: [
          "Team members assigned to projects by role and percentage of time",
          "Approved leave and holidays visible while planning",
          "Over-allocated employees flagged before work is committed",
          "Allocation views by person, team and project",
        ],
      },
      {
        heading: "Timesheets that feed reporting",
        text: "Employees log time against projects and tasks; managers approve it weekly.",
        points: [
          "Daily or weekly timesheets against projects and tasks",
          "Billable and non-billable hours recorded separately",
          "Manager approval before hours are used in reports",
          "Reminders for missing timesheets",
        ],
      },
      {
        heading: "Know what each project costs",
        text: "With payroll and expenses in the same system, project cost reflects actual spending.",
        points: [
          "People cost calculated from approved hours and salary cost",
          "Travel and other expenses tagged to projects at the time of claiming",
          "Budget against actual cost, in rupees, for each project",
          "Billable hours exported for client invoicing",
        ],
      },
    ],
    faqs: [
      {
        q: "Can we track both billable and non-billable work?",
        a: "Yes. Each timesheet entry is marked billable or non-billable, and reports show both, so you can see utilisation as well as billable hours per client.",
      },
      {
        q: "How is the people cost of a project calculated?",
        a: "Vetan uses approved timesheet hours and each employee's salary cost from payroll to arrive at a cost per hour. Salary details stay restricted to users with permission to see them.",
      },
      {
        q: "Can expenses be charged to a project?",
        a: "Yes. When employees submit an expense claim they can choose the project, and once approved the amount appears in that project's cost report.",
      },
    ],
  },
  {
    slug: "workspace-management-software-india",
    title: "Workspace Management Software",
    metaTitle: "Workspace Management Software India | Vetan",
    metaDescription:
      "Organise branches, sites and teams into workspaces with their own shifts, holidays, state rules and access. Vetan suits multi-location businesses in India.",
    keywords:
      "workspace management software India, multi-location HR software, branch management, hybrid work management, office and site management, role based access HR",
    heroHeading: "Run every branch and team from one account",
    heroText:
      "Vetan lets you set up each office, plant, store or site as a workspace with its own rules, people and administrators, while leadership keeps a single view across the business.",
    heroImageAlt:
      "Vetan workspaces for branches in three states, each with its own people, shifts and holidays",
    sections: [
      {
        heading: "A workspace for each location",
        text: "Businesses spread across cities and states need rules that follow the location. Each workspace carries its own settings.",
        points: [
          "Address, state and geo-fence for attendance at each location",
          "Holiday lists and weekly offs by state",
          "Professional tax and Labour Welfare Fund settings by state",
          "Shifts and working hours suited to each site",
        ],
      },
      {
        heading: "Teams and access that match your structure",
        text: "People see what is relevant to their work and nothing more.",
        points: [
          "Departments and teams within each workspace",
          "Branch HR who manage only their own location",
          "Separate admin, HR and employee roles with their own dashboards",
          "Approvals routed to the right manager in each location",
        ],
      },
      {
        heading: "Policies, documents and announcements",
        text: "Share the right information with the right group and keep a record that it was read.",
        points: [
          "Company policies and handbooks published to all or selected workspaces",
          "Acknowledgement tracking for policies such as leave, travel and prevention of sexual harassment",
          "Announcements to a branch, a department or the whole company",
        ],
      },
      {
        heading: "Hybrid and on-site work",
        text: "Office, home and client-site days can all be planned and recorded.",
        points: [
          "Work-from-office, work-from-home and on-site schedules by team",
          "Attendance rules that apply according to where the employee is working",
          "Visibility of who is in which location on a given day",
        ],
      },
      {
        heading: "One view across the business",
        text: "Compare locations without collecting reports from each of them.",
        points: [
          "Headcount, attendance and leave summaries by workspace",
          "Payroll cost by branch and department",
          "Consolidated reports for leadership and finance",
        ],
      },
    ],
    faqs: [
      {
        q: "What is a workspace in Vetan?",
        a: "A workspace is a unit of your organisation, usually a branch, office, plant or site, with its own address, rules, people and administrators. Data from all workspaces rolls up to company-level reports.",
      },
      {
        q: "Can we have employees in several states?",
        a: "Yes. Each workspace carries its state's holidays, professional tax and Labour Welfare Fund settings, and payroll applies the rules of the employee's place of work.",
      },
      {
        q: "Can a branch HR see other branches' data?",
        a: "Not unless you allow it. Access can be limited to one or more workspaces, so a branch HR manager sees only the employees they are responsible for.",
      },
    ],
  },
  {
    slug: "expense-management-software-india",
    title: "Expense Management Software",
    metaTitle: "Expense Management Software India | Vetan",
    metaDescription:
      "Capture receipts, apply spending limits, approve claims and reimburse via payroll. Vetan records GST details on bills so finance can review input tax credit.",
    keywords:
      "expense management software India, employee reimbursement software, travel expense claims, GST on expenses, input tax credit on expenses, expense approval workflow",
    heroHeading: "Track, approve and reimburse expenses without paper",
    heroText:
      "Employees submit claims with a photo of the bill, managers approve them against your policy, and finance reimburses them through payroll or a direct payout, with GST details captured along the way.",
    heroImageAlt:
      "An expense claim in Vetan with a photographed bill, its GST details and the approval trail",
    sections: [
      {
        heading: "Claims submitted in minutes",
        text: "The easier it is to claim correctly, the fewer claims come back for correction.",
        points: [
          "Receipts photographed or uploaded from the mobile app",
          "Categories such as travel, local conveyance, lodging, meals and client meetings",
          "Mileage claims calculated from distance and your per-kilometre rate",
          "Advances recorded and adjusted against later claims",
        ],
      },
      {
        heading: "Your policy applied before approval",
        text: "Limits are checked when the claim is made, not months later during an audit.",
        points: [
          "Spending limits by grade, category and city",
          "Claims above limit flagged for the approver",
          "Possible duplicate bills highlighted",
          "A mandatory bill for claims above an amount you set",
        ],
      },
      {
        heading: "Approvals that move",
        text: "Each claim goes to the right people in the right order.",
        points: [
          "Manager approval followed by finance review",
          "Comments and partial approval with reasons",
          "Reminders for claims waiting too long",
          "A full record of who approved what and when",
        ],
      },
      {
        heading: "GST details captured on bills",
        text: "Input tax credit on business expenses can only be claimed with the right details on the bill. Vetan records them with each claim.",
        points: [
          "Supplier GSTIN, invoice number and date",
          "CGST, SGST or IGST amounts recorded separately from the base amount",
          "A check that the bill carries your company's GSTIN",
          "Categories where credit is usually blocked, such as food and beverages, marked for finance to review",
        ],
      },
      {
        heading: "Reimbursement and records",
        text: "Approved claims are paid and recorded without a separate reconciliation.",
        points: [
          "Reimbursement with the next salary or as a separate payout",
          "Reimbursements kept apart from wages, so they do not affect PF or the Labour Code wage calculation",
          "A ledger for each employee showing advances, claims and settlements",
          "Expense reports by employee, department, project and category for accounting",
        ],
      },
    ],
    faqs: [
      {
        q: "Can reimbursements be paid along with salary?",
        a: "Yes. Approved claims can be added to the next payroll run, where they appear as a separate line on the payslip, or paid out separately if you prefer.",
      },
      {
        q: "Does Vetan help with input tax credit on expenses?",
        a: "Vetan records the supplier GSTIN, invoice details and tax amounts on each claim and marks categories where credit is usually restricted. Your finance team decides what credit to claim in your GST returns.",
      },
      {
        q: "Are reimbursements counted as wages?",
        a: "Reimbursements of business expenses are recorded separately from salary components, so they are not counted in wages for PF or in the Labour Code wage calculation.",
      },
      {
        q: "Can we set different limits for different grades?",
        a: "Yes. You can set limits by employee grade, expense category and city, and Vetan flags any claim that exceeds them for the approver.",
      },
    ],
  },
  {
    slug: "payroll-software-india",
    title: "Payroll Software",
    metaTitle: "Payroll Software India with PF, ESI & TDS | Vetan",
    metaDescription:
      "Run monthly payroll with PF, ESI, professional tax and TDS under the Income-tax Act, 2025. Vetan gives payslips, bank files and statutory reports.",
    keywords:
      "payroll software India, online payroll India, PF ESI PT TDS software, payslip software, Labour Codes payroll, Income-tax Act 2025 TDS, salary processing software",
    heroHeading: "Monthly payroll, calculated, checked and paid",
    heroText:
      "Vetan takes attendance, leave, overtime and reimbursements, applies your salary structures and statutory rules, and produces payslips, bank files and returns for your review before anything is paid.",
    heroImageAlt:
      "A Vetan payroll run from attendance to approval, with a payslip showing PF, ESI and TDS",
    sections: [
      {
        heading: "A payroll run in clear steps",
        text: "Each run follows the same sequence, with a review point before money moves.",
        points: [
          "Attendance and leave locked for the month",
          "Salaries, deductions and reimbursements calculated for every employee",
          "Variance report comparing the run with the previous month",
          "Approval by an authorised user before payslips are released",
          "Bank transfer file prepared for upload to your bank",
        ],
      },
      {
        heading: "Statutory contributions and returns",
        text: "Vetan calculates contributions for each employee and prepares the files you submit on government portals.",
        points: [
          "Employee and employer Provident Fund, pension and EDLI contributions, with the ECR file",
          "ESI contributions for covered employees, continued to the end of the contribution period",
          "Professional tax by the slabs of each state",
          "Labour Welfare Fund deductions in the states that levy it",
          "Registers and challan summaries for your records",
        ],
      },
      {
        heading: "Income tax on salary",
        text: "TDS on salary follows the Income-tax Act, 2025, which applies from the tax year beginning 1 April 2026.",
        points: [
          "Employees choose the new tax regime, which is the default, or the old regime",
          "Investment and rent declarations collected online, with proof submission",
          "Tax projected for the year and spread over the remaining months",
          "Data for quarterly TDS statements and annual TDS certificates",
        ],
      },
      {
        heading: "Aligned with the Labour Codes",
        text: "The Code on Wages and the Code on Social Security, in force since 21 November 2025, affect how salary is structured and when it is paid.",
        points: [
          "Warnings when excluded allowances exceed 50% of total remuneration",
          "Overtime paid at twice the ordinary rate of wages",
          "Full and final settlement calculated for payment within two working days of exit",
          "Gratuity provision, including for fixed-term employees after one year",
        ],
      },
      {
        heading: "Payslips and staff administration",
        text: "Employees get their payslips and tax details on their own dashboard, and HR keeps a complete salary history.",
        points: [
          "Payslips released to employees on web and mobile after approval",
          "Salary revisions with automatic arrears calculation",
          "Loans and salary advances recovered through payroll",
          "Payroll journal for your accounting system, by cost centre",
        ],
      },
    ],
    faqs: [
      {
        q: "Does Vetan support both the new and the old tax regime?",
        a: "Yes. Each employee's chosen regime is recorded at the start of the tax year, and TDS is calculated accordingly. The new regime applies unless the employee opts for the old one.",
      },
      {
        q: "Can Vetan run payroll for employees in different states?",
        a: "Yes. Professional tax, Labour Welfare Fund and holiday rules follow each employee's state of work, so a single run can cover all your branches.",
      },
      {
        q: "Do we still file the returns ourselves?",
        a: "Vetan prepares the calculations and files, such as the PF ECR file and TDS data, and you upload or file them on the respective government portals. Your firm remains responsible for its statutory filings and payments.",
      },
      {
        q: "How are salaries paid?",
        a: "After approval, Vetan prepares a bank transfer file that you upload to your bank's corporate banking portal. Payslips are released to employees once the run is approved.",
      },
    ],
  },
];

export function findLandingPage(slug: string): LandingPage | undefined {
  return landingPages.find((page) => page.slug === slug);
}
