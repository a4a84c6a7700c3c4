// The firm's profile after registration (the registration page promises it is editable) and a person in
// several firms choosing which one to open.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./support/app.ts";
import { DEMO_PASSWORD } from "../src/seed/seed.ts";
import { acceptInvitations } from "./support/accounts.ts";
import { Browser } from "./support/browser.ts";
import { DEMO_MOBILE, demoSession, handOff } from "./support/demo-session.ts";
import { makeEmployee, makeFirm } from "./support/factories.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("the firm's profile", () => {
  it("the admin changes it, audited from → to; HR and employees are refused; bad input changes nothing", async () => {
    const firm = await makeFirm(app);
    const res = await firm.admin.send("PATCH", "/api/v1/firm", { firm_address: "Plot 9, Jajmau, Kanpur 208010", employee_code_prefix: "KLW" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().firm_address).toBe("Plot 9, Jajmau, Kanpur 208010");
    expect(res.json().owner_pan).toBe("ABCPEXXXXF");
    const next = await makeEmployee(app, firm);
    expect(next.code).toMatch(/^KLW\d{4}$/);
    const audit = (await firm.admin.get("/api/v1/audit?action=firm.updated")).json();
    expect(audit.data[0].detail.changes.address).toEqual({ from: "Jajmau, Kanpur, Uttar Pradesh 208010", to: "Plot 9, Jajmau, Kanpur 208010" });
    const bad = await firm.admin.send("PATCH", "/api/v1/firm", { firm_email: "nope", employee_code_prefix: "1x" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["employee_code_prefix", "firm_email"]);
    expect((await firm.admin.get("/api/v1/firm")).json().firm_email).toBe("office@khanleather.example");
    for (const who of ["H", "E"] as const) {
      expect((await (await demoSession(app, who)).send("PATCH", "/api/v1/firm", { firm_address: "X" })).statusCode).toBe(403);
    }
  });
});

describe("a person in several firms", () => {
  it("lists the firms they may open and switches between them; a firm they are not in is refused", async () => {
    const firm = await makeFirm(app);
    // Meera (the demo employee) is also on Khan Leather Works' rolls, with sign-in access.
    const meeraThere = await makeEmployee(app, firm, { name: "Meera Iyer", mobile: "9800000003" });
    expect((await firm.admin.send("PUT", `/api/v1/people/${meeraThere.id}/access`, { access: "E", hr_workspace_ids: [] })).statusCode).toBe(200);
    // She joins it by accepting the invitation her sign-in shows her first (decision 016).
    const meera = new Browser(app);
    const signedIn = await meera.post("/api/accounts/signin", { mobile: DEMO_MOBILE.E, password: DEMO_PASSWORD, callback: "/Identity" });
    expect(signedIn.json().redirect).toBe("/accounts/invitations?callback=%2FIdentity");
    expect((await handOff(meera, await acceptInvitations(meera))).responseCode).toBe("00");
    const home = (await meera.get("/api/v1/me")).json().firm_id;
    const list = (await meera.get("/api/v1/me/firms")).json().data as { firm_id: string; firm_name: string; current: boolean }[];
    expect(list.map((f) => [f.firm_name, f.current]).sort()).toEqual([
      [firm.name, false],
      ["Sahyadri Textiles Private Limited", true],
    ]);
    const switched = await meera.send("PUT", "/api/v1/me/firm", { firm_id: firm.firmId });
    expect(switched.json()).toEqual({ firm_id: firm.firmId, us_type: "E" });
    expect((await meera.get("/api/v1/me")).json()).toMatchObject({ firm_id: firm.firmId, member_id: meeraThere.id });
    expect((await meera.get("/api/v1/firm")).json().firm_name).toBe(firm.name);
    expect((await meera.send("PUT", "/api/v1/me/firm", { firm_id: home })).statusCode).toBe(200);
    const stranger = await makeFirm(app);
    expect((await meera.send("PUT", "/api/v1/me/firm", { firm_id: stranger.firmId })).statusCode).toBe(404);
    expect((await meera.send("PUT", "/api/v1/me/firm", { firm_id: "nope" })).statusCode).toBe(404);
  });
});
