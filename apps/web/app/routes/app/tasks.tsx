// My tasks (/app/tasks): the open onboarding and exit tasks the viewer owns — and, for HR and admins, the
// ones no one owns yet in their part of the firm — soonest first, each naming the person it is about and
// ticked off where it stands.
import type { ChecklistTaskView } from "@vetan/shared/people";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { TaskList } from "../../features/people/task-list.tsx";
import { firmApi } from "../../lib/api.ts";
import { count } from "../../lib/dashboard-format.ts";
import "../../styles/console-site.css";
import "../../styles/people.css";
import "../../styles/people-more.css";
import type { Route } from "./+types/tasks.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return firmApi<{ data: ChecklistTaskView[] }>("/tasks", { signal: request.signal });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "My tasks | Vetan" }, { name: "robots", content: "noindex" }];

export default function MyTasks({ loaderData }: Route.ComponentProps) {
  const tasks = loaderData.data;
  return (
    <>
      <DashboardHeading
        eyebrow="People"
        title="My tasks"
        lead="Onboarding and exit tasks waiting for you, soonest first. Tick one when it is done; a slip can be unticked until you leave the page."
      />
      <DashboardPanel id="open-tasks" title={tasks.length === 0 ? "Nothing waiting" : `Open (${count(tasks.length, "task")})`}>
        {tasks.length === 0 ? (
          <p className="dash-empty">No tasks are waiting for you. When someone joins or leaves, the tasks that are yours appear here.</p>
        ) : (
          <TaskList tasks={tasks} label="My open tasks" withPerson />
        )}
      </DashboardPanel>
    </>
  );
}
