import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendCached } from "../../platform/public-cache.ts";
import type { FaqService } from "./faq.service.ts";

export const faqRoutes: FastifyPluginAsyncZod<{ faq: FaqService }> = async (app, { faq }) => {
  app.post(
    "/GetFaqSuperadmin",
    { schema: { tags: ["site"], summary: "FAQ items in display order", body: z.strictObject({}).optional() } },
    async (request, reply) => sendCached(request, reply, await faq.cached(), "public, max-age=60, stale-while-revalidate=600"),
  );
};
