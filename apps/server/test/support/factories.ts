// Test factories (STYLE.md habit 7): a firm, an employee of any role and a signed-in session, one call
// each, made the way people make them (sign-up, registration, the People API, the hand-off), so a test
// builds exactly what it needs and never shares rows with another.
import type { EmployeeCreateInput } from "@vetan/shared/people";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { Browser } from "./browser.ts";
import type { PlanTier } from "@vetan/shared/plans";
import { demoSession, handOff } from "./demo-session.ts";
import { registerFirm } from "./other-firm.ts";
import { acceptInvitations, signUp } from "./accounts.ts";

let serial = 0;
/** A mobile number no seeded person has: 97 + this process + a counter. */
export const freshMobile = () => `97${String(process.pid % 1000).padStart(3, "0")}${String(++serial).padStart(5, "0")}`;

export interface TestFirm {
  firmId: string;
  /** Khan Leather Works, or that and the owner's mobile when the database already has one (registerFirm). */
  name: string;
  admin: Browser;
  adminId: string;
  workspaceId: string;
}

/** Signs in with `mobile` and hands off; the browser is placed in the firm the person belongs to. */
export async function signIn(app: FastifyInstance, mobile: string, password: string): Promise<Browser> {
  const browser = new Browser(app);
  const res = await browser.post("/api/accounts/signin", { mobile, password, callback: "/Identity" });
  expect(res.statusCode, res.body).toBe(200);
  const answer = await handOff(browser, res.json().redirect);
  expect(answer.responseCode, JSON.stringify(answer)).toBe("00");
  return browser;
}

/**
 * Puts a firm on the first plan of `tier`, the way the superadmin does it (the console's PUT
 * /api/v1/admin/firms/:id/plan): its trial ends and its entitlements change at once.
 */
export async function setFirmTier(app: FastifyInstance, firmId: string, tier: PlanTier): Promise<void> {
  const superadmin = await demoSession(app, "S");
  const plans = (await superadmin.get("/api/v1/admin/plans")).json().data as { id: number; tier: PlanTier }[];
  const plan = plans.find((p) => p.tier === tier);
  expect(plan, `a ${tier} plan`).toBeDefined();
  const set = await superadmin.send("PUT", `/api/v1/admin/firms/${firmId}/plan`, { plan_id: plan!.id });
  expect(set.statusCode, set.body).toBe(200);
}

/**
 * A new firm (Khan Leather Works) with its admin signed in and one workspace in Uttar Pradesh. It starts on
 * the Premium trial every new firm gets, unless `plan` puts it on a plan of that tier (decision 031): tests of
 * Enterprise's features make their firm Enterprise here rather than loosen the gate.
 */
export async function makeFirm(app: FastifyInstance, options: { plan?: PlanTier } = {}): Promise<TestFirm> {
  const mobile = freshMobile();
  const name = await registerFirm(app, mobile);
  const admin = await signIn(app, mobile, "cardamom-hills-77");
  const me = (await admin.get("/api/v1/me")).json();
  if (options.plan) await setFirmTier(app, me.firm_id, options.plan);
  const ws = await admin.post("/api/v1/workspaces", {
    name: "Kanpur Tannery",
    address: "Jajmau Industrial Area",
    city: "Kanpur",
    state: "UP",
    pincode: "208010",
  });
  expect(ws.statusCode, ws.body).toBe(201);
  return { firmId: me.firm_id, name, admin, adminId: me.member_id, workspaceId: ws.json().id };
}

/** Adds an employee through the People API as `by` (default: the firm's admin); returns the profile. */
export async function makeEmployee(app: FastifyInstance, firm: TestFirm, fields: Partial<EmployeeCreateInput> = {}, by: Browser = firm.admin) {
  void app;
  const res = await by.post("/api/v1/people", {
    name: `Test Person ${++serial}`,
    joining_date: "2024-04-01",
    workspace_id: firm.workspaceId,
    mobile: freshMobile(),
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; code: string; name: string };
}

/**
 * An employee of `firm` with sign-in access `access`, signed up and signed in: their placed browser.
 * `fields` may set a manager, workspace and so on.
 */
export async function makeSignedIn(app: FastifyInstance, firm: TestFirm, access: "A" | "H" | "E", fields: Partial<EmployeeCreateInput> = {}, hrWorkspaceIds: string[] = []) {
  const mobile = freshMobile();
  const person = await makeEmployee(app, firm, { ...fields, mobile });
  const granted = await firm.admin.send("PUT", `/api/v1/people/${person.id}/access`, { access, hr_workspace_ids: hrWorkspaceIds });
  expect(granted.statusCode, granted.body).toBe(200);
  const password = "a-long-test-password-1";
  const browser = new Browser(app);
  const signup = await signUp(app, browser, { name: person.name, mobile, password }, "/Identity");
  expect(signup.statusCode, signup.body).toBe(200);
  const placed = await handOff(browser, await acceptInvitations(browser));
  expect(placed.responseCode, JSON.stringify(placed)).toBe("00");
  return { browser, id: person.id, mobile, password };
}
