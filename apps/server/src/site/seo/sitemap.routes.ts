// /sitemap.xml and /robots.txt. The sitemap lists every public page, every published post of Vetan's blog
// and every author page, as absolute addresses on PUBLIC_BASE_URL. Both answers come from the public cache:
// the sitemap under the "blog" and "pages" tags, so a change to a post drops it and the next request
// rebuilds it.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { INDEXED_PAGES } from "@vetan/shared/site-pages";
import type { Db } from "../../platform/db/client.ts";
import { type PublicCache, sendCached } from "../../platform/public-cache.ts";
import { listSitemapAuthors, listSitemapPosts } from "./sitemap.queries.ts";

/** Vetan's blog site (SPEC.md §9). */
const VETAN_WEBID = 2;
const CACHE_CONTROL = "public, max-age=300";

/** The public pages of SPEC.md §2 that search engines should index (one list, shared with the web app). */
export const PUBLIC_PAGES: readonly string[] = INDEXED_PAGES;

/** Paths robots should not crawl: the APIs, the sign-in hand-off and the signed-in area. */
export const DISALLOWED = ["/api/", "/blogapi/", "/accounts/", "/retailer/", "/app/", "/Identity", "/New_login", "/Generate_ID_Secret"];

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);

interface UrlEntry {
  loc: string;
  lastmod?: Date;
}

export function sitemapXml(entries: UrlEntry[]): string {
  const urls = entries.map(({ loc, lastmod }) => {
    const mod = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
    return `  <url><loc>${escapeXml(loc)}</loc>${mod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(baseUrl: string): string {
  const lines = ["User-agent: *", "Allow: /", ...DISALLOWED.map((path) => `Disallow: ${path}`), "", `Sitemap: ${new URL("/sitemap.xml", baseUrl)}`];
  return `${lines.join("\n")}\n`;
}

export const sitemapRoutes: FastifyPluginAsyncZod<{ db: Db; cache: PublicCache; baseUrl: string }> = async (app, { db, cache, baseUrl }) => {
  const absolute = (path: string) => new URL(path, baseUrl).toString();

  app.get("/sitemap.xml", { schema: { tags: ["site"], summary: "Every public page, post and author page" } }, async (request, reply) => {
    const cached = await cache.get("sitemap.xml", ["blog", "pages"], async () => {
      const [posts, authors] = await Promise.all([listSitemapPosts(db, VETAN_WEBID), listSitemapAuthors(db)]);
      const body = sitemapXml([
        ...PUBLIC_PAGES.map((path) => ({ loc: absolute(path) })),
        ...posts.map((p) => ({ loc: absolute(`/blog/${encodeURIComponent(p.slug)}`), lastmod: p.lastModified })),
        ...authors.map((a) => ({ loc: absolute(`/author/${encodeURIComponent(a.slug)}`), lastmod: a.lastModified })),
      ]);
      return { body, contentType: "application/xml; charset=utf-8" };
    });
    return sendCached(request, reply, cached, CACHE_CONTROL);
  });

  app.get("/robots.txt", { schema: { tags: ["site"], summary: "Crawler rules and the sitemap's address" } }, async (request, reply) => {
    const cached = await cache.get("robots.txt", ["pages"], async () => ({ body: robotsTxt(baseUrl), contentType: "text/plain; charset=utf-8" }));
    return sendCached(request, reply, cached, CACHE_CONTROL);
  });
};
