// The firm's expense policy and its claim window through the API (issue 18): admins set the policy, HR,
// managers and employees read it, another firm's admin sets only their own; a bad policy is refused beside
// its fields with nothing written; a policy stored before the window existed reads with the default. Items
// dated before the window (or after today) are refused on create, on change and on submit when the policy
// narrowed after the draft was written, in words naming the date and the window; a claim paid in an
// approved payroll run can no longer be changed or withdrawn, while a new claim dated in that locked month is
// still taken (it is paid in the next run). Receipts that are not what they say and GSTINs with a wrong
// check character are refused with nothing written.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addDays, formatDay, indiaToday, monthEnd } from "@vetan/shared/dates";
import type { ClaimListRow, ClaimView, ExpensePolicy } from "@vetan/shared/expenses";
import { gstinCheckCharacter } from "@vetan/shared/ids";
import type { RunView } from "@vetan/shared/payroll";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expensePolicies } from "../src/db/schema.ts";
import { withFirm } from "../src/platform/db/tenancy.ts";
import { DEMO_FIRM_ID } from "../src/seed/seed.ts";
import { makePng } from "./support/admin-content-images.ts";
import { createTestApp, testEnv } from "./support/app.ts";
import type { Browser } from "./support/browser.ts";
import { demoRoles } from "./support/demo-session.ts";
import { makeFirm, setFirmTier } from "./support/factories.ts";

let app: FastifyInstance;
let dir: string;
let as: Record<"A" | "H" | "M" | "E", Browser>;
let id: Record<"A" | "H" | "M" | "E", string>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "vetan-expense-policy-"));
  app = await createTestApp({ env: testEnv({ DATA_DIR: dir }) });
  ({ as, id } = await demoRoles(app));
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const today = indiaToday();
const rupees = (paise: number | null) => (paise === null ? null : (paise / 100).toFixed(2));
/** The policy as the form sends it back: amounts typed in rupees, as the API takes them. */
const asInput = (p: ExpensePolicy) => ({
  ...p,
  categories: p.categories.map((c) => ({ ...c, receipt_above: rupees(c.receipt_above) })),
  limits: p.limits.map((l) => ({ ...l, per_claim: rupees(l.per_claim), per_day: rupees(l.per_day), per_month: rupees(l.per_month) })),
  mileage: p.mileage.map((m) => ({ ...m, per_km: rupees(m.per_km) })),
  per_diem: p.per_diem.map((d) => ({ ...d, per_day: rupees(d.per_day) })),
  admin_above: rupees(p.admin_above),
});
const policyOf = async (b: Browser = as.A) => (await b.get("/api/v1/expenses/policy")).json() as ExpensePolicy;
const setWindow = async (days: number) => {
  const r = await as.A.send("PUT", "/api/v1/expenses/policy", { ...asInput(await policyOf()), claim_within_days: days });
  expect(r.statusCode, r.body).toBe(200);
};
const mine = async () => ((await as.E.get("/api/v1/expenses/claims?box=mine&limit=200")).json() as { data: ClaimListRow[]; total: number }).total;
const ride = (date: string) => ({ category: "local_conveyance", date, mileage: { vehicle: "two_wheeler", km: 8 }, notes: "Office to the bank and back" });
const upload = (b: Browser, claim: string, item: string, bytes: Buffer, type: string) =>
  app.inject({ method: "POST", url: `/api/v1/expenses/claims/${claim}/items/${item}/receipts`, payload: bytes, headers: { "content-type": type, cookie: `${b.cookieName}=${b.cookie}`, "sec-fetch-site": "same-origin" } });

describe("the expense policy", () => {
  it("is read by everyone in the firm, with a 90-day claim window by default", async () => {
    for (const who of ["A", "H", "M", "E"] as const) {
      const r = await as[who].get("/api/v1/expenses/policy");
      expect(r.statusCode, who).toBe(200);
      expect((r.json() as ExpensePolicy).claim_within_days, who).toBe(90);
    }
  });

  it("is set by admins only: HR, a manager and an employee are refused with nothing written", async () => {
    const before = await policyOf();
    const changed = { ...asInput(before), claim_within_days: 60 };
    for (const who of ["H", "M", "E"] as const) {
      const r = await as[who].send("PUT", "/api/v1/expenses/policy", changed);
      expect(r.statusCode, who).toBe(403);
      expect(r.json().result).toBe("The expense policy is set by admins.");
    }
    expect(await policyOf()).toEqual(before);
    const saved = await as.A.send("PUT", "/api/v1/expenses/policy", changed);
    expect(saved.statusCode, saved.body).toBe(200);
    // The round trip the screen makes: what it reads, typed back in rupees, is what is kept.
    expect(await policyOf(as.E)).toEqual({ ...before, claim_within_days: 60 });
    await setWindow(90);
  });

  it("of another firm is that firm's own: its admin's change never reaches this firm", async () => {
    const before = await policyOf();
    const other = await makeFirm(app);
    const theirs = { ...asInput(before), claim_within_days: 30, categories: [{ code: "tannery_visits", name: "Tannery visits", kind: "amount", credit_blocked: false, receipt_above: "0" }], limits: [] };
    const r = await other.admin.send("PUT", "/api/v1/expenses/policy", theirs);
    expect(r.statusCode, r.body).toBe(200);
    expect((await policyOf(other.admin)).categories.map((c) => c.code)).toEqual(["tannery_visits"]);
    expect(await policyOf()).toEqual(before);
  });

  it("limits by grade and city are Enterprise's: a Premium firm is refused adding one, keeps and clears those it has", async () => {
    const firm = await makeFirm(app, { plan: "enterprise" });
    const base = { ...asInput(await policyOf(firm.admin)), limits: [] };
    const limit = { category: base.categories[0]!.code, grade: "M1", tier: 1, per_claim: "2000", per_day: null, per_month: null };
    const put = (policy: object) => firm.admin.send("PUT", "/api/v1/expenses/policy", policy);
    expect((await put({ ...base, limits: [limit] })).statusCode).toBe(200);
    await setFirmTier(app, firm.firmId, "premium");
    // Keeping what it has (to change a category, say) and clearing it are allowed.
    const kept = await put({ ...base, claim_within_days: 45, limits: [limit] });
    expect(kept.statusCode, kept.body).toBe(200);
    const changed = await put({ ...base, limits: [{ ...limit, per_claim: "5000" }] });
    expect(changed.statusCode).toBe(403);
    expect(changed.json()).toMatchObject({ code: "plan_lacks_feature" });
    expect(changed.json().result).toContain("Policy limits by grade and city is not in your firm's Premium plan. It comes with the Enterprise plan");
    expect((await policyOf(firm.admin)).limits.map((l) => l.per_claim)).toEqual([200_000]);
    expect((await put({ ...base, limits: [] })).statusCode).toBe(200);
    expect((await put({ ...base, limits: [limit] })).statusCode).toBe(403);
    expect((await policyOf(firm.admin)).limits).toEqual([]);
  });

  it("is refused beside its fields, with nothing written, for a negative limit, a code used twice or a window of 0 days", async () => {
    const before = await policyOf();
    const input = asInput(before);
    const put = (body: unknown) => as.A.send("PUT", "/api/v1/expenses/policy", body);
    const negative = await put({ ...input, limits: input.limits.map((l, i) => (i === 0 ? { ...l, per_day: "-100" } : l)) });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toEqual({ "limits.0.per_day": "Limit per day cannot be negative" });
    const twice = await put({ ...input, categories: [...input.categories, { ...input.categories[3], name: "Meals again" }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ [`categories.${input.categories.length}.code`]: "The code meals is used twice" });
    const shut = await put({ ...input, claim_within_days: 0 });
    expect(shut.statusCode).toBe(400);
    expect(shut.json().errors).toEqual({ claim_within_days: "The window is at least 1 day" });
    const long = await put({ ...input, claim_within_days: "400" });
    expect(long.json().errors).toEqual({ claim_within_days: "The window is at most 365 days" });
    const car = await put({ ...input, mileage: [{ vehicle: "car", per_km: "12", max_km: 400 }, { vehicle: "car", per_km: "10", max_km: "" }] });
    expect(car.json().errors).toEqual({ "mileage.1.vehicle": "This vehicle has a rate already" });
    expect(await policyOf()).toEqual(before);
  });

  it("stored before the claim window existed reads with the schema's defaults and keeps working", async () => {
    const current = await policyOf();
    const { claim_within_days: _w, pay_with: _p, ...old } = current;
    await withFirm(app.database.db, DEMO_FIRM_ID, (tx) => tx.update(expensePolicies).set({ policy: old }).where(eq(expensePolicies.firmId, DEMO_FIRM_ID)));
    const read = await policyOf(as.E);
    expect(read).toEqual({ ...current, claim_within_days: 90, pay_with: "payroll" });
    const made = await as.E.post("/api/v1/expenses/claims", { title: "Bank visit", items: [ride(addDays(today, -90))] });
    expect(made.statusCode, made.body).toBe(201);
    expect((await as.E.post("/api/v1/expenses/claims", { title: "Bank visit", items: [ride(addDays(today, -91))] })).statusCode).toBe(400);
  });
});

describe("the claim window", () => {
  const tooOld = (date: string, days: number) => `Bills older than ${days} days cannot be claimed: this one is dated ${formatDay(date)}, and the window opened on ${formatDay(addDays(today, -days))}`;

  it("refuses an item older than the window, or dated after today, when a claim is made, with nothing written", async () => {
    const before = await mine();
    const old = addDays(today, -91);
    const refused = await as.E.post("/api/v1/expenses/claims", { title: "Old cab", items: [ride(addDays(today, -3)), ride(old)] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ "items.1.date": tooOld(old, 90) });
    const tomorrow = addDays(today, 1);
    const future = await as.E.post("/api/v1/expenses/claims", { title: "Tomorrow's cab", items: [ride(tomorrow)] });
    expect(future.json().errors).toEqual({ "items.0.date": `This is dated ${formatDay(tomorrow)}, after today (${formatDay(today)}): the firm's policy takes expenses once they are made` });
    expect(await mine()).toBe(before);
  });

  it("refuses a draft's change, and its submitting, once the policy has narrowed the window past its items; nothing is written", async () => {
    const date = addDays(today, -40);
    const made = await as.E.post("/api/v1/expenses/claims", { title: "Dealer visit", items: [ride(date)] });
    expect(made.statusCode, made.body).toBe(201);
    const draft = made.json() as ClaimView;
    await setWindow(30);
    try {
      const sent = await as.E.post(`/api/v1/expenses/claims/${draft.id}/submit`, {});
      expect(sent.statusCode).toBe(400);
      expect(sent.json().errors).toEqual({ "items.0.date": tooOld(date, 30) });
      const changed = await as.E.send("PUT", `/api/v1/expenses/claims/${draft.id}`, { title: "Dealer visit, Chakan", items: [{ id: draft.items[0]?.id, ...ride(date) }] });
      expect(changed.statusCode).toBe(400);
      expect(changed.json().errors).toEqual({ "items.0.date": tooOld(date, 30) });
      const after = (await as.E.get(`/api/v1/expenses/claims/${draft.id}`)).json() as ClaimView;
      expect(after).toMatchObject({ status: "draft", title: "Dealer visit", request_id: null, submitted_at: null });
    } finally {
      await setWindow(90);
    }
    // With the window wide again the same draft goes.
    expect((await as.E.post(`/api/v1/expenses/claims/${draft.id}/submit`, {})).statusCode).toBe(200);
  });
});

describe("receipts and bills", () => {
  it("refuse a 'PDF' that is really a script, and a GSTIN with a wrong check character, with nothing written", async () => {
    const made = (await as.E.post("/api/v1/expenses/claims", { title: "Stationery", items: [{ category: "travel", date: addDays(today, -2), amount: "236", merchant: "Sai Stationers" }] })).json() as ClaimView;
    const item = made.items[0]?.id ?? "";
    const script = await upload(as.E, made.id, item, Buffer.from("<html><script>fetch('/api/v1/me')</script></html>"), "application/pdf");
    expect(script.statusCode).toBe(415);
    expect(script.json().errors).toEqual({ file: "Upload a PDF, JPEG, PNG or WebP file" });
    const supplier = "27AAFCS1234K1Z";
    const wrong = `${supplier}${gstinCheckCharacter(supplier) === "A" ? "B" : "A"}`;
    const bill = { supplier_gstin: wrong, invoice_number: "SS/1182", invoice_date: addDays(today, -2), taxable: "200", cgst: "18", sgst: "18" };
    const changed = await as.E.send("PUT", `/api/v1/expenses/claims/${made.id}`, { title: "Stationery", items: [{ id: item, category: "travel", date: addDays(today, -2), amount: "236", merchant: "Sai Stationers", gst: bill }] });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors).toEqual({ "items.0.gst.supplier_gstin": "GSTIN check character is wrong: please re-check the number" });
    expect((await as.E.get(`/api/v1/expenses/claims/${made.id}`)).json()).toEqual(made);
    // A real photo of it is taken.
    expect((await upload(as.E, made.id, item, makePng(30, 20), "image/png")).statusCode).toBe(201);
  });
});

describe("a claim paid in an approved payroll run", () => {
  it("can no longer be changed, withdrawn or cut; a new claim dated in that locked month is still taken", async () => {
    const made = (await as.E.post("/api/v1/expenses/claims", { title: "Airport drop", items: [ride(addDays(today, -6))] })).json() as ClaimView;
    const sent = (await as.E.post(`/api/v1/expenses/claims/${made.id}/submit`, {})).json() as ClaimView;
    expect((await as.M.post(`/api/v1/approvals/${sent.request_id}/decision`, { action: "approve" })).statusCode).toBe(200);
    expect((await as.H.post(`/api/v1/approvals/${sent.request_id}/decision`, { action: "approve" })).statusCode).toBe(200);
    const run = ((await as.A.get("/api/v1/payroll/runs")).json() as RunView[]).filter((r) => r.kind === "regular")[0] as RunView;
    expect((await as.A.send("PUT", "/api/v1/payroll/settings", { maker_checker: false, lop_source: "attendance" })).statusCode).toBe(200);
    expect((await as.A.post(`/api/v1/payroll/runs/${run.id}/reopen`, { reason: "Pay Meera's airport drop" })).statusCode).toBe(200);
    expect((await as.A.post(`/api/v1/payroll/runs/${run.id}/compute`, { employee_ids: [id.E] })).statusCode).toBe(202);
    await app.services.jobs.drain();
    const approved = await as.A.post(`/api/v1/payroll/runs/${run.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const paid = (await as.E.get(`/api/v1/expenses/claims/${made.id}`)).json() as ClaimView;
    expect(paid).toMatchObject({ status: "paid", paid_by: { kind: "payroll", run_id: run.id }, can: { edit: false, submit: false, withdraw: false } });

    const item = paid.items[0]?.id ?? "";
    const tries = [
      await as.E.send("PUT", `/api/v1/expenses/claims/${made.id}`, { title: "Airport drop and back", items: [{ id: item, ...ride(addDays(today, -6)), mileage: { vehicle: "car", km: 80 } }] }),
      await as.E.post(`/api/v1/expenses/claims/${made.id}/withdraw`, {}),
      await as.E.post(`/api/v1/expenses/claims/${made.id}/submit`, {}),
      await as.E.post(`/api/v1/approvals/${sent.request_id}/cancel`, {}),
      await as.A.send("PUT", `/api/v1/expenses/claims/${made.id}/items/${item}/decision`, { approved_amount: "1", reason: "Paid too much" }),
      await upload(as.E, made.id, item, makePng(31, 20), "image/png"),
    ];
    expect(tries.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409, 409]);
    expect(tries[1]?.json().result).toBe(`Claim ${made.number} is paid: it can no longer be withdrawn.`);
    expect((await as.E.get(`/api/v1/expenses/claims/${made.id}`)).json()).toEqual(paid);

    // Last month's taxi, claimed after that month's payroll is locked, is taken: the next run pays it.
    const inLockedMonth = monthEnd(run.month) < today ? monthEnd(run.month) : today;
    const late = await as.E.post("/api/v1/expenses/claims", { title: "Taxi in the locked month", items: [ride(inLockedMonth)] });
    expect(late.statusCode, late.body).toBe(201);
    expect((await as.E.post(`/api/v1/expenses/claims/${(late.json() as ClaimView).id}/submit`, {})).statusCode).toBe(200);
  });
});
