// GST on a bill, as finance needs it to claim input tax credit: the supplier's GSTIN (checked, its check
// character too), the invoice's number and date, the taxable value and the tax apart from it, as CGST and
// SGST (equal halves, within a state) or IGST (between states), never both. Then what finance should know:
// whether the bill names the firm's GSTIN (credit needs the invoice in the recipient's name, CGST Act s.16),
// whether the category's credit is usually blocked (s.17(5)(b): food, club, health, personal travel…),
// whether the split fits the two states, and whether the rate is one in force on the invoice's date.
// Errors stop the item; notes go to finance with it. Rates are dated data (VERIFY the 2025 change's date).
import { validateGstin } from "@vetan/shared/ids";
import { formatPaise } from "@vetan/shared/money";

/** GST rates in force (percent) from a date. Special rates (gold, diamonds) are always accepted. */
export const GST_RATES: readonly { from: string; rates: readonly number[] }[] = [
  { from: "2017-07-01", rates: [0, 5, 12, 18, 28] },
  // The rationalisation to two main slabs and a 40% rate, from 22 September 2025 (VERIFY the date).
  { from: "2025-09-22", rates: [0, 5, 18, 40] },
];
const SPECIAL_RATES = [0.25, 1.5, 3];

export interface GstBill {
  supplierGstin: string;
  /** The GSTIN the bill is addressed to; empty when the bill names none. */
  billedToGstin: string;
  invoiceNumber: string;
  invoiceDate: string;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface GstCheck {
  errors: { field: keyof GstBill | "amount"; message: string }[];
  /** For finance: what to look at before claiming credit. */
  notes: string[];
  credit: "eligible" | "blocked" | "not_in_firm_name";
}

const percent = (tax: number, taxable: number) => (taxable > 0 ? (tax * 100) / taxable : 0);

function ratesOn(date: string): readonly number[] {
  let found: readonly number[] = GST_RATES[0]?.rates ?? [];
  for (const r of GST_RATES) if (date >= r.from) found = r.rates;
  return found;
}

/**
 * Checks a bill's GST against the item's amount (taxable + tax, within ₹1 of rounding) and the firm's
 * GSTINs. `blocked`: the item's category is one where credit is usually blocked.
 */
export function checkGst(bill: GstBill, opts: { itemAmount: number; firmGstins: readonly string[]; blocked: boolean }): GstCheck {
  const errors: GstCheck["errors"] = [];
  const notes: string[] = [];
  const supplier = validateGstin(bill.supplierGstin);
  if (!supplier.ok) errors.push({ field: "supplierGstin", message: supplier.message });
  if (bill.billedToGstin !== "") {
    const to = validateGstin(bill.billedToGstin);
    if (!to.ok) errors.push({ field: "billedToGstin", message: to.message });
  }
  if (!/^[A-Za-z0-9/-]{1,16}$/.test(bill.invoiceNumber)) errors.push({ field: "invoiceNumber", message: "An invoice number is up to 16 letters, digits, / or -" });
  if (bill.cgst !== bill.sgst) errors.push({ field: "sgst", message: "CGST and SGST are equal halves of the tax" });
  if (bill.igst > 0 && bill.cgst + bill.sgst > 0) errors.push({ field: "igst", message: "A bill carries IGST or CGST and SGST, not both" });
  const total = bill.taxable + bill.cgst + bill.sgst + bill.igst;
  if (Math.abs(total - opts.itemAmount) > 100) {
    errors.push({ field: "amount", message: `Taxable value and tax add up to ${formatPaise(total)}, not the ${formatPaise(opts.itemAmount)} claimed` });
  }
  if (errors.length > 0) return { errors, notes, credit: opts.blocked ? "blocked" : "not_in_firm_name" };

  const tax = bill.cgst + bill.sgst + bill.igst;
  const rate = percent(tax, bill.taxable);
  const known = [...ratesOn(bill.invoiceDate), ...SPECIAL_RATES];
  // Rounding of each half to the paisa or rupee moves the rate a little: within 0.1 percentage points.
  if (!known.some((r) => Math.abs(r - rate) < 0.1)) {
    notes.push(`The tax is ${rate.toFixed(2)}% of the taxable value, not a GST rate in force on ${bill.invoiceDate} (${known.join("%, ")}%): check the bill`);
  }
  const supplierState = bill.supplierGstin.slice(0, 2);
  const billedState = bill.billedToGstin.slice(0, 2);
  if (billedState !== "" && tax > 0) {
    if (supplierState === billedState && bill.igst > 0) notes.push("Supplier and firm are in the same state, yet the bill charges IGST: it should be CGST and SGST");
    if (supplierState !== billedState && bill.igst === 0) notes.push(`The supplier is in another state (code ${supplierState}) and charges CGST and SGST: usual for a hotel or restaurant, whose state's tax the firm can use only where it is registered`);
  }
  const inFirmName = bill.billedToGstin !== "" && opts.firmGstins.includes(bill.billedToGstin);
  if (!inFirmName) notes.push(bill.billedToGstin === "" ? "The bill names no GSTIN of the firm: no input credit on it (CGST Act s.16)" : `The bill names ${bill.billedToGstin}, not the firm's GSTIN: no input credit on it (CGST Act s.16)`);
  if (opts.blocked) notes.push("Input credit on this category is usually blocked (CGST Act s.17(5)(b)), unless the law obliges the firm to provide it");
  return { errors, notes, credit: opts.blocked ? "blocked" : inFirmName ? "eligible" : "not_in_firm_name" };
}
