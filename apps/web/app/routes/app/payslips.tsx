// My payslips (/app/payslips): every released payslip of the signed-in person, newest first, with gross
// and net; each opens the payslip with its working. Below, when they have any, their loans and salary
// advances with what is outstanding and the next instalment; each opens the loan with its schedule. Links
// lead to My ledger (everything paid and owed, traced to its source) and My tax (with Form 16).
import type { LoanView } from "@vetan/shared/loans";
import type { MyPayslipsView } from "@vetan/shared/payroll";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { LoanLinks, nextInstalment } from "../../features/payroll/loan-bits.tsx";
import { monthLabel, rupees, runLabel } from "../../features/payroll/payroll-bits.tsx";
import { firmApi, unlessForbidden } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import "../../styles/payroll.css";
import "../../styles/loans.css";
import type { Route } from "./+types/payslips.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const [mine, loans] = await Promise.all([firmApi<MyPayslipsView>("/payroll/payslips", { signal }), unlessForbidden(firmApi<{ data: LoanView[] }>("/payroll/loans/mine", { signal }).then((r) => r.data), [] as LoanView[])]);
  return { mine, loans };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "My payslips | Payroll | Vetan" }, { name: "robots", content: "noindex" }];

export default function Payslips({ loaderData }: Route.ComponentProps) {
  const { mine, loans } = loaderData;
  const me = useAppViewer();
  return (
    <>
      <DashboardHeading eyebrow="Payroll" title="My payslips" lead="Each month's payslip once your firm releases it, with how every amount was worked out." />
      <p className="pay-back">
        <Link to={appPath("payroll", "ledger", "mine")}>My ledger</Link>
        <Link to={appPath("tax")}>My tax and Form 16</Link>
      </p>
      <DashboardPanel id="payslips" title={`Payslips (${mine.payslips.length.toLocaleString("en-IN")})`}>
        {mine.payslips.length === 0 ? (
          <p className="dash-empty">No payslips released to you yet.</p>
        ) : (
          <ul className="pay-my">
            {mine.payslips.map((p) => (
              <li key={p.run_id} className="pay-my__item">
                <Link to={appPath("payslips", p.run_id, me.employee_id)} className="pay-my__link">
                  <span className="pay-my__month">{runLabel(p)}</span>
                  <span className="pay-my__net">
                    Net pay <strong>{rupees(p.net)}</strong>
                  </span>
                  <span className="pay-my__meta">
                    Gross {rupees(p.gross)} · released {formatDay(p.released_at.slice(0, 10))}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </DashboardPanel>
      {loans.length > 0 && (
        <DashboardPanel id="loans" title={`My loans and advances (${loans.length.toLocaleString("en-IN")})`}>
          <LoanLinks
            loans={loans}
            next={(l) => {
              const next = nextInstalment(l);
              return next ? `next instalment ${rupees(next.emi)} in ${monthLabel(next.month)}` : "nothing more to recover";
            }}
          />
        </DashboardPanel>
      )}
    </>
  );
}
