// EPF / EPS / EDLI rates and the wage ceiling, by date. Sources: india-statutory.md §1.
import type { Dated } from "./select.ts";

export interface PfRule extends Dated {
  /** Monthly wage ceiling for EPF, EPS and EDLI, in paise. */
  wageCeiling: number;
  /** Employee share, basis points (12%). */
  employeeRate: number;
  /** Employee and employer share for notified classes (<20 employees, sick units, …): 10%. */
  reducedRate: number;
  /** Employer share to EPS (A/c 10), 8.33% of EPS wages. */
  epsRate: number;
  /** EDLI (A/c 21), employer only, 0.5% of EDLI wages. */
  edliRate: number;
  /** EPF administration charges (A/c 2), 0.5% of EPF wages; establishment minimum below. */
  adminRate: number;
  adminMinimumPerEstablishment: number;
  adminMinimumNoMember: number;
  /** EPS membership ends at this age. */
  epsExitAge: number;
  source: string;
}

const common = {
  employeeRate: 1200,
  reducedRate: 1000,
  epsRate: 833,
  edliRate: 50,
  adminRate: 50,
  adminMinimumPerEstablishment: 50_000,
  adminMinimumNoMember: 7_500,
  epsExitAge: 58,
};

export const PF_RULES: readonly PfRule[] = [
  {
    effectiveFrom: "2018-06-01",
    effectiveTo: "2026-09-16",
    wageCeiling: 15_000_00,
    ...common,
    source:
      "Ceiling ₹15,000 from 1 Sep 2014, re-notified 29 May 2026 (S.O. 2702(E)); admin 0.5% from 1 Jun 2018 (S.O. 2011(E)); EDLI 0.5%.",
  },
  {
    // VERIFY (india-statutory.md uncertain item 1): seen only in public code citing S.O. 5109(E) and PIB
    // releases of 16/23 Sep 2026. Chosen because every source that mentions the change agrees on date and
    // amount; to undo it, set effectiveTo above back to open and delete this entry.
    effectiveFrom: "2026-09-17",
    wageCeiling: 25_000_00,
    ...common,
    source: "Ceiling ₹25,000 from 17 Sep 2026 (S.O. 5109(E), reported; VERIFY against the Gazette).",
  },
];

/** EPS-exclusion at joining only applies to members first joining on or after this date. */
export const EPS_JOINING_TEST_FROM = "2014-09-01";
