// SEO page settings: the page ids of /seo.json (SPEC.md §3). The public side (../seo/seo.service.ts) keeps
// the contract's names (`tittle`); here they are plain. Which page reads which id is fixed in the web app
// (apps/web/app/lib/seo-meta.ts, SEO_PAGE); a new id shows in /seo.json at once but no page reads it
// until one is taught to.
import type { AdminSeoPage, SeoPageCreateInput, SeoPageInput } from "@vetan/shared/admin-site";
import { asc, eq } from "drizzle-orm";
import { seoPages } from "../../db/schema.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { AppError } from "../../platform/errors.ts";
import type { Recorder } from "../admin/audit.ts";
import { changesOf, toIso } from "./site-writes.ts";

type Row = typeof seoPages.$inferSelect;

const present = (r: Row): AdminSeoPage => ({
  page_id: r.pageId,
  path: r.path,
  title: r.title,
  description: r.description,
  keywords: r.keywords,
  updated_at: toIso(r.updatedAt),
});

const auditable = (r: Pick<Row, "path" | "title" | "description" | "keywords">) => ({ path: r.path, title: r.title, description: r.description, keywords: r.keywords });

async function locked(tx: Tx, pageId: number): Promise<Row> {
  const [row] = await tx.select().from(seoPages).where(eq(seoPages.pageId, pageId)).for("update");
  if (!row) throw AppError.notFound(`There are no settings for page id ${pageId} (they may have been deleted).`);
  return row;
}

export function createSeoAdmin(db: Db) {
  return {
    list: async () => (await db.select().from(seoPages).orderBy(asc(seoPages.pageId))).map(present),

    create: (input: SeoPageCreateInput, record: Recorder) =>
      db.transaction(async (tx) => {
        const { page_id: pageId, ...fields } = input;
        // Two editors adding the same id at once: the second finds the key taken, not a server error.
        const [row] = await tx
          .insert(seoPages)
          .values({ pageId, ...fields })
          .onConflictDoNothing()
          .returning();
        if (!row) {
          const message = `Page id ${pageId} already has settings; edit them instead`;
          throw AppError.badRequest(message, { page_id: message });
        }
        await record({ action: "seo.create", detail: { page_id: pageId, ...auditable(row) } }, tx);
        return present(row);
      }),

    update: (pageId: number, input: SeoPageInput, record: Recorder) =>
      db.transaction(async (tx) => {
        const before = await locked(tx, pageId);
        const [row] = await tx
          .update(seoPages)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(seoPages.pageId, pageId))
          .returning();
        await record({ action: "seo.update", detail: { page_id: pageId, path: row!.path, changes: changesOf(auditable(before), input) } }, tx);
        return present(row!);
      }),

    remove: (pageId: number, record: Recorder) =>
      db.transaction(async (tx) => {
        const before = await locked(tx, pageId);
        await tx.delete(seoPages).where(eq(seoPages.pageId, pageId));
        await record({ action: "seo.delete", detail: { page_id: pageId, path: before.path, title: before.title } }, tx);
      }),
  };
}
export type SeoAdmin = ReturnType<typeof createSeoAdmin>;
