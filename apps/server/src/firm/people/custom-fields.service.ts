// A firm's own fields about its people: defined by the admin (label, kind, choices, required, private),
// filled in on a profile by those who may edit it, shown through the privacy policy (a private field only
// where private fields are). Values live in employees.custom by key; a field is archived, never deleted, so
// the values already kept stay readable in exports and the audit log.
import { type CustomFieldInputSchema, type CustomFieldUpdateSchema, type CustomFieldView, customFieldKey, customValuesSchema, type CustomValue } from "@vetan/shared/people";
import type { z } from "zod";
import { and, asc, eq, sql } from "drizzle-orm";
import { customFields, employees } from "../../db/schema.ts";
import { changesOf, recordAudit } from "../../platform/audit.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { fieldErrors } from "@vetan/shared";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import { can } from "./people.policy.ts";

const present = (f: typeof customFields.$inferSelect): CustomFieldView => ({
  id: f.id,
  key: f.key,
  label: f.label,
  kind: f.kind,
  choices: f.choices,
  required: f.required,
  private: f.private,
  archived: f.archivedAt !== null,
});

export async function fieldsOf(tx: Tx, firmId: string): Promise<CustomFieldView[]> {
  return (await tx.select().from(customFields).where(eq(customFields.firmId, firmId)).orderBy(asc(customFields.position), asc(customFields.createdAt))).map(present);
}

/** A profile's custom values as the viewer may see them. */
export function visibleValues(fields: CustomFieldView[], values: Record<string, CustomValue>, seesPrivate: boolean) {
  return fields
    .filter((f) => !f.archived && (seesPrivate || !f.private))
    .map((f) => ({ key: f.key, label: f.label, kind: f.kind, value: values[f.key] ?? null }));
}

export function createCustomFields(db: Db) {
  const audit = (tx: Tx, actor: FirmActor, ip: string, action: string, detail: Record<string, unknown>) =>
    recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action, detail });
  const adminOnly = (actor: FirmActor) => {
    if (actor.access !== "A") throw AppError.forbidden("The firm's own fields are its admins' to define.");
  };

  return {
    list: (actor: FirmActor) => withFirm(db, actor.firmId, (tx) => fieldsOf(tx, actor.firmId)),

    async create(actor: FirmActor, input: z.output<typeof CustomFieldInputSchema>, ip: string): Promise<CustomFieldView> {
      adminOnly(actor);
      return withFirm(db, actor.firmId, async (tx) => {
        const existing = await fieldsOf(tx, actor.firmId);
        let key = customFieldKey(input.label);
        for (let n = 2; existing.some((f) => f.key === key); n++) key = `${customFieldKey(input.label)}_${n}`;
        const [row] = await tx
          .insert(customFields)
          .values({ firmId: actor.firmId, key, label: input.label, kind: input.kind, choices: input.kind === "choice" ? input.choices : [], required: input.required, private: input.private, position: existing.length })
          .returning();
        if (!row) throw new Error("custom field insert returned nothing");
        await audit(tx, actor, ip, "custom_field.created", { key, label: input.label, kind: input.kind });
        return present(row);
      });
    },

    /** Changes a field's label, choices, required or private flags (not its kind: kept values would stop fitting), or archives it. */
    async update(actor: FirmActor, id: string, input: z.output<typeof CustomFieldUpdateSchema>, ip: string): Promise<CustomFieldView> {
      adminOnly(actor);
      return withFirm(db, actor.firmId, async (tx) => {
        const [before] = await tx.select().from(customFields).where(and(eq(customFields.firmId, actor.firmId), eq(customFields.id, id))).for("update");
        if (!before) throw AppError.notFound("No such field in your firm.");
        if (input.kind !== before.kind) throw AppError.badRequest("A field's kind cannot change once it holds values: add a new field instead.", { kind: "A field's kind cannot change once it holds values" });
        const next = { label: input.label, choices: input.kind === "choice" ? input.choices : [], required: input.required, private: input.private, archivedAt: input.archived ? (before.archivedAt ?? new Date()) : null };
        const [row] = await tx.update(customFields).set(next).where(and(eq(customFields.firmId, actor.firmId), eq(customFields.id, id))).returning();
        if (!row) throw AppError.notFound("No such field in your firm.");
        await audit(tx, actor, ip, "custom_field.updated", { key: before.key, changes: changesOf({ label: before.label, choices: before.choices, required: before.required, private: before.private, archived: before.archivedAt !== null }, { ...next, archived: next.archivedAt !== null }) });
        return present(row);
      });
    },

    /** Sets a person's values (those who may edit the profile), each checked by its field; audited from → to. */
    async setValues(actor: FirmActor, employeeId: string, values: Record<string, unknown>, ip: string) {
      return withFirm(db, actor.firmId, async (tx) => {
        const [row] = await tx.select().from(employees).where(and(eq(employees.firmId, actor.firmId), eq(employees.id, employeeId))).for("update");
        if (!row) throw AppError.notFound("No such employee in your firm.");
        if (!can(actor, "edit", { id: row.id, workspaceId: row.workspaceId })) throw AppError.forbidden();
        const fields = await fieldsOf(tx, actor.firmId);
        const parsed = customValuesSchema(fields).partial().safeParse(values);
        if (!parsed.success) {
          const errors = fieldErrors(parsed.error);
          throw AppError.badRequest(Object.values(errors)[0] ?? "Check the values", errors);
        }
        const merged: Record<string, CustomValue> = { ...row.custom };
        for (const [k, v] of Object.entries(parsed.data)) if (v !== undefined) merged[k] = v;
        const missing = fields.filter((f) => !f.archived && f.required && (merged[f.key] === null || merged[f.key] === undefined));
        if (missing.length > 0) throw AppError.badRequest(`${missing[0]?.label} is required`, Object.fromEntries(missing.map((f) => [f.key, `${f.label} is required`])));
        const privateKeys = new Set(fields.filter((f) => f.private).map((f) => f.key));
        const changes = changesOf(row.custom, parsed.data as Record<string, unknown>);
        if (Object.keys(changes).length > 0) {
          await tx.update(employees).set({ custom: sql`${JSON.stringify(merged)}::jsonb`, updatedAt: new Date() }).where(and(eq(employees.firmId, actor.firmId), eq(employees.id, employeeId)));
          const shown = Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, privateKeys.has(k) ? { from: v.from === null ? null : "(private)", to: v.to === null ? null : "(private)" } : v]));
          await audit(tx, actor, ip, "employee.custom_updated", { employee_id: employeeId, code: row.code, changes: shown });
        }
        return visibleValues(fields, merged, true);
      });
    },
  };
}
export type CustomFields = ReturnType<typeof createCustomFields>;
