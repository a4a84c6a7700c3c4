// One post on an author's page (SPEC.md §2 "Author page"): image, title on two lines, excerpt on three and
// 'Read More' opening in a new tab. Posts of the sister product are read on that product's own blog.
import type { AuthorPost } from "@vetan/shared";
import { authorPostHref, isSisterPost } from "../lib/blog-author.ts";

export function BlogAuthorCard({ post }: { post: AuthorPost }) {
  const sister = isSisterPost(post);
  return (
    <article className="blog-card blog-card--author">
      <img
        className="blog-card__image"
        src={post.post_featured_image}
        alt={post.post_featured_image_alt}
        width="1200"
        height="630"
        loading="lazy"
        decoding="async"
      />
      <div className="blog-card__body">
        {sister && <p className="blog-card__product">{`${post.product_name} blog`}</p>}
        <h3 className="blog-card__title blog-card__title--two" title={post.post_title}>
          {post.post_title}
        </h3>
        <p className="blog-card__excerpt blog-card__excerpt--three">{post.post_excerpt}</p>
        <a className="blog-card__more" href={authorPostHref(post)} target="_blank" rel="noopener noreferrer">
          Read More<span className="visually-hidden">{`: ${post.post_title} (opens in a new tab)`}</span>
        </a>
      </div>
    </article>
  );
}
