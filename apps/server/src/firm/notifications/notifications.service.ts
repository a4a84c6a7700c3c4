// Notifications: the bell in the app, and the same event by email (SMTP_URL, or the outbox when none is
// set). Written in the transaction of the event that causes them, so a notification never announces a
// change that did not commit; emails go out after the commit. Each person may mute a kind in the app, by
// email, or both.
import type { NotificationView } from "@vetan/shared/approvals";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { employees, notificationMutes, notifications } from "../../db/schema.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { decodeCursor, type KeysetOrder, keysetAfter, keysetPage } from "../../platform/cursor.ts";
import type { Message } from "../../platform/delivery.ts";
import type { FirmActor } from "../actor.ts";

export interface Notice {
  kind: string;
  title: string;
  body?: string;
  link?: string;
}

/** Emails to send once the transaction that made them has committed. */
export type Outgoing = Message[];

/** Who of `employeeIds` gets `kind` by email: not muted, with a work or personal address. */
export async function emailRecipients(tx: Tx, firmId: string, kind: string, employeeIds: readonly string[]): Promise<{ id: string; mobile: string; email: string }[]> {
  if (employeeIds.length === 0) return [];
  const muted = new Set(
    (
      await tx
        .select({ employeeId: notificationMutes.employeeId })
        .from(notificationMutes)
        .where(and(eq(notificationMutes.firmId, firmId), eq(notificationMutes.kind, kind), eq(notificationMutes.channel, "email"), inArray(notificationMutes.employeeId, [...employeeIds])))
    ).map((m) => m.employeeId),
  );
  const wanted = employeeIds.filter((id) => !muted.has(id));
  if (wanted.length === 0) return [];
  const people = await tx
    .select({ id: employees.id, mobile: employees.mobile, workEmail: employees.workEmail, personalEmail: employees.personalEmail })
    .from(employees)
    .where(and(eq(employees.firmId, firmId), inArray(employees.id, wanted)));
  return people.flatMap((p) => {
    const email = p.workEmail ?? p.personalEmail;
    return email ? [{ id: p.id, mobile: p.mobile ?? "", email }] : [];
  });
}

/** Newest first by id: the list's order and its cursor's (decision 032). */
const NOTIFICATION_ORDER: KeysetOrder = { table: notifications, keys: [], id: { column: notifications.id, direction: "desc" } };

export function createNotifications(db: Db, send: (messages: readonly Message[]) => Promise<void>) {
  return {
    /**
     * Notifies `employeeIds` (duplicates and the empty list are fine) inside `tx`; returns the emails to send
     * after commit (see `deliver`).
     */
    async notify(tx: Tx, firmId: string, employeeIds: readonly string[], notice: Notice, opts: { email?: boolean } = {}): Promise<Outgoing> {
      const ids = [...new Set(employeeIds)];
      if (ids.length === 0) return [];
      const muted = await tx
        .select({ employeeId: notificationMutes.employeeId, channel: notificationMutes.channel })
        .from(notificationMutes)
        .where(and(eq(notificationMutes.firmId, firmId), eq(notificationMutes.kind, notice.kind), inArray(notificationMutes.employeeId, ids)));
      const mutedIn = (channel: "app" | "email") => new Set(muted.filter((m) => m.channel === channel).map((m) => m.employeeId));
      const inApp = ids.filter((id) => !mutedIn("app").has(id));
      if (inApp.length > 0) {
        await tx.insert(notifications).values(inApp.map((employeeId) => ({ firmId, employeeId, kind: notice.kind, title: notice.title, body: notice.body ?? "", link: notice.link ?? "" })));
      }
      // A caller that sends its own email (a payslip with its PDF) asks for the bell alone.
      if (opts.email === false) return [];
      return (await emailRecipients(tx, firmId, notice.kind, ids)).map((p) => ({ mobile: p.mobile, email: p.email, subject: `Vetan: ${notice.title}`, body: `${notice.title}\n\n${notice.body ?? ""}`.trim(), via: ["email"] as const }));
    },

    /** Sends what `notify` gathered; a failure is the outbox's to keep, never the caller's. */
    async deliver(outgoing: Outgoing): Promise<void> {
      await send(outgoing).catch(() => undefined);
    },

    async list(actor: FirmActor, opts: { unread: boolean; limit: number; cursor?: string | undefined }): Promise<{ data: NotificationView[]; unread: number; next_cursor: string | null }> {
      const cursor = decodeCursor(opts.cursor, NOTIFICATION_ORDER);
      return withFirm(db, actor.firmId, async (tx) => {
        const mine = and(eq(notifications.firmId, actor.firmId), eq(notifications.employeeId, actor.employeeId));
        const read = await tx
          .select()
          .from(notifications)
          .where(and(opts.unread ? and(mine, isNull(notifications.readAt)) : mine, keysetAfter(NOTIFICATION_ORDER, cursor)))
          .orderBy(desc(notifications.id))
          .limit(opts.limit + 1);
        const { data: rows, next_cursor } = keysetPage(read, opts.limit, (n) => [n.id]);
        const [unread] = await tx.select({ n: count() }).from(notifications).where(and(mine, isNull(notifications.readAt)));
        return {
          data: rows.map((n) => ({ id: n.id, kind: n.kind, title: n.title, body: n.body, link: n.link, read: n.readAt !== null, created_at: n.createdAt.toISOString() })),
          unread: unread?.n ?? 0,
          next_cursor,
        };
      });
    },

    async markRead(actor: FirmActor, ids: number[] | undefined): Promise<{ unread: number }> {
      return withFirm(db, actor.firmId, async (tx) => {
        const mine = and(eq(notifications.firmId, actor.firmId), eq(notifications.employeeId, actor.employeeId), isNull(notifications.readAt));
        await tx
          .update(notifications)
          .set({ readAt: new Date() })
          .where(ids ? and(mine, inArray(notifications.id, ids)) : mine);
        const [unread] = await tx.select({ n: count() }).from(notifications).where(mine);
        return { unread: unread?.n ?? 0 };
      });
    },

    mutes: (actor: FirmActor) =>
      withFirm(db, actor.firmId, (tx) =>
        tx
          .select({ kind: notificationMutes.kind, channel: notificationMutes.channel })
          .from(notificationMutes)
          .where(and(eq(notificationMutes.firmId, actor.firmId), eq(notificationMutes.employeeId, actor.employeeId))),
      ),

    async setMutes(actor: FirmActor, mutes: { kind: string; channel: "app" | "email" }[]) {
      await withFirm(db, actor.firmId, async (tx) => {
        await tx.delete(notificationMutes).where(and(eq(notificationMutes.firmId, actor.firmId), eq(notificationMutes.employeeId, actor.employeeId)));
        if (mutes.length > 0) {
          await tx
            .insert(notificationMutes)
            .values(mutes.map((m) => ({ firmId: actor.firmId, employeeId: actor.employeeId, ...m })))
            .onConflictDoNothing();
        }
      });
      return this.mutes(actor);
    },
  };
}
export type Notifications = ReturnType<typeof createNotifications>;
