// The firm's own fields (issue 14: "Custom fields defined by the firm"): the admin defines them; values are
// checked by kind and set by those who may edit a profile; a private field shows only where private fields
// do; archiving hides a field and keeps its values.
import type { CustomFieldView, EmployeeProfile } from "@vetan/shared/people";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./support/app.ts";
import { makeEmployee, makeFirm, makeSignedIn, type TestFirm } from "./support/factories.ts";

let app: FastifyInstance;
let firm: TestFirm;
beforeAll(async () => {
  app = await createTestApp();
  firm = await makeFirm(app);
});
afterAll(() => app.close());

const define = async (body: object) => {
  const res = await firm.admin.post("/api/v1/custom-fields", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CustomFieldView;
};

describe("custom fields", () => {
  it("are defined by the admin, filled in by kind, and shown through the privacy policy", async () => {
    const size = await define({ label: "T-shirt size", kind: "choice", choices: ["S", "M", "L", "XL"] });
    const union = await define({ label: "Union member", kind: "yes_no", private: true });
    const centre = await define({ label: "Cost centre", kind: "number" });
    expect([size.key, union.key, centre.key]).toEqual(["t_shirt_size", "union_member", "cost_centre"]);
    const person = await makeEmployee(app, firm);
    const set = await firm.admin.send("PUT", `/api/v1/people/${person.id}/custom`, { values: { t_shirt_size: "M", union_member: true, cost_centre: "4410" } });
    expect(set.statusCode, set.body).toBe(200);
    const own = (await firm.admin.get(`/api/v1/people/${person.id}`)).json() as EmployeeProfile;
    expect(own.custom).toEqual([
      { key: "t_shirt_size", label: "T-shirt size", kind: "choice", value: "M" },
      { key: "union_member", label: "Union member", kind: "yes_no", value: true },
      { key: "cost_centre", label: "Cost centre", kind: "number", value: 4410 },
    ]);
    // A colleague sees the public ones only.
    const colleague = await makeSignedIn(app, firm, "E");
    const seen = (await colleague.browser.get(`/api/v1/people/${person.id}`)).json() as EmployeeProfile;
    expect(seen.custom.map((c) => c.key)).toEqual(["t_shirt_size", "cost_centre"]);
    expect((await colleague.browser.send("PUT", `/api/v1/people/${person.id}/custom`, { values: { t_shirt_size: "L" } })).statusCode).toBe(403);
    // The audit keeps a private value private.
    const audit = (await firm.admin.get(`/api/v1/audit?action=employee.custom_updated&employee_id=${person.id}`)).json();
    expect(audit.data[0].detail.changes.union_member).toEqual({ from: null, to: "(private)" });
  });

  it("refuses values of the wrong kind, unknown fields and a missing required one, changing nothing", async () => {
    await define({ label: "Badge number", kind: "text", required: true });
    const person = await makeEmployee(app, firm);
    const bad = await firm.admin.send("PUT", `/api/v1/people/${person.id}/custom`, { values: { t_shirt_size: "XXL", cost_centre: "abc", nope: 1 } });
    expect(bad.statusCode).toBe(400);
    const missing = await firm.admin.send("PUT", `/api/v1/people/${person.id}/custom`, { values: { t_shirt_size: "S" } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.badge_number).toBe("Badge number is required");
    expect(((await firm.admin.get(`/api/v1/people/${person.id}`)).json() as EmployeeProfile).custom.every((c) => c.value === null)).toBe(true);
    expect((await firm.admin.post("/api/v1/custom-fields", { label: "Shift", kind: "choice", choices: ["Day"] })).json().errors.choices).toBe("Give at least two choices");
  });

  it("archiving hides a field and keeps its values; only the admin defines fields; the kind never changes", async () => {
    const fields = (await firm.admin.get("/api/v1/custom-fields")).json().data as CustomFieldView[];
    const centre = fields.find((f) => f.key === "cost_centre") as CustomFieldView;
    const archived = await firm.admin.send("PATCH", `/api/v1/custom-fields/${centre.id}`, { label: "Cost centre", kind: "number", archived: true });
    expect(archived.json().archived).toBe(true);
    const changeKind = await firm.admin.send("PATCH", `/api/v1/custom-fields/${centre.id}`, { label: "Cost centre", kind: "text" });
    expect(changeKind.statusCode).toBe(400);
    const hr = await makeSignedIn(app, firm, "H");
    expect((await hr.browser.post("/api/v1/custom-fields", { label: "Anything", kind: "text" })).statusCode).toBe(403);
  });
});
