// What several servers share through Redis (issue 19, decision 029), at the level of the pieces: rate-limit
// counters counted together by two "servers" (two connections), cache invalidations heard by the other,
// and the degrade path: with Redis gone, limits count per process and nothing waits or fails, the outage is
// logged once however many requests come, and all is shared again when Redis returns. A Redis of the test's
// own (a child redis-server) is stopped and started again; the real processes are in several-servers.test.ts.
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../src/platform/env.ts";
import { CACHE_TAGS, PublicCache, type CacheTag, type InvalidationOrigin } from "../src/platform/public-cache.ts";
import { broadcastInvalidations } from "../src/platform/shared/cache-broadcast.ts";
import { LocalWindows, sharedRateLimitStore } from "../src/platform/shared/rate-limit-store.ts";
import { connectRedis, type SharedRedis } from "../src/platform/shared/redis.ts";
import { shareState } from "../src/platform/shared/shared-state.ts";
import { haveRedis, type RedisProcess, startRedis } from "./support/redis-process.ts";
import { until } from "./support/until.ts";

/** A logger whose lines the test reads. */
function capturedLog() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: pino({ level: "info" }, stream), lines, said: (text: string) => lines.filter((l) => l.msg.includes(text)).length };
}


type Store = InstanceType<ReturnType<typeof sharedRateLimitStore>>;
const incr = (store: ReturnType<Store["child"]>, key: string, windowMs = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (err, result) => (err || !result ? reject(err ?? new Error("no result")) : resolve(result)), windowMs, 10),
  );
/** This run's key prefix: fixed once, so two servers' stores of one route count under the same key. */
const RUN_PREFIX = `test:${process.pid}:${Date.now()}:`;
/** A route's store as @fastify/rate-limit makes it: the plugin's store, then a child for the route. */
const routeStore = (redis: SharedRedis, url: string) => {
  const Store = sharedRateLimitStore(redis, RUN_PREFIX);
  return new Store().child({ routeInfo: { method: "POST", url } } as Parameters<Store["child"]>[0]);
};

describe("in-process windows (the fallback)", () => {
  it("counts within a window, starts again after it, and stays bounded", () => {
    const windows = new LocalWindows(2);
    expect(windows.incr("a", 1000, 0)).toEqual({ current: 1, ttl: 1000 });
    expect(windows.incr("a", 1000, 400)).toEqual({ current: 2, ttl: 600 });
    expect(windows.incr("a", 1000, 1000)).toEqual({ current: 1, ttl: 1000 });
    windows.incr("b", 1000, 1000);
    // A third caller past the bound clears the map rather than growing it.
    expect(windows.incr("c", 1000, 1000).current).toBe(1);
    expect(windows.incr("a", 1000, 1001).current).toBe(1);
  });
});

describe("without REDIS_URL", () => {
  it("shares nothing: the rate limiter keeps its own store and close is a no-op", async () => {
    expect(loadEnv({}).REDIS_URL).toBe("");
    expect(() => loadEnv({ REDIS_URL: "http://x" })).toThrow(/REDIS_URL must start with redis:\/\//);
    const state = shareState("", new PublicCache(), capturedLog().log);
    expect(state.rateLimitStore).toBeUndefined();
    await state.close();
  });
});

// Needs the redis-server binary to start a Redis of the test's own (CI and this machine have it); where it is
// missing these cases are skipped, not failed: the cases above prove the single-server path without it.
describe.runIf(haveRedis)("through Redis", () => {
  let redisServer: RedisProcess;
  const opened: SharedRedis[] = [];
  const connect = (log = capturedLog().log) => {
    const redis = connectRedis(redisServer.url, log);
    opened.push(redis);
    return redis;
  };
  beforeAll(async () => {
    redisServer = await startRedis();
  });
  afterAll(async () => {
    await Promise.all(opened.map((r) => r.close()));
    await redisServer.stop();
  });

  it("counts one caller's requests on two servers together, per route, with the window's time left", async () => {
    const [a, b] = [connect(), connect()];
    await until("both are connected", () => a.ready && b.ready);
    const Store = sharedRateLimitStore(a, "rl-test:");
    const StoreB = sharedRateLimitStore(b, "rl-test:");
    const child = (S: typeof Store, url: string) => new S().child({ routeInfo: { method: "POST", url } } as Parameters<Store["child"]>[0]);
    const [signinA, signinB, otherB] = [child(Store, "/signin"), child(StoreB, "/signin"), child(StoreB, "/other")];
    const counts = await Promise.all([incr(signinA, "ip:1"), incr(signinB, "ip:1"), incr(signinA, "ip:1"), incr(signinB, "ip:1")]);
    expect(counts.map((c) => c.current).sort()).toEqual([1, 2, 3, 4]);
    for (const c of counts) expect(c.ttl).toBeGreaterThan(55_000);
    expect((await incr(otherB, "ip:1")).current).toBe(1);
    expect((await incr(signinB, "ip:2")).current).toBe(1);
    expect(await a.commands.pttl("rl-test:POST/signin-ip:1")).toBeGreaterThan(55_000);
  });

  it("hears another server's invalidation and clears its own cache (and pages) once, with no echo", async () => {
    const [a, b] = [connect(), connect()];
    await until("both are connected", () => a.ready && b.ready);
    const [cacheA, cacheB] = [new PublicCache(), new PublicCache()];
    const channel = `test-invalidate-${Date.now()}`;
    const heard = { a: [] as string[], b: [] as string[] };
    cacheA.onInvalidate((tags, origin: InvalidationOrigin) => heard.a.push(`${origin}:${tags.join(",")}`));
    cacheB.onInvalidate((tags, origin: InvalidationOrigin) => heard.b.push(`${origin}:${tags.join(",")}`));
    broadcastInvalidations(cacheA, a, capturedLog().log, channel);
    broadcastInvalidations(cacheB, b, capturedLog().log, channel);
    await until("both are subscribed", async () => Number((await a.commands.call("PUBSUB", "NUMSUB", channel) as [string, number])[1]) === 2);

    let computed = 0;
    const read = () => cacheB.get("faq", ["faq"], async () => ({ body: `answer ${++computed}`, contentType: "text/plain" }));
    expect((await read()).body.toString()).toBe("answer 1");
    expect((await read()).body.toString()).toBe("answer 1");
    cacheA.invalidate("faq");
    await until("B has heard", () => heard.b.length > 0);
    expect((await read()).body.toString()).toBe("answer 2");
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toEqual({ a: ["local:faq"], b: ["peer:faq"] });

    // A malformed message is logged and ignored.
    await a.commands.publish(channel, "{not json");
    await a.commands.publish(channel, JSON.stringify({ from: "x", tags: ["nonsense"] }));
    await new Promise((r) => setTimeout(r, 100));
    expect(heard.b).toEqual(["peer:faq"]);
  });

  it("degrades to per-process limits while Redis is down (logged once, no error, no wait) and shares again when it returns", async () => {
    const logA = capturedLog();
    const [a, b] = [connect(logA.log), connect()];
    await until("both are connected", () => a.ready && b.ready);
    const [storeA, storeB] = [routeStore(a, "/limited"), routeStore(b, "/limited")];
    const channel = `test-outage-${Date.now()}`;
    const [cacheA, cacheB] = [new PublicCache(), new PublicCache()];
    const heardB: string[] = [];
    cacheB.onInvalidate((tags: readonly CacheTag[], origin) => heardB.push(`${origin}:${tags.join(",")}`));
    broadcastInvalidations(cacheA, a, capturedLog().log, channel);
    broadcastInvalidations(cacheB, b, capturedLog().log, channel);
    await until("both are subscribed", async () => Number((await a.commands.call("PUBSUB", "NUMSUB", channel) as [string, number])[1]) === 2);

    await redisServer.stop();
    await until("A sees the outage", () => !a.ready);
    const started = Date.now();
    const counted = [];
    for (let i = 0; i < 50; i++) counted.push((await incr(storeA, "ip:9")).current);
    // Counted in A's own process: the limit still holds on A alone.
    expect(counted).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(Date.now() - started).toBeLessThan(500);
    // A write on A during the outage clears A's cache; B is told when Redis returns.
    cacheA.invalidate("plans");
    expect(logA.said("Redis is unavailable")).toBe(1);

    await redisServer.start();
    await until("both are back", () => a.ready && b.ready, 15_000);
    expect(logA.said("Redis is unavailable")).toBe(1);
    expect(logA.said("Redis is back")).toBe(1);
    // B may have missed what was said while it was away: it clears everything once Redis is back.
    await until("B has cleared everything", () => heardB.includes(`peer:${CACHE_TAGS.join(",")}`));
    // Shared again, in the new (empty) Redis.
    expect((await incr(storeA, "ip:9")).current).toBe(1);
    expect((await incr(storeB, "ip:9")).current).toBe(2);
  });

  it("publishes what a server owed once its own connection is back, when the others never lost theirs", async () => {
    const [a, b] = [connect(), connect()];
    await until("both are connected", () => a.ready && b.ready);
    const channel = `test-owed-${Date.now()}`;
    const [cacheA, cacheB] = [new PublicCache(), new PublicCache()];
    const heardB: string[] = [];
    cacheB.onInvalidate((tags, origin) => heardB.push(`${origin}:${tags.join(",")}`));
    broadcastInvalidations(cacheA, a, capturedLog().log, channel);
    broadcastInvalidations(cacheB, b, capturedLog().log, channel);
    await until("both are subscribed", async () => Number((await a.commands.call("PUBSUB", "NUMSUB", channel) as [string, number])[1]) === 2);

    // A command that fails on a connection that looks up (a hung Redis) drops A's connection and makes it again.
    a.failed(new Error("a command timed out"));
    expect(a.ready).toBe(false);
    cacheA.invalidate("seo");
    await until("A is back", () => a.ready);
    await until("B has heard what A owed", () => heardB.includes("peer:seo"));
    expect(b.ready).toBe(true);
  });

  it("starts without Redis (counting locally, logged once) and shares once it appears", async () => {
    await redisServer.stop();
    const logged = capturedLog();
    const late = connect(logged.log);
    const store = routeStore(late, "/late");
    await new Promise((r) => setTimeout(r, 300));
    expect(late.ready).toBe(false);
    expect([(await incr(store, "ip:3")).current, (await incr(store, "ip:3")).current]).toEqual([1, 2]);
    expect(logged.said("Redis is unavailable")).toBe(1);
    await redisServer.start();
    await until("it has connected", () => late.ready, 15_000);
    expect(logged.said("Redis is back")).toBe(1);
    expect((await incr(store, "ip:3")).current).toBe(1);
  });
});
