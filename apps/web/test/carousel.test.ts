// @vitest-environment happy-dom
// The Carousel as the public pages run it (decision 034): the component's server markup, made to work by the
// pages' one script (app/lib/html-first/site.js), with no React in the page. Its timer: SPEC.md §9 "a
// separate carousel component has a default interval of 5000 ms"; the home page's carousels keep auto-advance
// off. happy-dom has no layout, so each test gives the slides their positions and the track a scroll
// position, as a browser would, and hides the dots itself where carousel.css would (the grid layout).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Carousel, type CarouselProps, DEFAULT_INTERVAL_MS } from "../app/components/carousel.tsx";
import { compact } from "../app/lib/html-first/site-script.ts";
import source from "../app/lib/html-first/site.js?raw";

const SLIDE_WIDTH = 300;
let media = { reducedMotion: false };
let host: HTMLElement;

beforeAll(() => {
  // The script as the server inlines it, run once: its listeners are on the document.
  new Function(compact(source))();
});

beforeEach(() => {
  vi.useFakeTimers();
  media = { reducedMotion: false };
  window.matchMedia = ((query: string) => ({
    matches: query.includes("reduce") ? media.reducedMotion : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  host = document.createElement("div");
  document.body.append(host);
});

afterEach(() => {
  for (const c of host.querySelectorAll<HTMLElement & { timer?: number }>(".carousel")) clearInterval(c.timer);
  host.remove();
  vi.useRealTimers();
});

function render(props: { autoAdvance?: boolean; intervalMs?: number; gridAbove?: boolean; asGrid?: boolean }) {
  const slides = ["One", "Two", "Three", "Four"].map((t) => createElement("p", { key: t }, t));
  const { asGrid, ...rest } = props;
  const carouselProps: CarouselProps = { label: "Benefits", ...rest, children: slides };
  host.innerHTML = renderToStaticMarkup(createElement(Carousel, carouselProps));
  const track = host.querySelector<HTMLElement>(".carousel__track")!;
  if (asGrid) host.querySelector<HTMLElement>(".carousel__dots")!.style.display = "none";
  let position = 0;
  Object.defineProperty(track, "scrollLeft", {
    get: () => position,
    set: (v: number) => {
      position = v;
    },
    configurable: true,
  });
  track.scrollTo = ((options: ScrollToOptions) => {
    position = options.left ?? position;
  }) as typeof track.scrollTo;
  for (const [i, slide] of Array.from(track.children).entries()) Object.defineProperty(slide, "offsetLeft", { get: () => i * SLIDE_WIDTH });
  document.dispatchEvent(new Event("DOMContentLoaded"));
  return { track, region: host.querySelector("section")! };
}

function currentDot(): string | null {
  return host.querySelector('.carousel__dot[aria-current="true"]')?.getAttribute("aria-label") ?? null;
}

function wait(ms: number) {
  vi.advanceTimersByTime(ms);
}

describe("Carousel", () => {
  it("a dot's click scrolls its slide into place and makes it the current dot, the only one in the Tab order", () => {
    const { track } = render({});
    host.querySelectorAll<HTMLButtonElement>(".carousel__dot")[2]!.click();
    expect(currentDot()).toBe("Go to slide 3");
    expect(track.scrollLeft).toBe(2 * SLIDE_WIDTH);
    expect(Array.from(host.querySelectorAll<HTMLButtonElement>(".carousel__dot")).map((d) => d.tabIndex)).toEqual([-1, -1, 0, -1]);
  });

  it("the dots follow a swipe once it settles", () => {
    const { track } = render({});
    track.scrollLeft = SLIDE_WIDTH;
    track.dispatchEvent(new Event("scrollend"));
    expect(currentDot()).toBe("Go to slide 2");
  });

  it("never moves by itself unless asked to", () => {
    render({});
    wait(60_000);
    expect(currentDot()).toBe("Go to slide 1");
  });

  it("advances every 5000 ms by default, wrapping to the first slide", () => {
    expect(DEFAULT_INTERVAL_MS).toBe(5000);
    const { track } = render({ autoAdvance: true });
    wait(4999);
    expect(currentDot()).toBe("Go to slide 1");
    wait(1);
    expect(currentDot()).toBe("Go to slide 2");
    expect(track.scrollLeft).toBe(SLIDE_WIDTH);
    wait(3 * 5000);
    expect(currentDot()).toBe("Go to slide 1");
    expect(track.scrollLeft).toBe(0);
  });

  it("takes its interval from intervalMs", () => {
    render({ autoAdvance: true, intervalMs: 1200 });
    wait(1200);
    expect(currentDot()).toBe("Go to slide 2");
  });

  it("stops while the pointer is over it and resumes when it leaves", () => {
    const { region } = render({ autoAdvance: true });
    region.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, relatedTarget: null }));
    wait(20_000);
    expect(currentDot()).toBe("Go to slide 1");
    region.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, relatedTarget: document.body }));
    wait(5000);
    expect(currentDot()).toBe("Go to slide 2");
  });

  it("stops while focus is inside it", () => {
    render({ autoAdvance: true });
    host.querySelector<HTMLButtonElement>(".carousel__dot")!.focus();
    wait(20_000);
    expect(currentDot()).toBe("Go to slide 1");
  });

  it("does not run under reduced motion", () => {
    media.reducedMotion = true;
    render({ autoAdvance: true });
    wait(20_000);
    expect(currentDot()).toBe("Go to slide 1");
  });

  it("does not run where the slides are a grid (wider than the phone layout)", () => {
    render({ autoAdvance: true, gridAbove: true, asGrid: true });
    wait(20_000);
    expect(currentDot()).toBe("Go to slide 1");
  });

  it("puts its dots in the Tab order once: the current dot only, the arrow keys move focus along them", () => {
    render({});
    const dots = () => Array.from(host.querySelectorAll<HTMLButtonElement>(".carousel__dot"));
    expect(dots().map((d) => d.tabIndex)).toEqual([0, -1, -1, -1]);
    dots()[0]!.focus();
    dots()[0]!.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(currentDot()).toBe("Go to slide 2");
    expect(dots().map((d) => d.tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(document.activeElement).toBe(dots()[1]);
    dots()[1]!.dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true }));
    expect(dots().map((d) => d.tabIndex)).toEqual([-1, -1, -1, 0]);
    expect(document.activeElement).toBe(dots()[3]);
  });
});
