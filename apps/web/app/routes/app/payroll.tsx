// Payroll runs (/app/payroll), for admins and firm-wide HR: every month's run, newest first, with its
// status, its five steps and its totals, and a form to run a month (which starts computing it at once and
// opens it). Below, the quarterly TDS return's salary details (Form 24Q: Annexure I for a quarter, Annexure
// II for the year) to download, and a link to the firm's payment history. Anyone else is refused by the
// server, in words.
import { indiaToday, shiftMonth } from "@vetan/shared/dates";
import { formatPaise } from "@vetan/shared/money";
import { RunCreateSchema, runLabel, type RunView } from "@vetan/shared/payroll";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Field } from "../../components/accounts-field.tsx";
import { CheckField } from "../../components/check-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { useFormSubmit } from "../../components/console-site-form.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { OpeningsPanel } from "../../features/payroll/openings-panel.tsx";
import { monthLabel, RunStatusChip, RunSteps } from "../../features/payroll/payroll-bits.tsx";
import { taxYearLabel } from "../../features/payroll/declaration-bits.tsx";
import { lastQuarter, QUARTERS, taxYearOptions } from "../../features/payroll/tax-statement-bits.tsx";
import { firmApi, firmHref } from "../../lib/api.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/payroll.css";
import "../../styles/payroll-more.css";
import type { Route } from "./+types/payroll.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { runs: await firmApi<RunView[]>("/payroll/runs", { signal: request.signal }) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Payroll runs | Payroll | Vetan" }, { name: "robots", content: "noindex" }];

/** The month after the newest regular run, or this month when there is none. */
function nextMonth(runs: RunView[]): string {
  const newest = runs.find((r) => r.kind === "regular")?.month;
  return newest ? shiftMonth(newest, 1) : indiaToday().slice(0, 7);
}

export default function Payroll({ loaderData }: Route.ComponentProps) {
  const { runs } = loaderData;
  return (
    <>
      <DashboardHeading eyebrow="Payroll" title="Payroll runs" lead="Each month from attendance and leave to payslips: compute, review, approve (another admin), release." />
      <p className="pay-back">
        <Link to={appPath("payroll", "payments")}>Payment history</Link>
        <a href="#tds">TDS returns</a>
      </p>
      <NewRun suggested={nextMonth(runs)} />
      <NewOffCycleRun />
      <DashboardPanel id="runs" title={`Runs (${runs.length.toLocaleString("en-IN")})`}>
        {runs.length === 0 ? (
          <p className="dash-empty">No runs yet. Assign salaries (each person's profile, Salary) and run a month above.</p>
        ) : (
          <ul className="pay-runs">
            {runs.map((r) => (
              <li key={r.id} className="pay-run-card">
                <div className="pay-run-card__head">
                  <h3>
                    <Link to={appPath("payroll", "runs", r.id)}>{runLabel(r)}</Link>
                  </h3>
                  {r.kind === "off_cycle" && (
                    <span className="pay-status" data-kind="off_cycle">
                      Off-cycle
                    </span>
                  )}
                  <RunStatusChip status={r.status} />
                </div>
                {r.totals && (
                  <dl className="pay-figures">
                    <div>
                      <dt>People</dt>
                      <dd>{r.totals.people.toLocaleString("en-IN")}</dd>
                    </div>
                    <div>
                      <dt>Gross</dt>
                      <dd>{formatPaise(r.totals.gross)}</dd>
                    </div>
                    <div>
                      <dt>Net pay</dt>
                      <dd>{formatPaise(r.totals.net)}</dd>
                    </div>
                    <div>
                      <dt>Warnings</dt>
                      <dd>{r.totals.warnings.toLocaleString("en-IN")}</dd>
                    </div>
                  </dl>
                )}
                <RunSteps steps={r.steps} />
              </li>
            ))}
          </ul>
        )}
      </DashboardPanel>
      <TdsReturns />
      <OpeningsPanel />
    </>
  );
}

/** Form 24Q's salary details as CSV: Annexure I for a quarter, Annexure II for the whole year. */
function TdsReturns() {
  const [filing] = useState(lastQuarter);
  const [year, setYear] = useState(filing.year);
  const [quarter, setQuarter] = useState<string>(filing.quarter);
  const label = taxYearLabel(year);
  return (
    <DashboardPanel id="tds" title="TDS returns (Form 24Q)">
      <p className="dash-note">The salary details of the quarterly TDS return, from approved runs, to load into the return preparation utility. The firm's TAN is set by an admin in <Link to={appPath("settings", "payroll")}>Settings, Payroll</Link>.</p>
      <div className="f16-pick">
        <Field id="tds-year" label="Tax year" control="select" placeholder={null} value={year} options={taxYearOptions()} onChange={setYear} />
        <Field id="tds-quarter" label="Quarter" control="select" placeholder={null} value={quarter} options={QUARTERS} onChange={setQuarter} hint="For Annexure I." />
      </div>
      <ul className="pay-files">
        <li>
          <span>
            <strong>Annexure I, {quarter} of {label} (CSV)</strong>
            <span className="pay-templates__words">Each month's tax deducted from each person in the quarter, with the day it was paid; filed every quarter.</span>
          </span>
          <a className="button button--small" href={firmHref(`/payroll/tds/24q-annexure1.csv?${new URLSearchParams({ year, quarter })}`)} download>
            Download<span className="visually-hidden"> Annexure I for {quarter} of {label}</span>
          </a>
        </li>
        <li>
          <span>
            <strong>Annexure II, {label} (CSV)</strong>
            <span className="pay-templates__words">Each person's salary for the year, exemptions, taxable income, tax and tax deducted; filed with the fourth quarter's return.</span>
          </span>
          <a className="button button--small" href={firmHref(`/payroll/tds/24q-annexure2.csv?${new URLSearchParams({ year })}`)} download>
            Download<span className="visually-hidden"> Annexure II for {label}</span>
          </a>
        </li>
      </ul>
    </DashboardPanel>
  );
}

function NewRun({ suggested }: { suggested: string }) {
  const navigate = useNavigate();
  const { values, errors, submit, field } = useConsoleForm("run", { month: suggested }, firmApi);
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    const result = await submit<RunView>(RunCreateSchema, values, "/payroll/runs", "POST", (r) => `${monthLabel(r.month)} is being computed.`);
    if (result.ok) navigate(appPath("payroll", "runs", result.data.id));
    return result.ok;
  });
  return (
    <DashboardPanel id="new" title="Run a month">
      <form ref={form} className="pay-new" noValidate aria-label="Run a month" onSubmit={onSubmit}>
        <Field {...field("month")} label="Month" type="month" hint="Loss of pay comes from this month's attendance cycle and unpaid leave." />
        {errors._ && (
          <p className="dash-error" role="alert">
            {errors._}
          </p>
        )}
        <button type="submit" className="button" disabled={busy}>
          Compute {values.month ? monthLabel(String(values.month)) : "the month"}
        </button>
      </form>
    </DashboardPanel>
  );
}

/**
 * An off-cycle run: a bonus, arrears or an incentive paid outside the month's run, to the people given
 * one-offs on its page (or owed arrears, when it pays them). Taxed as paid now; no days, PT or LWF.
 */
function NewOffCycleRun() {
  const navigate = useNavigate();
  const { values, setValues, errors, clear, submit, field } = useConsoleForm("off", { month: indiaToday().slice(0, 7), kind: "off_cycle", title: "", pays_arrears: false }, firmApi);
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    const result = await submit<RunView>(RunCreateSchema, values, "/payroll/runs", "POST", (r) => `${runLabel(r)} is open: add what it pays.`);
    if (result.ok) navigate(appPath("payroll", "runs", result.data.id));
    return result.ok;
  });
  return (
    <DashboardPanel id="off-cycle" title="Off-cycle run">
      <p className="dash-note">A bonus, arrears or an incentive paid on its own day: add one-offs for the people it pays on its page. Tax is deducted on the payment alone; the month's run still pays the salary.</p>
      <form ref={form} className="pay-new" noValidate aria-label="Open an off-cycle run" onSubmit={onSubmit}>
        <Field {...field("title")} label="What it pays" maxLength={80} hint="Shown on the payslips, like “Diwali bonus”." />
        <Field {...field("month")} label="Month" type="month" hint="The month the payment falls in, for tax." />
        <CheckField
          id="off-pays_arrears"
          label="Pay the arrears owed"
          hint="Backdated salary revisions' arrears, paid now instead of with next month's salary."
          checked={values.pays_arrears}
          error={errors.pays_arrears}
          onChange={(checked) => {
            setValues((v) => ({ ...v, pays_arrears: checked }));
            clear("pays_arrears");
          }}
        />
        {errors._ && (
          <p className="dash-error" role="alert">
            {errors._}
          </p>
        )}
        <button type="submit" className="button" disabled={busy}>
          Open the run
        </button>
      </form>
    </DashboardPanel>
  );
}
