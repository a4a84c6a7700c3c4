// Blog posts for the console: list and search every post (drafts too), read one whole, create, replace,
// delete, and preview an unsaved post exactly as the public detail call would send it. Block HTML is
// sanitised by allowlist here, when saved, so the public pages render what is stored as it is. Each write
// runs in one transaction with its audit entry; the public caches are dropped after it commits.
import type {
  AdminPost,
  AdminPostPage,
  AdminPostSummary,
  AdminProduct,
  Block,
  BlockType,
  PostData,
  PostListFilter,
} from "@vetan/shared/admin-content";
import type { BlogDetail } from "@vetan/shared";
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import { authors, blogBlocks, blogPosts, products } from "../../db/schema.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { AppError } from "../../platform/errors.ts";
import type { PublicCache } from "../../platform/public-cache.ts";
import { postUrl, presentBlock, presentDetail } from "../../site/blog/blog.service.ts";
import { safeUrl, sanitizeBlockHtml } from "../../site/blog/sanitize.ts";
import type { Recorder } from "../admin/audit.ts";
import { likePattern } from "../../platform/db/like.ts";
import { blogWriter, slugTaken } from "./content-writes.ts";

const SLUG_TAKEN = "Another post already uses this slug. Choose a different one.";
const AUTHOR_GONE = "Choose an author (that one no longer exists)";
const NOT_FOUND = "There is no post with that id (it may have been deleted).";

/** A block as it is stored: HTML sanitised, a video's address normalised, picture fields only where used. */
export function storedBlock(b: Block) {
  const type = b.block_type;
  const media = type === "img" || type === "video";
  let content = "";
  if (type === "video") content = safeUrl(b.block_content) ?? "";
  else if (type !== "img" && type !== "br") content = sanitizeBlockHtml(b.block_content);
  return {
    blockType: type,
    blockContent: content,
    blockImage: media ? b.block_image : null,
    blockImageAlt: media ? b.block_image_alt : "",
    blockImageTitle: media ? b.block_image_title : "",
    blockImageDesc: media ? b.block_image_desc : "",
    blockImageWidth: media && b.block_image ? b.block_image_width : null,
    blockImageHeight: media && b.block_image ? b.block_image_height : null,
  };
}

/** The post's own columns from the input (not its status dates). */
function postColumns(data: PostData) {
  return {
    productCode: data.product,
    slug: data.slug,
    title: data.title,
    excerpt: data.excerpt,
    keyword: data.keyword,
    tag: data.tag,
    imageUrl: data.image_url,
    imageAlt: data.image_url ? data.image_alt : "",
    imageTitle: data.image_url ? data.image_title : "",
    imageDesc: data.image_url ? data.image_desc : "",
    imageWidth: data.image_url ? data.image_width : null,
    imageHeight: data.image_url ? data.image_height : null,
    authorId: data.author_id,
    status: data.status,
    seoTitle: data.seo_title,
    seoDescription: data.seo_description,
    canonicalUrl: data.canonical_url,
  };
}

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  status: blogPosts.status,
  product: blogPosts.productCode,
  productName: products.name,
  authorId: blogPosts.authorId,
  authorName: authors.name,
  imageUrl: blogPosts.imageUrl,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
};

export function createPostsAdmin(db: Db, cache: PublicCache) {
  async function listProducts(): Promise<AdminProduct[]> {
    return db.select({ code: products.code, name: products.name }).from(products).orderBy(asc(products.webid));
  }

  async function list(query: PostListFilter): Promise<AdminPostPage> {
    const where: SQL[] = [];
    if (query.q) {
      const like = likePattern(query.q);
      where.push(or(ilike(blogPosts.title, like), ilike(blogPosts.slug, like), ilike(blogPosts.excerpt, like), ilike(authors.name, like))!);
    }
    if (query.status) where.push(eq(blogPosts.status, query.status));
    if (query.product) where.push(sql`lower(${blogPosts.productCode}) = lower(${query.product})`);
    const filter = where.length > 0 ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select(summaryColumns)
        .from(blogPosts)
        .innerJoin(products, eq(products.code, blogPosts.productCode))
        .innerJoin(authors, eq(authors.id, blogPosts.authorId))
        .where(filter)
        .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
        .limit(query.limit)
        .offset(query.offset),
      db
        .select({ n: count() })
        .from(blogPosts)
        .innerJoin(authors, eq(authors.id, blogPosts.authorId))
        .where(filter),
    ]);
    return {
      data: rows.map(
        (r): AdminPostSummary => ({
          id: r.id,
          slug: r.slug,
          title: r.title,
          excerpt: r.excerpt,
          status: r.status,
          product: r.product,
          product_name: r.productName,
          author_id: r.authorId,
          author_name: r.authorName,
          image_url: r.imageUrl,
          published_at: r.publishedAt?.toISOString() ?? null,
          updated_at: r.updatedAt.toISOString(),
        }),
      ),
      total: total?.n ?? 0,
      limit: query.limit,
      offset: query.offset,
    };
  }

  async function get(id: number): Promise<AdminPost> {
    const [post] = await db
      .select({
        post: blogPosts,
        productName: products.name,
        blogBaseUrl: products.blogBaseUrl,
        authorName: authors.name,
        authorSlug: authors.slug,
        authorImage: authors.imageUrl,
      })
      .from(blogPosts)
      .innerJoin(products, eq(products.code, blogPosts.productCode))
      .innerJoin(authors, eq(authors.id, blogPosts.authorId))
      .where(eq(blogPosts.id, id))
      .limit(1);
    if (!post) throw AppError.notFound(NOT_FOUND);
    const blocks = await db.select().from(blogBlocks).where(eq(blogBlocks.postId, id)).orderBy(asc(blogBlocks.position));
    const p = post.post;
    return {
      id: p.id,
      product: p.productCode,
      product_name: post.productName,
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      author_id: p.authorId,
      author_name: post.authorName,
      author_slug: post.authorSlug,
      author_image: post.authorImage,
      status: p.status,
      keyword: p.keyword,
      tag: p.tag,
      image_url: p.imageUrl,
      image_alt: p.imageAlt,
      image_title: p.imageTitle,
      image_desc: p.imageDesc,
      image_width: p.imageWidth,
      image_height: p.imageHeight,
      seo_title: p.seoTitle,
      seo_description: p.seoDescription,
      canonical_url: p.canonicalUrl,
      public_url: postUrl({ slug: p.slug, blogBaseUrl: post.blogBaseUrl }),
      published_at: p.publishedAt?.toISOString() ?? null,
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
      blocks: blocks.map((b) => ({ ...presentBlock(b), block_type: b.blockType as BlockType })),
    };
  }

  /** The post's product and author; a field message for each that does not exist. */
  async function references(tx: Tx | Db, data: PostData) {
    const [[product], [author]] = await Promise.all([
      tx.select({ name: products.name, blogBaseUrl: products.blogBaseUrl }).from(products).where(eq(products.code, data.product)).limit(1),
      tx.select({ name: authors.name, slug: authors.slug, imageUrl: authors.imageUrl }).from(authors).where(eq(authors.id, data.author_id)).limit(1),
    ]);
    const fields: Record<string, string> = {};
    if (!product) fields.product = "Choose a product";
    if (!author) fields.author_id = AUTHOR_GONE;
    if (!product || !author) throw AppError.badRequest(Object.values(fields)[0]!, fields);
    return { product, author };
  }

  /** No other post may have the slug (`ownId` is the post being saved). */
  async function checkSlugFree(tx: Tx, slug: string, ownId?: number) {
    const same = eq(blogPosts.slug, slug);
    const [clash] = await tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(ownId === undefined ? same : and(same, ne(blogPosts.id, ownId)))
      .limit(1);
    if (clash) throw slugTaken(SLUG_TAKEN);
  }

  async function writeBlocks(tx: Tx, postId: number, blocks: Block[]) {
    await tx.delete(blogBlocks).where(eq(blogBlocks.postId, postId));
    if (blocks.length > 0) await tx.insert(blogBlocks).values(blocks.map((b, position) => ({ postId, position, ...storedBlock(b) })));
  }

  // A save can race the deletion of its author.
  const write = blogWriter(cache, SLUG_TAKEN, () => AppError.badRequest(AUTHOR_GONE, { author_id: AUTHOR_GONE }));

  async function create(data: PostData, record: Recorder): Promise<AdminPost> {
    const id = await write(() =>
      db.transaction(async (tx) => {
        await references(tx, data);
        await checkSlugFree(tx, data.slug);
        const [row] = await tx
          .insert(blogPosts)
          .values({ ...postColumns(data), publishedAt: data.status === "published" ? new Date() : null })
          .returning({ id: blogPosts.id });
        await writeBlocks(tx, row!.id, data.blocks);
        await record({ action: "post.create", detail: { id: row!.id, slug: data.slug, title: data.title, status: data.status, blocks: data.blocks.length } }, tx);
        return row!.id;
      }),
    );
    return get(id);
  }

  async function replace(id: number, data: PostData, record: Recorder): Promise<AdminPost> {
    await write(() =>
      db.transaction(async (tx) => {
        const [before] = await tx
          .select({ slug: blogPosts.slug, status: blogPosts.status, publishedAt: blogPosts.publishedAt })
          .from(blogPosts)
          .where(eq(blogPosts.id, id))
          .for("update");
        if (!before) throw AppError.notFound(NOT_FOUND);
        await references(tx, data);
        await checkSlugFree(tx, data.slug, id);
        // A post keeps the date it was first published, through later edits and unpublishing.
        const publishedAt = before.publishedAt ?? (data.status === "published" ? new Date() : null);
        await tx.update(blogPosts).set({ ...postColumns(data), publishedAt, updatedAt: new Date() }).where(eq(blogPosts.id, id));
        await writeBlocks(tx, id, data.blocks);
        const detail: Record<string, unknown> = { id, slug: data.slug, title: data.title, status: data.status, blocks: data.blocks.length };
        if (before.slug !== data.slug) detail.previous_slug = before.slug;
        if (before.status !== data.status) detail.previous_status = before.status;
        await record({ action: "post.update", detail }, tx);
      }),
    );
    return get(id);
  }

  async function remove(id: number, record: Recorder): Promise<void> {
    await write(() =>
      db.transaction(async (tx) => {
        const [gone] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ slug: blogPosts.slug, title: blogPosts.title });
        if (!gone) throw AppError.notFound(NOT_FOUND);
        await record({ action: "post.delete", detail: { id, slug: gone.slug, title: gone.title } }, tx);
      }),
    );
  }

  /**
   * The post as the public detail call would send it once saved — same sanitising, same defaults — without
   * saving anything. `id` is the post being edited, if any, for its publication date.
   */
  async function preview(data: PostData, id?: number): Promise<BlogDetail> {
    const { product, author } = await references(db, data);
    const [saved] = id === undefined ? [] : await db.select({ publishedAt: blogPosts.publishedAt }).from(blogPosts).where(eq(blogPosts.id, id));
    const now = new Date();
    const columns = postColumns(data);
    return presentDetail(
      {
        ...columns,
        id: id ?? 0,
        publishedAt: saved?.publishedAt ?? now,
        updatedAt: now,
        productName: product.name,
        blogBaseUrl: product.blogBaseUrl,
        authorName: author.name,
        authorSlug: author.slug,
        authorImage: author.imageUrl,
      },
      data.blocks.map(storedBlock),
    );
  }

  return { listProducts, list, get, create, replace, remove, preview };
}
export type PostsAdmin = ReturnType<typeof createPostsAdmin>;
