// The full and final settlement statement as a PDF: A4, one page for a typical leaver, flowing onto more
// pages when the lines or their workings are long. Drawn from the SettlementView alone (no database, no
// network), with the payslip's machinery (pdf-kit.ts): the same font, password lock, colours and helpers.
import { formatDay, indiaDateOf } from "@vetan/shared/dates";
import { formatPaise, paiseInWords } from "@vetan/shared/money";
import { LEAVING_REASON_LABELS, type SettlementLineView, type SettlementView } from "@vetan/shared/settlements";
import {
  accentBox,
  block,
  type Doc,
  checkedLogo,
  documentHeader,
  type FactsLayout,
  factsBox,
  finish,
  GUTTER,
  INK,
  line,
  MUTED,
  measure,
  mix,
  newDocument,
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
  TABLE_HEADER_HEIGHT,
  tableHeader,
  use,
  workedOut,
} from "./pdf-kit.ts";

/** The colour of a settlement in which the employee owes the firm: a dark red that still prints as a grey. */
const OWED = "#9f1d1d";

/** Between sections. */
const SPACE = 10;

/** Renders one settlement statement; with a password, the PDF opens only with it. */
export async function renderSettlementPdf(view: SettlementView, options: PdfOptions = {}): Promise<Buffer> {
  const sheet = await newDocument({
    title: `Full and final settlement — ${view.employee.name}`,
    author: view.firm.name,
    subject: "Full and final settlement",
    password: options.password,
    what: "statement",
  });
  documentHeader(sheet, view.firm.name, { over: "Statement of", title: "Full and final settlement", note: statusNote(view) }, options.logo ? checkedLogo(options.logo) : null);
  drawPerson(sheet, view);
  drawLines(sheet, "Payable", view.lines.filter((l) => l.kind === "payable"), ["Taxable", "Exempt", "Amount"], {
    name: "Total payable",
    amounts: [view.totals.taxable, view.totals.exempt, view.totals.payable],
  });
  drawLines(sheet, "Recoverable", view.lines.filter((l) => l.kind === "recoverable"), ["Amount"], { name: "Total recoverable", amounts: [view.totals.recoverable] });
  drawNet(sheet, view);
  drawPayBy(sheet, view);
  workedOut(sheet, view.working, SPACE);
  drawSignatures(sheet, view);
  return finish(sheet, { text: "Computer-generated statement", numbers: "always" });
}

/** Whether the statement is final: a draft must not pass for the approved settlement. */
function statusNote(view: SettlementView): string {
  if (view.status === "paid" && view.paid_on) return `Paid on ${formatDay(view.paid_on)}`;
  if ((view.status === "approved" || view.status === "paid") && view.approved_at) return `Approved on ${formatDay(indiaDateOf(view.approved_at))}`;
  return "Draft: not yet approved";
}

// ─── The person ─────────────────────────────────────────────────────────────────────────────────────────

function days(n: number): string {
  return `${n} day${n === 1 ? "" : "s"}`;
}

function noticeServed(input: SettlementView["input"]): string {
  const served = days(input.notice_served_days);
  if (input.notice_served_days >= input.notice_required_days) return served;
  if (input.notice_waived) return `${served}; shortfall waived`;
  if (input.employer_shortfall) return `${served}; rest paid in lieu`;
  return served;
}

/** The person's box: tighter than the payslip's, to leave the lines and their workings room on the first page. */
const PERSON: FactsLayout = { top: 9, first: 23, row: 25, bottom: 0, after: SPACE, sizes: [9.5, 9, 8.5, 8] };

function drawPerson(sheet: Sheet, view: SettlementView): void {
  const e = view.employee;
  const facts: [string, string][][] = [
    [
      ["Designation", e.designation ?? "—"],
      ["Department", e.department ?? "—"],
      ["PAN", e.pan_masked ?? "—"],
      ["Joined on", formatDay(e.joining_date)],
    ],
    [
      ["Last working day", formatDay(e.last_working_day)],
      ["Reason for leaving", LEAVING_REASON_LABELS[view.input.reason] ?? view.input.reason],
      ["Notice required", days(view.input.notice_required_days)],
      ["Notice served", noticeServed(view.input)],
    ],
  ];
  factsBox(sheet, e.name, `Employee code ${e.code}`, facts, PERSON);
}

// ─── The lines ──────────────────────────────────────────────────────────────────────────────────────────

/** Each amount column; narrower than the payslip's so the line's name keeps room beside three of them. */
const COLUMN = 84;
const NAME_SIZE = 9;
const WORKING: Style = { size: 7, color: MUTED, gap: -1.2 };
const GAP = 0.5;

interface Row {
  name: string;
  amounts: (number | null)[];
  working: string;
}

/** A table of payable or recoverable lines: each with its amounts and, under it, its working; then the total. */
function drawLines(sheet: Sheet, title: string, lines: SettlementLineView[], labels: string[], total: { name: string; amounts: number[] }): void {
  const { doc, left, width } = sheet;
  const rows: Row[] = lines.map((l) => ({ name: l.name, amounts: labels.length === 3 ? [l.taxable, l.exempt, l.amount] : [l.amount], working: l.working.trim() }));
  const heights = rows.map((r) => rowHeight(doc, r, width, labels.length));
  const totalHeight = rowHeight(doc, { name: total.name, amounts: [], working: "" }, width, labels.length);
  const head = (continued: boolean) => {
    tableHeader(sheet, left, width, continued ? `${title} (continued)` : title, labels, COLUMN);
    sheet.y += TABLE_HEADER_HEIGHT;
  };
  roomFor(sheet, TABLE_HEADER_HEIGHT + sum(heights) + totalHeight, TABLE_HEADER_HEIGHT + sum(heights.slice(0, 2)) + totalHeight);
  head(false);
  if (rows.length === 0) {
    line(doc, "None", left + PAD + 2, sheet.y + ROW_TOP, width / 2, { size: NAME_SIZE, color: MUTED });
    sheet.y += totalHeight;
    rule(doc, left, sheet.y, width);
  }
  rows.forEach((row, i) => {
    const height = heights[i]!;
    // The total goes with the last rows: a page never ends on a table's head or starts with its total alone.
    if (room(sheet, height + (i === rows.length - 1 ? totalHeight : 0))) head(true);
    drawRow(sheet, row, height, labels.length, {});
    sheet.y += height;
  });
  drawRow(sheet, { name: total.name, amounts: total.amounts, working: "" }, totalHeight, labels.length, { face: "bold" }, true);
  sheet.y += totalHeight + SPACE;
}

function nameWidth(width: number, columns: number): number {
  return width - columns * COLUMN - 2 * PAD - 2;
}

/** The working spans the row's whole width under the name and the amounts, so a long one stays a few lines. */
function workingWidth(width: number): number {
  return width - 2 * (PAD + 2);
}

function rowHeight(doc: Doc, row: Row, width: number, columns: number): number {
  const name = measure(doc, row.name || " ", nameWidth(width, columns), { size: NAME_SIZE });
  // The small working's own descent pads the row below it, so it takes a little less padding.
  const working = row.working ? GAP + measure(doc, row.working, workingWidth(width), WORKING) - 0.5 : 0;
  return name + working + ROW_PADDING;
}

function drawRow(sheet: Sheet, row: Row, height: number, columns: number, style: Style, total = false): void {
  const { doc, left, width } = sheet;
  const x = left + PAD + 2;
  const top = sheet.y + ROW_TOP;
  block(doc, row.name, x, top, nameWidth(width, columns), { ...style, size: NAME_SIZE });
  row.amounts.forEach((amount, i) => {
    const right = left + width - PAD - 2 - (columns - 1 - i) * COLUMN;
    const text = amount === null ? "—" : formatPaise(amount);
    line(doc, text, right - COLUMN, top, COLUMN, { ...style, size: NAME_SIZE, color: amount === null ? MUTED : INK, align: "right" });
  });
  if (row.working) {
    const nameHeight = measure(doc, row.name, nameWidth(width, columns), { size: NAME_SIZE });
    block(doc, row.working, x, top + nameHeight + GAP, workingWidth(width), WORKING);
  }
  if (total) rule(doc, left, sheet.y, width, INK, 0.8);
  else rule(doc, left, sheet.y + height, width);
}

// ─── The net ────────────────────────────────────────────────────────────────────────────────────────────

function drawNet(sheet: Sheet, view: SettlementView): void {
  const { doc, left, width } = sheet;
  const { payable, recoverable, net } = view.totals;
  const owes = net < 0;
  const colour = owes ? OWED : sheet.accent;
  const amountWidth = 200;
  const textWidth = width - amountWidth - 40;
  const words = paiseInWords(Math.abs(net));
  const title = owes ? `The employee owes ${formatPaise(-net)}` : "Net payable to the employee";
  const sums = `Total payable ${formatPaise(payable)} less total recoverable ${formatPaise(recoverable)}`;
  const height = Math.max(56, 36 + measure(doc, words, textWidth, { size: 8.5 }) + 4);
  accentBox(sheet, height, colour, owes ? mix(OWED, 0.07) : sheet.tint);
  line(doc, title, left + 16, sheet.y + 9, textWidth, { face: "bold", size: 11, color: colour });
  line(doc, sums, left + 16, sheet.y + 24.5, textWidth, { size: 7.5, color: MUTED });
  block(doc, words, left + 16, sheet.y + 36, textWidth, { size: 8.5 });
  const right = left + width - amountWidth - 16;
  line(doc, owes ? "Net (owed by the employee)" : "Net", right, sheet.y + height / 2 - 19, amountWidth, { size: 7.5, color: MUTED, align: "right" });
  line(doc, formatPaise(net), right, sheet.y + height / 2 - 8, amountWidth, { face: "bold", size: 20, color: colour, align: "right" });
  sheet.y += height + SPACE;
}

// ─── Dates, working and signatures ──────────────────────────────────────────────────────────────────────

function drawPayBy(sheet: Sheet, view: SettlementView): void {
  const { doc, left, width } = sheet;
  // Gratuity's own date matters only when there is gratuity to pay.
  const gratuity = view.lines.some((l) => l.kind === "payable" && l.code === "GRATUITY" && l.amount > 0) && view.gratuity_pay_by;
  const side = gratuity ? 170 : 0;
  const x = left;
  const mainWidth = width - side - (gratuity ? GUTTER : 0);
  const working = view.pay_by_working.trim();
  const height = 17 + (working ? measure(doc, working, mainWidth, WORKING) : 0);
  room(sheet, height);
  dated(doc, "Pay by", view.pay_by, x, sheet.y, mainWidth);
  if (working) block(doc, working, x, sheet.y + 16, mainWidth, WORKING);
  if (gratuity) {
    const gx = left + width - side;
    dated(doc, "Gratuity pay by", view.gratuity_pay_by, gx, sheet.y, side);
    block(doc, "Within 30 days of its falling due", gx, sheet.y + 16, side, WORKING);
  }
  sheet.y += height + SPACE;
}

/** "Pay by 28 Nov 2026": the label quiet, the date bold. */
function dated(doc: Doc, label: string, day: string, x: number, y: number, width: number): void {
  line(doc, label, x, y + 1.5, width, { size: 8.5, color: MUTED });
  const at = use(doc, { size: 8.5 }).widthOfString(label) + 5;
  line(doc, formatDay(day), x + at, y, width - at, { face: "bold", size: 10.5 });
}

/** Blank space to sign in, the line, and under it who signs. */
const SIGNATURE_HEIGHT = 50;

function drawSignatures(sheet: Sheet, view: SettlementView): void {
  const { doc, left, width } = sheet;
  const blocks: { label: string; name: string }[] = [
    { label: "Prepared by", name: view.prepared_by ?? "" },
    { label: "Approved by", name: view.approved_by ?? "" },
    { label: "Received by the employee", name: view.employee.name },
  ];
  room(sheet, SIGNATURE_HEIGHT);
  const gutter = 24;
  const column = (width - 2 * gutter) / 3;
  const signAt = sheet.y + 24;
  blocks.forEach(({ label, name }, i) => {
    const x = left + i * (column + gutter);
    rule(doc, x, signAt, column, INK, 0.6);
    line(doc, label, x, signAt + 4, column, { size: 7.5, color: MUTED });
    if (name) line(doc, name, x, signAt + 14, column, { face: "bold", size: 9 });
  });
  sheet.y += SIGNATURE_HEIGHT;
}
