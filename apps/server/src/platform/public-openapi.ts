// The API reference customers read at /api/docs. The server documents every route it has (the cross-cutting
// test suites read that full document through app.swagger() and so cover the console too), but what is
// published is the firm-facing API: the public site's calls, sign-in, and /api/v1 for firms and their keys.
// The superadmin's console (/api/v1/admin/…) is the platform's own tooling: publishing it told customers
// about internal routes and invited them to build on calls that are not theirs (issue 19).

/** Where the superadmin console's calls live; none of them is for firms. */
export const INTERNAL_PATH_PREFIX = "/api/v1/admin";
/** The console's tags (admin, console, platform, and "admin: <area>"), in case a console route lives elsewhere. */
const INTERNAL_TAG = /^(admin|console|platform)(:|$)/;

type Operation = { tags?: string[] };
export interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
  tags?: { name: string }[];
  servers?: { url: string }[];
  [key: string]: unknown;
}

export function isInternalPath(path: string): boolean {
  return path === INTERNAL_PATH_PREFIX || path.startsWith(`${INTERNAL_PATH_PREFIX}/`);
}

const isInternalOperation = (op: unknown): boolean =>
  typeof op === "object" && op !== null && ((op as Operation).tags ?? []).some((t) => INTERNAL_TAG.test(t));

/**
 * The published document: the full one without internal paths and operations, and with the site's own
 * address as its server, so "Try it out" and the examples name the configured public base URL.
 */
export function publicOpenApi(full: Readonly<OpenApiDocument>, publicBaseUrl: string): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, operations] of Object.entries(full.paths ?? {})) {
    if (isInternalPath(path)) continue;
    const kept = Object.fromEntries(Object.entries(operations).filter(([, op]) => !isInternalOperation(op)));
    if (Object.keys(kept).length > 0) paths[path] = kept;
  }
  const tags = full.tags?.filter((t) => !INTERNAL_TAG.test(t.name));
  return { ...full, servers: [{ url: publicBaseUrl.replace(/\/$/, "") }], paths, ...(tags ? { tags } : {}) };
}

// ─── Complete enough to generate a client (issue 19, decision 032) ──────────────────────────────────────

const WRITE_METHODS = new Set(["post", "put", "patch", "delete"]);
const HTTP_METHODS = new Set(["get", "head", "post", "put", "patch", "delete", "options"]);
const FIRM_API = /^\/api\/v1(\/|$)/;

interface Operation3 {
  operationId?: string;
  tags?: string[];
  parameters?: unknown[];
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
  [key: string]: unknown;
}

const pascal = (word: string) => word.replace(/(^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_m, _sep, c: string) => c.toUpperCase()).replace(/[^a-zA-Z0-9]/g, "");

/** A stable operation id from the method and path: GET /api/v1/people/{id}/tasks → getPeopleByIdTasks. */
export function operationIdOf(method: string, path: string): string {
  const bare = path.replace(/^\/api\/v1(?=\/|$)/, "").replace(/^\/api(?=\/)/, "");
  const words = bare
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? `By${pascal(param[1]!)}` : pascal(segment);
    });
  return `${method.toLowerCase()}${words.join("") || "Root"}`;
}

/** Response bodies of the main resources, as JSON Schema (OpenAPI 3.0), keyed "METHOD path". */
export type ResponseSchemas = Readonly<Record<string, { status: string; schema: Record<string, unknown> }>>;

/**
 * The published document made complete for client generators: an operationId on every operation, firm
 * API operations tagged by module (the map plans and key scopes use), the two ways to authenticate, the
 * Idempotency-Key header on writes, an error body for 4xx, and response schemas for the main resources.
 */
export function forClients(doc: OpenApiDocument, modules: { of: (path: string) => string | null; names: readonly { key: string; name: string }[] }, responses: ResponseSchemas, errorSchema: Record<string, unknown>): OpenApiDocument {
  const used = new Set<string>();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    const out: Record<string, unknown> = {};
    for (const [method, raw] of Object.entries(operations)) {
      if (!HTTP_METHODS.has(method) || typeof raw !== "object" || raw === null) {
        out[method] = raw;
        continue;
      }
      const op: Operation3 = { ...(raw as Operation3) };
      let id = op.operationId ?? operationIdOf(method, path);
      for (let n = 2; used.has(id); n++) id = `${operationIdOf(method, path)}${n}`;
      used.add(id);
      op.operationId = id;
      const responsesOut: Record<string, unknown> = { ...(op.responses ?? {}) };
      const known = responses[`${method.toUpperCase()} ${path}`];
      if (known) responsesOut[known.status] = { description: "The resource", content: { "application/json": { schema: known.schema } } };
      if (FIRM_API.test(path)) {
        const module = modules.of(path.replace(/\{[^}]+\}/g, ":id"));
        if (module) op.tags = [module];
        op.security = [{ apiKey: [] }, { session: [] }];
        if (WRITE_METHODS.has(method)) op.parameters = [...(op.parameters ?? []), { $ref: "#/components/parameters/IdempotencyKey" }];
        responsesOut["401"] ??= { $ref: "#/components/responses/Error" };
        responsesOut["403"] ??= { $ref: "#/components/responses/Error" };
      }
      responsesOut["400"] ??= { $ref: "#/components/responses/Error" };
      op.responses = responsesOut;
      out[method] = op;
    }
    paths[path] = out;
  }
  const components = (doc.components ?? {}) as Record<string, Record<string, unknown>>;
  const moduleTags = modules.names.map((m) => ({ name: m.key, description: m.name }));
  const otherTags = (doc.tags ?? []).filter((t) => !moduleTags.some((m) => m.name === t.name));
  return {
    ...doc,
    paths,
    tags: [...moduleTags, ...otherTags],
    components: {
      ...components,
      securitySchemes: {
        ...(components.securitySchemes ?? {}),
        apiKey: { type: "http", scheme: "basic", description: "An API key: HTTP Basic with the Key ID as user and the Key Secret as password. Its scopes (read or write per module) decide what it may call." },
        session: { type: "apiKey", in: "cookie", name: "vetan_session", description: "A signed-in session (the product's screens); `__Host-vetan_session` behind HTTPS." },
      },
      parameters: {
        ...(components.parameters ?? {}),
        IdempotencyKey: {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description: "Any unique string (a UUID): a repeat of the same request within 24 hours gets the first answer back with `Idempotent-Replayed: true`; the same key on a different request is a 422, and a repeat while the first runs a 409.",
          schema: { type: "string", minLength: 1, maxLength: 255 },
        },
      },
      schemas: { ...(components.schemas ?? {}), Error: errorSchema },
      responses: {
        ...(components.responses ?? {}),
        Error: { description: "Refused: `result` says why in words; `errors` names each field at fault.", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
      },
    },
  };
}
