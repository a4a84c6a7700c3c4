// The firm's plan as its admin keeps it (decision 031): what it is on, when the trial ends, this month's
// charge worked out from the firm's active employees, and choosing, cancelling or keeping a plan. Each change
// and its audit entry commit together, and then every server drops the firm's entitlements at once.
import {
  type BillingPlan,
  type BillingView,
  monthCharge,
  nextMonthStart,
  type PlanTier,
  standingAt,
} from "@vetan/shared/plans";
import { and, asc, count, eq, ne } from "drizzle-orm";
import { employees, firms, plans } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { enterFirm, withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { PublicCache } from "../../platform/public-cache.ts";
import type { Clock, Entitlements } from "./entitlements.ts";

export interface BillingActor {
  firmId: string;
  userId: string | null;
  ip: string;
}

const day = (d: Date) => d.toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
const PLAN_GONE = "That plan does not exist (it may have been deleted). Reload and choose again.";

async function planRows(db: Pick<Db, "select">): Promise<BillingPlan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.position), asc(plans.id));
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    tier: p.tier,
    price_paise: p.pricePaise,
    included_employees: p.includedEmployees,
    extra_employee_paise: p.extraEmployeePaise,
  }));
}

/** The first plan of a tier, as the console orders them. */
const firstOfTier = (all: BillingPlan[], tier: PlanTier) => all.find((p) => p.tier === tier) ?? null;

export function createBilling(db: Db, cache: PublicCache, entitlements: Entitlements, clock: Clock = () => new Date()) {
  /** Locks the firm's row for a change; its plan fields as they are. */
  async function lockFirm(tx: Tx, firmId: string) {
    const [firm] = await tx
      .select({ planId: firms.planId, trialEndsAt: firms.trialEndsAt, cancelAt: firms.cancelAt })
      .from(firms)
      .where(eq(firms.id, firmId))
      .for("update");
    if (!firm) throw AppError.notFound("Firm not found.");
    return firm;
  }

  /** After a change commits: every server reads the firm's plan again (decision 029's broadcast). */
  const changed = <T>(result: T): T => {
    cache.invalidate("entitlements");
    return result;
  };

  return {
    async view(firmId: string): Promise<BillingView> {
      const now = clock();
      const all = await planRows(db);
      const [firm] = await db
        .select({ planId: firms.planId, tier: plans.tier, trialEndsAt: firms.trialEndsAt, cancelAt: firms.cancelAt })
        .from(firms)
        .leftJoin(plans, eq(plans.id, firms.planId))
        .where(eq(firms.id, firmId))
        .limit(1);
      if (!firm) throw AppError.notFound("Firm not found.");
      const [counted] = await withFirm(db, firmId, (tx) =>
        tx
          .select({ n: count() })
          .from(employees)
          .where(and(eq(employees.firmId, firmId), ne(employees.status, "exited"))),
      );
      const active = counted?.n ?? 0;
      const { status } = standingAt({ planTier: firm.tier, trialEndsAt: firm.trialEndsAt, cancelAt: firm.cancelAt }, now);
      const standing = await entitlements.standing(firmId);
      const periodEnds = firm.trialEndsAt && now < firm.trialEndsAt ? firm.trialEndsAt : nextMonthStart(now);
      const current = status === "trial_ended" || status === "none" ? firstOfTier(all, "basic") : (all.find((p) => p.id === firm.planId) ?? firstOfTier(all, "basic"));
      const zero = { base_paise: 0, extra_employees: 0, extras_paise: 0, subtotal_paise: 0, gst_paise: 0, total_paise: 0, over_limit: 0 };
      let charge: BillingView["charge"];
      if (status === "cancelled") {
        charge = { ...zero, charged: false, working: [`Your plan was cancelled and ended on ${day(firm.cancelAt!)}: nothing to pay this month.`] };
      } else if (!current) {
        charge = { ...zero, charged: false, working: ["No plan is on offer at the moment: nothing to pay."] };
      } else if (status === "trial") {
        const after = monthCharge(current, active);
        charge = {
          ...after,
          ...zero,
          charged: false,
          working: [`Your ${current.name} trial is free until ${day(firm.trialEndsAt!)}: nothing to pay this month.`, `After the trial, a month of ${current.name} would be:`, ...after.working],
        };
      } else {
        const month = monthCharge(current, active);
        const note = status === "trial_ended" ? [`Your trial ended on ${day(firm.trialEndsAt!)} without a choice, so your firm is on ${current.name}.`] : [];
        charge = { ...month, charged: true, working: [...note, ...month.working] };
      }
      return {
        standing,
        plan_id: firm.planId,
        active_employees: active,
        period_ends_at: periodEnds.toISOString(),
        charge,
        plans: all.map((p) => ({ ...p, month: monthCharge(p, active) })),
      };
    },

    /** Chooses a plan: the trial (if any) ends and the plan is paid from this month; a cancellation is undone. */
    async choose(actor: BillingActor, planId: number) {
      return changed(
        await db.transaction(async (tx) => {
          const firm = await lockFirm(tx, actor.firmId);
          const [plan] = await tx.select({ id: plans.id, name: plans.name, tier: plans.tier }).from(plans).where(eq(plans.id, planId)).for("share");
          if (!plan) throw AppError.badRequest(PLAN_GONE, { plan_id: PLAN_GONE });
          if (firm.planId === plan.id && !firm.trialEndsAt && !firm.cancelAt) return { plan_id: plan.id, plan_name: plan.name };
          const [before] = firm.planId === null ? [] : await tx.select({ name: plans.name }).from(plans).where(eq(plans.id, firm.planId));
          await tx.update(firms).set({ planId: plan.id, trialEndsAt: null, cancelAt: null }).where(eq(firms.id, actor.firmId));
          await enterFirm(tx, actor.firmId);
          await recordAudit(tx, actor, {
            action: "billing.plan",
            detail: {
              from: { plan_id: firm.planId, plan_name: before?.name ?? null, trial_ends_at: firm.trialEndsAt?.toISOString() ?? null },
              to: { plan_id: plan.id, plan_name: plan.name },
            },
          });
          return { plan_id: plan.id, plan_name: plan.name };
        }),
      );
    },

    /** Cancels at the end of the trial or the month; the plan stays until then and the cancellation can be undone. */
    async cancel(actor: BillingActor) {
      const now = clock();
      return changed(
        await db.transaction(async (tx) => {
          const firm = await lockFirm(tx, actor.firmId);
          if (firm.cancelAt) {
            const message = now >= firm.cancelAt ? "Your plan has already ended. Choose a plan to carry on." : `Your plan is already cancelled from ${day(firm.cancelAt)}.`;
            throw new AppError(409, "already_cancelled", message);
          }
          const cancelAt = firm.trialEndsAt && now < firm.trialEndsAt ? firm.trialEndsAt : nextMonthStart(now);
          await tx.update(firms).set({ cancelAt }).where(eq(firms.id, actor.firmId));
          await enterFirm(tx, actor.firmId);
          await recordAudit(tx, actor, { action: "billing.cancel", detail: { cancel_at: cancelAt.toISOString() } });
          return { cancel_at: cancelAt.toISOString() };
        }),
      );
    },

    /** Undoes a cancellation that has not yet taken effect. */
    async resume(actor: BillingActor) {
      const now = clock();
      return changed(
        await db.transaction(async (tx) => {
          const firm = await lockFirm(tx, actor.firmId);
          if (!firm.cancelAt) throw new AppError(409, "not_cancelled", "Your plan is not cancelled.");
          if (now >= firm.cancelAt) throw new AppError(409, "plan_ended", "Your plan has already ended. Choose a plan to carry on.");
          await tx.update(firms).set({ cancelAt: null }).where(eq(firms.id, actor.firmId));
          await enterFirm(tx, actor.firmId);
          await recordAudit(tx, actor, { action: "billing.resume", detail: { was_cancel_at: firm.cancelAt.toISOString() } });
          return { cancel_at: null };
        }),
      );
    },
  };
}
export type Billing = ReturnType<typeof createBilling>;

/** A new firm's plan: the trial plan and when its trial ends (registration and tests alike). */
export async function trialStart(tx: Pick<Db, "select">, now: Date, days: number, tier: PlanTier): Promise<{ planId: number | null; trialEndsAt: Date | null }> {
  const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.tier, tier)).orderBy(asc(plans.position), asc(plans.id)).limit(1);
  if (!plan) return { planId: null, trialEndsAt: null };
  return { planId: plan.id, trialEndsAt: new Date(now.getTime() + days * 86_400_000) };
}
