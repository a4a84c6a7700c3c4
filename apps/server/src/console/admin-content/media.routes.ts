// GET /media/:name — the images uploaded in the console, for everyone. A name is its content's hash, so an
// answer never changes: cached for a year, immutable. Only names of the stored form are looked up (no path
// can reach outside the media folder), and each is sent as the kind its bytes were found to be, with
// nosniff so no browser guesses otherwise.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors.ts";
import { MEDIA_NAME, type MediaStore, typeOfName } from "./media-store.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

export const publicMediaRoutes: FastifyPluginAsyncZod<{ store: MediaStore }> = async (app, { store }) => {
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
      if (!type) throw AppError.notFound("No such image.");
      const etag = `"${name.slice(0, name.indexOf("."))}"`;
      const headers = { "cache-control": IMMUTABLE, etag, "x-content-type-options": "nosniff", "content-disposition": "inline" };
      // The name is the bytes' hash, so a client holding this etag holds these bytes: no need to open them.
      if (request.headers["if-none-match"] === etag) return reply.code(304).headers(headers).send();
      const found = await store.open(name);
      if (!found) throw AppError.notFound("No such image.");
      return reply.headers(headers).type(type).header("content-length", found.size).send(found.stream);
    },
  );
};
