// Adding a designation (POST /api/v1/designations): from the designations list, and from beside the
// designation choice of an employee's form, which then chooses it.
import { type DesignationView, DesignationInputSchema } from "@vetan/shared/people";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { FormDialog } from "../../components/form-dialog.tsx";
import { firmApi } from "../../lib/api.ts";

export function DesignationDialog({ onClose, onAdded }: { onClose(): void; onAdded?(designation: DesignationView): void }) {
  const { values, errors, submit, field } = useConsoleForm("designation-new", { name: "" }, firmApi);
  async function save() {
    const saved = await submit<DesignationView>(DesignationInputSchema, values, "/designations", "POST", `Designation added: ${values.name}`);
    if (saved.ok) onAdded?.(saved.data);
    return saved.ok;
  }
  return (
    <FormDialog title="New designation" submitLabel="Add designation" onSubmit={save} onClose={onClose} formError={errors._}>
      <Field {...field("name")} label="Designation" autoComplete="off" hint="As letters and payslips show it: Senior Accountant, Machine Operator…" />
    </FormDialog>
  );
}
