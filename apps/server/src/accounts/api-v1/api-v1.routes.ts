// The product API (DESIGN.md /api/v1): conventional verbs and codes, session cookie or API key. Every
// answer is scoped to the caller's firm, and nothing here accepts a firm id from the caller.
import { AddMemberSchema, FirmProfileUpdateSchema } from "@vetan/shared";
import { ApiKeyCreateSchema } from "@vetan/shared/api-keys";
import { z } from "zod";
import type { IdentityService } from "../identity/identity.service.ts";
import type { AccountInvitations } from "../accounts/invitations.ts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireMember, requireViewer } from "../../platform/auth/request-auth.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmsService } from "../firms/firms.service.ts";
import type { KeysService } from "../keys/keys.service.ts";
import type { MembersService } from "../members/members.service.ts";
import { requireCaller } from "./api-key-auth.ts";
import { perCallerLimit } from "../../platform/caller-limit.ts";

export const API_KEY_RATE_PER_MINUTE = 120;

interface ApiV1Deps {
  keys: KeysService;
  firms: FirmsService;
  members: MembersService;
  identity: IdentityService;
  invitations: AccountInvitations;
}

export const apiV1Routes: FastifyPluginAsyncZod<ApiV1Deps> = async (app, { keys, firms, members, identity, invitations }) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  const perCaller = perCallerLimit(API_KEY_RATE_PER_MINUTE);

  app.get("/me", { schema: { tags: ["api"], summary: "The signed-in person and where the hand-off placed them" } }, async (request) => {
    const v = await requireViewer(request);
    return { user_id: v.userId, name: v.name, mobile: v.mobile, email: v.email ?? "", us_type: v.usType, firm_id: v.firmId, member_id: v.memberId };
  });

  app.get("/firm", { config: perCaller, schema: { tags: ["api"], summary: "The caller's firm (PAN and Aadhaar masked)" } }, async (request) => {
    const caller = await requireCaller(request, keys);
    const firm = await firms.profile(caller.firmId);
    if (!firm) throw AppError.notFound("Firm not found.");
    return firm;
  });

  app.patch(
    "/firm",
    { bodyLimit: 8 * 1024, schema: { tags: ["api"], summary: "Change the firm's profile (admins); PAN and Aadhaar stay masked in the answer", body: FirmProfileUpdateSchema } },
    async (request) => {
      const caller = await requireCaller(request, keys);
      if (caller.usType !== "A") throw AppError.forbidden("The firm's profile is its admins' to change.");
      return firms.update(caller.firmId, request.body, caller.userId, request.ip);
    },
  );

  app.get("/me/firms", { schema: { tags: ["api"], summary: "The firms I may open, the one this session is in, and how many invitations wait" } }, async (request) => {
    const v = await requireViewer(request);
    const [data, waiting] = await Promise.all([identity.firmsOf(v), invitations.list(v)]);
    return { data, invitations: waiting.length };
  });

  app.put(
    "/me/firm",
    { bodyLimit: 1024, schema: { tags: ["api"], summary: "Open another of my firms in this session", body: z.strictObject({ firm_id: z.string().max(100) }) } },
    async (request) => {
      const v = await requireViewer(request);
      const placed = /^[0-9a-f-]{36}$/i.test(request.body.firm_id) ? await identity.switchFirm(v, request.body.firm_id.toLowerCase()) : null;
      if (!placed) throw AppError.notFound("You do not have access to that firm.");
      return placed;
    },
  );

  app.get("/members", { config: perCaller, schema: { tags: ["api"], summary: "The caller's firm's members" } }, async (request) => {
    const caller = await requireCaller(request, keys);
    if (caller.usType === "E") {
      // An employee sees only themself.
      const me = await members.get(caller.firmId, caller.memberId);
      return { data: me ? [me] : [] };
    }
    return { data: await members.list(caller.firmId) };
  });

  app.post(
    "/members",
    { bodyLimit: 4 * 1024, schema: { tags: ["api"], summary: "Add an HR or employee member by mobile (admins)", body: AddMemberSchema } },
    async (request, reply) => {
      const admin = await requireMember(request, ["A"]);
      const added = await members.add(admin.firmId, request.body, admin.userId, request.ip);
      return reply.code(201).send(added);
    },
  );

  app.get("/keys", { schema: { tags: ["api"], summary: "The admin's live API key, secret masked" } }, async (request) => {
    const admin = await requireMember(request, ["A"]);
    return (await keys.current({ firmId: admin.firmId, memberId: admin.memberId })) ?? { keyid: "", keysecret: "" };
  });

  // Integration keys (decision 032): the firm's admins manage them from a signed-in session; a key cannot
  // make, list or revoke keys, whatever its scopes.
  // Listing and making keys need the plan's API keys (decision 031); revoking never does, so a firm whose plan
  // lost them can still clear its keys away.
  const keysAdmin = async (request: FastifyRequest) => {
    const admin = await requireMember(request, ["A"]);
    await request.server.services.entitlements.require(admin.firmId, request);
    return admin;
  };

  app.get("/api-keys", { schema: { tags: ["api"], summary: "The firm's live API keys (not device keys), secrets masked (admins, signed in)" } }, async (request) => {
    const admin = await keysAdmin(request);
    return { data: await keys.list(admin.firmId) };
  });

  app.post(
    "/api-keys",
    {
      bodyLimit: 4 * 1024,
      config: { rateLimit: { max: 30, timeWindow: "10 minutes" } },
      schema: { tags: ["api"], summary: "Make an API key with scopes per module and an optional expiry; the secret is in this answer only", body: ApiKeyCreateSchema },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const admin = await keysAdmin(request);
      const made = await keys.create({ firmId: admin.firmId, memberId: admin.memberId, userId: admin.userId }, request.body, request.ip);
      return reply.code(201).send(made);
    },
  );

  app.delete(
    "/api-keys/:keyid",
    { schema: { tags: ["api"], summary: "Revoke one of the firm's API keys at once (admins, signed in)", params: z.strictObject({ keyid: z.string().max(40) }) } },
    async (request, reply) => {
      const admin = await requireMember(request, ["A"]);
      await keys.revoke({ firmId: admin.firmId, memberId: admin.memberId, userId: admin.userId }, request.params.keyid, request.ip);
      return reply.code(204).send();
    },
  );
};
