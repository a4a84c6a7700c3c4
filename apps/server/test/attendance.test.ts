// Attendance in the product (issue 15): web punches with the geo-fence and IP allow-list, device keys and
// device logs (idempotent, bad rows reported), CSV imports, the calendar, the muster and its XLSX, who is
// where today, requests through approvals (regularisation changes the day), shifts, rosters, holidays and
// the policy with their recomputes; every route by role and another firm refused.
import type { CalendarView, MusterView, PunchIngestResult, TodayView } from "@vetan/shared/attendance";
import { addDays, indiaToday } from "@vetan/shared/dates";
import { previousMonth } from "../src/firm/attendance/attendance.service.ts";
import ExcelJS from "exceljs";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendanceDays, punches } from "../src/db/schema.ts";
import { createTestApp } from "./support/app.ts";
import { Browser } from "./support/browser.ts";
import { makeEmployee, makeFirm, makeSignedIn, type TestFirm } from "./support/factories.ts";
import { inspect } from "./support/inspect.ts";

let app: FastifyInstance;
let firm: TestFirm;
let hr: Awaited<ReturnType<typeof makeSignedIn>>;
let manager: Awaited<ReturnType<typeof makeSignedIn>>;
let worker: Awaited<ReturnType<typeof makeSignedIn>>;
let colleague: Awaited<ReturnType<typeof makeSignedIn>>;
let other: TestFirm;

const month = indiaToday().slice(0, 7);
const basic = (keyid: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${keyid}:${secret}`).toString("base64")}` });

beforeAll(async () => {
  app = await createTestApp();
  firm = await makeFirm(app, { plan: "enterprise" });
  hr = await makeSignedIn(app, firm, "H");
  manager = await makeSignedIn(app, firm, "E");
  worker = await makeSignedIn(app, firm, "E", { manager_id: undefined });
  colleague = await makeSignedIn(app, firm, "E");
  // The worker reports to the manager.
  const moved = await firm.admin.post(`/api/v1/people/${worker.id}/job-changes`, { kind: "manager_change", effective_from: indiaToday(), manager_id: manager.id });
  expect(moved.statusCode, moved.body).toBe(201);
  other = await makeFirm(app, { plan: "enterprise" });
});
afterAll(() => app.close());

async function deviceKey(by: Browser = firm.admin, label = "Gate 1") {
  const res = await by.post("/api/v1/attendance/device-keys", { label });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { keyid: string; keysecret: string };
}

async function pushDevice(key: { keyid: string; keysecret: string }, rows: unknown[]) {
  return app.inject({ method: "POST", url: "/api/v1/attendance/device-punches", headers: { ...basic(key.keyid, key.keysecret), "content-type": "application/json" }, payload: { punches: rows } });
}

describe("web punches", () => {
  it("clocks in, takes a break and clocks out; the buttons follow the state", async () => {
    const b = worker.browser;
    let today = (await b.get("/api/v1/attendance/today")).json() as TodayView;
    expect(today.state).toBe("not_in");
    expect(today.next).toEqual(["in"]);
    const early = await b.post("/api/v1/attendance/punch", { kind: "out" });
    expect(early.statusCode).toBe(409);
    expect(early.json().result).toContain("clock in first");
    for (const [kind, state] of [["in", "working"], ["break_start", "on_break"], ["break_end", "working"], ["out", "done"]] as const) {
      const res = await b.post("/api/v1/attendance/punch", { kind });
      expect(res.statusCode, res.body).toBe(201);
      today = res.json() as TodayView;
      expect(today.state).toBe(state);
    }
    expect(today.punches.map((p) => p.kind)).toEqual(["in", "break_start", "break_end", "out"]);
    const stored = await inspect(app, (tx) => tx.select().from(punches).where(and(eq(punches.firmId, firm.firmId), eq(punches.employeeId, worker.id))));
    expect(stored.every((p) => p.source === "web" && p.ip)).toBe(true);
    const day = await inspect(app, (tx) => tx.select().from(attendanceDays).where(and(eq(attendanceDays.firmId, firm.firmId), eq(attendanceDays.employeeId, worker.id), eq(attendanceDays.day, indiaToday()))));
    expect(day[0]?.firstIn).not.toBeNull();
  });

  it("checks the geo-fence: refused without a location and outside it, taken inside it", async () => {
    const ws = await firm.admin.post("/api/v1/workspaces", { name: "Fenced Yard", address: "Plot 4", city: "Kanpur", state: "UP", pincode: "208010", latitude: 26.4499, longitude: 80.3319, radius_m: 200 });
    expect(ws.statusCode, ws.body).toBe(201);
    const fenced = await makeSignedIn(app, firm, "E", { workspace_id: ws.json().id });
    const today = (await fenced.browser.get("/api/v1/attendance/today")).json() as TodayView;
    expect(today.fence).toEqual({ required: true, workspace: "Fenced Yard", radius_m: 200 });
    const blind = await fenced.browser.post("/api/v1/attendance/punch", { kind: "in" });
    expect(blind.statusCode).toBe(400);
    expect(blind.json().errors.latitude).toBe("Your location is needed to punch");
    const far = await fenced.browser.post("/api/v1/attendance/punch", { kind: "in", latitude: 26.47, longitude: 80.35, accuracy_m: 20 });
    expect(far.statusCode).toBe(403);
    expect(far.json().result).toMatch(/You are 2\.\d km from Fenced Yard; punches are taken within 200 m of it\./);
    const near = await fenced.browser.post("/api/v1/attendance/punch", { kind: "in", latitude: 26.4505, longitude: 80.332, accuracy_m: 15 });
    expect(near.statusCode, near.body).toBe(201);
    const [p] = await inspect(app, (tx) => tx.select().from(punches).where(and(eq(punches.firmId, firm.firmId), eq(punches.employeeId, fenced.id))));
    expect(p?.latitude).toBeCloseTo(26.4505);
  });

  it("checks the IP allow-list", async () => {
    const ws = await firm.admin.post("/api/v1/workspaces", { name: "Office Net", address: "Civil Lines", city: "Kanpur", state: "UP", pincode: "208001", ip_allow_list: ["203.0.113.0/24"] });
    expect(ws.statusCode, ws.body).toBe(201);
    const person = await makeSignedIn(app, firm, "E", { workspace_id: ws.json().id });
    const refused = await person.browser.post("/api/v1/attendance/punch", { kind: "in" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().result).toContain("only from its office network");
    const bad = await firm.admin.send("PATCH", `/api/v1/workspaces/${ws.json().id}`, { name: "Office Net", address: "Civil Lines", city: "Kanpur", state: "UP", pincode: "208001", ip_allow_list: ["not-an-ip"] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors["ip_allow_list.0"]).toContain("203.0.113.7");
    const allowed = await firm.admin.send("PATCH", `/api/v1/workspaces/${ws.json().id}`, { name: "Office Net", address: "Civil Lines", city: "Kanpur", state: "UP", pincode: "208001", ip_allow_list: ["198.18.0.0/15"] });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((await person.browser.post("/api/v1/attendance/punch", { kind: "in" })).statusCode).toBe(201);
  });
});

describe("device punches", () => {
  it("stores good rows, reports bad ones with their row, and ignores a resend", async () => {
    const key = await deviceKey();
    const code = (await firm.admin.get(`/api/v1/people/${colleague.id}`)).json().code as string;
    const yesterday = addDays(indiaToday(), -1);
    const rows = [
      { employee_code: code, at: `${yesterday}T09:02:00+05:30`, device_id: "GATE-1", direction: "in" },
      { employee_code: code, at: `${yesterday}T18:31:00+05:30`, device_id: "GATE-1", direction: "out" },
      { employee_code: "NOPE-1", at: `${yesterday}T09:00:00+05:30`, device_id: "GATE-1" },
      { employee_code: code, at: "2099-01-01T09:00:00+05:30", device_id: "GATE-1" },
      { employee_code: code, at: "yesterday at nine", device_id: "GATE-1" },
    ];
    const first = await pushDevice(key, rows);
    expect(first.statusCode, first.body).toBe(200);
    const r1 = first.json() as PunchIngestResult;
    expect(r1).toMatchObject({ received: 5, stored: 2, duplicates: 0 });
    expect(r1.rejected.map((p) => [p.row, p.field])).toEqual([
      [3, "employee_code"],
      [4, "at"],
      [5, "at"],
    ]);
    const again = (await pushDevice(key, rows.slice(0, 2))).json() as PunchIngestResult;
    expect(again).toMatchObject({ received: 2, stored: 0, duplicates: 2, rejected: [] });
    // The batch dropped the days it touched; the refresh job recomputes them.
    const dayOf = () => inspect(app, (tx) => tx.select().from(attendanceDays).where(and(eq(attendanceDays.firmId, firm.firmId), eq(attendanceDays.employeeId, colleague.id), eq(attendanceDays.day, yesterday))));
    expect(await dayOf()).toEqual([]);
    await app.services.jobs.drain();
    expect((await dayOf())[0]?.firstIn?.toISOString()).toBe(`${yesterday}T03:32:00.000Z`);
    // A read before the job fills the gap itself: a later punch of that day, then the calendar at once.
    await pushDevice(key, [{ employee_code: code, at: `${yesterday}T19:10:00+05:30`, device_id: "GATE-1", direction: "out" }]);
    expect(await dayOf()).toEqual([]);
    const cal = (await colleague.browser.get(`/api/v1/attendance/calendar?month=${yesterday.slice(0, 7)}`)).json() as CalendarView;
    expect(cal.days.find((d) => d.day === yesterday)?.last_out).toBe(`${yesterday}T13:40:00.000Z`);
    await app.services.jobs.drain();
    const day = cal.days.find((d) => d.day === yesterday);
    expect(day?.first_in).toBe(`${yesterday}T03:32:00.000Z`);
    expect(day?.worked_minutes).toBeGreaterThan(500);
  });

  it("refuses a wrong, revoked or unscoped key, and a device key anywhere else", async () => {
    const key = await deviceKey(firm.admin, "Gate 2");
    const row = [{ employee_code: "X", at: `${indiaToday()}T09:00:00+05:30`, device_id: "G2" }];
    expect((await pushDevice({ keyid: key.keyid, keysecret: "wrong" }, row)).statusCode).toBe(401);
    const me = (await firm.admin.get("/api/v1/me")).json();
    const member = await firm.admin.post("/api/SuperAdmin/GenerateKeys", { firmid: me.firm_id, empid: me.member_id, mobile: me.mobile });
    expect(member.statusCode, member.body).toBe(200);
    const unscoped = await pushDevice(member.json() as { keyid: string; keysecret: string }, row);
    expect(unscoped.statusCode).toBe(403);
    expect(unscoped.json().result).toContain("device key");
    // The admin's own key still works where it always did, and their device keys survive its regeneration.
    expect((await pushDevice(key, row)).statusCode).toBe(200);
    const elsewhere = await app.inject({ method: "GET", url: "/api/v1/people", headers: basic(key.keyid, key.keysecret) });
    expect(elsewhere.statusCode).toBe(403);
    const listed = (await firm.admin.get("/api/v1/attendance/device-keys")).json().data as { keyid: string }[];
    expect(listed.map((k) => k.keyid)).toContain(key.keyid);
    expect((await firm.admin.send("DELETE", `/api/v1/attendance/device-keys/${key.keyid}`)).statusCode).toBe(204);
    expect((await pushDevice(key, row)).statusCode).toBe(401);
    expect((await hr.browser.post("/api/v1/attendance/device-keys", { label: "HR's gate" })).statusCode).toBe(403);
  });

  it("takes a CSV of punch logs and reports bad lines by line number", async () => {
    const code = (await firm.admin.get(`/api/v1/people/${colleague.id}`)).json().code as string;
    const day = addDays(indiaToday(), -2);
    const csv = `employee_code,date,time,direction\n${code},${day},09:15,in\n${code},${day},18:05,out\nNOPE,${day},09:00,in\n${code},2026-02-30,09:00,in\n`;
    const res = await firm.admin.upload("/api/v1/attendance/punch-imports", csv, "text/csv");
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as PunchIngestResult;
    expect(r).toMatchObject({ received: 4, stored: 2 });
    expect(r.rejected.map((p) => p.row)).toEqual([4, 5]);
    const refused = await worker.browser.upload("/api/v1/attendance/punch-imports", csv, "text/csv");
    expect(refused.statusCode).toBe(403);
  });
});

describe("reading attendance", () => {
  it("the calendar is for the person, their managers, HR and admins; a colleague and another firm are refused", async () => {
    for (const [who, b] of [["self", worker.browser], ["manager", manager.browser], ["hr", hr.browser], ["admin", firm.admin]] as const) {
      const res = await b.get(`/api/v1/attendance/calendar?month=${month}&employee_id=${worker.id}`);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
    }
    expect((await colleague.browser.get(`/api/v1/attendance/calendar?month=${month}&employee_id=${worker.id}`)).statusCode).toBe(404);
    expect((await other.admin.get(`/api/v1/attendance/calendar?month=${month}&employee_id=${worker.id}`)).statusCode).toBe(404);
    expect((await worker.browser.get("/api/v1/attendance/calendar?month=2026-13")).statusCode).toBe(400);
  });

  it("the muster is for admins and HR, filtered, with totals; it exports to XLSX", async () => {
    expect((await worker.browser.get(`/api/v1/attendance/muster?month=${month}`)).statusCode).toBe(403);
    const res = await hr.browser.get(`/api/v1/attendance/muster?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json() as MusterView;
    expect(m.rows.length).toBeGreaterThanOrEqual(5);
    const row = m.rows.find((r) => r.employee.id === worker.id);
    expect(row?.codes.length).toBe(m.days.length);
    const other = (await other_admin()).json() as MusterView;
    expect(other.rows.some((r) => r.employee.id === worker.id)).toBe(false);
    const xlsx = await firm.admin.get(`/api/v1/attendance/muster.xlsx?month=${month}`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(2).value).toBe("Name");
    expect(book.worksheets[1]?.getRow(2).getCell(2).value).toBe("Present");
  });

  it("who is where today counts people by state", async () => {
    const res = await firm.admin.get("/api/v1/attendance/where");
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json() as { workspaces: { workspace: string; working: number; done: number; not_in: number }[] };
    expect(board.workspaces.find((w) => w.workspace === "Kanpur Tannery")?.done).toBeGreaterThanOrEqual(1);
    expect((await worker.browser.get("/api/v1/attendance/where")).statusCode).toBe(403);
  });
});

const other_admin = () => other.admin.get(`/api/v1/attendance/muster?month=${month}`);

describe("requests through approvals", () => {
  it("a regularisation the manager approves adds the punches and changes the day", async () => {
    const day = addDays(indiaToday(), -3);
    const res = await worker.browser.post("/api/v1/attendance/requests", { type: "regularisation", day, in_time: "09:30", out_time: "18:30", reason: "Forgot to punch" });
    expect(res.statusCode, res.body).toBe(201);
    const again = await worker.browser.post("/api/v1/attendance/requests", { type: "regularisation", day, in_time: "09:30", out_time: "18:30", reason: "Forgot to punch" });
    expect(again.statusCode).toBe(409);
    const id = res.json().id as string;
    const decided = await manager.browser.post(`/api/v1/approvals/${id}/decision`, { action: "approve", comment: "OK" });
    expect(decided.statusCode, decided.body).toBe(200);
    const cal = (await worker.browser.get(`/api/v1/attendance/calendar?month=${day.slice(0, 7)}`)).json() as CalendarView;
    const d = cal.days.find((x) => x.day === day);
    expect(d?.worked_minutes).toBe(540);
    expect(cal.punches.some((p) => p.source === "regularisation")).toBe(true);
  });

  it("refuses a future regularisation and a missing reason, in words by the field", async () => {
    const res = await worker.browser.post("/api/v1/attendance/requests", { type: "regularisation", day: addDays(indiaToday(), 2), in_time: "09:30", reason: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.day).toBe("Date cannot be in the future");
    expect(res.json().errors.reason).toContain("Give a reason");
  });
});

describe("settings, shifts, rosters and holidays", () => {
  it("admins set the policy; HR reads it; an employee cannot change it", async () => {
    const bad = await firm.admin.send("PUT", "/api/v1/attendance/settings", { effective_from: "2024-01-01", half_day_min_minutes: 500, full_day_min_minutes: 480 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.half_day_min_minutes).toBe("Half day cannot need more than a full day");
    const ok = await firm.admin.send("PUT", "/api/v1/attendance/settings", { effective_from: addDays(indiaToday(), -10), grace_in_minutes: 15, late_marks_every_nth: 3, cycle_start_day: 1 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().current.grace_in_minutes).toBe(15);
    expect(ok.json().job_id).toMatch(/^[0-9a-f-]{36}$/);
    await app.services.jobs.drain();
    const job = await firm.admin.get(`/api/v1/attendance/jobs/${ok.json().job_id}`);
    expect(job.json().status).toBe("done");
    expect((await hr.browser.get("/api/v1/attendance/settings")).statusCode).toBe(200);
    expect((await hr.browser.send("PUT", "/api/v1/attendance/settings", { effective_from: "2024-01-01" })).statusCode).toBe(403);
    expect((await worker.browser.send("PUT", "/api/v1/attendance/settings", { effective_from: "2024-01-01" })).statusCode).toBe(403);
  });

  it("a night shift rostered for a person puts their morning out on the night before", async () => {
    const shift = await hr.browser.post("/api/v1/attendance/shifts", { name: "Night", code: "n", start: "22:00", end: "06:00" });
    expect(shift.statusCode, shift.body).toBe(201);
    expect(shift.json()).toMatchObject({ code: "N", crosses_midnight: true });
    const dup = await hr.browser.post("/api/v1/attendance/shifts", { name: "Night 2", code: "N", start: "22:00", end: "06:00" });
    expect(dup.statusCode).toBe(409);
    const sleeper = await makeEmployee(app, firm);
    const start = addDays(indiaToday(), -6);
    const roster = await hr.browser.post("/api/v1/attendance/rosters", { target_kind: "employee", target_id: sleeper.id, starts_on: start, pattern: [shift.json().id], step_days: 7 });
    expect(roster.statusCode, roster.body).toBe(201);
    await app.services.jobs.drain();
    const key = await deviceKey(firm.admin, "Night gate");
    const night = addDays(indiaToday(), -4);
    const res = await pushDevice(key, [
      { employee_code: sleeper.code, at: `${night}T21:55:00+05:30`, device_id: "NG" },
      { employee_code: sleeper.code, at: `${addDays(night, 1)}T06:10:00+05:30`, device_id: "NG" },
    ]);
    expect(res.json()).toMatchObject({ stored: 2 });
    const cal = (await firm.admin.get(`/api/v1/attendance/calendar?month=${night.slice(0, 7)}&employee_id=${sleeper.id}`)).json() as CalendarView;
    const d = cal.days.find((x) => x.day === night);
    expect(d?.shift).toBe("N");
    expect(d?.status).toBe("present");
    expect(d?.last_out).toBe(new Date(`${addDays(night, 1)}T06:10:00+05:30`).toISOString());
    expect((await worker.browser.post("/api/v1/attendance/shifts", { name: "Mine", code: "M", start: "09:00", end: "17:00" })).statusCode).toBe(403);
    // 21:55 to 06:10 with no break of its own: 495 minutes worked (the policy's lunch is a day's).
    expect(d?.worked_minutes).toBe(495);
    // The working in words is the engine's, worked again for the calendar from the same inputs.
    expect(d?.reasons[0]).toMatch(/^In 21:55, out 06:10 \(next day, [0-9-]+\): 8 h 15 min between; worked 8 h 15 min$/);

    // The night gets its own unpaid half hour at 02:00; the changed shift recomputes the recent nights.
    const half = await hr.browser.post("/api/v1/attendance/shifts", { name: "Night", code: "N", start: "22:00", end: "06:00", break_start: "02:00" });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors.break_end).toBe("Give the break's start and end, or neither");
    const withBreak = await hr.browser.send("PUT", `/api/v1/attendance/shifts/${shift.json().id}`, { name: "Night", code: "N", start: "22:00", end: "06:00", break_start: "02:00", break_end: "02:30" });
    expect(withBreak.statusCode, withBreak.body).toBe(200);
    expect(withBreak.json()).toMatchObject({ break: { start: "02:00", end: "02:30", paid: false } });
    await app.services.jobs.drain();
    const after = (await firm.admin.get(`/api/v1/attendance/calendar?month=${night.slice(0, 7)}&employee_id=${sleeper.id}`)).json() as CalendarView;
    const n2 = after.days.find((x) => x.day === night);
    expect(n2?.worked_minutes).toBe(465);
    expect(n2?.break_minutes).toBe(30);
    expect(n2?.reasons[0]).toMatch(/break 30 min.*worked 7 h 45 min$/);
  });

  it("holidays: HR adds them; an employee picks optional ones within the quota", async () => {
    const year = Number(indiaToday().slice(0, 4)) + 1;
    const made: string[] = [];
    for (const [i, name] of ["Holi", "Eid", "Onam"].entries()) {
      const res = await hr.browser.post("/api/v1/attendance/holidays", { day: `${year}-0${i + 3}-10`, name, optional: true });
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json().id);
    }
    const fixed = await hr.browser.post("/api/v1/attendance/holidays", { day: `${year}-01-26`, name: "Republic Day" });
    expect(fixed.statusCode).toBe(201);
    expect((await hr.browser.post("/api/v1/attendance/holidays", { day: `${year}-01-26`, name: "Again" })).statusCode).toBe(409);
    for (const id of made.slice(0, 2)) expect((await worker.browser.send("PUT", `/api/v1/attendance/holidays/${id}/pick`, { picked: true })).statusCode).toBe(204);
    const third = await worker.browser.send("PUT", `/api/v1/attendance/holidays/${made[2]}/pick`, { picked: true });
    expect(third.statusCode).toBe(409);
    expect(third.json().result).toContain("2 of your 2 optional holidays");
    const list = (await worker.browser.get(`/api/v1/attendance/holidays?year=${year}`)).json();
    expect(list.picked).toBe(2);
    expect((await worker.browser.post("/api/v1/attendance/holidays", { day: `${year}-05-01`, name: "Mine" })).statusCode).toBe(403);
    expect((await other.admin.send("DELETE", `/api/v1/attendance/holidays/${made[0]}`)).statusCode).toBe(404);

    // Edited: Holi moves a day and becomes everyone's; the picks of it go, the quota frees up.
    const moved = await hr.browser.send("PUT", `/api/v1/attendance/holidays/${made[0]}`, { day: `${year}-03-11`, name: "Holi (Dhulivandan)", optional: false });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await worker.browser.get(`/api/v1/attendance/holidays?year=${year}`)).json();
    expect(after.picked).toBe(1);
    expect(after.data.find((h: { id: string }) => h.id === made[0])).toMatchObject({ day: `${year}-03-11`, name: "Holi (Dhulivandan)", optional: false });
    const clash = await hr.browser.send("PUT", `/api/v1/attendance/holidays/${made[1]}`, { day: `${year}-01-26`, name: "Eid" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors.day).toBe("Already a holiday on this date");
    expect((await worker.browser.send("PUT", `/api/v1/attendance/holidays/${made[1]}`, { day: `${year}-04-10`, name: "Mine" })).statusCode).toBe(403);
    expect((await other.admin.send("PUT", `/api/v1/attendance/holidays/${made[1]}`, { day: `${year}-04-10`, name: "Theirs" })).statusCode).toBe(404);
  });

  it("rosters: changed in place, their days worked out again from the earlier start", async () => {
    const day = await hr.browser.post("/api/v1/attendance/shifts", { name: "Early", code: "EA", start: "07:00", end: "15:00" });
    const late = await hr.browser.post("/api/v1/attendance/shifts", { name: "Late", code: "LA", start: "13:00", end: "21:00" });
    const person = await makeEmployee(app, firm);
    const starts = addDays(indiaToday(), -3);
    const roster = await hr.browser.post("/api/v1/attendance/rosters", { target_kind: "employee", target_id: person.id, starts_on: starts, pattern: [day.json().id] });
    expect(roster.statusCode, roster.body).toBe(201);
    await app.services.jobs.drain();
    const earlier = addDays(starts, -2);
    const changed = await hr.browser.send("PUT", `/api/v1/attendance/rosters/${roster.json().id}`, { target_kind: "employee", target_id: person.id, starts_on: earlier, pattern: [late.json().id] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().job_id).toBeTruthy();
    await app.services.jobs.drain();
    const list = (await hr.browser.get("/api/v1/attendance/rosters")).json().data as { id: string; starts_on: string }[];
    expect(list.find((r) => r.id === roster.json().id)?.starts_on).toBe(earlier);
    const cal = (await firm.admin.get(`/api/v1/attendance/calendar?month=${earlier.slice(0, 7)}&employee_id=${person.id}`)).json() as CalendarView;
    expect(cal.days.find((d) => d.day === earlier)?.shift).toBe("LA");
    const bad = await hr.browser.send("PUT", `/api/v1/attendance/rosters/${roster.json().id}`, { target_kind: "employee", starts_on: earlier, pattern: [late.json().id] });
    expect(bad.json().errors.target_id).toBe("Choose the employee");
    expect((await worker.browser.send("PUT", `/api/v1/attendance/rosters/${roster.json().id}`, { target_kind: "firm", starts_on: earlier, pattern: [late.json().id] })).statusCode).toBe(403);
  });
});

describe("tenancy", () => {
  it("another firm's admin sees none of this firm's attendance", async () => {
    const res = (await other.admin.get(`/api/v1/attendance/shifts`)).json().data as { code: string }[];
    expect(res.some((s) => s.code === "N")).toBe(false);
    const rows = await inspect(app, (tx) => tx.execute(sql`select count(*)::int as n from attendance_days where firm_id = ${other.firmId}`));
    expect(rows).toBeDefined();
  });
});

describe("the cycle payroll takes", () => {
  it("a locked cycle keeps its figures; a later correction reaches the next cycle as an adjustment", async () => {
    // A firm of its own, so its cycle can be set to the calendar month and the last one locked.
    const f = await makeFirm(app);
    const person = await makeSignedIn(app, f, "E", { joining_date: "2024-01-01" });
    const boss = await makeSignedIn(app, f, "E");
    expect((await f.admin.post(`/api/v1/people/${person.id}/job-changes`, { kind: "manager_change", effective_from: "2024-01-01", manager_id: boss.id })).statusCode).toBe(201);
    const last = previousMonth(indiaToday().slice(0, 7));
    const before = (await f.admin.get(`/api/v1/attendance/cycles/${last}/totals`)).json().data as { employee_id: string; paid_days: number; lop_days: number; adjustment: unknown }[];
    const mine = before.find((r) => r.employee_id === person.id);
    // Nobody punched: every working day of last month is loss of pay.
    expect(mine?.lop_days).toBeGreaterThan(15);
    expect((await hr.browser.post(`/api/v1/attendance/cycles/${last}/lock`, {})).statusCode).toBe(403);
    expect((await f.admin.post(`/api/v1/attendance/cycles/${indiaToday().slice(0, 7)}/lock`, {})).statusCode).toBe(409);
    const locked = await f.admin.post(`/api/v1/attendance/cycles/${last}/lock`, {});
    expect(locked.statusCode, locked.body).toBe(201);
    expect((await f.admin.post(`/api/v1/attendance/cycles/${last}/lock`, {})).statusCode).toBe(409);
    // A working day of last month regularised after the lock.
    const cal = (await person.browser.get(`/api/v1/attendance/calendar?month=${last}`)).json() as CalendarView;
    expect(cal.locked_at).not.toBeNull();
    const absent = cal.days.find((d) => d.status === "absent");
    const asked = await person.browser.post("/api/v1/attendance/requests", { type: "regularisation", day: absent?.day, in_time: "09:30", out_time: "18:30", reason: "Was at work; the device was down" });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await boss.browser.post(`/api/v1/approvals/${asked.json().id}/decision`, { action: "approve" })).statusCode).toBe(200);
    const after = (await f.admin.get(`/api/v1/attendance/cycles/${last}/totals`)).json().data as typeof before;
    expect(after.find((r) => r.employee_id === person.id)?.lop_days).toBe(mine?.lop_days);
    const next = (await f.admin.get(`/api/v1/attendance/cycles/${indiaToday().slice(0, 7)}/totals`)).json().data as { employee_id: string; adjustment: { month: string; paid_days: number; lop_days: number } | null }[];
    expect(next.find((r) => r.employee_id === person.id)?.adjustment).toEqual({ month: last, paid_days: 1, lop_days: -1, overtime_minutes: 0 });
    expect((await person.browser.get(`/api/v1/attendance/cycles/${last}/totals`)).statusCode).toBe(403);
  });
});

describe("who may use each route", () => {
  it("answers each role as the attendance policy says", async () => {
    const scopedHr = await makeSignedIn(app, firm, "H", {}, [firm.workspaceId]);
    const who = { A: firm.admin, H: hr.browser, Hw: scopedHr.browser, M: manager.browser, E: colleague.browser };
    const year = Number(indiaToday().slice(0, 4)) + 2;
    let n = 0;
    const calls: [string, (b: Browser) => Promise<{ statusCode: number }>, Record<keyof typeof who, number>][] = [
      ["muster", (b) => b.get(`/api/v1/attendance/muster?month=${month}`), { A: 200, H: 200, Hw: 200, M: 403, E: 403 }],
      ["where", (b) => b.get("/api/v1/attendance/where"), { A: 200, H: 200, Hw: 200, M: 403, E: 403 }],
      ["read settings", (b) => b.get("/api/v1/attendance/settings"), { A: 200, H: 200, Hw: 200, M: 200, E: 200 }],
      ["save settings", (b) => b.send("PUT", "/api/v1/attendance/settings", { effective_from: "2099-01-01" }), { A: 200, H: 403, Hw: 403, M: 403, E: 403 }],
      ["add shift", (b) => b.post("/api/v1/attendance/shifts", { name: `S${++n}`, code: `R${n}`, start: "08:00", end: "16:00" }), { A: 201, H: 201, Hw: 403, M: 403, E: 403 }],
      ["rosters", (b) => b.get("/api/v1/attendance/rosters"), { A: 200, H: 200, Hw: 200, M: 403, E: 403 }],
      ["add holiday", (b) => b.post("/api/v1/attendance/holidays", { day: `${year}-0${(++n % 9) + 1}-11`, name: `Day ${n}` }), { A: 201, H: 201, Hw: 403, M: 403, E: 403 }],
      ["read holidays", (b) => b.get(`/api/v1/attendance/holidays?year=${year}`), { A: 200, H: 200, Hw: 200, M: 200, E: 200 }],
      ["device keys", (b) => b.get("/api/v1/attendance/device-keys"), { A: 200, H: 403, Hw: 403, M: 403, E: 403 }],
      ["cycles", (b) => b.get("/api/v1/attendance/cycles"), { A: 200, H: 200, Hw: 200, M: 403, E: 403 }],
      ["cycle totals", (b) => b.get(`/api/v1/attendance/cycles/${month}/totals`), { A: 200, H: 200, Hw: 403, M: 403, E: 403 }],
      ["punch import", (b) => b.upload("/api/v1/attendance/punch-imports", "employee_code,date,time\nNOPE,2026-01-05,09:00\n", "text/csv"), { A: 200, H: 200, Hw: 403, M: 403, E: 403 }],
      ["today", (b) => b.get("/api/v1/attendance/today"), { A: 200, H: 200, Hw: 200, M: 200, E: 200 }],
      ["own calendar", (b) => b.get(`/api/v1/attendance/calendar?month=${month}`), { A: 200, H: 200, Hw: 200, M: 200, E: 200 }],
      ["a report's calendar", (b) => b.get(`/api/v1/attendance/calendar?month=${month}&employee_id=${worker.id}`), { A: 200, H: 200, Hw: 200, M: 200, E: 404 }],
    ];
    const answers: string[] = [];
    const expected: string[] = [];
    for (const [name, call, want] of calls) {
      for (const [role, browser] of Object.entries(who) as [keyof typeof who, Browser][]) {
        answers.push(`${name} as ${role}: ${(await call(browser)).statusCode}`);
        expected.push(`${name} as ${role}: ${want[role]}`);
      }
    }
    expect(answers).toEqual(expected);
    const nobody = await app.inject({ method: "GET", url: "/api/v1/attendance/today" });
    expect(nobody.statusCode).toBe(401);
  });
});

describe("overtime limits", () => {
  it("warns as a person's approved overtime nears the firm's quarterly limit, and past it", async () => {
    const f = await makeFirm(app);
    const boss = await makeSignedIn(app, f, "E");
    const near = await makeSignedIn(app, f, "E", { manager_id: boss.id });
    const past = await makeSignedIn(app, f, "E", { manager_id: boss.id });
    expect((await f.admin.send("PUT", "/api/v1/attendance/settings", { effective_from: "2024-04-01", overtime_quarter_limit_hours: 1 })).statusCode).toBe(200);
    const ask = async (person: typeof near, minutes: number) => {
      const res = await person.browser.post("/api/v1/attendance/requests", { type: "overtime", day: indiaToday(), minutes, reason: "Month-end dispatch" });
      expect(res.statusCode, res.body).toBe(201);
      expect((await boss.browser.post(`/api/v1/approvals/${res.json().id}/decision`, { action: "approve" })).statusCode).toBe(200);
    };
    await ask(near, 50);
    await ask(past, 70);
    const cal = (await near.browser.get(`/api/v1/attendance/calendar?month=${month}`)).json() as CalendarView;
    expect(cal.overtime).toEqual({ quarter_minutes: 50, limit_minutes: 60, level: "approaching" });
    expect(cal.totals.overtime_minutes).toBe(50);
    const muster = (await f.admin.get(`/api/v1/attendance/muster?month=${month}`)).json() as MusterView;
    expect(muster.rows.find((r) => r.employee.id === past.id)?.overtime.level).toBe("over");
    expect(muster.rows.find((r) => r.employee.id === boss.id)?.overtime.level).toBeNull();
    // The crossing is told to the person and their manager (this firm has no HR).
    const told = (await boss.browser.get("/api/v1/notifications")).json().data as { kind: string; title: string; body: string }[];
    const alerts = told.filter((n) => n.kind === "attendance.overtime_limit");
    expect(alerts.map((n) => n.title.split(":")[0]).sort()).toEqual(["Overtime nearing the quarter's limit", "Overtime past the quarter's limit"]);
    expect(alerts.find((n) => n.title.startsWith("Overtime nearing"))?.body).toBe("50 min of the 1 h this quarter allows.");
  });
});

describe("rate limits", () => {
  it("count each session apart, so colleagues behind one office address do not share a limit", async () => {
    const [one, two] = [await makeSignedIn(app, firm, "E"), await makeSignedIn(app, firm, "E")];
    const office = "203.0.113.77";
    const a = new Browser(app, office);
    const b = new Browser(app, office);
    a.cookie = one.browser.cookie;
    b.cookie = two.browser.cookie;
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await a.post("/api/v1/attendance/punch", { kind: i % 2 ? "out" : "in" })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 201 || c === 409)).toBe(true);
    expect(codes[30]).toBe(429);
    expect((await b.post("/api/v1/attendance/punch", { kind: "in" })).statusCode).toBe(201);
  });
});

describe("recomputing after a change of rules", () => {
  it("recomputes the last two cycles at once and older days when next read", async () => {
    const f = await makeFirm(app);
    const person = await makeSignedIn(app, f, "E", { joining_date: "2024-01-01" });
    const old = addDays(indiaToday(), -100);
    // Read once so the old month's records exist, then change the rules from before it.
    await person.browser.get(`/api/v1/attendance/calendar?month=${old.slice(0, 7)}`);
    const count = (from: string, to: string) =>
      inspect(app, (tx) => tx.execute(sql`select count(*)::int as n from attendance_days where firm_id = ${f.firmId} and employee_id = ${person.id} and day between ${from} and ${to}`)).then((r) => (r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    expect(await count(old, old)).toBe(1);
    const saved = await f.admin.send("PUT", "/api/v1/attendance/settings", { effective_from: addDays(old, -10), grace_in_minutes: 30 });
    expect(saved.statusCode, saved.body).toBe(200);
    await app.services.jobs.drain();
    const job = (await f.admin.get(`/api/v1/attendance/jobs/${saved.json().job_id}`)).json();
    expect(job.status).toBe("done");
    expect(job.result.dropped_from).toBe(addDays(old, -10));
    expect(await count(old, old)).toBe(0);
    expect(await count(addDays(indiaToday(), -30), indiaToday())).toBe(31);
    const cal = (await person.browser.get(`/api/v1/attendance/calendar?month=${old.slice(0, 7)}`)).json() as CalendarView;
    expect(cal.days.find((d) => d.day === old)).toBeDefined();
    expect(await count(old, old)).toBe(1);
  });
});

describe("a clock-in outside the shift's hours", () => {
  it("is kept, and today's card says it counts for no day until regularised; the card shows only this session", async () => {
    const f = await makeFirm(app);
    const person = await makeSignedIn(app, f, "E");
    const shift = await f.admin.post("/api/v1/attendance/shifts", { name: "General", code: "G", start: "09:30", end: "18:30" });
    expect((await f.admin.post("/api/v1/attendance/rosters", { target_kind: "firm", starts_on: addDays(indiaToday(), -30), pattern: [shift.json().id], step_days: 1 })).statusCode).toBe(201);
    const { createPunches } = await import("../src/firm/attendance/punches.service.ts");
    const { loadActor } = await import("../src/firm/actor.ts");
    const actor = await loadActor(app.database.db, { firmId: f.firmId, employeeId: person.id, userId: null, via: "session" });
    // Yesterday's day, clocked out: it must not show on today's card.
    const at = (clock: string) => createPunches(app.database.db, app.services.jobs, () => new Date(`${addDays(indiaToday(), -1)}T${clock}:00+05:30`));
    await at("09:25").web(actor, { kind: "in", latitude: null, longitude: null, accuracy_m: null }, "198.18.0.1");
    await at("18:40").web(actor, { kind: "out", latitude: null, longitude: null, accuracy_m: null }, "198.18.0.1");
    const early = createPunches(app.database.db, app.services.jobs, () => new Date(`${indiaToday()}T03:00:00+05:30`));
    const card = await early.web(actor, { kind: "in", latitude: null, longitude: null, accuracy_m: null }, "198.18.0.1");
    expect(card.state).toBe("working");
    expect(card.punches.map((p) => p.kind)).toEqual(["in"]);
    expect(card.notice).toBe("Your clock-in at 03:00 is outside your General shift (09:30–18:30; punches count from 07:30). It counts for no day unless you ask to regularise it.");
  });
});

describe("regularising a night shift", () => {
  it("an out alone on a night shift is the next morning's", async () => {
    const f = await makeFirm(app);
    const boss = await makeSignedIn(app, f, "E");
    const night = await makeSignedIn(app, f, "E", { manager_id: boss.id });
    const shift = await f.admin.post("/api/v1/attendance/shifts", { name: "Night", code: "N", start: "22:00", end: "06:00" });
    expect((await f.admin.post("/api/v1/attendance/rosters", { target_kind: "employee", target_id: night.id, starts_on: addDays(indiaToday(), -20), pattern: [shift.json().id], step_days: 1 })).statusCode).toBe(201);
    const day = addDays(indiaToday(), -3);
    const asked = await night.browser.post("/api/v1/attendance/requests", { type: "regularisation", day, out_time: "06:05", reason: "The device was down in the morning" });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await boss.browser.post(`/api/v1/approvals/${asked.json().id}/decision`, { action: "approve" })).statusCode).toBe(200);
    const cal = (await night.browser.get(`/api/v1/attendance/calendar?month=${day.slice(0, 7)}`)).json() as CalendarView;
    const out = cal.punches.find((p) => p.source === "regularisation");
    expect(out?.at).toBe(new Date(`${addDays(day, 1)}T06:05:00+05:30`).toISOString());
    expect(cal.days.find((d) => d.day === day)?.missing_punch).toBe("in");
  });
});
