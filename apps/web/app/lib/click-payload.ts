// The click-tracking body (SPEC.md §7 trackClickHeatMaps, DESIGN.md "Click tracking"), built from plain facts
// about one click so it can be tested without a browser. Whatever it returns passes the server's
// ClickEventSchema: every string is cut to its cap and nothing the schema refuses is ever added.
// Only the schema's type is imported: the schema itself would pull Zod into every page's first script.
import type { ClickEvent } from "@vetan/shared/click";

/** SPEC.md §7: values the page cannot supply are sent as this text (the server's NOT_AVAILABLE). */
export const NOT_AVAILABLE = "N/A";

/** The product's fixed label, as every call that names the product sends it. */
export const PRODUCT_LABEL = "VETAN";

/** The address must carry both of these for a click to be tracked (SPEC.md §7). */
export const TRACKING_PARAMS = ["campaignid", "sessionid"] as const;

type TextField = { [K in keyof ClickEvent]-?: ClickEvent[K] extends string ? K : never }[keyof ClickEvent];

/** Longest value the server takes for each text field (ClickEventSchema; a unit test keeps them equal). */
export const TEXT_LIMITS = {
  campaignid: 64,
  sessionid: 64,
  element: 32,
  button_name: 200,
  pageurl: 2048,
  pagename: 300,
  product: 32,
  redirection_url: 2048,
} as const satisfies Record<TextField, number>;

/** Largest numbers the server takes (ClickEventSchema). */
export const NUMBER_LIMITS = { coordinate: 1_000_000, viewport: 20_000, document: 1_000_000 } as const;

/** What the browser knows about one click; click-tracking.ts reads these from the DOM. */
export interface ClickFacts {
  /** location.href at the moment of the click. */
  href: string;
  /** Document coordinates of the click (pageX/pageY). */
  pageX: number;
  pageY: number;
  /** Tag name of the tracked link or button (not of the span inside it that was hit). */
  tagName: string;
  /** The element's text content, or null when it has none. */
  text: string | null;
  /** An input's value, or null for links and buttons. */
  value: string | null;
  /** document.title */
  title: string;
  viewportWidth: number;
  viewportHeight: number;
  documentHeight: number;
  /** The element sits in a position: fixed or sticky box. */
  fixed: boolean;
}

export interface TrackingIds {
  campaignid: string;
  sessionid: string;
}

/**
 * The campaign and session named by a query string, or null when either is missing or empty: then the click
 * is not tracked at all. An id longer than the server stores is also refused rather than cut, because a cut
 * id would silently merge or split sessions in the heatmaps.
 */
export function trackingIds(search: string): TrackingIds | null {
  const params = new URLSearchParams(search);
  const [campaignid, sessionid] = TRACKING_PARAMS.map((name) => params.get(name)?.trim() ?? "");
  if (!campaignid || !sessionid) return null;
  if (campaignid.length > TEXT_LIMITS.campaignid || sessionid.length > TEXT_LIMITS.sessionid) return null;
  return { campaignid, sessionid };
}

/**
 * The tracking body for one click, or null when the address does not carry both tracking ids. Our pages
 * always send the heatmap's fields too (the server takes a click without them, but cannot draw it).
 */
export function buildClickPayload(facts: ClickFacts): Required<ClickEvent> | null {
  const url = parseUrl(facts.href);
  const ids = trackingIds(url?.search ?? "");
  if (!ids) return null;
  return {
    ...ids,
    x_cord: whole(facts.pageX, NUMBER_LIMITS.coordinate),
    y_cord: whole(facts.pageY, NUMBER_LIMITS.coordinate),
    element: text(facts.tagName.toUpperCase(), TEXT_LIMITS.element),
    button_name: text(collapse(facts.text) || collapse(facts.value), TEXT_LIMITS.button_name),
    // The page itself, without its query (which holds per-session ids), so heatmaps group by page.
    pageurl: text(url ? `${url.origin}${url.pathname}` : "", TEXT_LIMITS.pageurl),
    pagename: text(collapse(facts.title), TEXT_LIMITS.pagename),
    product: PRODUCT_LABEL,
    // SPEC.md §7: the current address, query included.
    redirection_url: text(facts.href, TEXT_LIMITS.redirection_url),
    viewport_w: whole(facts.viewportWidth, NUMBER_LIMITS.viewport),
    viewport_h: whole(facts.viewportHeight, NUMBER_LIMITS.viewport),
    doc_h: whole(facts.documentHeight, NUMBER_LIMITS.document),
    fixed: facts.fixed,
  };
}

function parseUrl(href: string): URL | null {
  try {
    return new URL(href);
  } catch {
    return null;
  }
}

/** Trimmed, with runs of white space (line breaks and indentation in markup) made single spaces. */
function collapse(value: string | null): string {
  return value ? value.replace(/\s+/g, " ").trim() : "";
}

/** The value cut to `max` UTF-16 units (what the schema counts) without splitting a character; empty → N/A. */
function text(value: string, max: number): string {
  if (!value) return NOT_AVAILABLE;
  if (value.length <= max) return value;
  let cut = value.slice(0, max);
  // A high surrogate left alone at the end would be half an emoji.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.trimEnd() || NOT_AVAILABLE;
}

/** A whole number within 0..max; anything not finite (no position known) counts as 0. */
function whole(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.round(value)));
}
