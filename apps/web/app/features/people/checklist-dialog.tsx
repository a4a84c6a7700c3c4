// Changing the onboarding or the exit checklist (PUT /api/v1/checklists/:kind, ChecklistTemplateSchema):
// its tasks in order, each with who does it and when it falls due — a number of days after (or before) the
// joining date or the last working day, read back in words as it is typed.
import { type ChecklistKind, type ChecklistTemplateInput, ChecklistTemplateSchema, TASK_OWNER_LABELS, TASK_OWNERS } from "@vetan/shared/people";
import { useState } from "react";
import { useConsoleForm } from "../../components/console-form.ts";
import { at, RowInput, RowLabel, RowSelect, Rows, rowKey } from "../../components/console-site-form.tsx";
import { FormDialog } from "../../components/form-dialog.tsx";
import { firmApi } from "../../lib/api.ts";
import { CHECKLIST_LABELS, type DueSide, dueDaysOf, dueParts, dueWords } from "./checklist-words.ts";

/** A checklist's tasks as GET /api/v1/checklists answers them. */
export type TemplateTask = ChecklistTemplateInput["tasks"][number];

interface TaskRow {
  key: number;
  title: string;
  owner: string;
  days: string;
  side: DueSide;
}

/** ChecklistTemplateSchema's limit ("At most 40 tasks"): the Add button stops there. */
const MAX_TASKS = 40;
const OWNER_CHOICES = TASK_OWNERS.map((o) => ({ value: o, label: TASK_OWNER_LABELS[o] }));

export function ChecklistDialog({ kind, tasks, onClose }: { kind: ChecklistKind; tasks: TemplateTask[]; onClose(): void }) {
  const [rows, setRows] = useState<TaskRow[]>(() => tasks.map((t) => ({ key: rowKey(), title: t.title, owner: t.owner, ...dueParts(t.due_days) })));
  const { errors, submit, clear } = useConsoleForm(`checklist-${kind}`, {}, firmApi);
  const anchor = kind === "onboarding" ? "joining" : "the last working day";
  const sideChoices = [
    { value: "after", label: `after ${anchor}` },
    { value: "before", label: `before ${anchor}` },
  ];
  const edit = (next: TaskRow[]) => {
    setRows(next);
    clear(...Object.keys(errors).filter((k) => k === "tasks" || k.startsWith("tasks.")));
  };
  const body = () => ({ tasks: rows.map((r) => ({ title: r.title, owner: r.owner, due_days: dueDaysOf(r.days, r.side) })) });

  return (
    <FormDialog
      title={`${CHECKLIST_LABELS[kind]} checklist`}
      submitLabel="Save checklist"
      onSubmit={async () => (await submit(ChecklistTemplateSchema, body(), `/checklists/${kind}`, "PUT", `${CHECKLIST_LABELS[kind]} checklist saved`)).ok}
      onClose={onClose}
      formError={errors._}
    >
      <p className="form-dialog__note">
        {kind === "onboarding"
          ? "These tasks are made for each person who joins from now on, due a number of days after (or before) their joining date."
          : "These tasks are made when someone's exit is recorded from now on, due a number of days after (or before) their last working day."}{" "}
        Tasks already made stay as they are.
      </p>
      <Rows
        legend="Tasks"
        what="task"
        path="tasks"
        rows={rows}
        max={MAX_TASKS}
        errors={errors}
        onChange={edit}
        blank={(): TaskRow => ({ key: rowKey(), title: "", owner: "hr", days: "0", side: "after" })}
        nameOf={(row, i) => row.title || `task ${i + 1}`}
        render={(row, i, set) => {
          const id = `checklist-${row.key}`;
          const rowName = `Task ${i + 1}`;
          const due = dueDaysOf(row.days, row.side);
          return (
            <div className="checklist-row">
              <RowInput id={`${id}-title`} label={<RowLabel row={rowName} field="Task" />} value={row.title} maxLength={120} error={at(errors, "tasks", i, "title")} onChange={(title) => set({ ...row, title })} />
              <RowSelect id={`${id}-owner`} label={<RowLabel row={rowName} field="Who does it" />} value={row.owner} options={OWNER_CHOICES} error={at(errors, "tasks", i, "owner")} onChange={(owner) => set({ ...row, owner })} />
              <div className="checklist-due">
                <RowInput id={`${id}-days`} label={<RowLabel row={rowName} field="Due, in days" />} inputMode="numeric" maxLength={3} value={row.days} error={at(errors, "tasks", i, "due_days")} onChange={(days) => set({ ...row, days })} />
                <RowSelect id={`${id}-side`} label={<RowLabel row={rowName} field="Before or after" />} value={row.side} options={sideChoices} onChange={(side) => set({ ...row, side: side as DueSide })} />
                <p className="checklist-due__words" aria-live="polite">
                  {typeof due === "number" ? dueWords(kind, due) : ""}
                </p>
              </div>
            </div>
          );
        }}
      />
    </FormDialog>
  );
}
