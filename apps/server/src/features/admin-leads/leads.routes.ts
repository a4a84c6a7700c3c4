// The console's contact leads and firms (/api/v1/admin). Registered by ../admin/admin.routes.ts, behind its superadmin guard.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AdminDeps } from "../admin/admin.routes.ts";

export const leadsAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (_app, _deps) => {};
