// From raw punches to each business day's punches: sort, de-duplicate, assign to a shift window, and
// resolve unknown directions. Every step depends only on the set of punches, never on their order, and
// running the steps again on their own output changes nothing (see README.md, "Punches").

import type { DayPlan, Direction, Punch } from "./policy.ts";
import { DAY_MINUTES, istDayStart, parseClock, toMillis } from "./time.ts";

/** Two punches with the same direction this close (inclusive) are one punch: the earlier is kept. */
export const DUPLICATE_WINDOW_MS = 60_000;

export interface NormalisedPunch {
  /** ISO UTC instant, e.g. "2026-06-15T04:17:00.000Z". */
  at: string;
  /** The direction as given (feeding these punches back in gives the same result). */
  direction: Direction;
  source: string;
  /** Epoch milliseconds and epoch minutes (seconds truncated). */
  ms: number;
  minute: number;
  /** The direction used: as given, or alternated from the day's first punch when unknown. */
  resolved: "in" | "out";
}

const DIRECTION_ORDER: Record<Direction, number> = { in: 0, out: 1, unknown: 2 };

function compare(a: { ms: number; direction: Direction; source: string }, b: { ms: number; direction: Direction; source: string }): number {
  return a.ms - b.ms || DIRECTION_ORDER[a.direction] - DIRECTION_ORDER[b.direction] || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0);
}

export interface DeduplicatedPunch {
  at: string;
  direction: Direction;
  source: string;
  ms: number;
  minute: number;
}

/**
 * Sorts by instant (then direction, then source, so equal instants sort the same whatever the input
 * order) and drops a punch that comes within 60 s after the last kept punch of the same given
 * direction. Unknown is its own direction here.
 */
export function dedupePunches(punches: readonly Pick<Punch, "at" | "direction" | "source">[]): DeduplicatedPunch[] {
  const sorted = punches
    .map((p) => {
      const ms = toMillis(p.at);
      return { ms, direction: p.direction ?? "unknown", source: p.source ?? "device" };
    })
    .sort(compare);
  const lastKept: Partial<Record<Direction, number>> = {};
  const out: DeduplicatedPunch[] = [];
  for (const p of sorted) {
    const prev = lastKept[p.direction];
    if (prev !== undefined && p.ms - prev <= DUPLICATE_WINDOW_MS) continue;
    lastKept[p.direction] = p.ms;
    out.push({ at: new Date(p.ms).toISOString(), direction: p.direction, source: p.source, ms: p.ms, minute: Math.floor(p.ms / 60_000) });
  }
  return out;
}

/** A rostered shift placed on the clock: epoch minutes of its start and end and of its punch window. */
export interface ShiftTimes {
  date: string;
  start: number;
  end: number;
  windowStart: number;
  windowEnd: number;
  /** false for a day with no shift: the window is the calendar day, used only for punches no shift claims. */
  rostered: boolean;
}

/** Places `plan`'s shift on the clock; a day without a shift gets its calendar day [00:00, 24:00). */
export function shiftTimes(plan: Pick<DayPlan, "date" | "shift">): ShiftTimes {
  const dayStart = istDayStart(plan.date);
  if (!plan.shift) {
    return { date: plan.date, start: dayStart, end: dayStart + DAY_MINUTES, windowStart: dayStart, windowEnd: dayStart + DAY_MINUTES - 1, rostered: false };
  }
  const s = parseClock(plan.shift.start);
  const e = parseClock(plan.shift.end);
  const length = e > s ? e - s : e - s + DAY_MINUTES; // end at or before start: crosses midnight
  const start = dayStart + s;
  const end = start + length;
  return {
    date: plan.date,
    start,
    end,
    windowStart: start - plan.shift.startMarginMinutes,
    windowEnd: end + plan.shift.endMarginMinutes,
    rostered: true,
  };
}

/** How far a punch is from a shift: an in from the start, an out from the end, an unknown from the nearer. */
function distance(p: DeduplicatedPunch, w: ShiftTimes): number {
  const fromStart = Math.abs(p.minute - w.start);
  const fromEnd = Math.abs(p.minute - w.end);
  if (p.direction === "in") return fromStart;
  if (p.direction === "out") return fromEnd;
  return Math.min(fromStart, fromEnd);
}

export interface Assignment {
  /** Each business day's punches, sorted, directions resolved. */
  byDate: Map<string, NormalisedPunch[]>;
  /** Punches in no window: reported, never silently dropped. Direction resolved as given, unknown as "in". */
  unassigned: NormalisedPunch[];
  windows: Map<string, ShiftTimes>;
}

/**
 * Assigns each punch to the business day whose shift window [start − startMargin, end + endMargin]
 * (inclusive, whole minutes) contains it. Within two windows it goes to the shift it is nearer
 * (see `distance`); on a tie, to the shift that starts first. A punch no rostered window contains goes to
 * a shift-less day whose calendar date it falls on, if there is one; otherwise it is unassigned.
 */
export function assignPunches(punches: readonly DeduplicatedPunch[], plans: readonly Pick<DayPlan, "date" | "shift">[]): Assignment {
  const windows = new Map<string, ShiftTimes>();
  for (const plan of [...plans].sort((a, b) => (a.date < b.date ? -1 : 1))) windows.set(plan.date, shiftTimes(plan));
  const rostered = [...windows.values()].filter((w) => w.rostered).sort((a, b) => a.start - b.start);
  const calendar = [...windows.values()].filter((w) => !w.rostered);

  const grouped = new Map<string, DeduplicatedPunch[]>();
  const unassigned: DeduplicatedPunch[] = [];
  for (const p of punches) {
    let best: ShiftTimes | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const w of rostered) {
      if (p.minute < w.windowStart || p.minute > w.windowEnd) continue;
      const d = distance(p, w);
      if (d < bestDistance) {
        best = w;
        bestDistance = d;
      }
    }
    best ??= calendar.find((w) => p.minute >= w.windowStart && p.minute <= w.windowEnd);
    if (!best) {
      unassigned.push(p);
      continue;
    }
    const list = grouped.get(best.date) ?? [];
    list.push(p);
    grouped.set(best.date, list);
  }

  const byDate = new Map<string, NormalisedPunch[]>();
  for (const [date] of windows) byDate.set(date, resolveDirections(grouped.get(date) ?? []));
  return {
    byDate,
    unassigned: unassigned.map((p) => ({ ...p, resolved: p.direction === "out" ? "out" : "in" })),
    windows,
  };
}

/** A day's unknown directions alternate from its first punch: the first is in, each unknown the opposite of the one before. */
export function resolveDirections(punches: readonly DeduplicatedPunch[]): NormalisedPunch[] {
  let previous: "in" | "out" | undefined;
  return punches.map((p) => {
    const resolved: "in" | "out" = p.direction === "unknown" ? (previous === "in" ? "out" : "in") : p.direction;
    previous = resolved;
    return { ...p, resolved };
  });
}
