// Draws a click heatmap the way people expect to read one: every spot of clicks is a soft round blob;
// blobs are summed into one alpha map (where many land close together it runs hot), and that map is then
// coloured through blue → green → yellow → red and laid over the page half-transparent. Points are in
// page px of the bucket's reference width; the caller says how many canvas px one page px is.

/** Where the heat runs from cold to hot; the legend uses the same stops. */
export const HEAT_STOPS: readonly [number, string][] = [
  [0, "rgba(37, 99, 235, 0)"],
  [0.2, "#2563eb"],
  [0.45, "#16a34a"],
  [0.7, "#facc15"],
  [1, "#dc2626"],
];

/** The legend bar's CSS gradient (the transparent start shown as the palest blue). */
export const HEAT_CSS_GRADIENT = `linear-gradient(to right, ${HEAT_STOPS.map(([at, colour], i) => `${i === 0 ? "#dbeafe" : colour} ${Math.round(at * 100)}%`).join(", ")})`;

export interface HeatPoint {
  /** Page px at the reference width. */
  x: number;
  y: number;
  clicks: number;
}

export interface HeatDrawing {
  /** Canvas px per page px (display scale × device pixel ratio). */
  scale: number;
  /** Blob radius, page px. */
  radius: number;
  /** The busiest spot's clicks: it is drawn at full strength. */
  max: number;
}

/** Strongest overlay, so the page underneath still shows through the hottest spots. */
const MAX_OPACITY = 0.82;
/** A spot of one click, beside the busiest, still shows as a clear blue blob. */
const MIN_STRENGTH = 0.28;

/**
 * How strongly one spot is stamped: on a log scale, so a spot of 3 clicks beside one of 3,000 is still seen,
 * and from MIN_STRENGTH up, so the faintest is never invisible.
 */
export function strength(clicks: number, max: number): number {
  if (clicks <= 0 || max <= 0) return 0;
  const t = Math.log1p(clicks) / Math.log1p(max);
  return Math.min(1, MIN_STRENGTH + (1 - MIN_STRENGTH) * t);
}

/** 256 RGBA colours: the colour for each accumulated alpha. */
function palette(): Uint8ClampedArray {
  const c = document.createElement("canvas");
  c.width = 256;
  c.height = 1;
  const ctx = c.getContext("2d");
  if (!ctx) throw new Error("no 2D canvas");
  const g = ctx.createLinearGradient(0, 0, 256, 0);
  for (const [at, colour] of HEAT_STOPS) g.addColorStop(at, colour);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 256, 1);
  return ctx.getImageData(0, 0, 256, 1).data;
}

/** One blob: opaque black in the middle fading to nothing at the rim (only its alpha is used). */
function blob(radius: number): HTMLCanvasElement {
  const c = document.createElement("canvas");
  const size = Math.max(2, Math.ceil(radius * 2));
  c.width = size;
  c.height = size;
  const ctx = c.getContext("2d");
  if (!ctx) throw new Error("no 2D canvas");
  const r = size / 2;
  const g = ctx.createRadialGradient(r, r, 0, r, r, r);
  g.addColorStop(0, "rgba(0, 0, 0, 1)");
  g.addColorStop(0.45, "rgba(0, 0, 0, 0.55)");
  g.addColorStop(1, "rgba(0, 0, 0, 0)");
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, size, size);
  return c;
}

/** Clears `canvas` and draws the heat of `points` on it. */
export function drawHeatmap(canvas: HTMLCanvasElement, points: readonly HeatPoint[], { scale, radius, max }: HeatDrawing) {
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) return;
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  if (points.length === 0 || max <= 0) return;

  // 1. The alpha map: every spot stamped with its strength; overlapping stamps add up.
  const r = Math.max(4, radius * scale);
  const stamp = blob(r);
  let left = canvas.width;
  let top = canvas.height;
  let right = 0;
  let bottom = 0;
  for (const p of points) {
    const x = p.x * scale - stamp.width / 2;
    const y = p.y * scale - stamp.height / 2;
    if (x > canvas.width || y > canvas.height || x + stamp.width < 0 || y + stamp.height < 0) continue;
    ctx.globalAlpha = strength(p.clicks, max);
    ctx.drawImage(stamp, x, y);
    left = Math.min(left, x);
    top = Math.min(top, y);
    right = Math.max(right, x + stamp.width);
    bottom = Math.max(bottom, y + stamp.height);
  }
  ctx.globalAlpha = 1;
  if (right <= left || bottom <= top) return;

  // 2. Colour it, only where something was drawn.
  const x0 = Math.max(0, Math.floor(left));
  const y0 = Math.max(0, Math.floor(top));
  const w = Math.min(canvas.width, Math.ceil(right)) - x0;
  const h = Math.min(canvas.height, Math.ceil(bottom)) - y0;
  if (w <= 0 || h <= 0) return;
  const image = ctx.getImageData(x0, y0, w, h);
  const px = image.data;
  const colours = palette();
  for (let i = 3; i < px.length; i += 4) {
    const a = px[i]!;
    if (a === 0) continue;
    const c = a * 4;
    px[i - 3] = colours[c]!;
    px[i - 2] = colours[c + 1]!;
    px[i - 1] = colours[c + 2]!;
    // Fades in from the rim (no hard edge), then holds at MAX_OPACITY.
    px[i] = Math.min(255 * MAX_OPACITY, a * 1.6);
  }
  ctx.putImageData(image, x0, y0);
}
