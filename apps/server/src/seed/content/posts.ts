// Demo blog posts for Vetan (HR and payroll) and its sister product Lekha (GST accounting and invoicing).
// Written for Indian HR, payroll and finance readers; figures follow /work/shared/reference/india-statutory.md.
import type { SeedImage, SeedPost } from "./types.ts";

const VIDEO_SRC = "/media/vetan-payroll-tour.webm";

function cover(name: string, alt: string, title: string, desc: string): SeedImage {
  return { src: `/images/blog/${name}.svg`, alt, title, desc, width: 1200, height: 630 };
}

function inline(name: string, alt: string, title: string, desc: string): SeedImage {
  return { src: `/images/blog/${name}.svg`, alt, title, desc, width: 800, height: 450 };
}

const tourPoster = inline(
  "vetan-payroll-tour-poster",
  "Vetan product tour: attendance, payroll and payslips in three steps",
  "Vetan payroll tour",
  "Poster frame of a short video showing how attendance flows into payroll and payslips in Vetan.",
);

export const posts: SeedPost[] = [
  // ─── Vetan ──────────────────────────────────────────────────────────────────────────────────────
  {
    product: "VETAN",
    slug: "labour-codes-50-percent-wage-rule",
    title: "The Labour Codes' 50% wage rule: what it means for your salary structures",
    excerpt:
      "The four Labour Codes have been in force since 21 November 2025, and with them a single definition of " +
      "wages. Here is how the 50% add-back works, with a worked example you can check against your own CTC.",
    authorSlug: "rohit-deshpande",
    keywords: ["labour codes wages definition", "50% wage rule", "code on wages", "salary structure India"],
    tags: ["LabourCodes", "SalaryStructure", "Compliance"],
    image: cover(
      "labour-codes-50-percent-wage-rule",
      "Bar split into wages and allowances with a 50 percent marker",
      "The 50% wage rule",
      "Illustration of a salary bar divided at the 50 percent line, with allowances above the line added back to wages.",
    ),
    publishedAt: "2026-01-14",
    seoTitle: "Labour Codes 50% Wage Rule Explained | Vetan",
    seoDescription:
      "How the Labour Codes define wages, which allowances are excluded and how the 50% add-back changes PF, " +
      "gratuity and bonus, with a worked example.",
    blocks: [
      {
        type: "p",
        content:
          "The Code on Wages, the Code on Social Security, the Industrial Relations Code and the Occupational " +
          "Safety, Health and Working Conditions Code came into force on <strong>21 November 2025</strong>. " +
          "For payroll teams the most visible change is a single, shared definition of <em>wages</em> that " +
          "drives gratuity, bonus, PF and even the ESI coverage test.",
      },
      { type: "h2", content: "What counts as wages" },
      {
        type: "p",
        content:
          "Wages are built from basic pay, dearness allowance and retaining allowance. The Codes then list " +
          "payments that are <strong>excluded</strong>, such as:",
      },
      {
        type: "ul",
        content:
          "<li>house rent allowance and the value of house accommodation or amenities</li>" +
          "<li>conveyance allowance and reimbursement of special expenses</li>" +
          "<li>the employer's contribution to PF or pension</li>" +
          "<li>statutory bonus, overtime and commission</li>" +
          "<li>gratuity and payments on retrenchment or retirement</li>",
      },
      { type: "h2", content: "How the 50% add-back works" },
      {
        type: "p",
        content:
          "If the excluded items (leaving out gratuity and retirement or retrenchment payments) add up to " +
          "<strong>more than half</strong> of total remuneration, the excess is treated as wages. " +
          "Remuneration paid in kind counts only up to 15% of wages.",
      },
      {
        type: "pre",
        content:
          "Monthly remuneration            ₹60,000\n" +
          "  Basic + DA                    ₹24,000\n" +
          "  HRA                           ₹16,000\n" +
          "  Conveyance                     ₹6,000\n" +
          "  Commission                    ₹14,000\n" +
          "Excluded items                  ₹36,000\n" +
          "50% of remuneration             ₹30,000\n" +
          "Excess added back                ₹6,000\n" +
          "Wages under the Codes           ₹30,000",
      },
      { type: "h3", content: "Where the higher wage base shows up" },
      {
        type: "ul",
        content:
          "<li><strong>Gratuity</strong> is calculated on wages, so a higher base raises the liability you " +
          "should be providing for every month.</li>" +
          "<li><strong>PF</strong> changes only for employees whose PF wage was below the ceiling, or where you " +
          "contribute on actual wages.</li>" +
          "<li><strong>Statutory bonus</strong> is computed on wages, subject to the bonus ceilings.</li>" +
          "<li><strong>ESI coverage</strong>: an ESIC circular of December 2025 asks employers to re-examine " +
          "coverage using the Code definition.</li>",
      },
      {
        type: "blockquote",
        content:
          "Keeping basic pay artificially low no longer shrinks the wage base. Design the structure you actually " +
          "want, then test it against the 50% rule before you issue offer letters.",
      },
      { type: "h3", content: "Questions to settle with your adviser" },
      {
        type: "p",
        content:
          "Commentators still differ on what exactly counts as <em>all remuneration</em> and how items such as a " +
          "special allowance should be treated. Vetan lets you tag every salary component as wages or as an " +
          "exclusion, so your adviser's reading is applied consistently. Our <a href=\"/faq\">FAQ</a> explains " +
          "how the Labour Code settings work.",
      },
      { type: "a", content: "<a href=\"/contact_us\">Ask our payroll team to review your salary structure</a>" },
    ],
  },
  {
    product: "VETAN",
    slug: "employee-onboarding-checklist-india",
    title: "An onboarding checklist for Indian employers: from offer letter to first payslip",
    excerpt:
      "A new joiner's first month decides whether their first salary is right. This checklist covers the " +
      "documents, statutory registrations and payroll settings to complete before and after the joining date.",
    authorSlug: "rohit-deshpande",
    keywords: ["employee onboarding checklist", "new joiner documents India", "UAN for new employee", "appointment letter"],
    tags: ["Onboarding", "HRPolicy", "Payroll"],
    image: cover(
      "employee-onboarding-checklist-india",
      "Checklist card with ticks beside an ID badge",
      "Onboarding checklist",
      "Flat illustration of an onboarding checklist with completed items and a new employee's ID badge.",
    ),
    publishedAt: "2026-02-03",
    seoTitle: "Employee Onboarding Checklist for India | Vetan",
    seoDescription:
      "A practical onboarding checklist for Indian employers: documents, UAN and ESI, tax regime declarations " +
      "and payroll set-up before the first payslip.",
    blocks: [
      { type: "h1", content: "Before the joining date" },
      {
        type: "ol",
        content:
          "<li>Issue the offer and, on joining, an <strong>appointment letter</strong>; the OSH Code makes an " +
          "appointment letter a requirement for every employee.</li>" +
          "<li>Share the salary structure and confirm it passes the <a href=\"/blog/labour-codes-50-percent-wage-rule\">50% wage rule</a>.</li>" +
          "<li>Collect PAN, bank account number and IFSC, and the employee's existing UAN if they have worked before.</li>" +
          "<li>Send the joiner a link to fill personal details and emergency contacts themselves, rather than " +
          "emailing scanned documents around.</li>",
      },
      {
        type: "li",
        content:
          "Add the joiner to the right branch, department, shift and holiday calendar, because leave and " +
          "attendance rules hang off those settings.",
      },
      { type: "h2", content: "On day one" },
      {
        type: "ul",
        content:
          "<li><strong>UAN</strong>: link the existing UAN; never create a second one for someone who already has it.</li>" +
          "<li><strong>ESI</strong>: register employees whose wages fall within the ₹21,000 ceiling.</li>" +
          "<li><strong>Nominations</strong>: record nominees for PF and gratuity.</li>" +
          "<li><strong>Aadhaar</strong>: keep only a masked copy or store the number in an Aadhaar Data Vault.</li>",
      },
      { type: "h2", content: "Tax declarations for the first payroll" },
      {
        type: "p",
        content:
          "Under the Income-tax Act, 2025 the new regime is the default. Ask the joiner whether they want to opt " +
          "for the old regime, and collect investment and rent declarations on <strong>Form 124</strong> (the " +
          "successor to Form 12BB). A mid-year joiner should also give details of salary and tax deducted by the " +
          "previous employer on <strong>Form 122</strong>, so that TDS is not under-deducted in the remaining months.",
      },
      {
        type: "img",
        content: "",
        image: inline(
          "onboarding-timeline",
          "Timeline from offer letter to first payslip",
          "Onboarding timeline",
          "Five steps on a line: offer, documents, day one, declarations and first payslip.",
        ),
      },
      { type: "h2", content: "After the first month" },
      {
        type: "p",
        content:
          "Check the first payslip with the employee, confirm that PF and ESI contributions appear in the monthly " +
          "returns, and close the probation review date in your calendar. In Vetan, the onboarding checklist " +
          "stays open on the employee's profile until every item is ticked.",
      },
      { type: "br", content: "" },
      {
        type: "p",
        content:
          "Want a printable version for your branch managers? <a href=\"/contact_us\">Talk to us</a> and we will " +
          "share the template we use with new customers.",
      },
    ],
  },
  {
    product: "VETAN",
    slug: "esi-applicability-guide",
    title: "ESI applicability in 2026: who is covered, what to deduct and when coverage ends",
    excerpt:
      "Employees' State Insurance is simple until someone's salary crosses ₹21,000 in the middle of the year. " +
      "This guide explains coverage, rates, contribution periods and rounding the way ESIC applies them.",
    authorSlug: "ananya-iyer",
    keywords: ["ESI applicability", "ESI contribution rate", "ESI wage ceiling 21000", "ESIC contribution period"],
    tags: ["ESI", "Compliance", "Payroll"],
    image: cover(
      "esi-applicability-guide",
      "Shield with a medical cross over a salary bar at ₹21,000",
      "ESI applicability",
      "Illustration of a health shield beside a salary bar marked at the ₹21,000 ESI coverage ceiling.",
    ),
    publishedAt: "2026-02-17",
    seoTitle: "ESI Applicability, Rates and Ceiling in 2026 | Vetan",
    seoDescription:
      "ESI in 2026: ₹21,000 coverage ceiling, 0.75% and 3.25% rates, contribution periods, rounding and what " +
      "happens when pay crosses the limit mid-year.",
    blocks: [
      {
        type: "p",
        content:
          "ESI gives employees medical care and cash benefits during sickness, maternity and disablement. It " +
          "generally applies to establishments with ten or more employees in areas where ESIC has implemented " +
          "the scheme, and since November 2025 it sits under the Code on Social Security.",
      },
      { type: "h2", content: "Who is covered" },
      {
        type: "ul",
        content:
          "<li>Employees whose wages are up to <strong>₹21,000 a month</strong>.</li>" +
          "<li>Employees with a disability whose wages are up to <strong>₹25,000 a month</strong>.</li>" +
          "<li>Coverage is judged on regular wages, <em>excluding</em> overtime.</li>",
      },
      { type: "h2", content: "Contribution rates" },
      {
        type: "div",
        content:
          "<p><strong>Employee share:</strong> 0.75% of wages<br><strong>Employer share:</strong> 3.25% of wages" +
          "<br><strong>Due date:</strong> 15th of the following month</p>",
      },
      {
        type: "p",
        content:
          "Once an employee is covered, contributions are calculated on the <strong>actual wages earned</strong> " +
          "in the month, overtime included. Both shares are rounded <strong>up</strong> to the next whole rupee. " +
          "If an employee's average daily wage is ₹176 or less, the employee share is not deducted but the " +
          "employer still pays 3.25%.",
      },
      { type: "h2", content: "Crossing the ceiling mid-year" },
      {
        type: "p",
        content:
          "ESI runs in two contribution periods: <strong>April to September</strong> and <strong>October to " +
          "March</strong>. An employee who is covered at the start of a period stays covered until it ends, even " +
          "if a raise takes them above ₹21,000.",
      },
      {
        type: "pre",
        content:
          "Raise in June 2026: gross goes from ₹19,500 to ₹23,000\n" +
          "June–September: still covered\n" +
          "  Employee 0.75% of ₹23,000 = ₹172.50  -> ₹173\n" +
          "  Employer 3.25% of ₹23,000 = ₹747.50  -> ₹748\n" +
          "October 2026 onwards: not covered (new period starts above the ceiling)",
      },
      { type: "h3", content: "The Labour Code question" },
      {
        type: "p",
        content:
          "An ESIC regional circular of December 2025 asks employers to re-check coverage using the Code's " +
          "definition of wages. If your structures pay a large share as allowances, more employees may fall " +
          "within ESI than before. Vetan flags such employees in the coverage report so you can decide with " +
          "your adviser. See also <a href=\"/blog/labour-codes-50-percent-wage-rule\">the 50% wage rule</a>.",
      },
      { type: "a", content: "<a href=\"/faq\">Read how Vetan handles PF, ESI, PT and TDS</a>" },
    ],
  },
  {
    product: "VETAN",
    slug: "leave-policy-design-guide",
    title: "Designing a leave policy that is fair, compliant and easy to run",
    excerpt:
      "A good leave policy is short, predictable and matches the law in every state you operate in. Here is " +
      "how to choose leave types, accrual rules, carry-forward limits and approvals.",
    authorSlug: "rohit-deshpande",
    keywords: ["leave policy India", "earned leave OSH code", "leave encashment", "leave carry forward"],
    tags: ["LeaveManagement", "HRPolicy", "LabourCodes"],
    image: cover(
      "leave-policy-design-guide",
      "Calendar page with leave days highlighted in teal and saffron",
      "Leave policy design",
      "Flat illustration of a monthly calendar with approved leave days and a holiday marked.",
    ),
    publishedAt: "2026-03-05",
    seoTitle: "How to Design a Leave Policy in India | Vetan",
    seoDescription:
      "Design a leave policy for Indian teams: leave types, OSH Code annual leave, accrual, carry-forward and " +
      "encashment, holidays by state and approvals.",
    blocks: [
      {
        type: "p",
        content:
          "Leave disputes rarely come from generosity or the lack of it. They come from rules nobody can find " +
          "and balances nobody trusts. Start with the statutory floor, then add what suits your culture.",
      },
      { type: "h2", content: "Start with the statutory floor" },
      {
        type: "ul",
        content:
          "<li><strong>Annual leave (OSH Code):</strong> a worker who has worked at least 180 days in a calendar " +
          "year earns one day of leave for every 20 days worked.</li>" +
          "<li><strong>Carry forward:</strong> unused annual leave can be carried forward up to 30 days, and the " +
          "Code allows encashment at the end of the calendar year.</li>" +
          "<li><strong>Maternity benefit:</strong> up to 26 weeks under the Code on Social Security for eligible " +
          "women employees.</li>" +
          "<li><strong>State rules:</strong> Shops and Establishments rules in each state still set casual and " +
          "sick leave and the festival holiday list.</li>",
      },
      { type: "h2", content: "Choose a small set of leave types" },
      {
        type: "ol",
        content:
          "<li>Earned or privilege leave, accrued monthly</li>" +
          "<li>Casual and sick leave, credited at the start of the year</li>" +
          "<li>Maternity, paternity and adoption leave</li>" +
          "<li>Compensatory off for approved work on holidays</li>" +
          "<li>Leave without pay, used only when balances run out</li>",
      },
      { type: "h3", content: "Decide the awkward cases in writing" },
      {
        type: "p",
        content:
          "Say whether weekends between two leave days count as leave (the so-called sandwich rule), whether " +
          "half-days are allowed, how leave is pro-rated for mid-year joiners, and what happens to the balance " +
          "during notice period.",
      },
      {
        type: "blockquote",
        content:
          "If a rule needs a meeting to interpret, it is not a rule yet. Write it so that the software can apply " +
          "it the same way every time.",
      },
      { type: "h2", content: "Encashment and tax" },
      {
        type: "p",
        content:
          "Leave encashed while in service is taxable salary. Encashment on retirement or resignation is exempt " +
          "up to a lifetime limit of <strong>₹25 lakh</strong> for non-government employees. The Ministry's " +
          "FAQs also confirm that leave encashment is not an allowance for the Code's wage definition.",
      },
      { type: "h2", content: "Run it in one place" },
      {
        type: "p",
        content:
          "In Vetan's leave module, balances accrue automatically, holiday calendars can differ by branch, and " +
          "approved leave flows straight into attendance and payroll, so loss-of-pay days are never keyed twice. " +
          "Compare what each plan includes on the <a href=\"/Pricing\">pricing page</a>.",
      },
    ],
  },
  {
    product: "VETAN",
    slug: "migrate-payroll-from-spreadsheets",
    title: "Moving payroll from spreadsheets to Vetan without missing a month",
    excerpt:
      "Most firms move to Vetan from a spreadsheet that one person understands. This is the migration plan our " +
      "implementation team follows, from the employee master to the first parallel run.",
    authorSlug: "farhan-qureshi",
    keywords: ["payroll migration", "spreadsheet to payroll software", "payroll opening balances", "parallel payroll run"],
    tags: ["Migration", "Payroll", "Implementation"],
    image: cover(
      "migrate-payroll-from-spreadsheets",
      "Spreadsheet grid turning into a Vetan payroll dashboard",
      "Spreadsheet to Vetan",
      "Illustration of a spreadsheet grid with an arrow to a clean payroll dashboard.",
    ),
    publishedAt: "2026-03-24",
    seoTitle: "Migrate Payroll from Spreadsheets to Vetan",
    seoDescription:
      "A step-by-step plan to move payroll from Excel to Vetan: clean the employee master, load year-to-date " +
      "figures and run one month in parallel.",
    blocks: [
      {
        type: "p",
        content:
          "A spreadsheet payroll usually works, right up to the month its owner goes on leave. Moving to software " +
          "is less about features and more about carrying over <strong>clean data</strong> and " +
          "<strong>year-to-date figures</strong> so that tax and PF stay correct.",
      },
      { type: "h2", content: "Step 1: clean the employee master" },
      {
        type: "p",
        content:
          "Export one row per employee and fix the basics: a unique employee code, PAN in capitals, a 12-digit " +
          "UAN, IFSC codes in the 11-character format, date of joining and work state. Vetan's importer " +
          "expects a header like this:",
      },
      {
        type: "code",
        content: "employee_code,full_name,pan,uan,esi_number,ifsc,account_number,date_of_joining,work_state,tax_regime",
      },
      { type: "h2", content: "Step 2: load year-to-date figures" },
      {
        type: "p",
        content:
          "If you switch in the middle of the tax year, bring in each employee's gross salary, PF, professional " +
          "tax and TDS deducted so far. Without them, the monthly TDS projection starts from zero and " +
          "over-deducts or under-deducts for the rest of the year.",
      },
      {
        type: "pre",
        content:
          "employee_code,ytd_gross,ytd_pf_employee,ytd_pt,ytd_tds\n" +
          "VT-0007,412000,10800,1200,18450\n" +
          "VT-0012,268500,10800,1200,0",
      },
      { type: "h2", content: "Step 3: run one month in parallel" },
      {
        type: "p",
        content:
          "Process the next month in both the spreadsheet and Vetan, then compare net pay employee by employee. " +
          "Differences are almost always a rounding rule, a missed arrear or an outdated PT slab, and each one " +
          "you resolve is a bug you would otherwise have carried forward.",
      },
      { type: "video", content: VIDEO_SRC, image: tourPoster },
      { type: "h3", content: "Connecting other systems" },
      {
        type: "p",
        content:
          "If your attendance devices or accounting software need to exchange data with Vetan, an administrator " +
          "on the Enterprise plan can generate a Key ID and Key Secret after signing in. Treat the secret like a password: it is shown " +
          "once, and generating a new key revokes the old one.",
      },
      {
        type: "a",
        content: "<a href=\"/contact_us\">Book a migration call with our implementation team</a>",
      },
    ],
  },
  {
    product: "VETAN",
    slug: "professional-tax-state-wise-guide",
    title: "Professional tax by state: slabs, special months and the ₹2,500 cap",
    excerpt:
      "Professional tax is a state levy, so a company with offices in three states runs three different rules. " +
      "Here are the current slabs for the states our customers ask about most, and the states with no PT at all.",
    authorSlug: "ananya-iyer",
    keywords: ["professional tax slab", "professional tax Maharashtra", "professional tax Karnataka", "PT state wise", "professional tax Tamil Nadu"],
    tags: ["ProfessionalTax", "Compliance", "StateLaws"],
    image: cover(
      "professional-tax-state-wise-guide",
      "Stacked bars for state professional tax slabs",
      "Professional tax by state",
      "Illustration of stacked bars comparing monthly professional tax slabs across states.",
    ),
    publishedAt: "2026-04-08",
    seoTitle: "Professional Tax Slabs by State for 2026 | Vetan",
    seoDescription:
      "Professional tax slabs for Maharashtra, Karnataka, West Bengal, Telangana, Gujarat, Tamil Nadu, Kerala " +
      "and more, with the ₹2,500 annual cap explained.",
    blocks: [
      {
        type: "p",
        content:
          "Article 276 of the Constitution lets states tax professions, trades and employment, but caps the tax " +
          "at <strong>₹2,500 per person per year</strong>. Within that cap each state sets its own slabs, " +
          "exemptions and payment calendar.",
      },
      {
        type: "u",
        content:
          "Deduct PT under the rules of the state where the employee works, not the state where the company is registered.",
      },
      { type: "h2", content: "States that deduct every month" },
      { type: "h4", content: "Maharashtra" },
      {
        type: "p",
        content:
          "Men: nil up to ₹7,500; ₹175 from ₹7,501 to ₹10,000; ₹200 above ₹10,000, with ₹300 in February. " +
          "Women: nil up to ₹25,000, then ₹200 (₹300 in February).",
      },
      { type: "h4", content: "Karnataka, Telangana, Andhra Pradesh, Gujarat, West Bengal" },
      {
        type: "ul",
        content:
          "<li><strong>Karnataka</strong> (from April 2025): nil below ₹25,000; ₹200 from ₹25,000, with ₹300 in February.</li>" +
          "<li><strong>Telangana and Andhra Pradesh</strong>: nil up to ₹15,000; ₹150 up to ₹20,000; ₹200 above.</li>" +
          "<li><strong>Gujarat</strong>: nil up to ₹12,000; ₹200 above.</li>" +
          "<li><strong>West Bengal</strong>: nil up to ₹10,000; ₹110, ₹130 and ₹150 in the middle slabs; ₹200 above ₹40,000.</li>",
      },
      { type: "h4", content: "States that deduct every half-year" },
      {
        type: "p",
        content:
          "In <strong>Tamil Nadu</strong> and <strong>Kerala</strong>, PT is levied by local bodies on " +
          "half-yearly income (April–September and October–March). Greater Chennai Corporation's slabs run from " +
          "nil up to ₹21,000 to ₹1,250 for half-yearly income of ₹75,001 and above; other municipalities and " +
          "panchayats set their own rates.",
      },
      {
        type: "img",
        content: "",
        image: inline(
          "pt-slabs-chart",
          "Chart comparing annual professional tax at the highest slab in six states",
          "Annual PT at the highest slab",
          "Bar chart of yearly professional tax at the top slab in Maharashtra, Karnataka, Madhya Pradesh, West Bengal, Telangana and Gujarat, against the ₹2,500 cap.",
        ),
      },
      { type: "h5", content: "No PT on salaries" },
      {
        type: "p",
        content:
          "Delhi, Haryana, Uttar Pradesh, Rajasthan, Uttarakhand, Himachal Pradesh, Goa and Chhattisgarh, among " +
          "others, do not levy PT on salaries. Punjab charges a development tax that payroll teams usually " +
          "handle the same way; check the current notification before you configure it.",
      },
      {
        type: "h6",
        content: "Slabs reviewed in April 2026. Vetan keeps PT rules dated by state, so a rate change never rewrites old payslips.",
      },
    ],
  },
  {
    product: "VETAN",
    slug: "new-vs-old-tax-regime-2026-27",
    title: "New or old tax regime for tax year 2026-27? A guide for salaried employees",
    excerpt:
      "The slabs did not change in Budget 2026, but the law did: salary TDS now runs under the Income-tax Act, " +
      "2025. Here is how to compare the two regimes, with a worked example at ₹15 lakh.",
    authorSlug: "kabir-sethi",
    keywords: ["new vs old tax regime", "income tax slabs 2026-27", "section 202 new regime", "salary TDS section 392", "standard deduction 75000"],
    tags: ["IncomeTax", "TDS", "Payroll", "TaxRegime"],
    image: cover(
      "new-vs-old-tax-regime-2026-27",
      "Two columns comparing the new and old tax regimes",
      "New vs old tax regime",
      "Illustration of two columns of slabs with a balance scale between the new and the old tax regime.",
    ),
    publishedAt: "2026-04-22",
    seoTitle: "New vs Old Tax Regime for 2026-27 | Vetan",
    seoDescription:
      "Compare the new and old income tax regimes for tax year 2026-27: slabs, standard deduction, the ₹12 lakh " +
      "rebate and a worked salary example.",
    blocks: [
      {
        type: "p",
        content:
          "From 1 April 2026 the Income-tax Act, 2025 replaced the 1961 Act. Employers now deduct salary TDS " +
          "under <strong>section 392</strong>, the new regime sits in <strong>section 202</strong>, and " +
          "\"previous year\" has become <em>tax year</em>. The rates themselves are the same as in 2025-26.",
      },
      { type: "h2", content: "New regime slabs (default)" },
      {
        type: "ul",
        content:
          "<li>Up to ₹4,00,000: nil</li><li>₹4,00,001 – ₹8,00,000: 5%</li><li>₹8,00,001 – ₹12,00,000: 10%</li>" +
          "<li>₹12,00,001 – ₹16,00,000: 15%</li><li>₹16,00,001 – ₹20,00,000: 20%</li>" +
          "<li>₹20,00,001 – ₹24,00,000: 25%</li><li>Above ₹24,00,000: 30%</li>",
      },
      {
        type: "p",
        content:
          "Salaried residents get a <strong>₹75,000</strong> standard deduction and a rebate that makes tax nil " +
          "when taxable income is up to ₹12 lakh, so salary of up to ₹12.75 lakh pays no tax. Just above ₹12 " +
          "lakh, marginal relief caps the tax at the income exceeding ₹12 lakh: on ₹12,10,000 the tax is " +
          "₹10,000, not ₹61,500.",
      },
      { type: "h2", content: "Old regime slabs" },
      {
        type: "p",
        content:
          "Nil up to ₹2,50,000, 5% up to ₹5,00,000, 20% up to ₹10,00,000 and 30% above, with higher exemption " +
          "limits for senior citizens. The standard deduction is ₹50,000, and HRA exemption, professional tax " +
          "and the familiar investment deductions are available only here.",
      },
      { type: "h3", content: "Worked example: gross salary ₹15,00,000" },
      {
        type: "pre",
        content:
          "                          New regime     Old regime\n" +
          "Gross salary              15,00,000      15,00,000\n" +
          "Standard deduction          -75,000        -50,000\n" +
          "HRA exemption                     -      -1,80,000\n" +
          "Investments + health cover        -      -1,75,000\n" +
          "Professional tax                  -         -2,500\n" +
          "Taxable income            14,25,000      10,92,500\n" +
          "Tax                          93,750       1,40,250\n" +
          "Cess 4%                       3,750          5,610\n" +
          "Total tax                    97,500       1,45,860",
      },
      {
        type: "p",
        content:
          "At this salary the old regime wins only when total deductions, including the ₹50,000 standard " +
          "deduction, exceed roughly <strong>₹5.9 lakh</strong>. Few employees get there without a large home " +
          "loan interest claim.",
      },
      {
        type: "em",
        content:
          "Figures are illustrative, exclude surcharge and assume a resident individual below 60. Confirm your own position with a tax adviser.",
      },
      { type: "h3", content: "What the employer needs from you" },
      {
        type: "p",
        content:
          "Tell HR at the start of the year if you want the old regime, and submit rent and investment proofs on " +
          "<strong>Form 124</strong>. Vetan shows each employee a side-by-side estimate before they choose and " +
          "recalculates monthly TDS whenever declarations change. Hiring mid-year? See our " +
          "<a href=\"/blog/employee-onboarding-checklist-india\">onboarding checklist</a>.",
      },
    ],
  },
  {
    product: "VETAN",
    slug: "form-16-becomes-form-130",
    title: "Form 16 is now Form 130: the new TDS forms every payroll team should know",
    excerpt:
      "The Income-tax Rules, 2026 renumbered almost every form a payroll team touches. This post maps the old " +
      "names to the new ones and explains which form applies to which year.",
    authorSlug: "ananya-iyer",
    keywords: ["Form 130", "Form 16 new name", "Form 138 TDS return", "Form 124 declaration", "Income-tax Rules 2026"],
    tags: ["TDS", "IncomeTax", "Forms"],
    image: cover(
      "form-16-becomes-form-130",
      "A tax certificate labelled 16 turning into one labelled 130",
      "Form 16 to Form 130",
      "Illustration of an old Form 16 certificate with an arrow to the new Form 130.",
    ),
    publishedAt: "2026-05-20",
    seoTitle: "Form 16 Is Now Form 130: New TDS Forms | Vetan",
    seoDescription:
      "Form 16 became Form 130 and 24Q became Form 138 under the Income-tax Rules, 2026. See the new form " +
      "numbers, due dates and which year each one covers.",
    blocks: [
      {
        type: "p",
        content:
          "The Income-tax Rules, 2026 took effect on 1 April 2026 along with the Income-tax Act, 2025. Most salary " +
          "forms kept their purpose and changed their number. The table below is the one our support team pins " +
          "to the wall.",
      },
      {
        type: "pre",
        content:
          "Purpose                                   Old form    New form\n" +
          "Salary TDS certificate to employee        Form 16     Form 130\n" +
          "Quarterly salary TDS return               Form 24Q    Form 138\n" +
          "Employee's claims for HRA, LTA, deductions Form 12BB  Form 124\n" +
          "Other income / previous employer salary   Form 12B    Form 122\n" +
          "Annual tax statement                      Form 26AS   Form 168",
      },
      { type: "h2", content: "Which form for which year" },
      {
        type: "ul",
        content:
          "<li><strong>Financial year 2025-26</strong> (salary paid up to March 2026) still follows the 1961 Act: " +
          "issue <strong>Form 16</strong> by 15 June 2026 and file the fourth-quarter 24Q by 31 May 2026.</li>" +
          "<li><strong>Tax year 2026-27</strong> onwards uses the new forms: Form 138 each quarter (the first is due " +
          "31 July 2026) and <strong>Form 130</strong> by 15 June 2027.</li>",
      },
      { type: "h2", content: "What stays the same" },
      {
        type: "p",
        content:
          "TDS on salary is still deducted at the <em>average rate</em> on the estimated income of the year, " +
          "deposited monthly, and reported quarterly. The certificate still has a part generated from the TDS " +
          "portal and a salary annexure that the employer prepares.",
      },
      {
        type: "blockquote",
        content:
          "Update your templates, emails and employee FAQs now. The most common question in June 2027 will be " +
          "\"Where is my Form 16?\"",
      },
      { type: "h3", content: "How Vetan handles the switch" },
      {
        type: "p",
        content:
          "Vetan picks the form set by the year of payment, so your FY 2025-26 Form 16 and your tax year 2026-27 " +
          "quarterly returns come from the same screen. Employees download their certificates from the " +
          "employee dashboard. For the slabs behind the numbers, see " +
          "<a href=\"/blog/new-vs-old-tax-regime-2026-27\">new vs old tax regime</a>.",
      },
    ],
  },
  {
    product: "VETAN",
    slug: "expense-reimbursement-policy-guide",
    title: "Writing an expense reimbursement policy your team will actually follow",
    excerpt:
      "Late claims, missing bills and surprise approvals slow finance down and annoy employees. A short policy " +
      "with clear limits and a GST-friendly bill rule fixes most of it.",
    authorSlug: "rohit-deshpande",
    keywords: ["expense reimbursement policy", "employee expense claims", "travel policy India", "GST input tax credit expenses"],
    tags: ["ExpenseManagement", "HRPolicy", "Finance"],
    image: cover(
      "expense-reimbursement-policy-guide",
      "Receipts and a wallet with an approval tick",
      "Expense reimbursement policy",
      "Illustration of stacked receipts, a wallet and a green approval tick.",
    ),
    publishedAt: "2026-06-10",
    seoTitle: "Expense Reimbursement Policy Guide | Vetan",
    seoDescription:
      "How to write an employee expense reimbursement policy in India: categories, limits, bills with GSTIN, " +
      "approval steps, timelines and tax treatment.",
    blocks: [
      {
        type: "p",
        content:
          "An expense policy has one job: let employees spend company money for work without asking each time, " +
          "and let finance pay them back quickly. Everything below serves that job.",
      },
      { type: "h2", content: "What the policy should cover" },
      {
        type: "ol",
        content:
          "<li><strong>Categories and limits</strong>: travel by grade, hotel caps by city tier, daily allowance or actuals.</li>" +
          "<li><strong>Bills</strong>: what counts as a valid bill, and when a self-declaration is enough.</li>" +
          "<li><strong>Approvals</strong>: who approves, and the amount above which a second approver is needed.</li>" +
          "<li><strong>Timelines</strong>: claims within 30 days of spending; payment in the next payroll.</li>" +
          "<li><strong>Advances</strong>: how travel advances are settled or recovered.</li>",
      },
      { type: "h2", content: "Ask for bills with the company's GSTIN" },
      {
        type: "p",
        content:
          "Hotel and travel bills raised on the company's GSTIN let finance claim input tax credit where the law " +
          "allows it. Some items, such as most food and beverages, are blocked credits, so do not promise a " +
          "saving that will not come.",
      },
      { type: "h2", content: "Tax and wage treatment" },
      {
        type: "ul",
        content:
          "<li>Genuine reimbursements of business expenses are not taxable salary and, per the Labour Ministry's " +
          "FAQs, are not wages under the Codes.</li>" +
          "<li>Fixed allowances paid without bills are salary and are taxed as such.</li>" +
          "<li>The Income-tax Rules, 2026 raised the tax-free value of employer-provided meals to ₹200 per meal " +
          "and of gifts and vouchers to ₹15,000 a year.</li>",
      },
      {
        type: "blockquote",
        content: "A claim paid in the same month it was submitted is the best advertisement for your policy.",
      },
      { type: "h3", content: "Running it in Vetan" },
      {
        type: "p",
        content:
          "Employees photograph bills in the mobile app, managers approve from a single queue, and approved " +
          "claims land in the next payroll as a non-taxable line on the payslip. Expense management is included " +
          "from the Premium plan; see <a href=\"/Pricing\">plans and pricing</a>.",
      },
      { type: "br", content: "" },
      { type: "a", content: "<a href=\"/Blogs\">More HR policy guides on the Vetan blog</a>" },
    ],
  },
  {
    product: "VETAN",
    slug: "minimum-wages-code-on-wages-rules-2026",
    title: "Minimum wages under the Code on Wages (Central) Rules, 2026",
    excerpt:
      "The Central Rules notified on 8 May 2026 fix minimum wages per day and set how to convert them to hourly " +
      "and monthly figures. Here is what payroll needs to change.",
    authorSlug: "ananya-iyer",
    keywords: ["minimum wages 2026", "Code on Wages Central Rules", "VDA revision", "minimum wage per day"],
    tags: ["MinimumWages", "LabourCodes", "Compliance"],
    image: cover(
      "minimum-wages-code-on-wages-rules-2026",
      "Coins rising in steps beside a calendar showing April and October",
      "Minimum wages 2026",
      "Illustration of rising coin stacks with April and October marked for VDA revisions.",
    ),
    publishedAt: "2026-06-25",
    seoTitle: "Minimum Wages under Code on Wages Rules 2026 | Vetan",
    seoDescription:
      "What the Code on Wages (Central) Rules, 2026 change for payroll: daily minimum wage, hourly and monthly " +
      "conversion, VDA revisions and checks.",
    blocks: [
      {
        type: "p",
        content:
          "Under the Code on Wages, minimum wages apply to <strong>all employees</strong>, not only to the " +
          "scheduled employments listed under the old Act. The Central Rules notified on 8 May 2026 also settle " +
          "how a minimum wage is expressed and converted.",
      },
      { type: "h2", content: "The conversion rules" },
      {
        type: "div",
        content:
          "<p><strong>Fixed per day.</strong> Minimum wages are notified as a daily rate.<br>" +
          "<strong>Hourly</strong> = daily rate ÷ 8.<br><strong>Monthly</strong> = daily rate × 26.</p>",
      },
      {
        type: "pre",
        content: "Daily minimum wage      ₹600\nHourly  (₹600 ÷ 8)       ₹75\nMonthly (₹600 × 26)  ₹15,600",
      },
      { type: "h2", content: "VDA moves twice a year" },
      {
        type: "p",
        content:
          "The variable dearness allowance is revised on the consumer price index for industrial workers before " +
          "<strong>1 April</strong> and <strong>1 October</strong>. Each state notifies its own rates by zone " +
          "and skill level, so a firm with branches in three states may see six revisions a year.",
      },
      { type: "h3", content: "Checks to build into every payroll run" },
      {
        type: "ul",
        content:
          "<li>Compare each employee's wages with the rate for their state, zone and skill level.</li>" +
          "<li>Pro-rate the minimum for partial months using the same 26-day basis.</li>" +
          "<li>Keep the rate table dated, so arrears can be computed when a revision is notified late.</li>",
      },
      {
        type: "p",
        content:
          "At the time of writing the statutory national floor wage has not been notified. Vetan's minimum wage " +
          "check warns HR before payroll is locked, not after payslips are out. Ask us about it on the " +
          "<a href=\"/contact_us\">contact page</a>.",
      },
    ],
  },
  {
    product: "VETAN",
    slug: "payslip-anatomy",
    title: "Anatomy of a payslip: every line explained",
    excerpt:
      "Employees read their payslip once a month and HR answers questions about it all month. Here is what each " +
      "section means, using a sample payslip for July 2026.",
    authorSlug: "meera-krishnan",
    keywords: ["payslip format India", "salary slip components", "payslip explained", "net pay calculation"],
    tags: ["Payslips", "Payroll", "Employees"],
    image: cover(
      "payslip-anatomy",
      "A payslip with highlighted earnings, deductions and net pay",
      "Anatomy of a payslip",
      "Illustration of a payslip with the earnings, deductions and net pay sections highlighted.",
    ),
    publishedAt: "2026-07-07",
    seoTitle: "Payslip Explained: Every Line on a Salary Slip | Vetan",
    seoDescription:
      "A line-by-line guide to an Indian payslip: earnings, PF, ESI, professional tax, TDS, employer " +
      "contributions and net pay, with a sample.",
    blocks: [
      {
        type: "p",
        content:
          "A payslip is a small statutory document and a large trust signal. When every figure on it can be " +
          "traced to a rule, HR's inbox gets quieter.",
      },
      {
        type: "img",
        content: "",
        image: inline(
          "payslip-sample",
          "Sample Vetan payslip with earnings on the left and deductions on the right",
          "Sample payslip",
          "A simplified payslip showing employee details, earnings, deductions and net pay.",
        ),
      },
      { type: "h2", content: "The sample" },
      {
        type: "pre",
        content:
          "Payslip for July 2026 · Priya Nair (VT-0142) · Work state: Karnataka\n" +
          "PAN ABCPNXXXXK · Paid days 31 of 31 · Tax regime: New\n\n" +
          "Earnings                      Deductions\n" +
          "Basic            22,000.00    Provident fund        1,800.00\n" +
          "HRA              11,000.00    Professional tax        200.00\n" +
          "Special allow.    9,000.00    Income tax (TDS)          0.00\n" +
          "Conveyance        2,000.00\n" +
          "Gross            44,000.00    Total deductions      2,000.00\n\n" +
          "Net pay                                            42,000.00",
      },
      { type: "h2", content: "Reading the deductions" },
      {
        type: "ul",
        content:
          "<li><strong>Provident fund</strong>: 12% of the PF wage. This employer restricts PF to the ₹15,000 " +
          "wage ceiling, so the deduction is ₹1,800.</li>" +
          "<li><strong>ESI</strong>: not shown, because gross pay is above ₹21,000.</li>" +
          "<li><strong>Professional tax</strong>: ₹200 under Karnataka's slab for pay of ₹25,000 and more.</li>" +
          "<li><strong>TDS</strong>: nil, because projected taxable income is below ₹12 lakh under the new regime.</li>",
      },
      { type: "h3", content: "Employer contributions" },
      {
        type: "span",
        content:
          "Employer PF of ₹1,800 (₹1,250 to the pension scheme and ₹550 to the PF account) and EDLI are paid on " +
          "top of gross pay, so they appear in CTC but not in net pay.",
      },
      {
        type: "strong",
        content: "Tip: show year-to-date totals and leave balances on the payslip; they answer half the usual questions.",
      },
      { type: "video", content: VIDEO_SRC, image: tourPoster },
      {
        type: "p",
        content:
          "In Vetan, employees open their payslips on the employee dashboard and can download them as PDF at any " +
          "time. Wondering when ESI applies? Read " +
          "<a href=\"/blog/esi-applicability-guide\">our ESI applicability guide</a>.",
      },
    ],
  },
  {
    product: "VETAN",
    slug: "gratuity-fixed-term-employees",
    title: "Gratuity for fixed-term employees after one year: how to calculate and provide for it",
    excerpt:
      "The Code on Social Security made fixed-term employees eligible for gratuity after one year of service. " +
      "Here is the formula, a worked example and how to accrue the cost every month.",
    authorSlug: "rohit-deshpande",
    keywords: ["gratuity fixed term employee", "gratuity after one year", "gratuity formula 15/26", "gratuity Code on Social Security"],
    tags: ["Gratuity", "LabourCodes", "FixedTerm"],
    image: cover(
      "gratuity-fixed-term-employees",
      "Hourglass beside a one-year calendar and a rupee coin",
      "Gratuity after one year",
      "Illustration of an hourglass, a twelve-month calendar and a rupee coin for fixed-term gratuity.",
    ),
    publishedAt: "2026-08-11",
    seoTitle: "Gratuity for Fixed-Term Employees After 1 Year | Vetan",
    seoDescription:
      "Fixed-term employees now earn gratuity after one year under the Code on Social Security. See the 15/26 " +
      "formula, an example and how to accrue it.",
    blocks: [
      {
        type: "p",
        content:
          "Before the Labour Codes, gratuity needed five years of continuous service. The Code on Social Security " +
          "keeps that rule for permanent staff but gives <strong>fixed-term employees</strong> gratuity on a " +
          "pro-rata basis once they complete <strong>one year</strong>.",
      },
      { type: "h2", content: "The formula" },
      {
        type: "code",
        content: "gratuity = 15 / 26 × last drawn monthly wages × years of service",
      },
      {
        type: "p",
        content:
          "Wages here means the Code definition: basic pay, dearness allowance and retaining allowance, plus any " +
          "add-back under the <a href=\"/blog/labour-codes-50-percent-wage-rule\">50% rule</a>. For permanent " +
          "employees a part-year of more than six months counts as a full year.",
      },
      { type: "h2", content: "Worked example" },
      {
        type: "pre",
        content:
          "Fixed-term contract: 1 year 8 months\n" +
          "Last drawn wages: ₹39,000 a month\n" +
          "15/26 × 39,000            = ₹22,500 per year of service\n" +
          "Pro rata for 20 months    = 22,500 × 20/12 = ₹37,500",
      },
      {
        type: "ul",
        content:
          "<li>Pay within <strong>30 days</strong> of the gratuity becoming payable, or interest runs.</li>" +
          "<li>The tax-free limit is the least of the amount paid, the formula amount and <strong>₹20 lakh</strong>.</li>" +
          "<li>The Ministry's FAQs indicate the change applies prospectively from 21 November 2025; take advice " +
          "for contracts that began before that date.</li>",
      },
      { type: "h3", content: "Accrue it monthly" },
      {
        type: "p",
        content:
          "15/26 of a month's wages spread over twelve months is about <strong>4.81%</strong> of wages a month. " +
          "Vetan books this provision in the payroll ledger so that finance sees the liability growing instead " +
          "of discovering it at exit.",
      },
      {
        type: "blockquote",
        content: "A liability you accrue every month is a cost. A liability you discover at exit is a surprise.",
      },
    ],
  },
  {
    product: "VETAN",
    slug: "attendance-overtime-osh-code",
    title: "Attendance and overtime under the OSH Code: hours, rates and records",
    excerpt:
      "Overtime is where attendance and payroll meet, and where small recording errors become wage claims. " +
      "This guide covers working hours, the overtime rate and the records you should keep.",
    authorSlug: "meera-krishnan",
    keywords: ["overtime calculation India", "OSH Code working hours", "overtime twice the rate", "attendance management"],
    tags: ["Attendance", "Overtime", "LabourCodes"],
    image: cover(
      "attendance-overtime-osh-code",
      "Clock face with an overtime arc in saffron",
      "Attendance and overtime",
      "Illustration of a clock with regular hours in teal and overtime hours in saffron.",
    ),
    publishedAt: "2026-08-27",
    seoTitle: "Attendance and Overtime under the OSH Code | Vetan",
    seoDescription:
      "Working hours, overtime at twice the rate, hourly wage conversion and attendance records under the OSH " +
      "Code, with a worked overtime example.",
    blocks: [
      {
        type: "p",
        content:
          "The Occupational Safety, Health and Working Conditions Code keeps the familiar limits of " +
          "<strong>8 hours a day and 48 hours a week</strong>, and work beyond them is overtime. States set the " +
          "spread-over, rest intervals and the maximum overtime allowed in a quarter, so read your state's rules.",
      },
      { type: "h2", content: "The overtime rate" },
      {
        type: "p",
        content:
          "Overtime is paid at <strong>twice the ordinary rate of wages</strong>. The Code on Wages (Central) " +
          "Rules, 2026 convert a daily rate to hourly by dividing by 8, and a monthly figure to daily by dividing " +
          "by 26.",
      },
      {
        type: "pre",
        content:
          "Monthly wages               ₹26,000\n" +
          "Daily rate  (26,000 ÷ 26)    ₹1,000\n" +
          "Hourly rate (1,000 ÷ 8)        ₹125\n" +
          "Overtime rate (× 2)            ₹250 per hour\n" +
          "6 hours of overtime          ₹1,500",
      },
      { type: "h2", content: "Records worth keeping" },
      {
        type: "ul",
        content:
          "<li>In and out times for every day, with the source: biometric device, mobile check-in or web.</li>" +
          "<li>Breaks, so that the spread-over and rest interval can be shown.</li>" +
          "<li>Who approved each overtime entry, and when.</li>" +
          "<li>Regularisation requests for missed punches, with the reason.</li>",
      },
      { type: "h3", content: "How overtime flows into other calculations" },
      {
        type: "p",
        content:
          "Overtime is excluded from wages under the Labour Codes, so it does not raise PF or gratuity. It is, " +
          "however, part of the wages on which ESI is contributed once an employee is covered, although it is " +
          "ignored when testing coverage. See <a href=\"/blog/esi-applicability-guide\">ESI applicability</a>.",
      },
      { type: "br", content: "" },
      {
        type: "p",
        content:
          "Vetan's attendance module records in and out times, breaks and overtime, and sends only approved " +
          "overtime to payroll. Supported attendance devices are listed in our <a href=\"/faq\">FAQ</a>.",
      },
    ],
  },
  {
    product: "VETAN",
    slug: "epf-wage-ceiling-25000-from-september-2026",
    title: "EPF wage ceiling rises to ₹25,000 from 17 September 2026: what changes in payroll",
    excerpt:
      "After twelve years at ₹15,000, the EPF, EPS and EDLI wage ceiling is now ₹25,000. Here is the effect on " +
      "deductions, employer cost and the split month of September 2026.",
    authorSlug: "ananya-iyer",
    keywords: ["EPF wage ceiling 25000", "PF ceiling change 2026", "EPS contribution 2083", "EDLI contribution", "ECR September 2026"],
    tags: ["EPF", "Compliance", "Payroll", "SocialSecurity"],
    image: cover(
      "epf-wage-ceiling-25000-from-september-2026",
      "Bar rising from ₹15,000 to ₹25,000 with a PF badge",
      "EPF ceiling ₹25,000",
      "Illustration of the EPF wage ceiling bar rising from ₹15,000 to ₹25,000 on 17 September 2026.",
    ),
    publishedAt: "2026-09-24",
    seoTitle: "EPF Wage Ceiling Rises to ₹25,000 | Vetan",
    seoDescription:
      "The EPF, EPS and EDLI wage ceiling is ₹25,000 from 17 September 2026. See new maximum contributions, " +
      "the September split and the take-home impact.",
    blocks: [
      {
        type: "p",
        content:
          "The wage ceiling for EPF, the Employees' Pension Scheme and EDLI was ₹15,000 from September 2014 and " +
          "was re-notified at that level under the Code on Social Security in May 2026. With effect from " +
          "<strong>17 September 2026</strong> it is <strong>₹25,000</strong>.",
      },
      { type: "h2", content: "New maximum monthly contributions" },
      {
        type: "div",
        content:
          "<p><strong>Employee PF (12%):</strong> ₹1,800 → ₹3,000<br>" +
          "<strong>Employer to EPS (8.33%):</strong> ₹1,250 → ₹2,083<br>" +
          "<strong>Employer to EPF (balance):</strong> ₹550 → ₹917<br>" +
          "<strong>EDLI (0.5%):</strong> ₹75 → ₹125<br>" +
          "<strong>Admin charges (0.5%):</strong> ₹75 → ₹125</p>",
      },
      {
        type: "p",
        content:
          "For an employee with a PF wage of ₹25,000 or more whose PF is restricted to the ceiling, take-home " +
          "pay falls by <strong>₹1,200 a month</strong> and the employer's cost rises by about ₹1,300. Employees " +
          "who already contribute on actual wages see no change in the total, only a larger share going to pension.",
      },
      { type: "h2", content: "September 2026 is a split month" },
      {
        type: "p",
        content:
          "Following EPFO's FAQs, most payroll teams weight the ceiling by days: 16 days at ₹15,000 and 14 days " +
          "at ₹25,000.",
      },
      {
        type: "pre",
        content:
          "PF wage for September          ₹20,000\n" +
          "Ceiling, days 1–16             15,000 × 16/30 = 8,000.00\n" +
          "Actual wage, days 17–30        20,000 × 14/30 = 9,333.33\n" +
          "PF wage to use                 ₹17,333.33\n" +
          "Employee 12%                   ₹2,080\n" +
          "EPS 8.33%                      ₹1,444\n" +
          "Employer EPF (2,080 − 1,444)     ₹636",
      },
      {
        type: "strong",
        content:
          "Action for the September payroll: update offer templates and CTC letters, tell affected employees " +
          "about the lower take-home, and check the September ECR before you file it.",
      },
      { type: "h3", content: "Still to be clarified" },
      {
        type: "p",
        content:
          "Employees who first join with wages above the ceiling are not EPS members. Whether that test now " +
          "uses ₹25,000 for joiners from 17 September is something to confirm from EPFO's circulars. Vetan " +
          "applied the new ceiling and the split-month rule to all customers automatically.",
      },
      {
        type: "blockquote",
        content: "Check the ECR before you upload it; a wrong EPS split is far harder to fix after the challan is paid.",
      },
      { type: "a", content: "<a href=\"/contact_us\">Talk to our payroll compliance team</a>" },
    ],
  },
  {
    product: "VETAN",
    slug: "payroll-compliance-calendar",
    title: "A payroll compliance calendar for Indian employers",
    excerpt:
      "TDS by the 7th, PF and ESI by the 15th, quarterly returns and the June certificate season. Here is the " +
      "calendar our customers set up in their first week on Vetan.",
    authorSlug: "farhan-qureshi",
    keywords: ["payroll compliance calendar", "PF due date", "ESI due date", "TDS due date salary"],
    tags: ["Compliance", "Payroll", "DueDates"],
    image: cover(
      "payroll-compliance-calendar",
      "Wall calendar with the 7th and 15th circled",
      "Payroll compliance calendar",
      "Illustration of a calendar with the 7th and 15th circled for TDS, PF and ESI deadlines.",
    ),
    publishedAt: "2026-10-14",
    seoTitle: "Payroll Compliance Calendar for India | Vetan",
    seoDescription:
      "Monthly, quarterly and annual payroll due dates in India: TDS, PF ECR, ESI, professional tax, labour " +
      "welfare fund, Form 138 and Form 130.",
    blocks: [
      {
        type: "p",
        content:
          "Most penalties in payroll are not for wrong calculations but for late ones. Put these dates in a shared " +
          "calendar and give every date an owner.",
      },
      { type: "h2", content: "Every month" },
      {
        type: "ul",
        content:
          "<li><strong>7th</strong>: deposit TDS deducted from last month's salaries (March deductions by 30 April).</li>" +
          "<li><strong>15th</strong>: file the PF ECR and pay the challan.</li>" +
          "<li><strong>15th</strong>: pay ESI contributions.</li>" +
          "<li><strong>Professional tax</strong>: due dates vary by state and by the size of the employer.</li>",
      },
      { type: "h2", content: "Every quarter" },
      {
        type: "p",
        content:
          "File the quarterly salary TDS return on <strong>Form 138</strong>, which replaced Form 24Q from tax " +
          "year 2026-27. The first return, for April to June 2026, was due on 31 July 2026.",
      },
      { type: "h2", content: "Twice a year and once a year" },
      { type: "h4", content: "Half-yearly" },
      {
        type: "p",
        content:
          "ESI contribution periods end on 30 September and 31 March. Labour welfare fund is half-yearly in " +
          "several states; in Maharashtra, for example, it is deducted for June and December and paid by " +
          "15 July and 15 January.",
      },
      { type: "h5", content: "Annual" },
      {
        type: "ol",
        content:
          "<li>Issue salary TDS certificates by 15 June (Form 16 for 2025-26, Form 130 from 2026-27).</li>" +
          "<li>Pay statutory bonus within eight months of the close of the accounting year.</li>" +
          "<li>Collect fresh tax regime choices and Form 124 declarations in April.</li>",
      },
      {
        type: "p",
        content:
          "Vetan's dashboard shows the next due date for each obligation and who owns it. See the full feature " +
          "list on the <a href=\"/Pricing\">pricing page</a>.",
      },
    ],
  },
  {
    product: "VETAN",
    slug: "dpdp-act-employee-data-hr",
    title: "The DPDP Act and employee data: what HR teams should do before May 2027",
    excerpt:
      "Employee records are personal data, and the DPDP Rules, 2025 are phasing in. Here is what an employer " +
      "must do as a data fiduciary, and what your HR software provider should do as a processor.",
    authorSlug: "meera-krishnan",
    keywords: ["DPDP Act employee data", "DPDP Rules 2025", "HR data privacy India", "data breach 72 hours", "Aadhaar data vault"],
    tags: ["DataProtection", "DPDP", "Security"],
    image: cover(
      "dpdp-act-employee-data-hr",
      "Padlock over a grid of employee profile cards",
      "DPDP and employee data",
      "Illustration of a padlock protecting employee profile cards, with a shield and key.",
    ),
    publishedAt: "2026-11-05",
    seoTitle: "DPDP Act and Employee Data: An HR Guide | Vetan",
    seoDescription:
      "How the DPDP Act, 2023 and DPDP Rules, 2025 apply to employee data: legitimate use, security " +
      "safeguards, 72-hour breach reports and timelines.",
    blocks: [
      {
        type: "p",
        content:
          "The Digital Personal Data Protection Rules, 2025 were notified in November 2025 and come into force " +
          "in phases. The main obligations on notices, security, breach reporting and individuals' rights apply " +
          "from <strong>May 2027</strong>. That is close enough to start now.",
      },
      { type: "h2", content: "Who is responsible for what" },
      {
        type: "ul",
        content:
          "<li>The <strong>employer</strong> is the data fiduciary. It decides why and how employee data is processed and remains accountable.</li>" +
          "<li>Your <strong>HR software provider</strong> is a data processor acting under contract, and the " +
          "fiduciary must ensure the processor has safeguards too.</li>",
      },
      { type: "h2", content: "Consent is not the only basis" },
      {
        type: "p",
        content:
          "Section 7(i) of the Act allows processing for purposes of employment, to protect the employer from " +
          "loss or liability, and to provide benefits the employee asks for, without separate consent. That " +
          "covers payroll, statutory filings and attendance, but not, for example, marketing to employees.",
      },
      { type: "h2", content: "Safeguards the Rules expect" },
      {
        type: "ol",
        content:
          "<li>Encryption, masking or tokenisation of personal data.</li>" +
          "<li>Access control, so that a branch manager sees only their team.</li>" +
          "<li>Logs of access, kept for at least one year.</li>" +
          "<li>Backups and a tested plan for continuity.</li>",
      },
      {
        type: "blockquote",
        content:
          "After a breach, affected employees must be told without delay, and the Data Protection Board must " +
          "receive a detailed report within 72 hours of the fiduciary becoming aware of it.",
      },
      { type: "h3", content: "Aadhaar needs extra care" },
      {
        type: "p",
        content:
          "UIDAI requires Aadhaar numbers to be stored only in an Aadhaar Data Vault, with other systems holding " +
          "a reference key. Show only the last four digits on screens and documents.",
      },
      {
        type: "p",
        content:
          "Penalties under the Act reach <strong>₹250 crore</strong> for failing to take reasonable security " +
          "safeguards. Read how Vetan protects your data in our <a href=\"/faq\">FAQ</a> or " +
          "<a href=\"/contact_us\">ask for our security overview</a>.",
      },
    ],
  },

  // ─── Lekha (sister product: GST accounting and invoicing) ───────────────────────────────────────
  {
    product: "LEKHA",
    slug: "gst-tax-invoice-checklist",
    title: "What a valid GST tax invoice must contain: a checklist for small businesses",
    excerpt:
      "A missing GSTIN or a wrong place of supply can cost your customer their input tax credit. Here is what " +
      "every tax invoice needs before you send it.",
    authorSlug: "kabir-sethi",
    keywords: ["GST invoice format", "tax invoice mandatory fields", "HSN code on invoice", "place of supply"],
    tags: ["GST", "Invoicing", "SmallBusiness"],
    image: cover(
      "gst-tax-invoice-checklist",
      "An invoice with GSTIN, HSN and tax lines ticked",
      "GST tax invoice checklist",
      "Illustration of a tax invoice with its mandatory fields ticked off.",
    ),
    publishedAt: "2026-01-22",
    seoTitle: "GST Tax Invoice Checklist for Small Business | Lekha",
    seoDescription:
      "The fields every GST tax invoice must carry: GSTINs, serial number, HSN or SAC, place of supply, tax " +
      "breakup and reverse charge, explained simply.",
    blocks: [
      {
        type: "p",
        content:
          "Your customer can claim input tax credit only on a proper tax invoice that you have reported in your " +
          "returns. A clean invoice is therefore part of the service you sell.",
      },
      { type: "h2", content: "Fields every tax invoice needs" },
      {
        type: "ol",
        content:
          "<li>Your name, address and GSTIN.</li>" +
          "<li>A consecutive serial number of up to 16 characters, unique for the financial year.</li>" +
          "<li>Date of issue.</li>" +
          "<li>The buyer's name, address and GSTIN if registered.</li>" +
          "<li>HSN code for goods or SAC for services: 4 digits if your turnover is up to ₹5 crore, 6 digits above that.</li>" +
          "<li>Description, quantity, unit and value, with any discount.</li>" +
          "<li>Taxable value, rate and amount of CGST and SGST, or of IGST.</li>" +
          "<li>Place of supply with the state name for inter-state supplies.</li>" +
          "<li>Whether tax is payable on reverse charge.</li>" +
          "<li>Your signature or digital signature.</li>",
      },
      { type: "h2", content: "Intra-state or inter-state?" },
      {
        type: "p",
        content:
          "If the place of supply is in your own state, charge CGST and SGST in equal halves. If it is in " +
          "another state, charge IGST. Getting this wrong means paying the right tax under the wrong head and " +
          "claiming a refund later.",
      },
      {
        type: "p",
        content:
          "Since the rate rationalisation of September 2025, most goods and services fall in the 5% and 18% " +
          "slabs, so check the rates saved against your items at least once.",
      },
      {
        type: "blockquote",
        content: "An invoice is a promise to your customer that their credit is safe. Make it easy to keep.",
      },
      { type: "h3", content: "Let the software do the checking" },
      {
        type: "p",
        content:
          "Lekha fills in the serial number, picks CGST plus SGST or IGST from the place of supply and refuses to " +
          "save an invoice without an HSN or SAC code. If your turnover is above ₹5 crore, it also generates the " +
          "e-invoice reference for each B2B invoice.",
      },
    ],
  },
  {
    product: "LEKHA",
    slug: "composition-scheme-vs-regular-gst",
    title: "Composition scheme or regular GST: which suits your small business?",
    excerpt:
      "The composition scheme means lower tax and fewer returns, but no input tax credit and no tax on your " +
      "invoices. Here is how to decide.",
    authorSlug: "kabir-sethi",
    keywords: ["GST composition scheme", "composition limit 1.5 crore", "CMP-08", "GSTR-4", "bill of supply"],
    tags: ["GST", "CompositionScheme", "SmallBusiness"],
    image: cover(
      "composition-scheme-vs-regular-gst",
      "Two paths marked composition and regular with a signpost",
      "Composition vs regular GST",
      "Illustration of a signpost pointing to the composition scheme and regular GST registration.",
    ),
    publishedAt: "2026-07-21",
    seoTitle: "GST Composition Scheme vs Regular Scheme | Lekha",
    seoDescription:
      "Compare the GST composition scheme with regular registration: turnover limits, tax rates, input tax " +
      "credit, bills of supply and returns.",
    blocks: [
      {
        type: "p",
        content:
          "The composition scheme was designed for small traders, manufacturers and restaurants who sell mostly " +
          "to consumers. It swaps detailed returns for a flat rate on turnover.",
      },
      { type: "h2", content: "Who can opt in" },
      {
        type: "ul",
        content:
          "<li>Suppliers of goods and restaurants with aggregate turnover up to <strong>₹1.5 crore</strong> (₹75 lakh in special category states).</li>" +
          "<li>Service providers up to <strong>₹50 lakh</strong> under the separate scheme for services.</li>" +
          "<li>Not for inter-state sellers of goods, and not for notified items such as ice cream or tobacco.</li>",
      },
      { type: "h2", content: "Rates on turnover" },
      {
        type: "div",
        content:
          "<p><strong>Manufacturers and traders:</strong> 1%<br><strong>Restaurants (no alcohol):</strong> 5%<br>" +
          "<strong>Service providers:</strong> 6%</p>",
      },
      { type: "h2", content: "The trade-offs" },
      {
        type: "ul",
        content:
          "<li>You cannot claim input tax credit on purchases.</li>" +
          "<li>You issue a <em>bill of supply</em>, not a tax invoice, and cannot charge GST to customers.</li>" +
          "<li>Business customers cannot claim credit on your bills, which can cost you B2B orders.</li>" +
          "<li>Returns are lighter: <strong>CMP-08</strong> every quarter and <strong>GSTR-4</strong> once a year.</li>",
      },
      {
        type: "h3",
        content: "A rule of thumb",
      },
      {
        type: "p",
        content:
          "If most of your customers are consumers and your purchases carry little GST, composition usually " +
          "saves money and time. If you sell to registered businesses or buy heavily taxed inputs, regular " +
          "registration is usually better.",
      },
      {
        type: "p",
        content:
          "Lekha supports both: it prints bills of supply with the required composition declaration, or full " +
          "tax invoices, and prepares the matching returns.",
      },
    ],
  },
  {
    product: "LEKHA",
    slug: "gst-e-invoicing-small-business",
    title: "GST e-invoicing for growing businesses: thresholds, IRN and the 30-day rule",
    excerpt:
      "Once your turnover crosses ₹5 crore in any year, B2B invoices need an IRN from the invoice registration " +
      "portal. Here is how e-invoicing works and the reporting deadline to watch.",
    authorSlug: "kabir-sethi",
    keywords: ["GST e-invoicing", "IRN invoice registration", "e-invoice threshold 5 crore", "e-invoice 30 day limit"],
    tags: ["GST", "EInvoicing", "Compliance"],
    image: cover(
      "gst-e-invoicing-small-business",
      "Invoice with a QR code and an IRN stamp",
      "GST e-invoicing",
      "Illustration of an e-invoice with a QR code and an invoice reference number stamp.",
    ),
    publishedAt: "2026-10-20",
    seoTitle: "GST E-Invoicing: Thresholds, IRN and Deadlines | Lekha",
    seoDescription:
      "GST e-invoicing explained for growing businesses: the ₹5 crore threshold, IRN and QR codes, the 30-day " +
      "reporting limit and common mistakes to avoid.",
    blocks: [
      {
        type: "p",
        content:
          "E-invoicing does not mean emailing a PDF. It means reporting each B2B invoice to the government's " +
          "Invoice Registration Portal (IRP), which returns an <strong>Invoice Reference Number (IRN)</strong> " +
          "and a signed QR code.",
      },
      { type: "h2", content: "Who must e-invoice" },
      {
        type: "p",
        content:
          "Businesses whose aggregate turnover exceeded <strong>₹5 crore</strong> in any financial year from " +
          "2017-18 onwards must e-invoice B2B supplies, exports and credit or debit notes. Invoices to consumers " +
          "are outside e-invoicing, and some sectors such as banks and insurers are exempt.",
      },
      { type: "h2", content: "How it works" },
      {
        type: "ol",
        content:
          "<li>Create the invoice in your accounting software.</li>" +
          "<li>Upload it to the IRP as structured data.</li>" +
          "<li>Receive the IRN and signed QR code, and print them on the invoice.</li>" +
          "<li>The details flow into your GSTR-1 and, where needed, the e-way bill.</li>",
      },
      {
        type: "u",
        content: "An invoice that needs an IRN but does not have one is not a valid tax invoice.",
      },
      { type: "h3", content: "The 30-day reporting limit" },
      {
        type: "p",
        content:
          "Since 1 April 2025, businesses with aggregate turnover of <strong>₹10 crore</strong> or more cannot " +
          "report an invoice to the IRP more than 30 days after its date. An IRN can be cancelled within 24 hours, " +
          "but not edited.",
      },
      {
        type: "p",
        content:
          "Lekha generates the IRN as you save the invoice and warns you about invoices approaching the 30-day " +
          "limit. New to GST invoicing? Start with <a href=\"/blog/gst-tax-invoice-checklist\">the tax invoice " +
          "checklist</a>.",
      },
    ],
  },
];
