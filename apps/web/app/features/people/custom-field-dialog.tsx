// Adding or changing one of the firm's own fields (POST /api/v1/custom-fields, PATCH …/:id;
// CustomFieldInputSchema / CustomFieldUpdateSchema): its label, what kind of value it holds (fixed once the
// field exists: kept values would stop fitting), the choices of a "one of a list" field, whether it is
// required or private, and — for an existing field — whether it is archived.
import { CustomFieldInputSchema, type CustomFieldKind, CustomFieldUpdateSchema, type CustomFieldView } from "@vetan/shared/people";
import { useState } from "react";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { at, Checkbox, RowInput, RowLabel, Rows, rowKey } from "../../components/console-site-form.tsx";
import { FormDialog } from "../../components/form-dialog.tsx";
import { firmApi } from "../../lib/api.ts";
import { KIND_CHOICES } from "./custom-values.ts";

interface ChoiceRow {
  key: number;
  value: string;
}

type Flag = "required" | "private" | "archived";

export function CustomFieldDialog({ field: existing, onClose }: { field: CustomFieldView | null; onClose(): void }) {
  const idPrefix = existing ? `custom-field-${existing.id}` : "custom-field-new";
  const { values, setValues, errors, submit, clear, field } = useConsoleForm(
    idPrefix,
    {
      label: existing?.label ?? "",
      kind: existing?.kind ?? "text",
      required: existing?.required ?? false,
      private: existing?.private ?? false,
      archived: existing?.archived ?? false,
    },
    firmApi,
  );
  const [choices, setChoices] = useState<ChoiceRow[]>(() => (existing?.choices ?? []).map((value) => ({ key: rowKey(), value })));
  const setFlag = (name: Flag, on: boolean) => setValues((v) => ({ ...v, [name]: on }));

  async function save() {
    const input = {
      label: values.label,
      kind: values.kind as CustomFieldKind,
      choices: values.kind === "choice" ? choices.map((c) => c.value) : [],
      required: values.required,
      private: values.private,
    };
    const saved = existing
      ? await submit(CustomFieldUpdateSchema, { ...input, archived: values.archived }, `/custom-fields/${encodeURIComponent(existing.id)}`, "PATCH", `${input.label} saved`)
      : await submit(CustomFieldInputSchema, input, "/custom-fields", "POST", `${input.label} added`);
    return saved.ok;
  }

  return (
    <FormDialog title={existing ? `Edit ${existing.label}` : "New field"} submitLabel={existing ? "Save field" : "Add field"} onSubmit={save} onClose={onClose} formError={errors._}>
      <div className="acc-grid">
        <Field {...field("label")} label="Label" autoComplete="off" maxLength={60} hint="As people will read it on a profile: “T-shirt size”, “Blood group”." />
        <Field
          {...field("kind")}
          label="Kind of value"
          control="select"
          options={KIND_CHOICES}
          placeholder={null}
          readOnly={existing !== null}
          hint={existing ? "Fixed once the field exists. For another kind, add a new field." : undefined}
        />
      </div>
      {values.kind === "choice" && (
        <Rows
          legend="Choices"
          what="choice"
          path="choices"
          rows={choices}
          max={50}
          errors={errors}
          hint="At least two; each only once."
          onChange={(rows) => {
            setChoices(rows);
            clear(...Object.keys(errors).filter((k) => k === "choices" || k.startsWith("choices.")));
          }}
          blank={() => ({ key: rowKey(), value: "" })}
          nameOf={(row, i) => row.value || `choice ${i + 1}`}
          render={(row, i, set) => (
            <RowInput
              id={`${idPrefix}-choice-${row.key}`}
              label={<RowLabel row={`Choice ${i + 1}`} field="Choice" />}
              value={row.value}
              maxLength={60}
              error={at(errors, "choices", i)}
              onChange={(value) => set({ ...row, value })}
            />
          )}
        />
      )}
      <div className="custom-flags">
        <Checkbox id={`${idPrefix}-required`} label="Required: every profile must have it" checked={values.required} onChange={(on) => setFlag("required", on)} />
        <Checkbox id={`${idPrefix}-private`} label="Private: only the person, their HR and admins see it" checked={values.private} onChange={(on) => setFlag("private", on)} />
        {existing && (
          <Checkbox id={`${idPrefix}-archived`} label="Archived: hidden from profiles and forms; kept values stay on record" checked={values.archived} onChange={(on) => setFlag("archived", on)} />
        )}
      </div>
    </FormDialog>
  );
}
