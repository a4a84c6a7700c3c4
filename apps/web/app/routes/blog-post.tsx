// A blog post (SPEC.md §2 "Blog detail", §4): head tags and BlogPosting data in the server HTML; title,
// author, hero image, excerpt, content blocks, keyword chips, hashtags and 'Related Blogs'. An unknown slug
// is a real 404. On a client navigation the post kept in session storage by the list shows at once, with
// the spinner in place of the content until the server answers.
import type { BlogListItem } from "@vetan/shared";
import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { BlogBlocks } from "../components/blog-blocks.tsx";
import { Deferred } from "../components/blog-deferred.tsx";
import { BlogRelated } from "../components/blog-related.tsx";
import { BlogSpinner } from "../components/blog-spinner.tsx";
import { VETAN_WEBID } from "../lib/blog-list.ts";
import { blogPostMeta } from "../lib/blog-meta.ts";
import { readPost } from "../lib/blog-storage.ts";
import { formatPostDate, hashtag, hashtagSearchUrl, splitList } from "../lib/blog-text.ts";
import { webContext } from "../lib/load-context.ts";
import "../styles/blog.css";
import type { Route } from "./+types/blog-post.ts";

/** How many other posts the right column lists. */
const RELATED_COUNT = 6;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(webContext);
  const [post, posts] = await Promise.all([services.blog.findBySlug(params.slug), services.blog.listByWebid(VETAN_WEBID)]);
  if (!post) throw data(null, { status: 404 });
  return { post, related: posts.filter((p) => p.slug !== post.slug).slice(0, RELATED_COUNT) };
}

export function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  return { preview: readPost(params.slug), pending: serverLoader() };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { settings } = matches[0].loaderData;
  if (loaderData && "post" in loaderData) return blogPostMeta(loaderData.post, settings);
  // Still loading after a client navigation: the tab shows the title the list already gave us.
  return [{ title: loaderData?.preview ? `${loaderData.preview.title} | Vetan` : "Blog | Vetan" }];
};

/** What the list already knows about a post: enough for everything above the content. */
type PostHead = Pick<
  BlogListItem,
  "title" | "excerpt" | "author_name" | "author_slug" | "author_image" | "image_url" | "image_alt" | "image_title" | "image_width" | "image_height" | "created_at"
>;

function PostLayout({ head, children, aside }: { head: PostHead; children: ReactNode; aside?: ReactNode }) {
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

function Post({ post, related }: Awaited<ReturnType<typeof loader>>) {
  return (
    <PostLayout head={post} aside={<BlogRelated posts={related} />}>
      <BlogBlocks blocks={post.blocks} />
      <PostTerms keyword={post.keyword} tag={post.tag} />
    </PostLayout>
  );
}

export default function BlogPost({ loaderData, params }: Route.ComponentProps) {
  if (!("pending" in loaderData)) return <Post {...loaderData} />;
  const { preview, pending } = loaderData;
  const fallback = preview ? (
    <PostLayout head={preview}>
      <BlogSpinner label="Loading the post" />
    </PostLayout>
  ) : (
    <BlogSpinner full label="Loading the post" />
  );
  // Keyed by post: moving from one post to another shows the new post's preview, not the old post.
  return (
    <Deferred key={params.slug} value={pending} fallback={fallback}>
      {(data) => <Post {...data} />}
    </Deferred>
  );
}
