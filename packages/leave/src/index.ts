// Public API of @vetan/leave: a pure leave engine (policy versions + service facts + events → a ledger and
// balances as of any date). See README.md.
export { type AccrualOptions, type Credit, type LeavePerson, accrualCredits } from "./accrual.ts";
export { type RequestFacts, type Refusal, checkRequest } from "./check.ts";
export { type CountedDay, type CountInput, type CountResult, type Half, type OffKind, countLeaveDays } from "./count.ts";
export { type BalanceResult, balanceOn, type EntryKind, type LeaveEvent, type LedgerEntry, type LedgerInput, type LedgerResult, replayBalance, replayLedger } from "./ledger.ts";
export { type Accrual, type AccrualPeriod, type LeavePolicyVersion, type YearEnd, versionOn } from "./policy.ts";
export { DAY, dayWords, HALF_DAY, type Hundredths, hundredths, roundTo } from "./units.ts";
export { type LeaveYearStart, nextYearStart, yearEndOf, yearLabel, yearStartOf } from "./years.ts";
