// The console's contact leads and firms (/api/v1/admin). Registered by ../admin/admin.routes.ts, behind its
// superadmin guard. Leads are the Talk to Us requests: read, searched, worked (status and notes, each change
// audited) and exported as CSV for a spreadsheet.
import { LeadFilterSchema, LeadQuerySchema, LeadUpdateSchema, type Lead } from "@vetan/shared/admin-leads";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors.ts";
import type { AdminDeps } from "../admin/admin.routes.ts";
import { csvDocument } from "../../platform/csv.ts";
import { firmAdminRoutes } from "./firms.routes.ts";
import { createLeadsService } from "./leads.service.ts";

const NO_SUCH_LEAD = "There is no lead with that id.";
const IdParams = z.strictObject({ id: z.string() });
const MAX_INT4 = 2_147_483_647;

/** A malformed id names no lead: the same 404 as an unknown one, and the database never sees it. */
function leadId(raw: string): number {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_INT4) throw AppError.notFound(NO_SUCH_LEAD);
  return id;
}

const IST_OFFSET_MS = 330 * 60_000;
/** "2026-11-22 14:05" in India's time (no daylight saving), which spreadsheets read as a date and time. */
const istMinute = (iso: string) => new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");

const CSV_COLUMNS: [string, (l: Lead) => string | number][] = [
  ["Received (IST)", (l) => istMinute(l.created_at)],
  ["Status", (l) => l.status],
  ["Name", (l) => l.name],
  ["Email", (l) => l.email],
  ["Mobile", (l) => l.mobile],
  ["Organization", (l) => l.firm_name],
  ["Organization type", (l) => l.firm_type],
  ["Organization age", (l) => l.firm_age],
  ["GST", (l) => l.firm_gst],
  ["Address", (l) => l.firm_location],
  ["Telephone", (l) => l.firm_mobile],
  ["Team size", (l) => l.firm_size],
  ["Notes", (l) => l.notes],
  ["Lead id", (l) => l.id],
];

export const leadsAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const leads = createLeadsService(deps.database.db);

  app.get(
    "/leads",
    {
      schema: {
        tags: ["admin"],
        summary: "Talk to Us requests, newest first; q searches name, email, mobile, organization and address (superadmin)",
        querystring: LeadQuerySchema,
      },
    },
    async (request) => {
      const { limit, offset, ...filter } = request.query;
      return leads.list(filter, { limit, offset });
    },
  );

  app.get(
    "/leads.csv",
    { schema: { tags: ["admin"], summary: "The leads of a search and status as a CSV file, formula-safe (superadmin)", querystring: LeadFilterSchema } },
    async (request, reply) => {
      const rows = await leads.exportRows(request.query);
      const day = istMinute(new Date().toISOString()).slice(0, 10);
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="vetan-leads-${day}.csv"`);
      return csvDocument(
        CSV_COLUMNS.map(([label]) => label),
        rows.map((lead) => CSV_COLUMNS.map(([, cell]) => cell(lead))),
      );
    },
  );

  app.get(
    "/leads/:id",
    { schema: { tags: ["admin"], summary: "One Talk to Us request (superadmin)", params: IdParams } },
    async (request) => {
      const lead = await leads.get(leadId(request.params.id));
      if (!lead) throw AppError.notFound(NO_SUCH_LEAD);
      return lead;
    },
  );

  app.patch(
    "/leads/:id",
    {
      bodyLimit: 64 * 1024,
      schema: { tags: ["admin"], summary: "Change a lead's status and notes (superadmin; audited)", params: IdParams, body: LeadUpdateSchema },
    },
    async (request) => {
      const id = leadId(request.params.id);
      const lead = await leads.update(id, request.body, deps.audit.recorder(request));
      if (!lead) throw AppError.notFound(NO_SUCH_LEAD);
      return lead;
    },
  );

  const { services, database, env, audit } = deps;
  await app.register(firmAdminRoutes, { services, database, env, audit });
};
