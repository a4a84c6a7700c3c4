// Who may see and change what in attendance: the one place that decides it (decision 018).
//
//                                   A    H in scope   H out of scope   manager (above)   self
//  a person's calendar and punches  ✓        ✓             —                 ✓             ✓
//  ask for regularisation etc.      —        —             —                 —             ✓
//  the muster, who is where today   ✓        ✓ (their workspaces only)     —             —
//  shifts, rosters, holidays        ✓        ✓ (firm-wide H)               —             —
//  policy and cycle, device keys    ✓        —             —                 —             —
//
// Approving requests belongs to the approvals mechanism (the chain decides), not to this table.
import type { FirmActor } from "../actor.ts";
import { hrCovers } from "../people/people.policy.ts";

export type AttendanceAction = "view_person" | "view_muster" | "manage_calendar" | "manage_policy";

export function canAttendance(actor: FirmActor, action: AttendanceAction, person?: { id: string; workspaceId: string | null; managerChain?: readonly string[] }): boolean {
  const admin = actor.access === "A";
  switch (action) {
    case "view_person":
      if (!person) return false;
      return admin || hrCovers(actor, person.workspaceId) || actor.employeeId === person.id || (person.managerChain ?? []).includes(actor.employeeId);
    case "view_muster":
      return admin || actor.access === "H";
    case "manage_calendar":
      return admin || (actor.access === "H" && actor.hrWorkspaceIds.length === 0);
    case "manage_policy":
      return admin;
  }
}

/** The workspaces whose people the actor's muster covers; null for all. */
export function musterScope(actor: FirmActor): readonly string[] | null {
  return actor.access === "H" && actor.hrWorkspaceIds.length > 0 ? actor.hrWorkspaceIds : null;
}
