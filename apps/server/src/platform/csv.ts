// CSV for spreadsheets (RFC 4180) that is safe to open. Every cell is quoted, so commas, quotes and line
// breaks inside a value stay in their cell. A cell that begins with = + - @, a tab or a carriage return
// would be read by Excel, LibreOffice or Sheets as a formula (CSV injection, OWASP): it gets a leading
// apostrophe, which makes the spreadsheet show it as text. The file starts with a UTF-8 byte order mark so
// that Excel reads ₹ and Indian names as UTF-8 rather than the machine's code page.

const FORMULA_START = /^[=+\-@\t\r]/;
const BOM = "\uFEFF";

export type CsvValue = string | number | null | undefined;

/** Text a spreadsheet shows as text: a formula-like start gets the apostrophe (CSV cells and XLSX text cells alike). */
export function formulaSafe(value: string | null | undefined): string {
  const text = value ?? "";
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvCell(value: CsvValue): string {
  const text = formulaSafe(value === null || value === undefined ? "" : String(value));
  return `"${text.replaceAll('"', '""')}"`;
}

/** The whole file: BOM, the header row, then the rows; CRLF line ends as RFC 4180 has them. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}

/**
 * Reads CSV as spreadsheets write it (RFC 4180, and what Excel, LibreOffice and Sheets save): a byte order
 * mark, quoted cells with doubled quotes, commas and line breaks inside quotes, CRLF or LF between rows, and
 * a last row with or without its line end. Blank lines are dropped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== "") rows.push(row);
    row = [];
    cell = "";
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || (c === "\r" && source[i + 1] === "\n")) {
      if (c === "\r") i++;
      endRow();
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) endRow();
  return rows;
}
