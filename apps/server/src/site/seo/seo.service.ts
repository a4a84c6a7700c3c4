// Page metadata, served as the static-looking /seo.json of SPEC.md §3 (its field name `tittle` is kept as
// the contract spells it).
import { asc } from "drizzle-orm";
import { seoPages } from "../../db/schema.ts";
import type { Db } from "../../platform/db/client.ts";
import type { PublicCache } from "../../platform/public-cache.ts";
import type { SeoPage } from "@vetan/shared";

export type { SeoPage } from "@vetan/shared";

export function createSeoService(db: Db, cache: PublicCache) {
  async function listPages(): Promise<SeoPage[]> {
    const rows = await db.select().from(seoPages).orderBy(asc(seoPages.pageId));
    return rows.map((r) => ({
      page_id: r.pageId,
      path: r.path,
      basic_settings: { tittle: r.title, description: r.description, keywords: r.keywords },
    }));
  }
  return {
    listPages,
    cached: () =>
      cache.get("seo.json", ["seo"], async () => ({
        body: JSON.stringify({ status: "0", data: [{ pages: await listPages() }] }),
        contentType: "application/json; charset=utf-8",
      })),
  };
}
export type SeoService = ReturnType<typeof createSeoService>;
