// Editing a profile in place (PATCH /api/v1/people/:id, EmployeeUpdateSchema): the parts the viewer can see
// — basic, contact, employment terms, statutory and bank, family — and only what changed is sent. Job facts
// (workspace, department, designation, manager) change through a dated job change instead.
import { indiaToday } from "@vetan/shared/dates";
import { EmployeeUpdateSchema, FAMILY_RELATIONS, type EmployeeProfile } from "@vetan/shared/people";
import { useState } from "react";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { at, RowInput, RowLabel, RowSelect, Rows, rowKey } from "../../components/console-site-form.tsx";
import { FormDialog } from "../../components/form-dialog.tsx";
import { firmApi } from "../../lib/api.ts";
import { useToast } from "../../lib/feedback.tsx";
import { BasicFields, ContactFields, EMPLOYMENT_CHOICES, FieldGroup, StatutoryFields } from "./person-fields.tsx";
import { relationLabel } from "./profile-view.tsx";

const RELATION_CHOICES = FAMILY_RELATIONS.map((r) => ({ value: r, label: relationLabel(r) }));

interface FamilyRow {
  key: number;
  name: string;
  relation: string;
  date_of_birth: string;
  nominee_percent: string;
}

const familyInput = (rows: FamilyRow[]) =>
  rows.map((r) => ({ name: r.name, relation: r.relation, date_of_birth: r.date_of_birth, nominee_percent: r.nominee_percent.trim() === "" ? 0 : Number(r.nominee_percent) }));

/** The form's values from the profile: every part the viewer sees, as text. */
function valuesOf(p: EmployeeProfile) {
  const personal = p.personal;
  const job = p.employment;
  const own = p.private;
  return {
    name: p.name,
    work_email: p.work_email ?? "",
    gender: personal?.gender ?? "",
    date_of_birth: personal?.date_of_birth ?? "",
    mobile: personal?.mobile ?? "",
    personal_email: personal?.personal_email ?? "",
    address_current: personal?.address_current ?? "",
    address_permanent: personal?.address_permanent ?? "",
    emergency_name: personal?.emergency_name ?? "",
    emergency_relation: personal?.emergency_relation ?? "",
    emergency_mobile: personal?.emergency_mobile ?? "",
    employment_type: job?.employment_type ?? "permanent",
    probation_end: job?.probation_end ?? "",
    confirmation_date: job?.confirmation_date ?? "",
    pan: own?.pan ?? "",
    // Aadhaar only ever comes back masked: the box starts blank, and blank keeps what is on file.
    aadhaar: "",
    uan: own?.uan ?? "",
    esi_number: own?.esi_number ?? "",
    bank_account: own?.bank_account ?? "",
    bank_ifsc: own?.bank_ifsc ?? "",
    bank_name: own?.bank_name ?? "",
    pf_applicable: own?.pf_applicable ?? true,
    esi_applicable: own?.esi_applicable ?? false,
  };
}
type Values = ReturnType<typeof valuesOf>;

const PERSONAL: (keyof Values)[] = ["gender", "date_of_birth", "mobile", "personal_email", "address_current", "address_permanent", "emergency_name", "emergency_relation", "emergency_mobile"];
const EMPLOYMENT: (keyof Values)[] = ["employment_type", "probation_end", "confirmation_date"];
const PRIVATE: (keyof Values)[] = ["pan", "aadhaar", "uan", "esi_number", "bank_account", "bank_ifsc", "bank_name", "pf_applicable", "esi_applicable"];

export function ProfileEditDialog({ profile, onClose }: { profile: EmployeeProfile; onClose(): void }) {
  const toast = useToast();
  const [initial] = useState(() => valuesOf(profile));
  const [initialFamily] = useState<FamilyRow[]>(() =>
    (profile.private?.family ?? []).map((m) => ({ ...m, key: rowKey(), date_of_birth: m.date_of_birth ?? "", nominee_percent: m.nominee_percent ? String(m.nominee_percent) : "" })),
  );
  const [family, setFamily] = useState(initialFamily);
  const { values, setValues, errors, submit, clear, field } = useConsoleForm(`profile-${profile.id}`, initial, firmApi);

  async function save() {
    const shown: (keyof Values)[] = [
      "name",
      "work_email",
      ...(profile.personal ? PERSONAL : []),
      ...(profile.employment ? EMPLOYMENT : []),
      ...(profile.private ? PRIVATE : []),
    ];
    const changes: Record<string, unknown> = {};
    for (const key of shown) if (values[key] !== initial[key]) changes[key] = values[key];
    // A gender taken away is null (the schema has no "" gender).
    if (changes.gender === "") changes.gender = null;
    if (profile.private && JSON.stringify(familyInput(family)) !== JSON.stringify(familyInput(initialFamily))) changes.family = familyInput(family);
    if (Object.keys(changes).length === 0) {
      toast("Nothing has changed.");
      return true;
    }
    return (await submit(EmployeeUpdateSchema, changes, `/people/${profile.id}`, "PATCH", "Profile saved")).ok;
  }

  const setFlag = (name: "pf_applicable" | "esi_applicable", on: boolean) => setValues((v) => ({ ...v, [name]: on }));
  return (
    <FormDialog title={`Edit ${profile.name}`} submitLabel="Save profile" onSubmit={save} onClose={onClose} formError={errors._}>
      <FieldGroup legend="Basic">
        <BasicFields field={field} personal={profile.personal !== null} />
      </FieldGroup>
      {profile.employment && (
        <FieldGroup legend="Employment terms">
          <Field {...field("employment_type")} label="Employment type" control="select" options={EMPLOYMENT_CHOICES} placeholder={null} />
          <Field {...field("probation_end")} label="Probation ends" type="date" />
          <Field {...field("confirmation_date")} label="Confirmed on" type="date" max={indiaToday()} />
        </FieldGroup>
      )}
      {profile.personal && (
        <FieldGroup legend="Contact">
          <ContactFields field={field} />
        </FieldGroup>
      )}
      {profile.private && (
        <>
          <FieldGroup legend="Statutory and bank">
            <StatutoryFields idPrefix={`profile-${profile.id}`} field={field} flags={values} onFlag={setFlag} aadhaarOnFile={profile.private.aadhaar} />
          </FieldGroup>
          <Rows
            legend="Family and nominees"
            what="family member"
            path="family"
            rows={family}
            max={20}
            errors={errors}
            hint="Nominee shares are for PF and gratuity: leave them blank, or make them add up to 100%."
            onChange={(rows) => {
              setFamily(rows);
              clear(...Object.keys(errors).filter((k) => k === "family" || k.startsWith("family.")));
            }}
            blank={() => ({ key: rowKey(), name: "", relation: "spouse", date_of_birth: "", nominee_percent: "" })}
            nameOf={(row, i) => row.name || `family member ${i + 1}`}
            render={(row, i, set) => {
              const id = `family-${row.key}`;
              const rowName = `Family member ${i + 1}`;
              return (
                <>
                  <RowInput id={`${id}-name`} label={<RowLabel row={rowName} field="Name" />} value={row.name} error={at(errors, "family", i, "name")} onChange={(name) => set({ ...row, name })} />
                  <RowSelect
                    id={`${id}-relation`}
                    label={<RowLabel row={rowName} field="Relation" />}
                    value={row.relation}
                    options={RELATION_CHOICES}
                    error={at(errors, "family", i, "relation")}
                    onChange={(relation) => set({ ...row, relation })}
                  />
                  <RowInput
                    id={`${id}-dob`}
                    type="date"
                    label={<RowLabel row={rowName} field="Date of birth" />}
                    value={row.date_of_birth}
                    error={at(errors, "family", i, "date_of_birth")}
                    onChange={(date_of_birth) => set({ ...row, date_of_birth })}
                  />
                  <RowInput
                    id={`${id}-share`}
                    inputMode="numeric"
                    maxLength={3}
                    label={<RowLabel row={rowName} field="Nominee %" />}
                    value={row.nominee_percent}
                    error={at(errors, "family", i, "nominee_percent")}
                    onChange={(nominee_percent) => set({ ...row, nominee_percent })}
                  />
                </>
              );
            }}
          />
        </>
      )}
    </FormDialog>
  );
}
