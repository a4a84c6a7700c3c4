// SQL for the public blog: published posts only, newest first.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { authors, blogBlocks, blogPosts, products } from "../../db/schema.ts";

const listColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  imageUrl: blogPosts.imageUrl,
  imageAlt: blogPosts.imageAlt,
  imageTitle: blogPosts.imageTitle,
  imageWidth: blogPosts.imageWidth,
  imageHeight: blogPosts.imageHeight,
  publishedAt: blogPosts.publishedAt,
  productCode: blogPosts.productCode,
  productName: products.name,
  blogBaseUrl: products.blogBaseUrl,
  authorName: authors.name,
  authorSlug: authors.slug,
  authorImage: authors.imageUrl,
};
export type PostListRow = Awaited<ReturnType<typeof listPublishedPosts>>[number];

const published = eq(blogPosts.status, "published");

export function listPublishedPosts(db: Db, where: { webid?: number; productCode?: string; authorId?: number }) {
  const conditions = [published];
  if (where.webid !== undefined) conditions.push(eq(products.webid, where.webid));
  if (where.productCode !== undefined) conditions.push(eq(products.code, where.productCode));
  if (where.authorId !== undefined) conditions.push(eq(blogPosts.authorId, where.authorId));
  return db
    .select(listColumns)
    .from(blogPosts)
    .innerJoin(products, eq(products.code, blogPosts.productCode))
    .innerJoin(authors, eq(authors.id, blogPosts.authorId))
    .where(and(...conditions))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
}

export async function findProduct(db: Db, nameOrCode: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(sql`lower(${products.code}) = lower(${nameOrCode}) or lower(${products.name}) = lower(${nameOrCode})`)
    .limit(1);
  return row;
}

export async function findPublishedPostBySlug(db: Db, slug: string) {
  const [post] = await db
    .select({
      ...listColumns,
      keyword: blogPosts.keyword,
      tag: blogPosts.tag,
      imageDesc: blogPosts.imageDesc,
      seoTitle: blogPosts.seoTitle,
      seoDescription: blogPosts.seoDescription,
      canonicalUrl: blogPosts.canonicalUrl,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .innerJoin(products, eq(products.code, blogPosts.productCode))
    .innerJoin(authors, eq(authors.id, blogPosts.authorId))
    .where(and(published, eq(blogPosts.slug, slug)))
    .limit(1);
  if (!post) return undefined;
  const blocks = await db.select().from(blogBlocks).where(eq(blogBlocks.postId, post.id)).orderBy(asc(blogBlocks.position));
  return { post, blocks };
}

export async function findAuthorBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(authors).where(eq(authors.slug, slug)).limit(1);
  return row;
}
