// Console screen: Authors — the people posts are written by: their name, page address, picture and short
// bio, with how many posts each has. Add, edit in a form above the list, delete (refused while they have
// posts). Changes show on their author page and every post's byline at once.
import type { AdminAuthor } from "@vetan/shared/admin-content";
import { useState } from "react";
import { ConsoleAuthorDelete } from "../../components/console-author-delete.tsx";
import { ConsoleAuthorForm } from "../../components/console-author-form.tsx";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { adminApi } from "../../lib/api.ts";
import "../../styles/accounts.css";
import "../../styles/console-content.css";
import type { Route } from "./+types/authors.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminApi<{ data: AdminAuthor[] }>("/authors", { signal: request.signal });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Authors | Superadmin console | Vetan" }, { name: "robots", content: "noindex" }];

/** What the form is doing: nothing, adding, or editing one author (by id). */
type Editing = null | "new" | number;

export default function ConsoleAuthors({ loaderData }: Route.ComponentProps) {
  const authors = loaderData.data;
  const [editing, setEditing] = useState<Editing>(null);
  const current = typeof editing === "number" ? authors.find((a) => a.id === editing) : undefined;

  const columns: Column<AdminAuthor>[] = [
    {
      label: "Author",
      cell: (a) => (
        <span className="author-cell">
          <img src={a.image_url} alt="" width="40" height="40" loading="lazy" />
          {a.name}
        </span>
      ),
    },
    {
      label: "Page",
      // Text, not a link: a signed-in person opening a public page is sent back to their dashboard (SPEC.md §6).
      cell: (a) => <span className="dash-mono">/author/{a.slug}</span>,
    },
    { label: "Posts", cell: (a) => a.posts.toLocaleString("en-IN"), numeric: true },
    { label: "Bio", cell: (a) => <span className="author-bio">{a.bio || <span className="dash-muted">None</span>}</span> },
    {
      label: "Actions",
      cell: (a) => (
        <span className="content-row-actions">
          <button type="button" className="button button--ghost button--small" onClick={() => setEditing(a.id)}>
            Edit<span className="visually-hidden"> {a.name}</span>
          </button>
          <ConsoleAuthorDelete author={a} />
        </span>
      ),
    },
  ];

  return (
    <>
      <DashboardHeading eyebrow="Superadmin console" title="Authors" lead="The people blog posts are written by. Each has a page at /author/{slug} listing their posts." />
      {editing !== null && (editing === "new" || current) && (
        <DashboardPanel id="author-edit" title={current ? `Edit ${current.name}` : "Add an author"}>
          <ConsoleAuthorForm key={editing} author={current} onDone={() => setEditing(null)} />
        </DashboardPanel>
      )}
      <DashboardPanel
        id="authors"
        title={`Authors (${authors.length})`}
        actions={
          <button type="button" className="button button--small" onClick={() => setEditing("new")} disabled={editing === "new"}>
            Add author
          </button>
        }
      >
        <DataTable caption="Blog authors" columns={columns} rows={authors} rowKey={(a) => String(a.id)} empty="No authors yet. Add the first with Add author." />
      </DashboardPanel>
    </>
  );
}
