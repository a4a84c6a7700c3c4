// A compute job of more than one chunk works its payslips on the payslip thread (payslip-rows.ts) and the
// main thread saves them; a single chunk is worked on the main thread. Either way every payslip is the
// same to the byte: here the demo firm's month to run (loans recovered, claims reimbursed, declarations,
// the off-cycle bonus in the year to date) is computed on the main thread, then again in chunks of 25 on the
// thread, and every stored column but the time it was computed is compared.
import type { RunView } from "@vetan/shared/payroll";
import { indiaToday, shiftMonth } from "@vetan/shared/dates";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { expensePayments, loanRecoveries, payslips } from "../src/db/schema.ts";
import { createPrivateFiles } from "../src/firm/documents/private-files.ts";
import { createRuns } from "../src/firm/payroll/runs.service.ts";
import { withFirm } from "../src/platform/db/tenancy.ts";
import { JobQueue } from "../src/platform/jobs.ts";
import { demoPayrollMonths } from "../src/seed/demo-months.ts";
import { DEMO_FIRM_ID } from "../src/seed/seed.ts";
import { createTestApp } from "./support/app.ts";
import { demoSession } from "./support/demo-session.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Everything the run stored of its payslips, the loans they recover and the claims they pay, by person. */
async function stored(runId: string) {
  return withFirm(app.database.db, DEMO_FIRM_ID, async (tx) => {
    const slips = await tx.select().from(payslips).where(and(eq(payslips.firmId, DEMO_FIRM_ID), eq(payslips.runId, runId))).orderBy(asc(payslips.employeeId));
    const loans = await tx.select().from(loanRecoveries).where(and(eq(loanRecoveries.firmId, DEMO_FIRM_ID), eq(loanRecoveries.runId, runId))).orderBy(asc(loanRecoveries.employeeId), asc(loanRecoveries.loanId));
    const claims = await tx.select().from(expensePayments).where(and(eq(expensePayments.firmId, DEMO_FIRM_ID), eq(expensePayments.runId, runId))).orderBy(asc(expensePayments.claimId));
    return {
      slips: slips.map(({ computedAt, ...rest }) => ({ ...rest, computed: computedAt.getTime() })),
      loans: loans.map(({ employeeId, loanId, due, recovered }) => ({ employeeId, loanId, due, recovered })),
      claims: claims.map(({ claimId, employeeId, amount }) => ({ claimId, employeeId, amount })),
    };
  });
}

describe("payslips worked on the payslip thread", () => {
  it("are byte for byte those worked on the main thread", async () => {
    const admin = await demoSession(app, "A");
    const month = shiftMonth(demoPayrollMonths(indiaToday())[2] as string, 1);
    const made = await admin.post("/api/v1/payroll/runs", { month });
    expect(made.statusCode, made.body).toBe(201);
    const run = made.json() as RunView;
    // The app's own job worker: a demo firm's few hundred people are one chunk, worked on the main thread.
    expect(await app.services.jobs.drain()).toBe(1);
    const here = await stored(run.id);
    expect(here.slips.length).toBeGreaterThan(100);
    expect(here.slips.every((s) => s.error === null && s.result !== null)).toBe(true);
    expect(here.loans.length).toBeGreaterThan(0);
    expect(here.claims.length).toBeGreaterThan(0);
    const totals = ((await admin.get(`/api/v1/payroll/runs/${run.id}`)).json() as RunView).totals;

    // Computed again by a worker that saves 25 at a time: more than one chunk, so worked on the thread.
    const queue = new JobQueue(app.database.db, app.log);
    createRuns(app.database.db, queue, app.services.notifications, createPrivateFiles(app.env), { pdfs: app.services.pdfs, payslips: app.services.payslips, computeChunk: 25 });
    // Until the thread has loaded the engine, chunks are worked on the main thread rather than wait for it.
    app.services.payslips.warm();
    await vi.waitFor(() => expect(app.services.payslips.ready).toBe(true), { timeout: 10_000 });
    const onThread = vi.spyOn(app.services.payslips, "run");
    const again = await admin.post(`/api/v1/payroll/runs/${run.id}/compute`, {});
    expect(again.statusCode, again.body).toBe(202);
    expect(await queue.drain()).toBe(1);
    expect(onThread.mock.calls.length).toBeGreaterThan(1);
    const there = await stored(run.id);
    expect(there.slips.map(({ computed: _, ...s }) => s)).toEqual(here.slips.map(({ computed: _, ...s }) => s));
    expect(there.slips.every((s, i) => s.computed > (here.slips[i]?.computed ?? Number.POSITIVE_INFINITY))).toBe(true);
    expect(there.loans).toEqual(here.loans);
    expect(there.claims).toEqual(here.claims);
    expect(((await admin.get(`/api/v1/payroll/runs/${run.id}`)).json() as RunView).totals).toEqual(totals);
  });
});
