// What several servers share when REDIS_URL is set (issue 19, decision 029): rate-limit counters and cache
// invalidations. Without it each server keeps both to itself, as one server always did.
import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import type { PublicCache } from "../public-cache.ts";
import { broadcastInvalidations } from "./cache-broadcast.ts";
import { sharedRateLimitStore } from "./rate-limit-store.ts";
import { connectRedis } from "./redis.ts";

export interface SharedState {
  /** The store for @fastify/rate-limit; absent means its own in-process store. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  close(): Promise<void>;
}

export function shareState(redisUrl: string, cache: PublicCache, log: FastifyBaseLogger): SharedState {
  if (!redisUrl) return { close: async () => {} };
  const redis = connectRedis(redisUrl, log);
  broadcastInvalidations(cache, redis, log);
  return { rateLimitStore: sharedRateLimitStore(redis), close: () => redis.close() };
}
