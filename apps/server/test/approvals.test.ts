// One approvals mechanism (issue 14), proven on its first request type: an employee's bank change, which HR
// approves. Contact details change at once. Chains per type (manager, then HR…), empty levels skipped,
// nobody approving their own request, comments, cancel, bulk decisions, reminders, notifications with
// mutes, and the firm's audit log. Demo roles: A Ananya, H Rohit (firm-wide HR), M Arjun, E Meera (reports
// to Arjun).
import type { ApprovalsPage, ApprovalView, NotificationView } from "@vetan/shared/approvals";
import type { EmployeeProfile } from "@vetan/shared/people";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { approvalRequests } from "../src/db/schema.ts";
import { createTestApp } from "./support/app.ts";
import type { Browser } from "./support/browser.ts";
import { parseCsv } from "./support/csv.ts";
import { demoRoles } from "./support/demo-session.ts";
import { inspect } from "./support/inspect.ts";

let app: FastifyInstance;
let as: Record<"A" | "H" | "M" | "E", Browser>;
let id: Record<"A" | "H" | "M" | "E", string>;
let account = 100_000_000_000;

beforeAll(async () => {
  app = await createTestApp();
  ({ as, id } = await demoRoles(app));
});
afterAll(() => app.close());

/** Clears anything left pending so each test starts from a quiet inbox (requests are cancelled, as a person would). */
beforeEach(async () => {
  await inspect(app, (tx) => tx.execute(sql`update approval_requests set status = 'cancelled' where status = 'pending'`));
  await app.services.approvals.setChain(await actorOf("A"), "profile_change", [{ kind: "hr" }], "127.0.0.1");
});

async function actorOf(who: "A" | "H" | "M" | "E") {
  const { loadActor } = await import("../src/firm/actor.ts");
  return loadActor(app.database.db, { firmId: (await as[who].get("/api/v1/me")).json().firm_id, employeeId: id[who], userId: null, via: "session" });
}

async function askBankChange(who: "E" | "H" = "E") {
  const res = await as[who].send("PATCH", "/api/v1/me/profile", { bank_account: String(++account), bank_ifsc: "UTIB0000456", bank_name: "Axis Bank" });
  expect(res.statusCode, res.body).toBe(200);
  const requestId = res.json().request_id as string;
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  return { requestId, account: String(account) };
}
const inbox = async (b: Browser) => (await b.get("/api/v1/approvals?box=inbox")).json() as ApprovalsPage;
const bankOf = async (who: "A" | "H" | "M" | "E") => ((await as.A.get(`/api/v1/people/${id[who]}`)).json() as EmployeeProfile).private?.bank_account;

describe("an employee's own details", () => {
  it("contact and emergency details change at once and are audited; the bank account waits for HR", async () => {
    const before = await bankOf("E");
    const res = await as.E.send("PATCH", "/api/v1/me/profile", { emergency_name: "Lakshmi Iyer", emergency_mobile: "9876501234", bank_account: "50100200300400", bank_ifsc: "HDFC0000123" });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { profile: EmployeeProfile; request_id: string | null };
    expect(body.profile.personal?.emergency_name).toBe("Lakshmi Iyer");
    expect(body.profile.private?.bank_account).toBe(before);
    expect(body.request_id).not.toBeNull();
    const mine = (await as.E.get("/api/v1/approvals?box=mine")).json() as ApprovalsPage;
    const request = mine.data.find((r) => r.id === body.request_id);
    expect(request?.summary[0]).toMatch(/^Bank account: .* → XXXX0400$/);
    expect(JSON.stringify(mine)).not.toContain("50100200300400");
    const audit = (await as.A.get(`/api/v1/audit?action=employee.self_updated&employee_id=${id.E}`)).json();
    expect(audit.data[0].detail.changes.emergency_name.to).toBe("Lakshmi Iyer");
  });

  it("refuses a second bank change while one waits, and bad input with field messages", async () => {
    await askBankChange();
    const again = await as.E.send("PATCH", "/api/v1/me/profile", { bank_account: "123456789", bank_ifsc: "SBIN0001234" });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.bank_account).toMatch(/already waiting/);
    const bad = await as.E.send("PATCH", "/api/v1/me/profile", { bank_account: "12", bank_ifsc: "SBIN1234", emergency_mobile: "55" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["bank_account", "bank_ifsc", "emergency_mobile"]);
  });
});

describe("deciding", () => {
  it("HR sees it in the inbox with a notification, approves with a comment; the bank changes and Meera is told", async () => {
    const { requestId, account } = await askBankChange();
    const box = await inbox(as.H);
    expect(box.data.map((r) => r.id)).toContain(requestId);
    expect(box.waiting).toBeGreaterThanOrEqual(1);
    const bell = (await as.H.get("/api/v1/notifications?unread=true")).json() as { data: NotificationView[]; unread: number };
    expect(bell.data.some((n) => n.link === `/app/approvals/${requestId}` && n.kind === "approval.waiting")).toBe(true);
    // Arjun is Meera's manager but not in this chain: he learns nothing of it.
    expect((await as.M.get(`/api/v1/approvals/${requestId}`)).statusCode).toBe(404);
    const decided = await as.H.post(`/api/v1/approvals/${requestId}/decision`, { action: "approve", comment: "Checked the cancelled cheque." });
    expect(decided.statusCode, decided.body).toBe(200);
    const view = decided.json() as ApprovalView;
    expect(view.status).toBe("approved");
    expect(view.steps?.map((s) => s.action)).toEqual(["submitted", "approved"]);
    expect(view.steps?.[1]?.comment).toBe("Checked the cancelled cheque.");
    expect(await bankOf("E")).toBe(account);
    const told = (await as.E.get("/api/v1/notifications")).json() as { data: NotificationView[] };
    expect(told.data[0]?.title).toMatch(/^Approved: Bank details of Meera Iyer/);
    expect((await as.H.post(`/api/v1/approvals/${requestId}/decision`, { action: "approve" })).statusCode).toBe(409);
  });

  it("a rejection changes nothing; the requester may cancel while it is pending, and then no one can decide it", async () => {
    const before = await bankOf("E");
    const first = await askBankChange();
    expect((await as.H.post(`/api/v1/approvals/${first.requestId}/decision`, { action: "reject", comment: "Name on the account does not match." })).json().status).toBe("rejected");
    expect(await bankOf("E")).toBe(before);
    const second = await askBankChange();
    expect((await as.H.post(`/api/v1/approvals/${second.requestId}/cancel`, {})).statusCode).toBe(403);
    expect((await as.E.post(`/api/v1/approvals/${second.requestId}/cancel`, {})).json().status).toBe("cancelled");
    expect((await as.H.post(`/api/v1/approvals/${second.requestId}/decision`, { action: "approve" })).statusCode).toBe(409);
  });

  it("an employee cannot decide, and nobody decides their own request: HR's own bank change goes to the admin", async () => {
    const mine = await askBankChange("H");
    expect((await as.H.post(`/api/v1/approvals/${mine.requestId}/decision`, { action: "approve" })).statusCode).toBe(403);
    expect((await inbox(as.A)).data.map((r) => r.id)).toContain(mine.requestId);
    const meera = await askBankChange();
    expect((await as.E.post(`/api/v1/approvals/${meera.requestId}/decision`, { action: "approve" })).statusCode).toBe(403);
    expect((await as.E.get("/api/v1/approvals?box=all")).statusCode).toBe(403);
  });

  it("a chain of manager then HR: Arjun approves first, then it waits for Rohit", async () => {
    const set = await as.A.send("PUT", "/api/v1/approval-chains/profile_change", { levels: [{ kind: "manager" }, { kind: "hr" }] });
    expect(set.statusCode, set.body).toBe(200);
    expect((await as.H.send("PUT", "/api/v1/approval-chains/profile_change", { levels: [{ kind: "hr" }] })).statusCode).toBe(403);
    const { requestId } = await askBankChange();
    expect((await inbox(as.M)).data.map((r) => r.id)).toContain(requestId);
    expect((await inbox(as.H)).data.map((r) => r.id)).not.toContain(requestId);
    const step = (await as.M.post(`/api/v1/approvals/${requestId}/decision`, { action: "approve" })).json() as ApprovalView;
    expect(step.status).toBe("pending");
    expect(step.level).toBe(1);
    expect((await inbox(as.H)).data.map((r) => r.id)).toContain(requestId);
    expect((await inbox(as.M)).data.map((r) => r.id)).not.toContain(requestId);
    expect((await as.H.post(`/api/v1/approvals/${requestId}/decision`, { action: "approve" })).json().status).toBe("approved");
  });

  it("bulk approval decides each on its own and says which did what", async () => {
    const a = await askBankChange();
    await as.H.post(`/api/v1/approvals/${a.requestId}/decision`, { action: "reject" });
    const b = await askBankChange();
    const res = await as.H.post("/api/v1/approvals/bulk", { ids: [a.requestId, b.requestId], action: "approve" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().done).toBe(1);
    expect(res.json().results).toEqual([
      { id: a.requestId, ok: false, message: "This request was already rejected." },
      { id: b.requestId, ok: true },
    ]);
  });

  it("comments on a pending request are kept with its steps", async () => {
    const { requestId } = await askBankChange();
    expect((await as.H.post(`/api/v1/approvals/${requestId}/comments`, { comment: "Please upload a cancelled cheque." })).statusCode).toBe(201);
    const view = (await as.E.get(`/api/v1/approvals/${requestId}`)).json() as ApprovalView;
    expect(view.steps?.at(-1)).toMatchObject({ action: "commented", comment: "Please upload a cancelled cheque.", actor: { name: "Rohit Deshmukh" } });
    expect((await as.H.post(`/api/v1/approvals/${requestId}/comments`, { comment: "   " })).statusCode).toBe(400);
  });
});

describe("reminders and notifications", () => {
  it("reminds the approvers of a request waiting more than two days, once a day", async () => {
    const { requestId } = await askBankChange();
    await inspect(app, (tx) => tx.execute(sql`update ${approvalRequests} set created_at = now() - interval '3 days' where id = ${requestId}`));
    expect(await app.services.approvals.remind()).toBe(1);
    expect(await app.services.approvals.remind()).toBe(0);
    const bell = (await as.H.get("/api/v1/notifications")).json() as { data: NotificationView[] };
    expect(bell.data[0]).toMatchObject({ kind: "approval.reminder", link: `/app/approvals/${requestId}` });
    expect(bell.data[0]?.title).toMatch(/^Still waiting for you \(3 days\)/);
  });

  it("marks read, counts unread, and respects a mute", async () => {
    await askBankChange();
    const before = (await as.H.get("/api/v1/notifications")).json();
    expect(before.unread).toBeGreaterThan(0);
    expect((await as.H.post("/api/v1/notifications/read", {})).json().unread).toBe(0);
    const muted = await as.H.send("PUT", "/api/v1/notification-settings", { mutes: [{ kind: "approval.waiting", channel: "app" }] });
    expect(muted.json().mutes).toEqual([{ kind: "approval.waiting", channel: "app" }]);
    await inspect(app, (tx) => tx.execute(sql`update approval_requests set status = 'cancelled' where status = 'pending'`));
    await askBankChange();
    expect((await as.H.get("/api/v1/notifications")).json().unread).toBe(0);
    await as.H.send("PUT", "/api/v1/notification-settings", { mutes: [] });
    expect((await as.H.send("PUT", "/api/v1/notification-settings", { mutes: [{ kind: "nope", channel: "app" }] })).statusCode).toBe(400);
  });
});

describe("the firm's audit log", () => {
  it("is the admin's: searched by action and person, exported as CSV; HR and employees are refused", async () => {
    const page = (await as.A.get("/api/v1/audit?action=approval&limit=5")).json();
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((e: { action: string }) => e.action.startsWith("approval"))).toBe(true);
    expect((await as.H.get("/api/v1/audit")).statusCode).toBe(403);
    expect((await as.E.get("/api/v1/audit")).statusCode).toBe(403);
    const csv = await as.A.get("/api/v1/audit/export?action=approval");
    expect(csv.statusCode).toBe(200);
    expect(parseCsv(csv.body.replace(/^\uFEFF/, ""))[0]).toEqual(["When (UTC)", "Who", "Action", "What", "Address"]);
  });
});
