// Page metadata. Pages that SPEC.md ties to the search-engine settings file (page ids 2 contact, 3 FAQ,
// 4 terms, and the others the seed adds) read their title, description and keywords from it, falling back
// to the page's own text when the file has no entry (SPEC.md §8: a missing entry is only logged).
import type { SeoPage } from "@vetan/shared";
import type { MetaDescriptor } from "react-router";
import type { PublicSettings } from "./load-context.ts";

export const SEO_PAGE = { home: 1, contact: 2, faq: 3, terms: 4, pricing: 5, about: 6, blogs: 7, privacy: 8, refund: 9, cancellation: 10 } as const;

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
  /** Path on this site; made absolute for the canonical link and og:url. */
  path: string;
  image?: string;
  type?: "website" | "article";
}

/** The settings for one page id, or the fallback (and a log line) when the file has none. */
export function fromSeoSettings(pages: SeoPage[], pageId: number, fallback: PageMeta): PageMeta {
  const page = pages.find((p) => p.page_id === pageId);
  if (!page) {
    console.info(`seo.json has no entry for page id ${pageId}; using the page's own title`);
    return fallback;
  }
  const s = page.basic_settings;
  return { ...fallback, title: s.tittle || fallback.title, description: s.description || fallback.description, keywords: s.keywords || fallback.keywords };
}

/** Title, description, keywords, canonical link, Open Graph and Twitter tags for one page. */
export function pageMeta(meta: PageMeta, settings: PublicSettings): MetaDescriptor[] {
  const url = new URL(meta.path, settings.publicBaseUrl).toString();
  const image = meta.image ? new URL(meta.image, settings.publicBaseUrl).toString() : undefined;
  const tags: MetaDescriptor[] = [
    { title: meta.title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: "Vetan" },
    { property: "og:type", content: meta.type ?? "website" },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: meta.title },
    { name: "twitter:description", content: meta.description },
  ];
  if (meta.keywords) tags.push({ name: "keywords", content: meta.keywords });
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  return tags;
}
