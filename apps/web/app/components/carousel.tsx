// A swipe carousel built on CSS scroll snapping: the browser does the touch swipe, momentum and snapping,
// so the component only keeps the dots in step with the scroll position. Every slide is in the server HTML
// and the first dot is current there too, so hydration changes nothing on screen.
//
// With `gridAbove`, the slides are a plain grid wider than that width (the home page's desktop layout) and
// the carousel behaviour (dots, keyboard, auto-advance) exists only at or below it.
import { Children, isValidElement, type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import "../styles/carousel.css";

/** SPEC.md §9: the phone layout starts at 825 px wide. carousel.css repeats it in its media query. */
export const PHONE_QUERY = "(max-width: 825px)";
const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
/** SPEC.md §9: "a separate carousel component has a default interval of 5000 ms". */
export const DEFAULT_INTERVAL_MS = 5000;

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Benefits". */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Show the slides as a grid (no dots, no carousel) wider than the phone breakpoint. */
  gridAbove?: boolean;
  /** Move to the next slide every `intervalMs`; paused on hover and focus, never under reduced motion. */
  autoAdvance?: boolean;
  intervalMs?: number;
  className?: string;
}

export function Carousel({ label, children, gridAbove = false, autoAdvance = false, intervalMs = DEFAULT_INTERVAL_MS, className }: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const trackRef = useRef<HTMLUListElement>(null);
  const dotsRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // While a dot-started smooth scroll passes other slides, the dots stay on its target.
  const targetRef = useRef<number | null>(null);
  const frameRef = useRef(0);
  const isPhone = useMediaQuery(PHONE_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const active = !gridAbove || isPhone;
  // Until hydration the server's HTML cannot know the width, so the track is focusable in case it scrolls.
  const hydrated = useHydrated();

  const goTo = useCallback(
    (next: number) => {
      const track = trackRef.current;
      const slide = track?.children[next];
      if (!track || !(slide instanceof HTMLElement)) return;
      targetRef.current = next;
      setIndex(next);
      track.scrollTo({ left: slide.offsetLeft, behavior: reducedMotion ? "auto" : "smooth" });
    },
    [reducedMotion],
  );

  // The dot follows whichever slide sits nearest the start of the track.
  const onScroll = () => {
    if (frameRef.current) return;
    frameRef.current = requestAnimationFrame(() => {
      frameRef.current = 0;
      const track = trackRef.current;
      if (!track) return;
      const nearest = nearestSlide(track);
      if (targetRef.current !== null) {
        if (nearest !== targetRef.current) return;
        targetRef.current = null;
      }
      setIndex(nearest);
    });
  };

  // A swipe that interrupts a dot's smooth scroll must not leave the dots waiting for the old target.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const onScrollEnd = () => {
      targetRef.current = null;
      setIndex(nearestSlide(track));
    };
    track.addEventListener("scrollend", onScrollEnd);
    return () => {
      track.removeEventListener("scrollend", onScrollEnd);
      cancelAnimationFrame(frameRef.current);
    };
  }, []);

  // Back on a grid layout the track no longer scrolls; a later return to the phone layout starts at slide 1.
  useEffect(() => {
    if (!active) setIndex(0);
  }, [active]);

  const paused = hovered || focused;
  useEffect(() => {
    if (!autoAdvance || !active || paused || reducedMotion || count < 2) return;
    const timer = window.setInterval(() => goTo((nearestSlide(trackRef.current) + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [autoAdvance, active, paused, reducedMotion, count, intervalMs, goTo]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!active) return;
    const next = keyTarget(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    goTo(next);
    // Keyboard users on the dots stay on the dot of the slide they moved to.
    const dot = dotsRef.current?.children[next];
    if (dotsRef.current?.contains(document.activeElement) && dot instanceof HTMLElement) dot.focus();
  };

  const classes = ["carousel", gridAbove ? "carousel--grid-above" : "", className ?? ""].filter(Boolean).join(" ");
  return (
    // A labelled <section> is a region landmark. Its key handler serves the focusable track and dots inside.
    <section
      className={classes}
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      {/* A list, so assistive technology announces "item 2 of 6". While it scrolls it must be reachable by
          keyboard (the slides hold nothing focusable); the arrow keys then move a slide at a time. */}
      <ul
        className="carousel__track"
        ref={trackRef}
        onScroll={active ? onScroll : undefined}
        tabIndex={active || !hydrated ? 0 : undefined}
        aria-label={`${label}, ${count} slides`}
      >
        {slides.map((slide, i) => (
          <li key={slideKey(slide, i)} className="carousel__slide">
            {slide}
          </li>
        ))}
      </ul>
      {/* The dots are one Tab stop (roving tabindex): only the current slide's dot is in the Tab order, and the
          arrow keys, Home and End move between them (onKeyDown above), so a keyboard user passes a carousel
          with one Tab instead of one per slide. */}
      <div className="carousel__dots" ref={dotsRef}>
        {slides.map((slide, i) => (
          <button
            key={slideKey(slide, i)}
            type="button"
            className="carousel__dot"
            aria-label={`Go to slide ${i + 1}`}
            aria-current={i === index ? "true" : undefined}
            tabIndex={i === index ? 0 : -1}
            onClick={() => goTo(i)}
          />
        ))}
      </div>
    </section>
  );
}

/** Whether a media query matches; false on the server and during hydration, so the first render matches the HTML. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

const noSubscription = () => () => {};

/** False on the server and during hydration, true once the component runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function slideKey(slide: ReturnType<typeof Children.toArray>[number], i: number): string {
  return isValidElement(slide) && slide.key !== null ? String(slide.key) : `slide-${i + 1}`;
}

/** The slide whose start is nearest the track's scroll position (0 when there is no track). */
function nearestSlide(track: HTMLElement | null): number {
  if (!track) return 0;
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  Array.from(track.children).forEach((slide, i) => {
    const distance = Math.abs((slide as HTMLElement).offsetLeft - track.scrollLeft);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}

function keyTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
      return Math.min(index + 1, count - 1);
    case "ArrowLeft":
      return Math.max(index - 1, 0);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
