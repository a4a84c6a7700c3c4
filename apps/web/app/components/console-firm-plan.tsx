// The firm's plan, as the superadmin sets it: one of the subscription plans, or No plan. Checked with the
// server's schema, saved with PUT /firms/:id/plan (audited), then the page reloads its data.
import { fieldErrors } from "@vetan/shared/fields";
import { FirmPlanSchema, NO_PLAN, type PlanChoice } from "@vetan/shared/admin-leads";
import { useEffect, useState } from "react";
import { useApiSave } from "./console-kit.tsx";

interface Props {
  firmId: string;
  firmName: string;
  planId: number | null;
  plans: PlanChoice[];
}

const asChoice = (planId: number | null) => (planId === null ? "" : String(planId));

export function ConsoleFirmPlan({ firmId, firmName, planId, plans }: Props) {
  const [choice, setChoice] = useState(asChoice(planId));
  const [error, setError] = useState("");
  const save = useApiSave();
  useEffect(() => setChoice(asChoice(planId)), [planId]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = FirmPlanSchema.safeParse({ plan_id: choice === "" ? null : Number(choice) });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).plan_id ?? "Choose a plan, or No plan");
      return;
    }
    setError("");
    const chosen = plans.find((p) => p.id === parsed.data.plan_id)?.name ?? NO_PLAN;
    const result = await save(`/firms/${encodeURIComponent(firmId)}/plan`, "PUT", parsed.data, `${firmName} is now on ${chosen}.`);
    if (!result.ok) setError(result.fields.plan_id ?? "");
  }

  return (
    <form className="firm-plan" noValidate onSubmit={submit}>
      <div className="firm-plan__field">
        <label htmlFor="firm-plan">Subscription plan</label>
        <select
          id="firm-plan"
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "firm-plan-error" : "firm-plan-hint"}
        >
          <option value="">{NO_PLAN}</option>
          {plans.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </select>
        {error ? (
          <p id="firm-plan-error" className="dash-error">
            {error}
          </p>
        ) : (
          <p id="firm-plan-hint" className="firm-plan__hint">
            The subscription this firm is on. Each change is kept in the audit log.
          </p>
        )}
      </div>
      <button type="submit" className="button button--small" disabled={choice === asChoice(planId)}>
        Save plan
      </button>
    </form>
  );
}
