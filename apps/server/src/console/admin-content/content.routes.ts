// The console's posts, authors and images (/api/v1/admin). Registered by ../admin/admin.routes.ts, behind its
// superadmin guard. Every write records an audit entry with the change and drops the public blog caches
// (the services do both), so /Blogs, /blog/{slug}, the author pages and sitemap.xml change at once.
import {
  type AdminImage,
  AuthorInputSchema,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_SIDE,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  PostInputSchema,
  PostListQuerySchema,
} from "@vetan/shared/admin-content";
import type { FastifyError } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors.ts";
import type { AdminDeps } from "../admin/admin.routes.ts";
import { createAuthorsAdmin } from "./authors.service.ts";
import { sniffImage } from "./image-sniff.ts";
import { MEDIA_PREFIX, mediaName, type StoredImage } from "./media-store.ts";
import { createPostsAdmin } from "./posts.service.ts";

const idParams = z.strictObject({
  id: z.coerce.number({ error: "The id must be a number" }).int("The id must be a whole number").min(1, "The id must be positive").max(2_147_483_647, "No such id"),
});
/** A post with many blocks is bigger than the server's default 64 KB body. */
const POST_BODY_LIMIT = 1024 * 1024;

export const contentAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { services, database, audit }) => {
  const posts = createPostsAdmin(database.db, services.cache);
  const authors = createAuthorsAdmin(database.db, services.cache);
  const { recorder } = audit;

  app.get("/products", { schema: { tags: ["admin"], summary: "The products a post can belong to" } }, async () => ({ data: await posts.listProducts() }));

  // ─── Posts ───
  app.get(
    "/posts",
    { schema: { tags: ["admin"], summary: "Every post, drafts too: search, filters, newest change first", querystring: PostListQuerySchema } },
    async (request) => posts.list(request.query),
  );
  app.get("/posts/:id", { schema: { tags: ["admin"], summary: "One post with its blocks in order", params: idParams } }, async (request) =>
    posts.get(request.params.id),
  );
  app.post(
    "/posts",
    { bodyLimit: POST_BODY_LIMIT, schema: { tags: ["admin"], summary: "Create a post (block HTML sanitised when saved)", body: PostInputSchema } },
    async (request, reply) => reply.code(201).send(await posts.create(request.body, recorder(request))),
  );
  app.put(
    "/posts/:id",
    {
      bodyLimit: POST_BODY_LIMIT,
      schema: { tags: ["admin"], summary: "Replace a post's fields and its whole block list", params: idParams, body: PostInputSchema },
    },
    async (request) => posts.replace(request.params.id, request.body, recorder(request)),
  );
  app.delete("/posts/:id", { schema: { tags: ["admin"], summary: "Delete a post", params: idParams } }, async (request, reply) => {
    await posts.remove(request.params.id, recorder(request));
    return reply.code(204).send();
  });
  app.post(
    "/posts/preview",
    {
      bodyLimit: POST_BODY_LIMIT,
      schema: {
        tags: ["admin"],
        summary: "An unsaved post as the public page would get it (sanitised); saves nothing",
        querystring: z.strictObject({ id: idParams.shape.id.optional() }),
        body: PostInputSchema,
      },
    },
    async (request) => posts.preview(request.body, request.query.id),
  );

  // ─── Authors ───
  app.get("/authors", { schema: { tags: ["admin"], summary: "Every author with their number of posts" } }, async () => ({ data: await authors.list() }));
  app.post("/authors", { schema: { tags: ["admin"], summary: "Add an author", body: AuthorInputSchema } }, async (request, reply) =>
    reply.code(201).send(await authors.create(request.body, recorder(request))),
  );
  app.put("/authors/:id", { schema: { tags: ["admin"], summary: "Change an author", params: idParams, body: AuthorInputSchema } }, async (request) =>
    authors.replace(request.params.id, request.body, recorder(request)),
  );
  app.delete("/authors/:id", { schema: { tags: ["admin"], summary: "Delete an author who has no posts", params: idParams } }, async (request, reply) => {
    await authors.remove(request.params.id, recorder(request));
    return reply.code(204).send();
  });

  // ─── Images ───
  const store = services.media;
  await app.register(async (images) => {
    // The body is the file itself, whatever Content-Type it came with: what it is, is read from its bytes.
    images.removeAllContentTypeParsers();
    images.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: IMAGE_MAX_BYTES }, (_request, body, done) => done(null, body));
    images.setErrorHandler((error: FastifyError) => {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw new AppError(413, "too_large", IMAGE_SIZE_MESSAGE);
      throw error;
    });

    images.get("/images", { schema: { tags: ["admin"], summary: "Uploaded images, newest first (to pick from)" } }, async () => ({
      data: (await store.list()).map(presentImage),
    }));

    images.post(
      "/images",
      { bodyLimit: IMAGE_MAX_BYTES, schema: { tags: ["admin"], summary: "Upload a JPEG, PNG or WebP image (≤ 5 MB; the type is read from the bytes)" } },
      async (request, reply) => {
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw AppError.badRequest("Choose an image file to upload.", { file: "Choose an image file to upload." });
        const found = sniffImage(bytes);
        if (!found) throw new AppError(415, "unsupported_media_type", IMAGE_TYPE_MESSAGE, { file: IMAGE_TYPE_MESSAGE });
        if (found.width > IMAGE_MAX_SIDE || found.height > IMAGE_MAX_SIDE) {
          const message = `The image is ${found.width}×${found.height} pixels; at most ${IMAGE_MAX_SIDE} on a side is accepted.`;
          throw AppError.badRequest(message, { file: message });
        }
        const image: StoredImage = {
          name: mediaName(bytes, found),
          type: found.type,
          width: found.width,
          height: found.height,
          bytes: bytes.length,
          uploadedAt: new Date(),
        };
        const created = await store.put(image, bytes);
        await audit.record(request, { action: "image.upload", detail: { name: image.name, type: image.type, bytes: image.bytes, width: image.width, height: image.height, created } });
        // No public page changes until a post or author uses the image, so no cache is dropped here.
        return reply.code(created ? 201 : 200).send(presentImage(image));
      },
    );
  });
};

function presentImage(image: StoredImage): AdminImage {
  return {
    url: `${MEDIA_PREFIX}${image.name}`,
    name: image.name,
    type: image.type,
    width: image.width,
    height: image.height,
    bytes: image.bytes,
    uploaded_at: image.uploadedAt.toISOString(),
  };
}
