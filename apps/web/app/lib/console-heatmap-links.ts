// Addresses of the heatmap screens: the range, campaign, page and bucket all live in the query string, so
// every view can be linked to, reloaded and gone back to.
import { HEATMAP_BUCKET_IDS, type HeatmapBucket, type HeatmapBucketCounts, type HeatmapRange } from "@vetan/shared/admin-heatmaps";
import { consolePath } from "../content/console-nav.ts";

export const rangeQuery = (range: HeatmapRange, more: Record<string, string> = {}) => new URLSearchParams({ from: range.from, to: range.to, ...more }).toString();

/** The campaigns screen, with a campaign's pages open when one is named. */
export function campaignsHref(range: HeatmapRange, campaign?: string) {
  return `${consolePath("heatmaps")}?${rangeQuery(range, campaign ? { campaign } : {})}`;
}

export function heatmapHref(range: HeatmapRange, campaign: string, page: string, bucket: HeatmapBucket) {
  return `${consolePath("heatmaps", "view")}?${rangeQuery(range, { campaign, page, bucket })}`;
}

/** A page's heatmap opens at the width most of its clicks came from. */
export function busiestBucket(counts: HeatmapBucketCounts): HeatmapBucket {
  return HEATMAP_BUCKET_IDS.reduce<HeatmapBucket>((best, id) => (counts[id] > counts[best] ? id : best), "desktop");
}

/** The path of a recorded page address, for people (the origin is this site's). */
export function pathOf(pageUrl: string): string {
  try {
    return new URL(pageUrl).pathname;
  } catch {
    return pageUrl;
  }
}

const DAY_MONTH = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const DAY_MONTH_YEAR = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "24 Oct – 22 Nov 2026" (the year once when both ends share it); the range's days are calendar dates. */
export function rangeLabel({ from, to }: HeatmapRange): string {
  const day = (d: string) => new Date(`${d}T00:00:00Z`);
  if (from === to) return DAY_MONTH_YEAR.format(day(from));
  const start = from.slice(0, 4) === to.slice(0, 4) ? DAY_MONTH.format(day(from)) : DAY_MONTH_YEAR.format(day(from));
  return `${start} – ${DAY_MONTH_YEAR.format(day(to))}`;
}
