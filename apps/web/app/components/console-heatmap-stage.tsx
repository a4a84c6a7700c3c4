// The heatmap itself: the live page in a same-origin frame at the bucket's width (scaled down to fit the
// console's column), made as tall as its document so that clicks far down land right, with the heat drawn
// on a canvas over it. The frame is only a picture: the canvas takes the pointer and the frame is inert (no
// focus, no clicks), and it is opened without campaignid/sessionid, so the page tracks no clicks of its
// own. It is not sandboxed: it must run its scripts (to look as visitors see it) and be same-origin (to be
// measured), and a sandbox allowing both is no sandbox at all.
import { HEATMAP_BUCKETS, type HeatmapPageAnswer } from "@vetan/shared/admin-heatmaps";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { drawHeatmap, HEAT_CSS_GRADIENT, type HeatPoint } from "../lib/console-heatmap-draw.ts";
import { cellPoints, documentHeight, framePath, MAX_FRAME_HEIGHT, pinnedPoints } from "../lib/console-heatmap-frame.ts";
import { TARGETS_ID } from "./console-heatmap-targets.tsx";

/** The frame's height while the page loads: a window's worth, so the page's own height can be read. */
const FIRST_FRAME_HEIGHT = 900;
/** Canvas sides are limited by browsers; past this the drawing is made at a lower resolution. */
const MAX_CANVAS_SIDE = 16_000;
/** Blob radius in grid squares: wide enough that neighbouring squares melt into one spot. */
const RADIUS_IN_BINS = 2.6;

type FrameState = "loading" | "ready" | "unavailable";

export function ConsoleHeatmapStage({ answer }: { answer: HeatmapPageAnswer }) {
  const path = framePath(answer.page);
  const wrap = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const legendId = useId();
  const [available, setAvailable] = useState(0);
  const [docHeight, setDocHeight] = useState(() => clampHeight(answer.totals.docHeight || 1600));
  const [frameHeight, setFrameHeight] = useState(FIRST_FRAME_HEIGHT);
  const [state, setState] = useState<FrameState>(path ? "loading" : "unavailable");
  const [pinned, setPinned] = useState<HeatPoint[]>(() => pinnedPoints(null, answer.pinned, answer.bin));
  const [showHeat, setShowHeat] = useState(true);
  const [dim, setDim] = useState(true);

  const { width, bin } = answer;
  const scale = available > 0 ? Math.min(1, available / width) : 0;
  const cells = useMemo(() => cellPoints(answer), [answer]);
  const max = useMemo(() => Math.max(0, ...cells.map((p) => p.clicks), ...pinned.map((p) => p.clicks)), [cells, pinned]);

  // The column's width decides the scale; it changes with the window.
  useEffect(() => {
    const el = wrap.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // A new answer (another bucket or range) starts from its own figures until the frame is read again.
  useEffect(() => {
    setPinned(pinnedPoints(frame.current?.contentDocument ?? null, answer.pinned, answer.bin));
  }, [answer]);

  // Draw whenever what is drawn, or the size it is drawn at, changes.
  useEffect(() => {
    const c = canvas.current;
    if (!c || scale <= 0) return;
    const cssWidth = width * scale;
    const cssHeight = docHeight * scale;
    const ratio = Math.min(window.devicePixelRatio || 1, 2, MAX_CANVAS_SIDE / Math.max(cssWidth, cssHeight));
    c.width = Math.round(cssWidth * ratio);
    c.height = Math.round(cssHeight * ratio);
    drawHeatmap(c, [...cells, ...pinned], { scale: scale * ratio, radius: bin * RADIUS_IN_BINS, max });
  }, [cells, pinned, max, scale, width, docHeight, bin]);

  /** Reads the framed page once it has loaded: its height, and where its pinned elements are. */
  function onFrameLoad() {
    const doc = frame.current?.contentDocument;
    if (!doc?.body) return setState("unavailable");
    const measure = () => {
      const h = documentHeight(doc);
      setDocHeight(h);
      setFrameHeight(h);
      setPinned(pinnedPoints(doc, answer.pinned, answer.bin));
    };
    measure();
    setState("ready");
    // Once more when late content (fonts, images, deferred sections) has settled; not continuously, so a
    // page sized by the window's height cannot keep growing the frame.
    window.setTimeout(() => {
      if (frame.current?.contentDocument === doc) measure();
    }, 1500);
  }

  const label = HEATMAP_BUCKETS[answer.bucket].label.toLowerCase();
  const plotted = answer.totals.bucketClicks;
  return (
    <div className="hm-stage-block">
      <div className="hm-stage-bar">
        <div className="hm-legend" id={legendId}>
          <span className="hm-legend__end">Fewer clicks</span>
          <span className="hm-legend__bar" style={{ backgroundImage: HEAT_CSS_GRADIENT }} aria-hidden="true" />
          <span className="hm-legend__end">
            Most clicks{max > 0 ? ` (${max.toLocaleString("en-IN")} on one spot)` : ""}
          </span>
        </div>
        <div className="hm-switches">
          <label className="hm-switch">
            <input type="checkbox" className="hm-switch__box" checked={showHeat} onChange={(e) => setShowHeat(e.target.checked)} /> Show heat
          </label>
          <label className="hm-switch">
            <input type="checkbox" className="hm-switch__box" checked={dim} onChange={(e) => setDim(e.target.checked)} /> Dim the page
          </label>
        </div>
      </div>
      <div className="hm-stage-wrap" ref={wrap}>
        {scale > 0 && (
          <div className="hm-stage" data-dim={dim || undefined} style={{ width: width * scale, height: docHeight * scale }}>
            {path ? (
              <iframe
                ref={frame}
                src={path}
                title={`Live page ${path} at ${width} px (a picture under the heatmap, not interactive)`}
                className="hm-frame"
                tabIndex={-1}
                inert
                onLoad={onFrameLoad}
                style={{ width, height: frameHeight, transform: `scale(${scale})` }}
              />
            ) : (
              <div className="hm-frame hm-frame--none" />
            )}
            <canvas
              ref={canvas}
              className="hm-canvas"
              hidden={!showHeat}
              role="img"
              aria-label={`Heatmap of ${plotted.toLocaleString("en-IN")} ${plotted === 1 ? "click" : "clicks"} on this page at ${label} width.`}
              aria-describedby={`${legendId} ${TARGETS_ID}`}
              data-scale={scale}
              style={{ width: width * scale, height: docHeight * scale }}
            >
              The most clicked elements are listed in the table beside the heatmap.
            </canvas>
            {state === "loading" && (
              <output className="hm-stage__note" aria-live="polite">
                Loading the live page…
              </output>
            )}
          </div>
        )}
        {state === "unavailable" && (
          <p className="hm-stage__missing">
            {path ? "The live page could not be shown here" : "This address is not a public page of this site"}, so the clicks are drawn on a blank page of its
            width.
          </p>
        )}
      </div>
    </div>
  );
}

function clampHeight(h: number): number {
  return Math.min(MAX_FRAME_HEIGHT, Math.max(400, Math.round(h)));
}
