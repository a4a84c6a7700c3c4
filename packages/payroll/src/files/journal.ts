// The payroll journal for a month, by cost centre: debit salary expense per earnings component and the
// employer's PF / ESI / LWF / NPS cost; credit net salary payable and each liability (PF, ESI, PT, TDS,
// LWF, NPS, other deductions). Balanced by construction and checked (debits === credits, per cost centre
// and in total). Two renderers: CSV for accounting tools, and Tally's XML import.
//
// Sources for the Tally XML (TallyPrime / Tally.ERP 9 "Import Data"):
//   * Tally developer reference, "Understanding Integration – Transactions" and "Case Study I – XML Request
//     and Response Formats" (help.tallysolutions.com/developer-reference/…): ENVELOPE > HEADER >
//     TALLYREQUEST "Import Data"; BODY > IMPORTDATA > REQUESTDESC (REPORTNAME "Vouchers", STATICVARIABLES
//     SVCURRENTCOMPANY) > REQUESTDATA > TALLYMESSAGE > VOUCHER VCHTYPE/ACTION="Create"; DATE as yyyymmdd;
//     VOUCHERTYPENAME; ALLLEDGERENTRIES.LIST with LEDGERNAME, ISDEEMEDPOSITIVE, AMOUNT.
//   * Sign convention (debit: ISDEEMEDPOSITIVE Yes and a negative AMOUNT; credit: No and a positive AMOUNT)
//     and cost centres as CATEGORYALLOCATIONS.LIST (CATEGORY, ISDEEMEDPOSITIVE) >
//     COSTCENTREALLOCATIONS.LIST (NAME, AMOUNT with the ledger line's sign): the same in every public
//     Tally importer found, e.g. a Python payment-voucher builder ("<ISDEEMEDPOSITIVE>Yes … <AMOUNT>-{amount}"
//     with the cost centre "<AMOUNT>-{amount}"), a TypeScript journal exporter's test (Salaries Yes/-50000.00
//     with the cost centre -50000.00; Salaries payable No/50000.00), a VB.NET importer (ISDEEMEDPOSITIVE Yes
//     when the amount is negative); product-anchors.md (greytHR and Keka export payroll JVs as Tally XML;
//     ledger names must already exist in Tally, spelled exactly; duplicate imports duplicate vouchers).
//   * Cost centres go on the expense (debit) ledgers only by default: Tally accepts an allocation only on a
//     ledger with "cost centres are applicable", which liability ledgers usually are not
//     (`costCentresOn: "all"` allocates every ledger). VERIFY against the firm's Tally setup.
// Amounts are rupees with two decimals in both renderers; all text is XML-escaped (and CSV-neutralised).
// PF administration and EDLI are posted as on the payslips (0.5% each); the establishment's ₹500 admin
// minimum (challans.ts) is a separate adjustment, not part of this journal.

import type { Payslip } from "../schema.ts";
import { PayrollError } from "../errors.ts";
import { rupeesDecimal } from "../money.ts";
import { crlfLines, csvText, monthEnd, monthLabel, singlePeriod } from "./common.ts";

export interface JournalLedgers {
  salaries: string;
  employerPf: string;
  pfCharges: string;
  employerEsi: string;
  employerLwf: string;
  employerNps: string;
  otherEmployerCost: string;
  /** Expense claims reimbursed with the salary: not salary expense. */
  reimbursements: string;
  salaryPayable: string;
  pfPayable: string;
  esiPayable: string;
  ptPayable: string;
  tdsPayable: string;
  lwfPayable: string;
  npsPayable: string;
  otherDeductions: string;
}

export const DEFAULT_LEDGERS: Readonly<JournalLedgers> = {
  salaries: "Salaries and Wages",
  employerPf: "Employer PF Contribution",
  pfCharges: "PF Admin and EDLI Charges",
  employerEsi: "Employer ESI Contribution",
  employerLwf: "Employer LWF Contribution",
  employerNps: "Employer NPS Contribution",
  otherEmployerCost: "Other Employer Contributions",
  reimbursements: "Employee Reimbursements",
  salaryPayable: "Salary Payable",
  pfPayable: "PF Payable",
  esiPayable: "ESI Payable",
  ptPayable: "Professional Tax Payable",
  tdsPayable: "TDS Payable",
  lwfPayable: "LWF Payable",
  npsPayable: "NPS Payable",
  otherDeductions: "Other Deductions Payable",
};

export interface JournalOptions {
  /** Cost centre (department) of each employee, by employee ID. */
  costCentres: ReadonlyMap<string, string>;
  /** Cost centre for employees not in `costCentres`; default "Unassigned". */
  unassignedCostCentre?: string;
  ledgers?: Partial<JournalLedgers>;
  /** Expense ledger per earnings code (BASIC, HRA, …); default `ledgers.salaries`. */
  earningLedgers?: Readonly<Record<string, string>>;
  /** Liability ledger per other deduction code (loan recovery, canteen, …); default `ledgers.otherDeductions`. */
  deductionLedgers?: Readonly<Record<string, string>>;
  /** Voucher date, ISO; default the last day of the payroll month. */
  date?: string;
  /** Default "PAY-2026-06". */
  voucherNumber?: string;
  /** Default "Salary for June 2026". */
  narration?: string;
  /** Payroll month, when there may be no payslips. */
  period?: string;
}

export interface JournalLine {
  ledger: string;
  costCentre: string;
  /** Paise; exactly one of debit and credit is non-zero. */
  debit: number;
  credit: number;
  /** What the line is: the component, contribution or deduction. */
  narration: string;
}

export interface Journal {
  period: string;
  /** ISO. */
  date: string;
  voucherNumber: string;
  narration: string;
  /** Grouped by cost centre (sorted); within one, debits first. */
  lines: JournalLine[];
  totalDebit: number;
  totalCredit: number;
}

type Kind = "debit" | "credit";

interface Acc {
  kind: Kind;
  ledger: string;
  costCentre: string;
  narration: string;
  amount: number;
}

/** Employer contributions: the expense ledger debited and the liability credited. */
const EMPLOYER: Readonly<Record<string, { expense: keyof JournalLedgers; payable: keyof JournalLedgers; what: string }>> = {
  EPS: { expense: "employerPf", payable: "pfPayable", what: "Employer PF and EPS" },
  EPF_ER: { expense: "employerPf", payable: "pfPayable", what: "Employer PF and EPS" },
  EPF_ER_ARREARS: { expense: "employerPf", payable: "pfPayable", what: "Employer PF and EPS" },
  EDLI: { expense: "pfCharges", payable: "pfPayable", what: "PF admin and EDLI charges" },
  PF_ADMIN: { expense: "pfCharges", payable: "pfPayable", what: "PF admin and EDLI charges" },
  ESI_ER: { expense: "employerEsi", payable: "esiPayable", what: "Employer ESI" },
  LWF_ER: { expense: "employerLwf", payable: "lwfPayable", what: "Employer LWF" },
  NPS_ER: { expense: "employerNps", payable: "npsPayable", what: "Employer NPS" },
};

/** Statutory deductions: the liability credited. */
const DEDUCTION: Readonly<Record<string, keyof JournalLedgers>> = {
  PF: "pfPayable",
  VPF: "pfPayable",
  PF_ARREARS: "pfPayable",
  ESI: "esiPayable",
  PT: "ptPayable",
  TDS: "tdsPayable",
  LWF: "lwfPayable",
};

/** Narration of a liability line: employee and employer shares together. */
const PAYABLE_WHAT: Partial<Record<keyof JournalLedgers, string>> = {
  pfPayable: "Provident fund (employee and employer)",
  esiPayable: "ESI (employee and employer)",
  ptPayable: "Professional tax",
  tdsPayable: "Income tax (TDS)",
  lwfPayable: "Labour welfare fund (employee and employer)",
  npsPayable: "NPS",
};

export function payrollJournal(payslips: readonly Payslip[], options: JournalOptions): Journal {
  const period = singlePeriod(payslips, options.period);
  const ledgers: JournalLedgers = { ...DEFAULT_LEDGERS, ...options.ledgers };
  const unassigned = options.unassignedCostCentre ?? "Unassigned";
  const acc = new Map<string, Acc>();
  const add = (kind: Kind, ledger: string, costCentre: string, narration: string, amount: number): void => {
    if (amount === 0) return;
    // A negative amount belongs on the other side (e.g. negative net pay is owed by the employee).
    const side: Kind = amount > 0 ? kind : kind === "debit" ? "credit" : "debit";
    const key = `${costCentre}\u0000${side}\u0000${ledger}\u0000${narration}`;
    const a = acc.get(key);
    if (a) a.amount += Math.abs(amount);
    else acc.set(key, { kind: side, ledger, costCentre, narration, amount: Math.abs(amount) });
  };

  for (const p of payslips) {
    const cc = (options.costCentres.get(p.employee.id) ?? unassigned).trim() || unassigned;
    for (const e of p.earnings) {
      const what = e.code.startsWith("ARREARS_") ? "Arrears" : e.name;
      add("debit", options.earningLedgers?.[e.code] ?? ledgers.salaries, cc, what, e.amount);
    }
    for (const c of p.employerContributions) {
      const map = EMPLOYER[c.code];
      if (map) add("debit", ledgers[map.expense], cc, map.what, c.amount);
      else add("debit", ledgers.otherEmployerCost, cc, c.name, c.amount);
    }
    // Bills reimbursed with the salary: the firm's expense (often its own ledger), paid through net salary.
    for (const r of p.reimbursements ?? []) add("debit", ledgers.reimbursements, cc, "Reimbursements", r.amount);
    add("credit", ledgers.salaryPayable, cc, "Net salary", p.totals.netPay);
    for (const d of p.deductions) {
      const payable = DEDUCTION[d.code];
      if (payable) add("credit", ledgers[payable], cc, PAYABLE_WHAT[payable] ?? d.name, d.amount);
      else add("credit", options.deductionLedgers?.[d.code] ?? ledgers.otherDeductions, cc, d.name, d.amount);
    }
    for (const c of p.employerContributions) {
      const map = EMPLOYER[c.code];
      if (map) add("credit", ledgers[map.payable], cc, PAYABLE_WHAT[map.payable] ?? map.what, c.amount);
      else add("credit", ledgers.otherDeductions, cc, c.name, c.amount);
    }
  }

  const centres = [...new Set([...acc.values()].map((a) => a.costCentre))].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  const lines: JournalLine[] = [];
  let totalDebit = 0;
  let totalCredit = 0;
  for (const cc of centres) {
    let d = 0;
    let c = 0;
    for (const kind of ["debit", "credit"] as const) {
      for (const a of acc.values()) {
        if (a.costCentre !== cc || a.kind !== kind) continue;
        lines.push({ ledger: a.ledger, costCentre: cc, debit: kind === "debit" ? a.amount : 0, credit: kind === "credit" ? a.amount : 0, narration: a.narration });
        if (kind === "debit") d += a.amount;
        else c += a.amount;
      }
    }
    if (d !== c) throw new PayrollError(`Payroll journal does not balance for cost centre ${cc}: debits ${rupeesDecimal(d)}, credits ${rupeesDecimal(c)}; check the payslips' totals`);
    totalDebit += d;
    totalCredit += c;
  }
  if (totalDebit !== totalCredit) throw new PayrollError(`Payroll journal does not balance: debits ${rupeesDecimal(totalDebit)}, credits ${rupeesDecimal(totalCredit)}`);

  return {
    period,
    date: options.date ?? monthEnd(period),
    voucherNumber: options.voucherNumber ?? `PAY-${period}`,
    narration: options.narration ?? `Salary for ${monthLabel(period)}`,
    lines,
    totalDebit,
    totalCredit,
  };
}

// -------------------------------------------------------------------------------------------- CSV

/** Date, Voucher, Ledger, Cost Centre, Debit, Credit, Narration; rupees with two decimals; CRLF. */
export function journalCsv(journal: Journal): string {
  const lines = ["Date,Voucher,Ledger,Cost Centre,Debit,Credit,Narration"];
  for (const l of journal.lines) {
    lines.push(
      [
        journal.date,
        csvText(journal.voucherNumber),
        csvText(l.ledger),
        csvText(l.costCentre),
        l.debit > 0 ? rupeesDecimal(l.debit) : "",
        l.credit > 0 ? rupeesDecimal(l.credit) : "",
        csvText(l.narration),
      ].join(","),
    );
  }
  return crlfLines(lines);
}

// ------------------------------------------------------------------------------------------ Tally

export interface TallyOptions {
  /** Tally company to import into (SVCURRENTCOMPANY); omitted = the company open in Tally. */
  company?: string;
  /** Default "Journal". */
  voucherType?: string;
  /** Default "Primary Cost Category" (Tally's own). */
  costCategory?: string;
  /** "expenses" (default): cost centres on debit-only ledgers; "all": on every ledger. */
  costCentresOn?: "expenses" | "all";
}

/** Drops the characters XML 1.0 does not allow (controls other than tab, LF, CR; U+FFFE, U+FFFF). */
function xmlChars(text: string): string {
  let out = "";
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0xfffe || c === 0xffff) continue;
    out += ch;
  }
  return out;
}

/** XML text: & < > " ' escaped; characters XML 1.0 forbids removed. */
export function xmlEscape(text: string): string {
  return xmlChars(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Tally's AMOUNT: credit positive, debit negative, two decimals. */
function tallyAmount(creditMinusDebit: number): string {
  return rupeesDecimal(creditMinusDebit);
}

interface LedgerEntry {
  ledger: string;
  /** credit − debit, paise. */
  net: number;
  hasDebit: boolean;
  hasCredit: boolean;
  centres: Map<string, number>;
}

export function journalTallyXml(journal: Journal, options: TallyOptions = {}): string {
  const entries = new Map<string, LedgerEntry>();
  for (const l of journal.lines) {
    const e = entries.get(l.ledger) ?? { ledger: l.ledger, net: 0, hasDebit: false, hasCredit: false, centres: new Map<string, number>() };
    const amount = l.credit - l.debit;
    e.net += amount;
    if (l.debit > 0) e.hasDebit = true;
    if (l.credit > 0) e.hasCredit = true;
    e.centres.set(l.costCentre, (e.centres.get(l.costCentre) ?? 0) + amount);
    entries.set(l.ledger, e);
  }
  const ordered = [...entries.values()].filter((e) => e.net !== 0).sort((a, b) => (a.net < 0 ? 0 : 1) - (b.net < 0 ? 0 : 1));
  const category = xmlEscape(options.costCategory ?? "Primary Cost Category");
  const allocateAll = options.costCentresOn === "all";
  const vchType = xmlEscape(options.voucherType ?? "Journal");

  const out: string[] = [];
  out.push("<ENVELOPE>");
  out.push(" <HEADER>");
  out.push("  <TALLYREQUEST>Import Data</TALLYREQUEST>");
  out.push(" </HEADER>");
  out.push(" <BODY>");
  out.push("  <IMPORTDATA>");
  out.push("   <REQUESTDESC>");
  out.push("    <REPORTNAME>Vouchers</REPORTNAME>");
  if (options.company !== undefined && options.company.trim() !== "") {
    out.push("    <STATICVARIABLES>");
    out.push(`     <SVCURRENTCOMPANY>${xmlEscape(options.company.trim())}</SVCURRENTCOMPANY>`);
    out.push("    </STATICVARIABLES>");
  }
  out.push("   </REQUESTDESC>");
  out.push("   <REQUESTDATA>");
  out.push('    <TALLYMESSAGE xmlns:UDF="TallyUDF">');
  out.push(`     <VOUCHER VCHTYPE="${vchType}" ACTION="Create" OBJVIEW="Accounting Voucher View">`);
  out.push(`      <DATE>${journal.date.replace(/-/g, "")}</DATE>`);
  out.push(`      <VOUCHERTYPENAME>${vchType}</VOUCHERTYPENAME>`);
  out.push(`      <VOUCHERNUMBER>${xmlEscape(journal.voucherNumber)}</VOUCHERNUMBER>`);
  out.push("      <PERSISTEDVIEW>Accounting Voucher View</PERSISTEDVIEW>");
  out.push(`      <NARRATION>${xmlEscape(journal.narration)}</NARRATION>`);
  for (const e of ordered) {
    const debit = e.net < 0;
    const deemed = debit ? "Yes" : "No";
    out.push("      <ALLLEDGERENTRIES.LIST>");
    out.push(`       <LEDGERNAME>${xmlEscape(e.ledger)}</LEDGERNAME>`);
    out.push(`       <ISDEEMEDPOSITIVE>${deemed}</ISDEEMEDPOSITIVE>`);
    out.push(`       <AMOUNT>${tallyAmount(e.net)}</AMOUNT>`);
    const allocate = allocateAll || (e.hasDebit && !e.hasCredit);
    const centres = [...e.centres.entries()].filter(([, v]) => v !== 0);
    if (allocate && centres.length > 0) {
      out.push("       <CATEGORYALLOCATIONS.LIST>");
      out.push(`        <CATEGORY>${category}</CATEGORY>`);
      out.push(`        <ISDEEMEDPOSITIVE>${deemed}</ISDEEMEDPOSITIVE>`);
      for (const [name, amount] of centres) {
        out.push("        <COSTCENTREALLOCATIONS.LIST>");
        out.push(`         <NAME>${xmlEscape(name)}</NAME>`);
        out.push(`         <AMOUNT>${tallyAmount(amount)}</AMOUNT>`);
        out.push("        </COSTCENTREALLOCATIONS.LIST>");
      }
      out.push("       </CATEGORYALLOCATIONS.LIST>");
    }
    out.push("      </ALLLEDGERENTRIES.LIST>");
  }
  out.push("     </VOUCHER>");
  out.push("    </TALLYMESSAGE>");
  out.push("   </REQUESTDATA>");
  out.push("  </IMPORTDATA>");
  out.push(" </BODY>");
  out.push("</ENVELOPE>");
  return `${out.join("\r\n")}\r\n`;
}
