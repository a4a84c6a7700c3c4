import type { FastifyPluginAsync } from "fastify";

/** /healthz: the process lives. /readyz: it can serve, i.e. the database answers (503 otherwise). */
export const healthRoutes: FastifyPluginAsync<{ ping: () => Promise<boolean> }> = async (app, { ping }) => {
  app.get("/healthz", { logLevel: "warn", schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" };
  });
  app.get("/readyz", { logLevel: "warn", schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    const ready = await Promise.race([ping(), new Promise<boolean>((r) => setTimeout(r, 2_000, false))]);
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ok" : "unavailable", database: ready });
  });
};
