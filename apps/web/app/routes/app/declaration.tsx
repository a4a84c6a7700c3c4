// One person's tax declaration (/app/payroll/declarations/:employeeId), for HR covering them and admins:
// the same read-out as their My tax — the year, the windows, the two regimes' tax on their salary, what
// they declared — with the proofs to open, HR's verification (the amount accepted for each declared item,
// pre-filled with what was declared, and a note) and the declaration itself, which HR may change on the
// person's behalf at any time, and a link to their Form 16 for the year as a PDF. The server scopes it:
// anyone else is told the person does not exist.
import type { DeclarationView } from "@vetan/shared/tax-declarations";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { AmountsPanel, ComparisonPanel, DeclarationForm, needsProofs, ProofsPanel, taxYearLabel, VerifyForm, YearPanel } from "../../features/payroll/declaration-bits.tsx";
import { form16PdfHref } from "../../features/payroll/tax-statement-bits.tsx";
import { firmApi } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/people-more.css";
import "../../styles/payroll.css";
import type { Route } from "./+types/declaration.ts";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return { view: await firmApi<DeclarationView>(`/payroll/declarations/${encodeURIComponent(params.employeeId)}`, { signal: request.signal }) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Tax declaration | Payroll | Vetan" }, { name: "robots", content: "noindex" }];

export default function Declaration({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  const me = useAppViewer();
  const own = me.employee_id === view.employee.id;
  return (
    <>
      <DashboardHeading eyebrow="Tax declarations" title={view.employee.name} lead={`${view.employee.name} (${view.employee.code}): regime, declarations and proofs for the tax year ${taxYearLabel(view.tax_year)}.`} />
      <p className="pay-back">
        <Link to={appPath("payroll", "declarations")}>All declarations</Link>
        <Link to={appPath("people", view.employee.id)}>Profile</Link>
        <Link to={appPath("people", view.employee.id, "salary")}>Salary</Link>
        <a href={form16PdfHref(view.employee.id, view.tax_year)} download>
          Form 16 for {taxYearLabel(view.tax_year)} (PDF)
        </a>
      </p>
      <YearPanel view={view} own={own} />
      <ComparisonPanel view={view} />
      <AmountsPanel view={view} />
      {needsProofs(view) && <ProofsPanel view={view} own={own} />}
      {view.can_verify && <VerifyForm key={`${JSON.stringify(view.declared)}${view.verified_at ?? ""}`} view={view} />}
      <DeclarationForm view={view} own={own} />
    </>
  );
}
