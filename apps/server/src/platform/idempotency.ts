// Idempotency keys on the firm API's writes (issue 19, decision 032). A POST, PUT, PATCH or DELETE under
// /api/v1 (not the superadmin's console) that carries an `Idempotency-Key` header claims the key for its
// firm and caller before the handler runs, and its answer (status, body, content type) is kept 24 hours:
//   - a repeat with the same method, path and body gets the kept answer back, with `Idempotent-Replayed: true`;
//   - the same key on a different request is a 422;
//   - a repeat while the first is still running is a 409.
// One set of hooks for every such route, attached by onRoute: preHandler claims (after the body is parsed
// and validated, so a 400 keeps nothing; preValidation notes the body as sent), onSend keeps the answer. A 5xx, or an answer that is a stream, is not kept: the claim is let go
// so that the client's retry runs again.
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { idempotencyKeys } from "../db/schema.ts";
import type { Db } from "./db/client.ts";
import { withFirm, withPlatform } from "./db/tenancy.ts";
import { AppError } from "./errors.ts";

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const REPLAYED_HEADER = "idempotent-replayed";
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Printable ASCII, as Stripe and the IETF draft use them: a UUID fits with room to spare. */
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;
/** Kept answers are JSON or text; anything bigger than this is not kept (and the claim is let go). */
const MAX_KEPT_BYTES = 1024 * 1024;

/** Who sent a request, as far as idempotency is concerned; null: nobody the route would accept. */
export type IdempotencyCaller = (request: FastifyRequest) => Promise<{ firmId: string; caller: string } | null>;

interface Claim {
  firmId: string;
  caller: string;
  key: string;
  done: boolean;
}

const claims = new WeakMap<FastifyRequest, Claim>();

/** Whether a path is one of the firm API's (the idempotent ones): /api/v1/… but not /api/v1/admin/…. */
export function isFirmApiPath(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  return path.startsWith("/api/v1/") && !(path === "/api/v1/admin" || path.startsWith("/api/v1/admin/"));
}

/** What a repeat must match: method, path with query, and the body as it arrived parsed. */
export function fingerprintOf(request: Pick<FastifyRequest, "method" | "url" | "body">): string {
  const hash = createHash("sha256").update(`${request.method} ${request.url}\n`);
  const body = request.body;
  if (body === undefined || body === null) hash.update("");
  else if (Buffer.isBuffer(body) || typeof body === "string") hash.update(body);
  else hash.update(JSON.stringify(body));
  return hash.digest("hex");
}

export function createIdempotencyStore(db: Db, clock: () => Date = () => new Date()) {
  return {
    /** Claims a key; answers the kept row instead when the key was claimed before. */
    async claim(firmId: string, caller: string, key: string, fingerprint: string) {
      return withFirm(db, firmId, async (tx) => {
        const now = clock();
        const where = and(eq(idempotencyKeys.firmId, firmId), eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key));
        // A claim older than 24 hours is as good as none (the daily upkeep deletes it in time).
        await tx.delete(idempotencyKeys).where(and(where, lt(idempotencyKeys.expiresAt, now)));
        const [made] = await tx
          .insert(idempotencyKeys)
          .values({ firmId, caller, key, fingerprint, createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (made) return { claimed: true as const };
        const [kept] = await tx.select().from(idempotencyKeys).where(where).limit(1);
        return { claimed: false as const, kept: kept ?? null };
      });
    },

    keep: (claim: Claim, status: number, contentType: string | null, body: string) =>
      withFirm(db, claim.firmId, (tx) =>
        tx
          .update(idempotencyKeys)
          .set({ status, contentType, body })
          .where(and(eq(idempotencyKeys.firmId, claim.firmId), eq(idempotencyKeys.caller, claim.caller), eq(idempotencyKeys.key, claim.key))),
      ),

    release: (claim: Claim) =>
      withFirm(db, claim.firmId, (tx) =>
        tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.firmId, claim.firmId), eq(idempotencyKeys.caller, claim.caller), eq(idempotencyKeys.key, claim.key))),
      ),

    /** Daily upkeep: kept answers older than 24 hours, every firm's; returns how many went. */
    async prune(): Promise<number> {
      const gone = await withPlatform(db, "expired idempotency keys, every firm's", (tx) =>
        tx.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, clock())).returning({ key: idempotencyKeys.key }),
      );
      return gone.length;
    },
  };
}
export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;

function replay(reply: FastifyReply, kept: { status: number; contentType: string | null; body: string | null }) {
  reply.header(REPLAYED_HEADER, "true").header("cache-control", "no-store").code(kept.status);
  if (kept.contentType) reply.type(kept.contentType);
  return reply.send(kept.body ?? undefined);
}

/**
 * The hooks, defined once and attached by `onRoute` to the firm API's write routes only (so the site's hot
 * paths, the click ingest above all, run none of them). Call on the root instance before those routes.
 */
export function registerIdempotency(app: FastifyInstance, store: IdempotencyStore, callerOf: IdempotencyCaller): void {
  // The body as it arrived (parsed, before the route's schema trims and defaults it) is what a repeat must match.
  const fingerprints = new WeakMap<FastifyRequest, string>();

  const noteBody = async (request: FastifyRequest) => {
    if (request.headers[IDEMPOTENCY_HEADER] !== undefined && WRITES.has(request.method)) fingerprints.set(request, fingerprintOf(request));
  };

  const claimKey = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !WRITES.has(request.method)) return;
    const key = Array.isArray(header) ? header.join(",") : header;
    if (!KEY_SHAPE.test(key)) {
      throw AppError.badRequest("The Idempotency-Key header must be 1 to 255 printable characters, like a UUID.", { "Idempotency-Key": "Use 1 to 255 printable characters, like a UUID" });
    }
    // Nobody the route would accept: let the route answer 401 or 403 itself; nothing is kept.
    const who = await callerOf(request);
    if (!who) return;
    const fingerprint = fingerprints.get(request) ?? fingerprintOf(request);
    const result = await store.claim(who.firmId, who.caller, key, fingerprint);
    if (result.claimed) {
      claims.set(request, { firmId: who.firmId, caller: who.caller, key, done: false });
      return;
    }
    const kept = result.kept;
    // Deleted between the insert and the read (its first request failed and let it go): try again.
    if (!kept) throw new AppError(409, "idempotency_in_progress", "A request with this Idempotency-Key is being handled. Retry in a moment.");
    if (kept.fingerprint !== fingerprint) {
      throw new AppError(422, "idempotency_mismatch", "This Idempotency-Key was used for a different request (method, path or body). Use a new key for a new request.");
    }
    if (kept.status === null) {
      throw new AppError(409, "idempotency_in_progress", "A request with this Idempotency-Key is still being handled. Retry when it has finished.");
    }
    return replay(reply, { status: kept.status, contentType: kept.contentType, body: kept.body });
  };

  const keepAnswer = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = claims.get(request);
    if (!claim || claim.done) return payload;
    claim.done = true;
    const text = typeof payload === "string" ? payload : Buffer.isBuffer(payload) && isText(reply) ? payload.toString("utf8") : payload == null ? "" : null;
    if (reply.statusCode >= 500 || text === null || Buffer.byteLength(text) > MAX_KEPT_BYTES) {
      await store.release(claim).catch((err) => request.log.error({ err }, "could not let an idempotency key go"));
    } else {
      const type = reply.getHeader("content-type");
      await store.keep(claim, reply.statusCode, typeof type === "string" ? type : null, text);
    }
    return payload;
  };

  // A request that ended without an answer sent (the client went away mid-handler) lets its claim go.
  const letGo = async (request: FastifyRequest) => {
    const claim = claims.get(request);
    if (claim && !claim.done) {
      claim.done = true;
      await store.release(claim).catch((err) => request.log.error({ err }, "could not let an idempotency key go"));
    }
  };

  const plus = <H>(existing: H | H[] | undefined, hook: H): H[] => (existing === undefined ? [hook] : [...(Array.isArray(existing) ? existing : [existing]), hook]);
  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    if (!isFirmApiPath(route.url) || !methods.some((m) => WRITES.has(m))) return;
    route.preValidation = plus(route.preValidation, noteBody) as typeof route.preValidation;
    route.preHandler = plus(route.preHandler, claimKey) as typeof route.preHandler;
    route.onSend = plus(route.onSend, keepAnswer) as typeof route.onSend;
    route.onResponse = plus(route.onResponse, letGo) as typeof route.onResponse;
  });
}

function isText(reply: FastifyReply): boolean {
  const type = reply.getHeader("content-type");
  return typeof type === "string" && /^(application\/(json|problem\+json)|text\/)/.test(type);
}
