// One card of the blog list (SPEC.md §2 "Blogs"): image, author picture and name, title on one line,
// excerpt on four, and 'Read More'. The whole card is the link's hit area; following it keeps the post in
// session storage under its slug (SPEC.md §3), so the post page can show it at once.
import type { BlogListItem } from "@vetan/shared";
import { Link } from "react-router";
import { rememberPost } from "../lib/blog-storage.ts";
import { formatPostDate } from "../lib/blog-text.ts";

export function BlogCard({ post, priority = false }: { post: BlogListItem; priority?: boolean }) {
  return (
    <article className="blog-card">
      <img
        className="blog-card__image"
        src={post.image_url}
        alt={post.image_alt}
        title={post.image_title || undefined}
        width={post.image_width ?? 1200}
        height={post.image_height ?? 630}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
      />
      <div className="blog-card__body">
        <p className="blog-byline blog-byline--card">
          <img className="blog-avatar" src={post.author_image} alt="" width="36" height="36" loading="lazy" />
          <span className="blog-byline__text">
            <span className="blog-byline__name">{post.author_name}</span>
            <time className="blog-byline__date" dateTime={post.created_at}>
              {formatPostDate(post.created_at)}
            </time>
          </span>
        </p>
        <h2 className="blog-card__title" title={post.title}>
          {post.title}
        </h2>
        <p className="blog-card__excerpt">{post.excerpt}</p>
        <Link className="blog-card__more" to={`/blog/${post.slug}`} onClick={() => rememberPost(post)}>
          Read More<span className="visually-hidden">{`: ${post.title}`}</span>
        </Link>
      </div>
    </article>
  );
}
