// What every site-settings write shares: the row to change, locked (or a 404); a delete and a reorder, each
// in one transaction with its audit entry; the place of a new row at the end of its list; and the "what
// changed" of an audit entry.
import type { AuditChanges } from "@vetan/shared/admin-site";
import { eq, sql } from "drizzle-orm";
import type { faqs, planModules, plans } from "../../db/schema.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { AppError } from "../../platform/errors.ts";
import type { Recorder } from "../admin/audit.ts";

/** The lists the console orders by hand. */
type OrderedTable = typeof faqs | typeof plans | typeof planModules;

/** Row `id` of `table`, locked until the transaction ends, so the change and its audit entry see one state. */
export async function locked<T extends OrderedTable>(tx: Tx, table: T, id: number, missing: string): Promise<T["$inferSelect"]> {
  // Drizzle cannot type a select from a table picked by a type parameter; each of the three gives its own row.
  const [row] = await tx.select().from(table as OrderedTable).where(eq(table.id, id)).for("update");
  if (!row) throw AppError.notFound(missing);
  return row as T["$inferSelect"];
}

/**
 * A row's delete: locked (or a 404 with `missing`), deleted, and audited as `action` with its id and
 * `detail(row)` (what it was, in words), in one transaction.
 */
export const removeOf =
  <T extends OrderedTable>(db: Db, table: T, { missing, action, detail }: { missing: string; action: string; detail(row: T["$inferSelect"]): object }) =>
  (id: number, record: Recorder): Promise<void> =>
    db.transaction(async (tx) => {
      const before = await locked(tx, table, id, missing);
      await tx.delete(table).where(eq(table.id, id));
      await record({ action, detail: { id, ...detail(before) } }, tx);
    });

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
async function reorder(tx: Tx, table: OrderedTable, ids: number[], what: string): Promise<void> {
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
const orderChange = (before: string[], after: string[]): AuditChanges => ({ order: { from: short(before), to: short(after) } });

interface OrderedList<R> {
  table: OrderedTable;
  /** The whole list, in its order. */
  list(tx: Tx): Promise<R[]>;
  /** A row's name in the audit log. */
  nameOf(row: R): string;
  /** The audit entry's action: "faq.reorder". */
  action: string;
  /** What one row is called, for the refusal of a stale order: "FAQ item". */
  what: string;
}

/** A list's reorder: `ids` in their new order, in one transaction with its audit entry; answers the new list. */
export const reorderOf =
  <R>(db: Db, { table, list, nameOf, action, what }: OrderedList<R>) =>
  (ids: number[], record: Recorder): Promise<R[]> =>
    db.transaction(async (tx) => {
      const before = await list(tx);
      await reorder(tx, table, ids, what);
      const now = await list(tx);
      await record({ action, detail: { changes: orderChange(before.map(nameOf), now.map(nameOf)) } }, tx);
      return now;
    });

export const toIso = (d: Date) => d.toISOString();
