// Plans decide features (issue 19, decision 031): the 403 a call outside the firm's plan gets, naming the
// plan that has it; the superadmin's plan and flag changes taking effect on the next call; the billing page
// for admins alone; the Premium trial every new firm starts on and what its end does (by the date, on an
// injected clock); cancelling and undoing it; and the month's charge worked out by hand.
import type { AdminModule } from "@vetan/shared/admin-site";
import { featureOfCall, FEATURES, monthCharge, nextMonthStart, standingAt, TRIAL_DAYS, type BillingView } from "@vetan/shared/plans";
import { moduleOfPath } from "@vetan/shared/modules";
import { and, eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, firms } from "../src/db/schema.ts";
import { withFirm } from "../src/platform/db/tenancy.ts";
import { DEMO_FIRM_ID } from "../src/seed/seed.ts";
import { faqs } from "../src/seed/content/faq.ts";
import { createTestApp } from "./support/app.ts";
import { demoSession } from "./support/demo-session.ts";
import { makeFirm, makeSignedIn, setFirmTier, type TestFirm } from "./support/factories.ts";

const DAY = 86_400_000;
/** The injected clock: real time moved on by `shift` (tests move it past a trial's end). */
let shift = 0;
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ clock: () => new Date(Date.now() + shift) });
});
afterAll(async () => {
  await app.close();
});

const refusal = (res: { statusCode: number; json(): { code?: string; result?: string } }) => ({ status: res.statusCode, code: res.json().code, message: res.json().result });

describe("the features list", () => {
  it("maps the routes that implement a submodule, and leaves the rest to their module", () => {
    expect(featureOfCall("GET", "/api/v1/attendance/device-keys")).toBe("attendance.devices");
    expect(featureOfCall("POST", "/api/v1/attendance/device-punches")).toBe("attendance.devices");
    expect(featureOfCall("GET", "/api/v1/payroll/runs/:id/journal.xml")).toBe("ledgers.journal_export");
    expect(featureOfCall("GET", "/api/v1/payroll/runs/:id/bank.csv")).toBe("payroll.bank_file");
    expect(featureOfCall("GET", "/api/v1/payroll/tds/24q-annexure1.csv")).toBe("payroll.return_files");
    expect(featureOfCall("GET", "/api/v1/payroll/loans/mine")).toBe("ledgers.loans");
    expect(featureOfCall("POST", "/api/v1/custom-fields")).toBe("people.custom_fields_import");
    // Reading the firm's own fields (none, on Basic) and the logo every payslip shows stay open.
    expect(featureOfCall("GET", "/api/v1/custom-fields")).toBeNull();
    expect(featureOfCall("GET", "/api/v1/payroll/settings/logo")).toBeNull();
    expect(featureOfCall("PUT", "/api/v1/payroll/settings/logo")).toBe("payslips.branding");
    expect(featureOfCall("GET", "/api/v1/payroll/runs/:id")).toBeNull();
    expect(moduleOfPath("/api/v1/expenses/claims")).toBe("expenses");
    expect(moduleOfPath("/api/v1/billing")).toBeNull();
  });

  it("keeps one feature key per submodule, and API keys and webhooks on every plan", () => {
    const keys = FEATURES.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(FEATURES.filter((f) => f.key === "staff.api_keys" || f.key === "staff.webhooks").map((f) => f.from)).toEqual(["basic", "basic"]);
  });
});

describe("this month's charge, worked by hand", () => {
  const premium = { name: "Premium", price_paise: 4_999_00, included_employees: 100, extra_employee_paise: 100_00 };
  const basic = { name: "Basic", price_paise: 1_999_00, included_employees: 25, extra_employee_paise: null };

  it("Premium with 112 active: ₹4,999 + 12 × ₹100 = ₹6,199; GST 18% = ₹1,115.82; total ₹7,314.82", () => {
    const c = monthCharge(premium, 112);
    expect(c).toMatchObject({ base_paise: 499_900, extra_employees: 12, extras_paise: 120_000, subtotal_paise: 619_900, gst_paise: 111_582, total_paise: 731_482, over_limit: 0 });
    expect(c.working.join(" ")).toContain("12 beyond the 100 included, at ₹100.00 each: ₹1,200.00");
    expect(c.working.at(-1)).toBe("Before GST: ₹6,199.00. GST at 18%: ₹1,115.82. Total: ₹7,314.82.");
  });

  it("Premium with exactly 100 active: no extras; ₹4,999 + GST ₹899.82 = ₹5,898.82", () => {
    expect(monthCharge(premium, 100)).toMatchObject({ extra_employees: 0, extras_paise: 0, gst_paise: 89_982, total_paise: 589_882 });
  });

  it("Basic over its 25: no extras charged, the excess told as over the limit", () => {
    const c = monthCharge(basic, 30);
    expect(c).toMatchObject({ subtotal_paise: 199_900, gst_paise: 35_982, total_paise: 235_882, over_limit: 5 });
    expect(c.working[1]).toContain("choose a larger plan");
  });

  it("rounds GST half up to the paisa: ₹0.25 × 18% = 4.5 paise → 5", () => {
    expect(monthCharge({ name: "Tiny", price_paise: 25, included_employees: 1, extra_employee_paise: null }, 1).gst_paise).toBe(5);
  });

  it("a month ends at midnight in India", () => {
    expect(nextMonthStart(new Date("2026-11-30T19:00:00Z")).toISOString()).toBe("2026-12-31T18:30:00.000Z");
    expect(nextMonthStart(new Date("2026-11-30T17:00:00Z")).toISOString()).toBe("2026-11-30T18:30:00.000Z");
  });

  it("standing: trial, its end, cancellation", () => {
    const now = new Date("2026-11-28T00:00:00Z");
    const later = new Date(now.getTime() + DAY);
    expect(standingAt({ planTier: "premium", trialEndsAt: later, cancelAt: null }, now)).toEqual({ tier: "premium", status: "trial" });
    expect(standingAt({ planTier: "premium", trialEndsAt: now, cancelAt: null }, now)).toEqual({ tier: "basic", status: "trial_ended" });
    expect(standingAt({ planTier: "enterprise", trialEndsAt: null, cancelAt: later }, now)).toEqual({ tier: "enterprise", status: "cancelling" });
    expect(standingAt({ planTier: "enterprise", trialEndsAt: null, cancelAt: now }, now)).toEqual({ tier: null, status: "cancelled" });
  });
});

describe("gating by plan", () => {
  let basic: TestFirm;
  let trial: TestFirm;
  let enterprise: TestFirm;

  beforeAll(async () => {
    basic = await makeFirm(app, { plan: "basic" });
    trial = await makeFirm(app);
    enterprise = await makeFirm(app, { plan: "enterprise" });
  });

  it("a Basic firm is refused expenses with a 403 naming Premium and its own plan", async () => {
    const res = await basic.admin.get("/api/v1/expenses/claims");
    expect(refusal(res)).toEqual({
      status: 403,
      code: "plan_lacks_feature",
      message: "Expense Management is not in your firm's Basic plan. It comes with the Premium plan and above: ask your admin, or upgrade on the billing page.",
    });
    // A feature of a module it has: loans are Premium's.
    expect(refusal(await basic.admin.get("/api/v1/payroll/loans")).message).toMatch(/^Employee ledgers for advances and loans is not in your firm's Basic plan\. It comes with the Premium plan/);
    // What Basic has stays open.
    expect((await basic.admin.get("/api/v1/people")).statusCode).toBe(200);
    expect((await basic.admin.get("/api/v1/payroll/runs")).statusCode).toBe(200);
  });

  it("a Basic firm's employee may not ask for a regularisation (Premium), but may ask to work from home", async () => {
    const e = await makeSignedIn(app, basic, "E");
    const day = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
    const reg = await e.browser.post("/api/v1/attendance/requests", { type: "regularisation", day, in_time: "09:30", reason: "Forgot to punch" });
    expect(refusal(reg)).toMatchObject({ status: 403, code: "plan_lacks_feature" });
    expect(reg.json().result).toContain("Regularisation requests is not in your firm's Basic plan");
    const wfh = await e.browser.post("/api/v1/attendance/requests", { type: "wfh", day, portion: "full", reason: "Plumber at home" });
    expect(wfh.statusCode, wfh.body).toBe(201);
  });

  it("a firm on the Premium trial has expenses but is refused an Enterprise route, naming Enterprise", async () => {
    expect((await trial.admin.get("/api/v1/expenses/claims")).statusCode).toBe(200);
    const res = await trial.admin.get("/api/v1/attendance/device-keys");
    expect(refusal(res)).toEqual({
      status: 403,
      code: "plan_lacks_feature",
      message: "Biometric and RFID device integration is not in your firm's Premium plan. It comes with the Enterprise plan: ask your admin, or upgrade on the billing page.",
    });
    expect((await trial.admin.get("/api/v1/payroll/runs/00000000-0000-4000-8000-000000000000/journal.csv")).statusCode).toBe(403);
  });

  it("an Enterprise firm is allowed all of it", async () => {
    expect((await enterprise.admin.get("/api/v1/attendance/device-keys")).statusCode).toBe(200);
    expect((await enterprise.admin.get("/api/v1/expenses/claims")).statusCode).toBe(200);
    expect((await enterprise.admin.get("/api/v1/payroll/loans")).statusCode).toBe(200);
  });

  it("the demo firm is Enterprise, so every screen and journey keeps working", async () => {
    const [demo] = await app.database.db.select({ planId: firms.planId }).from(firms).where(eq(firms.id, DEMO_FIRM_ID));
    const admin = await demoSession(app, "A");
    expect(demo?.planId).not.toBeNull();
    expect((await admin.get("/api/v1/attendance/device-keys")).statusCode).toBe(200);
  });

  it("the superadmin's plan change takes effect on the firm's next call", async () => {
    const firm = await makeFirm(app, { plan: "basic" });
    expect((await firm.admin.get("/api/v1/expenses/claims")).statusCode).toBe(403);
    await setFirmTier(app, firm.firmId, "premium");
    expect((await firm.admin.get("/api/v1/expenses/claims")).statusCode).toBe(200);
    await setFirmTier(app, firm.firmId, "basic");
    expect((await firm.admin.get("/api/v1/expenses/claims")).statusCode).toBe(403);
  });

  it("the superadmin's submodule flag change takes effect at once, and the console routes are never gated", async () => {
    const superadmin = await demoSession(app, "S");
    const modules = (await superadmin.get("/api/v1/admin/modules")).json().data as AdminModule[];
    const attendance = modules.find((m) => m.module_key === "attendance")!;
    const edit = (premiumHasDevices: boolean) =>
      superadmin.send("PUT", `/api/v1/admin/modules/${attendance.id}`, {
        name: attendance.name,
        submodules: attendance.submodules.map(({ name, feature_key, basic: b, premium, enterprise: e }) => ({
          name,
          feature_key,
          basic: b,
          premium: feature_key === "attendance.devices" ? premiumHasDevices : premium,
          enterprise: e,
        })),
      });
    expect((await trial.admin.get("/api/v1/attendance/device-keys")).statusCode).toBe(403);
    const opened = await edit(true);
    expect(opened.statusCode, opened.body).toBe(200);
    // The edit kept every feature key.
    expect((opened.json() as AdminModule).submodules.map((s) => s.feature_key)).toEqual(attendance.submodules.map((s) => s.feature_key));
    expect((await trial.admin.get("/api/v1/attendance/device-keys")).statusCode).toBe(200);
    expect((await edit(false)).statusCode).toBe(200);
    expect((await trial.admin.get("/api/v1/attendance/device-keys")).statusCode).toBe(403);
  });

  it("API keys taken off a plan by the superadmin stop the keys themselves, on every route, and come back at once", async () => {
    const superadmin = await demoSession(app, "S");
    const modules = (await superadmin.get("/api/v1/admin/modules")).json().data as AdminModule[];
    const staff = modules.find((m) => m.module_key === "staff")!;
    const edit = (premiumHasKeys: boolean) =>
      superadmin.send("PUT", `/api/v1/admin/modules/${staff.id}`, {
        name: staff.name,
        submodules: staff.submodules.map(({ name, feature_key, basic: b, premium, enterprise: e }) => ({
          name,
          feature_key,
          basic: b,
          premium: feature_key === "staff.api_keys" ? premiumHasKeys : premium,
          enterprise: e,
        })),
      });
    const made = await trial.admin.post("/api/v1/api-keys", { name: "Directory sync", scopes: ["people:read"] });
    expect(made.statusCode, made.body).toBe(201);
    const { keyid, secret } = made.json() as { keyid: string; secret: string };
    const byKey = () => app.inject({ method: "GET", url: "/api/v1/people", headers: { authorization: `Basic ${Buffer.from(`${keyid}:${secret}`).toString("base64")}` } });
    expect((await byKey()).statusCode).toBe(200);
    expect((await edit(false)).statusCode).toBe(200);
    try {
      const refused = await byKey();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("plan_lacks_feature");
      expect((await trial.admin.get("/api/v1/api-keys")).statusCode).toBe(403);
      // The people screens themselves are not an integration: the session still reads them.
      expect((await trial.admin.get("/api/v1/people")).statusCode).toBe(200);
    } finally {
      expect((await edit(true)).statusCode).toBe(200);
    }
    expect((await byKey()).statusCode).toBe(200);
  });

  it("a feature key is claimed by one submodule alone, and must be one the product knows", async () => {
    const superadmin = await demoSession(app, "S");
    const twice = await superadmin.post("/api/v1/admin/modules", {
      name: "Copy of devices",
      submodules: [{ name: "Devices again", feature_key: "attendance.devices", basic: true, premium: true, enterprise: true }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.submodules).toBe("Another submodule already decides the feature attendance.devices");
    const unknown = await superadmin.post("/api/v1/admin/modules", { name: "Made up", submodules: [{ name: "X", feature_key: "made.up", basic: true, premium: true, enterprise: true }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors["submodules.0.feature_key"]).toBe("That is not a feature the product knows");
  });
});

describe("the billing page", () => {
  let firm: TestFirm;
  beforeAll(async () => {
    firm = await makeFirm(app);
  });

  it("is the firm's admins' alone: HR, a manager and an employee are refused", async () => {
    expect((await firm.admin.get("/api/v1/billing")).statusCode).toBe(200);
    const hr = await makeSignedIn(app, firm, "H");
    const boss = await makeSignedIn(app, firm, "E");
    const worker = await makeSignedIn(app, firm, "E", { manager_id: boss.id });
    for (const b of [hr.browser, boss.browser, worker.browser]) {
      const res = await b.get("/api/v1/billing");
      expect(refusal(res)).toEqual({ status: 403, code: "forbidden", message: "Only the firm's admins can see and change its plan." });
      expect((await b.send("PUT", "/api/v1/billing/plan", { plan_id: 1 })).statusCode).toBe(403);
      expect((await b.post("/api/v1/billing/cancel", {})).statusCode).toBe(403);
    }
    // Not signed in: 401.
    expect((await app.inject({ method: "GET", url: "/api/v1/billing" })).statusCode).toBe(401);
  });

  it("shows another firm's admin their own firm only: a change there leaves this firm as it was", async () => {
    const other = await makeFirm(app);
    const plans = ((await other.admin.get("/api/v1/billing")).json() as BillingView).plans;
    const enterprise = plans.find((p) => p.tier === "enterprise")!;
    expect((await other.admin.send("PUT", "/api/v1/billing/plan", { plan_id: enterprise.id })).statusCode).toBe(200);
    expect(((await other.admin.get("/api/v1/billing")).json() as BillingView).standing.status).toBe("active");
    expect(((await firm.admin.get("/api/v1/billing")).json() as BillingView).standing).toMatchObject({ status: "trial", tier: "premium" });
  });

  it("a new firm starts on the 14-day Premium trial the FAQ promises, with nothing to pay this month", async () => {
    const view = (await firm.admin.get("/api/v1/billing")).json() as BillingView;
    expect(view.standing).toMatchObject({ plan_name: "Premium", tier: "premium", status: "trial", cancel_at: null });
    const ends = new Date(view.standing.trial_ends_at!).getTime();
    expect(Math.abs(ends - (Date.now() + TRIAL_DAYS * DAY))).toBeLessThan(5 * 60_000);
    expect(view.charge).toMatchObject({ charged: false, total_paise: 0 });
    expect(view.charge.working[0]).toMatch(/^Your Premium trial is free until /);
    expect(view.active_employees).toBeGreaterThanOrEqual(1);
    const premium = view.plans.find((p) => p.tier === "premium")!;
    expect(premium).toMatchObject({ included_employees: 100, extra_employee_paise: 10_000 });
    expect(view.plans.find((p) => p.tier === "basic")).toMatchObject({ included_employees: 25, extra_employee_paise: null });
    expect(view.plans.find((p) => p.tier === "enterprise")).toMatchObject({ included_employees: 500, extra_employee_paise: null });
    expect(faqs.find((f) => f.question === "Is there a free trial?")?.answer).toContain(`${TRIAL_DAYS}-day free trial of the Premium plan`);
  });

  it("choosing a plan ends the trial, charges from this month and is audited", async () => {
    const f = await makeFirm(app);
    const view = (await f.admin.get("/api/v1/billing")).json() as BillingView;
    const premium = view.plans.find((p) => p.tier === "premium")!;
    const chose = await f.admin.send("PUT", "/api/v1/billing/plan", { plan_id: premium.id });
    expect(chose.json()).toEqual({ plan_id: premium.id, plan_name: "Premium" });
    const after = (await f.admin.get("/api/v1/billing")).json() as BillingView;
    expect(after.standing).toMatchObject({ status: "active", trial_ends_at: null });
    expect(after.charge).toMatchObject({ charged: true, base_paise: 499_900, gst_paise: 89_982, total_paise: 589_882 });
    // Read as the firm: under row-level security (CI's PostgreSQL owner is no superuser) a bare read sees nothing.
    const audited = await withFirm(app.database.db, f.firmId, (tx) => tx.select({ detail: auditLog.detail }).from(auditLog).where(and(eq(auditLog.firmId, f.firmId), eq(auditLog.action, "billing.plan"))));
    expect(audited).toHaveLength(1);
    const bad = await f.admin.send("PUT", "/api/v1/billing/plan", { plan_id: 999_999 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.plan_id).toBe("That plan does not exist (it may have been deleted). Reload and choose again.");
    expect((await f.admin.send("PUT", "/api/v1/billing/plan", { plan_id: "two" })).json().errors.plan_id).toBe("Choose a plan");
  });

  it("a trial that ends without a choice leaves the firm on Basic, by the date alone", async () => {
    const f = await makeFirm(app);
    expect((await f.admin.get("/api/v1/expenses/claims")).statusCode).toBe(200);
    shift = (TRIAL_DAYS + 1) * DAY;
    try {
      const res = await f.admin.get("/api/v1/expenses/claims");
      expect(refusal(res).message).toBe("Expense Management is not in your firm's Basic plan. It comes with the Premium plan and above: ask your admin, or upgrade on the billing page.");
      const view = (await f.admin.get("/api/v1/billing")).json() as BillingView;
      expect(view.standing).toMatchObject({ status: "trial_ended", tier: "basic", plan_name: "Basic" });
      expect(view.charge).toMatchObject({ charged: true, base_paise: 199_900 });
      expect(view.charge.working[0]).toMatch(/^Your trial ended on .* without a choice, so your firm is on Basic\.$/);
    } finally {
      shift = 0;
    }
    expect((await f.admin.get("/api/v1/expenses/claims")).statusCode).toBe(200);
  });

  it("cancelling keeps the plan to the end of the trial, can be undone, and then closes all but Staff Administration", async () => {
    const f = await makeFirm(app);
    const trialEnds = ((await f.admin.get("/api/v1/billing")).json() as BillingView).standing.trial_ends_at;
    const cancelled = await f.admin.post("/api/v1/billing/cancel", {});
    expect(cancelled.json()).toEqual({ cancel_at: trialEnds });
    expect(refusal(await f.admin.post("/api/v1/billing/cancel", {}))).toMatchObject({ status: 409, code: "already_cancelled" });
    expect(((await f.admin.get("/api/v1/billing")).json() as BillingView).standing.status).toBe("cancelling");
    expect((await f.admin.get("/api/v1/expenses/claims")).statusCode).toBe(200);
    expect((await f.admin.post("/api/v1/billing/resume", {})).json()).toEqual({ cancel_at: null });
    expect(((await f.admin.get("/api/v1/billing")).json() as BillingView).standing.status).toBe("trial");
    await f.admin.post("/api/v1/billing/cancel", {});
    shift = (TRIAL_DAYS + 1) * DAY;
    try {
      const res = await f.admin.get("/api/v1/people");
      expect(refusal(res)).toMatchObject({ status: 403, code: "plan_lacks_feature" });
      expect(res.json().result).toMatch(/^Your firm's plan was cancelled and ended on \d{4}-\d{2}-\d{2}\. Your admin can choose a plan on the billing page to carry on\.$/);
      expect((await f.admin.get("/api/v1/me")).statusCode).toBe(200);
      const view = (await f.admin.get("/api/v1/billing")).json() as BillingView;
      expect(view.standing.status).toBe("cancelled");
      expect(view.charge).toMatchObject({ charged: false, total_paise: 0 });
      expect(refusal(await f.admin.post("/api/v1/billing/resume", {}))).toMatchObject({ status: 409, code: "plan_ended" });
      const basic = view.plans.find((p) => p.tier === "basic")!;
      expect((await f.admin.send("PUT", "/api/v1/billing/plan", { plan_id: basic.id })).statusCode).toBe(200);
      expect((await f.admin.get("/api/v1/people")).statusCode).toBe(200);
    } finally {
      shift = 0;
    }
    const actions = await withFirm(app.database.db, f.firmId, (tx) => tx.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.firmId, f.firmId), like(auditLog.action, "billing.%"))));
    expect(actions.map((a) => a.action).sort()).toEqual(["billing.cancel", "billing.cancel", "billing.plan", "billing.resume"]);
  });
});

describe("the Distribution of Plans", () => {
  it("offers API keys and webhooks on every plan", async () => {
    const superadmin = await demoSession(app, "S");
    const modules = (await superadmin.get("/api/v1/admin/modules")).json().data as AdminModule[];
    const staff = modules.find((m) => m.module_key === "staff")!;
    for (const name of ["API keys for integrations", "Webhooks for integrations"]) {
      expect(staff.submodules.find((s) => s.name === name)).toMatchObject({ basic: true, premium: true, enterprise: true });
    }
  });
});
