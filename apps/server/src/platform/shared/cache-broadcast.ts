// Public reads and kept pages are cached in each server's memory (public-cache.ts, page-cache.ts); a write
// through one server must clear them on every server (issue 19, decision 029). Each local invalidation is
// published on a Redis channel; every server clears its own cache on receipt (the kept pages follow, as
// they listen to the public cache). Pub/sub is at most once, so what Redis could not carry is made good when
// it returns: a server whose publish failed publishes every tag it owed, and every server clears all it
// holds, since it may have missed others' messages while away.
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { CACHE_TAGS, type CacheTag, type PublicCache } from "../public-cache.ts";
import type { SharedRedis } from "./redis.ts";

export const INVALIDATION_CHANNEL = "vetan:cache-invalidate";

const MessageSchema = z.object({ from: z.string(), tags: z.array(z.enum(CACHE_TAGS)).min(1) });

export function broadcastInvalidations(cache: PublicCache, redis: SharedRedis, log: FastifyBaseLogger, channel = INVALIDATION_CHANNEL) {
  // Each server hears its own messages too; its id lets it skip them.
  const self = randomUUID();
  const owed = new Set<CacheTag>();

  const publish = (tags: readonly CacheTag[]) => {
    for (const tag of tags) owed.add(tag);
    if (!redis.ready) return;
    const sending = [...owed];
    owed.clear();
    redis.commands.publish(channel, JSON.stringify({ from: self, tags: sending })).catch((err: Error) => {
      for (const tag of sending) owed.add(tag);
      redis.failed(err);
    });
  };

  cache.onInvalidate((tags, origin) => {
    if (origin === "local") publish(tags);
  });

  redis.subscriber.on("message", (from: string, text: string) => {
    if (from !== channel) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const message = MessageSchema.safeParse(parsed);
    if (!message.success) return log.warn({ channel }, "ignored a malformed cache invalidation message");
    if (message.data.from !== self) cache.invalidateFromPeer(message.data.tags);
  });
  redis.subscriber.subscribe(channel).catch((err: Error) => log.error({ err }, "could not subscribe to cache invalidations"));

  redis.onRecovered(() => {
    cache.invalidateFromPeer(CACHE_TAGS);
    if (owed.size > 0) publish([]);
  });
}
