// A NUL character (%00) in a query-string value or a path parameter is refused with a 400 naming the
// field, for every route at once. PostgreSQL text cannot hold NUL, so such a value can neither name nor
// match anything stored, and a query carrying one fails in the database: the console's post search
// answered 500 for `?q=%00` (issue 19), and so did six other searches, a filter and a path id. One check
// here, before any route's validation, rather than a refinement in each of dozens of schemas that a new
// route could forget. It runs at preValidation, after each route's own guards (onRequest), so a caller
// without the session a route needs still gets that route's 401 or 403 first. Bodies are each route's
// schema's business (the click schema, for one, refuses NUL in its own words).
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { AppError } from "./errors.ts";

export const NUL_IN_URL = "Cannot contain a NUL character (%00)";

/** The first field of a parsed query string or path whose value holds a NUL, if any. */
function fieldWithNul(values: unknown): string | undefined {
  if (values === null || typeof values !== "object") return undefined;
  for (const [name, value] of Object.entries(values)) {
    const list: unknown[] = Array.isArray(value) ? value : [value];
    if (list.some((v) => typeof v === "string" && v.includes("\u0000"))) return name;
  }
  return undefined;
}

export function refuseNulInUrl(app: FastifyInstance) {
  // A plain (callback) hook: it runs on every request, click ingest included, and almost always ends at the
  // first test, as no address a browser makes holds %00.
  app.addHook("preValidation", (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!request.url.includes("%00") && !request.url.includes("\u0000")) return done();
    const field = fieldWithNul(request.query) ?? fieldWithNul(request.params);
    if (field === undefined) return done();
    // The field name is the caller's own text: cut, and control characters removed, before it is echoed.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to remove control characters
    const name = field.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 64) || "_";
    done(AppError.badRequest(NUL_IN_URL, { [name]: NUL_IN_URL }));
  });
}
