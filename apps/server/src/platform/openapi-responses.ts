// Response bodies of the firm API's main resources, for the published OpenAPI document only (decision 032):
// the routes answer the shared TypeScript views, and these Zod schemas describe the same shapes so that a
// generated client is typed. The suite that validates the document checks each against a live answer.
import type { ApiKeyCreated, ApiKeyView } from "@vetan/shared/api-keys";
import type { FirmAuditEntry } from "@vetan/shared/audit";
import type { NotificationView } from "@vetan/shared/approvals";
import { type DirectoryEntry, EMPLOYEE_STATUSES } from "@vetan/shared/people";
import { z } from "zod";
import type { ResponseSchemas } from "./public-openapi.ts";

const named = z.object({ id: z.string(), name: z.string() }).nullable();
const cursor = z.string().nullable().describe("Pass as `cursor` for the next page; null on the last.");

export const ErrorSchema = z.object({
  status: z.literal("1"),
  code: z.string().describe("A stable code: validation_failed, key_scope, key_expired, idempotency_mismatch, …"),
  result: z.string().describe("What went wrong, in words"),
  errors: z.record(z.string(), z.string()).optional().describe("A message for each field at fault"),
});

export const ApiKeyViewSchema = z.object({
  keyid: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  keysecret: z.string(),
  made_by: z.string().nullable(),
}) satisfies z.ZodType<ApiKeyView>;

export const ApiKeyCreatedSchema = ApiKeyViewSchema.extend({ secret: z.string().describe("The full secret: shown once, never again") }) satisfies z.ZodType<ApiKeyCreated>;

export const DirectoryEntrySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  designation: z.string().nullable(),
  department: named,
  workspace: named,
  manager: named,
  work_email: z.string().nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
  joining_date: z.string(),
  reports: z.number(),
}) satisfies z.ZodType<DirectoryEntry>;

export const AuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string(),
  actor: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
}) satisfies z.ZodType<FirmAuditEntry>;

export const NotificationSchema = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  read: z.boolean(),
  created_at: z.string(),
}) satisfies z.ZodType<NotificationView>;

/** A cursor-paged list of loosely described rows (the screens' views carry many optional parts). */
const page = (row: z.ZodType) => z.object({ data: z.array(row), next_cursor: cursor, total: z.number().optional() });
const anyRow = z.object({ id: z.union([z.string(), z.number()]) }).catchall(z.unknown());

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { target: "openapi-3.0", unrepresentable: "any" }) as Record<string, unknown>;

export const ERROR_JSON_SCHEMA = json(ErrorSchema);

export const RESPONSE_SCHEMAS: ResponseSchemas = {
  "GET /api/v1/api-keys": { status: "200", schema: json(z.object({ data: z.array(ApiKeyViewSchema) })) },
  "POST /api/v1/api-keys": { status: "201", schema: json(ApiKeyCreatedSchema) },
  "GET /api/v1/people": { status: "200", schema: json(page(DirectoryEntrySchema).extend({ next: cursor, total: z.number() })) },
  "GET /api/v1/audit": { status: "200", schema: json(page(AuditEntrySchema).extend({ total: z.number() })) },
  "GET /api/v1/notifications": { status: "200", schema: json(z.object({ data: z.array(NotificationSchema), unread: z.number(), next_cursor: cursor })) },
  "GET /api/v1/approvals": { status: "200", schema: json(page(anyRow).extend({ total: z.number(), waiting: z.number() })) },
  "GET /api/v1/leave/requests": { status: "200", schema: json(page(anyRow).extend({ total: z.number() })) },
  "GET /api/v1/expenses/claims": { status: "200", schema: json(page(anyRow).extend({ total: z.number() })) },
};
