// Workspaces, departments and designations: the shape of a firm. Anyone in the firm reads them (the
// directory's filters need them); writes follow the policy (people.policy.ts canManageOrg) and commit with
// their audit entry.
import type {
  DepartmentInputSchema,
  DepartmentView,
  DesignationInputSchema,
  DesignationView,
  WorkspaceInputSchema,
  WorkspaceView,
} from "@vetan/shared/people";
import { stateName } from "@vetan/shared/india-states";
import type { z } from "zod";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { departments, designations, employees, workspaces } from "../../db/schema.ts";
import { changesOf, recordAudit } from "../../platform/audit.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError, sqlState } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import { canManageOrg } from "../people/people.policy.ts";
import { existing } from "../people/people.queries.ts";

function duplicate(what: string): (error: unknown) => never {
  return (error) => {
    if (sqlState(error) === "23505") throw new AppError(409, "duplicate_name", `There is already a ${what} with this name.`, { name: `There is already a ${what} with this name.` });
    throw error;
  };
}

function refuse(actor: FirmActor, what: "workspace" | "department" | "designation") {
  if (!canManageOrg(actor, what)) throw AppError.forbidden();
}

async function counts(tx: Tx, firmId: string, column: "workspace_id" | "department_id" | "designation_id"): Promise<Map<string, number>> {
  const rows = (await tx.execute(
    sql`select ${sql.raw(column)} as id, count(*)::int as n from employees where firm_id = ${firmId} and status <> 'exited' and ${sql.raw(column)} is not null group by 1`,
  )) as unknown as { rows: { id: string; n: number }[] };
  return new Map(rows.rows.map((r) => [r.id, Number(r.n)]));
}

const presentWorkspace = (w: typeof workspaces.$inferSelect, headcount: number): WorkspaceView => ({
  id: w.id,
  name: w.name,
  address: w.address,
  city: w.city,
  state: w.state,
  state_name: stateName(w.state),
  pincode: w.pincode,
  latitude: w.latitude,
  longitude: w.longitude,
  radius_m: w.radiusM,
  weekly_offs: w.weeklyOffs,
  ip_allow_list: w.ipAllowList,
  headcount,
});

export function createOrgService(db: Db) {
  const audit = (tx: Tx, actor: FirmActor, ip: string, action: string, detail: Record<string, unknown>) =>
    recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action, detail });

  const workspaceValues = (input: z.output<typeof WorkspaceInputSchema>) => ({
    name: input.name,
    address: input.address,
    city: input.city,
    state: input.state,
    pincode: input.pincode,
    latitude: input.latitude,
    longitude: input.longitude,
    radiusM: input.radius_m,
    weeklyOffs: input.weekly_offs,
    ipAllowList: input.ip_allow_list,
  });

  return {
    workspaces: (actor: FirmActor): Promise<WorkspaceView[]> =>
      withFirm(db, actor.firmId, async (tx) => {
        const heads = await counts(tx, actor.firmId, "workspace_id");
        const rows = await tx.select().from(workspaces).where(eq(workspaces.firmId, actor.firmId)).orderBy(asc(workspaces.name));
        return rows.map((w) => presentWorkspace(w, heads.get(w.id) ?? 0));
      }),

    async createWorkspace(actor: FirmActor, input: z.output<typeof WorkspaceInputSchema>, ip: string): Promise<WorkspaceView> {
      refuse(actor, "workspace");
      return withFirm(db, actor.firmId, async (tx) => {
        const [row] = await tx.insert(workspaces).values({ firmId: actor.firmId, ...workspaceValues(input) }).returning().catch(duplicate("workspace"));
        if (!row) throw new Error("workspace insert returned nothing");
        await audit(tx, actor, ip, "workspace.created", { workspace_id: row.id, name: row.name, state: row.state });
        return presentWorkspace(row, 0);
      });
    },

    async updateWorkspace(actor: FirmActor, id: string, input: z.output<typeof WorkspaceInputSchema>, ip: string): Promise<WorkspaceView> {
      refuse(actor, "workspace");
      return withFirm(db, actor.firmId, async (tx) => {
        const [before] = await tx.select().from(workspaces).where(and(eq(workspaces.firmId, actor.firmId), eq(workspaces.id, id))).for("update");
        if (!before) throw AppError.notFound("No such workspace in your firm.");
        const values = workspaceValues(input);
        const [row] = await tx
          .update(workspaces)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(workspaces.firmId, actor.firmId), eq(workspaces.id, id)))
          .returning()
          .catch(duplicate("workspace"));
        if (!row) throw AppError.notFound("No such workspace in your firm.");
        const { firmId: _f, id: _i, createdAt: _c, updatedAt: _u, ...was } = before;
        await audit(tx, actor, ip, "workspace.updated", { workspace_id: id, name: row.name, changes: changesOf(was, values) });
        const heads = await counts(tx, actor.firmId, "workspace_id");
        return presentWorkspace(row, heads.get(id) ?? 0);
      });
    },

    departments: (actor: FirmActor): Promise<DepartmentView[]> =>
      withFirm(db, actor.firmId, async (tx) => {
        const heads = await counts(tx, actor.firmId, "department_id");
        const rows = await tx
          .select({ d: departments, workspaceName: workspaces.name })
          .from(departments)
          .leftJoin(workspaces, and(eq(workspaces.firmId, departments.firmId), eq(workspaces.id, departments.workspaceId)))
          .where(eq(departments.firmId, actor.firmId))
          .orderBy(asc(departments.name));
        return rows.map(({ d, workspaceName }) => ({
          id: d.id,
          name: d.name,
          workspace: d.workspaceId && workspaceName ? { id: d.workspaceId, name: workspaceName } : null,
          headcount: heads.get(d.id) ?? 0,
        }));
      }),

    async saveDepartment(actor: FirmActor, id: string | null, input: z.output<typeof DepartmentInputSchema>, ip: string): Promise<DepartmentView> {
      refuse(actor, "department");
      return withFirm(db, actor.firmId, async (tx) => {
        if (input.workspace_id && !(await existing(tx, workspaces, actor.firmId, [input.workspace_id])).has(input.workspace_id)) {
          throw AppError.badRequest("Choose a workspace from the list", { workspace_id: "Choose a workspace from the list" });
        }
        let row: typeof departments.$inferSelect | undefined;
        if (id === null) {
          [row] = await tx.insert(departments).values({ firmId: actor.firmId, name: input.name, workspaceId: input.workspace_id }).returning().catch(duplicate("department"));
          if (row) await audit(tx, actor, ip, "department.created", { department_id: row.id, name: row.name });
        } else {
          const [before] = await tx.select().from(departments).where(and(eq(departments.firmId, actor.firmId), eq(departments.id, id))).for("update");
          if (!before) throw AppError.notFound("No such department in your firm.");
          if (input.workspace_id) {
            // People of another workspace in a department tied to one workspace would contradict it.
            const [elsewhere] = await tx
              .select({ id: employees.id })
              .from(employees)
              .where(and(eq(employees.firmId, actor.firmId), eq(employees.departmentId, id), ne(employees.workspaceId, input.workspace_id), ne(employees.status, "exited")))
              .limit(1);
            if (elsewhere) {
              const message = "People of other workspaces are in this department: move them first, or keep it firm-wide.";
              throw new AppError(409, "department_in_use", message, { workspace_id: message });
            }
          }
          [row] = await tx
            .update(departments)
            .set({ name: input.name, workspaceId: input.workspace_id })
            .where(and(eq(departments.firmId, actor.firmId), eq(departments.id, id)))
            .returning()
            .catch(duplicate("department"));
          if (row) {
            await audit(tx, actor, ip, "department.updated", {
              department_id: id,
              changes: changesOf({ name: before.name, workspace_id: before.workspaceId }, { name: input.name, workspace_id: input.workspace_id }),
            });
          }
        }
        if (!row) throw new Error("department write returned nothing");
        const [named] = row.workspaceId ? await tx.select({ name: workspaces.name }).from(workspaces).where(and(eq(workspaces.firmId, actor.firmId), eq(workspaces.id, row.workspaceId))) : [];
        const heads = await counts(tx, actor.firmId, "department_id");
        return { id: row.id, name: row.name, workspace: row.workspaceId && named ? { id: row.workspaceId, name: named.name } : null, headcount: heads.get(row.id) ?? 0 };
      });
    },

    designations: (actor: FirmActor): Promise<DesignationView[]> =>
      withFirm(db, actor.firmId, async (tx) => {
        const heads = await counts(tx, actor.firmId, "designation_id");
        const rows = await tx.select().from(designations).where(eq(designations.firmId, actor.firmId)).orderBy(asc(designations.name));
        return rows.map((d) => ({ id: d.id, name: d.name, headcount: heads.get(d.id) ?? 0 }));
      }),

    async createDesignation(actor: FirmActor, input: z.output<typeof DesignationInputSchema>, ip: string): Promise<DesignationView> {
      refuse(actor, "designation");
      return withFirm(db, actor.firmId, async (tx) => {
        const [row] = await tx.insert(designations).values({ firmId: actor.firmId, name: input.name }).returning().catch(duplicate("designation"));
        if (!row) throw new Error("designation insert returned nothing");
        await audit(tx, actor, ip, "designation.created", { designation_id: row.id, name: row.name });
        return { id: row.id, name: row.name, headcount: 0 };
      });
    },
  };
}
export type OrgService = ReturnType<typeof createOrgService>;
