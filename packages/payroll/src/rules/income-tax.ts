// Income tax on salary by tax year. Sources: india-statutory.md §5. Budget 2026 left every figure of
// 2025-26 unchanged for 2026-27; what changed is the Act (1961 → 2025), its section numbers, and the
// Income-tax Rules 2026 list of 50% HRA cities.
import type { Dated } from "./select.ts";

export interface Slab {
  /** Upper bound of this slab's income, rupees (inclusive); null for the top slab. */
  upTo: number | null;
  /** Basis points. */
  rate: number;
}

export interface SurchargeBand {
  /** Surcharge applies when total income exceeds this, rupees. */
  above: number;
  rate: number;
}

export interface RegimeRule {
  /** Slabs by age band: below 60, 60–79, 80 and over. */
  slabs: { readonly normal: readonly Slab[]; readonly senior: readonly Slab[]; readonly superSenior: readonly Slab[] };
  standardDeduction: number;
  rebateIncomeLimit: number;
  rebateMax: number;
  /** New regime: tax over the rebate limit may not exceed the income over it. */
  rebateMarginalRelief: boolean;
  surcharge: readonly SurchargeBand[];
  /** Employer NPS deductible as basis points of basic + DA: private employers, government employers. */
  employerNpsLimit: { private: number; government: number };
}

export interface IncomeTaxRule extends Dated {
  taxYear: string;
  act: string;
  sections: {
    tds: string;
    newRegime: string;
    rebate: string;
    standardDeduction: string;
    panNotFurnished: string;
    /** Perquisites are salary: their definition. */
    perquisite: string;
    /** The employee's other income (and house-property loss) taken into account for salary TDS. */
    otherIncome: string;
    /** House-property loss set off against other heads up to `caps.housePropertyLossSetOff`. */
    housePropertySetOff: string;
    /** The new regime computes total income without that set-off. */
    newRegimeNoHousePropertySetOff: string;
    /** Relief for salary paid in arrears for earlier years. */
    arrearsRelief: string;
  };
  cessRate: number;
  /**
   * PAN not furnished: tax is deducted at the higher of the rates in force and this rate (basis points).
   * For salary (CBDT salary circulars, e.g. Circular 8/2012 para 4.8.1; repeated in the 2020 circular):
   * nothing when income is below the taxable limit; otherwise, if the average rate at the rates in force
   * is below 20%, deduct 20% of the income, without cess; else deduct at the average rate.
   */
  panNotFurnishedRate: number;
  newRegime: RegimeRule;
  oldRegime: RegimeRule;
  /** Cities where the HRA exemption is 50% of salary (40% elsewhere). Lower-case names. */
  hraMetroCities: readonly string[];
  /** Old regime caps, rupees. */
  caps: {
    section80C: number;
    section80CCD1B: number;
    section80DSelf: number;
    section80DSelfSenior: number;
    section80DParents: number;
    section80DParentsSenior: number;
    homeLoanInterest: number;
    /** Loss under "Income from house property" set off against other heads (old regime only), rupees. */
    housePropertyLossSetOff: number;
  };
}

const NEW_SLABS: readonly Slab[] = [
  { upTo: 4_00_000, rate: 0 },
  { upTo: 8_00_000, rate: 500 },
  { upTo: 12_00_000, rate: 1000 },
  { upTo: 16_00_000, rate: 1500 },
  { upTo: 20_00_000, rate: 2000 },
  { upTo: 24_00_000, rate: 2500 },
  { upTo: null, rate: 3000 },
];

const newRegime: RegimeRule = {
  slabs: { normal: NEW_SLABS, senior: NEW_SLABS, superSenior: NEW_SLABS },
  standardDeduction: 75_000,
  rebateIncomeLimit: 12_00_000,
  rebateMax: 60_000,
  rebateMarginalRelief: true,
  // The new regime caps surcharge at 25%.
  surcharge: [
    { above: 50_00_000, rate: 1000 },
    { above: 1_00_00_000, rate: 1500 },
    { above: 2_00_00_000, rate: 2500 },
  ],
  employerNpsLimit: { private: 1400, government: 1400 },
};

const oldRegime: RegimeRule = {
  slabs: {
    normal: [
      { upTo: 2_50_000, rate: 0 },
      { upTo: 5_00_000, rate: 500 },
      { upTo: 10_00_000, rate: 2000 },
      { upTo: null, rate: 3000 },
    ],
    senior: [
      { upTo: 3_00_000, rate: 0 },
      { upTo: 5_00_000, rate: 500 },
      { upTo: 10_00_000, rate: 2000 },
      { upTo: null, rate: 3000 },
    ],
    superSenior: [
      { upTo: 5_00_000, rate: 0 },
      { upTo: 10_00_000, rate: 2000 },
      { upTo: null, rate: 3000 },
    ],
  },
  standardDeduction: 50_000,
  rebateIncomeLimit: 5_00_000,
  rebateMax: 12_500,
  // VERIFY item 6: no marginal relief for the old-regime rebate; the Act gives none.
  rebateMarginalRelief: false,
  surcharge: [
    { above: 50_00_000, rate: 1000 },
    { above: 1_00_00_000, rate: 1500 },
    { above: 2_00_00_000, rate: 2500 },
    { above: 5_00_00_000, rate: 3700 },
  ],
  employerNpsLimit: { private: 1000, government: 1400 },
};

const caps = {
  section80C: 1_50_000,
  section80CCD1B: 50_000,
  section80DSelf: 25_000,
  section80DSelfSenior: 50_000,
  section80DParents: 25_000,
  section80DParentsSenior: 50_000,
  homeLoanInterest: 2_00_000,
  // 1961 Act s.71(3A) (Finance Act 2017; CBDT salary circulars: "loss … in excess of Rs. 2.00 lakh is to be
  // ignored" for TDS, http://www.paramnews.com/2019/02/computation-of-income-under-head-income.html);
  // 2025 Act s.109(1)(b) (https://aubsp.com/income-tax-act-2025-section-109).
  housePropertyLossSetOff: 2_00_000,
};

const FOUR_METROS = ["delhi", "new delhi", "mumbai", "kolkata", "chennai"];

export const INCOME_TAX_RULES: readonly IncomeTaxRule[] = [
  {
    taxYear: "2025-26",
    effectiveFrom: "2025-04-01",
    effectiveTo: "2026-03-31",
    act: "Income-tax Act, 1961",
    // s.206AA(1)(iii): https://actsofindia.in/section-details/?sectionid=45026 ; salary practice:
    // https://gsoftnet.blogspot.com/2012/10/pan-is-compulsory-to-employee-regarding.html (Circular 8/2012
    // para 4.8.1), https://www.cnbctv18.com/personal-finance/employer-may-deduct-20-tax-for-failing-to-produce-pan-aadhaar-details-heres-what-it-means-for-you-tds-income-tax-deduction-penalty-5123011.htm (Circular 4/2020)
    // s.192(2B): other income and house-property loss (https://taxmanagementindia.com/visitor/detail_act.asp?ID=49405);
    // s.115BAC(2)(ii): no set-off of house-property loss in the new regime
    // (https://thetaxtalk.com/2025/02/the-rules-for-setting-off-house-property-losses-under-the-new-tax-regime/).
    sections: {
      tds: "s.192",
      newRegime: "s.115BAC",
      rebate: "s.87A",
      standardDeduction: "s.16(ia)",
      panNotFurnished: "s.206AA",
      perquisite: "s.17(2)",
      otherIncome: "s.192(2B)",
      housePropertySetOff: "s.71(3A)",
      newRegimeNoHousePropertySetOff: "s.115BAC(2)(ii)",
      arrearsRelief: "s.89(1)",
    },
    cessRate: 400,
    panNotFurnishedRate: 2000,
    newRegime,
    oldRegime,
    hraMetroCities: FOUR_METROS,
    caps,
  },
  {
    taxYear: "2026-27",
    effectiveFrom: "2026-04-01",
    effectiveTo: "2027-03-31",
    act: "Income-tax Act, 2025",
    // VERIFY item 4: s.156 and s.19 are seen only in third-party code.
    // s.397(2)(b) replaces s.206AA: "furnish his valid Permanent Account Number … in case of failure … tax
    // be deducted at the higher of" the rate in the provision, the rates in force, or (for most payments)
    // 20%: https://www.aubsp.com/section-80r-income-tax-act (text of s.397) ;
    // https://www.taxtmi.com/tmi_notes?id=2270. VERIFY: the 20% limb's wording was not seen in full, and no
    // CBDT salary circular under the 2025 Act was found; the 1961 Act's salary practice is carried over.
    // s.392(4)(a): particulars of other income and house-property loss "shall have an effect of increasing or
    // decreasing the tax to be deducted" (https://future.indiankanoon.org/doc/59035014); s.17: perquisite
    // (https://eztax.in/income-tax-act-2025/section-17); s.109(1)(b): ₹2 lakh set-off. VERIFY: s.202(2)(b) was
    // seen only in part (its first limb); that it carries s.115BAC(2)(ii)'s bar on setting off house-property
    // loss is reported, not read (https://www.taxtmi.com/acts?id=48012).
    sections: {
      tds: "s.392",
      newRegime: "s.202",
      rebate: "s.156",
      standardDeduction: "s.19",
      panNotFurnished: "s.397(2)(b)",
      perquisite: "s.17",
      otherIncome: "s.392(4)(a)",
      housePropertySetOff: "s.109(1)(b)",
      newRegimeNoHousePropertySetOff: "s.202(2)(b)",
      arrearsRelief: "s.157",
    },
    cessRate: 400,
    panNotFurnishedRate: 2000,
    newRegime,
    oldRegime,
    // VERIFY item 5: Income-tax Rules 2026 add four cities to the 50% list.
    hraMetroCities: [...FOUR_METROS, "bengaluru", "bangalore", "hyderabad", "pune", "ahmedabad"],
    caps,
  },
];
