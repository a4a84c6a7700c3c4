// The firm's audit log as its admin reads it: every change made in the firm (people, access, approvals,
// workspaces, keys), who made it, from → to, and when; searched by kind of action and by person, a page at a
// time, and exported. Entries are written by the one recorder (platform/audit.ts) with each change.
import { and, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { FirmAuditEntry, FirmAuditQuerySchema } from "@vetan/shared/audit";
import type { z } from "zod";
import { auditLog, users } from "../../db/schema.ts";
import type { Db } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import { indiaDayStart, addDays } from "@vetan/shared/dates";

type Query = Omit<z.output<typeof FirmAuditQuerySchema>, "limit" | "offset"> & { limit?: number; offset?: number };

const EXPORT_LIMIT = 50_000;

export function createFirmAuditLog(db: Db) {
  function where(actor: FirmActor, q: Query): SQL {
    return and(
      eq(auditLog.firmId, actor.firmId),
      q.action ? sql`starts_with(${auditLog.action}, ${q.action})` : undefined,
      q.employee_id ? sql`${auditLog.detail}->>'employee_id' = ${q.employee_id}` : undefined,
      q.from ? gte(auditLog.createdAt, new Date(indiaDayStart(q.from))) : undefined,
      q.to ? lte(auditLog.createdAt, new Date(indiaDayStart(addDays(q.to, 1)))) : undefined,
    ) as SQL;
  }
  async function rows(actor: FirmActor, q: Query, limit: number, offset: number) {
    if (actor.access !== "A") throw AppError.forbidden("The audit log is for the firm's admins.");
    return withFirm(db, actor.firmId, async (tx) => {
      const w = where(actor, q);
      const found = await tx
        .select({ id: auditLog.id, at: auditLog.createdAt, action: auditLog.action, detail: auditLog.detail, ip: auditLog.ip, actor: users.name })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(w)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset(offset);
      const total = await tx.$count(auditLog, w);
      return { total, data: found.map((r): FirmAuditEntry => ({ id: r.id, at: r.at.toISOString(), action: r.action, actor: r.actor, detail: r.detail as Record<string, unknown>, ip: r.ip })) };
    });
  }
  return {
    page: (actor: FirmActor, q: z.output<typeof FirmAuditQuerySchema>) => rows(actor, q, q.limit, q.offset),
    async exportRows(actor: FirmActor, q: Query) {
      const { data } = await rows(actor, q, EXPORT_LIMIT, 0);
      return {
        header: ["When (UTC)", "Who", "Action", "What", "Address"],
        rows: data.map((e) => [e.at, e.actor, e.action, JSON.stringify(e.detail), e.ip]),
      };
    },
  };
}
export type FirmAuditLog = ReturnType<typeof createFirmAuditLog>;

