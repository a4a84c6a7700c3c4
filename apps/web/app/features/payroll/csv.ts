// A CSV made in the browser from the rows on screen (the loans list, a person's ledger), written as the
// server's exports write theirs (platform/csv.ts): every cell quoted, a formula-looking cell made text with a
// leading apostrophe (CSV injection), a byte order mark so spreadsheets read ₹ and names as UTF-8.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** Paise as a plain rupee figure a spreadsheet adds up: 123456 → "1234.56". (A negative one would be made text: give amounts that go both ways two columns.) */
export const plainRupees = (paise: number) => (paise / 100).toFixed(2);

/** The header and rows as CSV text, with the byte order mark. */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** Saves a CSV through a Blob link; nothing leaves the browser. */
export function saveCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
