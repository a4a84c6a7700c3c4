// Add or edit a blog author: name, slug (their page is /author/{slug}), picture and a short bio. Checked with
// the shared schema before sending; the server's messages (a slug already taken) land beside the fields.
import { type AdminAuthor, AuthorInputSchema, slugify } from "@vetan/shared/admin-content";
import { useEffect, useRef, useState } from "react";
import { NO_IMAGE } from "../lib/console-post-draft.ts";
import { Field } from "./accounts-field.tsx";
import { closesOnEscape, useConsoleForm } from "./console-form.ts";
import { ConsoleImageField } from "./console-image-field.tsx";

interface Props {
  /** The author being edited; absent to add one. */
  author?: AdminAuthor;
  onDone(): void;
}

export function ConsoleAuthorForm({ author, onDone }: Props) {
  const { values, errors, submit: send, clear, set, field } = useConsoleForm("author", { name: author?.name ?? "", slug: author?.slug ?? "", bio: author?.bio ?? "" });
  const [picture, setPicture] = useState(author ? { ...NO_IMAGE, url: author.image_url } : NO_IMAGE);
  // A new author's slug follows their name until it is edited by hand.
  const [slugFollowsName, setSlugFollowsName] = useState(!author);
  const [focusError, setFocusError] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusError) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    else form.current?.querySelector<HTMLElement>("input")?.focus();
  }, [focusError]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { ...values, image_url: picture.url || null };
    const saved = await send(AuthorInputSchema, input, author ? `/authors/${author.id}` : "/authors", author ? "PUT" : "POST", author ? "Author saved" : "Author added");
    // Refused (here or by the server): the first control in error takes the focus.
    if (saved.ok) onDone();
    else setFocusError((n) => n + 1);
  }

  const title = author ? `Edit ${author.name}` : "Add an author";
  return (
    <form ref={form} className="author-form" noValidate onSubmit={submit} aria-label={title} onKeyDown={(e) => closesOnEscape(e) && onDone()}>
      <div className="post-grid">
        <Field
          {...field("name")}
          label="Name"
          onChange={(v) => {
            set("name", v);
            if (slugFollowsName) set("slug", slugify(v));
          }}
        />
        <Field
          {...field("slug")}
          label="Slug"
          hint={`Their page: /author/${values.slug || "…"}`}
          onChange={(v) => {
            setSlugFollowsName(false);
            set("slug", v);
          }}
        />
        <div className="acc-field--wide">
          <ConsoleImageField
            id="author-picture"
            legend="Picture"
            describe={false}
            value={picture}
            onChange={(next) => {
              setPicture(next);
              clear("image_url");
            }}
            errors={{ url: errors.image_url }}
          />
        </div>
        <Field {...field("bio")} label="Short bio" control="textarea" rows={3} wide hint="Shown on their author page." />
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
