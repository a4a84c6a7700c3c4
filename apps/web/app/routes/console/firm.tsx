// Console screen: one firm — its profile as its admin sees it (PAN and Aadhaar masked by the server), its
// plan (which the superadmin sets here) and its people, mobiles masked to their last 4 digits.
import type { ConsoleFirmDetail } from "@vetan/shared/admin-leads";
import { NO_PLAN } from "@vetan/shared/admin-leads";
import { Link } from "react-router";
import { ConsoleFirmPlan } from "../../components/console-firm-plan.tsx";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardFirmCard } from "../../components/dashboard-firm-card.tsx";
import { DashboardMembers, memberCounts } from "../../components/dashboard-members.tsx";
import { DashboardHeading, DashboardPanel, DashboardStats } from "../../components/dashboard-shell.tsx";
import { consolePath } from "../../content/console-nav.ts";
import { adminApi } from "../../lib/api.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import "../../styles/console-leads.css";
import type { Route } from "./+types/firm.ts";

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return adminApi<ConsoleFirmDetail>(`/firms/${encodeURIComponent(params.id)}`, { signal: request.signal });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.firm.firm_name ?? "Firm"} | Superadmin console | Vetan` },
  { name: "robots", content: "noindex" },
];

export default function ConsoleFirmPage({ loaderData }: Route.ComponentProps) {
  const { firm, members, plans } = loaderData;
  const counts = memberCounts(members);
  return (
    <>
      <p className="console-back">
        <Link to={consolePath("firms")}>← All firms</Link>
      </p>
      <DashboardHeading eyebrow="Firm" title={firm.firm_name} lead={`Registered on Vetan on ${formatDay(firm.created_at)} by ${firm.firm_owner_name || "its owner"}.`} />
      <DashboardStats
        items={[
          { label: "Plan", value: firm.plan_name ?? NO_PLAN },
          { label: "Members", value: counts.all.toLocaleString("en-IN") },
          { label: "HR", value: counts.hr.toLocaleString("en-IN") },
          { label: "Employees", value: counts.employees.toLocaleString("en-IN") },
        ]}
      />
      <DashboardPanel id="plan" title="Plan">
        <ConsoleFirmPlan firmId={firm.id} firmName={firm.firm_name} planId={firm.plan_id} plans={plans} />
      </DashboardPanel>
      <DashboardPanel id="profile" title="Profile">
        <DashboardFirmCard firm={firm} />
      </DashboardPanel>
      <DashboardPanel id="members" title="Members">
        <p className="dash-note">Mobile numbers show only their last 4 digits, as everywhere on the platform's lists.</p>
        <DashboardMembers members={members} />
      </DashboardPanel>
    </>
  );
}
