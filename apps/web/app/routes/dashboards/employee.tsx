// Employee dashboard (/retailer/EmployeeDashboard, user type E): the person's own profile in their firm.
import { DashboardHeading, DashboardPanel, DashboardShell } from "../../components/dashboard-shell.tsx";
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

const SECTIONS = [{ href: "#profile", label: "My profile" }];

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
      <DashboardPanel id="profile" title="My profile">
        <dl className="dash-facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || <span className="dash-muted">Not given</span>}</dd>
            </div>
          ))}
        </dl>
        <p className="dash-note">If something here is wrong, ask your firm's HR or admin to correct it.</p>
      </DashboardPanel>
    </DashboardShell>
  );
}
