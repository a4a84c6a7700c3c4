// Interest-free or concessional loans to employees: the benchmark rate and the small-loan exemption, by
// tax year. The perquisite is interest at the rate State Bank of India charged on 1 April of the year for
// loans of the same purpose, on the maximum outstanding monthly balance (the balance on the last day of
// each month), less what the employee pays. Loans of ₹20,000 or less in aggregate, and loans for the
// treatment of the diseases listed in Rule 3A, are exempt.
//
// Sources:
// - Income-tax Rules 1962, r.3(7)(i) (as substituted from 1 Apr 2004 by the Income-tax (First Amendment)
//   Rules 2004: SBI rate "as on the 1st day of the relevant previous year" for loans "for the same purpose"):
//   https://www.taxtmi.com/notifications?id=5511 ; https://taxguru.in/income-tax/how-to-calculate-value-of-interest-free-or-concessional-loan-received-from-employer.html
// - The department's own calculator applies (SBI rate − rate recovered) to each month's maximum outstanding
//   balance, April to March: https://incometaxindia.gov.in/Pages/tools/concessional-or-interest-free-loan.aspx
// - Income-tax Rules 2026 (in force 1 Apr 2026) move the valuation to Rule 15(5)(a), Table IV, Sl. 1, keep the
//   SBI method and raise the small-loan limit to ₹2,00,000: https://www.taxscan.in/top-stories/employer-loan-tax-rule-in-income-tax-rules-draft-2026-sbi-rate-method-explained-1442868 ;
//   https://www.loansjagat.com/news/draft-income-tax-rules-2026-how-sbi-benchmark-will-tax-employer-loans ;
//   india-statutory.md §5.6. VERIFY (india-statutory item 5): read from the draft as reported; the final
//   G.S.R. 198(E) text was not seen.
//
// The SBI rate. The rule asks for SBI's rate on 1 April *for loans of the same purpose* (home, car,
// education, personal …), which SBI publishes as a schedule; no such schedule for 2025 or 2026 was found.
// The table therefore carries SBI's one-year MCLR in force on 1 April as the default benchmark and
// `loanPerquisite` takes `sbiRatePercent` to use the purpose-specific rate instead. VERIFY each year.
import type { Dated } from "./select.ts";

export interface LoanPerquisiteRule extends Dated {
  taxYear: string;
  /** Default benchmark, basis points: SBI's one-year MCLR in force on 1 April of the tax year. */
  sbiRate: number;
  sbiRateBasis: string;
  /** Loans whose aggregate does not exceed this are not a perquisite, paise. */
  smallLoanLimit: number;
  /** The rule that values the perquisite. */
  rule: string;
  /** The rule listing the diseases whose treatment loans are exempt. */
  medicalRule: string;
  source: string;
}

export const LOAN_PERQUISITE_RULES: readonly LoanPerquisiteRule[] = [
  {
    taxYear: "2025-26",
    effectiveFrom: "2025-04-01",
    effectiveTo: "2026-03-31",
    sbiRate: 900,
    sbiRateBasis: "SBI one-year MCLR 9.00% (revision of 15 Mar 2025, in force on 1 Apr 2025)",
    smallLoanLimit: 20_000_00,
    rule: "Income-tax Rules 1962, r.3(7)(i)",
    medicalRule: "Rule 3A",
    source:
      "MCLR: https://indiatoday.in/business/story/check-sbi-latest-lending-rates-for-march-2025-mclr-and-base-rate-2693293-2025-03-13 ; https://m.economictimes.com/wealth/borrow/sbi-lending-rates-march-2025-check-the-latest-mclr-base-rate-and-home-loan-interest-rates/amp_articleshow/118973579.cms (15 Mar–15 Apr 2025). ₹20,000: r.3(7)(i) proviso.",
  },
  {
    taxYear: "2026-27",
    effectiveFrom: "2026-04-01",
    effectiveTo: "2027-03-31",
    // VERIFY: 8.70% is the revision of 15 Dec 2025, the last one found; a change on 15 Jan, 15 Feb or
    // 15 Mar 2026 would replace it.
    sbiRate: 870,
    sbiRateBasis: "SBI one-year MCLR 8.70% (revision of 15 Dec 2025; VERIFY none later before 1 Apr 2026)",
    // VERIFY: ₹2,00,000 is the draft Rules 2026 figure as reported.
    smallLoanLimit: 2_00_000_00,
    rule: "Income-tax Rules 2026, r.15(5)(a) Table IV Sl. 1 (VERIFY numbering in the final rules)",
    medicalRule: "the Rules 2026 successor of Rule 3A (VERIFY)",
    source:
      "MCLR: https://www.businesstoday.in/personal-finance/banking/story/borrowers-cheer-sbi-revises-mclr-to-785-slashes-lending-rate-by-25-bps-after-rbi-rate-cut-506509-2025-12-13 ; https://www.loansjagat.com/news/sbi-lending-rate-cut-loans-get-cheaper-after-rbis-december-policy-move. ₹2,00,000: india-statutory.md §5.6 (draft Rules 2026).",
  },
];
