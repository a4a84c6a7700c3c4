// Form 16 Part B (the annexure: "Details of salary paid and any other income and tax deducted") as a PDF:
// A4, usually three pages (Part B's nineteen items, the months, the verification), for either regime. Drawn from the Form16View alone (no database, no network) with the
// payslip's machinery (pdf-kit.ts): the same font, password lock, colours and helpers.
//
// Which Act the certificate is under goes by the tax year: up to 2025-26 the Income-tax Act, 1961 (Form No. 16,
// s.203, financial and assessment years); from 2026-27 the Income-tax Act, 2025, under which there is no
// assessment year and the certificate is Form No. 130 of the Income-tax Rules, 2026.
//
// VERIFY before the first certificate under the 2025 Act is issued:
// - "Form No. 130": from the product's own note on the Income-tax Rules, 2026 (seed post
//   "form-16-becomes-form-130"); the notified form's Part B wording was not seen.
// - "section 395": its heading is "Certificates"; the sub-sections seen ((1) to (3)) are lower-deduction
//   certificates, and the deductor's certificate to the payee is reported, not read, to be a later sub-section.
// - Salary s.16 (1961 s.17(1)), perquisite s.17 (1961 s.17(2)), deductions from salary s.19 (1961 s.16),
//   deductions in computing total income Chapter VIII (1961 Chapter VI-A): https://www.itact2025.org/salaries,
//   https://eztax.in/income-tax-act-2025/chapter-viii. Rebate s.156, other income s.392(4)(a) and the new regime
//   s.202: as in the engine's rule (packages/payroll/src/rules/income-tax.ts), which carries its own VERIFY notes.
//   Relief for arrears s.157 (1961 s.89): the engine's rule too.
// - Where the 2025 Act puts the allowances exempt under the 1961 Act's s.10, profits in lieu of salary (1961
//   s.17(3)) and each Chapter VI-A deduction (80C to 80TTA) was not read; s.123 (80C) and s.124 (80CCD) are seen
//   only in third-party summaries. Until it is, those items say what they are and "formerly section …" (their 1961
//   section) instead of a 2025 section; items 4(a) to (c) sit under the heading's "section 19".
//
// The items are Part B's as notified (Rule 31; Form No. 16 Part B, items 1 to 19), worked by the engine's
// grouping (packages/payroll/src/form16.ts); item 20 (the tax this employer deducted) and the balance (21) follow
// so the certificate shows what is left to pay or refund. Items with nothing in them show ₹0.00, as the form
// leaves no item out.
import { formatDay } from "@vetan/shared/dates";
import { formatPaise, paiseInWords } from "@vetan/shared/money";
import { monthLabel } from "@vetan/shared/payroll";
import { type Form16View, taxYearLabel } from "@vetan/shared/tax-statements";
import {
  accentBox,
  block,
  box,
  checkedLogo,
  documentHeader,
  FILL,
  fact,
  finish,
  GUTTER,
  heading,
  INK,
  LABEL,
  line,
  MUTED,
  measure,
  mix,
  newDocument,
  type PdfOptions,
  PAD,
  room,
  roomFor,
  rule,
  type Sheet,
  type Style,
  sum,
  TABLE_HEADER_HEIGHT,
  tableHeader,
  workedOut,
} from "./pdf-kit.ts";

/** A provisional certificate's banner: amber, which still prints as a distinct grey. */
const PROVISIONAL = "#92400e";

/** Renders one employee's Form 16 Part B for a year; with a password, the PDF opens only with it. */
export async function renderForm16Pdf(view: Form16View, options: PdfOptions = {}): Promise<Buffer> {
  const law = lawOf(view.tax_year);
  const sheet = await newDocument({
    title: `Form 16 Part B ${law.label} — ${view.employee.name}`,
    author: view.employer.name,
    subject: `Form No. 16, Part B (Annexure), ${law.yearText}`,
    password: options.password,
    what: "certificate",
  });
  documentHeader(sheet, view.employer.name || "Employer", { over: "Details of salary paid and any other income and tax deducted", title: "FORM No. 16 — PART B (Annexure)", note: law.yearText }, options.logo ? checkedLogo(options.logo) : null);
  drawCertificateLine(sheet, law);
  if (view.provisional) drawProvisional(sheet, view);
  drawParties(sheet, view, law);
  drawComputation(sheet, view, law);
  drawBalance(sheet, view);
  drawMonths(sheet, view);
  workedOut(sheet, view.working, SPACE);
  drawVerification(sheet, view);
  const footer = `Form No. 16, Part B (Annexure) · ${view.employee.name} (${view.employee.code}) · ${law.yearText}${view.provisional ? " · PROVISIONAL" : ""}`;
  return finish(sheet, { text: footer, numbers: "always" });
}

// ─── The law by tax year ────────────────────────────────────────────────────────────────────────────────

interface Law {
  /** "2026-27" */
  label: string;
  /** "Tax year 2026-27"; "Financial year 2025-26, assessment year 2026-27" */
  yearText: string;
  certificate: string;
  /** A small note under the certificate line, or none. */
  note: string | null;
  salary: string;
  perquisites: string;
  profitsInLieu: string;
  /** Item 2's heading, and an allowance exempt by its 1961 clause ("10(13A)") and what it is. */
  exemptHead: string;
  exempt: (clause: string, words: string) => string;
  /** Items 4 and 5: deductions from salary; one by its 1961 clause ("ia") and what it is. */
  salaryDeductions: string;
  salaryDeduction: (clause: string, words: string) => string;
  otherIncome: string;
  chapter: string;
  /** A Chapter VI-A deduction by its 1961 section ("80C") and what it is. */
  chapterItem: (section: string, words: string) => string;
  rebate: string;
  relief: string;
  newRegime: string;
}

/** The tax year's label and the Act's wording: the 2025 Act from the tax year 2026-27. */
function lawOf(taxYear: string): Law {
  // "2026-27" as the view gives it; "2026-04" (a year by its April, as queries give it) is taken too.
  const label = /^\d{4}-04$/.test(taxYear) ? taxYearLabel(taxYear) : taxYear;
  const m = /^(\d{4})-(\d{2})$/.exec(label);
  const start = Number(m?.[1]);
  if (!m || (start + 1) % 100 !== Number(m[2])) throw new RangeError(`A tax year like 2026-27, not "${taxYear}".`);
  if (start >= 2026) {
    // Sections of the 2025 Act not yet read for an item are not printed: the item says what it is and the 1961
    // Act's section it was (see VERIFY in the header comment).
    const formerly = (section: string, words: string) => `${words} (formerly section ${section})`;
    return {
      label,
      yearText: `Tax year ${label}`,
      certificate: "Certificate under section 395 of the Income-tax Act, 2025 for tax deducted at source on salary",
      note: "Under the Income-tax Act, 2025 and the Income-tax Rules, 2026 this certificate is Form No. 130 (formerly Form No. 16).",
      salary: "Salary as per section 16",
      perquisites: "Value of perquisites under section 17",
      profitsInLieu: formerly("17(3)", "Profits in lieu of salary"),
      exemptHead: "Less: Allowances to the extent exempt",
      exempt: formerly,
      salaryDeductions: "section 19",
      salaryDeduction: (_clause, words) => words,
      otherIncome: "section 392(4)(a)",
      chapter: "Chapter VIII",
      chapterItem: formerly,
      rebate: "section 156",
      relief: "section 157",
      newRegime: "s.202",
    };
  }
  return {
    label,
    yearText: `Financial year ${label}, assessment year ${taxYearLabel(`${start + 1}-04`)}`,
    certificate: "Certificate under section 203 of the Income-tax Act, 1961 for tax deducted at source on salary",
    note: null,
    salary: "Salary as per provisions contained in section 17(1)",
    perquisites: "Value of perquisites under section 17(2)",
    profitsInLieu: "Profits in lieu of salary under section 17(3)",
    exemptHead: "Less: Allowances to the extent exempt under section 10",
    exempt: (clause, words) => `${words} under section ${clause}`,
    salaryDeductions: "section 16",
    salaryDeduction: (clause, words) => `${words} under section 16(${clause})`,
    otherIncome: "section 192(2B)",
    chapter: "Chapter VI-A",
    chapterItem: (section, words) => `${words} under section ${section}`,
    rebate: "section 87A",
    relief: "section 89",
    newRegime: "s.115BAC",
  };
}

// ─── Header ─────────────────────────────────────────────────────────────────────────────────────────────

/** Between sections. */
const SPACE = 12;

function drawCertificateLine(sheet: Sheet, law: Law): void {
  const { doc, left, width } = sheet;
  sheet.y -= 3;
  line(doc, law.certificate, left, sheet.y, width, { face: "bold", size: 9.5, align: "center" });
  sheet.y += 15;
  if (law.note) {
    line(doc, law.note, left, sheet.y, width, { size: 7.5, color: MUTED, align: "center" });
    sheet.y += 12;
  }
  sheet.y += SPACE - 4;
}

function drawProvisional(sheet: Sheet, view: Form16View): void {
  const { doc, left, width } = sheet;
  const text = `The tax year is not over, or its March payroll is not yet approved: the salary and tax are the year's as projected by the payroll of ${monthLabel(view.period.to.slice(0, 7))}, and the tax deducted is what was deducted up to then. This is not the certificate for the year.`;
  const textWidth = width - 16 - 12;
  const style: Style = { size: 8, color: INK, gap: -0.5 };
  const height = 26 + measure(doc, text, textWidth, style) + 6;
  accentBox(sheet, height, PROVISIONAL, mix(PROVISIONAL, 0.09));
  line(doc, "PROVISIONAL", left + 16, sheet.y + 7, textWidth, { face: "bold", size: 11, color: PROVISIONAL });
  block(doc, text, left + 16, sheet.y + 25, textWidth, style);
  sheet.y += height + SPACE;
}

// ─── Employer and employee ──────────────────────────────────────────────────────────────────────────────

/** A long value steps down a size or two before it is cut short. */
const VALUE_SIZES = [9.5, 9, 8.5, 8];
const INSET = 12;

function drawParties(sheet: Sheet, view: Form16View, law: Law): void {
  const { doc, left, width } = sheet;
  const { employer: er, employee: ee } = view;
  const inner = width - 2 * INSET;
  const half = (inner - GUTTER) / 2;
  const quarter = (half - GUTTER / 2) / 2;
  const address = er.address.trim() || "—";
  const addressStyle: Style = { size: 8.5, gap: -0.5 };
  const addressHeight = Math.min(measure(doc, address, half, addressStyle), 40);
  const partyHeight = 64 + Math.max(addressHeight, 12) + 10;
  const periodHeight = 34;
  const height = 10 + partyHeight + periodHeight;
  room(sheet, height);
  box(doc, left, sheet.y, width, height, FILL);
  const top = sheet.y + 10;
  const lx = left + INSET;
  const rx = lx + half + GUTTER;
  const cell = (label: string, value: string, x: number, y: number, w: number, muted = false) => fact(doc, label, value, x, y, w - 6, { sizes: VALUE_SIZES, color: muted ? MUTED : INK });
  const party = (label: string, name: string, x: number) => fact(doc, label, name, x, top, half, { face: "bold", sizes: [11, 10, 9] });

  party("Employer (deductor)", er.name || "—", lx);
  cell("TAN", er.tan ?? "Not given", lx, top + 28, quarter, er.tan === null);
  cell("PAN", er.pan ?? "Not given", lx + quarter + GUTTER / 2, top + 28, quarter, er.pan === null);
  line(doc, "Address", lx, top + 54, half, LABEL);
  block(doc, address, lx, top + 64, half, addressStyle);

  party("Employee", ee.name, rx);
  cell("Employee code", ee.code, rx, top + 28, quarter);
  cell("PAN", ee.pan ?? "Not furnished", rx + quarter + GUTTER / 2, top + 28, quarter, ee.pan === null);
  cell("Designation", ee.designation ?? "—", rx, top + 54, half, ee.designation === null);

  const py = top + partyHeight;
  rule(doc, lx, py - 6, inner);
  cell("Period from", formatDay(view.period.from), lx, py, quarter);
  cell("Period to", formatDay(view.period.to), lx + quarter + GUTTER / 2, py, quarter);
  cell("Tax regime", view.regime === "new" ? `New tax regime (${law.newRegime})` : "Old regime", rx, py, half);
  sheet.y += height + SPACE;
}

// ─── The computation ────────────────────────────────────────────────────────────────────────────────────

const SIZE = 8.5;
/** Rows tighter than the payslip's, so that the computation takes two pages at most. */
const GAP = -1;
const ROW_TOP_TIGHT = 3.5;
const ROW_PADDING_TIGHT = 6;
/** The item's number, then a sub-item's letter. */
const NUMBER = 18;
const LETTER = 20;
/** Two amount columns, as on the official form: a break-up beside the items, totals on the right. */
const COLUMN = 92;

interface Row {
  number?: string;
  letter?: string;
  label: string;
  /** The break-up column. */
  inner?: number;
  /** The total column. */
  outer?: number;
  /** Bold (a result), muted (a note), or plain. */
  tone?: "bold" | "muted";
  /** A heading row is never left alone at the foot of a page. */
  head?: boolean;
}

/** Items a figure stands for, each on a muted line of its own under it (2(f), 7(b), 10(k)). */
function breakUp(items: { name: string; amount: number }[]): Row[] {
  return items.map((item) => ({ letter: "", label: `${item.name}: ${formatPaise(item.amount)}`, tone: "muted" }));
}

/** Part B's items 1 to 19 as notified, then the tax this employer deducted (20). */
function computationRows(view: Form16View, law: Law): Row[] {
  const b = view.part_b;
  const exemptOther = sum(b.exempt_other.map((e) => e.amount));
  const chapterOther = sum(b.chapter_via_other.map((e) => e.amount));
  const savings = b.chapter_via["80C"] + b.chapter_via["80CCC"] + b.chapter_via["80CCD(1)"];
  const sources = sum(b.other_sources.map((o) => o.amount));
  return [
    { number: "1", label: "Gross salary", head: true },
    { letter: "(a)", label: law.salary, inner: b.salary },
    { letter: "(b)", label: law.perquisites, inner: b.perquisites },
    { letter: "(c)", label: law.profitsInLieu, inner: b.profits_in_lieu },
    { letter: "(d)", label: "Total", outer: b.gross, tone: "bold" },
    { letter: "(e)", label: "Reported total amount of salary received from other employer(s)", inner: b.previous_employers },
    { number: "2", label: law.exemptHead, head: true },
    { letter: "(a)", label: law.exempt("10(5)", "Travel concession or assistance"), inner: b.exempt["10(5)"] },
    { letter: "(b)", label: law.exempt("10(10)", "Death-cum-retirement gratuity"), inner: b.exempt["10(10)"] },
    { letter: "(c)", label: law.exempt("10(10A)", "Commuted value of pension"), inner: b.exempt["10(10A)"] },
    { letter: "(d)", label: law.exempt("10(10AA)", "Cash equivalent of leave salary encashment"), inner: b.exempt["10(10AA)"] },
    { letter: "(e)", label: law.exempt("10(13A)", "House rent allowance"), inner: b.exempt["10(13A)"] },
    { letter: "(f)", label: "Amount of any other exemption", inner: b.exempt_other.length ? undefined : 0 },
    ...breakUp(b.exempt_other),
    { letter: "(g)", label: "Total amount of any other exemption", inner: exemptOther },
    { letter: "(h)", label: "Total amount of exemption claimed [2(a) + 2(b) + 2(c) + 2(d) + 2(e) + 2(g)]", outer: b.exempt_total, tone: "bold" },
    { number: "3", label: "Total amount of salary received from current employer [1(d) − 2(h)]", outer: b.salary_current },
    { number: "4", label: `Less: Deductions under ${law.salaryDeductions}`, head: true },
    { letter: "(a)", label: law.salaryDeduction("ia", "Standard deduction"), inner: b.standard_deduction },
    { letter: "(b)", label: law.salaryDeduction("ii", "Entertainment allowance"), inner: b.entertainment_allowance },
    { letter: "(c)", label: law.salaryDeduction("iii", "Tax on employment"), inner: b.professional_tax },
    { number: "5", label: "Total amount of deductions [4(a) + 4(b) + 4(c)]", outer: b.salary_deductions },
    { number: "6", label: "Income chargeable under the head “Salaries” [3 + 1(e) − 5]", outer: b.salary_income, tone: "bold" },
    { number: "7", label: `Add: Any other income reported by the employee under ${law.otherIncome}`, head: true },
    { letter: "(a)", label: "Income (or admissible loss) from house property reported by the employee offered for TDS", inner: b.house_property },
    { letter: "(b)", label: "Income under the head “Other sources” offered for TDS", inner: sources },
    ...breakUp(b.other_sources),
    { number: "8", label: "Total amount of other income reported by the employee [7(a) + 7(b)]", outer: b.other_income },
    { number: "9", label: "Gross total income [6 + 8]", outer: b.gross_total_income, tone: "bold" },
    { number: "10", label: `Deductions under ${law.chapter}`, head: true },
    { letter: "(a)", label: law.chapterItem("80C", "Life insurance premia, contributions to provident fund etc."), inner: b.chapter_via["80C"] },
    { letter: "(b)", label: law.chapterItem("80CCC", "Contribution to certain pension funds"), inner: b.chapter_via["80CCC"] },
    { letter: "(c)", label: law.chapterItem("80CCD(1)", "Contribution by the taxpayer to a pension scheme"), inner: b.chapter_via["80CCD(1)"] },
    { letter: "(d)", label: "Total deduction [10(a) + 10(b) + 10(c)]", inner: savings },
    { letter: "(e)", label: law.chapterItem("80CCD(1B)", "Amount paid or deposited to the notified pension scheme"), inner: b.chapter_via["80CCD(1B)"] },
    { letter: "(f)", label: law.chapterItem("80CCD(2)", "Contribution by the employer to a pension scheme"), inner: b.chapter_via["80CCD(2)"] },
    { letter: "(g)", label: law.chapterItem("80D", "Health insurance premia"), inner: b.chapter_via["80D"] },
    { letter: "(h)", label: law.chapterItem("80E", "Interest on loan taken for higher education"), inner: b.chapter_via["80E"] },
    { letter: "(i)", label: law.chapterItem("80G", "Donations to certain funds, charitable institutions, etc."), inner: b.chapter_via["80G"] },
    { letter: "(j)", label: law.chapterItem("80TTA", "Interest on deposits in savings account"), inner: b.chapter_via["80TTA"] },
    { letter: "(k)", label: `Amount deductible under any other provision of ${law.chapter}`, inner: chapterOther },
    ...breakUp(b.chapter_via_other),
    { number: "11", label: `Aggregate of deductible amount under ${law.chapter} [10(d) + 10(e) + … + 10(k)]`, outer: b.chapter_via_total },
    { number: "12", label: "Total taxable income [9 − 11, rounded to the nearest ₹10]", outer: b.total_income, tone: "bold" },
    { number: "13", label: "Tax on total income", outer: view.tax.on_income },
    { number: "14", label: `Rebate under ${law.rebate}, if applicable`, outer: view.tax.rebate },
    { number: "15", label: "Surcharge, wherever applicable", outer: view.tax.surcharge },
    { number: "16", label: "Health and education cess", outer: view.tax.cess },
    { number: "17", label: "Tax payable [13 − 14 + 15 + 16, rounded to the nearest ₹10]", outer: view.tax.payable },
    { number: "18", label: `Less: Relief under ${law.relief}`, outer: b.relief },
    { number: "19", label: "Net tax payable [17 − 18]", outer: b.net_payable, tone: "bold" },
    { number: "20", label: "Less: tax deducted at source by this employer (month by month below)", outer: view.tds_total },
  ];
}

function labelX(sheet: Sheet, row: Row): number {
  return sheet.left + PAD + 2 + NUMBER + (row.letter === undefined ? 0 : LETTER);
}

function labelWidth(sheet: Sheet, row: Row): number {
  // A heading or a break-up line has no amount: its words may run across the amount columns.
  const columns = row.inner === undefined && row.outer === undefined ? 0 : 2 * COLUMN;
  return sheet.left + sheet.width - columns - PAD - 2 - 10 - labelX(sheet, row);
}

function rowStyle(row: Row): Style {
  return { size: SIZE, face: row.tone === "bold" ? "bold" : "regular", color: row.tone === "muted" ? MUTED : INK, gap: GAP };
}

function computationRowHeight(sheet: Sheet, row: Row): number {
  return measure(sheet.doc, row.label, labelWidth(sheet, row), rowStyle(row)) + ROW_PADDING_TIGHT;
}

function drawComputation(sheet: Sheet, view: Form16View, law: Law): void {
  const { left, width } = sheet;
  const rows = computationRows(view, law);
  const heights = rows.map((r) => computationRowHeight(sheet, r));
  const head = (continued: boolean) => {
    tableHeader(sheet, left, width, continued ? "Computation of income and tax (continued)" : "Computation of income and tax", ["Break-up", "Amount"], COLUMN);
    sheet.y += TABLE_HEADER_HEIGHT;
  };
  // Not kept together: moved whole to the next page it would leave the first nearly empty; it flows on instead.
  room(sheet, TABLE_HEADER_HEIGHT + sum(heights.slice(0, 4)));
  head(false);
  rows.forEach((row, i) => {
    const height = heights[i]!;
    // A heading goes with its first item: a page never ends on "1 Gross salary" alone.
    const next = row.head ? (heights[i + 1] ?? 0) : 0;
    if (room(sheet, height + next)) head(true);
    drawComputationRow(sheet, row, height, rows[i + 1]);
    sheet.y += height;
  });
}

function drawComputationRow(sheet: Sheet, row: Row, height: number, next: Row | undefined): void {
  const { doc, left, width } = sheet;
  const style = rowStyle(row);
  const top = sheet.y + ROW_TOP_TIGHT;
  if (row.number) line(doc, row.number, left + PAD + 2, top, NUMBER, { ...style, color: INK });
  if (row.letter) line(doc, row.letter, left + PAD + 2 + NUMBER, top, LETTER, { size: SIZE, color: MUTED });
  block(doc, row.label, labelX(sheet, row), top, labelWidth(sheet, row), style);
  const right = left + width - PAD - 2;
  if (row.inner !== undefined) line(doc, formatPaise(row.inner), right - 2 * COLUMN, top, COLUMN, { ...style, align: "right" });
  if (row.outer !== undefined) line(doc, formatPaise(row.outer), right - COLUMN, top, COLUMN, { ...style, align: "right" });
  // Items are ruled off across the table; the lines of a list only under their own text, so each list reads as one.
  const nextIsItem = next !== undefined && next.number === undefined;
  const from = nextIsItem ? labelX(sheet, next) : left;
  rule(doc, from, sheet.y + height, left + width - from);
}

// ─── Item 21: the balance ───────────────────────────────────────────────────────────────────────────────

function balanceText(view: Form16View): { title: string; amount: number } {
  const balance = view.part_b.net_payable - view.tds_total;
  if (balance > 0) return { title: view.provisional ? "Tax still to be deducted this year [19 − 20]" : "Balance tax payable by the employee [19 − 20]", amount: balance };
  if (balance < 0) return { title: "Tax deducted in excess, refundable [20 − 19]", amount: -balance };
  return { title: "Tax payable [19 − 20]: nil", amount: 0 };
}

function drawBalance(sheet: Sheet, view: Form16View): void {
  const { doc, left, width } = sheet;
  const { title, amount } = balanceText(view);
  const amountWidth = 130;
  const textWidth = width - amountWidth - 16 - PAD - 2 - NUMBER - 16;
  const words = paiseInWords(amount);
  const height = Math.max(46, 26 + measure(doc, words, textWidth, { size: 8 }) + 8);
  accentBox(sheet, height);
  const x = left + PAD + 2 + NUMBER;
  line(doc, "21", left + PAD + 2, sheet.y + 9, NUMBER, { face: "bold", size: 10, color: sheet.accent });
  line(doc, title, x, sheet.y + 9, textWidth, { face: "bold", size: 10, color: sheet.accent });
  block(doc, words, x, sheet.y + 26, textWidth, { size: 8 });
  line(doc, formatPaise(amount), left + width - amountWidth - PAD - 2, sheet.y + height / 2 - 10, amountWidth, { face: "bold", size: 16, color: sheet.accent, align: "right" });
  sheet.y += height + SPACE + 4;
}

// ─── Tax deducted month by month ────────────────────────────────────────────────────────────────────────

const MONTH_COLUMN = 110;

function drawMonths(sheet: Sheet, view: Form16View): void {
  const { doc, left, width } = sheet;
  const height = measure(doc, "Ag", width, { size: SIZE, gap: GAP }) + ROW_PADDING_TIGHT;
  const head = (continued: boolean) => {
    tableHeader(sheet, left, width, continued ? "Tax deducted month by month (continued)" : "Tax deducted month by month", ["Paid on", "Tax deducted"], MONTH_COLUMN);
    sheet.y += TABLE_HEADER_HEIGHT;
  };
  const rows = view.tds.length || 1;
  roomFor(sheet, TABLE_HEADER_HEIGHT + (rows + 1) * height, TABLE_HEADER_HEIGHT + Math.min(rows, 3) * height + height);
  head(false);
  const right = left + width - PAD - 2;
  const x = left + PAD + 2;
  if (view.tds.length === 0) {
    line(doc, "No tax was deducted in the period", x, sheet.y + ROW_TOP_TIGHT, width / 2, { size: SIZE, color: MUTED });
    sheet.y += height;
    rule(doc, left, sheet.y, width);
  }
  view.tds.forEach((month, i) => {
    if (room(sheet, height + (i === view.tds.length - 1 ? height : 0))) head(true);
    const top = sheet.y + ROW_TOP_TIGHT;
    line(doc, month.label ?? monthLabel(month.month), x, top, width - 2 * MONTH_COLUMN - 2 * PAD, { size: SIZE });
    const paid = month.paid_on ? formatDay(month.paid_on) : "Not yet paid";
    line(doc, paid, right - 2 * MONTH_COLUMN, top, MONTH_COLUMN, { size: SIZE, color: month.paid_on ? INK : MUTED, align: "right" });
    line(doc, formatPaise(month.amount), right - MONTH_COLUMN, top, MONTH_COLUMN, { size: SIZE, align: "right" });
    sheet.y += height;
    rule(doc, left, sheet.y, width);
  });
  rule(doc, left, sheet.y, width, INK, 0.8);
  const top = sheet.y + ROW_TOP_TIGHT;
  line(doc, "Total tax deducted [20 above]", x, top, width - MONTH_COLUMN - 2 * PAD, { face: "bold", size: SIZE });
  line(doc, formatPaise(view.tds_total), right - MONTH_COLUMN, top, MONTH_COLUMN, { face: "bold", size: SIZE, align: "right" });
  sheet.y += height + SPACE;
}

// ─── Working and verification ───────────────────────────────────────────────────────────────────────────

const BLANK = "________________";
const VERIFICATION = `I, ${BLANK}${BLANK}, son/daughter of ${BLANK}${BLANK}, working in the capacity of ${BLANK}${BLANK} (designation), do hereby certify that the information given above is true, complete and correct and is based on the books of account, documents, TDS statements and other available records.`;

function drawVerification(sheet: Sheet, view: Form16View): void {
  const { doc, left, width } = sheet;
  const style: Style = { size: 8.5, gap: 5 };
  const note = view.provisional ? "Provisional: not to be signed until the year's figures are final." : "";
  const text = measure(doc, VERIFICATION, width, style);
  const height = 20 + text + (note ? 14 : 0) + 12 + 84;
  room(sheet, height);
  heading(sheet, "Verification", left, width);
  sheet.y += 17;
  block(doc, VERIFICATION, left, sheet.y, width, style);
  sheet.y += text + 4;
  if (note) {
    line(doc, note, left, sheet.y, width, { face: "bold", size: 8, color: PROVISIONAL });
    sheet.y += 14;
  }
  sheet.y += 8;
  const column = 200;
  const blank = (label: string, y: number) => {
    line(doc, label, left, y, 40, { size: 8.5, color: MUTED });
    rule(doc, left + 40, y + 11, 150, INK, 0.6);
  };
  blank("Place", sheet.y + 10);
  blank("Date", sheet.y + 34);
  const sx = left + width - column;
  rule(doc, sx, sheet.y + 45, column, INK, 0.6);
  line(doc, "Signature of the person responsible for deduction of tax", sx, sheet.y + 49, column, { size: 7.5, color: MUTED });
  line(doc, "Full name", sx, sheet.y + 68, 44, { size: 7.5, color: MUTED });
  rule(doc, sx + 44, sheet.y + 78, column - 44, INK, 0.6);
  sheet.y += 84;
}
