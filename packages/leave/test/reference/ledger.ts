// The reference for the property tests: ledger.ts as it was before the fast path (items sorted in one list,
// lots re-sorted on every step, a reason in words for everything), with only the engine bugs fixed since
// (each marked "Fixed:"). The ledger: every credit and debit of one leave type for one person, replayed from the policy versions,
// the person's service facts and the events. Nothing is stored as a balance; the same inputs always give
// the same entries, whatever order the events arrive in, and a backdated request, a cancellation or a
// policy change is simply a replay.
//
// The balance is held as lots (each credit, with the day it expires, if it does) and a deficit (how far
// below zero it is). A debit takes from the lot that expires first; a credit pays off a deficit first.
import { addDays, formatDay } from "@vetan/shared/dates";
import type { LeavePolicyVersion } from "../../src/policy.ts";
import { accrualCredits, type LeavePerson, versionOn } from "./accrual.ts";
import { dayWords, type Hundredths } from "../../src/units.ts";
import { nextYearStart, yearLabel } from "../../src/years.ts";

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

interface Lot {
  remaining: Hundredths;
  /** The last day it may be used; null: it keeps. */
  lastDay: string | null;
  /** Order of creation: among lots expiring alike, the older is used first. */
  seq: number;
}

type Item =
  | { rank: 0; date: string; key: string; kind: "year_end" }
  | { rank: 1; date: string; key: string; kind: "credit"; amount: Hundredths; reason: string; entry: EntryKind; lastDay: string | null; ref?: string }
  | { rank: 2; date: string; key: string; kind: "reversal"; ref: string; label: string }
  | { rank: 3; date: string; key: string; kind: "debit"; amount: Hundredths; reason: string; entry: EntryKind; ref: string }
  | { rank: 4; date: string; key: string; kind: "encash"; amount: Hundredths; ref: string };

const byExpiry = (a: Lot, b: Lot) => {
  if (a.lastDay !== b.lastDay) {
    if (a.lastDay === null) return 1;
    if (b.lastDay === null) return -1;
    return a.lastDay < b.lastDay ? -1 : 1;
  }
  return a.seq - b.seq;
};

/** The items of the replay: credits, events and year ends up to `asOf`, in their one canonical order. */
function itemsOf(input: LedgerInput): Item[] {
  const { versions, person, asOf } = input;
  const until = person.lastDay && person.lastDay < asOf ? person.lastDay : asOf;
  const items: Item[] = [];
  accrualCredits(versions, person, until, input.workedDays).forEach((c, i) => {
    items.push({ rank: 1, date: c.date, key: `a${String(i).padStart(6, "0")}`, kind: "credit", amount: c.amount, reason: c.reason, entry: "credit", lastDay: null });
  });
  for (const e of input.events) {
    if (e.date > asOf) continue;
    if (e.kind === "taken") {
      // Cancelled on or before its first day: it never took anything (the debit is dated on that day).
      if (e.cancelledOn && e.cancelledOn <= e.date) continue;
      const label = e.label ?? "Leave";
      items.push({ rank: 3, date: e.date, key: `t${e.id}`, kind: "debit", amount: e.days, reason: `${label} from ${formatDay(e.date)}: ${dayWords(e.days)}`, entry: "debit", ref: e.id });
      if (e.cancelledOn && e.cancelledOn <= asOf) items.push({ rank: 2, date: e.cancelledOn, key: `r${e.id}`, kind: "reversal", ref: e.id, label });
    } else if (e.kind === "adjusted") {
      if (e.days >= 0) items.push({ rank: 1, date: e.date, key: `j${e.id}`, kind: "credit", amount: e.days, reason: `Adjusted: ${e.reason}`, entry: "adjustment", lastDay: null, ref: e.id });
      else items.push({ rank: 3, date: e.date, key: `j${e.id}`, kind: "debit", amount: -e.days, reason: `Adjusted: ${e.reason}`, entry: "adjustment", ref: e.id });
    } else if (e.kind === "encashed") {
      items.push({ rank: 4, date: e.date, key: `e${e.id}`, kind: "encash", amount: e.days, ref: e.id });
    } else {
      const expires = versionOn(versions, e.date).compOffExpiresAfterDays;
      items.push({
        rank: 1,
        date: e.date,
        key: `c${e.id}`,
        kind: "credit",
        amount: e.days,
        reason: `Compensatory off for working on ${formatDay(e.date)}${expires === null ? "" : `, to be taken within ${expires} days`}`,
        entry: "comp_off",
        lastDay: expires === null ? null : addDays(e.date, expires),
        ref: e.id,
      });
    }
  }
  // A year end on the first day of every leave year after the one holding the first item, up to asOf.
  const first = items.reduce((min, it) => (it.date < min ? it.date : min), person.joiningDate);
  for (let y = nextYearStart(first, versionOn(versions, first).yearStart); y <= until; y = nextYearStart(y, versionOn(versions, y).yearStart)) {
    items.push({ rank: 0, date: y, key: `y${y}`, kind: "year_end" });
  }
  return items.sort((a, b) => (a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.rank !== b.rank ? a.rank - b.rank : a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Replays the ledger up to `asOf`: its entries, the balance then, what of it expires, and what was encashed. */
export function replayLedger(input: LedgerInput): LedgerResult {
  const entries: LedgerEntry[] = [];
  const encashments: LedgerResult["encashments"] = [];
  const warnings: string[] = [];
  let lots: Lot[] = [];
  let deficit: Hundredths = 0;
  let seq = 0;
  const taken = new Map<string, { lots: { lot: Lot; amount: Hundredths }[]; deficit: Hundredths; amount: Hundredths }>();
  const balance = () => lots.reduce((s, l) => s + l.remaining, 0) - deficit;
  const record = (date: string, kind: EntryKind, days: Hundredths, reason: string, ref?: string) => entries.push({ date, kind, days, balance: balance(), reason, ...(ref ? { ref } : {}) });

  function credit(amount: Hundredths, lastDay: string | null): void {
    const paid = Math.min(deficit, amount);
    deficit -= paid;
    if (amount - paid > 0) lots.push({ remaining: amount - paid, lastDay, seq: seq++ });
  }
  function debit(amount: Hundredths) {
    const used: { lot: Lot; amount: Hundredths }[] = [];
    let left = amount;
    for (const lot of [...lots].sort(byExpiry)) {
      if (left === 0) break;
      const take = Math.min(lot.remaining, left);
      if (take === 0) continue;
      lot.remaining -= take;
      left -= take;
      used.push({ lot, amount: take });
    }
    deficit += left;
    lots = lots.filter((l) => l.remaining > 0 || used.some((u) => u.lot === l));
    return { lots: used, deficit: left };
  }
  /** Lots whose last day is before `day` expire, dated the day after their last. */
  // Fixed: days given back by a cancellation into a lot that had expired expire again on the cancellation's
  // day (they were dated the day after the lot's last, before the cancellation that gave them back).
  function expireBefore(day: string, on?: string): void {
    for (const lot of [...lots].sort(byExpiry)) {
      if (lot.lastDay === null || lot.lastDay >= day || lot.remaining === 0) continue;
      const amount = lot.remaining;
      lot.remaining = 0;
      record(on ?? addDays(lot.lastDay, 1), "expiry", -amount, `${dayWords(amount)} not taken by ${formatDay(lot.lastDay)} expired`);
    }
    lots = lots.filter((l) => l.remaining > 0 || l.lastDay === null || l.lastDay >= day);
  }

  for (const item of itemsOf(input)) {
    expireBefore(item.date);
    const version = versionOn(input.versions, item.date);
    switch (item.kind) {
      case "credit":
        credit(item.amount, item.lastDay);
        record(item.date, item.entry, item.amount, item.reason, item.ref);
        break;
      case "debit": {
        const before = balance();
        const use = debit(item.amount);
        if (item.entry === "debit") taken.set(item.ref, { ...use, amount: item.amount });
        record(item.date, item.entry, -item.amount, item.reason, item.ref);
        if (version.tracksBalance && balance() < -version.negativeLimit && before >= -version.negativeLimit) {
          warnings.push(`${formatDay(item.date)}: the balance went to ${dayWords(balance())}, below the ${dayWords(-version.negativeLimit)} the policy allows`);
        }
        break;
      }
      case "reversal": {
        const t = taken.get(item.ref);
        if (!t) break;
        taken.delete(item.ref);
        // What came from the deficit goes back to it, as far as later credits have not already paid it off;
        // what they paid off comes back as days that keep. Days from lots go back to those lots, and any that
        // have expired in the meantime expire again at once.
        const backToDeficit = Math.min(deficit, t.deficit);
        deficit -= backToDeficit;
        if (t.deficit - backToDeficit > 0) lots.push({ remaining: t.deficit - backToDeficit, lastDay: null, seq: seq++ });
        for (const u of t.lots) {
          u.lot.remaining += u.amount;
          if (!lots.includes(u.lot)) lots.push(u.lot);
        }
        record(item.date, "reversal", t.amount, `${item.label} cancelled: ${dayWords(t.amount)} back`, item.ref);
        expireBefore(item.date, item.date);
        // Fixed: days back while the balance is still below zero pay that off first, as a credit does (they
        // were held as days beside the deficit, so a year end lapsed or carried days of a negative balance).
        const stillOwed = Math.min(deficit, lots.reduce((s, l) => s + l.remaining, 0));
        if (stillOwed > 0) {
          debit(stillOwed);
          deficit -= stillOwed;
        }
        break;
      }
      case "encash": {
        const available = Math.max(0, balance());
        const amount = Math.min(item.amount, available);
        if (amount <= 0) break;
        debit(amount);
        encashments.push({ date: item.date, days: amount, ref: item.ref });
        record(item.date, "encashment", -amount, `${dayWords(amount)} encashed`, item.ref);
        break;
      }
      case "year_end": {
        const closing = versionOn(input.versions, addDays(item.date, -1));
        const label = yearLabel(item.date, version.yearStart);
        const positive = lots.reduce((s, l) => s + l.remaining, 0);
        const { carryForwardCap: cap, carriedExpireAfterDays, encashCap } = closing.yearEnd;
        const carry = cap === null ? positive : Math.min(positive, cap);
        const excess = positive - carry;
        const encash = Math.min(excess, encashCap);
        const lapse = excess - encash;
        // The days carried are those that would keep longest; each keeps the earlier of its own last day and
        // the carried days' last day.
        const carriedLastDay = carriedExpireAfterDays === null ? null : addDays(item.date, carriedExpireAfterDays - 1);
        const carried: Lot[] = [];
        let room = carry;
        for (const lot of [...lots].sort(byExpiry).reverse()) {
          if (room === 0) break;
          const take = Math.min(room, lot.remaining);
          room -= take;
          const lastDay = lot.lastDay === null ? carriedLastDay : carriedLastDay === null || lot.lastDay < carriedLastDay ? lot.lastDay : carriedLastDay;
          if (take > 0) carried.push({ remaining: take, lastDay, seq: seq++ });
        }
        // Fixed: the closed year's lots are emptied (their days were carried, encashed or lapsed); they kept
        // their days, and a cancellation after the year end gave them all back with its own.
        for (const lot of lots) lot.remaining = 0;
        lots = [];
        if (encash > 0) {
          encashments.push({ date: item.date, days: encash });
          record(item.date, "encashment", -encash, `${dayWords(encash)} above the carry-forward cap of ${dayWords(cap ?? 0)} encashed at the end of the year`);
        }
        if (lapse > 0) {
          record(item.date, "lapse", -lapse, cap === 0 ? `${dayWords(lapse)} lapsed at the end of the year (nothing carries forward)` : `${dayWords(lapse)} above the carry-forward cap of ${dayWords(cap ?? 0)} lapsed at the end of the year`);
        }
        lots = carried;
        if (carry > 0) {
          record(item.date, "carry_forward", 0, `${dayWords(carry)} carried into ${label}${carriedLastDay ? `, to be taken by ${formatDay(carriedLastDay)}` : ""}`);
        }
        break;
      }
    }
  }
  // On asOf itself a lot whose last day it is can still be used.
  expireBefore(input.asOf);
  const expiring = [...lots]
    .filter((l) => l.lastDay !== null && l.remaining > 0)
    .sort(byExpiry)
    .map((l) => ({ on: l.lastDay as string, days: l.remaining }));
  return { entries, balance: balance(), expiring, encashments, warnings };
}

/** The balance on `day` alone. */
export const balanceOn = (input: Omit<LedgerInput, "asOf">, day: string): Hundredths => replayLedger({ ...input, asOf: day }).balance;

