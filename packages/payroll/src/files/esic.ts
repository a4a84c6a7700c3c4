// ESIC monthly contribution ("MC") upload: the rows of the Excel template the employer portal takes,
// as typed data plus CSV / tab-separated text. The portal wants an .xls whose six columns are all Text;
// the server writes the workbook itself from `esicCells` (every cell a string).
//
// Sources:
//   * The template's instruction sheet, reproduced in public code: Odoo l10n_in_hr_payroll ESIC report
//     (`l10n.in.hr.payroll.esic.report`, headers and "Instructions & Reason Codes" sheet) and
//     shyamsahani01/laravel-project resources/views/exports/esi_challan_instructions.blade.php (the same
//     table and numbered instructions); officeanywhere.io/payroll/esi-electronic-return-format;
//     finchcontext.com/skills/india/payroll/build-esic-return-csv.html; product-anchors.md (ESIC MC upload);
//     reason 10 = Retrenchment also in support.paybooks.in article 4000092794.
//   * Columns A–F: IP Number (10 digits) · IP Name (only alphabets and space) · No of Days for which wages
//     paid/payable during the month · Total Monthly Wages · Reason Code for Zero workings days (numeric
//     only; provide 0 for all other reasons) · Last Working Day (DD/MM/YYYY or DD-MM-YYYY).
//   * Days are whole numbers: fractions round UP. Contributions are worked out by the portal.
//   * Reason codes 0–13 (ESIC_REASON_CODES). A last working day is given only with codes 2, 3, 4, 5, 6 and
//     10, and only when the days are 0; "In case IP has worked for part of the month … and left in between
//     of the month, then last working day shouldn't be mentioned" — so someone who leaves with paid days
//     this month is reported with their days and code 0, and next month with 0 days, the exit code and the
//     last working day (returned as `followUps`; pass them back as `earlierExits`). Codes 2, 3, 4, 5 and 10
//     with a last working day remove the IP from the employer's list. Code 4 (out of coverage) is valid
//     only in the April and October wage periods.
//   * IP number: 10 digits, 2-digit region + 8 digits (product-anchors.md; esicbarrackpore.org 17digit.html).
//
// VERIFY: the exact header wording of the current "Sample MC Excel Template" (the portal reads data from
// row 2 of columns A–F); whether wages are whole rupees (we round ESI wages half up) — the template shows
// no decimals; the same-month last-working-day rule on today's portal (`lastWorkingDayWithPaidDays`
// switches to reporting the exit in the month of leaving).

import type { Payslip } from "../schema.ts";
import { PayrollError } from "../errors.ts";
import { crlfLines, csvText, dmy, singlePeriod, wholeRupees, who } from "./common.ts";

export const ESIC_REASON_CODES = [
  { code: 0, reason: "Without Reason", lastWorkingDay: false },
  { code: 1, reason: "On Leave", lastWorkingDay: false },
  { code: 2, reason: "Left Service", lastWorkingDay: true },
  { code: 3, reason: "Retired", lastWorkingDay: true },
  { code: 4, reason: "Out of Coverage", lastWorkingDay: true },
  { code: 5, reason: "Expired", lastWorkingDay: true },
  { code: 6, reason: "Non Implemented area", lastWorkingDay: true },
  { code: 7, reason: "Compliance by Immediate Employer", lastWorkingDay: false },
  { code: 8, reason: "Suspension of work", lastWorkingDay: false },
  { code: 9, reason: "Strike/Lockout", lastWorkingDay: false },
  { code: 10, reason: "Retrenchment", lastWorkingDay: true },
  { code: 11, reason: "No Work", lastWorkingDay: false },
  { code: 12, reason: "Doesnt Belong To This Employer", lastWorkingDay: false },
  { code: 13, reason: "Duplicate IP", lastWorkingDay: false },
] as const;

export type EsicReasonCode = (typeof ESIC_REASON_CODES)[number]["code"];
/** Codes that end the IP's listing with this employer and need a last working day. */
export type EsicExitCode = 2 | 3 | 4 | 5 | 6 | 10;

export const ESIC_HEADER = [
  "IP Number (10 Digits)",
  "IP Name (Only alphabets and space)",
  "No of Days for which wages paid/payable during the month",
  "Total Monthly Wages",
  "Reason Code for Zero workings days(numeric only; provide 0 for all other reasons)",
  "Last Working Day (Format DD/MM/YYYY or DD-MM-YYYY)",
] as const;

export interface EsicRow {
  employeeId: string;
  ipNumber: string;
  ipName: string;
  /** Whole days for which wages were paid or payable (fractions rounded up). */
  days: number;
  /** ESI wages in whole rupees. */
  wages: number;
  reasonCode: EsicReasonCode;
  /** DD/MM/YYYY, only with an exit code and 0 days. */
  lastWorkingDay: string | null;
}

export interface EsicExit {
  reasonCode: EsicExitCode;
  /** ISO date. */
  lastWorkingDay: string;
}

/** Someone who has left but is still listed on the portal: to be reported with 0 days next month. */
export interface EsicPendingExit extends EsicExit {
  employeeId: string;
  name: string;
  ipNumber: string;
}

export interface EsicOptions {
  /** ESIC insurance (IP) number of each employee, by employee ID; the Payslip does not carry it. */
  ipNumbers: ReadonlyMap<string, string>;
  /** Why a member has no paid days this month; default 1 (on leave). Exit codes need `exits` instead. */
  zeroDayReasons?: ReadonlyMap<string, EsicReasonCode>;
  /** Members who left service, retired, died, moved out of coverage…: the code and last working day. */
  exits?: ReadonlyMap<string, EsicExit>;
  /** Members who left in an earlier month (with paid days then) and are still listed: 0 days, code, date. */
  earlierExits?: readonly EsicPendingExit[];
  /** Report an exit in the month of leaving even with paid days (not the template's rule). Default false. */
  lastWorkingDayWithPaidDays?: boolean;
}

export interface EsicUpload {
  period: string;
  header: typeof ESIC_HEADER;
  rows: EsicRow[];
  /** Leavers with paid days this month: report them next month with 0 days, the code and the date. */
  followUps: EsicPendingExit[];
  totals: {
    members: number;
    /** Sum of the rows' whole-rupee wages. */
    wages: number;
    /** Contributions from the payslips, in paise (the portal works out its own). */
    employee: number;
    employer: number;
  };
}

const NEEDS_DATE: ReadonlySet<number> = new Set(ESIC_REASON_CODES.filter((r) => r.lastWorkingDay).map((r) => r.code));

/** IP name as the template wants it: letters and single spaces. */
export function esicName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function checkExit(label: string, exit: EsicExit, period: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(exit.lastWorkingDay)) throw new PayrollError(`ESIC exit for ${label}: last working day must be a date like 2026-06-17`);
  if (!NEEDS_DATE.has(exit.reasonCode)) throw new PayrollError(`ESIC exit for ${label}: reason ${exit.reasonCode} is not an exit code (2, 3, 4, 5, 6 or 10)`);
  checkOutOfCoverage(label, exit.reasonCode, period);
}

function checkOutOfCoverage(label: string, code: EsicReasonCode, period: string): void {
  const m = period.slice(5, 7);
  if (code === 4 && m !== "04" && m !== "10") {
    throw new PayrollError(`ESIC reason 4 (out of coverage) for ${label} is accepted only in the April and October wage periods`);
  }
}

export function esicRows(payslips: readonly Payslip[], options: EsicOptions): EsicUpload {
  const period = singlePeriod(payslips);
  const members = payslips.filter((p) => p.esi?.covered === true);
  const missing: string[] = [];
  const malformed: string[] = [];
  for (const p of members) {
    const ip = options.ipNumbers.get(p.employee.id)?.trim();
    if (ip === undefined || ip === "") missing.push(who(p));
    else if (!/^\d{10}$/.test(ip)) malformed.push(`${who(p)}: "${ip}"`);
  }
  if (missing.length > 0) throw new PayrollError(`ESIC IP number missing for: ${missing.join(", ")}`);
  if (malformed.length > 0) throw new PayrollError(`ESIC IP number must be 10 digits for: ${malformed.join("; ")}`);

  const rows: EsicRow[] = [];
  const followUps: EsicPendingExit[] = [];
  let employee = 0;
  let employer = 0;
  for (const p of members) {
    const esi = p.esi;
    if (!esi) continue;
    const ipNumber = (options.ipNumbers.get(p.employee.id) ?? "").trim();
    const ipName = esicName(p.employee.name);
    if (ipName === "") throw new PayrollError(`ESIC IP name for ${who(p)} has no letters A–Z; give the name as in ESIC's records`);
    const days = Math.ceil(p.days.payable);
    const exit = options.exits?.get(p.employee.id);
    if (exit) checkExit(who(p), exit, period);
    let reasonCode: EsicReasonCode = 0;
    let lastWorkingDay: string | null = null;
    if (days === 0 || (exit && options.lastWorkingDayWithPaidDays)) {
      if (exit) {
        reasonCode = exit.reasonCode;
        lastWorkingDay = dmy(exit.lastWorkingDay);
      } else {
        reasonCode = options.zeroDayReasons?.get(p.employee.id) ?? 1;
        if (NEEDS_DATE.has(reasonCode)) {
          throw new PayrollError(`ESIC reason ${reasonCode} for ${who(p)} needs a last working day: give it in exits`);
        }
        checkOutOfCoverage(who(p), reasonCode, period);
      }
    } else if (exit) {
      followUps.push({ employeeId: p.employee.id, name: p.employee.name, ipNumber, ...exit });
    }
    rows.push({ employeeId: p.employee.id, ipNumber, ipName, days, wages: wholeRupees(esi.wages), reasonCode, lastWorkingDay });
    employee += esi.employee;
    employer += esi.employer;
  }

  const listed = new Set(rows.map((r) => r.employeeId));
  for (const e of options.earlierExits ?? []) {
    const label = `${e.employeeId} (${e.name})`;
    if (listed.has(e.employeeId)) throw new PayrollError(`ESIC: ${label} has a payslip this month and is also listed as an earlier exit`);
    checkExit(label, e, period);
    if (!/^\d{10}$/.test(e.ipNumber)) throw new PayrollError(`ESIC IP number must be 10 digits for: ${label}: "${e.ipNumber}"`);
    const ipName = esicName(e.name);
    if (ipName === "") throw new PayrollError(`ESIC IP name for ${label} has no letters A–Z`);
    rows.push({ employeeId: e.employeeId, ipNumber: e.ipNumber, ipName, days: 0, wages: 0, reasonCode: e.reasonCode, lastWorkingDay: dmy(e.lastWorkingDay) });
    listed.add(e.employeeId);
  }

  return {
    period,
    header: ESIC_HEADER,
    rows,
    followUps,
    totals: { members: rows.length, wages: rows.reduce((a, r) => a + r.wages, 0), employee, employer },
  };
}

/** Header and rows as strings, every cell Text as the portal requires (for a workbook writer). */
export function esicCells(upload: EsicUpload): string[][] {
  return [
    [...upload.header],
    ...upload.rows.map((r) => [r.ipNumber, r.ipName, String(r.days), String(r.wages), String(r.reasonCode), r.lastWorkingDay ?? ""]),
  ];
}

/** The upload as CSV (quoted text cells, CRLF) or tab-separated text (for pasting into the template). */
export function esicText(upload: EsicUpload, format: "csv" | "tsv" = "csv"): string {
  const cells = esicCells(upload);
  if (format === "tsv") return crlfLines(cells.map((row) => row.map((c) => c.replace(/[\t\r\n]/g, " ")).join("\t")));
  return crlfLines(cells.map((row) => row.map(csvText).join(",")));
}
