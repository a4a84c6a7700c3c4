// Salary bulk-upload files in two Indian banks' own layouts, plus the generic CSV, behind one registry
// (BANK_LAYOUTS) so a server can offer the choice. Pure: payslips and options in, file text out.
//
// HDFC Bank — ENet "RBI Adapter" upload (RTGS / NEFT / funds transfer within HDFC):
//   * 28 comma-separated fields, no header line, ASCII; no commas or special characters in any field;
//     file named Client Code + DDMM (upload date) + "." + 3-digit serial, e.g. ABCD2007.001, not .csv.
//     Sources: "RBI Adapter Specification" (HDFC upload file format, field table with widths)
//     https://de.scribd.com/document/387944229/RBI-Adapter-Specification ; HDFC ENet "Bulk Transactions
//     Upload Manual" (Feb 2016) https://1library.net/document/zw4wjllq-upload-manual-bulk-payments.html ;
//     the same 28 columns in public code: PythonMit/hrms_api HRMS.Core/Models/Salary/BulkSalaryPaymentModel.cs,
//     ns-mwang/netsweet-efts Jumio/rbi-eft.ftl (I for HDFC-to-HDFC, N otherwise), an SAP ABAP HDFC NEFT
//     program (field widths 1/13/25/20/200/…/10/15/15/100/40).
//   * Field 1 transaction type: N = NEFT, R = RTGS, I = funds transfer to an HDFC account (C cheque and
//     D demand draft are not used for salary). Field 2 beneficiary code is mandatory for I only.
//     Field 23 "Chq / Trn Date" is the value date, DD/MM/YYYY. Field 25 IFSC is mandatory for N and R.
//   * VERIFY: whether ENet needs the I-type beneficiary code registered in advance (we send the employee
//     ID, letters and digits, at most 13); whether field 26 "Bene Bank Name" is enforced for N/R (we
//     leave it blank unless `bankName` is given); CRLF line ends (the manual has the file saved from
//     Notepad); field widths other than name 40, customer reference 20, payment details 30.
//
// ICICI Bank — Corporate Internet Banking (CIB) bulk upload, "PAB_VENDOR" product:
//   * A header row with 19 column names, then one row per payment, comma separated:
//     PYMT_PROD_TYPE_CODE, PYMT_MODE, DEBIT_ACC_NO, BNF_NAME, BENE_ACC_NO, BENE_IFSC, AMOUNT, DEBIT_NARR,
//     CREDIT_NARR, MOBILE_NUM, EMAIL_ID, REMARK, PYMT_DATE, REF_NO, ADDL_INFO1 … ADDL_INFO5.
//     PYMT_MODE is FT for an ICICI account, NEFT or RTGS (IMPS also exists) otherwise; PYMT_DATE DD-MM-YYYY.
//   * Sources: no ICICI document was found; the layout is the one several independent public code bases
//     write for ICICI CIB (same 19 names, same order, FT for ICICI-to-ICICI, d-m-Y dates), e.g. a Laravel
//     car-host payout export, a TypeScript loan-disbursal export and a Java expenses export found by
//     searching "PAB_VENDOR". Two thin web pages on the "ICICI bank bulk pay excel format" say the product
//     code names the payout (PAB_VENDOR for vendors, a salary code they give as "PAB-SAL") and that the
//     header row and column order must not change. VERIFY all of it against the firm's CIB template:
//     product code (`iciciProductCode`), date format, header row, field limits.
//   * The greytHR/Paybooks "connected banking" flows also go through ICICI CIB (product-anchors.md).
//
// Same bank or not is decided from the IFSC's bank code (HDFC0…, ICIC0…). RTGS from ₹2,00,000 (the RBI
// RTGS minimum) unless `rtgsFrom` says otherwise. Like bank-csv.ts: people with no net pay are left out;
// anyone to be paid without bank details is refused by name.

import type { Payslip } from "../schema.ts";
import { PayrollError } from "../errors.ts";
import { rupeesDecimal } from "../money.ts";
import { bankTransferCsv } from "./bank-csv.ts";
import { crlfLines, dmy, plainText, who } from "./common.ts";
import { MONTH_NAMES } from "../dates.ts";

export type BankLayoutId = "generic" | "hdfc" | "icici";

export interface BankLayoutOptions {
  /** Date the bank is to credit the accounts, ISO (2026-07-01). Required by the HDFC and ICICI layouts. */
  valueDate?: string;
  /** The employer's account to debit (ICICI puts it on every row; HDFC takes it from the client code). */
  debitAccount?: string;
  /** Default "SALARY JUN 2026". Reduced to letters, digits and spaces for the bank layouts. */
  narration?: string;
  /** Other-bank payments of at least this many paise go by RTGS; default ₹2,00,000. */
  rtgsFrom?: number;
  /** HDFC: the client code ENet issued (4 characters), for the file name. */
  clientCode?: string;
  /** HDFC: the date the file is uploaded, ISO, for the file name; default the value date. */
  uploadDate?: string;
  /** HDFC: the serial of this file among the day's uploads (1–999); default 1. */
  fileSerial?: number;
  /** Email for the bank's payment advice (HDFC field 28, ICICI EMAIL_ID). Blank by default. */
  adviceEmail?: string;
  /** HDFC field 26, beneficiary bank name from the IFSC, if the firm's ENet setup insists on it. */
  bankName?: (ifsc: string) => string;
  /** ICICI PYMT_PROD_TYPE_CODE; default PAB_VENDOR. */
  iciciProductCode?: string;
}

export interface BankLayout {
  id: BankLayoutId;
  label: string;
  contentType: string;
  /** The file name the bank expects (HDFC's is fixed by its upload rules). */
  fileName(period: string, options?: BankLayoutOptions): string;
  render(payslips: readonly Payslip[], options?: BankLayoutOptions): string;
}

/** How a payment travels: within the debit bank, or NEFT / RTGS to another bank. */
export type TransferKind = "sameBank" | "neft" | "rtgs";

/** RBI: RTGS is for ₹2 lakh and above. */
export const RTGS_MINIMUM = 2_00_000_00;

export function transferKind(ifsc: string, amount: number, ownBankCode: string, rtgsFrom: number = RTGS_MINIMUM): TransferKind {
  if (ifsc.toUpperCase().startsWith(`${ownBankCode}0`)) return "sameBank";
  return amount >= rtgsFrom ? "rtgs" : "neft";
}

interface Payee {
  p: Payslip;
  accountNumber: string;
  ifsc: string;
  name: string;
  amount: number;
}

/** People to pay (net pay above nil), each with bank details; refuses anyone to be paid without them. */
function payees(payslips: readonly Payslip[], nameMax: number): Payee[] {
  const missing = payslips.filter((p) => p.totals.netPay > 0 && p.bank === null).map(who);
  if (missing.length > 0) throw new PayrollError(`Bank details missing for: ${missing.join(", ")}`);
  const out: Payee[] = [];
  const unnamed: string[] = [];
  for (const p of payslips) {
    if (p.totals.netPay <= 0 || !p.bank) continue;
    const name = plainText(p.bank.beneficiaryName, nameMax);
    if (name === "") unnamed.push(who(p));
    out.push({ p, accountNumber: p.bank.accountNumber, ifsc: p.bank.ifsc.toUpperCase(), name, amount: p.totals.netPay });
  }
  if (unnamed.length > 0) {
    throw new PayrollError(`Beneficiary name has no letters the bank accepts (A–Z, 0–9) for: ${unnamed.join(", ")}; set the name as in the bank's records`);
  }
  return out;
}

function requireValueDate(options: BankLayoutOptions, bank: string): string {
  const d = options.valueDate;
  if (d === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(d)) throw new PayrollError(`${bank} bulk upload needs the value date (valueDate, like 2026-07-01)`);
  return d;
}

function defaultNarration(period: string): string {
  const m = Number(period.slice(5, 7));
  return `SALARY ${(MONTH_NAMES[m - 1] ?? "").slice(0, 3).toUpperCase()} ${period.slice(0, 4)}`;
}

function narrationFor(payslips: readonly Payslip[], options: BankLayoutOptions, max: number): string {
  const text = options.narration ?? (payslips[0] ? defaultNarration(payslips[0].period) : "SALARY");
  return plainText(text, max);
}

/** Letters and digits only (codes and references), at most `max`. */
function code(text: string, max: number): string {
  return plainText(text, 200).replace(/ /g, "").slice(0, max);
}

// ------------------------------------------------------------------------------------------- HDFC

const HDFC_TYPE: Readonly<Record<TransferKind, string>> = { sameBank: "I", neft: "N", rtgs: "R" };

export function hdfcBulkUpload(payslips: readonly Payslip[], options: BankLayoutOptions = {}): string {
  const date = dmy(requireValueDate(options, "HDFC"));
  const list = payees(payslips, 40);
  const reference = narrationFor(payslips, options, 20);
  const details = narrationFor(payslips, options, 30);
  const email = (options.adviceEmail ?? "").replace(/[,\s]/g, "");
  const lines = list.map((x) => {
    const kind = transferKind(x.ifsc, x.amount, "HDFC", options.rtgsFrom);
    const fields = [
      HDFC_TYPE[kind], // 1 Transaction Type
      kind === "sameBank" ? code(x.p.employee.id, 13) : "", // 2 Beneficiary Code
      x.accountNumber, // 3 Beneficiary Account Number
      rupeesDecimal(x.amount), // 4 Instrument Amount
      x.name, // 5 Beneficiary Name
      "", // 6 Drawee Location (demand drafts)
      "", // 7 Print Location
      "", // 8 Bene Address 1
      "", // 9 Bene Address 2
      "", // 10 Bene Address 3
      "", // 11 Bene Address 4
      "", // 12 Bene Address 5
      "", // 13 Instruction Reference Number
      reference, // 14 Customer Reference Number (shown on the statement)
      details, // 15 Payment details 1
      "", // 16 Payment details 2
      "", // 17 Payment details 3
      "", // 18 Payment details 4
      "", // 19 Payment details 5
      "", // 20 Payment details 6
      "", // 21 Payment details 7
      "", // 22 Cheque Number
      date, // 23 Chq / Trn Date
      "", // 24 MICR Number
      x.ifsc, // 25 IFC Code
      options.bankName ? plainText(options.bankName(x.ifsc), 100) : "", // 26 Bene Bank Name
      "", // 27 Bene Bank Branch Name
      email, // 28 Beneficiary email id
    ];
    return fields.join(",");
  });
  return crlfLines(lines);
}

function hdfcFileName(period: string, options: BankLayoutOptions = {}): string {
  const client = options.clientCode === undefined ? "" : code(options.clientCode, 20);
  const date = options.uploadDate ?? options.valueDate;
  if (client === "" || date === undefined) return `hdfc-salary-${period}.txt`;
  const serial = String(Math.min(999, Math.max(1, Math.trunc(options.fileSerial ?? 1)))).padStart(3, "0");
  return `${client.toUpperCase()}${date.slice(8, 10)}${date.slice(5, 7)}.${serial}`;
}

// ------------------------------------------------------------------------------------------- ICICI

export const ICICI_HEADER = [
  "PYMT_PROD_TYPE_CODE",
  "PYMT_MODE",
  "DEBIT_ACC_NO",
  "BNF_NAME",
  "BENE_ACC_NO",
  "BENE_IFSC",
  "AMOUNT",
  "DEBIT_NARR",
  "CREDIT_NARR",
  "MOBILE_NUM",
  "EMAIL_ID",
  "REMARK",
  "PYMT_DATE",
  "REF_NO",
  "ADDL_INFO1",
  "ADDL_INFO2",
  "ADDL_INFO3",
  "ADDL_INFO4",
  "ADDL_INFO5",
] as const;

const ICICI_MODE: Readonly<Record<TransferKind, string>> = { sameBank: "FT", neft: "NEFT", rtgs: "RTGS" };

export function iciciBulkUpload(payslips: readonly Payslip[], options: BankLayoutOptions = {}): string {
  const date = dmy(requireValueDate(options, "ICICI"), "-");
  const debit = options.debitAccount?.trim() ?? "";
  if (!/^[0-9]{6,24}$/.test(debit)) throw new PayrollError("ICICI bulk upload needs the debit account number (debitAccount, 6 to 24 digits)");
  const product = (options.iciciProductCode ?? "").replace(/[^A-Za-z0-9_-]/g, "").replace(/^-+/, "") || "PAB_VENDOR";
  const list = payees(payslips, 40);
  const narration = narrationFor(payslips, options, 30);
  const email = (options.adviceEmail ?? "").replace(/[,\s]/g, "");
  const lines: string[] = [ICICI_HEADER.join(",")];
  for (const x of list) {
    const kind = transferKind(x.ifsc, x.amount, "ICIC", options.rtgsFrom);
    lines.push(
      [
        product,
        ICICI_MODE[kind],
        debit,
        x.name,
        x.accountNumber,
        x.ifsc,
        rupeesDecimal(x.amount),
        narration,
        narration,
        "",
        email,
        "",
        date,
        code(x.p.employee.id, 20),
        "",
        "",
        "",
        "",
        "",
      ].join(","),
    );
  }
  return crlfLines(lines);
}

// ------------------------------------------------------------------------------------------ registry

export const BANK_LAYOUTS: Readonly<Record<BankLayoutId, BankLayout>> = {
  generic: {
    id: "generic",
    label: "Generic CSV (beneficiary, account, IFSC, amount, narration)",
    contentType: "text/csv; charset=utf-8",
    fileName: (period) => `salary-transfer-${period}.csv`,
    render: (payslips, options = {}) => bankTransferCsv(payslips, options.narration !== undefined ? { narration: options.narration } : {}),
  },
  hdfc: {
    id: "hdfc",
    label: "HDFC Bank ENet bulk upload (NEFT / RTGS / within HDFC)",
    contentType: "text/plain; charset=us-ascii",
    fileName: hdfcFileName,
    render: hdfcBulkUpload,
  },
  icici: {
    id: "icici",
    label: "ICICI Bank CIB bulk upload (FT / NEFT / RTGS)",
    contentType: "text/csv; charset=us-ascii",
    fileName: (period) => `icici-salary-${period}.csv`,
    render: iciciBulkUpload,
  },
};

