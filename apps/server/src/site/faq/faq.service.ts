import { asc } from "drizzle-orm";
import { faqs } from "../../db/schema.ts";
import type { Db } from "../../platform/db/client.ts";
import type { PublicCache } from "../../platform/public-cache.ts";
import type { FaqItem } from "@vetan/shared";

export type { FaqItem } from "@vetan/shared";

export function createFaqService(db: Db, cache: PublicCache) {
  async function list(): Promise<FaqItem[]> {
    const rows = await db.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.id));
    return rows.map((r) => ({ pk_faq_id: r.id, question: r.question, answer: r.answer }));
  }
  return {
    list,
    cached: () =>
      cache.get("faq", ["faq"], async () => ({
        body: JSON.stringify({ status: "0", data: await list() }),
        contentType: "application/json; charset=utf-8",
      })),
  };
}
export type FaqService = ReturnType<typeof createFaqService>;
