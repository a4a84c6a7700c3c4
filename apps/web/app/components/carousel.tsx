// A swipe carousel built on CSS scroll snapping: the browser does the touch swipe, momentum and snapping.
// HTML first (decision 034): this is markup only, the same on the server and in the browser. The public
// pages' script (lib/html-first/site.js) makes the dots scroll to their slide, keeps them in step with the
// scroll position, and moves a slide with the arrow keys, Home and End; swiping needs no script at all.
//
// With `gridAbove`, the slides are a plain grid wider than the phone width (the home page's desktop
// layout), and carousel.css hides the dots there; the script reads that and leaves the keys alone.
// SPEC.md §9: the home page's carousels never move by themselves; the component can (`autoAdvance`), every
// 5000 ms by default, and the script then runs the timer (paused on hover and focus, never under reduced
// motion, never while the slides are a grid).
import { Children, isValidElement, type ReactNode } from "react";
import "../styles/carousel.css";

/** SPEC.md §9: the phone layout starts at 825 px wide. carousel.css repeats it in its media query. */
export const PHONE_QUERY = "(max-width: 825px)";
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
  const classes = ["carousel", gridAbove ? "carousel--grid-above" : "", className ?? ""].filter(Boolean).join(" ");
  return (
    // A labelled <section> is a region landmark.
    <section className={classes} aria-label={label} data-interval={autoAdvance ? intervalMs : undefined}>
      {/* A list, so assistive technology announces "item 2 of 6". It is reachable by keyboard, because it
          may scroll and the slides hold nothing focusable; the arrow keys then move a slide at a time. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1). */}
      <ul className="carousel__track" tabIndex={0} aria-label={`${label}, ${count} slides`}>
        {slides.map((slide, i) => (
          <li key={slideKey(slide, i)} className="carousel__slide">
            {slide}
          </li>
        ))}
      </ul>
      {/* The dots are one Tab stop (roving tabindex): only the current slide's dot is in the Tab order, and the
          arrow keys, Home and End move between them, so a keyboard user passes a carousel with one Tab. */}
      <div className="carousel__dots">
        {slides.map((slide, i) => (
          <button
            key={slideKey(slide, i)}
            type="button"
            className="carousel__dot"
            aria-label={`Go to slide ${i + 1}`}
            aria-current={i === 0 ? "true" : undefined}
            tabIndex={i === 0 ? 0 : -1}
          />
        ))}
      </div>
    </section>
  );
}

function slideKey(slide: ReturnType<typeof Children.toArray>[number], i: number): string {
  return isValidElement(slide) && slide.key !== null ? String(slide.key) : `slide-${i + 1}`;
}
