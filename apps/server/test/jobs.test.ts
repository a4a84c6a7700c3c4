// The durable job queue (platform/jobs.ts, decision 015): runs each job once, retries with back-off then
// fails with the error kept, takes back a job whose worker died (its lease ran out), records progress,
// runs in the background once started, and takes back at once, unspent, a job handed back by a stopping worker.
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../src/db/schema.ts";
import { withPlatform } from "../src/platform/db/tenancy.ts";
import { backoffMs, type JobContext, JobQueue, stopIfAsked } from "../src/platform/jobs.ts";
import { createTestApp } from "./support/app.ts";

let app: FastifyInstance;
let queue: JobQueue;
const runs = new Map<string, number>();
let failUntil = 0;

beforeAll(async () => {
  app = await createTestApp();
  queue = new JobQueue(app.database.db, app.log);
  queue.handle("test.count", async ({ job, progress }) => {
    const key = String(job.payload.key);
    runs.set(key, (runs.get(key) ?? 0) + 1);
    await progress(1, 2);
    await progress(2, 2);
    return { key };
  });
  queue.handle("test.flaky", async ({ job }) => {
    if (job.attempts <= failUntil) throw new Error(`attempt ${job.attempts} failed`);
    return { ok: true };
  });
});
afterAll(async () => {
  await queue.stop();
  await app.close();
});

const send = (q: string, payload: Record<string, unknown>, maxAttempts = 5) =>
  withPlatform(app.database.db, "test", (tx) => queue.send(tx, { queue: q, firmId: null, payload, maxAttempts }));
const row = async (id: string) => (await withPlatform(app.database.db, "test", (tx) => tx.select().from(jobs).where(eq(jobs.id, id))))[0];

describe("job queue", () => {
  it("runs each job exactly once, with its progress and result kept", async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => send("test.count", { key: `once-${i}` })));
    // Two drains at once, as two workers (or servers) would: SKIP LOCKED gives each job to one of them.
    await Promise.all([queue.drain(), queue.drain()]);
    for (let i = 0; i < 12; i++) expect(runs.get(`once-${i}`)).toBe(1);
    const done = await row(ids[0] as string);
    expect(done).toMatchObject({ status: "done", attempts: 1, progressDone: 2, progressTotal: 2, result: { key: "once-0" } });
  });

  it("retries a failure after a back-off, and fails for good after the last attempt with the error kept", async () => {
    failUntil = 1;
    const id = await send("test.flaky", {});
    await queue.drain();
    const waiting = await row(id);
    expect(waiting?.status).toBe("queued");
    expect(waiting?.error).toBe("attempt 1 failed");
    expect((waiting?.runAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(backoffMs(1) - 1_000);
    // The back-off has passed.
    await withPlatform(app.database.db, "test", (tx) => tx.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id)));
    await queue.drain();
    expect((await row(id))?.status).toBe("done");

    failUntil = 99;
    const doomed = await send("test.flaky", {}, 2);
    for (let i = 0; i < 3; i++) {
      await withPlatform(app.database.db, "test", (tx) => tx.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, doomed)));
      await queue.drain();
    }
    expect(await row(doomed)).toMatchObject({ status: "failed", attempts: 2, error: "attempt 2 failed" });
    expect(backoffMs(1)).toBe(2_000);
    expect(backoffMs(4)).toBe(16_000);
    expect(backoffMs(30)).toBe(600_000);
  });

  it("takes back a job whose worker died mid-run once its lease has run out, and not before", async () => {
    const id = await send("test.count", { key: "orphan" });
    await withPlatform(app.database.db, "test", (tx) =>
      tx.update(jobs).set({ status: "running", attempts: 1, lockedUntil: sql`now() + interval '1 minute'` }).where(eq(jobs.id, id)),
    );
    expect(await queue.drain()).toBe(0);
    await withPlatform(app.database.db, "test", (tx) => tx.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id)));
    expect(await queue.drain()).toBe(1);
    expect(await row(id)).toMatchObject({ status: "done", attempts: 2 });
    expect(runs.get("orphan")).toBe(1);
  });

  it("runs jobs in the background once started", async () => {
    queue.start();
    const id = await send("test.count", { key: "background" });
    for (let i = 0; i < 100 && (await row(id))?.status !== "done"; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await row(id))?.status).toBe("done");
    await queue.stop();
  });

  it("hands a job back when its worker stops between steps: queued at once, the attempt unspent, its progress kept", async () => {
    const stopping = new JobQueue(app.database.db, app.log);
    const steps: number[] = [];
    const stepped = async (ctx: JobContext) => {
      for (let step = Number(ctx.job.progressDone); step < 4; step++) {
        steps.push(step);
        await ctx.progress(step + 1, 4);
        stopIfAsked(ctx);
      }
      return { steps: 4 };
    };
    stopping.handle("test.steps", stepped);
    const id = await withPlatform(app.database.db, "test", (tx) => stopping.send(tx, { queue: "test.steps", firmId: null, maxAttempts: 1 }));
    // Told to stop as it takes the job: one step is done and saved, then it ends.
    await stopping.stop();
    expect(await stopping.drain()).toBe(0);
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 0, progressDone: 1, progressTotal: 4, lockedUntil: null, error: null });
    expect((await row(id))?.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    // Another worker goes on from the step saved; with one attempt allowed, the hand-back did not spend it.
    const next = new JobQueue(app.database.db, app.log);
    next.handle("test.steps", stepped);
    expect(await next.drain()).toBe(1);
    expect(await row(id)).toMatchObject({ status: "done", attempts: 1, progressDone: 4 });
    expect(steps).toEqual([0, 1, 2, 3]);
  });
});
