// npm run bench: figures measured in one run on this machine, each read against /healthz from the same
// run (the machine is shared and noisy; ratios travel better than absolutes). Budgets are DESIGN.md's.
//
//   npm run bench                       embedded PGlite
//   npm run bench -- --pg               PostgreSQL (BENCH_DATABASE_URL, default the local test database)
//   npm run bench -- --seconds 10       longer runs
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "../apps/server/src/platform/db/client.ts";
import { benchClickBuffer } from "./click-buffer.ts";
import { type HttpFigures, load, type Target } from "./http.ts";
import { startServer } from "./server.ts";

const { values: args } = parseArgs({
  options: { pg: { type: "boolean", default: false }, seconds: { type: "string", default: "5" }, only: { type: "string" } },
});
const seconds = Number(args.seconds);
const pgUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
let n = 0;
const clickBody = () =>
  JSON.stringify({
    campaignid: "bench",
    // A fresh session per event: the per-sender throttle is for people, not for this measurement.
    sessionid: `b-${++n}`,
    x_cord: n % 1280,
    y_cord: n % 4000,
    element: "BUTTON",
    button_name: "View Pricing",
    pageurl: "http://127.0.0.1/?campaignid=bench&sessionid=b",
    pagename: "Vetan",
    product: "VETAN",
    redirection_url: "http://127.0.0.1/Pricing",
    viewport_w: 1280,
    viewport_h: 800,
    doc_h: 4000,
    fixed: false,
  });

const fmt = (x: number, d = 0) => x.toLocaleString("en-IN", { maximumFractionDigits: d, minimumFractionDigits: d });

async function main() {
  const rows: string[][] = [];
  const notes: string[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), "vetan-bench-"));
  let pgDb = "";
  let env: Record<string, string> = { DATA_DIR: dataDir };
  if (args.pg) {
    pgDb = `vetan_bench_${process.pid}`;
    await admin(`create database ${pgDb}`);
    const u = new URL(pgUrl);
    u.pathname = `/${pgDb}`;
    env = { DATABASE_URL: u.toString() };
  }
  const driver = args.pg ? "PostgreSQL" : "PGlite";
  console.log(`Vetan benchmark — ${driver}, ${seconds} s per target, 50 connections, load generator on the same machine\n`);

  const server = await startServer(env);
  try {
    const newest = ((await (await post(server.url, "/blogapi/GetAllProductBlog", { webid: "2" })).json()) as { data: { slug: string; author_slug: string }[] }).data[0]!;
    const targets: Target[] = [
      { name: "GET /healthz", path: "/healthz", method: "GET" },
      { name: "POST /blogapi/GetAllProductBlog", path: "/blogapi/GetAllProductBlog", body: { webid: "2" } },
      { name: "POST /blogapi/GetProductBlogs", path: "/blogapi/GetProductBlogs", body: { product_name: "Vetan" } },
      { name: "POST /blogapi/GetProductBlogBySlug", path: "/blogapi/GetProductBlogBySlug", body: { slug: newest.slug } },
      { name: "POST /api/SuperAdmin/GetBlogsByAuthors", path: "/api/SuperAdmin/GetBlogsByAuthors", body: { author_slug: newest.author_slug } },
      { name: "POST /api/SuperAdmin/GetFaqSuperadmin", path: "/api/SuperAdmin/GetFaqSuperadmin", body: {} },
      { name: "POST /api/Salary/GetSubscriptionPlans", path: "/api/Salary/GetSubscriptionPlans", body: { firmid: 1 } },
      { name: "POST /api/SuperAdmin/GetSubscriptionPlansModule", path: "/api/SuperAdmin/GetSubscriptionPlansModule", body: {} },
      { name: "GET /seo.json", path: "/seo.json", method: "GET" },
    ].filter((t) => !args.only || t.name.includes(args.only) || t.name === "GET /healthz") as Target[];

    const results: HttpFigures[] = [];
    for (const t of targets) results.push(await load(server.url, t, seconds));
    const health = results[0]!.rps;
    for (const r of results) {
      rows.push([r.name, fmt(r.rps), `${r.p50} / ${r.p99}`, `${fmt((r.rps / health) * 100)} %`, String(r.errors + r.non2xx)]);
    }
    notes.push("Budget (DESIGN.md): cached public reads ≥ 50 % of /healthz.");

    // Click ingest over HTTP: accepted per second, then every accepted event must be in the table once
    // the server has shut down gracefully.
    const clicks = await load(server.url, { name: "POST /api/Seo/trackClickHeatMaps", path: "/api/Seo/trackClickHeatMaps", headers: { "user-agent": BROWSER }, makeBody: clickBody }, seconds);
    rows.push([clicks.name, fmt(clicks.rps), `${clicks.p50} / ${clicks.p99}`, `${fmt((clicks.rps / health) * 100)} %`, String(clicks.errors + clicks.non2xx)]);
    const exitCode = await server.stop();
    const stored = await countClicks(args.pg ? env.DATABASE_URL! : dataDir);
    notes.push(
      `Click ingest: ${fmt(clicks.rps)} events/s accepted over HTTP (budget ≥ 20,000/s); after SIGTERM (exit ${exitCode}) ` +
        // autocannon does not count answers still in flight when it stops, so a few more may be stored.
        `${fmt(stored)} events were stored for ${fmt(clicks.total2xx)} counted 202s${stored >= clicks.total2xx ? " — none lost" : " — LOST EVENTS"}.`,
    );
  } finally {
    if (server.child.exitCode === null) await server.stop();
  }

  // Batch-writer throughput on its own (no HTTP): how fast the database side drains the buffer.
  const writer = await benchClickBuffer(args.pg ? { kind: "postgres", url: env.DATABASE_URL! } : { kind: "pglite-memory" });
  notes.push(`Click batch writer alone (${driver}): ${fmt(writer.eventsPerSecond)} events/s stored (${fmt(writer.events)} events, batches of ${writer.batchSize}).`);

  // The payroll engine's figures, when the package provides them.
  try {
    const mod = (await import("../packages/payroll/bench/engine.ts")) as {
      benchPayrollEngine: () => Promise<{ name: string; value: number; unit: string; note?: string }[]>;
    };
    for (const f of await mod.benchPayrollEngine()) notes.push(`Payroll engine — ${f.name}: ${fmt(f.value)} ${f.unit}${f.note ? ` (${f.note})` : ""}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ERR_MODULE_NOT_FOUND") throw error;
  }

  printTable(["target", "req/s", "p50 / p99 ms", "of /healthz", "errors"], rows);
  console.log();
  for (const line of notes) console.log(`• ${line}`);

  rmSync(dataDir, { recursive: true, force: true });
  if (pgDb) await admin(`drop database if exists ${pgDb}`);
}

function post(base: string, path: string, body: unknown) {
  return fetch(base + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

async function admin(text: string) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

async function countClicks(where: string): Promise<number> {
  const database = where.startsWith("postgres")
    ? await openDatabase({ kind: "postgres", url: where, poolSize: 1 })
    : await openDatabase({ kind: "pglite", dataDir: join(where, "pglite") });
  try {
    const { rows } = await database.query("select count(*)::int as n from click_events");
    return rows[0]!.n as number;
  } finally {
    await database.close();
  }
}

function printTable(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`);
  for (const r of rows) console.log(line(r));
}

await main();
