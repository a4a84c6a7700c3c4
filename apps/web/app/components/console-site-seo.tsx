// SEO page settings: one page id of /seo.json with its path, title, description and keywords. Which public
// page reads which id is fixed in the site's code (SEO_PAGE in lib/seo-meta.ts); the console says so beside
// each id, so an editor knows where a change will show (and that a new id shows nowhere until a page
// reads it).
import { type AdminSeoPage, SEO_LIMITS, SeoPageCreateSchema, SeoPageInputSchema } from "@vetan/shared/admin-site";
import { SITE_PAGES } from "@vetan/shared/site-pages";
import { SEO_PAGE } from "../lib/seo-meta.ts";
import { Field } from "./accounts-field.tsx";
import { useConsoleForm } from "./console-form.ts";
import { SiteForm } from "./console-site-form.tsx";

/** The public page that reads each page id, by SEO_PAGE's names. */
const READERS: Record<keyof typeof SEO_PAGE, { label: string; path: string }> = {
  home: SITE_PAGES.home,
  contact: SITE_PAGES.contact,
  faq: SITE_PAGES.faq,
  terms: SITE_PAGES.terms,
  pricing: SITE_PAGES.pricing,
  about: SITE_PAGES.about,
  blogs: SITE_PAGES.blogs,
  privacy: SITE_PAGES.privacy,
  refund: SITE_PAGES.refund,
  cancellation: SITE_PAGES.cancellation,
};

export function readerOf(pageId: number): { label: string; path: string } | undefined {
  const name = (Object.keys(SEO_PAGE) as (keyof typeof SEO_PAGE)[]).find((k) => SEO_PAGE[k] === pageId);
  return name && READERS[name];
}

/** "52 of about 60 characters search results show". */
const lengthHint = (value: string, shown: number) => `${value.trim().length} characters; search results show about ${shown}.`;

export function SeoEditor({ page, onDone }: { page: AdminSeoPage | null; onDone(): void }) {
  const { values, errors, submit, field } = useConsoleForm(page ? `seo-${page.page_id}` : "seo-new", {
    page_id: page ? String(page.page_id) : "",
    path: page?.path ?? "",
    title: page?.title ?? "",
    description: page?.description ?? "",
    keywords: page?.keywords ?? "",
  });
  const save = async () => {
    const { page_id, ...fields } = values;
    const saved = page
      ? await submit(SeoPageInputSchema, fields, `/seo-pages/${page.page_id}`, "PUT", `Settings for page id ${page.page_id} saved`)
      : await submit(SeoPageCreateSchema, { page_id: page_id.trim() === "" ? undefined : Number(page_id), ...fields }, "/seo-pages", "POST", "Page id added");
    if (saved.ok) onDone();
    return saved.ok;
  };
  const reader = page && readerOf(page.page_id);
  return (
    <SiteForm
      label={page ? `Edit page id ${page.page_id}` : "New page id"}
      submitLabel={page ? "Save" : "Add page id"}
      onSubmit={save}
      onCancel={onDone}
      formError={errors._}
    >
      {reader && <p className="site-form__note">The {reader.label} page reads these settings.</p>}
      <div className="site-grid">
        {!page && (
          <Field
            {...field("page_id")}
            label="Page id"
            inputMode="numeric"
            autoComplete="off"
            hint="A number no other page id has. Pages read their id from the site's code."
          />
        )}
        <Field {...field("path")} label="Path" autoComplete="off" placeholder="/Pricing" />
        <Field {...field("title")} label="Title" wide autoComplete="off" maxLength={SEO_LIMITS.title} hint={lengthHint(values.title, 60)} />
        <Field
          {...field("description")}
          label="Description"
          control="textarea"
          rows={3}
          wide
          hint={`${lengthHint(values.description, 155)} Leave empty to use the page's own.`}
        />
        <Field {...field("keywords")} label="Keywords" wide autoComplete="off" hint="Separated by commas." />
      </div>
    </SiteForm>
  );
}
