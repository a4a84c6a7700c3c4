// A firm's expense policy and what it says about a claim's items, evaluated when the claim is made and shown
// to the approver: limits per category by grade and city tier (per claim, per day, per month), a bill
// required above an amount, and dates not yet come. An item over a limit is flagged with the excess, never
// silently capped (the site's promise): the approver decides, seeing the employee's justification.
//
// Limits are matched most specific first: the category with the person's grade and the item's city tier,
// then the grade alone, then the tier alone, then the category's default. Sums for a day or a month count
// the person's other live claims (submitted or approved, not rejected or withdrawn) as well as this one.
import { formatDay } from "@vetan/shared/dates";
import { claimWindowStart } from "@vetan/shared/expenses";
import { formatPaise } from "@vetan/shared/money";

export const CITY_TIERS = [1, 2, 3] as const;
export type CityTier = (typeof CITY_TIERS)[number];
export type CategoryKind = "amount" | "mileage" | "per_diem";

export interface Category {
  code: string;
  name: string;
  kind: CategoryKind;
  /** GST input credit usually blocked (CGST Act s.17(5)(b)): food, club, health… marked for finance. */
  creditBlocked: boolean;
  /** A bill is required above this amount (paise); null: never, 0: always. */
  receiptAbove: number | null;
}

export interface LimitRule {
  category: string;
  grade: string | null;
  tier: CityTier | null;
  perClaim: number | null;
  perDay: number | null;
  perMonth: number | null;
}

export interface Policy {
  categories: readonly Category[];
  limits: readonly LimitRule[];
  /** Whether an expense dated after the day of the claim may be claimed (a booked hotel, say). */
  futureDated: boolean;
}

export interface ItemForPolicy {
  /** The item's reference within its claim (or, in history, any unique key). */
  ref: string;
  category: string;
  date: string;
  amount: number;
  tier: CityTier | null;
  receipts: number;
}

export type PolicyFlag =
  | { kind: "over_limit"; period: "claim" | "day" | "month"; limit: number; spent: number; over: number; words: string }
  | { kind: "receipt_missing"; threshold: number; words: string }
  | { kind: "future_dated"; words: string }
  | { kind: "unknown_category"; words: string };

const PERIOD_WORDS = { claim: "this claim", day: "a day", month: "a month" } as const;

/** The limit that applies to an item: most specific first (grade and tier, grade, tier, the default). */
export function limitFor(policy: Policy, category: string, grade: string | null, tier: CityTier | null): LimitRule | null {
  const rules = policy.limits.filter((l) => l.category === category);
  const fits = (l: LimitRule) => (l.grade === null || l.grade === grade) && (l.tier === null || l.tier === tier);
  const score = (l: LimitRule) => (l.grade !== null ? 2 : 0) + (l.tier !== null ? 1 : 0);
  return rules.filter(fits).sort((a, b) => score(b) - score(a))[0] ?? null;
}

/**
 * Each item's flags, in the claim's order. `history` holds the person's other live items (their amounts
 * count toward a day's and a month's limits). The item whose amount takes a sum over its limit carries the
 * excess; items after it in the same period carry their whole amount as over.
 */
export function evaluateItems(policy: Policy, items: readonly ItemForPolicy[], opts: { grade: string | null; today: string; history: readonly ItemForPolicy[] }): Map<string, PolicyFlag[]> {
  const out = new Map<string, PolicyFlag[]>();
  const byCode = new Map(policy.categories.map((c) => [c.code, c]));
  const spent = new Map<string, number>();
  const add = (key: string, amount: number) => {
    const before = spent.get(key) ?? 0;
    spent.set(key, before + amount);
    return before;
  };
  // Other claims first: this claim's items go over the limits they find.
  for (const h of opts.history) {
    add(`day|${h.category}|${h.date}`, h.amount);
    add(`month|${h.category}|${h.date.slice(0, 7)}`, h.amount);
  }
  for (const item of items) {
    const flags: PolicyFlag[] = [];
    const category = byCode.get(item.category);
    if (!category) {
      out.set(item.ref, [{ kind: "unknown_category", words: `${item.category} is not one of the firm's expense categories` }]);
      continue;
    }
    if (item.date > opts.today && !policy.futureDated) flags.push({ kind: "future_dated", words: `Dated ${item.date}, after today: the firm's policy does not take expenses not yet made` });
    if (category.receiptAbove !== null && item.amount > category.receiptAbove && item.receipts === 0) {
      flags.push({
        kind: "receipt_missing",
        threshold: category.receiptAbove,
        words: category.receiptAbove === 0 ? `${category.name} needs a bill` : `${category.name} above ${formatPaise(category.receiptAbove)} needs a bill`,
      });
    }
    const rule = limitFor(policy, item.category, opts.grade, item.tier);
    const periods: ["claim" | "day" | "month", number | null, string][] = rule
      ? [
          ["claim", rule.perClaim, `claim|${item.category}`],
          ["day", rule.perDay, `day|${item.category}|${item.date}`],
          ["month", rule.perMonth, `month|${item.category}|${item.date.slice(0, 7)}`],
        ]
      : [];
    for (const [period, limit, key] of periods) {
      const before = add(key, item.amount);
      if (limit === null) continue;
      const after = before + item.amount;
      if (after <= limit) continue;
      const over = Math.min(item.amount, after - limit);
      flags.push({
        kind: "over_limit",
        period,
        limit,
        spent: after,
        over,
        words: `${formatPaise(over)} over the ${category.name.toLowerCase()} limit of ${formatPaise(limit)} for ${PERIOD_WORDS[period]}${before > 0 ? ` (${formatPaise(before)} already claimed)` : ""}`,
      });
    }
    out.set(item.ref, flags);
  }
  return out;
}

/**
 * Why an item dated `date` cannot be claimed on `today`, in words naming the date and the window; null when
 * it can. Older than the firm's claim window is refused (the books for it are closed); a date after today is
 * refused unless the policy takes expenses not yet made (a booked ticket).
 */
export function outsideClaimWindow(date: string, opts: { today: string; withinDays: number; futureDated: boolean }): string | null {
  const start = claimWindowStart(opts.withinDays, opts.today);
  if (date < start) {
    const days = opts.withinDays === 1 ? "1 day" : `${opts.withinDays.toLocaleString("en-IN")} days`;
    return `Bills older than ${days} cannot be claimed: this one is dated ${formatDay(date)}, and the window opened on ${formatDay(start)}`;
  }
  if (date > opts.today && !opts.futureDated) return `This is dated ${formatDay(date)}, after today (${formatDay(opts.today)}): the firm's policy takes expenses once they are made`;
  return null;
}
