// Rate-limit counters shared by every server through Redis (issue 19, decision 029), as a store for
// @fastify/rate-limit. Each route's counter is one Redis key, raised and given its window in one atomic
// script, so two servers counting the same caller at once never both see the first request. While Redis is
// away (or a command fails) the request is counted in this process instead: limits stay on, per server,
// and nothing waits for Redis. Fixed windows only: no route here uses continueExceeding or back-off.
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from "@fastify/rate-limit";
import type { SharedRedis } from "./redis.ts";

/** INCR, and PEXPIRE on the window's first request; returns the count and the window's time left (ms). */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;
type RouteOptions = Parameters<FastifyRateLimitStore["child"]>[0] & { routeInfo?: { method?: string | string[]; url?: string } };

/** This process's own fixed-window counters, for while Redis is away. Bounded: a flood of callers clears it. */
export class LocalWindows {
  #windows = new Map<string, { count: number; endsAt: number }>();
  readonly maxKeys: number;
  constructor(maxKeys = 10_000) {
    this.maxKeys = maxKeys;
  }

  incr(key: string, timeWindow: number, now = Date.now()): Counted {
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.#windows.size >= this.maxKeys) this.#windows.clear();
      window = { count: 0, endsAt: now + timeWindow };
      this.#windows.set(key, window);
    }
    window.count++;
    return { current: window.count, ttl: window.endsAt - now };
  }
}

/**
 * A store class for `rateLimit`'s `store` option. Keys are `<prefix><method><url>-<caller>`, the same on
 * every server, so a caller's requests count together wherever the load balancer sends them.
 */
export function sharedRateLimitStore(redis: SharedRedis, prefix = "vetan:rl:") {
  const local = new LocalWindows();

  class SharedStore implements FastifyRateLimitStore {
    readonly #route: string;
    constructor(_options?: FastifyRateLimitOptions, route = "") {
      this.#route = route;
    }

    incr(key: string, done: Done, timeWindow: number): void {
      const name = `${prefix}${this.#route}${key}`;
      if (!redis.ready) {
        done(null, local.incr(name, timeWindow));
        return;
      }
      redis.commands.eval(INCR_SCRIPT, 1, name, timeWindow).then(
        (reply) => {
          const [current, ttl] = reply as [number, number];
          done(null, { current, ttl });
        },
        (err: Error) => {
          redis.failed(err);
          done(null, local.incr(name, timeWindow));
        },
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      const info = routeOptions.routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(",") : (info.method ?? "");
      return new SharedStore(undefined, `${method}${info.url ?? ""}-`);
    }
  }
  return SharedStore;
}
