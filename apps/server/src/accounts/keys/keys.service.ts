// API keys (SPEC.md §2 /Generate_ID_Secret, §7 GenerateKeys and GetGeneratedKeys; DESIGN.md deviations):
// the secret is shown once and only its hash is kept; regenerating revokes the old key; every generation
// is in the audit log. Keys authenticate /api/v1 calls with HTTP Basic keyid:keysecret.
import { randomBytes } from "node:crypto";
import type { ApiKeyCreated, ApiKeyCreateInput, ApiKeyView } from "@vetan/shared/api-keys";
import { indiaToday } from "@vetan/shared/dates";
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { apiKeys, employees } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
// Device keys (attendance settings) push punches and nothing else; they are listed and revoked there.
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
/** A device key's one scope: it may only push punches (Attendance settings → Devices). */
export const DEVICE_SCOPE = "attendance.devices";
const isMemberKey = sql`${FULL_SCOPE} = any(${apiKeys.scopes})`;
const isDeviceKey = sql`${DEVICE_SCOPE} = any(${apiKeys.scopes})`;
/** The name the SPEC member key (GenerateKeys) shows under in the list of keys. */
export const MEMBER_KEY_NAME = "Key ID from Generate keys (full access)";

/** A key as the admin's list shows it. */
function viewOf(row: typeof apiKeys.$inferSelect, madeBy: string | null): ApiKeyView {
  return {
    keyid: row.keyId,
    name: row.label ?? MEMBER_KEY_NAME,
    scopes: row.scopes,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    keysecret: maskSecret(row.secretLast4),
    made_by: madeBy,
  };
}

/** The end of an India day: a key "expiring on" a day works through that day. */
export function endOfIndiaDay(day: string): Date {
  return new Date(`${day}T23:59:59.999+05:30`);
}

/** Who a key authenticates as, with what it needs to decide whether the call may go on. */
export interface KeyHolder extends KeyOwner {
  keyId: string;
  scopes: string[];
  expiresAt: Date | null;
  /** The access its maker has now: null when they left or lost sign-in access. */
  makerAccess: "A" | "H" | "E" | null;
  /** The workspaces its maker's HR work covers now (empty: all). */
  makerHrWorkspaceIds: string[];
}

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

    /** An integration key with scopes and an optional expiry (decision 032); the secret is in the answer once. */
    async create(actor: KeyOwner & { userId: string | null }, input: ApiKeyCreateInput, ip: string): Promise<ApiKeyCreated> {
      if (input.expires_on && input.expires_on < indiaToday(clock())) {
        throw AppError.badRequest("Choose today or a later day for the expiry.", { expires_on: "Choose today or a later day" });
      }
      const keyid = `vk_${randomBytes(10).toString("hex")}`;
      const keysecret = newToken(32);
      const scopes = [...new Set(input.scopes)].sort();
      const row = await withFirm(db, actor.firmId, async (tx) => {
        const [made] = await tx
          .insert(apiKeys)
          .values({
            firmId: actor.firmId,
            memberId: actor.memberId,
            keyId: keyid,
            secretHash: sha256(keysecret),
            secretLast4: keysecret.slice(-4),
            scopes,
            label: input.name,
            createdAt: clock(),
            expiresAt: input.expires_on ? endOfIndiaDay(input.expires_on) : null,
          })
          .returning();
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "api_key.created", detail: { key_id: keyid, name: input.name, scopes, expires_on: input.expires_on ?? null } });
        return made!;
      });
      return { ...viewOf(row, null), secret: keysecret };
    },

    /** The firm's live keys but device keys (those are attendance's), newest first. */
    list: (firmId: string) =>
      withFirm(db, firmId, async (tx) => {
        const rows = await tx
          .select({ key: apiKeys, maker: employees.name })
          .from(apiKeys)
          .leftJoin(employees, and(eq(employees.firmId, apiKeys.firmId), eq(employees.id, apiKeys.memberId)))
          .where(and(eq(apiKeys.firmId, firmId), isNull(apiKeys.revokedAt), sql`not ${isDeviceKey}`))
          .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
        return rows.map((r) => viewOf(r.key, r.maker));
      }),

    /** Revokes one of the firm's keys (not a device key); 404 when it is not one. Audited. */
    async revoke(actor: KeyOwner & { userId: string | null }, keyid: string, ip: string) {
      await withFirm(db, actor.firmId, async (tx) => {
        const [row] = await tx
          .update(apiKeys)
          .set({ revokedAt: clock() })
          .where(and(eq(apiKeys.firmId, actor.firmId), eq(apiKeys.keyId, keyid), isNull(apiKeys.revokedAt), sql`not ${isDeviceKey}`))
          .returning({ keyId: apiKeys.keyId, label: apiKeys.label });
        if (!row) throw AppError.notFound("No such API key in your firm.");
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "api_key.revoked", detail: { key_id: keyid, name: row.label ?? MEMBER_KEY_NAME } });
      });
    },

    /** The key a Basic keyid:keysecret pair is; null when wrong or revoked. Expiry is the caller's to judge. */
    async authenticate(keyId: string, secret: string): Promise<KeyHolder | null> {
      if (!/^vk_[0-9a-f]{20}$/.test(keyId) || secret.length > 100) return null;
      // Before the key is known so is its firm: the one platform read an API call makes.
      return withPlatform(db, "an API key looked up by its id", async (tx) => {
        const [found] = await tx
          .select({ key: apiKeys, access: employees.usType, hrWorkspaceIds: employees.hrWorkspaceIds })
          .from(apiKeys)
          .leftJoin(employees, and(eq(employees.firmId, apiKeys.firmId), eq(employees.id, apiKeys.memberId), ne(employees.status, "exited")))
          .where(eq(apiKeys.keyId, keyId))
          .limit(1);
        const row = found?.key;
        if (!row || row.revokedAt || !sameHash(row.secretHash, sha256(secret))) return null;
        const now = clock();
        if ((!row.expiresAt || row.expiresAt > now) && (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000)) {
          await tx.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
        }
        return { firmId: row.firmId, memberId: row.memberId, keyId: row.keyId, scopes: row.scopes, expiresAt: row.expiresAt, makerAccess: found.access ?? null, makerHrWorkspaceIds: found.hrWorkspaceIds ?? [] };
      });
    },
  };
}
export type KeysService = ReturnType<typeof createKeysService>;
