// What the console's content writes share: running a write and then dropping the blog's public caches, and
// reading the database's refusals out of driver errors, raised when two saves race each other.
import { AppError, sqlState } from "../../platform/errors.ts";
import type { PublicCache } from "../../platform/public-cache.ts";

/** A duplicate key (23505): two saves raced for one slug. */
const isUniqueViolation = (error: unknown) => sqlState(error) === "23505";
/** A missing or still-referenced row (23503): a save raced a delete. */
const isForeignKeyViolation = (error: unknown) => sqlState(error) === "23503";

/** The 409 for a slug another row already has; `message` says whose ("Another post already uses…"). */
export const slugTaken = (message: string) => new AppError(409, "slug_taken", message, { slug: message });

/**
 * A runner for one kind of content's writes (each a transaction with its audit entry). After a write
 * commits, the blog's public caches go (posts, author pages and bylines all show in them). A write that
 * raced another gets the answer it would have had coming second: a duplicate slug is `slugTaken(slugMessage)`,
 * a row deleted or referenced meanwhile is `raced()`.
 */
export function blogWriter(cache: PublicCache, slugMessage: string, raced: () => AppError) {
  return async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      const result = await work();
      cache.invalidate("blog");
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken(slugMessage);
      if (isForeignKeyViolation(error)) throw raced();
      throw error;
    }
  };
}
