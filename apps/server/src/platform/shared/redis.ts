// The Redis connection that makes several servers behave as one (issue 19, decision 029): rate-limit
// counters and cache invalidations go through it when REDIS_URL is set. Redis is a help, never a
// dependency: while it is away every caller falls back to its own process (callers ask `ready` first, and
// commands fail at once instead of queueing), the outage is logged once rather than per request, and ioredis
// reconnects (and re-subscribes) by itself when it returns.
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/** How long a command may take before the caller gives up and counts in its own process. */
const COMMAND_TIMEOUT_MS = 1_000;

export interface SharedRedis {
  /** Commands (rate-limit counters, publishing). */
  readonly commands: Redis;
  /** A second connection: a subscribed connection can send nothing but (un)subscriptions. */
  readonly subscriber: Redis;
  /** Both connections are up: shared state works. When false, callers use their own process at once. */
  readonly ready: boolean;
  /**
   * A command failed or timed out on a connection that looks up (a hung Redis): counts as an outage, logged
   * once, and the connection is dropped and made again, whose `ready` ends the outage.
   */
  failed(err: Error): void;
  /** Called each time both connections are up again after an outage (or after a start without Redis). */
  onRecovered(listener: () => void): void;
  close(): Promise<void>;
}

export function connectRedis(url: string, log: FastifyBaseLogger): SharedRedis {
  const options = {
    connectTimeout: 500,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // Queued commands would hold requests for as long as Redis is away; fail at once and count locally.
    enableOfflineQueue: false,
  };
  const commands = new Redis(url, { ...options, connectionName: "vetan-commands" });
  // The subscriber's SUBSCRIBE waits, however long, for Redis to be there (a server may start without it);
  // ioredis then repeats it on every reconnection. ioredis reconnects at growing intervals up to 2 s.
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true, maxRetriesPerRequest: null, connectionName: "vetan-subscriber" });
  // One outage for both connections: they go down and come back together, and one log line says so.
  let outage = false;
  let closing = false;
  const recovered: (() => void)[] = [];
  const both = () => commands.status === "ready" && subscriber.status === "ready";

  const lost = (err?: Error) => {
    if (closing || outage) return;
    // Logged on the way down only: ioredis reports every failed reconnect, which would flood the log.
    outage = true;
    log.warn({ err: err?.message ?? "connection closed" }, "Redis is unavailable: rate limits and cache invalidation are per server until it returns");
  };
  const watch = (connection: Redis) => {
    connection.on("error", (err: Error) => lost(err));
    connection.on("close", () => lost());
    connection.on("ready", () => {
      if (!outage || !both()) return;
      outage = false;
      log.info("Redis is back: rate limits and cache invalidation are shared again");
      for (const listener of recovered) listener();
    });
  };
  watch(commands);
  watch(subscriber);

  return {
    commands,
    subscriber,
    get ready() {
      return !outage && both();
    },
    failed(err) {
      lost(err);
      if (commands.status === "ready") commands.disconnect(true);
    },
    onRecovered(listener) {
      recovered.push(listener);
    },
    async close() {
      closing = true;
      // quit() waits for replies; a connection that is down has nothing to wait for.
      await Promise.all([commands, subscriber].map((c) => (c.status === "ready" ? c.quit().then(() => undefined, () => c.disconnect()) : c.disconnect())));
    },
  };
}
