// Onboarding and exit tasks as a list: each with its owner and due date (late ones said in words, not by
// colour alone), and a checkbox for those the viewer may tick (PATCH /api/v1/tasks/:id). A ticked task
// stays where it is, marked done, so a slip can be unticked at once; the list is the server's again on
// the next load.
import { indiaToday } from "@vetan/shared/dates";
import { type ChecklistTaskView, TASK_OWNER_LABELS } from "@vetan/shared/people";
import { useState } from "react";
import { Checkbox } from "../../components/console-site-form.tsx";
import { ApiError, firmApi } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import { useToast } from "../../lib/feedback.tsx";
import { count, formatWhen } from "../../lib/dashboard-format.ts";
import { CHECKLIST_LABELS, isOverdue } from "./checklist-words.ts";
import { day, PersonLink } from "./person-bits.tsx";

interface Props {
  tasks: ChecklistTaskView[];
  /** Names the list for screen readers: "Onboarding tasks". */
  label: string;
  /** On My tasks: whose task it is, and which checklist it is from. */
  withPerson?: boolean;
  /** On a profile: how many of the checklist's tasks are done, over the list. */
  progress?: boolean;
}

export function TaskList({ tasks, label, withPerson = false, progress = false }: Props) {
  const [items, setItems] = useState(tasks);
  const [busy, setBusy] = useState<string | null>(null);
  const toast = useToast();
  const today = indiaToday();
  const me = useAppViewer().employee_id;

  async function mark(task: ChecklistTaskView, done: boolean) {
    setBusy(task.id);
    try {
      const next = await firmApi<ChecklistTaskView>(`/tasks/${encodeURIComponent(task.id)}`, { method: "PATCH", body: { done } });
      setItems((list) => list.map((t) => (t.id === next.id ? next : t)));
      toast(done ? `Done: ${task.title}` : `Not done yet: ${task.title}`);
    } catch (error) {
      toast(error instanceof ApiError ? error.message : "Could not save. Try again.", "error");
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {progress && <p className="task-progress">{`${items.filter((t) => t.done).length} of ${count(items.length, "task")} done`}</p>}
      <ul className="task-list" aria-label={label}>
      {items.map((t) => {
        const late = isOverdue(t, today);
        const title = (
          <>
            {t.title}
            {withPerson && <span className="visually-hidden"> (for {t.employee.name})</span>}
          </>
        );
        return (
          <li key={t.id} className="task" data-done={t.done || undefined} data-late={late || undefined}>
            {t.can_complete ? (
              <Checkbox id={`task-${t.id}`} label={title} checked={t.done} disabled={busy === t.id} onChange={(done) => mark(t, done)} />
            ) : (
              <p className="task__title">
                {title}
                <span className="task__state">{t.done ? " (done)" : ""}</span>
              </p>
            )}
            <p className="task__meta">
              {withPerson && (
                <span>
                  {CHECKLIST_LABELS[t.kind]} for <PersonLink person={t.employee} />
                </span>
              )}
              <span>
                {TASK_OWNER_LABELS[t.owner_role]}: {t.owner === null ? "no one yet" : t.owner.id === me ? "you" : <PersonLink person={t.owner} />}
              </span>
              {t.done ? (
                <span>Done{t.done_at ? ` ${formatWhen(t.done_at)}` : ""}</span>
              ) : late ? (
                <strong className="task__late">Overdue: was due {day(t.due_on)}</strong>
              ) : (
                <span>Due {t.due_on === today ? "today" : day(t.due_on)}</span>
              )}
            </p>
          </li>
        );
      })}
      </ul>
    </>
  );
}
