// Console screen: SEO pages — the page ids of /seo.json with their title, description, keywords and path.
// Pages that read an id show its settings in their head tags at once after a change.
import type { AdminSeoPage } from "@vetan/shared/admin-site";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { SiteList } from "../../components/console-site-list.tsx";
import { readerOf, SeoEditor } from "../../components/console-site-seo.tsx";
import { DashboardHeading } from "../../components/dashboard-shell.tsx";
import { adminApi } from "../../lib/api.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import type { Route } from "./+types/seo.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminApi<{ data: AdminSeoPage[] }>("/seo-pages", { signal: request.signal });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "SEO pages | Superadmin console | Vetan" }, { name: "robots", content: "noindex" }];

function SeoSummary({ page }: { page: AdminSeoPage }) {
  const reader = readerOf(page.page_id);
  return (
    <>
      <h3 className="site-item__title">
        <span className="site-badge">Page id {page.page_id}</span>
        {page.title}
      </h3>
      <p className="site-item__meta">
        <code className="dash-mono">{page.path}</code>
        {reader ? (
          <span>
            Read by the {reader.label} page (<span className="dash-mono">{reader.path}</span>)
          </span>
        ) : (
          <span className="site-warn">No page reads this id yet</span>
        )}
      </p>
      <p className="site-item__text site-clamp">{page.description || "No description: the page uses its own."}</p>
      {page.keywords && <p className="site-item__meta">Keywords: {page.keywords}</p>}
    </>
  );
}

export default function ConsoleSeo({ loaderData }: Route.ComponentProps) {
  const pages = loaderData.data;
  return (
    <>
      <DashboardHeading
        eyebrow="Superadmin console"
        title="SEO pages"
        lead="Search-engine settings by page id, as served in seo.json: each page's title, description and keywords. Changes show in the pages' head tags at once."
      />
      <p className="site-public-link">
        Public file: <a href="/seo.json">/seo.json</a>
      </p>
      <SiteList
        id="seo-pages"
        title={`Page ids (${pages.length})`}
        what="page id"
        items={pages}
        keyOf={(p) => p.page_id}
        nameOf={(p) => `page id ${p.page_id} (${p.path})`}
        deletePath={(p) => `/seo-pages/${p.page_id}`}
        deleteNote={(p) => {
          const reader = readerOf(p.page_id);
          return reader ? `The ${reader.label} page then falls back to its own title and description.` : "";
        }}
        empty="No page ids yet. Every page uses its own title and description."
        summary={(p) => <SeoSummary page={p} />}
        editor={(page, close) => <SeoEditor page={page} onDone={close} />}
      />
    </>
  );
}
