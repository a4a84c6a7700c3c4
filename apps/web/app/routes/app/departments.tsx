// Settings: Departments (/app/settings/departments) — the firm's departments, firm-wide or of one
// workspace, with how many people are in each; and the designations people's jobs are named by.
import type { DepartmentView, DesignationView } from "@vetan/shared/people";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading } from "../../components/dashboard-shell.tsx";
import type { Column } from "../../components/dashboard-table.tsx";
import { appPath } from "../../content/app-nav.ts";
import { DepartmentDialog } from "../../features/org/department-dialog.tsx";
import { DesignationDialog } from "../../features/org/designation-dialog.tsx";
import { loadOrgLists } from "../../features/org/org-lists.ts";
import { SettingsList } from "../../features/org/settings-list.tsx";
import { useAppViewer } from "../../lib/app-viewer.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/people.css";
import type { Route } from "./+types/departments.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadOrgLists(request.signal);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Departments | Settings | Vetan" }, { name: "robots", content: "noindex" }];

const headcount = (n: number, filter: string) => <Link to={`${appPath("people")}?${filter}`}>{n.toLocaleString("en-IN")}</Link>;

const DEPARTMENT_COLUMNS: Column<DepartmentView>[] = [
  { label: "Department", cell: (d) => d.name },
  { label: "Workspace", cell: (d) => d.workspace?.name ?? <span className="dash-muted">Firm-wide</span> },
  { label: "People", cell: (d) => headcount(d.headcount, `department_id=${d.id}`), numeric: true },
];

const DESIGNATION_COLUMNS: Column<DesignationView>[] = [
  { label: "Designation", cell: (d) => d.name },
  { label: "People", cell: (d) => d.headcount.toLocaleString("en-IN"), numeric: true },
];

export default function Departments({ loaderData }: Route.ComponentProps) {
  const { departments, designations, workspaces } = loaderData;
  const me = useAppViewer();
  return (
    <>
      <DashboardHeading eyebrow="Settings" title="Departments" lead="How the firm is divided, and the designations its people's jobs are named by." />
      <SettingsList
        id="departments"
        title={`Departments (${departments.length})`}
        what="department"
        rows={departments}
        columns={DEPARTMENT_COLUMNS}
        nameOf={(d) => d.name}
        empty="No departments yet."
        canAdd={me.can.manage_org}
        canEdit={me.can.manage_org}
        dialog={(d, close) => <DepartmentDialog department={d} workspaces={workspaces} onClose={close} />}
      />
      <SettingsList
        id="designations"
        title={`Designations (${designations.length})`}
        what="designation"
        rows={designations}
        columns={DESIGNATION_COLUMNS}
        nameOf={(d) => d.name}
        empty="No designations yet."
        canAdd={me.can.manage_org}
        canEdit={false}
        dialog={(_, close) => <DesignationDialog onClose={close} />}
      />
    </>
  );
}
