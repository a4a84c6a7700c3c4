// Cursor pagination for the firm API's lists (issue 19, decision 032), one helper for every route: a cursor
// is opaque (base64url JSON of the last row's sort values and its id), and the next page is a keyset
// condition — rows strictly after that row in the list's own order — so rows inserted between pages
// neither repeat nor push others off a page, as offsets do.
//
// Timestamps: the database keeps microseconds and JavaScript milliseconds, so a timestamp in a cursor is
// not exact. The condition therefore reads the last row's own sort values back by its id (a keyed lookup
// under the same firm's row-level security) and falls back to the cursor's values only when that row has
// gone. Dates, text and numbers compare exactly either way.
import { type AnyColumn, type SQL, and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { AppError } from "./errors.ts";

export type CursorValue = string | number;

/** A list's order: its sort columns, then the id that breaks ties (unique). */
export interface KeysetOrder {
  table: PgTable;
  keys: readonly { column: AnyColumn; direction: "asc" | "desc" }[];
  id: { column: AnyColumn; direction: "asc" | "desc" };
}

/** The `cursor` query parameter every list that pages by cursor takes (with its own `limit`). */
export const cursorParam = z.string().max(500, "Not a valid cursor").optional();

export function encodeCursor(values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify(values), "utf8").toString("base64url");
}

const BAD = () => AppError.badRequest("That page link is not valid any more; start from the first page.", { cursor: "Not a valid cursor" });

/** The values in a cursor, checked against the order it must come from; 400 for anything else. */
export function decodeCursor(text: string | undefined, order: KeysetOrder): CursorValue[] | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw BAD();
  }
  if (!Array.isArray(value) || value.length !== order.keys.length + 1) throw BAD();
  for (const v of value) {
    if (!((typeof v === "string" && v.length <= 200) || (typeof v === "number" && Number.isFinite(v)))) throw BAD();
  }
  return value as CursorValue[];
}

function isTimestamp(column: AnyColumn): boolean {
  return column.columnType === "PgTimestamp" || column.columnType === "PgTimestampString";
}

/** A value as the column compares it: timestamps as Date. */
function literal(column: AnyColumn, v: CursorValue): unknown {
  if (!isTimestamp(column)) return v;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw BAD();
  return column.columnType === "PgTimestamp" ? d : d.toISOString();
}

/** Rows after the cursor's row in `order`; undefined without a cursor. */
export function keysetAfter(order: KeysetOrder, values: readonly CursorValue[] | null): SQL | undefined {
  if (!values) return undefined;
  const lastId = values.at(-1)!;
  const all = [...order.keys, order.id];
  // The reference value of each sort column: the last row's own, read back by id, or the cursor's.
  const refs = all.map((k, i) => {
    const v = literal(k.column, values[i]!);
    if (k === order.id || !isTimestamp(k.column)) return sql`${v}`;
    return sql`coalesce((select ${k.column} from ${order.table} where ${order.id.column} = ${lastId} limit 1), ${v})`;
  });
  const after = (k: (typeof all)[number], ref: SQL) => (k.direction === "asc" ? gt(k.column, ref) : lt(k.column, ref));
  const branches: SQL[] = [];
  for (let i = 0; i < all.length; i++) {
    const equalBefore = all.slice(0, i).map((k, j) => eq(k.column, refs[j]!));
    branches.push(and(...equalBefore, after(all[i]!, refs[i]!)) as SQL);
  }
  return or(...branches);
}

/** The page (`limit` of the `limit + 1` rows read) and the cursor after its last row, if more follow. */
export function keysetPage<T>(rows: readonly T[], limit: number, keyOf: (row: T) => CursorValue[]): { data: T[]; next_cursor: string | null } {
  const data = rows.slice(0, limit);
  const last = data.at(-1);
  return { data, next_cursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}

/** A timestamp as a cursor value. */
export const stamp = (d: Date | string): string => (typeof d === "string" ? d : d.toISOString());
