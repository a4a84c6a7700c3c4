// Payroll on a firm of 10,000 employees (issue 17): a whole month's run computed and saved by the real
// compute job — every person's salary in force, loss of pay, the tax year so far, the engine's payslip with
// its working, written through COPY — (budget 2 s on PGlite and PostgreSQL), then the same run computed
// again (identical inputs) and the register's first page. The firm is the demo generator's; salaries are
// the demo's by grade on its two structures. Loss of pay here is unpaid leave alone (the firm setting for
// firms that keep no attendance): the attendance cycle's own figures are issue 15's benchmark.
//
// Then the payslips are released and the real mailing job draws every one as a locked PDF on the pool's
// worker threads and puts it in the outbox with its email (budget 60 s for the firm on two cores); a sample
// drawn by one thread and by the whole pool gives the ratio (decision 027).
import { availableParallelism } from "node:os";
import { shiftMonth } from "@vetan/shared/dates";
import { and, eq } from "drizzle-orm";
import { jobs, payrollRuns, payrollSettings, payStructures, salaryAssignments } from "../apps/server/src/db/schema.ts";
import type { FirmActor } from "../apps/server/src/firm/actor.ts";
import { TEMPLATES } from "../apps/server/src/firm/payroll/pay.service.ts";
import { PdfPool, type SlipToDraw } from "../apps/server/src/firm/payroll/pdf-pool.ts";
import { MAIL_QUEUE, slipViews } from "../apps/server/src/firm/payroll/runs.service.ts";
import type { DatabaseOptions } from "../apps/server/src/platform/db/client.ts";
import { enterFirm, withFirm } from "../apps/server/src/platform/db/tenancy.ts";
import { writeAttendanceCalendar } from "../apps/server/src/seed/demo-attendance.ts";
import { writePeople } from "../apps/server/src/seed/demo-firm.ts";
import { demoSalaries } from "../apps/server/src/seed/demo-payroll.ts";
import type { AttendanceFigure } from "./attendance.ts";
import { benchFirm, fmt, percentile, seconds } from "./firm.ts";

/**
 * The generated firm made ready for a month's run: its people, leave calendar, payroll settings, the two
 * demo structures and everyone's salary. The admin who runs payroll, another who approves, and the month.
 */
export async function payrollFirm(options: DatabaseOptions, count: number) {
  const made = await benchFirm(options, "payroll", count);
  const { database, today, people, calendar, firmId } = made;
  try {
    const { db } = database;
    const written = performance.now();
    const hr = people.employees[1]?.id as string;
    await db.transaction(async (tx) => {
      await enterFirm(tx, firmId);
      await writePeople(tx, firmId, people, today);
      await writeAttendanceCalendar(tx, firmId, calendar);
      await tx.insert(payrollSettings).values({ firmId, makerChecker: true, lopSource: "leave" });
      const structures = await tx
        .insert(payStructures)
        .values([
          { firmId, name: TEMPLATES.labour_codes.name, components: TEMPLATES.labour_codes.components },
          { firmId, name: TEMPLATES.wage_earner.name, components: TEMPLATES.wage_earner.components },
        ])
        .returning();
      const ids = { labour_codes: structures[0]?.id as string, wage_earner: structures[1]?.id as string };
      // The gross a CTC buys is searched with the engine when a salary is assigned (seconds for 20,000
      // rows); a benchmark of the run only needs a gross, so it takes 95% of a twelfth of the CTC.
      const rows = demoSalaries(people.employees, today).map((s) => ({
        firmId,
        employeeId: s.employeeId,
        structureId: ids[s.structure],
        annualCtc: s.annualCtc,
        monthlyGross: Math.round((s.annualCtc / 12) * 0.95),
        monthlyEmployer: Math.round((s.annualCtc / 12) * 0.05),
        effectiveFrom: s.effectiveFrom,
      }));
      for (let i = 0; i < rows.length; i += 2000) await tx.insert(salaryAssignments).values(rows.slice(i, i + 2000));
    });
    const writeSeconds = seconds(written);
    await database.query("analyze");
    const actor: FirmActor = { firmId, employeeId: hr, userId: null, access: "A", hrWorkspaceIds: [], via: "session" };
    // Maker-checker: an admin other than who computed approves.
    const approver: FirmActor = { ...actor, employeeId: people.employees[0]?.id as string };
    return { ...made, writeSeconds, actor, approver, month: shiftMonth(today.slice(0, 7), -1) };
  } catch (error) {
    await made.app.close();
    throw error;
  }
}

export async function benchPayroll(options: DatabaseOptions, opts: { count?: number; registerRuns?: number; pdfSample?: number } = {}) {
  const count = opts.count ?? 10_000;
  const { database, app, people, firmId, writeSeconds, actor, approver, month } = await payrollFirm(options, count);
  const notes: string[] = [];
  try {
    const { db } = database;
    const figures: AttendanceFigure[] = [];

    const started = performance.now();
    const run = await app.services.payroll.create(actor, { month, kind: "regular", pays_arrears: false }, "bench");
    await app.services.jobs.drain();
    const firstSeconds = seconds(started);
    const view = await app.services.payroll.get(actor, run.id);
    if (view.status !== "computed") throw new Error(`the run ended ${view.status}`);
    const [job] = await withFirm(db, firmId, (tx) => tx.select().from(jobs).where(and(eq(jobs.firmId, firmId), eq(jobs.id, view.job?.id ?? ""))));
    const t = view.totals;
    figures.push({
      name: "run computed and saved",
      value: firstSeconds,
      unit: "s",
      budget: 2,
      pass: firstSeconds <= 2,
      note: `${fmt(t?.people ?? 0)} payslips of ${month} (${fmt(t?.errors ?? 0)} could not be computed, ${fmt(t?.warnings ?? 0)} with warnings), net ${fmt((t?.net ?? 0) / 100)} rupees; ${fmt((t?.people ?? 0) / firstSeconds)} payslips/s from the call that opens the run to the job done (${job?.status})`,
    });

    const again = performance.now();
    await app.services.payroll.compute(actor, run.id, undefined, "bench");
    await app.services.jobs.drain();
    const againSeconds = seconds(again);
    figures.push({ name: "run computed again", value: againSeconds, unit: "s", budget: 2, pass: againSeconds <= 2, note: "the same month, every payslip replaced (identical inputs give identical payslips)" });

    const times: number[] = [];
    for (let i = 0; i < (opts.registerRuns ?? 20) + 2; i++) {
      const t0 = performance.now();
      await app.services.payroll.register(actor, run.id, { limit: 50, offset: 0 });
      if (i >= 2) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    figures.push({ name: "salary register page", value: percentile(times, 95), p50: percentile(times, 50), unit: "ms", budget: null, pass: null, note: `the first 50 of ${fmt(t?.people ?? 0)} by name, ${times.length} runs after warm-up; p50 ${fmt(percentile(times, 50), 1)} ms` });
    // The payslips released: the real mailing job reads each chunk, draws its PDFs on the pool's threads,
    // and puts every email with its PDF in the outbox (no SMTP here), marking the chunk mailed.
    await app.services.payroll.approve(approver, run.id, undefined, "bench");
    const mailStarted = performance.now();
    await app.services.payroll.release(actor, run.id, "bench");
    await app.services.jobs.drain();
    const mailSeconds = seconds(mailStarted);
    const [mail] = await withFirm(db, firmId, (tx) => tx.select().from(jobs).where(and(eq(jobs.firmId, firmId), eq(jobs.queue, MAIL_QUEUE))));
    const sent = Number((mail?.result as { sent?: number } | null)?.sent ?? 0);
    const threads = app.services.pdfs.size;
    figures.push({
      name: "payslip PDFs mailed, whole firm",
      value: mailSeconds,
      unit: "s",
      budget: 60,
      pass: mail?.status === "done" && sent > 0 && mailSeconds <= 60,
      note: `${fmt(sent)} payslips drawn as locked PDFs on ${threads} worker threads and emailed to the outbox by the release job (${mail?.status}), ${fmt(sent / mailSeconds)} payslips/s from release to the job done`,
    });
    // The ratio: the same payslips drawn by one thread, then by the server's pool (reads excluded).
    const sample = Math.min(opts.pdfSample ?? 1000, t?.people ?? 0);
    const runRow = (await withFirm(db, firmId, (tx) => tx.select().from(payrollRuns).where(and(eq(payrollRuns.firmId, firmId), eq(payrollRuns.id, run.id)))))[0];
    if (!runRow) throw new Error("the run is gone");
    const views = await withFirm(db, firmId, (tx) => slipViews(tx, firmId, runRow, people.employees.slice(0, sample).map((e) => e.id)));
    const slips: SlipToDraw[] = views.flatMap(({ view, person }) => (view ? [{ view, person, logo: null }] : []));
    const drawAll = async (pool: PdfPool) => {
      await Promise.all(slips.slice(0, 20).map((slip) => pool.render(slip))); // threads started and fonts parsed
      const t0 = performance.now();
      const pdfs = await Promise.all(slips.map((slip) => pool.render(slip)));
      return { perSecond: slips.length / seconds(t0), bytes: pdfs.reduce((n, pdf) => n + pdf.length, 0) };
    };
    const single = new PdfPool(1);
    const one = await drawAll(single).finally(() => single.close());
    const all = await drawAll(app.services.pdfs);
    figures.push({ name: "payslip PDFs, one thread", value: one.perSecond, unit: "payslips/s", budget: null, pass: null, note: `${fmt(slips.length)} payslips drawn and locked by a pool of one thread, ${fmt(one.bytes / slips.length / 1024, 1)} kB each` });
    figures.push({
      name: `payslip PDFs, ${threads} threads`,
      value: all.perSecond,
      unit: "payslips/s",
      budget: null,
      pass: null,
      note: `the same ${fmt(slips.length)} on the server's pool: ${fmt(all.perSecond / one.perSecond, 2)}× one thread (on ${availableParallelism()} cores shared with the database and the other benchmarks)`,
    });
    const [size] = (await database.query(`select count(*)::int as n, pg_size_pretty(sum(pg_column_size(p.*))::bigint) as bytes from payslips p`)).rows as { n: number; bytes: string }[];
    notes.push(`${fmt(size?.n ?? 0)} payslips stored (${size?.bytes ?? "?"} of rows, input and working kept whole).`);
    return { employees: count, writeSeconds, figures, notes };
  } finally {
    await app.close();
  }
}
