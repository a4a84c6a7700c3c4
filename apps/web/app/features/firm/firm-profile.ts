// The firm's profile as its form edits it: every editable field as text, and what the admin changed (only
// that is sent). The employee code prefix is not in the profile the API answers: its box starts blank, and
// blank keeps the one in use.
import type { FirmProfile } from "@vetan/shared/site";

export const firmValuesOf = (f: FirmProfile) => ({
  firm_name: f.firm_name,
  firm_owner_name: f.firm_owner_name,
  firm_startdate: f.firm_startdate,
  firm_type: f.firm_type,
  firm_members: f.firm_members,
  firm_email: f.firm_email,
  firm_mobile: f.firm_mobile,
  firm_address: f.firm_address,
  firm_gst: f.firm_gst,
  employee_code_prefix: "",
});
export type FirmValues = ReturnType<typeof firmValuesOf>;

/** The fields whose value differs from `initial`; a prefix only when one is typed, upper-cased as codes are. */
export function changedFirmFields(initial: FirmValues, values: FirmValues): Partial<FirmValues> {
  const changes: Partial<FirmValues> = {};
  for (const key of Object.keys(initial) as (keyof FirmValues)[]) {
    if (key !== "employee_code_prefix" && values[key] !== initial[key]) changes[key] = values[key];
  }
  const prefix = values.employee_code_prefix.trim().toUpperCase();
  if (prefix !== "") changes.employee_code_prefix = prefix;
  return changes;
}
