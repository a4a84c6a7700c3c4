// Income-tax exemptions on leaving a job, by the date of leaving: gratuity and leave encashment for
// non-government employees. Sources: india-statutory.md §5.4, §7.1, §7.3, and below.
//
// Gratuity, Income-tax Act 1961 s.10(10)(ii)/(iii): the least of the gratuity received, the formula amount
// (for employees covered by the Gratuity Act, 15 days' wages for each completed year, a part over six
// months counting as a year) and the notified limit, ₹20,00,000 for employees who retire, die or whose
// employment ends on or after 29 Mar 2018 (CBDT Notification 16/2019, S.O. 1213(E), 8 Mar 2019:
// https://taxmanagementindia.com/visitor/detail_notification.asp?ID=128928). The limit is for the
// employee's whole life: gratuity exempted before (from any employer) uses it up.
//
// Leave encashment, s.10(10AA)(ii), on retirement "whether on superannuation or otherwise" (resignation
// included): the least of the amount received; the notified limit (₹3,00,000 from 1 Apr 1998; ₹25,00,000
// from 1 Apr 2023, CBDT Notification 31/2023: https://thetaxtalk.com/2023/05/cbdt-notifies-rs-2500000-for-leave-encashment-exemption-under-section-1010aa);
// ten months' average salary; and the cash equivalent of the leave to credit, counting at most 30 days for
// each completed year of actual service. "Salary" is basic + DA (where it counts for retirement benefits)
// + commission at a fixed percentage of turnover, averaged over the ten months before leaving:
// http://incometaxmanagement.com/Pages/Tax-Ready-Reckoner/Exempted-Incomes/Section-10(10AA).html ;
// https://catargettestprep.com/learn/p3/income-from-salaries/leave-salary---leave-encashment--section-10-10aa .
// The ₹25 lakh is also a lifetime limit across employers.
//
// On death: gratuity and leave salary paid to the widow or legal heirs are not the deceased's salary and
// are not taxed (CBDT Circular 573 of 21 Aug 1990; letter F.35/1/65-IT(B) of 5 Nov 1965; Circular 309 of
// 3 Jul 1981): https://taxguru.in/income-tax/circular-309-income-tax-dated-371981.html ;
// https://www.caclubindia.com/forum/how-can-a-legal-hier-can-claim-refund-for-tax-deducted--406703.asp.
// VERIFY that the circulars are carried into the 2025 Act.
//
// Income-tax Act 2025 (from 1 Apr 2026): the salary exemptions move into the table of s.19 (gratuity at
// Sl. 3–6, leave salary at Sl. 13–14 in the Bill as summarised at https://www.taxtmi.com/highlights?id=86123);
// no change of amount was reported. VERIFY the serial numbers against the Act as passed.
import type { Dated } from "./select.ts";

export interface ExitTaxRule extends Dated {
  act: string;
  sections: { gratuity: string; leaveEncashment: string };
  /** Lifetime limit on exempt gratuity, paise. */
  gratuityLimit: number;
  /** Lifetime limit on exempt leave encashment for non-government employees, paise. */
  leaveEncashmentLimit: number;
  /** Months of average salary that cap the leave exemption. */
  leaveAverageMonths: number;
  /** Days of leave counted for each completed year of service. */
  leaveDaysPerYear: number;
  /** Amounts paid to the heirs of an employee who dies in service are not taxed. */
  deathPaymentsExempt: boolean;
  source: string;
}

const LIMITS_1961 = {
  act: "Income-tax Act, 1961",
  sections: { gratuity: "s.10(10)", leaveEncashment: "s.10(10AA)(ii)" },
  gratuityLimit: 20_00_000_00,
  leaveAverageMonths: 10,
  leaveDaysPerYear: 30,
  deathPaymentsExempt: true,
};

export const EXIT_TAX_RULES: readonly ExitTaxRule[] = [
  {
    effectiveFrom: "2018-03-29",
    effectiveTo: "2023-03-31",
    ...LIMITS_1961,
    leaveEncashmentLimit: 3_00_000_00,
    source: "Gratuity ₹20 lakh: S.O. 1213(E) (from 29 Mar 2018). Leave ₹3 lakh: limit in force from 1 Apr 1998 until Notification 31/2023.",
  },
  {
    effectiveFrom: "2023-04-01",
    effectiveTo: "2026-03-31",
    ...LIMITS_1961,
    leaveEncashmentLimit: 25_00_000_00,
    source: "Gratuity ₹20 lakh: S.O. 1213(E). Leave ₹25 lakh: CBDT Notification 31/2023 (from 1 Apr 2023).",
  },
  {
    effectiveFrom: "2026-04-01",
    ...LIMITS_1961,
    act: "Income-tax Act, 2025",
    // VERIFY: serial numbers of the s.19 table taken from a summary of the Bill.
    sections: { gratuity: "s.19 Table Sl. 3–6", leaveEncashment: "s.19 Table Sl. 13–14" },
    leaveEncashmentLimit: 25_00_000_00,
    source: "Limits carried into the 2025 Act unchanged (VERIFY); see the header of this file.",
  },
];
