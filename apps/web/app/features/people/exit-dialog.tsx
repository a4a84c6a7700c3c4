// Recording that someone is leaving (POST /api/v1/people/:id/exit, ExitSchema): the resignation date, the
// last working day and why. They are on notice until that day, then exited. Recorded again, it corrects
// the dates.
import { indiaToday } from "@vetan/shared/dates";
import { EXIT_REASON_LABELS, EXIT_REASONS, ExitSchema, type EmployeeProfile } from "@vetan/shared/people";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { FormDialog } from "../../components/form-dialog.tsx";
import { firmApi } from "../../lib/api.ts";

const REASON_CHOICES = EXIT_REASONS.map((r) => ({ value: r, label: EXIT_REASON_LABELS[r] }));

export function ExitDialog({ profile, onClose }: { profile: EmployeeProfile; onClose(): void }) {
  const job = profile.employment;
  const { values, errors, submit, field } = useConsoleForm(
    `exit-${profile.id}`,
    {
      resignation_date: job?.resignation_date ?? indiaToday(),
      last_working_day: job?.last_working_day ?? "",
      exit_reason: job?.exit_reason ?? "resigned",
      exit_note: "",
    },
    firmApi,
  );
  const save = async () => (await submit(ExitSchema, values, `/people/${profile.id}/exit`, "POST", `Exit recorded for ${profile.name}`)).ok;
  return (
    <FormDialog title={`Record ${profile.name}'s exit`} submitLabel="Record exit" onSubmit={save} onClose={onClose} formError={errors._}>
      <p className="form-dialog__note">They stay on the rolls, on notice, until the last working day; after it they show as exited.</p>
      <div className="acc-grid">
        <Field {...field("resignation_date")} label="Resignation date" type="date" />
        <Field {...field("last_working_day")} label="Last working day" type="date" />
        <Field {...field("exit_reason")} label="Reason" control="select" options={REASON_CHOICES} placeholder={null} />
        <Field {...field("exit_note")} label="Note" control="textarea" rows={2} wide hint="Optional; seen by HR and admins." />
      </div>
    </FormDialog>
  );
}
