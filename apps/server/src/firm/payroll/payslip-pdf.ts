// A payslip as a PDF: A4, one page for a normal payslip, optionally locked with the password people in India
// expect. Everything is drawn from the PayslipView alone (no database, no network) and nothing remote is
// embedded: the font ships in node_modules and a logo, if any, arrives as bytes.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { formatDay, indiaDateOf, isRealDay } from "@vetan/shared/dates";
import { formatPaise } from "@vetan/shared/money";
import { monthLabel, type PayslipView, taxYearOf } from "@vetan/shared/payroll";
import PDFDocument from "pdfkit";

export interface PayslipPdfOptions {
  /** Opening password; none (null or absent) leaves the PDF unencrypted. See payslipPassword. */
  password?: string | null;
  /** The firm's logo, PNG or JPEG bytes. */
  logo?: Buffer | null;
  /** One accent colour, "#rrggbb" or "#rgb"; everything else is greyscale. */
  accent?: string;
}

// ─── Fonts ──────────────────────────────────────────────────────────────────────────────────────────────

/** The slice of fontkit used here: it ships no types, and a parsed font is all pdfkit needs from it. */
interface FontkitFont {
  readonly postscriptName: string;
  layout(text: string): unknown;
}
interface Fontkit {
  create(data: Uint8Array): FontkitFont;
}

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      // @types/pdfkit lists only paths and bytes, but pdfkit also takes an already parsed fontkit font
      // (PDFFontFactory.open accepts anything with a layout function), which is how the parse is shared.
      registerFont(name: string, src: FontkitFont): this;
    }
  }
}

/** Noto Sans Devanagari: Latin, ₹ and Devanagari in one face, so a Hindi name needs no fallback font. */
const FACE_FILES = {
  regular: "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf",
} as const;
type Face = keyof typeof FACE_FILES;
type Faces = Record<Face, FontkitFont>;

const parses: Record<Face, number> = { regular: 0, bold: 0 };
let faces: Promise<Faces> | undefined;

/** How many times each face has been parsed in this process: once, however many payslips are drawn. */
export function payslipFontParses(): Readonly<Record<Face, number>> {
  return { ...parses };
}

/**
 * Both faces, parsed once per process. Registering a font by path or bytes makes pdfkit parse it again for
 * every document (about 95 ms each); a parsed font is shared, and each document still embeds only a subset.
 */
function loadFaces(): Promise<Faces> {
  faces ??= parseFaces().catch((error: unknown) => {
    faces = undefined; // a failed load (a missing file) is retried, not remembered
    throw error;
  });
  return faces;
}

async function parseFaces(): Promise<Faces> {
  const fontkit = await importFontkit();
  const resolve = createRequire(import.meta.url).resolve; // from this file, so any working directory will do
  const parse = (face: Face): FontkitFont => {
    parses[face]++;
    return fontkit.create(readFileSync(resolve(FACE_FILES[face])));
  };
  return { regular: parse("regular"), bold: parse("bold") };
}

/**
 * fontkit is pdfkit's own dependency. Imported as ESM, it is the very module instance pdfkit uses; the
 * specifier is a variable only because fontkit has no type declarations, and the result is typed here.
 */
async function importFontkit(): Promise<Fontkit> {
  const specifier: string = "fontkit";
  const loaded: unknown = await import(specifier);
  if (!isFontkit(loaded)) throw new Error("fontkit has no create function; is pdfkit installed?");
  return loaded;
}

function isFontkit(value: unknown): value is Fontkit {
  return typeof value === "object" && value !== null && "create" in value && typeof value.create === "function";
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

/** Indigo 800, the product's brand colour (apps/web/app/styles/app.css). */
const BRAND = "#312e81";

const INK = "#1a1a1a";
const MUTED = "#666666";
const RULE = "#d4d4d4";
const FILL = "#f4f4f4";

const MARGIN = 40;
const FOOTER_SPACE = 24;
const GUTTER = 16;
const AMOUNT_WIDTH = 96;
const PAD = 4;

type Doc = PDFKit.PDFDocument;

interface Style {
  face?: Face;
  size?: number;
  color?: string;
}

/** The drawing state: one document, its colours, and how far down the page it has got. */
interface Sheet {
  doc: Doc;
  accent: string;
  tint: string;
  y: number;
  left: number;
  width: number;
}

/** Renders one payslip; with a password, the PDF opens only with it and an owner password nobody knows. */
export async function renderPayslipPdf(view: PayslipView, options: PayslipPdfOptions = {}): Promise<Buffer> {
  const accent = normaliseHex(options.accent ?? BRAND);
  const logo = options.logo ? checkedLogo(options.logo) : null;
  const { regular, bold } = await loadFaces();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true, // footers go on last, once the page count is known
    info: { Title: `Payslip ${monthLabel(view.run.month)} — ${view.employee.name}`, Author: view.firm.name, Subject: "Payslip", Creator: "Vetan" },
    lang: "en-IN",
    displayTitle: true,
    ...encryption(options.password),
  });
  const bytes = collect(doc);
  doc.registerFont("regular", regular).registerFont("bold", bold).font("regular");
  const sheet: Sheet = { doc, accent, tint: mix(accent, 0.08), y: MARGIN, left: MARGIN, width: doc.page.width - 2 * MARGIN };
  drawHeader(sheet, view, logo);
  drawEmployee(sheet, view);
  drawPay(sheet, view);
  drawNet(sheet, view);
  drawEmployerAndYtd(sheet, view);
  drawTax(sheet, view);
  drawWarnings(sheet, view.warnings);
  drawFooters(doc);
  doc.end();
  return bytes;
}

/** The document's options for a password: AES-128 (PDF 1.7) readable by every viewer, printing allowed. */
function encryption(password: string | null | undefined): Partial<PDFKit.PDFDocumentOptions> {
  if (password === null || password === undefined) return {};
  // An empty password would silently leave the file open to anyone; pdfkit cannot encode beyond Latin-1.
  if (password === "") throw new RangeError("A payslip password cannot be empty.");
  if (/[^\u0020-\u00ff]/.test(password)) throw new RangeError("A payslip password can hold only Latin letters, digits and symbols.");
  return {
    pdfVersion: "1.7",
    userPassword: password,
    // Random and thrown away: the person can open and print their payslip but nobody can lift the restrictions.
    ownerPassword: randomBytes(24).toString("base64url"),
    permissions: { printing: "highResolution", copying: false, modifying: false, annotating: false, fillingForms: false, documentAssembly: false, contentAccessibility: true },
  };
}

/** The PDF's bytes once the document ends. */
function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

function normaliseHex(colour: string): string {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m?.[1]) throw new RangeError(`The accent colour must be a hex colour like ${BRAND}.`);
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  return `#${hex.toLowerCase()}`;
}

/** The colour at `share` strength over white: a pale fill of the accent that still prints in greyscale. */
function mix(hex: string, share: number): string {
  const channel = (i: number) => Math.round(255 - (255 - Number.parseInt(hex.slice(i, i + 2), 16)) * share);
  return `#${[1, 3, 5].map((i) => channel(i).toString(16).padStart(2, "0")).join("")}`;
}

/** pdfkit takes PNG and JPEG only; saying so beats its "Unknown image format". */
function checkedLogo(logo: Buffer): Buffer {
  const png = logo.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = logo[0] === 0xff && logo[1] === 0xd8;
  if (!png && !jpeg) throw new RangeError("The logo must be a PNG or JPEG image.");
  return logo;
}

// ─── Drawing helpers ────────────────────────────────────────────────────────────────────────────────────

function use(doc: Doc, { face = "regular", size = 9, color = INK }: Style): Doc {
  return doc.font(face).fontSize(size).fillColor(color);
}

/** One line of text, cut short with an ellipsis rather than wrapped (so it can never push onto a new page). */
function line(doc: Doc, text: string, x: number, y: number, width: number, style: Style & { align?: "left" | "right" | "center" } = {}): void {
  spoken(doc, text, () => {
    const height = use(doc, style).currentLineHeight(true); // in this style's size, so one line and no more
    doc.text(text, x, y, { width, align: style.align ?? "left", lineBreak: false, ellipsis: true, height });
  });
}

/** Wrapped text; the caller has measured it and made room. */
function block(doc: Doc, text: string, x: number, y: number, width: number, style: Style = {}): void {
  spoken(doc, text, () => use(doc, style).text(text, x, y, { width, lineGap: 1 }));
}

const INDIC = /[\u0900-\u097f]/;

/**
 * Devanagari is shaped: glyphs are reordered (the i-matra is drawn before its consonant) and merged into
 * conjuncts, so text copied or searched glyph by glyph reads "िप्रया" for "प्रिया". An ActualText span gives
 * readers and screen readers the text as typed.
 */
function spoken(doc: Doc, text: string, draw: () => void): void {
  if (!INDIC.test(text)) {
    draw();
    return;
  }
  doc.markContent("Span", { actual: text });
  draw();
  doc.endMarkedContent();
}

function measure(doc: Doc, text: string, width: number, style: Style = {}): number {
  return use(doc, style).heightOfString(text, { width, lineGap: 1 });
}

function rule(doc: Doc, x: number, y: number, width: number, color = RULE, thickness = 0.6): void {
  doc.save().moveTo(x, y).lineTo(x + width, y).lineWidth(thickness).strokeColor(color).stroke().restore();
}

function box(doc: Doc, x: number, y: number, width: number, height: number, color: string): void {
  doc.save().rect(x, y, width, height).fill(color).restore();
}

/** Makes room for `height` points, starting a new page if this one has not got them. */
function room(sheet: Sheet, height: number): boolean {
  const bottom = sheet.doc.page.height - MARGIN - FOOTER_SPACE;
  if (sheet.y + height <= bottom) return false;
  sheet.doc.addPage();
  sheet.y = MARGIN;
  return true;
}

/** Room for a table: all of it if it fits on a page (kept together), else its first rows (it then flows on). */
function roomFor(sheet: Sheet, whole: number, start: number): boolean {
  const page = sheet.doc.page.height - 2 * MARGIN - FOOTER_SPACE;
  return room(sheet, whole <= page ? whole : start);
}

function heading(sheet: Sheet, text: string, x: number, width: number): void {
  line(sheet.doc, text, x, sheet.y, width, { face: "bold", size: 10, color: sheet.accent });
}

// ─── Sections ───────────────────────────────────────────────────────────────────────────────────────────

const HEADER_HEIGHT = 44;
const LOGO_WIDTH = 96;

function drawHeader(sheet: Sheet, view: PayslipView, logo: Buffer | null): void {
  const { doc, left, width } = sheet;
  const titleWidth = 190;
  let nameX = left;
  if (logo) {
    doc.image(logo, left, sheet.y, { fit: [LOGO_WIDTH, HEADER_HEIGHT], valign: "center" });
    nameX += LOGO_WIDTH + 12;
  }
  const name = view.firm.name;
  const nameWidth = left + width - titleWidth - GUTTER - nameX;
  const size = firmNameSize(doc, name, nameWidth);
  const nameHeight = Math.min(measure(doc, name, nameWidth, { face: "bold", size }), HEADER_HEIGHT);
  const nameY = logo ? sheet.y + (HEADER_HEIGHT - nameHeight) / 2 : sheet.y;
  spoken(doc, name, () => use(doc, { face: "bold", size }).text(name, nameX, nameY, { width: nameWidth, height: HEADER_HEIGHT, ellipsis: true, lineGap: 1 }));
  const titleX = left + width - titleWidth;
  line(doc, "Payslip for", titleX, sheet.y, titleWidth, { size: 8.5, color: MUTED, align: "right" });
  line(doc, monthLabel(view.run.month), titleX, sheet.y + 11, titleWidth, { face: "bold", size: 15, color: sheet.accent, align: "right" });
  line(doc, releaseNote(view.run), titleX, sheet.y + 32, titleWidth, { size: 8, color: MUTED, align: "right" });
  sheet.y += HEADER_HEIGHT + 10;
  rule(doc, left, sheet.y, width, sheet.accent, 1.5);
  sheet.y += 12;
}

/** The largest size at which the firm's name fits the header; a name too long even at 10 points is cut short. */
function firmNameSize(doc: Doc, name: string, width: number): number {
  return [15, 13.5, 12, 11].find((size) => measure(doc, name, width, { face: "bold", size }) <= HEADER_HEIGHT) ?? 10;
}

/** Whether the payslip is final: a draft seen by payroll staff must not pass for the real thing. */
function releaseNote(run: PayslipView["run"]): string {
  if (run.released_at) return `Released on ${formatDay(indiaDateOf(run.released_at))}`;
  return "Draft: not yet released";
}

function drawEmployee(sheet: Sheet, view: PayslipView): void {
  const { doc, left, width } = sheet;
  const e = view.employee;
  const cells: [string, string][][] = [
    [
      ["Designation", e.designation ?? "—"],
      ["Department", e.department ?? "—"],
      ["PAN", e.pan_masked ?? "—"],
      ["UAN", e.uan ?? "—"],
    ],
    [
      ["Days in month", String(view.days.in_month)],
      ["Days employed", String(view.days.employed)],
      ["Payable days", String(view.days.payable)],
      ["Loss-of-pay days", String(view.days.lop)],
    ],
  ];
  const inner = width - 2 * 12;
  const cellWidth = inner / 4;
  const height = 12 + 20 + cells.length * 28 + 4;
  room(sheet, height);
  box(doc, left, sheet.y, width, height, FILL);
  const top = sheet.y + 10;
  line(doc, e.name, left + 12, top, inner - 150, { face: "bold", size: 12 });
  line(doc, `Employee code ${e.code}`, left + 12 + inner - 150, top + 3, 150, { size: 9, color: MUTED, align: "right" });
  cells.forEach((row, r) => {
    const y = top + 24 + r * 28;
    row.forEach(([label, value], c) => {
      const x = left + 12 + c * cellWidth;
      line(doc, label, x, y, cellWidth - 8, { size: 7.5, color: MUTED });
      line(doc, value, x, y + 10, cellWidth - 8, { size: 9.5 });
    });
  });
  sheet.y += height + 16;
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

/** A table's title on a pale band of the accent, with "Amount" over the amounts unless `amounts` is false. */
function tableHeader(sheet: Sheet, x: number, width: number, title: string, amounts = true): void {
  box(sheet.doc, x, sheet.y, width, 20, sheet.tint);
  line(sheet.doc, title, x + PAD + 2, sheet.y + 4.5, width - (amounts ? AMOUNT_WIDTH : 0) - 2 * PAD, { face: "bold", size: 9.5, color: sheet.accent });
  if (amounts) line(sheet.doc, "Amount", x + width - AMOUNT_WIDTH - PAD - 2, sheet.y + 5.5, AMOUNT_WIDTH, { size: 8, color: sheet.accent, align: "right" });
}

// The face's line box is tall (its descent leaves room below Devanagari), so Latin text sits high in it:
// half a point more above than below centres it in the row.
const ROW_TOP = PAD + 0.5;
const ROW_PADDING = 2 * PAD;

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

function drawNet(sheet: Sheet, view: PayslipView): void {
  const { doc, left, width } = sheet;
  const amountWidth = 200;
  const wordsWidth = width - amountWidth - 40;
  const words = view.net_in_words;
  const height = Math.max(54, 34 + measure(doc, words, wordsWidth, { size: 8.5 }) + 8);
  room(sheet, height);
  box(doc, left, sheet.y, width, height, sheet.tint);
  box(doc, left, sheet.y, 4, height, sheet.accent);
  line(doc, "Net pay", left + 16, sheet.y + 10, wordsWidth, { face: "bold", size: 11, color: sheet.accent });
  line(doc, "Gross earnings less total deductions", left + 16 + 50, sheet.y + 12.5, wordsWidth - 50, { size: 7.5, color: MUTED });
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

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
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
  tableHeader(sheet, left, width, "Income tax projection", false);
  sheet.y += 20;
  const cellWidth = width / cells.length;
  cells.forEach(([label, value], i) => {
    const x = left + i * cellWidth + PAD + 2;
    line(doc, label, x, sheet.y + 6, cellWidth - 8, { size: 7.5, color: MUTED });
    line(doc, value, x, sheet.y + 17, cellWidth - 8, { face: "bold", size: 9.5 });
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

/** The footer on every page, with page numbers when there is more than one. */
function drawFooters(doc: Doc): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN - 10;
    const width = doc.page.width - 2 * MARGIN;
    rule(doc, MARGIN, y - 6, width);
    line(doc, "Computer-generated payslip; no signature is required.", MARGIN, y, width, { size: 7.5, color: MUTED, align: "center" });
    if (count > 1) line(doc, `Page ${i - start + 1} of ${count}`, MARGIN, y, width, { size: 7.5, color: MUTED, align: "right" });
  }
}
