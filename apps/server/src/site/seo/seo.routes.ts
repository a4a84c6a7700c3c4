import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendCached } from "../../platform/public-cache.ts";
import type { SeoService } from "./seo.service.ts";

export const seoRoutes: FastifyPluginAsyncZod<{ seo: SeoService }> = async (app, { seo }) => {
  app.get("/seo.json", { schema: { tags: ["site"], summary: "Page metadata by page id" } }, async (request, reply) =>
    sendCached(request, reply, await seo.cached(), "public, max-age=300"),
  );
};
