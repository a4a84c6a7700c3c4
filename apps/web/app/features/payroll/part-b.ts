// Form 16 Part B on My tax: the server's Part B items (Form16View.part_b)
// as rows numbered as the PDF numbers them, in plain words, with the section as the year's Act has it.
import { CHAPTER_VIA_SECTIONS, type ChapterVIASection, type ExemptClause, type Form16View } from "@vetan/shared/tax-statements";

/** What each allowance exempt and each Chapter VI-A deduction is, in Part B's words. */
const EXEMPT_WORDS: Record<ExemptClause, string> = {
  "10(5)": "Travel concession or assistance",
  "10(10)": "Death-cum-retirement gratuity",
  "10(10A)": "Commuted value of pension",
  "10(10AA)": "Leave salary encashment",
  "10(13A)": "House rent allowance",
};
const CHAPTER_WORDS: Record<ChapterVIASection, string> = {
  "80C": "Life insurance, provident fund and other savings",
  "80CCC": "Contribution to certain pension funds",
  "80CCD(1)": "Your contribution to a pension scheme",
  "80CCD(1B)": "Notified pension scheme (NPS), additional",
  "80CCD(2)": "Your employer's contribution to a pension scheme",
  "80D": "Health insurance premia",
  "80E": "Interest on an education loan",
  "80G": "Donations",
  "80TTA": "Interest on savings accounts",
};

/** Each section's letter under item 10: (d) is the total of (a) to (c), (k) any other deduction. */
const CHAPTER_LETTERS: Record<ChapterVIASection, string> = { "80C": "a", "80CCC": "b", "80CCD(1)": "c", "80CCD(1B)": "e", "80CCD(2)": "f", "80D": "g", "80E": "h", "80G": "i", "80TTA": "j" };

/**
 * A section of the 1961 Act in the year's words: as it is up to 2025-26; from 2026-27, under the Income-tax Act
 * 2025, as the section it was (the PDF does the same; its header comment says why).
 */
const sectionWords = (taxYear: string, section: string) => (Number(taxYear.slice(0, 4)) >= 2026 ? `formerly section ${section}` : `section ${section}`);

export interface PartBRow {
  /** "1(a)", "3" */
  item: string;
  label: string;
  amount: number;
  /** Taken off: shown with a minus. */
  less?: boolean;
  sum?: boolean;
}

/**
 * Form 16 Part B's items as the PDF has them, numbered alike, the items with nothing in them left out (the PDF
 * has every item); the totals are always shown so the sums can be followed.
 */
export function partBRows(view: Form16View): PartBRow[] {
  const b = view.part_b;
  const y = view.tax_year;
  const act2025 = Number(y.slice(0, 4)) >= 2026;
  const chapter = act2025 ? "Chapter VIII" : "Chapter VI-A";
  const some = (row: PartBRow): PartBRow[] => (row.amount !== 0 ? [row] : []);
  const letters = "abcde";
  return [
    { item: "1(a)", label: "Salary", amount: b.salary },
    ...some({ item: "1(b)", label: "Perquisites", amount: b.perquisites }),
    ...some({ item: "1(c)", label: "Profits in lieu of salary", amount: b.profits_in_lieu }),
    { item: "1(d)", label: "Gross salary", amount: b.gross, sum: true },
    ...some({ item: "1(e)", label: "Salary from earlier employers this year", amount: b.previous_employers }),
    ...(["10(5)", "10(10)", "10(10A)", "10(10AA)", "10(13A)"] as const).flatMap((c, i) => some({ item: `2(${letters[i]})`, label: `${EXEMPT_WORDS[c]} exempt (${sectionWords(y, c)})`, amount: b.exempt[c], less: true })),
    ...b.exempt_other.map((e) => ({ item: "2(f)", label: e.name, amount: e.amount, less: true })),
    { item: "2(h)", label: "Allowances exempt", amount: b.exempt_total, less: true },
    { item: "3", label: "Salary from this employer [1(d) − 2(h)]", amount: b.salary_current, sum: true },
    { item: "4(a)", label: "Standard deduction", amount: b.standard_deduction, less: true },
    ...some({ item: "4(b)", label: "Entertainment allowance", amount: b.entertainment_allowance, less: true }),
    ...some({ item: "4(c)", label: "Professional tax (tax on employment)", amount: b.professional_tax, less: true }),
    { item: "5", label: `Deductions from salary (section ${act2025 ? "19" : "16"})`, amount: b.salary_deductions, less: true },
    { item: "6", label: "Income under the head “Salaries” [3 + 1(e) − 5]", amount: b.salary_income, sum: true },
    ...some({ item: "7(a)", label: b.house_property < 0 ? "Loss from house property" : "Income from house property", amount: Math.abs(b.house_property), less: b.house_property < 0 }),
    ...b.other_sources.map((o) => ({ item: "7(b)", label: o.name, amount: o.amount })),
    { item: "8", label: "Other income reported for tax deduction [7(a) + 7(b)]", amount: b.other_income },
    { item: "9", label: "Gross total income [6 + 8]", amount: b.gross_total_income, sum: true },
    ...CHAPTER_VIA_SECTIONS.flatMap((c) => some({ item: `10(${CHAPTER_LETTERS[c]})`, label: `${CHAPTER_WORDS[c]} (${sectionWords(y, c)})`, amount: b.chapter_via[c], less: true })),
    ...b.chapter_via_other.map((o) => ({ item: "10(k)", label: o.name, amount: o.amount, less: true })),
    { item: "11", label: `Deductions under ${chapter}`, amount: b.chapter_via_total, less: true },
    { item: "12", label: "Taxable income [9 − 11, rounded to ₹10]", amount: b.total_income, sum: true },
    { item: "13", label: "Tax on income", amount: view.tax.on_income },
    ...some({ item: "14", label: `Rebate (section ${act2025 ? "156" : "87A"})`, amount: view.tax.rebate, less: true }),
    ...some({ item: "15", label: "Surcharge", amount: view.tax.surcharge }),
    { item: "16", label: "Health and education cess", amount: view.tax.cess },
    { item: "17", label: "Tax for the year", amount: view.tax.payable, sum: true },
    ...(b.relief > 0
      ? [
          { item: "18", label: `Relief on arrears of earlier years (section ${act2025 ? "157" : "89"})`, amount: b.relief, less: true },
          { item: "19", label: "Net tax payable [17 − 18]", amount: b.net_payable, sum: true },
        ]
      : []),
  ];
}

