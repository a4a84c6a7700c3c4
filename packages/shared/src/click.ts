// One click-tracking event (SPEC.md §7 trackClickHeatMaps, plus what a heatmap needs: DESIGN.md).
import { z } from "zod";

/** SPEC.md: values the page cannot supply are sent as the text N/A. */
export const NOT_AVAILABLE = "N/A";

/**
 * PostgreSQL text cannot hold NUL, and no page sends one: refused here, not at the batch write. Exported so
 * the server's compiled check of this schema (platform/flat-object-check.ts) knows the refinement by name.
 */
export const hasNoNul = (v: string) => !v.includes("\u0000");
const text = (max: number) => z.string().max(max).refine(hasNoNul, "Text cannot contain NUL characters");
const coordinate = z.number().int().min(0).max(1_000_000);

export const ClickEventSchema = z.strictObject({
  campaignid: text(64).min(1),
  sessionid: text(64).min(1),
  x_cord: coordinate,
  y_cord: coordinate,
  element: text(32),
  button_name: text(200),
  pageurl: text(2048),
  pagename: text(300),
  product: text(32),
  redirection_url: text(2048),
  // What a heatmap needs beyond SPEC.md's ten fields (DESIGN.md). Optional, so a client that sends SPEC's
  // payload as it stands is accepted; how such a click is stored and drawn is decided in
  // apps/server/src/site/clicks/click-placement.ts.
  viewport_w: z.number().int().min(0).max(20_000).optional(),
  viewport_h: z.number().int().min(0).max(20_000).optional(),
  doc_h: z.number().int().min(0).max(1_000_000).optional(),
  /** The clicked element sits in a fixed or sticky box, so its page position depends on the scroll. */
  fixed: z.boolean().optional(),
});
export type ClickEvent = z.infer<typeof ClickEventSchema>;

/** Largest click-tracking body the server reads (DESIGN.md). */
export const CLICK_BODY_LIMIT_BYTES = 16 * 1024;
