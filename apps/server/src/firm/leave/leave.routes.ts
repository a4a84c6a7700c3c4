// The leave API (/api/v1/leave): types and their dated rules (from templates or by hand), balances and the
// ledger, previewing and applying, cancelling, adjustments, the team calendar, the balances report (and
// XLSX) and year-end processing. Each handler: who is acting, validate (the shared Zod schema), then the
// service, which asks the leave policy and audits writes.
import {
  BalancesQuerySchema,
  BalancesReportQuerySchema,
  LeaveAdjustmentSchema,
  LeaveApplySchema,
  LeavePolicySchema,
  LeavePreviewSchema,
  LeaveRequestsQuerySchema,
  LeaveTypeCreateSchema,
  LeaveTypeSchema,
  LedgerQuerySchema,
  TeamCalendarQuerySchema,
  TemplatePickSchema,
  YearEndQuerySchema,
  YearEndRunSchema,
} from "@vetan/shared/leave";
import { indiaToday } from "@vetan/shared/dates";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { AppError } from "../../platform/errors.ts";
import type { JobQueue } from "../../platform/jobs.ts";
import type { KeysService } from "../../accounts/keys/keys.service.ts";
import { perCallerLimit } from "../../platform/caller-limit.ts";
import { requireFirmActor } from "../actor.ts";
import type { Leave } from "./leave.service.ts";
import { type LeaveReports, YEAR_END_QUEUE } from "./leave-reports.ts";

export interface LeaveDeps {
  /** Reads a minute per caller (FIRM_API_PER_CALLER_PER_MIN). */
  perCallerPerMinute: number;
  db: Db;
  keys: KeysService;
  jobs: JobQueue;
  leave: Leave;
  reports: LeaveReports;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IdParams = z.strictObject({ id: z.string().max(100) });
const ArchiveSchema = z.strictObject({ archived: z.boolean({ error: "Say whether the type is archived" }) });

function idOf(raw: string, missing: string): string {
  if (!UUID.test(raw)) throw AppError.notFound(missing);
  return raw.toLowerCase();
}
const NO_TYPE = "No such leave type in your firm.";
const NO_REQUEST = "No such leave request in your firm.";

export const leaveRoutes: FastifyPluginAsyncZod<LeaveDeps> = async (app, deps) => {
  const { leave, reports, jobs } = deps;
  const actorOf = (request: FastifyRequest) => requireFirmActor(request, deps);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  const perCaller = perCallerLimit(deps.perCallerPerMinute);
  const body = 64 * 1024;

  // ─── Types and policies ──────────────────────────────────────────────────────────────────────────
  app.get("/leave/types", { config: perCaller, schema: { tags: ["leave"], summary: "The firm's leave types with their rules in force and in words (archived ones too for those who keep them)" } }, async (request) =>
    leave.types(await actorOf(request)),
  );
  app.post(
    "/leave/types",
    { bodyLimit: body, schema: { tags: ["leave"], summary: "Add a leave type with who it is for and its first rules (admins, firm-wide HR)", body: LeaveTypeCreateSchema } },
    async (request, reply) => reply.code(201).send(await leave.createType(await actorOf(request), request.body, request.ip)),
  );
  app.put(
    "/leave/types/:id",
    { bodyLimit: body, schema: { tags: ["leave"], summary: "Change a leave type's name, colour, pay and who it is for (admins, firm-wide HR)", params: IdParams, body: LeaveTypeSchema } },
    async (request) => leave.updateType(await actorOf(request), idOf(request.params.id, NO_TYPE), request.body, request.ip),
  );
  app.post(
    "/leave/types/:id/versions",
    { bodyLimit: body, schema: { tags: ["leave"], summary: "New rules from a date; balances from then are replayed under them (admins, firm-wide HR)", params: IdParams, body: LeavePolicySchema } },
    async (request, reply) => reply.code(201).send(await leave.addVersion(await actorOf(request), idOf(request.params.id, NO_TYPE), request.body, request.ip)),
  );
  app.put(
    "/leave/types/:id/archived",
    { bodyLimit: 1024, schema: { tags: ["leave"], summary: "Archive a leave type (no new requests) or bring it back (admins, firm-wide HR)", params: IdParams, body: ArchiveSchema } },
    async (request) => leave.archiveType(await actorOf(request), idOf(request.params.id, NO_TYPE), request.body.archived, request.ip),
  );
  app.get("/leave/templates", { config: perCaller, schema: { tags: ["leave"], summary: "Common Indian leave policies to start from, in words" } }, async (request) => ({
    data: await leave.templates(await actorOf(request)),
  }));
  app.post(
    "/leave/templates",
    { bodyLimit: body, schema: { tags: ["leave"], summary: "Add leave types from templates, from a date (admins, firm-wide HR)", body: TemplatePickSchema } },
    async (request, reply) => reply.code(201).send(await leave.addTemplates(await actorOf(request), request.body, request.ip)),
  );

  // ─── Balances and the ledger ───────────────────────────────────────────────────────────────────
  app.get(
    "/leave/balances",
    { config: perCaller, schema: { tags: ["leave"], summary: "A person's balance of each leave type as of a day, with pending and expiring days (self, managers above, HR in scope, admins)", querystring: BalancesQuerySchema } },
    async (request) => leave.balances(await actorOf(request), request.query.employee_id, request.query.as_of),
  );
  app.get(
    "/leave/ledger",
    { config: perCaller, schema: { tags: ["leave"], summary: "A leave year's ledger for a person and type: every credit and debit with its reason in words", querystring: LedgerQuerySchema } },
    async (request) => leave.ledger(await actorOf(request), request.query.employee_id, request.query.leave_type_id, request.query.year_of),
  );

  // ─── Requests ──────────────────────────────────────────────────────────────────────────────────
  app.post(
    "/leave/preview",
    { bodyLimit: body, config: perCaller, schema: { tags: ["leave"], summary: "The days a request would count (weekly offs, holidays, sandwich rule), the balance before and after, and what the policy refuses; nothing is written", body: LeavePreviewSchema } },
    async (request) => leave.preview(await actorOf(request), request.body),
  );
  app.post(
    "/leave/requests",
    { bodyLimit: body, schema: { tags: ["leave"], summary: "Apply for leave (for oneself, or HR for someone); it goes through the approval chain", body: LeaveApplySchema } },
    async (request, reply) => reply.code(201).send(await leave.apply(await actorOf(request), request.body, request.ip)),
  );
  app.get(
    "/leave/requests",
    { config: perCaller, schema: { tags: ["leave"], summary: "A person's leave requests, newest first", querystring: LeaveRequestsQuerySchema } },
    async (request) => leave.requests(await actorOf(request), request.query),
  );
  app.post("/leave/requests/:id/cancel", { schema: { tags: ["leave"], summary: "Withdraw a waiting request, or cancel approved leave (its days come back)", params: IdParams } }, async (request) =>
    leave.cancel(await actorOf(request), idOf(request.params.id, NO_REQUEST), request.ip),
  );
  app.post(
    "/leave/adjustments",
    { bodyLimit: body, schema: { tags: ["leave"], summary: "Adjust a balance up or down, or encash days, with a reason (HR in scope, admins; never one's own)", body: LeaveAdjustmentSchema } },
    async (request, reply) => reply.code(201).send(await leave.adjust(await actorOf(request), request.body, request.ip)),
  );

  // ─── Across people ─────────────────────────────────────────────────────────────────────────────
  app.get(
    "/leave/calendar",
    { config: perCaller, schema: { tags: ["leave"], summary: "Who is away on which day of a month, with weekly offs and holidays (managers: their team; HR: their workspaces; admins)", querystring: TeamCalendarQuerySchema } },
    async (request) => reports.teamCalendar(await actorOf(request), request.query),
  );
  app.get(
    "/leave/report",
    { config: perCaller, schema: { tags: ["leave"], summary: "Everyone's balance of each leave type as of a day (HR for their workspaces, admins)", querystring: BalancesReportQuerySchema } },
    async (request) => reports.balancesReport(await actorOf(request), request.query),
  );
  app.get(
    "/leave/report.xlsx",
    { config: perCaller, schema: { tags: ["leave"], summary: "The balances report as an XLSX workbook", querystring: BalancesReportQuerySchema.omit({ limit: true, offset: true }) } },
    async (request, reply) => {
      const file = await reports.balancesXlsx(await actorOf(request), { ...request.query, limit: 1, offset: 0 });
      return reply
        .type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("content-disposition", `attachment; filename="vetan-leave-balances-${request.query.as_of ?? indiaToday()}.xlsx"`)
        .send(file);
    },
  );
  app.get(
    "/leave/year-end",
    { config: perCaller, schema: { tags: ["leave"], summary: "A preview of a leave year's end for a type: each person's closing balance, carried, lapsed and encashed (admins, firm-wide HR)", querystring: YearEndQuerySchema } },
    async (request) => reports.yearEnd(await actorOf(request), request.query),
  );
  app.post(
    "/leave/year-end",
    { bodyLimit: 1024, schema: { tags: ["leave"], summary: "Close an ended leave year for a type as a background job: encashments go to payroll (admins, firm-wide HR)", body: YearEndRunSchema } },
    async (request, reply) => reply.code(202).send(await reports.runYearEnd(await actorOf(request), request.body, request.ip)),
  );
  app.get("/leave/jobs/:id", { config: perCaller, schema: { tags: ["leave"], summary: "A year-end job's progress", params: IdParams } }, async (request) => {
    const actor = await actorOf(request);
    const job = await jobs.get(actor.firmId, idOf(request.params.id, "No such job in your firm."));
    if (!job || job.queue !== YEAR_END_QUEUE) throw AppError.notFound("No such job in your firm.");
    return job;
  });
};
