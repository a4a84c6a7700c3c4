// The heatmaps' SQL. Every figure is aggregated by the database over the stored click_events
// (month-partitioned, so a date range only reads its months); only grouped figures travel. Platform data,
// not a tenant's: the console reaches it behind requireSuperadmin alone. Request values are always bound
// parameters; the only text spliced in is built from the shared bucket constants.
//
// Speed with a million events (bench/heatmaps.ts measures it):
// - One page's rows come off the covering index of migration 0003 (campaignid, pageurl, created_at,
//   INCLUDE the columns a heatmap reads), so they are read in one contiguous run of index pages rather
//   than one heap page per click (clicks of a page are scattered through the table in arrival order).
// - Distinct sessions are counted by grouping per session first (hash aggregates), never count(distinct),
//   which sorts; and each query runs with more working memory than PostgreSQL's 4 MB default so those
//   hash tables (a quarter of a million sessions at a million clicks) do not spill to disk.
import {
  HEATMAP_BUCKET_IDS,
  HEATMAP_BUCKETS,
  HEATMAP_MAX_CELLS,
  HEATMAP_TOP_TARGETS,
  type HeatmapBucket,
  type HeatmapBucketCounts,
  type HeatmapCampaign,
  type HeatmapPageAnswer,
  type HeatmapPageSummary,
  type HeatmapPinned,
  type HeatmapRange,
  type HeatmapTarget,
  addDays,
  indiaDayStart,
} from "@vetan/shared/admin-heatmaps";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";

/** Campaigns and pages one list shows at most (click ids come from the public, so there may be junk). */
export const HEATMAP_LIST_LIMIT = 500;
/** Groups of pinned (fixed-box) clicks one heatmap carries at most. */
const PINNED_LIMIT = 300;
/** Per query, for its hash aggregates; an admin's occasional query, so generous is affordable. */
const WORK_MEM = "64MB";

type Row = Record<string, unknown>;

/** The SQL condition "viewport_w is in this bucket" (bounds are constants from HEATMAP_BUCKETS). */
function inBucket(id: HeatmapBucket): string {
  const b = HEATMAP_BUCKETS[id];
  return b.belowViewport === null ? `viewport_w >= ${b.minViewport}` : `viewport_w >= ${b.minViewport} and viewport_w < ${b.belowViewport}`;
}

/** The bucket of each row, as a SQL expression; null for an unknown (0) width. */
const BUCKET_OF = sql.raw(`case ${HEATMAP_BUCKET_IDS.map((id) => `when ${inBucket(id)} then '${id}'`).join(" ")} end`);

/** Per-bucket click counts as aggregate columns named after the buckets. */
const BUCKET_COUNTS = sql.raw(HEATMAP_BUCKET_IDS.map((id) => `count(*) filter (where ${inBucket(id)}) as ${id}`).join(", "));
const BUCKET_SUMS = sql.raw(HEATMAP_BUCKET_IDS.map((id) => `sum(${id}) as ${id}`).join(", "));

/** The half-open instant range [from day's start, the day after `to` starts), in India's time. */
function between(range: HeatmapRange): SQL {
  return sql`created_at >= ${indiaDayStart(range.from)}::timestamptz and created_at < ${indiaDayStart(addDays(range.to, 1))}::timestamptz`;
}

/** An instant as epoch milliseconds (a plain number on both drivers, whatever their timestamp parsing). */
const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

const iso = (v: unknown) => new Date(Number(v)).toISOString();
const num = (v: unknown) => Number(v ?? 0);
/** json_agg answers: both drivers parse json; text is parsed here in case one does not. */
const listOf = <T>(v: unknown): T[] => (typeof v === "string" ? (JSON.parse(v) as T[]) : ((v as T[] | null) ?? []));

interface TotalsRow {
  /** null: clicks of unknown width, in no bucket. */
  bucket: HeatmapBucket | null;
  clicks: number;
  pinned: number;
  sessions: number;
  doc_h: number | null;
}

export function createHeatmapQueries(db: Db) {
  /** One read-only statement in its own transaction, with room for its hash tables. */
  async function analyse(statement: SQL): Promise<Row[]> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`set transaction read only`);
      await tx.execute(sql.raw(`set local work_mem = '${WORK_MEM}'`));
      // Compiling these plans costs PostgreSQL more (20–100 ms) than it saves on hash aggregation.
      await tx.execute(sql`set local jit = off`);
      const result = (await tx.execute(statement)) as unknown as { rows: Row[] };
      return result.rows;
    });
  }

  return {
    /** Every campaign with clicks in the range: its pages, sessions and clicks, most clicked first. */
    async campaigns(range: HeatmapRange): Promise<HeatmapCampaign[]> {
      const rows = await analyse(sql`
        select a.campaignid, a.pages, s.sessions, a.clicks, ${epochMs(sql`a.first_click`)} as first_click, ${epochMs(sql`a.last_click`)} as last_click
          from (select campaignid, count(*) as pages, sum(n) as clicks, min(first_click) as first_click, max(last_click) as last_click
                  from (select campaignid, count(*) as n, min(created_at) as first_click, max(created_at) as last_click
                          from click_events where ${between(range)}
                         group by campaignid, pageurl) per_page
                 group by campaignid) a
          join (select campaignid, count(*) as sessions
                  from (select campaignid from click_events where ${between(range)} group by campaignid, sessionid) per_session
                 group by campaignid) s using (campaignid)
         order by a.clicks desc, a.campaignid
         limit ${HEATMAP_LIST_LIMIT}`);
      return rows.map((r) => ({
        campaign: String(r.campaignid),
        pages: num(r.pages),
        sessions: num(r.sessions),
        clicks: num(r.clicks),
        firstClick: iso(r.first_click),
        lastClick: iso(r.last_click),
      }));
    },

    /** One campaign's pages in the range, most clicked first, with their clicks per width bucket. */
    async pages(campaign: string, range: HeatmapRange): Promise<HeatmapPageSummary[]> {
      const rows = await analyse(sql`
        select pageurl, max(title) as title, count(*) as sessions, sum(n) as clicks, ${epochMs(sql`max(last_click)`)} as last_click, ${BUCKET_SUMS}
          from (select pageurl, max(pagename) as title, count(*) as n, max(created_at) as last_click, ${BUCKET_COUNTS}
                  from click_events
                 where campaignid = ${campaign} and ${between(range)}
                 group by pageurl, sessionid) per_session
         group by pageurl
         order by clicks desc, pageurl
         limit ${HEATMAP_LIST_LIMIT}`);
      return rows.map((r) => ({
        page: String(r.pageurl),
        title: String(r.title),
        clicks: num(r.clicks),
        sessions: num(r.sessions),
        lastClick: iso(r.last_click),
        buckets: { phone: num(r.phone), tablet: num(r.tablet), desktop: num(r.desktop) },
      }));
    },

    /**
     * One page's heatmap at one width bucket: clicks per bucket, the density grid of in-flow clicks, the
     * pinned (fixed-box) clicks by element, and the most clicked links and buttons. A page with no click
     * in the range (or no such page) has all of them empty: the console shows it as such, not as an error.
     *
     * One statement reads the page's rows once into a narrow working set and every figure is aggregated
     * from that: reading is the expensive part. x is scaled to the bucket's reference width, then cut into
     * grid columns: clicks from a 390 px and a 414 px phone land on the same column when they hit the same
     * place of a fluid layout; a click right of the window (a page scrolled sideways) stays in the last
     * column; a row of unknown width (0) gets none (it is in no bucket either). y is the document y.
     */
    async page(campaign: string, page: string, bucket: HeatmapBucket, range: HeatmapRange): Promise<Omit<HeatmapPageAnswer, "range">> {
      const { width, bin } = HEATMAP_BUCKETS[bucket];
      const thisPage = sql`campaignid = ${campaign} and pageurl = ${page} and ${between(range)}`;
      const [r] = await analyse(sql`
        with e as materialized (
          select ${BUCKET_OF} as bucket, fixed, sessionid, doc_h, element, button_name, y_cord,
                 least(x_cord::int8 * ${width}::int / nullif(viewport_w, 0), ${width}::int - 1) / ${bin}::int as col
            from click_events where ${thisPage}
        ),
        mine as (select * from e where bucket = ${bucket}::text),
        per_session as materialized (
          select bucket, sessionid, count(*) as n, count(*) filter (where fixed) as pinned, max(doc_h) as doc_h
            from e group by bucket, sessionid
        )
        select
          (select coalesce(json_agg(t), '[]') from (
             select bucket, count(*) as sessions, sum(n) as clicks, sum(pinned) as pinned, max(doc_h) as doc_h
               from per_session group by bucket) t) as totals,
          (select count(*) from (select sessionid from per_session group by sessionid) s) as sessions,
          (select coalesce(json_agg(json_build_array(col, row, n) order by n desc, row, col), '[]') from (
             select col, y_cord / ${bin}::int as row, count(*) as n
               from mine where not fixed group by 1, 2 order by n desc, row, col limit ${HEATMAP_MAX_CELLS + 1}) g) as cells,
          (select coalesce(json_agg(p order by n desc, element, label, col), '[]') from (
             select element, button_name as label, col, min(y_cord) as min_y, count(*) as n
               from mine where fixed group by 1, 2, 3 order by n desc, element, label, col limit ${PINNED_LIMIT}) p) as pinned,
          (select coalesce(json_agg(t order by n desc, element, label), '[]') from (
             select element, label, count(*) as sessions, sum(n) as n
               from (select element, button_name as label, count(*) as n from mine group by element, button_name, sessionid) by_session
              group by element, label order by n desc, element, label limit ${HEATMAP_TOP_TARGETS}) t) as targets,
          -- The latest title: the newest row, straight off the index.
          (select pagename from click_events where ${thisPage} order by created_at desc limit 1) as title`);
      const totals = listOf<TotalsRow>(r?.totals);
      const mine = totals.find((t) => t.bucket === bucket);
      const buckets: HeatmapBucketCounts = { phone: 0, tablet: 0, desktop: 0 };
      for (const t of totals) if (t.bucket) buckets[t.bucket] = num(t.clicks);
      const cells = listOf<[number, number, number]>(r?.cells);
      return {
        campaign,
        page,
        title: String(r?.title ?? ""),
        bucket,
        width,
        bin,
        totals: {
          clicks: totals.reduce((sum, t) => sum + num(t.clicks), 0),
          sessions: num(r?.sessions),
          buckets,
          bucketClicks: num(mine?.clicks),
          pinnedClicks: num(mine?.pinned),
          bucketSessions: num(mine?.sessions),
          docHeight: num(mine?.doc_h),
        },
        cells: cells.slice(0, HEATMAP_MAX_CELLS).map(([c, row, n]) => [num(c), num(row), num(n)]),
        truncated: cells.length > HEATMAP_MAX_CELLS,
        pinned: listOf<{ element: string; label: string; col: number; min_y: number; n: number }>(r?.pinned).map(
          (p): HeatmapPinned => ({ element: p.element, label: p.label, col: num(p.col), minY: num(p.min_y), clicks: num(p.n) }),
        ),
        targets: listOf<{ element: string; label: string; n: number; sessions: number }>(r?.targets).map(
          (t): HeatmapTarget => ({ element: t.element, label: t.label, clicks: num(t.n), sessions: num(t.sessions) }),
        ),
      };
    },
  };
}

export type HeatmapQueries = ReturnType<typeof createHeatmapQueries>;
