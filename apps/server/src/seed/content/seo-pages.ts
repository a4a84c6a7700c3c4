// Search-engine settings for the public pages, by the page ids the site uses.
import type { SeedSeoPage } from "./types.ts";

export const seoPages: SeedSeoPage[] = [
  {
    pageId: 1,
    path: "/",
    title: "Vetan – HR, Payroll & Attendance Software for India",
    description:
      "Vetan runs payroll, attendance, leave, expenses and payslips for Indian firms, with PF, ESI, professional " +
      "tax and TDS worked out for you.",
    keywords:
      "payroll software India, HR software, attendance management, leave management, payslip software, PF ESI TDS",
  },
  {
    pageId: 2,
    path: "/contact_us",
    title: "Talk to Us – Book a Vetan Payroll Demo",
    description:
      "Talk to the Vetan team about HR and payroll for your firm. Book a demo, ask about pricing or get help " +
      "moving your payroll from spreadsheets.",
    keywords: "contact Vetan, payroll software demo, HR software enquiry, talk to payroll expert",
  },
  {
    pageId: 3,
    path: "/faq",
    title: "Vetan FAQ – Pricing, Compliance, Security & Support",
    description:
      "Answers to common questions about Vetan: pricing and trial, PF, ESI, PT and TDS coverage, data security and " +
      "DPDP, migration, integrations and support.",
    keywords: "Vetan FAQ, payroll software questions, DPDP HR software, payroll compliance India, HR software trial",
  },
  {
    pageId: 4,
    path: "/terms_condition",
    title: "Terms and Conditions | Vetan",
    description:
      "The terms that govern your use of Vetan's HR and payroll platform: licence, accounts, fees, privacy, " +
      "confidentiality, termination and notices.",
    keywords: "Vetan terms and conditions, HR software terms, payroll software licence, SaaS terms India",
  },
  {
    pageId: 5,
    path: "/Pricing",
    title: "Vetan Pricing – Payroll Plans from ₹1,999 a Month",
    description:
      "Compare Vetan's Basic, Premium and Enterprise plans. Transparent monthly pricing in rupees for payroll, " +
      "attendance, leave, expenses and payslips.",
    keywords: "Vetan pricing, payroll software price India, HR software plans, payroll per employee cost",
  },
  {
    pageId: 6,
    path: "/About_us",
    title: "About Vetan – Cloud HR & Payroll Built for India",
    description:
      "Vetan is a cloud HR and payroll platform built in India for Indian firms, trusted by 200+ customers to run " +
      "payroll, attendance and leave each month.",
    keywords: "about Vetan, Indian payroll company, cloud HR software India, HR payroll platform",
  },
  {
    pageId: 7,
    path: "/Blogs",
    title: "Vetan Blog – Payroll, HR & Labour Law Guides",
    description:
      "Practical guides for Indian HR and payroll teams: EPF and ESI changes, professional tax, income tax " +
      "regimes, Labour Codes, leave and attendance policies.",
    keywords: "payroll blog India, HR blog, labour codes guide, EPF ESI updates, income tax for salaried",
  },
  {
    pageId: 8,
    path: "/privacy_policy",
    title: "Privacy Policy | Vetan",
    description:
      "How Vetan collects, uses, stores and protects personal data of customers and their employees, and the " +
      "rights you have under Indian data protection law.",
    keywords: "Vetan privacy policy, HR data privacy, DPDP Act, employee data protection",
  },
  {
    pageId: 9,
    path: "/refund_policy",
    title: "Refund & Cancellation Policy | Vetan",
    description:
      "When Vetan refunds subscription payments, including overpayments, payments made in error and prorated " +
      "refunds, and how to request a refund.",
    keywords: "Vetan refund policy, subscription refund, cancellation and refund, payroll software refund",
  },
  {
    pageId: 10,
    path: "/cancellation_policy",
    title: "Cancellation Policy | Vetan",
    description:
      "How to cancel your Vetan subscription at any time, what happens to your data and how cancellations during " +
      "the trial period are handled.",
    keywords: "Vetan cancellation policy, cancel subscription, payroll software cancellation, trial cancellation",
  },
];
