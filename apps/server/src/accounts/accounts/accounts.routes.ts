// The central accounts API behind /accounts pages: sign up (with a code sent to the mobile), sign in, sign
// out, password reset, and a person's invitations from firms. A sign-in with the callback /Identity returns
// the address with a fresh one-time hand-off code (DESIGN.md), or first the invitations page when firms are
// waiting for an answer.
import { CodeRequestSchema, InvitationAnswerSchema, ResetCompleteSchema, SignInSchema, SignUpSchema } from "@vetan/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireViewer } from "../../platform/auth/request-auth.ts";
import type { FastifyRequest } from "fastify";
import type { SessionCookie } from "../../platform/auth/session-cookie.ts";
import type { AccountsService } from "./accounts.service.ts";
import { afterSignIn, invitationsPage } from "./hand-off.ts";
import type { AccountInvitations } from "./invitations.ts";

const Callback = z.object({ callback: z.string().max(300).optional() });
const InvitationId = z.object({ id: z.uuid("No such invitation") });

interface AccountsRouteDeps {
  accounts: AccountsService;
  invitations: AccountInvitations;
  cookie: SessionCookie;
}

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRouteDeps> = async (app, { accounts, invitations, cookie }) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  /** The person behind the browser's session (the one viewer every route reads), or a 401. */
  async function person(request: FastifyRequest) {
    const viewer = await requireViewer(request);
    return { id: viewer.userId, mobile: viewer.mobile };
  }

  /** After signing in: firms waiting for an answer come first, then the callback. */
  async function nextStep(token: string, user: { id: string; mobile: string }, callback: string | undefined) {
    if ((await invitations.list(user)).length > 0) return invitationsPage(callback);
    return afterSignIn(accounts, token, user.id, callback);
  }

  app.post(
    "/signup/code",
    {
      // Per address; each number is also held to three codes per 10 minutes (mobile-codes.ts).
      config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
      bodyLimit: 1024,
      schema: { tags: ["accounts"], summary: "Send a code to the mobile number that is signing up (the same answer for any number)", body: CodeRequestSchema },
    },
    async (request) => {
      await accounts.requestSignupCode(request.body.mobile);
      return { status: "0", result: "A 6-digit code is on its way to your mobile. It works for 10 minutes." };
    },
  );

  app.post(
    "/signup",
    {
      config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
      bodyLimit: 4 * 1024,
      schema: { tags: ["accounts"], summary: "Create an account with the code sent to the mobile, and sign in", body: SignUpSchema.and(Callback) },
    },
    async (request, reply) => {
      const { callback, ...input } = request.body;
      const { token, user } = await accounts.signUp(input, request.headers["user-agent"] ?? "");
      reply.header("set-cookie", cookie.set(token));
      return { status: "0", result: "Your account is ready.", redirect: await nextStep(token, user, callback) };
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
      return { status: "0", result: "Signed in.", redirect: await nextStep(token, user, callback) };
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
      schema: { tags: ["accounts"], summary: "Send a password reset code to the account's contact", body: CodeRequestSchema },
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

  app.post(
    "/continue",
    { bodyLimit: 1024, schema: { tags: ["accounts"], summary: "Where a signed-in browser goes next: the callback, with a fresh hand-off code", body: Callback } },
    async (request) => {
      const token = cookie.read(request.headers.cookie);
      const user = await person(request);
      return { status: "0", result: "On your way.", redirect: await afterSignIn(accounts, token ?? "", user.id, request.body.callback) };
    },
  );

  app.get("/invitations", { schema: { tags: ["accounts"], summary: "Firms' invitations waiting for the signed-in person's mobile number" } }, async (request) => {
    return { invitations: await invitations.list(await person(request)) };
  });

  app.post(
    "/invitations/:id",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      bodyLimit: 1024,
      schema: { tags: ["accounts"], summary: "Accept or decline a firm's invitation", params: InvitationId, body: InvitationAnswerSchema },
    },
    async (request) => {
      const accept = request.body.decision === "accept";
      const { firm_name } = await invitations.answer(await person(request), request.params.id, accept, request.ip);
      return { status: "0", result: accept ? `You have joined ${firm_name}.` : `You declined ${firm_name}'s invitation.` };
    },
  );
};
