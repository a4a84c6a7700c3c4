// One error type crosses every boundary; one handler maps it (and Fastify's own errors) to HTTP with the
// shared ErrorBody shape, and hides the details of anything unexpected.
import type { ErrorBody } from "@vetan/shared";
import { fieldErrors } from "@vetan/shared";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";

export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(statusCode: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }

  static notFound(message: string) {
    return new AppError(404, "not_found", message);
  }
  static badRequest(message: string, fields?: Record<string, string>) {
    return new AppError(400, "validation_failed", message, fields);
  }
  static forbidden(message = "You are not allowed to do that.") {
    return new AppError(403, "forbidden", message);
  }
  static unauthorized(message = "Please sign in.") {
    return new AppError(401, "unauthorized", message);
  }
}

export function errorBody(code: string, result: string, errors?: Record<string, string>): ErrorBody {
  return errors && Object.keys(errors).length > 0 ? { status: "1", code, result, errors } : { status: "1", code, result };
}

/** The first field message is the one the site's dialog shows (SPEC.md §8). */
function fromFields(fields: Record<string, string>): ErrorBody {
  const first = Object.values(fields)[0] ?? "The request is not valid.";
  return errorBody("validation_failed", first, fields);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const v of error.validation) {
        const base = v.instancePath.replace(/^\//, "").replaceAll("/", ".");
        const unknown = unknownKeyOf(v);
        const path = unknown ? (base ? `${base}.${unknown}` : unknown) : base || "_";
        if (!(path in fields)) fields[path] = v.message ?? "Invalid value";
      }
      return reply.code(400).send(fromFields(fields));
    }
    if (error instanceof ZodError) {
      return reply.code(400).send(fromFields(fieldErrors(error)));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    const code = (error as FastifyError).code;
    if (code === "FST_ERR_CTP_INVALID_JSON_BODY" || (error instanceof SyntaxError && status === 400)) {
      return reply.code(400).send(errorBody("bad_json", "The request body is not valid JSON."));
    }
    if (code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.code(413).send(errorBody("too_large", "The request body is too large."));
    }
    if (code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.code(415).send(errorBody("unsupported_media_type", "Send the body as application/json."));
    }
    if (status === 429) {
      return reply.code(429).send(errorBody("rate_limited", "Too many requests. Please wait a moment and try again."));
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody("bad_request", error.message));
    }
    if (isDatabaseUnavailable(error) || isStorageUnavailable(error)) {
      // The database or file storage is away, restarting or full: say so (and when to retry) rather than
      // a bare 500.
      request.log.warn({ err: error }, "service unavailable");
      return reply.code(503).header("retry-after", "5").send(errorBody("unavailable", "The service is briefly unavailable. Please try again in a few seconds."));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send(errorBody("internal", "Something went wrong on our side. Please try again."));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody("not_found", `No route for ${request.method} ${request.url.split("?")[0]}`));
  });
}

/** For a refused unknown key Zod reports the object's path; name the key itself instead. */
function unknownKeyOf(v: { keyword?: string; params?: unknown }): string | undefined {
  // fastify-type-provider-zod puts the Zod issue's code in `keyword` and its other fields in `params`.
  if (v.keyword !== "unrecognized_keys") return undefined;
  const keys = (v.params as { keys?: unknown } | undefined)?.keys;
  return Array.isArray(keys) && typeof keys[0] === "string" ? keys[0] : undefined;
}

/** Connection-level failures (server down, restarting, or gone mid-query), not faults in the query. */
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "57P01", "57P02", "57P03", "08000", "08001", "08003", "08006"]);
const UNAVAILABLE_MESSAGE = /Connection terminated|connection timeout|Query read timeout|timeout exceeded when trying to connect/i;

/** An error and the errors it wraps: Drizzle puts the driver's error in `cause`. */
function* causeChain(error: unknown): Generator<Error> {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) yield e;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causeChain(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/** A full or read-only disk, or object storage that says it is away (an error marked `unavailable`). */
const STORAGE_CODES = new Set(["ENOSPC", "EROFS", "EIO", "EDQUOT"]);
export function isStorageUnavailable(error: unknown): boolean {
  for (const e of causeChain(error)) {
    const { code, unavailable } = e as { code?: unknown; unavailable?: unknown };
    if (unavailable === true || (typeof code === "string" && STORAGE_CODES.has(code))) return true;
  }
  return false;
}

/** The SQLSTATE of a database refusal (five characters, e.g. 23505), however the driver wrapped it. */
export function sqlState(error: unknown): string | undefined {
  for (const e of causeChain(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
