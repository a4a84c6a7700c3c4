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
import { decodeCursor, type KeysetOrder, keysetAfter, keysetPage, stamp } from "../../platform/cursor.ts";
import type { FirmActor } from "../actor.ts";
import { indiaDayStart, addDays } from "@vetan/shared/dates";

type Query = Omit<z.output<typeof FirmAuditQuerySchema>, "limit" | "offset" | "cursor"> & { limit?: number; offset?: number; cursor?: string | undefined };
const ORDER: KeysetOrder = { table: auditLog, keys: [{ column: auditLog.createdAt, direction: "desc" }], id: { column: auditLog.id, direction: "desc" } };

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
    const cursor = decodeCursor(q.cursor, ORDER);
    return withFirm(db, actor.firmId, async (tx) => {
      const w = where(actor, q);
      const read = await tx
        .select({ id: auditLog.id, at: auditLog.createdAt, action: auditLog.action, detail: auditLog.detail, ip: auditLog.ip, actor: users.name })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(and(w, keysetAfter(ORDER, cursor)))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit + 1)
        .offset(cursor ? 0 : offset);
      const { data: found, next_cursor } = keysetPage(read, limit, (r) => [stamp(r.at), r.id]);
      const total = await tx.$count(auditLog, w);
      return { total, next_cursor, data: found.map((r): FirmAuditEntry => ({ id: r.id, at: r.at.toISOString(), action: r.action, actor: r.actor, detail: r.detail as Record<string, unknown>, ip: r.ip })) };
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

