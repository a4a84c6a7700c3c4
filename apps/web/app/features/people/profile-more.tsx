// The profile's parts beyond the record itself, each drawn only for those the server lets see it (and
// asked for only then: a refused request would be an error in the browser):
//  - More about them: the firm's own fields, as the server filtered them, and "Edit these" for editors;
//  - Documents: for those who see the private fields;
//  - Onboarding and exit: the checklists' tasks, for those who see the personal details.
import type { ChecklistTaskView, CustomFieldView, EmployeeProfile } from "@vetan/shared/people";
import { useState } from "react";
import { LoadedPart } from "../../components/console-kit.tsx";
import { DashboardFacts, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { useFirmData } from "../../lib/use-firm-data.ts";
import "../../styles/people-more.css";
import { CHECKLIST_LABELS, tasksByKind } from "./checklist-words.ts";
import { CustomValuesDialog } from "./custom-values-dialog.tsx";
import { customFacts } from "./custom-values.ts";
import { DocumentsSection } from "./documents-section.tsx";
import { TaskList } from "./task-list.tsx";

/** The profile's section links for these parts, in the order they are drawn. */
export function moreSections(profile: EmployeeProfile): { id: string; label: string }[] {
  return [
    ...(profile.custom.length > 0 ? [{ id: "more", label: "More about them" }] : []),
    ...(profile.private ? [{ id: "documents", label: "Documents" }] : []),
    ...(profile.personal ? [{ id: "tasks", label: "Onboarding and exit" }] : []),
  ];
}

export function ProfileMore({ profile }: { profile: EmployeeProfile }) {
  return (
    <>
      {profile.custom.length > 0 && <CustomSection profile={profile} />}
      {profile.private && <DocumentsSection employeeId={profile.id} name={profile.name} />}
      {profile.personal && <TasksSection employeeId={profile.id} />}
    </>
  );
}

function CustomSection({ profile }: { profile: EmployeeProfile }) {
  const [editing, setEditing] = useState(false);
  // The definitions (kinds, choices, required) are asked for only when the form opens.
  const fields = useFirmData<{ data: CustomFieldView[] }>(editing ? "/custom-fields" : null, "Could not load the firm's fields.");
  return (
    <DashboardPanel
      id="more"
      title="More about them"
      actions={
        profile.can.edit && (
          <button type="button" className="button button--ghost button--small" onClick={() => setEditing(true)}>
            Edit these
          </button>
        )
      }
    >
      <DashboardFacts rows={customFacts(profile.custom)} />
      {editing && <LoadedPart loaded={fields.loaded}>{({ data }) => <CustomValuesDialog profile={profile} fields={data} onClose={() => setEditing(false)} />}</LoadedPart>}
    </DashboardPanel>
  );
}

function TasksSection({ employeeId }: { employeeId: string }) {
  const tasks = useFirmData<{ data: ChecklistTaskView[] }>(`/people/${encodeURIComponent(employeeId)}/tasks`, "Could not load the tasks.");
  return (
    <DashboardPanel id="tasks" title="Onboarding and exit">
      <LoadedPart loaded={tasks.loaded}>
        {({ data }) => {
          const groups = tasksByKind(data);
          if (groups.length === 0) return <p className="dash-empty">No onboarding or exit tasks.</p>;
          return groups.map((g) => (
            <section key={g.kind} className="task-group" aria-labelledby={`tasks-${g.kind}`}>
              <h3 id={`tasks-${g.kind}`} className="task-group__title">
                {CHECKLIST_LABELS[g.kind]}
              </h3>
              <TaskList tasks={g.tasks} label={`${CHECKLIST_LABELS[g.kind]} tasks`} progress />
            </section>
          ));
        }}
      </LoadedPart>
    </DashboardPanel>
  );
}
