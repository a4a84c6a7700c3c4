// Advances settled against claims. An advance paid is money the employee owes back until claims use it up:
// each approved claim is set against the person's open advances, oldest first; what is left of the claim
// is paid (so a ₹12,000 advance against a ₹15,000 claim pays ₹3,000 — the arithmetic Frappe once got wrong,
// paying ₹9,000), and an advance not used up stays to be returned or recovered. The ledger replays every
// event in date order with a running balance: positive, the firm owes the person; negative, the person
// owes the firm.
import { formatPaise } from "@vetan/shared/money";

export interface AdvanceGiven {
  id: string;
  paidOn: string;
  amount: number;
}

export interface ClaimApproved {
  id: string;
  approvedOn: string;
  amount: number;
}

export interface Settlement {
  claimId: string;
  /** Taken from each advance, oldest first. */
  fromAdvances: { advanceId: string; amount: number }[];
  /** Paid to the person for this claim. */
  payable: number;
}

/** Each claim's share of the open advances and what is left to pay; and what remains of each advance. */
export function settle(advances: readonly AdvanceGiven[], claims: readonly ClaimApproved[]): { settlements: Settlement[]; open: Map<string, number> } {
  const open = new Map<string, number>();
  const queue = [...advances].sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.id.localeCompare(b.id));
  for (const a of queue) open.set(a.id, a.amount);
  const settlements: Settlement[] = [];
  for (const c of [...claims].sort((a, b) => a.approvedOn.localeCompare(b.approvedOn) || a.id.localeCompare(b.id))) {
    let left = c.amount;
    const fromAdvances: Settlement["fromAdvances"] = [];
    for (const a of queue) {
      // Only an advance paid by the claim's approval can be set against it.
      if (left === 0 || a.paidOn > c.approvedOn) continue;
      const remaining = open.get(a.id) ?? 0;
      const take = Math.min(remaining, left);
      if (take === 0) continue;
      open.set(a.id, remaining - take);
      left -= take;
      fromAdvances.push({ advanceId: a.id, amount: take });
    }
    settlements.push({ claimId: c.id, fromAdvances, payable: left });
  }
  return { settlements, open };
}

export interface LedgerEvent {
  date: string;
  /** advance_settled: part of an advance set against a claim; shown in its place, it moves no balance (the claim's approval and the advance's payment already did). */
  kind: "advance_paid" | "claim_approved" | "advance_settled" | "claim_paid" | "advance_returned" | "advance_recovered";
  ref: string;
  amount: number;
}

export interface LedgerRow extends LedgerEvent {
  words: string;
  /** Positive: the firm owes the person; negative: the person owes the firm. */
  balance: number;
}

const SIGN: Record<LedgerEvent["kind"], 1 | 0 | -1> = { advance_paid: -1, claim_approved: 1, advance_settled: 0, claim_paid: -1, advance_returned: 1, advance_recovered: 1 };
const WORDS: Record<LedgerEvent["kind"], string> = {
  advance_paid: "Advance paid",
  claim_approved: "Claim approved",
  advance_settled: "Set against the advance",
  claim_paid: "Reimbursed",
  advance_returned: "Advance returned",
  advance_recovered: "Advance recovered from pay",
};

/** The person's expense ledger: events in date order (then as given), each with the balance after it. */
export function expenseLedger(events: readonly LedgerEvent[]): LedgerRow[] {
  let balance = 0;
  return events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.date.localeCompare(b.e.date) || a.i - b.i)
    .map(({ e }) => {
      balance += SIGN[e.kind] * e.amount;
      return { ...e, words: `${WORDS[e.kind]}: ${formatPaise(e.amount)}`, balance };
    });
}
