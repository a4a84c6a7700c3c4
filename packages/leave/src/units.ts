// Leave is counted in hundredths of a day: 1.25 days a month, half days and pro-rated credits are exact
// integers, so a year of credits and debits adds up with no floating-point drift.

/** Hundredths of a day. */
export type Hundredths = number;

export const DAY: Hundredths = 100;
export const HALF_DAY: Hundredths = 50;

export const hundredths = (days: number): Hundredths => Math.round(days * 100);
export const daysOf = (h: Hundredths): number => h / 100;

/** "1 day", "0.5 day", "1.25 days", "-2 days". */
export function dayWords(h: Hundredths): string {
  const n = daysOf(h);
  const text = Number.isInteger(n) ? String(n) : String(Number(n.toFixed(2)));
  return `${text} ${Math.abs(n) === 1 || Math.abs(n) === 0.5 ? "day" : "days"}`;
}

export type RoundingMode = "nearest" | "down" | "up";

/** Rounds to a step (hundredths: 50 for half days, 100 for whole days, 1 for none). */
export function roundTo(h: Hundredths, step: Hundredths, mode: RoundingMode): Hundredths {
  if (step <= 1) return Math.round(h);
  const q = h / step;
  const r = mode === "down" ? Math.floor(q + 1e-9) : mode === "up" ? Math.ceil(q - 1e-9) : Math.round(q);
  return r * step;
}
