// Membership with consent (decision 016): giving an employee sign-in access invites the mobile number, and the
// account behind it joins the firm only when its owner accepts. Proves that the firm is told the same thing
// whether or not the number has an account ("invited"), that a person is not placed in a firm before
// accepting, that accepting joins (with an audit entry) and declining leaves no trace the firm can read,
// that resending is held to RESEND_AFTER_MINUTES, that taking access away or changing the number withdraws
// the invitation, that nobody answers another person's invitation, and that the dashboards' quick add
// invites the same way.

import type { FirmMember, Invitation } from "@vetan/shared";
import type { EmployeeProfile } from "@vetan/shared/people";
import { and, eq, inArray, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitations, outbox } from "../src/db/schema.ts";
import { RESEND_AFTER_MINUTES } from "../src/firm/people/invitations.ts";
import { withFirm } from "../src/platform/db/tenancy.ts";
import { signUp } from "./support/accounts.ts";
import { createTestApp } from "./support/app.ts";
import { Browser } from "./support/browser.ts";
import { handOff } from "./support/demo-session.ts";
import { freshMobile, makeEmployee, makeFirm, makeSignedIn, type TestFirm } from "./support/factories.ts";
import { OTHER_FIRM } from "./support/other-firm.ts";

let app: FastifyInstance;
let firm: TestFirm;

beforeAll(async () => {
  app = await createTestApp();
  firm = await makeFirm(app);
});
afterAll(() => app.close());

const PASSWORD = "saffron-ledger-2024";
const INVITATIONS_PAGE = "/accounts/invitations?callback=%2FIdentity";

/** A person with an account and no firm: signed up with `mobile`, not handed off. */
async function account(mobile = freshMobile(), name = "Salma Ansari") {
  const browser = new Browser(app);
  const res = await signUp(app, browser, { name, mobile, password: PASSWORD }, "/Identity");
  expect(res.statusCode, res.body).toBe(200);
  return { browser, mobile, name, redirect: res.json().redirect as string };
}

/** Signs in from a new browser; the browser and where the sign-in sends it. */
async function signInAs(mobile: string) {
  const browser = new Browser(app);
  const res = await browser.post("/api/accounts/signin", { mobile, password: PASSWORD, callback: "/Identity" });
  expect(res.statusCode, res.body).toBe(200);
  return { browser, redirect: res.json().redirect as string };
}

/** Gives (or takes away) sign-in access as the firm's admin. */
async function grant(id: string, access: "A" | "H" | "E" | null, hrWorkspaceIds: string[] = []) {
  const res = await firm.admin.send("PUT", `/api/v1/people/${id}/access`, { access, hr_workspace_ids: hrWorkspaceIds });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EmployeeProfile;
}

async function profile(id: string) {
  const res = await firm.admin.get(`/api/v1/people/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EmployeeProfile;
}

async function member(id: string) {
  const res = await firm.admin.get("/api/v1/members");
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as FirmMember[]).find((m) => m.id === id);
}

async function invitationsOf(browser: Browser) {
  const res = await browser.get("/api/accounts/invitations");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().invitations as Invitation[];
}

/** The invitation messages kept in the outbox for `mobile`, oldest first. */
const invitationMessages = (mobile: string) =>
  app.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, mobile), like(outbox.body, "%invites you%")))
    .orderBy(outbox.id);

/** Where a signed-in browser goes next, and the hand-off's answer there. */
async function placedAs(browser: Browser) {
  const next = await browser.post("/api/accounts/continue", { callback: "/Identity" });
  expect(next.statusCode, next.body).toBe(200);
  return handOff(browser, next.json().redirect);
}

async function answer(browser: Browser, id: string, decision: string) {
  return browser.post(`/api/accounts/invitations/${id}`, { decision });
}

/** The firm's audit entries about one employee, newest first. */
async function auditAbout(employeeId: string, action = "") {
  const res = await firm.admin.get(`/api/v1/audit?employee_id=${employeeId}${action ? `&action=${action}` : ""}&limit=200`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { action: string; actor: string | null; detail: Record<string, unknown> }[];
}

/** Moves the last message of the employee's open (pending or declined) invitation `minutes` back. */
async function ageInvitation(employeeId: string, minutes: number) {
  await withFirm(app.database.db, firm.firmId, (tx) =>
    tx
      .update(invitations)
      .set({ lastSentAt: new Date(Date.now() - minutes * 60_000) })
      .where(and(eq(invitations.firmId, firm.firmId), eq(invitations.employeeId, employeeId), inArray(invitations.status, ["pending", "declined"]))),
  );
}

const resend = (id: string, by: Browser = firm.admin) => by.post(`/api/v1/people/${id}/invitation`, {});

describe("giving sign-in access invites the number", () => {
  it("answers the firm the same whether or not the number has an account, and places nobody before they accept", async () => {
    const registered = await account();
    const unregisteredMobile = freshMobile();
    const withAccount = await makeEmployee(app, firm, { mobile: registered.mobile });
    const withoutAccount = await makeEmployee(app, firm, { mobile: unregisteredMobile });

    const grantedA = await grant(withAccount.id, "E");
    const grantedB = await grant(withoutAccount.id, "E");
    // What the firm reads back is the same for both: invited, not joined.
    expect(grantedA.employment?.sign_in).toBe("invited");
    expect(grantedA.employment).toEqual(grantedB.employment);
    expect((await profile(withAccount.id)).employment).toEqual((await profile(withoutAccount.id)).employment);
    const [a, b] = [await member(withAccount.id), await member(withoutAccount.id)];
    const strip = (m: FirmMember | undefined) => m && { us_type: m.us_type, joined: m.joined };
    expect(strip(a)).toEqual({ us_type: "E", joined: false });
    expect(strip(a)).toEqual(strip(b));

    // Each number got one invitation, and the two messages read the same.
    const [sentA, sentB] = [await invitationMessages(registered.mobile), await invitationMessages(unregisteredMobile)];
    expect(sentA).toHaveLength(1);
    expect(sentB).toHaveLength(1);
    expect(sentA[0]?.channel).toBe("sms");
    expect(sentA[0]?.body).toContain(OTHER_FIRM.name);
    expect(sentA[0]?.body).toBe(sentB[0]?.body);

    // The account holder is not attached: signing in leads to the invitations, and the hand-off finds no firm.
    const signedIn = await signInAs(registered.mobile);
    expect(signedIn.redirect).toBe(INVITATIONS_PAGE);
    expect((await placedAs(signedIn.browser)).responseCode).toBe("02");
    // Nor is the person who creates an account for the invited number afterwards.
    const newcomer = await account(unregisteredMobile, "Tariq Siddiqui");
    expect(newcomer.redirect).toBe(INVITATIONS_PAGE);
    expect((await placedAs(newcomer.browser)).responseCode).toBe("02");
    expect((await member(withoutAccount.id))?.joined).toBe(false);
  });
});

describe("the person's answer", () => {
  it("accepting joins the firm with the access given, once, and the firm sees it and its audit entry", async () => {
    const person = await account();
    const employee = await makeEmployee(app, firm, { mobile: person.mobile });
    await grant(employee.id, "H", [firm.workspaceId]);

    const list = await invitationsOf(person.browser);
    expect(list).toEqual([{ id: expect.any(String), firm_name: OTHER_FIRM.name, access: "H", invited_at: expect.any(String) }]);
    expect(Number.isNaN(Date.parse(list[0]!.invited_at))).toBe(false);
    expect(await auditAbout(employee.id, "member.joined")).toHaveLength(0);

    const accepted = await answer(person.browser, list[0]!.id, "accept");
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().result).toBe(`You have joined ${OTHER_FIRM.name}.`);
    expect(await invitationsOf(person.browser)).toEqual([]);

    const placed = await placedAs(person.browser);
    expect(placed.responseCode, JSON.stringify(placed)).toBe("00");
    expect(placed.response).toMatchObject({ us_type: "H", firm_id: firm.firmId, member_id: employee.id });
    // The next sign-in goes straight on: nothing is waiting any more.
    expect((await signInAs(person.mobile)).redirect).toMatch(/^\/Identity\?accessToken=/);

    expect((await profile(employee.id)).employment?.sign_in).toBe("joined");
    expect((await member(employee.id))?.joined).toBe(true);
    const joined = await auditAbout(employee.id, "member.joined");
    expect(joined).toHaveLength(1);
    expect(joined[0]).toMatchObject({ action: "member.joined", actor: person.name, detail: { employee_id: employee.id, access: "H" } });

    // The same invitation cannot be answered twice.
    const again = await answer(person.browser, list[0]!.id, "accept");
    expect(again.statusCode).toBe(404);
    expect(await auditAbout(employee.id, "member.joined")).toHaveLength(1);
  });

  it("declining leaves the person out and tells the firm nothing: still invited, no audit entry, no new message", async () => {
    const person = await account();
    const employee = await makeEmployee(app, firm, { mobile: person.mobile });
    await grant(employee.id, "E");
    const [invitation] = await invitationsOf(person.browser);
    expect(invitation).toBeDefined();
    const auditBefore = await auditAbout(employee.id);

    const declined = await answer(person.browser, invitation!.id, "decline");
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().result).toBe(`You declined ${OTHER_FIRM.name}'s invitation.`);
    expect(await invitationsOf(person.browser)).toEqual([]);
    expect((await placedAs(person.browser)).responseCode).toBe("02");

    expect((await profile(employee.id)).employment?.sign_in).toBe("invited");
    expect((await member(employee.id))?.joined).toBe(false);
    expect(await auditAbout(employee.id)).toEqual(auditBefore);

    // Sending it again answers exactly as for someone who has not answered — the same wait, then the same
    // words — but the person who declined is not messaged.
    const silent = await makeEmployee(app, firm, { mobile: freshMobile() });
    await grant(silent.id, "E");
    const sentBefore = (await invitationMessages(person.mobile)).length;
    const tooSoon = [await resend(employee.id), await resend(silent.id)];
    expect(tooSoon.map((r) => r.statusCode)).toEqual([429, 429]);
    expect(tooSoon[0]?.json().result).toBe(tooSoon[1]?.json().result);
    await ageInvitation(employee.id, RESEND_AFTER_MINUTES + 1);
    await ageInvitation(silent.id, RESEND_AFTER_MINUTES + 1);
    const again = await resend(employee.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ result: "Invitation sent again." });
    expect((await resend(silent.id)).json()).toEqual(again.json());
    expect([(await resend(employee.id)).statusCode, (await resend(silent.id)).statusCode]).toEqual([429, 429]);
    // Nor by giving access again.
    expect((await grant(employee.id, "E")).employment?.sign_in).toBe("invited");
    expect(await invitationMessages(person.mobile)).toHaveLength(sentBefore);
    expect(await invitationsOf(person.browser)).toEqual([]);
    expect((await member(employee.id))?.joined).toBe(false);
  });
});

describe("sending the invitation again", () => {
  it(`waits ${RESEND_AFTER_MINUTES} minutes between messages, is for admins, and not for someone who joined`, async () => {
    const mobile = freshMobile();
    const employee = await makeEmployee(app, firm, { mobile });
    await grant(employee.id, "E");
    expect(await invitationMessages(mobile)).toHaveLength(1);

    const soon = await resend(employee.id);
    expect(soon.statusCode, soon.body).toBe(429);
    expect(soon.json().result).toMatch(/again in \d+ minutes/);
    expect(await invitationMessages(mobile)).toHaveLength(1);

    await ageInvitation(employee.id, RESEND_AFTER_MINUTES + 1);
    const later = await resend(employee.id);
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toEqual({ result: "Invitation sent again." });
    const sent = await invitationMessages(mobile);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toContain(OTHER_FIRM.name);
    // And the clock starts again from that message.
    expect((await resend(employee.id)).statusCode).toBe(429);

    const staff = await makeSignedIn(app, firm, "E");
    const refused = await resend(employee.id, staff.browser);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await invitationMessages(mobile)).toHaveLength(2);

    const joined = await resend(staff.id);
    expect(joined.statusCode, joined.body).toBe(400);
    expect(await invitationMessages(staff.mobile)).toHaveLength(1);
  });
});

describe("withdrawing", () => {
  it("taking access away withdraws the pending invitation", async () => {
    const person = await account();
    const employee = await makeEmployee(app, firm, { mobile: person.mobile });
    await grant(employee.id, "E");
    expect(await invitationsOf(person.browser)).toHaveLength(1);

    const taken = await grant(employee.id, null);
    expect(taken.employment).toMatchObject({ access: null, sign_in: null });
    expect(await invitationsOf(person.browser)).toEqual([]);
    expect(await member(employee.id)).toBeUndefined();
    expect((await signInAs(person.mobile)).redirect).toMatch(/^\/Identity\?accessToken=/);
  });

  it("changing the employee's mobile before acceptance moves the invitation to the new number", async () => {
    const person = await account();
    const employee = await makeEmployee(app, firm, { mobile: person.mobile });
    await grant(employee.id, "E");
    const [invitation] = await invitationsOf(person.browser);
    expect(invitation).toBeDefined();

    const newOwner = await account();
    const changed = await firm.admin.send("PATCH", `/api/v1/people/${employee.id}`, { mobile: newOwner.mobile });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await invitationsOf(person.browser)).toEqual([]);
    expect((await signInAs(person.mobile)).redirect).toMatch(/^\/Identity\?accessToken=/);
    const late = await answer(person.browser, invitation!.id, "accept");
    expect(late.statusCode).toBe(404);
    expect((await placedAs(person.browser)).responseCode).toBe("02");
    expect((await member(employee.id))?.joined).toBe(false);
    // The new number is invited at once, and a resend later goes to it too.
    expect((await invitationsOf(newOwner.browser)).map((i) => i.firm_name)).toEqual([OTHER_FIRM.name]);
    expect(await invitationMessages(newOwner.mobile)).toHaveLength(1);
    await ageInvitation(employee.id, RESEND_AFTER_MINUTES + 1);
    expect((await resend(employee.id)).statusCode).toBe(200);
    expect(await invitationMessages(newOwner.mobile)).toHaveLength(2);
    expect(await invitationsOf(newOwner.browser)).toHaveLength(1);
    expect(await invitationsOf(person.browser)).toEqual([]);
  });
});

describe("who may answer", () => {
  it("answers only the person the invitation is for, signed in, with a valid id and decision", async () => {
    const invitee = await account();
    const stranger = await account();
    const employee = await makeEmployee(app, firm, { mobile: invitee.mobile });
    await grant(employee.id, "E");
    const [invitation] = await invitationsOf(invitee.browser);
    expect(invitation).toBeDefined();

    for (const decision of ["accept", "decline"]) {
      const res = await answer(stranger.browser, invitation!.id, decision);
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(await invitationsOf(stranger.browser)).toEqual([]);
    expect((await placedAs(stranger.browser)).responseCode).toBe("02");
    expect(await invitationsOf(invitee.browser)).toEqual([invitation]);
    expect((await member(employee.id))?.joined).toBe(false);

    const nobody = new Browser(app);
    expect((await nobody.get("/api/accounts/invitations")).statusCode).toBe(401);
    expect((await answer(nobody, invitation!.id, "accept")).statusCode).toBe(401);
    expect((await answer(invitee.browser, "not-an-id", "accept")).statusCode).toBe(400);
    const badDecision = await answer(invitee.browser, invitation!.id, "maybe");
    expect(badDecision.statusCode).toBe(400);
    expect(badDecision.json().errors.decision).toBe("Choose accept or decline");
    expect(await invitationsOf(invitee.browser)).toEqual([invitation]);
  });
});

describe("the dashboards' quick add", () => {
  it("invites the number rather than attaching its account", async () => {
    const person = await account();
    const added = await firm.admin.post("/api/v1/members", { name: "Nasreen Bano", mobile: person.mobile, us_type: "E" });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ name: "Nasreen Bano", mobile: person.mobile, us_type: "E", joined: false });
    const id = added.json().id as string;
    expect((await member(id))?.joined).toBe(false);
    expect(await invitationMessages(person.mobile)).toHaveLength(1);

    const signedIn = await signInAs(person.mobile);
    expect(signedIn.redirect).toBe(INVITATIONS_PAGE);
    expect((await placedAs(signedIn.browser)).responseCode).toBe("02");
    const [invitation] = await invitationsOf(signedIn.browser);
    expect(invitation).toMatchObject({ firm_name: OTHER_FIRM.name, access: "E" });
    expect((await answer(signedIn.browser, invitation!.id, "accept")).statusCode).toBe(200);

    expect((await member(id))?.joined).toBe(true);
    const placed = await placedAs(signedIn.browser);
    expect(placed.responseCode).toBe("00");
    expect(placed.response).toMatchObject({ us_type: "E", firm_id: firm.firmId, member_id: id });
  });
});
