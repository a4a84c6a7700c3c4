// The console's audit log: who changed what, when. Every /api/v1/admin write records one row through here,
// in the same transaction as the change when it has one, so a change and its record stand or fall together.
import type { FastifyRequest } from "fastify";
import { auditLog } from "../../db/schema.ts";
import type { Db, Tx } from "../../platform/db/client.ts";

/** Anything that can insert: the database or an open transaction. */
type Writer = Pick<Db, "insert">;

/** Records one entry for a request already bound in, inside the write's transaction (see `recorder`). */
export type Recorder = (entry: AuditEntry, tx: Tx) => Promise<void>;

export interface AuditEntry {
  /** What was done, as `thing.verb`: "post.create", "faq.update", "lead.status". */
  action: string;
  /** What it was done to, and what changed; never a secret or an identity number. */
  detail?: Record<string, unknown>;
}

export function createAudit(db: Db) {
  /** Records the signed-in superadmin's change. Call after requireSuperadmin has passed. */
  async function record(request: FastifyRequest, entry: AuditEntry, writer: Writer = db) {
    const viewer = await request.viewer();
    await writer.insert(auditLog).values({
      actorUserId: viewer?.userId ?? null,
      action: entry.action,
      detail: entry.detail ?? {},
      ip: request.ip,
    });
  }
  return {
    record,
    /** The request's recorder, for a service that writes in its own transaction and names its own entries. */
    recorder: (request: FastifyRequest): Recorder => (entry, tx) => record(request, entry, tx),
  };
}
export type Audit = ReturnType<typeof createAudit>;
