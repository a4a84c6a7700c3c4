// API keys (SPEC.md §2 /Generate_ID_Secret, §7 GenerateKeys and GetGeneratedKeys; DESIGN.md deviations):
// the secret is shown once and only its hash is kept; regenerating revokes the old key; every generation
// is in the audit log. Keys authenticate /api/v1 calls with HTTP Basic keyid:keysecret.
import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { apiKeys } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import { withFirm, withPlatform } from "../../platform/db/tenancy.ts";
import type { Db } from "../../platform/db/client.ts";
import { newToken, sameHash, sha256 } from "../../platform/auth/secrets.ts";

export interface KeyOwner {
  firmId: string;
  memberId: string;
}

/** A member's own key may do what they may ("*"); a device key only pushes punches. */
export const FULL_SCOPE = "*";
const isMemberKey = sql`${FULL_SCOPE} = any(${apiKeys.scopes})`;

export function maskSecret(last4: string): string {
  return `${"•".repeat(12)}${last4}`;
}

export function createKeysService(db: Db, clock: () => Date = () => new Date()) {
  return {
    async generate(owner: KeyOwner, actorUserId: string, ip: string) {
      const keyid = `vk_${randomBytes(10).toString("hex")}`;
      const keysecret = newToken(32);
      const now = clock();
      await withFirm(db, owner.firmId, async (tx) => {
        const revoked = await tx
          .update(apiKeys)
          .set({ revokedAt: now })
          .where(and(eq(apiKeys.firmId, owner.firmId), eq(apiKeys.memberId, owner.memberId), isNull(apiKeys.revokedAt), isMemberKey))
          .returning({ keyId: apiKeys.keyId });
        await tx.insert(apiKeys).values({
          firmId: owner.firmId,
          memberId: owner.memberId,
          keyId: keyid,
          secretHash: sha256(keysecret),
          secretLast4: keysecret.slice(-4),
          createdAt: now,
        });
        await recordAudit(tx, { firmId: owner.firmId, userId: actorUserId, ip }, { action: "api_key.generated", detail: { key_id: keyid, revoked: revoked.map((r) => r.keyId) } });
      });
      return { keyid, keysecret };
    },

    /** The live key of a member, secret masked (it was shown once, at generation). */
    async current(owner: KeyOwner) {
      const [row] = await withFirm(db, owner.firmId, (tx) => tx
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.firmId, owner.firmId), eq(apiKeys.memberId, owner.memberId), isNull(apiKeys.revokedAt), isMemberKey))
        .orderBy(desc(apiKeys.createdAt))
        .limit(1));
      return row ? { keyid: row.keyId, keysecret: maskSecret(row.secretLast4), created_at: row.createdAt.toISOString() } : null;
    },

    /** The firm and member a Basic keyid:keysecret pair acts for; null when wrong or revoked. */
    async authenticate(keyId: string, secret: string): Promise<(KeyOwner & { scopes: string[] }) | null> {
      if (!/^vk_[0-9a-f]{20}$/.test(keyId) || secret.length > 100) return null;
      // Before the key is known so is its firm: the one platform read an API call makes.
      return withPlatform(db, "an API key looked up by its id", async (tx) => {
        const [row] = await tx.select().from(apiKeys).where(eq(apiKeys.keyId, keyId)).limit(1);
        if (!row || row.revokedAt || !sameHash(row.secretHash, sha256(secret))) return null;
        const now = clock();
        if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
          await tx.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
        }
        return { firmId: row.firmId, memberId: row.memberId, scopes: row.scopes };
      });
    },
  };
}
export type KeysService = ReturnType<typeof createKeysService>;
