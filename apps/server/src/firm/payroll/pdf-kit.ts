// What every PDF the firm hands a person is drawn with (the payslip, the full and final settlement, Form 16):
// the font, parsed once per process; the password lock; the colours; the small drawing helpers that keep text
// on one line or wrap it, give Devanagari its text as typed, make room on the page and put the footers on; and
// the blocks the documents have in common, so that they look like one family and are changed in one place.
// Nothing remote is embedded: the font ships in node_modules.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

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
export type Face = keyof typeof FACE_FILES;
type Faces = Record<Face, FontkitFont>;

const parses: Record<Face, number> = { regular: 0, bold: 0 };
let faces: Promise<Faces> | undefined;

/** How many times each face has been parsed in this process: once, however many documents are drawn. */
export function fontParses(): Readonly<Record<Face, number>> {
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

// ─── The document ───────────────────────────────────────────────────────────────────────────────────────

/** Indigo 800, the product's brand colour (apps/web/app/styles/app.css). */
export const BRAND = "#312e81";

export const INK = "#1a1a1a";
export const MUTED = "#666666";
export const RULE = "#d4d4d4";
export const FILL = "#f4f4f4";

export const MARGIN = 40;
export const FOOTER_SPACE = 24;
export const GUTTER = 16;
export const AMOUNT_WIDTH = 96;
export const PAD = 4;

export type Doc = PDFKit.PDFDocument;

export interface Style {
  face?: Face;
  size?: number;
  color?: string;
  /**
   * Extra space between wrapped lines (1 unless given). The face's line box is tall, to leave room for
   * Devanagari above and below, so small Latin text reads better with a negative gap.
   */
  gap?: number;
}

/** The drawing state: one document, its colours, how far down the page it has got, and its bytes to come. */
export interface Sheet {
  doc: Doc;
  accent: string;
  tint: string;
  y: number;
  left: number;
  width: number;
  /** The PDF's bytes, once `finish` has ended the document. */
  bytes: Promise<Buffer>;
}

/** What every renderer takes from its caller. */
export interface PdfOptions {
  /** Opening password; none (null or absent) leaves the PDF unencrypted. For a person's documents, see payslipPassword. */
  password?: string | null;
  /** The firm's logo, PNG or JPEG bytes, at the top left of the first page. */
  logo?: Buffer | null;
}

/** pdfkit takes PNG and JPEG only; saying so beats its "Unknown image format". */
export function checkedLogo(logo: Buffer): Buffer {
  const png = logo.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = logo[0] === 0xff && logo[1] === 0xd8;
  if (!png && !jpeg) throw new RangeError("The logo must be a PNG or JPEG image.");
  return logo;
}


export interface DocumentOptions extends PdfOptions {
  /** The document's properties, which a viewer shows in its title bar and file details. */
  title: string;
  author: string;
  subject: string;
  /** What the document is, for a refused password's message: "payslip", "statement". */
  what: string;
  /** A normalised "#rrggbb" (see normaliseHex); the brand's colour unless given. */
  accent?: string;
}

/**
 * A fresh A4 document in the shared faces, locked with the password if there is one, ready to draw on from
 * the top margin. Every renderer starts here and ends with `finish`. Pages are buffered so that the footers go
 * on last, once the page count is known.
 */
export async function newDocument({ title, author, subject, password, what, accent = BRAND }: DocumentOptions): Promise<Sheet> {
  const { regular, bold } = await loadFaces();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Creator: "Vetan", Title: title, Author: author, Subject: subject },
    lang: "en-IN",
    displayTitle: true,
    ...encryption(password, what),
  });
  const bytes = collect(doc);
  doc.registerFont("regular", regular).registerFont("bold", bold).font("regular");
  return { doc, accent, tint: mix(accent, 0.08), y: MARGIN, left: MARGIN, width: doc.page.width - 2 * MARGIN, bytes };
}

/** Puts the footers on every page and ends the document: its bytes. */
export function finish(sheet: Sheet, footer: Footer): Promise<Buffer> {
  drawFooters(sheet.doc, footer);
  sheet.doc.end();
  return sheet.bytes;
}

/** The document's options for a password: AES-128 (PDF 1.7) readable by every viewer, printing allowed. */
export function encryption(password: string | null | undefined, what = "document"): Partial<PDFKit.PDFDocumentOptions> {
  if (password === null || password === undefined) return {};
  // An empty password would silently leave the file open to anyone; pdfkit cannot encode beyond Latin-1.
  if (password === "") throw new RangeError(`A ${what} password cannot be empty.`);
  if (/[^\u0020-\u00ff]/.test(password)) throw new RangeError(`A ${what} password can hold only Latin letters, digits and symbols.`);
  return {
    pdfVersion: "1.7",
    userPassword: password,
    // Random and thrown away: the person can open and print the document but nobody can lift the restrictions.
    ownerPassword: randomBytes(24).toString("base64url"),
    permissions: { printing: "highResolution", copying: false, modifying: false, annotating: false, fillingForms: false, documentAssembly: false, contentAccessibility: true },
  };
}

/** The PDF's bytes once the document ends. */
export function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

export function normaliseHex(colour: string): string {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m?.[1]) throw new RangeError(`The accent colour must be a hex colour like ${BRAND}.`);
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  return `#${hex.toLowerCase()}`;
}

/** The colour at `share` strength over white: a pale fill of the accent that still prints in greyscale. */
export function mix(hex: string, share: number): string {
  const channel = (i: number) => Math.round(255 - (255 - Number.parseInt(hex.slice(i, i + 2), 16)) * share);
  return `#${[1, 3, 5].map((i) => channel(i).toString(16).padStart(2, "0")).join("")}`;
}

// ─── Drawing helpers ────────────────────────────────────────────────────────────────────────────────────

export function use(doc: Doc, { face = "regular", size = 9, color = INK }: Style): Doc {
  return doc.font(face).fontSize(size).fillColor(color);
}

/** One line of text, cut short with an ellipsis rather than wrapped (so it can never push onto a new page). */
export function line(doc: Doc, text: string, x: number, y: number, width: number, style: Style & { align?: "left" | "right" | "center" } = {}): void {
  spoken(doc, text, () => {
    const height = use(doc, style).currentLineHeight(true); // in this style's size, so one line and no more
    doc.text(text, x, y, { width, align: style.align ?? "left", lineBreak: false, ellipsis: true, height });
  });
}

/** Wrapped text; the caller has measured it and made room. */
export function block(doc: Doc, text: string, x: number, y: number, width: number, style: Style = {}): void {
  spoken(doc, text, () => use(doc, style).text(text, x, y, { width, lineGap: style.gap ?? 1 }));
}

const INDIC = /[\u0900-\u097f]/;

/**
 * Devanagari is shaped: glyphs are reordered (the i-matra is drawn before its consonant) and merged into
 * conjuncts, so text copied or searched glyph by glyph reads "िप्रया" for "प्रिया". An ActualText span gives
 * readers and screen readers the text as typed.
 */
export function spoken(doc: Doc, text: string, draw: () => void): void {
  if (!INDIC.test(text)) {
    draw();
    return;
  }
  doc.markContent("Span", { actual: text });
  draw();
  doc.endMarkedContent();
}

export function measure(doc: Doc, text: string, width: number, style: Style = {}): number {
  return use(doc, style).heightOfString(text, { width, lineGap: style.gap ?? 1 });
}

/** The largest of `sizes` (largest first) at which `text` fits `width` on one line; else the smallest. */
export function fitSize(doc: Doc, text: string, width: number, sizes: number[], face: Face = "regular"): number {
  return sizes.find((size) => use(doc, { face, size }).widthOfString(text) <= width) ?? sizes[sizes.length - 1] ?? 9;
}

export function rule(doc: Doc, x: number, y: number, width: number, color = RULE, thickness = 0.6): void {
  doc.save().moveTo(x, y).lineTo(x + width, y).lineWidth(thickness).strokeColor(color).stroke().restore();
}

export function box(doc: Doc, x: number, y: number, width: number, height: number, color: string): void {
  doc.save().rect(x, y, width, height).fill(color).restore();
}

/** Where the content of a page must end: the footer has the space below it. */
function bottom(sheet: Sheet): number {
  return sheet.doc.page.height - MARGIN - FOOTER_SPACE;
}

/** Makes room for `height` points, starting a new page if this one has not got them. */
export function room(sheet: Sheet, height: number): boolean {
  if (sheet.y + height <= bottom(sheet)) return false;
  sheet.doc.addPage();
  sheet.y = MARGIN;
  return true;
}

/** Room for a table: all of it if it fits on a page (kept together), else its first rows (it then flows on). */
export function roomFor(sheet: Sheet, whole: number, start: number): boolean {
  const page = sheet.doc.page.height - 2 * MARGIN - FOOTER_SPACE;
  return room(sheet, whole <= page ? whole : start);
}

/**
 * Wrapped text of any length from the current height: what does not fit on this page goes on the next, cut
 * between words, each paragraph (a line break in `text`) starting on a line of its own. Moves `sheet.y` on.
 */
export function flow(sheet: Sheet, text: string, x: number, width: number, style: Style = {}, gap = 3): void {
  const { doc } = sheet;
  const lineHeight = measure(doc, "Ag", width, style);
  for (const paragraph of text.split(/\r?\n/).map((p) => p.trim())) {
    if (!paragraph) continue;
    let words = paragraph.split(/\s+/);
    while (words.length > 0) {
      room(sheet, lineHeight);
      const available = bottom(sheet) - sheet.y;
      const whole = words.join(" ");
      const height = measure(doc, whole, width, style);
      if (height <= available) {
        block(doc, whole, x, sheet.y, width, style);
        sheet.y += height + gap;
        break;
      }
      // The most words that fit what is left of the page (at least one, so a page always moves on).
      let [lo, hi] = [1, words.length - 1];
      while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (measure(doc, words.slice(0, mid).join(" "), width, style) <= available) lo = mid;
        else hi = mid - 1;
      }
      block(doc, words.slice(0, lo).join(" "), x, sheet.y, width, style);
      words = words.slice(lo);
      sheet.doc.addPage();
      sheet.y = MARGIN;
    }
  }
}

export function heading(sheet: Sheet, text: string, x: number, width: number): void {
  line(sheet.doc, text, x, sheet.y, width, { face: "bold", size: 10, color: sheet.accent });
}

// ─── Blocks ─────────────────────────────────────────────────────────────────────────────────────────────

const HEADER_HEIGHT = 44;
const LOGO_WIDTH = 96;

/**
 * The top of a document: the firm's logo and name on the left; on the right what the document is (a small
 * line over a large title) and a note on whether it is final; ruled off in the accent.
 */
export function documentHeader(sheet: Sheet, firm: string, title: { over: string; title: string; note: string }, logo: Buffer | null = null): void {
  const { doc, left, width } = sheet;
  // As wide as the title needs, but never more than three fifths of the page: the firm's name keeps its room
  // and a longer title ends in an ellipsis.
  const titleWidth = Math.min(Math.floor(width * 0.6), Math.max(190, Math.ceil(use(doc, { face: "bold", size: 15 }).widthOfString(title.title)) + 4));
  let nameX = left;
  if (logo) {
    doc.image(logo, left, sheet.y, { fit: [LOGO_WIDTH, HEADER_HEIGHT], valign: "center" });
    nameX += LOGO_WIDTH + 12;
  }
  const nameWidth = left + width - titleWidth - GUTTER - nameX;
  const size = firmNameSize(doc, firm, nameWidth);
  const nameHeight = Math.min(measure(doc, firm, nameWidth, { face: "bold", size }), HEADER_HEIGHT);
  const nameY = logo ? sheet.y + (HEADER_HEIGHT - nameHeight) / 2 : sheet.y;
  spoken(doc, firm, () => use(doc, { face: "bold", size }).text(firm, nameX, nameY, { width: nameWidth, height: HEADER_HEIGHT, ellipsis: true, lineGap: 1 }));
  const titleX = left + width - titleWidth;
  line(doc, title.over, titleX, sheet.y, titleWidth, { size: 8.5, color: MUTED, align: "right" });
  line(doc, title.title, titleX, sheet.y + 11, titleWidth, { face: "bold", size: 15, color: sheet.accent, align: "right" });
  line(doc, title.note, titleX, sheet.y + 32, titleWidth, { size: 8, color: MUTED, align: "right" });
  sheet.y += HEADER_HEIGHT + 10;
  rule(doc, left, sheet.y, width, sheet.accent, 1.5);
  sheet.y += 12;
}

/** The largest size at which the firm's name fits the header; a name too long even at 10 points is cut short. */
function firmNameSize(doc: Doc, name: string, width: number): number {
  return [15, 13.5, 12, 11].find((size) => measure(doc, name, width, { face: "bold", size }) <= HEADER_HEIGHT) ?? 10;
}

export interface FactStyle {
  face?: Face;
  /**
   * The value's sizes to try, largest first: a long value ("Termination or retrenchment") steps down a size or
   * two before it is cut short. One size (the default) is used as it is, without measuring.
   */
  sizes?: number[];
  color?: string;
  /** From the label's top to the value's. */
  drop?: number;
}

/** A fact's label: small and grey, so that the value reads first. */
export const LABEL: Style = { size: 7.5, color: MUTED };

/** A fact as every document states it: its label over its value, on one line each. */
export function fact(doc: Doc, label: string, value: string, x: number, y: number, width: number, { face = "regular", sizes = [9.5], color = INK, drop = 10 }: FactStyle = {}): void {
  line(doc, label, x, y, width, LABEL);
  line(doc, value, x, y + drop, width, { face, size: sizes.length === 1 ? sizes[0]! : fitSize(doc, value, width, sizes, face), color });
}

/** How a facts box is spaced: each document sets its own, to fit what else it has to get onto its first page. */
export interface FactsLayout {
  /** From the box's top to the name's line. */
  top: number;
  /** From the name's line to the first row of facts. */
  first: number;
  /** From one row of facts to the next. */
  row: number;
  /** Below the last row, inside the box. */
  bottom: number;
  /** Below the box, before what comes next. */
  after: number;
  /** The values' sizes (see FactStyle). */
  sizes?: number[];
}

const FACTS_INSET = 12;
const FACTS_NOTE_WIDTH = 150;

/**
 * Whom a document is about, on a grey panel: the name in bold with a note on the right (the employee code),
 * over rows of facts (a row's facts share the width equally). Moves `sheet.y` past the panel and its space.
 */
export function factsBox(sheet: Sheet, name: string, note: string, rows: [label: string, value: string][][], layout: FactsLayout): void {
  const { doc, left, width } = sheet;
  const inner = width - 2 * FACTS_INSET;
  const cellWidth = inner / Math.max(...rows.map((row) => row.length));
  const height = layout.top + layout.first + rows.length * layout.row + layout.bottom;
  room(sheet, height);
  box(doc, left, sheet.y, width, height, FILL);
  const top = sheet.y + layout.top;
  line(doc, name, left + FACTS_INSET, top, inner - FACTS_NOTE_WIDTH, { face: "bold", size: 12 });
  line(doc, note, left + FACTS_INSET + inner - FACTS_NOTE_WIDTH, top + 3, FACTS_NOTE_WIDTH, { size: 9, color: MUTED, align: "right" });
  rows.forEach((row, r) => {
    const y = top + layout.first + r * layout.row;
    row.forEach(([label, value], c) => {
      fact(doc, label, value, left + FACTS_INSET + c * cellWidth, y, cellWidth - 8, { sizes: layout.sizes });
    });
  });
  sheet.y += height + layout.after;
}

/** The width of an accent box's bar. */
const BAR = 4;

/**
 * A pale panel with a bar of solid colour down its left edge, for what a reader must not miss (the net pay,
 * the balance of tax) or a warning: in the document's accent unless given another colour and its pale fill.
 * Makes room for it at the current height; the caller draws its content on it and moves `sheet.y` on.
 */
export function accentBox(sheet: Sheet, height: number, color = sheet.accent, fill = sheet.tint): void {
  room(sheet, height);
  box(sheet.doc, sheet.left, sheet.y, sheet.width, height, fill);
  box(sheet.doc, sheet.left, sheet.y, BAR, height, color);
}

/** "How it was worked out": the working in small grey type under its heading, flowing onto further pages. */
export function workedOut(sheet: Sheet, working: string, after: number): void {
  if (!working.trim()) return;
  const { doc, left, width } = sheet;
  const style: Style = { size: 7.5, color: "#444444", gap: -1 };
  room(sheet, 14 + measure(doc, "Ag", width, style) * 2);
  heading(sheet, "How it was worked out", left, width);
  sheet.y += 15;
  flow(sheet, working, left, width, style, 2);
  sheet.y += after;
}

export const TABLE_HEADER_HEIGHT = 20;

/**
 * A table's title on a pale band of the accent, with the labels of its amount columns (each `column` wide,
 * the last label over the rightmost column) over the amounts.
 */
export function tableHeader(sheet: Sheet, x: number, width: number, title: string, labels: string[] = ["Amount"], column = AMOUNT_WIDTH): void {
  box(sheet.doc, x, sheet.y, width, TABLE_HEADER_HEIGHT, sheet.tint);
  line(sheet.doc, title, x + PAD + 2, sheet.y + 4.5, width - labels.length * column - 2 * PAD, { face: "bold", size: 9.5, color: sheet.accent });
  labels.forEach((label, i) => {
    const right = x + width - PAD - 2 - (labels.length - 1 - i) * column;
    line(sheet.doc, label, right - column, sheet.y + 5.5, column, { size: 8, color: sheet.accent, align: "right" });
  });
}

// The face's line box is tall (its descent leaves room below Devanagari), so Latin text sits high in it:
// half a point more above than below centres it in the row.
export const ROW_TOP = PAD + 0.5;
export const ROW_PADDING = 2 * PAD;

export function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

// ─── Footers ────────────────────────────────────────────────────────────────────────────────────────────

export interface Footer {
  text: string;
  /** "always" numbers every page; "when-many" only when there is more than one. */
  numbers: "always" | "when-many";
}

/** The footer on every page, with its number. */
export function drawFooters(doc: Doc, { text, numbers }: Footer): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN - 10;
    const width = doc.page.width - 2 * MARGIN;
    rule(doc, MARGIN, y - 6, width);
    line(doc, text, MARGIN, y, width, { size: 7.5, color: MUTED, align: "center" });
    if (numbers === "always" || count > 1) line(doc, `Page ${i - start + 1} of ${count}`, MARGIN, y, width, { size: 7.5, color: MUTED, align: "right" });
  }
}
