import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendCached } from "../../platform/public-cache.ts";
import type { PlansService } from "./plans.service.ts";

const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=600";

/** Mounted at /api/Salary. */
export const subscriptionPlanRoutes: FastifyPluginAsyncZod<{ plans: PlansService }> = async (app, { plans }) => {
  app.post(
    "/GetSubscriptionPlans",
    {
      schema: {
        tags: ["site"],
        summary: "Subscription plans with prices in rupees per month and features",
        // SPEC.md §7 sends firmid 1; plans are the same for every caller, so it is accepted and not used.
        body: z.strictObject({ firmid: z.union([z.string().max(64), z.number()]).optional() }).optional(),
      },
    },
    async (request, reply) => sendCached(request, reply, await plans.cached.plans(), PUBLIC_CACHE),
  );
};

/** Mounted at /api/SuperAdmin. */
export const planModuleRoutes: FastifyPluginAsyncZod<{ plans: PlansService }> = async (app, { plans }) => {
  app.post(
    "/GetSubscriptionPlansModule",
    { schema: { tags: ["site"], summary: "Modules and submodules by plan tier", body: z.strictObject({}).optional() } },
    async (request, reply) => sendCached(request, reply, await plans.cached.modules(), PUBLIC_CACHE),
  );
};
