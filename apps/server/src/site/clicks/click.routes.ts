import { CLICK_BODY_LIMIT_BYTES, ClickEventSchema, hasNoNul } from "@vetan/shared";
import { type FastifyPluginAsyncZod, validatorCompiler } from "fastify-type-provider-zod";
import { isbot } from "isbot";
import { compileFlatObjectCheck } from "../../platform/flat-object-check.ts";
import type { ClickBuffer } from "./click-buffer.ts";
import type { ClickThrottle } from "./click-throttle.ts";

// Most clicks are well formed: they pass on a check compiled from ClickEventSchema, and only the rest go
// through Zod, which answers them exactly as before (same messages, same 400).
const isWellFormedClick = compileFlatObjectCheck(ClickEventSchema, [hasNoNul]);
const zodClick = validatorCompiler({ schema: ClickEventSchema, method: "POST", url: "/api/Seo/trackClickHeatMaps", httpPart: "body" });

/** Mounted at /api/Seo. Answers 202 at once; the event is written later, in a batch. */
export const clickRoutes: FastifyPluginAsyncZod<{ buffer: ClickBuffer; throttle: ClickThrottle }> = async (
  app,
  { buffer, throttle },
) => {
  app.post(
    "/trackClickHeatMaps",
    {
      bodyLimit: CLICK_BODY_LIMIT_BYTES,
      schema: {
        tags: ["site"],
        summary: "Record one click for the heatmaps (accepted for a batched write)",
        body: ClickEventSchema,
      },
      validatorCompiler: () => (data) => (isWellFormedClick(data) ? { value: data } : zodClick(data)),
      // Too noisy to log each one; errors still log.
      logLevel: "warn",
    },
    async (request, reply) => {
      const ua = request.headers["user-agent"] ?? "";
      // Bots and over-eager senders are dropped silently: telling them only teaches them to adapt.
      if (!isbot(ua) && throttle.allow(`${request.ip}|${request.body.sessionid}`)) buffer.push(request.body);
      return reply.code(202).send({ status: "0" });
    },
  );
};
