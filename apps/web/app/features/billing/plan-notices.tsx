// What the firm's plan says on every screen (decision 031): the offer to upgrade in place of a screen the plan
// lacks, and a line over the screens while a trial runs, after it ends without a choice, or while a
// cancellation waits. Admins get the link to the billing page; everyone else is told to ask them.
import { featureLabel, type FeatureKey, isFeatureKey, moduleLabel, type PlanStanding } from "@vetan/shared/plans";
import type { ModuleKey } from "@vetan/shared/modules";
import { Link } from "react-router";
import { BILLING_PATH } from "../../content/app-nav.ts";
import { formatDay } from "../../lib/dashboard-format.ts";

const nameOf = (key: string) => (isFeatureKey(key) ? featureLabel(key as FeatureKey) : moduleLabel(key as ModuleKey));

export function UpgradePanel({ lacks, plan, isAdmin }: { lacks: { key: string; upgradeTo: string | null }; plan: PlanStanding; isAdmin: boolean }) {
  const what = nameOf(lacks.key);
  const ended = plan.status === "cancelled";
  return (
    <section className="upgrade-panel" aria-labelledby="upgrade-title">
      <p className="dash-eyebrow">{ended ? "Plan ended" : `Not in ${plan.plan_name}`}</p>
      <h1 id="upgrade-title">{ended ? "Your firm's plan has ended" : `${what} comes with ${lacks.upgradeTo ?? "another plan"}`}</h1>
      <p>
        {ended
          ? `The plan was cancelled and ended on ${formatDay(plan.cancel_at ?? "")}. Your firm's data is kept; choose a plan to open this screen again.`
          : `Your firm is on the ${plan.plan_name} plan, which does not include ${what}. ${lacks.upgradeTo ? `The ${lacks.upgradeTo} plan does.` : ""}`}
      </p>
      {isAdmin ? (
        <Link className="button" to={BILLING_PATH}>
          {ended ? "Choose a plan" : `See plans and upgrade`}
        </Link>
      ) : (
        <p className="dash-muted">Ask your firm's admin to change the plan on the billing page.</p>
      )}
    </section>
  );
}

/** A line over every screen while the plan needs a word: a trial, its end, or a cancellation to come. */
export function PlanBanner({ plan, isAdmin }: { plan: PlanStanding; isAdmin: boolean }) {
  let text: string | null = null;
  if (plan.status === "trial" && plan.trial_ends_at) text = `Your firm is on a free ${plan.plan_name} trial until ${formatDay(plan.trial_ends_at)}.`;
  else if (plan.status === "trial_ended" && plan.trial_ends_at)
    text = `Your free trial ended on ${formatDay(plan.trial_ends_at)} without a choice, so your firm is on ${plan.plan_name}. Screens of larger plans are marked.`;
  else if (plan.status === "cancelling" && plan.cancel_at) text = `Your firm's plan is cancelled: it stays until ${formatDay(plan.cancel_at)}.`;
  else if (plan.status === "cancelled") text = "Your firm's plan has ended. Its data is kept.";
  if (!text) return null;
  const warn = plan.status === "trial_ended" || plan.status === "cancelled" || plan.status === "cancelling";
  return (
    <p className={`plan-banner${warn ? " plan-banner--warn" : ""}`}>
      <span>{text}</span>
      {isAdmin ? (
        <Link to={BILLING_PATH}>{plan.status === "trial" ? "Choose a plan" : "Plan and billing"}</Link>
      ) : (
        <span className="dash-muted">Your admin can change the plan.</span>
      )}
    </p>
  );
}
