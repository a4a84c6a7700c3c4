// A blog post (SPEC.md §2 "Blog detail", §4): head tags and BlogPosting data in the server HTML; title,
// author, hero image, excerpt, content blocks, keyword chips, hashtags and 'Related Blogs'. An unknown slug
// is a real 404. On a client navigation the post kept in session storage by the list shows at once, with
// the spinner in place of the content until the server answers.
import { data } from "react-router";
import { Deferred } from "../components/blog-deferred.tsx";
import { PostLayout, PostView, relatedPosts } from "../components/blog-post-view.tsx";
import { BlogSpinner } from "../components/blog-spinner.tsx";
import { VETAN_WEBID } from "../lib/blog-list.ts";
import { blogPostMeta } from "../lib/blog-meta.ts";
import { readPost } from "../lib/blog-storage.ts";
import { webContext } from "../lib/load-context.ts";
import "../styles/blog.css";
import type { Route } from "./+types/blog-post.ts";
import { HTML_FIRST } from "../lib/html-first/site-script.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(webContext);
  const [post, posts] = await Promise.all([services.blog.findBySlug(params.slug), services.blog.listByWebid(VETAN_WEBID)]);
  if (!post) throw data(null, { status: 404 });
  return { post, related: relatedPosts(posts, post.slug) };
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

/** HTML first: sent with no React Router scripts (decision 034). */
export const handle = HTML_FIRST;

export default function BlogPost({ loaderData, params }: Route.ComponentProps) {
  if (!("pending" in loaderData)) return <PostView {...loaderData} />;
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
      {(data) => <PostView {...data} />}
    </Deferred>
  );
}
