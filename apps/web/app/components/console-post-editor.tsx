// The post editor (console: posts/new and posts/:id): every field of a post — title, address, excerpt,
// product, author, draft or published, cover, content blocks, keywords and tags, search-engine fields — and
// a preview exactly as the public page shows it. Checked with the shared schema before anything is sent;
// the server's field messages land beside the same controls. Deleting asks first.
import type { BlogDetail, BlogListItem } from "@vetan/shared";
import { type AdminAuthor, type AdminPost, type AdminProduct, POST_STATUSES, PostInputSchema, slugify } from "@vetan/shared/admin-content";
import { fieldErrors } from "@vetan/shared/fields";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useBlocker, useNavigate } from "react-router";
import { consolePath } from "../content/console-nav.ts";
import { ApiError, adminApi } from "../lib/api.ts";
import { VETAN_WEBID } from "../lib/blog-list.ts";
import { draftOf, emptyDraft, imagePaths, inputOf, type PostDraft } from "../lib/console-post-draft.ts";
import { useLoader, useToast } from "../lib/feedback.tsx";
import { Field } from "./accounts-field.tsx";
import { relatedPosts } from "./blog-post-view.tsx";
import { ConsoleConfirm } from "./console-confirm.tsx";
import { ConsoleImageField } from "./console-image-field.tsx";
import { useApiSave } from "./console-kit.tsx";
import { ConsolePostBlocks } from "./console-post-blocks.tsx";
import { ConsolePostDelete } from "./console-post-delete.tsx";
import { ConsolePostPreview } from "./console-post-preview.tsx";
import { DashboardPanel } from "./dashboard-shell.tsx";

interface Props {
  /** The saved post; absent for a new one. */
  post?: AdminPost;
  authors: AdminAuthor[];
  products: AdminProduct[];
}

const STATUS_LABEL = { draft: "Draft (not on the site)", published: "Published" } as const;

/** Vetan's published posts, for the preview's 'Related Blogs' (the public call the blog itself uses). */
async function publishedPosts(): Promise<BlogListItem[]> {
  const response = await fetch("/blogapi/GetAllProductBlog", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ webid: String(VETAN_WEBID) }),
  });
  const answer = (await response.json().catch(() => null)) as { data?: BlogListItem[] } | null;
  return answer?.data ?? [];
}

export function ConsolePostEditor({ post, authors, products }: Props) {
  const [draft, setDraft] = useState<PostDraft>(() => (post ? draftOf(post) : emptyDraft(products[0]?.code ?? "")));
  // What was last saved (or first shown), to know whether leaving would lose work.
  const [saved, setSaved] = useState(() => JSON.stringify(inputOf(draft)));
  // Computed once per change of the draft, not on every render (a post may have 200 blocks).
  const current = useMemo(() => JSON.stringify(inputOf(draft)), [draft]);
  const dirty = current !== saved;
  const leaving = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<{ post: BlogDetail; related: BlogListItem[] } | null>(null);
  // The form (and the button pressed) is hidden while the preview shows: focus moves to the preview's note.
  useEffect(() => {
    if (!preview) return;
    window.scrollTo({ top: 0 });
    document.querySelector<HTMLElement>(".post-preview__note")?.focus();
  }, [preview]);
  // A new post's address follows its title until it is edited by hand.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!post);
  const form = useRef<HTMLFormElement>(null);
  const [focusError, setFocusError] = useState(0);
  const save = useApiSave();
  const { setLoading } = useLoader();
  const toast = useToast();
  const navigate = useNavigate();

  // Closing the tab or reloading with unsaved work: the browser asks first.
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  // After messages appear, the first control in error takes the focus.
  useEffect(() => {
    if (focusError) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  /** Editing a field retires its now-stale messages (only Save and Preview check again). */
  const clearErrors = (matches: (path: string) => boolean) =>
    setErrors((e) => (Object.keys(e).some(matches) ? Object.fromEntries(Object.entries(e).filter(([path]) => !matches(path))) : e));

  function change<K extends keyof PostDraft>(key: K, value: PostDraft[K]) {
    const follows = key === "title" && slugFollowsTitle;
    setDraft((d) => ({ ...d, [key]: value, ...(follows ? { slug: slugify(String(value)) } : {}) }));
    // Blocks clear their own messages (they know which block changed); the cover's are image_*.
    if (key === "blocks") return;
    const field = key === "cover" ? "image_" : key;
    clearErrors((path) => path.startsWith(field) || (follows && path === "slug"));
  }

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    setPreview(null);
    setFocusError((n) => n + 1);
  }

  /** The input checked with the shared schema; null after showing its messages. */
  function checked() {
    const input = inputOf(draft);
    const parsed = PostInputSchema.safeParse(input);
    if (parsed.success) {
      setErrors({});
      return input;
    }
    showErrors(fieldErrors(parsed.error));
    return null;
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = checked();
    if (!input) return;
    const result = await save<AdminPost>(post ? `/posts/${post.id}` : "/posts", post ? "PUT" : "POST", input, post ? "Post saved" : "Post created");
    if (!result.ok) return showErrors(result.fields);
    if (post) {
      const stored = draftOf(result.data);
      setDraft(stored);
      setSaved(JSON.stringify(inputOf(stored)));
    } else {
      leaving.current = true;
      navigate(consolePath("posts", result.data.id), { replace: true });
    }
  }

  async function showPreview() {
    const input = checked();
    if (!input) return;
    setLoading(true);
    try {
      const [detail, published] = await Promise.all([
        adminApi<BlogDetail>(`/posts/preview${post ? `?id=${post.id}` : ""}`, { method: "POST", body: input }),
        publishedPosts().catch(() => []),
      ]);
      setPreview({ post: detail, related: relatedPosts(published, detail.slug) });
    } catch (error) {
      const failure = error instanceof ApiError ? error : null;
      toast(failure?.message ?? "Could not make the preview. Please try again.", "error");
      if (failure && Object.keys(failure.fields).length > 0) showErrors(failure.fields);
    } finally {
      setLoading(false);
    }
  }

  const messages = Object.entries(errors);
  const coverErrors = Object.fromEntries(Object.entries(imagePaths("image")).map(([part, path]) => [part, errors[path]]));

  return (
    <>
      <div className="post-toolbar">
        <button type="button" className="button button--small post-toolbar__mode" aria-pressed={!preview} onClick={() => setPreview(null)}>
          Edit
        </button>
        <button type="button" className="button button--small post-toolbar__mode" aria-pressed={Boolean(preview)} onClick={showPreview}>
          Preview
        </button>
        {/* Text, not a link: a signed-in person opening a public page is sent back to their dashboard (SPEC.md §6). */}
        {post && (
          <p className="post-toolbar__where">
            {post.status === "published" ? "On the site at " : "Once published, at "}
            <span className="dash-mono">{post.public_url}</span>
          </p>
        )}
      </div>

      {preview && <ConsolePostPreview post={preview.post} related={preview.related} onLink={() => toast("Links are not followed in the preview.", "error")} />}

      <form ref={form} className="post-editor" noValidate onSubmit={submit} hidden={Boolean(preview)} aria-label={post ? "Edit post" : "New post"}>
        {messages.length > 0 && (
          <div className="post-errors" role="alert">
            <p>
              {messages.length === 1 ? "One thing needs fixing" : `${messages.length} things need fixing`} before this can be saved:
            </p>
            <ul>
              {messages.map(([path, message]) => (
                <li key={path}>{message}</li>
              ))}
            </ul>
          </div>
        )}

        <DashboardPanel id="panel-post" title="Post">
          <div className="post-grid">
            <Field id="post-title" label="Title" value={draft.title} error={errors.title} onChange={(v) => change("title", v)} wide />
            <Field
              id="post-slug"
              label="Slug"
              value={draft.slug}
              error={errors.slug}
              onChange={(v) => {
                setSlugFollowsTitle(false);
                change("slug", v);
              }}
             
              wide
              hint={`Lowercase letters, digits and hyphens. The post's address: /blog/${draft.slug || "…"}`}
            />
            <Field id="post-excerpt" label="Excerpt" control="textarea" rows={3} value={draft.excerpt} error={errors.excerpt} onChange={(v) => change("excerpt", v)} wide hint="Shown on the blog cards and under the title." />
            <Choice id="post-product" label="Product" value={draft.product} error={errors.product} onChange={(v) => change("product", v)} options={products.map((p) => [p.code, p.name])} />
            <Choice
              id="post-author"
              label="Author"
              value={draft.author_id}
              error={errors.author_id}
              onChange={(v) => change("author_id", v)}
              options={authors.map((a) => [String(a.id), a.name])}
              placeholder="Choose an author…"
              hint={
                <>
                  Someone new? <Link to={consolePath("authors")}>Add an author</Link> first.
                </>
              }
            />
            <fieldset className="post-status acc-field--wide" aria-describedby={errors.status ? "post-status-error" : undefined}>
              <legend>Status</legend>
              {POST_STATUSES.map((s) => (
                <label key={s} className="post-status__option">
                  <input type="radio" name="status" value={s} checked={draft.status === s} aria-invalid={errors.status ? true : undefined} onChange={() => change("status", s)} />
                  {STATUS_LABEL[s]}
                </label>
              ))}
              {errors.status && (
                <p id="post-status-error" className="acc-field__error">
                  {errors.status}
                </p>
              )}
            </fieldset>
          </div>
        </DashboardPanel>

        <DashboardPanel id="panel-cover" title="Cover image">
          <ConsoleImageField id="post-cover" legend="Cover image" optional value={draft.cover} onChange={(cover) => change("cover", cover)} errors={coverErrors} />
        </DashboardPanel>

        <DashboardPanel id="panel-content" title={`Content (${draft.blocks.length} ${draft.blocks.length === 1 ? "block" : "blocks"})`}>
          <ConsolePostBlocks
            blocks={draft.blocks}
            onChange={(blocks) => change("blocks", blocks)}
            errors={errors}
            onEdited={(prefix) => clearErrors((path) => path.startsWith(prefix))}
          />
        </DashboardPanel>

        <DashboardPanel id="panel-terms" title="Keywords and tags">
          <div className="post-grid">
            <Field id="post-keyword" label="Keywords" value={draft.keyword} error={errors.keyword} onChange={(v) => change("keyword", v)} hint="Separated by commas. Shown as chips under the post and in its keywords tag." />
            <Field id="post-tag" label="Tags" value={draft.tag} error={errors.tag} onChange={(v) => change("tag", v)} hint="Separated by commas. Shown as hashtags under the post." />
          </div>
        </DashboardPanel>

        <DashboardPanel id="panel-seo" title="Search engines">
          <div className="post-grid">
            <Field id="post-seo-title" label="SEO title" value={draft.seo_title} error={errors.seo_title} onChange={(v) => change("seo_title", v)} wide hint="The page title in search results; empty means the post's title." />
            <Field
              id="post-seo-description"
              label="SEO description"
              control="textarea"
              rows={2}
              value={draft.seo_description}
              error={errors.seo_description}
              onChange={(v) => change("seo_description", v)}
             
              wide
              hint="The snippet under the title in search results; empty means the excerpt."
            />
            <Field id="post-canonical" label="Canonical URL" value={draft.canonical_url} error={errors.canonical_url} onChange={(v) => change("canonical_url", v)} wide hint="Only when the post first appeared elsewhere; empty means its own address." />
          </div>
        </DashboardPanel>

        <div className="post-actions">
          <button type="submit" className="button">
            {post ? "Save changes" : "Create post"}
          </button>
          <button type="button" className="button button--ghost" onClick={showPreview}>
            Preview
          </button>
          {post && <ConsolePostDelete post={post} onDeleted={() => {
                leaving.current = true;
              }} />}
        </div>
      </form>
      {blocker.state === "blocked" && (
        <ConsoleConfirm title="Leave without saving?" confirm="Leave" cancel="Stay" onCancel={() => blocker.reset()} onConfirm={() => blocker.proceed()}>
          <p>This post has changes that are not saved. Leaving now loses them.</p>
        </ConsoleConfirm>
      )}
    </>
  );
}

interface ChoiceProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  /** [value, label] pairs. */
  options: [string, string][];
  placeholder?: string;
  hint?: React.ReactNode;
}

/** A labelled select whose values differ from their labels (Field's select shows values as they are). */
function Choice({ id, label, value, error, onChange, options, placeholder, hint }: ChoiceProps) {
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`acc-field${error ? " acc-field--invalid" : ""}`}>
      <div className="acc-field__label">
        <label htmlFor={id}>{label}</label>
      </div>
      <select id={id} value={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)}>
        {placeholder && <option value="">{placeholder}</option>}
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="acc-field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="acc-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
