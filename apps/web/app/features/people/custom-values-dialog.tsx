// Filling in a person's values of the firm's own fields (PUT /api/v1/people/:id/custom): one control per
// live field, fitting its kind, checked by the shared customValuesSchema before sending; the server's
// messages come back keyed by each field's key and land beside it. A blank control clears the value.
import type { CustomFieldView, EmployeeProfile } from "@vetan/shared/people";
import { useState } from "react";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { FormDialog } from "../../components/form-dialog.tsx";
import { firmApi } from "../../lib/api.ts";
import { useToast } from "../../lib/feedback.tsx";
import { changedCustomValues, customText, customValuesBody, YES_NO_CHOICES } from "./custom-values.ts";

interface Props {
  profile: EmployeeProfile;
  /** The firm's fields (GET /api/v1/custom-fields); archived ones are left out. */
  fields: CustomFieldView[];
  onClose(): void;
}

export function CustomValuesDialog({ profile, fields, onClose }: Props) {
  const [live] = useState(() => fields.filter((f) => !f.archived));
  const [initial] = useState(() => Object.fromEntries(live.map((f) => [f.key, customText(profile.custom.find((c) => c.key === f.key)?.value ?? null)])));
  const { values, errors, submit, field } = useConsoleForm(`custom-${profile.id}`, initial, firmApi);
  const toast = useToast();

  async function save() {
    const changed = changedCustomValues(live, values, initial);
    if (Object.keys(changed).length === 0) {
      toast("Nothing has changed.");
      return true;
    }
    return (await submit(customValuesBody(live), { values: changed }, `/people/${encodeURIComponent(profile.id)}/custom`, "PUT", "Saved")).ok;
  }

  return (
    <FormDialog title={`More about ${profile.name}`} submitLabel="Save" onSubmit={save} onClose={onClose} formError={errors._}>
      <p className="form-dialog__note">Your firm's own fields. Leave one blank to clear it.</p>
      <div className="acc-grid">
        {live.map((f) => {
          const common = { ...field(f.key), label: f.label, hint: hintOf(f), aside: f.required ? <span className="custom-required">Required</span> : undefined };
          switch (f.kind) {
            case "choice":
              return <Field key={f.key} {...common} control="select" options={f.choices} placeholder="Not given" />;
            case "yes_no":
              return <Field key={f.key} {...common} control="select" options={YES_NO_CHOICES} placeholder="Not given" />;
            case "date":
              return <Field key={f.key} {...common} type="date" />;
            case "number":
              return <Field key={f.key} {...common} inputMode="decimal" autoComplete="off" />;
            default:
              return <Field key={f.key} {...common} maxLength={200} autoComplete="off" />;
          }
        })}
      </div>
    </FormDialog>
  );
}

const hintOf = (f: CustomFieldView) => (f.private ? "Private: seen by the person, their HR and admins." : undefined);
