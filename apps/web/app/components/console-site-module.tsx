// Adding or editing a plan module (the Distribution of Plans on /Pricing): its name and its submodules,
// each with the plan tiers that include it (Basic, Premium, Enterprise), edited inline and saved as a whole.
import { type AdminModule, MODULE_LIMITS, ModuleInputSchema, PLAN_TIERS } from "@vetan/shared/admin-site";
import { useState } from "react";
import { Field } from "./accounts-field.tsx";
import { useConsoleForm } from "./console-form.ts";
import { at, Checkbox, RowInput, RowLabel, Rows, rowKey, SiteForm } from "./console-site-form.tsx";

interface SubRow {
  key: number;
  name: string;
  /** The product feature the row decides (kept as it came; a new row decides none). */
  feature_key: string | null;
  basic: boolean;
  premium: boolean;
  enterprise: boolean;
}

export function ModuleEditor({ module, onDone }: { module: AdminModule | null; onDone(): void }) {
  const [subs, setSubs] = useState<SubRow[]>(() =>
    (module?.submodules ?? [{ name: "", feature_key: null, basic: false, premium: false, enterprise: true }]).map(({ name, feature_key, basic, premium, enterprise }) => ({
      key: rowKey(),
      name,
      feature_key,
      basic,
      premium,
      enterprise,
    })),
  );
  const id = module ? `module-${module.id}` : "module-new";
  const { values, errors, submit, clear, field } = useConsoleForm(id, { name: module?.name ?? "" });

  const save = async () => {
    const input = { name: values.name, submodules: subs.map(({ key: _key, ...s }) => s) };
    const saved = module
      ? await submit(ModuleInputSchema, input, `/modules/${module.id}`, "PUT", "Module saved")
      : await submit(ModuleInputSchema, input, "/modules", "POST", "Module added");
    if (saved.ok) onDone();
    return saved.ok;
  };

  return (
    <SiteForm label={module ? `Edit module ${module.name}` : "New plan module"} submitLabel={module ? "Save module" : "Add module"} onSubmit={save} onCancel={onDone} formError={errors._}>
      <Field {...field("name")} label="Module name" autoComplete="off" />
      <Rows
        legend="Submodules"
        what="submodule"
        path="submodules"
        rows={subs}
        max={MODULE_LIMITS.submodules}
        errors={errors}
        onChange={(rows) => {
          setSubs(rows);
          clear("submodules");
        }}
        blank={() => ({ key: rowKey(), name: "", feature_key: null, basic: false, premium: false, enterprise: true })}
        nameOf={(s, i) => s.name || `submodule ${i + 1}`}
        hint="Tick the plans that include each submodule; /Pricing shows a green tick for them and a red cross for the rest."
        render={(s, i, set) => (
          <>
            <RowInput
              id={`${id}-s${s.key}-name`}
              label={<RowLabel row={`Submodule ${i + 1}`} field="Name" />}
              value={s.name}
              maxLength={MODULE_LIMITS.submoduleName}
              error={at(errors, "submodules", i, "name")}
              onChange={(value) => {
                set({ ...s, name: value });
                clear(`submodules.${i}.name`);
              }}
            />
            <fieldset className="site-tiers">
              <legend className="visually-hidden">Plans that include submodule {i + 1}</legend>
              {PLAN_TIERS.map(([tier, label]) => (
                <Checkbox key={tier} id={`${id}-s${s.key}-${tier}`} label={label} checked={s[tier]} onChange={(checked) => set({ ...s, [tier]: checked })} />
              ))}
            </fieldset>
          </>
        )}
      />
    </SiteForm>
  );
}
