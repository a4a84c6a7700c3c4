// A firm's sign-ins as the SPEC dashboards list them (name, mobile, user type): the employees who have
// sign-in access. Adding one here is the dashboards' quick form: an employee with access, from the firm's
// code series, joining today; the People module holds everything else about them. The person joins when they
// accept the invitation sent to the number (decision 016).
import { type FirmMember, indiaToday } from "@vetan/shared";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { employees, firms } from "../../db/schema.ts";
import type { Invitations } from "../../firm/people/invitations.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Db } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError, sqlState } from "../../platform/errors.ts";

export type MemberView = FirmMember;

const present = (m: typeof employees.$inferSelect): MemberView => ({
  id: m.id,
  name: m.name,
  mobile: m.mobile ?? "",
  us_type: m.usType ?? "E",
  joined: m.userId !== null,
  created_at: m.createdAt.toISOString(),
});

const DUPLICATE = "Someone with this mobile number is already in your firm.";

export function createMembersService(db: Db, invitations: Invitations) {
  return {
    list: (firmId: string) =>
      withFirm(db, firmId, async (tx) =>
        (
          await tx
            .select()
            .from(employees)
            .where(and(eq(employees.firmId, firmId), isNotNull(employees.usType)))
            .orderBy(asc(employees.usType), asc(employees.name))
        ).map(present),
      ),

    get: (firmId: string, memberId: string) =>
      withFirm(db, firmId, async (tx) => {
        const [row] = await tx.select().from(employees).where(and(eq(employees.firmId, firmId), eq(employees.id, memberId))).limit(1);
        return row ? present(row) : null;
      }),

    /** Adds an HR or employee sign-in by mobile and invites the number; the same answer whether or not it has an account. */
    async add(firmId: string, input: { name: string; mobile: string; us_type: "H" | "E" }, actorUserId: string, ip: string) {
      const { member, invitation } = await withFirm(db, firmId, async (tx) => {
        const [taken] = await tx.select({ id: employees.id }).from(employees).where(and(eq(employees.firmId, firmId), eq(employees.mobile, input.mobile))).limit(1);
        if (taken) throw new AppError(409, "member_exists", DUPLICATE, { mobile: DUPLICATE });
        const [series] = await tx
          .update(firms)
          .set({ employeeCodeNext: sql`${firms.employeeCodeNext} + 1` })
          .where(eq(firms.id, firmId))
          .returning({ prefix: firms.employeeCodePrefix, n: sql<number>`${firms.employeeCodeNext} - 1` });
        if (!series) throw AppError.notFound("Firm not found.");
        const [row] = await tx
          .insert(employees)
          .values({
            firmId,
            code: `${series.prefix}${String(series.n).padStart(4, "0")}`,
            name: input.name,
            mobile: input.mobile,
            usType: input.us_type,
            joiningDate: indiaToday(),
          })
          .returning()
          .catch((error: unknown) => {
            if (sqlState(error) === "23505") throw new AppError(409, "member_exists", DUPLICATE, { mobile: DUPLICATE });
            throw error;
          });
        if (!row) throw new Error("employee insert returned nothing");
        await recordAudit(tx, { firmId, userId: actorUserId, ip }, { action: "member.added", detail: { member_id: row.id, us_type: row.usType } });
        const message = await invitations.invite(tx, firmId, { ...row, mobile: input.mobile, usType: input.us_type }, actorUserId);
        return { member: present(row), invitation: message };
      });
      await invitations.deliver(invitation);
      return member;
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
