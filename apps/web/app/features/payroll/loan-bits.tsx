// Small pieces the loan screens share (routes/app/loans, loan, payslips' My loans, salary's panel): a loan's
// status in words, its name, the next instalment still to come, and the list as a CSV made in the browser
// (the API has no export; the file holds exactly the rows on screen).
import { indiaToday } from "@vetan/shared/dates";
import { LOAN_KIND_LABELS, type LoanListView, type LoanView } from "@vetan/shared/loans";
import { Link } from "react-router";
import { appPath } from "../../content/app-nav.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import { csvText, plainRupees, saveCsv } from "./csv.ts";
import { monthLabel, rupees } from "./payroll-bits.tsx";

export type LoanSummary = LoanListView["data"][number];

const STATUS_WORDS: Record<LoanSummary["status"], string> = { active: "Being recovered", closed: "Closed" };

export function LoanStatusChip({ status }: { status: LoanSummary["status"] }) {
  return (
    <span className="loan-status" data-status={status}>
      {STATUS_WORDS[status]}
    </span>
  );
}

/** "Salary advance: Medical emergency". */
export const loanName = (l: Pick<LoanSummary, "kind" | "purpose">) => `${LOAN_KIND_LABELS[l.kind]}: ${l.purpose}`;

/** "8.5% a year, reducing balance", or "None" for an interest-free loan or an advance. */
export const interestWords = (l: Pick<LoanSummary, "rate_percent" | "method">) =>
  l.rate_percent > 0 ? `${l.rate_percent.toLocaleString("en-IN")}% a year, ${l.method === "flat" ? "flat" : "reducing balance"}` : "None (interest-free)";

/** The first instalment not yet recovered by a paid run, if any is left. */
export function nextInstalment(loan: Pick<LoanView, "rows">): { month: string; emi: number } | null {
  const row = loan.rows.find((r) => !r.recovered && r.emi > 0);
  return row ? { month: row.month, emi: row.emi } : null;
}

/** A short list of loans (a person's), each linking to its page: on the salary page and My payslips. `next` words what comes next (the next instalment); by default, the instalment and its first month. */
export function LoanLinks<L extends LoanSummary>({ loans, next }: { loans: readonly L[]; next?: (loan: L) => string | null }) {
  return (
    <ul className="pay-my">
      {loans.map((l) => {
        const coming = next?.(l);
        return (
          <li key={l.id} className="pay-my__item">
            <Link to={appPath("payroll", "loans", l.id)} className="pay-my__link">
              <span className="loan-link__head">
                <span className="pay-my__month">{loanName(l)}</span>
                <LoanStatusChip status={l.status} />
              </span>
              <span className="pay-my__net">
                Outstanding <strong>{rupees(l.outstanding)}</strong>
              </span>
              <span className="pay-my__meta">
                {rupees(l.principal)} paid out on {formatDay(l.disbursed_on)} · {coming ?? `${rupees(l.emi)} a month from ${monthLabel(l.first_month)}`}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

// ─── The list as CSV ─────────────────────────────────────────────────────────────────────────────────

export function loansCsv(loans: readonly LoanSummary[]): string {
  const header = ["Person", "Code", "Kind", "Purpose", "Paid out on", "Amount (Rs)", "Yearly interest (%)", "Method", "Instalments", "First month", "EMI (Rs)", "Recovered (Rs)", "Outstanding (Rs)", "Status"];
  const rows = loans.map((l) => [
    l.employee.name,
    l.employee.code,
    LOAN_KIND_LABELS[l.kind],
    l.purpose,
    l.disbursed_on,
    plainRupees(l.principal),
    l.rate_percent,
    l.rate_percent > 0 ? l.method : "",
    l.instalments,
    l.first_month,
    plainRupees(l.emi),
    plainRupees(l.recovered),
    plainRupees(l.outstanding),
    STATUS_WORDS[l.status],
  ]);
  return csvText([header, ...rows]);
}

/** Saves the rows on screen; nothing leaves the browser. */
export function downloadLoansCsv(loans: readonly LoanSummary[]): void {
  saveCsv(`vetan-loans-${indiaToday()}.csv`, loansCsv(loans));
}
