// HR dashboard (/retailer/HRDashboard, user type H): the firm's member directory, read-only, server-rendered;
// then, loaded in the browser, the requests waiting for HR and the people summary of what their work covers.
import { DashboardAppCard } from "../../components/dashboard-app-card.tsx";
import { DashboardMembers, memberCounts } from "../../components/dashboard-members.tsx";
import { DashboardHeading, DashboardPanel, DashboardShell, DashboardStats } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { FirmToday } from "../../features/people/dashboard-panels.tsx";
import { APP_SHELL_HANDLE, noStoreHeaders, passDoor } from "../../lib/dashboard-door.ts";
import { webContext } from "../../lib/load-context.ts";
import "../../styles/dashboard.css";
import type { Route } from "./+types/hr.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(webContext);
  return passDoor(await services.dashboard.hr(request.headers.get("cookie")));
}

export const headers = noStoreHeaders;
export const handle = APP_SHELL_HANDLE;
export const meta: Route.MetaFunction = () => [{ title: "HR dashboard | Vetan" }, { name: "robots", content: "noindex" }];

const SECTIONS = [
  { href: "#approvals", label: "Approvals" },
  { href: "#people-today", label: "People today" },
  { href: "#directory", label: "Member directory" },
];

export default function HrDashboard({ loaderData }: Route.ComponentProps) {
  const { viewer, firm_name, members } = loaderData;
  const counts = memberCounts(members);
  return (
    <DashboardShell viewer={viewer} orgName={firm_name} sections={SECTIONS}>
      <DashboardHeading eyebrow="HR dashboard" title={firm_name} lead={`Signed in as ${viewer.name}. Everyone in the firm, with how to reach them.`} />
      <DashboardStats
        items={[
          { label: "Members", value: String(counts.all) },
          { label: "Employees", value: String(counts.employees) },
          { label: "Invitations accepted", value: `${counts.joined} of ${counts.all}` },
        ]}
      />
      <DashboardAppCard
        title="People"
        text="Employee records: the directory, profiles with job history, the org chart and the requests waiting for HR."
        links={[
          { to: appPath("people"), label: "Open People" },
          { to: appPath("approvals"), label: "Approvals" },
          { to: appPath("org-chart"), label: "Org chart" },
          { to: appPath("people", "import"), label: "Import employees" },
        ]}
      />
      <FirmToday />
      <DashboardPanel id="directory" title="Member directory">
        <p className="dash-note">Your firm's admin adds people. Ask them to add someone who is missing.</p>
        <DashboardMembers members={members} />
      </DashboardPanel>
    </DashboardShell>
  );
}
