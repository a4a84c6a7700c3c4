// The console's site settings (issue 5): FAQ items, plans, plan modules, SEO pages and the audit log under
// /api/v1/admin. Every route answers the superadmin and refuses everyone else; bad input of any kind
// changes nothing (no row, no audit entry); every change is audited with its actor and shows on the public
// site at once — the JSON answers (even to a client holding the old ETag) and the kept anonymous pages.
import { desc, eq } from "drizzle-orm";
import { auditLog } from "../src/db/schema.ts";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./support/app.ts";
import type { Browser } from "./support/browser.ts";
import { DEMO_MOBILE, demoSession, refusedCallers } from "./support/demo-session.ts";
import { inspect } from "./support/inspect.ts";

let app: FastifyInstance;
let s: Browser;
let refused: Awaited<ReturnType<typeof refusedCallers>>;

beforeAll(async () => {
  app = await createTestApp({ web: "production" });
  s = await demoSession(app, "S");
  refused = await refusedCallers(app);
});
afterAll(() => app.close());

const API = "/api/v1/admin";
type Method = "GET" | "POST" | "PUT" | "DELETE";

const faqBody = (n = 1) => ({ question: `How do payslips reach employees ${n}?`, answer: `They download them from their own dashboard ${n}.` });
const planBody = (over: Record<string, unknown> = {}) => ({
  name: "Starter",
  description: "For very small teams.",
  price_rupees: "999",
  is_new: false,
  tier: "basic",
  included_employees: 10,
  extra_employee_rupees: "",
  features: [
    { name: "Up to 10 employees", description: "Add up to ten people." },
    { name: "Payslips", description: "" },
  ],
  ...over,
});
const moduleBody = (over: Record<string, unknown> = {}) => ({
  name: "Shift Planning",
  submodules: [
    { name: "Rosters", basic: false, premium: true, enterprise: true },
    { name: "Shift swaps", basic: false, premium: false, enterprise: true },
  ],
  ...over,
});
const seoBody = (over: Record<string, unknown> = {}) => ({
  path: "/faq",
  title: "Vetan FAQ – Answers for HR teams",
  description: "Plain answers about Vetan.",
  keywords: "Vetan FAQ, payroll questions",
  ...over,
});

/** Every table the slice writes, and the audit log's length: equal snapshots mean nothing changed. */
async function snapshot() {
  const rows = async (sql: string) => JSON.stringify((await app.database.query(sql)).rows);
  return {
    faqs: await rows("select * from faqs order by pk_faq_id"),
    plans: await rows("select * from plans order by id"),
    features: await rows("select * from plan_features order by pk_feature_id"),
    modules: await rows("select * from plan_modules order by id"),
    submodules: await rows("select * from plan_submodules order by id"),
    seo: await rows("select * from seo_pages order by page_id"),
    audit: await rows("select count(*)::int as n from audit_log"),
  };
}

async function lastAudit(action: string) {
  const rows = await inspect(app, (tx) =>
    tx
      .select({ actor_user_id: auditLog.actorUserId, action: auditLog.action, detail: auditLog.detail, ip: auditLog.ip })
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1),
  );
  return rows[0] as { actor_user_id: string; action: string; detail: Record<string, unknown>; ip: string } | undefined;
}

async function superadminId(): Promise<string> {
  const { rows } = await app.database.query("select id from users where mobile = $1", [DEMO_MOBILE.S]);
  return rows[0]!.id as string;
}

/** A request with the superadmin's cookie and a raw body, for malformed JSON and wrong content types. */
function raw(method: Method, url: string, payload: string, contentType = "application/json") {
  return app.inject({ method, url, payload, headers: { "content-type": contentType, cookie: `vetan_session=${s.cookie}`, "sec-fetch-site": "same-origin" } });
}

const json = <T>(res: LightMyRequestResponse) => res.json() as T;
const publicFaq = async () => json<{ data: { pk_faq_id: number; question: string; answer: string }[] }>(await app.inject({ method: "POST", url: "/api/SuperAdmin/GetFaqSuperadmin", payload: {} })).data;
const publicPlans = async () =>
  json<{ data: { id: number; plan_name: string; is_new: boolean; price: { amount: number; amount_paise: number }[]; features: { feature_name: string }[] }[] }>(
    await app.inject({ method: "POST", url: "/api/Salary/GetSubscriptionPlans", payload: { firmid: 1 } }),
  ).data;
const publicModules = async () =>
  json<{ data: { module: string; submodule: { submodule_name: string; basic: string; premium: string; enterprise: string }[] }[] }>(
    await app.inject({ method: "POST", url: "/api/SuperAdmin/GetSubscriptionPlansModule", payload: {} }),
  ).data;
const seoJson = async () => json<{ data: [{ pages: { page_id: number; path: string; basic_settings: { tittle: string; description: string; keywords: string } }[] }] }>(await app.inject("/seo.json")).data[0].pages;
const cacheState = (res: LightMyRequestResponse) => res.headers["x-vetan-cache"];

/** An anonymous page fetched twice, so the second answer comes from the page cache. */
async function keptPage(url: string) {
  await app.inject(url);
  const res = await app.inject(url);
  expect(cacheState(res)).toBe("hit");
  return res.body;
}

describe("who may call the site settings routes", () => {
  const routes: [Method, string, unknown?][] = [
    ["GET", "/faq"],
    ["POST", "/faq", faqBody()],
    ["PUT", "/faq/order", { ids: [1] }],
    ["PUT", "/faq/1", faqBody()],
    ["DELETE", "/faq/1"],
    ["GET", "/plans"],
    ["POST", "/plans", planBody()],
    ["PUT", "/plans/order", { ids: [1] }],
    ["PUT", "/plans/1", planBody()],
    ["DELETE", "/plans/1"],
    ["GET", "/modules"],
    ["POST", "/modules", moduleBody()],
    ["PUT", "/modules/order", { ids: [1] }],
    ["PUT", "/modules/1", moduleBody()],
    ["DELETE", "/modules/1"],
    ["GET", "/seo-pages"],
    ["POST", "/seo-pages", { page_id: 77, ...seoBody() }],
    ["PUT", "/seo-pages/3", seoBody()],
    ["DELETE", "/seo-pages/3"],
    ["GET", "/audit"],
  ];

  it("refuses nobody (401) and A, H and E (403) on every route, changing nothing", async () => {
    const before = await snapshot();
    for (const [method, path, body] of routes) {
      for (const { who, browser, status } of refused) {
        const res = await browser.send(method, `${API}${path}`, body);
        expect(res.statusCode, `${who} ${method} ${path}`).toBe(status);
        expect(res.headers["cache-control"]).toBe("no-store");
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("is described in the server's OpenAPI document (which the route-wide suites read), not in the one /api/docs publishes", async () => {
    const full = app.swagger() as { paths: Record<string, unknown> };
    const published = (await app.inject("/api/docs/json")).json() as { paths: Record<string, unknown> };
    for (const path of ["/faq", "/faq/order", "/faq/{id}", "/plans/{id}", "/modules/{id}", "/seo-pages/{pageId}", "/audit"]) {
      expect(full.paths, path).toHaveProperty([`${API}${path}`]);
      expect(published.paths, path).not.toHaveProperty([`${API}${path}`]);
    }
  });

  it("answers the superadmin on every read route, never stored", async () => {
    for (const path of ["/faq", "/plans", "/modules", "/seo-pages", "/audit"]) {
      const res = await s.get(`${API}${path}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });
});

describe("FAQ items", () => {
  it("lists the items in the order the public site shows them", async () => {
    const admin = json<{ data: { id: number; question: string; position: number }[] }>(await s.get(`${API}/faq`)).data;
    const pub = await publicFaq();
    expect(admin.length).toBeGreaterThan(2);
    expect(admin.map((f) => f.id)).toEqual(pub.map((f) => f.pk_faq_id));
    expect(admin.map((f) => f.question)).toEqual(pub.map((f) => f.question));
  });

  it("adds an item at the end, audited with the superadmin, and /faq shows it at once", async () => {
    const kept = await keptPage("/faq");
    const body = { question: "  Can we try Vetan before paying?  ", answer: "Yes: every plan starts with a free trial.\n\nNo card is needed." };
    expect(kept).not.toContain("Can we try Vetan before paying?");
    const res = await s.post(`${API}/faq`, body);
    expect(res.statusCode, res.body).toBe(201);
    const item = json<{ id: number; question: string; answer: string }>(res);
    // Trimmed, not refused.
    expect(item.question).toBe("Can we try Vetan before paying?");
    expect((await publicFaq()).at(-1)).toEqual({ pk_faq_id: item.id, question: item.question, answer: body.answer });
    const page = await app.inject("/faq");
    expect(cacheState(page)).toBe("miss");
    expect(page.body).toContain("Can we try Vetan before paying?");
    const audit = await lastAudit("faq.create");
    expect(audit).toMatchObject({ actor_user_id: await superadminId(), detail: { id: item.id, question: item.question } });
    expect(audit!.ip).not.toBe("");
  });

  it("edits an item: the public answer changes at once, even for a client holding the old ETag", async () => {
    const first = await app.inject({ method: "POST", url: "/api/SuperAdmin/GetFaqSuperadmin", payload: {} });
    const etag = first.headers.etag as string;
    expect((await app.inject({ method: "POST", url: "/api/SuperAdmin/GetFaqSuperadmin", payload: {}, headers: { "if-none-match": etag } })).statusCode).toBe(304);
    await keptPage("/faq");
    const [target] = json<{ data: { id: number; question: string; answer: string }[] }>(await s.get(`${API}/faq`)).data;
    const res = await s.send("PUT", `${API}/faq/${target!.id}`, { question: target!.question, answer: "Edited answer about payslips and trials." });
    expect(res.statusCode, res.body).toBe(200);
    const again = await app.inject({ method: "POST", url: "/api/SuperAdmin/GetFaqSuperadmin", payload: {}, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).not.toBe(etag);
    expect(json<{ data: { pk_faq_id: number; answer: string }[] }>(again).data.find((f) => f.pk_faq_id === target!.id)?.answer).toBe(
      "Edited answer about payslips and trials.",
    );
    const page = await app.inject("/faq");
    expect(cacheState(page)).toBe("miss");
    expect(page.body).toContain("Edited answer about payslips and trials.");
    const audit = await lastAudit("faq.update");
    expect(audit?.detail).toEqual({
      id: target!.id,
      question: target!.question,
      changes: { answer: { from: target!.answer.length > 240 ? expect.any(String) : target!.answer, to: "Edited answer about payslips and trials." } },
    });
  });

  it("reorders the items: the public API and /faq follow the new order", async () => {
    const ids = json<{ data: { id: number }[] }>(await s.get(`${API}/faq`)).data.map((f) => f.id);
    const reversed = [...ids].reverse();
    const res = await s.send("PUT", `${API}/faq/order`, { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: { id: number }[] }>(res).data.map((f) => f.id)).toEqual(reversed);
    const pub = await publicFaq();
    expect(pub.map((f) => f.pk_faq_id)).toEqual(reversed);
    const page = (await app.inject("/faq")).body;
    const at = (id: number) => page.indexOf(`id="faq-${id}"`);
    expect(at(reversed[0]!)).toBeGreaterThan(0);
    expect(at(reversed[0]!)).toBeLessThan(at(reversed[1]!));
    const short = (q: string) => (q.length > 80 ? expect.any(String) : q);
    const byId = new Map(pub.map((f) => [f.pk_faq_id, f.question]));
    expect((await lastAudit("faq.reorder"))?.detail).toEqual({
      changes: { order: { from: ids.map((id) => short(byId.get(id)!)), to: reversed.map((id) => short(byId.get(id)!)) } },
    });
  });

  it("deletes an item, gone from the public answers at once", async () => {
    const created = json<{ id: number }>(await s.post(`${API}/faq`, faqBody(7)));
    expect((await publicFaq()).some((f) => f.pk_faq_id === created.id)).toBe(true);
    const res = await s.send("DELETE", `${API}/faq/${created.id}`);
    expect(res.statusCode).toBe(204);
    expect((await publicFaq()).some((f) => f.pk_faq_id === created.id)).toBe(false);
    expect((await lastAudit("faq.delete"))?.detail).toEqual({ id: created.id, question: faqBody(7).question });
    expect((await s.send("DELETE", `${API}/faq/${created.id}`)).statusCode).toBe(404);
  });
});

describe("subscription plans", () => {
  it("lists plans with prices in paise and their features in order", async () => {
    const plans = json<{ data: { id: number; name: string; price_paise: number; features: { name: string }[] }[] }>(await s.get(`${API}/plans`)).data;
    const pub = await publicPlans();
    expect(plans.map((p) => p.id)).toEqual(pub.map((p) => p.id));
    expect(plans.map((p) => p.price_paise)).toEqual(pub.map((p) => p.price[0]!.amount_paise));
    expect(plans[0]!.features.map((f) => f.name)).toEqual(pub[0]!.features.map((f) => f.feature_name));
  });

  it("changes a plan's price: /Pricing and GetSubscriptionPlans show it at once, and the audit says from what to what", async () => {
    const [plan] = json<{ data: { id: number; name: string; description: string; price_paise: number; is_new: boolean; tier: string; included_employees: number; extra_employee_paise: number | null; features: { name: string; description: string }[] }[] }>(
      await s.get(`${API}/plans`),
    ).data;
    const etag = (await app.inject({ method: "POST", url: "/api/Salary/GetSubscriptionPlans", payload: { firmid: 1 } })).headers.etag as string;
    expect(await keptPage("/Pricing")).not.toContain("₹2,345");
    const res = await s.send("PUT", `${API}/plans/${plan!.id}`, {
      name: plan!.name,
      description: plan!.description,
      price_rupees: "2345.50",
      is_new: plan!.is_new,
      tier: plan!.tier,
      included_employees: plan!.included_employees,
      extra_employee_rupees: plan!.extra_employee_paise === null ? "" : plan!.extra_employee_paise / 100,
      features: plan!.features.map(({ name, description }) => ({ name, description })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ price_paise: number }>(res).price_paise).toBe(234_550);
    const fresh = await app.inject({ method: "POST", url: "/api/Salary/GetSubscriptionPlans", payload: { firmid: 1 }, headers: { "if-none-match": etag } });
    expect(fresh.statusCode).toBe(200);
    expect(json<{ data: { id: number; price: { amount: number; amount_paise: number }[] }[] }>(fresh).data.find((p) => p.id === plan!.id)?.price[0]).toMatchObject({
      amount: 2345.5,
      amount_paise: 234_550,
    });
    const page = await app.inject("/Pricing");
    expect(cacheState(page)).toBe("miss");
    expect(page.body).toContain("₹2,346");
    expect((await lastAudit("plan.update"))?.detail).toEqual({
      id: plan!.id,
      name: plan!.name,
      changes: { price_paise: { from: plan!.price_paise, to: 234_550 } },
    });
  });

  it("adds a plan with its features at the end, with the 'New' ribbon", async () => {
    const res = await s.post(`${API}/plans`, planBody({ name: "Starter Plus", price_rupees: 1499, is_new: true }));
    expect(res.statusCode, res.body).toBe(201);
    const plan = json<{ id: number; price_paise: number; features: { id: number; name: string }[] }>(res);
    expect(plan.price_paise).toBe(149_900);
    const pub = (await publicPlans()).at(-1)!;
    expect(pub).toMatchObject({ id: plan.id, plan_name: "Starter Plus", is_new: true, price: [{ amount: 1499, amount_paise: 149_900 }] });
    expect(pub.features.map((f) => f.feature_name)).toEqual(["Up to 10 employees", "Payslips"]);
    expect(await app.inject("/Pricing").then((r) => r.body)).toContain("Starter Plus");
    expect((await lastAudit("plan.create"))?.detail).toMatchObject({ id: plan.id, name: "Starter Plus", price_paise: 149_900, is_new: true });
  });

  it("replaces the features as a whole: new order, edits, removals", async () => {
    const plan = json<{ id: number }>(await s.post(`${API}/plans`, planBody({ name: "Features Test" })));
    const res = await s.send(
      "PUT",
      `${API}/plans/${plan.id}`,
      planBody({
        name: "Features Test",
        features: [
          { name: "Payslips", description: "Now first." },
          { name: "Leave", description: "" },
          { name: "Attendance", description: "New." },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const pub = (await publicPlans()).find((p) => p.id === plan.id)!;
    expect(pub.features.map((f) => f.feature_name)).toEqual(["Payslips", "Leave", "Attendance"]);
    const { rows } = await app.database.query("select count(*)::int as n from plan_features where plan_id = $1", [plan.id]);
    expect(rows[0]!.n).toBe(3);
    expect((await lastAudit("plan.update"))?.detail).toMatchObject({
      changes: {
        features: { from: ["Up to 10 employees — Add up to ten people.", "Payslips"], to: ["Payslips — Now first.", "Leave", "Attendance — New."] },
      },
    });
  });

  it("reorders plans, and deletes one with its features", async () => {
    const ids = json<{ data: { id: number }[] }>(await s.get(`${API}/plans`)).data.map((p) => p.id);
    const moved = [ids.at(-1)!, ...ids.slice(0, -1)];
    expect((await s.send("PUT", `${API}/plans/order`, { ids: moved })).statusCode).toBe(200);
    expect((await publicPlans()).map((p) => p.id)).toEqual(moved);
    const gone = moved[0]!;
    expect((await s.send("DELETE", `${API}/plans/${gone}`)).statusCode).toBe(204);
    expect((await publicPlans()).some((p) => p.id === gone)).toBe(false);
    const { rows } = await app.database.query("select count(*)::int as n from plan_features where plan_id = $1", [gone]);
    expect(rows[0]!.n).toBe(0);
    expect((await lastAudit("plan.delete"))?.detail).toMatchObject({ id: gone });
  });
});

describe("plan modules", () => {
  it("adds a module with submodules and tier flags; GetSubscriptionPlansModule and /Pricing show it", async () => {
    const res = await s.post(`${API}/modules`, moduleBody());
    expect(res.statusCode, res.body).toBe(201);
    const created = json<{ id: number; name: string; submodules: { name: string }[] }>(res);
    expect((await publicModules()).at(-1)).toEqual({
      module: "Shift Planning",
      submodule: [
        { submodule_name: "Rosters", basic: "N", premium: "Y", enterprise: "Y" },
        { submodule_name: "Shift swaps", basic: "N", premium: "N", enterprise: "Y" },
      ],
    });
    expect((await app.inject("/Pricing")).body).toContain("Shift swaps");
    expect((await lastAudit("module.create"))?.detail).toEqual({ id: created.id, name: "Shift Planning", submodules: ["Rosters [P E]", "Shift swaps [E]"] });
  });

  it("edits a module's submodules as a whole and refuses a name another module has", async () => {
    const modules = json<{ data: { id: number; name: string }[] }>(await s.get(`${API}/modules`)).data;
    const mine = modules.find((m) => m.name === "Shift Planning")!;
    const res = await s.send(
      "PUT",
      `${API}/modules/${mine.id}`,
      moduleBody({ name: "Shift Planning", submodules: [{ name: "Shift swaps", basic: true, premium: true, enterprise: true }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicModules()).find((m) => m.module === "Shift Planning")?.submodule).toEqual([
      { submodule_name: "Shift swaps", basic: "Y", premium: "Y", enterprise: "Y" },
    ]);
    expect((await lastAudit("module.update"))?.detail).toEqual({
      id: mine.id,
      name: "Shift Planning",
      changes: { submodules: { from: ["Rosters [P E]", "Shift swaps [E]"], to: ["Shift swaps [B P E]"] } },
    });

    const before = await snapshot();
    const other = modules.find((m) => m.id !== mine.id)!;
    const clash = await s.send("PUT", `${API}/modules/${mine.id}`, moduleBody({ name: other.name.toUpperCase() }));
    expect(clash.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(clash).errors).toEqual({ name: `A module named ${other.name.toUpperCase()} already exists` });
    const dup = await s.post(`${API}/modules`, moduleBody({ name: other.name }));
    expect(dup.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("reorders modules and deletes one with its submodules", async () => {
    const ids = json<{ data: { id: number }[] }>(await s.get(`${API}/modules`)).data.map((m) => m.id);
    const moved = [ids.at(-1)!, ...ids.slice(0, -1)];
    expect((await s.send("PUT", `${API}/modules/order`, { ids: moved })).statusCode).toBe(200);
    expect((await publicModules())[0]!.module).toBe("Shift Planning");
    expect((await s.send("DELETE", `${API}/modules/${moved[0]}`)).statusCode).toBe(204);
    expect((await publicModules()).some((m) => m.module === "Shift Planning")).toBe(false);
    const { rows } = await app.database.query("select count(*)::int as n from plan_submodules where module_id = $1", [moved[0]]);
    expect(rows[0]!.n).toBe(0);
    expect((await lastAudit("module.delete"))?.detail).toEqual({ id: moved[0], name: "Shift Planning" });
  });
});

describe("SEO pages", () => {
  it("lists the page ids of /seo.json with their settings", async () => {
    const pages = json<{ data: { page_id: number; title: string; path: string }[] }>(await s.get(`${API}/seo-pages`)).data;
    const pub = await seoJson();
    expect(pages.map((p) => p.page_id)).toEqual(pub.map((p) => p.page_id));
    expect(pages.find((p) => p.page_id === 3)?.title).toBe(pub.find((p) => p.page_id === 3)?.basic_settings.tittle);
  });

  it("edits page id 3: /seo.json (even for the old ETag) and the title of /faq change at once", async () => {
    const etag = (await app.inject("/seo.json")).headers.etag as string;
    expect((await keptPage("/faq"))).not.toContain("Vetan FAQ – Answers for HR teams");
    const res = await s.send("PUT", `${API}/seo-pages/3`, seoBody());
    expect(res.statusCode, res.body).toBe(200);
    const fresh = await app.inject({ url: "/seo.json", headers: { "if-none-match": etag } });
    expect(fresh.statusCode).toBe(200);
    expect(json<{ data: [{ pages: { page_id: number; basic_settings: { tittle: string; keywords: string } }[] }] }>(fresh).data[0].pages.find((p) => p.page_id === 3)).toMatchObject({
      basic_settings: { tittle: "Vetan FAQ – Answers for HR teams", keywords: "Vetan FAQ, payroll questions" },
    });
    const page = await app.inject("/faq");
    expect(cacheState(page)).toBe("miss");
    expect(page.body).toContain("<title>Vetan FAQ – Answers for HR teams</title>");
    expect(page.body).toContain('content="Vetan FAQ, payroll questions"');
    expect((await lastAudit("seo.update"))?.detail).toMatchObject({ page_id: 3, path: "/faq", changes: { title: { to: "Vetan FAQ – Answers for HR teams" } } });
  });

  it("edits page id 5, which /Pricing reads", async () => {
    await keptPage("/Pricing");
    expect((await s.send("PUT", `${API}/seo-pages/5`, seoBody({ path: "/Pricing", title: "Vetan plans and prices" }))).statusCode).toBe(200);
    expect((await app.inject("/Pricing")).body).toContain("<title>Vetan plans and prices</title>");
  });

  it("adds a page id, refuses it twice, and deletes it", async () => {
    const res = await s.post(`${API}/seo-pages`, { page_id: 42, ...seoBody({ path: "/payroll-software", title: "Payroll software" }) });
    expect(res.statusCode, res.body).toBe(201);
    expect((await seoJson()).find((p) => p.page_id === 42)).toEqual({
      page_id: 42,
      path: "/payroll-software",
      basic_settings: { tittle: "Payroll software", description: "Plain answers about Vetan.", keywords: "Vetan FAQ, payroll questions" },
    });
    expect((await lastAudit("seo.create"))?.detail).toMatchObject({ page_id: 42, title: "Payroll software" });
    const before = await snapshot();
    const again = await s.post(`${API}/seo-pages`, { page_id: 42, ...seoBody() });
    expect(again.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(again).errors).toEqual({ page_id: "Page id 42 already has settings; edit them instead" });
    expect(await snapshot()).toEqual(before);
    expect((await s.send("DELETE", `${API}/seo-pages/42`)).statusCode).toBe(204);
    expect((await seoJson()).some((p) => p.page_id === 42)).toBe(false);
    expect((await lastAudit("seo.delete"))?.detail).toEqual({ page_id: 42, path: "/payroll-software", title: "Payroll software" });
    expect((await s.send("PUT", `${API}/seo-pages/42`, seoBody())).statusCode).toBe(404);
  });

  it("leaves out description and keywords as empty", async () => {
    const res = await s.post(`${API}/seo-pages`, { page_id: 43, path: "/x", title: "X" });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<{ description: string; keywords: string }>(res)).toMatchObject({ description: "", keywords: "" });
  });
});

describe("the audit log", () => {
  type AuditAnswer = {
    data: { id: number; at: string; action: string; actor: { id: string; name: string; mobile: string } | null; detail: Record<string, unknown>; ip: string }[];
    total: number;
    actions: string[];
    actors: { id: string; name: string; mobile: string }[];
  };

  it("shows every change newest first, with who (name and masked mobile), what and where from", async () => {
    await s.post(`${API}/faq`, faqBody(21));
    const log = json<AuditAnswer>(await s.get(`${API}/audit`));
    expect(log.total).toBeGreaterThan(10);
    expect(log.data).toHaveLength(Math.min(25, log.total));
    const newest = log.data[0]!;
    expect(newest).toMatchObject({ action: "faq.create", actor: { id: await superadminId(), mobile: "XXXXXX0000" }, detail: { question: faqBody(21).question } });
    expect(newest.actor!.name.length).toBeGreaterThan(0);
    expect(newest.ip).not.toBe("");
    const times = log.data.map((r) => Date.parse(r.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(log.actions).toEqual(expect.arrayContaining(["faq", "plan", "module", "seo"]));
    expect(log.actors).toContainEqual({ id: await superadminId(), name: newest.actor!.name, mobile: "XXXXXX0000" });
  });

  it("pages, and filters by action prefix and by actor", async () => {
    const all = json<AuditAnswer>(await s.get(`${API}/audit?limit=100`));
    const second = json<AuditAnswer>(await s.get(`${API}/audit?limit=5&offset=5`));
    expect(second.data.map((r) => r.id)).toEqual(all.data.slice(5, 10).map((r) => r.id));
    const plansOnly = json<AuditAnswer>(await s.get(`${API}/audit?action=plan.&limit=100`));
    expect(plansOnly.total).toBe(all.data.filter((r) => r.action.startsWith("plan.")).length);
    expect(plansOnly.data.every((r) => r.action.startsWith("plan."))).toBe(true);
    const exact = json<AuditAnswer>(await s.get(`${API}/audit?action=plan.update`));
    expect(exact.data.every((r) => r.action === "plan.update")).toBe(true);
    // A LIKE wildcard is just a character here.
    expect(json<AuditAnswer>(await s.get(`${API}/audit?action=_`)).total).toBe(0);
    const mine = json<AuditAnswer>(await s.get(`${API}/audit?actor=${await superadminId()}&limit=100`));
    expect(mine.data.every((r) => r.actor?.id === mine.data[0]!.actor!.id)).toBe(true);
    expect(json<AuditAnswer>(await s.get(`${API}/audit?actor=00000000-0000-4000-8000-000000000000`)).total).toBe(0);
  });

  it("refuses bad paging and filters with a 400", async () => {
    for (const q of ["limit=0", "limit=101", "limit=abc", "offset=-1", "offset=1.5", "actor=nobody", "action=faq%20x", `action=${"a".repeat(61)}`, "colour=red"]) {
      const res = await s.get(`${API}/audit?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe("validation_failed");
    }
  });
});

describe("bad input changes nothing", () => {
  const long = (n: number) => "x".repeat(n);
  const cases: { what: string; method: Method; path: string; body: unknown; status?: number }[] = [
    // FAQ
    { what: "empty question", method: "POST", path: "/faq", body: { question: "   ", answer: "a" } },
    { what: "missing answer", method: "POST", path: "/faq", body: { question: "q" } },
    { what: "number question", method: "POST", path: "/faq", body: { question: 5, answer: "a" } },
    { what: "unknown field", method: "POST", path: "/faq", body: { ...faqBody(), position: 0 } },
    { what: "question too long", method: "POST", path: "/faq", body: { question: long(301), answer: "a" } },
    { what: "NUL in answer", method: "POST", path: "/faq", body: { question: "q", answer: "a\u0000b" } },
    { what: "lone surrogate", method: "POST", path: "/faq", body: { question: "q\ud800", answer: "a" } },
    { what: "array body", method: "POST", path: "/faq", body: [faqBody()] },
    { what: "bad id", method: "PUT", path: "/faq/abc", body: faqBody() },
    { what: "zero id", method: "PUT", path: "/faq/0", body: faqBody() },
    { what: "negative id", method: "DELETE", path: "/faq/-1", body: undefined },
    { what: "fractional id", method: "DELETE", path: "/faq/1.5", body: undefined },
    { what: "huge id", method: "PUT", path: "/faq/99999999999", body: faqBody() },
    { what: "missing id", method: "PUT", path: "/faq/2147483647", body: faqBody(), status: 404 },
    { what: "missing id", method: "DELETE", path: "/faq/2147483647", body: undefined, status: 404 },
    { what: "order with a duplicate", method: "PUT", path: "/faq/order", body: { ids: [1, 1] } },
    { what: "partial order", method: "PUT", path: "/faq/order", body: { ids: [1] } },
    { what: "order of strings", method: "PUT", path: "/faq/order", body: { ids: ["1"] } },
    { what: "empty order", method: "PUT", path: "/faq/order", body: { ids: [] } },
    // Plans
    { what: "negative price", method: "POST", path: "/plans", body: planBody({ price_rupees: "-5" }) },
    { what: "price with three decimals", method: "POST", path: "/plans", body: planBody({ price_rupees: "9.999" }) },
    { what: "price in exponent form", method: "POST", path: "/plans", body: planBody({ price_rupees: 1e21 }) },
    { what: "price too large", method: "POST", path: "/plans", body: planBody({ price_rupees: "100000000" }) },
    { what: "price as words", method: "POST", path: "/plans", body: planBody({ price_rupees: "free" }) },
    { what: "price missing", method: "POST", path: "/plans", body: planBody({ price_rupees: undefined }) },
    { what: "ribbon as text", method: "POST", path: "/plans", body: planBody({ is_new: "yes" }) },
    { what: "features not a list", method: "POST", path: "/plans", body: planBody({ features: "many" }) },
    { what: "feature without a name", method: "POST", path: "/plans", body: planBody({ features: [{ name: "", description: "x" }] }) },
    { what: "feature with an unknown field", method: "POST", path: "/plans", body: planBody({ features: [{ name: "a", description: "", id: 3 }] }) },
    { what: "duplicate feature names", method: "POST", path: "/plans", body: planBody({ features: [{ name: "A" }, { name: "a" }] }) },
    { what: "too many features", method: "POST", path: "/plans", body: planBody({ features: Array.from({ length: 31 }, (_, i) => ({ name: `f${i}` })) }) },
    { what: "plan update with a bad body", method: "PUT", path: "/plans/1", body: planBody({ name: "" }) },
    { what: "missing plan", method: "PUT", path: "/plans/2147483647", body: planBody(), status: 404 },
    { what: "missing plan", method: "DELETE", path: "/plans/2147483647", body: undefined, status: 404 },
    { what: "bad plan order", method: "PUT", path: "/plans/order", body: { ids: [2147483647] } },
    // Modules
    { what: "no submodules", method: "POST", path: "/modules", body: moduleBody({ submodules: [] }) },
    { what: "submodule flag as Y", method: "POST", path: "/modules", body: moduleBody({ submodules: [{ name: "a", basic: "Y", premium: true, enterprise: true }] }) },
    { what: "submodule missing a flag", method: "POST", path: "/modules", body: moduleBody({ submodules: [{ name: "a", basic: true, premium: true }] }) },
    { what: "duplicate submodules", method: "POST", path: "/modules", body: moduleBody({ submodules: [{ name: "a", basic: true, premium: true, enterprise: true }, { name: "A ", basic: true, premium: true, enterprise: true }] }) },
    { what: "module name too long", method: "POST", path: "/modules", body: moduleBody({ name: long(121) }) },
    { what: "missing module", method: "PUT", path: "/modules/2147483647", body: moduleBody(), status: 404 },
    { what: "missing module", method: "DELETE", path: "/modules/2147483647", body: undefined, status: 404 },
    // SEO pages
    { what: "page id zero", method: "POST", path: "/seo-pages", body: { page_id: 0, ...seoBody() } },
    { what: "page id as text", method: "POST", path: "/seo-pages", body: { page_id: "44", ...seoBody() } },
    { what: "page id fractional", method: "POST", path: "/seo-pages", body: { page_id: 4.5, ...seoBody() } },
    { what: "path without slash", method: "POST", path: "/seo-pages", body: { page_id: 44, ...seoBody({ path: "faq" }) } },
    { what: "path with a space", method: "PUT", path: "/seo-pages/3", body: seoBody({ path: "/f aq" }) },
    { what: "empty title", method: "PUT", path: "/seo-pages/3", body: seoBody({ title: "" }) },
    { what: "description too long", method: "PUT", path: "/seo-pages/3", body: seoBody({ description: long(321) }) },
    { what: "page id in the body of an edit", method: "PUT", path: "/seo-pages/3", body: { page_id: 9, ...seoBody() } },
    { what: "page id out of range", method: "PUT", path: "/seo-pages/10000", body: seoBody() },
    { what: "page id not a number", method: "DELETE", path: "/seo-pages/faq", body: undefined },
    { what: "missing page id", method: "PUT", path: "/seo-pages/9999", body: seoBody(), status: 404 },
    { what: "missing page id", method: "DELETE", path: "/seo-pages/9999", body: undefined, status: 404 },
  ];

  it("answers every kind of bad input with a 4xx and its message, changing no row and writing no audit entry", async () => {
    const before = await snapshot();
    for (const c of cases) {
      const res = await s.send(c.method, `${API}${c.path}`, c.body);
      expect(res.statusCode, `${c.what}: ${res.body}`).toBe(c.status ?? 400);
      const answer = res.json();
      expect(answer.status, c.what).toBe("1");
      expect(typeof answer.result, c.what).toBe("string");
    }
    expect(await snapshot()).toEqual(before);
  });

  it("names the field in error with the form's own sentence", async () => {
    const res = await s.post(`${API}/plans`, planBody({ price_rupees: "abc", features: [{ name: "ok" }, { name: "" }] }));
    expect(res.json().errors).toEqual({ price_rupees: "Enter the price in rupees, like 4999 or 4999.50", "features.1.name": "Feature name is required" });
    const unknown = await s.post(`${API}/faq`, { ...faqBody(), colour: "red" });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().errors)).toContain("colour");
  });

  it("refuses malformed JSON, other content types and oversized bodies without a 5xx", async () => {
    const before = await snapshot();
    const tries = [
      await raw("POST", `${API}/faq`, '{"question": "q", "answer":'),
      await raw("PUT", `${API}/plans/1`, "not json at all"),
      await raw("POST", `${API}/modules`, "name=Payroll", "application/x-www-form-urlencoded"),
      await raw("POST", `${API}/seo-pages`, "null"),
      await raw("PUT", `${API}/faq/order`, JSON.stringify({ ids: Array.from({ length: 20_000 }, (_, i) => i + 1) })),
    ];
    for (const res of tries) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    expect(await snapshot()).toEqual(before);
  });
});
