// Tenant isolation, second line of defence (DESIGN.md): every tenant query runs in a transaction that
// names its firm for row-level security and drops to the non-owner role the policies apply to. The data
// layer still scopes every query by firm_id itself; RLS catches the query that forgets.
import { sql } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function withFirm<T>(db: Db, firmId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (!UUID.test(firmId)) throw new TypeError("withFirm needs a firm id (uuid)");
  return db.transaction(async (tx) => {
    // set_config(..., true) and SET LOCAL both end with the transaction, so nothing leaks to the next
    // user of a pooled connection.
    await tx.execute(sql`select set_config('app.firm_id', ${firmId}, true)`);
    await tx.execute(sql`set local role vetan_app`);
    return work(tx);
  });
}
