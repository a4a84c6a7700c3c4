// Membership with consent (decision 016). Giving an employee sign-in access sends an invitation to their
// mobile number (SMS, and email when the firm has one on file); the account behind that number joins the
// firm only when its owner accepts. The firm is told the same thing whether or not the number is registered
// — "invited" — until the person accepts, and a person who declines is not asked again for 30 days, while
// the firm still sees "invited" (a decline would otherwise tell the firm that the number has an account).
import { type Access, ACCESS_LABELS } from "@vetan/shared/people";
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { employees, firms, invitations } from "../../db/schema.ts";
import type { Tx } from "../../platform/db/client.ts";
import type { Message } from "../../platform/delivery.ts";
import { AppError } from "../../platform/errors.ts";

/** The least time between two messages of one invitation, and how long a decline keeps the person unasked. */
export const RESEND_AFTER_MINUTES = 10;
export const DECLINE_QUIET_DAYS = 30;

interface Invitee {
  id: string;
  name: string;
  mobile: string;
  personalEmail: string | null;
  workEmail: string | null;
  usType: Access;
}

export function createInvitations(send: (message: Message) => Promise<void>, baseUrl: string) {
  async function messageFor(tx: Tx, firmId: string, who: Invitee): Promise<Message> {
    const [firm] = await tx.select({ name: firms.name }).from(firms).where(eq(firms.id, firmId)).limit(1);
    const firmName = firm?.name ?? "A firm";
    const role = ACCESS_LABELS[who.usType];
    return {
      mobile: who.mobile,
      email: who.workEmail ?? who.personalEmail,
      subject: `${firmName} invites you to Vetan`,
      body: `${firmName} invites you to sign in to Vetan as ${role}. Sign in, or create your account with this mobile number, at ${new URL("/accounts/login", baseUrl).href} and accept the invitation there. If you do not know ${firmName}, ignore this message.`,
      via: ["sms", "email"],
    };
  }

  /** True when the person declined an invitation of this firm to this number recently. */
  async function declinedLately(tx: Tx, firmId: string, employeeId: string, mobile: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.firmId, firmId),
          eq(invitations.employeeId, employeeId),
          eq(invitations.mobile, mobile),
          eq(invitations.status, "declined"),
          gt(invitations.respondedAt, sql`now() - make_interval(days => ${DECLINE_QUIET_DAYS})`),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async function withdraw(tx: Tx, firmId: string, employeeId: string): Promise<void> {
    await tx
      .update(invitations)
      .set({ status: "revoked", respondedAt: new Date() })
      .where(and(eq(invitations.firmId, firmId), eq(invitations.employeeId, employeeId), eq(invitations.status, "pending")));
  }

  return {
    /**
     * Inside the transaction that gives access: makes sure the employee holds a pending invitation to their
     * current number (an older one to another number is withdrawn). Returns the message to send once the
     * transaction has committed, or null when nothing is to be sent.
     */
    async invite(tx: Tx, firmId: string, who: Invitee, invitedBy: string | null): Promise<Message | null> {
      const [pending] = await tx
        .select()
        .from(invitations)
        .where(and(eq(invitations.firmId, firmId), eq(invitations.employeeId, who.id), eq(invitations.status, "pending")))
        .for("update");
      if (pending?.mobile === who.mobile) return null;
      if (pending) await tx.update(invitations).set({ status: "revoked", respondedAt: new Date() }).where(and(eq(invitations.firmId, firmId), eq(invitations.id, pending.id)));
      if (await declinedLately(tx, firmId, who.id, who.mobile)) return null;
      await tx.insert(invitations).values({ firmId, employeeId: who.id, mobile: who.mobile, invitedBy });
      return messageFor(tx, firmId, who);
    },

    /** Withdraws the employee's pending invitation (access taken away, or the person left). */
    withdraw,

    /**
     * Sends the invitation again. A recent decline is answered exactly as a pending invitation is — the same
     * wait, the same words — but nothing is sent, so the firm cannot tell a decline from silence. An
     * invitation to a number the employee no longer has gives way to one to their current number.
     */
    async resend(tx: Tx, firmId: string, employeeId: string, invitedBy: string | null): Promise<Message | null> {
      const [who] = await tx.select().from(employees).where(and(eq(employees.firmId, firmId), eq(employees.id, employeeId))).limit(1);
      if (!who?.usType || !who.mobile || who.userId) {
        throw AppError.badRequest("There is no invitation to send: this person has joined or has no sign-in access.");
      }
      const invitee = { ...who, mobile: who.mobile, usType: who.usType };
      const [latest] = await tx
        .select()
        .from(invitations)
        .where(and(eq(invitations.firmId, firmId), eq(invitations.employeeId, employeeId), inArray(invitations.status, ["pending", "declined"])))
        .orderBy(desc(invitations.createdAt))
        .limit(1)
        .for("update");
      const current = latest?.mobile === who.mobile ? latest : undefined;
      const declined = current?.status === "declined" && (await declinedLately(tx, firmId, employeeId, who.mobile));
      if (!current || (current.status === "declined" && !declined)) {
        // Nothing open to this number: a fresh invitation (withdrawing one to an old number).
        if (latest?.status === "pending") await withdraw(tx, firmId, employeeId);
        await tx.insert(invitations).values({ firmId, employeeId, mobile: who.mobile, invitedBy });
        return messageFor(tx, firmId, invitee);
      }
      const wait = current.lastSentAt.getTime() + RESEND_AFTER_MINUTES * 60_000 - Date.now();
      if (wait > 0) {
        throw new AppError(429, "too_soon", `The invitation was sent a moment ago. You can send it again in ${Math.ceil(wait / 60_000)} minutes.`);
      }
      await tx
        .update(invitations)
        .set({ sends: sql`${invitations.sends} + 1`, lastSentAt: new Date() })
        .where(and(eq(invitations.firmId, firmId), eq(invitations.id, current.id)));
      return declined ? null : messageFor(tx, firmId, invitee);
    },

    /** Sends what invite or resend returned, after the commit; a failure stays in the outbox. */
    async deliver(message: Message | null): Promise<void> {
      if (message) await send(message).catch(() => undefined);
    },
  };
}
export type Invitations = ReturnType<typeof createInvitations>;
