// Helmet's security headers on every answer. @fastify/helmet calls helmet(options) inside its onRequest hook,
// so every request parsed the CSP directives and built Helmet's middleware anew: about 7 % of the server's
// CPU under click ingest (issue 19). The middleware is built once here and applied per request; the headers
// are the same ones, and nothing used @fastify/helmet's per-request extras (reply.helmet, CSP nonces).
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

export function securityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const apply = helmet(options);
  // A callback hook, not an async one: no promise per request.
  app.addHook("onRequest", (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    // Helmet types its callback's error as unknown; it passes none since v8.1 (it throws instead).
    apply(request.raw, reply.raw, done as (err?: unknown) => void);
  });
}
