// SQL for central accounts. Accounts are platform-wide (a person, not a tenant), so these run outside
// withFirm; the employee lookups below are the platform's own directory (which firms a person may open),
// and go through the one platform path.
import { and, asc, count, eq, gt, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import { employees, mobileCodes, oneTimeCodes, sessions, signInFailures, users } from "../../db/schema.ts";
import type { Db } from "../../platform/db/client.ts";
import { withPlatform } from "../../platform/db/tenancy.ts";

export const findUserByMobile = async (db: Db, mobile: string) =>
  (await db.select().from(users).where(eq(users.mobile, mobile)).limit(1))[0];

export const findUserById = async (db: Db, id: string) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export async function insertUser(db: Db, user: { name: string; mobile: string; email: string | null; passwordHash: string }) {
  const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.mobile }).returning();
  return row;
}

/** The firms a person may open: where they have sign-in access and have not left; admins first, then oldest. */
export function membershipsOf(db: Db, userId: string) {
  return withPlatform(db, "which firms a person may open at sign-in", async (tx) => {
    const rows = await tx
      .select({ firmId: employees.firmId, memberId: employees.id, usType: employees.usType, name: employees.name })
      .from(employees)
      .where(and(eq(employees.userId, userId), isNotNull(employees.usType), ne(employees.status, "exited")))
      .orderBy(sql`case ${employees.usType} when 'A' then 0 when 'H' then 1 else 2 end`, asc(employees.createdAt));
    return rows.map((r) => ({ ...r, usType: r.usType ?? "E" }));
  });
}

export async function insertSession(db: Db, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

/** A member's access at this moment: sign-in type and the workspaces their HR work covers (empty: all). */
export interface MemberAccess {
  usType: "A" | "H" | "E";
  hrWorkspaceIds: string[];
}

/**
 * The live session with its person and, when placed in a firm, the member's access now (null when they left
 * or lost sign-in access), read in one statement: every firm request needs all three (migration 0041).
 */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      access: sql<MemberAccess | null>`(select json_build_object('usType', a.us_type, 'hrWorkspaceIds', a.hr_workspace_ids) from vetan_member_access(${sessions.firmId}, ${sessions.memberId}) a)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export const deleteSession = (db: Db, tokenHash: string) => db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
export const deleteSessionsOf = (db: Db, userId: string) => db.delete(sessions).where(eq(sessions.userId, userId));
export const touchSession = (db: Db, tokenHash: string, now: Date) =>
  db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));

export async function countRecentFailures(db: Db, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.key, key), gt(signInFailures.at, since)));
  return row?.n ?? 0;
}

export async function recordFailures(db: Db, keys: string[], at: Date) {
  await db.insert(signInFailures).values(keys.map((key) => ({ key, at })));
}

export const clearFailures = (db: Db, key: string) => db.delete(signInFailures).where(eq(signInFailures.key, key));
/**
 * Drops what can no longer matter: failures older than the throttle window, expired sessions, and one-time
 * codes past their expiry. Returns how many rows of each went.
 */
export async function pruneExpired(db: Db, now: Date, failuresBefore: Date) {
  const failures = await db.delete(signInFailures).where(lt(signInFailures.at, failuresBefore)).returning({ id: signInFailures.id });
  const gone = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ t: sessions.tokenHash });
  const codes = await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, now)).returning({ c: oneTimeCodes.codeHash });
  const sent = await db.delete(mobileCodes).where(lt(mobileCodes.expiresAt, now)).returning({ c: mobileCodes.id });
  return { failures: failures.length, sessions: gone.length, codes: codes.length + sent.length };
}

export async function insertCode(db: Db, row: typeof oneTimeCodes.$inferInsert) {
  await db.insert(oneTimeCodes).values(row);
}

/**
 * Marks a code used and returns it, in one statement, so two racing requests cannot both use it. Only an
 * unused, unexpired code of the purpose matches.
 */
export async function consumeCode(db: Db, codeHash: string, purpose: "sso", now: Date) {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeCodes.codeHash, codeHash),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export const setPassword = (db: Db, userId: string, passwordHash: string, now: Date) =>
  db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
