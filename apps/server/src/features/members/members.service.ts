// A firm's people. Every query runs inside withFirm, so row-level security holds even if a filter is missed.
import type { FirmMember } from "@vetan/shared";
import { and, asc, eq } from "drizzle-orm";
import { auditLog, members, users } from "../../db/schema.ts";
import type { Db } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";

export type MemberView = FirmMember;

const present = (m: typeof members.$inferSelect): MemberView => ({
  id: m.id,
  name: m.name,
  mobile: m.mobile,
  us_type: m.usType,
  has_account: m.userId !== null,
  created_at: m.createdAt.toISOString(),
});

export function createMembersService(db: Db) {
  return {
    list: (firmId: string) =>
      withFirm(db, firmId, async (tx) =>
        (await tx.select().from(members).where(eq(members.firmId, firmId)).orderBy(asc(members.usType), asc(members.name))).map(present),
      ),

    get: (firmId: string, memberId: string) =>
      withFirm(db, firmId, async (tx) => {
        const [row] = await tx.select().from(members).where(and(eq(members.firmId, firmId), eq(members.id, memberId))).limit(1);
        return row ? present(row) : null;
      }),

    /** Adds an HR or employee member by mobile. If that number already has an account, it joins at once. */
    async add(firmId: string, input: { name: string; mobile: string; us_type: "H" | "E" }, actorUserId: string, ip: string) {
      const [account] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, input.mobile)).limit(1);
      const row = await withFirm(db, firmId, async (tx) => {
        const [inserted] = await tx
          .insert(members)
          .values({ firmId, name: input.name, mobile: input.mobile, usType: input.us_type, userId: account?.id ?? null })
          .onConflictDoNothing()
          .returning();
        return inserted;
      });
      if (!row) {
        throw new AppError(409, "member_exists", "Someone with this mobile number is already in your firm.", {
          mobile: "Someone with this mobile number is already in your firm.",
        });
      }
      await db.insert(auditLog).values({ firmId, actorUserId, action: "member.added", detail: { member_id: row.id, us_type: row.usType }, ip });
      return present(row);
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
