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
