// The public blog: what the blog host and the author call answer (SPEC.md §3, §7). Presenters name every
// output field; no database row leaves this module as it is.
import { AppError } from "../../platform/errors.ts";
import type { Db } from "../../platform/db/client.ts";
import type { CacheTag, PublicCache } from "../../platform/public-cache.ts";
import {
  findAuthorBySlug,
  findProduct,
  findPublishedPostBySlug,
  listPublishedPosts,
  type PostListRow,
} from "./blog.queries.ts";

import type { AuthorPosts, BlogBlock, BlogDetail, BlogListItem } from "@vetan/shared";
import type { blogBlocks } from "../../db/schema.ts";

export type { AuthorPost, AuthorPosts, BlogBlock, BlogDetail, BlogListItem } from "@vetan/shared";

export const PLACEHOLDER_IMAGE = "/images/blog/placeholder.svg";

function presentListItem(row: PostListRow): BlogListItem {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    author_name: row.authorName,
    author_slug: row.authorSlug,
    author_image: row.authorImage,
    image_url: row.imageUrl ?? PLACEHOLDER_IMAGE,
    image_alt: row.imageAlt,
    image_title: row.imageTitle,
    image_width: row.imageUrl ? row.imageWidth : 1200,
    image_height: row.imageUrl ? row.imageHeight : 630,
    slug: row.slug,
    product_name: row.productName,
    created_at: (row.publishedAt ?? new Date(0)).toISOString(),
  };
}

/** A stored content block as the site sends it (SPEC.md §3 "Blog block"). */
export function presentBlock(b: BlockRow): BlogBlock {
  return {
    block_type: b.blockType,
    block_content: b.blockContent,
    block_image: b.blockImage,
    block_image_alt: b.blockImageAlt,
    block_image_title: b.blockImageTitle,
    block_image_desc: b.blockImageDesc,
    block_image_width: b.blockImageWidth,
    block_image_height: b.blockImageHeight,
  };
}

export function postUrl(row: { slug: string; blogBaseUrl: string | null }): string {
  return row.blogBaseUrl ? `${row.blogBaseUrl.replace(/\/+$/, "")}/${encodeURIComponent(row.slug)}` : `/blog/${row.slug}`;
}

/** A published post's row with its product and author, as the detail call reads it. */
export type PostDetailRow = NonNullable<Awaited<ReturnType<typeof findPublishedPostBySlug>>>["post"];
type BlockRow = Omit<typeof blogBlocks.$inferSelect, "id" | "postId" | "position">;

/** A post as GetProductBlogBySlug sends it; the console's preview shows an unsaved post through this too. */
export function presentDetail(post: PostDetailRow, blocks: BlockRow[]): BlogDetail {
  const base = presentListItem(post);
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    keyword: post.keyword,
    tag: post.tag,
    image_url: base.image_url,
    image_desc: post.imageDesc,
    image_alt: post.imageAlt,
    image_title: post.imageTitle,
    image_width: base.image_width,
    image_height: base.image_height,
    author_name: post.authorName,
    author_slug: post.authorSlug,
    author_url: post.authorImage,
    author_image: post.authorImage,
    product_name: post.productName,
    seo_title: post.seoTitle || post.title,
    seo_description: post.seoDescription || post.excerpt,
    canonical_url: post.canonicalUrl,
    created_at: base.created_at,
    updated_at: post.updatedAt.toISOString(),
    blocks: blocks.map(presentBlock),
  };
}

const TAGS: readonly CacheTag[] = ["blog"];

export function createBlogService(db: Db, cache: PublicCache) {
  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: "application/json; charset=utf-8" });

  async function listByWebid(webid: number): Promise<BlogListItem[]> {
    return (await listPublishedPosts(db, { webid })).map(presentListItem);
  }

  async function listByProduct(productName: string): Promise<BlogListItem[]> {
    const product = await findProduct(db, productName);
    if (!product) throw AppError.notFound(`No product named ${productName}.`);
    return (await listPublishedPosts(db, { productCode: product.code })).map(presentListItem);
  }

  async function getBySlug(slug: string): Promise<BlogDetail> {
    const found = await findPublishedPostBySlug(db, slug);
    if (!found) throw AppError.notFound("Blog post not found.");
    return presentDetail(found.post, found.blocks);
  }

  async function getAuthorPosts(authorSlug: string): Promise<AuthorPosts> {
    const author = await findAuthorBySlug(db, authorSlug);
    if (!author) throw AppError.notFound("Author not found.");
    const rows = await listPublishedPosts(db, { authorId: author.id });
    return {
      author_name: author.name,
      author_slug: author.slug,
      author_image: author.imageUrl,
      author_bio: author.bio,
      posts: rows.map((r) => ({
        post_id: r.id,
        product_name: r.productName,
        post_title: r.title,
        post_excerpt: r.excerpt,
        post_slug: r.slug,
        post_featured_image: r.imageUrl ?? PLACEHOLDER_IMAGE,
        post_featured_image_alt: r.imageAlt,
        post_url: postUrl(r),
      })),
    };
  }

  /** For the pages: a missing post or author is null (the page answers 404), not an error. */
  const orNull = <A extends unknown[], T>(fn: (...args: A) => Promise<T>) => async (...args: A): Promise<T | null> => {
    try {
      return await fn(...args);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    }
  };

  return {
    listByWebid,
    findBySlug: orNull(getBySlug),
    findAuthorPosts: orNull(getAuthorPosts),
    listByProduct,
    getBySlug,
    getAuthorPosts,
    /** Cached, ready-to-send answers for the public calls. */
    cached: {
      allProductBlog: (webid: number) =>
        cache.get(`blog:webid:${webid}`, TAGS, async () => json({ status: "0", data: await listByWebid(webid) })),
      productBlogs: (name: string) =>
        cache.get(`blog:product:${name.toLowerCase()}`, TAGS, async () =>
          json({ status: "0", data: await listByProduct(name) }),
        ),
      bySlug: (slug: string) =>
        cache.get(`blog:slug:${slug}`, TAGS, async () => json({ status: "0", data: [await getBySlug(slug)] })),
      byAuthor: (slug: string) =>
        cache.get(`blog:author:${slug}`, TAGS, async () => json({ status: "0", data: [await getAuthorPosts(slug)] })),
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
