// Onboarding and exit checklists in words: when a template's task falls due (counted from the joining date
// or the last working day, a negative count being before it), whether a task is late, and a person's tasks
// grouped by checklist. Plain logic, shared by the profile, My tasks and the checklist settings.
import type { ChecklistKind, ChecklistTaskView } from "@vetan/shared/people";
import { CHECKLIST_KINDS } from "@vetan/shared/people";
import { count } from "../../lib/dashboard-format.ts";

export const CHECKLIST_LABELS: Record<ChecklistKind, string> = { onboarding: "Onboarding", exit: "Exit" };

const ANCHOR: Record<ChecklistKind, { on: string; after: string; before: string }> = {
  onboarding: { on: "On the joining day", after: "after joining", before: "before joining" },
  exit: { on: "On the last working day", after: "after the last working day", before: "before the last working day" },
};

/** "3 days after joining", "2 days before the last working day", "On the joining day". */
export function dueWords(kind: ChecklistKind, days: number): string {
  const anchor = ANCHOR[kind];
  if (days === 0) return anchor.on;
  return `${count(Math.abs(days), "day")} ${days > 0 ? anchor.after : anchor.before}`;
}

/** The editor asks for a number of days and whether they are before or after the day the checklist counts from. */
export type DueSide = "after" | "before";

/** A template task's due_days as the editor shows it: "3" days "before". */
export const dueParts = (days: number): { days: string; side: DueSide } => ({ days: String(Math.abs(days)), side: days < 0 ? "before" : "after" });

/** The editor's days and side as the schema takes them: a whole number, negative before; other text stays text for it to refuse. */
export function dueDaysOf(days: string, side: DueSide): number | string {
  if (!/^\s*\d+\s*$/.test(days)) return days;
  const n = Number(days);
  return side === "before" && n !== 0 ? -n : n;
}

/** Not done, and its day has passed (`today` is India's, yyyy-mm-dd). */
export const isOverdue = (task: Pick<ChecklistTaskView, "done" | "due_on">, today: string) => !task.done && task.due_on < today;

/** A person's tasks by checklist (onboarding first), leaving out a checklist they have none of. */
export function tasksByKind(tasks: readonly ChecklistTaskView[]): { kind: ChecklistKind; tasks: ChecklistTaskView[] }[] {
  return CHECKLIST_KINDS.map((kind) => ({ kind, tasks: tasks.filter((t) => t.kind === kind) })).filter((g) => g.tasks.length > 0);
}
