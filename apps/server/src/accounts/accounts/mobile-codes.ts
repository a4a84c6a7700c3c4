// The one-time codes people get by SMS: one proves a mobile number at sign-up, the same kind resets a
// password. Six digits, ten minutes, five tries; only the newest code of a number and purpose works, and
// using it is one statement, so two racing requests cannot both succeed. Only a hash is stored.
import { CODE_LENGTH } from "@vetan/shared";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { mobileCodes } from "../../db/schema.ts";
import { newDigits, sha256 } from "../../platform/auth/secrets.ts";
import type { Db } from "../../platform/db/client.ts";

export const CODE_MINUTES = 10;
export const CODE_TRIES = 5;
/** Codes a number may be sent per CODE_MINUTES and purpose: SMS costs money, and a number is not a target. */
export const CODES_PER_WINDOW = 3;
export type CodePurpose = "signup" | "reset";

const hashOf = (purpose: CodePurpose, mobile: string, code: string) => sha256(`${purpose}:${mobile}:${code}`);

/**
 * A fresh code for the number (earlier ones of the purpose stop working), or null when the number has had
 * CODES_PER_WINDOW codes in the last CODE_MINUTES: the caller then sends nothing and answers as usual.
 */
export async function issueCode(db: Db, mobile: string, purpose: CodePurpose, now: Date): Promise<string | null> {
  const since = new Date(now.getTime() - CODE_MINUTES * 60_000);
  const [recent] = await db
    .select({ n: count() })
    .from(mobileCodes)
    .where(and(eq(mobileCodes.mobile, mobile), eq(mobileCodes.purpose, purpose), gt(mobileCodes.createdAt, since)));
  if ((recent?.n ?? 0) >= CODES_PER_WINDOW) return null;
  const code = newDigits(CODE_LENGTH);
  await db.insert(mobileCodes).values({
    mobile,
    purpose,
    codeHash: hashOf(purpose, mobile, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
  });
  return code;
}

/** True when `code` is the number's newest live code of the purpose (and marks it used); a miss counts a try. */
export async function useCode(db: Db, mobile: string, purpose: CodePurpose, code: string, now: Date): Promise<boolean> {
  const [live] = await db
    .select()
    .from(mobileCodes)
    .where(and(eq(mobileCodes.mobile, mobile), eq(mobileCodes.purpose, purpose), isNull(mobileCodes.usedAt), gt(mobileCodes.expiresAt, now)))
    .orderBy(desc(mobileCodes.createdAt))
    .limit(1);
  if (!live || live.attempts >= CODE_TRIES) return false;
  if (live.codeHash !== hashOf(purpose, mobile, code)) {
    await db.update(mobileCodes).set({ attempts: sql`${mobileCodes.attempts} + 1` }).where(eq(mobileCodes.id, live.id));
    return false;
  }
  const used = await db
    .update(mobileCodes)
    .set({ usedAt: now })
    .where(and(eq(mobileCodes.id, live.id), isNull(mobileCodes.usedAt)))
    .returning({ id: mobileCodes.id });
  return used.length === 1;
}
