// Money is always an integer number of paise. Every division goes through `divide`, which says how it
// rounds, so the place and the direction of each rounding are visible where the statute demands them.
// Products stay well below 2^53 (₹1 crore a month × a rate in basis points is about 10^14), so integer
// arithmetic on JavaScript numbers is exact.

export type RoundingMode = "halfUp" | "up" | "down";

export const PAISE_PER_RUPEE = 100;

/** Whole rupees to paise. */
export function rupees(amount: number): number {
  return Math.round(amount * PAISE_PER_RUPEE);
}

/** n ÷ d for integers n ≥ 0, d > 0, rounded as asked. Negative n rounds symmetrically (by magnitude). */
export function divide(n: number, d: number, mode: RoundingMode): number {
  if (n < 0) return -divide(-n, d, mode);
  const q = Math.floor(n / d);
  const r = n - q * d;
  if (r === 0) return q;
  if (mode === "up") return q + 1;
  if (mode === "halfUp") return 2 * r >= d ? q + 1 : q;
  return q;
}

/**
 * amount × num ÷ den, rounded to a multiple of `unit` paise (1 = paise, 100 = rupee, 1000 = ten rupees).
 * Used for rates (num = basis points, den = 10,000) and day fractions (num = days paid, den = days).
 */
export function scale(amount: number, num: number, den: number, mode: RoundingMode, unit = 1): number {
  return divide(amount * num, den * unit, mode) * unit;
}

/** A percentage in basis points (12% = 1,200) applied to paise, rounded to `unit`. */
export function percentOf(amount: number, basisPoints: number, mode: RoundingMode, unit = 1): number {
  return scale(amount, basisPoints, 10_000, mode, unit);
}

export function roundToRupee(paise: number, mode: RoundingMode): number {
  return divide(paise, PAISE_PER_RUPEE, mode) * PAISE_PER_RUPEE;
}

/** Percent as written by people (12, 8.33, 0.75) to basis points. */
export function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** "12%", "8.33%", "0.75%" from basis points. */
export function formatPercent(bp: number): string {
  const whole = Math.floor(bp / 100);
  const frac = bp % 100;
  if (frac === 0) return `${whole}%`;
  return `${whole}.${frac < 10 ? `0${frac}` : frac % 10 === 0 ? frac / 10 : frac}%`;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : `${n}`;
}

function pad3(n: number): string {
  return n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`;
}

/** Digits grouped the Indian way: 12,34,567. Arithmetic, not string slicing: this runs on every line. */
function groupIndian(n: number): string {
  if (n < 1000) return `${n}`;
  const last3 = n % 1000;
  let rest = (n - last3) / 1000;
  let out = pad3(last3);
  while (rest >= 100) {
    const g = rest % 100;
    out = `${pad2(g)},${out}`;
    rest = (rest - g) / 100;
  }
  return `${rest},${out}`;
}

/**
 * "₹1,23,456" or "₹1,23,456.50" — en-IN grouping without Intl, because the working text is built for
 * every line of every payslip and Intl.NumberFormat would dominate the engine's run time.
 */
export function formatRupees(paise: number): string {
  // A payslip repeats figures (the PF wage appears in five lines; ceilings, slab amounts and round
  // salaries recur across employees), so a small direct-mapped cache saves most of the formatting.
  const slot = (paise < 0 ? -paise : paise) % CACHE_SIZE;
  if (cacheKeys[slot] === paise) return cacheText[slot] as string;
  const neg = paise < 0;
  const abs = neg ? -paise : paise;
  const r = Math.floor(abs / 100);
  const p = abs - r * 100;
  const digits = p === 0 ? groupIndian(r) : `${groupIndian(r)}.${pad2(p)}`;
  const text = neg ? `−₹${digits}` : `₹${digits}`;
  cacheKeys[slot] = paise;
  cacheText[slot] = text;
  return text;
}

const CACHE_SIZE = 4093;
const cacheKeys = new Float64Array(CACHE_SIZE).fill(Number.NaN);
const cacheText: string[] = new Array<string>(CACHE_SIZE).fill("");

/** Plain rupees with two decimals for machine files: 12345.50 */
export function rupeesDecimal(paise: number): string {
  const neg = paise < 0;
  const abs = neg ? -paise : paise;
  const r = Math.floor(abs / 100);
  const p = abs - r * 100;
  return `${neg ? "-" : ""}${r}.${p < 10 ? `0${p}` : p}`;
}
