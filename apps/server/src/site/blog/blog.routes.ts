// The blog host (SPEC.md §7: GetAllProductBlog, GetProductBlogs, GetProductBlogBySlug) under /blogapi, and
// the author call under /api/SuperAdmin. All public, all served from the cache.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendCached } from "../../platform/public-cache.ts";
import type { BlogService } from "./blog.service.ts";

const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=600";
// SPEC.md §7 sends webid as the text '2'; a number is accepted too.
const webid = z.union([
  z.number().int("webid must be a whole number").min(0).max(1_000_000),
  z.string().regex(/^\d{1,7}$/).transform(Number),
], { error: "webid must be a number" });
const slug = z.string().trim().min(1, "Slug is required").max(200, "Slug is too long");

export const blogHostRoutes: FastifyPluginAsyncZod<{ blog: BlogService }> = async (app, { blog }) => {
  app.post(
    "/GetAllProductBlog",
    {
      schema: {
        tags: ["blog"],
        summary: "Published posts of a product's blog site, newest first",
        body: z.strictObject({ webid: webid }),
      },
    },
    async (request, reply) => sendCached(request, reply, await blog.cached.allProductBlog(request.body.webid), PUBLIC_CACHE),
  );

  app.post(
    "/GetProductBlogs",
    {
      schema: {
        tags: ["blog"],
        summary: "Published posts of a product, by product name",
        body: z.strictObject({ product_name: z.string().trim().min(1, "Product name is required").max(64) }),
      },
    },
    async (request, reply) => sendCached(request, reply, await blog.cached.productBlogs(request.body.product_name), PUBLIC_CACHE),
  );

  app.post(
    "/GetProductBlogBySlug",
    {
      schema: { tags: ["blog"], summary: "One published post with its content blocks", body: z.strictObject({ slug }) },
    },
    async (request, reply) => sendCached(request, reply, await blog.cached.bySlug(request.body.slug), PUBLIC_CACHE),
  );
};

export const authorRoutes: FastifyPluginAsyncZod<{ blog: BlogService }> = async (app, { blog }) => {
  app.post(
    "/GetBlogsByAuthors",
    {
      schema: {
        tags: ["blog"],
        summary: "An author and their published posts across products",
        body: z.strictObject({ author_slug: slug }),
      },
    },
    async (request, reply) => sendCached(request, reply, await blog.cached.byAuthor(request.body.author_slug), PUBLIC_CACHE),
  );
};
