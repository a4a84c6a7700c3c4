// What the sitemap needs from the blog tables: the published posts of one blog site with the time each last
// changed, and the authors of published posts with the time their page last changed (their newest post).
import { and, desc, eq, max, sql } from "drizzle-orm";
import { authors, blogPosts, products } from "../../db/schema.ts";
import type { Db } from "../../platform/db/client.ts";

export interface SitemapEntry {
  slug: string;
  lastModified: Date;
}

/** A post last changed when it was edited or, if later, when it was published. */
const postChanged = sql<Date>`greatest(${blogPosts.updatedAt}, coalesce(${blogPosts.publishedAt}, ${blogPosts.updatedAt}))`;
const published = eq(blogPosts.status, "published");

export async function listSitemapPosts(db: Db, webid: number): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: blogPosts.slug, lastModified: postChanged })
    .from(blogPosts)
    .innerJoin(products, eq(products.code, blogPosts.productCode))
    .where(and(published, eq(products.webid, webid)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  return rows.map((r) => ({ slug: r.slug, lastModified: new Date(r.lastModified) }));
}

/** Authors with at least one published post (on any product): an author page with no posts is left out. */
export async function listSitemapAuthors(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: authors.slug, lastModified: max(postChanged) })
    .from(authors)
    .innerJoin(blogPosts, and(eq(blogPosts.authorId, authors.id), published))
    .groupBy(authors.slug)
    .orderBy(authors.slug);
  return rows.map((r) => ({ slug: r.slug, lastModified: new Date(r.lastModified ?? 0) }));
}
