// Small helpers shared by the output-file formatters (bank layouts, ESIC, registers, challans, journal):
// one payroll month per file, CSV cells a spreadsheet will not run as formulas, dates in the forms the
// portals ask for, and names reduced to the characters a bank or portal accepts. Pure: no I/O.

import type { Payslip } from "../schema.ts";
import { PayrollError } from "../errors.ts";
import { daysInMonth, isoOf, MONTH_NAMES } from "../dates.ts";
import { divide } from "../money.ts";
import { neutralise } from "./bank-csv.ts";

/** "E7 (Asha Rao)": how error messages name a person, so the payroll officer can find them. */
export function who(p: Payslip): string {
  return `${p.employee.id} (${p.employee.name})`;
}

/**
 * The one payroll month the payslips belong to. Every file here is a monthly return or posting, so
 * payslips of different months are refused; `period` is used when there are no payslips.
 */
export function singlePeriod(payslips: readonly Payslip[], period?: string): string {
  const found = new Set(payslips.map((p) => p.period));
  if (period !== undefined) found.add(period);
  if (found.size === 0) throw new PayrollError("No payslips, and no period given: cannot tell which month the file is for");
  if (found.size > 1) throw new PayrollError(`Payslips of more than one month (${[...found].sort().join(", ")}): make one file per month`);
  return [...found][0] as string;
}

/** A text cell for CSV: neutralised against formulas, always quoted, quotes doubled. */
export function csvText(cell: string): string {
  return `"${neutralise(cell).replace(/"/g, '""')}"`;
}

/** Lines joined with CRLF, ending with CRLF (RFC 4180; what Excel and the bank portals write). */
export function crlfLines(lines: readonly string[]): string {
  return lines.length === 0 ? "" : `${lines.join("\r\n")}\r\n`;
}

/** "2026-07-15" → "15/07/2026" (or with another separator). */
export function dmy(iso: string, sep = "/"): string {
  return `${iso.slice(8, 10)}${sep}${iso.slice(5, 7)}${sep}${iso.slice(0, 4)}`;
}

export function periodYm(period: string): { y: number; m: number } {
  return { y: Number(period.slice(0, 4)), m: Number(period.slice(5, 7)) };
}

/** "June 2026". */
export function monthLabel(period: string): string {
  const { y, m } = periodYm(period);
  return `${MONTH_NAMES[m - 1] ?? ""} ${y}`;
}

/** Last calendar day of the payroll month, ISO. */
export function monthEnd(period: string): string {
  const { y, m } = periodYm(period);
  return isoOf(y, m, daysInMonth(y, m));
}

/** Day `day` of the month after `period` (clamped to that month's length), ISO. */
export function dayOfNextMonth(period: string, day: number): string {
  const { y, m } = periodYm(period);
  const ny = m === 12 ? y + 1 : y;
  const nm = m === 12 ? 1 : m + 1;
  return isoOf(ny, nm, Math.min(day, daysInMonth(ny, nm)));
}

/** Last day of the month after `period`, ISO. */
export function endOfNextMonth(period: string): string {
  return dayOfNextMonth(period, 31);
}

/**
 * Letters, digits and single spaces only, at most `max` characters: what bank bulk files accept in
 * names and remarks ("do not use commas … do not use special characters"). Accented Latin letters lose
 * their accents; anything else becomes a space.
 */
export function plainText(text: string, max: number): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

/** Whole rupees from paise, half a rupee rounding up. */
export function wholeRupees(paise: number): number {
  return divide(paise, 100, "halfUp");
}
