// Webhooks (issue 19, decision 033) against a real HTTP receiver on this machine: every delivery's
// signature recomputed here, independently; retries on the schedule with an injected clock, failure after
// the last attempt, replay, rotation (both signatures for a day, then the new one only); the address guard
// on (loopback, private, metadata, IPv6 and mapped forms, a name that resolves to loopback) at registration
// and at delivery, and connections pinned to the checked address; an event written in a transaction that
// rolls back is never sent; each event type from its real service path, carrying no private fields; admins
// only, and another firm refused.
import { createHmac, randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { addDays, indiaToday } from "@vetan/shared/dates";
import type { RunView } from "@vetan/shared/payroll";
import type { WebhookDeliveryPage, WebhookDeliveryView, WebhookEndpointView, WebhookSecretView } from "@vetan/shared/webhooks";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, webhookDeliveries } from "../src/db/schema.ts";
import { checkWebhookUrl, isBlockedAddress, PRIVATE_ADDRESS } from "../src/firm/webhooks/address-guard.ts";
import { emitWebhook } from "../src/firm/webhooks/emit.ts";
import { createWebhooks, MAX_ATTEMPTS, MAX_ENDPOINTS, RETRY_SCHEDULE_MS } from "../src/firm/webhooks/webhooks.service.ts";
import { webhookCipher } from "../src/platform/auth/secrets.ts";
import type { Database } from "../src/platform/db/client.ts";
import { withFirm } from "../src/platform/db/tenancy.ts";
import { AppError } from "../src/platform/errors.ts";
import { createTestApp, openTestDatabase, testEnv } from "./support/app.ts";
import type { Browser } from "./support/browser.ts";
import { demoRoles } from "./support/demo-session.ts";
import { freshMobile, makeEmployee, makeFirm, makeSignedIn, type TestFirm } from "./support/factories.ts";
import { assignSalary, PAYABLE, readyForPayroll } from "./support/payroll-firm.ts";

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let app: FastifyInstance;
let database: Database;
let receiver: Server;
let base: string;
const received: Received[] = [];
/** Status codes the receiver answers with, one per request; 200 once they run out. */
let answers: number[] = [];

const cipher = webhookCipher(testEnv());

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => {
      body += c.toString("utf8");
    });
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body });
      const code = answers.shift() ?? 200;
      res.writeHead(code, { "content-type": "text/plain" }).end(code === 200 ? "ok" : `no thanks ${"x".repeat(5000)}`);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  database = await openTestDatabase();
  app = await createTestApp({ database });
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  answers = [];
});

/** The receiver's side: checks a signature header against a secret the way a receiver's code would. */
function verifies(header: string, secret: string, body: string): boolean {
  const parts = header.split(",").map((p) => p.split("=") as [string, string]);
  const t = parts.find(([k]) => k === "t")?.[1];
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return parts.some(([k, v]) => k === "v1" && v === expected);
}
const v1Count = (header: string) => header.split(",").filter((p) => p.startsWith("v1=")).length;

async function register(admin: Browser, path: string, events: string[] = ["employee.created"]): Promise<WebhookSecretView> {
  const res = await admin.post("/api/v1/webhooks", { url: `${base}${path}`, description: "Test receiver", events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as WebhookSecretView;
}
const deliveriesOf = async (admin: Browser, endpointId: string, query = "") => (await admin.get(`/api/v1/webhooks/${endpointId}/deliveries${query}`)).json() as WebhookDeliveryPage;
/** A Tuesday to Thursday at or before (step -1) or after (step 1) today plus `offset` days: never a weekly off. */
function midweek(offset: number, step: 1 | -1): string {
  let day = addDays(indiaToday(), offset);
  while (![2, 3, 4].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, step);
  return day;
}
const at = (path: string) => received.filter((r) => r.path === path);

describe("delivery", () => {
  let firm: TestFirm;
  beforeAll(async () => {
    firm = await makeFirm(app);
  });

  it("signs each delivery so the receiver's own HMAC-SHA256 over timestamp and body matches, with the event and delivery named", async () => {
    const { endpoint, secret } = await register(firm.admin, "/signed");
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    // The secret is shown once: never in a later read.
    expect((await firm.admin.get(`/api/v1/webhooks/${endpoint.id}`)).body).not.toContain(secret);
    const sent = await firm.admin.post(`/api/v1/webhooks/${endpoint.id}/test`, {});
    expect(sent.statusCode, sent.body).toBe(202);
    await app.services.jobs.drain();
    const [got] = at("/signed");
    expect(got).toBeDefined();
    const header = String(got?.headers["vetan-signature"]);
    expect(header).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    expect(verifies(header, secret, got?.body ?? "")).toBe(true);
    expect(verifies(header, `${secret}x`, got?.body ?? "")).toBe(false);
    expect(verifies(header, secret, `${got?.body} `)).toBe(false);
    expect(got?.headers["vetan-event"]).toBe("webhook.test");
    expect(got?.headers["vetan-delivery"]).toBe(sent.json().id);
    expect(got?.headers["content-type"]).toBe("application/json");
    const body = JSON.parse(got?.body ?? "{}");
    expect(body).toMatchObject({ type: "webhook.test", firm_id: firm.firmId, data: { endpoint_id: endpoint.id } });
    const log = await deliveriesOf(firm.admin, endpoint.id);
    expect(log.data[0]).toMatchObject({ status: "succeeded", attempts: 1, last_status: 200, last_response: "ok", event_id: body.id });
    // The secret is sealed at rest.
    const rows = await withFirm(database.db, firm.firmId, (tx) => tx.execute(`select secret_sealed from webhook_endpoints where id = '${endpoint.id}'`));
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it("retries on the schedule (1 min, 5 min, 30 min, 2 h, 6 h, 12 h) through the queue, then fails after the last attempt, keeping the answer short", async () => {
    const { endpoint } = await register(firm.admin, "/down");
    let now = new Date(Date.now() - 3 * 86_400_000);
    const hooks = createWebhooks(database.db, cipher, { allowPrivate: true, clock: () => now });
    const delivery = (await firm.admin.post(`/api/v1/webhooks/${endpoint.id}/test`, {})).json() as WebhookDeliveryView;
    answers = Array(MAX_ATTEMPTS).fill(500);
    expect(await hooks.attempt(firm.firmId, delivery.id)).toBe("retrying");
    for (const [i, wait] of RETRY_SCHEDULE_MS.entries()) {
      const row = (await firm.admin.get(`/api/v1/webhooks/${endpoint.id}/deliveries/${delivery.id}`)).json() as WebhookDeliveryView;
      expect(row.attempts).toBe(i + 1);
      expect(row.next_attempt_at).toBe(new Date(now.getTime() + wait).toISOString());
      // The next attempt waits in the jobs queue for the same time.
      const queued = await withFirm(database.db, firm.firmId, (tx) => tx.select().from(jobs).where(and(eq(jobs.firmId, firm.firmId), eq(jobs.queue, "webhooks.deliver"), eq(jobs.status, "queued"))));
      const mine = queued.filter((j) => j.payload.delivery_id === delivery.id && j.runAt.getTime() > Date.now() + wait - 10_000);
      expect(mine.length).toBeGreaterThan(0);
      // Not yet due: nothing is sent.
      now = new Date(now.getTime() + wait - 1000);
      const before = at("/down").length;
      expect(await hooks.attempt(firm.firmId, delivery.id)).toBe("not_due");
      expect(at("/down").length).toBe(before);
      now = new Date(now.getTime() + 1000);
      expect(await hooks.attempt(firm.firmId, delivery.id)).toBe(i === RETRY_SCHEDULE_MS.length - 1 ? "failed" : "retrying");
    }
    expect(at("/down").length).toBe(MAX_ATTEMPTS);
    const failed = (await firm.admin.get(`/api/v1/webhooks/${endpoint.id}/deliveries/${delivery.id}`)).json() as WebhookDeliveryView;
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, last_status: 500, next_attempt_at: null, last_error: "The receiver answered 500" });
    expect(failed.last_response?.length).toBe(2048);
    expect(await hooks.attempt(firm.firmId, delivery.id)).toBe("done_already");
    expect(at("/down").length).toBe(MAX_ATTEMPTS);
    // Filtered and searched in the log, and in its CSV.
    expect((await deliveriesOf(firm.admin, endpoint.id, "?status=failed")).data.map((d) => d.id)).toEqual([delivery.id]);
    expect((await deliveriesOf(firm.admin, endpoint.id, "?status=succeeded")).total).toBe(0);
    expect((await deliveriesOf(firm.admin, endpoint.id, `?q=${delivery.event_id.slice(0, 8)}`)).total).toBe(1);
    expect((await deliveriesOf(firm.admin, endpoint.id, "?q=leave")).total).toBe(0);
    const csv = await firm.admin.get(`/api/v1/webhooks/${endpoint.id}/deliveries.csv?status=failed`);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toContain(delivery.id);
    expect(csv.body.trim().split("\n")).toHaveLength(2);
  });

  it("succeeds on a retry once the receiver is back", async () => {
    const { endpoint } = await register(firm.admin, "/flaky");
    let now = new Date(Date.now() - 86_400_000);
    const hooks = createWebhooks(database.db, cipher, { allowPrivate: true, clock: () => now });
    const delivery = (await firm.admin.post(`/api/v1/webhooks/${endpoint.id}/test`, {})).json() as WebhookDeliveryView;
    answers = [503];
    expect(await hooks.attempt(firm.firmId, delivery.id)).toBe("retrying");
    now = new Date(now.getTime() + 60_000);
    expect(await hooks.attempt(firm.firmId, delivery.id)).toBe("succeeded");
    const row = (await firm.admin.get(`/api/v1/webhooks/${endpoint.id}/deliveries/${delivery.id}`)).json() as WebhookDeliveryView;
    expect(row).toMatchObject({ status: "succeeded", attempts: 2, last_status: 200, last_error: null, delivered_at: now.toISOString() });
  });

  it("replays a finished delivery as a new one with the same event, refuses to replay one still being tried, and audits it", async () => {
    const { endpoint } = await register(firm.admin, "/replay");
    const first = (await firm.admin.post(`/api/v1/webhooks/${endpoint.id}/test`, {})).json() as WebhookDeliveryView;
    const early = await firm.admin.post(`/api/v1/webhooks/${endpoint.id}/deliveries/${first.id}/replay`, {});
    expect(early.statusCode).toBe(409);
    await app.services.jobs.drain();
    const replay = await firm.admin.post(`/api/v1/webhooks/${endpoint.id}/deliveries/${first.id}/replay`, {});
    expect(replay.statusCode, replay.body).toBe(202);
    const again = replay.json() as WebhookDeliveryView;
    expect(again).toMatchObject({ replay_of: first.id, event_id: first.event_id, status: "pending", attempts: 0 });
    await app.services.jobs.drain();
    const got = at("/replay");
    expect(got).toHaveLength(2);
    expect(got.map((g) => g.headers["vetan-delivery"])).toEqual([first.id, again.id]);
    expect(JSON.parse(got[1]?.body ?? "{}").id).toBe(first.event_id);
    expect((await deliveriesOf(firm.admin, endpoint.id)).total).toBe(2);
    const audit = (await firm.admin.get("/api/v1/audit?action=webhook")).json().data as { action: string }[];
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(["webhook.created", "webhook.test_sent", "webhook.replayed"]));
  });

  it("rotates the secret: both signatures for 24 hours, then the new one only; the new secret shown once", async () => {
    const { endpoint, secret: old } = await register(firm.admin, "/rotate");
    const rotated = await firm.admin.post(`/api/v1/webhooks/${endpoint.id}/rotate-secret`, {});
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret, endpoint: view } = rotated.json() as WebhookSecretView;
    expect(secret).not.toBe(old);
    expect(view.previous_secret_until).not.toBeNull();
    await firm.admin.post(`/api/v1/webhooks/${endpoint.id}/test`, {});
    await app.services.jobs.drain();
    const [during] = at("/rotate");
    const header = String(during?.headers["vetan-signature"]);
    expect(v1Count(header)).toBe(2);
    expect(verifies(header, secret, during?.body ?? "")).toBe(true);
    expect(verifies(header, old, during?.body ?? "")).toBe(true);
    // A day and a minute later the old secret signs nothing.
    const later = createWebhooks(database.db, cipher, { allowPrivate: true, clock: () => new Date(Date.now() + 86_400_000 + 60_000) });
    const next = (await firm.admin.post(`/api/v1/webhooks/${endpoint.id}/test`, {})).json() as WebhookDeliveryView;
    expect(await later.attempt(firm.firmId, next.id)).toBe("succeeded");
    const after = at("/rotate")[1];
    const header2 = String(after?.headers["vetan-signature"]);
    expect(v1Count(header2)).toBe(1);
    expect(verifies(header2, secret, after?.body ?? "")).toBe(true);
    expect(verifies(header2, old, after?.body ?? "")).toBe(false);
    const audit = (await firm.admin.get("/api/v1/audit?action=webhook.secret_rotated")).json().data as { detail: Record<string, unknown> }[];
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it("sends nothing for an event whose transaction rolls back", async () => {
    const { endpoint } = await register(firm.admin, "/atomic", ["employee.created"]);
    await expect(
      withFirm(database.db, firm.firmId, async (tx) => {
        expect(await emitWebhook(tx, firm.firmId, "employee.created", { employee_id: randomUUID() })).toBeGreaterThan(0);
        throw new Error("the change failed after its event was written");
      }),
    ).rejects.toThrow("the change failed");
    // A real change refused part-way (a duplicate code) writes no event either.
    const person = await makeEmployee(app, firm, { code: "DUP-1" });
    const dup = await firm.admin.post("/api/v1/people", { name: "Second Person", joining_date: "2024-04-01", workspace_id: firm.workspaceId, code: "DUP-1" });
    expect(dup.statusCode).toBe(409);
    const rows = await withFirm(database.db, firm.firmId, (tx) => tx.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.firmId, firm.firmId), eq(webhookDeliveries.endpointId, endpoint.id))));
    expect(rows.map((r) => (r.payload.data as { employee_id: string }).employee_id)).toEqual([person.id]);
    await app.services.jobs.drain();
    expect(at("/atomic")).toHaveLength(1);
  });

  it("keeps finished deliveries for 30 days: older ones go in the daily upkeep, one still being tried stays", async () => {
    const { endpoint } = await register(firm.admin, "/kept", ["employee.created"]);
    const ids = await withFirm(database.db, firm.firmId, async (tx) => {
      for (let i = 0; i < 3; i++) await emitWebhook(tx, firm.firmId, "employee.created", { employee_id: randomUUID() });
      return (await tx.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id))).map((r) => r.id);
    });
    expect(ids).toHaveLength(3);
    const [oldDone, oldPending, recentDone] = ids as [string, string, string];
    const now = new Date();
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    await withFirm(database.db, firm.firmId, async (tx) => {
      await tx.update(webhookDeliveries).set({ status: "succeeded", createdAt: daysAgo(31) }).where(eq(webhookDeliveries.id, oldDone));
      await tx.update(webhookDeliveries).set({ status: "pending", createdAt: daysAgo(31) }).where(eq(webhookDeliveries.id, oldPending));
      await tx.update(webhookDeliveries).set({ status: "failed", createdAt: daysAgo(29) }).where(eq(webhookDeliveries.id, recentDone));
    });
    expect(await app.services.webhooks.prune(now)).toBeGreaterThanOrEqual(1);
    const left = await withFirm(database.db, firm.firmId, (tx) => tx.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id)));
    expect(left.map((r) => r.id).sort()).toEqual([oldPending, recentDone].sort());
    await app.services.jobs.drain();
  });

  it("takes at most 20 endpoints a firm, refusing the next with a field message", async () => {
    const other = await makeFirm(app);
    for (let i = 0; i < MAX_ENDPOINTS; i++) await register(other.admin, `/many-${i}`);
    const over = await other.admin.post("/api/v1/webhooks", { url: `${base}/one-more`, events: ["employee.created"] });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.url).toBe("At most 20 endpoints a firm");
    expect((await other.admin.get("/api/v1/webhooks")).json().data).toHaveLength(MAX_ENDPOINTS);
  });

  it("sends nothing to a disabled endpoint, and an endpoint's changes are audited", async () => {
    const { endpoint } = await register(firm.admin, "/off", ["employee.created"]);
    const off = await firm.admin.send("PATCH", `/api/v1/webhooks/${endpoint.id}`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    await makeEmployee(app, firm);
    await app.services.jobs.drain();
    expect(at("/off")).toHaveLength(0);
    expect((await deliveriesOf(firm.admin, endpoint.id)).total).toBe(0);
    const removed = await firm.admin.send("DELETE", `/api/v1/webhooks/${endpoint.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await firm.admin.get(`/api/v1/webhooks/${endpoint.id}`)).statusCode).toBe(404);
    const audit = (await firm.admin.get("/api/v1/audit?action=webhook")).json().data as { action: string }[];
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(["webhook.updated", "webhook.deleted"]));
  });
});

describe("the address guard, on", () => {
  const guarded = { allowPrivate: false };
  it.each([
    "https://127.0.0.1/hook",
    "https://127.1.2.3/hook",
    "https://10.1.2.3/hook",
    "https://172.16.0.1/hook",
    "https://192.168.1.1/hook",
    "https://100.64.0.1/hook",
    "https://169.254.169.254/latest/meta-data",
    "https://0.0.0.0/",
    "https://224.0.0.1/",
    "https://[::1]/hook",
    "https://[::ffff:127.0.0.1]/hook",
    "https://[::ffff:a9fe:a9fe]/hook",
    "https://[fd00::1]/hook",
    "https://[fe80::1]/hook",
    "https://[ff02::1]/hook",
    "https://2130706433/hook",
    "https://0x7f.1/hook",
    "https://localhost/hook",
  ])("refuses %s", async (url) => {
    const checked = await checkWebhookUrl(url, guarded);
    expect(checked).toMatchObject({ ok: false, reason: "private" });
  });

  it("refuses plain http, and a name that resolves to one private address among public ones", async () => {
    expect(await checkWebhookUrl("http://93.184.215.14/", guarded)).toMatchObject({ ok: false, reason: "scheme" });
    const mixed = async () => [
      { address: "93.184.215.14", family: 4 },
      { address: "10.0.0.5", family: 4 },
    ];
    expect(await checkWebhookUrl("https://hooks.customer.test/", { ...guarded, resolve: mixed })).toMatchObject({ ok: false, reason: "private" });
    expect(await checkWebhookUrl("https://93.184.215.14/", guarded)).toMatchObject({ ok: true });
    expect(await checkWebhookUrl("https://[2606:4700::1111]/", guarded)).toMatchObject({ ok: true });
    expect(isBlockedAddress("8.8.8.8")).toBe(false);
    expect(isBlockedAddress("not an address")).toBe(true);
  });

  it("refuses at registration with a field message, and again at delivery (the name now resolving to loopback)", async () => {
    const firm = await makeFirm(app);
    const actor = { firmId: firm.firmId, employeeId: firm.adminId, userId: null, access: "A" as const, hrWorkspaceIds: [], via: "session" as const };
    let answer = "93.184.215.14";
    const hooks = createWebhooks(database.db, cipher, { allowPrivate: false, resolve: async () => [{ address: answer, family: 4 }] });
    for (const url of ["https://127.0.0.1/x", "https://169.254.169.254/", "https://[::1]/", "https://[::ffff:127.0.0.1]/", "http://hooks.customer.test/"]) {
      const error = await hooks.create(actor, { url, description: "", events: ["employee.created"], enabled: true }, "203.0.113.1").catch((e: unknown) => e);
      expect(error, url).toBeInstanceOf(AppError);
      expect((error as AppError).statusCode).toBe(400);
      expect((error as AppError).fields?.url, url).toBeTruthy();
    }
    const made = await hooks.create(actor, { url: "https://hooks.customer.test/in", description: "", events: ["employee.created"], enabled: true }, "203.0.113.1");
    // The name changes its answer after registration (DNS rebinding): the delivery checks again and sends nothing.
    answer = "127.0.0.1";
    const delivery = await hooks.sendTest(actor, made.endpoint.id, "203.0.113.1");
    const before = received.length;
    expect(await hooks.attempt(firm.firmId, delivery.id)).toBe("retrying");
    expect(received.length).toBe(before);
    const row = await hooks.delivery(actor, made.endpoint.id, delivery.id);
    expect(row.last_error).toBe(PRIVATE_ADDRESS);
  });

  it("connects to the address it checked, not to what the name resolves to later", async () => {
    const firm = await makeFirm(app);
    const actor = { firmId: firm.firmId, employeeId: firm.adminId, userId: null, access: "A" as const, hrWorkspaceIds: [], via: "session" as const };
    const port = (receiver.address() as AddressInfo).port;
    // Allowed (local development), with the name answered by our resolver alone: the system's DNS has never heard of it.
    const hooks = createWebhooks(database.db, cipher, { allowPrivate: true, resolve: async () => [{ address: "127.0.0.1", family: 4 }] });
    const made = await hooks.create(actor, { url: `http://hooks.nowhere.invalid:${port}/pinned`, description: "", events: ["employee.created"], enabled: true }, "203.0.113.1");
    const delivery = await hooks.sendTest(actor, made.endpoint.id, "203.0.113.1");
    expect(await hooks.attempt(firm.firmId, delivery.id)).toBe("succeeded");
    expect(at("/pinned")).toHaveLength(1);
    expect(at("/pinned")[0]?.headers.host).toBe(`hooks.nowhere.invalid:${port}`);
  });

  it("is on outside local development, and a public server may not turn it off", async () => {
    const { loadEnv, webhooksAllowPrivate } = await import("../src/platform/env.ts");
    expect(webhooksAllowPrivate(loadEnv({ NODE_ENV: "production" }))).toBe(false);
    expect(webhooksAllowPrivate(loadEnv({ NODE_ENV: "production", WEBHOOKS_ALLOW_PRIVATE: "true" }))).toBe(true);
    expect(webhooksAllowPrivate(loadEnv({ NODE_ENV: "development" }))).toBe(true);
    expect(() => loadEnv({ NODE_ENV: "production", WEBHOOKS_ALLOW_PRIVATE: "true", PUBLIC_BASE_URL: "https://vetan.in", SESSION_SECRET: "x".repeat(40) })).toThrow(/WEBHOOKS_ALLOW_PRIVATE/);
    expect(() => loadEnv({ WEBHOOKS_ALLOW_PRIVATE: "yes" })).toThrow(/WEBHOOKS_ALLOW_PRIVATE must be true or false/);
  });
});

describe("events from the services that cause them", () => {
  let firm: TestFirm;
  let manager: Awaited<ReturnType<typeof makeSignedIn>>;
  let hr: Awaited<ReturnType<typeof makeSignedIn>>;
  let worker: Awaited<ReturnType<typeof makeSignedIn>>;
  let endpointId: string;
  const events = () => at("/events").map((r) => JSON.parse(r.body) as { id: string; type: string; firm_id: string; data: Record<string, unknown> });
  const last = (type: string) => events().filter((e) => e.type === type).at(-1);

  beforeAll(async () => {
    firm = await makeFirm(app);
    endpointId = (await register(firm.admin, "/events", ["employee.created", "employee.updated", "leave.decided", "attendance.regularised", "payroll.locked", "payslips.released", "expense_claim.decided"])).endpoint.id;
    hr = await makeSignedIn(app, firm, "H", PAYABLE);
    manager = await makeSignedIn(app, firm, "E", PAYABLE);
    worker = await makeSignedIn(app, firm, "E", { ...PAYABLE, manager_id: manager.id });
    await app.services.jobs.drain();
  });

  it("employee.created and employee.updated, naming the fields changed but never their values", async () => {
    const created = events().filter((e) => e.type === "employee.created");
    expect(created.map((e) => e.data.employee_id)).toEqual(expect.arrayContaining([hr.id, manager.id, worker.id]));
    expect(created.find((e) => e.data.employee_id === worker.id)?.data).toMatchObject({ manager_id: manager.id, joining_date: PAYABLE.joining_date });
    const changed = await firm.admin.send("PATCH", `/api/v1/people/${worker.id}`, { bank_account: "123456789012", bank_ifsc: "SBIN0001234", pan: "ABCPE1234F" });
    expect(changed.statusCode, changed.body).toBe(200);
    await app.services.jobs.drain();
    const updated = last("employee.updated");
    expect(updated?.data).toMatchObject({ employee_id: worker.id, changed_fields: expect.arrayContaining(["bank_account", "bank_ifsc", "pan"]) });
    const raw = at("/events").at(-1)?.body ?? "";
    for (const secret of ["123456789012", "SBIN0001234", "ABCPE1234F"]) expect(raw).not.toContain(secret);
    expect(events().every((e) => e.firm_id === firm.firmId)).toBe(true);
  });

  it("employee.created for every person a sheet import adds, and none for its dry run", async () => {
    const names = ["Kavya Import Shetty", "Rahul Import Joshi", "Nisha Import Menon"];
    const csv = ["Name,Gender,Mobile,Joining date,Workspace", ...names.map((n) => `${n},Female,${freshMobile()},2026-04-01,Kanpur Tannery`)].join("\n");
    const send = async (mode: "dry_run" | "import") => {
      const started = await app.inject({
        method: "POST",
        url: `/api/v1/people/imports?mode=${mode}&file_name=joiners.csv`,
        payload: Buffer.from(csv),
        headers: { "content-type": "text/csv", cookie: `${firm.admin.cookieName}=${firm.admin.cookie}`, "sec-fetch-site": "same-origin" },
      });
      expect(started.statusCode, started.body).toBe(202);
      await app.services.jobs.drain();
      await app.services.jobs.drain();
    };
    const before = events().filter((e) => e.type === "employee.created").length;
    await send("dry_run");
    expect(events().filter((e) => e.type === "employee.created")).toHaveLength(before);
    await send("import");
    const imported = ((await firm.admin.get("/api/v1/people?q=Import&limit=50")).json().data as { id: string; name: string }[]).filter((p) => names.includes(p.name));
    expect(imported).toHaveLength(3);
    const created = events().filter((e) => e.type === "employee.created").slice(before);
    expect(created.map((e) => e.data.employee_id).sort()).toEqual(imported.map((p) => p.id).sort());
    expect(created.every((e) => e.data.joining_date === "2026-04-01")).toBe(true);
  });

  it("employee.updated from a job change, access, an employee's own contact edit and an exit, each naming only the fields", async () => {
    const moved = await firm.admin.post(`/api/v1/people/${worker.id}/job-changes`, { kind: "promotion", effective_from: "2024-06-01", grade: "M2" });
    expect(moved.statusCode, moved.body).toBe(201);
    await app.services.jobs.drain();
    expect(last("employee.updated")?.data).toMatchObject({ employee_id: worker.id, changed_fields: ["grade"], job_change: { kind: "promotion", effective_from: "2024-06-01" } });
    expect(JSON.stringify(last("employee.updated"))).not.toContain("M2");

    const access = await firm.admin.send("PUT", `/api/v1/people/${hr.id}/access`, { access: "H", hr_workspace_ids: [] });
    expect(access.statusCode, access.body).toBe(200);
    await app.services.jobs.drain();
    expect(last("employee.updated")?.data).toMatchObject({ employee_id: hr.id, changed_fields: ["access", "hr_workspace_ids"] });

    const own = await worker.browser.send("PATCH", "/api/v1/me/profile", { personal_email: "worker.home@example.in" });
    expect(own.statusCode, own.body).toBe(200);
    await app.services.jobs.drain();
    expect(last("employee.updated")?.data).toMatchObject({ employee_id: worker.id, changed_fields: ["personal_email"] });
    expect(JSON.stringify(last("employee.updated"))).not.toContain("worker.home@example.in");
  });

  it("leave.decided, approved and rejected, from the approvals mechanism", async () => {
    const type = await firm.admin.post("/api/v1/leave/types", { code: "CL", name: "Casual Leave", effective_from: "2020-01-01", accrual: "yearly", per_year: 12 });
    expect(type.statusCode, type.body).toBe(201);
    for (const [offset, action] of [
      [40, "approve"],
      [50, "reject"],
    ] as const) {
      const day = midweek(offset, 1);
      const asked = await worker.browser.post("/api/v1/leave/requests", { leave_type_id: type.json().id, from: day, to: day, reason: "Family function" });
      expect(asked.statusCode, asked.body).toBe(201);
      const decided = await manager.browser.post(`/api/v1/approvals/${asked.json().approval_id}/decision`, { action });
      expect(decided.statusCode, decided.body).toBe(200);
      await app.services.jobs.drain();
      expect(last("leave.decided")?.data).toMatchObject({ leave_request_id: asked.json().id, employee_id: worker.id, from: day, to: day, decision: action === "approve" ? "approved" : "rejected" });
      expect(JSON.stringify(last("leave.decided"))).not.toContain("Family function");
    }
  });

  it("attendance.regularised when a regularisation is approved", async () => {
    const day = midweek(-3, -1);
    const asked = await worker.browser.post("/api/v1/attendance/requests", { type: "regularisation", day, in_time: "09:30", out_time: "18:30", reason: "Forgot to punch" });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await manager.browser.post(`/api/v1/approvals/${asked.json().id}/decision`, { action: "approve" })).statusCode).toBe(200);
    await app.services.jobs.drain();
    expect(last("attendance.regularised")?.data).toMatchObject({ approval_id: asked.json().id, employee_id: worker.id, day, in_time: "09:30", out_time: "18:30" });
  });

  it("expense_claim.decided, approved through the chain and rejected", async () => {
    const item = { category: "local_conveyance", date: addDays(indiaToday(), -5), mileage: { vehicle: "car", km: 10 } };
    const claim = await worker.browser.post("/api/v1/expenses/claims", { title: "Client visit", items: [item] });
    expect(claim.statusCode, claim.body).toBe(201);
    const sent = await worker.browser.post(`/api/v1/expenses/claims/${claim.json().id}/submit`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    for (const who of [manager, hr]) expect((await who.browser.post(`/api/v1/approvals/${sent.json().request_id}/decision`, { action: "approve" })).statusCode).toBe(200);
    await app.services.jobs.drain();
    expect(last("expense_claim.decided")?.data).toMatchObject({ claim_id: claim.json().id, employee_id: worker.id, decision: "approved", approved_total_paise: 12_000 });
    const second = await worker.browser.post("/api/v1/expenses/claims", { title: "Another visit", items: [{ ...item, date: addDays(indiaToday(), -4) }] });
    const sent2 = await worker.browser.post(`/api/v1/expenses/claims/${second.json().id}/submit`, {});
    expect((await manager.browser.post(`/api/v1/approvals/${sent2.json().request_id}/decision`, { action: "reject", comment: "Duplicate" })).statusCode).toBe(200);
    await app.services.jobs.drain();
    expect(last("expense_claim.decided")?.data).toMatchObject({ claim_id: second.json().id, decision: "rejected" });
  });

  it("payroll.locked when a run is approved and payslips.released when released, with a count and no amounts", async () => {
    await assignSalary(firm, worker.id, await readyForPayroll(firm, { makerChecker: false }), "6,00,000");
    const made = await firm.admin.post("/api/v1/payroll/runs", { month: "2025-05" });
    expect(made.statusCode, made.body).toBe(201);
    await app.services.jobs.drain();
    const id = (made.json() as RunView).id;
    expect((await firm.admin.post(`/api/v1/payroll/runs/${id}/approve`, {})).statusCode).toBe(200);
    await app.services.jobs.drain();
    expect(last("payroll.locked")?.data).toMatchObject({ run_id: id, month: "2025-05", kind: "regular" });
    expect((await firm.admin.post(`/api/v1/payroll/runs/${id}/release`, {})).statusCode).toBe(200);
    await app.services.jobs.drain();
    const released = last("payslips.released");
    expect(released?.data).toMatchObject({ run_id: id, month: "2025-05", payslips: 1 });
    expect(Object.keys(released?.data ?? {}).some((k) => /net|gross|amount|total/.test(k))).toBe(false);
    expect((await deliveriesOf(firm.admin, endpointId, "?q=payslips")).data.map((d) => d.event_type)).toEqual(["payslips.released"]);
  });
});

describe("who may", () => {
  let as: Awaited<ReturnType<typeof demoRoles>>["as"];
  let hook: WebhookEndpointView;
  beforeAll(async () => {
    ({ as } = await demoRoles(app));
    hook = (await register(as.A, "/demo")).endpoint;
  });

  it("admins only: HR, a manager and an employee are refused every route", async () => {
    expect((await as.A.get("/api/v1/webhooks")).statusCode).toBe(200);
    for (const who of ["H", "M", "E"] as const) {
      const b = as[who];
      expect((await b.get("/api/v1/webhooks")).statusCode, who).toBe(403);
      expect((await b.post("/api/v1/webhooks", { url: "https://hooks.example.org/x", events: ["leave.decided"] })).statusCode, who).toBe(403);
      expect((await b.get(`/api/v1/webhooks/${hook.id}`)).statusCode, who).toBe(403);
      expect((await b.send("PATCH", `/api/v1/webhooks/${hook.id}`, { enabled: false })).statusCode, who).toBe(403);
      expect((await b.post(`/api/v1/webhooks/${hook.id}/rotate-secret`, {})).statusCode, who).toBe(403);
      expect((await b.post(`/api/v1/webhooks/${hook.id}/test`, {})).statusCode, who).toBe(403);
      expect((await b.get(`/api/v1/webhooks/${hook.id}/deliveries`)).statusCode, who).toBe(403);
      expect((await b.send("DELETE", `/api/v1/webhooks/${hook.id}`)).statusCode, who).toBe(403);
    }
    expect((await as.A.get(`/api/v1/webhooks/${hook.id}`)).json()).toMatchObject({ enabled: true });
  });

  it("another firm's admin gets the 404 an unknown id gets, and changes nothing", async () => {
    const other = await makeFirm(app);
    expect((await other.admin.get("/api/v1/webhooks")).json().data).toEqual([]);
    for (const res of [
      await other.admin.get(`/api/v1/webhooks/${hook.id}`),
      await other.admin.send("PATCH", `/api/v1/webhooks/${hook.id}`, { url: "https://intruder.example.org/" }),
      await other.admin.post(`/api/v1/webhooks/${hook.id}/rotate-secret`, {}),
      await other.admin.get(`/api/v1/webhooks/${hook.id}/deliveries`),
      await other.admin.send("DELETE", `/api/v1/webhooks/${hook.id}`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).toContain("No such webhook endpoint in your firm.");
    }
    expect((await as.A.get(`/api/v1/webhooks/${hook.id}`)).json().url).toBe(`${base}/demo`);
  });

  it("refuses a bad form with field messages, writing nothing", async () => {
    const bad = await as.A.post("/api/v1/webhooks", { url: "ftp://files.example.org/", events: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ url: "Enter the full address, starting https://", events: "Choose at least one event" });
    const unknown = await as.A.post("/api/v1/webhooks", { url: "https://hooks.example.org/", events: ["payroll.stolen"] });
    expect(unknown.statusCode).toBe(400);
    const creds = await as.A.post("/api/v1/webhooks", { url: "https://me:pw@hooks.example.org/", events: ["leave.decided"] });
    expect(creds.json().errors.url).toMatch(/user name and password/);
    expect((await as.A.get("/api/v1/webhooks")).json().data.filter((h: WebhookEndpointView) => h.url.includes("hooks.example.org"))).toEqual([]);
  });
});
