// A firm's webhooks (decision 033): endpoints an admin registers, the delivery log, replay, test events and
// secret rotation; and the delivery itself, one attempt per job, retried on its own schedule (1 min, 5 min,
// 30 min, 2 h, 6 h, 12 h, then failed) rather than the queue's, because a receiver that is down for an
// afternoon should still get the morning's events. The clock is injected so the schedule can be tested.
import { randomUUID } from "node:crypto";
import {
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryPage,
  type WebhookDeliveryQuery,
  type WebhookDeliveryView,
  type WebhookEndpointSchema,
  type WebhookEndpointUpdateSchema,
  type WebhookEndpointView,
  type WebhookEventType,
  type WebhookSecretView,
} from "@vetan/shared/webhooks";
import { and, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import { type FieldCipher, newToken } from "../../platform/auth/secrets.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { likePattern } from "../../platform/db/like.ts";
import { withFirm, withPlatform } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import { enqueueJob, type JobQueue } from "../../platform/jobs.ts";
import type { FirmActor } from "../actor.ts";
import { checkWebhookUrl, type Resolve } from "./address-guard.ts";
import { DELIVER_QUEUE, queueDelivery, type WebhookPayload } from "./emit.ts";
import { postJson, signatureHeader, TIMEOUT_MS } from "./send.ts";

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Waits before the 2nd … 7th attempt; after the 7th fails the delivery is failed. */
export const RETRY_SCHEDULE_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 6 * 3600_000, 12 * 3600_000] as const;
export const MAX_ATTEMPTS = RETRY_SCHEDULE_MS.length + 1;
/** How long the previous secret keeps signing after a rotation. */
export const ROTATION_OVERLAP_MS = 24 * 3600_000;

const NO_ENDPOINT = "No such webhook endpoint in your firm.";
const NO_DELIVERY = "No such delivery for this endpoint.";
const ADMINS_ONLY = "Webhooks are managed by the firm's admins.";

export interface WebhookOptions {
  /** Plain http and private addresses allowed: local development and tests (env.webhooksAllowPrivate). */
  allowPrivate: boolean;
  clock?: () => Date;
  resolve?: Resolve;
  timeoutMs?: number;
}

export type AttemptOutcome = "succeeded" | "retrying" | "failed" | "not_due" | "done_already";

const newSecret = () => `whsec_${newToken(32)}`;

/** Endpoints a firm may register. */
export const MAX_ENDPOINTS = 20;
/** Days a finished delivery stays in the log (succeeded or failed for good); pending ones stay until done. */
export const DELIVERY_LOG_DAYS = 30;

export function createWebhooks(db: Db, cipher: FieldCipher, opts: WebhookOptions) {
  const clock = opts.clock ?? (() => new Date());
  const guard = { allowPrivate: opts.allowPrivate, ...(opts.resolve ? { resolve: opts.resolve } : {}) };

  const requireAdmin = (actor: FirmActor) => {
    if (actor.access !== "A") throw AppError.forbidden(ADMINS_ONLY);
  };

  /** Registration refuses plain http and private addresses; a name that does not resolve yet is let through (the delivery checks again). */
  async function checkUrl(url: string): Promise<void> {
    // With private addresses allowed there is nothing a resolution could refuse: the scheme is all to check.
    if (opts.allowPrivate) return;
    const checked = await checkWebhookUrl(url, guard);
    if (!checked.ok && checked.reason !== "unresolved") throw AppError.badRequest(checked.message, { url: checked.message });
  }

  async function endpointRow(tx: Tx, firmId: string, id: string): Promise<EndpointRow> {
    const [row] = await tx.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.firmId, firmId), eq(webhookEndpoints.id, id)));
    if (!row) throw AppError.notFound(NO_ENDPOINT);
    return row;
  }

  async function lastDeliveries(tx: Tx, firmId: string, ids: string[]): Promise<Map<string, { status: DeliveryRow["status"]; at: Date }>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .selectDistinctOn([webhookDeliveries.endpointId], { endpointId: webhookDeliveries.endpointId, status: webhookDeliveries.status, at: webhookDeliveries.createdAt })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.firmId, firmId), inArray(webhookDeliveries.endpointId, ids)))
      .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt));
    return new Map(rows.map((r) => [r.endpointId, { status: r.status, at: r.at }]));
  }

  const present = (row: EndpointRow, last?: { status: DeliveryRow["status"]; at: Date }): WebhookEndpointView => ({
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    previous_secret_until: row.previousSecretSealed && row.previousSecretUntil && row.previousSecretUntil > clock() ? row.previousSecretUntil.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_delivery: last ? { status: last.status, at: last.at.toISOString() } : null,
  });

  const presentDelivery = (d: DeliveryRow): WebhookDeliveryView => ({
    id: d.id,
    endpoint_id: d.endpointId,
    event_id: d.eventId,
    event_type: d.eventType,
    status: d.status,
    attempts: d.attempts,
    next_attempt_at: d.status === "pending" ? (d.nextAttemptAt?.toISOString() ?? null) : null,
    last_status: d.lastStatus,
    last_duration_ms: d.lastDurationMs,
    last_error: d.lastError,
    last_response: d.lastResponse,
    replay_of: d.replayOf,
    created_at: d.createdAt.toISOString(),
    delivered_at: d.deliveredAt?.toISOString() ?? null,
    payload: d.payload,
  });

  const audit = (tx: Tx, actor: FirmActor, ip: string, action: string, detail: Record<string, unknown>) => recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action, detail });

  function deliveryWhere(firmId: string, endpointId: string, query: Omit<WebhookDeliveryQuery, "limit" | "offset">): SQL {
    const parts: SQL[] = [eq(webhookDeliveries.firmId, firmId), eq(webhookDeliveries.endpointId, endpointId)];
    if (query.status) parts.push(eq(webhookDeliveries.status, query.status));
    const q = query.q?.trim();
    if (q) {
      const pattern = likePattern(q.toLowerCase());
      const match = or(ilike(webhookDeliveries.eventType, pattern), ilike(sql`${webhookDeliveries.eventId}::text`, pattern), ilike(sql`${webhookDeliveries.id}::text`, pattern));
      if (match) parts.push(match);
    }
    return and(...parts) as SQL;
  }

  /** The secrets that sign now: the current one, and the previous one for a day after a rotation. */
  function signingSecrets(row: EndpointRow, now: Date): string[] {
    const secrets = [cipher.open(row.secretSealed)];
    if (row.previousSecretSealed && row.previousSecretUntil && row.previousSecretUntil > now) secrets.push(cipher.open(row.previousSecretSealed));
    return secrets;
  }

  /** Closes an attempt: succeeded, failed for good, or waiting for the next one (whose job is queued). */
  async function record(firmId: string, d: DeliveryRow, result: { status: number | null; durationMs: number; response: string | null; error: string | null }, now: Date): Promise<AttemptOutcome> {
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const last = { lastStatus: result.status, lastDurationMs: result.durationMs, lastResponse: result.response, lastError: ok ? null : (result.error ?? `The receiver answered ${result.status}`) };
    return withFirm(db, firmId, async (tx) => {
      const where = and(eq(webhookDeliveries.firmId, firmId), eq(webhookDeliveries.id, d.id));
      if (ok) {
        await tx.update(webhookDeliveries).set({ ...last, status: "succeeded", deliveredAt: now, nextAttemptAt: null }).where(where);
        return "succeeded";
      }
      if (d.attempts >= MAX_ATTEMPTS) {
        await tx.update(webhookDeliveries).set({ ...last, status: "failed", nextAttemptAt: null }).where(where);
        return "failed";
      }
      const wait = RETRY_SCHEDULE_MS[d.attempts - 1] ?? RETRY_SCHEDULE_MS.at(-1) ?? 60_000;
      await tx.update(webhookDeliveries).set({ ...last, nextAttemptAt: new Date(now.getTime() + wait) }).where(where);
      // The job runs on the database's clock, the schedule on ours: the wait is what both agree on.
      await enqueueJob(tx, { queue: DELIVER_QUEUE, firmId, payload: { delivery_id: d.id }, maxAttempts: 3, runAt: new Date(Date.now() + wait) });
      return "retrying";
    });
  }

  const service = {
    /** Daily upkeep: finished deliveries older than the log's days, every firm's; returns how many went. */
    async prune(now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - DELIVERY_LOG_DAYS * 86_400_000);
      const gone = await withPlatform(db, "webhook deliveries past the log's days, every firm's", (tx) =>
        tx
          .delete(webhookDeliveries)
          .where(and(inArray(webhookDeliveries.status, ["succeeded", "failed"]), lt(webhookDeliveries.createdAt, before)))
          .returning({ id: webhookDeliveries.id }),
      );
      return gone.length;
    },

    async list(actor: FirmActor): Promise<{ data: WebhookEndpointView[] }> {
      requireAdmin(actor);
      return withFirm(db, actor.firmId, async (tx) => {
        const rows = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.firmId, actor.firmId)).orderBy(webhookEndpoints.createdAt);
        const last = await lastDeliveries(
          tx,
          actor.firmId,
          rows.map((r) => r.id),
        );
        return { data: rows.map((r) => present(r, last.get(r.id))) };
      });
    },

    async get(actor: FirmActor, id: string): Promise<WebhookEndpointView> {
      requireAdmin(actor);
      return withFirm(db, actor.firmId, async (tx) => {
        const row = await endpointRow(tx, actor.firmId, id);
        return present(row, (await lastDeliveries(tx, actor.firmId, [id])).get(id));
      });
    },

    async create(actor: FirmActor, input: z.output<typeof WebhookEndpointSchema>, ip: string): Promise<WebhookSecretView> {
      requireAdmin(actor);
      await checkUrl(input.url);
      const secret = newSecret();
      return withFirm(db, actor.firmId, async (tx) => {
        // Each event is sent to every endpoint that takes it: a bound keeps one firm's events from
        // fanning out without end (Stripe allows 16 an account).
        const [held] = await tx.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.firmId, actor.firmId));
        if ((held?.n ?? 0) >= MAX_ENDPOINTS) {
          throw AppError.badRequest(`A firm may have at most ${MAX_ENDPOINTS} endpoints. Remove one you no longer use first.`, { url: `At most ${MAX_ENDPOINTS} endpoints a firm` });
        }
        const [row] = await tx
          .insert(webhookEndpoints)
          .values({ firmId: actor.firmId, url: input.url, description: input.description, events: input.events, enabled: input.enabled, secretSealed: cipher.seal(secret), createdBy: actor.userId })
          .returning();
        if (!row) throw new Error("webhook endpoint insert returned nothing");
        await audit(tx, actor, ip, "webhook.created", { endpoint_id: row.id, url: row.url, events: row.events, enabled: row.enabled });
        return { endpoint: present(row), secret };
      });
    },

    async update(actor: FirmActor, id: string, input: z.output<typeof WebhookEndpointUpdateSchema>, ip: string): Promise<WebhookEndpointView> {
      requireAdmin(actor);
      if (input.url !== undefined) await checkUrl(input.url);
      return withFirm(db, actor.firmId, async (tx) => {
        const before = await endpointRow(tx, actor.firmId, id);
        const set: Partial<typeof webhookEndpoints.$inferInsert> = {};
        const changes: Record<string, unknown> = {};
        if (input.url !== undefined && input.url !== before.url) {
          set.url = input.url;
          changes.url = `${before.url} → ${input.url}`;
        }
        if (input.description !== undefined && input.description !== before.description) {
          set.description = input.description;
          changes.description = input.description;
        }
        if (input.events !== undefined && input.events.join() !== before.events.join()) {
          set.events = input.events;
          changes.events = input.events;
        }
        if (input.enabled !== undefined && input.enabled !== before.enabled) {
          set.enabled = input.enabled;
          changes.enabled = input.enabled;
        }
        if (Object.keys(set).length === 0) return present(before, (await lastDeliveries(tx, actor.firmId, [id])).get(id));
        const [row] = await tx
          .update(webhookEndpoints)
          .set({ ...set, updatedAt: new Date() })
          .where(and(eq(webhookEndpoints.firmId, actor.firmId), eq(webhookEndpoints.id, id)))
          .returning();
        if (!row) throw AppError.notFound(NO_ENDPOINT);
        await audit(tx, actor, ip, "webhook.updated", { endpoint_id: id, changes });
        return present(row, (await lastDeliveries(tx, actor.firmId, [id])).get(id));
      });
    },

    async remove(actor: FirmActor, id: string, ip: string): Promise<void> {
      requireAdmin(actor);
      await withFirm(db, actor.firmId, async (tx) => {
        const row = await endpointRow(tx, actor.firmId, id);
        await tx.delete(webhookEndpoints).where(and(eq(webhookEndpoints.firmId, actor.firmId), eq(webhookEndpoints.id, id)));
        await audit(tx, actor, ip, "webhook.deleted", { endpoint_id: id, url: row.url });
      });
    },

    /** A new secret, shown once; the old one keeps signing for 24 hours so the receiver can switch over. */
    async rotate(actor: FirmActor, id: string, ip: string): Promise<WebhookSecretView> {
      requireAdmin(actor);
      const secret = newSecret();
      return withFirm(db, actor.firmId, async (tx) => {
        const before = await endpointRow(tx, actor.firmId, id);
        const until = new Date(clock().getTime() + ROTATION_OVERLAP_MS);
        const [row] = await tx
          .update(webhookEndpoints)
          .set({ secretSealed: cipher.seal(secret), previousSecretSealed: before.secretSealed, previousSecretUntil: until, updatedAt: new Date() })
          .where(and(eq(webhookEndpoints.firmId, actor.firmId), eq(webhookEndpoints.id, id)))
          .returning();
        if (!row) throw AppError.notFound(NO_ENDPOINT);
        await audit(tx, actor, ip, "webhook.secret_rotated", { endpoint_id: id, previous_valid_until: until.toISOString() });
        return { endpoint: present(row, (await lastDeliveries(tx, actor.firmId, [id])).get(id)), secret };
      });
    },

    /** A test event to this endpoint alone (enabled or not), through the same delivery as every event. */
    async sendTest(actor: FirmActor, id: string, ip: string): Promise<WebhookDeliveryView> {
      requireAdmin(actor);
      return withFirm(db, actor.firmId, async (tx) => {
        const row = await endpointRow(tx, actor.firmId, id);
        const payload: WebhookPayload = { id: randomUUID(), type: WEBHOOK_TEST_EVENT, created_at: clock().toISOString(), firm_id: actor.firmId, data: { endpoint_id: row.id, message: "A test event from Vetan: your endpoint receives and verifies deliveries." } };
        const deliveryId = await queueDelivery(tx, actor.firmId, { endpointId: row.id, payload });
        await audit(tx, actor, ip, "webhook.test_sent", { endpoint_id: id, delivery_id: deliveryId });
        const [d] = await tx.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.firmId, actor.firmId), eq(webhookDeliveries.id, deliveryId)));
        if (!d) throw new Error("test delivery vanished");
        return presentDelivery(d);
      });
    },

    async deliveries(actor: FirmActor, id: string, query: WebhookDeliveryQuery): Promise<WebhookDeliveryPage> {
      requireAdmin(actor);
      return withFirm(db, actor.firmId, async (tx) => {
        await endpointRow(tx, actor.firmId, id);
        const where = deliveryWhere(actor.firmId, id, query);
        const rows = await tx.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)).limit(query.limit).offset(query.offset);
        const [total] = await tx.select({ n: count() }).from(webhookDeliveries).where(where);
        return { data: rows.map(presentDelivery), total: total?.n ?? 0 };
      });
    },

    /** The delivery log as rows for its CSV (the filters of the screen, every page). */
    async exportRows(actor: FirmActor, id: string, query: Omit<WebhookDeliveryQuery, "limit" | "offset">): Promise<{ header: string[]; rows: (string | number | null)[][] }> {
      requireAdmin(actor);
      return withFirm(db, actor.firmId, async (tx) => {
        await endpointRow(tx, actor.firmId, id);
        const rows = await tx.select().from(webhookDeliveries).where(deliveryWhere(actor.firmId, id, query)).orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)).limit(50_000);
        return {
          header: ["Delivery", "Event", "Event type", "Status", "Attempts", "Last response status", "Duration (ms)", "Error", "Created at", "Delivered at", "Next attempt at", "Replay of"],
          rows: rows.map((d) => [d.id, d.eventId, d.eventType, d.status, d.attempts, d.lastStatus, d.lastDurationMs, d.lastError, d.createdAt.toISOString(), d.deliveredAt?.toISOString() ?? null, d.status === "pending" ? (d.nextAttemptAt?.toISOString() ?? null) : null, d.replayOf]),
        };
      });
    },

    async delivery(actor: FirmActor, id: string, deliveryId: string): Promise<WebhookDeliveryView> {
      requireAdmin(actor);
      return withFirm(db, actor.firmId, async (tx) => {
        await endpointRow(tx, actor.firmId, id);
        const [d] = await tx.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.firmId, actor.firmId), eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.id, deliveryId)));
        if (!d) throw AppError.notFound(NO_DELIVERY);
        return presentDelivery(d);
      });
    },

    /** Sends a finished delivery's event again, as a new delivery (same event id, so a receiver can tell it is a repeat). */
    async replay(actor: FirmActor, id: string, deliveryId: string, ip: string): Promise<WebhookDeliveryView> {
      requireAdmin(actor);
      return withFirm(db, actor.firmId, async (tx) => {
        await endpointRow(tx, actor.firmId, id);
        const [d] = await tx.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.firmId, actor.firmId), eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.id, deliveryId)));
        if (!d) throw AppError.notFound(NO_DELIVERY);
        if (d.status === "pending") throw new AppError(409, "delivery_pending", "This delivery is still being tried; replay it once it has succeeded or failed.");
        const newId = await queueDelivery(tx, actor.firmId, { endpointId: id, payload: d.payload as unknown as WebhookPayload, replayOf: d.id });
        await audit(tx, actor, ip, "webhook.replayed", { endpoint_id: id, delivery_id: deliveryId, new_delivery_id: newId, event_type: d.eventType });
        const [created] = await tx.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.firmId, actor.firmId), eq(webhookDeliveries.id, newId)));
        if (!created) throw new Error("replayed delivery vanished");
        return presentDelivery(created);
      });
    },

    /**
     * One attempt at a delivery (the job's work): due and still pending, it is claimed, checked against the
     * address guard, signed and sent; the outcome is recorded and the next attempt queued if any.
     */
    async attempt(firmId: string, deliveryId: string): Promise<AttemptOutcome> {
      const now = clock();
      const claimed = await withFirm(db, firmId, async (tx) => {
        const [d] = await tx.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.firmId, firmId), eq(webhookDeliveries.id, deliveryId)));
        if (!d || d.status !== "pending") return "done_already" as const;
        if (d.nextAttemptAt && d.nextAttemptAt > now) {
          // Early (the database's clock ahead of ours): come back when it is due.
          await enqueueJob(tx, { queue: DELIVER_QUEUE, firmId, payload: { delivery_id: d.id }, maxAttempts: 3, runAt: new Date(Date.now() + (d.nextAttemptAt.getTime() - now.getTime())) });
          return "not_due" as const;
        }
        // Claimed: a second job for the same attempt finds the count moved on and leaves it.
        const [row] = await tx
          .update(webhookDeliveries)
          .set({ attempts: d.attempts + 1, nextAttemptAt: null })
          .where(and(eq(webhookDeliveries.firmId, firmId), eq(webhookDeliveries.id, d.id), eq(webhookDeliveries.attempts, d.attempts), eq(webhookDeliveries.status, "pending")))
          .returning();
        if (!row) return "done_already" as const;
        const [endpoint] = await tx.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.firmId, firmId), eq(webhookEndpoints.id, row.endpointId)));
        return { d: row, endpoint };
      });
      if (typeof claimed === "string") return claimed;
      const { d, endpoint } = claimed;
      // A test event goes to a disabled endpoint too (that is how one checks it before enabling it).
      if (!endpoint || (!endpoint.enabled && d.eventType !== WEBHOOK_TEST_EVENT)) {
        await withFirm(db, firmId, (tx) =>
          tx
            .update(webhookDeliveries)
            .set({ status: "failed", lastError: "The endpoint was disabled before this delivery was sent.", nextAttemptAt: null })
            .where(and(eq(webhookDeliveries.firmId, firmId), eq(webhookDeliveries.id, d.id))),
        );
        return "failed";
      }
      const checked = await checkWebhookUrl(endpoint.url, guard);
      if (!checked.ok) return record(firmId, d, { status: null, durationMs: 0, response: null, error: checked.message }, now);
      const body = JSON.stringify(d.payload);
      const headers = {
        "vetan-signature": signatureHeader(signingSecrets(endpoint, now), Math.floor(now.getTime() / 1000), body),
        "vetan-event": d.eventType,
        "vetan-delivery": d.id,
      };
      const result = await postJson(checked.target, headers, body, opts.timeoutMs ?? TIMEOUT_MS);
      return record(firmId, d, result, now);
    },

    /** Delivers through the durable jobs queue (decision 015). */
    handleJobs(jobs: JobQueue): void {
      jobs.handle(DELIVER_QUEUE, async (ctx) => {
        const deliveryId = String(ctx.job.payload.delivery_id ?? "");
        if (!ctx.job.firmId || !deliveryId) return { outcome: "no delivery" };
        return { outcome: await service.attempt(ctx.job.firmId, deliveryId) };
      });
    },
  };
  return service;
}

export type Webhooks = ReturnType<typeof createWebhooks>;
