// /sitemap.xml and /robots.txt: well-formed XML listing every public page, every published Vetan post with
// its last change and every author page, as absolute addresses; no drafts, no other product's posts, no
// terms alias; served from the cache and rebuilt when posts change. robots.txt keeps crawlers out of the
// APIs and the signed-in area and names the sitemap.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { landingPages } from "../../web/app/content/landing-pages.ts";
import { authors, blogPosts } from "../src/db/schema.ts";
import { escapeXml } from "../src/site/seo/sitemap.routes.ts";
import { createTestApp, testEnv } from "./support/app.ts";

const BASE = "https://vetan.example";
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ env: testEnv({ PUBLIC_BASE_URL: BASE }) });
});
afterAll(() => app.close());

/** Parses the sitemap strictly enough to catch what a crawler would reject. */
function parseSitemap(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  // Every ampersand starts an entity (happy-dom's parser would forgive a bare one; crawlers do not).
  expect(xml.match(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/gi)).toBeNull();
  const doc = new new Window().DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  expect(doc.documentElement.tagName).toBe("urlset");
  expect(doc.documentElement.getAttribute("xmlns")).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  const urls = [...doc.getElementsByTagName("url")].map((u) => ({
    loc: u.getElementsByTagName("loc")[0]?.textContent ?? "",
    lastmod: u.getElementsByTagName("lastmod")[0]?.textContent,
  }));
  return new Map(urls.map((u) => [u.loc, u.lastmod]));
}

async function fetchSitemap() {
  const res = await app.inject("/sitemap.xml");
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
  return { res, urls: parseSitemap(res.body) };
}

async function addPost(slug: string, status: "draft" | "published", product = "VETAN") {
  const { db } = app.database;
  const [author] = await db.select().from(authors).limit(1);
  await db.insert(blogPosts).values({
    productCode: product,
    slug,
    title: `Test post ${slug}`,
    excerpt: "A post written by the sitemap test.",
    authorId: author!.id,
    status,
    publishedAt: status === "published" ? new Date("2026-11-01T06:30:00Z") : null,
  });
}

describe("sitemap.xml", () => {
  it("lists every public page of SPEC.md §2 once, absolute, and not the terms alias", async () => {
    const { urls } = await fetchSitemap();
    const pages = [
      "/",
      "/Pricing",
      "/About_us",
      "/Blogs",
      "/contact_us",
      "/faq",
      "/privacy_policy",
      "/refund_policy",
      "/cancellation_policy",
      "/terms_condition",
      "/Leave_Management",
      ...landingPages.map((p) => `/${p.slug}`),
    ];
    expect(pages).toHaveLength(18);
    for (const path of pages) expect(urls.has(`${BASE}${path}`), path).toBe(true);
    expect(urls.has(`${BASE}/terms-and-conditions`)).toBe(false);
    for (const loc of urls.keys()) expect(loc.startsWith(`${BASE}/`)).toBe(true);
    for (const hidden of ["/Identity", "/New_login", "/Generate_ID_Secret", "/Login"]) expect(urls.has(`${BASE}${hidden}`)).toBe(false);
  });

  it("lists every published Vetan post with its last change, and every author page with posts", async () => {
    const { urls } = await fetchSitemap();
    const posts = await app.services.blog.listByWebid(2);
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const lastmod = urls.get(`${BASE}/blog/${post.slug}`);
      expect(lastmod, post.slug).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Date.parse(lastmod!)).toBeGreaterThanOrEqual(Date.parse(post.created_at));
    }
    const blogUrls = [...urls.keys()].filter((loc) => loc.startsWith(`${BASE}/blog/`));
    expect(blogUrls).toHaveLength(posts.length);
    // The sister product's posts live on its own blog, not here.
    const sister = (await app.database.db.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.productCode, "LEKHA"))).map((r) => r.slug);
    expect(sister.length).toBeGreaterThan(0);
    for (const slug of sister) expect(urls.has(`${BASE}/blog/${slug}`)).toBe(false);

    const allAuthors = await app.database.db.select({ slug: authors.slug }).from(authors);
    let withPosts = 0;
    for (const { slug } of allAuthors) {
      const page = await app.services.blog.findAuthorPosts(slug);
      const listed = urls.has(`${BASE}/author/${slug}`);
      expect(listed, slug).toBe((page?.posts.length ?? 0) > 0);
      if (listed) {
        withPosts++;
        expect(urls.get(`${BASE}/author/${slug}`)).toBeTruthy();
      }
    }
    expect(withPosts).toBeGreaterThan(0);
  });

  it("is served from the cache, and rebuilt with new posts (never drafts) when the blog changes", async () => {
    const first = await fetchSitemap();
    const etag = first.res.headers.etag as string;
    expect(first.res.headers["cache-control"]).toBe("public, max-age=300");
    const again = await app.inject({ url: "/sitemap.xml", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);

    await addPost("sitemap-test-draft", "draft");
    await addPost("o'neill-&-sons-payroll-story", "published");
    // Until the blog tag is invalidated the cached answer stands, as it does for the blog's own calls.
    expect((await fetchSitemap()).res.headers.etag).toBe(etag);
    app.services.cache.invalidate("blog");

    const { res, urls } = await fetchSitemap();
    expect(res.headers.etag).not.toBe(etag);
    expect(urls.has(`${BASE}/blog/sitemap-test-draft`)).toBe(false);
    // encodeURIComponent keeps the apostrophe; the XML escapes it, and the parser gives it back.
    expect(urls.get(`${BASE}/blog/o'neill-%26-sons-payroll-story`)).toBeTruthy();
    expect(res.body).toContain("/blog/o&apos;neill-%26-sons-payroll-story</loc>");
  });

  it("answers compressed when the client accepts it", async () => {
    const res = await app.inject({ url: "/sitemap.xml", headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
  });
});

describe("escapeXml", () => {
  it("escapes the five XML specials and nothing else", () => {
    expect(escapeXml(`a&b<c>d"e'f/g?h=1`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f/g?h=1");
  });
});

describe("robots.txt", () => {
  it("allows all, keeps crawlers out of the APIs and the signed-in area, and names the sitemap", async () => {
    const res = await app.inject("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = res.body.trim().split("\n");
    expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
    const disallowed = lines.filter((l) => l.startsWith("Disallow: ")).map((l) => l.slice("Disallow: ".length));
    expect(disallowed.sort()).toEqual(["/Generate_ID_Secret", "/Identity", "/New_login", "/accounts/", "/api/", "/app/", "/blogapi/", "/retailer/"].sort());
    expect(lines.at(-1)).toBe(`Sitemap: ${BASE}/sitemap.xml`);
  });
});
