// Central accounts: sign up with a mobile number proved by an SMS code, sign in (throttled per account and
// per IP), sessions, password reset by the same kind of code, and the one-time hand-off code that takes a
// signed-in browser back to /Identity.
import type { SignInInput, SignUpInput } from "@vetan/shared";
import type { Db } from "../../platform/db/client.ts";
import { AppError } from "../../platform/errors.ts";
import { newToken, sha256 } from "../../platform/auth/secrets.ts";
import * as q from "./accounts.queries.ts";
import type { Delivery } from "../../platform/delivery.ts";
import { CODE_MINUTES, issueCode, useCode } from "./mobile-codes.ts";
import { burnVerify, hashPassword, verifyPassword } from "./passwords.ts";

export const SESSION_DAYS = 14;
export const SSO_CODE_SECONDS = 60;
/** Failed sign-ins allowed in the window: per mobile number, and per IP address (offices share one). */
export const THROTTLE = { windowMinutes: 15, perAccount: 5, perIp: 30 } as const;

export type User = NonNullable<Awaited<ReturnType<typeof q.findUserById>>>;

export interface SignedIn {
  token: string;
  user: User;
}

const MINUTE = 60_000;

export function createAccountsService(db: Db, delivery: Delivery, clock: () => Date = () => new Date()) {
  async function startSession(user: User, userAgent: string): Promise<SignedIn> {
    const token = newToken();
    const now = clock();
    await q.insertSession(db, {
      tokenHash: sha256(token),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 24 * 60 * MINUTE),
      userAgent: userAgent.slice(0, 300),
    });
    return { token, user };
  }

  async function throttled(mobile: string, ip: string): Promise<boolean> {
    const since = new Date(clock().getTime() - THROTTLE.windowMinutes * MINUTE);
    const [byAccount, byIp] = await Promise.all([
      q.countRecentFailures(db, `m:${mobile}`, since),
      q.countRecentFailures(db, `ip:${ip}`, since),
    ]);
    return byAccount >= THROTTLE.perAccount || byIp >= THROTTLE.perIp;
  }

  const wrongCode = () =>
    new AppError(400, "bad_code", "The code is wrong or has expired. Ask for a new one.", {
      code: "The code is wrong or has expired. Ask for a new one.",
    });

  return {
    /**
     * Sign-up's first step. The answer is the same whether or not the number has an account; the message is
     * not: a number that already has one is told so and offered a reset, and gets no code.
     */
    async requestSignupCode(mobile: string): Promise<void> {
      if (await q.findUserByMobile(db, mobile)) {
        await delivery.send({
          mobile,
          email: null,
          subject: "Your Vetan account",
          body: "Someone tried to create a Vetan account with this number, which already has one. Sign in, or reset your password if you have forgotten it. If it was not you, ignore this message.",
          via: ["sms"],
        });
        return;
      }
      const code = await issueCode(db, mobile, "signup", clock());
      if (!code) return;
      await delivery.send({
        mobile,
        email: null,
        subject: "Your Vetan sign-up code",
        body: `Your Vetan sign-up code is ${code}. It works once, for ${CODE_MINUTES} minutes. Do not share it with anyone.`,
        via: ["sms"],
      });
    },

    async signUp(input: SignUpInput, userAgent: string): Promise<SignedIn> {
      if (!(await useCode(db, input.mobile, "signup", input.code, clock()))) throw wrongCode();
      const user = await q.insertUser(db, {
        name: input.name,
        mobile: input.mobile,
        email: input.email ? input.email : null,
        passwordHash: await hashPassword(input.password),
      });
      if (!user) {
        throw new AppError(409, "account_exists", "An account with this mobile number already exists. Sign in instead.", {
          mobile: "An account with this mobile number already exists. Sign in instead.",
        });
      }
      return startSession(user, userAgent);
    },

    /** One answer for a wrong number and a wrong password, so the form does not reveal who has an account. */
    async signIn(input: SignInInput, meta: { ip: string; userAgent: string; previousToken?: string }): Promise<SignedIn> {
      if (await throttled(input.mobile, meta.ip)) {
        throw new AppError(429, "too_many_attempts", `Too many sign-in attempts. Please wait ${THROTTLE.windowMinutes} minutes, or reset your password.`);
      }
      const user = await q.findUserByMobile(db, input.mobile);
      let ok = false;
      if (user) ok = await verifyPassword(user.passwordHash, input.password);
      else await burnVerify(input.password);
      if (!user || !ok) {
        await q.recordFailures(db, [`m:${input.mobile}`, `ip:${meta.ip}`], clock());
        throw new AppError(401, "bad_credentials", "Mobile number or password is wrong.", {
          password: "Mobile number or password is wrong.",
        });
      }
      await q.clearFailures(db, `m:${input.mobile}`);
      // Rotation: whatever session the browser held before is ended, so a planted session id is useless.
      if (meta.previousToken) await q.deleteSession(db, sha256(meta.previousToken));
      return startSession(user, meta.userAgent);
    },

    async signOut(token: string): Promise<void> {
      await q.deleteSession(db, sha256(token));
    },

    /** The live session behind a cookie's token, with its person; null when unknown or expired. */
    async session(token: string) {
      const tokenHash = sha256(token);
      const now = clock();
      const found = await q.findLiveSession(db, tokenHash, now);
      if (!found) return null;
      // Written at most every five minutes: a read-mostly page view should not be a write.
      if (now.getTime() - found.session.lastSeenAt.getTime() > 5 * MINUTE) await q.touchSession(db, tokenHash, now);
      return { ...found, tokenHash };
    },

    /** Always the same answer, whether or not the number has an account. */
    async requestReset(mobile: string): Promise<void> {
      const user = await q.findUserByMobile(db, mobile);
      if (!user) return;
      const code = await issueCode(db, user.mobile, "reset", clock());
      if (!code) return;
      await delivery.send({
        mobile: user.mobile,
        email: user.email,
        subject: "Your Vetan password reset code",
        body: `Your Vetan password reset code is ${code}. It works once, for ${CODE_MINUTES} minutes. If you did not ask for it, ignore this message.`,
        via: ["sms", "email"],
      });
    },

    async completeReset(input: { mobile: string; code: string; password: string }): Promise<void> {
      const user = await q.findUserByMobile(db, input.mobile);
      const now = clock();
      if (!user || !(await useCode(db, user.mobile, "reset", input.code, now))) throw wrongCode();
      await q.setPassword(db, user.id, await hashPassword(input.password), now);
      // A reset ends every session: whoever knew the old password is signed out everywhere.
      await q.deleteSessionsOf(db, user.id);
      await q.clearFailures(db, `m:${user.mobile}`);
    },

    /** The hand-off code for /Identity: one use, 60 s, good only for the session that asked for it. */
    async issueSsoCode(sessionTokenHash: string, userId: string): Promise<string> {
      const code = newToken();
      const now = clock();
      await q.insertCode(db, {
        codeHash: sha256(code),
        purpose: "sso",
        userId,
        sessionHash: sessionTokenHash,
        expiresAt: new Date(now.getTime() + SSO_CODE_SECONDS * 1000),
        createdAt: now,
      });
      return code;
    },

    /** Uses a hand-off code; null when it is unknown, used, expired or belongs to another session. */
    async consumeSsoCode(code: string, sessionTokenHash: string | null) {
      const row = await q.consumeCode(db, sha256(code), "sso", clock());
      if (!row || !sessionTokenHash || row.sessionHash !== sessionTokenHash) return null;
      return q.findUserById(db, row.userId);
    },

    memberships: (userId: string) => q.membershipsOf(db, userId),

    /** Daily upkeep: without it sign-in failures, expired sessions and used codes would pile up for ever. */
    prune() {
      const now = clock();
      return q.pruneExpired(db, now, new Date(now.getTime() - THROTTLE.windowMinutes * MINUTE));
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
