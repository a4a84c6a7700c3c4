// /api/v1/webhooks: a firm's webhook endpoints, their delivery log (searched, filtered, exported), replay,
// test events and secret rotation. Admins only; the service says so, so a key acting as someone else is
// refused the same way.
import { indiaToday } from "@vetan/shared/dates";
import { WebhookDeliveryQuerySchema, WebhookEndpointSchema, WebhookEndpointUpdateSchema } from "@vetan/shared/webhooks";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { KeysService } from "../../accounts/keys/keys.service.ts";
import { perCallerLimit } from "../../platform/caller-limit.ts";
import { csvDocument } from "../../platform/csv.ts";
import type { Db } from "../../platform/db/client.ts";
import { AppError } from "../../platform/errors.ts";
import { requireFirmActor } from "../actor.ts";
import type { Webhooks } from "./webhooks.service.ts";

export interface WebhookDeps {
  perCallerPerMinute: number;
  db: Db;
  keys: KeysService;
  webhooks: Webhooks;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_ENDPOINT = "No such webhook endpoint in your firm.";
const NO_DELIVERY = "No such delivery for this endpoint.";
const IdParams = z.strictObject({ id: z.string().max(100) });
const DeliveryParams = z.strictObject({ id: z.string().max(100), deliveryId: z.string().max(100) });
const ExportQuerySchema = WebhookDeliveryQuerySchema.omit({ limit: true, offset: true });

function idOf(raw: string, missing: string): string {
  if (!UUID.test(raw)) throw AppError.notFound(missing);
  return raw.toLowerCase();
}

export const webhookRoutes: FastifyPluginAsyncZod<WebhookDeps> = async (app, deps) => {
  const { webhooks } = deps;
  const actorOf = (request: FastifyRequest) => requireFirmActor(request, deps);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  const perCaller = perCallerLimit(deps.perCallerPerMinute);
  const tags = ["webhooks"];

  app.get("/webhooks", { config: perCaller, schema: { tags, summary: "The firm's webhook endpoints, each with its last delivery (admins)" } }, async (request) => webhooks.list(await actorOf(request)));
  app.post("/webhooks", { bodyLimit: 16 * 1024, schema: { tags, summary: "Register an endpoint (https, a public address) for events; the signing secret is answered once", body: WebhookEndpointSchema } }, async (request, reply) =>
    reply.code(201).send(await webhooks.create(await actorOf(request), request.body, request.ip)),
  );
  app.get("/webhooks/:id", { config: perCaller, schema: { tags, summary: "One endpoint (admins)", params: IdParams } }, async (request) => webhooks.get(await actorOf(request), idOf(request.params.id, NO_ENDPOINT)));
  app.patch("/webhooks/:id", { bodyLimit: 16 * 1024, schema: { tags, summary: "Change an endpoint's address, description, events, or turn it on or off", params: IdParams, body: WebhookEndpointUpdateSchema } }, async (request) =>
    webhooks.update(await actorOf(request), idOf(request.params.id, NO_ENDPOINT), request.body, request.ip),
  );
  app.delete("/webhooks/:id", { schema: { tags, summary: "Remove an endpoint and its delivery log", params: IdParams } }, async (request, reply) => {
    await webhooks.remove(await actorOf(request), idOf(request.params.id, NO_ENDPOINT), request.ip);
    return reply.code(204).send();
  });
  app.post("/webhooks/:id/rotate-secret", { bodyLimit: 1024, schema: { tags, summary: "A new signing secret, answered once; the old one also signs for 24 hours", params: IdParams } }, async (request) =>
    webhooks.rotate(await actorOf(request), idOf(request.params.id, NO_ENDPOINT), request.ip),
  );
  app.post("/webhooks/:id/test", { bodyLimit: 1024, schema: { tags, summary: "Send a test event to this endpoint now", params: IdParams } }, async (request, reply) =>
    reply.code(202).send(await webhooks.sendTest(await actorOf(request), idOf(request.params.id, NO_ENDPOINT), request.ip)),
  );
  app.get("/webhooks/:id/deliveries", { config: perCaller, schema: { tags, summary: "The endpoint's delivery log, newest first: filtered by status, searched by event type or id", params: IdParams, querystring: WebhookDeliveryQuerySchema } }, async (request) =>
    webhooks.deliveries(await actorOf(request), idOf(request.params.id, NO_ENDPOINT), request.query),
  );
  app.get("/webhooks/:id/deliveries.csv", { config: perCaller, schema: { tags, summary: "The delivery log as CSV, formula-safe: the same status and search, every row", params: IdParams, querystring: ExportQuerySchema } }, async (request, reply) => {
    const { header, rows } = await webhooks.exportRows(await actorOf(request), idOf(request.params.id, NO_ENDPOINT), request.query);
    return reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="vetan-webhook-deliveries-${indiaToday()}.csv"`).send(csvDocument(header, rows));
  });
  app.get("/webhooks/:id/deliveries/:deliveryId", { config: perCaller, schema: { tags, summary: "One delivery with its payload and the receiver's last answer", params: DeliveryParams } }, async (request) =>
    webhooks.delivery(await actorOf(request), idOf(request.params.id, NO_ENDPOINT), idOf(request.params.deliveryId, NO_DELIVERY)),
  );
  app.post("/webhooks/:id/deliveries/:deliveryId/replay", { bodyLimit: 1024, schema: { tags, summary: "Send a finished delivery's event again, as a new delivery", params: DeliveryParams } }, async (request, reply) =>
    reply.code(202).send(await webhooks.replay(await actorOf(request), idOf(request.params.id, NO_ENDPOINT), idOf(request.params.deliveryId, NO_DELIVERY), request.ip)),
  );
};
