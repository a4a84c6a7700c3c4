// Where a click can be drawn on a heatmap. SPEC.md §7's payload has ten fields; the heatmap also needs the
// window width (to scale x onto its width bucket) and the fixed flag (to know whether y is a document
// position or a place on a bar that scrolls with the window). Both are optional in ClickEventSchema, so a
// client sending SPEC's payload alone is accepted (issue 19).
//
// Such a click is stored, never guessed into place: guessing a width would put it on the wrong bucket's
// picture, and guessing "in-flow" would draw a sticky header's click wherever the page happened to be
// scrolled. It is stored with the width 0, which the heatmap queries already read as "unknown width": it
// counts in the page's clicks and sessions ("All widths" in the console), and in no width bucket, so in no
// density grid, pinned list or most-clicked list. Window and document heights only size the drawing; when
// absent they are 0, which max(doc_h) over a bucket never picks over a known height.
import type { ClickEvent } from "@vetan/shared";

/** The heatmap columns of click_events as stored for one event. */
export interface ClickPlacement {
  viewport_w: number;
  viewport_h: number;
  doc_h: number;
  fixed: boolean;
}

export function clickPlacement(event: ClickEvent): ClickPlacement {
  const heights = { viewport_h: event.viewport_h ?? 0, doc_h: event.doc_h ?? 0 };
  if (event.viewport_w === undefined || event.fixed === undefined) return { viewport_w: 0, fixed: false, ...heights };
  return { viewport_w: event.viewport_w, fixed: event.fixed, ...heights };
}
