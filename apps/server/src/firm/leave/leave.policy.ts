// Who may see and change what in leave: the one place that decides it (decision 021).
//
//                                      A    H in scope   H out of scope   manager (above)   self
//  a person's balances, ledger, requests  ✓        ✓             —                 ✓             ✓
//  apply for oneself                       ✓        ✓             ✓                 ✓             ✓
//  apply for someone else                  ✓        ✓             —                 —             —
//  cancel an approved request              ✓        ✓             —                 —             ✓ (or who applied)
//  adjust or encash a balance (not own)    ✓        ✓             —                 —             —
//  the team calendar                       ✓        ✓ (their workspaces)          ✓ (their team)   —
//  the balances report and export          ✓        ✓ (their workspaces)          —                —
//  leave types, policies, year end         ✓        ✓ (firm-wide H)               —                —
//
// Approving requests belongs to the approvals mechanism (the chain decides), not to this table.
import type { FirmActor } from "../actor.ts";
import { hrCovers } from "../people/people.policy.ts";

export type LeaveAction = "view_person" | "apply_for" | "cancel_approved" | "adjust" | "view_report" | "manage_types";

export interface LeaveSubject {
  id: string;
  workspaceId: string | null;
  managerChain?: readonly string[];
  /** Who applied, for a request. */
  appliedBy?: string;
}

export function canLeave(actor: FirmActor, action: LeaveAction, person?: LeaveSubject): boolean {
  const admin = actor.access === "A";
  const hr = person ? hrCovers(actor, person.workspaceId) : false;
  const self = person?.id === actor.employeeId;
  switch (action) {
    case "view_person":
      return admin || hr || self || (person?.managerChain ?? []).includes(actor.employeeId);
    case "apply_for":
      return self || admin || hr;
    case "cancel_approved":
      return self || person?.appliedBy === actor.employeeId || admin || hr;
    case "adjust":
      return !self && (admin || hr);
    case "view_report":
      return admin || actor.access === "H";
    case "manage_types":
      return admin || (actor.access === "H" && actor.hrWorkspaceIds.length === 0);
  }
}

/** The workspaces whose people the actor's report covers; null for all. */
export function reportScope(actor: FirmActor): readonly string[] | null {
  return actor.access === "H" && actor.hrWorkspaceIds.length > 0 ? actor.hrWorkspaceIds : null;
}
