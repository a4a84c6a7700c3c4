// Click tracking in the browser (SPEC.md §7, DESIGN.md "Click tracking"): every click on a link or button
// that was on the page when it loaded is reported to POST /api/Seo/trackClickHeatMaps, but only while the
// current address carries both campaignid and sessionid.
//
// Decisions, each tested in e2e/tracking.spec.ts:
// - "Present at page load" is taken literally: the links and buttons in the document when it hydrates are
//   remembered; anything rendered later (a menu that opens, the next page's content after a client-side
//   navigation) is not tracked. The header and footer stay the same elements across navigations, so they
//   keep being tracked.
// - The tracking ids are read from the address at the moment of the click, not remembered: once a visitor
//   moves to an address without them, tracking stops, exactly as "only when the address holds both" says.
// - The report never delays the click's own effect: it is queued with sendBeacon (fetch keepalive if the
//   browser will not queue it) and a failure is only logged.
import { useEffect } from "react";
import type { ClickEvent } from "@vetan/shared/click";
import { buildClickPayload, type ClickFacts } from "./click-payload.ts";

export const TRACK_CLICK_URL = "/api/Seo/trackClickHeatMaps";

/** The elements whose clicks count: links, buttons and button-like inputs. */
const TRACKED = "a, button, input[type=button], input[type=submit]";

/** Starts click tracking once, when the page has hydrated. Call it from the root layout only. */
export function useClickTracking() {
  useEffect(() => {
    const presentAtLoad = new WeakSet<Element>(document.querySelectorAll(TRACKED));
    const onClick = (event: MouseEvent) => {
      // Tracking must never break the click it watches.
      try {
        const element = trackedElement(event.target, presentAtLoad);
        if (!element) return;
        const payload = buildClickPayload(clickFacts(event, element));
        if (payload) sendClick(payload);
      } catch (error) {
        console.info("Click tracking skipped a click:", error);
      }
    };
    // Capture on window: runs before the page's own handlers (so the address is still the one clicked on,
    // and a handler that stops propagation cannot hide the click).
    window.addEventListener("click", onClick, { capture: true });
    return () => window.removeEventListener("click", onClick, { capture: true });
  }, []);
}

/** The nearest link or button around the click target that was present at load, if any. */
function trackedElement(target: EventTarget | null, presentAtLoad: WeakSet<Element>): Element | null {
  let candidate = target instanceof Element ? target.closest(TRACKED) : null;
  while (candidate && !presentAtLoad.has(candidate)) candidate = candidate.parentElement?.closest(TRACKED) ?? null;
  return candidate;
}

function clickFacts(event: MouseEvent, element: Element): ClickFacts {
  const root = document.documentElement;
  return {
    href: window.location.href,
    ...documentPoint(event, element),
    tagName: element.tagName,
    text: element instanceof HTMLInputElement ? null : element.textContent,
    value: element instanceof HTMLInputElement ? element.value : null,
    title: document.title,
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
    documentHeight: Math.max(root.scrollHeight, document.body?.scrollHeight ?? 0),
    fixed: inFixedBox(element),
  };
}

/**
 * Where the click landed in document coordinates. A click from the keyboard (Enter or Space, detail 0) has
 * no pointer position, so the element's centre stands in for it rather than piling such clicks at 0,0.
 */
function documentPoint(event: MouseEvent, element: Element): { pageX: number; pageY: number } {
  if (event.detail > 0 || event.pageX !== 0 || event.pageY !== 0) return { pageX: event.pageX, pageY: event.pageY };
  const box = element.getBoundingClientRect();
  return { pageX: box.left + box.width / 2 + window.scrollX, pageY: box.top + box.height / 2 + window.scrollY };
}

/** True when the element or an ancestor is position fixed or sticky: its page position moves with scrolling. */
function inFixedBox(element: Element): boolean {
  for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
    const { position } = getComputedStyle(node);
    if (position === "fixed" || position === "sticky") return true;
  }
  return false;
}

/** True when the browser took the report for sending after the page is gone (sendBeacon). */
function queueBeacon(body: string): boolean {
  try {
    // application/json: the server parses no other type for this route.
    return navigator.sendBeacon(TRACK_CLICK_URL, new Blob([body], { type: "application/json" }));
  } catch {
    // Some browsers refuse a JSON beacon outright; fetch keepalive does the same job.
    return false;
  }
}

/** Queues the report without holding up the page; a failure is only logged (SPEC.md §8). */
function sendClick(payload: ClickEvent) {
  const body = JSON.stringify(payload);
  if (queueBeacon(body)) return;
  fetch(TRACK_CLICK_URL, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    keepalive: true,
    credentials: "same-origin",
  }).then(
    (response) => {
      if (!response.ok) console.info(`Click tracking: the server answered ${response.status}.`);
    },
    (error: unknown) => console.info("Click tracking: the report was not sent.", error),
  );
}
