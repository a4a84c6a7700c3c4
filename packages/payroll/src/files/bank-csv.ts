// Generic bank bulk-transfer CSV (beneficiary name, account number, IFSC, amount, narration). Banks
// each have their own template (india-statutory.md §9.1, VERIFY item 14); this is the neutral default.
// Cells that a spreadsheet would run as a formula (starting = + - @, tab or CR) are prefixed with '.

import type { Payslip } from "../schema.ts";
import { PayrollError } from "../errors.ts";
import { MONTH_NAMES } from "../dates.ts";
import { rupeesDecimal } from "../money.ts";

export interface BankCsvOptions {
  /** Default "SALARY <MON> <YEAR>" from the payslip's period. */
  narration?: string;
}

export function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

function quote(cell: string): string {
  return `"${neutralise(cell).replace(/"/g, '""')}"`;
}

export function bankTransferCsv(payslips: readonly Payslip[], options: BankCsvOptions = {}): string {
  const missing = payslips.filter((p) => p.totals.netPay > 0 && p.bank === null).map((p) => p.employee.id);
  if (missing.length > 0) throw new PayrollError(`Bank details missing for: ${missing.join(", ")}`);
  const transfers: Transfer[] = [];
  for (const p of payslips) {
    if (p.totals.netPay <= 0 || !p.bank) continue;
    const m = Number(p.period.slice(5, 7));
    const narration = options.narration ?? `SALARY ${(MONTH_NAMES[m - 1] ?? "").slice(0, 3).toUpperCase()} ${p.period.slice(0, 4)}`;
    transfers.push({ beneficiaryName: p.bank.beneficiaryName, accountNumber: p.bank.accountNumber, ifsc: p.bank.ifsc, amount: p.totals.netPay, narration });
  }
  return transferCsv(transfers);
}

export interface Transfer {
  beneficiaryName: string;
  accountNumber: string;
  ifsc: string;
  /** Paise, more than 0. */
  amount: number;
  narration: string;
}

/** The generic bulk-transfer CSV for any payments (salaries, a payout of expense claims). */
export function transferCsv(transfers: readonly Transfer[]): string {
  const rows = ["Beneficiary Name,Account Number,IFSC,Amount,Narration"];
  for (const t of transfers) rows.push([quote(t.beneficiaryName), quote(t.accountNumber), quote(t.ifsc), rupeesDecimal(t.amount), quote(t.narration)].join(","));
  return `${rows.join("\r\n")}\r\n`;
}
