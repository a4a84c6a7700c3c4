// A firm's page in the console (/api/v1/admin/firms/:id) and its plan. The list itself is the platform's
// GET /firms (../platform-admin). The profile is the one the firm's admin sees (firms.service): PAN and
// Aadhaar only ever masked; the sealed Aadhaar is never opened here.
import { type ConsoleFirmDetail, FirmPlanSchema } from "@vetan/shared/admin-leads";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors.ts";
import type { AdminDeps } from "../admin/admin.routes.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_SUCH_FIRM = "There is no firm with that id.";
const IdParams = z.strictObject({ id: z.string() });

/** A malformed id names no firm: the same 404 as an unknown one, and the database never sees it. */
function firmId(raw: string): string {
  if (!UUID.test(raw)) throw AppError.notFound(NO_SUCH_FIRM);
  return raw.toLowerCase();
}

export const firmAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { services, audit }) => {
  const { firms, platformAdmin } = services;

  app.get(
    "/firms/:id",
    { schema: { tags: ["admin"], summary: "A firm's profile (identity numbers masked), plan and members (superadmin)", params: IdParams } },
    async (request): Promise<ConsoleFirmDetail> => {
      const id = firmId(request.params.id);
      const [profile, plan] = [await firms.profile(id), await platformAdmin.planOf(id)];
      if (!profile || !plan) throw AppError.notFound(NO_SUCH_FIRM);
      return { firm: { ...profile, ...plan }, members: await platformAdmin.membersOf(id), plans: await platformAdmin.planChoices() };
    },
  );

  app.put(
    "/firms/:id/plan",
    {
      bodyLimit: 1024,
      schema: { tags: ["admin"], summary: "Set a firm's plan, or clear it with null (superadmin; audited)", params: IdParams, body: FirmPlanSchema },
    },
    async (request) => {
      const id = firmId(request.params.id);
      const plan = await platformAdmin.setPlan(id, request.body, (tx, change) => audit.record(request, { action: "firm.plan", detail: { ...change } }, tx));
      if (!plan) throw AppError.notFound(NO_SUCH_FIRM);
      // The firm's entitlements change at once, on every server (decision 031).
      services.cache.invalidate("entitlements");
      return plan;
    },
  );
};
