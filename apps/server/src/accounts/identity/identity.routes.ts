// POST /api/SuperAdmin/VetanSSOLoginV1 (SPEC.md §4, §7): the page at /Identity trades the one-time code for
// a placed session. The answer is never cached and the rotated token only ever travels in the cookie.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionCookie } from "../../platform/auth/session-cookie.ts";
import type { IdentityService } from "./identity.service.ts";

export const PRODUCT_LABEL = "VETAN";

const SsoBody = z.strictObject({
  token: z.string().max(200),
  product: z.literal(PRODUCT_LABEL, { error: `product must be ${PRODUCT_LABEL}` }),
});

export const identityRoutes: FastifyPluginAsyncZod<{ identity: IdentityService; cookie: SessionCookie }> = async (app, { identity, cookie }) => {
  app.post(
    `/${"Vetan"}SSOLoginV1`,
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      bodyLimit: 4 * 1024,
      schema: { tags: ["identity"], summary: "Sign-on hand-off: trade the one-time code from /accounts", body: SsoBody },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const answer = await identity.handOff(request.body.token, cookie.read(request.headers.cookie), request.headers["user-agent"] ?? "");
      if (answer.responseCode !== "00") return answer;
      const { newToken, ...body } = answer;
      reply.header("set-cookie", cookie.set(newToken));
      return body;
    },
  );
};
