// Blog authors for the console: list (with how many posts each has), add, edit, delete. An author with posts
// cannot be deleted — the posts would lose their byline — so the refusal says how many to move first.
import type { AdminAuthor, AuthorData } from "@vetan/shared/admin-content";
import { asc, count, eq } from "drizzle-orm";
import { authors, blogPosts } from "../../db/schema.ts";
import type { Db } from "../../platform/db/client.ts";
import { AppError } from "../../platform/errors.ts";
import type { PublicCache } from "../../platform/public-cache.ts";
import type { Recorder } from "../admin/audit.ts";
import { blogWriter, slugTaken } from "./content-writes.ts";

const SLUG_TAKEN = "Another author already uses this slug. Choose a different one.";
const NOT_FOUND = "There is no author with that id (they may have been deleted).";

const columns = (data: AuthorData) => ({ name: data.name, slug: data.slug, imageUrl: data.image_url!, bio: data.bio });

export function createAuthorsAdmin(db: Db, cache: PublicCache) {
  /** Authors with their number of posts: every one, or the one with this id. */
  async function list(id?: number): Promise<AdminAuthor[]> {
    const rows = await db
      .select({ author: authors, posts: count(blogPosts.id) })
      .from(authors)
      .leftJoin(blogPosts, eq(blogPosts.authorId, authors.id))
      .where(id === undefined ? undefined : eq(authors.id, id))
      .groupBy(authors.id)
      .orderBy(asc(authors.name), asc(authors.id));
    return rows.map(({ author, posts }) => present(author, posts));
  }

  async function get(id: number): Promise<AdminAuthor> {
    const [found] = await list(id);
    if (!found) throw AppError.notFound(NOT_FOUND);
    return found;
  }

  // The author pages and every post's byline change; a delete can race a post being given this author.
  const write = blogWriter(
    cache,
    SLUG_TAKEN,
    () => new AppError(409, "author_has_posts", "This author has posts now. Give them another author or delete them first."),
  );

  async function slugFree(tx: Pick<Db, "select">, slug: string, ownId?: number) {
    const [clash] = await tx.select({ id: authors.id }).from(authors).where(eq(authors.slug, slug)).limit(1);
    if (clash && clash.id !== ownId) throw slugTaken(SLUG_TAKEN);
  }

  async function create(data: AuthorData, record: Recorder): Promise<AdminAuthor> {
    const id = await write(() =>
      db.transaction(async (tx) => {
        await slugFree(tx, data.slug);
        const [row] = await tx.insert(authors).values(columns(data)).returning({ id: authors.id });
        await record({ action: "author.create", detail: { id: row!.id, slug: data.slug, name: data.name } }, tx);
        return row!.id;
      }),
    );
    return get(id);
  }

  async function replace(id: number, data: AuthorData, record: Recorder): Promise<AdminAuthor> {
    await write(() =>
      db.transaction(async (tx) => {
        const [before] = await tx.select({ slug: authors.slug }).from(authors).where(eq(authors.id, id)).for("update");
        if (!before) throw AppError.notFound(NOT_FOUND);
        await slugFree(tx, data.slug, id);
        await tx.update(authors).set({ ...columns(data), updatedAt: new Date() }).where(eq(authors.id, id));
        const detail: Record<string, unknown> = { id, slug: data.slug, name: data.name };
        if (before.slug !== data.slug) detail.previous_slug = before.slug;
        await record({ action: "author.update", detail }, tx);
      }),
    );
    return get(id);
  }

  async function remove(id: number, record: Recorder): Promise<void> {
    await write(() =>
      db.transaction(async (tx) => {
        const [author] = await tx.select({ name: authors.name, slug: authors.slug }).from(authors).where(eq(authors.id, id)).for("update");
        if (!author) throw AppError.notFound(NOT_FOUND);
        const [written] = await tx.select({ n: count() }).from(blogPosts).where(eq(blogPosts.authorId, id));
        const n = written?.n ?? 0;
        if (n > 0) {
          const posts = n === 1 ? "1 post" : `${n} posts`;
          throw new AppError(409, "author_has_posts", `${author.name} has ${posts}. Give them another author or delete them first.`);
        }
        await tx.delete(authors).where(eq(authors.id, id));
        await record({ action: "author.delete", detail: { id, slug: author.slug, name: author.name } }, tx);
      }),
    );
  }

  return { list, create, replace, remove };
}
export type AuthorsAdmin = ReturnType<typeof createAuthorsAdmin>;

function present(a: typeof authors.$inferSelect, posts: number): AdminAuthor {
  return { id: a.id, name: a.name, slug: a.slug, image_url: a.imageUrl, bio: a.bio, posts, updated_at: a.updatedAt.toISOString() };
}
