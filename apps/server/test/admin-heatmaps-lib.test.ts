// The heatmaps' pure pieces: the width buckets and date ranges the API and the console share
// (packages/shared/src/admin-heatmaps.ts), which recorded pages the console may frame, how strongly a spot
// is drawn, and the console's links (apps/web/app/lib/console-heatmap-*.ts).
import {
  HEATMAP_BUCKETS,
  HEATMAP_MAX_DAYS,
  heatmapBucketOf,
  indiaToday,
  resolveHeatmapRange,
} from "@vetan/shared/admin-heatmaps";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { strength } from "../../web/app/lib/console-heatmap-draw.ts";
import { cellPoints, framePath, pinnedPoints } from "../../web/app/lib/console-heatmap-frame.ts";
import { busiestBucket, rangeLabel } from "../../web/app/lib/console-heatmap-links.ts";

describe("width buckets", () => {
  it("put every known width in exactly one bucket, and an unknown (0) width in none", () => {
    expect([1, 375, 767].map(heatmapBucketOf)).toEqual(["phone", "phone", "phone"]);
    expect([768, 820, 1199].map(heatmapBucketOf)).toEqual(["tablet", "tablet", "tablet"]);
    expect([1200, 1280, 20_000].map(heatmapBucketOf)).toEqual(["desktop", "desktop", "desktop"]);
    expect(heatmapBucketOf(0)).toBeNull();
    // Each bucket's reference width is one of its own widths.
    for (const [id, b] of Object.entries(HEATMAP_BUCKETS)) expect(heatmapBucketOf(b.width)).toBe(id);
  });
});

describe("date ranges", () => {
  it("default to the 30 days up to today in India", () => {
    expect(resolveHeatmapRange({}, "2026-03-31")).toEqual({ ok: true, range: { from: "2026-03-02", to: "2026-03-31" } });
    expect(resolveHeatmapRange({ to: "2026-01-10" }, "2026-03-31")).toEqual({ ok: true, range: { from: "2025-12-12", to: "2026-01-10" } });
    expect(resolveHeatmapRange({ from: "2026-04-05" }, "2026-03-31")).toEqual({ ok: true, range: { from: "2026-04-05", to: "2026-04-05" } });
    // Just before midnight UTC is already the next day in India.
    expect(indiaToday(new Date("2026-03-31T18:30:00Z"))).toBe("2026-04-01");
  });

  it("refuse a backwards range and one longer than the limit, and accept any other", () => {
    expect(resolveHeatmapRange({ from: "2026-03-02", to: "2026-03-01" })).toMatchObject({ ok: false, field: "from" });
    expect(resolveHeatmapRange({ from: "2025-03-01", to: "2026-03-02" })).toMatchObject({ ok: false, message: `Choose a range of at most ${HEATMAP_MAX_DAYS} days.` });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 400 }), (start, length) => {
        const from = new Date(Date.UTC(2020, 0, 1) + start * 86_400_000).toISOString().slice(0, 10);
        const to = new Date(Date.UTC(2020, 0, 1) + (start + length) * 86_400_000).toISOString().slice(0, 10);
        expect(resolveHeatmapRange({ from, to }).ok).toBe(length + 1 <= HEATMAP_MAX_DAYS);
      }),
    );
  });
});

describe("the framed page", () => {
  it("is the recorded page's path on this site, for public pages only", () => {
    expect(framePath("https://vetan.in/")).toBe("/");
    expect(framePath("https://elsewhere.example/Pricing")).toBe("/Pricing");
    expect(framePath("http://127.0.0.1:3000/blog/payroll-guide")).toBe("/blog/payroll-guide");
    for (const refused of [
      "https://vetan.in/accounts/login",
      "https://vetan.in/Identity",
      "https://vetan.in/identity/x",
      "https://vetan.in/retailer/Superadmin_dashboard",
      "https://vetan.in/api/v1/admin/heatmaps/page",
      "https://vetan.in/blogapi/GetAllProductBlog",
      "https://vetan.in/Generate_ID_Secret",
      "https://vetan.in/New_login",
      "javascript:alert(1)",
      "data:text/html,hi",
      "/relative",
      "N/A",
    ]) {
      expect(framePath(refused), refused).toBeNull();
    }
    // A public path that only begins like a refused one is still a page.
    expect(framePath("https://vetan.in/apiary")).toBe("/apiary");
  });

  it("draws grid squares at their centres, and pinned clicks where the least scrolled landed when the element is not found", () => {
    expect(cellPoints({ bin: 16, cells: [[6, 12, 3]] })).toEqual([{ x: 104, y: 200, clicks: 3 }]);
    expect(pinnedPoints(null, [{ element: "A", label: "Login", col: 75, minY: 48, clicks: 2 }], 16)).toEqual([{ x: 1208, y: 48, clicks: 2 }]);
  });
});

describe("drawing strength", () => {
  it("grows with clicks on a log scale, never below the floor, full at the busiest spot", () => {
    expect(strength(0, 10)).toBe(0);
    expect(strength(10, 10)).toBe(1);
    expect(strength(1, 5000)).toBeGreaterThanOrEqual(0.28);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (a, b) => {
        const max = Math.max(a, b);
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(strength(lo, max)).toBeLessThanOrEqual(strength(hi, max));
      }),
    );
  });
});

describe("console links", () => {
  it("open a page at the width most of its clicks came from, desktop on a tie", () => {
    expect(busiestBucket({ phone: 5, tablet: 1, desktop: 4 })).toBe("phone");
    expect(busiestBucket({ phone: 0, tablet: 0, desktop: 0 })).toBe("desktop");
  });

  it("name a range briefly", () => {
    expect(rangeLabel({ from: "2026-10-24", to: "2026-11-22" })).toBe("24 Oct – 22 Nov 2026");
    expect(rangeLabel({ from: "2025-12-24", to: "2026-01-22" })).toBe("24 Dec 2025 – 22 Jan 2026");
    expect(rangeLabel({ from: "2026-03-01", to: "2026-03-01" })).toBe("1 Mar 2026");
  });
});
