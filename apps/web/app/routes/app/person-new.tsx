// Add employee (/app/people/new): the form for a new joiner, with the firm's workspaces, departments and
// designations to choose from. For those who may add people (admins, and HR within their workspaces).
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading } from "../../components/dashboard-shell.tsx";
import { loadOrgLists } from "../../features/org/org-lists.ts";
import { EmployeeCreateForm } from "../../features/people/employee-create-form.tsx";
import { useAppViewer } from "../../lib/app-viewer.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/people.css";
import type { Route } from "./+types/person-new.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { lists: await loadOrgLists(request.signal) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Add employee | People | Vetan" }, { name: "robots", content: "noindex" }];

export default function PersonNew({ loaderData }: Route.ComponentProps) {
  const me = useAppViewer();
  return (
    <>
      <DashboardHeading eyebrow="People" title="Add employee" lead="Put a new joiner on the firm's rolls. They can be given sign-in access from their profile." />
      {me.can.manage_people ? (
        <EmployeeCreateForm lists={loaderData.lists} canAddDesignation={me.can.manage_org} />
      ) : (
        <p className="dash-empty">Your firm's HR and admins add employees. Ask them to add someone who is missing.</p>
      )}
    </>
  );
}
