// The live page under a heatmap: which address may be shown in the console's frame, how tall its document
// is, and where the pinned (fixed or sticky box) elements sit in it.
import type { HeatmapPageAnswer, HeatmapPinned } from "@vetan/shared/admin-heatmaps";
import type { HeatPoint } from "./console-heatmap-draw.ts";

/**
 * Signed-in and hand-off pages are never framed: loading one can act (a one-time sign-in code, a key
 * form), and none of them is a page a campaign sends people to. API paths are not pages at all.
 */
const NOT_FRAMED = ["/api", "/blogapi", "/accounts", "/retailer", "/identity", "/login", "/new_login", "/generate_id_secret"];

/**
 * The same-origin path to show for a recorded page address (origin and path, as the tracker stores it),
 * or null when it is not a public page of this site. The recorded origin is ignored on purpose: the
 * console shows this site's live page at that path. Opened without campaignid/sessionid, the framed page
 * reports no clicks of its own.
 */
export function framePath(pageUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const path = url.pathname;
  const lower = path.toLowerCase();
  if (NOT_FRAMED.some((p) => lower === p || lower.startsWith(`${p}/`))) return null;
  return path;
}

/** Tallest frame drawn: beyond this a browser refuses a canvas, and nobody scrolls that far. */
export const MAX_FRAME_HEIGHT = 30_000;

/** The document's full height (px), read from the same-origin frame. */
export function documentHeight(doc: Document): number {
  const h = Math.max(doc.documentElement.scrollHeight, doc.body?.scrollHeight ?? 0);
  return Math.min(MAX_FRAME_HEIGHT, Math.max(200, Math.ceil(h)));
}

/** What the click tracker counts as a link or button (apps/web/app/lib/click-tracking.ts). */
const TRACKED = "a, button, input[type=button], input[type=submit]";

const collapse = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

/** The label the tracker would have recorded for an element (its text, or an input's value). */
function labelOf(el: Element): string {
  return collapse(el instanceof HTMLInputElement ? el.value : el.textContent) || "N/A";
}

/**
 * Where each group of pinned clicks is drawn. A fixed or sticky element's page position was its window
 * position plus the scroll, which is not recorded, so the click is put on the element itself as the frame
 * shows it: the link or button with that tag and label whose box spans the clicks' x (the nearest one to
 * `minY` when several do). Not found (the page changed), the clicks go where the least scrolled of them
 * landed.
 */
export function pinnedPoints(doc: Document | null, pinned: readonly HeatmapPinned[], bin: number): HeatPoint[] {
  const candidates = doc ? [...doc.querySelectorAll(TRACKED)] : [];
  const boxes = candidates.map((el) => {
    const r = el.getBoundingClientRect();
    const view = el.ownerDocument.defaultView;
    return { el, label: labelOf(el), left: r.left + (view?.scrollX ?? 0), top: r.top + (view?.scrollY ?? 0), width: r.width, height: r.height };
  });
  return pinned.map((p) => {
    const x = (p.col + 0.5) * bin;
    // The tracker cuts long labels to 200 characters.
    const same = boxes.filter(
      (b) => b.el.tagName === p.element && b.width > 0 && (b.label === p.label || (p.label.length >= 190 && b.label.startsWith(p.label))),
    );
    const under = same.filter((b) => x >= b.left - bin && x <= b.left + b.width + bin);
    const pool = under.length > 0 ? under : same;
    const best = pool.sort((a, b) => Math.abs(a.top - p.minY) - Math.abs(b.top - p.minY))[0];
    if (!best) return { x, y: p.minY, clicks: p.clicks };
    return { x: under.length > 0 ? x : best.left + best.width / 2, y: best.top + best.height / 2, clicks: p.clicks };
  });
}

/** The grid squares as points at their centres. */
export function cellPoints(answer: Pick<HeatmapPageAnswer, "cells" | "bin">): HeatPoint[] {
  return answer.cells.map(([col, row, clicks]) => ({ x: (col + 0.5) * answer.bin, y: (row + 0.5) * answer.bin, clicks }));
}
