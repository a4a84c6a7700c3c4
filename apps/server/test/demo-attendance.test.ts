// The demo firm's attendance: four cycles of punches up to the day it was seeded, shaped like a real plant's
// (nights that end the next morning, late marks that reach the third, forgotten punches, overtime, absences),
// approved regularisations that added their punches, and requests waiting in Arjun's inbox. The punch
// generator is pure: the same options give the same punches, and nothing happens after `now`.
import type { ApprovalsPage, NotificationView } from "@vetan/shared/approvals";
import type { CalendarView } from "@vetan/shared/attendance";
import { addDays, daysBetween, indiaDateOf } from "@vetan/shared/dates";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvalRequests, attendanceDays, employees, punches } from "../src/db/schema.ts";
import { demoFirmPeople } from "../src/seed/demo-firm.ts";
import { demoAttendanceDays, demoCalendar, demoPunches, type DemoPunchOptions } from "../src/seed/demo-attendance.ts";
import { demoAttendanceFrom } from "../src/seed/demo-months.ts";
import { DEMO_FIRM_ID } from "../src/seed/seed.ts";
import { createTestApp } from "./support/app.ts";
import { demoSession } from "./support/demo-session.ts";
import { inspect } from "./support/inspect.ts";

let app: FastifyInstance;
/** The day the template was seeded (India's today then): the last day with day records. */
let seededOn: string;

beforeAll(async () => {
  app = await createTestApp();
  const [row] = await inspect(app, (tx) => tx.select({ last: sql<string>`max(${attendanceDays.day})::text` }).from(attendanceDays).where(eq(attendanceDays.firmId, DEMO_FIRM_ID)));
  seededOn = row?.last as string;
});
afterAll(() => app.close());

/** The attendance cycle (the 26th to the 25th) a day is in, named by the month it ends in. */
const cycleMonth = (day: string) => (Number(day.slice(8)) >= 26 ? addDays(`${day.slice(0, 8)}01`, 40).slice(0, 7) : day.slice(0, 7));

describe("the demo firm's attendance", () => {
  it("has four cycles of punches and a day record for every day on the rolls", async () => {
    const from = demoAttendanceFrom(seededOn, 26);
    expect(daysBetween(from, seededOn)).toBeGreaterThanOrEqual(91);
    const [span] = await inspect(app, (tx) =>
      tx
        .select({ first: sql<string>`min(${punches.at})`, n: sql<number>`count(*)::int`, people: sql<number>`count(distinct ${punches.employeeId})::int` })
        .from(punches)
        .where(and(eq(punches.firmId, DEMO_FIRM_ID), eq(punches.source, "device"))),
    );
    expect(daysBetween(from, indiaDateOf(new Date(span?.first as string)))).toBeLessThanOrEqual(3);
    expect(span?.people).toBeGreaterThanOrEqual(100);
    expect(span?.n).toBeGreaterThan(10_000);
    const sources = await inspect(app, (tx) => tx.select({ source: punches.source, n: sql<number>`count(*)::int` }).from(punches).where(eq(punches.firmId, DEMO_FIRM_ID)).groupBy(punches.source));
    expect(sources.map((s) => s.source).sort()).toEqual(["device", "regularisation", "web"]);
    // Everyone on the rolls through the period has a record for each of its days.
    const staff = await inspect(app, (tx) =>
      tx.select({ id: employees.id }).from(employees).where(and(eq(employees.firmId, DEMO_FIRM_ID), sql`${employees.status} <> 'exited'`, sql`${employees.joiningDate} <= ${from}`)),
    );
    const records = await inspect(app, (tx) =>
      tx
        .select({ id: attendanceDays.employeeId, n: sql<number>`count(*)::int` })
        .from(attendanceDays)
        .where(and(eq(attendanceDays.firmId, DEMO_FIRM_ID), sql`${attendanceDays.day} between ${from} and ${seededOn}`))
        .groupBy(attendanceDays.employeeId),
    );
    const held = new Map(records.map((r) => [r.id, r.n]));
    expect(staff.length).toBeGreaterThan(100);
    expect(staff.filter((e) => held.get(e.id) !== daysBetween(from, seededOn) + 1)).toEqual([]);
  });

  it("has night shifts whose morning out belongs to the night before", async () => {
    const nights = await inspect(app, (tx) =>
      tx
        .select({ day: attendanceDays.day, firstIn: attendanceDays.firstIn, lastOut: attendanceDays.lastOut, worked: attendanceDays.workedMinutes })
        .from(attendanceDays)
        .where(and(eq(attendanceDays.firmId, DEMO_FIRM_ID), eq(attendanceDays.shiftCode, "N"), eq(attendanceDays.status, "present")))
        .limit(50),
    );
    expect(nights.length).toBeGreaterThan(20);
    for (const n of nights) {
      expect(indiaDateOf(n.firstIn as Date)).toBe(n.day);
      expect(indiaDateOf(n.lastOut as Date)).toBe(addDays(n.day, 1));
      expect(n.worked).toBeGreaterThanOrEqual(420);
    }
  });

  it("has late marks (some people reaching the third in a cycle), missing punches, overtime, absences and holidays", async () => {
    const statuses = await inspect(app, (tx) =>
      tx
        .select({ status: attendanceDays.status, n: sql<number>`count(*)::int`, late: sql<number>`sum(${attendanceDays.lateMark}::int)::int`, ot: sql<number>`sum((${attendanceDays.overtimeMinutes} > 0)::int)::int` })
        .from(attendanceDays)
        .where(and(eq(attendanceDays.firmId, DEMO_FIRM_ID), sql`${attendanceDays.day} < ${seededOn}`))
        .groupBy(attendanceDays.status),
    );
    const of = (s: string) => statuses.find((x) => x.status === s)?.n ?? 0;
    const worked = of("present") + of("half_day");
    for (const s of ["present", "half_day", "absent", "missing_out", "weekly_off", "holiday", "wfh", "on_duty"]) expect(of(s), s).toBeGreaterThan(0);
    const late = statuses.reduce((t, s) => t + s.late, 0);
    expect(late / worked).toBeGreaterThan(0.04);
    expect(late / worked).toBeLessThan(0.14);
    expect(of("absent") / (worked + of("absent"))).toBeLessThan(0.08);
    expect(of("missing_out") / worked).toBeLessThan(0.05);
    expect(statuses.reduce((t, s) => t + s.ot, 0)).toBeGreaterThan(50);
    // The third late mark of a cycle (26th to 25th) costs half a day: some people get there.
    const lateDays = await inspect(app, (tx) =>
      tx.select({ id: attendanceDays.employeeId, day: attendanceDays.day }).from(attendanceDays).where(and(eq(attendanceDays.firmId, DEMO_FIRM_ID), eq(attendanceDays.lateMark, true))),
    );
    const perCycle = new Map<string, number>();
    for (const d of lateDays) {
      const cycle = cycleMonth(d.day);
      perCycle.set(`${d.id}|${cycle}`, (perCycle.get(`${d.id}|${cycle}`) ?? 0) + 1);
    }
    const rows = [...perCycle.values()].filter((n) => n >= 3);
    expect(rows.length).toBeGreaterThanOrEqual(3);
  });

  it("keeps approved regularisations' punches and leaves pending ones in Arjun's inbox", async () => {
    const requests = await inspect(app, (tx) =>
      tx.select().from(approvalRequests).where(and(eq(approvalRequests.firmId, DEMO_FIRM_ID), sql`${approvalRequests.requestType} in ('regularisation', 'on_duty', 'wfh', 'overtime')`)),
    );
    const approved = requests.filter((r) => r.requestType === "regularisation" && r.status === "approved");
    expect(approved.length).toBeGreaterThanOrEqual(4);
    for (const r of approved) {
      const own = await inspect(app, (tx) => tx.select().from(punches).where(and(eq(punches.firmId, DEMO_FIRM_ID), eq(punches.source, "regularisation"), eq(punches.sourceKey, r.id))));
      expect(own.map((p) => p.direction).sort()).toEqual(["in", "out"]);
      const [day] = await inspect(app, (tx) =>
        tx.select().from(attendanceDays).where(and(eq(attendanceDays.firmId, DEMO_FIRM_ID), eq(attendanceDays.employeeId, r.subjectId), eq(attendanceDays.day, String(r.payload.day)))),
      );
      expect(day?.status, r.title).toBe("present");
    }
    expect(requests.filter((r) => r.status === "approved").map((r) => r.requestType)).toEqual(expect.arrayContaining(["wfh", "on_duty"]));
    expect(requests.some((r) => r.requestType === "overtime" && r.status === "pending")).toBe(true);

    const arjun = await demoSession(app, "M");
    const inbox = (await arjun.get("/api/v1/approvals?box=inbox")).json() as ApprovalsPage;
    const regularisations = inbox.data.filter((r) => r.type === "regularisation");
    expect(regularisations.length).toBeGreaterThanOrEqual(2);
    expect(regularisations.map((r) => r.subject.name)).toContain("Meera Iyer");
    expect(regularisations.every((r) => r.can.decide)).toBe(true);
    const bell = (await arjun.get("/api/v1/notifications?unread=true")).json() as { data: NotificationView[] };
    expect(bell.data.filter((n) => n.kind === "approval.waiting" && n.title.startsWith("Waiting for you: Regularise")).length).toBeGreaterThanOrEqual(2);
    // The day Meera asks about is missing its out punch until Arjun approves.
    const meera = await demoSession(app, "E");
    const mine = regularisations.find((r) => r.subject.name === "Meera Iyer");
    const [asked] = await inspect(app, (tx) => tx.select({ payload: approvalRequests.payload }).from(approvalRequests).where(and(eq(approvalRequests.firmId, DEMO_FIRM_ID), eq(approvalRequests.id, mine?.id as string))));
    const day = String(asked?.payload.day);
    const month = cycleMonth(day);
    const calendar = (await meera.get(`/api/v1/attendance/calendar?month=${month}`)).json() as CalendarView;
    expect(calendar.days.find((d) => d.day === day)?.status).toBe("missing_out");
    const decided = await arjun.post(`/api/v1/approvals/${mine?.id}/decision`, { action: "approve" });
    expect(decided.statusCode, decided.body).toBe(200);
    const after = (await meera.get(`/api/v1/attendance/calendar?month=${month}`)).json() as CalendarView;
    expect(after.days.find((d) => d.day === day)?.status).toBe("present");
  });
});

describe("the punch generator", () => {
  const today = "2026-11-25"; // a Wednesday
  const people = demoFirmPeople(today);
  const calendar = demoCalendar(people, today);
  const base: DemoPunchOptions = { people, calendar, from: "2026-10-26", to: today, now: Date.parse(`${today}T11:00:00+05:30`) };

  it("gives the same punches for the same options, and a day's punches do not depend on the range asked for", () => {
    const a = demoPunches(base);
    expect(demoPunches(base)).toEqual(a);
    expect(demoPunches({ ...base, seed: 7 })).not.toEqual(a);
    const week = demoPunches({ ...base, from: "2026-11-02", to: "2026-11-08" });
    const start = Date.parse("2026-11-02T00:00:00+05:30");
    const end = Date.parse("2026-11-08T20:00:00+05:30");
    expect(week.filter((p) => p.at >= start && p.at < end)).toEqual(a.filter((p) => p.at >= start && p.at < end));
  });

  it("has nothing after now, and those whose shift has started are in", () => {
    const punchesNow = demoPunches(base);
    expect(punchesNow.every((p) => p.at <= base.now)).toBe(true);
    const days = demoAttendanceDays(base).filter((d) => d.day === today && d.shift === "G" && d.dayType === "working");
    const inNow = days.filter((d) => d.punches.length > 0 && d.punches.at(-1)?.direction === "in" && d.punches.every((p) => p.kind !== "out"));
    expect(inNow.length / days.length).toBeGreaterThan(0.85);
    // Bengaluru punches from the web: some are on a lunch break at 13:15.
    const lunch = demoAttendanceDays({ ...base, now: Date.parse(`${today}T13:15:00+05:30`) }).filter((d) => d.day === today);
    expect(lunch.some((d) => d.punches.at(-1)?.kind === "break_start")).toBe(true);
  });

  it("shapes days like a real plant's", () => {
    const days = demoAttendanceDays({ ...base, now: Date.parse(`${today}T23:59:00+05:30`), to: addDays(today, -1) });
    const working = days.filter((d) => d.dayType === "working" && d.outcome !== "request");
    const share = (o: string) => working.filter((d) => d.outcome === o).length / working.length;
    expect(share("absent")).toBeGreaterThan(0.015);
    expect(share("absent")).toBeLessThan(0.045);
    expect(share("missing_out")).toBeGreaterThan(0.01);
    expect(share("missing_out")).toBeLessThan(0.035);
    const late = working.filter((d) => d.start !== null && d.punches[0] && Math.floor(d.punches[0].at / 60_000) - d.start > 10);
    expect(late.length / working.length).toBeGreaterThan(0.05);
    expect(late.length / working.length).toBeLessThan(0.12);
    // A night's out is the next morning, and the rotation puts Production — Pune on mornings, evenings and nights.
    const nights = days.filter((d) => d.shift === "N" && d.punches.length === 2);
    expect(nights.length).toBeGreaterThan(50);
    for (const n of nights) expect(indiaDateOf(new Date(n.punches[1]?.at as number))).toBe(addDays(n.day, 1));
    expect(new Set(days.map((d) => d.shift))).toEqual(new Set(["G", "M", "E", "N", null]));
  });
});
