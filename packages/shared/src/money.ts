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

/** ₹1,50,000 for a whole amount, ₹1,50,000.50 otherwise: amounts in sentences. */
export function formatAmount(paise: number | bigint): string {
  return BigInt(paise) % 100n === 0n ? formatRupeesWhole(paise) : formatPaise(paise);
}

/** ₹4,999 for whole-rupee prices. */
export function formatRupeesWhole(paise: number | bigint): string {
  const p = BigInt(paise);
  return wholeRupees.format(`${p / 100n}.${String((p < 0n ? -p : p) % 100n).padStart(2, "0")}` as unknown as number);
}

const ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0–999 in words ("Four Hundred Five"). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tail = rest < 20 ? ONES[rest] : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? ` ${ONES[rest % 10]}` : ""}`;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", tail ?? ""].filter(Boolean).join(" ");
}

/** A whole number in the Indian system: crore, lakh, thousand ("One Lakh Twenty Three Thousand Four Hundred Fifty Six"). */
function indianWords(n: number): string {
  if (n === 0) return "Zero";
  const parts: string[] = [];
  const crore = Math.floor(n / 1_00_00_000);
  if (crore) parts.push(`${indianWords(crore)} Crore`);
  const lakh = Math.floor((n % 1_00_00_000) / 1_00_000);
  if (lakh) parts.push(`${belowThousand(lakh)} Lakh`);
  const thousand = Math.floor((n % 1_00_000) / 1000);
  if (thousand) parts.push(`${belowThousand(thousand)} Thousand`);
  const rest = n % 1000;
  if (rest) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/** An amount as a payslip writes it: "Rupees Fifty Two Thousand Three Hundred Ten and Fifty Paise Only". */
export function paiseInWords(paise: number): string {
  const negative = paise < 0;
  const abs = Math.abs(Math.trunc(paise));
  const rupees = Math.floor(abs / 100);
  const p = abs % 100;
  const words = `Rupees ${indianWords(rupees)}${p ? ` and ${belowThousand(p)} Paise` : ""} Only`;
  return negative ? `Minus ${words}` : words;
}

/** Paise as a short figure for a chart's bar, in lakh and crore as Indian readers count: "₹27.5K", "₹8.17 L", "₹2.40 Cr". */
export function shortRupees(paise: number): string {
  const r = paise / 100;
  const sign = r < 0 ? "-" : "";
  const a = Math.abs(r);
  if (a >= 1_00_00_000) return `${sign}₹${(a / 1_00_00_000).toFixed(2)} Cr`;
  if (a >= 1_00_000) return `${sign}₹${(a / 1_00_000).toFixed(2)} L`;
  if (a >= 1_000) return `${sign}₹${(a / 1_000).toFixed(1)}K`;
  return `${sign}₹${Math.round(a)}`;
}
