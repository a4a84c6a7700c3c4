// The superadmin console's overview (/retailer/Superadmin_dashboard, user type S): the platform's firms and
// accounts (the same lists as GET /api/v1/admin/firms and /users), people's mobile numbers masked to their
// last 4 digits. The frame and the door are ../console/layout.tsx's; this loader checks the door again
// because it reads platform data.
import type { PlatformFirm, PlatformUser } from "@vetan/shared";
import { DashboardHeading, DashboardPanel, DashboardStats } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { noStoreHeaders, passDoor } from "../../lib/dashboard-door.ts";
import { count, formatDay } from "../../lib/dashboard-format.ts";
import { webContext } from "../../lib/load-context.ts";
import type { Route } from "./+types/superadmin.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(webContext);
  return passDoor(await services.dashboard.superadmin(request.headers.get("cookie")));
}

export const headers = noStoreHeaders;
export const meta: Route.MetaFunction = () => [{ title: "Superadmin dashboard | Vetan" }, { name: "robots", content: "noindex" }];

const FIRM_COLUMNS: Column<PlatformFirm>[] = [
  { label: "Firm", cell: (f) => f.firm_name },
  { label: "Owner", cell: (f) => f.owner_name },
  { label: "Mobile", cell: (f) => <span className="dash-mono">{f.mobile}</span> },
  { label: "Size", cell: (f) => f.size },
  { label: "Type", cell: (f) => f.firm_type },
  { label: "Members", cell: (f) => f.members.toLocaleString("en-IN"), numeric: true },
  { label: "Created", cell: (f) => formatDay(f.created_at) },
];

const USER_COLUMNS: Column<PlatformUser>[] = [
  { label: "Name", cell: (u) => u.name },
  { label: "Mobile", cell: (u) => <span className="dash-mono">{u.mobile}</span> },
  { label: "Superadmin", cell: (u) => (u.is_superadmin ? <span className="dash-yes">Yes</span> : "No") },
  { label: "Firms", cell: (u) => u.firms.toLocaleString("en-IN"), numeric: true },
  { label: "Joined", cell: (u) => formatDay(u.created_at) },
];

/** `what` is the singular: "firm", "account". */
function Showing({ shown, total, what }: { shown: number; total: number; what: string }) {
  return <p className="dash-note">{shown < total ? `The newest ${shown} of ${count(total, what)}.` : `${count(total, what)}, newest first.`}</p>;
}

export default function SuperadminDashboard({ loaderData }: Route.ComponentProps) {
  const { viewer, firms, users } = loaderData;
  return (
    <>
      <DashboardHeading eyebrow="Superadmin dashboard" title="The platform" lead={`Signed in as ${viewer.name}. Every firm and every account on Vetan.`} />
      <DashboardStats
        items={[
          { label: "Firms", value: firms.total.toLocaleString("en-IN") },
          { label: "Accounts", value: users.total.toLocaleString("en-IN") },
        ]}
      />
      <DashboardPanel id="firms" title="Firms">
        <Showing shown={firms.data.length} total={firms.total} what="firm" />
        <DataTable caption="Firms on the platform" columns={FIRM_COLUMNS} rows={firms.data} rowKey={(f) => f.id} empty="No firms yet." />
      </DashboardPanel>
      <DashboardPanel id="users" title="Users">
        <Showing shown={users.data.length} total={users.total} what="account" />
        <DataTable caption="Accounts on the platform" columns={USER_COLUMNS} rows={users.data} rowKey={(u) => u.id} empty="No accounts yet." />
      </DashboardPanel>
    </>
  );
}
