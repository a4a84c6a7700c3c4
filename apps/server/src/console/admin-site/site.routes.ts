// The console's FAQ, plans, plan modules, SEO pages and the audit log (/api/v1/admin). Registered by
// ../admin/admin.routes.ts, behind its superadmin guard. Each write: validate (the shared schemas), change
// and audit in one transaction, then drop the public caches that show it — after the commit, so no reader
// can cache the old rows again — which also drops every kept anonymous page (web/ssr.ts).
import {
  AuditQuerySchema,
  FaqInputSchema,
  ModuleInputSchema,
  OrderSchema,
  PlanInputSchema,
  ROW_ID_MAX,
  SeoPageCreateSchema,
  SeoPageIdSchema,
  SeoPageInputSchema,
} from "@vetan/shared/admin-site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CacheTag } from "../../platform/public-cache.ts";
import type { AdminDeps } from "../admin/admin.routes.ts";
import { createAuditLog } from "./audit-log.service.ts";
import { createFaqAdmin } from "./faq-admin.service.ts";
import { createModulesAdmin } from "./modules-admin.service.ts";
import { createPlansAdmin } from "./plans-admin.service.ts";
import { createSeoAdmin } from "./seo-admin.service.ts";

const ID_MESSAGE = "The id in the address is not a valid id";
const IdParams = z.strictObject({ id: z.coerce.number({ error: ID_MESSAGE }).int({ error: ID_MESSAGE }).min(1, { error: ID_MESSAGE }).max(ROW_ID_MAX, { error: ID_MESSAGE }) });
const PageIdParams = z.strictObject({ pageId: z.coerce.number().pipe(SeoPageIdSchema) });

export const siteAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { database, services, audit }) => {
  const { db } = database;
  const faq = createFaqAdmin(db);
  const plans = createPlansAdmin(db);
  const modules = createModulesAdmin(db);
  const seo = createSeoAdmin(db);
  const auditLog = createAuditLog(db);
  const { recorder } = audit;
  const tags = ["admin: site"];
  /** Waits for a write (committed with its audit entry), then drops the public cache that shows what it changed. */
  const changed = async <T>(tag: CacheTag, write: Promise<T>): Promise<T> => {
    const result = await write;
    services.cache.invalidate(tag);
    return result;
  };

  // ─── FAQ ──────────────────────────────────────────────────────────────────────────────────────────────
  app.get("/faq", { schema: { tags, summary: "FAQ items in display order" } }, async () => ({ data: await faq.list() }));

  app.post("/faq", { schema: { tags, summary: "Add an FAQ item (at the end)", body: FaqInputSchema } }, async (request, reply) =>
    reply.code(201).send(await changed("faq", faq.create(request.body, recorder(request)))),
  );

  // Registered before /faq/:id; find-my-way prefers the static segment anyway.
  app.put("/faq/order", { schema: { tags, summary: "Put every FAQ item in a new order", body: OrderSchema } }, async (request) => ({
    data: await changed("faq", faq.reorder(request.body.ids, recorder(request))),
  }));

  app.put("/faq/:id", { schema: { tags, summary: "Edit an FAQ item", params: IdParams, body: FaqInputSchema } }, async (request) =>
    changed("faq", faq.update(request.params.id, request.body, recorder(request))),
  );

  app.delete("/faq/:id", { schema: { tags, summary: "Delete an FAQ item", params: IdParams } }, async (request, reply) => {
    await changed("faq", faq.remove(request.params.id, recorder(request)));
    return reply.code(204).send();
  });

  // ─── Plans ────────────────────────────────────────────────────────────────────────────────────────────
  app.get("/plans", { schema: { tags, summary: "Subscription plans with their features, in display order" } }, async () => ({ data: await plans.list() }));

  app.post("/plans", { schema: { tags, summary: "Add a plan (at the end); price in rupees per month", body: PlanInputSchema } }, async (request, reply) =>
    reply.code(201).send(await changed("plans", plans.create(request.body, recorder(request)))),
  );

  app.put("/plans/order", { schema: { tags, summary: "Put every plan in a new order", body: OrderSchema } }, async (request) => ({
    data: await changed("plans", plans.reorder(request.body.ids, recorder(request))),
  }));

  app.put(
    "/plans/:id",
    { schema: { tags, summary: "Edit a plan; its features are replaced as a whole", params: IdParams, body: PlanInputSchema } },
    async (request) => changed("plans", plans.update(request.params.id, request.body, recorder(request))),
  );

  app.delete("/plans/:id", { schema: { tags, summary: "Delete a plan and its features", params: IdParams } }, async (request, reply) => {
    await changed("plans", plans.remove(request.params.id, recorder(request)));
    return reply.code(204).send();
  });

  // ─── Plan modules (shown on /Pricing, so they drop the plans cache) ──────────────────────────────────
  app.get("/modules", { schema: { tags, summary: "Plan modules with their submodules and tier flags, in display order" } }, async () => ({
    data: await modules.list(),
  }));

  app.post("/modules", { schema: { tags, summary: "Add a plan module (at the end)", body: ModuleInputSchema } }, async (request, reply) =>
    reply.code(201).send(await changed("plans", modules.create(request.body, recorder(request)))),
  );

  app.put("/modules/order", { schema: { tags, summary: "Put every plan module in a new order", body: OrderSchema } }, async (request) => ({
    data: await changed("plans", modules.reorder(request.body.ids, recorder(request))),
  }));

  app.put(
    "/modules/:id",
    { schema: { tags, summary: "Edit a plan module; its submodules are replaced as a whole", params: IdParams, body: ModuleInputSchema } },
    async (request) => changed("plans", modules.update(request.params.id, request.body, recorder(request))),
  );

  app.delete("/modules/:id", { schema: { tags, summary: "Delete a plan module and its submodules", params: IdParams } }, async (request, reply) => {
    await changed("plans", modules.remove(request.params.id, recorder(request)));
    return reply.code(204).send();
  });

  // ─── SEO pages ────────────────────────────────────────────────────────────────────────────────────────
  app.get("/seo-pages", { schema: { tags, summary: "SEO settings by page id (the pages of /seo.json)" } }, async () => ({ data: await seo.list() }));

  app.post("/seo-pages", { schema: { tags, summary: "Add settings for a new page id", body: SeoPageCreateSchema } }, async (request, reply) =>
    reply.code(201).send(await changed("seo", seo.create(request.body, recorder(request)))),
  );

  app.put(
    "/seo-pages/:pageId",
    { schema: { tags, summary: "Edit a page id's title, description, keywords and path", params: PageIdParams, body: SeoPageInputSchema } },
    async (request) => changed("seo", seo.update(request.params.pageId, request.body, recorder(request))),
  );

  app.delete("/seo-pages/:pageId", { schema: { tags, summary: "Delete a page id's settings", params: PageIdParams } }, async (request, reply) => {
    await changed("seo", seo.remove(request.params.pageId, recorder(request)));
    return reply.code(204).send();
  });

  // ─── Audit log ────────────────────────────────────────────────────────────────────────────────────────
  app.get(
    "/audit",
    { schema: { tags, summary: "The audit log, newest first; filter by action prefix and by actor", querystring: AuditQuerySchema } },
    async (request) => auditLog.page(request.query),
  );
};
