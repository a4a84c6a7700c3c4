// Where an author's post is read (SPEC.md §2 "Author page"): posts of the sister product on that product's
// own blog (the service computes its address), Vetan's on /blog/{post_slug}.
import type { AuthorPost } from "@vetan/shared";

/** The fixed product label (DESIGN.md); product names compare without regard to case. */
export const PRODUCT_LABEL = "VETAN";

export function isSisterPost(post: Pick<AuthorPost, "product_name">): boolean {
  return post.product_name.trim().toUpperCase() !== PRODUCT_LABEL;
}

export function authorPostHref(post: Pick<AuthorPost, "product_name" | "post_slug" | "post_url">): string {
  return isSisterPost(post) ? post.post_url : `/blog/${post.post_slug}`;
}
