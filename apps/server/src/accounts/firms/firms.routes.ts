// GetRecentNewFirm and AddFirmQueryNew (SPEC.md §7). SPEC marks them "basic auth"; DESIGN.md replaces the
// shared credential with the signed-in session, and the mobile in the body must be the session's own. The
// session is checked before the body is read (issue 19): no session is a 401 whatever the body.
import { FirmRegistrationSchema } from "@vetan/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { guardBeforeBody, requireViewer } from "../../platform/auth/request-auth.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmsService } from "./firms.service.ts";

const NOT_YOURS = "This mobile number does not belong to the signed-in account.";

export const firmRoutes: FastifyPluginAsyncZod<{ firms: FirmsService }> = async (app, { firms }) => {
  app.post(
    "/GetRecentNewFirm",
    {
      preParsing: guardBeforeBody(requireViewer),
      bodyLimit: 4 * 1024,
      schema: { tags: ["firms"], summary: "The newest firm record (or lead) for the signed-in mobile", body: z.strictObject({ mobile: z.string().max(20) }) },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const viewer = await requireViewer(request);
      if (request.body.mobile !== viewer.mobile) throw AppError.forbidden(NOT_YOURS);
      const recent = await firms.recentFor(viewer.mobile);
      return { status: "0", data: recent ? [recent] : [] };
    },
  );

  app.post(
    "/AddFirmQueryNew",
    {
      config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
      preParsing: guardBeforeBody(requireViewer),
      bodyLimit: 16 * 1024,
      schema: { tags: ["firms"], summary: "Register a new firm; the signed-in person becomes its admin", body: FirmRegistrationSchema },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const viewer = await requireViewer(request);
      if (request.body.firm_mobile !== viewer.mobile) {
        throw new AppError(403, "forbidden", NOT_YOURS, { firm_mobile: NOT_YOURS });
      }
      await firms.register(viewer, request.body, request.ip);
      const result = `${request.body.firm_name} is registered on Vetan. Sign in again to open your dashboard.`;
      return { status: "0", result, msg: result };
    },
  );
};
