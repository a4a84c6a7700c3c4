// Admin dashboard (/retailer/AdminDashboard, user type A): the firm's profile, its members with a form to add
// HR and employees by mobile, the live API key and a quick start, server-rendered from the session alone;
// then, loaded in the browser, the requests waiting for the admin and the people summary.
import { DashboardAddMember } from "../../components/dashboard-add-member.tsx";
import { DashboardAppCard } from "../../components/dashboard-app-card.tsx";
import { DashboardApiKeys, DashboardQuickStart } from "../../components/dashboard-api-keys.tsx";
import { DashboardFirmCard } from "../../components/dashboard-firm-card.tsx";
import { DashboardMembers, memberCounts } from "../../components/dashboard-members.tsx";
import { DashboardHeading, DashboardPanel, DashboardShell, DashboardStats } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { FirmToday } from "../../features/people/dashboard-panels.tsx";
import { APP_SHELL_HANDLE, noStoreHeaders, passDoor } from "../../lib/dashboard-door.ts";
import { count } from "../../lib/dashboard-format.ts";
import { webContext } from "../../lib/load-context.ts";
import { useSettings } from "../../lib/settings.ts";
import "../../styles/dashboard.css";
import type { Route } from "./+types/admin.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(webContext);
  return passDoor(await services.dashboard.admin(request.headers.get("cookie")));
}

export const headers = noStoreHeaders;
export const handle = APP_SHELL_HANDLE;
export const meta: Route.MetaFunction = () => [{ title: "Admin dashboard | Vetan" }, { name: "robots", content: "noindex" }];

const SECTIONS = [
  { href: "#approvals", label: "Approvals" },
  { href: "#people-today", label: "People today" },
  { href: "#members", label: "Members" },
  { href: "#api-keys", label: "API keys" },
  { href: "#firm", label: "Firm profile" },
];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { viewer, firm, members, key } = loaderData;
  const settings = useSettings();
  const counts = memberCounts(members);
  return (
    <DashboardShell viewer={viewer} orgName={firm.firm_name} sections={SECTIONS}>
      <DashboardHeading eyebrow="Admin dashboard" title={firm.firm_name} lead={`Signed in as ${viewer.name}. Add your people, keep the firm's details, and connect your own software.`} />
      <DashboardStats
        items={[
          { label: "Members", value: String(counts.all) },
          { label: "HR", value: String(counts.hr) },
          { label: "Employees", value: String(counts.employees) },
          { label: "Invitations accepted", value: `${counts.joined} of ${counts.all}` },
        ]}
      />
      <DashboardAppCard
        title="People"
        text="Your employees' records: the directory, profiles with job history, the org chart, approvals, and your workspaces and departments."
        links={[
          { to: appPath("people"), label: "Open People" },
          { to: appPath("people", "new"), label: "Add employee" },
          { to: appPath("people", "import"), label: "Import employees" },
          { to: appPath("org-chart"), label: "Org chart" },
        ]}
      />
      <FirmToday />
      <DashboardPanel id="members" title="Members">
        <DashboardAddMember />
        <p className="dash-note">{count(counts.all, "person", "people")} in your firm.</p>
        <DashboardMembers members={members} />
      </DashboardPanel>
      <div className="dash-pair">
        <DashboardPanel id="api-keys" title="API keys">
          <DashboardApiKeys apiKey={key} viewer={viewer} />
        </DashboardPanel>
        <DashboardPanel id="quick-start" title="API quick start">
          <DashboardQuickStart apiKey={key} origin={settings.publicBaseUrl} />
        </DashboardPanel>
      </div>
      <DashboardPanel id="firm" title="Firm profile">
        <DashboardFirmCard firm={firm} />
      </DashboardPanel>
    </DashboardShell>
  );
}
