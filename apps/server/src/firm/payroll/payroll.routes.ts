// The payroll API (/api/v1/payroll): salary structures and templates, each person's salary and its
// revisions, the monthly run (create, compute again, register and its XLSX, any payslip's working, approve
// and lock, release, reopen) and the employee's own payslips. Each handler: who is acting, validate (the
// shared Zod schema), then the service, which asks the payroll policy and audits writes.
import {
  BankFileQuerySchema,
  OneOffSchema,
  OneOffUploadQuerySchema,
  PayrollProfileSchema,
  PayrollSettingsSchema,
  PayStructureSchema,
  RegisterQuerySchema,
  RunApproveSchema,
  RunComputeSchema,
  RunCreateSchema,
  RunHoldSchema,
  RunReopenSchema,
  SalaryAssignSchema,
  StructureTemplateSchema,
} from "@vetan/shared/payroll";
import { SettlementInputSchema, SettlementPaidSchema } from "@vetan/shared/settlements";
import { TdsQuerySchema } from "@vetan/shared/tax-statements";
import { LoanCreateSchema, LoanListQuerySchema, LoanPrepaySchema, LoanWaiveSchema } from "@vetan/shared/loans";
import { DeclarationListQuerySchema, DeclarationVerifySchema, DeclarationWindowsSchema, TaxDeclarationSchema } from "@vetan/shared/tax-declarations";
import ExcelJS from "exceljs";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { KeysService } from "../../accounts/keys/keys.service.ts";
import { perCallerLimit } from "../../platform/caller-limit.ts";
import type { Db } from "../../platform/db/client.ts";
import { AppError } from "../../platform/errors.ts";
import { requireFirmActor } from "../actor.ts";
import type { Declarations } from "./declarations.service.ts";
import type { Ledger } from "./ledger.service.ts";
import type { Loans } from "./loans.service.ts";
import type { Openings } from "./openings.service.ts";
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE, type Logo } from "./logo.service.ts";
import type { OutputFile, Outputs } from "./outputs.service.ts";
import type { Settlements } from "./settlements.service.ts";
import type { Tds } from "./tds.service.ts";
import type { Pay } from "./pay.service.ts";
import type { JobQueue } from "../../platform/jobs.ts";
import { canPayroll } from "./payroll.policy.ts";
import { COMPUTE_QUEUE, type Runs } from "./runs.service.ts";

export interface PayrollDeps {
  perCallerPerMinute: number;
  db: Db;
  keys: KeysService;
  jobs: JobQueue;
  pay: Pay;
  runs: Runs;
  outputs: Outputs;
  declarations: Declarations;
  loans: Loans;
  settlements: Settlements;
  ledger: Ledger;
  tds: Tds;
  openings: Openings;
  logo: Logo;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IdParams = z.strictObject({ id: z.string().max(100) });
const PayslipParams = z.strictObject({ id: z.string().max(100), employeeId: z.string().max(100) });
const OneOffParams = z.strictObject({ id: z.string().max(100), oneOffId: z.string().max(100) });
const EmployeeParams = z.strictObject({ employeeId: z.string().max(100) });
const ArchiveSchema = z.strictObject({ archived: z.boolean({ error: "Say whether the structure is archived" }) });

function idOf(raw: string, missing: string): string {
  if (!UUID.test(raw)) throw AppError.notFound(missing);
  return raw.toLowerCase();
}
const NO_STRUCTURE = "No such pay structure in your firm.";
const NO_RUN = "No such payroll run in your firm.";
const NO_PERSON = "No such person in your firm.";
const NO_LOAN = "No such loan in your firm.";

/** An uploaded sheet: the request body itself, refused in words when empty. */
function sheetOf(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw AppError.badRequest("Send the sheet as the request body.", { file: "No file" });
  return body;
}

export const payrollRoutes: FastifyPluginAsyncZod<PayrollDeps> = async (app, deps) => {
  const { pay, runs, outputs, declarations, loans, settlements, ledger, tds, openings, logo } = deps;
  const actorOf = (request: FastifyRequest) => requireFirmActor(request, deps);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  const perCaller = perCallerLimit(deps.perCallerPerMinute);
  const body = 64 * 1024;
  const tags = ["payroll"];

  // ─── Structures ──────────────────────────────────────────────────────────────────────────────────
  app.get("/payroll/structures", { config: perCaller, schema: { tags, summary: "Salary structures with people on each, the Labour Codes' wage test and a sample breakup (admins, HR)" } }, async (request) =>
    pay.structures(await actorOf(request)),
  );
  app.post("/payroll/structures", { bodyLimit: body, schema: { tags, summary: "Add a salary structure; the engine checks it (admins, firm-wide HR)", body: PayStructureSchema } }, async (request, reply) =>
    reply.code(201).send(await pay.createStructure(await actorOf(request), request.body, request.ip)),
  );
  app.post("/payroll/structures/templates", { bodyLimit: body, schema: { tags, summary: "Add a structure from a template (admins, firm-wide HR)", body: StructureTemplateSchema } }, async (request, reply) =>
    reply.code(201).send(await pay.structureFromTemplate(await actorOf(request), request.body.template, request.ip)),
  );
  app.put("/payroll/structures/:id", { bodyLimit: body, schema: { tags, summary: "Change a structure; salaries on it follow from the next run (admins, firm-wide HR)", params: IdParams, body: PayStructureSchema } }, async (request) =>
    pay.updateStructure(await actorOf(request), idOf(request.params.id, NO_STRUCTURE), request.body, request.ip),
  );
  app.post("/payroll/structures/:id/archive", { bodyLimit: body, schema: { tags, summary: "Archive a structure nobody is paid on, or restore it (admins, firm-wide HR)", params: IdParams, body: ArchiveSchema } }, async (request) =>
    pay.archiveStructure(await actorOf(request), idOf(request.params.id, NO_STRUCTURE), request.body.archived, request.ip),
  );

  // ─── Salaries ────────────────────────────────────────────────────────────────────────────────────
  app.get("/payroll/salaries/:employeeId", { config: perCaller, schema: { tags, summary: "A person's salary in force and its history (admins, HR in scope, the person)", params: EmployeeParams } }, async (request) =>
    pay.salary(await actorOf(request), idOf(request.params.employeeId, NO_PERSON)),
  );
  app.post("/payroll/salaries/:employeeId", { bodyLimit: body, schema: { tags, summary: "Assign or revise a salary from a date: a structure and an annual CTC (admins, HR in scope)", params: EmployeeParams, body: SalaryAssignSchema } }, async (request, reply) =>
    reply.code(201).send(await pay.assign(await actorOf(request), idOf(request.params.employeeId, NO_PERSON), request.body, request.ip)),
  );

  // ─── Settings ───────────────────────────────────────────────────────────────────────────────────
  app.get("/payroll/settings", { config: perCaller, schema: { tags, summary: "Maker-checker and where loss of pay comes from (admins, firm-wide HR)" } }, async (request) => runs.settings(await actorOf(request)));
  app.put("/payroll/settings", { bodyLimit: body, schema: { tags, summary: "Change the payroll settings (admins)", body: PayrollSettingsSchema } }, async (request) =>
    runs.updateSettings(await actorOf(request), request.body, request.ip),
  );

  // The logo on payslips, settlement statements and Form 16: the image is the body (PNG or JPEG by content).
  app.get("/payroll/settings/logo.json", { config: perCaller, schema: { tags, summary: "Whether the firm has a payslip logo, its kind and when it was set (anyone in the firm)" } }, async (request) =>
    logo.get(await actorOf(request)),
  );
  app.get("/payroll/settings/logo", { config: perCaller, schema: { tags, summary: "The payslip logo image (anyone in the firm)" } }, async (request, reply) => {
    const file = await logo.open(await actorOf(request));
    return reply.header("content-type", file.type).header("content-length", String(file.size)).header("x-content-type-options", "nosniff").header("content-security-policy", "sandbox; default-src 'none'").send(file.stream);
  });
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: LOGO_MAX_BYTES }, (_request, payload, done) => done(null, payload));
    uploads.setErrorHandler((error: FastifyError) => {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw new AppError(413, "too_large", `${LOGO_TOO_LARGE}.`, { file: LOGO_TOO_LARGE });
      throw error;
    });
    uploads.withTypeProvider<ZodTypeProvider>().put("/payroll/settings/logo", { schema: { tags, summary: "Set the payslip logo: a PNG or JPEG up to 1 MB as the body (admins)" } }, async (request) => {
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw AppError.badRequest("Choose an image to upload.", { file: "Choose an image to upload" });
      return logo.upload(await actorOf(request), bytes, request.ip);
    });
  });
  app.delete("/payroll/settings/logo", { schema: { tags, summary: "Remove the payslip logo (admins)" } }, async (request, reply) => {
    await logo.remove(await actorOf(request), request.ip);
    return reply.code(204).send();
  });

  app.put("/payroll/profiles/:employeeId", { bodyLimit: body, schema: { tags, summary: "A person's statutory settings: tax regime, PF basis, voluntary PF, an earlier employer this tax year (admins, HR in scope)", params: EmployeeParams, body: PayrollProfileSchema } }, async (request) =>
    pay.setProfile(await actorOf(request), idOf(request.params.employeeId, NO_PERSON), request.body, request.ip),
  );

  // ─── Runs ────────────────────────────────────────────────────────────────────────────────────────
  app.get("/payroll/runs", { config: perCaller, schema: { tags, summary: "Payroll runs, newest month first, with their steps (admins, firm-wide HR)" } }, async (request) => runs.list(await actorOf(request)));
  app.post("/payroll/runs", { bodyLimit: body, schema: { tags, summary: "Open a month's regular run, or an off-cycle run (a bonus, arrears) with a title, and compute it in the background (admins, firm-wide HR)", body: RunCreateSchema } }, async (request, reply) =>
    reply.code(201).send(await runs.create(await actorOf(request), request.body, request.ip)),
  );
  app.get("/payroll/runs/:id", { config: perCaller, schema: { tags, summary: "A run: its steps, totals and the compute job's progress", params: IdParams } }, async (request) =>
    runs.get(await actorOf(request), idOf(request.params.id, NO_RUN)),
  );
  app.post("/payroll/runs/:id/compute", { bodyLimit: 512 * 1024, schema: { tags, summary: "Compute again before approval, for everyone or the people named", params: IdParams, body: RunComputeSchema } }, async (request, reply) =>
    reply.code(202).send(await runs.compute(await actorOf(request), idOf(request.params.id, NO_RUN), request.body.employee_ids, request.ip)),
  );
  app.get("/payroll/runs/:id/register", { config: perCaller, schema: { tags, summary: "The salary register, searched and filtered, a page at a time", params: IdParams, querystring: RegisterQuerySchema } }, async (request) =>
    runs.register(await actorOf(request), idOf(request.params.id, NO_RUN), request.query),
  );
  app.get("/payroll/runs/:id/register.xlsx", { config: perCaller, schema: { tags, summary: "The salary register as an XLSX workbook (the same filters)", params: IdParams, querystring: RegisterQuerySchema } }, async (request, reply) => {
    const file = await runs.registerXlsx(await actorOf(request), idOf(request.params.id, NO_RUN), request.query);
    return reply
      .type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
      .header("content-disposition", `attachment; filename="vetan-salary-register-${file.month}.xlsx"`)
      .send(file.body);
  });
  app.get("/payroll/runs/:id/one-offs", { config: perCaller, schema: { tags, summary: "The run's one-off additions and deductions", params: IdParams } }, async (request) => ({
    data: await runs.oneOffs(await actorOf(request), idOf(request.params.id, NO_RUN)),
  }));
  app.post("/payroll/runs/:id/one-offs", { bodyLimit: body, schema: { tags, summary: "Add a one-off addition or deduction for a person before approval; that person is computed again", params: IdParams, body: OneOffSchema } }, async (request, reply) =>
    reply.code(201).send(await runs.addOneOff(await actorOf(request), idOf(request.params.id, NO_RUN), request.body, request.ip)),
  );
  app.get("/payroll/runs/:id/holds", { config: perCaller, schema: { tags, summary: "The run's salaries on hold, with the reason", params: IdParams } }, async (request) => ({
    data: await runs.holds(await actorOf(request), idOf(request.params.id, NO_RUN)),
  }));
  app.post("/payroll/runs/:id/holds", { bodyLimit: body, schema: { tags, summary: "Hold salaries (left out of the bank file) or lift the hold, until the payslips are released", params: IdParams, body: RunHoldSchema } }, async (request) => ({
    data: await runs.setHolds(await actorOf(request), idOf(request.params.id, NO_RUN), request.body, request.ip),
  }));
  app.get("/payroll/openings", { config: perCaller, schema: { tags, summary: "Each person's tax year before the firm's first run in Vetan (admins, firm-wide HR)", querystring: z.strictObject({ year: z.string().regex(/^\d{4}-04$/, { error: "A tax year by its April, like 2026-04" }) }) } }, async (request) => ({
    data: await openings.list(await actorOf(request), request.query.year),
  }));
  await app.register(async (uploads) => {
    // The body is the sheet itself (XLSX by its zip signature, else CSV), as with the people import.
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 5 * 1024 * 1024 }, (_request, payload, done) => done(null, payload));
    uploads.withTypeProvider<ZodTypeProvider>().post(
      "/payroll/runs/:id/one-offs/upload",
      { schema: { tags, summary: "Upload one-offs as a sheet (employee code, kind, description, amount, taxable): a dry run naming each bad cell, or apply when every row is good", params: IdParams, querystring: OneOffUploadQuerySchema } },
      async (request) => runs.uploadOneOffs(await actorOf(request), idOf(request.params.id, NO_RUN), sheetOf(request.body), request.query.mode, request.ip),
    );
    uploads.withTypeProvider<ZodTypeProvider>().post(
      "/payroll/openings/upload",
      { schema: { tags, summary: "Upload each person's tax year before the first run here (employee code, through month, taxable salary, TDS, PF, PT, basic and DA, HRA): a dry run naming each bad cell, or apply", querystring: OneOffUploadQuerySchema } },
      async (request) => openings.upload(await actorOf(request), sheetOf(request.body), request.query.mode, request.ip),
    );
  });
  app.delete("/payroll/runs/:id/one-offs/:oneOffId", { schema: { tags, summary: "Remove a one-off before approval; that person is computed again", params: OneOffParams } }, async (request) =>
    runs.removeOneOff(await actorOf(request), idOf(request.params.id, NO_RUN), idOf(request.params.oneOffId, "No such one-off in this run."), request.ip),
  );
  app.get("/payroll/runs/:id/outputs", { config: perCaller, schema: { tags, summary: "An approved run's files and challans: who each file holds and who it leaves out", params: IdParams } }, async (request) =>
    outputs.outputs(await actorOf(request), idOf(request.params.id, NO_RUN)),
  );
  const sendFile = (reply: FastifyReply, file: OutputFile) => reply.type(file.type).header("content-disposition", `attachment; filename="${file.name}"`).send(file.body);
  app.get("/payroll/runs/:id/bank.csv", { config: perCaller, schema: { tags, summary: "The bank transfer file of an approved run: a generic CSV, or HDFC's or ICICI's bulk upload (layout, value date, the firm's account)", params: IdParams, querystring: BankFileQuerySchema } }, async (request, reply) =>
    sendFile(reply, await outputs.bankFile(await actorOf(request), idOf(request.params.id, NO_RUN), request.query)),
  );
  app.get("/payroll/runs/:id/ecr.txt", { config: perCaller, schema: { tags, summary: "EPFO's ECR (UAN format, #~# separated) of an approved run", params: IdParams } }, async (request, reply) =>
    sendFile(reply, await outputs.ecrFile(await actorOf(request), idOf(request.params.id, NO_RUN))),
  );
  app.get("/payroll/runs/:id/esic.xlsx", { config: perCaller, schema: { tags, summary: "ESIC's monthly contribution upload (IP number, name, days, wages, reason code, last working day) of an approved run", params: IdParams } }, async (request, reply) =>
    sendFile(reply, await outputs.esicFile(await actorOf(request), idOf(request.params.id, NO_RUN))),
  );
  app.get("/payroll/runs/:id/pt-register.csv", { config: perCaller, schema: { tags, summary: "The professional tax register by state, with the count of employees at each rate", params: IdParams } }, async (request, reply) =>
    sendFile(reply, await outputs.registerFile(await actorOf(request), idOf(request.params.id, NO_RUN), "pt")),
  );
  app.get("/payroll/runs/:id/lwf-register.csv", { config: perCaller, schema: { tags, summary: "The labour welfare fund register by state, employee's and employer's shares", params: IdParams } }, async (request, reply) =>
    sendFile(reply, await outputs.registerFile(await actorOf(request), idOf(request.params.id, NO_RUN), "lwf")),
  );
  app.get("/payroll/runs/:id/journal.csv", { config: perCaller, schema: { tags, summary: "The payroll journal by department (cost centre), balanced, for accounting tools", params: IdParams } }, async (request, reply) =>
    sendFile(reply, await outputs.journalFile(await actorOf(request), idOf(request.params.id, NO_RUN), "csv")),
  );
  app.get("/payroll/runs/:id/journal.xml", { config: perCaller, schema: { tags, summary: "The payroll journal as Tally's XML import (a journal voucher with cost centres)", params: IdParams } }, async (request, reply) =>
    sendFile(reply, await outputs.journalFile(await actorOf(request), idOf(request.params.id, NO_RUN), "tally")),
  );
  app.get("/payroll/runs/:id/payslips/:employeeId", { config: perCaller, schema: { tags, summary: "One payslip with its working (admins and HR at any step; the person once released)", params: PayslipParams } }, async (request) =>
    runs.payslip(await actorOf(request), idOf(request.params.id, NO_RUN), idOf(request.params.employeeId, "No such payslip.")),
  );
  app.get("/payroll/runs/:id/payslips/:employeeId/pdf", { config: perCaller, schema: { tags, summary: "One payslip as a PDF opened with the person's password (the first five letters of their PAN, then their date of birth as DDMMYYYY)", params: PayslipParams } }, async (request, reply) => {
    const file = await runs.payslipPdf(await actorOf(request), idOf(request.params.id, NO_RUN), idOf(request.params.employeeId, "No such payslip."));
    return reply.type("application/pdf").header("content-disposition", `attachment; filename="${file.name}"`).send(file.body);
  });
  app.post("/payroll/runs/:id/approve", { bodyLimit: body, schema: { tags, summary: "Approve and lock the run and its attendance cycle (an admin other than who computed)", params: IdParams, body: RunApproveSchema } }, async (request) =>
    runs.approve(await actorOf(request), idOf(request.params.id, NO_RUN), request.body.comment, request.ip),
  );
  app.post("/payroll/runs/:id/release", { bodyLimit: body, schema: { tags, summary: "Release the payslips to employees, who are told (admins, firm-wide HR)", params: IdParams } }, async (request) =>
    runs.release(await actorOf(request), idOf(request.params.id, NO_RUN), request.ip),
  );
  app.post("/payroll/runs/:id/reopen", { bodyLimit: body, schema: { tags, summary: "Reopen a locked run, with the reason (admins)", params: IdParams, body: RunReopenSchema } }, async (request) =>
    runs.reopen(await actorOf(request), idOf(request.params.id, NO_RUN), request.body.reason, request.ip),
  );

  app.get("/payroll/jobs/:id", { config: perCaller, schema: { tags, summary: "A run's compute job and its progress (admins, firm-wide HR)", params: IdParams } }, async (request) => {
    const actor = await actorOf(request);
    if (!canPayroll(actor, "run")) throw AppError.forbidden("Payroll runs are for admins and firm-wide HR.");
    const job = await deps.jobs.get(actor.firmId, idOf(request.params.id, "No such job in your firm."));
    if (!job || job.queue !== COMPUTE_QUEUE) throw AppError.notFound("No such job in your firm.");
    return job;
  });

  // ─── Tax declarations ───────────────────────────────────────────────────────────────────────────
  app.get("/payroll/declarations", { config: perCaller, schema: { tags, summary: "This tax year's declarations of everyone HR covers (admins: the firm), searched and filtered", querystring: DeclarationListQuerySchema } }, async (request) =>
    declarations.list(await actorOf(request), request.query),
  );
  app.get("/payroll/declarations.xlsx", { config: perCaller, schema: { tags, summary: "The declarations list as an XLSX workbook (the same filters)", querystring: DeclarationListQuerySchema } }, async (request, reply) => {
    const body = await declarations.listXlsx(await actorOf(request), request.query);
    return reply.type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet").header("content-disposition", `attachment; filename="vetan-tax-declarations.xlsx"`).send(body);
  });
  app.get("/payroll/declarations/mine", { config: perCaller, schema: { tags, summary: "The signed-in person's regime, declarations, proofs and the two regimes' tax compared" } }, async (request) => {
    const actor = await actorOf(request);
    if (!actor.employeeId) throw AppError.notFound(NO_PERSON);
    return declarations.get(actor, actor.employeeId);
  });
  app.post("/payroll/declarations/mine/submit", { bodyLimit: body, schema: { tags, summary: "Submit the uploaded proofs for HR to verify (the person, in the proof window)" } }, async (request) =>
    declarations.submit(await actorOf(request), request.ip),
  );
  app.get("/payroll/declarations/:employeeId", { config: perCaller, schema: { tags, summary: "A person's declarations (the person, HR in scope, admins)", params: EmployeeParams } }, async (request) =>
    declarations.get(await actorOf(request), idOf(request.params.employeeId, NO_PERSON)),
  );
  app.put("/payroll/declarations/:employeeId", { bodyLimit: body, schema: { tags, summary: "Choose the regime and declare rent and investments (the person in the window; HR and admins any time)", params: EmployeeParams, body: TaxDeclarationSchema } }, async (request) =>
    declarations.save(await actorOf(request), idOf(request.params.employeeId, NO_PERSON), request.body, request.ip),
  );
  app.post("/payroll/declarations/:employeeId/verify", { bodyLimit: body, schema: { tags, summary: "Accept an amount for each declared item on the proofs (HR in scope, admins; never the person)", params: EmployeeParams, body: DeclarationVerifySchema } }, async (request) =>
    declarations.verify(await actorOf(request), idOf(request.params.employeeId, NO_PERSON), request.body, request.ip),
  );
  app.get("/payroll/declaration-windows", { config: perCaller, schema: { tags, summary: "When declarations and proofs are taken (anyone in the firm)" } }, async (request) => declarations.windows(await actorOf(request)));
  app.put("/payroll/declaration-windows", { bodyLimit: body, schema: { tags, summary: "Open or close the declaration and proof windows (admins, firm-wide HR)", body: DeclarationWindowsSchema } }, async (request) =>
    declarations.setWindows(await actorOf(request), request.body, request.ip),
  );

  // ─── Loans and salary advances ──────────────────────────────────────────────────────────────────
  app.get("/payroll/loans", { config: perCaller, schema: { tags, summary: "Loans and advances of everyone HR covers (admins: the firm), with what is outstanding", querystring: LoanListQuerySchema } }, async (request) =>
    loans.list(await actorOf(request), request.query),
  );
  app.post("/payroll/loans", { bodyLimit: body, schema: { tags, summary: "Give a loan or a salary advance, recovered through payroll (admins, HR in scope; not one's own)", body: LoanCreateSchema } }, async (request, reply) =>
    reply.code(201).send(await loans.create(await actorOf(request), request.body, request.ip)),
  );
  app.get("/payroll/loans/mine", { config: perCaller, schema: { tags, summary: "The signed-in person's loans and advances with their schedules" } }, async (request) => ({ data: await loans.mine(await actorOf(request)) }));
  app.get("/payroll/loans/:id", { config: perCaller, schema: { tags, summary: "A loan: its schedule as recovered so far, and the perquisite on a concessional loan", params: IdParams } }, async (request) =>
    loans.get(await actorOf(request), idOf(request.params.id, NO_LOAN)),
  );
  app.post("/payroll/loans/:id/prepay", { bodyLimit: body, schema: { tags, summary: "Record a prepayment: keep the instalment (finish sooner) or the end month (lower instalment)", params: IdParams, body: LoanPrepaySchema } }, async (request) =>
    loans.prepay(await actorOf(request), idOf(request.params.id, NO_LOAN), request.body, request.ip),
  );
  app.post("/payroll/loans/:id/waive", { bodyLimit: body, schema: { tags, summary: "Waive part or all of the balance from a month, with the reason (a waived loan is taxable income)", params: IdParams, body: LoanWaiveSchema } }, async (request) =>
    loans.waive(await actorOf(request), idOf(request.params.id, NO_LOAN), request.body, request.ip),
  );

  // ─── Full and final settlement ──────────────────────────────────────────────────────────────────
  app.get("/payroll/settlements", { config: perCaller, schema: { tags, summary: "People on notice or gone whom HR looks after, with where their settlement stands" } }, async (request) => settlements.list(await actorOf(request)));
  app.get("/payroll/settlements/:employeeId", { config: perCaller, schema: { tags, summary: "A leaver's full and final settlement, worked from the records and HR's decisions (HR, admins; the person once approved)", params: EmployeeParams } }, async (request) =>
    settlements.get(await actorOf(request), idOf(request.params.employeeId, NO_PERSON)),
  );
  app.put("/payroll/settlements/:employeeId", { bodyLimit: body, schema: { tags, summary: "Save HR's decisions: why they left, notice, leave days, other payments and recoveries (HR in scope, admins)", params: EmployeeParams, body: SettlementInputSchema } }, async (request) =>
    settlements.save(await actorOf(request), idOf(request.params.employeeId, NO_PERSON), request.body, request.ip),
  );
  app.post("/payroll/settlements/:employeeId/approve", { bodyLimit: body, schema: { tags, summary: "Approve and freeze the settlement (an admin other than who prepared it, with maker-checker)", params: EmployeeParams } }, async (request) =>
    settlements.approve(await actorOf(request), idOf(request.params.employeeId, NO_PERSON), request.ip),
  );
  app.post("/payroll/settlements/:employeeId/paid", { bodyLimit: body, schema: { tags, summary: "Mark an approved settlement paid; loans it recovered close", params: EmployeeParams, body: SettlementPaidSchema } }, async (request) =>
    settlements.paid(await actorOf(request), idOf(request.params.employeeId, NO_PERSON), request.body.paid_on, request.ip),
  );
  app.get("/payroll/settlements/:employeeId/statement.pdf", { config: perCaller, schema: { tags, summary: "The settlement statement as a PDF", params: EmployeeParams } }, async (request, reply) => {
    const file = await settlements.statementPdf(await actorOf(request), idOf(request.params.employeeId, NO_PERSON));
    return reply.type("application/pdf").header("content-disposition", `attachment; filename="${file.name}"`).send(file.body);
  });

  // ─── Ledgers and payments ───────────────────────────────────────────────────────────────────────
  app.get("/payroll/ledger/mine", { config: perCaller, schema: { tags, summary: "The signed-in person's ledger: pay, loans and advances, settlement, each entry traced to its source" } }, async (request) => {
    const actor = await actorOf(request);
    if (!actor.employeeId) throw AppError.notFound(NO_PERSON);
    return ledger.person(actor, actor.employeeId);
  });
  app.get("/payroll/ledger/:employeeId", { config: perCaller, schema: { tags, summary: "A person's ledger (the person, HR in scope, admins)", params: EmployeeParams } }, async (request) =>
    ledger.person(await actorOf(request), idOf(request.params.employeeId, NO_PERSON)),
  );
  app.get("/payroll/payments", { config: perCaller, schema: { tags, summary: "What the firm paid out: salaries by run, settlements, loans handed over (admins, firm-wide HR)" } }, async (request) => ledger.payments(await actorOf(request)));
  app.get("/payroll/payments.xlsx", { config: perCaller, schema: { tags, summary: "The payment history as an XLSX workbook" } }, async (request, reply) => {
    const view = await ledger.payments(await actorOf(request));
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Payments");
    sheet.addRow(["Date", "What", "Kind", "People", "Amount (₹)"]);
    sheet.getRow(1).font = { bold: true };
    for (const r of view.rows) sheet.addRow([r.date, r.description, r.kind, r.people, r.amount / 100]);
    sheet.addRow(["", "Total", "", "", view.total / 100]);
    return reply.type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet").header("content-disposition", `attachment; filename="vetan-payments.xlsx"`).send(Buffer.from(await book.xlsx.writeBuffer()));
  });

  // ─── Tax statements: Form 24Q's salary details and Form 16 Part B ────────────────────────────────
  const Form16Query = TdsQuerySchema.omit({ quarter: true });
  app.get("/payroll/tds/24q-annexure1.csv", { config: perCaller, schema: { tags, summary: "Form 24Q Annexure I for a quarter: each month's deduction of each person (admins, firm-wide HR)", querystring: TdsQuerySchema } }, async (request, reply) => {
    const file = await tds.annexure1(await actorOf(request), request.query);
    return reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${file.name}"`).send(file.body);
  });
  app.get("/payroll/tds/24q-annexure2.csv", { config: perCaller, schema: { tags, summary: "Form 24Q Annexure II for the year: each person's salary, deductions and tax (admins, firm-wide HR)", querystring: TdsQuerySchema } }, async (request, reply) => {
    const file = await tds.annexure2(await actorOf(request), request.query);
    return reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${file.name}"`).send(file.body);
  });
  app.get("/payroll/form16/mine", { config: perCaller, schema: { tags, summary: "The signed-in person's Form 16 Part B for a tax year (from released payslips)", querystring: Form16Query } }, async (request) => {
    const actor = await actorOf(request);
    if (!actor.employeeId) throw AppError.notFound(NO_PERSON);
    return tds.form16(actor, actor.employeeId, request.query.year);
  });
  app.get("/payroll/form16/:employeeId", { config: perCaller, schema: { tags, summary: "A person's Form 16 Part B for a tax year (the person, HR in scope, admins)", params: EmployeeParams, querystring: Form16Query } }, async (request) =>
    tds.form16(await actorOf(request), idOf(request.params.employeeId, NO_PERSON), request.query.year),
  );
  app.get("/payroll/form16/:employeeId/pdf", { config: perCaller, schema: { tags, summary: "Form 16 Part B as a PDF, opened with the person's payslip password", params: EmployeeParams, querystring: Form16Query } }, async (request, reply) => {
    const file = await tds.form16Pdf(await actorOf(request), idOf(request.params.employeeId, NO_PERSON), request.query.year);
    return reply.type("application/pdf").header("content-disposition", `attachment; filename="${file.name}"`).send(file.body);
  });

  // ─── The employee's own ──────────────────────────────────────────────────────────────────────────
  app.get("/payroll/payslips", { config: perCaller, schema: { tags, summary: "The signed-in person's released payslips, newest first" } }, async (request) => runs.mine(await actorOf(request)));
};
