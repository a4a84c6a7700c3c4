// The console's posts, authors and images (/api/v1/admin). Registered by ../admin/admin.routes.ts, behind its superadmin guard.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AdminDeps } from "../admin/admin.routes.ts";

export const contentAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (_app, _deps) => {};
