// The demo firm's leave: the Indian templates since 2020 and a year of requests, every one within what the
// rules allow (no balance below its limit), with requests waiting in Arjun's inbox (Meera's among them), a
// maternity leave running that attendance shows day by day, and the team calendar alive.
import type { ApprovalsPage } from "@vetan/shared/approvals";
import type { BalancesReportView, BalancesView, LedgerView, TeamCalendarView } from "@vetan/shared/leave";
import { addDays, indiaToday } from "@vetan/shared/dates";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvalRequests, attendanceDays, leaveRequests } from "../src/db/schema.ts";
import { DEMO_FIRM_ID } from "../src/seed/seed.ts";
import { createTestApp } from "./support/app.ts";
import { demoSession } from "./support/demo-session.ts";
import { inspect } from "./support/inspect.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("the demo firm's leave", () => {
  it("has a year of requests in every state", async () => {
    const rows = await inspect(app, (tx) =>
      tx
        .select({ status: approvalRequests.status, cancelled: sql<boolean>`${leaveRequests.cancelledOn} is not null`, n: sql<number>`count(*)::int` })
        .from(leaveRequests)
        .innerJoin(approvalRequests, and(eq(approvalRequests.firmId, leaveRequests.firmId), eq(approvalRequests.id, leaveRequests.approvalId)))
        .where(eq(leaveRequests.firmId, DEMO_FIRM_ID))
        .groupBy(approvalRequests.status, sql`${leaveRequests.cancelledOn} is not null`),
    );
    const count = (status: string, cancelled = false) => rows.find((r) => r.status === status && r.cancelled === cancelled)?.n ?? 0;
    expect(count("approved")).toBeGreaterThan(300);
    expect(count("pending")).toBeGreaterThan(10);
    expect(count("rejected")).toBeGreaterThan(3);
    expect(count("cancelled")).toBeGreaterThan(0);
    expect(count("approved", true)).toBeGreaterThan(0);
  });

  it("keeps every balance within its rules", async () => {
    const hr = await demoSession(app, "H");
    const report = (await hr.get("/api/v1/leave/report?limit=200")).json() as BalancesReportView;
    // Maternity leave and leave without pay are granted per occasion: no balance to report.
    expect(report.types.map((t) => t.code)).toEqual(["CL", "SL", "EL", "PTL", "CO"]);
    expect(report.rows.length).toBeGreaterThan(100);
    for (const row of report.rows) for (const value of Object.values(row.balances)) if (value !== null) expect(value).toBeGreaterThanOrEqual(0);
    // Compensatory off came from the floor's weekly offs worked.
    const co = report.types.find((t) => t.code === "CO")?.id as string;
    expect(report.rows.some((r) => (r.balances[co] ?? 0) > 0)).toBe(true);
  });

  it("shows Meera her balances and her leave waiting in Arjun's inbox", async () => {
    const meera = await demoSession(app, "E");
    const mine = (await meera.get("/api/v1/leave/balances")).json() as BalancesView;
    const el = mine.balances.find((b) => b.leave_type.code === "EL");
    expect(el?.pending).toBeGreaterThan(0);
    expect(mine.balances.some((b) => b.leave_type.code === "ML")).toBe(true);
    expect(mine.balances.some((b) => b.leave_type.code === "PTL")).toBe(false);
    const ledger = (await meera.get(`/api/v1/leave/ledger?leave_type_id=${el?.leave_type.id}`)).json() as LedgerView;
    expect(ledger.entries.length).toBeGreaterThan(5);
    const arjun = await demoSession(app, "M");
    const inbox = (await arjun.get("/api/v1/approvals?box=inbox&type=leave")).json() as ApprovalsPage;
    expect(inbox.data.some((r) => r.subject.name === "Meera Iyer" && r.type === "leave")).toBe(true);
    const month = addDays(indiaToday(), 10).slice(0, 7);
    const calendar = (await arjun.get(`/api/v1/leave/calendar?month=${month}`)).json() as TeamCalendarView;
    expect(calendar.people.some((p) => p.employee.name === "Meera Iyer")).toBe(true);
  });

  it("shows approved leave in attendance: the maternity leave is leave every day", async () => {
    const [ml] = await inspect(app, (tx) =>
      tx
        .select({ employeeId: leaveRequests.employeeId, from: leaveRequests.fromDate })
        .from(leaveRequests)
        .where(and(eq(leaveRequests.firmId, DEMO_FIRM_ID), sql`${leaveRequests.days} = 18200`)),
    );
    expect(ml).toBeDefined();
    const days = await inspect(app, (tx) =>
      tx
        .select({ status: attendanceDays.status, n: sql<number>`count(*)::int` })
        .from(attendanceDays)
        .where(and(eq(attendanceDays.firmId, DEMO_FIRM_ID), eq(attendanceDays.employeeId, ml?.employeeId as string), sql`${attendanceDays.day} >= ${ml?.from}`))
        .groupBy(attendanceDays.status),
    );
    const leave = days.find((d) => d.status === "leave")?.n ?? 0;
    expect(leave).toBeGreaterThan(30);
    expect(days.find((d) => d.status === "absent")?.n ?? 0).toBe(0);
  });
});
