// Durable background jobs (decision 015), on the embedded database and PostgreSQL alike, with no second
// system to run: a table, claimed with FOR UPDATE SKIP LOCKED so two workers (or two servers) never take the
// same job, under a lease the worker renews while it runs. A job whose worker died (the server stopped or
// crashed) is taken again when its lease runs out, so a restart resumes the work. A failure is retried with
// exponential back-off up to the job's maximum; then it is failed with its error kept. Handlers report
// progress, which the page shows as a bar. A long handler looks at its stop signal between steps: when the
// server is told to stop (SIGTERM) it gives the job back, unfinished and without spending an attempt, so the
// next server takes it at once and goes on from what it saved (decision 027).
//
// pg-boss runs on both databases too (toolchain-round2.md §1), but costs 500–700 MB of memory on PGlite and
// starves the app's queries while it drains in bursts; this queue is one table, yields between jobs, and
// does what the product needs.
import type { JobView } from "@vetan/shared/people";
import type { FastifyBaseLogger } from "fastify";
import { and, eq, sql } from "drizzle-orm";
import { jobs } from "../db/schema.ts";
import type { Db, Tx } from "./db/client.ts";
import { withFirm, withPlatform } from "./db/tenancy.ts";

export type JobRow = typeof jobs.$inferSelect;

export interface JobContext {
  job: JobRow;
  /** Records progress (done of total); cheap to call often, written at most every 250 ms. */
  progress(done: number, total: number): Promise<void>;
  /** Aborted when the worker is stopping: a handler checks it between steps (stopIfAsked) and ends early. */
  signal: AbortSignal;
}

/** Thrown by a handler that ends early because its worker is stopping: the job is handed back, not failed. */
export class JobStopped extends Error {
  constructor() {
    super("The job worker is stopping; the job is handed back to run again");
    this.name = "JobStopped";
  }
}

/** Between two steps of a job that saves as it goes: ends it here if the worker is stopping. */
export function stopIfAsked(ctx: JobContext): void {
  if (ctx.signal.aborted) throw new JobStopped();
}

export type JobHandler = (ctx: JobContext) => Promise<object | undefined>;

export const presentJob = (j: JobRow): JobView => ({
  id: j.id,
  queue: j.queue,
  status: j.status,
  attempts: j.attempts,
  progress: { done: j.progressDone, total: j.progressTotal },
  result: j.result ?? null,
  error: j.error,
  created_at: j.createdAt.toISOString(),
  finished_at: j.finishedAt?.toISOString() ?? null,
});

export interface NewJob {
  queue: string;
  firmId: string | null;
  payload?: Record<string, unknown>;
  createdBy?: string | null;
  maxAttempts?: number;
  /** Not before this instant (a webhook's next attempt); now when left out. */
  runAt?: Date;
}

/**
 * Enqueues inside the caller's transaction without a queue at hand (a service that emits webhook events):
 * the worker finds it at its next poll, within a second.
 */
export async function enqueueJob(tx: Tx, job: NewJob): Promise<string> {
  const [row] = await tx
    .insert(jobs)
    .values({ queue: job.queue, firmId: job.firmId, payload: job.payload ?? {}, createdBy: job.createdBy ?? null, maxAttempts: job.maxAttempts ?? 5, ...(job.runAt ? { runAt: job.runAt } : {}) })
    .returning({ id: jobs.id });
  if (!row) throw new Error("job insert returned nothing");
  return row.id;
}

const LEASE_MS = 30_000;
const POLL_MS = 1_000;
/** Back-off before attempt n+1: 2 s, 4 s, 8 s … capped at 10 minutes. */
export const backoffMs = (attempts: number) => Math.min(2_000 * 2 ** Math.max(attempts - 1, 0), 600_000);

export class JobQueue {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #handlers = new Map<string, JobHandler>();
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #stopped = true;
  #wake = false;
  /** Aborted by stop(): the job in hand ends at its next step instead of holding the shutdown up. */
  #stopping = new AbortController();

  constructor(db: Db, log: FastifyBaseLogger) {
    this.#db = db;
    this.#log = log;
  }

  handle(queue: string, handler: JobHandler): void {
    this.#handlers.set(queue, handler);
  }

  /** Enqueues inside the caller's transaction (a firm's, for a firm job), so the job exists only if the work that asked for it commits. */
  async send(tx: Tx, job: NewJob): Promise<string> {
    const id = await enqueueJob(tx, job);
    this.#wake = true;
    queueMicrotask(() => this.#kick());
    return id;
  }

  /** A firm's job, as the firm sees it (null when it is not theirs). */
  get(firmId: string, id: string): Promise<JobView | null> {
    return withFirm(this.#db, firmId, async (tx) => {
      const [row] = await tx.select().from(jobs).where(and(eq(jobs.firmId, firmId), eq(jobs.id, id)));
      return row ? presentJob(row) : null;
    });
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    if (this.#stopping.signal.aborted) this.#stopping = new AbortController();
    this.#timer = setInterval(() => this.#kick(), POLL_MS);
    this.#timer.unref();
    this.#kick();
  }

  /**
   * Stops taking jobs and waits for the one in hand, which a long handler ends at its next step and hands
   * back; one that does not look is waited for, and its lease lets another server finish it if we are gone.
   */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#stopping.abort();
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  /** Runs jobs until none is due (tests call this to drain the queue deterministically). */
  async drain(): Promise<number> {
    let n = 0;
    while (await this.#runOne()) n++;
    return n;
  }

  #kick(): void {
    if (this.#stopped || this.#running) return;
    this.#running = (async () => {
      try {
        do {
          this.#wake = false;
          while (!this.#stopped && (await this.#runOne())) {
            // Let the app's own queries through between jobs: on PGlite they share one session.
            await new Promise((resolve) => setTimeout(resolve, 1));
          }
        } while (this.#wake && !this.#stopped);
      } catch (error) {
        this.#log.error({ err: error }, "job worker stopped on an error; it resumes at the next poll");
      } finally {
        this.#running = null;
      }
    })();
  }

  /** Claims one due job (or one whose lease ran out) and runs it; false when there was none. */
  async #runOne(): Promise<boolean> {
    const queues = [...this.#handlers.keys()];
    if (queues.length === 0) return false;
    const [job] = await withPlatform(this.#db, "the job worker claims the next due job of any firm", async (tx) => {
      const result = (await tx.execute(sql`
        update jobs set status = 'running', attempts = attempts + 1, locked_until = now() + ${`${LEASE_MS} milliseconds`}::interval
         where id = (select id from jobs
                      where queue in (${sql.join(queues.map((q) => sql`${q}`), sql`, `)})
                        and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
                      order by run_at, created_at
                      limit 1
                      for update skip locked)
        returning id`)) as unknown as { rows: { id: string }[] };
      const id = result.rows[0]?.id;
      return id ? tx.select().from(jobs).where(eq(jobs.id, id)) : [];
    });
    if (!job) return false;
    const handler = this.#handlers.get(job.queue);
    if (!handler) return false;
    const renew = setInterval(() => {
      void this.#update(job, { lockedUntil: new Date(Date.now() + LEASE_MS) }).catch(() => undefined);
    }, LEASE_MS / 3);
    let lastWrite = 0;
    /** The latest progress reported, written or not: a job handed back records it, for the page and the next worker. */
    const latest: { progressDone?: number; progressTotal?: number } = {};
    const ctx: JobContext = {
      job,
      signal: this.#stopping.signal,
      progress: async (done, total) => {
        latest.progressDone = done;
        latest.progressTotal = total;
        const now = Date.now();
        if (now - lastWrite < 250 && done < total) return;
        lastWrite = now;
        await this.#update(job, { progressDone: done, progressTotal: total, lockedUntil: new Date(now + LEASE_MS) });
      },
    };
    try {
      const result = await handler(ctx);
      await this.#update(job, { status: "done", result: (result ?? {}) as Record<string, unknown>, finishedAt: new Date(), lockedUntil: null, error: null });
    } catch (error) {
      if (error instanceof JobStopped) {
        // Not a failure: queued again now, the attempt given back, what it saved kept for the next worker.
        this.#log.info({ jobId: job.id, queue: job.queue }, "job handed back as the worker stops");
        await this.#update(job, { status: "queued", attempts: job.attempts - 1, runAt: new Date(), lockedUntil: null, ...latest });
        return false;
      }
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempts >= job.maxAttempts;
      this.#log.warn({ err: error, jobId: job.id, queue: job.queue, attempt: job.attempts, final }, "job failed");
      await this.#update(
        job,
        final
          ? { status: "failed", error: message.slice(0, 2000), finishedAt: new Date(), lockedUntil: null }
          : { status: "queued", error: message.slice(0, 2000), runAt: new Date(Date.now() + backoffMs(job.attempts)), lockedUntil: null },
      );
    } finally {
      clearInterval(renew);
    }
    return true;
  }

  #update(job: JobRow, set: Partial<typeof jobs.$inferInsert>): Promise<unknown> {
    const where = eq(jobs.id, job.id);
    return job.firmId
      ? withFirm(this.#db, job.firmId, (tx) => tx.update(jobs).set(set).where(where))
      : withPlatform(this.#db, "a platform job's progress", (tx) => tx.update(jobs).set(set).where(where));
  }
}

export type { JobView };
