// What the console's content writes share: the audit hook each service is handed (bound to the request),
// and reading the database's refusals out of driver errors, raised when two saves race each other.
import type { AuditEntry } from "../admin/audit.ts";
import type { Tx } from "../../platform/db/client.ts";

/** Records one audit entry, in the write's transaction. */
export type Recorder = (entry: AuditEntry, tx: Tx) => Promise<void>;

/** The SQLSTATE of a database refusal, however the driver wrapped it (Drizzle puts it in `cause`). */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; typeof e === "object" && e !== null && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A duplicate key (23505): two saves raced for one slug. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === "23505";
/** A missing or still-referenced row (23503): a save raced a delete. */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === "23503";

/** A LIKE pattern that matches `text` anywhere, with its own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;
