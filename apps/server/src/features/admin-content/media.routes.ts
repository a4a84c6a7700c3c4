// GET /media/:name — the images uploaded in the console, for everyone. A name is its content's hash, so an
// answer never changes: cached for a year, immutable. Only names of the stored form are looked up (no path
// can reach outside the media folder), and each is sent as the kind its bytes were found to be, with
// nosniff so no browser guesses otherwise.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors.ts";
import { createMediaStore, MEDIA_NAME, type MediaEnv, typeOfName } from "./media-store.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

export const publicMediaRoutes: FastifyPluginAsyncZod<{ env: MediaEnv }> = async (app, { env }) => {
  const store = createMediaStore(env);
  app.get(
    "/media/:name",
    {
      schema: {
        tags: ["site"],
        summary: "An image uploaded in the console (content-addressed, cached for a year)",
        params: z.strictObject({ name: z.string() }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const type = MEDIA_NAME.test(name) ? typeOfName(name) : undefined;
      const found = type ? await store.open(name) : null;
      if (!type || !found) throw AppError.notFound("No such image.");
      const etag = `"${name.slice(0, name.indexOf("."))}"`;
      reply
        .header("cache-control", IMMUTABLE)
        .header("etag", etag)
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", "inline")
        .type(type);
      if (request.headers["if-none-match"] === etag) {
        found.stream.destroy();
        return reply.code(304).send();
      }
      return reply.header("content-length", found.size).send(found.stream);
    },
  );
};
