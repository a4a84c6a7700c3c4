// The demo firm's people (issue 14): about 150 employees in three workspaces with departments, managers and
// a living history, so that someone signing in as A, H, a manager or E sees a working firm. The rows come
// from the pure generator in content/demo-people.ts; the benchmark's 10,000-employee firm uses the same
// generator and this same writer.
import { addDays } from "@vetan/shared/dates";
import {
  approvalActions,
  approvalRequests,
  checklistTasks,
  customFields,
  departments,
  designations,
  employeeJobChanges,
  employees,
  firms,
  invitations,
  notifications,
  workspaces,
} from "../db/schema.ts";
import { DEFAULT_TEMPLATES, ONBOARDING_WINDOW_DAYS } from "../firm/people/checklists.service.ts";
import type { Tx } from "../platform/db/client.ts";
import { and, eq, sql } from "drizzle-orm";
import { type DemoPeople, demoPeople } from "./content/demo-people.ts";

/** Rows per insert: well under PostgreSQL's 65,535 bind parameters for a 45-column table. */
const CHUNK = 500;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/**
 * Writes a generated firm's people into `firmId` through a transaction already placed in that firm
 * (enterFirm or withFirm). `seal` seals Aadhaar numbers; without it none is stored.
 */
export async function writePeople(tx: Tx, firmId: string, people: DemoPeople, today: string, seal?: (plain: string) => string): Promise<void> {
  await tx.insert(workspaces).values(people.workspaces.map((w) => ({ firmId, ...w })));
  await tx.insert(departments).values(people.departments.map((d) => ({ firmId, ...d })));
  await tx.insert(designations).values(people.designations.map((d) => ({ firmId, ...d })));
  // Managers come before their reports in the generator's order (Meera, third, reports to Arjun, fourth: one
  // insert, and PostgreSQL checks foreign keys at the end of the statement), so each chunk's links hold.
  await inChunks(people.employees, (chunk) =>
    tx.insert(employees).values(
      chunk.map(({ aadhaar, ...e }) => ({
        firmId,
        ...e,
        aadhaarCipher: aadhaar && seal ? seal(aadhaar) : null,
        aadhaarLast4: aadhaar && seal ? aadhaar.slice(-4) : null,
      })),
    ),
  );
  const now = new Date();
  // Each person's history starts with their joining; a few have moved or been promoted since.
  const changes = people.employees.flatMap((e, i): (typeof employeeJobChanges.$inferInsert)[] => {
    const joined: typeof employeeJobChanges.$inferInsert = {
      firmId,
      employeeId: e.id,
      kind: "joined",
      effectiveFrom: e.joiningDate,
      workspaceId: e.workspaceId,
      departmentId: e.departmentId,
      designationId: e.designationId,
      grade: e.grade,
      managerId: e.managerId,
      appliedAt: now,
    };
    const promoted = addDays(e.joiningDate, 400 + (i % 200));
    if (i % 9 !== 4 || promoted > today) return [joined];
    return [
      { ...joined, grade: null },
      { ...joined, kind: "promotion", effectiveFrom: promoted, workspaceId: null, departmentId: null, designationId: null, managerId: null, note: "Grade revised at the annual appraisal", before: { grade: null } },
    ];
  });
  await inChunks(changes, (chunk) => tx.insert(employeeJobChanges).values(chunk));
  await tx
    .update(firms)
    .set({ employeeCodeNext: people.employees.length + 1 })
    .where(eq(firms.id, firmId));
}

/** The demo firm's people as of `today`. */
export const demoFirmPeople = (today: string) => demoPeople({ count: 150, today, seed: 2026 });

/**
 * The demo firm's month in motion: onboarding tasks for recent joiners and exit tasks for those on notice
 * (some already done), and bank changes waiting in HR's approvals inbox with their notifications, so
 * Rohit (HR), Arjun (a manager) and Meera see work to do the first time they sign in.
 */
export async function writeDemoActivity(tx: Tx, firmId: string, people: DemoPeople, today: string): Promise<void> {
  const [admin, hr] = people.employees;
  if (!admin || !hr) return;
  const ownerFor = (e: DemoPeople["employees"][number], role: "hr" | "manager" | "employee" | "admin") =>
    role === "hr" ? hr.id : role === "admin" ? admin.id : role === "manager" ? e.managerId : e.id;
  const tasks: (typeof checklistTasks.$inferInsert)[] = [];
  const recent = addDays(today, -ONBOARDING_WINDOW_DAYS);
  for (const [i, e] of people.employees.entries()) {
    const kinds: ["onboarding" | "exit", string][] = [];
    if (e.joiningDate >= recent && e.status === "active") kinds.push(["onboarding", e.joiningDate]);
    if (e.status === "on_notice" && e.lastWorkingDay) kinds.push(["exit", e.lastWorkingDay]);
    for (const [kind, anchor] of kinds) {
      for (const [j, t] of DEFAULT_TEMPLATES[kind].entries()) {
        const due = addDays(anchor, t.due_days);
        tasks.push({
          firmId,
          employeeId: e.id,
          kind,
          title: t.title,
          ownerRole: t.owner,
          ownerId: ownerFor(e, t.owner),
          dueOn: due,
          // Most tasks already past their day are done; a few are late, as in any real month.
          doneAt: due < today && (i + j) % 4 !== 0 ? new Date(`${due}T12:00:00+05:30`) : null,
        });
      }
    }
  }
  await inChunks(tasks, (chunk) => tx.insert(checklistTasks).values(chunk));
  // Three people asked to change their bank account; Rohit (HR) has them in his inbox.
  const askers = people.employees.filter((e, i) => i > 4 && e.status === "active" && e.bankAccount && i % 37 === 5).slice(0, 3);
  for (const [n, e] of askers.entries()) {
    const to = { bank_account: `${e.bankAccount?.slice(0, -4)}${String(4321 + n)}`, bank_ifsc: "HDFC0000240", bank_name: "HDFC Bank" };
    const [request] = await tx
      .insert(approvalRequests)
      .values({
        firmId,
        requestType: "profile_change",
        requesterId: e.id,
        subjectId: e.id,
        title: `Bank details of ${e.name} (${e.code})`,
        payload: { from: { bank_account: e.bankAccount, bank_ifsc: e.bankIfsc, bank_name: e.bankName }, to },
        chain: [{ kind: "hr", approver_ids: [hr.id] }],
        createdAt: new Date(Date.parse(`${addDays(today, -n)}T10:00:00+05:30`)),
      })
      .returning({ id: approvalRequests.id });
    if (!request) continue;
    await tx.insert(approvalActions).values({ firmId, requestId: request.id, level: 0, actorId: e.id, action: "submitted" });
    await tx.insert(notifications).values({ firmId, employeeId: hr.id, kind: "approval.waiting", title: `Waiting for you: Bank details of ${e.name} (${e.code})`, body: `From ${e.name}`, link: `/app/approvals/${request.id}` });
  }
  // Two of this month's joiners were given sign-in last week and have not yet accepted (decision 016).
  const invited = people.employees.filter((e) => e.joiningDate >= recent && e.status === "active" && !e.usType && e.mobile).slice(0, 2);
  for (const e of invited) {
    await tx.update(employees).set({ usType: "E" }).where(and(eq(employees.firmId, firmId), eq(employees.id, e.id)));
    const sentAt = new Date(Date.parse(`${addDays(today, -6)}T11:00:00+05:30`));
    await tx.insert(invitations).values({ firmId, employeeId: e.id, mobile: e.mobile ?? "", invitedBy: null, lastSentAt: sentAt, createdAt: sentAt });
  }
  await writeDemoFields(tx, firmId);
}

/**
 * Two fields of the firm's own, as a plant keeps them: a uniform size everyone has, and a blood group
 * (private: the person, HR and admins see it) that most have given. Values are spread by each person's id.
 */
async function writeDemoFields(tx: Tx, firmId: string): Promise<void> {
  await tx.insert(customFields).values([
    { firmId, key: "uniform_size", label: "Uniform size", kind: "choice", choices: ["S", "M", "L", "XL", "XXL"], position: 0 },
    { firmId, key: "blood_group", label: "Blood group", kind: "choice", choices: ["A+", "A-", "B+", "B-", "AB+", "AB-", "O+", "O-"], private: true, position: 1 },
  ]);
  await tx.execute(sql`
    update employees set custom = custom || jsonb_build_object('uniform_size', (array['S','M','L','XL','XXL'])[1 + abs(hashtext(id::text)) % 5])
      || case when abs(hashtext(id::text || 'b')) % 10 < 8
           then jsonb_build_object('blood_group', (array['O+','B+','A+','AB+','O-','B-','A-','AB-'])[1 + abs(hashtext(id::text || 'g')) % 8])
           else '{}'::jsonb end
    where firm_id = ${firmId}`);
}
