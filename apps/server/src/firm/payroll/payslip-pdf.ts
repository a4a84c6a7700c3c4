// A payslip as a PDF: A4, one page for a normal payslip, optionally locked with the password people in India
// expect. Everything is drawn from the PayslipView alone (no database, no network) and nothing remote is
// embedded: the font ships in node_modules and a logo, if any, arrives as bytes. The machinery (fonts, password,
// drawing helpers) is shared with the other documents in pdf-kit.ts.
import { formatDay, indiaDateOf, isRealDay } from "@vetan/shared/dates";
import { formatPaise } from "@vetan/shared/money";
import { monthLabel, type PayslipView, runLabel, taxYearOf } from "@vetan/shared/payroll";
import {
  AMOUNT_WIDTH,
  checkedLogo,
  accentBox,
  BRAND,
  block,
  type Doc,
  documentHeader,
  type FactsLayout,
  fact,
  factsBox,
  finish,
  fontParses,
  GUTTER,
  heading,
  INK,
  line,
  MUTED,
  measure,
  newDocument,
  normaliseHex,
  type PdfOptions,
  PAD,
  ROW_PADDING,
  ROW_TOP,
  room,
  roomFor,
  rule,
  type Sheet,
  type Style,
  sum,
  tableHeader,
} from "./pdf-kit.ts";

export interface PayslipPdfOptions extends PdfOptions {
  /** One accent colour, "#rrggbb" or "#rgb"; everything else is greyscale. */
  accent?: string;
}

/** How many times each face has been parsed in this process: once, however many payslips are drawn. */
export function payslipFontParses(): Readonly<Record<"regular" | "bold", number>> {
  return fontParses();
}

// ─── Password ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * The opening password for a person's payslip PDFs. Indian payroll products (and banks and the tax department
 * for their statements) all use the first five characters of the PAN in capitals followed by the date of birth
 * as DDMMYYYY, so people already know it without being told it: ABCDE1234F born 1990-01-31 → ABCDE31011990.
 * Without a PAN the employee code takes its place; without a date of birth it is the code alone (a PAN prefix
 * alone would be five characters, three of them the same for every individual).
 */
export function payslipPassword(person: { pan: string | null; dateOfBirth: string | null; code: string }): string {
  const code = person.code.trim().toUpperCase();
  const born = ddmmyyyy(person.dateOfBirth);
  if (!born) return code;
  const pan = person.pan?.trim().toUpperCase() ?? "";
  return `${pan.length >= 5 ? pan.slice(0, 5) : code}${born}`;
}

/** "1990-01-31" → "31011990"; null for anything that is not a real day. */
function ddmmyyyy(day: string | null): string | null {
  const ymd = day?.trim().slice(0, 10) ?? "";
  if (!isRealDay(ymd)) return null;
  const [y, m, d] = ymd.split("-");
  return `${d}${m}${y}`;
}

// ─── Rendering ──────────────────────────────────────────────────────────────────────────────────────────

/** Renders one payslip; with a password, the PDF opens only with it and an owner password nobody knows. */
export async function renderPayslipPdf(view: PayslipView, options: PayslipPdfOptions = {}): Promise<Buffer> {
  const accent = normaliseHex(options.accent ?? BRAND);
  const logo = options.logo ? checkedLogo(options.logo) : null;
  const sheet = await newDocument({
    title: `Payslip ${runLabel(view.run)} — ${view.employee.name}`,
    author: view.firm.name,
    subject: "Payslip",
    password: options.password,
    what: "payslip",
    accent,
  });
  drawHeader(sheet, view, logo);
  drawEmployee(sheet, view);
  drawPay(sheet, view);
  drawReimbursements(sheet, view);
  drawNet(sheet, view);
  drawEmployerAndYtd(sheet, view);
  drawTax(sheet, view);
  drawWarnings(sheet, view.warnings);
  return finish(sheet, { text: "Computer-generated payslip; no signature is required.", numbers: "when-many" });
}


// ─── Sections ───────────────────────────────────────────────────────────────────────────────────────────

function drawHeader(sheet: Sheet, view: PayslipView, logo: Buffer | null): void {
  documentHeader(sheet, view.firm.name, { over: view.run.title ? `Off-cycle payslip: ${view.run.title}` : "Payslip for", title: monthLabel(view.run.month), note: releaseNote(view.run) }, logo);
}

/** Whether the payslip is final: a draft seen by payroll staff must not pass for the real thing. */
function releaseNote(run: PayslipView["run"]): string {
  if (run.released_at) return `Released on ${formatDay(indiaDateOf(run.released_at))}`;
  return "Draft: not yet released";
}

/** The person's box: roomy, as a payslip has space to spare on its page. */
const EMPLOYEE: FactsLayout = { top: 10, first: 24, row: 28, bottom: 2, after: 16 };

function drawEmployee(sheet: Sheet, view: PayslipView): void {
  const e = view.employee;
  const facts: [string, string][][] = [
    [
      ["Designation", e.designation ?? "—"],
      ["Department", e.department ?? "—"],
      ["PAN", e.pan_masked ?? "—"],
      ["UAN", e.uan ?? "—"],
    ],
    // An off-cycle payslip pays no days: it says what it is instead.
    view.run.title
      ? [
          ["Payment", "Off-cycle"],
          ["Tax month", monthLabel(view.run.month)],
          ["Payable days", "—"],
          ["Loss-of-pay days", "—"],
        ]
      : [
          ["Days in month", String(view.days.in_month)],
          ["Days employed", String(view.days.employed)],
          ["Payable days", String(view.days.payable)],
          ["Loss-of-pay days", String(view.days.lop)],
        ],
  ];
  factsBox(sheet, e.name, `Employee code ${e.code}`, facts, EMPLOYEE);
}

/** Earnings and deductions side by side, row for row, each with its total. */
function drawPay(sheet: Sheet, view: PayslipView): void {
  const half = (sheet.width - GUTTER) / 2;
  const columns = [
    { x: sheet.left, title: "Earnings", lines: view.earnings, total: ["Gross earnings", view.totals.gross] as const },
    { x: sheet.left + half + GUTTER, title: "Deductions", lines: view.deductions, total: ["Total deductions", view.totals.deductions] as const },
  ];
  const rows = Array.from({ length: Math.max(view.earnings.length, view.deductions.length, 1) }, (_, i) => {
    const cells = columns.map((c): Cell | null => c.lines[i] ?? (i === 0 && c.lines.length === 0 ? NONE : null));
    return { cells, height: Math.max(...cells.map((cell) => rowHeight(sheet.doc, cell?.name ?? "", half))) };
  });
  const totalHeight = rowHeight(sheet.doc, "", half);
  const tableHead = (continued: boolean) => {
    for (const c of columns) tableHeader(sheet, c.x, half, continued ? `${c.title} (continued)` : c.title);
    sheet.y += 20;
  };
  roomFor(sheet, 20 + sum(rows.map((r) => r.height)) + totalHeight, 20 + sum(rows.slice(0, 3).map((r) => r.height)));
  tableHead(false);
  for (const { cells, height } of rows) {
    // The totals go with the last rows: a page never ends on a table's head or starts with its totals alone.
    if (room(sheet, height + totalHeight)) tableHead(true);
    cells.forEach((cell, k) => {
      if (cell) tableRow(sheet, columns[k]!.x, half, cell.name, cell.amount, height, {});
    });
    sheet.y += height;
  }
  for (const c of columns) tableRow(sheet, c.x, half, c.total[0], c.total[1], totalHeight, { face: "bold" }, true);
  sheet.y += totalHeight + 12;
}

interface Cell {
  name: string;
  amount: number | null;
}

/** What an empty table shows, so it does not look as if something failed to print. */
const NONE: Cell = { name: "None", amount: null };

function rowHeight(doc: Doc, name: string, width: number): number {
  return measure(doc, name || " ", width - AMOUNT_WIDTH - 3 * PAD - 2, { size: 9 }) + ROW_PADDING;
}

/** A row of a table: a name that wraps and an amount on the right; `total` rules it off above. */
function tableRow(sheet: Sheet, x: number, width: number, name: string, amount: number | null, height: number, style: Style, total = false): void {
  const { doc } = sheet;
  const nameWidth = width - AMOUNT_WIDTH - 3 * PAD - 2;
  const muted = amount === null;
  block(doc, name, x + PAD + 2, sheet.y + ROW_TOP, nameWidth, { ...style, color: muted ? MUTED : INK });
  if (amount !== null) line(doc, formatPaise(amount), x + width - AMOUNT_WIDTH - PAD - 2, sheet.y + ROW_TOP, AMOUNT_WIDTH, { ...style, align: "right" });
  if (total) rule(doc, x, sheet.y, width, INK, 0.8);
  else rule(doc, x, sheet.y + height, width);
}

/** Expense claims reimbursed with the salary: their own table, apart from earnings (not wages, not income). */
function drawReimbursements(sheet: Sheet, view: PayslipView): void {
  if (view.reimbursements.length === 0) return;
  const width = sheet.width;
  const heights = view.reimbursements.map((l) => rowHeight(sheet.doc, l.name, width));
  const total = rowHeight(sheet.doc, "", width);
  roomFor(sheet, 20 + sum(heights) + total, 20 + (heights[0] ?? total) + total);
  tableHeader(sheet, sheet.left, width, "Reimbursements (not pay: no PF, ESI or tax)");
  sheet.y += 20;
  view.reimbursements.forEach((l, i) => {
    tableRow(sheet, sheet.left, width, l.name, l.amount, heights[i] ?? total, {});
    sheet.y += heights[i] ?? total;
  });
  tableRow(sheet, sheet.left, width, "Total reimbursed", view.totals.reimbursements, total, { face: "bold" }, true);
  sheet.y += total + 12;
}

function drawNet(sheet: Sheet, view: PayslipView): void {
  const { doc, left, width } = sheet;
  const amountWidth = 200;
  const wordsWidth = width - amountWidth - 40;
  const words = view.net_in_words;
  const height = Math.max(54, 34 + measure(doc, words, wordsWidth, { size: 8.5 }) + 8);
  accentBox(sheet, height);
  line(doc, "Net pay", left + 16, sheet.y + 10, wordsWidth, { face: "bold", size: 11, color: sheet.accent });
  line(doc, view.reimbursements.length > 0 ? "Gross earnings less total deductions, plus reimbursements" : "Gross earnings less total deductions", left + 16 + 50, sheet.y + 12.5, wordsWidth - 50, { size: 7.5, color: MUTED });
  block(doc, words, left + 16, sheet.y + 28, wordsWidth, { size: 8.5, color: INK });
  line(doc, formatPaise(view.totals.net), left + width - amountWidth - 16, sheet.y + height / 2 - 14, amountWidth, { face: "bold", size: 20, color: sheet.accent, align: "right" });
  sheet.y += height + 16;
}

/** The employer's contributions with the cost to company, beside the year to date. */
function drawEmployerAndYtd(sheet: Sheet, view: PayslipView): void {
  const half = (sheet.width - GUTTER) / 2;
  const employer: Cell[] = view.employer.length ? view.employer : [NONE];
  const heights = employer.map((cell) => rowHeight(sheet.doc, cell.name, half));
  const single = rowHeight(sheet.doc, "", half);
  const ytdHeight = 4 * single;
  roomFor(sheet, 20 + Math.max(sum(heights) + 2 * single, ytdHeight), 20 + ytdHeight);
  const pages = sheet.doc.bufferedPageRange().count;
  const top = sheet.y + 20;
  drawYtd(sheet, view, sheet.left + half + GUTTER, half, single);
  sheet.y = top - 20;
  tableHeader(sheet, sheet.left, half, "Employer contributions");
  sheet.y = top;
  employer.forEach(({ name, amount }, i) => {
    if (room(sheet, heights[i]! + 2 * single)) {
      tableHeader(sheet, sheet.left, half, "Employer contributions (continued)");
      sheet.y += 20;
    }
    tableRow(sheet, sheet.left, half, name, amount, heights[i]!, {});
    sheet.y += heights[i]!;
  });
  tableRow(sheet, sheet.left, half, "Total contributions", view.totals.employer, single, { face: "bold" }, true);
  sheet.y += single;
  tableRow(sheet, sheet.left, half, "Cost to company (month)", view.totals.ctc, single, { face: "bold" }, true);
  sheet.y += single;
  // The year to date stays where it began, so only while still on that page can it be the longer column.
  if (sheet.doc.bufferedPageRange().count === pages) sheet.y = Math.max(sheet.y, top + ytdHeight);
  sheet.y += 16;
}

/** The tax year's totals so far, this month included, starting at the current height. */
function drawYtd(sheet: Sheet, view: PayslipView, x: number, width: number, height: number): void {
  const fy = Number(taxYearOf(view.run.month).slice(0, 4));
  tableHeader(sheet, x, width, `Year to date (FY ${fy}–${String(fy + 1).slice(2)})`);
  sheet.y += 20;
  const rows: [string, number][] = [
    ["Gross earnings", view.ytd.gross],
    ["Income tax (TDS)", view.ytd.tds],
    ["Provident fund", view.ytd.pf],
    ["Professional tax", view.ytd.pt],
  ];
  for (const [name, amount] of rows) {
    tableRow(sheet, x, width, name, amount, height, {});
    sheet.y += height;
  }
}

function drawTax(sheet: Sheet, view: PayslipView): void {
  const { doc, left, width } = sheet;
  const t = view.tax;
  const cells: [string, string][] = [
    ["Regime", t.regime === "new" ? "New regime" : "Old regime"],
    ["Taxable income (year)", formatPaise(t.taxable_income)],
    ["Tax for the year", formatPaise(t.annual_tax)],
    ["Deducted this month", formatPaise(t.this_month)],
    ["Months remaining", String(t.remaining_months)],
  ];
  room(sheet, 20 + 40 + 16);
  tableHeader(sheet, left, width, "Income tax projection", []);
  sheet.y += 20;
  const cellWidth = width / cells.length;
  cells.forEach(([label, value], i) => {
    fact(doc, label, value, left + i * cellWidth + PAD + 2, sheet.y + 6, cellWidth - 8, { face: "bold", drop: 11 });
  });
  sheet.y += 36;
  rule(doc, left, sheet.y, width);
  sheet.y += 16;
}

function drawWarnings(sheet: Sheet, warnings: string[]): void {
  if (warnings.length === 0) return;
  const { doc, left, width } = sheet;
  room(sheet, 20 + measure(doc, warnings[0] ?? "", width - 16, { size: 8.5 }) + 8);
  heading(sheet, "Notes", left, width);
  sheet.y += 16;
  for (const warning of warnings) {
    const height = measure(doc, warning, width - 16, { size: 8.5 }) + 3;
    room(sheet, height);
    line(doc, "•", left + 2, sheet.y, 10, { size: 8.5, color: MUTED });
    block(doc, warning, left + 14, sheet.y, width - 16, { size: 8.5, color: MUTED });
    sheet.y += height;
  }
  sheet.y += 10;
}
