// Employee dashboard (/retailer/EmployeeDashboard, user type E): the person's own profile in their firm,
// server-rendered; then, loaded in the browser, their job as the firm records it, their requests, and for a
// manager their team's summary.
import { DashboardAppCard } from "../../components/dashboard-app-card.tsx";
import { DashboardFacts, DashboardHeading, DashboardPanel, DashboardShell } from "../../components/dashboard-shell.tsx";
import { Link } from "react-router";
import { appPath } from "../../content/app-nav.ts";
import { MyWork } from "../../features/people/dashboard-panels.tsx";
import { APP_SHELL_HANDLE, noStoreHeaders, passDoor } from "../../lib/dashboard-door.ts";
import { formatDay, USER_TYPE_LABEL } from "../../lib/dashboard-format.ts";
import { webContext } from "../../lib/load-context.ts";
import "../../styles/dashboard.css";
import type { Route } from "./+types/employee.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(webContext);
  return passDoor(await services.dashboard.employee(request.headers.get("cookie")));
}

export const headers = noStoreHeaders;
export const handle = APP_SHELL_HANDLE;
export const meta: Route.MetaFunction = () => [{ title: "Employee dashboard | Vetan" }, { name: "robots", content: "noindex" }];

const SECTIONS = [
  { href: "#profile", label: "My profile" },
  { href: "#job", label: "My job" },
  { href: "#requests", label: "My requests" },
];

export default function EmployeeDashboard({ loaderData }: Route.ComponentProps) {
  const { viewer, firm_name, me } = loaderData;
  const rows: [string, string][] = [
    ["Name", me.name],
    ["Mobile", me.mobile],
    ["Firm", firm_name],
    ["Role", USER_TYPE_LABEL[me.us_type]],
    ["Email", viewer.email ?? ""],
    ["Member since", formatDay(me.created_at)],
  ];
  return (
    <DashboardShell viewer={viewer} orgName={firm_name} sections={SECTIONS}>
      <DashboardHeading eyebrow="Employee dashboard" title={`Hello, ${me.name}`} lead={`Your place at ${firm_name} on Vetan.`} />
      <DashboardAppCard
        title="People"
        text="Your full record at the firm: your job, contact and bank details and history, your requests, the directory and the org chart."
        links={[
          { to: appPath("people", me.id), label: "My profile" },
          { to: appPath("approvals"), label: "Approvals" },
          { to: appPath("people"), label: "Directory" },
        ]}
      />
      <DashboardPanel id="profile" title="My profile">
        <DashboardFacts rows={rows} />
        <p className="dash-note">
          You can change your contact and bank details yourself: Edit my details on <Link to={appPath("people", me.id)}>your profile</Link>. For anything else, ask
          your firm's HR or admin.
        </p>
      </DashboardPanel>
      <MyWork employeeId={me.id} />
    </DashboardShell>
  );
}
