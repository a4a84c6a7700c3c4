// The employees a plan takes (issue 19, decision 031): Basic stops at its included 25 and names the plan
// that would take more; Premium takes any number at ₹100 each a month; Enterprise takes more than its 500
// by agreement ("custom pricing for larger workforces"), so it refuses no one. Worked by the pure rule, then
// through the API: adding one person, and a sheet import that would pass the limit.
import { employeeRoomMessage, monthCharge, PLAN_EMPLOYEE_LIMIT, type PlanPricing } from "@vetan/shared/plans";
import type { ImportResult, ImportView } from "@vetan/shared/people";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminModule } from "@vetan/shared/admin-site";
import { createTestApp } from "./support/app.ts";
import { demoSession } from "./support/demo-session.ts";
import { freshMobile, makeEmployee, makeFirm } from "./support/factories.ts";

const basic: PlanPricing = { name: "Basic", tier: "basic", price_paise: 99_900, included_employees: 25, extra_employee_paise: null };
const premium: PlanPricing = { name: "Premium", tier: "premium", price_paise: 499_900, included_employees: 100, extra_employee_paise: 10_000 };
const enterprise: PlanPricing = { name: "Enterprise", tier: "enterprise", price_paise: 999_900, included_employees: 500, extra_employee_paise: null };

describe("the rule", () => {
  it("Basic takes people up to its 25, then refuses and names Premium with its price", () => {
    expect(employeeRoomMessage(basic, 24, 1, premium)).toBeNull();
    expect(employeeRoomMessage(basic, 25, 1, premium)).toBe(
      "Your firm's Basic plan includes up to 25 employees and 25 are active, so there is no room for more: this person cannot be added. " +
        "The Premium plan includes 100 employees, then ₹100.00 an employee a month: your admin can change plan on the billing page.",
    );
    expect(employeeRoomMessage(basic, 20, 8, premium)).toContain("there is room for 5 employees more: these 8 people cannot be added");
    expect(employeeRoomMessage(basic, 20, 5, premium)).toBeNull();
  });

  it("Premium and Enterprise refuse no one; Enterprise's people beyond 500 are priced by agreement, not charged here", () => {
    expect(employeeRoomMessage(premium, 5_000, 10, enterprise)).toBeNull();
    expect(employeeRoomMessage(enterprise, 10_000, 10, null)).toBeNull();
    const month = monthCharge(enterprise, 520);
    expect(month).toMatchObject({ extra_employees: 0, extras_paise: 0, over_limit: 0, subtotal_paise: 999_900 });
    expect(month.working[1]).toBe("Your firm has 520 employees active, 20 beyond the 500 included: those are priced by agreement with your account manager, and are not in this figure.");
    // Basic over its number is still told to move up (a firm can be over after a trial ends).
    expect(monthCharge(basic, 30).over_limit).toBe(5);
  });
});

describe("through the API", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("a Basic firm adds its 25th person, is refused the 26th with the plan's message, and changes nothing", async () => {
    const firm = await makeFirm(app, { plan: "basic" });
    // The admin is the first; 24 more make 25.
    for (let i = 0; i < 24; i++) await makeEmployee(app, firm);
    const count = async () => (await firm.admin.get("/api/v1/people?limit=200")).json().data.length as number;
    expect(await count()).toBe(25);
    const refused = await firm.admin.post("/api/v1/people", { name: "One Too Many", mobile: freshMobile(), joining_date: "2026-04-01", workspace_id: firm.workspaceId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: PLAN_EMPLOYEE_LIMIT });
    expect(refused.json().result).toContain("Basic plan includes up to 25 employees and 25 are active");
    expect(refused.json().result).toContain("The Premium plan includes 100 employees");
    expect(await count()).toBe(25);
  });

  it("a sheet that would pass a Basic firm's limit imports no one, and its dry run says so first", async () => {
    // Bulk import is Premium's; the superadmin opens it to Basic here (in this file's own database), so the
    // limit is what refuses the sheet.
    const superadmin = await demoSession(app, "S");
    const people = ((await superadmin.get("/api/v1/admin/modules")).json().data as AdminModule[]).find((m) => m.module_key === "people")!;
    const opened = await superadmin.send("PUT", `/api/v1/admin/modules/${people.id}`, {
      name: people.name,
      submodules: people.submodules.map(({ name, feature_key, basic, premium: p, enterprise: e }) => ({ name, feature_key, basic: feature_key === "people.custom_fields_import" ? true : basic, premium: p, enterprise: e })),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const firm = await makeFirm(app, { plan: "basic" });
    const rows = Array.from({ length: 30 }, (_, i) => `Worker ${i + 1} Rao,Male,${freshMobile()},2026-04-01,Kanpur Tannery`);
    const csv = ["Name,Gender,Mobile,Joining date,Workspace", ...rows].join("\n");
    const send = (mode: "dry_run" | "import") =>
      app.inject({
        method: "POST",
        url: `/api/v1/people/imports?mode=${mode}&file_name=staff.csv`,
        payload: Buffer.from(csv),
        headers: { "content-type": "text/csv", cookie: `${firm.admin.cookieName}=${firm.admin.cookie}`, "sec-fetch-site": "same-origin" },
      });
    const result = async (mode: "dry_run" | "import") => {
      const started = await send(mode);
      expect(started.statusCode, started.body).toBe(202);
      await app.services.jobs.drain();
      const view = (await firm.admin.get(`/api/v1/people/imports/${started.json().id}`)).json() as ImportView;
      expect(view.job?.status).toBe("done");
      return view.job?.result as ImportResult;
    };
    const dry = await result("dry_run");
    expect(dry).toMatchObject({ valid: 30, imported: 0 });
    expect(dry.note).toContain("Importing these would be refused. Your firm's Basic plan includes up to 25 employees and 1 is active");
    const real = await result("import");
    expect(real).toMatchObject({ valid: 30, imported: 0 });
    expect(real.note).toContain("Nothing was imported. Your firm's Basic plan");
    expect((await firm.admin.get("/api/v1/people?limit=200")).json().data).toHaveLength(1);
  });

  it("a firm on the Premium trial imports the same sheet: extras are charged, not refused", async () => {
    const firm = await makeFirm(app);
    const rows = Array.from({ length: 30 }, (_, i) => `Worker ${i + 1} Iyer,Female,${freshMobile()},2026-04-01,Kanpur Tannery`);
    const started = await app.inject({
      method: "POST",
      url: "/api/v1/people/imports?mode=import&file_name=staff.csv",
      payload: Buffer.from(["Name,Gender,Mobile,Joining date,Workspace", ...rows].join("\n")),
      headers: { "content-type": "text/csv", cookie: `${firm.admin.cookieName}=${firm.admin.cookie}`, "sec-fetch-site": "same-origin" },
    });
    expect(started.statusCode, started.body).toBe(202);
    await app.services.jobs.drain();
    const view = (await firm.admin.get(`/api/v1/people/imports/${started.json().id}`)).json() as ImportView;
    expect(view.job?.result).toMatchObject({ imported: 30 });
  });
});
