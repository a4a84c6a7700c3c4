// GenerateKeys and GetGeneratedKeys (SPEC.md §7). Authorised by the signed-in admin's session (DESIGN.md),
// checked before the body is read (issue 19: no session is a 401, another role a 403, whatever the body);
// the firm, employee and mobile in the body must be the session's own, and any other firm's ids get the
// same answer as ids that do not exist.
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { guardBeforeBody, requireMember } from "../../platform/auth/request-auth.ts";
import { AppError } from "../../platform/errors.ts";
import type { KeysService } from "./keys.service.ts";

const id = z.union([z.string().max(64), z.number().int()]).transform(String);
const NO_SUCH = () => AppError.notFound("No such firm or employee.");
const requireAdmin = (request: FastifyRequest) => requireMember(request, ["A"]);

export const keyRoutes: FastifyPluginAsyncZod<{ keys: KeysService }> = async (app, { keys }) => {
  app.post(
    "/GenerateKeys",
    {
      config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
      preParsing: guardBeforeBody(requireAdmin),
      bodyLimit: 4 * 1024,
      schema: {
        tags: ["keys"],
        summary: "Make a new Key ID and Key Secret (shown once); the old key stops working",
        body: z.strictObject({ firmid: id, empid: id, mobile: z.string().max(20), query_id: id.optional() }),
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const viewer = await requireAdmin(request);
      const { firmid, empid, mobile } = request.body;
      if (firmid !== viewer.firmId || empid !== viewer.memberId || mobile !== viewer.mobile) throw NO_SUCH();
      const generated = await keys.generate({ firmId: viewer.firmId, memberId: viewer.memberId }, viewer.userId, request.ip);
      return { status: "0", result: "Your Key ID and Key Secret are ready. Copy the secret now: it is shown only once.", ...generated };
    },
  );

  app.post(
    "/GetGeneratedKeys",
    {
      preParsing: guardBeforeBody(requireAdmin),
      bodyLimit: 4 * 1024,
      schema: { tags: ["keys"], summary: "The live Key ID, with the secret masked", body: z.strictObject({ firmid: id, empid: id }) },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const viewer = await requireAdmin(request);
      if (request.body.firmid !== viewer.firmId || request.body.empid !== viewer.memberId) throw NO_SUCH();
      const current = await keys.current({ firmId: viewer.firmId, memberId: viewer.memberId });
      return current ? { status: "0", ...current } : { status: "0", keyid: "", keysecret: "" };
    },
  );
};
