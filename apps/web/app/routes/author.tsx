// An author's page (SPEC.md §2 "Author page", §4): picture, name and bio, then a grid of their posts, five
// to a row on wide screens. On a client navigation the author kept in session storage from an earlier
// visit shows at once and the server's answer replaces it; with nothing stored the page says
// 'Loading author data...'. The server render has the server's data from the start. Unknown author: 404.
import type { AuthorPosts } from "@vetan/shared";
import { useEffect } from "react";
import { data } from "react-router";
import { BlogAuthorCard } from "../components/blog-author-card.tsx";
import { Deferred } from "../components/blog-deferred.tsx";
import { BlogSpinner } from "../components/blog-spinner.tsx";
import { readAuthor, rememberAuthor } from "../lib/blog-storage.ts";
import { webContext } from "../lib/load-context.ts";
import { pageMeta } from "../lib/seo-meta.ts";
import "../styles/blog.css";
import type { Route } from "./+types/author.ts";

const AUTHOR_TEXT = { loading: "Loading author data...", empty: "No blogs found for this author." } as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(webContext);
  const author = await services.blog.findAuthorPosts(params.slug);
  if (!author) throw data(null, { status: 404 });
  return { author };
}

export function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  return { cached: readAuthor(params.slug), pending: serverLoader() };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const { settings } = matches[0].loaderData;
  const author = loaderData && "author" in loaderData ? loaderData.author : loaderData?.cached;
  if (!author) return [{ title: "Author | Vetan Blog" }];
  return pageMeta(
    {
      title: `${author.author_name} – Author | Vetan Blog`,
      description: author.author_bio || `Articles by ${author.author_name} on the Vetan blog.`,
      path: `/author/${params.slug}`,
      image: author.author_image,
    },
    settings,
  );
};

function AuthorView({ author }: { author: AuthorPosts }) {
  const { posts } = author;
  return (
    <>
      <header className="author-head">
        <img className="author-head__image" src={author.author_image} alt="" width="112" height="112" />
        <div>
          <p className="author-head__kicker">Author</p>
          <h1>{author.author_name}</h1>
          {author.author_bio && <p className="author-head__bio">{author.author_bio}</p>}
        </div>
      </header>
      <section className="author-posts" aria-labelledby="author-posts-heading">
        <h2 id="author-posts-heading">{`Posts by ${author.author_name}`}</h2>
        {posts.length === 0 ? (
          <p className="blog-empty">{AUTHOR_TEXT.empty}</p>
        ) : (
          <div className="author-grid">
            {posts.map((post) => (
              <BlogAuthorCard key={post.post_id} post={post} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}

/** The server's answer, kept for the next visit's instant first paint. */
function LoadedAuthor({ author }: { author: AuthorPosts }) {
  useEffect(() => rememberAuthor(author), [author]);
  return <AuthorView author={author} />;
}

function LoadingAuthor() {
  return (
    <div className="author-loading">
      <BlogSpinner label="Loading" />
      <p>{AUTHOR_TEXT.loading}</p>
    </div>
  );
}

export default function Author({ loaderData, params }: Route.ComponentProps) {
  return (
    <section className="container section author-page">
      {"pending" in loaderData ? (
        <Deferred key={params.slug} value={loaderData.pending} fallback={loaderData.cached ? <AuthorView author={loaderData.cached} /> : <LoadingAuthor />}>
          {(data) => <LoadedAuthor author={data.author} />}
        </Deferred>
      ) : (
        <LoadedAuthor author={loaderData.author} />
      )}
    </section>
  );
}
