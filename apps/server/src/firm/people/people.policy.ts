// Who may see and do what to an employee record: the one place that decides it (decision 014). Screens,
// lists, exports, search and the API all ask here; nothing else compares access letters.
//
//                     A    H in scope   H out of scope   manager (above)   self   colleague
//  public fields      ✓        ✓             ✓                 ✓             ✓        ✓
//  personal, contact  ✓        ✓             —                 ✓             ✓        —
//  private (bank, PAN,✓        ✓             —                 —             ✓        —
//  Aadhaar, family…)
//  edit, move, exit   ✓        ✓ (not self)  —                 —             —        —
//  sign-in access     ✓ (not self)
//
// "In scope" is H with no workspaces given (the whole firm) or the employee's workspace among theirs.
// A manager is anyone in the chain of managers above the employee, so a manager's manager sees the team too,
// but never its pay or private fields.
import type { FirmActor } from "../actor.ts";

export type PeopleAction = "view_personal" | "view_private" | "edit" | "change_job" | "record_exit" | "change_access";

export interface EmployeeFacts {
  id: string;
  workspaceId: string | null;
  /** The ids of the managers above, nearest first (only needed for view_personal). */
  managerChain?: readonly string[];
}

/** H's reach over an employee: firm-wide H reach everyone; otherwise only their workspaces' people. */
export function hrCovers(actor: FirmActor, workspaceId: string | null): boolean {
  if (actor.access !== "H") return false;
  if (actor.hrWorkspaceIds.length === 0) return true;
  return workspaceId !== null && actor.hrWorkspaceIds.includes(workspaceId);
}

/** True when the actor sees every employee's personal and private fields (A, or firm-wide H). */
export function seesEveryone(actor: FirmActor): boolean {
  return actor.access === "A" || (actor.access === "H" && actor.hrWorkspaceIds.length === 0);
}

export function can(actor: FirmActor, action: PeopleAction, employee: EmployeeFacts): boolean {
  const self = actor.employeeId === employee.id;
  const admin = actor.access === "A";
  const hr = hrCovers(actor, employee.workspaceId);
  switch (action) {
    case "view_personal":
      return admin || hr || self || (employee.managerChain ?? []).includes(actor.employeeId);
    case "view_private":
      return admin || hr || self;
    case "edit":
    case "change_job":
    case "record_exit":
      // HR does not approve their own changes; an admin answers for the whole firm, themself included.
      return admin || (hr && !self);
    case "change_access":
      // Not one's own: an admin cannot lock themself out, nor HR raise themself.
      return admin && !self;
  }
}

/** May the actor add an employee to this workspace? */
export function canCreateIn(actor: FirmActor, workspaceId: string | null): boolean {
  return actor.access === "A" || hrCovers(actor, workspaceId);
}

/** Workspaces, departments, designations: admins keep them; HR may add departments and designations. */
export function canManageOrg(actor: FirmActor, what: "workspace" | "department" | "designation"): boolean {
  if (actor.access === "A") return true;
  return actor.access === "H" && what !== "workspace";
}

/** What the app shell may offer (AppViewer.can); the routes still ask `can` per record. */
export function shellAbilities(actor: FirmActor) {
  return {
    manage_people: actor.access === "A" || actor.access === "H",
    manage_org: actor.access === "A" || actor.access === "H",
    manage_access: actor.access === "A",
    // Mirrors payroll.policy's "run" (pay is firm-wide work; HR limited to workspaces does not run it).
    run_payroll: seesEveryone(actor),
  };
}
