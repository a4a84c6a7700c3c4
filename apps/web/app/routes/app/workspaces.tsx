// Settings: Workspaces (/app/settings/workspaces) — the firm's branches, plants and sites: where each is
// (its state decides PT, LWF and HRA), its geo-fence and weekly offs, and how many people work there.
// Admins add and edit them.
import type { WorkspaceView } from "@vetan/shared/people";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading } from "../../components/dashboard-shell.tsx";
import type { Column } from "../../components/dashboard-table.tsx";
import { appPath } from "../../content/app-nav.ts";
import { SettingsList } from "../../features/org/settings-list.tsx";
import { describeOffs } from "../../features/org/weekly-offs.tsx";
import { WorkspaceDialog } from "../../features/org/workspace-dialog.tsx";
import { firmApi } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/people.css";
import type { Route } from "./+types/workspaces.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return firmApi<{ data: WorkspaceView[] }>("/workspaces", { signal: request.signal });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Workspaces | Settings | Vetan" }, { name: "robots", content: "noindex" }];

const COLUMNS: Column<WorkspaceView>[] = [
  {
    label: "Workspace",
    cell: (w) => (
      <span className="settings-name">
        {w.name}
        <span className="settings-name__more">{w.address}</span>
      </span>
    ),
  },
  { label: "Place", cell: (w) => `${w.city}, ${w.state_name} ${w.pincode}` },
  { label: "Weekly offs", cell: (w) => describeOffs(w.weekly_offs) },
  { label: "Geo-fence", cell: (w) => (w.radius_m === null ? <span className="dash-muted">None</span> : `${w.radius_m.toLocaleString("en-IN")} m`) },
  { label: "People", cell: (w) => <Link to={`${appPath("people")}?workspace_id=${w.id}`}>{w.headcount.toLocaleString("en-IN")}</Link>, numeric: true },
];

export default function Workspaces({ loaderData }: Route.ComponentProps) {
  const me = useAppViewer();
  // Workspaces are the admin's: HR may keep departments and designations, not places.
  const canChange = me.can.manage_org && me.access === "A";
  return (
    <>
      <DashboardHeading eyebrow="Settings" title="Workspaces" lead="Your branches, plants and sites. A workspace's state and city decide professional tax, LWF and HRA for the people who work there." />
      <SettingsList
        id="workspaces"
        title={`Workspaces (${loaderData.data.length})`}
        what="workspace"
        rows={loaderData.data}
        columns={COLUMNS}
        nameOf={(w) => w.name}
        empty="No workspaces yet. Add the place your people work from first."
        canAdd={canChange}
        canEdit={canChange}
        dialog={(w, close) => <WorkspaceDialog workspace={w} onClose={close} />}
      />
    </>
  );
}
