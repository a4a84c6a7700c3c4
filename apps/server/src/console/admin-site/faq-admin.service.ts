// FAQ items as the console keeps them. The public side (../faq/faq.service.ts) reads the same rows in
// `position` order, so the order set here is the order /faq and GetFaqSuperadmin show.
import type { AdminFaq, FaqInput } from "@vetan/shared/admin-site";
import { asc, eq } from "drizzle-orm";
import { faqs } from "../../db/schema.ts";
import type { Db } from "../../platform/db/client.ts";
import type { Recorder } from "../admin/audit.ts";
import { changesOf, locked, nextPosition, removeOf, reorderOf, toIso } from "./site-writes.ts";

type Row = typeof faqs.$inferSelect;

const present = (r: Row): AdminFaq => ({ id: r.id, question: r.question, answer: r.answer, position: r.position, updated_at: toIso(r.updatedAt) });

const MISSING = "That FAQ item does not exist (it may have been deleted).";

export function createFaqAdmin(db: Db) {
  const list = async (tx: Pick<Db, "select"> = db) => (await tx.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.id))).map(present);
  return {
    list: () => list(),

    create: (input: FaqInput, record: Recorder) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(faqs)
          .values({ ...input, position: await nextPosition(tx, faqs) })
          .returning();
        await record({ action: "faq.create", detail: { id: row!.id, question: row!.question } }, tx);
        return present(row!);
      }),

    update: (id: number, input: FaqInput, record: Recorder) =>
      db.transaction(async (tx) => {
        const before = await locked(tx, faqs, id, MISSING);
        const [row] = await tx
          .update(faqs)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(faqs.id, id))
          .returning();
        const changes = changesOf({ question: before.question, answer: before.answer }, input);
        await record({ action: "faq.update", detail: { id, question: row!.question, changes } }, tx);
        return present(row!);
      }),

    remove: removeOf(db, faqs, { missing: MISSING, action: "faq.delete", detail: (r) => ({ question: r.question }) }),

    reorder: reorderOf(db, { table: faqs, list, nameOf: (r) => r.question, action: "faq.reorder", what: "FAQ item" }),
  };
}
export type FaqAdmin = ReturnType<typeof createFaqAdmin>;
