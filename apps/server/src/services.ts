// Everything the routes and the server-rendered pages call. Built once per app; the page loaders receive
// the same object through React Router's load context, so there is one implementation and no HTTP hop.
import type { Database } from "./platform/db/client.ts";
import type { Env } from "./platform/env.ts";
import { PublicCache } from "./platform/public-cache.ts";
import { createBlogService } from "./features/blog/blog.service.ts";
import { ClickBuffer } from "./features/clicks/click-buffer.ts";
import { ClickThrottle } from "./features/clicks/click-throttle.ts";
import { createContactService } from "./features/contact/contact.service.ts";
import { createFaqService } from "./features/faq/faq.service.ts";
import { createPlansService } from "./features/plans/plans.service.ts";
import { createSeoService } from "./features/seo/seo.service.ts";
import type { FastifyBaseLogger } from "fastify";

export function createServices(database: Database, env: Env, log: FastifyBaseLogger) {
  const cache = new PublicCache();
  const { db } = database;
  return {
    cache,
    blog: createBlogService(db, cache),
    faq: createFaqService(db, cache),
    plans: createPlansService(db, cache),
    seo: createSeoService(db, cache),
    contact: createContactService(db),
    clicks: new ClickBuffer({
      query: database.query,
      log,
      batchSize: env.CLICK_BATCH_SIZE,
      flushMs: env.CLICK_FLUSH_MS,
    }),
    clickThrottle: new ClickThrottle(),
  };
}
export type Services = ReturnType<typeof createServices>;
