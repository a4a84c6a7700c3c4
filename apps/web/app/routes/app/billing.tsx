// Settings: Plan and billing (/app/settings/billing, the firm's admins; decision 031). The firm's plan, its
// trial or cancellation, its active employees and this month's charge with the working in words (GST apart),
// then every plan with what a month of it would cost the firm, to choose one; cancelling (kept to the end of
// the trial or month) and undoing it. Each change is confirmed first and audited on the server.
import { type BillingView, TIER_LABEL } from "@vetan/shared/plans";
import { formatPaise } from "@vetan/shared/money";
import { useState } from "react";
import { ConsoleErrorBoundary, ConsoleFallback, useApiSave } from "../../components/console-kit.tsx";
import { ConsoleConfirm } from "../../components/console-confirm.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { firmApi } from "../../lib/api.ts";
import { count, formatDay } from "../../lib/dashboard-format.ts";
import "../../styles/billing.css";
import type { Route } from "./+types/billing.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return firmApi<BillingView>("/billing", { signal: request.signal });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Plan and billing | Settings | Vetan" }, { name: "robots", content: "noindex" }];

const STATUS: Record<BillingView["standing"]["status"], string> = {
  trial: "Free trial",
  active: "Active",
  trial_ended: "Trial ended",
  cancelling: "Cancelled, not yet ended",
  cancelled: "Ended",
  none: "No plan chosen",
};

type Pending = { kind: "plan"; id: number; name: string } | { kind: "cancel" } | { kind: "resume" };

export default function Billing({ loaderData: view }: Route.ComponentProps) {
  const save = useApiSave(firmApi);
  const [pending, setPending] = useState<Pending | null>(null);
  const { standing, charge } = view;
  const onTrial = standing.status === "trial";
  const cancellable = standing.status === "trial" || standing.status === "active";

  async function confirm() {
    const p = pending;
    setPending(null);
    if (!p) return;
    if (p.kind === "plan") await save("/billing/plan", "PUT", { plan_id: p.id }, `Your firm is now on ${p.name}.`);
    else if (p.kind === "cancel") await save("/billing/cancel", "POST", {}, "Your plan is cancelled. It stays until the end of this period.");
    else await save("/billing/resume", "POST", {}, "Your plan carries on.");
  }

  return (
    <>
      <DashboardHeading
        eyebrow="Settings"
        title="Plan and billing"
        lead="Your firm's plan, what it costs this month and why, and the plans you can move to. Prices are per month; GST is added at 18%."
      />
      <DashboardPanel id="now" title="This month">
        <dl className="billing-now">
          <div className="billing-figure">
            <dt>Plan</dt>
            <dd>{standing.plan_name}</dd>
          </div>
          <div className="billing-figure">
            <dt>Status</dt>
            <dd>
              {STATUS[standing.status]}
              {onTrial && standing.trial_ends_at && <span className="dash-muted"> to {formatDay(standing.trial_ends_at)}</span>}
              {standing.status === "cancelling" && standing.cancel_at && <span className="dash-muted"> until {formatDay(standing.cancel_at)}</span>}
            </dd>
          </div>
          <div className="billing-figure">
            <dt>Active employees</dt>
            <dd>{view.active_employees.toLocaleString("en-IN")}</dd>
          </div>
          <div className="billing-figure">
            <dt>This month's charge</dt>
            <dd>{formatPaise(charge.total_paise)}</dd>
          </div>
        </dl>
        {charge.charged && (
          <table className="billing-lines">
            <caption className="visually-hidden">This month's charge, line by line</caption>
            <tbody>
              <tr>
                <th scope="row">{standing.plan_name}, a month</th>
                <td>{formatPaise(charge.base_paise)}</td>
              </tr>
              <tr>
                <th scope="row">{count(charge.extra_employees, "extra employee")}</th>
                <td>{formatPaise(charge.extras_paise)}</td>
              </tr>
              <tr>
                <th scope="row">Before GST</th>
                <td>{formatPaise(charge.subtotal_paise)}</td>
              </tr>
              <tr>
                <th scope="row">GST at 18%</th>
                <td>{formatPaise(charge.gst_paise)}</td>
              </tr>
              <tr>
                <th scope="row">Total</th>
                <td>{formatPaise(charge.total_paise)}</td>
              </tr>
            </tbody>
          </table>
        )}
        <h3 className="visually-hidden">How it is worked out</h3>
        <ol className="billing-working">
          {charge.working.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
        {charge.over_limit > 0 && (
          <p className="plan-banner plan-banner--warn">
            {`Your firm has ${count(charge.over_limit, "employee")} more than ${standing.plan_name} includes. Choose a larger plan.`}
          </p>
        )}
        <div className="billing-actions">
          {cancellable && (
            <button type="button" className="button button--ghost" onClick={() => setPending({ kind: "cancel" })}>
              Cancel plan
            </button>
          )}
          {standing.status === "cancelling" && (
            <button type="button" className="button" onClick={() => setPending({ kind: "resume" })}>
              Keep my plan
            </button>
          )}
        </div>
      </DashboardPanel>

      <DashboardPanel id="plans" title="Plans">
        <ul className="billing-plans">
          {view.plans.map((p) => {
            const current = p.id === view.plan_id && (standing.status === "active" || standing.status === "trial" || standing.status === "cancelling");
            return (
              <li key={p.id} className={`billing-plan${current ? " billing-plan--current" : ""}`}>
                <h3>
                  {p.name}
                  {current && <span className="dash-muted">{onTrial ? " (your trial)" : " (your plan)"}</span>}
                </h3>
                <p>
                  <strong>{formatPaise(p.price_paise)}</strong> a month for up to {count(p.included_employees, "employee")}
                </p>
                <p className="dash-muted">
                  {p.extra_employee_paise === null ? "No employees beyond that." : `Each extra employee ${formatPaise(p.extra_employee_paise)} a month.`}{" "}
                  Features of the {TIER_LABEL[p.tier]} column.
                </p>
                <p>
                  For your {count(view.active_employees, "active employee")}: <strong>{formatPaise(p.month.total_paise)}</strong> a month with GST
                </p>
                {(!current || onTrial) && (
                  <button type="button" className="button button--small" onClick={() => setPending({ kind: "plan", id: p.id, name: p.name })}>
                    {current ? `Keep ${p.name} after the trial` : `Move to ${p.name}`}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </DashboardPanel>

      <ConsoleConfirm
        open={pending !== null}
        title={pending?.kind === "plan" ? `Move to ${pending.name}?` : pending?.kind === "cancel" ? "Cancel your plan?" : "Keep your plan?"}
        confirm={pending?.kind === "plan" ? `Move to ${pending.name}` : pending?.kind === "cancel" ? "Cancel plan" : "Keep my plan"}
        cancel="Go back"
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === "plan" && (
          <p>
            {onTrial ? "Your trial ends now and " : ""}
            {pending.name} is charged from this month. What it includes opens at once; screens it lacks are marked.
          </p>
        )}
        {pending?.kind === "cancel" && (
          <p>
            Your plan stays until {formatDay(onTrial && standing.trial_ends_at ? standing.trial_ends_at : view.period_ends_at)}. After that only sign-ins, the firm profile
            and this page stay open; your data is kept. You can undo this until then.
          </p>
        )}
        {pending?.kind === "resume" && <p>Your plan carries on as before and the cancellation is withdrawn.</p>}
      </ConsoleConfirm>
    </>
  );
}
