// The platform as its superadmin sees it: every firm and every account. These are platform queries, not
// tenant ones: they run as the owning role, whose members policy lets them count across firms (see the
// accounts migration), and they are reachable only behind requireSuperadmin or the S dashboard door.
import type { Page, PlatformFirm, PlatformUser } from "@vetan/shared";
import { countDistinct, desc, eq } from "drizzle-orm";
import { firms, members, users } from "../../db/schema.ts";
import type { Db } from "../../platform/db/client.ts";

export interface PageRequest {
  limit: number;
  offset: number;
}

export const PLATFORM_PAGE = { defaultLimit: 100, maxLimit: 500 } as const;

/** A person's number is theirs: the platform list shows only its last 4 digits. */
export function maskMobile(mobile: string): string {
  return `${"X".repeat(Math.max(mobile.length - 4, 0))}${mobile.slice(-4)}`;
}

export function createPlatformAdminService(db: Db) {
  return {
    async firms({ limit, offset }: PageRequest): Promise<Page<PlatformFirm>> {
      const rows = await db
        .select({
          id: firms.id,
          name: firms.name,
          ownerName: firms.ownerName,
          mobile: firms.mobile,
          size: firms.size,
          firmType: firms.firmType,
          members: countDistinct(members.id),
          createdAt: firms.createdAt,
        })
        .from(firms)
        .leftJoin(members, eq(members.firmId, firms.id))
        .groupBy(firms.id)
        .orderBy(desc(firms.createdAt), firms.id)
        .limit(limit)
        .offset(offset);
      return {
        total: await db.$count(firms),
        data: rows.map((r) => ({
          id: r.id,
          firm_name: r.name,
          owner_name: r.ownerName,
          mobile: r.mobile,
          size: r.size,
          firm_type: r.firmType,
          members: r.members,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },

    async users({ limit, offset }: PageRequest): Promise<Page<PlatformUser>> {
      const rows = await db
        .select({ id: users.id, name: users.name, mobile: users.mobile, isSuperadmin: users.isSuperadmin, firms: countDistinct(members.firmId), createdAt: users.createdAt })
        .from(users)
        .leftJoin(members, eq(members.userId, users.id))
        .groupBy(users.id)
        .orderBy(desc(users.createdAt), users.id)
        .limit(limit)
        .offset(offset);
      return {
        total: await db.$count(users),
        data: rows.map((r) => ({
          id: r.id,
          name: r.name,
          mobile: maskMobile(r.mobile),
          is_superadmin: r.isSuperadmin,
          firms: r.firms,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type PlatformAdminService = ReturnType<typeof createPlatformAdminService>;
