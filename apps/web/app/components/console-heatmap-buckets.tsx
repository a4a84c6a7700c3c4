// Phone, tablet or desktop: which width's clicks the heatmap shows, each with how many clicks it has. Links
// (the bucket lives in the address), the current one marked for screen readers.
import { HEATMAP_BUCKET_IDS, HEATMAP_BUCKETS, type HeatmapBucket, type HeatmapBucketCounts } from "@vetan/shared/admin-heatmaps";
import { Link } from "react-router";

export function ConsoleHeatmapBuckets({ current, counts, href }: { current: HeatmapBucket; counts: HeatmapBucketCounts; href(bucket: HeatmapBucket): string }) {
  return (
    <nav className="hm-buckets" aria-label="Screen width">
      {HEATMAP_BUCKET_IDS.map((id) => {
        const b = HEATMAP_BUCKETS[id];
        return (
          <Link key={id} to={href(id)} className="hm-buckets__item" aria-current={id === current ? "page" : undefined} preventScrollReset>
            <span className="hm-buckets__name">{b.label}</span>
            <span className="hm-buckets__meta">
              {b.width} px · {counts[id].toLocaleString("en-IN")} {counts[id] === 1 ? "click" : "clicks"}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}
