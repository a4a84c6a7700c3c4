// A payroll run whose compute job is stopped half way (the server told to stop: SIGTERM) and taken up again by
// another worker (the restarted server) on the same database: every person has exactly one payslip, the people
// saved before the stop are not computed again, and the totals are those of the same run computed without a
// stop (decision 027). The compute job saves a chunk at a time; here chunks of two, so it stops between them.
// The same for the release mailing, which marks each chunk of 25 mailed: stopped after one, resumed, it sends
// every payslip once.
import type { RunView } from "@vetan/shared/payroll";
import { indiaToday } from "@vetan/shared/dates";
import { and, eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, outbox, payslips } from "../src/db/schema.ts";
import { createPrivateFiles } from "../src/firm/documents/private-files.ts";
import { createRuns } from "../src/firm/payroll/runs.service.ts";
import { withFirm } from "../src/platform/db/tenancy.ts";
import { JobQueue } from "../src/platform/jobs.ts";
import { createTestApp } from "./support/app.ts";
import { makeEmployee, makeFirm, type TestFirm } from "./support/factories.ts";
import { assignSalary, PAYABLE, readyForPayroll } from "./support/payroll-firm.ts";

const PEOPLE = 30;
const MAIL_DOMAIN = "@payroll-resume.test";
let app: FastifyInstance;
let firm: TestFirm;

/** The month before this one: its attendance cycle has ended whatever the firm's cut-off day. */
function lastMonth(): string {
  const [y, m] = indiaToday().split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
}

/** A server's job worker with the payroll jobs on the app's database, as another process would have. */
function server(): JobQueue {
  const queue = new JobQueue(app.database.db, app.log);
  createRuns(app.database.db, queue, app.services.notifications, createPrivateFiles(app.env), { pdfs: app.services.pdfs, computeChunk: 2 });
  return queue;
}

const slipsOf = (runId: string) =>
  withFirm(app.database.db, firm.firmId, (tx) =>
    tx.select({ id: payslips.employeeId, net: payslips.net, gross: payslips.gross, at: payslips.computedAt }).from(payslips).where(and(eq(payslips.firmId, firm.firmId), eq(payslips.runId, runId))),
  );
const jobOf = async (id: string) => (await withFirm(app.database.db, firm.firmId, (tx) => tx.select().from(jobs).where(eq(jobs.id, id))))[0];

beforeAll(async () => {
  app = await createTestApp();
  firm = await makeFirm(app);
  // Without maker-checker the admin who computed approves: this file is about stopping, not approvals.
  const structureId = await readyForPayroll(firm, { makerChecker: false });
  for (let i = 0; i < PEOPLE; i++) {
    const person = await makeEmployee(app, firm, { ...PAYABLE, work_email: `person-${i}${MAIL_DOMAIN}` });
    await assignSalary(firm, person.id, structureId, String(480_000 + i * 37_000));
  }
});
afterAll(() => app.close());

describe("a compute job stopped half way", () => {
  it("is handed back and finished by the next worker: each payslip once, the totals of an uninterrupted run", async () => {
    const made = await firm.admin.post("/api/v1/payroll/runs", { month: lastMonth() });
    expect(made.statusCode, made.body).toBe(201);
    const run = made.json() as RunView;
    const jobId = run.job?.id as string;

    // The first server is told to stop (SIGTERM) just as it takes the job: each of its two chunk workers
    // saves the chunk in hand and the job is handed back, with the rest of the run not computed.
    const first = server();
    await first.stop();
    expect(await first.drain()).toBe(0);
    const stopped = await jobOf(jobId);
    // Handed back, not failed: queued again at once, the attempt not spent.
    expect(stopped).toMatchObject({ status: "queued", attempts: 0, lockedUntil: null });
    const before = await slipsOf(run.id);
    expect(before).toHaveLength(4);
    expect((await jobOf(jobId))?.progressDone).toBe(4);
    expect((await firm.admin.get(`/api/v1/payroll/runs/${run.id}`)).json()).toMatchObject({ status: "computing" });

    // The restarted server finishes it.
    const second = server();
    expect(await second.drain()).toBe(1);
    expect(await jobOf(jobId)).toMatchObject({ status: "done", attempts: 1, progressDone: PEOPLE, progressTotal: PEOPLE });
    const after = await slipsOf(run.id);
    expect(after).toHaveLength(PEOPLE);
    expect(new Set(after.map((s) => s.id)).size).toBe(PEOPLE);
    // Those saved before the stop were kept, not computed again.
    const at = new Map(after.map((s) => [s.id, s.at.getTime()]));
    for (const s of before) expect(at.get(s.id)).toBe(s.at.getTime());
    const resumed = (await firm.admin.get(`/api/v1/payroll/runs/${run.id}`)).json() as RunView;
    expect(resumed.status).toBe("computed");
    expect(resumed.totals).toMatchObject({ people: PEOPLE, errors: 0, computed: PEOPLE });

    // The same run computed again without a stop: the same payslips and totals.
    const again = await firm.admin.post(`/api/v1/payroll/runs/${run.id}/compute`, {});
    expect(again.statusCode, again.body).toBe(202);
    expect(await app.services.jobs.drain()).toBe(1);
    const whole = (await firm.admin.get(`/api/v1/payroll/runs/${run.id}`)).json() as RunView;
    expect(whole.totals).toEqual(resumed.totals);
    const net = (rows: { id: string; net: number; gross: number }[]) => Object.fromEntries(rows.map((s) => [s.id, [s.gross, s.net]]));
    const recomputed = await slipsOf(run.id);
    expect(net(recomputed)).toEqual(net(after));
    expect(recomputed.every((s) => s.at.getTime() > Math.max(...after.map((a) => a.at.getTime())))).toBe(true);
  });
});

describe("the release mailing stopped half way", () => {
  it("is handed back after the chunk it sent and finished by the next worker: every payslip emailed once", async () => {
    const [run] = (await firm.admin.get("/api/v1/payroll/runs")).json() as RunView[];
    if (!run) throw new Error("no run");
    expect((await firm.admin.post(`/api/v1/payroll/runs/${run.id}/approve`, {})).statusCode).toBe(200);
    expect((await firm.admin.post(`/api/v1/payroll/runs/${run.id}/release`, {})).statusCode).toBe(200);
    const [mail] = await withFirm(app.database.db, firm.firmId, (tx) => tx.select().from(jobs).where(and(eq(jobs.firmId, firm.firmId), eq(jobs.queue, "payroll.payslip_mail"))));
    if (!mail) throw new Error("no mailing job");
    const sent = async () => (await app.database.db.select({ to: outbox.recipient }).from(outbox).where(like(outbox.recipient, `%${MAIL_DOMAIN}`))).map((m) => m.to);

    // Told to stop as it takes the job: it sends the chunk in hand (25), marks it, and hands the job back.
    const first = server();
    await first.stop();
    expect(await first.drain()).toBe(0);
    expect(await jobOf(mail.id)).toMatchObject({ status: "queued", attempts: 0, progressDone: 25, progressTotal: PEOPLE });
    expect(await sent()).toHaveLength(25);

    const second = server();
    expect(await second.drain()).toBe(1);
    expect(await jobOf(mail.id)).toMatchObject({ status: "done", result: { sent: PEOPLE - 25, handled: PEOPLE - 25 } });
    const all = await sent();
    expect(all).toHaveLength(PEOPLE);
    expect(new Set(all).size).toBe(PEOPLE);
    // Every payslip is marked mailed, so a later retry sends nothing.
    const marks = await withFirm(app.database.db, firm.firmId, (tx) => tx.select({ at: payslips.emailedAt }).from(payslips).where(and(eq(payslips.firmId, firm.firmId), eq(payslips.runId, run.id))));
    expect(marks).toHaveLength(PEOPLE);
    expect(marks.every((m) => m.at !== null)).toBe(true);
  });
});
