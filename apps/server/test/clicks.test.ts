// Click ingest (SPEC.md §7, DESIGN.md): 202 at once, batched writes, strict input, silent drops for bots
// and floods, nothing lost on shutdown.
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { ensureClickPartitions } from "../src/site/clicks/click-partitions.ts";
import { createTestApp, openTestDatabase, postJson } from "./support/app.ts";
import { BROWSER_UA } from "./support/fixtures.ts";
import { demoSession } from "./support/demo-session.ts";
import { indiaToday } from "@vetan/shared/dates";

const event = (over: Record<string, unknown> = {}) => ({
  campaignid: "diwali-2026",
  sessionid: "s-1",
  x_cord: 120,
  y_cord: 840,
  element: "BUTTON",
  button_name: "View Pricing",
  pageurl: "https://vetan.in/?campaignid=diwali-2026&sessionid=s-1",
  pagename: "Vetan – HR & Payroll",
  product: "VETAN",
  redirection_url: "https://vetan.in/Pricing",
  viewport_w: 375,
  viewport_h: 812,
  doc_h: 4200,
  fixed: false,
  ...over,
});
const send = (app: FastifyInstance, body: unknown, ua = BROWSER_UA, ip = "203.0.113.5") =>
  postJson(app, "/api/Seo/trackClickHeatMaps", body, { ip, headers: { "user-agent": ua } });
const stored = async (app: FastifyInstance) =>
  (await app.database.query("select count(*)::int as n from click_events")).rows[0]!.n;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe("click tracking", () => {
  it("answers 202 at once and writes the events in a batch", async () => {
    app = await createTestApp();
    for (let i = 0; i < 25; i++) expect((await send(app, event({ sessionid: `s-${i % 5}`, x_cord: i }))).statusCode).toBe(202);
    await app.services.clicks.flush();
    expect(await stored(app)).toBe(25);
    const [row] = (await app.database.query("select * from click_events where x_cord = 7")).rows;
    expect(row).toMatchObject({ campaignid: "diwali-2026", element: "BUTTON", viewport_w: 375, fixed: false });
  });

  it("stores events in this month's partition, not the default one", async () => {
    app = await createTestApp();
    await send(app, event());
    await app.services.clicks.flush();
    const { rows } = await app.database.query("select tableoid::regclass::text as p from click_events");
    expect(rows[0]!.p).toMatch(/^click_events_\d{4}_\d{2}$/);
    expect(await ensureClickPartitions(app.database.query, new Date("2027-01-15T00:00:00Z"))).toEqual([
      "click_events_2027_01", "click_events_2027_02", "click_events_2027_03",
    ]);
  });

  it("takes SPEC.md's ten fields alone (202), and stores the click as of unknown width", async () => {
    app = await createTestApp();
    const { viewport_w, viewport_h, doc_h, fixed, ...spec } = event({ sessionid: "spec-only" });
    expect(Object.keys(spec)).toHaveLength(10);
    const res = await send(app, spec);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: "0" });
    // A width without the fixed flag, or the flag without a width, cannot be placed either.
    expect((await send(app, { ...spec, sessionid: "width-only", viewport_w })).statusCode).toBe(202);
    expect((await send(app, { ...spec, sessionid: "flag-only", fixed })).statusCode).toBe(202);
    expect((await send(app, { ...spec, sessionid: "all", viewport_w, viewport_h, doc_h, fixed })).statusCode).toBe(202);
    await app.services.clicks.flush();
    const { rows } = await app.database.query("select sessionid, viewport_w, viewport_h, doc_h, fixed from click_events order by sessionid");
    expect(rows).toEqual([
      { sessionid: "all", viewport_w: 375, viewport_h: 812, doc_h: 4200, fixed: false },
      { sessionid: "flag-only", viewport_w: 0, viewport_h: 0, doc_h: 0, fixed: false },
      { sessionid: "spec-only", viewport_w: 0, viewport_h: 0, doc_h: 0, fixed: false },
      { sessionid: "width-only", viewport_w: 0, viewport_h: 0, doc_h: 0, fixed: false },
    ]);
  });

  it("counts SPEC-only clicks in the page's heatmap totals but draws them in no width bucket", async () => {
    app = await createTestApp();
    const { viewport_w: _w, viewport_h: _h, doc_h: _d, fixed: _f, ...spec } = event({ sessionid: "spec-only", x_cord: 300, y_cord: 900 });
    await send(app, spec);
    await send(app, event({ sessionid: "phone", x_cord: 100, y_cord: 100 }));
    await app.services.clicks.flush();
    const S = await demoSession(app, "S");
    const today = indiaToday();
    const page = encodeURIComponent(event().pageurl);
    const res = await S.get(`/api/v1/admin/heatmaps/page?campaign=diwali-2026&page=${page}&bucket=phone&from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.totals).toMatchObject({ clicks: 2, sessions: 2, buckets: { phone: 1, tablet: 0, desktop: 0 }, bucketClicks: 1, bucketSessions: 1, docHeight: 4200 });
    // Only the placed click is in the grid and the most-clicked list.
    expect(answer.cells).toEqual([[expect.any(Number), Math.floor(100 / answer.bin), 1]]);
    expect(answer.targets).toEqual([{ element: "BUTTON", label: "View Pricing", clicks: 1, sessions: 1 }]);
  });

  it.each([
    ["an unknown field", event({ admin: true })],
    ["a missing sessionid", { ...event(), sessionid: undefined }],
    ["an empty campaignid", event({ campaignid: "" })],
    ["a string coordinate", event({ x_cord: "12" })],
    ["a negative coordinate", event({ y_cord: -1 })],
    ["an overlong element", event({ element: "X".repeat(33) })],
    ["an overlong button name", event({ button_name: "b".repeat(201) })],
    ["a non-boolean fixed flag", event({ fixed: "no" })],
    ["a null viewport width (absent is allowed, null is not)", event({ viewport_w: null })],
    ["a negative document height", event({ doc_h: -1 })],
    ["an array", [event()]],
  ])("refuses %s with a 400 and stores nothing", async (_what, body) => {
    app = await createTestApp();
    const res = await send(app, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe("1");
    await app.services.clicks.flush();
    expect(await stored(app)).toBe(0);
  });

  it("refuses a body over 16 KB with 413", async () => {
    app = await createTestApp();
    const res = await send(app, event({ pageurl: "x".repeat(17 * 1024) }));
    expect(res.statusCode).toBe(413);
  });

  it("drops bots and floods silently", async () => {
    app = await createTestApp();
    expect((await send(app, event(), "Googlebot/2.1 (+http://www.google.com/bot.html)")).statusCode).toBe(202);
    expect((await send(app, event(), "curl/8.5.0")).statusCode).toBe(202);
    for (let i = 0; i < 100; i++) expect((await send(app, event({ sessionid: "flood" }), BROWSER_UA, "198.51.100.9")).statusCode).toBe(202);
    await app.services.clicks.flush();
    const n = await stored(app);
    expect(n).toBeGreaterThanOrEqual(40); // the burst allowance
    expect(n).toBeLessThan(60);
  });

  it("writes every buffered event when the server closes", async () => {
    const database = await openTestDatabase();
    // A long flush interval: nothing would be written before close() if close did not flush.
    const { buildApp } = await import("../src/app.ts");
    const { testEnv } = await import("./support/app.ts");
    const own = await buildApp({ env: testEnv({ CLICK_FLUSH_MS: "60000", CLICK_BATCH_SIZE: "10000" }), logger: false, database });
    for (let i = 0; i < 30; i++) await send(own, event({ sessionid: `close-${i}` }));
    expect(own.services.clicks.pending).toBe(30);
    // Keep the database open past app.close() to count what was written.
    const close = database.close;
    database.close = async () => {};
    await own.close();
    const n = (await database.query("select count(*)::int as n from click_events")).rows[0]!.n;
    expect(n).toBe(30);
    await close();
  });

  it("keeps events and retries when a write fails", async () => {
    app = await createTestApp();
    const buffer = app.services.clicks;
    await app.database.query("alter table click_events rename to click_events_away");
    await send(app, event());
    await buffer.flush();
    expect(buffer.pending).toBe(1);
    expect(buffer.stats.failedWrites).toBeGreaterThan(0);
    await app.database.query("alter table click_events_away rename to click_events");
    await buffer.flush();
    expect(buffer.pending).toBe(0);
    expect(await stored(app)).toBe(1);
  });

  it("refuses a NUL character in any text field, before it reaches the database", async () => {
    app = await createTestApp();
    const res = await send(app, event({ button_name: "Pay\u0000now" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ button_name: "Text cannot contain NUL characters" });
  });

  it("drops only the events the database refuses, and keeps writing the rest and everything after", async () => {
    app = await createTestApp();
    const buffer = app.services.clicks;
    const at = new Date();
    // An event the schema lets through but PostgreSQL refuses (as a NUL once did): past int4's range.
    buffer.push(event({ sessionid: "ok-1" }) as never, at);
    buffer.push(event({ sessionid: "bad", x_cord: 3_000_000_000 }) as never, at);
    buffer.push(event({ sessionid: "ok-2" }) as never, at);
    await buffer.flush();
    expect(buffer.pending).toBe(0);
    expect(buffer.stats.rejected).toBe(1);
    expect(await stored(app)).toBe(2);
    await send(app, event({ sessionid: "later" }));
    await buffer.flush();
    expect(await stored(app)).toBe(3);
  });
});
