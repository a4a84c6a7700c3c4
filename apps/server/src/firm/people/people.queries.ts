// SQL for a firm's people. Every function takes an open firm transaction (withFirm) and names the firm in
// its filters as well: row-level security is the second line, not the first.
import type { DirectoryEntry, EmployeeCreate, EmployeeStatus } from "@vetan/shared/people";
import type { FieldCipher } from "../../platform/auth/secrets.ts";
import { and, asc, eq, getTableName, inArray, like, ne, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { departments, designations, employees, workspaces } from "../../db/schema.ts";
import type { Tx } from "../../platform/db/client.ts";
import { likePattern } from "../../platform/db/like.ts";

/**
 * A column with its table's name, for use inside a subquery: Drizzle writes the columns of a
 * select from one table without it, and inside a subquery such a name may mean the subquery's own row.
 */
export const qualified = (column: PgColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** Direct reports still on the rolls. */
export const reportsCount = sql<number>`(select count(*)::int from ${employees} r where r.firm_id = ${qualified(employees.firmId)} and r.manager_id = ${qualified(employees.id)} and r.status <> 'exited')`;

// A directory row's names (designation, department, workspace, manager) are scalar subqueries on the
// row's own ids, not joins. A query with ORDER BY and LIMIT evaluates such columns after the sort, for
// the rows it returns only (PostgreSQL postpones costly output columns past Sort/Limit), so a page of 50
// makes 50 × 5 small lookups however many people match. As joins they were made for every match before
// the sort: the planner cannot see how many that is, since row-level security's `current_user = …` test
// makes it guess 1/200 of the firm, and it joined all 9,600 people of a 10,000 firm for each page.
// (A read of every row, as the export makes, pays a little more for lookups than it did for joins.)
// The ids are the employee's own: the composite foreign keys (firm, id) guarantee that the row named
// exists in the same firm, so an id has its name exactly when the join found the row.
const nameOf = (table: typeof designations | typeof departments | typeof workspaces | typeof employees, id: PgColumn) =>
  sql<string | null>`(select t.name from ${table} t where t.firm_id = ${qualified(employees.firmId)} and t.id = ${qualified(id)})`;

/** The columns a directory row needs: the employee's own, and names read for the rows returned only. */
export const entryColumns = {
  id: employees.id,
  code: employees.code,
  name: employees.name,
  designation: nameOf(designations, employees.designationId),
  departmentId: employees.departmentId,
  departmentName: nameOf(departments, employees.departmentId),
  workspaceId: employees.workspaceId,
  workspaceName: nameOf(workspaces, employees.workspaceId),
  managerId: employees.managerId,
  managerName: nameOf(employees, employees.managerId),
  workEmail: employees.workEmail,
  status: employees.status,
  joiningDate: employees.joiningDate,
  reports: reportsCount,
};
export type EntryRow = { [K in keyof typeof entryColumns]: unknown } & {
  id: string;
  code: string;
  name: string;
  designation: string | null;
  departmentId: string | null;
  departmentName: string | null;
  workspaceId: string | null;
  workspaceName: string | null;
  managerId: string | null;
  managerName: string | null;
  workEmail: string | null;
  status: EmployeeStatus;
  joiningDate: string;
  reports: number;
};

export function presentEntry(r: EntryRow): DirectoryEntry {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    designation: r.designation,
    department: r.departmentId && r.departmentName ? { id: r.departmentId, name: r.departmentName } : null,
    workspace: r.workspaceId && r.workspaceName ? { id: r.workspaceId, name: r.workspaceName } : null,
    manager: r.managerId && r.managerName ? { id: r.managerId, name: r.managerName } : null,
    work_email: r.workEmail,
    status: r.status,
    joining_date: r.joiningDate,
    reports: Number(r.reports),
  };
}

/** A select of directory rows (employees alone: see entryColumns); callers add where, order and limit. */
export function selectEntries(tx: Tx) {
  return tx.select(entryColumns).from(employees);
}

export interface DirectoryFilter {
  q?: string | undefined;
  /** Search mobile numbers too: only for those who see everyone's contact details. */
  searchMobile: boolean;
  workspaceId?: string | undefined;
  departmentId?: string | undefined;
  managerId?: string | undefined;
  status?: EmployeeStatus | "all" | undefined;
}

export function directoryWhere(firmId: string, f: DirectoryFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(employees.firmId, firmId)];
  if (f.q && f.q.trim() !== "") {
    // The expression is the one the trigram index (migration 0006) is built on, word for word.
    const p = likePattern(f.q.trim().toLowerCase());
    const words = sql`lower(${employees.name} || ' ' || ${employees.code} || ' ' || coalesce(${employees.workEmail}, '')) like ${p}`;
    conditions.push(f.searchMobile ? or(words, like(employees.mobile, p)) : words);
  }
  if (f.workspaceId) conditions.push(eq(employees.workspaceId, f.workspaceId));
  if (f.departmentId) conditions.push(eq(employees.departmentId, f.departmentId));
  if (f.managerId) conditions.push(eq(employees.managerId, f.managerId));
  if (!f.status) conditions.push(ne(employees.status, "exited"));
  else if (f.status !== "all") conditions.push(eq(employees.status, f.status));
  return and(...conditions) as SQL;
}

/** Keyset position in the directory's order (name, id): stable while people are added and removed. */
export const directoryOrder = [asc(employees.name), asc(employees.id)];

/** A raw statement's rows: both drivers answer `{ rows }`. */
export async function rowsOf<T>(tx: Tx, statement: SQL): Promise<T[]> {
  return ((await tx.execute(statement)) as unknown as { rows: T[] }).rows;
}

/**
 * The managers above `employeeId`, nearest first, by walking manager links upward (at most 200 levels:
 * a chain that long is a data error, and the walk must end even then).
 */
export async function managerChain(tx: Tx, firmId: string, employeeId: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(tx, sql`
    with recursive up(id, manager_id, depth) as (
      select id, manager_id, 0 from employees where firm_id = ${firmId} and id = ${employeeId}
      union all
      select e.id, e.manager_id, up.depth + 1 from employees e join up on e.id = up.manager_id and e.firm_id = ${firmId}
      where up.depth < 200
    )
    select id from up where depth > 0 order by depth`);
  return rows.map((r) => r.id);
}

/** Every employee below `employeeId` (reports, their reports…), not counting them. */
export async function teamOf(tx: Tx, firmId: string, employeeId: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(tx, sql`
    with recursive down(id, depth) as (
      select id, 1 from employees where firm_id = ${firmId} and manager_id = ${employeeId}
      union all
      select e.id, down.depth + 1 from employees e join down on e.manager_id = down.id and e.firm_id = ${firmId}
      where down.depth < 200
    )
    select distinct id from down`);
  return rows.map((r) => r.id);
}

/** Which of `ids` exist in the firm's table `table`. */
export async function existing(tx: Tx, table: typeof workspaces | typeof departments | typeof designations | typeof employees, firmId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await tx.select({ id: table.id }).from(table).where(and(eq(table.firmId, firmId), inArray(table.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The row of a new employee from the Add employee form's fields (the form and the import send the same):
 * Aadhaar sealed, its last four kept for the masked display. The code is the caller's (given, or the series').
 */
export function employeeValues(firmId: string, input: EmployeeCreate, cipher: FieldCipher): Omit<typeof employees.$inferInsert, "code"> {
  return {
    firmId,
    name: input.name,
    mobile: input.mobile,
    workEmail: input.work_email,
    personalEmail: input.personal_email,
    gender: input.gender,
    dateOfBirth: input.date_of_birth,
    joiningDate: input.joining_date,
    probationEnd: input.probation_end,
    employmentType: input.employment_type,
    status: "active",
    workspaceId: input.workspace_id,
    departmentId: input.department_id,
    designationId: input.designation_id,
    grade: input.grade,
    managerId: input.manager_id,
    pan: input.pan,
    aadhaarCipher: input.aadhaar ? cipher.seal(input.aadhaar) : null,
    aadhaarLast4: input.aadhaar ? input.aadhaar.slice(-4) : null,
    uan: input.uan,
    esiNumber: input.esi_number,
    pfApplicable: input.pf_applicable,
    esiApplicable: input.esi_applicable,
    bankAccount: input.bank_account,
    bankIfsc: input.bank_ifsc,
    bankName: input.bank_name,
    family: input.family,
    addressCurrent: input.address_current,
    addressPermanent: input.address_permanent,
    emergencyName: input.emergency_name,
    emergencyRelation: input.emergency_relation,
    emergencyMobile: input.emergency_mobile,
  };
}

/** What employee.created tells a receiver: ids and the directory's public fields, nothing private. */
export function createdEvent(row: { id: string; code: string; name: string; workEmail?: string | null; workspaceId?: string | null; departmentId?: string | null; designationId?: string | null; managerId?: string | null; joiningDate: string; status?: string }): Record<string, unknown> {
  return {
    employee_id: row.id,
    code: row.code,
    name: row.name,
    work_email: row.workEmail ?? null,
    workspace_id: row.workspaceId ?? null,
    department_id: row.departmentId ?? null,
    designation_id: row.designationId ?? null,
    manager_id: row.managerId ?? null,
    joining_date: row.joiningDate,
    status: row.status ?? "active",
  };
}
