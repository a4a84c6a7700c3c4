// Likely duplicate bills, flagged to the approver (never refused: two identical taxi fares on one day
// happen): the same amount on the same date from the same merchant (its name compared without case, spaces
// or punctuation), the same supplier invoice (GSTIN and number), or the very same receipt file (its
// SHA-256) — within the claim or against the person's other live claims.

export interface ItemForDuplicates {
  ref: string;
  /** Where it is, for the words: "this claim" or "claim EXP-0042". */
  where: string;
  date: string;
  amount: number;
  merchant: string;
  invoice: string | null;
  receiptHashes: readonly string[];
}

export interface DuplicateFlag {
  of: string;
  words: string;
}

const merchantKey = (m: string) => m.toLowerCase().replaceAll(/[^a-z0-9]/g, "");

/** For each of `items`, the earlier items (in the claim, or in `others`) it looks like. */
export function findDuplicates(items: readonly ItemForDuplicates[], others: readonly ItemForDuplicates[]): Map<string, DuplicateFlag[]> {
  const out = new Map<string, DuplicateFlag[]>();
  const seen: ItemForDuplicates[] = [...others];
  for (const item of items) {
    const flags: DuplicateFlag[] = [];
    for (const o of seen) {
      const sameBill = o.date === item.date && o.amount === item.amount && merchantKey(o.merchant) !== "" && merchantKey(o.merchant) === merchantKey(item.merchant);
      const sameInvoice = item.invoice !== null && o.invoice === item.invoice;
      const sameFile = item.receiptHashes.some((h) => o.receiptHashes.includes(h));
      if (sameFile) flags.push({ of: o.ref, words: `The same receipt file as an item in ${o.where}` });
      else if (sameInvoice) flags.push({ of: o.ref, words: `The same supplier invoice as an item in ${o.where}` });
      else if (sameBill) flags.push({ of: o.ref, words: `Same amount, date and merchant as an item in ${o.where}` });
    }
    out.set(item.ref, flags);
    seen.push(item);
  }
  return out;
}
