// The privacy policy on its own (firm/people/people.policy.ts): hand-picked cases from the table at the top
// of that file, and properties over every combination of role, scope, self and manager chain.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FirmActor } from "../src/firm/actor.ts";
import { can, canCreateIn, canManageOrg, type PeopleAction } from "../src/firm/people/people.policy.ts";

const W1 = "11111111-1111-4111-8111-111111111111";
const W2 = "22222222-2222-4222-8222-222222222222";
const actor = (access: FirmActor["access"], hrWorkspaceIds: string[] = [], employeeId = "me"): FirmActor => ({
  firmId: "f",
  employeeId,
  userId: "u",
  access,
  hrWorkspaceIds,
  via: "session",
});
const ACTIONS: PeopleAction[] = ["view_personal", "view_private", "edit", "change_job", "record_exit", "change_access"];

describe("hand-picked cases", () => {
  const colleague = { id: "them", workspaceId: W1, managerChain: ["boss"] };
  it("an admin may do everything to others, and all but change their own access", () => {
    for (const a of ACTIONS) expect(can(actor("A"), a, colleague)).toBe(true);
    expect(can(actor("A"), "change_access", { id: "me", workspaceId: W1 })).toBe(false);
    expect(can(actor("A"), "edit", { id: "me", workspaceId: W1 })).toBe(true);
  });
  it("a manager sees their team's contact details, never their private fields, and changes nothing", () => {
    const boss = actor("E", [], "boss");
    expect(can(boss, "view_personal", colleague)).toBe(true);
    for (const a of ACTIONS.filter((x) => x !== "view_personal")) expect(can(boss, a, colleague)).toBe(false);
  });
  it("HR with a scope reaches only their workspaces, and not their own record's changes", () => {
    const hr = actor("H", [W1]);
    expect(can(hr, "view_private", colleague)).toBe(true);
    expect(can(hr, "view_private", { ...colleague, workspaceId: W2 })).toBe(false);
    expect(can(hr, "view_private", { ...colleague, workspaceId: null })).toBe(false);
    expect(can(actor("H"), "view_private", { ...colleague, workspaceId: null })).toBe(true);
    expect(can(hr, "edit", { id: "me", workspaceId: W1 })).toBe(false);
    expect(canCreateIn(hr, W2)).toBe(false);
    expect(canCreateIn(hr, W1)).toBe(true);
  });
  it("an employee sees their own private fields and no one else's", () => {
    expect(can(actor("E"), "view_private", { id: "me", workspaceId: W1 })).toBe(true);
    expect(can(actor("E"), "view_private", colleague)).toBe(false);
    expect(can(actor("E"), "view_personal", colleague)).toBe(false);
  });
  it("org settings: workspaces are the admin's; HR adds departments and designations", () => {
    expect(canManageOrg(actor("A"), "workspace")).toBe(true);
    expect(canManageOrg(actor("H"), "workspace")).toBe(false);
    expect(canManageOrg(actor("H"), "department")).toBe(true);
    expect(canManageOrg(actor("E"), "designation")).toBe(false);
  });
});

describe("properties over every combination", () => {
  const arbActor = fc.record({
    access: fc.constantFrom<FirmActor["access"]>("A", "H", "E"),
    scope: fc.subarray([W1, W2]),
    isSelf: fc.boolean(),
    isManager: fc.boolean(),
    workspace: fc.constantFrom<string | null>(W1, W2, null),
  });
  const build = (c: { access: FirmActor["access"]; scope: string[]; isSelf: boolean; isManager: boolean; workspace: string | null }) => {
    const who = actor(c.access, c.scope);
    const target = { id: c.isSelf ? "me" : "them", workspaceId: c.workspace, managerChain: c.isManager && !c.isSelf ? ["me"] : ["other"] };
    return { who, target };
  };

  it("whoever sees private fields sees personal ones too; whoever may change a record may see all of it", () => {
    fc.assert(
      fc.property(arbActor, (c) => {
        const { who, target } = build(c);
        if (can(who, "view_private", target)) expect(can(who, "view_personal", target)).toBe(true);
        for (const a of ["edit", "change_job", "record_exit", "change_access"] as const) {
          if (can(who, a, target)) expect(can(who, "view_private", target)).toBe(true);
        }
      }),
    );
  });

  it("being a manager never opens private fields: an employee sees private fields of themself alone", () => {
    fc.assert(
      fc.property(arbActor, (c) => {
        const { who, target } = build({ ...c, access: "E" });
        expect(can(who, "view_private", target)).toBe(c.isSelf);
        expect(can(who, "edit", target)).toBe(false);
      }),
    );
  });

  it("only an admin changes sign-in access, and never their own", () => {
    fc.assert(
      fc.property(arbActor, (c) => {
        const { who, target } = build(c);
        expect(can(who, "change_access", target)).toBe(c.access === "A" && !c.isSelf);
      }),
    );
  });
});
