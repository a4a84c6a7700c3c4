// A payroll run stopped by SIGTERM half way, on a firm of 10,000 (issue 17, decision 027): the real server
// runs in its own process on a PostgreSQL database the benchmark shares with it; the run is opened, the
// compute job's progress watched, the server sent SIGTERM once about half the payslips are saved, then
// started again on the same database. When the job is done every person paid has exactly one payslip
// (count = distinct count = expected) and the totals — and each person's net pay — are those of the same
// run computed again without a stop. (PGlite takes one process at a time, so the benchmark could not watch
// the job while the server runs it; its resume is the same code, tested in payroll-resume.test.ts.)
import { and, eq, sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { jobs, payrollRuns, payslips } from "../apps/server/src/db/schema.ts";
import { type Database, openDatabase } from "../apps/server/src/platform/db/client.ts";
import { withFirm } from "../apps/server/src/platform/db/tenancy.ts";
import { loadEnv } from "../apps/server/src/platform/env.ts";
import type { AttendanceFigure } from "./attendance.ts";
import { fmt, seconds } from "./firm.ts";
import { payrollFirm } from "./payroll.ts";
import { startServer } from "./server.ts";

/** The run's payslips: how many, how many people, and a digest of who is paid what. */
async function slipsOf(database: Database, firmId: string, runId: string) {
  const [row] = await withFirm(database.db, firmId, (tx) =>
    tx
      .select({
        n: sql<number>`count(*)::int`,
        people: sql<number>`count(distinct ${payslips.employeeId})::int`,
        net: sql<string>`coalesce(sum(${payslips.net}), 0)::text`,
        digest: sql<string>`md5(coalesce(string_agg(${payslips.employeeId}::text || ':' || ${payslips.gross} || ':' || ${payslips.net} || ':' || coalesce(${payslips.error}, ''), ',' order by ${payslips.employeeId}), ''))`,
      })
      .from(payslips)
      .where(and(eq(payslips.firmId, firmId), eq(payslips.runId, runId))),
  );
  return { n: row?.n ?? 0, people: row?.people ?? 0, net: Number(row?.net ?? 0), digest: row?.digest ?? "" };
}

export async function benchPayrollResume(url: string, opts: { count?: number } = {}) {
  const count = opts.count ?? 10_000;
  const options = { kind: "postgres" as const, url };
  const figures: AttendanceFigure[] = [];
  const notes: string[] = [];
  // The firm written and the run opened here: its compute job waits in the queue for a server to take it.
  const { app, firmId, actor, month, writeSeconds } = await payrollFirm(options, count);
  let runId: string;
  let jobId: string;
  try {
    const run = await app.services.payroll.create(actor, { month, kind: "regular", pays_arrears: false }, "bench");
    runId = run.id;
    jobId = run.job?.id ?? "";
  } finally {
    await app.close();
  }
  const watcher = await openDatabase({ ...options, poolSize: 2 });
  try {
    const job = async () => (await withFirm(watcher.db, firmId, (tx) => tx.select().from(jobs).where(eq(jobs.id, jobId))))[0];
    const env = { DATABASE_URL: url, SEED_DEMO: "false", JOB_WORKER: "true" };

    // The first server takes the job; SIGTERM once half the people are saved.
    const started = performance.now();
    const first = await startServer(env);
    let atSignal = { done: 0, total: 0 };
    for (;;) {
      const j = await job();
      if (!j) throw new Error("the compute job is gone");
      if (j.status === "done") throw new Error("the job finished before half way: nothing to resume (a smaller firm?)");
      if (j.progressTotal > 0 && j.progressDone >= j.progressTotal / 2) {
        atSignal = { done: j.progressDone, total: j.progressTotal };
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const signalled = performance.now();
    const exitCode = await first.stop();
    const stopSeconds = seconds(signalled);
    const handedBack = await job();
    const between = await slipsOf(watcher, firmId, runId);

    // The second server, on the same database, finishes it.
    const restarted = performance.now();
    const second = await startServer(env);
    let finished: Awaited<ReturnType<typeof job>>;
    for (;;) {
      finished = await job();
      if (finished?.status === "done" || finished?.status === "failed") break;
      if (seconds(restarted) > 300) throw new Error("the resumed job did not finish in 5 minutes");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const resumeSeconds = seconds(restarted);
    await second.stop();
    const resumed = await slipsOf(watcher, firmId, runId);
    const [runRow] = await withFirm(watcher.db, firmId, (tx) => tx.select().from(payrollRuns).where(and(eq(payrollRuns.firmId, firmId), eq(payrollRuns.id, runId))));
    const resumedTotals = runRow?.totals;

    // The same run computed again without a stop, by the services on this side.
    const again = await buildApp({ env: loadEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", SEED_DEMO: "false", JOB_WORKER: "false", DATABASE_URL: url }), database: await openDatabase(options), logger: false, web: false });
    let whole: Awaited<ReturnType<typeof slipsOf>>;
    let wholeTotals: typeof resumedTotals;
    try {
      await again.services.payroll.compute(actor, runId, undefined, "bench");
      await again.services.jobs.drain();
      whole = await slipsOf(watcher, firmId, runId);
      wholeTotals = (await again.services.payroll.get(actor, runId)).totals ?? undefined;
    } finally {
      await again.close();
    }
    const expected = wholeTotals?.people ?? -1;
    const once = resumed.n === expected && resumed.people === expected;
    const same = JSON.stringify(resumedTotals) === JSON.stringify(wholeTotals) && resumed.digest === whole.digest;
    figures.push({
      name: "run resumed after SIGTERM",
      value: seconds(started),
      unit: "s",
      budget: null,
      pass: finished?.status === "done" && handedBack?.status === "queued" && exitCode === 0 && once && same,
      note:
        `SIGTERM at ${fmt(atSignal.done)} of ${fmt(atSignal.total)} people saved; the server stopped in ${fmt(stopSeconds, 2)} s (exit ${exitCode}) with ${fmt(between.n)} payslips saved and the job handed back ` +
        `(${handedBack?.status}, attempt ${handedBack?.attempts}); restarted, the job was ${finished?.status} ${fmt(resumeSeconds, 1)} s later (attempt ${finished?.attempts}). ` +
        `Payslips ${fmt(resumed.n)}, people ${fmt(resumed.people)}, expected ${fmt(expected)}: ${once ? "each once" : "NOT each once"}; ` +
        `net ${fmt(resumed.net / 100)} rupees against ${fmt(whole.net / 100)} computed again without a stop, totals and every person's pay ${same ? "equal" : "DIFFERENT"}`,
    });
    notes.push(`${fmt(count)} employees written in ${fmt(writeSeconds, 1)} s; the server is the production build in its own process (bench/server.ts), the job its compute job in chunks of 1,000.`);
    return { employees: count, writeSeconds, figures, notes };
  } finally {
    await watcher.close();
  }
}
