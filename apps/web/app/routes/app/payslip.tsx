// One payslip (/app/payslips/:runId/:employeeId): the person's own once released, or anyone's to admins
// and HR while the run is reviewed. Earnings, deductions and the employer's contributions with each line's
// working, the days counted, net pay in figures and in words, the tax year so far and the tax projection.
// Printing it gives a clean page (the PDF with a password comes in the next part of payroll).
import type { PayslipLineView, PayslipView } from "@vetan/shared/payroll";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { LineRows, rupees, runLabel } from "../../features/payroll/payroll-bits.tsx";
import { firmApi, firmHref } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import "../../styles/payroll.css";
import type { Route } from "./+types/payslip.ts";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return { slip: await firmApi<PayslipView>(`/payroll/runs/${encodeURIComponent(params.runId)}/payslips/${encodeURIComponent(params.employeeId)}`, { signal: request.signal }) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `Payslip ${loaderData ? runLabel(loaderData.slip.run) : ""} | Payroll | Vetan` }, { name: "robots", content: "noindex" }];

function Lines({ id, title, lines, total, totalLabel }: { id: string; title: string; lines: PayslipLineView[]; total: number; totalLabel: string }) {
  return (
    <section className="pay-lines" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <table className="dash-table">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="is-num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <LineRows lines={lines} />
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{totalLabel}</th>
            <td className="is-num">{rupees(total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

export default function Payslip({ loaderData }: Route.ComponentProps) {
  const { slip } = loaderData;
  const me = useAppViewer();
  const own = me.employee_id === slip.employee.id;
  return (
    <>
      <DashboardHeading eyebrow={slip.firm.name} title={`Payslip for ${runLabel(slip.run)}`} lead={`${slip.employee.name} (${slip.employee.code})${slip.employee.designation ? `, ${slip.employee.designation}` : ""}${slip.employee.department ? `, ${slip.employee.department}` : ""}`} />
      <p className="pay-back">
        {own ? <Link to={appPath("payslips")}>My payslips</Link> : <Link to={appPath("payroll", "runs", slip.run.id)}>The {runLabel(slip.run)} run</Link>}
        <a className="button button--small" href={firmHref(`/payroll/runs/${encodeURIComponent(slip.run.id)}/payslips/${encodeURIComponent(slip.employee.id)}/pdf`)} download>
          Download PDF
        </a>
        <button type="button" className="button button--ghost button--small" onClick={() => window.print()}>
          Print
        </button>
      </p>
      <p className="pay-templates__words">The PDF opens with {own ? "your" : "the person's"} password: the first five letters of the PAN in capitals, then the date of birth as DDMMYYYY (for example ABCDE31011990). With no PAN on record, the employee code takes the PAN's place.</p>
      {slip.run.status !== "released" && <p className="dash-note">Not released yet: the person sees it once the run is approved and released.</p>}
      <article className="pay-slip" aria-label={`Payslip of ${slip.employee.name} for ${runLabel(slip.run)}`}>
        <dl className="pay-facts">
          {slip.run.title ? (
            <div>
              <dt>Paid</dt>
              <dd>Off-cycle, outside the month's run</dd>
            </div>
          ) : (
            <>
            <div>
              <dt>Days in the month</dt>
              <dd>{slip.days.in_month}</dd>
            </div>
            <div>
              <dt>Days employed</dt>
              <dd>{slip.days.employed}</dd>
            </div>
            <div>
              <dt>Loss of pay</dt>
              <dd>{slip.days.lop}</dd>
            </div>
            <div>
              <dt>Paid days</dt>
              <dd>{slip.days.payable}</dd>
            </div>
            </>
          )}
          <div>
            <dt>PAN</dt>
            <dd>{slip.employee.pan_masked ?? "Not given"}</dd>
          </div>
          <div>
            <dt>UAN</dt>
            <dd>{slip.employee.uan ?? "—"}</dd>
          </div>
        </dl>
        <div className="pay-slip__columns">
          <Lines id="earnings" title="Earnings" lines={slip.earnings} total={slip.totals.gross} totalLabel="Gross earnings" />
          <Lines id="deductions" title="Deductions" lines={slip.deductions} total={slip.totals.deductions} totalLabel="Total deductions" />
        </div>
        {slip.reimbursements.length > 0 && <Lines id="reimbursements" title="Reimbursements (not pay: no PF, ESI or tax)" lines={slip.reimbursements} total={slip.totals.reimbursements} totalLabel="Total reimbursed" />}
        <div className="pay-net">
          <p>
            Net pay <strong>{rupees(slip.totals.net)}</strong>
          </p>
          <p className="pay-net__words">{slip.net_in_words}</p>
        </div>
        {slip.employer.length > 0 && <Lines id="employer" title="Paid by the employer on top (part of CTC)" lines={slip.employer} total={slip.totals.employer} totalLabel="Employer's contributions" />}
        <section className="pay-lines" aria-labelledby="year">
          <h2 id="year">This tax year</h2>
          <dl className="pay-facts">
            <div>
              <dt>Gross so far</dt>
              <dd>{rupees(slip.ytd.gross)}</dd>
            </div>
            <div>
              <dt>Tax deducted so far</dt>
              <dd>{rupees(slip.ytd.tds)}</dd>
            </div>
            <div>
              <dt>PF so far</dt>
              <dd>{rupees(slip.ytd.pf)}</dd>
            </div>
            <div>
              <dt>Tax regime</dt>
              <dd>{slip.tax.regime === "new" ? "New" : "Old"}</dd>
            </div>
            <div>
              <dt>Projected taxable income</dt>
              <dd>{rupees(slip.tax.taxable_income)}</dd>
            </div>
            <div>
              <dt>Projected tax for the year</dt>
              <dd>{rupees(slip.tax.annual_tax)}</dd>
            </div>
          </dl>
        </section>
        {slip.warnings.length > 0 && (
          <section className="pay-lines" aria-labelledby="warnings">
            <h2 id="warnings">Notes</h2>
            <ul className="pay-warnings">
              {slip.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </section>
        )}
      </article>
    </>
  );
}
