// Console screen: Plans — the subscription plans of /Pricing (and GetSubscriptionPlans), in card order:
// name, price per month, the Distribution of Plans column its features follow, its employee counts (decision
// 031), description, the 'New' ribbon and the features. Changes show at once.
import type { AdminPlan } from "@vetan/shared/admin-site";
import { formatPaise } from "@vetan/shared/money";
import { TIER_LABEL } from "@vetan/shared/plans";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { SiteList } from "../../components/console-site-list.tsx";
import { PlanEditor } from "../../components/console-site-plan.tsx";
import { DashboardHeading } from "../../components/dashboard-shell.tsx";
import { adminApi } from "../../lib/api.ts";
import { count } from "../../lib/dashboard-format.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import type { Route } from "./+types/plans.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminApi<{ data: AdminPlan[] }>("/plans", { signal: request.signal });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Plans | Superadmin console | Vetan" }, { name: "robots", content: "noindex" }];

function PlanSummary({ plan }: { plan: AdminPlan }) {
  return (
    <>
      <h3 className="site-item__title">
        {plan.name}
        {plan.is_new && <span className="site-badge site-badge--new">New ribbon</span>}
      </h3>
      <p className="site-item__price">
        <strong>{formatPaise(plan.price_paise)}</strong> per month
      </p>
      <p className="site-item__meta">
        {`Features of the ${TIER_LABEL[plan.tier]} column · up to ${count(plan.included_employees, "employee")}`}
        {plan.extra_employee_paise === null ? " · no extra employees" : ` · ${formatPaise(plan.extra_employee_paise)} a month for each extra employee`}
      </p>
      <p className="site-item__text site-clamp">{plan.description}</p>
      <p className="site-item__meta">
        {count(plan.features.length, "feature")}
        {plan.features.length > 0 && `: ${plan.features.map((f) => f.name).join(" · ")}`}
      </p>
    </>
  );
}

export default function ConsolePlans({ loaderData }: Route.ComponentProps) {
  const plans = loaderData.data;
  return (
    <>
      <DashboardHeading
        eyebrow="Superadmin console"
        title="Plans"
        lead="The subscription plans on the pricing page, in card order. Prices are in rupees per month before GST. Changes show on the site at once."
      />
      {/* Text, not a link: a signed-in person opening a public page is sent back to their dashboard (SPEC.md §6). */}
      <p className="site-public-link">
        Public page: <span className="dash-mono">/Pricing</span>
      </p>
      <SiteList
        id="plans"
        title={`Plans (${plans.length})`}
        what="plan"
        items={plans}
        keyOf={(p) => p.id}
        nameOf={(p) => p.name}
        orderPath="/plans/order"
        deletePath={(p) => `/plans/${p.id}`}
        deleteNote={(p) => `Its features (${p.features.length}) are deleted with it.`}
        empty="No plans yet. The pricing page shows no cards until one is added."
        summary={(p) => <PlanSummary plan={p} />}
        editor={(plan, close) => <PlanEditor plan={plan} onDone={close} />}
      />
    </>
  );
}
