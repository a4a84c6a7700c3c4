// The central accounts API behind /accounts pages: sign up, sign in, sign out, password reset. A sign-in
// with the callback /Identity returns the address with a fresh one-time hand-off code (DESIGN.md).
import { ResetCompleteSchema, ResetRequestSchema, SignInSchema, SignUpSchema } from "@vetan/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionCookie } from "../../platform/auth/session-cookie.ts";
import type { AccountsService } from "./accounts.service.ts";
import { afterSignIn } from "./hand-off.ts";

const Callback = z.object({ callback: z.string().max(300).optional() });

export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService; cookie: SessionCookie }> = async (app, { accounts, cookie }) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post(
    "/signup",
    {
      config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
      bodyLimit: 4 * 1024,
      schema: { tags: ["accounts"], summary: "Create an account and sign in", body: SignUpSchema.and(Callback) },
    },
    async (request, reply) => {
      const { callback, ...input } = request.body;
      const { token, user } = await accounts.signUp(input, request.headers["user-agent"] ?? "");
      reply.header("set-cookie", cookie.set(token));
      return { status: "0", result: "Your account is ready.", redirect: await afterSignIn(accounts, token, user.id, callback) };
    },
  );

  app.post(
    "/signin",
    {
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      bodyLimit: 4 * 1024,
      schema: { tags: ["accounts"], summary: "Sign in with mobile and password (throttled per account and IP)", body: SignInSchema.and(Callback) },
    },
    async (request, reply) => {
      const { callback, ...input } = request.body;
      const { token, user } = await accounts.signIn(input, {
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? "",
        previousToken: cookie.read(request.headers.cookie) ?? undefined,
      });
      reply.header("set-cookie", cookie.set(token));
      return { status: "0", result: "Signed in.", redirect: await afterSignIn(accounts, token, user.id, callback) };
    },
  );

  app.post("/signout", { schema: { tags: ["accounts"], summary: "End this browser's session" } }, async (request, reply) => {
    const token = cookie.read(request.headers.cookie);
    if (token) await accounts.signOut(token);
    reply.header("set-cookie", cookie.clear());
    return { status: "0", result: "Signed out." };
  });

  app.post(
    "/reset/request",
    {
      config: { rateLimit: { max: 5, timeWindow: "10 minutes" } },
      bodyLimit: 1024,
      schema: { tags: ["accounts"], summary: "Send a password reset code to the account's contact", body: ResetRequestSchema },
    },
    async (request) => {
      await accounts.requestReset(request.body.mobile);
      return { status: "0", result: "If an account uses this number, a 6-digit code is on its way. It works for 10 minutes." };
    },
  );

  app.post(
    "/reset/complete",
    {
      config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
      bodyLimit: 4 * 1024,
      schema: { tags: ["accounts"], summary: "Set a new password with the reset code", body: ResetCompleteSchema },
    },
    async (request) => {
      await accounts.completeReset(request.body);
      return { status: "0", result: "Your password is changed. Sign in with the new one." };
    },
  );
};
