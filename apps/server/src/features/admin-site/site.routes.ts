// The console's FAQ, plans, plan modules, SEO pages and the audit log (/api/v1/admin). Registered by ../admin/admin.routes.ts, behind its superadmin guard.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AdminDeps } from "../admin/admin.routes.ts";

export const siteAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (_app, _deps) => {};
