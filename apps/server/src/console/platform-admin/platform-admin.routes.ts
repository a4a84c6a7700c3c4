// The superadmin's REST view of the platform (/api/v1/admin): every firm and every account, paged. Only a
// signed-in superadmin session passes (the guard is in ../admin/admin.routes.ts); API keys belong to firms
// and never reach here. A firm's own page and its plan are the console's (../admin-leads/firms.routes.ts).
import { FirmQuerySchema } from "@vetan/shared/admin-leads";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PLATFORM_PAGE, type PlatformAdminService } from "./platform-admin.service.ts";

const PageQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(PLATFORM_PAGE.maxLimit).default(PLATFORM_PAGE.defaultLimit),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const platformAdminRoutes: FastifyPluginAsyncZod<{ platform: PlatformAdminService }> = async (app, { platform }) => {
  app.get(
    "/firms",
    {
      schema: {
        tags: ["platform"],
        summary: "Every firm on the platform with its owner and plan, newest first; q searches name, owner, mobile and email (superadmin)",
        querystring: FirmQuerySchema,
      },
    },
    async (request) => {
      return platform.firms(request.query);
    },
  );

  app.get(
    "/users",
    { schema: { tags: ["platform"], summary: "Every account on the platform, mobile masked to its last 4 digits (superadmin)", querystring: PageQuery } },
    async (request) => {
      return platform.users(request.query);
    },
  );
};
