// Tenant isolation by construction (decision 014). Every table with a firm_id has row-level security forced
// (migration 0004's vetan_tenant_table), and the owning role has no policy: a query that says neither which
// firm it works for nor that it is platform work sees no tenant row at all.
//
// - withFirm: firm work. A transaction with app.firm_id set and the role vetan_app, which sees that firm alone.
// - withPlatform: the few platform-wide reads and writes (which firms a person belongs to at sign-in, an API
//   key looked up by its id, the console's firm lists and audit log). One named path, so a reader can find
//   every use of it; `why` says what it is for and is there for that reader.
//
// The data layer still scopes every firm query by firm_id itself; RLS catches the query that forgets.
import { sql } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function withFirm<T>(db: Db, firmId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (!UUID.test(firmId)) throw new TypeError("withFirm needs a firm id (uuid)");
  return db.transaction(async (tx) => {
    await enterFirm(tx, firmId);
    return work(tx);
  });
}

/**
 * Turns an open transaction into firm work for `firmId` from here to its end: how a firm's registration
 * creates the firm (a platform row) and its first admin (a tenant row) in one transaction.
 */
export async function enterFirm(tx: Tx, firmId: string): Promise<void> {
  if (!UUID.test(firmId)) throw new TypeError("enterFirm needs a firm id (uuid)");
  // set_config(..., true) is SET LOCAL: both settings end with the transaction, so nothing leaks to the
  // next user of a pooled connection. One statement rather than two: this is every firm request's overhead.
  // set_config('role', …) is SET LOCAL ROLE, membership checks included; it runs after the firm is set.
  // The id is written into the text (it is a uuid, checked above) so the statement has no parameters: on
  // PostgreSQL the transaction's BEGIN then travels with it in one round trip (client.ts).
  await tx.execute(sql.raw(`select set_config('app.firm_id', '${firmId.toLowerCase()}', true), set_config('role', 'vetan_app', true)`));
}

/** Platform work across firms, as vetan_platform. Keep its uses few and named (grep withPlatform). */
export async function withPlatform<T>(db: Db, _why: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local role vetan_platform`);
    return work(tx);
  });
}

/** Switches an open transaction of the owning role (a console write) to platform work, for its audit entry. */
export async function asPlatform(tx: Tx): Promise<void> {
  await tx.execute(sql`set local role vetan_platform`);
}
