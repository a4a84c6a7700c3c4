// Click events arrive far faster than row-at-a-time inserts could keep up with, so the endpoint only
// queues them; this buffer writes them in batches (every CLICK_FLUSH_MS, or as soon as a batch is full)
// with one multi-row statement. It is bounded: if the database stalls, the newest events beyond the bound
// are dropped and counted rather than eating the server's memory. close() writes everything left.
import type { ClickEvent } from "@vetan/shared";
import type { FastifyBaseLogger } from "fastify";
import type { RawQuery } from "../../platform/db/client.ts";
import { sqlState } from "../../platform/errors.ts";
import { clickPlacement } from "./click-placement.ts";

export interface StoredClick extends ClickEvent {
  at: Date;
}

const COLUMNS = [
  ["created_at", "timestamptz"],
  ["campaignid", "text"],
  ["sessionid", "text"],
  ["x_cord", "int4"],
  ["y_cord", "int4"],
  ["element", "text"],
  ["button_name", "text"],
  ["pageurl", "text"],
  ["pagename", "text"],
  ["product", "text"],
  ["redirection_url", "text"],
  ["viewport_w", "int4"],
  ["viewport_h", "int4"],
  ["doc_h", "int4"],
  ["fixed", "bool"],
] as const;

// One statement whatever the batch size: each column travels as one array parameter, so the statement
// text (and its plan) never changes and no parameter limit is ever met.
const INSERT = `insert into click_events (${COLUMNS.map(([c]) => c).join(", ")})
  select * from unnest(${COLUMNS.map(([, t], i) => `$${i + 1}::${t}[]`).join(", ")})`;

export interface ClickBufferOptions {
  query: RawQuery;
  log: FastifyBaseLogger;
  batchSize: number;
  flushMs: number;
  maxBuffered?: number;
}

export class ClickBuffer {
  #queue: StoredClick[] = [];
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  #closed = false;
  readonly stats = { accepted: 0, written: 0, dropped: 0, failedWrites: 0, rejected: 0 };
  readonly #o: Required<ClickBufferOptions>;

  constructor(options: ClickBufferOptions) {
    this.#o = { maxBuffered: 200_000, ...options };
  }

  push(event: ClickEvent, at = new Date()) {
    if (this.#closed || this.#queue.length >= this.#o.maxBuffered) {
      this.stats.dropped++;
      return;
    }
    this.#queue.push({ ...event, at });
    this.stats.accepted++;
    if (this.#queue.length >= this.#o.batchSize) this.#scheduleFlush(0);
    else this.#scheduleFlush(this.#o.flushMs);
  }

  get pending() {
    return this.#queue.length;
  }

  #scheduleFlush(delay: number) {
    if (this.#timer && delay > 0) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.flush();
    }, delay);
    this.#timer.unref();
  }

  /** Writes everything queued so far; batches are written one after another, never concurrently. */
  flush(): Promise<void> {
    this.#writing = this.#writing.then(() => this.#drain());
    return this.#writing;
  }

  async #drain() {
    while (this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.#o.batchSize);
      try {
        await this.#o.query(INSERT, toColumns(batch));
        this.stats.written += batch.length;
      } catch (err) {
        this.stats.failedWrites++;
        // A batch the database refuses for its content (not for being away) would be refused forever and
        // hold every later event back: write it in halves until the refused events are found, and drop them.
        if (refusesRows(err)) {
          await this.#isolate(batch, err);
          continue;
        }
        // Put the batch back (ahead of newer events) and try again at the next tick; the bound above
        // keeps this from growing without limit while the database is away.
        this.#queue.unshift(...batch);
        this.#o.log.warn({ err, pending: this.#queue.length }, "click events not written yet; will retry");
        if (!this.#closed) this.#scheduleFlush(this.#o.flushMs);
        return;
      }
    }
  }

  async #isolate(batch: StoredClick[], err: unknown): Promise<void> {
    if (batch.length === 1) {
      this.stats.rejected++;
      this.#o.log.warn({ err, campaignid: batch[0]!.campaignid }, "a click event the database refuses was dropped");
      return;
    }
    const half = Math.ceil(batch.length / 2);
    const parts = [batch.slice(0, half), batch.slice(half)];
    for (const [i, part] of parts.entries()) {
      try {
        await this.#o.query(INSERT, toColumns(part));
        this.stats.written += part.length;
      } catch (partErr) {
        if (!refusesRows(partErr)) {
          // The database went away meanwhile: what is left goes back in the queue, in order, as for any
          // failed write.
          this.#queue.unshift(...parts.slice(i).flat());
          if (!this.#closed) this.#scheduleFlush(this.#o.flushMs);
          return;
        }
        await this.#isolate(part, partErr);
      }
    }
  }

  /** Stops taking events and writes all that are queued. */
  async close() {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.flush();
    if (this.#queue.length > 0) {
      this.#o.log.error({ lost: this.#queue.length }, "click events could not be written before shutdown");
    }
  }
}

/**
 * The database refused the rows themselves (SQLSTATE class 22, data exception, or 23, integrity), as
 * opposed to being away or misconfigured, which a later retry can cure.
 */
const refusesRows = (error: unknown) => /^2[23]/.test(sqlState(error) ?? "");

function toColumns(batch: StoredClick[]): unknown[] {
  const cols: unknown[][] = COLUMNS.map(() => new Array(batch.length));
  for (let i = 0; i < batch.length; i++) {
    const e = batch[i]!;
    const p = clickPlacement(e);
    const row = [
      e.at.toISOString(), e.campaignid, e.sessionid, e.x_cord, e.y_cord, e.element, e.button_name, e.pageurl,
      e.pagename, e.product, e.redirection_url, p.viewport_w, p.viewport_h, p.doc_h, p.fixed,
    ];
    for (let c = 0; c < row.length; c++) cols[c]![i] = row[c];
  }
  return cols;
}
