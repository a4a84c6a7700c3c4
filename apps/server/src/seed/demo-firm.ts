// The demo firm's people (issue 14): about 150 employees in three workspaces with departments, managers and
// a living history, so that someone signing in as A, H, a manager or E sees a working firm. The rows come
// from the pure generator in content/demo-people.ts; the benchmark's 10,000-employee firm uses the same
// generator and this same writer.
import { addDays } from "@vetan/shared/dates";
import { departments, designations, employeeJobChanges, employees, firms, workspaces } from "../db/schema.ts";
import type { Tx } from "../platform/db/client.ts";
import { eq } from "drizzle-orm";
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
