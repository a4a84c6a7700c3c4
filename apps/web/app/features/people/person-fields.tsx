// The groups of fields an employee's forms share: adding someone (person-new) and editing their profile
// ask for the same basic, contact and statutory details; adding someone and changing their job ask for the
// same place in the firm. Each group takes the form's binder (useConsoleForm's `field`), so the values,
// the shared schema's messages and the server's land in one place.
import { indiaToday } from "@vetan/shared/dates";
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, GENDER_LABELS, GENDERS, type Named } from "@vetan/shared/people";
import { Field } from "../../components/accounts-field.tsx";
import { Checkbox } from "../../components/console-site-form.tsx";
import { choicesOf, departmentChoices, departmentsIn, type OrgLists } from "../org/org-lists.ts";
import { PersonPicker } from "./person-picker.tsx";

/** useConsoleForm's `field` for the names a group edits. */
type Bind<K extends string> = (name: K) => { id: string; value: string; error: string | undefined; onChange(value: string): void };

const GENDER_CHOICES = GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }));
export const EMPLOYMENT_CHOICES = EMPLOYMENT_TYPES.map((t) => ({ value: t, label: EMPLOYMENT_TYPE_LABELS[t] }));

/** A titled group of fields, two columns on wide screens. */
export function FieldGroup({ legend, note, children }: { legend: string; note?: React.ReactNode; children: React.ReactNode }) {
  return (
    <fieldset className="acc-group">
      <legend>{legend}</legend>
      {note && <p className="acc-group__note">{note}</p>}
      <div className="acc-grid">{children}</div>
    </fieldset>
  );
}

type BasicName = "name" | "gender" | "date_of_birth" | "mobile" | "work_email";

/** Name and work email; with `personal`, gender, date of birth and mobile too. */
export function BasicFields({ field, personal = true }: { field: Bind<BasicName>; personal?: boolean }) {
  return (
    <>
      <Field {...field("name")} label="Full name" autoComplete="off" />
      {personal && (
        <>
          <Field {...field("gender")} label="Gender" control="select" options={GENDER_CHOICES} placeholder="Not given" />
          <Field {...field("date_of_birth")} label="Date of birth" type="date" max={indiaToday()} />
          <Field {...field("mobile")} label="Mobile" type="tel" inputMode="tel" maxLength={20} autoComplete="off" hint="10 digits; +91 or a 0 in front is fine." />
        </>
      )}
      <Field {...field("work_email")} label="Work email" type="email" autoComplete="off" />
    </>
  );
}

type ContactName = "personal_email" | "address_current" | "address_permanent" | "emergency_name" | "emergency_relation" | "emergency_mobile";

export function ContactFields({ field }: { field: Bind<ContactName> }) {
  return (
    <>
      <Field {...field("personal_email")} label="Personal email" type="email" autoComplete="off" wide />
      <Field {...field("address_current")} label="Current address" control="textarea" rows={3} />
      <Field {...field("address_permanent")} label="Permanent address" control="textarea" rows={3} />
      <Field {...field("emergency_name")} label="Emergency contact" autoComplete="off" />
      <Field {...field("emergency_relation")} label="Their relation" autoComplete="off" hint="Spouse, father, friend…" />
      <Field {...field("emergency_mobile")} label="Their mobile" type="tel" inputMode="tel" maxLength={20} autoComplete="off" />
    </>
  );
}

type StatutoryName = "pan" | "aadhaar" | "uan" | "esi_number" | BankName;
type Flag = "pf_applicable" | "esi_applicable";

interface StatutoryProps {
  idPrefix: string;
  field: Bind<StatutoryName>;
  flags: Record<Flag, boolean>;
  onFlag(name: Flag, on: boolean): void;
  /** The masked Aadhaar on file, when editing: a blank box then keeps it. */
  aadhaarOnFile?: string | null;
}

export function StatutoryFields({ idPrefix, field, flags, onFlag, aadhaarOnFile }: StatutoryProps) {
  return (
    <>
      <Field {...field("pan")} label="PAN" code maxLength={10} autoComplete="off" hint="Like ABCPE1234F (the fourth letter is P for a person)." />
      <Field
        {...field("aadhaar")}
        label="Aadhaar"
        inputMode="numeric"
        maxLength={14}
        autoComplete="off"
        hint={aadhaarOnFile ? `On file: ${aadhaarOnFile}. Leave blank to keep it.` : "12 digits."}
      />
      <Field {...field("uan")} label="UAN" inputMode="numeric" maxLength={12} autoComplete="off" hint="The PF Universal Account Number, 12 digits." />
      <Field {...field("esi_number")} label="ESI number" inputMode="numeric" maxLength={17} autoComplete="off" hint="The IP number, 10 or 17 digits." />
      <div className="acc-field--wide people-flags">
        <Checkbox id={`${idPrefix}-pf`} label="PF applies" checked={flags.pf_applicable} onChange={(on) => onFlag("pf_applicable", on)} />
        <Checkbox id={`${idPrefix}-esi`} label="ESI applies" checked={flags.esi_applicable} onChange={(on) => onFlag("esi_applicable", on)} />
      </div>
      <BankFields field={field} />
    </>
  );
}

type BankName = "bank_account" | "bank_ifsc" | "bank_name";

/** Where salary is paid: HR's statutory form, and the employee's own (where a change waits for HR). */
export function BankFields({ field }: { field: Bind<BankName> }) {
  return (
    <>
      <Field {...field("bank_account")} label="Bank account number" inputMode="numeric" maxLength={18} autoComplete="off" />
      <Field {...field("bank_ifsc")} label="IFSC" code maxLength={11} autoComplete="off" hint="11 characters, like SBIN0001234." />
      <Field {...field("bank_name")} label="Bank name" autoComplete="off" wide />
    </>
  );
}

type PlaceName = "workspace_id" | "department_id" | "designation_id" | "grade";

interface PlaceProps {
  idPrefix: string;
  field: Bind<PlaceName>;
  lists: OrgLists;
  /** The workspace chosen now (or, for a change, the one the person will be in): which departments fit. */
  workspaceId: string;
  manager: Named | null;
  onManager(person: Named | null): void;
  managerError?: string | undefined;
  /** The person whose place this is, who cannot be their own manager. */
  personId?: string;
  /** A change names only what changes: every choice starts at "No change". */
  change?: boolean;
  /** Offered beside the designations when the viewer may add one. */
  onAddDesignation?: () => void;
}

/** Where someone sits in the firm: workspace, department, designation, grade and reporting manager. */
export function PlaceFields({ idPrefix, field, lists, workspaceId, manager, onManager, managerError, personId, change = false, onAddDesignation }: PlaceProps) {
  const workspace = field("workspace_id");
  const department = field("department_id");
  const fitting = departmentsIn(lists.departments, workspaceId);
  return (
    <>
      <Field
        {...workspace}
        onChange={(value) => {
          workspace.onChange(value);
          // A department of another workspace no longer fits.
          if (department.value && !departmentsIn(lists.departments, value).some((d) => d.id === department.value)) department.onChange("");
        }}
        label="Workspace"
        control="select"
        options={choicesOf(lists.workspaces)}
        placeholder={change ? "No change" : "Choose a workspace"}
      />
      <Field {...department} label="Department" control="select" options={departmentChoices(fitting)} placeholder={change ? "No change" : "None"} />
      <Field
        {...field("designation_id")}
        label="Designation"
        control="select"
        options={choicesOf(lists.designations)}
        placeholder={change ? "No change" : "None"}
        aside={
          onAddDesignation && (
            <button type="button" className="acc-linkish" onClick={onAddDesignation}>
              New designation
            </button>
          )
        }
      />
      <Field {...field("grade")} label="Grade" autoComplete="off" hint={change ? "Leave blank for no change." : "As your firm names grades: L1, M2…"} />
      <PersonPicker
        id={`${idPrefix}-manager`}
        label="Reporting manager"
        value={manager}
        onChange={onManager}
        error={managerError}
        exclude={personId}
        hint={change ? "Leave blank for no change." : "Search the directory by name, code or email."}
      />
    </>
  );
}
