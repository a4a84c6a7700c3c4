// What the firm files and hands out as the deductor of tax on salaries, on screen: the tax years to choose
// from (this one and the one before), Form 16 Part B as a statement (My tax) with its PDF, and the links to
// Form 24Q's annexures (Payroll runs). The figures are the server's (Form16View); nothing is worked here.
import { indiaToday } from "@vetan/shared/dates";
import { taxYearOf } from "@vetan/shared/payroll";
import type { Form16View } from "@vetan/shared/tax-statements";
import { useId } from "react";
import { Field } from "../../components/accounts-field.tsx";
import { DashboardPanel } from "../../components/dashboard-shell.tsx";
import { firmHref } from "../../lib/api.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import { REGIME_WORDS, taxYearLabel } from "./declaration-bits.tsx";
import { partBRows } from "./part-b.ts";
import { monthLabel, rupees } from "./payroll-bits.tsx";

/** This tax year and the one before, by their Aprils, newest first: ["2026-04", "2025-04"]. */
export function recentTaxYears(today = indiaToday()): [string, string] {
  const now = taxYearOf(today);
  return [now, `${Number(now.slice(0, 4)) - 1}-04`];
}

/** The tax year the address asks for (?year=2025-04) when it is one of the choices; this one otherwise. */
export function chosenTaxYear(asked: string | null, today = indiaToday()): string {
  const years = recentTaxYears(today);
  return asked && years.includes(asked) ? asked : years[0];
}

export const taxYearOptions = (today = indiaToday()) => recentTaxYears(today).map((y) => ({ value: y, label: taxYearLabel(y) }));

/** The PDF of a person's Form 16 for a tax year (its April). */
export const form16PdfHref = (employeeId: string, year: string) => firmHref(`/payroll/form16/${encodeURIComponent(employeeId)}/pdf?${new URLSearchParams({ year })}`);

/** The password of payslips and Form 16, in words (the server's payslipPassword). */
export function PdfPassword({ own }: { own: boolean }) {
  return (
    <p className="pay-templates__words">
      The PDF opens with {own ? "your" : "the person's"} password: the first five letters of the PAN in capitals, then the date of birth as DDMMYYYY (for example ABCDE31011990). With no PAN on record, the employee code takes the PAN's place.
    </p>
  );
}

function PartBTable({ view, label }: { view: Form16View; label: string }) {
  return (
    <table className="f16-table">
      <caption>Income and tax for {label}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Particulars</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {partBRows(view).map((row) => (
          <tr key={`${row.item}-${row.label}`} className={row.sum ? "f16-table__sum" : undefined}>
            <td className="f16-table__item">{row.item}</td>
            <th scope="row">{row.label}</th>
            <td>{row.less && row.amount > 0 ? `− ${rupees(row.amount)}` : rupees(row.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface Form16PanelProps {
  view: Form16View;
  /** The tax year shown, by its April. */
  year: string;
  onYear(year: string): void;
  own: boolean;
}

/** Form 16 Part B: the year's salary, exemptions, deductions, taxable income and tax in Part B's items, and the tax deducted month by month. */
export function Form16Panel({ view, year, onYear, own }: Form16PanelProps) {
  const id = useId();
  const nothing = view.tds.length === 0 && view.salary.total === 0;
  const label = taxYearLabel(year);
  return (
    <DashboardPanel
      id="form16"
      title="Form 16"
      actions={
        <a className="button button--small" href={form16PdfHref(view.employee.id, year)} download>
          Download PDF<span className="visually-hidden"> of Form 16 for {label}</span>
        </a>
      }
    >
      <div className="f16-head">
        <Field id={`${id}-year`} label="Tax year" control="select" placeholder={null} value={year} options={taxYearOptions()} onChange={onYear} hint="Part B, the salary and the tax deducted on it, from the payslips your firm has released." />
        {view.provisional ? (
          <p className="f16-state" data-state="provisional">
            Provisional until March
          </p>
        ) : (
          <p className="f16-state" data-state="final">
            Final for the year
          </p>
        )}
      </div>
      <dl className="pay-figures">
        <div>
          <dt>Employer</dt>
          <dd>{view.employer.name}</dd>
        </div>
        <div>
          <dt>Employer's TAN</dt>
          <dd>{view.employer.tan ?? "Not given yet"}</dd>
        </div>
        <div>
          <dt>Period</dt>
          <dd>{nothing ? "Nothing paid yet" : `${formatDay(view.period.from)} to ${formatDay(view.period.to)}`}</dd>
        </div>
        <div>
          <dt>Regime</dt>
          <dd>{REGIME_WORDS[view.regime]}</dd>
        </div>
      </dl>
      <p className="dash-note">{view.working}</p>
      {!nothing && <p className="dash-note">The income and tax are numbered as Part B's items on the PDF; items with nothing in them are on the PDF only.</p>}
      {!nothing && (
        <div className="f16-columns">
          <PartBTable view={view} label={label} />
          <table className="f16-table">
            <caption>Tax deducted month by month</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Paid on</th>
                <th scope="col">Tax deducted</th>
              </tr>
            </thead>
            <tbody>
              {view.tds.map((t) => (
                <tr key={t.month}>
                  <th scope="row">{t.label ?? monthLabel(t.month)}</th>
                  <td className="f16-table__day">{t.paid_on ? formatDay(t.paid_on) : "—"}</td>
                  <td>{rupees(t.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="f16-table__sum">
                <th scope="row" colSpan={2}>
                  Total deducted
                </th>
                <td>{rupees(view.tds_total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <PdfPassword own={own} />
    </DashboardPanel>
  );
}

export const QUARTERS = [
  { value: "Q1", label: "Q1: April to June" },
  { value: "Q2", label: "Q2: July to September" },
  { value: "Q3", label: "Q3: October to December" },
  { value: "Q4", label: "Q4: January to March" },
] as const;
export type Quarter = (typeof QUARTERS)[number]["value"];

/** The quarter whose return is due next: the one before today's (Q4 of last year in April to June). */
export function lastQuarter(today = indiaToday()): { year: string; quarter: Quarter } {
  const m = Number(today.slice(5, 7));
  const year = taxYearOf(today);
  if (m >= 4 && m <= 6) return { year: `${Number(year.slice(0, 4)) - 1}-04`, quarter: "Q4" };
  if (m >= 7 && m <= 9) return { year, quarter: "Q1" };
  if (m >= 10) return { year, quarter: "Q2" };
  return { year, quarter: "Q3" };
}
