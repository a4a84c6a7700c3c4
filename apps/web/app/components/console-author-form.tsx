// Add or edit a blog author: name, slug (their page is /author/{slug}), picture and a short bio. Checked with
// the shared schema before sending; the server's messages (a slug already taken) land beside the fields.
import { type AdminAuthor, AuthorInputSchema, slugify } from "@vetan/shared/admin-content";
import { fieldErrors } from "@vetan/shared/fields";
import { useEffect, useRef, useState } from "react";
import { NO_IMAGE } from "../lib/console-post-draft.ts";
import { Field } from "./accounts-field.tsx";
import { ConsoleImageField } from "./console-image-field.tsx";
import { useAdminSave } from "./console-kit.tsx";

interface Props {
  /** The author being edited; absent to add one. */
  author?: AdminAuthor;
  onDone(): void;
}

const noRef = () => {};

export function ConsoleAuthorForm({ author, onDone }: Props) {
  const [name, setName] = useState(author?.name ?? "");
  const [slug, setSlug] = useState(author?.slug ?? "");
  const [picture, setPicture] = useState(author ? { ...NO_IMAGE, url: author.image_url } : NO_IMAGE);
  const [bio, setBio] = useState(author?.bio ?? "");
  // A new author's slug follows their name until it is edited by hand.
  const [slugFollowsName, setSlugFollowsName] = useState(!author);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focusError, setFocusError] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const save = useAdminSave();

  useEffect(() => {
    if (focusError) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    else form.current?.querySelector<HTMLElement>("input")?.focus();
  }, [focusError]);

  /** Editing a field retires its now-stale message. */
  const edited = (...fields: string[]) =>
    setErrors((e) => (fields.some((f) => f in e) ? Object.fromEntries(Object.entries(e).filter(([f]) => !fields.includes(f))) : e));

  function show(found: Record<string, string>) {
    setErrors(found);
    setFocusError((n) => n + 1);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { name, slug, image_url: picture.url || null, bio };
    const parsed = AuthorInputSchema.safeParse(input);
    if (!parsed.success) return show(fieldErrors(parsed.error));
    setErrors({});
    const result = await save<AdminAuthor>(author ? `/authors/${author.id}` : "/authors", author ? "PUT" : "POST", input, author ? "Author saved" : "Author added");
    if (result.ok) onDone();
    else show(result.fields);
  }

  const title = author ? `Edit ${author.name}` : "Add an author";
  return (
    <form ref={form} className="author-form" noValidate onSubmit={submit} aria-label={title} onKeyDown={(e) => e.key === "Escape" && onDone()}>
      <div className="post-grid">
        <Field
          id="author-name"
          label="Name"
          value={name}
          error={errors.name}
          ref={noRef}
          onChange={(v) => {
            setName(v);
            if (slugFollowsName) setSlug(slugify(v));
            edited("name", ...(slugFollowsName ? ["slug"] : []));
          }}
        />
        <Field
          id="author-slug"
          label="Slug"
          value={slug}
          error={errors.slug}
          ref={noRef}
          hint={`Their page: /author/${slug || "…"}`}
          onChange={(v) => {
            setSlugFollowsName(false);
            setSlug(v);
            edited("slug");
          }}
        />
        <div className="acc-field--wide">
          <ConsoleImageField id="author-picture" legend="Picture" describe={false} value={picture} onChange={(next) => {
              setPicture(next);
              edited("image_url");
            }}
            errors={{ url: errors.image_url }} />
        </div>
        <Field id="author-bio" label="Short bio" control="textarea" rows={3} value={bio} error={errors.bio} ref={noRef} wide onChange={(v) => {
            setBio(v);
            edited("bio");
          }} hint="Shown on their author page." />
      </div>
      <div className="post-actions">
        <button type="submit" className="button">
          {author ? "Save author" : "Add author"}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
