// Changing the firm's profile (PATCH /api/v1/firm, FirmProfileUpdateSchema: registration's fields and
// messages, each optional) and the prefix of new employee codes. Only what changed is sent; the owner's PAN
// and Aadhaar are set at registration and stay masked, so they are not asked for here.
import { FIRM_SIZES, FIRM_TYPES, FirmProfileUpdateSchema } from "@vetan/shared/firm";
import { indiaToday } from "@vetan/shared/dates";
import type { FirmProfile } from "@vetan/shared/site";
import { useState } from "react";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { FormDialog } from "../../components/form-dialog.tsx";
import { FieldGroup } from "../people/person-fields.tsx";
import { firmApi } from "../../lib/api.ts";
import { useToast } from "../../lib/feedback.tsx";
import { changedFirmFields, type FirmValues, firmValuesOf } from "./firm-profile.ts";

/** A list's choices, with the firm's own value first when it is not one of them (a firm registered before the list). */
const choicesWith = (list: readonly string[], value: string) => (value === "" || list.includes(value) ? list : [value, ...list]);

export function FirmProfileDialog({ firm, onClose }: { firm: FirmProfile; onClose(): void }) {
  const toast = useToast();
  const [initial] = useState<FirmValues>(() => firmValuesOf(firm));
  const { values, errors, submit, field } = useConsoleForm("firm", initial, firmApi);

  async function save() {
    const changes = changedFirmFields(initial, values);
    if (Object.keys(changes).length === 0) {
      toast("Nothing has changed.");
      return true;
    }
    return (await submit(FirmProfileUpdateSchema, changes, "/firm", "PATCH", "Firm profile saved")).ok;
  }

  return (
    <FormDialog title="Edit the firm's profile" submitLabel="Save profile" onSubmit={save} onClose={onClose} formError={errors._}>
      <FieldGroup legend="About the firm">
        <Field {...field("firm_name")} label="Firm name" autoComplete="organization" wide />
        <Field {...field("firm_owner_name")} label="Firm owner" autoComplete="off" />
        <Field {...field("firm_startdate")} label="Firm start date" type="date" max={indiaToday()} />
        <Field {...field("firm_members")} label="Firm size" control="select" options={choicesWith(FIRM_SIZES, initial.firm_members)} placeholder="Number of people" />
        <Field {...field("firm_type")} label="Firm type" control="select" options={choicesWith(FIRM_TYPES, initial.firm_type)} placeholder="Select the legal form" />
      </FieldGroup>
      <FieldGroup legend="Contact">
        <Field {...field("firm_email")} label="Firm email" type="email" inputMode="email" autoComplete="off" />
        <Field {...field("firm_mobile")} label="Firm mobile" type="tel" inputMode="tel" maxLength={20} autoComplete="off" hint="10 digits; +91 or a 0 in front is fine." />
        <Field {...field("firm_address")} label="Firm address" control="textarea" rows={3} wide hint="Building, street, area, city and PIN code" />
      </FieldGroup>
      <FieldGroup legend="Numbers">
        <Field {...field("firm_gst")} label="GST number (GSTIN)" code maxLength={15} autoComplete="off" hint="15 characters, as on your GST certificate. Clear it if the firm has none." />
        <Field
          {...field("employee_code_prefix")}
          label="Employee code prefix"
          code
          maxLength={8}
          autoComplete="off"
          hint="The letters before each new employee's number: EMP gives EMP0042. Leave blank to keep the one in use; codes already given do not change."
        />
      </FieldGroup>
    </FormDialog>
  );
}
