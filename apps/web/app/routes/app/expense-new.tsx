// A new expense claim (/app/expenses/new): the form, on the firm's policy; saved as a draft, it opens on
// its own page, where bills are photographed or uploaded item by item and the claim is submitted.
import type { ExpensePolicy } from "@vetan/shared/expenses";
import { Link, useNavigate } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { ClaimForm } from "../../features/expenses/claim-form.tsx";
import { firmApi } from "../../lib/api.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/payroll.css";
import "../../styles/expenses.css";
import type { Route } from "./+types/expense-new.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { policy: await firmApi<ExpensePolicy>("/expenses/policy", { signal: request.signal }) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "New claim | Expenses | Vetan" }, { name: "robots", content: "noindex" }];

export default function ExpenseNew({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <>
      <DashboardHeading eyebrow="Expenses" title="New claim" lead="Add what you spent; mileage and per diem are worked out from the firm's rates. Save it, then add a photo of each bill and submit." />
      <p className="pay-back">
        <Link to={appPath("expenses")}>Expense claims</Link>
      </p>
      <DashboardPanel id="claim" title="The claim">
        <ClaimForm policy={loaderData.policy} onSaved={(view) => void navigate(appPath("expenses", view.id))} />
      </DashboardPanel>
    </>
  );
}
