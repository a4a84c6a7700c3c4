// A firm's people: the directory, profiles through the privacy policy, adding and editing employees, dated
// job changes, exits and sign-in access. Every write commits with its audit entry in one firm transaction.
import { indiaToday, maskAadhaar, maskPan } from "@vetan/shared";
import {
  type AccessChangeSchema,
  type DirectoryPage,
  type DirectoryQuery,
  DIRECTORY_PAGE,
  type EmployeeCreate,
  type EmployeeProfile,
  type EmployeeUpdateSchema,
  type EmploymentType,
  type ExitSchema,
  type FamilyMember,
  type JobChangeSchema,
  type JobHistoryEntry,
} from "@vetan/shared/people";
import type { z } from "zod";
import { and, asc, count, desc, eq, isNull, lte, sql } from "drizzle-orm";
import { departments, designations, employeeJobChanges, employees, firms, users, workspaces } from "../../db/schema.ts";
import { changesOf, recordAudit } from "../../platform/audit.ts";
import { emitWebhook } from "../webhooks/emit.ts";
import type { Entitlements } from "../billing/entitlements.ts";
import type { FieldCipher } from "../../platform/auth/secrets.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm, withPlatform } from "../../platform/db/tenancy.ts";
import { AppError, sqlState } from "../../platform/errors.ts";
import { decodeCursor, encodeCursor, type KeysetOrder, keysetAfter } from "../../platform/cursor.ts";
import type { FirmActor } from "../actor.ts";
import { can, canCreateIn, seesEveryone } from "./people.policy.ts";
import { fieldsOf, visibleValues } from "./custom-fields.service.ts";
import type { Checklists } from "./checklists.service.ts";
import type { Invitations } from "./invitations.ts";
import type { Notifications, Outgoing } from "../notifications/notifications.service.ts";
import type { Message } from "../../platform/delivery.ts";
import {
  createdEvent,
  employeeValues,
  directoryOrder,
  directoryWhere,
  type EntryRow,
  entryColumns,
  existing,
  managerChain,
  presentEntry,
  selectEntries,
} from "./people.queries.ts";

type Row = typeof employees.$inferSelect;
type JobFields = Pick<Row, "workspaceId" | "departmentId" | "designationId" | "grade" | "managerId">;
const JOB_KEYS = ["workspaceId", "departmentId", "designationId", "grade", "managerId"] as const;

const NOT_FOUND = "No such employee in your firm.";
const notFound = () => AppError.notFound(NOT_FOUND);

/** Audit entries say that a private value changed and show no more of it than a screen would. */
function maskForAudit(key: string, value: unknown): unknown {
  if (value === null || value === undefined || typeof value !== "string") return value ?? null;
  if (key === "pan") return maskPan(value);
  if (key === "aadhaar") return maskAadhaar(value);
  if (key === "bank_account") return `XXXX${value.slice(-4)}`;
  if (key === "uan" || key === "esi_number") return `XXXX${value.slice(-4)}`;
  return value;
}
const maskAll = (changes: Record<string, { from: unknown; to: unknown }>) =>
  Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, { from: maskForAudit(k, v.from), to: maskForAudit(k, v.to) }]));

/** The directory's order, by name then id, and its cursor's (platform/cursor.ts, decision 032). */
const DIRECTORY_ORDER: KeysetOrder = { table: employees, keys: [{ column: employees.name, direction: "asc" }], id: { column: employees.id, direction: "asc" } };

/** What happens around a person's joining and leaving (checklists and their notifications). */
export interface PeopleHooks {
  checklists: Checklists;
  notifications: Notifications;
  invitations: Invitations;
  /** The plan's employee limit (Basic stops at its included number). */
  plan: Pick<Entitlements, "requireEmployeeRoom">;
}

/** The job facts a job change may set; a webhook names those it set, never their values. */
const JOB_FIELDS = ["workspace_id", "department_id", "designation_id", "grade", "manager_id"] as const;

export function createPeopleService(db: Db, cipher: FieldCipher, hooks: PeopleHooks) {
  /** The employee row (locked for update when `lock`), or a 404 that reads the same for any unknown id. */
  async function rowOf(tx: Tx, firmId: string, id: string, lock = false): Promise<Row> {
    const query = tx.select().from(employees).where(and(eq(employees.firmId, firmId), eq(employees.id, id))).limit(1);
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw notFound();
    return row;
  }

  /** Refuses references that are not the firm's: a clear message on the field, never a database error. */
  async function checkRefs(tx: Tx, firmId: string, refs: Partial<Record<"workspace_id" | "department_id" | "designation_id" | "manager_id", string | null>>) {
    const errors: Record<string, string> = {};
    const check = async (field: keyof typeof refs, table: typeof workspaces | typeof departments | typeof designations | typeof employees, label: string) => {
      const id = refs[field];
      if (id && !(await existing(tx, table, firmId, [id])).has(id)) errors[field] = `Choose a ${label} from the list`;
    };
    await check("workspace_id", workspaces, "workspace");
    await check("department_id", departments, "department");
    await check("designation_id", designations, "designation");
    await check("manager_id", employees, "reporting manager");
    if (Object.keys(errors).length > 0) throw AppError.badRequest(Object.values(errors)[0] as string, errors);
  }

  /** A manager link that would close a loop (X reports to Y who reports, in the end, to X) is refused. */
  async function refuseCycle(tx: Tx, firmId: string, employeeId: string, managerId: string | null) {
    if (!managerId) return;
    const message = "That manager reports to this person (directly or further up): choose someone else.";
    if (managerId === employeeId) throw new AppError(409, "manager_cycle", "Someone cannot be their own manager.", { manager_id: "Someone cannot be their own manager." });
    const above = await managerChain(tx, firmId, managerId);
    if (above.includes(employeeId)) throw new AppError(409, "manager_cycle", message, { manager_id: message });
  }

  /** The next free code of the firm's series (EMP0001…), skipping codes given by hand. */
  async function nextCode(tx: Tx, firmId: string): Promise<string> {
    for (;;) {
      const [series] = await tx
        .update(firms)
        .set({ employeeCodeNext: sql`${firms.employeeCodeNext} + 1` })
        .where(eq(firms.id, firmId))
        .returning({ prefix: firms.employeeCodePrefix, n: sql<number>`${firms.employeeCodeNext} - 1` });
      if (!series) throw notFound();
      const code = `${series.prefix}${String(series.n).padStart(4, "0")}`;
      const [taken] = await tx.select({ id: employees.id }).from(employees).where(and(eq(employees.firmId, firmId), eq(employees.code, code))).limit(1);
      if (!taken) return code;
    }
  }

  /** Unique-key violations as the field they concern. */
  function conflictOf(error: unknown): never {
    if (sqlState(error) === "23505") {
      const text = String((error as { cause?: { constraint?: string; message?: string } }).cause?.constraint ?? (error as Error).message ?? "");
      if (text.includes("mobile")) throw new AppError(409, "duplicate_mobile", "Someone in your firm already has this mobile number.", { mobile: "Someone in your firm already has this mobile number." });
      if (text.includes("code")) throw new AppError(409, "duplicate_code", "Another employee already has this code.", { code: "Another employee already has this code." });
    }
    throw error;
  }

  async function profileIn(tx: Tx, actor: FirmActor, id: string): Promise<EmployeeProfile> {
    const row = await rowOf(tx, actor.firmId, id);
    const [entry] = (await selectEntries(tx).where(and(eq(employees.firmId, actor.firmId), eq(employees.id, id)))) as EntryRow[];
    if (!entry) throw notFound();
    const chain = await managerChain(tx, actor.firmId, id);
    const facts = { id, workspaceId: row.workspaceId, managerChain: chain };
    const personal = can(actor, "view_personal", facts);
    const priv = can(actor, "view_private", facts);
    const fields = await fieldsOf(tx, actor.firmId);
    return {
      ...presentEntry(entry),
      designation_id: row.designationId,
      personal: personal
        ? {
            mobile: row.mobile,
            personal_email: row.personalEmail,
            gender: row.gender,
            date_of_birth: row.dateOfBirth,
            address_current: row.addressCurrent,
            address_permanent: row.addressPermanent,
            emergency_name: row.emergencyName,
            emergency_relation: row.emergencyRelation,
            emergency_mobile: row.emergencyMobile,
          }
        : null,
      employment: personal
        ? {
            employment_type: row.employmentType as EmploymentType,
            grade: row.grade,
            probation_end: row.probationEnd,
            confirmation_date: row.confirmationDate,
            resignation_date: row.resignationDate,
            last_working_day: row.lastWorkingDay,
            exit_reason: row.exitReason,
            access: row.usType,
            sign_in: row.usType ? (row.userId ? "joined" : "invited") : null,
            hr_workspace_ids: row.hrWorkspaceIds,
          }
        : null,
      private: priv
        ? {
            pan: row.pan,
            aadhaar: row.aadhaarLast4 ? maskAadhaar(`00000000${row.aadhaarLast4}`) : null,
            uan: row.uan,
            esi_number: row.esiNumber,
            pf_applicable: row.pfApplicable,
            esi_applicable: row.esiApplicable,
            bank_account: row.bankAccount,
            bank_ifsc: row.bankIfsc,
            bank_name: row.bankName,
            family: row.family.map((f) => ({ ...f, relation: f.relation as FamilyMember["relation"] })),
          }
        : null,
      custom: visibleValues(fields, row.custom, priv),
      can: {
        edit: can(actor, "edit", facts),
        change_job: can(actor, "change_job", facts),
        record_exit: can(actor, "record_exit", facts),
        change_access: can(actor, "change_access", facts),
        see_private: priv,
      },
    };
  }

  /**
   * Applies a dated change to the employee's row. A field a later change (already applied) also set is left
   * alone: what is in force today is the latest change for each field, whatever order they were entered in.
   */
  async function applyChange(tx: Tx, change: typeof employeeJobChanges.$inferSelect): Promise<void> {
    const row = await rowOf(tx, change.firmId, change.employeeId, true);
    const later = await tx
      .select()
      .from(employeeJobChanges)
      .where(
        and(
          eq(employeeJobChanges.firmId, change.firmId),
          eq(employeeJobChanges.employeeId, change.employeeId),
          sql`${employeeJobChanges.appliedAt} is not null`,
          sql`${employeeJobChanges.effectiveFrom} > ${change.effectiveFrom}`,
        ),
      );
    const set: Partial<JobFields> = {};
    const before: Record<string, string | null> = {};
    for (const key of JOB_KEYS) {
      const value = change[key];
      if (value === null || later.some((l) => l[key] !== null)) continue;
      if (key === "managerId") {
        const above = await managerChain(tx, change.firmId, value);
        if (value === row.id || above.includes(row.id)) continue; // would close a loop since it was entered
      }
      set[key] = value;
      before[key] = row[key];
    }
    if (Object.keys(set).length > 0) {
      await tx.update(employees).set({ ...set, updatedAt: new Date() }).where(and(eq(employees.firmId, change.firmId), eq(employees.id, change.employeeId)));
    }
    await tx.update(employeeJobChanges).set({ appliedAt: new Date(), before }).where(and(eq(employeeJobChanges.firmId, change.firmId), eq(employeeJobChanges.id, change.id)));
  }

  const audit = (tx: Tx, actor: FirmActor, ip: string, action: string, detail: Record<string, unknown>) =>
    recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action, detail });

  /** A directory query as SQL; mobiles are searched only for those who see everyone's contact details. */
  const whereOf = (actor: FirmActor, query: Omit<DirectoryQuery, "cursor" | "limit">) =>
    directoryWhere(actor.firmId, {
      q: query.q,
      searchMobile: seesEveryone(actor),
      workspaceId: query.workspace_id,
      departmentId: query.department_id,
      managerId: query.manager_id,
      status: query.status,
    });

  return {
    async directory(actor: FirmActor, query: DirectoryQuery): Promise<DirectoryPage> {
      const limit = query.limit ?? DIRECTORY_PAGE.defaultLimit;
      const cursor = decodeCursor(query.cursor, DIRECTORY_ORDER);
      const where = whereOf(actor, query);
      // A search's first page counts its matches in the same read (count(*) over () counts the rows before
      // the limit): matching reads every employee's name, code and email, and a second read to count them
      // was half of a search's time. Elsewhere a first page that holds every match is its own count.
      const searching = cursor === null && Boolean(query.q?.trim());
      return withFirm(db, actor.firmId, async (tx) => {
        const rows = (await tx
          .select({ ...entryColumns, ...(searching ? { matches: sql<number>`count(*) over ()` } : {}) })
          .from(employees)
          .where(and(where, keysetAfter(DIRECTORY_ORDER, cursor)))
          .orderBy(...directoryOrder)
          .limit(limit + 1)) as (EntryRow & { matches?: number })[];
        let total: number;
        if (searching) total = Number(rows[0]?.matches ?? 0);
        else if (cursor === null && rows.length <= limit) total = rows.length;
        else total = (await tx.select({ n: count() }).from(employees).where(where))[0]?.n ?? 0;
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        const next = rows.length > limit && last ? encodeCursor([last.name, last.id]) : null;
        return { data: page.map(presentEntry), next, next_cursor: next, total };
      });
    },

    /** Rows for the directory export: public fields for everyone; contact and statutory columns for A and HR, filled per row by the policy. */
    async exportRows(actor: FirmActor, query: DirectoryQuery): Promise<{ header: string[]; rows: (string | number | null)[][] }> {
      const where = whereOf(actor, query);
      const wide = actor.access === "A" || actor.access === "H";
      return withFirm(db, actor.firmId, async (tx) => {
        const entries = (await selectEntries(tx).where(where).orderBy(...directoryOrder)) as EntryRow[];
        const details = wide && entries.length > 0 ? await tx.select().from(employees).where(where) : [];
        const byId = new Map(details.map((d) => [d.id, d]));
        const header = ["Code", "Name", "Designation", "Department", "Workspace", "Manager", "Work email", "Status", "Joining date"];
        if (wide) header.push("Mobile", "Date of birth", "Employment type", "PAN", "UAN", "ESI number", "Bank account", "IFSC");
        const rows = entries.map((e) => {
          const base: (string | number | null)[] = [e.code, e.name, e.designation, e.departmentName, e.workspaceName, e.managerName, e.workEmail, e.status, e.joiningDate];
          if (!wide) return base;
          const d = byId.get(e.id);
          const facts = { id: e.id, workspaceId: e.workspaceId };
          const priv = d && can(actor, "view_private", facts);
          const personal = d && (priv || seesEveryone(actor));
          return [
            ...base,
            personal ? d.mobile : null,
            personal ? d.dateOfBirth : null,
            personal ? d.employmentType : null,
            priv ? d.pan : null,
            priv ? d.uan : null,
            priv ? d.esiNumber : null,
            priv ? d.bankAccount : null,
            priv ? d.bankIfsc : null,
          ];
        });
        return { header, rows };
      });
    },

    profile: (actor: FirmActor, id: string) => withFirm(db, actor.firmId, (tx) => profileIn(tx, actor, id)),

    async create(actor: FirmActor, input: EmployeeCreate, ip: string): Promise<EmployeeProfile> {
      if (!canCreateIn(actor, input.workspace_id)) {
        throw AppError.forbidden(actor.access === "H" ? "You can add people only to the workspaces your HR work covers." : undefined);
      }
      let outgoing: Outgoing = [];
      const profile = await withFirm(db, actor.firmId, async (tx) => {
        await checkRefs(tx, actor.firmId, input);
        await hooks.plan.requireEmployeeRoom(tx, actor.firmId, 1);
        const code = input.code ?? (await nextCode(tx, actor.firmId));
        const values = { ...employeeValues(actor.firmId, input, cipher), code };
        const [row] = await tx
          .insert(employees)
          .values(values)
          .returning()
          .catch(conflictOf);
        if (!row) throw new Error("employee insert returned nothing");
        await tx.insert(employeeJobChanges).values({
          firmId: actor.firmId,
          employeeId: row.id,
          kind: "joined",
          effectiveFrom: row.joiningDate,
          workspaceId: row.workspaceId,
          departmentId: row.departmentId,
          designationId: row.designationId,
          grade: row.grade,
          managerId: row.managerId,
          appliedAt: new Date(),
          recordedBy: actor.userId,
        });
        await audit(tx, actor, ip, "employee.created", { employee_id: row.id, code: row.code, name: row.name });
        await emitWebhook(tx, actor.firmId, "employee.created", createdEvent(row));
        outgoing = await hooks.checklists.createFor(tx, actor.firmId, row.id, "onboarding", row.joiningDate);
        return profileIn(tx, actor, row.id);
      });
      await hooks.notifications.deliver(outgoing);
      return profile;
    },

    async update(actor: FirmActor, id: string, input: z.output<typeof EmployeeUpdateSchema>, ip: string): Promise<EmployeeProfile> {
      let invitation: Message | null = null;
      const profile = await withFirm(db, actor.firmId, async (tx) => {
        const row = await rowOf(tx, actor.firmId, id, true);
        if (!can(actor, "edit", { id, workspaceId: row.workspaceId })) throw AppError.forbidden();
        const set: Partial<typeof employees.$inferInsert> = {};
        const map: [keyof typeof input, keyof Row][] = [
          ["name", "name"],
          ["gender", "gender"],
          ["date_of_birth", "dateOfBirth"],
          ["mobile", "mobile"],
          ["work_email", "workEmail"],
          ["personal_email", "personalEmail"],
          ["address_current", "addressCurrent"],
          ["address_permanent", "addressPermanent"],
          ["emergency_name", "emergencyName"],
          ["emergency_relation", "emergencyRelation"],
          ["emergency_mobile", "emergencyMobile"],
          ["probation_end", "probationEnd"],
          ["confirmation_date", "confirmationDate"],
          ["employment_type", "employmentType"],
          ["pan", "pan"],
          ["uan", "uan"],
          ["esi_number", "esiNumber"],
          ["pf_applicable", "pfApplicable"],
          ["esi_applicable", "esiApplicable"],
          ["bank_account", "bankAccount"],
          ["bank_ifsc", "bankIfsc"],
          ["bank_name", "bankName"],
          ["family", "family"],
        ];
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        for (const [field, column] of map) {
          const value = input[field];
          if (value === undefined) continue;
          before[field] = row[column];
          after[field] = value;
          (set as Record<string, unknown>)[column] = value;
        }
        if (input.aadhaar !== undefined) {
          before.aadhaar = row.aadhaarLast4 ? `00000000${row.aadhaarLast4}` : null;
          after.aadhaar = input.aadhaar;
          set.aadhaarCipher = input.aadhaar ? cipher.seal(input.aadhaar) : null;
          set.aadhaarLast4 = input.aadhaar ? input.aadhaar.slice(-4) : null;
        }
        if (row.usType && input.mobile === null) {
          throw AppError.badRequest("Someone who signs in needs a mobile number.", { mobile: "Someone who signs in needs a mobile number." });
        }
        const bankAccount = input.bank_account === undefined ? row.bankAccount : input.bank_account;
        const bankIfsc = input.bank_ifsc === undefined ? row.bankIfsc : input.bank_ifsc;
        if (bankAccount && !bankIfsc) throw AppError.badRequest("IFSC is required with a bank account", { bank_ifsc: "IFSC is required with a bank account" });
        const changes = changesOf(before, after);
        if (Object.keys(changes).length > 0) {
          await tx
            .update(employees)
            .set({ ...set, updatedAt: new Date() })
            .where(and(eq(employees.firmId, actor.firmId), eq(employees.id, id)))
            .catch(conflictOf);
          await audit(tx, actor, ip, "employee.updated", { employee_id: id, code: row.code, changes: maskAll(changes) });
          // Which fields changed, never their values: a receiver that needs them reads the employee through the API.
          await emitWebhook(tx, actor.firmId, "employee.updated", { employee_id: id, code: row.code, name: input.name ?? row.name, changed_fields: Object.keys(changes) });
        }
        // A new number for someone invited but not yet joined: the invitation follows it (the old one lapses).
        if (row.usType && !row.userId && input.mobile && input.mobile !== row.mobile) {
          invitation = await hooks.invitations.invite(tx, actor.firmId, { ...row, mobile: input.mobile, usType: row.usType }, actor.userId);
        }
        return profileIn(tx, actor, id);
      });
      await hooks.invitations.deliver(invitation);
      return profile;
    },

    async history(actor: FirmActor, id: string): Promise<JobHistoryEntry[]> {
      return withFirm(db, actor.firmId, async (tx) => {
        await rowOf(tx, actor.firmId, id);
        const rows = await tx
          .select({
            change: employeeJobChanges,
            workspace: workspaces.name,
            department: departments.name,
            designation: designations.name,
            manager: employees.name,
            recordedBy: users.name,
          })
          .from(employeeJobChanges)
          .leftJoin(workspaces, and(eq(workspaces.firmId, employeeJobChanges.firmId), eq(workspaces.id, employeeJobChanges.workspaceId)))
          .leftJoin(departments, and(eq(departments.firmId, employeeJobChanges.firmId), eq(departments.id, employeeJobChanges.departmentId)))
          .leftJoin(designations, and(eq(designations.firmId, employeeJobChanges.firmId), eq(designations.id, employeeJobChanges.designationId)))
          .leftJoin(employees, and(eq(employees.firmId, employeeJobChanges.firmId), eq(employees.id, employeeJobChanges.managerId)))
          .leftJoin(users, eq(users.id, employeeJobChanges.recordedBy))
          .where(and(eq(employeeJobChanges.firmId, actor.firmId), eq(employeeJobChanges.employeeId, id)))
          .orderBy(desc(employeeJobChanges.effectiveFrom), desc(employeeJobChanges.createdAt));
        return rows.map(({ change: c, ...names }) => ({
          id: c.id,
          kind: c.kind as JobHistoryEntry["kind"],
          effective_from: c.effectiveFrom,
          workspace: c.workspaceId && names.workspace ? { id: c.workspaceId, name: names.workspace } : null,
          department: c.departmentId && names.department ? { id: c.departmentId, name: names.department } : null,
          designation: names.designation,
          grade: c.grade,
          manager: c.managerId && names.manager ? { id: c.managerId, name: names.manager } : null,
          note: c.note,
          recorded_by: names.recordedBy,
          recorded_at: c.createdAt.toISOString(),
          scheduled: c.appliedAt === null,
        }));
      });
    },

    async changeJob(actor: FirmActor, id: string, input: z.output<typeof JobChangeSchema>, ip: string): Promise<JobHistoryEntry> {
      const entryId = await withFirm(db, actor.firmId, async (tx) => {
        const row = await rowOf(tx, actor.firmId, id, true);
        if (!can(actor, "change_job", { id, workspaceId: row.workspaceId })) throw AppError.forbidden();
        if (input.workspace_id && actor.access === "H" && !canCreateIn(actor, input.workspace_id)) {
          throw AppError.forbidden("You can move people only into the workspaces your HR work covers.");
        }
        if (input.effective_from < row.joiningDate) {
          throw AppError.badRequest("A change cannot take effect before the joining date.", { effective_from: "A change cannot take effect before the joining date." });
        }
        await checkRefs(tx, actor.firmId, input);
        await refuseCycle(tx, actor.firmId, id, input.manager_id);
        const [change] = await tx
          .insert(employeeJobChanges)
          .values({
            firmId: actor.firmId,
            employeeId: id,
            kind: input.kind,
            effectiveFrom: input.effective_from,
            workspaceId: input.workspace_id,
            departmentId: input.department_id,
            designationId: input.designation_id,
            grade: input.grade,
            managerId: input.manager_id,
            note: input.note,
            recordedBy: actor.userId,
          })
          .returning();
        if (!change) throw new Error("job change insert returned nothing");
        if (change.effectiveFrom <= indiaToday()) await applyChange(tx, change);
        await audit(tx, actor, ip, "employee.job_change", {
          employee_id: id,
          code: row.code,
          kind: input.kind,
          effective_from: input.effective_from,
          to: Object.fromEntries(Object.entries({ workspace_id: input.workspace_id, department_id: input.department_id, designation_id: input.designation_id, grade: input.grade, manager_id: input.manager_id }).filter(([, v]) => v !== null)),
        });
        await emitWebhook(tx, actor.firmId, "employee.updated", {
          employee_id: id,
          code: row.code,
          name: row.name,
          changed_fields: JOB_FIELDS.filter((f) => input[f] !== null),
          job_change: { kind: input.kind, effective_from: input.effective_from },
        });
        return change.id;
      });
      const list = await this.history(actor, id);
      const entry = list.find((e) => e.id === entryId);
      if (!entry) throw new Error("job change vanished");
      return entry;
    },

    async recordExit(actor: FirmActor, id: string, input: z.output<typeof ExitSchema>, ip: string): Promise<EmployeeProfile> {
      let outgoing: Outgoing = [];
      const profile = await withFirm(db, actor.firmId, async (tx) => {
        const row = await rowOf(tx, actor.firmId, id, true);
        if (!can(actor, "record_exit", { id, workspaceId: row.workspaceId })) throw AppError.forbidden();
        if (input.resignation_date < row.joiningDate) {
          throw AppError.badRequest("The resignation date is before the joining date.", { resignation_date: "The resignation date is before the joining date." });
        }
        const status = input.last_working_day < indiaToday() ? "exited" : "on_notice";
        await tx
          .update(employees)
          .set({ resignationDate: input.resignation_date, lastWorkingDay: input.last_working_day, exitReason: input.exit_reason, exitNote: input.exit_note, status, updatedAt: new Date() })
          .where(and(eq(employees.firmId, actor.firmId), eq(employees.id, id)));
        await audit(tx, actor, ip, "employee.exit", {
          employee_id: id,
          code: row.code,
          changes: changesOf(
            { status: row.status, last_working_day: row.lastWorkingDay, exit_reason: row.exitReason },
            { status, last_working_day: input.last_working_day, exit_reason: input.exit_reason },
          ),
        });
        await emitWebhook(tx, actor.firmId, "employee.updated", { employee_id: id, code: row.code, name: row.name, changed_fields: ["status", "resignation_date", "last_working_day", "exit_reason"], status });
        outgoing = await hooks.checklists.createFor(tx, actor.firmId, id, "exit", input.last_working_day);
        return profileIn(tx, actor, id);
      });
      await hooks.notifications.deliver(outgoing);
      return profile;
    },

    async setAccess(actor: FirmActor, id: string, input: z.output<typeof AccessChangeSchema>, ip: string): Promise<EmployeeProfile> {
      let invitation: Message | null = null;
      const profile = await withFirm(db, actor.firmId, async (tx) => {
        const row = await rowOf(tx, actor.firmId, id, true);
        if (!can(actor, "change_access", { id, workspaceId: row.workspaceId })) throw AppError.forbidden();
        if (input.access && !row.mobile) {
          throw AppError.badRequest("Add a mobile number first: sign-in access is given by mobile.", { access: "Add a mobile number first: sign-in access is given by mobile." });
        }
        if (input.access && row.status === "exited") {
          throw AppError.badRequest("Someone who has left cannot be given sign-in access.", { access: "Someone who has left cannot be given sign-in access." });
        }
        const scope = input.access === "H" ? [...new Set(input.hr_workspace_ids)] : [];
        const known = await existing(tx, workspaces, actor.firmId, scope);
        if (scope.some((w) => !known.has(w))) throw AppError.badRequest("Choose workspaces from the list", { hr_workspace_ids: "Choose workspaces from the list" });
        await tx
          .update(employees)
          .set({ usType: input.access, hrWorkspaceIds: scope, updatedAt: new Date() })
          .where(and(eq(employees.firmId, actor.firmId), eq(employees.id, id)));
        // The person behind the number joins only by accepting (decision 016); until then they are invited.
        if (!input.access) await hooks.invitations.withdraw(tx, actor.firmId, id);
        else if (!row.userId && row.mobile) invitation = await hooks.invitations.invite(tx, actor.firmId, { ...row, mobile: row.mobile, usType: input.access }, actor.userId);
        await audit(tx, actor, ip, "employee.access", {
          employee_id: id,
          code: row.code,
          changes: changesOf({ access: row.usType, hr_workspace_ids: row.hrWorkspaceIds }, { access: input.access, hr_workspace_ids: scope }),
        });
        await emitWebhook(tx, actor.firmId, "employee.updated", { employee_id: id, code: row.code, name: row.name, changed_fields: ["access", "hr_workspace_ids"] });
        return profileIn(tx, actor, id);
      });
      await hooks.invitations.deliver(invitation);
      return profile;
    },

    /** Sends an employee's pending invitation again (A, or H in scope). */
    async resendInvitation(actor: FirmActor, id: string, ip: string): Promise<{ result: string }> {
      const message = await withFirm(db, actor.firmId, async (tx) => {
        const row = await rowOf(tx, actor.firmId, id);
        if (!can(actor, "change_access", { id, workspaceId: row.workspaceId })) throw AppError.forbidden();
        const sent = await hooks.invitations.resend(tx, actor.firmId, id, actor.userId);
        await audit(tx, actor, ip, "employee.invitation_resent", { employee_id: id, code: row.code });
        return sent;
      });
      await hooks.invitations.deliver(message);
      return { result: "Invitation sent again." };
    },

    /** Applies dated job changes whose day has come, across firms (the daily upkeep); returns how many. */
    async applyDueChanges(today = indiaToday()): Promise<number> {
      const due = await withPlatform(db, "job changes due today, across firms", (tx) =>
        tx
          .select({ firmId: employeeJobChanges.firmId, id: employeeJobChanges.id })
          .from(employeeJobChanges)
          .where(and(isNull(employeeJobChanges.appliedAt), lte(employeeJobChanges.effectiveFrom, today)))
          .orderBy(asc(employeeJobChanges.effectiveFrom), asc(employeeJobChanges.createdAt)),
      );
      for (const { firmId, id } of due) {
        await withFirm(db, firmId, async (tx) => {
          const [change] = await tx.select().from(employeeJobChanges).where(and(eq(employeeJobChanges.firmId, firmId), eq(employeeJobChanges.id, id), isNull(employeeJobChanges.appliedAt))).for("update");
          if (change) await applyChange(tx, change);
        });
      }
      // Notice periods that have run out.
      await withPlatform(db, "notice periods that ended, across firms", (tx) =>
        tx.update(employees).set({ status: "exited", updatedAt: new Date() }).where(and(eq(employees.status, "on_notice"), sql`${employees.lastWorkingDay} < ${today}`)),
      );
      return due.length;
    },

  };
}
export type PeopleService = ReturnType<typeof createPeopleService>;
