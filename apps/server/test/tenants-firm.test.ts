// Other tenants, for every firm-product route, complete by construction: the routes come from the OpenAPI
// document, and a documented /api/v1 route that this file does not know how to call fails the suite until
// it is added to ROUTES. Firm B's admin names firm A's ids (A is the demo firm) and gets exactly the answer
// made-up ids get; a route scoped by the caller gives B only B's own data, never a byte of A's.
import { randomUUID } from "node:crypto";
import { addDays, indiaToday } from "@vetan/shared/dates";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePng } from "./support/admin-content-images.ts";
import { createTestApp } from "./support/app.ts";
import type { Browser } from "./support/browser.ts";
import { demoSession } from "./support/demo-session.ts";
import { documentedRoutes } from "./support/documented-routes.ts";
import { makeFirm, type TestFirm } from "./support/factories.ts";

let app: FastifyInstance;
let b: TestFirm;
/** Firm A's ids, and words that must never reach B (its people's names, its workspace's name). */
let a: Ids & { secrets: string[] };

beforeAll(async () => {
  app = await createTestApp();
  const admin = await demoSession(app, "A");
  const people = (await admin.get("/api/v1/people?limit=200")).json().data as { id: string; name: string }[];
  const workspaces = (await admin.get("/api/v1/workspaces")).json().data as { id: string; name: string }[];
  const departments = (await admin.get("/api/v1/departments")).json().data as { id: string; name: string }[];
  // A request of A's: Meera asks for a bank change.
  const meera = await demoSession(app, "E");
  const asked = await meera.send("PATCH", "/api/v1/me/profile", { bank_account: "777888999000", bank_ifsc: "SBIN0004321" });
  // An import of A's (a dry run, nothing written).
  const sheet = await admin.send("POST", "/api/v1/people/imports?mode=dry_run", "Name,Joining date,Workspace\r\nSecret Person,2025-01-01,Pune Plant\r\n", { "content-type": "text/csv" });
  const field = await admin.post("/api/v1/custom-fields", { label: "Secret Field", kind: "text" });
  const meeraId = people.find((p) => p.name === "Meera Iyer")?.id ?? "";
  // A task of A's: a new joiner's onboarding.
  const joiner = await admin.post("/api/v1/people", { name: "Secret Joiner", joining_date: new Date().toISOString().slice(0, 10), workspace_id: workspaces[0]?.id });
  const task = ((await admin.get(`/api/v1/people/${joiner.json().id}/tasks`)).json().data as { id: string }[])[0]?.id ?? "";
  const doc = await admin.send("POST", `/api/v1/people/${meeraId}/documents?kind=id_proof&title=Secret%20Document`, "%PDF-1.4\n%%EOF\n", { "content-type": "application/pdf" });
  // A's attendance set-up: a shift, a roster on it (and its recompute job), a holiday and a device key.
  const shift = await admin.post("/api/v1/attendance/shifts", { name: "Secret Shift", code: "SECRET", start: "07:00", end: "15:00" });
  const roster = await admin.post("/api/v1/attendance/rosters", { target_kind: "employee", target_id: meeraId, starts_on: "2099-01-01", pattern: [shift.json().id] });
  const holiday = await admin.post("/api/v1/attendance/holidays", { day: "2099-03-03", name: "Secret Holiday" });
  const key = await admin.post("/api/v1/attendance/device-keys", { label: "Secret Gate" });
  const job = await admin.send("PUT", "/api/v1/attendance/settings", { effective_from: "2020-01-01" });
  // A's leave: a type, Meera's request for it, and last year's closing as a job.
  const leaveType = await admin.post("/api/v1/leave/types", { code: "SECRET", name: "Secret Leave", effective_from: "2020-01-01", accrual: "yearly", per_year: 5 });
  const leaveRequest = await meera.post("/api/v1/leave/requests", { leave_type_id: leaveType.json().id, from: addDays(indiaToday(), 60), to: addDays(indiaToday(), 60), reason: "Secret errand" });
  const leaveJob = await admin.post("/api/v1/leave/year-end", { leave_type_id: leaveType.json().id, year_start: `${Number(indiaToday().slice(0, 4)) - 1}-01-01` });
  // A's payroll: a structure, Meera's salary on it, and a run.
  const structure = await admin.post("/api/v1/payroll/structures", { name: "Secret Structure", components: [{ code: "BASIC", name: "Basic", kind: "basic", calc: "percent", percent: 50, of: ["GROSS"] }, { code: "SPECIAL", name: "Special", kind: "special", calc: "balance" }] });
  await admin.post(`/api/v1/payroll/salaries/${meeraId}`, { structure_id: structure.json().id, annual_ctc: "6,00,000", effective_from: "2025-04-01" });
  const payRun = await admin.post("/api/v1/payroll/runs", { month: "2025-05" });
  await app.services.jobs.drain();
  await admin.post(`/api/v1/payroll/runs/${payRun.json().id}/one-offs`, { employee_id: meeraId, kind: "addition", description: "Secret bonus", amount: "1,000" });
  const oneOff = ((await admin.get(`/api/v1/payroll/runs/${payRun.json().id}/one-offs`)).json().data as { id: string }[])[0]?.id ?? "";
  const loan = await admin.post("/api/v1/payroll/loans", { employee_id: meeraId, kind: "advance", purpose: "Secret advance", amount: "10,000", instalments: 2, first_month: "2099-01", disbursed_on: "2099-01-01" });
  expect(loan.statusCode, loan.body).toBe(201);
  // Meera's expense claim (a draft) with a receipt.
  const claim = await meera.post("/api/v1/expenses/claims", { title: "Secret claim", items: [{ category: "meals", date: addDays(indiaToday(), -10), amount: "400", merchant: "Secret Cafe" }] });
  expect(claim.statusCode, claim.body).toBe(201);
  const claimItem = claim.json().items[0].id as string;
  const receipt = await meera.send("POST", `/api/v1/expenses/claims/${claim.json().id}/items/${claimItem}/receipts`, makePng(20, 10), { "content-type": "image/png" });
  expect(receipt.statusCode, receipt.body).toBe(201);
  // A second claim of Meera's, approved by Arjun and Rohit, paid out.
  const ride = await meera.post("/api/v1/expenses/claims", { title: "Secret ride", items: [{ category: "local_conveyance", date: addDays(indiaToday(), -11), mileage: { vehicle: "car", km: 10 } }] });
  const rideSent = await meera.post(`/api/v1/expenses/claims/${ride.json().id}/submit`, {});
  for (const who of ["M", "H"] as const) expect((await (await demoSession(app, who)).post(`/api/v1/approvals/${rideSent.json().request_id}/decision`, { action: "approve" })).statusCode).toBe(200);
  const payout = await admin.post("/api/v1/expenses/payouts", {});
  expect(payout.statusCode, payout.body).toBe(201);
  // An advance of Meera's, approved by Arjun and Rohit, waiting to be paid.
  const advance = await meera.post("/api/v1/expenses/advances", { purpose: "Secret trip money", amount: "9,000" });
  expect(advance.statusCode, advance.body).toBe(201);
  for (const who of ["M", "H"] as const) expect((await (await demoSession(app, who)).post(`/api/v1/approvals/${advance.json().request_id}/decision`, { action: "approve" })).statusCode).toBe(200);
  expect([structure.statusCode, payRun.statusCode], `${structure.body} ${payRun.body}`).toEqual([201, 201]);
  // A's webhook endpoint and a test delivery in its log.
  const hook = await admin.post("/api/v1/webhooks", { url: "https://hooks.example.com/secret-hook", description: "Secret Hook", events: ["employee.created"], enabled: false });
  expect(hook.statusCode, hook.body).toBe(201);
  const hookDelivery = await admin.post(`/api/v1/webhooks/${hook.json().endpoint.id}/test`, {});
  expect(hookDelivery.statusCode, hookDelivery.body).toBe(202);
  a = {
    webhook: hook.json().endpoint.id,
    webhookDelivery: hookDelivery.json().id,
    payStructure: structure.json().id,
    payRun: payRun.json().id,
    payRunJob: payRun.json().job?.id,
    payOneOff: oneOff,
    loan: loan.json().id,
    claim: claim.json().id,
    claimItem,
    receipt: receipt.json().items[0].receipts[0].id,
    payout: payout.json().id,
    advance: advance.json().id,
    leaveType: leaveType.json().id,
    leaveRequest: leaveRequest.json().id,
    leaveJob: leaveJob.json().job_id,
    shift: shift.json().id,
    roster: roster.json().id,
    holiday: holiday.json().id,
    key: key.json().keyid,
    job: job.json().job_id,
    task,
    document: doc.json().id,
    field: field.json().id,
    firm: (await admin.get("/api/v1/me")).json().firm_id,
    import: sheet.json().id,
    request: asked.json().request_id,
    employee: people.find((p) => p.name === "Meera Iyer")?.id ?? "",
    workspace: workspaces[0]?.id ?? "",
    department: departments[0]?.id ?? "",
    secrets: ["Secret Hook", "secret-hook", "Secret claim", "Secret Cafe", "Secret trip money", "Secret ride", "Secret bonus", "Secret advance", "Secret Structure", "Secret Leave", "Secret errand", "Secret Joiner", "Secret Document", "Secret Field", "Secret Person", "Secret Shift", "Secret Holiday", "Secret Gate", "Meera Iyer", "Ananya Kulkarni", "Arjun Nair", "Sahyadri", ...workspaces.map((w) => w.name)],
  };
  b = await makeFirm(app, { plan: "enterprise" });
  // A's whole firm of records, then B put on Enterprise through the console: slow on a busy machine.
}, 150_000);
afterAll(() => app.close());

type Ids = {
  webhook: string;
  webhookDelivery: string;
  employee: string;
  workspace: string;
  department: string;
  request: string;
  import: string;
  firm: string;
  field: string;
  document: string;
  task: string;
  shift: string;
  roster: string;
  holiday: string;
  key: string;
  job: string;
  leaveType: string;
  leaveRequest: string;
  leaveJob: string;
  payStructure: string;
  payRun: string;
  payRunJob: string;
  payOneOff: string;
  loan: string;
  claim: string;
  claimItem: string;
  receipt: string;
  payout: string;
  advance: string;
};
type Call = (browser: Browser, ids: Ids) => Promise<{ statusCode: number; body: string }>;
const WORKSPACE = { name: "Tenant Test Unit", address: "Somewhere", city: "Pune", state: "MH", pincode: "411001" };

/** How to call each documented firm route: `addressed` routes take A's ids; the rest are scoped by the caller. */
const ROUTES: Record<string, { addressed: boolean; call: Call; /** answers 200 with a refusal per item */ perItem?: true }> = {
  "GET /api/v1/people": { addressed: false, call: (br) => br.get("/api/v1/people?q=a") },
  "GET /api/v1/people/export": { addressed: false, call: (br) => br.get("/api/v1/people/export") },
  "POST /api/v1/people": {
    addressed: true,
    call: (br, ids) => br.post("/api/v1/people", { name: "Intruder", joining_date: "2025-01-01", workspace_id: ids.workspace, manager_id: ids.employee }),
  },
  "GET /api/v1/people/{id}": { addressed: true, call: (br, ids) => br.get(`/api/v1/people/${ids.employee}`) },
  "PATCH /api/v1/people/{id}": { addressed: true, call: (br, ids) => br.send("PATCH", `/api/v1/people/${ids.employee}`, { bank_name: "Intruder Bank" }) },
  "GET /api/v1/people/{id}/history": { addressed: true, call: (br, ids) => br.get(`/api/v1/people/${ids.employee}/history`) },
  "POST /api/v1/people/{id}/job-changes": {
    addressed: true,
    call: (br, ids) => br.post(`/api/v1/people/${ids.employee}/job-changes`, { kind: "promotion", effective_from: "2025-01-01", grade: "Z9" }),
  },
  "POST /api/v1/people/{id}/exit": {
    addressed: true,
    call: (br, ids) => br.post(`/api/v1/people/${ids.employee}/exit`, { resignation_date: "2025-01-01", last_working_day: "2025-02-01", exit_reason: "resigned" }),
  },
  "POST /api/v1/people/{id}/invitation": { addressed: true, call: (br, ids) => br.post(`/api/v1/people/${ids.employee}/invitation`, {}) },
  "PUT /api/v1/people/{id}/access": { addressed: true, call: (br, ids) => br.send("PUT", `/api/v1/people/${ids.employee}/access`, { access: "A", hr_workspace_ids: [] }) },
  "GET /api/v1/org-chart": { addressed: true, call: (br, ids) => br.get(`/api/v1/org-chart?focus=${ids.employee}`) },
  "GET /api/v1/people-summary": { addressed: false, call: (br) => br.get("/api/v1/people-summary") },
  "GET /api/v1/workspaces": { addressed: false, call: (br) => br.get("/api/v1/workspaces") },
  "POST /api/v1/workspaces": { addressed: false, call: (br) => br.post("/api/v1/workspaces", { ...WORKSPACE, name: `Unit ${randomUUID().slice(0, 8)}` }) },
  "PATCH /api/v1/workspaces/{id}": { addressed: true, call: (br, ids) => br.send("PATCH", `/api/v1/workspaces/${ids.workspace}`, WORKSPACE) },
  "GET /api/v1/departments": { addressed: false, call: (br) => br.get("/api/v1/departments") },
  "POST /api/v1/departments": { addressed: true, call: (br, ids) => br.post("/api/v1/departments", { name: `Dept ${randomUUID().slice(0, 8)}`, workspace_id: ids.workspace }) },
  "PATCH /api/v1/departments/{id}": { addressed: true, call: (br, ids) => br.send("PATCH", `/api/v1/departments/${ids.department}`, { name: "Intruded" }) },
  "GET /api/v1/designations": { addressed: false, call: (br) => br.get("/api/v1/designations") },
  "POST /api/v1/designations": { addressed: false, call: (br) => br.post("/api/v1/designations", { name: `Role ${randomUUID().slice(0, 8)}` }) },
  "PATCH /api/v1/firm": { addressed: false, call: (br) => br.send("PATCH", "/api/v1/firm", { firm_address: "Jajmau, Kanpur 208010" }) },
  "GET /api/v1/me/firms": { addressed: false, call: (br) => br.get("/api/v1/me/firms") },
  "PUT /api/v1/me/firm": { addressed: true, call: (br, ids) => br.send("PUT", "/api/v1/me/firm", { firm_id: ids.firm }) },
  "GET /api/v1/people/{id}/documents": { addressed: true, call: (br, ids) => br.get(`/api/v1/people/${ids.employee}/documents`) },
  "GET /api/v1/people/{id}/documents/{documentId}/file": { addressed: true, call: (br, ids) => br.get(`/api/v1/people/${ids.employee}/documents/${ids.document}/file`) },
  "POST /api/v1/people/{id}/documents": {
    addressed: true,
    call: (br, ids) => br.send("POST", `/api/v1/people/${ids.employee}/documents?kind=other&title=Intruder`, "%PDF-1.4\n%%EOF\n", { "content-type": "application/pdf" }),
  },
  "DELETE /api/v1/people/{id}/documents/{documentId}": { addressed: true, call: (br, ids) => br.send("DELETE", `/api/v1/people/${ids.employee}/documents/${ids.document}`) },
  "GET /api/v1/people/{id}/tasks": { addressed: true, call: (br, ids) => br.get(`/api/v1/people/${ids.employee}/tasks`) },
  "GET /api/v1/tasks": { addressed: false, call: (br) => br.get("/api/v1/tasks") },
  "PATCH /api/v1/tasks/{id}": { addressed: true, call: (br, ids) => br.send("PATCH", `/api/v1/tasks/${ids.task}`, { done: true }) },
  "GET /api/v1/checklists": { addressed: false, call: (br) => br.get("/api/v1/checklists") },
  "PUT /api/v1/checklists/{kind}": { addressed: false, call: (br) => br.send("PUT", "/api/v1/checklists/exit", { tasks: [{ title: "Hand over", owner: "employee", due_days: 0 }] }) },
  "GET /api/v1/custom-fields": { addressed: false, call: (br) => br.get("/api/v1/custom-fields") },
  "POST /api/v1/custom-fields": { addressed: false, call: (br) => br.post("/api/v1/custom-fields", { label: `Field ${randomUUID().slice(0, 6)}`, kind: "text" }) },
  "PATCH /api/v1/custom-fields/{id}": { addressed: true, call: (br, ids) => br.send("PATCH", `/api/v1/custom-fields/${ids.field}`, { label: "Intruded", kind: "text" }) },
  "PUT /api/v1/people/{id}/custom": { addressed: true, call: (br, ids) => br.send("PUT", `/api/v1/people/${ids.employee}/custom`, { values: {} }) },
  "GET /api/v1/people/import-template": { addressed: false, call: (br) => br.get("/api/v1/people/import-template?format=csv") },
  "POST /api/v1/people/imports": {
    addressed: false,
    call: (br) => br.send("POST", "/api/v1/people/imports?mode=dry_run", "Name,Joining date,Workspace\r\nB Person,2025-01-01,Pune Plant\r\n", { "content-type": "text/csv" }),
  },
  "GET /api/v1/people/imports/{id}": { addressed: true, call: (br, ids) => br.get(`/api/v1/people/imports/${ids.import}`) },
  "POST /api/v1/people/imports/{id}/commit": { addressed: true, call: (br, ids) => br.post(`/api/v1/people/imports/${ids.import}/commit`, {}) },
  "PATCH /api/v1/me/profile": { addressed: false, call: (br) => br.send("PATCH", "/api/v1/me/profile", { emergency_name: "Someone Else" }) },
  "GET /api/v1/approvals": { addressed: false, call: (br) => br.get("/api/v1/approvals?box=all&status=any") },
  "GET /api/v1/approvals/{id}": { addressed: true, call: (br, ids) => br.get(`/api/v1/approvals/${ids.request}`) },
  "POST /api/v1/approvals/{id}/decision": { addressed: true, call: (br, ids) => br.post(`/api/v1/approvals/${ids.request}/decision`, { action: "approve" }) },
  "POST /api/v1/approvals/bulk": { addressed: true, perItem: true, call: (br, ids) => br.post("/api/v1/approvals/bulk", { ids: [ids.request], action: "approve" }) },
  "POST /api/v1/approvals/{id}/cancel": { addressed: true, call: (br, ids) => br.post(`/api/v1/approvals/${ids.request}/cancel`, {}) },
  "POST /api/v1/approvals/{id}/comments": { addressed: true, call: (br, ids) => br.post(`/api/v1/approvals/${ids.request}/comments`, { comment: "Intruder" }) },
  "GET /api/v1/approval-chains": { addressed: false, call: (br) => br.get("/api/v1/approval-chains") },
  "PUT /api/v1/approval-chains/{type}": {
    addressed: true,
    call: (br, ids) => br.send("PUT", "/api/v1/approval-chains/profile_change", { levels: [{ kind: "person", employee_id: ids.employee }] }),
  },
  "GET /api/v1/notifications": { addressed: false, call: (br) => br.get("/api/v1/notifications") },
  "POST /api/v1/notifications/read": { addressed: false, call: (br) => br.post("/api/v1/notifications/read", { ids: [1, 2, 3, 4, 5] }) },
  "GET /api/v1/notification-settings": { addressed: false, call: (br) => br.get("/api/v1/notification-settings") },
  "PUT /api/v1/notification-settings": { addressed: false, call: (br) => br.send("PUT", "/api/v1/notification-settings", { mutes: [{ kind: "approval.waiting", channel: "email" }] }) },
  "GET /api/v1/audit": { addressed: false, call: (br, ids) => br.get(`/api/v1/audit?employee_id=${ids.employee}`) },
  "GET /api/v1/audit/export": { addressed: false, call: (br) => br.get("/api/v1/audit/export") },
  "GET /api/v1/attendance/today": { addressed: false, call: (br) => br.get("/api/v1/attendance/today") },
  "POST /api/v1/attendance/punch": { addressed: false, call: (br) => br.post("/api/v1/attendance/punch", { kind: "in" }) },
  "GET /api/v1/attendance/calendar": { addressed: true, call: (br, ids) => br.get(`/api/v1/attendance/calendar?month=2026-11&employee_id=${ids.employee}`) },
  "GET /api/v1/attendance/muster": { addressed: false, call: (br) => br.get("/api/v1/attendance/muster?month=2026-11") },
  "GET /api/v1/attendance/muster.xlsx": { addressed: false, call: (br) => br.get("/api/v1/attendance/muster.xlsx?month=2026-11") },
  "GET /api/v1/attendance/where": { addressed: false, call: (br) => br.get("/api/v1/attendance/where") },
  "POST /api/v1/attendance/requests": { addressed: false, call: (br) => br.post("/api/v1/attendance/requests", { type: "wfh", day: addDays(indiaToday(), 2), reason: "Plumber at home" }) },
  "GET /api/v1/attendance/cycles": { addressed: false, call: (br) => br.get("/api/v1/attendance/cycles") },
  "GET /api/v1/attendance/cycles/{month}/totals": { addressed: false, call: (br) => br.get("/api/v1/attendance/cycles/2026-10/totals") },
  "POST /api/v1/attendance/cycles/{month}/lock": { addressed: false, call: (br) => br.post("/api/v1/attendance/cycles/2020-01/lock", {}) },
  "GET /api/v1/attendance/jobs/{id}": { addressed: true, call: (br, ids) => br.get(`/api/v1/attendance/jobs/${ids.job}`) },
  "GET /api/v1/attendance/settings": { addressed: false, call: (br) => br.get("/api/v1/attendance/settings") },
  "PUT /api/v1/attendance/settings": { addressed: false, call: (br) => br.send("PUT", "/api/v1/attendance/settings", { effective_from: "2099-01-01" }) },
  "GET /api/v1/attendance/shifts": { addressed: false, call: (br) => br.get("/api/v1/attendance/shifts") },
  "POST /api/v1/attendance/shifts": { addressed: false, call: (br) => br.post("/api/v1/attendance/shifts", { name: "B Shift", code: `B${randomUUID().slice(0, 4)}`.toUpperCase().replace(/[^A-Z0-9]/g, "1"), start: "09:00", end: "17:00" }) },
  "PUT /api/v1/attendance/shifts/{id}": { addressed: true, call: (br, ids) => br.send("PUT", `/api/v1/attendance/shifts/${ids.shift}`, { name: "Intruded", code: "X", start: "09:00", end: "17:00" }) },
  "DELETE /api/v1/attendance/shifts/{id}": { addressed: true, call: (br, ids) => br.send("DELETE", `/api/v1/attendance/shifts/${ids.shift}`) },
  "GET /api/v1/attendance/rosters": { addressed: false, call: (br) => br.get("/api/v1/attendance/rosters") },
  "POST /api/v1/attendance/rosters": { addressed: true, call: (br, ids) => br.post("/api/v1/attendance/rosters", { target_kind: "employee", target_id: ids.employee, starts_on: "2099-01-01", pattern: [ids.shift] }) },
  "PUT /api/v1/attendance/rosters/{id}": { addressed: true, call: (br, ids) => br.send("PUT", `/api/v1/attendance/rosters/${ids.roster}`, { target_kind: "firm", starts_on: "2099-01-01", pattern: [ids.shift] }) },
  "DELETE /api/v1/attendance/rosters/{id}": { addressed: true, call: (br, ids) => br.send("DELETE", `/api/v1/attendance/rosters/${ids.roster}`) },
  "GET /api/v1/attendance/holidays": { addressed: false, call: (br) => br.get("/api/v1/attendance/holidays?year=2099") },
  "POST /api/v1/attendance/holidays": { addressed: true, call: (br, ids) => br.post("/api/v1/attendance/holidays", { day: "2099-04-04", name: "Intruded", workspace_id: ids.workspace }) },
  "PUT /api/v1/attendance/holidays/{id}": { addressed: true, call: (br, ids) => br.send("PUT", `/api/v1/attendance/holidays/${ids.holiday}`, { day: "2099-05-05", name: "Intruded" }) },
  "DELETE /api/v1/attendance/holidays/{id}": { addressed: true, call: (br, ids) => br.send("DELETE", `/api/v1/attendance/holidays/${ids.holiday}`) },
  "PUT /api/v1/attendance/holidays/{id}/pick": { addressed: true, call: (br, ids) => br.send("PUT", `/api/v1/attendance/holidays/${ids.holiday}/pick`, { picked: true }) },
  "GET /api/v1/leave/types": { addressed: false, call: (br) => br.get("/api/v1/leave/types") },
  "POST /api/v1/leave/types": { addressed: false, call: (br) => br.post("/api/v1/leave/types", { code: "BL", name: "B's leave", effective_from: "2020-01-01", accrual: "yearly", per_year: 3 }) },
  "PUT /api/v1/leave/types/{id}": { addressed: true, call: (br, ids) => br.send("PUT", `/api/v1/leave/types/${ids.leaveType}`, { code: "SECRET", name: "Intruded" }) },
  "POST /api/v1/leave/types/{id}/versions": { addressed: true, call: (br, ids) => br.post(`/api/v1/leave/types/${ids.leaveType}/versions`, { effective_from: "2021-01-01", accrual: "none" }) },
  "PUT /api/v1/leave/types/{id}/archived": { addressed: true, call: (br, ids) => br.send("PUT", `/api/v1/leave/types/${ids.leaveType}/archived`, { archived: true }) },
  "GET /api/v1/leave/templates": { addressed: false, call: (br) => br.get("/api/v1/leave/templates") },
  "POST /api/v1/leave/templates": { addressed: false, call: (br) => br.post("/api/v1/leave/templates", { codes: ["CL"], effective_from: "2024-01-01" }) },
  "GET /api/v1/leave/balances": { addressed: true, call: (br, ids) => br.get(`/api/v1/leave/balances?employee_id=${ids.employee}`) },
  "GET /api/v1/leave/ledger": { addressed: true, call: (br, ids) => br.get(`/api/v1/leave/ledger?employee_id=${ids.employee}&leave_type_id=${ids.leaveType}`) },
  "POST /api/v1/leave/preview": { addressed: true, call: (br, ids) => br.post("/api/v1/leave/preview", { leave_type_id: ids.leaveType, from: addDays(indiaToday(), 70), to: addDays(indiaToday(), 70) }) },
  "POST /api/v1/leave/requests": { addressed: true, call: (br, ids) => br.post("/api/v1/leave/requests", { employee_id: ids.employee, leave_type_id: ids.leaveType, from: addDays(indiaToday(), 70), to: addDays(indiaToday(), 70), reason: "Intruded" }) },
  "GET /api/v1/leave/requests": { addressed: true, call: (br, ids) => br.get(`/api/v1/leave/requests?employee_id=${ids.employee}`) },
  "POST /api/v1/leave/requests/{id}/cancel": { addressed: true, call: (br, ids) => br.post(`/api/v1/leave/requests/${ids.leaveRequest}/cancel`, {}) },
  "POST /api/v1/leave/adjustments": { addressed: true, call: (br, ids) => br.post("/api/v1/leave/adjustments", { employee_id: ids.employee, leave_type_id: ids.leaveType, date: indiaToday(), days: 5, reason: "Intruded" }) },
  "GET /api/v1/leave/calendar": { addressed: false, call: (br) => br.get(`/api/v1/leave/calendar?month=${indiaToday().slice(0, 7)}`) },
  "GET /api/v1/leave/report": { addressed: true, call: (br, ids) => br.get(`/api/v1/leave/report?leave_type_id=${ids.leaveType}`) },
  "GET /api/v1/leave/report.xlsx": { addressed: true, call: (br, ids) => br.get(`/api/v1/leave/report.xlsx?leave_type_id=${ids.leaveType}`) },
  "GET /api/v1/leave/year-end": { addressed: true, call: (br, ids) => br.get(`/api/v1/leave/year-end?leave_type_id=${ids.leaveType}&year_start=2025-01-01`) },
  "POST /api/v1/leave/year-end": { addressed: true, call: (br, ids) => br.post("/api/v1/leave/year-end", { leave_type_id: ids.leaveType, year_start: "2025-01-01" }) },
  "GET /api/v1/leave/jobs/{id}": { addressed: true, call: (br, ids) => br.get(`/api/v1/leave/jobs/${ids.leaveJob}`) },
  "GET /api/v1/attendance/device-keys": { addressed: false, call: (br) => br.get("/api/v1/attendance/device-keys") },
  "POST /api/v1/attendance/device-keys": { addressed: false, call: (br) => br.post("/api/v1/attendance/device-keys", { label: "B's gate" }) },
  "DELETE /api/v1/attendance/device-keys/{keyid}": { addressed: true, call: (br, ids) => br.send("DELETE", `/api/v1/attendance/device-keys/${ids.key}`) },
  "POST /api/v1/attendance/punch-imports": { addressed: false, call: (br) => br.send("POST", "/api/v1/attendance/punch-imports", "employee_code,date,time\nEMP-1,2026-11-02,09:00\n", { "content-type": "text/csv" }) },
  "GET /api/v1/payroll/structures": { addressed: false, call: (br) => br.get("/api/v1/payroll/structures") },
  "POST /api/v1/payroll/structures": { addressed: false, call: (br) => br.post("/api/v1/payroll/structures", { name: "B's structure", components: [{ code: "BASIC", name: "Basic", kind: "basic", calc: "fixed", amount: "20,000" }] }) },
  "POST /api/v1/payroll/structures/templates": { addressed: false, call: (br) => br.post("/api/v1/payroll/structures/templates", { template: "metro" }) },
  "PUT /api/v1/payroll/structures/{id}": { addressed: true, call: (br, ids) => br.send("PUT", `/api/v1/payroll/structures/${ids.payStructure}`, { name: "Intruded", components: [{ code: "BASIC", name: "Basic", kind: "basic", calc: "fixed", amount: 1 }] }) },
  "POST /api/v1/payroll/structures/{id}/archive": { addressed: true, call: (br, ids) => br.post(`/api/v1/payroll/structures/${ids.payStructure}/archive`, { archived: true }) },
  "GET /api/v1/payroll/salaries/{employeeId}": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/salaries/${ids.employee}`) },
  "POST /api/v1/payroll/salaries/{employeeId}": { addressed: true, call: (br, ids) => br.post(`/api/v1/payroll/salaries/${ids.employee}`, { structure_id: ids.payStructure, annual_ctc: "1,00,00,000", effective_from: "2025-04-01" }) },
  "PUT /api/v1/payroll/profiles/{employeeId}": { addressed: true, call: (br, ids) => br.send("PUT", `/api/v1/payroll/profiles/${ids.employee}`, { tax_regime: "old", pf_wage_basis: "actual" }) },
  "GET /api/v1/payroll/settings": { addressed: false, call: (br) => br.get("/api/v1/payroll/settings") },
  "PUT /api/v1/payroll/settings": { addressed: false, call: (br) => br.send("PUT", "/api/v1/payroll/settings", { maker_checker: false, lop_source: "leave" }) },
  // Set first, so the firm has a logo to read; removed last.
  "PUT /api/v1/payroll/settings/logo": { addressed: false, call: (br) => br.send("PUT", "/api/v1/payroll/settings/logo", makePng(60, 20), { "content-type": "image/png" }) },
  "GET /api/v1/payroll/settings/logo.json": { addressed: false, call: (br) => br.get("/api/v1/payroll/settings/logo.json") },
  "GET /api/v1/payroll/settings/logo": { addressed: false, call: (br) => br.get("/api/v1/payroll/settings/logo") },
  "DELETE /api/v1/payroll/settings/logo": { addressed: false, call: (br) => br.send("DELETE", "/api/v1/payroll/settings/logo") },
  "GET /api/v1/payroll/runs": { addressed: false, call: (br) => br.get("/api/v1/payroll/runs") },
  "POST /api/v1/payroll/runs": { addressed: false, call: (br) => br.post("/api/v1/payroll/runs", { month: "2025-07" }) },
  "GET /api/v1/payroll/runs/{id}": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/runs/${ids.payRun}`) },
  "POST /api/v1/payroll/runs/{id}/compute": { addressed: true, call: (br, ids) => br.post(`/api/v1/payroll/runs/${ids.payRun}/compute`, { employee_ids: [ids.employee] }) },
  "GET /api/v1/payroll/runs/{id}/register": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/runs/${ids.payRun}/register`) },
  "GET /api/v1/payroll/runs/{id}/register.xlsx": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/runs/${ids.payRun}/register.xlsx`) },
  "GET /api/v1/payroll/runs/{id}/one-offs": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/runs/${ids.payRun}/one-offs`) },
  "POST /api/v1/payroll/runs/{id}/one-offs": { addressed: true, call: (br, ids) => br.post(`/api/v1/payroll/runs/${ids.payRun}/one-offs`, { employee_id: ids.employee, kind: "addition", description: "Intruded", amount: "1" }) },
  "GET /api/v1/payroll/runs/{id}/holds": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/runs/${ids.payRun}/holds`) },
  "POST /api/v1/payroll/runs/{id}/holds": { addressed: true, call: (br, ids) => br.post(`/api/v1/payroll/runs/${ids.payRun}/holds`, { employee_ids: [ids.employee], hold: true, reason: "Intruded hold" }) },
  "POST /api/v1/payroll/runs/{id}/one-offs/upload": { addressed: true, call: (br, ids) => br.send("POST", `/api/v1/payroll/runs/${ids.payRun}/one-offs/upload?mode=apply`, "Employee code,Kind,Description,Amount\r\nEMP0001,addition,Intruded,1\r\n", { "content-type": "text/csv" }) },
  "DELETE /api/v1/payroll/runs/{id}/one-offs/{oneOffId}": { addressed: true, call: (br, ids) => br.send("DELETE", `/api/v1/payroll/runs/${ids.payRun}/one-offs/${ids.payOneOff}`) },
  "GET /api/v1/payroll/runs/{id}/outputs": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/runs/${ids.payRun}/outputs`) },
  "GET /api/v1/payroll/runs/{id}/bank.csv": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/runs/${ids.payRun}/bank.csv`) },
  "GET /api/v1/payroll/runs/{id}/ecr.txt": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/runs/${ids.payRun}/ecr.txt`) },
  "GET /api/v1/payroll/runs/{id}/esic.xlsx": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/runs/${ids.payRun}/esic.xlsx`) },
  "GET /api/v1/payroll/runs/{id}/pt-register.csv": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/runs/${ids.payRun}/pt-register.csv`) },
  "GET /api/v1/payroll/runs/{id}/lwf-register.csv": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/runs/${ids.payRun}/lwf-register.csv`) },
  "GET /api/v1/payroll/runs/{id}/journal.csv": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/runs/${ids.payRun}/journal.csv`) },
  "GET /api/v1/payroll/runs/{id}/journal.xml": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/runs/${ids.payRun}/journal.xml`) },
  "GET /api/v1/payroll/runs/{id}/payslips/{employeeId}": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/runs/${ids.payRun}/payslips/${ids.employee}`) },
  "GET /api/v1/payroll/runs/{id}/payslips/{employeeId}/pdf": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/runs/${ids.payRun}/payslips/${ids.employee}/pdf`) },
  "POST /api/v1/payroll/runs/{id}/approve": { addressed: true, call: (br, ids) => br.post(`/api/v1/payroll/runs/${ids.payRun}/approve`, {}) },
  "POST /api/v1/payroll/runs/{id}/release": { addressed: true, call: (br, ids) => br.post(`/api/v1/payroll/runs/${ids.payRun}/release`, {}) },
  "POST /api/v1/payroll/runs/{id}/reopen": { addressed: true, call: (br, ids) => br.post(`/api/v1/payroll/runs/${ids.payRun}/reopen`, { reason: "Intruded again" }) },
  "GET /api/v1/payroll/jobs/{id}": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/jobs/${ids.payRunJob}`) },
  "GET /api/v1/payroll/payslips": { addressed: false, call: (br) => br.get("/api/v1/payroll/payslips") },
  "GET /api/v1/payroll/loans": { addressed: false, call: (br) => br.get("/api/v1/payroll/loans") },
  "POST /api/v1/payroll/loans": { addressed: true, call: (br, ids) => br.post("/api/v1/payroll/loans", { employee_id: ids.employee, kind: "advance", purpose: "Intruded", amount: "1,000", instalments: 1, first_month: "2099-01", disbursed_on: "2099-01-01" }) },
  "GET /api/v1/payroll/loans/mine": { addressed: false, call: (br) => br.get("/api/v1/payroll/loans/mine") },
  "GET /api/v1/expenses/policy": { addressed: false, call: (br) => br.get("/api/v1/expenses/policy") },
  "PUT /api/v1/expenses/policy": {
    addressed: false,
    call: (br) => br.send("PUT", "/api/v1/expenses/policy", { categories: [{ code: "meals", name: "Meals", kind: "amount", credit_blocked: true, receipt_above: "500" }], limits: [], mileage: [], per_diem: [], future_dated: false, admin_above: null }),
  },
  "GET /api/v1/expenses/claims": { addressed: false, call: (br) => br.get("/api/v1/expenses/claims?box=mine") },
  "POST /api/v1/expenses/claims": { addressed: false, call: (br) => br.post("/api/v1/expenses/claims", { title: "Own claim", items: [{ category: "meals", date: addDays(indiaToday(), -10), amount: "100" }] }) },
  "GET /api/v1/expenses/claims.csv": { addressed: false, call: (br) => br.get("/api/v1/expenses/claims.csv?box=all") },
  "GET /api/v1/expenses/claims.xlsx": { addressed: false, call: (br) => br.get("/api/v1/expenses/claims.xlsx?box=all") },
  "GET /api/v1/expenses/report": { addressed: false, call: (br, ids) => br.get(`/api/v1/expenses/report?group=employee&workspace_id=${ids.workspace}`) },
  "GET /api/v1/expenses/report.xlsx": { addressed: false, call: (br) => br.get("/api/v1/expenses/report.xlsx?group=employee") },
  "GET /api/v1/expenses/claims/{id}": { addressed: true, call: (br, ids) => br.get(`/api/v1/expenses/claims/${ids.claim}`) },
  "PUT /api/v1/expenses/claims/{id}": { addressed: true, call: (br, ids) => br.send("PUT", `/api/v1/expenses/claims/${ids.claim}`, { title: "Intruder", items: [{ category: "meals", date: addDays(indiaToday(), -10), amount: "1" }] }) },
  "POST /api/v1/expenses/claims/{id}/submit": { addressed: true, call: (br, ids) => br.post(`/api/v1/expenses/claims/${ids.claim}/submit`, {}) },
  "POST /api/v1/expenses/claims/{id}/withdraw": { addressed: true, call: (br, ids) => br.post(`/api/v1/expenses/claims/${ids.claim}/withdraw`, {}) },
  "PUT /api/v1/expenses/claims/{id}/items/{itemId}/decision": { addressed: true, call: (br, ids) => br.send("PUT", `/api/v1/expenses/claims/${ids.claim}/items/${ids.claimItem}/decision`, { approved_amount: "1", reason: "Intruder cut" }) },
  "GET /api/v1/expenses/claims/{id}/receipts/{receiptId}": { addressed: true, call: (br, ids) => br.get(`/api/v1/expenses/claims/${ids.claim}/receipts/${ids.receipt}`) },
  "DELETE /api/v1/expenses/claims/{id}/receipts/{receiptId}": { addressed: true, call: (br, ids) => br.send("DELETE", `/api/v1/expenses/claims/${ids.claim}/receipts/${ids.receipt}`) },
  "POST /api/v1/expenses/claims/{id}/items/{itemId}/receipts": { addressed: true, call: (br, ids) => br.send("POST", `/api/v1/expenses/claims/${ids.claim}/items/${ids.claimItem}/receipts`, makePng(20, 10), { "content-type": "image/png" }) },
  "GET /api/v1/expenses/payouts": { addressed: false, call: (br) => br.get("/api/v1/expenses/payouts") },
  // Naming A's claims: B's firm has none of them, exactly as with made-up ids.
  "POST /api/v1/expenses/payouts": { addressed: true, call: (br, ids) => br.post("/api/v1/expenses/payouts", { claim_ids: [ids.claim] }) },
  "GET /api/v1/expenses/payouts/{id}": { addressed: true, call: (br, ids) => br.get(`/api/v1/expenses/payouts/${ids.payout}`) },
  "GET /api/v1/expenses/payouts/{id}/bank.csv": { addressed: true, call: (br, ids) => br.get(`/api/v1/expenses/payouts/${ids.payout}/bank.csv`) },
  "POST /api/v1/expenses/payouts/{id}/paid": { addressed: true, call: (br, ids) => br.post(`/api/v1/expenses/payouts/${ids.payout}/paid`, { paid_on: "2026-01-15", reference: "INTRUDER1" }) },
  "GET /api/v1/expenses/advances": { addressed: false, call: (br) => br.get("/api/v1/expenses/advances?box=to_pay") },
  "POST /api/v1/expenses/advances": { addressed: false, call: (br) => br.post("/api/v1/expenses/advances", { purpose: "Own advance", amount: "1,000" }) },
  "POST /api/v1/expenses/advances/{id}/withdraw": { addressed: true, call: (br, ids) => br.post(`/api/v1/expenses/advances/${ids.advance}/withdraw`, {}) },
  "POST /api/v1/expenses/advances/{id}/paid": { addressed: true, call: (br, ids) => br.post(`/api/v1/expenses/advances/${ids.advance}/paid`, { paid_on: "2026-01-15", reference: "INTRUDER1" }) },
  "POST /api/v1/expenses/advances/{id}/return": { addressed: true, call: (br, ids) => br.post(`/api/v1/expenses/advances/${ids.advance}/return`, { amount: "1", returned_on: "2026-01-15" }) },
  "GET /api/v1/expenses/ledger/{employeeId}": { addressed: true, call: (br, ids) => br.get(`/api/v1/expenses/ledger/${ids.employee}`) },
  "GET /api/v1/expenses/ledger/{employeeId}/ledger.xlsx": { addressed: true, call: (br, ids) => br.get(`/api/v1/expenses/ledger/${ids.employee}/ledger.xlsx`) },
  "GET /api/v1/payroll/loans/{id}": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/loans/${ids.loan}`) },
  "POST /api/v1/payroll/loans/{id}/prepay": { addressed: true, call: (br, ids) => br.post(`/api/v1/payroll/loans/${ids.loan}/prepay`, { month: "2099-01", amount: "1,000", keep: "emi" }) },
  "POST /api/v1/payroll/loans/{id}/waive": { addressed: true, call: (br, ids) => br.post(`/api/v1/payroll/loans/${ids.loan}/waive`, { month: "2099-01", reason: "Intruded again" }) },
  "GET /api/v1/payroll/ledger/mine": { addressed: false, call: (br) => br.get("/api/v1/payroll/ledger/mine") },
  "GET /api/v1/payroll/ledger/{employeeId}": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/ledger/${ids.employee}`) },
  "GET /api/v1/payroll/payments": { addressed: false, call: (br) => br.get("/api/v1/payroll/payments") },
  "GET /api/v1/payroll/payments.xlsx": { addressed: false, call: (br) => br.get("/api/v1/payroll/payments.xlsx") },
  "GET /api/v1/payroll/tds/24q-annexure1.csv": { addressed: false, call: (br) => br.get("/api/v1/payroll/tds/24q-annexure1.csv?year=2025-04&quarter=Q1") },
  "GET /api/v1/payroll/tds/24q-annexure2.csv": { addressed: false, call: (br) => br.get("/api/v1/payroll/tds/24q-annexure2.csv?year=2025-04") },
  "GET /api/v1/payroll/form16/mine": { addressed: false, call: (br) => br.get("/api/v1/payroll/form16/mine?year=2025-04") },
  "GET /api/v1/payroll/form16/{employeeId}": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/form16/${ids.employee}?year=2025-04`) },
  "GET /api/v1/payroll/form16/{employeeId}/pdf": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/form16/${ids.employee}/pdf?year=2025-04`) },
  "GET /api/v1/payroll/openings": { addressed: false, call: (br) => br.get("/api/v1/payroll/openings?year=2025-04") },
  "POST /api/v1/payroll/openings/upload": { addressed: false, call: (br) => br.send("POST", "/api/v1/payroll/openings/upload", "Employee code,Through month,Taxable salary,TDS\r\nEMP0001,2025-05,1,1\r\n", { "content-type": "text/csv" }) },
  "GET /api/v1/payroll/settlements": { addressed: false, call: (br) => br.get("/api/v1/payroll/settlements") },
  "GET /api/v1/payroll/settlements/{employeeId}": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/settlements/${ids.employee}`) },
  "PUT /api/v1/payroll/settlements/{employeeId}": { addressed: true, call: (br, ids) => br.send("PUT", `/api/v1/payroll/settlements/${ids.employee}`, { reason: "termination", notice_required_days: 30, notice_served_days: 0 }) },
  "POST /api/v1/payroll/settlements/{employeeId}/approve": { addressed: true, call: (br, ids) => br.post(`/api/v1/payroll/settlements/${ids.employee}/approve`, {}) },
  "POST /api/v1/payroll/settlements/{employeeId}/paid": { addressed: true, call: (br, ids) => br.post(`/api/v1/payroll/settlements/${ids.employee}/paid`, { paid_on: "2025-01-01" }) },
  "GET /api/v1/payroll/settlements/{employeeId}/statement.pdf": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/settlements/${ids.employee}/statement.pdf`) },
  "GET /api/v1/payroll/declarations": { addressed: false, call: (br) => br.get("/api/v1/payroll/declarations") },
  "GET /api/v1/payroll/declarations.xlsx": { addressed: false, call: (br) => br.get("/api/v1/payroll/declarations.xlsx") },
  "GET /api/v1/payroll/declarations/mine": { addressed: false, call: (br) => br.get("/api/v1/payroll/declarations/mine") },
  "POST /api/v1/payroll/declarations/mine/submit": {
    addressed: false,
    // B's admin declares for themself in B's open windows, uploads a proof, and submits it.
    call: async (br) => {
      const day = indiaToday();
      await br.send("PUT", "/api/v1/payroll/declaration-windows", { declarations_from: day, declarations_to: day, proofs_from: day, proofs_to: day });
      const me = (await br.get("/api/v1/me")).json().member_id as string;
      await br.send("PUT", `/api/v1/payroll/declarations/${me}`, { tax_regime: "old", section_80c: "50,000" });
      await br.send("POST", `/api/v1/people/${me}/documents?kind=tax_proof&title=PPF%20passbook`, "%PDF-1.4\n%%EOF\n", { "content-type": "application/pdf" });
      return br.post("/api/v1/payroll/declarations/mine/submit", {});
    },
  },
  "GET /api/v1/payroll/declarations/{employeeId}": { addressed: true, call: (br, ids) => br.get(`/api/v1/payroll/declarations/${ids.employee}`) },
  "PUT /api/v1/payroll/declarations/{employeeId}": { addressed: true, call: (br, ids) => br.send("PUT", `/api/v1/payroll/declarations/${ids.employee}`, { tax_regime: "old", section_80c: "1,50,000" }) },
  "POST /api/v1/payroll/declarations/{employeeId}/verify": { addressed: true, call: (br, ids) => br.post(`/api/v1/payroll/declarations/${ids.employee}/verify`, { section_80c: "0" }) },
  "GET /api/v1/payroll/declaration-windows": { addressed: false, call: (br) => br.get("/api/v1/payroll/declaration-windows") },
  "PUT /api/v1/payroll/declaration-windows": { addressed: false, call: (br) => br.send("PUT", "/api/v1/payroll/declaration-windows", { declarations_from: null, declarations_to: null, proofs_from: null, proofs_to: null }) },
  "GET /api/v1/api-keys": { addressed: false, call: (br) => br.get("/api/v1/api-keys") },
  "POST /api/v1/api-keys": { addressed: false, call: (br) => br.post("/api/v1/api-keys", { name: "B's sync", scopes: ["people:read"] }) },
  // A's device key id: another firm's revoke must find nothing, as for a made-up id.
  "DELETE /api/v1/api-keys/{keyid}": { addressed: true, call: (br, ids) => br.send("DELETE", `/api/v1/api-keys/${ids.key}`) },
  "GET /api/v1/webhooks": { addressed: false, call: (br) => br.get("/api/v1/webhooks") },
  "POST /api/v1/webhooks": { addressed: false, call: (br) => br.post("/api/v1/webhooks", { url: "https://hooks.example.org/b", events: ["leave.decided"] }) },
  "GET /api/v1/webhooks/{id}": { addressed: true, call: (br, ids) => br.get(`/api/v1/webhooks/${ids.webhook}`) },
  "PATCH /api/v1/webhooks/{id}": { addressed: true, call: (br, ids) => br.send("PATCH", `/api/v1/webhooks/${ids.webhook}`, { url: "https://intruder.example.org/", enabled: true }) },
  "DELETE /api/v1/webhooks/{id}": { addressed: true, call: (br, ids) => br.send("DELETE", `/api/v1/webhooks/${ids.webhook}`) },
  "POST /api/v1/webhooks/{id}/rotate-secret": { addressed: true, call: (br, ids) => br.post(`/api/v1/webhooks/${ids.webhook}/rotate-secret`, {}) },
  "POST /api/v1/webhooks/{id}/test": { addressed: true, call: (br, ids) => br.post(`/api/v1/webhooks/${ids.webhook}/test`, {}) },
  "GET /api/v1/webhooks/{id}/deliveries": { addressed: true, call: (br, ids) => br.get(`/api/v1/webhooks/${ids.webhook}/deliveries`) },
  "GET /api/v1/webhooks/{id}/deliveries.csv": { addressed: true, call: (br, ids) => br.get(`/api/v1/webhooks/${ids.webhook}/deliveries.csv`) },
  "GET /api/v1/webhooks/{id}/deliveries/{deliveryId}": { addressed: true, call: (br, ids) => br.get(`/api/v1/webhooks/${ids.webhook}/deliveries/${ids.webhookDelivery}`) },
  "POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/replay": { addressed: true, call: (br, ids) => br.post(`/api/v1/webhooks/${ids.webhook}/deliveries/${ids.webhookDelivery}/replay`, {}) },
};

/** Routes older suites cover (tenants.test.ts, firms-keys.test.ts), and the console's own. */
const COVERED_ELSEWHERE = new Set([
  "GET /api/v1/me",
  "GET /api/v1/firm",
  "GET /api/v1/members",
  "POST /api/v1/members",
  "GET /api/v1/keys",
  // Device keys only (attendance.test.ts proves a key reaches its own firm only).
  "POST /api/v1/attendance/device-punches",
  // The caller's own firm's plan, never addressed by id (plans.test.ts: another firm's change leaves it be).
  "GET /api/v1/billing",
  "PUT /api/v1/billing/plan",
  "POST /api/v1/billing/cancel",
  "POST /api/v1/billing/resume",
]);

describe("every documented firm route is here", () => {
  it("has a way to call each one", () => {
    const firmRoutes = documentedRoutes(app)
      .filter((r) => r.path.startsWith("/api/v1/") && !r.path.startsWith("/api/v1/admin"))
      .map((r) => `${r.method} ${r.path}`)
      .filter((r) => !COVERED_ELSEWHERE.has(r));
    const missing = firmRoutes.filter((r) => !(r in ROUTES));
    expect(missing, "add these routes to ROUTES in tenants-firm.test.ts").toEqual([]);
  });
});

describe("firm B with firm A's ids", () => {
  const addressed = Object.entries(ROUTES).filter(([, r]) => r.addressed);
  it.each(addressed)("%s: the same answer as made-up ids, and nothing of A's", async (_name, route) => {
    const made: Ids = {
      webhook: randomUUID(),
      webhookDelivery: randomUUID(),
      employee: randomUUID(),
      workspace: randomUUID(),
      department: randomUUID(),
      request: randomUUID(),
      import: randomUUID(),
      firm: randomUUID(),
      field: randomUUID(),
      document: randomUUID(),
      task: randomUUID(),
      shift: randomUUID(),
      roster: randomUUID(),
      holiday: randomUUID(),
      key: `vk_${randomUUID().replaceAll("-", "").slice(0, 20)}`,
      job: randomUUID(),
      leaveType: randomUUID(),
      leaveRequest: randomUUID(),
      leaveJob: randomUUID(),
      payStructure: randomUUID(),
      payRun: randomUUID(),
      payRunJob: randomUUID(),
      payOneOff: randomUUID(),
      loan: randomUUID(),
      claim: randomUUID(),
      claimItem: randomUUID(),
      receipt: randomUUID(),
      payout: randomUUID(),
      advance: randomUUID(),
    };
    const withA = await route.call(b.admin, a);
    const withMadeUp = await route.call(b.admin, made);
    if (route.perItem) expect(JSON.parse(withA.body).done).toBe(0);
    else expect(withA.statusCode, withA.body).toBeGreaterThanOrEqual(400);
    expect(withA.statusCode).toBe(withMadeUp.statusCode);
    const scrub = (body: string, ids: Ids) =>
      body.replaceAll(ids.webhook, "<wh>").replaceAll(ids.webhookDelivery, "<whd>").replaceAll(ids.employee, "<e>").replaceAll(ids.workspace, "<w>").replaceAll(ids.department, "<d>").replaceAll(ids.request, "<r>").replaceAll(ids.import, "<i>").replaceAll(ids.firm, "<f>").replaceAll(ids.field, "<c>").replaceAll(ids.document, "<doc>").replaceAll(ids.task, "<t>").replaceAll(ids.shift, "<s>").replaceAll(ids.roster, "<ro>").replaceAll(ids.holiday, "<h>").replaceAll(ids.key, "<k>").replaceAll(ids.job, "<j>").replaceAll(ids.leaveType, "<lt>").replaceAll(ids.leaveRequest, "<lr>").replaceAll(ids.leaveJob, "<lj>").replaceAll(ids.payStructure, "<ps>").replaceAll(ids.payRun, "<pr>").replaceAll(ids.payRunJob, "<pj>").replaceAll(ids.payOneOff, "<po>").replaceAll(ids.loan, "<lo>").replaceAll(ids.claim, "<cl>").replaceAll(ids.claimItem, "<ci>").replaceAll(ids.receipt, "<rc>").replaceAll(ids.payout, "<py>").replaceAll(ids.advance, "<ad>");
    expect(scrub(withA.body, a)).toBe(scrub(withMadeUp.body, made));
    for (const secret of a.secrets) expect(withA.body).not.toContain(secret);
  });

  it("changed nothing of A's", async () => {
    const meera = (await (await demoSession(app, "A")).get(`/api/v1/people/${a.employee}`)).json();
    expect(meera.private.bank_name).not.toBe("Intruder Bank");
    expect(meera.status).toBe("active");
    const request = (await (await demoSession(app, "A")).get(`/api/v1/approvals/${a.request}`)).json();
    expect(request.status).toBe("pending");
    const advances = (await (await demoSession(app, "A")).get("/api/v1/expenses/advances?box=to_pay")).json().data as { id: string; status: string; returned: number }[];
    expect(advances.find((x) => x.id === a.advance)).toMatchObject({ status: "approved", returned: 0 });
  });
});

describe("routes scoped by the caller", () => {
  const scoped = Object.entries(ROUTES).filter(([, r]) => !r.addressed);
  it.each(scoped)("%s: B's own data, none of A's", async (_name, route) => {
    const res = await route.call(b.admin, a);
    expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(300);
    for (const secret of a.secrets) expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain(a.employee);
    expect(res.body).not.toContain(a.request);
  });
});
