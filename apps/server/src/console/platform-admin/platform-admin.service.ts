// The platform as its superadmin sees it: every firm and every account. These are platform queries, not
// tenant ones: where they touch employees they run as platform work (withPlatform), and they are reachable
// only behind requireSuperadmin or the S dashboard door. Never a firm's private employee data: names, sign-in
// access and masked mobiles of those who sign in, and head counts.
import { type ConsoleFirm, type FirmPlan, PLATFORM_PAGE, type PlanChoice } from "@vetan/shared/admin-leads";
import { type FirmMember, maskMobile, type Page, type PlatformUser } from "@vetan/shared";
import { and, asc, countDistinct, desc, eq, ilike, isNotNull, or, type SQL } from "drizzle-orm";
import { employees, firms, plans, users } from "../../db/schema.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { AppError } from "../../platform/errors.ts";
import { likePattern } from "../../platform/db/like.ts";
import { withPlatform } from "../../platform/db/tenancy.ts";

export interface PageRequest {
  limit: number;
  offset: number;
}

export { PLATFORM_PAGE };

function firmsMatching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const p = likePattern(q);
  return or(ilike(firms.name, p), ilike(firms.ownerName, p), ilike(firms.mobile, p), ilike(firms.email, p));
}

/** A firm's plan changed: from → to, as the audit log keeps it. */
export interface FirmPlanChange {
  firm_id: string;
  firm_name: string;
  from: { plan_id: number | null; plan_name: string | null };
  to: { plan_id: number | null; plan_name: string | null };
}

const PLAN_GONE = "That plan does not exist (it may have been deleted). Reload and choose again.";

export function createPlatformAdminService(db: Db) {
  return {
    /** Every firm, newest first, with its owner, plan and head count; `q` searches name, owner, mobile and email. */
    async firms({ limit, offset, q }: PageRequest & { q?: string }): Promise<Page<ConsoleFirm>> {
      const where = firmsMatching(q);
      const rows = await withPlatform(db, "the console counts each firm's employees", (tx) => tx
        .select({
          id: firms.id,
          name: firms.name,
          ownerName: firms.ownerName,
          mobile: firms.mobile,
          size: firms.size,
          firmType: firms.firmType,
          planId: firms.planId,
          planName: plans.name,
          members: countDistinct(employees.id),
          createdAt: firms.createdAt,
        })
        .from(firms)
        .leftJoin(employees, eq(employees.firmId, firms.id))
        .leftJoin(plans, eq(plans.id, firms.planId))
        .where(where)
        .groupBy(firms.id, plans.id)
        .orderBy(desc(firms.createdAt), firms.id)
        .limit(limit)
        .offset(offset));
      return {
        total: await db.$count(firms, where),
        data: rows.map((r) => ({
          id: r.id,
          firm_name: r.name,
          owner_name: r.ownerName,
          mobile: r.mobile,
          size: r.size,
          firm_type: r.firmType,
          members: r.members,
          plan_id: r.planId,
          plan_name: r.planName,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },

    /** The firm's plan, or null when there is no such firm. `firmId` must be a uuid. */
    async planOf(firmId: string): Promise<{ plan_id: number | null; plan_name: string | null } | null> {
      const [row] = await db
        .select({ planId: firms.planId, planName: plans.name })
        .from(firms)
        .leftJoin(plans, eq(plans.id, firms.planId))
        .where(eq(firms.id, firmId))
        .limit(1);
      return row ? { plan_id: row.planId, plan_name: row.planName } : null;
    },

    /** A firm's sign-ins (its employees with access), mobiles masked as in every platform list. */
    async membersOf(firmId: string): Promise<FirmMember[]> {
      const rows = await withPlatform(db, "the console lists a firm's sign-ins", (tx) =>
        tx
          .select()
          .from(employees)
          .where(and(eq(employees.firmId, firmId), isNotNull(employees.usType)))
          .orderBy(asc(employees.usType), asc(employees.name)),
      );
      return rows.map((m) => ({
        id: m.id,
        name: m.name,
        mobile: maskMobile(m.mobile ?? ""),
        us_type: m.usType ?? "E",
        joined: m.userId !== null,
        created_at: m.createdAt.toISOString(),
      }));
    },

    async planChoices(): Promise<PlanChoice[]> {
      return db.select({ id: plans.id, name: plans.name }).from(plans).orderBy(asc(plans.position), asc(plans.id));
    },

    /**
     * Sets (or clears) a firm's plan and records it in the same transaction. The chosen plan is locked
     * against deletion until the end, so it cannot vanish between the check and the write. Null when there
     * is no such firm; an unknown plan is refused as a field error. Setting the plan it already has writes
     * nothing.
     */
    async setPlan(firmId: string, { plan_id }: FirmPlan, record: (tx: Tx, change: FirmPlanChange) => Promise<void>) {
      return db.transaction(async (tx) => {
        const [firm] = await tx
          .select({ id: firms.id, name: firms.name, planId: firms.planId })
          .from(firms)
          .where(eq(firms.id, firmId))
          .for("update");
        if (!firm) return null;
        let planName: string | null = null;
        if (plan_id !== null) {
          const [plan] = await tx.select({ name: plans.name }).from(plans).where(eq(plans.id, plan_id)).for("share");
          if (!plan) throw AppError.badRequest(PLAN_GONE, { plan_id: PLAN_GONE });
          planName = plan.name;
        }
        const [before] = firm.planId === null ? [] : await tx.select({ name: plans.name }).from(plans).where(eq(plans.id, firm.planId));
        const from = { plan_id: firm.planId, plan_name: before?.name ?? null };
        const to = { plan_id, plan_name: planName };
        if (firm.planId !== plan_id) {
          // The superadmin's choice is the firm's plan from now: any trial or cancellation ends with it.
          await tx.update(firms).set({ planId: plan_id, trialEndsAt: null, cancelAt: null }).where(eq(firms.id, firmId));
          await record(tx, { firm_id: firm.id, firm_name: firm.name, from, to });
        }
        return to;
      });
    },

    async users({ limit, offset }: PageRequest): Promise<Page<PlatformUser>> {
      const rows = await withPlatform(db, "the console counts each account's firms", (tx) =>
        tx
          .select({ id: users.id, name: users.name, mobile: users.mobile, isSuperadmin: users.isSuperadmin, firms: countDistinct(employees.firmId), createdAt: users.createdAt })
          .from(users)
          .leftJoin(employees, eq(employees.userId, users.id))
          .groupBy(users.id)
          .orderBy(desc(users.createdAt), users.id)
          .limit(limit)
          .offset(offset),
      );
      return {
        total: await db.$count(users),
        data: rows.map((r) => ({
          id: r.id,
          name: r.name,
          mobile: maskMobile(r.mobile),
          is_superadmin: r.isSuperadmin,
          firms: r.firms,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type PlatformAdminService = ReturnType<typeof createPlatformAdminService>;
