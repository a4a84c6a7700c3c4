// EPF administration charges are billed per establishment, not per employee: 0.5% of the month's total
// EPF wages, at least ₹500 (₹75 when no member contributed). india-statutory.md §1.1; VERIFY item 2.
import { PF_RULES } from "./rules/pf.ts";
import { requireInForce } from "./rules/select.ts";
import { percentOf } from "./money.ts";

export function establishmentAdminCharges(totalEpfWages: number, contributingMembers: number, monthStart: string): number {
  const rule = requireInForce(PF_RULES, monthStart, "PF");
  if (contributingMembers === 0) return rule.adminMinimumNoMember;
  return Math.max(percentOf(totalEpfWages, rule.adminRate, "halfUp", 100), rule.adminMinimumPerEstablishment);
}
