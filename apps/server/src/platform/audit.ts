// The one audit recorder, for firm work and the console alike: who did what, to what, from what to what,
// and when. It writes with the transaction it is given, so a change and its record commit together or not
// at all; there is no way to record outside one.
import { auditLog } from "../db/schema.ts";
import type { Tx } from "./db/client.ts";

export interface AuditEntry {
  /** What was done, as `thing.verb`: "employee.created", "faq.update", "lead.status". */
  action: string;
  /** What it was done to, and what changed ("from → to"); never a secret, a full PAN, Aadhaar or bank account. */
  detail?: Record<string, unknown>;
}

export interface AuditActor {
  /** Null for platform entries (the console) and for a firm's API key. */
  firmId: string | null;
  userId: string | null;
  ip: string;
}

export async function recordAudit(tx: Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    firmId: actor.firmId,
    actorUserId: actor.userId,
    action: entry.action,
    detail: entry.detail ?? {},
    ip: actor.ip,
  });
}

/**
 * "from → to" for the fields of `after` that differ from `before`. Values named in `masked` are never
 * copied: the entry says that they changed, not what they were.
 */
export function changesOf(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  masked: ReadonlySet<string> = new Set(),
): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(after)) {
    if (to === undefined) continue;
    const from = before[key] ?? null;
    if (JSON.stringify(from) === JSON.stringify(to ?? null)) continue;
    out[key] = masked.has(key) ? { from: from === null ? null : "(hidden)", to: to === null ? null : "(hidden)" } : { from, to: to ?? null };
  }
  return out;
}
