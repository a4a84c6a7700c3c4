// Adding an employee (POST /api/v1/people): basic details, the job, statutory and bank details, and contact,
// checked with the same shared schema the server uses (EmployeeCreateSchema), each message beside its field
// — the server's too (a code or mobile already in the firm). Family waits for the profile. Once added, the
// new profile opens.
import { indiaToday } from "@vetan/shared/dates";
import { EmployeeCreateSchema, type EmployeeProfile, type Named } from "@vetan/shared/people";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { useFormSubmit } from "../../components/console-site-form.tsx";
import { appPath } from "../../content/app-nav.ts";
import { firmApi } from "../../lib/api.ts";
import { DesignationDialog } from "../org/designation-dialog.tsx";
import type { OrgLists } from "../org/org-lists.ts";
import { BasicFields, ContactFields, EMPLOYMENT_CHOICES, FieldGroup, PlaceFields, StatutoryFields } from "./person-fields.tsx";

const BLANK = {
  code: "",
  name: "",
  gender: "",
  date_of_birth: "",
  mobile: "",
  work_email: "",
  joining_date: "",
  employment_type: "permanent",
  probation_end: "",
  workspace_id: "",
  department_id: "",
  designation_id: "",
  grade: "",
  pan: "",
  aadhaar: "",
  uan: "",
  esi_number: "",
  pf_applicable: true,
  esi_applicable: false,
  bank_account: "",
  bank_ifsc: "",
  bank_name: "",
  personal_email: "",
  address_current: "",
  address_permanent: "",
  emergency_name: "",
  emergency_relation: "",
  emergency_mobile: "",
};

export function EmployeeCreateForm({ lists, canAddDesignation }: { lists: OrgLists; canAddDesignation: boolean }) {
  const navigate = useNavigate();
  // A firm with one workspace has nothing to choose.
  const only = lists.workspaces.length === 1 ? (lists.workspaces[0]?.id ?? "") : "";
  const { values, setValues, errors, submit, clear, set, field } = useConsoleForm("employee", { ...BLANK, joining_date: indiaToday(), workspace_id: only }, firmApi);
  const [manager, setManager] = useState<Named | null>(null);
  const [addingDesignation, setAddingDesignation] = useState(false);

  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    // Blank choices are left out rather than sent as "" (the schema has no "" gender).
    const input = { ...values, gender: values.gender || undefined, manager_id: manager?.id ?? "" };
    const saved = await submit<EmployeeProfile>(EmployeeCreateSchema, input, "/people", "POST", `${values.name} is added`);
    if (saved.ok) navigate(appPath("people", saved.data.id));
    return saved.ok;
  });

  return (
    <>
      <form ref={form} className="dash-panel acc-form--firm people-form" noValidate aria-label="Add employee" onSubmit={onSubmit}>
        <p className="people-form__intro">Full name, joining date and workspace are needed now. Everything else can be added now or later, from the profile.</p>
        <FieldGroup legend="Basic">
          <Field {...field("code")} label="Employee code" code maxLength={20} autoComplete="off" hint="Leave blank to use the next in the firm's series." />
          <BasicFields field={field} />
        </FieldGroup>
        <FieldGroup legend="Job">
          <Field {...field("joining_date")} label="Joining date" type="date" />
          <Field {...field("employment_type")} label="Employment type" control="select" options={EMPLOYMENT_CHOICES} placeholder={null} />
          <Field {...field("probation_end")} label="Probation ends" type="date" hint="Leave blank when there is no probation." />
          <PlaceFields
            idPrefix="employee"
            field={field}
            lists={lists}
            workspaceId={values.workspace_id}
            manager={manager}
            onManager={(person) => {
              setManager(person);
              clear("manager_id");
            }}
            managerError={errors.manager_id}
            onAddDesignation={canAddDesignation ? () => setAddingDesignation(true) : undefined}
          />
        </FieldGroup>
        <FieldGroup legend="Statutory and bank" note="Seen only by the employee, HR and admins.">
          <StatutoryFields idPrefix="employee" field={field} flags={values} onFlag={(name, on) => setValues((v) => ({ ...v, [name]: on }))} />
        </FieldGroup>
        <FieldGroup legend="Contact">
          <ContactFields field={field} />
        </FieldGroup>
        {errors._ && (
          <p className="dash-error" role="alert">
            {errors._}
          </p>
        )}
        <div className="acc-form__end">
          <button type="submit" className="button" disabled={busy}>
            Add employee
          </button>
          <Link to={appPath("people")} className="button button--ghost">
            Cancel
          </Link>
        </div>
      </form>
      {/* Outside the employee's form: a form may not hold another. */}
      {addingDesignation && <DesignationDialog onClose={() => setAddingDesignation(false)} onAdded={(d) => set("designation_id", d.id)} />}
    </>
  );
}
