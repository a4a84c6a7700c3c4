// Who may see and do what in payroll: the one place that decides it (decision 023). Pay is a private field
// (PRODUCT.md): a manager never sees the team's pay, and HR limited to some workspaces sees only theirs.
//
//                                         A    H firm-wide   H some workspaces   manager   self
//  structures: read                       ✓        ✓               ✓                 —        —
//  structures: add, change, archive       ✓        ✓               —                 —        —
//  a person's salary: read                ✓        ✓               ✓ (theirs)        —        ✓
//  a person's salary: assign, revise      ✓        ✓ (not own)     ✓ (theirs, not own) —      — (A: own too)
//  runs: create, compute, register        ✓        ✓               —                 —        —
//  runs: approve (lock)                   ✓        —               —                 —        —
//  runs: release payslips                 ✓        ✓               —                 —        —
//  runs: reopen a locked run              ✓        —               —                 —        —
//  a payslip: read                        ✓        ✓               ✓ (theirs)        —        ✓ once released
//
// Maker-checker (the firm's setting, on by default) adds: the approver is not the person who last computed.
import type { FirmActor } from "../actor.ts";
import { hrCovers, seesEveryone } from "../people/people.policy.ts";

export type PayrollAction = "view_structures" | "manage_structures" | "run" | "approve" | "release" | "reopen";

export function canPayroll(actor: FirmActor, action: PayrollAction): boolean {
  switch (action) {
    case "view_structures":
      return actor.access === "A" || actor.access === "H";
    case "manage_structures":
    case "run":
    case "release":
      return seesEveryone(actor);
    case "approve":
    case "reopen":
      return actor.access === "A";
  }
}

export interface PaySubject {
  id: string;
  workspaceId: string | null;
}

/** A person's salary and payslips: A, HR covering them, and the person themself. */
export function canSeePay(actor: FirmActor, person: PaySubject): boolean {
  return actor.access === "A" || hrCovers(actor, person.workspaceId) || actor.employeeId === person.id;
}

/** Assigning or revising a salary: A (who answers for the whole firm, themself included), or HR covering the person but not their own. */
export function canSetPay(actor: FirmActor, person: PaySubject): boolean {
  return actor.access === "A" || (actor.employeeId !== person.id && hrCovers(actor, person.workspaceId));
}
