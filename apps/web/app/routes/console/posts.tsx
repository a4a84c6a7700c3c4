// Console screen: Blog posts — every post, drafts too, the most recently changed first. Search (title,
// slug, excerpt, author), status and product live in the address (?q=&status=&product=&page=), so a list
// can be bookmarked and Back undoes a search. Each post opens in the editor; New post starts one.
import { type AdminPostPage, type AdminPostSummary, type AdminProduct, POST_STATUSES, type PostStatus } from "@vetan/shared/admin-content";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { ConsolePager, pageOf, pageQuery } from "../../components/console-pager.tsx";
import { ConsoleSearch, SearchSelect } from "../../components/console-search.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { consolePath } from "../../content/console-nav.ts";
import { adminApi } from "../../lib/api.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import "../../styles/console-content.css";
import type { Route } from "./+types/posts.ts";

const PAGE_SIZE = 20;
const STATUS_LABEL: Record<PostStatus, string> = { draft: "Draft", published: "Published" };
const STATUS_OPTIONS = POST_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }));

function filterOf(params: URLSearchParams) {
  const status = params.get("status") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    status: (POST_STATUSES as readonly string[]).includes(status) ? (status as PostStatus) : "",
    product: (params.get("product") ?? "").trim().slice(0, 32),
  };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const filter = filterOf(url.searchParams);
  const page = pageOf(url.searchParams);
  const query = pageQuery(page, PAGE_SIZE);
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  const [posts, products] = await Promise.all([
    adminApi<AdminPostPage>(`/posts?${query}`, { signal: request.signal }),
    adminApi<{ data: AdminProduct[] }>("/products", { signal: request.signal }),
  ]);
  return { posts, products: products.data, filter, page };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Blog posts | Superadmin console | Vetan" }, { name: "robots", content: "noindex" }];

const COLUMNS: Column<AdminPostSummary>[] = [
  {
    label: "Title",
    cell: (p) => (
      <span className="content-title">
        <Link to={consolePath("posts", p.id)}>{p.title}</Link>
        <span className="content-slug dash-mono">/{p.slug}</span>
      </span>
    ),
  },
  { label: "Status", cell: (p) => <span className={`content-status content-status--${p.status}`}>{STATUS_LABEL[p.status]}</span> },
  { label: "Product", cell: (p) => p.product_name },
  { label: "Author", cell: (p) => p.author_name },
  { label: "Changed", cell: (p) => formatDay(p.updated_at) },
];

export default function ConsolePosts({ loaderData }: Route.ComponentProps) {
  const { posts, products, filter, page } = loaderData;
  const filtered = Boolean(filter.q || filter.status || filter.product);
  return (
    <>
      <DashboardHeading eyebrow="Superadmin console" title="Blog posts" lead="Every post of the blog, drafts too, the most recently changed first. Published posts show on /Blogs at once." />
      <DashboardPanel
        id="posts"
        title={filtered ? "Matching posts" : "All posts"}
        actions={
          <Link className="button button--small" to={consolePath("posts", "new")}>
            New post
          </Link>
        }
      >
        <ConsoleSearch id="post-q" label="Search posts" placeholder="Title, slug, excerpt or author" q={filter.q} filtered={filtered}>
          <SearchSelect id="post-status-filter" name="status" label="Status" value={filter.status} any="Any status" options={STATUS_OPTIONS} />
          <SearchSelect
            id="post-product-filter"
            name="product"
            label="Product"
            value={filter.product}
            any="Every product"
            options={products.map((p) => ({ value: p.code, label: p.name }))}
          />
        </ConsoleSearch>
        <DataTable
          caption="Blog posts, most recently changed first"
          columns={COLUMNS}
          rows={posts.data}
          rowKey={(p) => String(p.id)}
          empty={filtered ? "No post matches this search." : "No posts yet. Start one with New post."}
        />
        <ConsolePager what="posts" page={page} pageSize={PAGE_SIZE} total={posts.total} shown={posts.data.length} />
      </DashboardPanel>
    </>
  );
}
