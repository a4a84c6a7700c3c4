// The published API document (/api/docs/json) is complete enough to generate a client (issue 19, decision
// 032): it validates as OpenAPI, openapi-typescript turns it into types, every firm route registered on the
// server is in it with an operationId, a module tag, both ways to sign in, the Idempotency-Key header on
// writes and `cursor` on the cursor-paged lists; the main resources' response schemas match live answers.
import SwaggerParser from "@apidevtools/swagger-parser";
import { MODULE_KEYS } from "@vetan/shared/modules";
import type { FastifyInstance } from "fastify";
import openapiTS from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiKeyCreatedSchema, AuditEntrySchema, DirectoryEntrySchema, NotificationSchema } from "../src/platform/openapi-responses.ts";
import { isInternalPath, operationIdOf } from "../src/platform/public-openapi.ts";
import { createTestApp } from "./support/app.ts";
import { makeFirm, type TestFirm } from "./support/factories.ts";

type Op = { operationId?: string; tags?: string[]; parameters?: { $ref?: string; name?: string; in?: string }[]; security?: unknown[]; responses?: Record<string, unknown> };
type Doc = { openapi: string; paths: Record<string, Record<string, Op>>; components: Record<string, Record<string, unknown>> };

let app: FastifyInstance;
let firm: TestFirm;
let doc: Doc;

beforeAll(async () => {
  app = await createTestApp();
  firm = await makeFirm(app);
  const res = await app.inject({ method: "GET", url: "/api/docs/json" });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await app.close();
});

/** Fastify's /people/:id as OpenAPI's /people/{id}. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
const firmRoutes = () =>
  app.registeredRoutes.filter((r) => r.url.startsWith("/api/v1/") && !isInternalPath(r.url) && r.method !== "HEAD" && r.method !== "OPTIONS");

describe("the published document", () => {
  it("is valid OpenAPI", async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("generates TypeScript types with openapi-typescript, one operation per route", async () => {
    const types = await openapiTS(structuredClone(doc) as never);
    expect(types).toContain("export interface operations");
    expect(types).toContain('"getApiKeys"');
    expect(types).toContain("IdempotencyKey?: string");
    expect(types).toContain('components["parameters"]["IdempotencyKey"]');
    // The main resources are typed, cursors included.
    expect(types).toMatch(/next_cursor\??: string \| null/);
    expect(types).toMatch(/expires_at: string \| null/);
  });

  it("has every registered firm route, with an operationId, a module tag and both ways to sign in", () => {
    const routes = firmRoutes();
    expect(routes.length).toBeGreaterThan(150);
    const ids = new Set<string>();
    for (const r of routes) {
      const op = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${r.url}`).toBeDefined();
      expect(op!.operationId, `${r.method} ${r.url}`).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
      expect(ids.has(op!.operationId!), `duplicate ${op!.operationId}`).toBe(false);
      ids.add(op!.operationId!);
      expect(op!.security).toEqual([{ apiKey: [] }, { session: [] }]);
      expect(op!.responses?.["400"] ?? op!.responses?.["401"]).toBeDefined();
    }
    // Every firm route in a module is tagged with it; the tags are the modules.
    const tagged = routes.filter((r) => MODULE_KEYS.some((m) => doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]?.tags?.includes(m)));
    expect(tagged.length / routes.length).toBeGreaterThan(0.95);
    expect(doc.components.securitySchemes).toMatchObject({ apiKey: { type: "http", scheme: "basic" }, session: { type: "apiKey", in: "cookie" } });
  });

  it("offers Idempotency-Key on every write and cursor on the cursor-paged lists", () => {
    for (const r of firmRoutes().filter((r) => r.method !== "GET")) {
      const op = doc.paths[openApiPath(r.url)]![r.method.toLowerCase()]!;
      expect(op.parameters?.some((p) => p.$ref === "#/components/parameters/IdempotencyKey"), `${r.method} ${r.url}`).toBe(true);
    }
    for (const path of ["/api/v1/people", "/api/v1/audit", "/api/v1/approvals", "/api/v1/leave/requests", "/api/v1/expenses/claims", "/api/v1/notifications"]) {
      const params = doc.paths[path]!.get!.parameters ?? [];
      expect(params.some((p) => p.name === "cursor" && p.in === "query"), path).toBe(true);
      expect(params.some((p) => p.name === "limit" && p.in === "query"), path).toBe(true);
    }
  });

  it("keeps the console out", () => {
    expect(Object.keys(doc.paths).some((p) => isInternalPath(p))).toBe(false);
  });

  it("names operations from method and path", () => {
    expect(operationIdOf("get", "/api/v1/people/{id}/tasks")).toBe("getPeopleByIdTasks");
    expect(operationIdOf("post", "/api/v1/payroll/runs/{id}/payslips/{employeeId}")).toBe("postPayrollRunsByIdPayslipsByEmployeeId");
    expect(operationIdOf("get", "/api/v1/payroll/payments.xlsx")).toBe("getPayrollPaymentsXlsx");
  });
});

describe("the main resources' response schemas describe live answers", () => {
  it("api keys, the directory, the audit log and notifications", async () => {
    const made = await firm.admin.post("/api/v1/api-keys", { name: "Schema check", scopes: ["people:read"] });
    expect(ApiKeyCreatedSchema.safeParse(made.json()).success).toBe(true);
    const people = (await firm.admin.get("/api/v1/people")).json();
    expect(z.array(DirectoryEntrySchema).safeParse(people.data).error).toBeUndefined();
    const audit = (await firm.admin.get("/api/v1/audit")).json();
    expect(z.array(AuditEntrySchema).safeParse(audit.data).error).toBeUndefined();
    const notes = (await firm.admin.get("/api/v1/notifications")).json();
    expect(z.array(NotificationSchema).safeParse(notes.data).error).toBeUndefined();
    expect(doc.paths["/api/v1/api-keys"]!.post!.responses!["201"]).toBeDefined();
  });
});
