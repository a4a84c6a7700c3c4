// One event, emitted by the service whose change causes it, inside that change's transaction: a delivery
// row (the outbox) for each of the firm's enabled endpoints that subscribed, and a job to send it. A change
// that rolls back takes its events with it, so no receiver hears of something that did not happen.
import { randomUUID } from "node:crypto";
import type { WebhookEventType } from "@vetan/shared/webhooks";
import { and, arrayContains, eq } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema.ts";
import type { Tx } from "../../platform/db/client.ts";
import { enqueueJob } from "../../platform/jobs.ts";

export const DELIVER_QUEUE = "webhooks.deliver";

export interface WebhookPayload {
  id: string;
  type: string;
  created_at: string;
  firm_id: string;
  data: Record<string, unknown>;
}

/** Writes a delivery and its job for one endpoint; the job sends it at `runAt` (now when left out). */
export async function queueDelivery(tx: Tx, firmId: string, row: { endpointId: string; payload: WebhookPayload; replayOf?: string | null }, runAt?: Date): Promise<string> {
  const [delivery] = await tx
    .insert(webhookDeliveries)
    .values({ firmId, endpointId: row.endpointId, eventId: row.payload.id, eventType: row.payload.type, payload: row.payload as unknown as Record<string, unknown>, replayOf: row.replayOf ?? null, nextAttemptAt: runAt ?? null })
    .returning({ id: webhookDeliveries.id });
  if (!delivery) throw new Error("webhook delivery insert returned nothing");
  await enqueueJob(tx, { queue: DELIVER_QUEUE, firmId, payload: { delivery_id: delivery.id }, maxAttempts: 3, ...(runAt ? { runAt } : {}) });
  return delivery.id;
}

/**
 * Records an event for the firm's subscribed endpoints, in the caller's transaction. `data` holds the
 * resource's ids and main fields, never bank details, PAN, Aadhaar or pay beyond what the event is about.
 */
export async function emitWebhook(tx: Tx, firmId: string, type: WebhookEventType, data: Record<string, unknown>): Promise<number> {
  return emitWebhooks(tx, firmId, type, [data]);
}

/**
 * One event per item of `each`, all of one type (an import of 5,000 people): the endpoints are looked up once,
 * and a firm with none subscribed pays that one query and nothing else.
 */
export async function emitWebhooks(tx: Tx, firmId: string, type: WebhookEventType, each: readonly Record<string, unknown>[]): Promise<number> {
  if (each.length === 0) return 0;
  const targets = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.firmId, firmId), eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [type])));
  if (targets.length === 0) return 0;
  const createdAt = new Date().toISOString();
  for (const data of each) {
    const payload: WebhookPayload = { id: randomUUID(), type, created_at: createdAt, firm_id: firmId, data };
    for (const t of targets) await queueDelivery(tx, firmId, { endpointId: t.id, payload });
  }
  return targets.length * each.length;
}
