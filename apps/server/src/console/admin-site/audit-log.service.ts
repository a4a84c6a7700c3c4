// The audit log as the console reads it: newest first, a page at a time, narrowed by kind of action and by
// who did it. It shows the whole platform's log (console edits, firm registrations, members, keys): the
// superadmin answers for all of it. A person's mobile number is masked, as in the platform lists.
import type { AuditActor, AuditPage, AuditQuery } from "@vetan/shared/admin-site";
import { and, asc, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { auditLog, users } from "../../db/schema.ts";
import type { Db } from "../../platform/db/client.ts";
import { withPlatform } from "../../platform/db/tenancy.ts";
import { maskMobile } from "@vetan/shared";

const actorOf = (id: string | null, name: string | null, mobile: string | null): AuditActor | null =>
  id && name !== null && mobile !== null ? { id, name, mobile: maskMobile(mobile) } : null;

function matching({ action, actor }: Pick<AuditQuery, "action" | "actor">): SQL | undefined {
  return and(
    // starts_with, not LIKE: the filter is a prefix as typed, with no wildcards to escape.
    action ? sql`starts_with(${auditLog.action}, ${action})` : undefined,
    actor ? eq(auditLog.actorUserId, actor) : undefined,
  );
}

export function createAuditLog(db: Db) {
  return {
    async page(query: AuditQuery): Promise<AuditPage> {
      const where = matching(query);
      // One transaction: the audit log is a tenant table and the console reads all of it (platform work).
      const [rows, total, kinds, actors] = await withPlatform(db, "the console reads the whole audit log", (tx) => Promise.all([
        tx
          .select({
            id: auditLog.id,
            at: auditLog.createdAt,
            action: auditLog.action,
            detail: auditLog.detail,
            ip: auditLog.ip,
            actorId: auditLog.actorUserId,
            actorName: users.name,
            actorMobile: users.mobile,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorUserId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(query.limit)
          .offset(query.offset),
        tx.$count(auditLog, where),
        tx
          .selectDistinct({ kind: sql<string>`split_part(${auditLog.action}, '.', 1)` })
          .from(auditLog)
          .orderBy(sql`1`),
        tx
          .selectDistinct({ id: users.id, name: users.name, mobile: users.mobile })
          .from(auditLog)
          .innerJoin(users, eq(users.id, auditLog.actorUserId))
          .where(isNotNull(auditLog.actorUserId))
          .orderBy(asc(users.name), asc(users.id)),
      ]));
      return {
        total,
        data: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          actor: actorOf(r.actorId, r.actorName, r.actorMobile),
          action: r.action,
          detail: isRecord(r.detail) ? r.detail : {},
          ip: r.ip,
        })),
        actions: kinds.map((k) => k.kind),
        actors: actors.map((a) => ({ id: a.id, name: a.name, mobile: maskMobile(a.mobile) })),
      };
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
