// Public reads (blog, FAQ, plans, SEO settings, anonymous pages) are the same for every visitor and change
// only when the superadmin edits them, so we keep each answer ready to send: serialised once, compressed
// once per encoding, with an ETag. Writes invalidate by tag. DESIGN.md budget: cached answers serve at
// ≥ 50% of the bare /healthz rate, which rules out re-querying or re-compressing per request.
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

// "entitlements" holds nothing here: it tells each server a firm's plan changed (firm/billing/entitlements.ts).
export const CACHE_TAGS = ["blog", "faq", "plans", "seo", "pages", "entitlements"] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

export interface CachedBody {
  body: Buffer;
  contentType: string;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

interface Entry {
  tags: readonly CacheTag[];
  value: Promise<CachedBody>;
}

/** Below this a compressed body saves too little to be worth a header. */
export const COMPRESS_MIN_BYTES = 1024;

export type Encoding = "br" | "gzip" | "identity";

/** The encoding to answer in: the best of those we have ready that the client's Accept-Encoding names. */
export function pickEncoding(accept: string | undefined, ready: { br?: boolean; gzip?: boolean }): Encoding {
  const names = accept ?? "";
  if (ready.br && /\bbr\b/.test(names)) return "br";
  if (ready.gzip && /\bgzip\b/.test(names)) return "gzip";
  return "identity";
}

/** Where an invalidation came from: a write in this process, or another server's (issue 19). */
export type InvalidationOrigin = "local" | "peer";
type InvalidationListener = (tags: readonly CacheTag[], origin: InvalidationOrigin) => void;

export class PublicCache {
  #entries = new Map<string, Entry>();
  #generation = 0;
  #listeners: InvalidationListener[] = [];
  readonly maxEntries: number;

  constructor(maxEntries = 5_000) {
    this.maxEntries = maxEntries;
  }

  /**
   * The cached answer for `key`, computing it once. Concurrent misses share one computation. A failed
   * computation is not kept, and one that started before an invalidation is not stored after it.
   */
  get(key: string, tags: readonly CacheTag[], compute: () => Promise<{ body: string | Buffer; contentType: string }>) {
    const hit = this.#entries.get(key);
    if (hit) return hit.value;
    const generation = this.#generation;
    const value = compute().then(({ body, contentType }) => prepare(body, contentType));
    const entry = { tags, value };
    if (this.#entries.size >= this.maxEntries) this.#entries.clear();
    this.#entries.set(key, entry);
    value.then(
      () => {
        if (generation !== this.#generation && this.#entries.get(key) === entry) this.#entries.delete(key);
      },
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return value;
  }

  invalidate(...tags: CacheTag[]) {
    this.#invalidate(tags, "local");
  }

  /** Another server's write: the same invalidation, told to listeners as the peer's so none echoes it back. */
  invalidateFromPeer(tags: readonly CacheTag[]) {
    this.#invalidate(tags, "peer");
  }

  #invalidate(tags: readonly CacheTag[], origin: InvalidationOrigin) {
    this.#generation++;
    for (const [key, entry] of this.#entries) {
      if (entry.tags.some((t) => tags.includes(t))) this.#entries.delete(key);
    }
    for (const listener of this.#listeners) listener(tags, origin);
  }

  /** Calls `listener` on every invalidation: caches built on these answers (rendered pages) drop theirs. */
  onInvalidate(listener: InvalidationListener) {
    this.#listeners.push(listener);
  }

  get size() {
    return this.#entries.size;
  }
}

function prepare(body: string | Buffer, contentType: string): CachedBody {
  const buf = typeof body === "string" ? Buffer.from(body) : body;
  const etag = `"${createHash("sha1").update(buf).digest("base64url").slice(0, 22)}"`;
  if (buf.length < COMPRESS_MIN_BYTES) return { body: buf, contentType, etag };
  return {
    body: buf,
    contentType,
    etag,
    gzip: gzipSync(buf, { level: 9 }),
    br: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/** Sends a cached answer: 304 on a matching ETag, else the best encoding the client accepts. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody, cacheControl: string) {
  reply.header("etag", cached.etag).header("cache-control", cacheControl).header("vary", "accept-encoding");
  if (request.headers["if-none-match"] === cached.etag) return reply.code(304).send();
  reply.type(cached.contentType);
  const encoding = pickEncoding(request.headers["accept-encoding"], { br: Boolean(cached.br), gzip: Boolean(cached.gzip) });
  if (encoding === "identity") return reply.send(cached.body);
  return reply.header("content-encoding", encoding).send(cached[encoding]);
}
