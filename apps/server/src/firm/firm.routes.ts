// The firm product's API (/api/v1): people, the org chart, workspaces, departments and designations. Each
// handler reads as a checklist: who is acting (session or API key, resolved to an employee), validate (the
// route's Zod schema, shared with the forms), then the service, which asks the policy and audits its writes.
// Nothing here takes a firm id from the caller.
import {
  AccessChangeSchema,
  DepartmentInputSchema,
  DesignationInputSchema,
  DirectoryQuerySchema,
  EmployeeCreateSchema,
  EmployeeUpdateSchema,
  ExitSchema,
  JobChangeSchema,
  WorkspaceInputSchema,
  CustomFieldInputSchema,
  CustomFieldUpdateSchema,
  CHECKLIST_KINDS,
  ChecklistTemplateSchema,
} from "@vetan/shared/people";
import { indiaToday } from "@vetan/shared/dates";
import {
  ApprovalsQuerySchema,
  BulkDecisionSchema,
  ChainSchema,
  CommentSchema,
  DecisionSchema,
  MarkReadSchema,
  MutesSchema,
  NotificationsQuerySchema,
  REQUEST_TYPES,
  SelfProfileSchema,
} from "@vetan/shared/approvals";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { csvDocument } from "../platform/csv.ts";
import type { Db } from "../platform/db/client.ts";
import { AppError } from "../platform/errors.ts";
import type { KeysService } from "../accounts/keys/keys.service.ts";
import { perCallerLimit } from "../platform/caller-limit.ts";
import { requireFirmActor } from "./actor.ts";
import type { OrgService } from "./org/org.service.ts";
import type { PeopleInsights } from "./people/people-insights.ts";
import type { PeopleService } from "./people/people.service.ts";
import type { Approvals } from "./approvals/approvals.service.ts";
import type { Notifications } from "./notifications/notifications.service.ts";
import type { SelfService } from "./people/self-service.ts";
import type { CustomFields } from "./people/custom-fields.service.ts";
import type { Checklists } from "./people/checklists.service.ts";
import type { Documents } from "./documents/documents.service.ts";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TOO_LARGE, DocumentQuerySchema } from "@vetan/shared/documents";
import type { FirmAuditLog } from "./audit/firm-audit.service.ts";
import { FirmAuditQuerySchema } from "@vetan/shared/audit";
import { IMPORT_MAX_BYTES, type PeopleImport, templateCsv, templateXlsx } from "./people/people-import.ts";
import type { FastifyError } from "fastify";

export interface FirmDeps {
  /** Reads a minute per caller (FIRM_API_PER_CALLER_PER_MIN). */
  perCallerPerMinute: number;
  db: Db;
  keys: KeysService;
  people: PeopleService;
  insights: PeopleInsights;
  org: OrgService;
  approvals: Approvals;
  notifications: Notifications;
  self: SelfService;
  audit: FirmAuditLog;
  imports: PeopleImport;
  customFields: CustomFields;
  documents: Documents;
  checklists: Checklists;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IdParams = z.strictObject({ id: z.string().max(100) });

/** An id that is not a uuid names nothing: the same 404 as an unknown or another firm's id. */
function idOf(raw: string, missing: string): string {
  if (!UUID.test(raw)) throw AppError.notFound(missing);
  return raw.toLowerCase();
}
const NO_EMPLOYEE = "No such employee in your firm.";

const ExportQuerySchema = DirectoryQuerySchema.omit({ cursor: true, limit: true }).extend({
  format: z.enum(["csv"], { error: "Choose csv" }).default("csv"),
});
const OrgChartQuerySchema = z.strictObject({ focus: z.string().max(100).optional() });

export const firmProductRoutes: FastifyPluginAsyncZod<FirmDeps> = async (app, deps) => {
  const { people, insights, org, approvals, notifications, self, audit, imports, customFields, documents, checklists } = deps;
  const actorOf = (request: FastifyRequest) => requireFirmActor(request, deps);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  const perCaller = perCallerLimit(deps.perCallerPerMinute);
  const body = 64 * 1024;

  // ─── People ──────────────────────────────────────────────────────────────────────────────────────
  app.get(
    "/people",
    { config: perCaller, schema: { tags: ["people"], summary: "The directory: public fields of the firm's people, searched and filtered, a page at a time", querystring: DirectoryQuerySchema } },
    async (request) => people.directory(await actorOf(request), request.query),
  );

  app.get(
    "/people/export",
    { config: perCaller, schema: { tags: ["people"], summary: "The directory as CSV (formula-safe); contact and statutory columns only where the policy allows", querystring: ExportQuerySchema } },
    async (request, reply) => {
      const actor = await actorOf(request);
      const { format: _format, ...query } = request.query;
      const { header, rows } = await people.exportRows(actor, query);
      reply.header("content-type", "text/csv; charset=utf-8").header("content-disposition", `attachment; filename="vetan-people-${indiaToday()}.csv"`);
      return csvDocument(header, rows);
    },
  );

  app.post(
    "/people",
    { bodyLimit: body, schema: { tags: ["people"], summary: "Add an employee (admins, and HR within their workspaces)", body: EmployeeCreateSchema } },
    async (request, reply) => reply.code(201).send(await people.create(await actorOf(request), request.body, request.ip)),
  );

  app.get(
    "/people/:id",
    { config: perCaller, schema: { tags: ["people"], summary: "A profile: personal and private parts only where the policy allows (null otherwise)", params: IdParams } },
    async (request) => people.profile(await actorOf(request), idOf(request.params.id, NO_EMPLOYEE)),
  );

  app.patch(
    "/people/:id",
    { bodyLimit: body, schema: { tags: ["people"], summary: "Edit a profile's personal, contact, statutory and bank fields (admins, HR in scope)", params: IdParams, body: EmployeeUpdateSchema } },
    async (request) => people.update(await actorOf(request), idOf(request.params.id, NO_EMPLOYEE), request.body, request.ip),
  );

  app.get(
    "/people/:id/history",
    { config: perCaller, schema: { tags: ["people"], summary: "The dated job history: joining, transfers, promotions and manager changes, newest first", params: IdParams } },
    async (request) => ({ data: await people.history(await actorOf(request), idOf(request.params.id, NO_EMPLOYEE)) }),
  );

  app.post(
    "/people/:id/job-changes",
    { bodyLimit: body, schema: { tags: ["people"], summary: "A transfer, promotion or new manager from a date (admins, HR in scope)", params: IdParams, body: JobChangeSchema } },
    async (request, reply) => reply.code(201).send(await people.changeJob(await actorOf(request), idOf(request.params.id, NO_EMPLOYEE), request.body, request.ip)),
  );

  app.post(
    "/people/:id/exit",
    { bodyLimit: body, schema: { tags: ["people"], summary: "Record a resignation and last working day (admins, HR in scope)", params: IdParams, body: ExitSchema } },
    async (request) => people.recordExit(await actorOf(request), idOf(request.params.id, NO_EMPLOYEE), request.body, request.ip),
  );

  app.put(
    "/people/:id/access",
    { bodyLimit: body, schema: { tags: ["people"], summary: "Give, change or take away sign-in access (admins)", params: IdParams, body: AccessChangeSchema } },
    async (request) => people.setAccess(await actorOf(request), idOf(request.params.id, NO_EMPLOYEE), request.body, request.ip),
  );

  app.post(
    "/people/:id/invitation",
    {
      config: perCaller,
      schema: { tags: ["people"], summary: "Send the invitation to sign in again (admins; at most every 10 minutes)", params: IdParams },
    },
    async (request) => people.resendInvitation(await actorOf(request), idOf(request.params.id, NO_EMPLOYEE), request.ip),
  );

  app.get(
    "/org-chart",
    { config: perCaller, schema: { tags: ["people"], summary: "The organisation chart around one person: managers above, direct reports below", querystring: OrgChartQuerySchema } },
    async (request) => {
      const actor = await actorOf(request);
      const focus = request.query.focus ? idOf(request.query.focus, NO_EMPLOYEE) : undefined;
      return insights.orgChart(actor, focus);
    },
  );

  app.get(
    "/people-summary",
    { config: perCaller, schema: { tags: ["people"], summary: "Headcount, joiners and leavers, birthdays, anniversaries and probation ending, for those the caller's work covers" } },
    async (request) => insights.summary(await actorOf(request)),
  );

  // ─── Workspaces, departments, designations ─────────────────────────────────────────────────────────
  app.get("/workspaces", { config: perCaller, schema: { tags: ["org"], summary: "The firm's workspaces with head counts" } }, async (request) => ({
    data: await org.workspaces(await actorOf(request)),
  }));
  app.post(
    "/workspaces",
    { bodyLimit: body, schema: { tags: ["org"], summary: "Add a workspace (admins)", body: WorkspaceInputSchema } },
    async (request, reply) => reply.code(201).send(await org.createWorkspace(await actorOf(request), request.body, request.ip)),
  );
  app.patch(
    "/workspaces/:id",
    { bodyLimit: body, schema: { tags: ["org"], summary: "Change a workspace (admins)", params: IdParams, body: WorkspaceInputSchema } },
    async (request) => org.updateWorkspace(await actorOf(request), idOf(request.params.id, "No such workspace in your firm."), request.body, request.ip),
  );
  app.get("/departments", { config: perCaller, schema: { tags: ["org"], summary: "The firm's departments with head counts" } }, async (request) => ({
    data: await org.departments(await actorOf(request)),
  }));
  app.post(
    "/departments",
    { bodyLimit: body, schema: { tags: ["org"], summary: "Add a department (admins and HR)", body: DepartmentInputSchema } },
    async (request, reply) => reply.code(201).send(await org.saveDepartment(await actorOf(request), null, request.body, request.ip)),
  );
  app.patch(
    "/departments/:id",
    { bodyLimit: body, schema: { tags: ["org"], summary: "Rename a department or tie it to a workspace (admins and HR)", params: IdParams, body: DepartmentInputSchema } },
    async (request) => org.saveDepartment(await actorOf(request), idOf(request.params.id, "No such department in your firm."), request.body, request.ip),
  );
  app.get("/designations", { config: perCaller, schema: { tags: ["org"], summary: "The firm's designations with head counts" } }, async (request) => ({
    data: await org.designations(await actorOf(request)),
  }));
  app.post(
    "/designations",
    { bodyLimit: body, schema: { tags: ["org"], summary: "Add a designation (admins and HR)", body: DesignationInputSchema } },
    async (request, reply) => reply.code(201).send(await org.createDesignation(await actorOf(request), request.body, request.ip)),
  );

  // ─── The firm's own fields ──────────────────────────────────────────────────────────────────────────
  app.get("/custom-fields", { config: perCaller, schema: { tags: ["people"], summary: "The firm's own fields about its people" } }, async (request) => ({
    data: await customFields.list(await actorOf(request)),
  }));
  app.post(
    "/custom-fields",
    { bodyLimit: body, schema: { tags: ["people"], summary: "Add a field of the firm's own (admins)", body: CustomFieldInputSchema } },
    async (request, reply) => reply.code(201).send(await customFields.create(await actorOf(request), request.body, request.ip)),
  );
  app.patch(
    "/custom-fields/:id",
    {
      bodyLimit: body,
      schema: {
        tags: ["people"],
        summary: "Relabel, change the choices or flags of, or archive a field (admins)",
        params: IdParams,
        body: CustomFieldUpdateSchema,
      },
    },
    async (request) => customFields.update(await actorOf(request), idOf(request.params.id, "No such field in your firm."), request.body, request.ip),
  );
  app.put(
    "/people/:id/custom",
    { bodyLimit: body, schema: { tags: ["people"], summary: "Set a person's values of the firm's own fields (admins, HR in scope)", params: IdParams, body: z.strictObject({ values: z.record(z.string().max(60), z.unknown()) }) } },
    async (request) => ({ data: await customFields.setValues(await actorOf(request), idOf(request.params.id, NO_EMPLOYEE), request.body.values, request.ip) }),
  );

  // ─── Onboarding and exit checklists ───────────────────────────────────────────────────────────────
  app.get(
    "/people/:id/tasks",
    { config: perCaller, schema: { tags: ["people"], summary: "A person's onboarding and exit tasks (those who see their personal details)", params: IdParams } },
    async (request) => ({ data: await checklists.of(await actorOf(request), idOf(request.params.id, NO_EMPLOYEE)) }),
  );
  app.get("/tasks", { config: perCaller, schema: { tags: ["people"], summary: "My open onboarding and exit tasks (and, for HR, those with no owner)" } }, async (request) => ({
    data: await checklists.mine(await actorOf(request)),
  }));
  app.patch(
    "/tasks/:id",
    { bodyLimit: body, schema: { tags: ["people"], summary: "Mark a task done, or not done (its owner, HR in scope, admins)", params: IdParams, body: z.strictObject({ done: z.boolean({ error: "Say whether it is done" }) }) } },
    async (request) => checklists.complete(await actorOf(request), idOf(request.params.id, "No such task in your firm."), request.body.done, request.ip),
  );
  app.get("/checklists", { config: perCaller, schema: { tags: ["people"], summary: "The firm's onboarding and exit checklists" } }, async (request) => checklists.templates(await actorOf(request)));
  app.put(
    "/checklists/:kind",
    { bodyLimit: body, schema: { tags: ["people"], summary: "Set the onboarding or exit checklist (admins)", params: z.strictObject({ kind: z.enum(CHECKLIST_KINDS, { error: "Onboarding or exit" }) }), body: ChecklistTemplateSchema } },
    async (request) => checklists.setTemplate(await actorOf(request), request.params.kind, request.body.tasks, request.ip),
  );

  // ─── Documents ───────────────────────────────────────────────────────────────────────────────────
  const DocParams = z.strictObject({ id: z.string().max(100), documentId: z.string().max(100) });
  app.get(
    "/people/:id/documents",
    { config: perCaller, schema: { tags: ["people"], summary: "A person's documents (the person, HR in scope, admins)", params: IdParams } },
    async (request) => ({ data: await documents.list(await actorOf(request), idOf(request.params.id, NO_EMPLOYEE)) }),
  );
  app.get(
    "/people/:id/documents/:documentId/file",
    { config: perCaller, schema: { tags: ["people"], summary: "A document's file, to those who may see it", params: DocParams } },
    async (request, reply) => {
      const actor = await actorOf(request);
      const file = await documents.open(actor, idOf(request.params.id, NO_EMPLOYEE), idOf(request.params.documentId, "No such document."));
      // Never rendered as a page of ours: downloaded, sniffing off, and sandboxed should a browser open it.
      reply
        .header("content-type", file.type)
        .header("content-length", String(file.size))
        .header("content-disposition", `attachment; filename="${file.name}"`)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "sandbox; default-src 'none'");
      return reply.send(file.stream);
    },
  );
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: DOCUMENT_MAX_BYTES }, (_request, payload, done) => done(null, payload));
    uploads.setErrorHandler((error: FastifyError) => {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw new AppError(413, "too_large", DOCUMENT_TOO_LARGE);
      throw error;
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      "/people/:id/documents",
      { schema: { tags: ["people"], summary: "Upload a document (the file as the body; PDF, JPEG, PNG or WebP, checked by content, up to 10 MB)", params: IdParams, querystring: DocumentQuerySchema } },
      async (request, reply) => {
        const actor = await actorOf(request);
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw AppError.badRequest("Choose a file to upload.", { file: "Choose a file to upload" });
        return reply.code(201).send(await documents.upload(actor, idOf(request.params.id, NO_EMPLOYEE), request.query, bytes, request.ip));
      },
    );
  });
  app.delete(
    "/people/:id/documents/:documentId",
    { schema: { tags: ["people"], summary: "Remove a document (HR, admins, or whoever uploaded it)", params: DocParams } },
    async (request, reply) => {
      await documents.remove(await actorOf(request), idOf(request.params.id, NO_EMPLOYEE), idOf(request.params.documentId, "No such document."), request.ip);
      return reply.code(204).send();
    },
  );

  // ─── Bulk import ──────────────────────────────────────────────────────────────────────────────────
  const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  app.get(
    "/people/import-template",
    { config: perCaller, schema: { tags: ["people"], summary: "The import template (XLSX with a sheet of hints, or CSV)", querystring: z.strictObject({ format: z.enum(["xlsx", "csv"], { error: "Choose xlsx or csv" }).default("xlsx") }) } },
    async (request, reply) => {
      const actor = await actorOf(request);
      if (actor.access !== "A" && actor.access !== "H") throw AppError.forbidden("Imports are for admins and HR.");
      reply.header("content-disposition", `attachment; filename="vetan-employees-template.${request.query.format}"`);
      if (request.query.format === "csv") return reply.type("text/csv; charset=utf-8").send(templateCsv());
      return reply.type(XLSX_TYPE).send(await templateXlsx(await imports.workspaceNames(actor)));
    },
  );
  await app.register(async (uploads) => {
    // The body is the sheet itself; what it is, is read from its bytes (an XLSX is a zip), not its type.
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: IMPORT_MAX_BYTES }, (_request, payload, done) => done(null, payload));
    uploads.setErrorHandler((error: FastifyError) => {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw new AppError(413, "too_large", "The file is larger than 10 MB: split the sheet.");
      throw error;
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      "/people/imports",
      {
        schema: {
          tags: ["people"],
          summary: "Upload a sheet of employees (the file as the body): a dry run listing every bad cell, or an import of the valid rows; runs as a job",
          querystring: z.strictObject({
            mode: z.enum(["dry_run", "import"], { error: "Choose dry_run or import" }).default("dry_run"),
            file_name: z.string().max(200).default("employees"),
          }),
        },
      },
      async (request, reply) => {
        const actor = await actorOf(request);
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw AppError.badRequest("Choose a file to upload.", { file: "Choose a file to upload" });
        return reply.code(202).send(await imports.start(actor, { bytes, fileName: request.query.file_name, mode: request.query.mode }, request.ip));
      },
    );
  });
  app.get(
    "/people/imports/:id",
    { config: perCaller, schema: { tags: ["people"], summary: "An import's progress and, when done, its findings (every bad cell) and counts", params: IdParams } },
    async (request) => imports.get(await actorOf(request), idOf(request.params.id, "No such import in your firm.")),
  );

  app.post(
    "/people/imports/:id/commit",
    { schema: { tags: ["people"], summary: "Import the valid rows of a dry run's sheet (no second upload); runs as a job", params: IdParams } },
    async (request, reply) => reply.code(202).send(await imports.commit(await actorOf(request), idOf(request.params.id, "No such import in your firm."), request.ip)),
  );

  // ─── My own record (ESS) ─────────────────────────────────────────────────────────────────────────
  app.patch(
    "/me/profile",
    { bodyLimit: body, schema: { tags: ["people"], summary: "Change my contact, address and emergency details (at once) and bank details (after HR approves)", body: SelfProfileSchema } },
    async (request) => self.updateOwn(await actorOf(request), request.body, request.ip),
  );

  // ─── Approvals ─────────────────────────────────────────────────────────────────────────────────
  const NO_REQUEST = "No such request in your firm.";
  app.get(
    "/approvals",
    { config: perCaller, schema: { tags: ["approvals"], summary: "Requests: waiting for me (inbox), mine, or the firm's (A and HR)", querystring: ApprovalsQuerySchema } },
    async (request) => approvals.list(await actorOf(request), request.query),
  );
  app.get(
    "/approvals/:id",
    { config: perCaller, schema: { tags: ["approvals"], summary: "One request with every step and comment", params: IdParams } },
    async (request) => approvals.get(await actorOf(request), idOf(request.params.id, NO_REQUEST)),
  );
  app.post(
    "/approvals/:id/decision",
    { bodyLimit: body, schema: { tags: ["approvals"], summary: "Approve or reject at my level, with a comment", params: IdParams, body: DecisionSchema } },
    async (request) => approvals.decide(await actorOf(request), idOf(request.params.id, NO_REQUEST), request.body.action, request.body.comment, request.ip),
  );
  app.post(
    "/approvals/bulk",
    { bodyLimit: body, schema: { tags: ["approvals"], summary: "Approve or reject many requests at once; each stands alone", body: BulkDecisionSchema } },
    async (request) => approvals.bulk(await actorOf(request), request.body.ids, request.body.action, request.body.comment, request.ip),
  );
  app.post(
    "/approvals/:id/cancel",
    { schema: { tags: ["approvals"], summary: "Cancel my pending request", params: IdParams } },
    async (request) => approvals.cancel(await actorOf(request), idOf(request.params.id, NO_REQUEST), request.ip),
  );
  app.post(
    "/approvals/:id/comments",
    { bodyLimit: body, schema: { tags: ["approvals"], summary: "Comment on a pending request", params: IdParams, body: CommentSchema } },
    async (request, reply) => reply.code(201).send(await approvals.comment(await actorOf(request), idOf(request.params.id, NO_REQUEST), request.body.comment)),
  );
  app.get("/approval-chains", { config: perCaller, schema: { tags: ["approvals"], summary: "Who approves each request type, level by level" } }, async (request) => ({
    data: await approvals.chains(await actorOf(request)),
  }));
  app.put(
    "/approval-chains/:type",
    { bodyLimit: body, schema: { tags: ["approvals"], summary: "Set who approves a request type (admins)", params: z.strictObject({ type: z.enum(REQUEST_TYPES, { error: "Unknown request type" }) }), body: ChainSchema } },
    async (request) => ({ data: await approvals.setChain(await actorOf(request), request.params.type, request.body.levels, request.ip) }),
  );

  // ─── Notifications ──────────────────────────────────────────────────────────────────────────────
  app.get(
    "/notifications",
    { config: perCaller, schema: { tags: ["notifications"], summary: "My notifications, newest first, with the unread count", querystring: NotificationsQuerySchema } },
    async (request) => notifications.list(await actorOf(request), { unread: request.query.unread === "true", limit: request.query.limit, cursor: request.query.cursor }),
  );
  app.post(
    "/notifications/read",
    { bodyLimit: body, schema: { tags: ["notifications"], summary: "Mark some (or all) of my notifications read", body: MarkReadSchema } },
    async (request) => notifications.markRead(await actorOf(request), request.body.ids),
  );
  app.get("/notification-settings", { config: perCaller, schema: { tags: ["notifications"], summary: "The kinds of notification I muted, in the app or by email" } }, async (request) => ({
    mutes: await notifications.mutes(await actorOf(request)),
  }));
  app.put(
    "/notification-settings",
    { bodyLimit: body, schema: { tags: ["notifications"], summary: "Mute kinds of notification, in the app or by email", body: MutesSchema } },
    async (request) => ({ mutes: await notifications.setMutes(await actorOf(request), request.body.mutes) }),
  );

  // ─── The firm's audit log (admins) ──────────────────────────────────────────────────────────────
  app.get(
    "/audit",
    { config: perCaller, schema: { tags: ["audit"], summary: "The firm's audit log: who did what, from → to, when (admins)", querystring: FirmAuditQuerySchema } },
    async (request) => audit.page(await actorOf(request), request.query),
  );
  app.get(
    "/audit/export",
    { config: perCaller, schema: { tags: ["audit"], summary: "The firm's audit log as CSV, formula-safe (admins)", querystring: FirmAuditQuerySchema.omit({ limit: true, offset: true, cursor: true }) } },
    async (request, reply) => {
      const { header, rows } = await audit.exportRows(await actorOf(request), request.query);
      reply.header("content-type", "text/csv; charset=utf-8").header("content-disposition", `attachment; filename="vetan-audit-${indiaToday()}.csv"`);
      return csvDocument(header, rows);
    },
  );
};
