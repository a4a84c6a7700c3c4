// Head tags for the static pages (About, the policies, the landing pages). Their loaders build the tags on
// the server, where the search-engine settings and the public base URL are at hand, and the route's `meta`
// export returns them as they are.
import type { MetaDescriptor } from "react-router";
import type { WebContext } from "./load-context.ts";
import { fromSeoSettings, type PageMeta, pageMeta } from "./seo-meta.ts";

export interface StaticHead {
  /** The page's own title and description; the settings file overrides them when it has `seoPageId`. */
  meta: PageMeta;
  seoPageId?: number;
  /** Structured data for search engines, emitted as application/ld+json. */
  jsonLd?: Record<string, unknown>;
}

export async function staticPageHead({ services, settings }: WebContext, head: StaticHead): Promise<MetaDescriptor[]> {
  const meta = head.seoPageId === undefined ? head.meta : fromSeoSettings(await services.seo.listPages(), head.seoPageId, head.meta);
  const tags = pageMeta(meta, settings);
  if (head.jsonLd) tags.push({ "script:ld+json": head.jsonLd });
  return tags;
}

/** The `meta` export of a page whose loader returned `head`. */
export function headFromLoader({ loaderData }: { loaderData?: { head: MetaDescriptor[] } | undefined }): MetaDescriptor[] {
  return loaderData?.head ?? [];
}
