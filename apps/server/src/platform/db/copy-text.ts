// Rows in COPY's text format (bulk.ts sends them): a module of its own, light enough for a worker thread
// to make the bytes of rows it worked out, so the main thread only hands them to the database.

export type Cell = string | number | boolean | Date | null;

/** Rows already made into COPY text and encoded, ready for bulkInsert: bytes that cross threads as they are. */
export interface CopyText {
  bytes: Uint8Array<ArrayBuffer>;
  rows: number;
}

/**
 * A value in COPY's text format: \N is NULL; backslash, tab, newline and carriage return are escaped. Cheaper
 * than CSV for long JSON text, whose many quotes CSV would double.
 */
function textCell(v: Cell): string {
  if (v === null) return "\\N";
  if (v instanceof Date) return v.toISOString();
  if (typeof v !== "string") return String(v);
  return /[\\\t\n\r]/.test(v) ? v.replaceAll("\\", "\\\\").replaceAll("\t", "\\t").replaceAll("\n", "\\n").replaceAll("\r", "\\r") : v;
}

/**
 * `rows` (each in the order of the columns it will be inserted as) as COPY text in UTF-8, one line a row.
 * Each line is encoded by itself: joining a chunk's lines first made one string of tens of megabytes to
 * flatten and encode, and took 40% longer for a thousand payslips.
 */
export function copyText(rows: readonly (readonly Cell[])[]): CopyText {
  const bytes = Buffer.concat(rows.map((r) => Buffer.from(`${r.map(textCell).join("\t")}\n`)));
  // A view of exactly its own bytes, never of a shared slab, so it can be moved to another thread whole.
  return { bytes: bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? new Uint8Array(bytes.buffer as ArrayBuffer) : new Uint8Array(bytes), rows: rows.length };
}
