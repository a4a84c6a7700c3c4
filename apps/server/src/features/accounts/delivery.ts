// Messages to people (reset codes). Every message is kept in the outbox, which the superadmin can read; it
// is also written to the server log when nothing else is configured on a local install (never on a public
// address, where a log is read by more people than the code's owner), and sent by SMTP when
// SMTP_URL is set and the person has an email address. SMS needs a provider contract: not configured here.
import { maskMobile } from "@vetan/shared";
import type { FastifyBaseLogger } from "fastify";
import { createTransport, type Transporter } from "nodemailer";
import { eq } from "drizzle-orm";
import { outbox } from "../../db/schema.ts";
import type { Db } from "../../platform/db/client.ts";

export interface Message {
  mobile: string;
  email: string | null;
  subject: string;
  body: string;
}

export class Delivery {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #from: string;
  readonly #smtp: Transporter | null;
  readonly #logBodies: boolean;

  constructor(opts: { db: Db; log: FastifyBaseLogger; smtpUrl: string; from: string; logBodies: boolean }) {
    this.#logBodies = opts.logBodies;
    this.#db = opts.db;
    this.#log = opts.log;
    this.#from = opts.from;
    this.#smtp = opts.smtpUrl ? createTransport(opts.smtpUrl) : null;
  }

  async send(message: Message): Promise<void> {
    const viaEmail = this.#smtp !== null && message.email !== null;
    const [row] = await this.#db
      .insert(outbox)
      .values({
        channel: viaEmail ? "email" : "sms",
        recipient: viaEmail ? (message.email ?? "") : message.mobile,
        subject: message.subject,
        body: message.body,
      })
      .returning({ id: outbox.id });
    if (!viaEmail || !this.#smtp) {
      // Local use: no provider, so the message is readable in the log and the outbox. The log carries it
      // at info level on purpose; production deployments configure SMTP.
      this.#log.info(
        { outboxId: row?.id, to: maskMobile(message.mobile), subject: message.subject, ...(this.#logBodies ? { body: message.body } : {}) },
        "message kept in outbox (no provider configured)",
      );
      return;
    }
    try {
      await this.#smtp.sendMail({ from: this.#from, to: message.email ?? "", subject: message.subject, text: message.body });
      if (row) await this.#db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
    } catch (error) {
      this.#log.warn({ err: error, outboxId: row?.id }, "email delivery failed; message kept in outbox");
      if (row) await this.#db.update(outbox).set({ error: String(error).slice(0, 500) }).where(eq(outbox.id, row.id));
    }
  }
}
