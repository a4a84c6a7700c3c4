// "Edit my details" (PATCH /api/v1/me/profile, SelfProfileSchema): what anyone may change on their own
// record. Contact details change at once; new bank details are a request that waits for HR's approval (a
// wrong account is how salary goes astray), so the form says which is which before it is sent. Only what
// changed is sent; a bank change is sent whole (an account needs its IFSC beside it).
import { SelfProfileSchema } from "@vetan/shared/approvals";
import type { EmployeeProfile } from "@vetan/shared/people";
import { useState } from "react";
import { useConsoleForm } from "../../components/console-form.ts";
import { FormDialog } from "../../components/form-dialog.tsx";
import { firmApi } from "../../lib/api.ts";
import { useToast } from "../../lib/feedback.tsx";
import { BankFields, ContactFields, FieldGroup } from "./person-fields.tsx";

const CONTACT = ["personal_email", "address_current", "address_permanent", "emergency_name", "emergency_relation", "emergency_mobile"] as const;
const BANK = ["bank_account", "bank_ifsc", "bank_name"] as const;
type Name = (typeof CONTACT)[number] | (typeof BANK)[number];
export type SelfValues = Record<Name, string>;

export function selfValuesOf(p: Pick<EmployeeProfile, "personal" | "private">): SelfValues {
  const values = {} as SelfValues;
  for (const name of CONTACT) values[name] = p.personal?.[name] ?? "";
  for (const name of BANK) values[name] = p.private?.[name] ?? "";
  return values;
}

/** What to send: the contact details that changed, and all three bank details when any of them did. */
export function selfChanges(before: SelfValues, after: SelfValues): Partial<SelfValues> {
  const changes: Partial<SelfValues> = {};
  for (const name of CONTACT) if (after[name] !== before[name]) changes[name] = after[name];
  if (BANK.some((name) => after[name].replace(/\s+/g, "").toUpperCase() !== before[name].replace(/\s+/g, "").toUpperCase())) {
    for (const name of BANK) changes[name] = after[name];
  }
  return changes;
}

interface Props {
  profile: EmployeeProfile;
  onClose(): void;
  /** A bank change became a request: its id, to show where it stands. */
  onRequested(requestId: string): void;
}

export function SelfProfileDialog({ profile, onClose, onRequested }: Props) {
  const toast = useToast();
  const [initial] = useState(() => selfValuesOf(profile));
  const { values, errors, submit, field } = useConsoleForm("me", initial, firmApi);

  async function save() {
    const changes = selfChanges(initial, values);
    if (Object.keys(changes).length === 0) {
      toast("Nothing has changed.");
      return true;
    }
    const result = await submit<{ request_id: string | null }>(SelfProfileSchema, changes, "/me/profile", "PATCH", (answer) =>
      answer.request_id ? "Saved. Your new bank details are sent to HR for approval." : "Your details are saved.",
    );
    if (result.ok && result.data.request_id) onRequested(result.data.request_id);
    return result.ok;
  }

  return (
    <FormDialog title="Edit my details" submitLabel="Save my details" onSubmit={save} onClose={onClose} formError={errors._}>
      <FieldGroup legend="Contact" note="These change as soon as you save.">
        <ContactFields field={field} />
      </FieldGroup>
      <FieldGroup
        legend="Bank details"
        note="Your salary is paid here. A change waits for HR's approval: until then your salary goes to the account on file, and you can follow the request under Approvals."
      >
        <BankFields field={field} />
      </FieldGroup>
    </FormDialog>
  );
}
