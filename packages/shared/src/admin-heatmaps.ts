// The console's click heatmaps (issue 5): the width buckets a heatmap is drawn at, the query schemas of
// /api/v1/admin/heatmaps/* (used by the console's date form too), and the answers' shapes.
//
// What a stored click means (apps/web/app/lib/click-tracking.ts records it):
// - x_cord, y_cord: the click in DOCUMENT coordinates (pageX/pageY, CSS px, scroll included), so y says how
//   far down the page the click landed whatever the scroll was at the time.
// - viewport_w / viewport_h: window.innerWidth / innerHeight when clicking (the layout width the page had).
// - doc_h: the document's scroll height at that moment.
// - fixed: the clicked element sat in a position: fixed or sticky box. Its page position then depended on the
//   scroll, which is not recorded, so such a click's y cannot be put back on the page by arithmetic; the
//   heatmap draws those at the element itself (see HeatmapPinned).
import { z } from "zod";
import { addDays, daysBetween, indiaToday, isRealDay } from "./dates.ts";

export const HEATMAP_BUCKET_IDS = ["phone", "tablet", "desktop"] as const;
export type HeatmapBucket = (typeof HEATMAP_BUCKET_IDS)[number];

export interface HeatmapBucketDef {
  label: string;
  /** The width the live page is shown at, and the width every click's x is scaled to (CSS px). */
  width: number;
  /** Clicks whose viewport width is at least `minViewport` and below `belowViewport` fall in this bucket. */
  minViewport: number;
  belowViewport: number | null;
  /** Side of one square of the density grid, in px of the reference width. */
  bin: number;
}

/**
 * Phones below 768 px (the usual tablet breakpoint), tablets below 1200 px (iPad landscape and small
 * laptops still lay out like tablets), desktops from 1200 px. A viewport width of 0 (unknown) is in none.
 */
export const HEATMAP_BUCKETS: Record<HeatmapBucket, HeatmapBucketDef> = {
  phone: { label: "Phone", width: 375, minViewport: 1, belowViewport: 768, bin: 8 },
  tablet: { label: "Tablet", width: 820, minViewport: 768, belowViewport: 1200, bin: 12 },
  desktop: { label: "Desktop", width: 1280, minViewport: 1200, belowViewport: null, bin: 16 },
};

/** The bucket a click from a window `viewportWidth` px wide belongs to, or null when the width is unknown. */
export function heatmapBucketOf(viewportWidth: number): HeatmapBucket | null {
  for (const id of HEATMAP_BUCKET_IDS) {
    const b = HEATMAP_BUCKETS[id];
    if (viewportWidth >= b.minViewport && (b.belowViewport === null || viewportWidth < b.belowViewport)) return id;
  }
  return null;
}

/** Days shown when the console names no range, and the longest range one request may cover. */
export const HEATMAP_DEFAULT_DAYS = 30;
export const HEATMAP_MAX_DAYS = 366;
/** Grid squares one heatmap answer carries at most (the densest ones); more would not change the picture. */
export const HEATMAP_MAX_CELLS = 20_000;
/** Rows in the most-clicked table. */
export const HEATMAP_TOP_TARGETS = 15;

// ---- Dates: the shared Indian-day helpers (dates.ts), re-exported for the console's callers. ----
export { addDays, daysBetween, indiaDayStart, indiaToday } from "./dates.ts";

const IsoDay = z
  .string({ error: "Use a date like 2026-11-22." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use a date like 2026-11-22.", abort: true })
  .refine(isRealDay, { error: "That date does not exist.", abort: true })
  .refine((v) => v >= "2000-01-01" && v <= "2099-12-31", { error: "Choose a date between 2000 and 2099." });

/** An empty date box means "the default", as leaving it out does. */
const OptionalDay = z.preprocess((v) => (v === "" ? undefined : v), IsoDay.optional());

export interface HeatmapRange {
  /** First and last Indian day included, yyyy-mm-dd. */
  from: string;
  to: string;
}

/**
 * The range a request means: by default the last HEATMAP_DEFAULT_DAYS days up to today; one end given, the
 * other follows from it. Returns the message to show when the range is backwards or too long.
 */
export function resolveHeatmapRange(
  input: { from?: string | undefined; to?: string | undefined },
  today = indiaToday(),
): { ok: true; range: HeatmapRange } | { ok: false; field: "from"; message: string } {
  // A start in the future with no end is a range of that one day, not a backwards one.
  const to = input.to ?? (input.from && input.from > today ? input.from : today);
  const from = input.from ?? addDays(to, -(HEATMAP_DEFAULT_DAYS - 1));
  if (from > to) return { ok: false, field: "from", message: "The start date must be on or before the end date." };
  // Only a given start can make the range too long (a default start is always 30 days back).
  if (daysBetween(from, to) + 1 > HEATMAP_MAX_DAYS) return { ok: false, field: "from", message: `Choose a range of at most ${HEATMAP_MAX_DAYS} days.` };
  return { ok: true, range: { from, to } };
}

/** Checks and fills in the range of a parsed query (a Zod transform shared by every heatmap query). */
function withRange<T extends { from?: string | undefined; to?: string | undefined }>(value: T, ctx: z.RefinementCtx<T>) {
  const r = resolveHeatmapRange(value);
  if (!r.ok) {
    ctx.addIssue({ code: "custom", path: [r.field], message: r.message });
    return z.NEVER;
  }
  return { ...value, ...r.range };
}

/** PostgreSQL text cannot hold NUL, so no stored id has one; refused here rather than failing in SQL. */
const noNul = (v: string) => !v.includes("\u0000");

const CampaignId = z
  .string({ error: "Choose a campaign." })
  .min(1, { error: "Choose a campaign." })
  .max(64, { error: "A campaign id is at most 64 characters." })
  .refine(noNul, { error: "A campaign id cannot contain a NUL character." });

const PageUrl = z
  .string({ error: "Choose a page." })
  .min(1, { error: "Choose a page." })
  .max(2048, { error: "A page address is at most 2048 characters." })
  .refine(noNul, { error: "A page address cannot contain a NUL character." });

export const HeatmapBucketSchema = z.enum(HEATMAP_BUCKET_IDS, { error: "Choose phone, tablet or desktop." });

const RangeFields = { from: OptionalDay, to: OptionalDay };

/** GET /heatmaps/campaigns, and the console's date form. */
export const HeatmapRangeQuerySchema = z.strictObject(RangeFields).transform(withRange);
/** GET /heatmaps/pages */
export const HeatmapPagesQuerySchema = z.strictObject({ ...RangeFields, campaign: CampaignId }).transform(withRange);
/** GET /heatmaps/page */
export const HeatmapPageQuerySchema = z
  .strictObject({ ...RangeFields, campaign: CampaignId, page: PageUrl, bucket: HeatmapBucketSchema.default("desktop") })
  .transform(withRange);

export type HeatmapPageQuery = z.output<typeof HeatmapPageQuerySchema>;

// ---- Answers ----

export interface HeatmapCampaign {
  campaign: string;
  pages: number;
  sessions: number;
  clicks: number;
  /** ISO instants. */
  firstClick: string;
  lastClick: string;
}

export interface HeatmapCampaignsAnswer {
  range: HeatmapRange;
  campaigns: HeatmapCampaign[];
}

export type HeatmapBucketCounts = Record<HeatmapBucket, number>;

export interface HeatmapPageSummary {
  /** The page address as recorded (origin and path, no query). */
  page: string;
  /** Its document title, as most recently recorded. */
  title: string;
  clicks: number;
  sessions: number;
  lastClick: string;
  /** Clicks per width bucket, so the console opens the heatmap at a bucket that has some. */
  buckets: HeatmapBucketCounts;
}

export interface HeatmapPagesAnswer {
  range: HeatmapRange;
  campaign: string;
  pages: HeatmapPageSummary[];
}

/** A link or button and how often it was clicked. */
export interface HeatmapTarget {
  /** Tag name (A, BUTTON, INPUT). */
  element: string;
  /** Its text or value, N/A when it had none. */
  label: string;
  clicks: number;
  sessions: number;
}

/**
 * Clicks on an element in a fixed or sticky box, grouped by the element and the grid column: the console
 * finds that element in the live page and draws the clicks on it. `minY` (the least scrolled of the
 * clicks' document y) is where they are drawn when the element cannot be found: the page position of a
 * fixed element is its place in the window plus the scroll, so the smallest is the closest to it.
 */
export interface HeatmapPinned {
  element: string;
  label: string;
  /** Grid column (× bin = x in reference px). */
  col: number;
  minY: number;
  clicks: number;
}

export interface HeatmapPageAnswer {
  range: HeatmapRange;
  campaign: string;
  page: string;
  title: string;
  bucket: HeatmapBucket;
  /** The bucket's reference width and grid square (HEATMAP_BUCKETS), repeated for the drawing code. */
  width: number;
  bin: number;
  totals: {
    /** Every click on the page in the range, all widths. */
    clicks: number;
    sessions: number;
    /** Per bucket, as the switcher shows them. */
    buckets: HeatmapBucketCounts;
    /** In this bucket: all its clicks, those in fixed boxes, and its sessions. */
    bucketClicks: number;
    pinnedClicks: number;
    bucketSessions: number;
    /** The tallest document recorded in this bucket, px: how tall the frame should be at least. */
    docHeight: number;
  };
  /** Density grid of this bucket's in-flow clicks: [column, row, clicks], densest first. */
  cells: [number, number, number][];
  /** True when there were more than HEATMAP_MAX_CELLS grid squares and only the densest are here. */
  truncated: boolean;
  pinned: HeatmapPinned[];
  /** The most clicked links and buttons in this bucket, most first. */
  targets: HeatmapTarget[];
}
