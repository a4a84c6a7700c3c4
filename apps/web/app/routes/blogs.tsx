// 'Latest Blogs' (SPEC.md §2 "Blogs", §4 "Blog list", §5 "Blog search", §9): newest first, a search over
// title, excerpt and author that resets to page 1, eight cards a page with Prev/Next. Search and page live
// in the address (?q=&page=) so a reload or a shared link shows the same cards; the server renders them.
import type { BlogListItem } from "@vetan/shared";
import { useEffect, useId, useRef, useState } from "react";
import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { BlogCard } from "../components/blog-card.tsx";
import { Deferred } from "../components/blog-deferred.tsx";
import { BlogPager } from "../components/blog-pager.tsx";
import { BlogSpinner } from "../components/blog-spinner.tsx";
import { filterPosts, listSearch, paginate, parsePage, VETAN_WEBID } from "../lib/blog-list.ts";
import { webContext } from "../lib/load-context.ts";
import { fromSeoSettings, type PageMeta, pageMeta, SEO_PAGE } from "../lib/seo-meta.ts";
import "../styles/blog.css";
import type { Route } from "./+types/blogs.ts";

const FALLBACK_META: PageMeta = {
  title: "Latest Blogs | Vetan",
  description: "Guides for Indian HR and payroll teams: PF, ESI, professional tax, TDS, Labour Codes, leave and attendance.",
  path: "/Blogs",
};

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(webContext);
  const [posts, seoPages] = await Promise.all([services.blog.listByWebid(VETAN_WEBID), services.seo.listPages()]);
  return { posts, seo: fromSeoSettings(seoPages, SEO_PAGE.blogs, FALLBACK_META) };
}

/** On a client navigation the page shows its spinner at once and the cards when the server answers. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { pending: serverLoader() };
}

/** Search and paging happen in the browser over the loaded posts: a new ?q or ?page needs no new data. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const sameList = currentUrl.pathname === nextUrl.pathname && (!formMethod || formMethod.toUpperCase() === "GET");
  return sameList ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { settings } = matches[0].loaderData;
  return pageMeta(loaderData && "seo" in loaderData ? loaderData.seo : FALLBACK_META, settings);
};

function BlogList({ posts }: { posts: BlogListItem[] }) {
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get("q") ?? "";
  // The box keeps its own text so typing is never held up by the address update that follows it; the
  // address only overrides it when it changed for another reason (Back, a shared link).
  const [query, setQuery] = useState(urlQuery);
  const written = useRef(urlQuery);
  useEffect(() => {
    if (urlQuery === written.current) return;
    written.current = urlQuery;
    setQuery(urlQuery);
  }, [urlQuery]);
  const inputId = useId();

  const matching = filterPosts(posts, query);
  // Until the address catches up with a new search, the new search is on page 1 (SPEC.md §4).
  const { items, page, totalPages, total } = paginate(matching, query === urlQuery ? parsePage(params.get("page")) : 1);

  const search = (value: string) => {
    setQuery(value);
    written.current = value.trim() ? value : "";
    setParams(new URLSearchParams(listSearch(value, 1)), { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <search className="blog-search">
        <form action="/Blogs" method="get" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={inputId} className="visually-hidden">
            Search blogs
          </label>
          <input
            id={inputId}
            type="search"
            name="q"
            value={query}
            onChange={(e) => search(e.target.value)}
            placeholder="Search by title, excerpt or author..."
            autoComplete="off"
            enterKeyHint="search"
          />
        </form>
      </search>
      <p className="blog-results" aria-live="polite">
        {query.trim()
          ? total === 0
            ? `No blogs match “${query.trim()}”. Try a shorter word or an author's name.`
            : `${total} ${total === 1 ? "blog matches" : "blogs match"} “${query.trim()}”.`
          : `${total} ${total === 1 ? "blog" : "blogs"}, newest first.`}
      </p>
      {items.length > 0 && (
        <div className="blog-grid">
          {items.map((post, i) => (
            <BlogCard key={post.slug} post={post} priority={page === 1 && i === 0} />
          ))}
        </div>
      )}
      <BlogPager page={page} totalPages={totalPages} query={query} />
    </>
  );
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container section blog-page">
      <header className="blog-page__head">
        <h1>Latest Blogs</h1>
        <p className="lead">Practical guides on payroll, statutory compliance and HR policy for Indian firms.</p>
      </header>
      {"pending" in loaderData ? (
        <Deferred value={loaderData.pending} fallback={<BlogSpinner label="Loading blogs" />}>
          {(data) => <BlogList posts={data.posts} />}
        </Deferred>
      ) : (
        <BlogList posts={loaderData.posts} />
      )}
    </section>
  );
}
