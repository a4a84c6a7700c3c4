// Static copy for the policy pages: /privacy_policy, /terms_condition (and /terms-and-conditions),
// /refund_policy, /cancellation_policy and /Leave_Management (SPEC.md §2).
// Section headings carry no numbers; the page numbers them when it renders the list.
// Within a section, bullets follow the paragraphs: a paragraph ending in ":" introduces them.
// Square-bracket placeholders in the refund policy ([X] days, [Y]%, [Z] business days) are deliberate:
// SPEC.md describes that page as static text with such placeholders, to be settled commercially.

import { company } from "./company.ts";
import type { LegalDoc } from "./types.ts";

const POLICIES_UPDATED = "2026-11-22";

const { legalName, email, phone, city, supportHours, grievanceOfficer } = company;

export const privacyPolicy: LegalDoc = {
  title: "Privacy Policy",
  description:
    "How Vetan collects, uses, shares and protects personal data of visitors, customers and their employees, and your rights under the DPDP Act, 2023.",
  updated: POLICIES_UPDATED,
  intro: [
    `This Privacy Policy explains how ${legalName} ("Vetan", "we", "us") collects, uses, shares and protects personal data when you visit our website, register a firm, or use the Vetan HR, payroll and workforce platform.`,
    "We have written it for two audiences: the businesses that subscribe to Vetan, and the people whose data those businesses manage through it, such as their employees. Where the rules differ for the two, we say so.",
    "This policy is published in line with the Information Technology Act, 2000 and the rules made under it, and the Digital Personal Data Protection Act, 2023 and the Digital Personal Data Protection Rules, 2025, as their provisions come into force.",
  ],
  sections: [
    {
      heading: "Who We Are",
      paragraphs: [
        `Vetan is a cloud platform for employee records, payroll, attendance, leave, expenses, workspaces, tasks and projects, offered by subscription to businesses in India. It is owned and operated by ${legalName}, a company incorporated in India with its office in ${city}.`,
        "For personal data we collect for our own purposes, such as website visitors, prospects and the contact persons of our customers, Vetan is the Data Fiduciary under the Digital Personal Data Protection Act, 2023 (the DPDP Act).",
      ],
    },
    {
      heading: "Scope of This Policy",
      paragraphs: [
        "This policy covers our public website, the contact and demo request forms, new-firm registration, the sign-in hand-off, the Vetan dashboards for administrators, HR staff and employees, our mobile and web applications, and the support we provide by email and phone.",
        "It does not cover websites or services run by others that link to or from Vetan, such as payment gateways, banks or government portals. Their own privacy notices apply.",
      ],
    },
    {
      heading: "Personal Data We Collect",
      paragraphs: [
        "We collect only what we need to run the service, bill for it and keep it secure. The categories are:",
      ],
      bullets: [
        "Account and contact data: name, work email, mobile number, designation and the organisation you represent, given when you ask us to contact you, register a firm or create a login.",
        "Firm registration data: firm name, owner name, start date, type, size, address, email and mobile, and, if you choose to give them, GSTIN, the owner's PAN and the owner's Aadhaar number.",
        "Employee data processed on behalf of customers: the records a customer keeps in Vetan about its workforce, such as identity and contact details, PAN, masked Aadhaar, UAN and ESI numbers, bank account details, salary structure, attendance and location punches, leave, expenses and receipts, tasks, and tax declarations.",
        "Billing data: invoicing contact, billing address, GSTIN, payment references and transaction history. Card and UPI credentials are handled by our payment partners; we do not store them.",
        "Usage and device data: IP address, browser and device type, pages viewed, actions taken in the product, and the date and time of access, including security logs.",
        "Cookie and click data: the cookies described in the Cookies section, and, for visits that arrive through a marketing campaign link, the position and label of the buttons and links you click on our public pages.",
        "Communications: messages, call notes and support tickets you send us.",
      ],
    },
    {
      heading: "How We Use Personal Data",
      paragraphs: ["We use the personal data described above to:"],
      bullets: [
        "set up and operate your firm's account, sign you in and route you to the correct dashboard;",
        "provide the features your organisation has subscribed to, including payroll processing, payslips, attendance and leave records and expense reimbursement;",
        "respond to contact requests, schedule demos and provide support;",
        "raise invoices, collect subscription fees and meet our tax and accounting obligations, including GST;",
        "keep the platform secure, detect and investigate misuse, and maintain audit logs;",
        "understand how our website and product are used so that we can fix problems and improve them, using aggregated or de-identified data wherever possible;",
        "send service notices, and, where you have agreed, product updates, which you can stop at any time; and",
        "comply with the law, court orders and lawful requests from government authorities.",
      ],
    },
    {
      heading: "Legal Basis and Consent",
      paragraphs: [
        "Where we rely on consent, we ask for it through a clear notice that sets out the personal data and the purpose, in plain language. Consent under the DPDP Act must be free, specific, informed, unconditional and unambiguous, and you may withdraw it at any time as easily as you gave it. Withdrawal does not affect processing that took place before it.",
        "Some processing does not need consent because it is a legitimate use under section 7 of the DPDP Act, for example where you have voluntarily given us your details to receive a service, where the law requires us to keep or disclose data, or where an employer processes data for purposes of employment.",
        "If you withdraw consent that is necessary for a feature, we may be unable to provide that feature, and we will tell you so.",
      ],
    },
    {
      heading: "Customers as Data Fiduciaries, Vetan as Data Processor",
      paragraphs: [
        "When a business subscribes to Vetan and records information about its employees, contractors or applicants, that business decides why and how the data is processed. It is the Data Fiduciary for that data, and Vetan acts as its Data Processor.",
        "As a Data Processor we process employee data only on our customer's documented instructions and under our contract with them, apply reasonable security safeguards, help our customer respond to requests from employees, and inform the customer without undue delay if we become aware of a personal data breach affecting its data.",
        "If you are an employee of a Vetan customer and want to access, correct or erase your data, or have a complaint about how it is handled, please contact your employer first. If you write to us, we will pass your request to your employer and help them respond.",
      ],
    },
    {
      heading: "Sharing and Sub-processors",
      paragraphs: [
        "We do not sell personal data. We share it only as needed to run the service, and only with parties bound by confidentiality and data protection obligations:",
      ],
      bullets: [
        "cloud hosting, storage and backup providers;",
        "email, SMS and notification services used to send sign-in codes, alerts and payslip notices;",
        "payment gateways and banks, for subscription payments and, where the customer uses it, salary or reimbursement payouts;",
        "customer support and analytics tools, configured to collect no more than necessary;",
        "professional advisers such as auditors and lawyers, under a duty of confidentiality;",
        "government authorities, regulators or courts, where the law requires it; and",
        "a buyer or successor, if our business is merged or transferred, who must continue to protect the data as this policy describes.",
      ],
    },
    {
      heading: "Cross-Border Transfers",
      paragraphs: [
        "Customer data in Vetan is hosted in data centres located in India. Some service providers, such as email delivery or support tools, may process limited data outside India.",
        "Under section 16 of the DPDP Act, personal data may be transferred outside India except to countries or territories that the Central Government restricts by notification. We will not transfer personal data to any such restricted place, and we require overseas providers to protect data to the standard set out in this policy.",
      ],
    },
    {
      heading: "Data Retention",
      paragraphs: [
        "We keep personal data only for as long as it is needed for the purpose it was collected for, or for longer where the law requires it.",
        "Employee data is kept for the duration of the customer's subscription. When a subscription ends, the customer can export its data for 30 days, after which we delete or anonymise it from live systems within a further 90 days, and from backups as they expire in their normal cycle.",
        "Records that we must keep as a business, such as invoices and tax records under GST and income-tax law, are kept for the periods those laws prescribe. Security and access logs are kept for at least one year, in line with the DPDP Rules, 2025 and directions issued by CERT-In.",
      ],
    },
    {
      heading: "How We Protect Personal Data",
      paragraphs: [
        "We take reasonable security safeguards, as the IT Act, 2000 and the DPDP Act require, to protect personal data against unauthorised access, disclosure, alteration and loss. They include:",
      ],
      bullets: [
        "encryption of data in transit using TLS and of stored data at rest;",
        "Aadhaar numbers kept in a separate, encrypted and access-restricted store, and shown in the product only in masked form, with the last four digits visible; PAN and bank account numbers are also masked on screen;",
        "strict separation of each customer's data, with every record tied to its firm;",
        "role-based access, so administrators, HR staff and employees see only what their role allows;",
        "hashed passwords, session controls and limits on repeated sign-in attempts;",
        "logging and monitoring of access to production systems, and regular backups; and",
        "confidentiality commitments and security training for our staff.",
      ],
    },
    {
      heading: "Your Rights",
      paragraphs: [
        "To exercise the rights listed below for data Vetan holds as a Data Fiduciary, write to the Grievance Officer named at the end of this policy. We may need to verify your identity before acting. For employee data held on behalf of your employer, please contact your employer, as explained above. If you are not satisfied with our response, you may complain to the Data Protection Board of India after using our grievance process.",
        "Subject to the DPDP Act and the DPDP Rules, 2025, you have the right to:",
      ],
      bullets: [
        "obtain a summary of the personal data we process about you and the processing activities, and the identities of those we have shared it with;",
        "have inaccurate or incomplete data corrected, completed or updated;",
        "have data erased when it is no longer needed, unless the law requires us to keep it;",
        "withdraw consent you have given;",
        "have a grievance addressed by us; and",
        "nominate another person to exercise your rights in the event of your death or incapacity.",
      ],
    },
    {
      heading: "Children's Personal Data",
      paragraphs: [
        "Vetan is a business service meant for use by adults. We do not knowingly collect personal data from children, meaning persons under 18 years of age, through our website.",
        "Where a customer lawfully engages a person under 18 and records their data in Vetan, the customer is responsible for obtaining verifiable consent from the parent or lawful guardian as the DPDP Act requires. Vetan does not use such data for tracking, behavioural monitoring or targeted advertising.",
      ],
    },
    {
      heading: "Cookies and Similar Technologies",
      paragraphs: [
        "Cookies are small files stored by your browser. You can block or delete them in your browser settings, but if you block strictly necessary cookies, sign-in and some features will not work.",
        "We use cookies and similar technologies as follows:",
      ],
      bullets: [
        "Strictly necessary cookies keep you signed in, protect forms against misuse and remember security settings. The sign-in cookie is set only for this site and cannot be read by page scripts.",
        "Preference cookies and browser storage remember choices such as the blog author you last viewed.",
        "Measurement tools, including search-engine and analytics scripts, tell us which pages are visited and how visitors arrive. Where a visit comes through a campaign link, we also record which buttons and links are clicked on our public pages to understand which content is useful.",
      ],
    },
    {
      heading: "Changes to This Policy",
      paragraphs: [
        "We may update this policy when our services, our providers or the law change. The date at the top of this page shows when it was last revised.",
        "If a change materially affects how we use personal data, we will notify account administrators by email or in the product before the change takes effect and, where the law requires, seek fresh consent.",
      ],
    },
    {
      heading: "Grievance Officer and Contact",
      paragraphs: [
        `For questions, requests or complaints about personal data, contact our Grievance Officer, ${grievanceOfficer.name}, ${legalName}, ${city}. Email: ${grievanceOfficer.email} (please mark the subject "Attention: Grievance Officer"). Phone: ${phone}, ${supportHours}.`,
        `We will acknowledge your message within 2 working days and respond to it in full within ${grievanceOfficer.responseDays} days of receipt. If we need more information to act on your request, we will tell you what we need.`,
      ],
    },
  ],
};

export const termsAndConditions: LegalDoc = {
  title: "Terms and Conditions",
  description:
    "Terms for using Vetan's HR and payroll platform: licence, accounts, fees paid in advance plus taxes, three months' notice, confidentiality and termination.",
  updated: POLICIES_UPDATED,
  intro: [
    `These Terms and Conditions ("Terms") govern access to and use of the Vetan platform, website and related services (together, the "Platform") provided by ${legalName} ("Vetan", "we", "us"). They form an agreement between Vetan and the business that subscribes to the Platform ("Customer", "you").`,
    "By registering a firm, accepting a quotation or order form that refers to these Terms, or using the Platform, you agree to these Terms on behalf of your business and confirm that you are authorised to do so. If a signed quotation or order form conflicts with these Terms, the quotation or order form prevails for that subscription.",
    "These Terms are an electronic record under the Information Technology Act, 2000 and do not require a physical or digital signature.",
  ],
  sections: [
    {
      heading: "Use of the Platform",
      paragraphs: [
        "Subject to these Terms and payment of the applicable fees, Vetan grants you a non-exclusive, non-transferable, non-sublicensable licence, for the subscription term, to access and use the Platform for your internal business purposes, and to allow your authorised administrators, HR staff and employees to do so.",
        "Your usage limits, such as the number of employees, user logins, modules, branches, storage and API calls, are those stated in your quotation or order form for the plan you have chosen. Use beyond those limits is charged at the rates in your plan or quotation, for example the per-employee rate for additional employees.",
        "You must not, and must not allow anyone to:",
      ],
      bullets: [
        "resell, rent, sublicense or offer the Platform to third parties as a service bureau;",
        "copy, modify, decompile or reverse engineer the Platform, except where the law expressly allows it;",
        "probe, scan or test the Platform's security, or disrupt its operation;",
        "use the Platform to store or send unlawful, infringing or malicious content; or",
        "access the Platform to build a competing product.",
      ],
    },
    {
      heading: "Your Account",
      paragraphs: [
        "You must give accurate, current and complete information when registering your firm and creating logins, and keep it up to date. We may suspend an account that we reasonably believe was registered with false information.",
        "You are responsible for keeping passwords, Key IDs and Key Secrets confidential, for all activity under your account, and for removing access of people who leave your organisation. Tell us at once if you suspect unauthorised use.",
        "Either party may terminate the subscription for convenience by giving the other three months' written notice. Fees for the notice period remain payable, and refunds, if any, are governed by our Refund & Cancellation Policy.",
      ],
    },
    {
      heading: "Fees and Payment",
      paragraphs: [
        "Subscription fees are payable in advance for each billing period, monthly, quarterly or annually as stated in your quotation or plan. Prices are quoted in Indian rupees.",
        "Fees are exclusive of taxes. Goods and Services Tax at the applicable rate, currently 18% on subscription fees, and any other taxes levied by law are charged in addition. Please give us your correct GSTIN and billing address; we are not responsible for input tax credit lost because of incorrect details supplied to us.",
        "If you deduct tax at source from our invoices under the Income-tax Act, 2025, you must deposit it and issue the TDS certificate within the time the law allows. Amounts deducted but not reflected in our tax credit statement remain payable.",
        "If an invoice remains unpaid 15 days after its due date, we may, after giving notice, suspend access until it is paid. We may revise prices for renewal terms by giving at least 30 days' notice before the renewal.",
      ],
    },
    {
      heading: "Privacy and Cookies",
      paragraphs: [
        "Our Privacy Policy explains how we handle personal data and how we use cookies, and forms part of these Terms.",
        "For personal data about your employees and other individuals that you enter into the Platform, you are the Data Fiduciary and Vetan is your Data Processor under the Digital Personal Data Protection Act, 2023. You are responsible for giving any notices and obtaining any consents the law requires, and we will process that data only on your instructions and to provide the Platform.",
      ],
    },
    {
      heading: "Content",
      paragraphs: [
        "You own the data and documents that you and your users upload to or create in the Platform (\"Customer Content\"). You grant Vetan a limited licence to host, copy, process and display Customer Content only as needed to provide, secure and support the Platform.",
        "You are responsible for the accuracy, quality and legality of Customer Content, including salary structures, attendance records and tax declarations, and for having the right to upload it.",
        "The Platform, its software, design, documentation, blog articles and the Vetan name and logo belong to Vetan or its licensors. We may use aggregated, de-identified data that does not identify you or any individual to operate and improve the Platform. If you send us suggestions, we may use them without obligation to you.",
      ],
    },
    {
      heading: "Third-Party Sites and Services",
      paragraphs: [
        "The Platform may link to or work with services run by others, such as banks, payment gateways, government portals for PF, ESI and tax filings, accounting software and map providers. Those services are governed by their own terms, and we are not responsible for their availability, content or conduct.",
        "If you enable an integration, you authorise us to exchange the data needed for it with that service.",
      ],
    },
    {
      heading: "Disclaimers",
      paragraphs: [
        "Except as expressly stated in these Terms, the Platform is provided on an \"as is\" and \"as available\" basis. We do not warrant that it will be uninterrupted or error-free.",
        "Payroll, statutory deduction and tax calculations depend on the data, salary structures and settings you provide. The Platform is a tool to help you comply; it is not legal, tax or accounting advice. You remain responsible for your statutory filings, payments and records under labour, social security and tax laws, and for reviewing outputs before you rely on them.",
      ],
    },
    {
      heading: "Indemnity",
      paragraphs: [
        "You will defend and indemnify Vetan, its directors and employees against third-party claims, penalties and reasonable costs arising from Customer Content, from your breach of these Terms or of applicable law, or from use of the Platform by your users in breach of these Terms.",
        "Vetan will defend you against third-party claims that the Platform, used as permitted, infringes that party's intellectual property rights in India, and will pay damages finally awarded, provided you notify us promptly and let us control the defence. We may instead modify the Platform to remove the infringement, obtain a licence, or end the affected service and refund prepaid fees for the unused period.",
      ],
    },
    {
      heading: "Confidentiality",
      paragraphs: [
        "Each party will keep the other's confidential information, including Customer Content, pricing, product plans and security details, confidential, use it only to perform under these Terms, and disclose it only to its personnel and advisers who need to know it and are bound by similar obligations.",
        "These obligations do not apply to information that is or becomes public without breach, was already lawfully known, is independently developed, or must be disclosed by law or court order, in which case the disclosing party will, where permitted, give advance notice. These obligations survive for three years after the agreement ends, and for as long as the information remains a trade secret.",
      ],
    },
    {
      heading: "Warranties",
      paragraphs: [
        "Vetan warrants that it will provide the Platform with reasonable skill and care, that the Platform will perform materially as described in its documentation, and that it will not knowingly introduce malicious code. If the Platform does not conform, your remedy is for us to correct the non-conformity or, if we cannot do so within a reasonable time, to end the affected service and refund prepaid fees for the unused period.",
        "Each party warrants that it has the authority to enter into these Terms. To the extent the law allows, neither party is liable for indirect, incidental or consequential loss, or for loss of profit, revenue or goodwill, and each party's total liability under these Terms is limited to the fees paid or payable by you in the twelve months before the event giving rise to the claim. These limits do not apply to your payment obligations, to breach of confidentiality, or to liability that cannot be limited by law.",
      ],
    },
    {
      heading: "Term and Termination",
      paragraphs: [
        "The subscription runs for the term stated in your quotation or plan and renews for the same period unless either party gives notice as described in Your Account, or a different renewal arrangement is agreed in writing.",
        "Either party may terminate immediately by written notice if the other materially breaches these Terms and does not cure the breach within 30 days of notice, or if the other becomes insolvent or enters liquidation. We may suspend access earlier where needed to stop a security threat or unlawful use.",
        "When the agreement ends, your licence ends. You may export Customer Content for 30 days, after which we will delete it as described in our Privacy Policy. Sections that by their nature should survive, including fees owed, Content, Indemnity, Confidentiality, Warranties and General, continue to apply.",
      ],
    },
    {
      heading: "Force Majeure",
      paragraphs: [
        "Neither party is liable for delay or failure to perform, other than payment obligations, caused by events beyond its reasonable control, such as natural disasters, epidemics, war, civil unrest, government action, failure of public utilities or telecommunication networks, or large-scale cyber attacks, provided it takes reasonable steps to limit the effect and resumes performance as soon as it can.",
        "If such an event prevents performance for more than 60 days, either party may terminate the affected subscription by notice, and you will receive a refund of prepaid fees for the unused period.",
      ],
    },
    {
      heading: "Assignment",
      paragraphs: [
        "You may not assign or transfer your rights under these Terms without our prior written consent, which we will not unreasonably withhold. Vetan may assign these Terms to an affiliate or to a successor of its business by merger, acquisition or sale of assets, with notice to you. We may use subcontractors, and we remain responsible for their performance.",
      ],
    },
    {
      heading: "Publicity",
      paragraphs: [
        "With your prior written consent, we may name your business as a Vetan customer and display your logo on our website and in sales materials. You may withdraw that consent at any time by writing to us, and we will stop new uses within a reasonable time. We will not publish testimonials or case studies about you without your approval of the text.",
      ],
    },
    {
      heading: "Audit",
      paragraphs: [
        "We may check your use of the Platform against the usage limits in your plan through the Platform's own records. If use exceeds those limits, we will invoice the additional fees from the date the excess began.",
        "You may, once a year and on 30 days' notice, ask for reasonable information about our security and data protection measures, including responses to a security questionnaire and summaries of independent assessments where available. Any on-site audit must be agreed in advance, conducted during business hours without disrupting our operations, bound by confidentiality, and at your cost.",
      ],
    },
    {
      heading: "General",
      paragraphs: [
        "These Terms are governed by the laws of India. Subject to any dispute-resolution clause in a signed order form, the courts at Bengaluru, Karnataka have exclusive jurisdiction over disputes arising from or relating to these Terms.",
        "These Terms, together with the Privacy Policy, the Refund & Cancellation Policy and your quotation or order form, are the entire agreement between the parties on their subject. If any provision is found unenforceable, the rest remain in effect. A failure to enforce a right is not a waiver of it. The parties are independent contractors.",
        "We may update these Terms from time to time. We will give account administrators at least 30 days' notice of material changes, which apply from your next renewal unless the law requires an earlier date.",
      ],
    },
    {
      heading: "Notice",
      paragraphs: [
        `Notices to you will be sent to the email address of your account owner or administrator, or shown in the Platform. Notices to Vetan must be sent to ${email}, with a copy by post to ${legalName}, ${city}, for notices of breach, termination or legal claims.`,
        "A notice sent by email is treated as received on the next working day after it is sent, unless the sender receives a delivery failure message.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [
        `If you have questions about these Terms, write to ${email} or call ${phone}, ${supportHours}. For concerns about personal data, contact our Grievance Officer as described in the Privacy Policy.`,
      ],
    },
  ],
};

export const refundPolicy: LegalDoc = {
  title: "Refund & Cancellation Policy",
  description:
    "When Vetan refunds subscription fees: overpayments, services not rendered and payments in error, the cancellation window, cancellation fees and prorated refunds.",
  updated: POLICIES_UPDATED,
  intro: [
    `This policy explains when ${legalName} ("Vetan") refunds subscription fees and how cancellations are handled. It applies to payments made for Vetan subscriptions, add-ons and services bought through our website, our sales team or a quotation.`,
    "It should be read with our Terms and Conditions and our Cancellation Policy. Where a signed quotation or order form sets out different refund terms, those terms apply to that purchase.",
  ],
  sections: [
    {
      heading: "When a Refund Is Due",
      paragraphs: ["You are entitled to a refund in the following situations:"],
      bullets: [
        "Overpayment: you paid more than the invoiced amount, or the same invoice was paid twice. We refund the excess, or, if you prefer, adjust it against your next invoice.",
        "Service not rendered: you paid for a plan, module or service that we did not make available to you, or could not deliver for reasons within our control.",
        "Payment in error: a payment was made to Vetan by mistake, for example for the wrong firm account or without an order. We refund it once the payer and transaction are verified.",
      ],
    },
    {
      heading: "Cancellation Window",
      paragraphs: [
        "You may cancel a new subscription, or a renewal, within [X] days of the payment date. If you cancel within this window, the fee paid is refunded, less any cancellation fee that applies under the next section.",
        "After the cancellation window closes, cancellation takes effect as described in our Terms and Conditions and Cancellation Policy, and refunds are limited to those described in this policy.",
      ],
    },
    {
      heading: "Cancellation Fees",
      paragraphs: [
        "A cancellation made within the cancellation window does not attract a cancellation fee if the account has not been used to process payroll or issue payslips.",
        "Where the account has been used, or where we have already carried out onboarding, data migration or configuration for you, a cancellation fee of [Y]% of the subscription fee for the period may be deducted from the refund, together with the charges for those services actually performed.",
      ],
    },
    {
      heading: "Refunds for Cancellations",
      paragraphs: [
        "If you cancel within the cancellation window, we refund the fee paid less any applicable cancellation fee.",
        "If you cancel within the trial period of a paid subscription, you may qualify for a full refund of the fee paid for that subscription.",
        "If you cancel a monthly plan after the cancellation window, fees for months already billed are not refunded, and no further months are billed once the cancellation takes effect.",
      ],
    },
    {
      heading: "Prorated Refunds for Subscriptions",
      paragraphs: [
        "If you cancel a subscription paid for a quarter, a year or longer after the cancellation window has passed, we refund the fee for the whole months remaining after the cancellation takes effect, on a pro rata basis.",
        "Where a discount was given for paying for a longer term, the months you have used are charged at the standard monthly rate for your plan, and the refund is the balance. Any applicable cancellation fee is then deducted.",
      ],
    },
    {
      heading: "What Is Not Refundable",
      paragraphs: ["The following are not refunded, except where a refund is due because the service was not rendered:"],
      bullets: [
        "fees for periods that have already passed;",
        "one-time onboarding, implementation, training and data migration charges once the work has been carried out;",
        "usage-based charges, such as additional employees or messages, for usage that has already occurred; and",
        "fees for an account suspended or terminated because of a breach of our Terms and Conditions.",
      ],
    },
    {
      heading: "How to Request a Refund",
      paragraphs: [
        `Send your request from your registered email address to ${email}, or call ${phone}. Please include your firm name, the invoice number, the payment date and transaction reference, and the reason for the request.`,
        "We will acknowledge your request within 2 working days and confirm our decision, with the amount to be refunded, within 7 working days of receiving the information we need.",
      ],
    },
    {
      heading: "How Refunds Are Paid",
      paragraphs: [
        "Approved refunds are paid to the original payment method, or by bank transfer to the account of the paying firm, within [Z] business days of approval. Banks and payment providers may take additional time to credit the amount.",
        "Where the original invoice included GST, we will issue a credit note under GST law and refund the corresponding tax. If you deducted TDS on the original payment, the refund is of the amount we actually received, unless you have revised your TDS statement.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [
        `For questions about refunds or cancellations, contact ${email} or ${phone}, ${supportHours}.`,
      ],
    },
  ],
};

export const cancellationPolicy: LegalDoc = {
  title: "Cancellation Policy",
  description:
    "Cancel your Vetan subscription at any time from the Admin Dashboard or through support: when it takes effect, your data, and refunds in the trial period.",
  updated: POLICIES_UPDATED,
  intro: [
    "You can cancel your Vetan subscription at any time. This page explains how to do it, when cancellation takes effect, and what happens to your data afterwards.",
  ],
  sections: [
    {
      heading: "How to Cancel",
      paragraphs: [
        "Once we receive your request, we will confirm it by email within 2 working days and tell you the date on which the cancellation takes effect.",
        "You can cancel your subscription at any time in either of these ways:",
      ],
      bullets: [
        "by following the cancellation procedure in the subscription settings of your Admin Dashboard; or",
        `by contacting our support team at ${email} or ${phone}, from the email address or mobile number registered for your firm.`,
      ],
    },
    {
      heading: "Who Can Cancel",
      paragraphs: [
        "Only the account owner or an administrator of the firm can cancel a subscription. HR and employee users cannot. We may ask for verification before acting on a request sent by email or phone, to protect your account from unauthorised cancellation.",
      ],
    },
    {
      heading: "When Cancellation Takes Effect",
      paragraphs: [
        "A cancellation request serves as your notice of termination under our Terms and Conditions. It takes effect on the date set by your plan, quotation or order form and the notice period in the Terms, and your subscription does not renew after that date.",
        "Until then, you and your users keep full access, so you can complete any payroll runs, statutory filings or full and final settlements that are in progress.",
      ],
    },
    {
      heading: "Cancelling During the Trial Period",
      paragraphs: [
        "If you cancel within the trial period of your subscription, you may qualify for a full refund of the fees paid, as described in our Refund & Cancellation Policy.",
      ],
    },
    {
      heading: "Refunds",
      paragraphs: [
        "Whether a refund is due on cancellation, and how much, is decided under our Refund & Cancellation Policy, which covers the cancellation window, cancellation fees and prorated refunds for longer subscriptions.",
      ],
    },
    {
      heading: "Your Data After Cancellation",
      paragraphs: [
        "After cancellation takes effect, you have 30 days to export your employee records, payroll registers, payslips and other reports. After that, we delete or anonymise your data as described in our Privacy Policy, except records we are required by law to keep.",
        "We recommend downloading statutory registers and payslips before cancelling, as your employees will no longer be able to sign in to Vetan to access them.",
      ],
    },
    {
      heading: "Cancellation by Vetan",
      paragraphs: [
        "We may cancel a subscription if fees remain unpaid after notice, or if the account is used in breach of our Terms and Conditions. Except in cases of serious misuse, we will give written notice and a reasonable opportunity to resolve the issue first.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [
        `For help with cancelling, contact ${email} or ${phone}, ${supportHours}.`,
      ],
    },
  ],
};

// SPEC.md §2: the page titled "Leave Management" carries general platform terms.
export const leaveManagementTerms: LegalDoc = {
  title: "Leave Management",
  description:
    "General terms for using Vetan, including the Leave Management module: accounts, acceptable use, data and privacy, fees and taxes, liability and governing law.",
  updated: POLICIES_UPDATED,
  intro: [
    `These terms apply to every business and user of the Vetan platform, including the Leave Management module, operated by ${legalName}. They summarise the main rules of use; our full Terms and Conditions, Privacy Policy and Refund & Cancellation Policy also apply.`,
  ],
  sections: [
    {
      heading: "Acceptance of These Terms",
      paragraphs: [
        "By registering a firm or signing in to Vetan, you agree to these terms. If you use Vetan on behalf of a business, you confirm that you are authorised to accept them for that business.",
        "Employees who sign in to apply for leave, view payslips or record attendance do so under their employer's subscription, and must also follow their employer's own policies.",
      ],
    },
    {
      heading: "Accounts and Access",
      paragraphs: [
        "Each user must have their own login. Keep your password and any Key ID and Key Secret confidential, and tell your administrator or us at once if you suspect someone else has used them.",
        "Administrators decide who has access and at what level, and should remove access promptly when a person leaves the organisation.",
      ],
    },
    {
      heading: "Acceptable Use",
      paragraphs: ["You may use Vetan only for your organisation's lawful internal business purposes. You must not:"],
      bullets: [
        "enter data you have no right to use, or data you know to be false;",
        "try to access another firm's data or any part of the platform your role does not permit;",
        "interfere with the platform's security or performance, or upload malicious code; or",
        "copy, resell or reverse engineer the platform.",
      ],
    },
    {
      heading: "Your Data and Privacy",
      paragraphs: [
        "Your organisation owns the data it records in Vetan, such as leave policies, balances, applications and approvals. For employee data, your organisation is the Data Fiduciary and Vetan is its Data Processor under the Digital Personal Data Protection Act, 2023.",
        "Our Privacy Policy explains how we collect, protect and retain personal data, and how to reach our Grievance Officer.",
      ],
    },
    {
      heading: "Subscription, Fees and Taxes",
      paragraphs: [
        "Access to Vetan modules depends on your organisation's plan. Fees are payable in advance, and GST at the applicable rate, currently 18%, is charged in addition. Usage limits are those in your plan or quotation.",
        "Either party may end a subscription for convenience with three months' written notice, as set out in the Terms and Conditions. Refunds follow our Refund & Cancellation Policy.",
      ],
    },
    {
      heading: "Intellectual Property",
      paragraphs: [
        "The Vetan software, design, content and brand belong to Vetan or its licensors. Your subscription gives your organisation a non-exclusive, non-transferable right to use the platform during the subscription term, and no other rights.",
      ],
    },
    {
      heading: "Disclaimers and Liability",
      paragraphs: [
        "Leave balances, accruals, payroll and statutory figures in Vetan are calculated from the policies and data your organisation configures. Your organisation remains responsible for ensuring that its leave and pay policies meet the Labour Codes, state Shops and Establishments laws and other applicable law.",
        "Vetan is provided with reasonable skill and care but without a guarantee of uninterrupted service. Our liability is limited as described in the Terms and Conditions.",
      ],
    },
    {
      heading: "Suspension, Governing Law and Contact",
      paragraphs: [
        "We may suspend access that threatens the security of the platform or breaches these terms, and will tell the affected organisation why.",
        "These terms are governed by the laws of India, and the courts at Bengaluru, Karnataka have exclusive jurisdiction.",
        `Questions about these terms can be sent to ${email} or raised by calling ${phone}.`,
      ],
    },
  ],
};

export const legalDocs = {
  privacyPolicy,
  termsAndConditions,
  refundPolicy,
  cancellationPolicy,
  leaveManagementTerms,
} as const;
