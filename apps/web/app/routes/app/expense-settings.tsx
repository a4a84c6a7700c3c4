// Settings, Expenses (/app/settings/expenses): the firm's expense policy as one form — categories, limits by
// grade and city tier, mileage and per diem rates, the claim window, the admin's approval level and how
// approved claims are paid. Admins change it; HR (and anyone else who opens it) reads it, as the API allows.
import type { ExpensePolicy } from "@vetan/shared/expenses";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { PolicyForm } from "../../features/expenses/policy-form.tsx";
import { firmApi } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/payroll.css";
import "../../styles/expenses.css";
import type { Route } from "./+types/expense-settings.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { policy: await firmApi<ExpensePolicy>("/expenses/policy", { signal: request.signal }) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Expenses | Settings | Vetan" }, { name: "robots", content: "noindex" }];

export default function ExpenseSettings({ loaderData }: Route.ComponentProps) {
  const me = useAppViewer();
  return (
    <>
      <DashboardHeading
        eyebrow="Settings"
        title="Expense policy"
        lead="What the firm pays for and up to how much, how mileage and per diem are worked out, how old a bill may be, and who approves above an amount."
      />
      <p className="exp-policy__back">
        <Link to={appPath("expenses")}>Expense claims</Link>
      </p>
      {/* Keyed by the saved policy: after a save the form starts again from what the server kept. */}
      <PolicyForm
        key={JSON.stringify(loaderData.policy)}
        policy={loaderData.policy}
        canEdit={me.access === "A"}
        limitsUpgrade={me.plan.features.includes("expenses.policy_limits") ? null : (me.plan.upgrade_to["expenses.policy_limits"] ?? "Enterprise")}
      />
    </>
  );
}
