// The click batch writer's own throughput, without HTTP in front of it.
import type { FastifyBaseLogger } from "fastify";
import { ClickBuffer } from "../apps/server/src/site/clicks/click-buffer.ts";
import { ensureClickPartitions } from "../apps/server/src/site/clicks/click-partitions.ts";
import { type DatabaseOptions, openDatabase } from "../apps/server/src/platform/db/client.ts";

const silent = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

export async function benchClickBuffer(options: DatabaseOptions, events = 100_000, batchSize = 500) {
  const database = await openDatabase(options);
  await database.migrate();
  await ensureClickPartitions(database.query);
  await database.query("truncate click_events");
  const buffer = new ClickBuffer({ query: database.query, log: silent, batchSize, flushMs: 1000, maxBuffered: events });
  const base = {
    campaignid: "bench", sessionid: "s", x_cord: 1, y_cord: 2, element: "A", button_name: "N/A", pageurl: "/",
    pagename: "Vetan", product: "VETAN", redirection_url: "/", viewport_w: 1280, viewport_h: 800, doc_h: 3000, fixed: false,
  };
  const started = performance.now();
  for (let i = 0; i < events; i++) buffer.push({ ...base, x_cord: i % 1280 });
  await buffer.close();
  const seconds = (performance.now() - started) / 1000;
  const { rows } = await database.query("select count(*)::int as n from click_events");
  await database.close();
  if (rows[0]!.n !== events) throw new Error(`stored ${rows[0]!.n} of ${events}`);
  return { events, batchSize, eventsPerSecond: events / seconds };
}
