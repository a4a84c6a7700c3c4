// FAQ items as the console keeps them. The public side (../faq/faq.service.ts) reads the same rows in
// `position` order, so the order set here is the order /faq and GetFaqSuperadmin show.
import type { AdminFaq, FaqInput } from "@vetan/shared/admin-site";
import { asc, eq } from "drizzle-orm";
import { faqs } from "../../db/schema.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { AppError } from "../../platform/errors.ts";
import { changesOf, nextPosition, orderChange, type Recorder, reorder, toIso } from "./site-writes.ts";

type Row = typeof faqs.$inferSelect;

const present = (r: Row): AdminFaq => ({ id: r.id, question: r.question, answer: r.answer, position: r.position, updated_at: toIso(r.updatedAt) });

async function locked(tx: Tx, id: number): Promise<Row> {
  const [row] = await tx.select().from(faqs).where(eq(faqs.id, id)).for("update");
  if (!row) throw AppError.notFound("That FAQ item does not exist (it may have been deleted).");
  return row;
}

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
        const before = await locked(tx, id);
        const [row] = await tx
          .update(faqs)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(faqs.id, id))
          .returning();
        const changes = changesOf({ question: before.question, answer: before.answer }, input);
        await record({ action: "faq.update", detail: { id, question: row!.question, changes } }, tx);
        return present(row!);
      }),

    remove: (id: number, record: Recorder) =>
      db.transaction(async (tx) => {
        const before = await locked(tx, id);
        await tx.delete(faqs).where(eq(faqs.id, id));
        await record({ action: "faq.delete", detail: { id, question: before.question } }, tx);
      }),

    reorder: (ids: number[], record: Recorder) =>
      db.transaction(async (tx) => {
        const before = await list(tx);
        await reorder(tx, faqs, ids, "FAQ item");
        const now = await list(tx);
        const changes = orderChange(
          before.map((r) => r.question),
          now.map((r) => r.question),
        );
        await record({ action: "faq.reorder", detail: { changes } }, tx);
        return now;
      }),
  };
}
export type FaqAdmin = ReturnType<typeof createFaqAdmin>;
