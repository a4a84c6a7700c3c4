// Browser session storage for the blog (SPEC.md §3: the selected post is kept under its slug; §2/§4: the
// author page shows the stored author first, then the server's). What comes back out is checked, because
// anything in storage may be stale or written by an older version of the page.
import type { AuthorPosts, BlogListItem } from "@vetan/shared";

/** The key of a selected post is its slug, exactly (SPEC.md §3). */
export const postKey = (slug: string) => slug;
export const authorKey = (slug: string) => `author:${slug}`;

function read(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    // Storage can be switched off, full or hold something that is not JSON; the page then just waits.
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs the instant preview next time.
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const hasStrings = (v: Record<string, unknown>, keys: readonly string[]) => keys.every((k) => typeof v[k] === "string");

const POST_FIELDS = ["slug", "title", "excerpt", "author_name", "author_slug", "author_image", "image_url", "image_alt", "created_at"] as const;
const AUTHOR_POST_FIELDS = ["post_title", "post_excerpt", "post_slug", "post_featured_image", "post_featured_image_alt", "post_url", "product_name"] as const;

function isListItem(v: unknown): v is BlogListItem {
  return isObject(v) && hasStrings(v, POST_FIELDS);
}

function isAuthorPosts(v: unknown): v is AuthorPosts {
  return (
    isObject(v) &&
    hasStrings(v, ["author_name", "author_slug", "author_image", "author_bio"]) &&
    Array.isArray(v.posts) &&
    v.posts.every((p) => isObject(p) && hasStrings(p, AUTHOR_POST_FIELDS))
  );
}

export function rememberPost(post: BlogListItem): void {
  write(postKey(post.slug), post);
}

export function readPost(slug: string): BlogListItem | null {
  const v = read(postKey(slug));
  return isListItem(v) && v.slug === slug ? v : null;
}

export function rememberAuthor(author: AuthorPosts): void {
  write(authorKey(author.author_slug), author);
}

export function readAuthor(slug: string): AuthorPosts | null {
  const v = read(authorKey(slug));
  return isAuthorPosts(v) && v.author_slug === slug ? v : null;
}
