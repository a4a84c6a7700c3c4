// Questions a prospective Vetan customer asks before buying. Answers are plain text.
import { SUPPORT_HOURS } from "@vetan/shared/support";
import { TIER_LABEL, TRIAL_DAYS, TRIAL_TIER } from "@vetan/shared/plans";
import type { SeedFaq } from "./types.ts";

export const faqs: SeedFaq[] = [
  {
    question: "How much does Vetan cost?",
    answer:
      "Vetan has three plans: Basic at ₹1,999 a month, Premium at ₹4,999 a month and Enterprise at ₹9,999 a month, " +
      "plus GST. Each plan includes a set number of employees; on Premium, every employee beyond the included " +
      "count costs ₹100 a month. The Pricing page compares the modules in each plan.",
  },
  {
    question: "Is there a free trial?",
    answer:
      `Yes. Every new firm gets a ${TRIAL_DAYS}-day free trial of the ${TIER_LABEL[TRIAL_TIER]} plan with no card required. You can run a ` +
      "test payroll on your own data and decide on a plan before the trial ends.",
  },
  {
    question: "Which statutory deductions and filings does Vetan handle?",
    answer:
      "Vetan calculates EPF, EPS and EDLI, ESI, professional tax, labour welfare fund and TDS on salary, and " +
      "prepares the PF ECR file, ESI contribution data, and the quarterly and annual TDS forms. Rule tables are " +
      "dated, so changes such as the EPF wage ceiling rising to ₹25,000 from 17 September 2026 apply from the " +
      "correct date without touching earlier months.",
  },
  {
    question: "Does Vetan support both the new and the old income tax regime?",
    answer:
      "Yes. Each employee can choose a regime, submit declarations online and see a side-by-side estimate. Monthly " +
      "TDS is recalculated whenever declarations or pay change, under the Income-tax Act, 2025 from tax year 2026-27.",
  },
  {
    question: "Is Vetan updated for the Labour Codes?",
    answer:
      "Yes. You can tag each salary component as wages or as an exclusion, and Vetan applies the 50% wage rule " +
      "when computing gratuity, bonus and other wage-based amounts. It also supports one-year gratuity for " +
      "fixed-term employees.",
  },
  {
    question: "How is our employee data kept secure?",
    answer:
      "Data is encrypted in transit and at rest, every firm's data is isolated at the database level, and access " +
      "is controlled by role so that employees see only their own records. Access logs are kept for at least a " +
      "year, and Aadhaar numbers are masked on every screen.",
  },
  {
    question: "How does Vetan help us comply with the DPDP Act?",
    answer:
      "Under the Digital Personal Data Protection Act, your firm is the data fiduciary and Vetan acts as your data " +
      "processor under a written agreement. We provide the security safeguards, access logs and breach " +
      "notification support that the DPDP Rules, 2025 expect, and we help you export or erase data when an " +
      "employee's records are no longer needed.",
  },
  {
    question: "Can we move from spreadsheets or another payroll tool?",
    answer:
      "Yes. Our implementation team imports your employee master, salary structures, leave balances and " +
      "year-to-date tax and PF figures from Excel or CSV exports. We recommend running one month in parallel before " +
      "switching over fully, and the migration is included in every plan.",
  },
  {
    question: "Does Vetan integrate with other software?",
    answer:
      "Yes. On the Enterprise plan an administrator can generate a Key ID and Key Secret and use them to connect " +
      "attendance devices, accounting software or in-house tools to Vetan's REST API. The secret is shown only " +
      "once, and generating a new key revokes the old one.",
  },
  {
    question: "Which attendance devices work with Vetan?",
    answer:
      "Every plan includes web check-in and mobile check-in with location. On the Enterprise plan, Vetan also " +
      "imports punches from common biometric and RFID devices through our connector or the API. In and out times, " +
      "breaks and overtime flow into payroll after approval.",
  },
  {
    question: "Can we run payroll for branches in several states?",
    answer:
      "Yes. Each employee has a work state, so professional tax, labour welfare fund, minimum wages and holiday " +
      "calendars follow that state's rules. Reports can be filtered by branch or combined for the whole firm.",
  },
  {
    question: "How do employees get their payslips?",
    answer:
      "Employees sign in to the employee dashboard on the web or mobile to view and download payslips, tax " +
      "certificates and leave balances. Payslips can also be emailed as password-protected PDFs on payday.",
  },
  {
    question: "What are your support hours?",
    answer:
      `Our support team is available ${SUPPORT_HOURS}, by phone, email and chat. During ` +
      "the last three working days of each month we extend hours to 9:00 pm for payroll-day questions.",
  },
  {
    question: "Can we cancel our subscription, and do you offer refunds?",
    answer:
      "You can cancel at any time from the admin dashboard or by contacting support, and you keep access until the " +
      "end of the paid period. Cancellations during the trial period are not charged, and refunds for overpayments " +
      "or payments made in error follow our Refund Policy.",
  },
  {
    question: "Can we change plans later?",
    answer:
      "Yes. You can upgrade at any time and the difference is charged pro rata for the rest of the billing month. " +
      "Downgrades take effect from the next billing cycle.",
  },
  {
    question: "Do you offer a demo?",
    answer:
      "Yes. Use the Talk to Us page to book a 30-minute demo with a payroll specialist, who will walk through " +
      "attendance, leave, payroll and payslips using a sample firm.",
  },
];
