// A dated change of someone's job (POST /api/v1/people/:id/job-changes, JobChangeSchema): a transfer, a
// promotion or a new manager from a date. Only what changes is chosen; the rest stays as it is. The
// timeline then shows it.
import { indiaToday } from "@vetan/shared/dates";
import { JOB_CHANGE_KINDS, JOB_CHANGE_LABELS, JobChangeSchema, type EmployeeProfile, type Named } from "@vetan/shared/people";
import { useState } from "react";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { FormDialog } from "../../components/form-dialog.tsx";
import { firmApi } from "../../lib/api.ts";
import type { OrgLists } from "../org/org-lists.ts";
import { FieldGroup, PlaceFields } from "./person-fields.tsx";

const KIND_CHOICES = JOB_CHANGE_KINDS.map((k) => ({ value: k, label: JOB_CHANGE_LABELS[k] }));

export function JobChangeDialog({ profile, lists, onClose }: { profile: EmployeeProfile; lists: OrgLists; onClose(): void }) {
  const prefix = `job-${profile.id}`;
  const { values, errors, submit, clear, field } = useConsoleForm(
    prefix,
    { kind: "transfer", effective_from: indiaToday(), workspace_id: "", department_id: "", designation_id: "", grade: "", note: "" },
    firmApi,
  );
  const [manager, setManager] = useState<Named | null>(null);
  const save = async () =>
    (await submit(JobChangeSchema, { ...values, manager_id: manager?.id ?? "" }, `/people/${profile.id}/job-changes`, "POST", "Job change recorded")).ok;
  return (
    <FormDialog title={`Change ${profile.name}'s job`} submitLabel="Record change" onSubmit={save} onClose={onClose} formError={errors._}>
      <p className="form-dialog__note">
        Now: {[profile.designation, profile.department?.name, profile.workspace?.name].filter(Boolean).join(" · ") || "no job facts yet"}
        {profile.manager && `, reporting to ${profile.manager.name}`}.
      </p>
      <FieldGroup legend="The change">
        <Field {...field("kind")} label="Kind of change" control="select" options={KIND_CHOICES} placeholder={null} />
        <Field {...field("effective_from")} label="Effective from" type="date" />
      </FieldGroup>
      <FieldGroup legend="What changes">
        <PlaceFields
          idPrefix={prefix}
          field={field}
          lists={lists}
          workspaceId={values.workspace_id || (profile.workspace?.id ?? "")}
          manager={manager}
          onManager={(person) => {
            setManager(person);
            clear("manager_id", "kind");
          }}
          managerError={errors.manager_id}
          personId={profile.id}
          change
        />
        <Field {...field("note")} label="Note" control="textarea" rows={2} wide hint="Why, or the letter's reference. Optional." />
      </FieldGroup>
    </FormDialog>
  );
}
