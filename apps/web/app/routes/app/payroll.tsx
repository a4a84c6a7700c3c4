// Payroll runs (/app/payroll), for admins and firm-wide HR: every month's run, newest first, with its
// status, its five steps and its totals, and a form to run a month (which starts computing it at once and
// opens it). Anyone else is refused by the server, in words.
import { indiaToday, shiftMonth } from "@vetan/shared/dates";
import { formatPaise } from "@vetan/shared/money";
import { RunCreateSchema, type RunView } from "@vetan/shared/payroll";
import { Link, useNavigate } from "react-router";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { useFormSubmit } from "../../components/console-site-form.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { monthLabel, RunStatusChip, RunSteps } from "../../features/payroll/payroll-bits.tsx";
import { firmApi } from "../../lib/api.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/payroll.css";
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

/** The month after the newest run, or this month when there is none. */
function nextMonth(runs: RunView[]): string {
  const newest = runs[0]?.month;
  return newest ? shiftMonth(newest, 1) : indiaToday().slice(0, 7);
}

export default function Payroll({ loaderData }: Route.ComponentProps) {
  const { runs } = loaderData;
  return (
    <>
      <DashboardHeading eyebrow="Payroll" title="Payroll runs" lead="Each month from attendance and leave to payslips: compute, review, approve (another admin), release." />
      <NewRun suggested={nextMonth(runs)} />
      <DashboardPanel id="runs" title={`Runs (${runs.length.toLocaleString("en-IN")})`}>
        {runs.length === 0 ? (
          <p className="dash-empty">No runs yet. Assign salaries (each person's profile, Salary) and run a month above.</p>
        ) : (
          <ul className="pay-runs">
            {runs.map((r) => (
              <li key={r.id} className="pay-run-card">
                <div className="pay-run-card__head">
                  <h3>
                    <Link to={appPath("payroll", "runs", r.id)}>{monthLabel(r.month)}</Link>
                  </h3>
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
    </>
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
