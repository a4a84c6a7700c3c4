// The superadmin console's API (/api/v1/admin/*). One guard for the whole prefix: a placed superadmin
// session, checked before the body is even read, so nobody else learns anything (not even whether their
// input would have been valid). Answers are never stored. Each part of the console registers its routes
// here with the same dependencies.
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../platform/db/client.ts";
import type { Env } from "../../platform/env.ts";
import { requireSuperadmin } from "../../platform/auth/request-auth.ts";
import type { Services } from "../../services.ts";
import { contentAdminRoutes } from "../admin-content/content.routes.ts";
import { heatmapAdminRoutes } from "../admin-heatmaps/heatmaps.routes.ts";
import { leadsAdminRoutes } from "../admin-leads/leads.routes.ts";
import { siteAdminRoutes } from "../admin-site/site.routes.ts";
import { platformAdminRoutes } from "../platform-admin/platform-admin.routes.ts";
import { type Audit, createAudit } from "./audit.ts";

/** What every console route plugin receives. */
export interface AdminDeps {
  services: Services;
  database: Database;
  env: Env;
  audit: Audit;
}

export const adminRoutes: FastifyPluginAsync<Omit<AdminDeps, "audit">> = async (app, deps) => {
  // Named one by one: the register options also carry this plugin's `prefix`, which spread into each
  // console plugin's options would prefix its routes a second time (/api/v1/admin/api/v1/admin/...).
  const all: AdminDeps = { services: deps.services, database: deps.database, env: deps.env, audit: createAudit(deps.database.db) };
  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store");
    await requireSuperadmin(request);
  });
  await app.register(platformAdminRoutes, { platform: deps.services.platformAdmin });
  await app.register(contentAdminRoutes, all);
  await app.register(siteAdminRoutes, all);
  await app.register(leadsAdminRoutes, all);
  await app.register(heatmapAdminRoutes, all);
};
