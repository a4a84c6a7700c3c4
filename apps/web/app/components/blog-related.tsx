// 'Related Blogs' beside a post (SPEC.md §2): other posts with a round thumbnail, the title cut at 13 words
// and the author, each linking to its page.
import type { BlogListItem } from "@vetan/shared";
import { Link } from "react-router";
import { rememberPost } from "../lib/blog-storage.ts";
import { truncateWords } from "../lib/blog-text.ts";

export function BlogRelated({ posts }: { posts: BlogListItem[] }) {
  if (posts.length === 0) return null;
  return (
    <aside className="blog-related" aria-labelledby="related-heading">
      <h2 id="related-heading">Related Blogs</h2>
      <ul>
        {posts.map((post) => (
          <li key={post.slug}>
            <Link className="blog-related__link" to={`/blog/${post.slug}`} onClick={() => rememberPost(post)}>
              <img src={post.image_url} alt="" width="64" height="64" loading="lazy" decoding="async" />
              <span>
                <span className="blog-related__title" title={post.title}>
                  {truncateWords(post.title)}
                </span>
                <span className="blog-related__author">{post.author_name}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
