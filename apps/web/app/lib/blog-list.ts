// The blog list's search and pager (SPEC.md §2 "Blogs", §4 "Blog list", §5 "Blog search", §9), as pure
// functions over the posts so the server render and the browser agree on every page.
import type { BlogListItem } from "@vetan/shared";

/** SPEC.md §9: eight cards a page; Vetan's blog is site id (webid) 2. */
export const BLOG_PAGE_SIZE = 8;
export const VETAN_WEBID = 2;

type Searchable = Pick<BlogListItem, "title" | "excerpt" | "author_name">;

/** Case-insensitive substring match on title, excerpt and author name; a blank query keeps every post. */
export function filterPosts<T extends Searchable>(posts: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase("en-IN");
  if (!needle) return [...posts];
  return posts.filter((p) => [p.title, p.excerpt, p.author_name].some((field) => field.toLocaleLowerCase("en-IN").includes(needle)));
}

export interface Page<T> {
  items: T[];
  /** 1-based, clamped into 1..totalPages. */
  page: number;
  /** Never below 1: an empty result is 'Page 1 of 1' with both buttons disabled. */
  totalPages: number;
  total: number;
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number = BLOG_PAGE_SIZE): Page<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), totalPages);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, totalPages, total: items.length };
}

/** The page number from the address (?page=), 1 when missing or not a positive whole number. */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The address query for a search and page; page 1 and a blank search are left out. */
export function listSearch(query: string, page: number): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `?${s}` : "";
}
