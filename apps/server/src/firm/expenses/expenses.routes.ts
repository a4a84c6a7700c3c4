// /api/v1/expenses: the firm's expense policy, claims with their items and receipts, an approver's
// decision on an item, payouts, advances and a person's expense ledger. The approval itself goes through /api/v1/approvals like every other request.
import { DOCUMENT_MAX_BYTES, DOCUMENT_TOO_LARGE } from "@vetan/shared/documents";
import { AdvanceListQuerySchema, AdvancePaidSchema, AdvanceReturnSchema, AdvanceSchema, ClaimExportQuerySchema, ClaimListQuerySchema, ClaimSchema, ExpensePolicySchema, ExpenseReportQuerySchema, PayoutCreateSchema, PayoutPaidSchema } from "@vetan/shared/expenses";
import { indiaToday } from "@vetan/shared/dates";
import { rupeesField } from "@vetan/shared/payroll";
import type { FastifyError, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { KeysService } from "../../accounts/keys/keys.service.ts";
import { perCallerLimit } from "../../platform/caller-limit.ts";
import type { Db } from "../../platform/db/client.ts";
import { AppError } from "../../platform/errors.ts";
import { requireFirmActor } from "../actor.ts";
import type { Advances } from "./advances.service.ts";
import type { Claims } from "./claims.service.ts";
import type { Payouts } from "./payouts.service.ts";
import type { ExpenseReports } from "./reports.service.ts";
import { csvDocument } from "../../platform/csv.ts";
import type { ExpensePolicyService } from "./policy.service.ts";

export interface ExpenseDeps {
  perCallerPerMinute: number;
  db: Db;
  keys: KeysService;
  policy: ExpensePolicyService;
  claims: Claims;
  payouts: Payouts;
  advances: Advances;
  reports: ExpenseReports;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_CLAIM = "No such claim in your firm.";
const NO_PAYOUT = "No such payout in your firm.";
const NO_ADVANCE = "No such advance in your firm.";
const NO_PERSON = "No such employee in your firm.";
const EmployeeParams = z.strictObject({ employeeId: z.string().max(100) });
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const IdParams = z.strictObject({ id: z.string().max(100) });
const ItemParams = z.strictObject({ id: z.string().max(100), itemId: z.string().max(100) });
const ReceiptParams = z.strictObject({ id: z.string().max(100), receiptId: z.string().max(100) });
const ItemDecisionSchema = z.strictObject({
  approved_amount: rupeesField("Approved amount", { min: 0 }),
  reason: z.string().trim().max(300, { error: "A reason is at most 300 characters" }).default(""),
});

function idOf(raw: string, missing: string): string {
  if (!UUID.test(raw)) throw AppError.notFound(missing);
  return raw.toLowerCase();
}

export const expenseRoutes: FastifyPluginAsyncZod<ExpenseDeps> = async (app, deps) => {
  const { policy, claims, payouts, advances, reports } = deps;
  const actorOf = (request: FastifyRequest) => requireFirmActor(request, deps);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  const perCaller = perCallerLimit(deps.perCallerPerMinute);
  const body = 256 * 1024;
  const tags = ["expenses"];

  app.get("/expenses/policy", { config: perCaller, schema: { tags, summary: "The firm's expense policy: categories, limits by grade and city tier, mileage and per diem rates (anyone in the firm)" } }, async (request) =>
    policy.get(await actorOf(request)),
  );
  app.put("/expenses/policy", { bodyLimit: body, schema: { tags, summary: "Set the expense policy (admins); adding or changing limits by grade and city needs a plan with them (Enterprise)", body: ExpensePolicySchema } }, async (request) => policy.set(await actorOf(request), request.body, request.ip));

  app.get("/expenses/claims", { config: perCaller, schema: { tags, summary: "Claims: mine, my team's (submitted on), or the firm's (admins, HR in scope); searched and filtered", querystring: ClaimListQuerySchema } }, async (request) =>
    claims.list(await actorOf(request), request.query),
  );
  // The list's search and filters, every row (not a page): the same rows the list would show, in files.
  app.get("/expenses/claims.csv", { config: perCaller, schema: { tags, summary: "The claims list as CSV, formula-safe: the same box, search and filters, every row", querystring: ClaimExportQuerySchema } }, async (request, reply) => {
    const { header, cells } = reports.claimsTable(await claims.exportList(await actorOf(request), request.query));
    return reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="vetan-expense-claims-${indiaToday()}.csv"`).send(csvDocument(header, cells));
  });
  app.get("/expenses/claims.xlsx", { config: perCaller, schema: { tags, summary: "The claims list as an XLSX workbook: the same box, search and filters, every row", querystring: ClaimExportQuerySchema } }, async (request, reply) => {
    const body = await reports.claimsXlsx(await claims.exportList(await actorOf(request), request.query));
    return reply.type(XLSX).header("content-disposition", `attachment; filename="vetan-expense-claims-${indiaToday()}.xlsx"`).send(body);
  });
  app.get("/expenses/report", { config: perCaller, schema: { tags, summary: "Claims summed by employee, department, workspace, category or month over a range (this tax year by default): claimed, approved, reduced and paid (admins, HR in scope, managers for their direct reports)", querystring: ExpenseReportQuerySchema } }, async (request) =>
    reports.report(await actorOf(request), request.query),
  );
  app.get("/expenses/report.xlsx", { config: perCaller, schema: { tags, summary: "The expense report as an XLSX workbook, with a total row", querystring: ExpenseReportQuerySchema } }, async (request, reply) => {
    const file = await reports.reportXlsx(await actorOf(request), request.query);
    return reply.type(XLSX).header("content-disposition", `attachment; filename="${file.name}"`).send(file.body);
  });
  app.post("/expenses/claims", { bodyLimit: body, schema: { tags, summary: "Start a claim (a draft) with its items; mileage and per diem are worked out, a bill's GST checked", body: ClaimSchema } }, async (request, reply) =>
    reply.code(201).send(await claims.create(await actorOf(request), request.body, request.ip)),
  );
  app.get("/expenses/claims/:id", { config: perCaller, schema: { tags, summary: "A claim with its items, their flags and receipts (its owner, their manager, HR in scope, admins, its approvers)", params: IdParams } }, async (request) =>
    claims.get(await actorOf(request), idOf(request.params.id, NO_CLAIM)),
  );
  app.put("/expenses/claims/:id", { bodyLimit: body, schema: { tags, summary: "Change a draft claim (its owner)", params: IdParams, body: ClaimSchema } }, async (request) =>
    claims.update(await actorOf(request), idOf(request.params.id, NO_CLAIM), request.body, request.ip),
  );
  app.post("/expenses/claims/:id/submit", { bodyLimit: 1024, schema: { tags, summary: "Submit a draft for approval: bills the policy needs attached, items over a limit justified", params: IdParams } }, async (request) =>
    claims.submit(await actorOf(request), idOf(request.params.id, NO_CLAIM), request.ip),
  );
  app.post("/expenses/claims/:id/withdraw", { bodyLimit: 1024, schema: { tags, summary: "Withdraw a draft, or a submitted claim not yet decided", params: IdParams } }, async (request) =>
    claims.withdraw(await actorOf(request), idOf(request.params.id, NO_CLAIM), request.ip),
  );
  app.put("/expenses/claims/:id/items/:itemId/decision", { bodyLimit: 4096, schema: { tags, summary: "Pay an item less than claimed, with the reason (an approver the claim waits for)", params: ItemParams, body: ItemDecisionSchema } }, async (request) =>
    claims.decideItem(await actorOf(request), idOf(request.params.id, NO_CLAIM), idOf(request.params.itemId, "No such item on this claim."), request.body, request.ip),
  );
  app.get("/expenses/claims/:id/receipts/:receiptId", { config: perCaller, schema: { tags, summary: "A receipt's file, to those who may see the claim", params: ReceiptParams } }, async (request, reply) => {
    const file = await claims.openReceipt(await actorOf(request), idOf(request.params.id, NO_CLAIM), idOf(request.params.receiptId, "No such receipt."));
    return reply
      .header("content-type", file.type)
      .header("content-length", String(file.size))
      .header("content-disposition", `inline; filename="${file.name}"`)
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "sandbox; default-src 'none'")
      .send(file.stream);
  });
  app.delete("/expenses/claims/:id/receipts/:receiptId", { schema: { tags, summary: "Remove a receipt from the person's own draft", params: ReceiptParams } }, async (request) =>
    claims.removeReceipt(await actorOf(request), idOf(request.params.id, NO_CLAIM), idOf(request.params.receiptId, "No such receipt."), request.ip),
  );
  app.get("/expenses/payouts", { config: perCaller, schema: { tags, summary: "Payouts of approved claims outside payroll, newest first (admins, firm-wide HR)" } }, async (request) => ({ data: await payouts.list(await actorOf(request)) }));
  app.post("/expenses/payouts", { bodyLimit: 64 * 1024, schema: { tags, summary: "Pay approved claims outside payroll: those named, or every one waiting (never one a payroll run has)", body: PayoutCreateSchema } }, async (request, reply) =>
    reply.code(201).send(await payouts.create(await actorOf(request), request.body, request.ip)),
  );
  app.get("/expenses/payouts/:id", { config: perCaller, schema: { tags, summary: "A payout with its claims", params: IdParams } }, async (request) => payouts.get(await actorOf(request), idOf(request.params.id, NO_PAYOUT)));
  app.get("/expenses/payouts/:id/bank.csv", { config: perCaller, schema: { tags, summary: "The payout's bulk-transfer file: one line a person", params: IdParams } }, async (request, reply) => {
    const file = await payouts.bankFile(await actorOf(request), idOf(request.params.id, NO_PAYOUT));
    return reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${file.name}"`).send(file.body);
  });
  app.post("/expenses/payouts/:id/paid", { bodyLimit: 4096, schema: { tags, summary: "Mark the payout paid with the bank's reference (not by someone who approved its claims)", params: IdParams, body: PayoutPaidSchema } }, async (request) =>
    payouts.markPaid(await actorOf(request), idOf(request.params.id, NO_PAYOUT), request.body, request.ip),
  );
  app.get("/expenses/advances", { config: perCaller, schema: { tags, summary: "Advances: mine, or those finance pays and collects (approved, or paid with money still open: admins, firm-wide HR)", querystring: AdvanceListQuerySchema } }, async (request) => ({
    data: await advances.list(await actorOf(request), request.query),
  }));
  app.post("/expenses/advances", { bodyLimit: 4096, schema: { tags, summary: "Ask for an advance: sent to the manager, then finance", body: AdvanceSchema } }, async (request, reply) =>
    reply.code(201).send(await advances.create(await actorOf(request), request.body, request.ip)),
  );
  app.post("/expenses/advances/:id/withdraw", { bodyLimit: 1024, schema: { tags, summary: "Withdraw an advance not yet decided (the person who asked)", params: IdParams } }, async (request) =>
    advances.withdraw(await actorOf(request), idOf(request.params.id, NO_ADVANCE), request.ip),
  );
  app.post("/expenses/advances/:id/paid", { bodyLimit: 4096, schema: { tags, summary: "Mark an approved advance paid with the bank's reference (admins, firm-wide HR; not someone who approved it)", params: IdParams, body: AdvancePaidSchema } }, async (request) =>
    advances.markPaid(await actorOf(request), idOf(request.params.id, NO_ADVANCE), request.body, request.ip),
  );
  app.post("/expenses/advances/:id/return", { bodyLimit: 4096, schema: { tags, summary: "Record unspent money of a paid advance handed back (admins, firm-wide HR)", params: IdParams, body: AdvanceReturnSchema } }, async (request) =>
    advances.recordReturn(await actorOf(request), idOf(request.params.id, NO_ADVANCE), request.body, request.ip),
  );
  app.get("/expenses/ledger/:employeeId", { config: perCaller, schema: { tags, summary: "A person's expense ledger: advances, claims, settlements, reimbursements and returns with a running balance (the person, their manager, HR in scope, admins)", params: EmployeeParams } }, async (request) =>
    advances.ledger(await actorOf(request), idOf(request.params.employeeId, NO_PERSON)),
  );
  app.get("/expenses/ledger/:employeeId/ledger.xlsx", { config: perCaller, schema: { tags, summary: "The person's expense ledger as an XLSX workbook", params: EmployeeParams } }, async (request, reply) => {
    const file = await advances.ledgerXlsx(await actorOf(request), idOf(request.params.employeeId, NO_PERSON));
    return reply.type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet").header("content-disposition", `attachment; filename="${file.name}"`).send(file.body);
  });

  await app.register(async (uploads) => {
    // The body is the file itself: a photo or a PDF, checked by its bytes (the same store and checks as documents).
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: DOCUMENT_MAX_BYTES }, (_request, payload, done) => done(null, payload));
    uploads.setErrorHandler((error: FastifyError) => {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw new AppError(413, "too_large", DOCUMENT_TOO_LARGE, { file: DOCUMENT_TOO_LARGE });
      throw error;
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      "/expenses/claims/:id/items/:itemId/receipts",
      { schema: { tags, summary: "Add a receipt to an item (the file as the body: JPEG, PNG, WebP or PDF, checked by content, up to 10 MB)", params: ItemParams } },
      async (request, reply) => {
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw AppError.badRequest("Choose a photo or PDF of the bill.", { file: "Choose a photo or PDF of the bill" });
        return reply.code(201).send(await claims.addReceipt(await actorOf(request), idOf(request.params.id, NO_CLAIM), idOf(request.params.itemId, "No such item on this claim."), bytes, request.ip));
      },
    );
  });
};
