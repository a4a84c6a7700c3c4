// Leave on a firm of 10,000 employees (issue 16): (a) everyone's balance of every leave type as of a day,
// replayed from the rules and a year of requests (budget 1 s: Frappe HR takes 7–8 s for one leave form at
// 6,000 employees), (b) a request applied for and approved, server time at the services the two routes
// call (budget p99 50 ms each), and (c) a leave year closed for 10,000 by the real year-end job (budget
// 10 s). The firm and its year of leave are the demo generators' (seed/demo-people.ts, seed/demo-leave.ts).
import { addDays } from "@vetan/shared/dates";
import type { FirmActor } from "../apps/server/src/firm/actor.ts";
import { approvalRequests, leaveRequests } from "../apps/server/src/db/schema.ts";
import type { DatabaseOptions } from "../apps/server/src/platform/db/client.ts";
import { benchFirm, fmt, percentile, seconds } from "./firm.ts";
import { enterFirm, withFirm } from "../apps/server/src/platform/db/tenancy.ts";
import { demoId } from "../apps/server/src/seed/content/demo-people.ts";
import { planContextOf, writeAttendanceCalendar } from "../apps/server/src/seed/demo-attendance.ts";
import { writePeople } from "../apps/server/src/seed/demo-firm.ts";
import { demoLeave, writeDemoLeave } from "../apps/server/src/seed/demo-leave.ts";
import { planDays } from "../apps/server/src/firm/attendance/plans.ts";
import { and, eq, sql } from "drizzle-orm";
import type { AttendanceFigure } from "./attendance.ts";

export interface LeaveBench {
  employees: number;
  writeSeconds: number;
  figures: AttendanceFigure[];
  notes: string[];
}


export async function benchLeave(options: DatabaseOptions, opts: { count?: number; requests?: number } = {}): Promise<LeaveBench> {
  const count = opts.count ?? 10_000;
  const { database, app, today, people, calendar, firmId } = await benchFirm(options, "leave", count);
  const notes: string[] = [];
  try {
    const { db } = database;
    const planned = performance.now();
    const now = Date.now();
    // Ids of their own, so the bench firm's rows never collide with the demo firm's.
    const plan = demoLeave(people, calendar, today, addDays(today, 1), now, (kind, n) => demoId(`bench-${kind}`, n), { checkBalances: false });
    const planSeconds = seconds(planned);
    const written = performance.now();
    await db.transaction(async (tx) => {
      await enterFirm(tx, firmId);
      await writePeople(tx, firmId, people, today);
      await writeAttendanceCalendar(tx, firmId, calendar);
      await writeDemoLeave(tx, firmId, plan, now);
    });
    const writeSeconds = seconds(written);
    await database.query("analyze");
    notes.push(`${fmt(plan.requests.length)} leave requests planned in ${fmt(planSeconds, 1)} s.`);
    const figures: AttendanceFigure[] = [];
    const byId = new Map(people.employees.map((e) => [e.id, e]));
    const actorOf = (id: string): FirmActor => {
      const e = byId.get(id);
      return { firmId, employeeId: id, userId: null, access: e?.usType ?? "E", hrWorkspaceIds: [], via: "session" };
    };
    const admin = actorOf(people.employees[0]?.id as string);

    // (a) Everyone's balances as of today: the report's service with every row (what the XLSX takes).
    const report = await app.services.leaveReports.balancesReport(admin, { limit: 50, offset: 0 }, true);
    const reportMs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await app.services.leaveReports.balancesReport(admin, { limit: 50, offset: 0 }, true);
      reportMs.push(performance.now() - t);
    }
    reportMs.sort((a, b) => a - b);
    const median = percentile(reportMs, 50) / 1000;
    figures.push({
      name: "balances of everyone",
      value: median,
      unit: "s",
      budget: 1,
      pass: median <= 1,
      note: `${fmt(report.rows.length)} people × ${report.types.length} leave types with a balance, replayed from ${fmt(plan.requests.length)} requests; median of 5 runs (min ${fmt((reportMs[0] ?? 0) / 1000, 2)} s, max ${fmt((reportMs.at(-1) ?? 0) / 1000, 2)} s)`,
    });

    // (b) A casual day applied for and approved by the manager, for people who have one, a working day
    //     each a few weeks ahead (no two alike, so no overlaps).
    const cl = plan.types.find((t) => t.code === "CL")?.id as string;
    const takers = people.employees.filter((e) => e.status === "active" && e.managerId && byId.get(e.managerId)?.status !== "exited").slice(0, opts.requests ?? 300);
    const applyMs: number[] = [];
    const approveMs: number[] = [];
    let refused = 0;
    const ctx = planContextOf(calendar);
    for (const [i, e] of takers.entries()) {
      // A working day of theirs two months or more ahead (their year of leave ends a month ahead).
      const start = addDays(today, 60 + (i % 120));
      const plans = planDays({ id: e.id, joiningDate: e.joiningDate, lastDay: null, workspaceId: e.workspaceId, departmentId: e.departmentId }, start, addDays(start, 14), ctx);
      const day = plans.find((p) => p.dayType === "working")?.date ?? start;
      try {
        const t0 = performance.now();
        const request = await app.services.leave.apply(actorOf(e.id), { leave_type_id: cl, from: day, to: day, from_half: "first", to_half: "second", reason: "Bench" }, "127.0.0.1");
        const applied = performance.now() - t0;
        const [approval] = await withFirm(db, firmId, (tx) => tx.select({ chain: approvalRequests.chain }).from(approvalRequests).where(and(eq(approvalRequests.firmId, firmId), eq(approvalRequests.id, request.approval_id))));
        const t1 = performance.now();
        await app.services.approvals.decide(actorOf(approval?.chain[0]?.approver_ids[0] as string), request.approval_id, "approve", null, "127.0.0.1");
        if (i >= 20) {
          applyMs.push(applied);
          approveMs.push(performance.now() - t1);
        }
      } catch (error) {
        refused++;
        if (refused > takers.length / 10) throw error;
      }
    }
    for (const [name, times, what] of [
      ["apply", applyMs, "the apply service: the days counted, the balance replayed, overlaps, locks and closed years checked, the chain resolved, the request written"],
      ["approve", approveMs, "the manager's approval: the balance re-checked by a replay, the decision written"],
    ] as const) {
      times.sort((a, b) => a - b);
      figures.push({
        name: `leave ${name}`,
        value: percentile(times, 99),
        p50: percentile(times, 50),
        unit: "ms",
        percentile: 99,
        budget: 50,
        pass: percentile(times, 99) <= 50,
        note: `p99 of ${fmt(times.length)} casual days (after 20 for warm-up): ${what}; p50 ${fmt(percentile(times, 50), 1)} ms, max ${fmt(times.at(-1) ?? 0, 1)} ms${refused ? `; ${refused} refused by the rules` : ""}`,
      });
    }

    // (c) Last year closed for earned leave by the year-end job.
    const el = plan.types.find((t) => t.code === "EL")?.id as string;
    const lastYear = `${Number(today.slice(0, 4)) - 1}-01-01`;
    const { job_id: jobId } = await app.services.leaveReports.runYearEnd(admin, { leave_type_id: el, year_start: lastYear }, "127.0.0.1");
    const closing = performance.now();
    await app.services.jobs.drain();
    const closeSeconds = seconds(closing);
    const job = await app.services.jobs.get(firmId, jobId);
    if (job?.status !== "done") throw new Error(`the year-end job ended ${job?.status}: ${job?.error}`);
    const result = job.result as { people: number; carried: number; encashed: number; lapsed: number };
    figures.push({
      name: "year end",
      value: closeSeconds,
      unit: "s",
      budget: 10,
      pass: closeSeconds <= 10,
      note: `earned leave ${lastYear.slice(0, 4)} closed for ${fmt(result.people)} people by the job: ${fmt(result.carried)} days carried, ${fmt(result.encashed)} encashed, ${fmt(result.lapsed)} lapsed`,
    });
    const [size] = await withFirm(db, firmId, (tx) => tx.select({ n: sql<number>`count(*)::int` }).from(leaveRequests).where(eq(leaveRequests.firmId, firmId)));
    notes.push(`${fmt(size?.n ?? 0)} leave requests in the database at the end.`);
    return { employees: count, writeSeconds, figures, notes };
  } finally {
    await app.close();
  }
}
