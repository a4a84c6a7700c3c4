// Reading the firm's PDFs (payslip, settlement statement, Form 16) back in tests, with pdf.js as a person's
// viewer would: opening them, with or without a password, and their text as someone searching or copying it sees it.
import { inflateSync } from "node:zlib";
import { getDocument, PasswordException, PasswordResponses } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { PDFDocumentProxy, TextItem } from "pdfjs-dist/types/src/display/api.js";
import { expect } from "vitest";

export function open(pdf: Buffer, password?: string): Promise<PDFDocumentProxy> {
  // pdf.js takes the bytes over; a copy keeps the Buffer usable. Verbosity 0: its warnings would fail the test.
  return getDocument({ data: new Uint8Array(pdf), password, verbosity: 0 }).promise;
}

/** The error opening `pdf` with `password` (or none) fails with; null if it opens. */
export function passwordFailure(pdf: Buffer, password?: string): Promise<unknown> {
  return open(pdf, password).then(
    () => null,
    (error: unknown) => error,
  );
}

export async function textItems(doc: PDFDocumentProxy, page: number): Promise<TextItem[]> {
  const content = await (await doc.getPage(page)).getTextContent();
  return content.items.filter((item): item is TextItem => "str" in item);
}

/** A page's text as one line, the way someone searching it would see it. */
export async function pageText(doc: PDFDocumentProxy, page = 1): Promise<string> {
  return (await textItems(doc, page))
    .map((item) => item.str)
    .join(" ")
    .replace(/\s+/g, " ");
}

/** Every page's text, in order. */
export function allText(doc: PDFDocumentProxy): Promise<string[]> {
  return Promise.all(Array.from({ length: doc.numPages }, (_, i) => pageText(doc, i + 1)));
}

/** The ActualText of each marked span, decoded from the (unencrypted) page streams. */
export function actualTexts(pdf: Buffer): string[] {
  const found: string[] = [];
  for (const [, body] of pdf.toString("latin1").matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let text: string;
    try {
      text = inflateSync(Buffer.from(body!, "latin1")).toString("latin1");
    } catch {
      continue; // not a Flate stream
    }
    for (const [, literal] of text.matchAll(/\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)/g)) found.push(utf16(unescapePdf(literal!)));
  }
  return found;
}

/** A PDF literal string's bytes (ISO 32000 7.3.4.2). */
function unescapePdf(literal: string): string {
  const named: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };
  return literal.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, c: string) => (/^[0-7]/.test(c) ? String.fromCharCode(Number.parseInt(c, 8)) : (named[c] ?? c)));
}

function utf16(bytes: string): string {
  if (!bytes.startsWith("\xfe\xff")) return bytes;
  return Buffer.from(bytes.slice(2), "latin1").swap16().toString("utf16le");
}

// ─── What every document must be ────────────────────────────────────────────────────────────────────────

/** Expects an unencrypted PDF whose first page is A4; the document, opened. */
export async function expectOpenA4(pdf: Buffer): Promise<PDFDocumentProxy> {
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.includes("/Encrypt")).toBe(false);
  const doc = await open(pdf);
  const { width, height } = (await doc.getPage(1)).getViewport({ scale: 1 });
  expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  return doc;
}

/** Expects an encrypted PDF that opens neither without a password nor with `wrong`. */
export async function expectLocked(pdf: Buffer, wrong: string): Promise<void> {
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.includes("/Encrypt")).toBe(true);
  const none = await passwordFailure(pdf);
  expect(none).toBeInstanceOf(PasswordException);
  expect((none as PasswordException).code).toBe(PasswordResponses.NEED_PASSWORD);
  const refused = await passwordFailure(pdf, wrong);
  expect(refused).toBeInstanceOf(PasswordException);
  expect((refused as PasswordException).code).toBe(PasswordResponses.INCORRECT_PASSWORD);
}

/** Expects nothing a viewer would fetch, launch or run: no links out, no other files, no scripts. */
export function expectNothingRemote(pdf: Buffer): void {
  const raw = pdf.toString("latin1");
  for (const action of ["/URI", "/Launch", "/GoToR", "/JavaScript", "/JS ", "/EmbeddedFile"]) expect(raw).not.toContain(action);
}
