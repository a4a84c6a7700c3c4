// A blog post as the public page shows it (SPEC.md §2 "Blog detail"): title, author, hero image, excerpt,
// content blocks, keyword chips, hashtags and the 'Related Blogs' column. /blog/{slug} renders it, and the
// console's preview renders an unsaved post through the very same components.
import type { BlogDetail, BlogListItem } from "@vetan/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatPostDate, hashtag, hashtagSearchUrl, splitList } from "../lib/blog-text.ts";
import { BlogBlocks } from "./blog-blocks.tsx";
import { BlogRelated } from "./blog-related.tsx";

/** How many other posts the right column lists. */
const RELATED_COUNT = 6;

/** The posts 'Related Blogs' lists beside a post: the newest others. */
export function relatedPosts(all: BlogListItem[], slug: string): BlogListItem[] {
  return all.filter((p) => p.slug !== slug).slice(0, RELATED_COUNT);
}

/** What the list already knows about a post: enough for everything above the content. */
export type PostHead = Pick<
  BlogListItem,
  "title" | "excerpt" | "author_name" | "author_slug" | "author_image" | "image_url" | "image_alt" | "image_title" | "image_width" | "image_height" | "created_at"
>;

export function PostLayout({ head, children, aside }: { head: PostHead; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="container blog-post-layout">
      <article className="blog-post">
        <nav className="blog-crumbs" aria-label="Breadcrumb">
          <Link to="/Blogs">Blogs</Link>
        </nav>
        <header className="blog-post__head">
          <h1>{head.title}</h1>
          <p className="blog-byline blog-byline--post">
            <Link className="blog-byline__author" to={`/author/${head.author_slug}`}>
              <img className="blog-avatar" src={head.author_image} alt="" width="44" height="44" />
              <span className="blog-byline__name">{head.author_name}</span>
            </Link>
            <time className="blog-byline__date" dateTime={head.created_at}>
              {formatPostDate(head.created_at)}
            </time>
          </p>
        </header>
        <img
          className="blog-hero"
          src={head.image_url}
          alt={head.image_alt}
          title={head.image_title || undefined}
          width={head.image_width ?? 1200}
          height={head.image_height ?? 630}
          fetchPriority="high"
        />
        <p className="blog-post__excerpt">{head.excerpt}</p>
        {children}
      </article>
      {aside}
    </div>
  );
}

function PostTerms({ keyword, tag }: { keyword: string; tag: string }) {
  const keywords = splitList(keyword);
  const tags = splitList(tag).map(hashtag).filter(Boolean);
  if (keywords.length === 0 && tags.length === 0) return null;
  return (
    <footer className="blog-terms">
      {keywords.length > 0 && (
        <ul className="blog-chips" aria-label="Keywords">
          {keywords.map((k) => (
            <li key={k} className="blog-chip">
              {k}
            </li>
          ))}
        </ul>
      )}
      {tags.length > 0 && (
        <ul className="blog-tags" aria-label="Tags">
          {tags.map((t) => (
            <li key={t}>
              <a href={hashtagSearchUrl(t)} target="_blank" rel="noopener noreferrer">
                {`#${t}`}
                <span className="visually-hidden"> (web search, opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </footer>
  );
}

/** The whole post with its related posts. */
export function PostView({ post, related }: { post: BlogDetail; related: BlogListItem[] }) {
  return (
    <PostLayout head={post} aside={<BlogRelated posts={related} />}>
      <BlogBlocks blocks={post.blocks} />
      <PostTerms keyword={post.keyword} tag={post.tag} />
    </PostLayout>
  );
}

