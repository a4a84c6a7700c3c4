// The public site's read calls (SPEC.md §3, §7): shapes, order, 404s, caching and invalidation.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, faqs } from "../src/db/schema.ts";
import { BLOCK_TYPES } from "../src/seed/content/types.ts";
import { createTestApp, postJson } from "./support/app.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("blog host", () => {
  it("lists Vetan's published posts for webid '2', newest first, with the list fields", async () => {
    const res = await postJson(app, "/blogapi/GetAllProductBlog", { webid: "2" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe("0");
    expect(body.data.length).toBeGreaterThanOrEqual(12);
    for (const post of body.data) {
      expect(Object.keys(post)).toEqual(
        expect.arrayContaining(["title", "excerpt", "author_name", "author_image", "image_url", "image_alt", "image_title", "slug", "created_at"]),
      );
      expect(post.product_name).toBe("Vetan");
    }
    const dates = body.data.map((p: { created_at: string }) => Date.parse(p.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(body.data.map((p: { author_name: string }) => p.author_name)).size).toBeGreaterThanOrEqual(3);
  });

  it("accepts webid as a number too, and an unknown site has no posts", async () => {
    expect((await postJson(app, "/blogapi/GetAllProductBlog", { webid: 2 })).json().data.length).toBeGreaterThan(0);
    expect((await postJson(app, "/blogapi/GetAllProductBlog", { webid: 99 })).json()).toEqual({ status: "0", data: [] });
  });

  it("lists a product's posts by name, and 404s an unknown product", async () => {
    const res = await postJson(app, "/blogapi/GetProductBlogs", { product_name: "Lekha" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThanOrEqual(3);
    const missing = await postJson(app, "/blogapi/GetProductBlogs", { product_name: "Nope" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: "1", code: "not_found", result: "No product named Nope." });
  });

  it("answers one post with its blocks in order, and the seed uses every block type", async () => {
    const list = (await postJson(app, "/blogapi/GetAllProductBlog", { webid: "2" })).json().data;
    const used = new Set<string>();
    for (const { slug } of [...list, ...(await postJson(app, "/blogapi/GetProductBlogs", { product_name: "LEKHA" })).json().data]) {
      const res = await postJson(app, "/blogapi/GetProductBlogBySlug", { slug });
      expect(res.statusCode).toBe(200);
      const [post] = res.json().data;
      expect(post).toMatchObject({ slug, author_slug: expect.any(String), author_url: post.author_image });
      expect(post.keyword.split(",").length).toBeGreaterThan(0);
      expect(post.tag.split(",").length).toBeGreaterThan(0);
      for (const b of post.blocks) used.add(b.block_type);
    }
    expect([...BLOCK_TYPES].filter((t) => !used.has(t))).toEqual([]);
  });

  it("404s an unknown slug with a message, never a 5xx", async () => {
    const res = await postJson(app, "/blogapi/GetProductBlogBySlug", { slug: "no-such-post" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: "1", code: "not_found", result: "Blog post not found." });
  });

  it("does not serve drafts", async () => {
    const [post] = await app.database.db.select().from(blogPosts).limit(1);
    await app.database.db.update(blogPosts).set({ status: "draft" }).where(eq(blogPosts.id, post!.id));
    app.services.cache.invalidate("blog");
    expect((await postJson(app, "/blogapi/GetProductBlogBySlug", { slug: post!.slug })).statusCode).toBe(404);
    const list = (await postJson(app, "/blogapi/GetAllProductBlog", { webid: "2" })).json().data;
    expect(list.some((p: { slug: string }) => p.slug === post!.slug)).toBe(false);
    await app.database.db.update(blogPosts).set({ status: "published" }).where(eq(blogPosts.id, post!.id));
    app.services.cache.invalidate("blog");
  });
});

describe("authors", () => {
  it("answers an author with posts across products, each with where it is read", async () => {
    const sister = (await postJson(app, "/blogapi/GetProductBlogBySlug", {
      slug: (await postJson(app, "/blogapi/GetProductBlogs", { product_name: "LEKHA" })).json().data[0].slug,
    })).json().data[0];
    const res = await postJson(app, "/api/SuperAdmin/GetBlogsByAuthors", { author_slug: sister.author_slug });
    expect(res.statusCode).toBe(200);
    const [author] = res.json().data;
    expect(author).toMatchObject({ author_name: sister.author_name, author_image: expect.stringMatching(/^\/images\//) });
    const lekha = author.posts.find((p: { post_slug: string }) => p.post_slug === sister.slug);
    expect(lekha).toMatchObject({ product_name: "Lekha", post_url: `https://lekha.in/blog/${sister.slug}` });
    for (const p of author.posts.filter((p: { product_name: string }) => p.product_name === "Vetan")) {
      expect(p.post_url).toBe(`/blog/${p.post_slug}`);
    }
    expect(Object.keys(author.posts[0])).toEqual(
      expect.arrayContaining(["post_id", "product_name", "post_title", "post_excerpt", "post_slug", "post_featured_image", "post_featured_image_alt"]),
    );
  });

  it("404s an unknown author", async () => {
    const res = await postJson(app, "/api/SuperAdmin/GetBlogsByAuthors", { author_slug: "nobody" });
    expect(res.statusCode).toBe(404);
    expect(res.json().result).toBe("Author not found.");
  });
});

describe("FAQ, plans, modules, SEO settings", () => {
  it("answers FAQ items in order with SPEC.md's fields", async () => {
    const res = await postJson(app, "/api/SuperAdmin/GetFaqSuperadmin", {});
    expect(res.json().status).toBe("0");
    const data = res.json().data;
    expect(data.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(data[0]).sort()).toEqual(["answer", "pk_faq_id", "question"]);
  });

  it("answers three plans priced in rupees per month with features, the third marked new", async () => {
    const res = await postJson(app, "/api/Salary/GetSubscriptionPlans", { firmid: 1 });
    const plans = res.json().data;
    expect(plans.map((p: { plan_name: string }) => p.plan_name)).toEqual(["Basic", "Premium", "Enterprise"]);
    for (const p of plans) {
      expect(p.price[0]).toMatchObject({ amount: expect.any(Number), currency: "INR", per: "month" });
      expect(p.price[0].amount * 100).toBe(p.price[0].amount_paise);
      expect(p.features.length).toBeGreaterThan(0);
      expect(Object.keys(p.features[0]).sort()).toEqual(["feature_desc", "feature_name", "pk_feature_id"]);
    }
    expect(plans.map((p: { is_new: boolean }) => p.is_new)).toEqual([false, false, true]);
    expect(plans[1].plan_desc).toMatch(/₹100/);
  });

  it("answers every module of the home page with Y/N tier flags", async () => {
    const modules = (await postJson(app, "/api/SuperAdmin/GetSubscriptionPlansModule", {})).json().data;
    const names = modules.map((m: { module: string }) => m.module.toLowerCase()).join("|");
    for (const word of ["employee", "project", "ledger", "leave", "attendance", "expense", "payroll", "payslip", "staff"]) {
      expect(names).toContain(word);
    }
    for (const m of modules) {
      for (const s of m.submodule) {
        expect(s).toMatchObject({ submodule_name: expect.any(String) });
        for (const tier of ["basic", "premium", "enterprise"]) expect(["Y", "N"]).toContain(s[tier]);
      }
    }
  });

  it("serves seo.json with page ids 2, 3 and 4 and the contract's field names", async () => {
    const res = await app.inject({ method: "GET", url: "/seo.json" });
    expect(res.statusCode).toBe(200);
    const pages = res.json().data[0].pages;
    const byId = new Map(pages.map((p: { page_id: number }) => [p.page_id, p]));
    for (const id of [2, 3, 4]) expect(byId.get(id)).toMatchObject({ basic_settings: { tittle: expect.any(String) } });
  });
});

describe("public read cache", () => {
  it("serves the same answer with an ETag, 304 on revalidation, compressed when asked", async () => {
    const first = await postJson(app, "/api/SuperAdmin/GetFaqSuperadmin", {}, { headers: { "accept-encoding": "gzip" } });
    expect(first.headers["content-encoding"]).toBe("gzip");
    const etag = first.headers.etag as string;
    const again = await postJson(app, "/api/SuperAdmin/GetFaqSuperadmin", {}, { headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
  });

  it("shows a change once the data's tag is invalidated, and not before", async () => {
    const before = (await postJson(app, "/api/SuperAdmin/GetFaqSuperadmin", {})).json().data;
    await app.database.db.update(faqs).set({ question: "Changed question?" }).where(eq(faqs.id, before[0].pk_faq_id));
    expect((await postJson(app, "/api/SuperAdmin/GetFaqSuperadmin", {})).json().data[0].question).toBe(before[0].question);
    app.services.cache.invalidate("faq");
    expect((await postJson(app, "/api/SuperAdmin/GetFaqSuperadmin", {})).json().data[0].question).toBe("Changed question?");
  });
});

describe("bad input to the read calls", () => {
  it.each([
    ["/blogapi/GetAllProductBlog", { webid: "two" }, "webid must be a number"],
    ["/blogapi/GetAllProductBlog", { webid: "2", extra: 1 }, undefined],
    ["/blogapi/GetProductBlogBySlug", { slug: "" }, "Slug is required"],
    ["/blogapi/GetProductBlogBySlug", { slug: "x".repeat(201) }, "Slug is too long"],
    ["/blogapi/GetProductBlogBySlug", { slug: 5 }, undefined],
    ["/api/SuperAdmin/GetBlogsByAuthors", {}, undefined],
    ["/api/SuperAdmin/GetFaqSuperadmin", { a: 1 }, undefined],
  ])("%s %j → 400", async (url, body, message) => {
    const res = await postJson(app, url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: "1", code: "validation_failed" });
    if (message) expect(res.json().result).toBe(message);
  });
});
