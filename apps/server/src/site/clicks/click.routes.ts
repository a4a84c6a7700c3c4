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

// isbot runs one long regular expression over the user agent: a few per cent of the CPU per click. Clicks
// come from a few browser versions, so its answer is kept per user agent; the map is emptied when full, so
// a sender making up agents costs only the expression it would have cost anyway; agents longer than a
// browser's are not kept, so the map stays under half a megabyte.
const BOT_ANSWERS_KEPT = 1000;
const AGENT_KEPT_CHARS = 400;
const botAnswers = new Map<string, boolean>();
function isBotAgent(ua: string): boolean {
  if (ua.length > AGENT_KEPT_CHARS) return isbot(ua);
  let answer = botAnswers.get(ua);
  if (answer === undefined) {
    if (botAnswers.size >= BOT_ANSWERS_KEPT) botAnswers.clear();
    answer = isbot(ua);
    botAnswers.set(ua, answer);
  }
  return answer;
}

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
      if (!isBotAgent(ua) && throttle.allow(`${request.ip}|${request.body.sessionid}`)) buffer.push(request.body);
      return reply.code(202).send({ status: "0" });
    },
  );
};
