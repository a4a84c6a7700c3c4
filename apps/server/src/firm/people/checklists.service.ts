// Onboarding and exit checklists (issue 14): when someone joins, or their exit is recorded, the firm's
// template becomes tasks, each with an owner (HR covering the person, their manager, the person, or an
// admin) and a due date counted from the joining date or the last working day. Owners are notified; the
// person's profile shows the list; "My tasks" shows each owner theirs. Probation ending within a week is
// announced once to the manager and HR by the daily upkeep.
import { addDays, indiaToday } from "@vetan/shared/dates";
import type { ChecklistKind, ChecklistTaskView, ChecklistTemplateSchema } from "@vetan/shared/people";
import type { z } from "zod";
import { and, asc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { checklistTasks, checklistTemplates, employees, notifications } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm, withPlatform } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import type { Notifications, Outgoing } from "../notifications/notifications.service.ts";
import { can, hrCovers } from "./people.policy.ts";
import { managerChain } from "./people.queries.ts";

type Template = z.output<typeof ChecklistTemplateSchema>["tasks"];

/** What a firm starts with (PRODUCT.md: templates are data the firm edits, never code). */
export const DEFAULT_TEMPLATES: Record<ChecklistKind, Template> = {
  onboarding: [
    { title: "Collect ID, address and education documents", owner: "hr", due_days: 0 },
    { title: "Set up work email, laptop and access", owner: "admin", due_days: 0 },
    { title: "Add bank details and PAN in Vetan", owner: "employee", due_days: 3 },
    { title: "Register for PF (UAN) and ESI where they apply", owner: "hr", due_days: 7 },
    { title: "Introduce to the team and set first goals", owner: "manager", due_days: 1 },
    { title: "Probation review", owner: "manager", due_days: 180 },
  ],
  exit: [
    { title: "Hand over work and documents", owner: "employee", due_days: -3 },
    { title: "Return laptop, ID card and other assets", owner: "employee", due_days: 0 },
    { title: "Exit interview", owner: "hr", due_days: -2 },
    { title: "Revoke email and system access", owner: "admin", due_days: 0 },
    { title: "Full and final settlement", owner: "hr", due_days: 30 },
    { title: "Relieving and experience letters", owner: "hr", due_days: 0 },
  ],
};

/** New joiners get onboarding tasks; people imported with an older joining date are staff moving to Vetan. */
export const ONBOARDING_WINDOW_DAYS = 30;

export function createChecklists(db: Db, notices: Notifications) {
  async function templateOf(tx: Tx, firmId: string, kind: ChecklistKind): Promise<Template> {
    const [row] = await tx.select().from(checklistTemplates).where(and(eq(checklistTemplates.firmId, firmId), eq(checklistTemplates.kind, kind)));
    return (row?.tasks as Template | undefined) ?? DEFAULT_TEMPLATES[kind];
  }

  async function present(tx: Tx, firmId: string, actor: FirmActor, rows: (typeof checklistTasks.$inferSelect)[]): Promise<ChecklistTaskView[]> {
    const ids = [...new Set(rows.flatMap((r) => [r.employeeId, ...(r.ownerId ? [r.ownerId] : [])]))];
    const people = ids.length > 0 ? await tx.select({ id: employees.id, name: employees.name, workspaceId: employees.workspaceId }).from(employees).where(and(eq(employees.firmId, firmId), inArray(employees.id, ids))) : [];
    const byId = new Map(people.map((p) => [p.id, p]));
    return rows.map((r) => {
      const subject = byId.get(r.employeeId);
      return {
        id: r.id,
        employee: { id: r.employeeId, name: subject?.name ?? "" },
        kind: r.kind,
        title: r.title,
        owner_role: r.ownerRole as ChecklistTaskView["owner_role"],
        owner: r.ownerId ? { id: r.ownerId, name: byId.get(r.ownerId)?.name ?? "" } : null,
        due_on: r.dueOn,
        done: r.doneAt !== null,
        done_at: r.doneAt?.toISOString() ?? null,
        can_complete: r.ownerId === actor.employeeId || actor.access === "A" || hrCovers(actor, subject?.workspaceId ?? null),
      };
    });
  }

  return {
    /**
     * Makes `kind`'s tasks for each person in the caller's transaction (once per person and kind), dated
     * from their `anchor`; returns the owners' notifications to deliver after commit. The template, HR and
     * the admin are read once, however many people (an import brings hundreds).
     */
    async createForMany(tx: Tx, firmId: string, kind: ChecklistKind, people: readonly { employeeId: string; anchor: string }[]): Promise<Outgoing> {
      if (people.length === 0) return [];
      const ids = people.map((p) => p.employeeId);
      const done = new Set(
        (await tx.select({ id: checklistTasks.employeeId }).from(checklistTasks).where(and(eq(checklistTasks.firmId, firmId), eq(checklistTasks.kind, kind), inArray(checklistTasks.employeeId, ids)))).map((r) => r.id),
      );
      const rows = await tx.select().from(employees).where(and(eq(employees.firmId, firmId), inArray(employees.id, ids)));
      const byId = new Map(rows.map((r) => [r.id, r]));
      const live = and(eq(employees.firmId, firmId), ne(employees.status, "exited"));
      const hrs = await tx.select({ id: employees.id, scope: employees.hrWorkspaceIds }).from(employees).where(and(live, eq(employees.usType, "H"))).orderBy(asc(employees.name));
      const admins = await tx.select({ id: employees.id }).from(employees).where(and(live, eq(employees.usType, "A"))).orderBy(asc(employees.createdAt));
      const template = await templateOf(tx, firmId, kind);
      const firstDue = Math.min(...template.map((t) => t.due_days));
      const tasks: (typeof checklistTasks.$inferInsert)[] = [];
      const assigned = new Map<string, { name: string; due: string }[]>();
      for (const { employeeId, anchor } of people) {
        const person = byId.get(employeeId);
        if (!person || done.has(employeeId)) continue;
        done.add(employeeId);
        const hr = hrs.find((h) => h.id !== employeeId && (h.scope.length === 0 || (person.workspaceId !== null && h.scope.includes(person.workspaceId))));
        const ownerOf = { hr: hr?.id ?? null, manager: person.managerId, employee: person.id, admin: admins.find((a) => a.id !== employeeId)?.id ?? null };
        for (const t of template) tasks.push({ firmId, employeeId, kind, title: t.title, ownerRole: t.owner, ownerId: ownerOf[t.owner], dueOn: addDays(anchor, t.due_days) });
        for (const owner of new Set(template.map((t) => ownerOf[t.owner]))) {
          if (owner && owner !== employeeId) assigned.set(owner, [...(assigned.get(owner) ?? []), { name: person.name, due: addDays(anchor, firstDue) }]);
        }
      }
      for (let i = 0; i < tasks.length; i += 500) await tx.insert(checklistTasks).values(tasks.slice(i, i + 500));
      const what = kind === "onboarding" ? "Onboarding" : "Exit";
      const outgoing: Outgoing = [];
      // One notice per owner: for one person it names them; for an import it counts them.
      for (const [owner, names] of assigned) {
        const title = names.length === 1 ? `${what} tasks for ${names[0]?.name}` : `${what} tasks for ${names.length} people`;
        const only = people.length === 1 ? people[0]?.employeeId : undefined;
        outgoing.push(
          ...(await notices.notify(tx, firmId, [owner], {
            kind: "task.assigned",
            title,
            body: `${template.length} tasks each: ${names
              .slice(0, 10)
              .map((n) => `${n.name} (first due ${n.due})`)
              .join(", ")}${names.length > 10 ? "…" : ""}`,
            link: only ? `/app/people/${only}#tasks` : "/app/tasks",
          })),
        );
      }
      return outgoing;
    },

    /** `createForMany` for one person (a joiner added by hand, an exit recorded). */
    createFor(tx: Tx, firmId: string, employeeId: string, kind: ChecklistKind, anchor: string): Promise<Outgoing> {
      return this.createForMany(tx, firmId, kind, [{ employeeId, anchor }]);
    },

    /** A person's checklists: seen by those who see their personal details. */
    async of(actor: FirmActor, employeeId: string): Promise<ChecklistTaskView[]> {
      return withFirm(db, actor.firmId, async (tx) => {
        const [person] = await tx.select({ workspaceId: employees.workspaceId }).from(employees).where(and(eq(employees.firmId, actor.firmId), eq(employees.id, employeeId)));
        if (!person) throw AppError.notFound("No such employee in your firm.");
        const chain = await managerChain(tx, actor.firmId, employeeId);
        if (!can(actor, "view_personal", { id: employeeId, workspaceId: person.workspaceId, managerChain: chain })) throw AppError.forbidden();
        const rows = await tx.select().from(checklistTasks).where(and(eq(checklistTasks.firmId, actor.firmId), eq(checklistTasks.employeeId, employeeId))).orderBy(asc(checklistTasks.dueOn), asc(checklistTasks.title));
        return present(tx, actor.firmId, actor, rows);
      });
    },

    /** My open tasks, and for HR the ones with no owner about people their work covers. */
    async mine(actor: FirmActor): Promise<ChecklistTaskView[]> {
      return withFirm(db, actor.firmId, async (tx) => {
        const unowned = actor.access === "H" || actor.access === "A" ? and(isNull(checklistTasks.ownerId), inArray(checklistTasks.ownerRole, actor.access === "A" ? ["admin", "hr"] : ["hr"])) : undefined;
        const rows = await tx
          .select()
          .from(checklistTasks)
          .where(and(eq(checklistTasks.firmId, actor.firmId), isNull(checklistTasks.doneAt), unowned ? or(eq(checklistTasks.ownerId, actor.employeeId), unowned) : eq(checklistTasks.ownerId, actor.employeeId)))
          .orderBy(asc(checklistTasks.dueOn))
          .limit(200);
        return (await present(tx, actor.firmId, actor, rows)).filter((t) => t.can_complete);
      });
    },

    async complete(actor: FirmActor, taskId: string, done: boolean, ip: string): Promise<ChecklistTaskView> {
      return withFirm(db, actor.firmId, async (tx) => {
        const [row] = await tx.select().from(checklistTasks).where(and(eq(checklistTasks.firmId, actor.firmId), eq(checklistTasks.id, taskId))).for("update");
        if (!row) throw AppError.notFound("No such task in your firm.");
        const [view] = await present(tx, actor.firmId, actor, [row]);
        if (!view?.can_complete) throw AppError.forbidden("This task is someone else's.");
        const [updated] = await tx
          .update(checklistTasks)
          .set(done ? { doneAt: new Date(), doneBy: actor.employeeId } : { doneAt: null, doneBy: null })
          .where(and(eq(checklistTasks.firmId, actor.firmId), eq(checklistTasks.id, taskId)))
          .returning();
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: done ? "task.done" : "task.reopened", detail: { employee_id: row.employeeId, task_id: taskId, title: row.title } });
        return (await present(tx, actor.firmId, actor, updated ? [updated] : []))[0] as ChecklistTaskView;
      });
    },

    templates: (actor: FirmActor) =>
      withFirm(db, actor.firmId, async (tx) => ({
        onboarding: await templateOf(tx, actor.firmId, "onboarding"),
        exit: await templateOf(tx, actor.firmId, "exit"),
      })),

    async setTemplate(actor: FirmActor, kind: ChecklistKind, tasks: Template, ip: string) {
      if (actor.access !== "A") throw AppError.forbidden("Checklists are the admins' to set.");
      await withFirm(db, actor.firmId, async (tx) => {
        await tx
          .insert(checklistTemplates)
          .values({ firmId: actor.firmId, kind, tasks })
          .onConflictDoUpdate({ target: [checklistTemplates.firmId, checklistTemplates.kind], set: { tasks, updatedAt: new Date() } });
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "checklist.set", detail: { kind, tasks: tasks.length } });
      });
      return this.templates(actor);
    },

    /** Tells the manager and HR, once, of each probation ending within a week (the daily upkeep); returns how many. */
    async remindProbation(today = indiaToday()): Promise<number> {
      const due = await withPlatform(db, "probations ending this week, across firms", (tx) =>
        tx
          .select({ firmId: employees.firmId, id: employees.id, name: employees.name, managerId: employees.managerId, workspaceId: employees.workspaceId, on: employees.probationEnd })
          .from(employees)
          .where(
            and(
              eq(employees.status, "active"),
              isNull(employees.confirmationDate),
              sql`${employees.probationEnd} between ${today} and ${addDays(today, 7)}`,
              sql`not exists (select 1 from ${notifications} n where n.firm_id = ${employees.firmId} and n.kind = 'probation.due' and n.link = '/app/people/' || ${employees.id})`,
            ),
          ),
      );
      for (const p of due) {
        const outgoing = await withFirm(db, p.firmId, async (tx) => {
          const hr = (await tx.select({ id: employees.id, scope: employees.hrWorkspaceIds }).from(employees).where(and(eq(employees.firmId, p.firmId), eq(employees.usType, "H"), ne(employees.status, "exited")))).filter(
            (h) => h.scope.length === 0 || (p.workspaceId !== null && h.scope.includes(p.workspaceId)),
          );
          const to = [...(p.managerId ? [p.managerId] : []), ...hr.map((h) => h.id)].filter((id) => id !== p.id);
          // Marked even with no one to tell, so it is not looked at again every day.
          const recipients = to.length > 0 ? to : (await tx.select({ id: employees.id }).from(employees).where(and(eq(employees.firmId, p.firmId), eq(employees.usType, "A")))).map((a) => a.id);
          return notices.notify(tx, p.firmId, recipients, { kind: "probation.due", title: `Probation of ${p.name} ends on ${p.on}`, body: "Confirm them, or extend the probation, on their profile.", link: `/app/people/${p.id}` });
        });
        await notices.deliver(outgoing);
      }
      return due.length;
    },
  };
}
export type Checklists = ReturnType<typeof createChecklists>;
