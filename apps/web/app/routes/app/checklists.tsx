// Settings: Checklists (/app/settings/checklists) — the tasks made for each person who joins and each who
// leaves: what, who does it, and when it falls due, in words. Admins change them; HR reads them.
import { CHECKLIST_KINDS, type ChecklistKind, TASK_OWNER_LABELS } from "@vetan/shared/people";
import { useState } from "react";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { ChecklistDialog, type TemplateTask } from "../../features/people/checklist-dialog.tsx";
import { CHECKLIST_LABELS, dueWords } from "../../features/people/checklist-words.ts";
import { firmApi } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/people.css";
import "../../styles/people-more.css";
import type { Route } from "./+types/checklists.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return firmApi<Record<ChecklistKind, TemplateTask[]>>("/checklists", { signal: request.signal });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Checklists | Settings | Vetan" }, { name: "robots", content: "noindex" }];

const WHEN: Record<ChecklistKind, string> = {
  onboarding: "Made for each person who joins, counted from their joining date.",
  exit: "Made when someone's exit is recorded, counted from their last working day.",
};

export default function Checklists({ loaderData }: Route.ComponentProps) {
  const admin = useAppViewer().access === "A";
  const [editing, setEditing] = useState<ChecklistKind | null>(null);
  return (
    <>
      <DashboardHeading
        eyebrow="Settings"
        title="Checklists"
        lead={
          admin
            ? "The tasks made when someone joins or leaves. Each goes to its owner, shows on the person's profile and in the owner's My tasks."
            : "The tasks made when someone joins or leaves. Your firm's admins set them."
        }
      />
      {CHECKLIST_KINDS.map((kind) => (
        <DashboardPanel
          key={kind}
          id={`checklist-${kind}`}
          title={`${CHECKLIST_LABELS[kind]} (${loaderData[kind].length})`}
          actions={
            admin && (
              <button type="button" className="button button--ghost button--small" onClick={() => setEditing(kind)}>
                Change<span className="visually-hidden"> the {CHECKLIST_LABELS[kind].toLowerCase()} checklist</span>
              </button>
            )
          }
        >
          <p className="checklist-when">{WHEN[kind]}</p>
          <ol className="checklist">
            {loaderData[kind].map((t, i) => (
              <li key={`${i}-${t.title}`} className="checklist__task">
                <span className="checklist__title">{t.title}</span>
                <span className="checklist__meta">
                  {TASK_OWNER_LABELS[t.owner]} · {dueWords(kind, t.due_days)}
                </span>
              </li>
            ))}
          </ol>
        </DashboardPanel>
      ))}
      {editing && <ChecklistDialog kind={editing} tasks={loaderData[editing]} onClose={() => setEditing(null)} />}
    </>
  );
}
