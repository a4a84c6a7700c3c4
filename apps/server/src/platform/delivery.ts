// Messages to people: codes and invitations by SMS, notifications by email. Every message is kept in the
// outbox (one row per channel), which the superadmin can read. A channel with a provider sends at once
// (SMS through SMS_WEBHOOK_URL, email through SMTP_URL); without one the row waits in the outbox, and on a
// local install the body is also written to the server log — never on a public address, where a log is read
// by more people than the code's owner.
import { maskMobile } from "@vetan/shared";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { createTransport, type Transporter } from "nodemailer";
import { outbox } from "../db/schema.ts";
import type { Db } from "./db/client.ts";
import type { SmsGateway } from "./sms-gateway.ts";

export type Channel = "sms" | "email";

export interface Message {
  mobile: string;
  email: string | null;
  subject: string;
  body: string;
  /** Where it goes. A code that proves a mobile number goes by SMS only; notifications by email. */
  via: readonly Channel[];
  /** Files sent with an email (a payslip's PDF); the outbox keeps their names, not their bytes. */
  attachments?: readonly { filename: string; content: Buffer; contentType: string }[];
}

export class Delivery {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #from: string;
  readonly #smtp: Transporter | null;
  readonly #sms: SmsGateway | null;
  readonly #logBodies: boolean;

  constructor(opts: { db: Db; log: FastifyBaseLogger; smtpUrl: string; from: string; sms: SmsGateway | null; logBodies: boolean }) {
    this.#logBodies = opts.logBodies;
    this.#db = opts.db;
    this.#log = opts.log;
    this.#from = opts.from;
    this.#smtp = opts.smtpUrl ? createTransport(opts.smtpUrl) : null;
    this.#sms = opts.sms;
  }

  send(message: Message): Promise<void> {
    return this.sendAll([message]);
  }

  /**
   * Several messages, kept in the outbox by one insert (a payroll's payslips go by the thousand: one row at a
   * time was most of the mailing job's own work), then each handed to its provider in turn.
   */
  async sendAll(messages: readonly Message[]): Promise<void> {
    const each = messages.flatMap((message) =>
      [...new Set(message.via)].flatMap((channel) => {
        const recipient = channel === "sms" ? message.mobile : message.email;
        return recipient ? [{ channel, recipient, message }] : [];
      }),
    );
    if (each.length === 0) return;
    const rows = await this.#db
      .insert(outbox)
      .values(
        each.map(({ channel, recipient, message }) => {
          const files = channel === "email" && message.attachments?.length ? `\n\nAttached: ${message.attachments.map((a) => a.filename).join(", ")}` : "";
          return { channel, recipient, subject: message.subject, body: `${message.body}${files}` };
        }),
      )
      .returning({ id: outbox.id });
    // The ids are drawn from the sequence row by row in the order given: sorted, they pair with `each`.
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    for (const [i, { channel, recipient, message }] of each.entries()) await this.#dispatch(ids[i], channel, recipient, message);
  }

  async #dispatch(id: number | undefined, channel: Channel, recipient: string, message: Message): Promise<void> {
    const provider = channel === "sms" ? this.#sms : this.#smtp;
    if (!provider) {
      // No provider: the message is readable in the outbox, and on a local install in the log (info level on
      // purpose; production deployments configure a provider).
      this.#log.info(
        { outboxId: id, channel, to: channel === "sms" ? maskMobile(recipient) : "(email)", subject: message.subject, ...(this.#logBodies ? { body: message.body } : {}) },
        "message kept in outbox (no provider configured)",
      );
      return;
    }
    try {
      if (channel === "sms") await this.#sms?.send(recipient, message.body);
      else await this.#smtp?.sendMail({ from: this.#from, to: recipient, subject: message.subject, text: message.body, ...(message.attachments?.length ? { attachments: message.attachments.map((a) => ({ ...a })) } : {}) });
      if (id) await this.#db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    } catch (error) {
      this.#log.warn({ err: error, outboxId: id, channel }, "delivery failed; message kept in outbox");
      if (id) await this.#db.update(outbox).set({ error: String(error).slice(0, 500) }).where(eq(outbox.id, id));
    }
  }
}
