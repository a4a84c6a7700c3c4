// Accounts the way people make them: ask for a code, read it where this installation keeps messages (the
// outbox, as no SMS provider is configured in tests), sign up with it; answer a firm's invitations.
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { outbox } from "../../src/db/schema.ts";
import type { Browser } from "./browser.ts";

/** The newest 6-digit code sent to `mobile`. */
export async function codeSentTo(app: FastifyInstance, mobile: string): Promise<string> {
  const [row] = await app.database.db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(desc(outbox.id)).limit(1);
  const code = /\b(\d{6})\b/.exec(row?.body ?? "")?.[1];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  return code;
}

export interface NewAccount {
  name: string;
  mobile: string;
  password: string;
  email?: string;
}

/** Signs `browser` up as `person` (code asked for and read back); the answer of POST /api/accounts/signup. */
export async function signUp(app: FastifyInstance, browser: Browser, person: NewAccount, callback?: string) {
  const asked = await browser.post("/api/accounts/signup/code", { mobile: person.mobile });
  expect(asked.statusCode, asked.body).toBe(200);
  const code = await codeSentTo(app, person.mobile);
  return browser.post("/api/accounts/signup", { ...person, code, ...(callback ? { callback } : {}) });
}

/** Accepts every invitation waiting for the signed-in person, then asks where to go next (with a hand-off code). */
export async function acceptInvitations(browser: Browser, callback = "/Identity"): Promise<string> {
  const list = await browser.get("/api/accounts/invitations");
  expect(list.statusCode, list.body).toBe(200);
  for (const invitation of list.json().invitations as { id: string }[]) {
    const answered = await browser.post(`/api/accounts/invitations/${invitation.id}`, { decision: "accept" });
    expect(answered.statusCode, answered.body).toBe(200);
  }
  const next = await browser.post("/api/accounts/continue", { callback });
  expect(next.statusCode, next.body).toBe(200);
  return next.json().redirect as string;
}
