// The console's heatmap queries over a million stored clicks (issue 5: "stays fast with a million events").
// A fresh database gets 1,000,000 synthetic events in one INSERT … SELECT over generate_series: sessions of
// four clicks over the last 29 days, 12 campaigns of 8 pages, skewed the way real traffic is (one campaign
// and its home page take the lion's share), phones, tablets and desktops of twelve widths, clicks clustered
// on a few buttons plus scatter, 5 % on a sticky header. Then each of the three console queries is timed on
// the largest campaign and its busiest page, over the console's default range, as the median of several runs.
import { ensureClickPartitions } from "../apps/server/src/site/clicks/click-partitions.ts";
import { createHeatmapQueries } from "../apps/server/src/console/admin-heatmaps/heatmaps.queries.ts";
import { type DatabaseOptions, openDatabase } from "../apps/server/src/platform/db/client.ts";
import { HEATMAP_BUCKET_IDS, type HeatmapRange, resolveHeatmapRange } from "@vetan/shared/admin-heatmaps";

export interface HeatmapFigure {
  name: string;
  /** Clicks the query aggregated. */
  rows: number;
  /** Median of the timed runs, as inserted (statistics gathered, nothing vacuumed yet) and after VACUUM. */
  freshMs: number;
  vacuumedMs: number;
  /** Fastest and slowest run after VACUUM. */
  minMs: number;
  maxMs: number;
  note: string;
}

export interface HeatmapBench {
  events: number;
  insertSeconds: number;
  runs: number;
  figures: HeatmapFigure[];
}

// Synthetic events, all in SQL. A session (four clicks) belongs to one campaign and one device and lands
// on one page, then clicks once or twice on a second; "random" per session comes from multiplicative
// hashing of its number, per click from random() (each lateral subquery names i, or PostgreSQL would
// evaluate it once for all rows). Only the volume and the shape matter here.
export const GENERATE = `
insert into click_events (created_at, campaignid, sessionid, x_cord, y_cord, element, button_name, pageurl, pagename,
                          product, redirection_url, viewport_w, viewport_h, doc_h, fixed)
select now() - make_interval(secs => (s.n * 104729) % (29 * 86400) - (i % 4) * 20),
       c.campaign, 'bench-s-' || s.n, x.x, y.y,
       t.element, t.label, 'https://vetan.in' || p.path, 'Vetan ' || p.path,
       'VETAN', 'https://vetan.in' || p.path || '?campaignid=' || c.campaign, v.w, v.h, v.doc_h, f.fixed
  from generate_series(1, $1::int) as i
  cross join lateral (select (i / 4)::int8 as n) s
  -- Half of all sessions come from one campaign; the rest from eleven more.
  cross join lateral (select case when (s.n * 7919) % 100 < 50 then 'diwali-2026' else 'campaign-' || (1 + s.n % 11) end as campaign) c
  -- Half the sessions land on the home page; the second half of a session's clicks are on another page.
  cross join lateral (select (array['/', '/', '/', '/', '/', '/Pricing', '/About_us', '/Blogs', '/faq', '/contact_us', '/blog/payroll-guide', '/Leave_Management'])
                               [1 + case when i % 4 < 2 then (s.n * 31) % 12 else 5 + (s.n * 17) % 7 end] as path) p
  cross join lateral (select (array[360, 375, 390, 414, 768, 820, 1024, 1280, 1366, 1440, 1536, 1920])[1 + (s.n * 13) % 12] as w) w0
  cross join lateral (select w0.w, case when w0.w < 768 then 780 else 900 end as h, case when w0.w < 768 then 6200 else 4100 end as doc_h) v
  cross join lateral (select random() + 0 * i < 0.05 as fixed) f
  -- 5 % on the sticky header's links (y is then wherever the page was scrolled to); of the rest, 70 % near
  -- one of eight hot spots (buttons) and 30 % anywhere on the page.
  cross join lateral (select (i * 5) % 8 as spot, random() < 0.7 as hot) h
  cross join lateral (select least(v.w - 1, greatest(0, case when f.fixed then (v.w * (0.45 + (i % 5) * 0.1))::int when h.hot then (v.w * (0.1 + h.spot * 0.11) + (random() - 0.5) * 60)::int else (random() * v.w)::int end)) as x) x
  cross join lateral (select case when f.fixed then (random() * v.doc_h)::int
                              when h.hot then greatest(0, (120 + h.spot * 480 + (random() - 0.5) * 40)::int)
                              else (random() * v.doc_h)::int end as y) y
  cross join lateral (select case when f.fixed then 'A' when h.hot then 'BUTTON' else (array['A','A','BUTTON','INPUT'])[1 + (i % 4)] end as element,
                             case when f.fixed then (array['Home','Pricing','About Us','Blogs','Login'])[1 + i % 5]
                                  when h.hot then (array['Get started','View Pricing','Book a demo','Talk to us','Login','Read more','Subscribe','Call us'])[1 + h.spot]
                                  else 'Link ' || (i % 40) end as label) t`;

async function time(runs: number, fn: () => Promise<unknown>): Promise<{ median: number; min: number; max: number }> {
  await fn(); // warm: plans, caches
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)]!, min: ms[0]!, max: ms.at(-1)! };
}

/**
 * Inserts `events` synthetic clicks into a fresh database and times the three console queries over the
 * default range (the last 30 days, which holds them all): the campaign list, the pages of the largest
 * campaign, and the heatmap of its busiest page at each width bucket. Each is timed twice: as inserted,
 * and after VACUUM — which sets the visibility map that lets the heatmap index be read without visiting
 * the table; PostgreSQL's autovacuum does that on its own soon after a burst of inserts, PGlite has none.
 */
export async function benchHeatmaps(options: DatabaseOptions, { events = 1_000_000, runs = 5 } = {}): Promise<HeatmapBench> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    // The events reach back 29 days, into last month's partition too.
    await ensureClickPartitions(database.query, new Date(Date.now() - 35 * 86_400_000));
    await ensureClickPartitions(database.query);
    await database.query("truncate click_events");
    const started = performance.now();
    await database.query(GENERATE, [events]);
    await database.query("analyze click_events");
    const insertSeconds = (performance.now() - started) / 1000;

    const q = createHeatmapQueries(database.db);
    const r = resolveHeatmapRange({});
    if (!r.ok) throw new Error(r.message);
    const range: HeatmapRange = r.range;
    const campaign = "diwali-2026";
    const page = "https://vetan.in/";

    const campaigns = await q.campaigns(range);
    const pages = await q.pages(campaign, range);
    const targets: { name: string; rows: number; note: string; run: () => Promise<unknown> }[] = [
      {
        name: "GET /heatmaps/campaigns",
        rows: campaigns.reduce((s, c) => s + c.clicks, 0),
        note: `${campaigns.length} campaigns`,
        run: () => q.campaigns(range),
      },
      {
        name: "GET /heatmaps/pages",
        rows: pages.reduce((s, p) => s + p.clicks, 0),
        note: `the largest campaign's ${pages.length} pages`,
        run: () => q.pages(campaign, range),
      },
    ];
    for (const bucket of HEATMAP_BUCKET_IDS) {
      const answer = await q.page(campaign, page, bucket, range);
      if (answer.totals.clicks === 0) throw new Error("the busiest page has no clicks");
      targets.push({
        name: `GET /heatmaps/page (${bucket})`,
        rows: answer.totals.clicks,
        note: `${fmt(answer.totals.bucketClicks)} at this width → ${fmt(answer.cells.length)} grid squares, ${answer.pinned.length} pinned groups`,
        run: () => q.page(campaign, page, bucket, range),
      });
    }

    const fresh = [];
    for (const t of targets) fresh.push(await time(runs, t.run));
    await database.query("vacuum analyze click_events");
    const figures: HeatmapFigure[] = [];
    for (const [i, t] of targets.entries()) {
      const v = await time(runs, t.run);
      figures.push({ name: t.name, rows: t.rows, freshMs: fresh[i]!.median, vacuumedMs: v.median, minMs: v.min, maxMs: v.max, note: t.note });
    }
    return { events, insertSeconds, runs, figures };
  } finally {
    await database.close();
  }
}

const fmt = (n: number) => n.toLocaleString("en-IN");
