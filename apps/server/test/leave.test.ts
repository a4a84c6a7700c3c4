// Leave in the product (issue 16): types from templates and by hand, the preview (days counted with the
// sandwich rule, balance before and after), applying through approvals, overlaps and balances refused,
// cancelling (the ledger reverses), HR's adjustments, the team calendar, the balances report and its XLSX,
// approved leave in attendance (leave without pay as loss of pay) and year-end with its closing; every route
// by role and another firm refused.
import type { CalendarView } from "@vetan/shared/attendance";
import { addDays, indiaToday } from "@vetan/shared/dates";
import type { BalancesReportView, BalancesView, LeavePreviewView, LeaveRequestView, LeaveTypeView, LedgerView, TeamCalendarView, YearEndView } from "@vetan/shared/leave";
import ExcelJS from "exceljs";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leaveEncashments, leaveRequests } from "../src/db/schema.ts";
import { weekdayOf } from "../src/firm/attendance/plans.ts";
import { encashments, exitEncashment } from "../src/firm/leave/payroll.ts";
import { previousMonth } from "../src/firm/attendance/attendance.service.ts";
import { createTestApp } from "./support/app.ts";
import { makeFirm, makeSignedIn, type TestFirm } from "./support/factories.ts";
import { inspect } from "./support/inspect.ts";

let app: FastifyInstance;
let firm: TestFirm;
let hr: Awaited<ReturnType<typeof makeSignedIn>>;
let scopedHr: Awaited<ReturnType<typeof makeSignedIn>>;
let manager: Awaited<ReturnType<typeof makeSignedIn>>;
let worker: Awaited<ReturnType<typeof makeSignedIn>>;
let colleague: Awaited<ReturnType<typeof makeSignedIn>>;
let other: TestFirm;
const types: Record<string, string> = {};

/** The first `weekday` (0 Sunday) on or after `day`. */
function nextWeekday(day: string, weekday: number): string {
  let d = day;
  while (weekdayOf(d).weekday !== weekday) d = addDays(d, 1);
  return d;
}

/** A policy of `days` a year credited at the start of the year, in full, from 2020. */
const yearly = (days: number, extra: Record<string, unknown> = {}) => ({
  effective_from: "2020-01-01",
  accrual: "yearly",
  per_year: days,
  timing: "start",
  proration: "none",
  ...extra,
});

beforeAll(async () => {
  app = await createTestApp();
  firm = await makeFirm(app);
  hr = await makeSignedIn(app, firm, "H");
  const ws = await firm.admin.post("/api/v1/workspaces", { name: "Unnao Depot", address: "Ring Road", city: "Unnao", state: "UP", pincode: "209801" });
  scopedHr = await makeSignedIn(app, firm, "H", {}, [ws.json().id]);
  manager = await makeSignedIn(app, firm, "E");
  worker = await makeSignedIn(app, firm, "E", { manager_id: manager.id, gender: "female" });
  colleague = await makeSignedIn(app, firm, "E");
  other = await makeFirm(app);
  for (const [code, name, policy, extra] of [
    ["SW", "Sandwich leave", yearly(12, { sandwich: true }), {}],
    ["CA", "Casual", yearly(6, { sandwich: false, max_days: 3 }), {}],
    ["UP", "Unpaid", { effective_from: "2020-01-01", accrual: "none", tracks_balance: false }, { paid: false }],
    ["YE", "Year end test", yearly(10, { carry_forward: "capped", carry_forward_cap: 4, encash_cap: 3 }), {}],
  ] as const) {
    const res = await firm.admin.post("/api/v1/leave/types", { code, name, ...policy, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    types[code] = (res.json() as LeaveTypeView).id;
  }
});
afterAll(() => app.close());

describe("types and templates", () => {
  it("adds templates for admins and firm-wide HR only, refuses a code twice", async () => {
    const list = await firm.admin.get("/api/v1/leave/templates");
    expect(list.statusCode).toBe(200);
    const cl = list.json().data.find((t: { code: string }) => t.code === "CL");
    expect(cl.summary[0]).toBe("12 days a year, credited at the start of each month, pro-rated by days for a joiner; leave calendar year (January to December)");
    expect((await worker.browser.post("/api/v1/leave/templates", { codes: ["CL"], effective_from: "2024-01-01" })).statusCode).toBe(403);
    expect((await scopedHr.browser.post("/api/v1/leave/templates", { codes: ["CL"], effective_from: "2024-01-01" })).statusCode).toBe(403);
    const added = await hr.browser.post("/api/v1/leave/templates", { codes: ["CL", "SL", "ML", "LWP"], effective_from: "2024-01-01" });
    expect(added.statusCode, added.body).toBe(201);
    const again = await firm.admin.post("/api/v1/leave/templates", { codes: ["CL"], effective_from: "2024-01-01" });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.codes).toBe("The firm already has CL");
    const view = (await worker.browser.get("/api/v1/leave/types")).json() as { data: LeaveTypeView[]; can_edit: boolean };
    expect(view.can_edit).toBe(false);
    expect(view.data.find((t) => t.code === "SL")?.summary).toContain("Requests: a document above 2 days");
  });

  it("refuses bad rules with a message beside each field, and writes nothing", async () => {
    const bad = await firm.admin.post("/api/v1/leave/types", { code: "9X", name: " ", effective_from: "2026-02-30", accrual: "monthly", per_year: 0, max_days: 1, min_days: 2, negative_limit: "1.234" });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json().errors;
    expect(errors.code).toBe("Code is 1 to 6 letters or digits starting with a letter, like CL or EL");
    expect(errors.name).toBe("Name is required");
    expect(errors.effective_from).toBe("Applies from: that date does not exist");
    expect(errors.negative_limit).toBe("Balance may go below zero by can have at most two decimals, like 1.25");
    const ok = { code: "ZZ", name: "Zed", effective_from: "2026-01-01", accrual: "monthly", per_year: 0 };
    const zero = await firm.admin.post("/api/v1/leave/types", ok);
    expect(zero.json().errors.per_year).toBe("Days a year must be more than 0 for leave that is credited");
    const clash = await firm.admin.post("/api/v1/leave/types", { ...ok, code: "SW", per_year: 2 });
    expect(clash.statusCode).toBe(409);
    const list = (await firm.admin.get("/api/v1/leave/types")).json().data as LeaveTypeView[];
    expect(list.filter((t) => t.code === "SW")).toHaveLength(1);
    expect(list.some((t) => t.code === "ZZ")).toBe(false);
  });

  it("versions the rules from a date; the balance follows", async () => {
    const res = await firm.admin.post("/api/v1/leave/types", { code: "VR", name: "Versioned", ...yearly(5) });
    const id = res.json().id as string;
    const year = indiaToday().slice(0, 4);
    const v2 = await firm.admin.post(`/api/v1/leave/types/${id}/versions`, yearly(8, { effective_from: `${year}-01-01` }));
    expect(v2.statusCode, v2.body).toBe(201);
    expect((v2.json() as LeaveTypeView).versions.map((v) => v.effective_from)).toEqual([`${year}-01-01`, "2020-01-01"]);
    const mine = (await worker.browser.get("/api/v1/leave/balances")).json() as BalancesView;
    expect(mine.balances.find((b) => b.leave_type.code === "VR")?.balance).toBe(8);
    expect((await manager.browser.post(`/api/v1/leave/types/${id}/versions`, yearly(1))).statusCode).toBe(403);
  });
});

describe("applying", () => {
  it("previews a Saturday-to-Monday request: the Sunday between counts under the sandwich rule", async () => {
    const sat = nextWeekday(addDays(indiaToday(), 20), 6);
    const mon = addDays(sat, 2);
    const sandwich = (await worker.browser.post("/api/v1/leave/preview", { leave_type_id: types.SW, from: sat, to: mon })).json() as LeavePreviewView;
    expect(sandwich.days).toBe(3);
    expect(sandwich.by_day.map((d) => d.counted)).toEqual([1, 1, 1]);
    expect(sandwich.by_day[1]?.note).toBe("weekly off, counted: between leave days (sandwich rule)");
    expect(sandwich.balance_before).toBe(12);
    expect(sandwich.balance_after).toBe(9);
    expect(sandwich.refusals).toEqual([]);
    const plain = (await worker.browser.post("/api/v1/leave/preview", { leave_type_id: types.CA, from: sat, to: mon, to_half: "first" })).json() as LeavePreviewView;
    expect(plain.days).toBe(1.5);
    expect(plain.working).toContain("less 1 not counted");
  });

  it("applies, refuses an overlap and more than the balance, and the manager approves from the inbox", async () => {
    const mon = nextWeekday(addDays(indiaToday(), 30), 1);
    const applied = await worker.browser.post("/api/v1/leave/requests", { leave_type_id: types.SW, from: mon, to: addDays(mon, 1), reason: "Sister's wedding in Lucknow" });
    expect(applied.statusCode, applied.body).toBe(201);
    const request = applied.json() as LeaveRequestView;
    expect(request.status).toBe("pending");
    expect(request.days).toBe(2);
    const balances = (await worker.browser.get("/api/v1/leave/balances")).json() as BalancesView;
    const sw = balances.balances.find((b) => b.leave_type.code === "SW");
    expect(sw).toMatchObject({ balance: 12, pending: 2, available: 10 });

    const overlap = await worker.browser.post("/api/v1/leave/requests", { leave_type_id: types.CA, from: addDays(mon, 1), to: addDays(mon, 1), reason: "Again" });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().errors.from).toMatch(/^You already have SW on .* \(waiting for approval\)$/);
    // Casual: 6 a year, at most 3 at a time. Two waiting requests of 3 leave nothing for a third.
    const trips: LeaveRequestView[] = [];
    for (const week of [14, 28]) {
      const trip = await worker.browser.post("/api/v1/leave/requests", { leave_type_id: types.CA, from: addDays(mon, week), to: addDays(mon, week + 2), reason: "Trip" });
      expect(trip.statusCode, trip.body).toBe(201);
      trips.push(trip.json());
    }
    const long = await worker.browser.post("/api/v1/leave/preview", { leave_type_id: types.CA, from: addDays(mon, 35), to: addDays(mon, 38) });
    expect((long.json() as LeavePreviewView).refusals).toContainEqual({ field: "days", message: "At most 3 days a request" });
    const beyond = await worker.browser.post("/api/v1/leave/requests", { leave_type_id: types.CA, from: addDays(mon, 35), to: addDays(mon, 35), reason: "Another trip" });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().errors.days).toBe("Your balance is 0 days; this asks for 1 day");
    const count = await inspect(app, (tx) => tx.select().from(leaveRequests).where(and(eq(leaveRequests.firmId, firm.firmId), eq(leaveRequests.employeeId, worker.id))));
    expect(count).toHaveLength(3);

    // Both trips together use the whole balance: each approval counts itself once.
    for (const trip of trips) {
      const ok = await manager.browser.post(`/api/v1/approvals/${trip.approval_id}/decision`, { action: "approve" });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const spent = (await worker.browser.get(`/api/v1/leave/balances?as_of=${addDays(mon, 28)}`)).json() as BalancesView;
    expect(spent.balances.find((b) => b.leave_type.code === "CA")).toMatchObject({ balance: 0, available: 0 });
    const inbox = (await manager.browser.get("/api/v1/approvals?box=inbox")).json();
    const waiting = inbox.data.find((r: { id: string }) => r.id === request.approval_id);
    expect(waiting.type).toBe("leave");
    expect(waiting.summary[0]).toMatch(/^SW: 2 days, /);
    expect((await colleague.browser.post(`/api/v1/approvals/${request.approval_id}/decision`, { action: "approve" })).statusCode).toBe(404);
    const decided = await manager.browser.post(`/api/v1/approvals/${request.approval_id}/decision`, { action: "approve", comment: "Enjoy" });
    expect(decided.statusCode, decided.body).toBe(200);
    const after = (await worker.browser.get(`/api/v1/leave/balances?as_of=${mon}`)).json() as BalancesView;
    expect(after.balances.find((b) => b.leave_type.code === "SW")).toMatchObject({ balance: 10, pending: 0 });
    const ledger = (await worker.browser.get(`/api/v1/leave/ledger?leave_type_id=${types.SW}&year_of=${mon}`)).json() as LedgerView;
    expect(ledger.entries.map((e) => e.kind)).toContain("credit");
  });

  it("lets HR apply for someone without notice, but not a manager; the employee cancels and the days come back", async () => {
    // The Wednesday of the week after the wedding (the test above): clear of its trips on any day this runs.
    const day = addDays(nextWeekday(addDays(indiaToday(), 30), 1), 9);
    expect((await manager.browser.post("/api/v1/leave/requests", { employee_id: worker.id, leave_type_id: types.SW, from: day, to: day, reason: "For her" })).statusCode).toBe(403);
    const byHr = await hr.browser.post("/api/v1/leave/requests", { employee_id: worker.id, leave_type_id: types.SW, from: day, to: day, reason: "Phoned in: fever" });
    expect(byHr.statusCode, byHr.body).toBe(201);
    const r = byHr.json() as LeaveRequestView;
    expect(r.applied_by.id).not.toBe(worker.id);
    expect((await manager.browser.post(`/api/v1/approvals/${r.approval_id}/decision`, { action: "approve" })).statusCode).toBe(200);
    const before = (await worker.browser.get(`/api/v1/leave/balances?as_of=${day}`)).json() as BalancesView;
    const held = before.balances.find((b) => b.leave_type.code === "SW")?.balance ?? 0;
    expect((await colleague.browser.post(`/api/v1/leave/requests/${r.id}/cancel`, {})).statusCode).toBe(404);
    const cancelled = await worker.browser.post(`/api/v1/leave/requests/${r.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as LeaveRequestView).status).toBe("cancelled");
    const after = (await worker.browser.get(`/api/v1/leave/balances?as_of=${day}`)).json() as BalancesView;
    expect(after.balances.find((b) => b.leave_type.code === "SW")?.balance).toBe(held + 1);
    expect((await worker.browser.post(`/api/v1/leave/requests/${r.id}/cancel`, {})).statusCode).toBe(409);
    const mine = (await worker.browser.get("/api/v1/leave/requests?status=cancelled")).json();
    expect(mine.data.map((x: LeaveRequestView) => x.id)).toContain(r.id);
  });

  it("refuses bad input clearly: dates the wrong way round, a type of another firm, a half day that ends before it starts", async () => {
    const day = addDays(indiaToday(), 50);
    const backwards = await worker.browser.post("/api/v1/leave/requests", { leave_type_id: types.SW, from: day, to: addDays(day, -2), reason: "x" });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.to).toBe("To cannot be before From");
    const half = await worker.browser.post("/api/v1/leave/preview", { leave_type_id: types.SW, from: day, to: day, from_half: "second", to_half: "first" });
    expect(half.json().errors.to_half).toBe("A single day cannot end before it starts");
    const otherType = await other.admin.post("/api/v1/leave/types", { code: "OT", name: "Other", ...yearly(3) });
    const foreign = await worker.browser.post("/api/v1/leave/preview", { leave_type_id: otherType.json().id, from: day, to: day });
    expect(foreign.statusCode).toBe(404);
    const noReason = await worker.browser.post("/api/v1/leave/requests", { leave_type_id: types.SW, from: day, to: day });
    expect(noReason.json().errors.reason).toBe("Reason is required");
  });
});

describe("adjustments, calendar and report", () => {
  it("lets HR adjust with a reason; never one's own, never an employee or a manager", async () => {
    const res = await hr.browser.post("/api/v1/leave/adjustments", { employee_id: worker.id, leave_type_id: types.CA, date: indiaToday(), days: 2, reason: "Worked the stock-take Sunday" });
    expect(res.statusCode, res.body).toBe(201);
    const ledger = (await worker.browser.get(`/api/v1/leave/ledger?leave_type_id=${types.CA}`)).json() as LedgerView;
    expect(ledger.entries.find((e) => e.kind === "adjustment")?.reason).toBe("Adjusted: Worked the stock-take Sunday");
    expect((await worker.browser.post("/api/v1/leave/adjustments", { employee_id: worker.id, leave_type_id: types.CA, date: indiaToday(), days: 5, reason: "Me" })).statusCode).toBe(403);
    expect((await manager.browser.post("/api/v1/leave/adjustments", { employee_id: worker.id, leave_type_id: types.CA, date: indiaToday(), days: 5, reason: "Team" })).statusCode).toBe(403);
    expect((await hr.browser.post("/api/v1/leave/adjustments", { employee_id: hr.id, leave_type_id: types.CA, date: indiaToday(), days: 5, reason: "Mine" })).statusCode).toBe(403);
    // Scoped HR does not cover the worker's workspace: the worker is unknown to them.
    expect((await scopedHr.browser.post("/api/v1/leave/adjustments", { employee_id: worker.id, leave_type_id: types.CA, date: indiaToday(), days: 1, reason: "x" })).statusCode).toBe(404);
    const zero = await hr.browser.post("/api/v1/leave/adjustments", { employee_id: worker.id, leave_type_id: types.CA, date: indiaToday(), days: 0, reason: "x" });
    expect(zero.json().errors.days).toBe("Days cannot be 0");
    const encash = await hr.browser.post("/api/v1/leave/adjustments", { employee_id: worker.id, leave_type_id: types.CA, kind: "encash", date: indiaToday(), days: 50, reason: "Too many" });
    expect(encash.statusCode).toBe(400);
    expect(encash.json().errors.days).toMatch(/^At most [\d.]+ days$/);
  });

  it("shows the team calendar to the manager (their team), HR and admins; not to an employee without reports", async () => {
    const mon = nextWeekday(addDays(indiaToday(), 30), 1);
    const month = mon.slice(0, 7);
    const mine = (await manager.browser.get(`/api/v1/leave/calendar?month=${month}`)).json() as TeamCalendarView;
    expect(mine.people.map((p) => p.employee.id)).toEqual([worker.id]);
    expect(mine.people[0]?.away, JSON.stringify(mine.people[0])).toBeDefined();
    expect(mine.people[0]?.away.some((a) => a.day === mon && a.status === "approved" && a.leave_type.code === "SW")).toBe(true);
    expect(mine.away_by_day[mon]).toBe(1);
    expect((await colleague.browser.get(`/api/v1/leave/calendar?month=${month}`)).statusCode).toBe(403);
    const all = (await firm.admin.get(`/api/v1/leave/calendar?month=${month}`)).json() as TeamCalendarView;
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.people.find((p) => p.employee.id === worker.id)?.offs.some((o) => o.kind === "weekly_off")).toBe(true);
    const bad = await firm.admin.get("/api/v1/leave/calendar?month=2026-13");
    expect(bad.statusCode).toBe(400);
  });

  it("reports everyone's balances to HR and admins, and exports them", async () => {
    const report = (await hr.browser.get("/api/v1/leave/report")).json() as BalancesReportView;
    const row = report.rows.find((r) => r.employee.id === worker.id);
    expect(row?.balances[types.SW as string]).toBe(12);
    // Maternity leave has no balance (granted per occasion); the YE type applies to everyone.
    expect(report.types.some((t) => t.code === "ML")).toBe(false);
    expect(report.types.some((t) => t.code === "UP")).toBe(false);
    expect((await worker.browser.get("/api/v1/leave/report")).statusCode).toBe(403);
    const scoped = (await scopedHr.browser.get("/api/v1/leave/report")).json() as BalancesReportView;
    expect(scoped.rows.some((r) => r.employee.id === worker.id)).toBe(false);
    const file = await hr.browser.get("/api/v1/leave/report.xlsx");
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(5).value).toMatch(/\(days\)$/);
    expect(sheet?.rowCount).toBeGreaterThanOrEqual(6);
  });
});

describe("attendance and payroll", () => {
  it("shows approved leave in attendance, and leave without pay as loss of pay", async () => {
    // The most recent working day before today in this month's cycle (weekly off: Sunday).
    let day = addDays(indiaToday(), -1);
    while (weekdayOf(day).weekday === 0) day = addDays(day, -1);
    const month = day.slice(0, 7);
    const before = (await worker.browser.get(`/api/v1/attendance/calendar?month=${month}`)).json() as CalendarView;
    const applied = await worker.browser.post("/api/v1/leave/requests", { leave_type_id: types.UP, from: day, to: day, reason: "Unpaid day off" });
    expect(applied.statusCode, applied.body).toBe(201);
    const r = applied.json() as LeaveRequestView;
    expect((await manager.browser.post(`/api/v1/approvals/${r.approval_id}/decision`, { action: "approve" })).statusCode).toBe(200);
    const after = (await worker.browser.get(`/api/v1/attendance/calendar?month=${month}`)).json() as CalendarView;
    expect(after.days.find((d) => d.day === day)?.status).toBe("leave");
    // The grid shows the leave type's code after the status's.
    expect(after.days.find((d) => d.day === day)?.code).toBe("L:UP");
    expect(after.totals.lop_days).toBe((before.totals.lop_days ?? 0) - (before.days.find((d) => d.day === day)?.status === "absent" ? 1 : 0) + 1);
  });
});

describe("a locked payroll cycle", () => {
  it("refuses leave in it, and cancelling approved leave in it, with the reason", async () => {
    const month = previousMonth(previousMonth(indiaToday().slice(0, 7)));
    const day = nextWeekday(`${month}-10`, 3);
    const byHr = await hr.browser.post("/api/v1/leave/requests", { employee_id: colleague.id, leave_type_id: types.SW, from: day, to: day, reason: "Recorded late" });
    expect(byHr.statusCode, byHr.body).toBe(201);
    const r = byHr.json() as LeaveRequestView;
    const colleagueManager = (await firm.admin.get(`/api/v1/approvals/${r.approval_id}`)).json();
    const approver = colleagueManager.levels[0].approvers[0].id === firm.adminId ? firm.admin : hr.browser;
    expect((await approver.post(`/api/v1/approvals/${r.approval_id}/decision`, { action: "approve" })).statusCode).toBe(200);
    const locked = await firm.admin.post(`/api/v1/attendance/cycles/${month}/lock`, {});
    expect(locked.statusCode, locked.body).toBe(201);
    const late = await hr.browser.post("/api/v1/leave/requests", { employee_id: colleague.id, leave_type_id: types.SW, from: addDays(day, 1), to: addDays(day, 1), reason: "Also late" });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.from).toMatch(/^Payroll for the cycle .* is locked: ask HR for an adjustment instead$/);
    const cancel = await firm.admin.post(`/api/v1/leave/requests/${r.id}/cancel`, {});
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().result).toMatch(/is locked: HR can make an adjustment instead$/);
  });
});

describe("year end", () => {
  it("previews the closing of last year, runs it as a job once, and then refuses requests in it", async () => {
    const last = `${Number(indiaToday().slice(0, 4)) - 1}-01-01`;
    const preview = await firm.admin.get(`/api/v1/leave/year-end?leave_type_id=${types.YE}&year_start=${last}`);
    expect(preview.statusCode, preview.body).toBe(200);
    const view = preview.json() as YearEndView;
    const row = view.rows.find((x) => x.employee.id === colleague.id);
    // Joined in April the year before: 10 that year, of which 4 carried, 3 encashed, 3 lapsed; 10 more last
    // year makes 14 at its close: 4 carried, 3 encashed, 7 lapse.
    expect(row).toMatchObject({ closing: 14, carried: 4, encashed: 3, lapsed: 7 });
    expect(view.can_run).toBe(true);
    expect((await manager.browser.get(`/api/v1/leave/year-end?leave_type_id=${types.YE}&year_start=${last}`)).statusCode).toBe(403);
    const run = await firm.admin.post("/api/v1/leave/year-end", { leave_type_id: types.YE, year_start: last });
    expect(run.statusCode, run.body).toBe(202);
    await app.services.jobs.drain();
    const job = (await firm.admin.get(`/api/v1/leave/jobs/${run.json().job_id}`)).json();
    expect(job.status).toBe("done");
    expect(job.progress.done).toBe(job.progress.total);
    const closed = (await firm.admin.get(`/api/v1/leave/year-end?leave_type_id=${types.YE}&year_start=${last}`)).json() as YearEndView;
    expect(closed.closed).not.toBeNull();
    expect(closed.can_run).toBe(false);
    expect((await firm.admin.post("/api/v1/leave/year-end", { leave_type_id: types.YE, year_start: last })).statusCode).toBe(409);
    const paid = await inspect(app, (tx) => tx.select().from(leaveEncashments).where(and(eq(leaveEncashments.firmId, firm.firmId), eq(leaveEncashments.employeeId, colleague.id))));
    expect(paid.map((p) => p.days)).toEqual([300]);
    // Payroll's view: the year-end encashment on the new year's first day.
    const thisYearStart = `${indiaToday().slice(0, 4)}-01-01`;
    const handed = await inspect(app, (tx) => encashments(tx, firm.firmId, thisYearStart, thisYearStart));
    expect(handed.filter((h) => h.employeeId === colleague.id)).toEqual([{ employeeId: colleague.id, leaveTypeId: types.YE, date: thisYearStart, days: 3, source: "year_end" }]);
    const late = await hr.browser.post("/api/v1/leave/requests", { employee_id: colleague.id, leave_type_id: types.YE, from: `${last.slice(0, 4)}-06-10`, to: `${last.slice(0, 4)}-06-10`, reason: "Forgotten" });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.from).toBe(`The leave year ${last.slice(0, 4)} is closed for YE`);
    const thisYear = await firm.admin.post("/api/v1/leave/year-end", { leave_type_id: types.YE, year_start: indiaToday() });
    expect(thisYear.statusCode).toBe(400);
  });
});

describe("exit", () => {
  it("values a leaver's balance for the final settlement, up to the encashment cap", async () => {
    const leaver = await makeSignedIn(app, firm, "E");
    const last = addDays(indiaToday(), 10);
    const exit = await firm.admin.post(`/api/v1/people/${leaver.id}/exit`, { resignation_date: indiaToday(), last_working_day: last, exit_reason: "resigned" });
    expect(exit.statusCode, exit.body).toBe(200);
    const due = await inspect(app, (tx) => exitEncashment(tx, firm.firmId, leaver.id));
    // YE: 4 carried from last year and 10 credited at this year's start make 14, encashed up to 3; no
    // other type encashes.
    expect(due).toEqual([{ leaveTypeId: types.YE, code: "YE", balance: 14, days: 3 }]);
  });
});

describe("who may call what", () => {
  // Each route as the worker's colleague (an employee with no team), the worker's manager, HR limited to
  // another workspace, firm-wide HR and the admin, about the worker (or the firm). 2xx means allowed; 404
  // means the person is not theirs to see at all.
  type Caller = "colleague" | "manager" | "scopedHr" | "hr" | "admin";
  const browserOf = (c: Caller) => ({ colleague: colleague.browser, manager: manager.browser, scopedHr: scopedHr.browser, hr: hr.browser, admin: firm.admin })[c];
  const far = () => nextWeekday(addDays(indiaToday(), 150), 2);
  let roleTypes = 0;
  const cases: [string, (b: ReturnType<typeof browserOf>) => Promise<{ statusCode: number }>, Record<Caller, number>][] = [
    ["GET balances of the worker", (b) => b.get(`/api/v1/leave/balances?employee_id=${worker.id}`), { colleague: 404, manager: 200, scopedHr: 404, hr: 200, admin: 200 }],
    ["GET the worker's ledger", (b) => b.get(`/api/v1/leave/ledger?employee_id=${worker.id}&leave_type_id=${types.SW}`), { colleague: 404, manager: 200, scopedHr: 404, hr: 200, admin: 200 }],
    ["GET the worker's requests", (b) => b.get(`/api/v1/leave/requests?employee_id=${worker.id}`), { colleague: 404, manager: 200, scopedHr: 404, hr: 200, admin: 200 }],
    ["POST a preview for the worker", (b) => b.post("/api/v1/leave/preview", { employee_id: worker.id, leave_type_id: types.SW, from: far(), to: far() }), { colleague: 404, manager: 403, scopedHr: 404, hr: 200, admin: 200 }],
    ["POST a preview for oneself", (b) => b.post("/api/v1/leave/preview", { leave_type_id: types.SW, from: far(), to: far() }), { colleague: 200, manager: 200, scopedHr: 200, hr: 200, admin: 200 }],
    ["GET the team calendar", (b) => b.get(`/api/v1/leave/calendar?month=${indiaToday().slice(0, 7)}`), { colleague: 403, manager: 200, scopedHr: 200, hr: 200, admin: 200 }],
    ["GET the balances report", (b) => b.get("/api/v1/leave/report"), { colleague: 403, manager: 403, scopedHr: 200, hr: 200, admin: 200 }],
    ["GET the report as XLSX", (b) => b.get("/api/v1/leave/report.xlsx"), { colleague: 403, manager: 403, scopedHr: 200, hr: 200, admin: 200 }],
    ["GET the year-end preview", (b) => b.get(`/api/v1/leave/year-end?leave_type_id=${types.SW}&year_start=2025-01-01`), { colleague: 403, manager: 403, scopedHr: 403, hr: 200, admin: 200 }],
    ["POST a year end of a year not over", (b) => b.post("/api/v1/leave/year-end", { leave_type_id: types.SW, year_start: indiaToday() }), { colleague: 403, manager: 403, scopedHr: 403, hr: 400, admin: 400 }],
    ["PUT a type's name", (b) => b.send("PUT", `/api/v1/leave/types/${types.UP}`, { code: "UP", name: "Unpaid", paid: false }), { colleague: 403, manager: 403, scopedHr: 403, hr: 200, admin: 200 }],
    ["PUT a type archived", (b) => b.send("PUT", `/api/v1/leave/types/${types.UP}/archived`, { archived: false }), { colleague: 403, manager: 403, scopedHr: 403, hr: 200, admin: 200 }],
    ["POST a type", (b) => b.post("/api/v1/leave/types", { code: `R${++roleTypes}`, name: "Role test", ...yearly(1) }), { colleague: 403, manager: 403, scopedHr: 403, hr: 201, admin: 201 }],
    ["GET the templates", (b) => b.get("/api/v1/leave/templates"), { colleague: 200, manager: 200, scopedHr: 200, hr: 200, admin: 200 }],
    ["POST an adjustment for the worker", (b) => b.post("/api/v1/leave/adjustments", { employee_id: worker.id, leave_type_id: types.SW, date: indiaToday(), days: 0.5, reason: "Role test" }), { colleague: 404, manager: 403, scopedHr: 404, hr: 201, admin: 201 }],
  ];
  it.each(cases)("%s", async (_name, call, expected) => {
    for (const caller of Object.keys(expected) as Caller[]) {
      const res = await call(browserOf(caller));
      expect(res.statusCode, `${caller}: ${(res as { body?: string }).body?.slice(0, 200)}`).toBe(expected[caller]);
    }
  });
});

describe("another firm", () => {
  it("is refused everything of this firm's", async () => {
    const list = (await worker.browser.get("/api/v1/leave/requests")).json();
    const id = list.data[0].id as string;
    expect((await other.admin.get(`/api/v1/leave/balances?employee_id=${worker.id}`)).statusCode).toBe(404);
    expect((await other.admin.get(`/api/v1/leave/requests?employee_id=${worker.id}`)).statusCode).toBe(404);
    expect((await other.admin.post(`/api/v1/leave/requests/${id}/cancel`, {})).statusCode).toBe(404);
    expect((await other.admin.get(`/api/v1/leave/ledger?employee_id=${worker.id}&leave_type_id=${types.SW}`)).statusCode).toBe(404);
    expect((await other.admin.send("PUT", `/api/v1/leave/types/${types.SW}`, { code: "SW", name: "Mine now" })).statusCode).toBe(404);
    const theirs = (await other.admin.get("/api/v1/leave/report")).json() as BalancesReportView;
    expect(theirs.rows.some((r) => r.employee.id === worker.id)).toBe(false);
  });
});
