// EPFO Electronic Challan cum Return, UAN format: one line per member, 11 fields joined by #~#, no
// header, whole rupees. Field order per india-statutory.md §1.6 (and frappe/india-payroll get_ecr_file).
// PF on arrears is not included: EPFO takes arrears in a separate arrear ECR.

import type { Payslip } from "../schema.ts";
import { PayrollError } from "../errors.ts";

export interface EcrOptions {
  /** Line separator; EPFO's validation utility accepts \n. */
  newline?: string;
}

const SEP = "#~#";

/** Name as EPFO wants it: capitals, letters, spaces and "." only. */
export function ecrName(name: string): string {
  return name.toUpperCase().replace(/[^A-Z. ]/g, "").replace(/\s+/g, " ").trim();
}

const rupeesOf = (paise: number): number => Math.round(paise / 100);

export function ecrText(payslips: readonly Payslip[], options: EcrOptions = {}): string {
  const missing = payslips.filter((p) => p.pf !== null && !p.employee.uan).map((p) => p.employee.id);
  if (missing.length > 0) throw new PayrollError(`ECR needs a UAN for every PF member; missing for: ${missing.join(", ")}`);
  const lines: string[] = [];
  for (const p of payslips) {
    const pf = p.pf;
    if (!pf) continue;
    lines.push(
      [
        p.employee.uan ?? "",
        ecrName(p.employee.name),
        rupeesOf(p.totals.grossEarnings),
        rupeesOf(pf.epfWages),
        rupeesOf(pf.epsWages),
        rupeesOf(pf.edliWages),
        rupeesOf(pf.employee + pf.vpf),
        rupeesOf(pf.eps),
        rupeesOf(pf.employerEpf),
        pf.ncpDays,
        0,
      ].join(SEP),
    );
  }
  return lines.join(options.newline ?? "\n");
}
