// My tax (/app/tax), for everyone with an employee record: this tax year's regime — the new one unless they
// choose the old — with the year's tax under each worked on their own salary, the declarations (rent,
// 80C, 80D, home loan interest and more) while the firm's window is open, the proofs uploaded and
// submitted in the proof window, and what HR verified. Every part comes from the server's one view. Below,
// Form 16 Part B of this tax year or the last (?year=2025-04): the salary, exemptions, deductions, taxable
// income and tax in Part B's numbered items, the tax deducted month by month, provisional until March is
// paid, and its PDF.
import type { DeclarationView } from "@vetan/shared/tax-declarations";
import type { Form16View } from "@vetan/shared/tax-statements";
import { useNavigate } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading } from "../../components/dashboard-shell.tsx";
import { AmountsPanel, ComparisonPanel, DeclarationForm, needsProofs, ProofsPanel, taxYearLabel, YearPanel } from "../../features/payroll/declaration-bits.tsx";
import { chosenTaxYear, Form16Panel } from "../../features/payroll/tax-statement-bits.tsx";
import { firmApi, unlessForbidden } from "../../lib/api.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/people-more.css";
import "../../styles/payroll.css";
import "../../styles/payroll-more.css";
import type { Route } from "./+types/tax.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const year = chosenTaxYear(new URL(request.url).searchParams.get("year"));
  const [view, form16] = await Promise.all([
    firmApi<DeclarationView>("/payroll/declarations/mine", { signal }),
    // Form 16 comes with Premium (decision 031): a Basic firm's people see their declarations alone.
    unlessForbidden(firmApi<Form16View>(`/payroll/form16/mine?${new URLSearchParams({ year })}`, { signal }), null),
  ]);
  return { view, form16, year };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "My tax | Payroll | Vetan" }, { name: "robots", content: "noindex" }];

export default function MyTax({ loaderData }: Route.ComponentProps) {
  const { view, form16, year } = loaderData;
  const navigate = useNavigate();
  return (
    <>
      <DashboardHeading
        eyebrow="Payroll"
        title="My tax"
        lead={`Tax year ${taxYearLabel(view.tax_year)}: choose your tax regime, declare rent and investments if you choose the old one, and upload the proofs when your firm asks for them. Your Form 16 is at the end.`}
      />
      <p className="pay-back">
        <a href="#form16">Form 16</a>
      </p>
      <YearPanel view={view} own />
      <ComparisonPanel view={view} />
      <DeclarationForm view={view} own />
      <AmountsPanel view={view} />
      {needsProofs(view) && <ProofsPanel view={view} own />}
      {form16 ? (
        <Form16Panel view={form16} year={year} own onYear={(y) => void navigate(`?${new URLSearchParams({ year: y })}`, { preventScrollReset: true, replace: true })} />
      ) : (
        <p id="form16" className="dash-muted">
          Form 16 downloads come with a larger plan than your firm's.
        </p>
      )}
    </>
  );
}
