// Console screen: a blog post — new (posts/new, route id console-post-new) or saved (posts/:id,
// console-post-edit). Loads the post with the authors and products to choose from; the editor does the rest.
import type { AdminAuthor, AdminPost, AdminProduct } from "@vetan/shared/admin-content";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { ConsolePostEditor } from "../../components/console-post-editor.tsx";
import { DashboardHeading } from "../../components/dashboard-shell.tsx";
import { consolePath } from "../../content/console-nav.ts";
import { adminApi } from "../../lib/api.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import "../../styles/accounts.css";
import "../../styles/blog.css";
import "../../styles/console-content.css";
import type { Route } from "./+types/post-edit.ts";

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const [post, authors, products] = await Promise.all([
    "id" in params && params.id ? adminApi<AdminPost>(`/posts/${encodeURIComponent(params.id)}`, { signal }) : undefined,
    adminApi<{ data: AdminAuthor[] }>("/authors", { signal }),
    adminApi<{ data: AdminProduct[] }>("/products", { signal }),
  ]);
  return { post, authors: authors.data, products: products.data };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.post ? `Edit: ${loaderData.post.title}` : "New post"} | Superadmin console | Vetan` },
  { name: "robots", content: "noindex" },
];

export default function ConsolePostEdit({ loaderData }: Route.ComponentProps) {
  const { post, authors, products } = loaderData;
  const lead = post
    ? `${post.status === "published" ? "Published" : "Draft"} · last saved ${formatDay(post.updated_at)}. Changes show on the site as soon as they are saved.`
    : "Write the post, add its blocks and preview it as the site will show it. It stays a draft until you publish it.";
  return (
    <>
      <nav className="content-crumbs" aria-label="Breadcrumb">
        <Link to={consolePath("posts")}>Blog posts</Link>
      </nav>
      <DashboardHeading eyebrow="Superadmin console" title={post ? post.title : "New post"} lead={lead} />
      {/* Keyed by post: opening another post starts from its own saved state. */}
      <ConsolePostEditor key={post?.id ?? "new"} post={post} authors={authors} products={products} />
    </>
  );
}
