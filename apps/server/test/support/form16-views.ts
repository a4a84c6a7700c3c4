// Form 16 Part B views for the PDF's tests (and for drawing samples to look at): each as tds.service.ts builds
// it, with Part B worked from the engine's tagged items by form16PartB.
import { form16PartB, type PartBSource } from "@vetan/payroll";
import type { Form16View } from "@vetan/shared/tax-statements";

export const rupees = (r: number) => Math.round(r * 100);

export const EMPLOYER: Form16View["employer"] = {
  name: "Lekha Technologies Private Limited",
  tan: "BLRL12345E",
  pan: "AABCL1234F",
  address: "4th Floor, Prestige Meridian II, 30 MG Road, Bengaluru, Karnataka 560001",
};

/** The view's own fields, and what its Part B is worked from (as tds.service.ts has it from the last payslip). */
interface Source {
  items: PartBSource["exemptionsAndDeductions"];
  heads?: PartBSource["otherIncome"];
  relief?: number;
}

/**
 * The view with the overrides, and Part B worked from the source as the server works it; a test that overrides
 * the exemptions or other income has Part B worked from those (untagged, so placed by their names).
 */
function withPartB(base: Omit<Form16View, "part_b">, source: Source, overrides: Partial<Form16View>): Form16View {
  const v = { ...base, ...overrides };
  const part = form16PartB(
    {
      projectedGrossSalary: v.salary.total,
      perquisites: v.salary.perquisites,
      exemptionsAndDeductions: overrides.exemptions ?? source.items,
      otherIncome: overrides.other_income ?? source.heads ?? [],
      taxableIncome: v.taxable_income,
      annualTax: v.tax.payable,
    },
    source.relief ?? 0,
  );
  return { ...v, part_b: overrides.part_b ?? part };
}

const OLD_ITEMS: Source["items"] = [
  { name: "HRA exemption", amount: rupees(348000), head: "exempt", section: "10(13A)" },
  { name: "Standard deduction", amount: rupees(50000), head: "salary", section: "16(ia)" },
  { name: "Professional tax", amount: rupees(2500), head: "salary", section: "16(iii)" },
  { name: "80C (incl. employee PF)", amount: rupees(150000), head: "chapterVIA", section: "80C" },
  { name: "80D health insurance", amount: rupees(25000), head: "chapterVIA", section: "80D" },
];

/**
 * A full year in the old regime, as tds.service.ts builds it from the March payslip: ₹15 lakh salary and ₹18,000
 * of perquisites; HRA exempt (least of HRA ₹3,60,000, rent ₹4,20,000 less 10% of basic ₹72,000 = ₹3,48,000, half
 * of basic ₹3,60,000), the standard deduction, professional tax, 80C and 80D; savings interest reported. Taxable
 * ₹9,54,845 rounded to ₹9,54,850; tax ₹12,500 + 20% of ₹4,54,850 = ₹1,03,470, cess ₹4,138.80, ₹1,07,610 rounded;
 * all of it deducted over the twelve months.
 */
export function oldRegime(overrides: Partial<Form16View> = {}): Form16View {
  const months = ["2025-04", "2025-05", "2025-06", "2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03"];
  const paid = ["2025-04-30", "2025-05-30", "2025-06-30", "2025-07-31", "2025-08-29", "2025-09-30", "2025-10-31", "2025-11-28", "2025-12-31", "2026-01-30", "2026-02-27", "2026-03-31"];
  const tds = months.map((month, i) => ({ month, amount: i === 11 ? rupees(9050) : rupees(8960), paid_on: paid[i] ?? null }));
  const base: Omit<Form16View, "part_b"> = {
    tax_year: "2025-26",
    provisional: false,
    employer: EMPLOYER,
    employee: { id: "0b9d2f1e-5a43-4c8e-8f0a-6b2d7e9c1a34", name: "Rahul Verma", code: "EMP-0042", pan: "ABCPV1234K", designation: "Senior Software Engineer" },
    period: { from: "2025-04-01", to: "2026-03-31" },
    regime: "old",
    salary: { gross: rupees(1500000), perquisites: rupees(18000), total: rupees(1518000) },
    exemptions: OLD_ITEMS.map(({ name, amount }) => ({ name, amount })),
    other_income: [{ name: "Interest on savings bank deposits", amount: rupees(12345) }],
    taxable_income: rupees(954850),
    tax: { on_income: rupees(103470), rebate: 0, surcharge: 0, cess: rupees(4138.8), payable: rupees(107610) },
    tds,
    tds_total: tds.reduce((s, t) => s + t.amount, 0),
    working: "Worked from the approved payslips of April 2025 to March 2026: the March payslip's tax computation is the year's.",
  };
  return withPartB(base, { items: OLD_ITEMS, heads: [{ name: "Interest on savings bank deposits", amount: rupees(12345), head: "otherSources" }] }, overrides);
}

/**
 * The new regime, provisional at September 2026: ₹18,84,000 including employer NPS of ₹84,000 (14% of basic),
 * less the standard deduction and that NPS: taxable ₹17,25,000; tax ₹1,45,000 + cess ₹5,800 = ₹1,50,800, of which
 * six months of ₹12,567 (₹75,402) are deducted, September's run approved but not yet released.
 */
export function newRegime(overrides: Partial<Form16View> = {}): Form16View {
  const months = ["2026-04", "2026-05", "2026-06", "2026-07", "2026-08", "2026-09"];
  const paid = ["2026-04-30", "2026-05-29", "2026-06-30", "2026-07-31", "2026-08-31", null];
  const tds = months.map((month, i) => ({ month, amount: rupees(12567), paid_on: paid[i] ?? null }));
  const items: Source["items"] = [
    { name: "Standard deduction", amount: rupees(75000), head: "salary", section: "16(ia)" },
    { name: "Employer NPS (up to 14% of basic + DA)", amount: rupees(84000), head: "chapterVIA", section: "80CCD(2)" },
  ];
  const base: Omit<Form16View, "part_b"> = {
    tax_year: "2026-27",
    provisional: true,
    employer: EMPLOYER,
    employee: { id: "5c1e8a7b-2f3d-4e6a-9b0c-1d2e3f4a5b6c", name: "Meera Nair", code: "EMP-0107", pan: "BQRPN5678L", designation: "Product Designer" },
    period: { from: "2026-04-01", to: "2026-09-30" },
    regime: "new",
    salary: { gross: rupees(1884000), perquisites: 0, total: rupees(1884000) },
    exemptions: items.map(({ name, amount }) => ({ name, amount })),
    other_income: [],
    taxable_income: rupees(1725000),
    tax: { on_income: rupees(145000), rebate: 0, surcharge: 0, cess: rupees(5800), payable: rupees(150800) },
    tds,
    tds_total: tds.reduce((s, t) => s + t.amount, 0),
    working:
      "Provisional: worked from the approved payslips of April 2026 to September 2026. The salary and tax are the year's as the last payslip projects them; Form 16 is final once March is approved.",
  };
  return withPartB(base, { items }, overrides);
}

/**
 * Every head in the old regime, as packages/payroll/test/form16.test.ts works it from the engine: salary
 * ₹12,00,000, HRA exempt ₹2,10,000, standard deduction, professional tax ₹2,400, savings interest ₹8,003, a
 * self-occupied home's loan interest as a loss of ₹1,50,000, 80C ₹1,32,000 with PF, 80D ₹25,000; taxable
 * ₹6,38,603 → ₹6,38,600; tax ₹40,220 + cess ₹1,608.80 → ₹41,830; arrears relief of ₹1,200 given in October, so
 * ₹40,630 is deducted over the year.
 */
export function everything(): Form16View {
  const months = ["2025-04", "2025-05", "2025-06", "2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03"];
  const tds = months.map((month, i) => ({ month, amount: i === 11 ? rupees(3384) : rupees(3386), paid_on: `${month}-28` }));
  const items: Source["items"] = [
    { name: "HRA exemption", amount: rupees(210000), head: "exempt", section: "10(13A)" },
    { name: "Standard deduction", amount: rupees(50000), head: "salary", section: "16(ia)" },
    { name: "Professional tax", amount: rupees(2400), head: "salary", section: "16(iii)" },
    { name: "80C (incl. employee PF)", amount: rupees(132000), head: "chapterVIA", section: "80C" },
    { name: "80D health insurance", amount: rupees(25000), head: "chapterVIA", section: "80D" },
  ];
  const heads: Source["heads"] = [
    { name: "Interest on savings bank deposits", amount: rupees(8003), head: "otherSources" },
    { name: "Loss from house property", amount: -rupees(150000), head: "houseProperty" },
  ];
  return withPartB(
    {
      ...oldRegime(),
      salary: { gross: rupees(1200000), perquisites: 0, total: rupees(1200000) },
      exemptions: items.map(({ name, amount }) => ({ name, amount })),
      other_income: (heads ?? []).map(({ name, amount }) => ({ name, amount })),
      taxable_income: rupees(638600),
      tax: { on_income: rupees(40220), rebate: 0, surcharge: 0, cess: rupees(1608.8), payable: rupees(41830) },
      tds,
      tds_total: tds.reduce((t, x) => t + x.amount, 0),
    },
    { items, heads, relief: rupees(1200) },
    {},
  );
}

