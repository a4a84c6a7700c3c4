// Minimum wages by state, zone and skill, by date: used only to WARN when a payslip pays less (the engine
// never changes pay). Sources: india-statutory.md §8 and the pages cited on each block.
//
// A state fixes minimum wages per scheduled employment, zone and skill, as basic + variable dearness
// allowance (VDA) revised every six months or every year. The table holds a few rows for the shops and
// commercial establishments schedule (the one most office employers fall under) and Delhi's all-schedule
// rates. Each row carries the monthly total and the daily total as the notification (or its summary)
// prints them; monthly = daily × 26 (Code on Wages (Central) Rules 2026 r.3, and each state's own practice).
//
// Selection: the row in force on the first day of the payroll month. Where the table has no row for that
// date but has an older one, the older one is used and the warning says so: VDA revisions have only ever
// raised these figures, so an out-of-date row can miss a shortfall but not invent one. Keep the table
// fresh by adding rows (with a test), never by editing a row's figures.

import type { Dated } from "./select.ts";

export const SKILL_CATEGORIES = ["unskilled", "semiSkilled", "skilled", "highlySkilled"] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

export const MINIMUM_WAGE_ZONES = ["I", "II", "III", "IV"] as const;
export type MinimumWageZone = (typeof MINIMUM_WAGE_ZONES)[number];

export interface MinimumWageRule extends Dated {
  /** ISO 3166-2:IN state code, as in employee.state. */
  state: string;
  stateName: string;
  /** Zone where the state's notification has zones; absent where one rate covers the state. */
  zone?: MinimumWageZone;
  /** Scheduled employment the row belongs to, named in the warning. */
  employment: string;
  category: SkillCategory;
  /** Total (basic + VDA) per month, paise. */
  monthly: number;
  /** Total (basic + VDA) per day, paise. */
  daily: number;
  source: string;
}

interface Figures {
  zone?: MinimumWageZone;
  category: SkillCategory;
  monthly: number;
  daily: number;
}

function rows(common: Omit<MinimumWageRule, keyof Figures>, figures: readonly Figures[]): MinimumWageRule[] {
  return figures.map((f) => ({ ...common, ...f }));
}

const MH_SHOPS = "shops and commercial establishments";
const KA_SHOPS = "shops and commercial establishments";

export const MINIMUM_WAGE_RULES: readonly MinimumWageRule[] = [
  // Maharashtra, Schedule 48 (shops and commercial establishments), 1 Jan – 30 Jun 2025: basic + VDA ₹3,614
  // (Labour Commissioner's notification of 20 Feb 2025). Daily = total ÷ 26 as printed.
  // https://hrinformative.com/maharashtra-minimum-wages-revised-january-2025 ;
  // https://ascent-hr.com/notification/maharashtra-minimum-wages-revision-200225 (same basic and VDA, plus a 5%
  // HRA for establishments with more than 50 workers, which this table does not include).
  // Zone I: municipal corporations; Zone II: municipal councils (class A/B); Zone III: the rest.
  // VERIFY: the July 2025 and later VDA revisions were not found; the January 2025 rows stay in use until added.
  ...rows(
    {
      effectiveFrom: "2025-01-01",
      effectiveTo: "2025-06-30",
      state: "MH",
      stateName: "Maharashtra",
      employment: MH_SHOPS,
      source: "Maharashtra S&CE minimum wages 1 Jan–30 Jun 2025, VDA ₹3,614 (notification of 20 Feb 2025)",
    },
    [
      { zone: "I", category: "skilled", monthly: 15_246_00, daily: 586_38 },
      { zone: "I", category: "semiSkilled", monthly: 14_470_00, daily: 556_54 },
      { zone: "I", category: "unskilled", monthly: 13_635_00, daily: 524_42 },
      { zone: "II", category: "skilled", monthly: 14_650_00, daily: 563_46 },
      { zone: "II", category: "semiSkilled", monthly: 13_874_00, daily: 533_62 },
      { zone: "II", category: "unskilled", monthly: 13_039_00, daily: 501_50 },
      { zone: "III", category: "skilled", monthly: 14_054_00, daily: 540_54 },
      { zone: "III", category: "semiSkilled", monthly: 13_278_00, daily: 510_69 },
      { zone: "III", category: "unskilled", monthly: 12_442_00, daily: 478_54 },
    ],
  ),
  // Karnataka, shops and commercial establishments, 1 Apr 2025 – 31 Mar 2026: basic + VDA ₹4,113.60 a month
  // (₹158.22 a day). https://www.sgcms.com/regulatory-updates/minimum-rates-of-wages-karnataka-april-2025/ ;
  // https://www.dcpsol.com/karnataka-minimum-wages-april-2025 (same figures).
  // Semi-skilled totals are the printed basic + VDA added here (Zone I ₹12,746.61 + ₹4,113.60; Zone II
  // ₹12,139.63 + ₹4,113.60); their printed totals were not seen. Unskilled rows were not seen: not configured.
  // A draft revision of April 2025 (PTI, https://www.hindustantimes.com/cities/bengaluru-news/karnataka-government-issues-draft-notification-on-minimum-wages-101744454350726.html)
  // proposed much higher rates; no final notification was found. VERIFY. One summary reports VDA ₹4,549.27 from
  // 1 Apr 2026 (https://kb.bizproutx.com/doku.php?do=export_xhtml&id=minwage%3A2023_mw_ka) but its totals do not
  // add up, so it is not used: VERIFY and add rows from 2026-04-01.
  ...rows(
    {
      effectiveFrom: "2025-04-01",
      effectiveTo: "2026-03-31",
      state: "KA",
      stateName: "Karnataka",
      employment: KA_SHOPS,
      source: "Karnataka S&CE minimum wages 2025-26, VDA ₹4,113.60 a month",
    },
    [
      { zone: "I", category: "highlySkilled", monthly: 19_537_00, daily: 751_43 },
      { zone: "I", category: "skilled", monthly: 18_134_87, daily: 697_50 },
      { zone: "I", category: "semiSkilled", monthly: 16_860_21, daily: 648_47 },
      { zone: "II", category: "highlySkilled", monthly: 18_802_55, daily: 723_18 },
      { zone: "II", category: "skilled", monthly: 17_467_19, daily: 671_82 },
      { zone: "II", category: "semiSkilled", monthly: 16_253_23, daily: 625_13 },
      { zone: "III", category: "highlySkilled", monthly: 18_103_08, daily: 696_28 },
      { zone: "III", category: "skilled", monthly: 16_831_31, daily: 647_36 },
      { zone: "IV", category: "highlySkilled", monthly: 17_436_91, daily: 670_66 },
      { zone: "IV", category: "skilled", monthly: 16_225_70, daily: 624_07 },
    ],
  ),
  // Delhi, all scheduled employments, from 1 Apr 2025 (DA instalment): monthly per the Labour Department's
  // statement (https://www.millenniumpost.in/big-stories/delhi-govt-hikes-minimum-wages-for-workers-across-all-categories-606751 ;
  // https://www.business-standard.com/amp/india-news/delhi-minimum-wage-hike-government-inflation-workers-125041501244_1.html);
  // daily per https://www.zimyo.com/resources/guides/minimum-wages/delhi (= monthly ÷ 26, to the rupee).
  // Delhi has no zones and no "highly skilled" class in these figures. VERIFY the October 2025 and later DA.
  ...rows(
    {
      effectiveFrom: "2025-04-01",
      state: "DL",
      stateName: "Delhi",
      employment: "all scheduled employments",
      source: "Delhi minimum wages from 1 Apr 2025",
    },
    [
      { category: "unskilled", monthly: 18_456_00, daily: 710_00 },
      { category: "semiSkilled", monthly: 20_371_00, daily: 784_00 },
      { category: "skilled", monthly: 22_411_00, daily: 862_00 },
    ],
  ),
];

export interface MinimumWageMatch {
  rule: MinimumWageRule;
  /** No row is in force on the date; this is the latest earlier one. */
  stale: boolean;
}

/**
 * The row for a state, zone and category on `date`: the one in force, else the latest that began before
 * it (marked stale), else null. A state with zones uses Zone I when none is given.
 */
export function minimumWageFor(
  state: string,
  category: SkillCategory,
  zone: MinimumWageZone | undefined,
  date: string,
  rules: readonly MinimumWageRule[] = MINIMUM_WAGE_RULES,
): MinimumWageMatch | null {
  let latest: MinimumWageRule | null = null;
  for (const r of rules) {
    if (r.state !== state || r.category !== category) continue;
    if (r.zone !== undefined && r.zone !== (zone ?? "I")) continue;
    if (r.effectiveFrom > date) continue;
    if (r.effectiveTo === undefined || date <= r.effectiveTo) return { rule: r, stale: false };
    if (latest === null || r.effectiveFrom > latest.effectiveFrom) latest = r;
  }
  return latest ? { rule: latest, stale: true } : null;
}
