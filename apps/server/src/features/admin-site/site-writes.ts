// What every site-settings write shares: the audit recorder bound to the request, the place of a new row at
// the end of its list, moving whole lists into a new order, and the "what changed" of an audit entry.
import type { AuditChanges } from "@vetan/shared/admin-site";
import { eq, sql } from "drizzle-orm";
import type { faqs, planModules, plans } from "../../db/schema.ts";
import type { Tx } from "../../platform/db/client.ts";
import { AppError } from "../../platform/errors.ts";
import type { AuditEntry } from "../admin/audit.ts";

/** Records the request's audit entry inside the write's transaction, so both stand or fall together. */
export type Recorder = (entry: AuditEntry, tx: Tx) => Promise<void>;

/** The lists the console orders by hand. */
type OrderedTable = typeof faqs | typeof plans | typeof planModules;

/** One past the last position: a new row goes to the end of its list. */
export async function nextPosition(tx: Tx, table: OrderedTable): Promise<number> {
  const [row] = await tx.select({ next: sql<number>`coalesce(max(${table.position}), -1)::int + 1` }).from(table);
  return row?.next ?? 0;
}

/**
 * Puts a whole list in the order of `ids`, which must name every row exactly once: a partial list would
 * leave the others' places ambiguous, and a stale one (someone added or deleted meanwhile) is refused
 * rather than guessed at. The rows are locked first, so two reorders cannot interleave.
 */
export async function reorder(tx: Tx, table: OrderedTable, ids: number[], what: string): Promise<void> {
  const rows = await tx.select({ id: table.id }).from(table).for("update");
  const existing = new Set(rows.map((r) => r.id));
  if (ids.length !== existing.size || ids.some((id) => !existing.has(id))) {
    const message = `The order must list every ${what} exactly once; reload the page and try again`;
    throw AppError.badRequest(message, { ids: message });
  }
  for (const [position, id] of ids.entries()) await tx.update(table).set({ position }).where(eq(table.id, id));
}

/** Long texts are cut in the audit log: it says what changed, it is not a copy of the site. */
const CLIP = 240;
const clip = (value: unknown): unknown =>
  typeof value === "string" && value.length > CLIP ? `${value.slice(0, CLIP - 1)}…` : Array.isArray(value) ? value.map(clip) : value;

/** The fields whose values differ, each with its old and new value. */
export function changesOf<T extends Record<string, unknown>>(before: T, after: T): AuditChanges {
  const out: AuditChanges = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = { from: clip(before[key]), to: clip(after[key]) };
  }
  return out;
}

/** A list of named rows as the audit log shows it: "name — description" per row. */
export const summarise = (rows: { name: string; description?: string }[]) =>
  rows.map((r) => (r.description ? `${r.name} — ${r.description}` : r.name));

const short = (names: string[]) => names.map((n) => (n.length > 80 ? `${n.slice(0, 79)}…` : n));

/** A reorder as the audit log shows it: the rows' names (shortened) in the old order and the new. */
export const orderChange = (before: string[], after: string[]): AuditChanges => ({ order: { from: short(before), to: short(after) } });

export const toIso = (d: Date) => d.toISOString();
