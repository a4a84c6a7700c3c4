// A person's side of membership with consent (decision 016): the invitations waiting for their mobile
// number across firms, and accepting or declining one. Finding them is a platform-wide read (one named
// path); answering one is a write inside that firm's transaction, with its audit entry when accepted.
import type { Invitation } from "@vetan/shared";
import { and, asc, eq, isNotNull, isNull, ne } from "drizzle-orm";
import { employees, firms, invitations } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Db } from "../../platform/db/client.ts";
import { withFirm, withPlatform } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";

const GONE = "This invitation is no longer open. Ask the firm to invite you again.";

export function createAccountInvitations(db: Db) {
  /** Pending invitations to this number whose employee still has access and has not joined. */
  async function openFor(mobile: string, id?: string) {
    return withPlatform(db, "the invitations waiting for a person's mobile number", (tx) =>
      tx
        .select({
          id: invitations.id,
          firmId: invitations.firmId,
          firmName: firms.name,
          employeeId: employees.id,
          access: employees.usType,
          invitedAt: invitations.createdAt,
        })
        .from(invitations)
        .innerJoin(firms, eq(firms.id, invitations.firmId))
        .innerJoin(employees, and(eq(employees.firmId, invitations.firmId), eq(employees.id, invitations.employeeId)))
        .where(
          and(
            eq(invitations.mobile, mobile),
            eq(invitations.status, "pending"),
            eq(employees.mobile, mobile),
            isNotNull(employees.usType),
            isNull(employees.userId),
            ne(employees.status, "exited"),
            id ? eq(invitations.id, id) : undefined,
          ),
        )
        .orderBy(asc(invitations.createdAt)),
    );
  }

  return {
    async list(user: { mobile: string }): Promise<Invitation[]> {
      return (await openFor(user.mobile)).map((r) => ({
        id: r.id,
        firm_name: r.firmName,
        access: r.access ?? "E",
        invited_at: r.invitedAt.toISOString(),
      }));
    },

    /** Accepts (the employee record becomes this person's sign-in) or declines an invitation to their number. */
    async answer(user: { id: string; mobile: string }, id: string, accept: boolean, ip: string): Promise<{ firm_name: string }> {
      const [open] = await openFor(user.mobile, id);
      if (!open) throw new AppError(404, "not_found", GONE);
      await withFirm(db, open.firmId, async (tx) => {
        const [row] = await tx
          .update(invitations)
          .set({ status: accept ? "accepted" : "declined", respondedAt: new Date() })
          .where(and(eq(invitations.firmId, open.firmId), eq(invitations.id, id), eq(invitations.status, "pending")))
          .returning({ id: invitations.id });
        if (!row) throw new AppError(404, "not_found", GONE);
        // A decline writes no entry in the firm's audit log: the firm would learn from it that the number
        // has an account, which is what consent keeps from it.
        if (!accept) return;
        const [already] = await tx
          .select({ id: employees.id })
          .from(employees)
          .where(and(eq(employees.firmId, open.firmId), eq(employees.userId, user.id)))
          .limit(1);
        if (already) throw new AppError(409, "already_member", "You are already a member of this firm under another employee record. Ask the firm's admin to fix it.");
        const linked = await tx
          .update(employees)
          .set({ userId: user.id, updatedAt: new Date() })
          .where(and(eq(employees.firmId, open.firmId), eq(employees.id, open.employeeId), isNull(employees.userId), eq(employees.mobile, user.mobile)))
          .returning({ id: employees.id });
        if (linked.length !== 1) throw new AppError(404, "not_found", GONE);
        await recordAudit(tx, { firmId: open.firmId, userId: user.id, ip }, { action: "member.joined", detail: { employee_id: open.employeeId, access: open.access } });
      });
      return { firm_name: open.firmName };
    },
  };
}
export type AccountInvitations = ReturnType<typeof createAccountInvitations>;
