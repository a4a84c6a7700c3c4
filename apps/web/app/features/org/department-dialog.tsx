// Adding or editing a department (POST /api/v1/departments, PATCH /api/v1/departments/:id;
// DepartmentInputSchema): its name, and the workspace it belongs to, or none for a firm-wide department.
import { DepartmentInputSchema, type DepartmentView, type WorkspaceView } from "@vetan/shared/people";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { FormDialog } from "../../components/form-dialog.tsx";
import { firmApi } from "../../lib/api.ts";
import { choicesOf } from "./org-lists.ts";

interface Props {
  department: DepartmentView | null;
  workspaces: WorkspaceView[];
  onClose(): void;
}

export function DepartmentDialog({ department, workspaces, onClose }: Props) {
  const { values, errors, submit, field } = useConsoleForm(
    department ? `department-${department.id}` : "department-new",
    { name: department?.name ?? "", workspace_id: department?.workspace?.id ?? "" },
    firmApi,
  );
  async function save() {
    const saved = department
      ? await submit(DepartmentInputSchema, values, `/departments/${department.id}`, "PATCH", `${values.name} saved`)
      : await submit(DepartmentInputSchema, values, "/departments", "POST", `${values.name} added`);
    return saved.ok;
  }
  return (
    <FormDialog title={department ? `Edit ${department.name}` : "New department"} submitLabel={department ? "Save department" : "Add department"} onSubmit={save} onClose={onClose} formError={errors._}>
      <Field {...field("name")} label="Name" autoComplete="off" hint="Accounts, Dyeing, Sales…" />
      <Field
        {...field("workspace_id")}
        label="Workspace"
        control="select"
        options={choicesOf(workspaces)}
        placeholder="Firm-wide (every workspace)"
        hint="A department of one workspace is offered only to people there."
      />
    </FormDialog>
  );
}
