// The firm's audit log as its admin reads it (GET /api/v1/audit): the query, shared by the screen and the
// server, and an entry as the API answers it.
import { z } from "zod";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-24");

export const FirmAuditQuerySchema = z.strictObject({
  /** A prefix of the action: "employee", "employee.updated", "approval". */
  action: z.string().max(60).regex(/^[a-z_.]*$/, "Actions are lower-case words with dots").optional(),
  /** Entries about one employee. */
  employee_id: z.uuid({ error: "Unknown employee" }).optional(),
  from: day.optional(),
  to: day.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Opaque: the `next_cursor` of the previous page (keyset paging; `offset` is ignored with it). */
  cursor: z.string().max(500, "Not a valid cursor").optional(),
});

export interface FirmAuditEntry {
  id: number;
  at: string;
  action: string;
  actor: string | null;
  detail: Record<string, unknown>;
  ip: string;
}
