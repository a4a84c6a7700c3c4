// Mileage and per diem: amounts the policy works out, not ones the employee types. Mileage is the distance
// (to a tenth of a kilometre) × the firm's rate per kilometre for the vehicle, rounded to the paisa half up;
// a distance above the firm's cap for one claim is flagged, not cut. Per diem is the day rate of the
// city's tier × the days (halves allowed).
import { formatPaise } from "@vetan/shared/money";
import type { CityTier } from "./policy.ts";

export const VEHICLES = ["two_wheeler", "car"] as const;
export type Vehicle = (typeof VEHICLES)[number];
export const VEHICLE_WORDS: Record<Vehicle, string> = { two_wheeler: "two-wheeler", car: "car" };

export interface MileageRate {
  vehicle: Vehicle;
  /** Paise per kilometre. */
  perKm: number;
  /** Most kilometres one claim item may carry without a flag; null for no cap. */
  maxKm: number | null;
}

export interface Worked {
  amount: number;
  working: string;
  /** Set when the item goes past a cap: the approver sees it. */
  flag: string | null;
}

/** Distance in tenths of a kilometre, so 12.3 km is exact. */
const tenths = (km: number) => Math.round(km * 10);

export function mileageAmount(rates: readonly MileageRate[], vehicle: Vehicle, km: number): Worked | { error: string } {
  const rate = rates.find((r) => r.vehicle === vehicle);
  if (!rate) return { error: `The firm pays no mileage for a ${VEHICLE_WORDS[vehicle]}` };
  const t = tenths(km);
  if (t <= 0) return { error: "Give the distance in kilometres, more than 0" };
  // (tenths × paise per km) ÷ 10, half up, in integers.
  const amount = Math.floor((t * rate.perKm + 5) / 10);
  const distance = `${(t / 10).toLocaleString("en-IN", { maximumFractionDigits: 1 })} km`;
  const flag = rate.maxKm !== null && t > rate.maxKm * 10 ? `${distance} is more than the ${rate.maxKm.toLocaleString("en-IN")} km the firm pays on one claim without a second look` : null;
  return { amount, working: `${distance} × ${formatPaise(rate.perKm)} a km by ${VEHICLE_WORDS[vehicle]} = ${formatPaise(amount)}`, flag };
}

export interface PerDiemRate {
  tier: CityTier;
  perDay: number;
}

export function perDiemAmount(rates: readonly PerDiemRate[], tier: CityTier, days: number): Worked | { error: string } {
  const rate = rates.find((r) => r.tier === tier);
  if (!rate) return { error: `The firm sets no per diem for tier ${tier} cities` };
  const halves = Math.round(days * 2);
  if (halves <= 0 || halves !== days * 2) return { error: "Give the days as whole or half days, more than 0" };
  const amount = (rate.perDay * halves) / 2;
  const whole = Number.isInteger(amount) ? amount : Math.floor(amount + 0.5);
  return { amount: whole, working: `${days} day${days === 1 ? "" : "s"} × ${formatPaise(rate.perDay)} a day in a tier ${tier} city = ${formatPaise(whole)}`, flag: null };
}
