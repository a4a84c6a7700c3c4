// The ledger: every credit and debit of one leave type for one person, replayed from the policy versions,
// the person's service facts and the events. Nothing is stored as a balance; the same inputs always give
// the same entries, whatever order the events arrive in, and a backdated request, a cancellation or a
// policy change is simply a replay.
//
// The balance is held as lots (each credit, with the day it expires, if it does) and a deficit (how far
// below zero it is). A debit takes from the lot that expires first; a credit pays off a deficit first.
//
// One replay serves two callers: `replayLedger`, with every entry and its reason in words, and
// `replayBalance`, the same balance, expiring days, encashments and warnings with no entries and no words
// (for the balances of a whole firm as of a day: 10,000 people × 6 leave types in well under a second).
import { addDays } from "@vetan/shared/dates";
import { creditList, type LeavePerson } from "./accrual.ts";
import { formattedDay, monthEndText, monthIndexOf, nextYearStartText, shiftDay, ymdOf } from "./days.ts";
import { type LeavePolicyVersion, sortedVersions, versionIn } from "./policy.ts";
import { dayWords, type Hundredths } from "./units.ts";
import { nextYearStart, yearLabel } from "./years.ts";

export type LeaveEvent =
  /**
   * An approved request, debited on its first day; cancelled after that, credited back on the day of the
   * cancellation (cancelled before it began, it takes nothing).
   */
  | { kind: "taken"; id: string; date: string; days: Hundredths; cancelledOn?: string | null; label?: string }
  /** HR's adjustment, up or down, with its reason. */
  | { kind: "adjusted"; id: string; date: string; days: Hundredths; reason: string }
  /** Days paid out on request (not at year end). */
  | { kind: "encashed"; id: string; date: string; days: Hundredths }
  /** Compensatory off for work on a weekly off or holiday; expires as the policy says from the day worked. */
  | { kind: "comp_off_earned"; id: string; date: string; days: Hundredths };

export type EntryKind = "credit" | "comp_off" | "adjustment" | "debit" | "reversal" | "encashment" | "carry_forward" | "lapse" | "expiry";

export interface LedgerEntry {
  date: string;
  kind: EntryKind;
  /** Signed: credits up, debits down; a carry-forward is 0 (the days stay, only their year changes). */
  days: Hundredths;
  /** The balance after this entry. */
  balance: Hundredths;
  reason: string;
  /** The event it comes from, if any. */
  ref?: string;
}

export interface LedgerInput {
  versions: readonly LeavePolicyVersion[];
  person: LeavePerson;
  events: readonly LeaveEvent[];
  /** Days worked (from attendance), for an accrual on days worked. */
  workedDays?: readonly string[];
  asOf: string;
}

export interface LedgerResult {
  entries: LedgerEntry[];
  balance: Hundredths;
  /** Of the balance, what expires and when (earliest first); the rest keeps. */
  expiring: { on: string; days: Hundredths }[];
  /** Days paid out (at year end or on request), for payroll. */
  encashments: { date: string; days: Hundredths; ref?: string }[];
  /** A debit that took the balance below the limit in force (possible only by a backdated change). */
  warnings: string[];
}

/** What `replayBalance` gives: the ledger's figures without its entries. */
export type BalanceResult = Omit<LedgerResult, "entries">;

interface Lot {
  remaining: Hundredths;
  /** The last day it may be used; null: it keeps. */
  lastDay: string | null;
  /** Order of creation: among lots expiring alike, the older is used first. */
  seq: number;
  /** In the replay's list of lots now (a lot drained, expired or closed by a year end is not). */
  held: boolean;
}

/**
 * The order of items within a day: the year end (on a leave year's first day), the policy's credits,
 * compensatory off, adjustments up, cancellations, adjustments down, requests, encashments.
 */
const YEAR_END = 0;
const ACCRUED = 1;
const COMP_OFF = 2;
const ADJUSTED_UP = 3;
const REVERSAL = 4;
const ADJUSTED_DOWN = 5;
const TAKEN = 6;
const ENCASHED = 7;

/** An event as the replay takes it: dated, with its place in the day's order. */
interface EventItem {
  date: string;
  /** Its order within the day (COMP_OFF … ENCASHED). */
  order: number;
  /** Day and order as one number, for sorting (`placeKey`). */
  key: number;
  id: string;
  amount: Hundredths;
  entry: EntryKind;
  lastDay: string | null;
  event: LeaveEvent;
  /** A request whose cancellation is replayed too: keep which lots it took from. */
  reversible: boolean;
}

/** Lots in the order a debit takes them: the earliest last day first, the ones that keep last; older first. */
const byExpiry = (a: Lot, b: Lot) => {
  if (a.lastDay !== b.lastDay) {
    if (a.lastDay === null) return 1;
    if (b.lastDay === null) return -1;
    return a.lastDay < b.lastDay ? -1 : 1;
  }
  return a.seq - b.seq;
};

/** By day, then order within it, then the event's id (the order given, among equals). */
const byPlace = (a: EventItem, b: EventItem) =>
  a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.order !== b.order ? a.order - b.order : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

const byKey = (a: EventItem, b: EventItem) => a.key - b.key || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * An item's place in the replay as one number: its day (yyyymmdd × 16) and its order within the day; -1 for
 * a day not written yyyy-mm-dd, which is then placed by its text (`precedes`).
 */
function placeKey(date: string, order: number): number {
  const ymd = ymdOf(date);
  return ymd < 0 ? -1 : ymd * 16 + order;
}

/** True when the item (key, date, order) a comes before b (never equal: they are of different streams). */
const precedes = (aKey: number, aDate: string, aOrder: number, bKey: number, bDate: string, bOrder: number): boolean =>
  aKey >= 0 && bKey >= 0 ? aKey < bKey : aDate < bDate || (aDate === bDate && aOrder < bOrder);

/** The events up to `asOf` as items in their canonical order, and the earliest day among them. */
function eventItems(input: LedgerInput, sorted: readonly LeavePolicyVersion[]): { items: EventItem[]; first: string } {
  const { asOf } = input;
  const items: EventItem[] = [];
  for (const e of input.events) {
    if (e.date > asOf) continue;
    if (e.kind === "taken") {
      // Cancelled on or before its first day: it never took anything (the debit is dated on that day).
      if (e.cancelledOn && e.cancelledOn <= e.date) continue;
      const reversible = !!e.cancelledOn && e.cancelledOn <= asOf;
      items.push({ date: e.date, order: TAKEN, key: placeKey(e.date, TAKEN), id: e.id, amount: e.days, entry: "debit", lastDay: null, event: e, reversible });
      if (reversible) {
        const on = e.cancelledOn as string;
        items.push({ date: on, order: REVERSAL, key: placeKey(on, REVERSAL), id: e.id, amount: 0, entry: "reversal", lastDay: null, event: e, reversible: false });
      }
    } else if (e.kind === "adjusted") {
      if (e.days >= 0) items.push({ date: e.date, order: ADJUSTED_UP, key: placeKey(e.date, ADJUSTED_UP), id: e.id, amount: e.days, entry: "adjustment", lastDay: null, event: e, reversible: false });
      else items.push({ date: e.date, order: ADJUSTED_DOWN, key: placeKey(e.date, ADJUSTED_DOWN), id: e.id, amount: -e.days, entry: "adjustment", lastDay: null, event: e, reversible: false });
    } else if (e.kind === "encashed") {
      items.push({ date: e.date, order: ENCASHED, key: placeKey(e.date, ENCASHED), id: e.id, amount: e.days, entry: "encashment", lastDay: null, event: e, reversible: false });
    } else {
      const expires = versionIn(sorted, e.date).compOffExpiresAfterDays;
      const lastDay = expires === null ? null : ymdOf(e.date) < 0 ? addDays(e.date, expires) : shiftDay(e.date, expires);
      items.push({ date: e.date, order: COMP_OFF, key: placeKey(e.date, COMP_OFF), id: e.id, amount: e.days, entry: "comp_off", lastDay, event: e, reversible: false });
    }
  }
  let first = input.person.joiningDate;
  let wellFormed = true;
  for (const item of items) {
    if (item.date < first) first = item.date;
    if (item.key < 0) wellFormed = false;
  }
  if (!wellFormed) items.sort(byPlace);
  else if (items.length > 48) items.sort(byKey);
  else {
    // A stable insertion sort on the numbers (events come a few dozen at a time, mostly in order already);
    // among equal numbers, by id, and among equal ids in the order given, as `byKey` sorts them.
    for (let i = 1; i < items.length; i++) {
      const item = items[i] as EventItem;
      let j = i;
      for (; j > 0; j--) {
        const before = items[j - 1] as EventItem;
        if (before.key < item.key || (before.key === item.key && before.id <= item.id)) break;
        items[j] = before;
      }
      items[j] = item;
    }
  }
  return { items, first };
}

/** The reason in words of an event's entry. */
function eventReason(item: EventItem, expires: number | null): string {
  const e = item.event;
  switch (e.kind) {
    case "taken":
      return `${e.label ?? "Leave"} from ${formattedDay(e.date)}: ${dayWords(e.days)}`;
    case "adjusted":
      return `Adjusted: ${e.reason}`;
    case "encashed":
      return "";
    case "comp_off_earned":
      return `Compensatory off for working on ${formattedDay(e.date)}${expires === null ? "" : `, to be taken within ${expires} days`}`;
  }
}

/**
 * The replay. Items come in one order: by day; within a day the year end, credits (the policy's before
 * compensatory off and adjustments), cancellations, debits, encashments; among equals by the event's id.
 * Credits arrive in date order and events are sorted, so the two are merged, with the year ends made as
 * the replay reaches them. `words` false: no entries and no reasons, only the figures.
 */
function replay(input: LedgerInput, words: boolean): LedgerResult {
  const sorted = sortedVersions(input.versions);
  const { person, asOf } = input;
  const until = person.lastDay && person.lastDay < asOf ? person.lastDay : asOf;
  const credits = creditList(input.versions, person, until, input.workedDays ?? [], words);
  const { items, first } = eventItems(input, sorted);

  const entries: LedgerEntry[] = [];
  const encashments: LedgerResult["encashments"] = [];
  const warnings: string[] = [];
  /** Lots with days left, always in `byExpiry` order. */
  let lots: Lot[] = [];
  /** The days in `lots`. */
  let held: Hundredths = 0;
  let deficit: Hundredths = 0;
  let seq = 0;
  // Days that keep are alike: which lot of them a debit takes from, or a cancellation gives back to, changes
  // nothing. Unless carried days expire (then each such lot is carried as a lot of its own, and listed
  // apart in `expiring`), they are held as one lot, so a replay of ten years holds a handful of lots.
  let mergeKept = true;
  for (const v of sorted) if (v.yearEnd.carriedExpireAfterDays !== null) mergeKept = false;
  let taken: Map<string, { lots: { lot: Lot; amount: Hundredths }[]; deficit: Hundredths; amount: Hundredths }> | null = null;
  const record = (date: string, kind: EntryKind, days: Hundredths, reason: string, ref?: string) => {
    entries.push({ date, kind, days, balance: held - deficit, reason, ...(ref ? { ref } : {}) });
  };

  /** Puts a lot in its place in `lots` (after those it does not precede). */
  function place(lot: Lot): void {
    lot.held = true;
    let i = lots.length;
    while (i > 0 && byExpiry(lots[i - 1] as Lot, lot) > 0) i--;
    if (i === lots.length) lots.push(lot);
    else lots.splice(i, 0, lot);
  }
  function credit(amount: Hundredths, lastDay: string | null): void {
    const paid = Math.min(deficit, amount);
    deficit -= paid;
    if (amount - paid > 0) {
      held += amount - paid;
      const last = lots.length > 0 ? (lots[lots.length - 1] as Lot) : null;
      if (lastDay === null && mergeKept && last !== null && last.lastDay === null) last.remaining += amount - paid;
      else place({ remaining: amount - paid, lastDay, seq: seq++, held: true });
    }
  }
  /** Takes `amount` from the lots that expire first, the rest below zero; with `keep`, says which it took. */
  function debit(amount: Hundredths, keep: boolean) {
    const used: { lot: Lot; amount: Hundredths }[] = [];
    let left = amount;
    let i = 0;
    for (; i < lots.length; i++) {
      if (left === 0) break;
      const lot = lots[i] as Lot;
      const take = Math.min(lot.remaining, left);
      if (take === 0) continue;
      lot.remaining -= take;
      held -= take;
      left -= take;
      if (keep) used.push({ lot, amount: take });
    }
    deficit += left;
    // The lots drained are the first ones taken from.
    let drained = 0;
    while (drained < i && (lots[drained] as Lot).remaining === 0) (lots[drained++] as Lot).held = false;
    if (drained > 0) lots.splice(0, drained);
    return { lots: used, deficit: left };
  }
  /**
   * Lots whose last day is before `day` expire, dated the day after their last (`on`: dated that day, for
   * days given back by a cancellation into a lot that had already expired, which expire again at once).
   */
  function expireBefore(day: string, on?: string): void {
    let n = 0;
    while (n < lots.length) {
      const lot = lots[n] as Lot;
      if (lot.lastDay === null || lot.lastDay >= day) break;
      const amount = lot.remaining;
      lot.remaining = 0;
      lot.held = false;
      held -= amount;
      n++;
      if (words) record(on ?? shiftDay(lot.lastDay, 1), "expiry", -amount, `${dayWords(amount)} not taken by ${formattedDay(lot.lastDay)} expired`);
    }
    if (n > 0) lots.splice(0, n);
  }
  /** The year end on `date`, a leave year's first day (`wellFormed`: written yyyy-mm-dd, as the engine makes them). */
  function yearEnd(date: string, wellFormed: boolean): void {
    // A leave year starts on a month's first day: the closing year's last day is the month before's last.
    const closing = versionIn(sorted, wellFormed ? monthEndText(monthIndexOf(date) - 1) : addDays(date, -1));
    const { carryForwardCap: cap, carriedExpireAfterDays, encashCap } = closing.yearEnd;
    const positive = held;
    const carry = cap === null ? positive : Math.min(positive, cap);
    const excess = positive - carry;
    const encash = Math.min(excess, encashCap);
    const lapse = excess - encash;
    // The days carried are those that would keep longest; each keeps the earlier of its own last day and
    // the carried days' last day. Taken from the back of `lots`, their last days come latest first.
    const carriedLastDay = carriedExpireAfterDays === null ? null : wellFormed ? shiftDay(date, carriedExpireAfterDays - 1) : addDays(date, carriedExpireAfterDays - 1);
    const carried: Lot[] = [];
    let room = carry;
    for (let i = lots.length - 1; i >= 0; i--) {
      if (room === 0) break;
      const lot = lots[i] as Lot;
      const take = Math.min(room, lot.remaining);
      room -= take;
      const lastDay = lot.lastDay === null ? carriedLastDay : carriedLastDay === null || lot.lastDay < carriedLastDay ? lot.lastDay : carriedLastDay;
      if (take === 0) continue;
      const previous = carried.length > 0 ? (carried[carried.length - 1] as Lot) : null;
      if (lastDay === null && mergeKept && previous !== null && previous.lastDay === null) previous.remaining += take;
      else carried.push({ remaining: take, lastDay, seq: seq++, held: true });
    }
    // The closed year's lots are spent: carried, encashed or lapsed. A request of that year cancelled
    // later gives its days back into them, but only the days it took (not those carried or lapsed).
    for (const lot of lots) {
      lot.remaining = 0;
      lot.held = false;
    }
    lots = [];
    held = 0;
    if (encash > 0) {
      encashments.push({ date, days: encash });
      if (words) record(date, "encashment", -encash, `${dayWords(encash)} above the carry-forward cap of ${dayWords(cap ?? 0)} encashed at the end of the year`);
    }
    if (lapse > 0 && words) {
      record(date, "lapse", -lapse, cap === 0 ? `${dayWords(lapse)} lapsed at the end of the year (nothing carries forward)` : `${dayWords(lapse)} above the carry-forward cap of ${dayWords(cap ?? 0)} lapsed at the end of the year`);
    }
    // Back into byExpiry order: runs of one last day, latest first, each in the order made (oldest first).
    for (let end = carried.length; end > 0; ) {
      let start = end - 1;
      while (start > 0 && (carried[start - 1] as Lot).lastDay === (carried[end - 1] as Lot).lastDay) start--;
      for (let k = start; k < end; k++) lots.push(carried[k] as Lot);
      end = start;
    }
    held = carry;
    if (carry > 0 && words) {
      const label = yearLabel(date, versionIn(sorted, date).yearStart);
      record(date, "carry_forward", 0, `${dayWords(carry)} carried into ${label}${carriedLastDay ? `, to be taken by ${formattedDay(carriedLastDay)}` : ""}`);
    }
  }

  // A year end on the first day of every leave year after the one holding the first item, up to `until`.
  let nextYearEnd: string | null = nextYearStart(first, versionIn(sorted, first).yearStart);
  if (nextYearEnd > until) nextYearEnd = null;
  let yearEndKey = nextYearEnd === null ? 0 : placeKey(nextYearEnd, YEAR_END);
  const { dates: creditDates, ymds: creditYmds, amounts: creditAmounts, reasons: creditReasons } = credits;
  let c = 0;
  let e = 0;
  for (;;) {
    const hasCredit = c < creditDates.length;
    const creditDate = hasCredit ? (creditDates[c] as string) : "";
    const creditYmd = hasCredit ? (creditYmds[c] as number) : 0;
    const creditKey = creditYmd < 0 ? -1 : creditYmd * 16 + ACCRUED;
    const eventItem = e < items.length ? (items[e] as EventItem) : null;
    if (
      nextYearEnd !== null &&
      (!hasCredit || precedes(yearEndKey, nextYearEnd, YEAR_END, creditKey, creditDate, ACCRUED)) &&
      (eventItem === null || precedes(yearEndKey, nextYearEnd, YEAR_END, eventItem.key, eventItem.date, eventItem.order))
    ) {
      const date: string = nextYearEnd;
      expireBefore(date);
      yearEnd(date, yearEndKey >= 0);
      const kind = versionIn(sorted, date).yearStart;
      nextYearEnd = yearEndKey >= 0 ? nextYearStartText(date, kind) : nextYearStart(date, kind);
      if (nextYearEnd > until) nextYearEnd = null;
      else yearEndKey = placeKey(nextYearEnd, YEAR_END);
      continue;
    }
    if (hasCredit && (eventItem === null || precedes(creditKey, creditDate, ACCRUED, eventItem.key, eventItem.date, eventItem.order))) {
      const amount = creditAmounts[c] as number;
      expireBefore(creditDate);
      credit(amount, null);
      if (words) record(creditDate, "credit", amount, creditReasons[c] as string);
      c++;
      continue;
    }
    if (eventItem === null) break;
    e++;
    const item = eventItem;
    expireBefore(item.date);
    switch (item.order) {
      case COMP_OFF:
      case ADJUSTED_UP:
        credit(item.amount, item.lastDay);
        if (words) record(item.date, item.entry, item.amount, eventReason(item, item.entry === "comp_off" ? versionIn(sorted, item.date).compOffExpiresAfterDays : null), item.id);
        break;
      case ADJUSTED_DOWN:
      case TAKEN: {
        const version = versionIn(sorted, item.date);
        const before = held - deficit;
        const use = debit(item.amount, item.reversible);
        if (item.reversible) {
          taken ??= new Map();
          taken.set(item.id, { ...use, amount: item.amount });
        }
        if (words) record(item.date, item.entry, -item.amount, eventReason(item, null), item.id);
        const after = held - deficit;
        if (version.tracksBalance && after < -version.negativeLimit && before >= -version.negativeLimit) {
          warnings.push(`${formattedDay(item.date)}: the balance went to ${dayWords(after)}, below the ${dayWords(-version.negativeLimit)} the policy allows`);
        }
        break;
      }
      case REVERSAL: {
        const t = taken?.get(item.id);
        if (!t) break;
        taken?.delete(item.id);
        // What came from the deficit goes back to it, as far as later credits have not already paid it off;
        // what they paid off comes back as days that keep. Days from lots go back to those lots, and any that
        // have expired in the meantime expire again at once.
        const backToDeficit = Math.min(deficit, t.deficit);
        deficit -= backToDeficit;
        if (t.deficit - backToDeficit > 0) {
          held += t.deficit - backToDeficit;
          place({ remaining: t.deficit - backToDeficit, lastDay: null, seq: seq++, held: true });
        }
        for (const u of t.lots) {
          u.lot.remaining += u.amount;
          held += u.amount;
          if (!u.lot.held) place(u.lot);
        }
        if (words) record(item.date, "reversal", t.amount, `${item.event.kind === "taken" ? (item.event.label ?? "Leave") : "Leave"} cancelled: ${dayWords(t.amount)} back`, item.id);
        expireBefore(item.date, item.date);
        // Days back while the balance is still below zero (other requests took it there) pay that off
        // first, as a credit does: lots and a deficit are never both held.
        if (deficit > 0 && held > 0) {
          const pay = Math.min(deficit, held);
          debit(pay, false);
          deficit -= pay;
        }
        break;
      }
      case ENCASHED: {
        const available = Math.max(0, held - deficit);
        const amount = Math.min(item.amount, available);
        if (amount <= 0) break;
        debit(amount, false);
        encashments.push({ date: item.date, days: amount, ref: item.id });
        if (words) record(item.date, "encashment", -amount, `${dayWords(amount)} encashed`, item.id);
        break;
      }
    }
  }
  // On asOf itself a lot whose last day it is can still be used.
  expireBefore(asOf);
  const expiring: LedgerResult["expiring"] = [];
  for (const lot of lots) if (lot.lastDay !== null && lot.remaining > 0) expiring.push({ on: lot.lastDay, days: lot.remaining });
  return { entries, balance: held - deficit, expiring, encashments, warnings };
}

/** Replays the ledger up to `asOf`: its entries, the balance then, what of it expires, and what was encashed. */
export function replayLedger(input: LedgerInput): LedgerResult {
  return replay(input, true);
}

/**
 * The same replay as `replayLedger` without the ledger: the balance as of `asOf`, what of it expires, the
 * encashments and the warnings, equal to `replayLedger`'s (property-tested), with no entry made and no
 * word formatted. For balances in bulk: a whole firm's leave types as of a day.
 */
export function replayBalance(input: LedgerInput): BalanceResult {
  const { balance, expiring, encashments, warnings } = replay(input, false);
  return { balance, expiring, encashments, warnings };
}

/** The balance on `day` alone. */
export const balanceOn = (input: Omit<LedgerInput, "asOf">, day: string): Hundredths => replayBalance({ ...input, asOf: day }).balance;
