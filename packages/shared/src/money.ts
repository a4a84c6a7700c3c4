// Money is integer paise everywhere (DESIGN.md); these only format it for people.
const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** ₹1,23,456.00 (Indian digit grouping). */
export function formatPaise(paise: number | bigint): string {
  const p = BigInt(paise);
  const negative = p < 0n;
  const abs = negative ? -p : p;
  // Intl takes a decimal string exactly, so no float ever touches the amount.
  const text = rupees.format(`${abs / 100n}.${String(abs % 100n).padStart(2, "0")}` as unknown as number);
  return negative ? `-${text}` : text;
}

/** ₹4,999 for whole-rupee prices. */
export function formatRupeesWhole(paise: number | bigint): string {
  const p = BigInt(paise);
  return wholeRupees.format(`${p / 100n}.${String((p < 0n ? -p : p) % 100n).padStart(2, "0")}` as unknown as number);
}
