// The console's audit entries: the superadmin's changes, recorded through the one recorder
// (platform/audit.ts) in the same transaction as the change, so a change and its record stand or fall
// together. Console entries belong to no firm, so they are written as platform work.
import type { FastifyRequest } from "fastify";
import { type AuditEntry, recordAudit } from "../../platform/audit.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { asPlatform, withPlatform } from "../../platform/db/tenancy.ts";

export type { AuditEntry } from "../../platform/audit.ts";

/** Records one entry for a request already bound in, inside the write's transaction (see `recorder`). */
export type Recorder = (entry: AuditEntry, tx: Tx) => Promise<void>;

export function createAudit(db: Db) {
  /** Records the signed-in superadmin's change; in `tx` when given, else in a transaction of its own. */
  async function record(request: FastifyRequest, entry: AuditEntry, tx?: Tx) {
    const viewer = await request.viewer();
    const actor = { firmId: null, userId: viewer?.userId ?? null, ip: request.ip };
    if (tx) {
      // The audit log is a tenant table; the console's own entries are platform work. The switch lasts to
      // the end of this transaction, and vetan_platform may do all the console's writes.
      await asPlatform(tx);
      await recordAudit(tx, actor, entry);
    } else {
      await withPlatform(db, "the console's audit entry", (own) => recordAudit(own, actor, entry));
    }
  }
  return {
    record,
    /** The request's recorder, for a service that writes in its own transaction and names its own entries. */
    recorder: (request: FastifyRequest): Recorder => (entry, tx) => record(request, entry, tx),
  };
}
export type Audit = ReturnType<typeof createAudit>;
