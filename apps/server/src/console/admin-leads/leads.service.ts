// Talk to Us requests as the superadmin works them: search, status and notes. Leads are platform data (no
// firm owns them), so these queries run on the plain connection like the contact form's insert.
import type { Lead, LeadFilter, LeadPage, LeadStatus, LeadUpdate } from "@vetan/shared/admin-leads";
import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { contactRequests } from "../../db/schema.ts";
import type { Db } from "../../platform/db/client.ts";
import type { Recorder } from "../admin/audit.ts";
import { likePattern } from "../../platform/db/like.ts";

/** The export is built in memory; past this many rows it keeps the newest. */
export const LEADS_EXPORT_MAX = 50_000;

type Row = typeof contactRequests.$inferSelect;

const present = (r: Row): Lead => ({
  id: r.id,
  name: r.name,
  email: r.email,
  mobile: r.mobile,
  firm_name: r.firmName,
  firm_type: r.firmType,
  firm_age: r.firmAge,
  firm_gst: r.firmGst,
  firm_location: r.firmLocation,
  firm_mobile: r.firmMobile,
  firm_size: r.firmSize,
  status: r.status,
  notes: r.notes,
  created_at: r.createdAt.toISOString(),
});

function matching({ q, status }: LeadFilter): SQL | undefined {
  const t = contactRequests;
  const pattern = q ? likePattern(q) : null;
  return and(
    status ? eq(t.status, status) : undefined,
    pattern ? or(ilike(t.name, pattern), ilike(t.email, pattern), ilike(t.mobile, pattern), ilike(t.firmName, pattern), ilike(t.firmLocation, pattern)) : undefined,
  );
}

const NEWEST_FIRST = [desc(contactRequests.createdAt), desc(contactRequests.id)];

/** What a change did, for the audit log: only the fields that moved, each from → to. */
interface LeadChange {
  status?: { from: LeadStatus; to: LeadStatus };
  notes?: { from: string; to: string };
}

export function createLeadsService(db: Db) {
  return {
    async list(filter: LeadFilter, { limit, offset }: { limit: number; offset: number }): Promise<LeadPage> {
      const where = matching(filter);
      const rows = await db
        .select()
        .from(contactRequests)
        .where(where)
        .orderBy(...NEWEST_FIRST)
        .limit(limit)
        .offset(offset);
      return { total: await db.$count(contactRequests, where), data: rows.map(present) };
    },

    async exportRows(filter: LeadFilter): Promise<Lead[]> {
      const rows = await db
        .select()
        .from(contactRequests)
        .where(matching(filter))
        .orderBy(...NEWEST_FIRST)
        .limit(LEADS_EXPORT_MAX);
      return rows.map(present);
    },

    async get(id: number): Promise<Lead | null> {
      const [row] = await db.select().from(contactRequests).where(eq(contactRequests.id, id)).limit(1);
      return row ? present(row) : null;
    },

    /**
     * Applies the update in one transaction with its audit entry ("lead.update", the fields that moved), so a
     * change is never without its entry. A request that changes nothing writes nothing. Null when the lead
     * does not exist.
     */
    async update(id: number, input: LeadUpdate, record: Recorder): Promise<Lead | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(contactRequests).where(eq(contactRequests.id, id)).for("update");
        if (!current) return null;
        const change: LeadChange = {};
        if (input.status !== undefined && input.status !== current.status) change.status = { from: current.status, to: input.status };
        if (input.notes !== undefined && input.notes !== current.notes) change.notes = { from: current.notes, to: input.notes };
        if (!change.status && !change.notes) return present(current);
        const [updated] = await tx
          .update(contactRequests)
          .set({ ...(change.status ? { status: change.status.to } : {}), ...(change.notes ? { notes: change.notes.to } : {}) })
          .where(eq(contactRequests.id, id))
          .returning();
        await record({ action: "lead.update", detail: { lead_id: id, ...change } }, tx);
        return updated ? present(updated) : null;
      });
    },
  };
}
export type LeadsService = ReturnType<typeof createLeadsService>;
