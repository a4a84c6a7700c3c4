// @vetan/expenses: the expense engine. Pure: no I/O, no clock; amounts in integer paise.
export { CITY_TIERS, type Category, type CategoryKind, type CityTier, evaluateItems, type ItemForPolicy, type LimitRule, limitFor, outsideClaimWindow, type Policy, type PolicyFlag } from "./policy.ts";
export { mileageAmount, type MileageRate, perDiemAmount, type PerDiemRate, VEHICLE_WORDS, VEHICLES, type Vehicle, type Worked } from "./mileage.ts";
export { checkGst, type GstBill, type GstCheck, GST_RATES } from "./gst.ts";
export { type DuplicateFlag, findDuplicates, type ItemForDuplicates } from "./duplicates.ts";
export { type AdvanceGiven, type ClaimApproved, expenseLedger, type LedgerEvent, type LedgerRow, settle, type Settlement } from "./advances.ts";
