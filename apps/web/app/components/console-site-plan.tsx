// Adding or editing a subscription plan: name, description, price per month in rupees (stored in paise),
// the 'New' ribbon, and its features edited inline (name and description, in order). The features are
// sent with the plan and replace its old list as a whole.
import { type AdminPlan, PLAN_LIMITS, PLAN_TIERS, PlanInputSchema, paiseToRupees, RUPEES_PATTERN, rupeesToPaise } from "@vetan/shared/admin-site";
import { formatRupeesWhole } from "@vetan/shared/money";
import { useState } from "react";
import { Field, FieldFrame, fieldAria } from "./accounts-field.tsx";
import { useConsoleForm } from "./console-form.ts";
import { at, Checkbox, RowInput, RowLabel, Rows, rowKey, SiteForm } from "./console-site-form.tsx";

interface FeatureRow {
  key: number;
  name: string;
  description: string;
}

/** How /Pricing will show the typed price, once it is one. */
function priceHint(typed: string): string {
  const value = typed.trim();
  const shown = RUPEES_PATTERN.test(value) ? ` /Pricing shows ${formatRupeesWhole(rupeesToPaise(value))} per month.` : "";
  return `Rupees per month before GST, like 4999 or 4999.50.${shown}`;
}

export function PlanEditor({ plan, onDone }: { plan: AdminPlan | null; onDone(): void }) {
  const id = plan ? `plan-${plan.id}` : "plan-new";
  const { values, setValues, errors, submit, clear, field } = useConsoleForm(id, {
    name: plan?.name ?? "",
    description: plan?.description ?? "",
    price_rupees: plan ? paiseToRupees(plan.price_paise) : "",
    is_new: plan?.is_new ?? false,
    tier: plan?.tier ?? "basic",
    included_employees: plan ? String(plan.included_employees) : "",
    extra_employee_rupees: plan?.extra_employee_paise != null ? paiseToRupees(plan.extra_employee_paise) : "",
  });
  const [features, setFeatures] = useState<FeatureRow[]>(() => (plan?.features ?? []).map((f) => ({ key: rowKey(), name: f.name, description: f.description })));
  const save = async () => {
    const input = { ...values, features: features.map(({ name, description }) => ({ name, description })) };
    const saved = plan
      ? await submit(PlanInputSchema, input, `/plans/${plan.id}`, "PUT", "Plan saved")
      : await submit(PlanInputSchema, input, "/plans", "POST", "Plan added");
    if (saved.ok) onDone();
    return saved.ok;
  };

  return (
    <SiteForm label={plan ? `Edit plan ${plan.name}` : "New plan"} submitLabel={plan ? "Save plan" : "Add plan"} onSubmit={save} onCancel={onDone} formError={errors._}>
      <div className="site-grid">
        <Field {...field("name")} label="Plan name" autoComplete="off" />
        <Field {...field("price_rupees")} label="Price per month (₹)" autoComplete="off" hint={priceHint(values.price_rupees)} />
        <Field {...field("included_employees")} label="Employees included" inputMode="numeric" autoComplete="off" hint="How many active employees the price covers." />
        <Field
          {...field("extra_employee_rupees")}
          label="Each extra employee a month (₹)"
          autoComplete="off"
          hint="Rupees before GST for each active employee beyond those included; empty when the plan takes none."
        />
        <FieldFrame id={`${id}-tier`} label="Features follow" error={errors.tier} hint="Which column of the Distribution of Plans decides what firms on this plan can use.">
          <select
            id={`${id}-tier`}
            value={values.tier}
            {...fieldAria(`${id}-tier`, errors.tier, true)}
            onChange={(e) => setValues((v) => ({ ...v, tier: e.target.value as typeof v.tier }))}
          >
            {PLAN_TIERS.map(([tier, label]) => (
              <option key={tier} value={tier}>
                The {label} column
              </option>
            ))}
          </select>
        </FieldFrame>
        <Field {...field("description")} label="Description" control="textarea" rows={3} wide />
      </div>
      <Checkbox
        id={`${id}-new`}
        label={
          <>
            Show the <strong>New</strong> ribbon on this plan's card
          </>
        }
        checked={values.is_new}
        onChange={(is_new) => setValues((v) => ({ ...v, is_new }))}
      />
      <Rows
        legend="Features"
        what="feature"
        path="features"
        rows={features}
        max={PLAN_LIMITS.features}
        errors={errors}
        onChange={setFeatures}
        blank={() => ({ key: rowKey(), name: "", description: "" })}
        nameOf={(f, i) => f.name || `feature ${i + 1}`}
        hint="Listed on the plan's card in this order."
        render={(f, i, set) => (
          <>
            <RowInput
              id={`${id}-f${f.key}-name`}
              label={<RowLabel row={`Feature ${i + 1}`} field="Name" />}
              value={f.name}
              maxLength={PLAN_LIMITS.featureName}
              error={at(errors, "features", i, "name")}
              onChange={(name) => {
                set({ ...f, name });
                clear(`features.${i}.name`);
              }}
            />
            <RowInput
              id={`${id}-f${f.key}-desc`}
              label={<RowLabel row={`Feature ${i + 1}`} field="Description (optional)" />}
              value={f.description}
              maxLength={PLAN_LIMITS.featureDescription}
              error={at(errors, "features", i, "description")}
              onChange={(description) => {
                set({ ...f, description });
                clear(`features.${i}.description`);
              }}
            />
          </>
        )}
      />
    </SiteForm>
  );
}
