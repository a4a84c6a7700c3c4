// New-firm registration (SPEC.md §3 Firm, §5 Firm registration). SPEC fixes the required-field messages;
// GST, PAN and Aadhaar are optional and, when given, checked with the rules in ids.ts.
import { z } from "zod";
import { checkedId, emailField, mobileField } from "./fields.ts";
import { indiaToday } from "./dates.ts";
import { validateAadhaar, validateGstin, validatePan } from "./ids.ts";

export const FIRM_TYPES = [
  "Private Limited Company",
  "Public Limited Company",
  "Limited Liability Partnership",
  "Partnership Firm",
  "Sole Proprietorship",
  "One Person Company",
  "Trust, Society or NGO",
  "Government or PSU",
  "Other",
] as const;

export const FIRM_SIZES = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"] as const;

/** SPEC §5 words these "should not start with spaces" and means leading or trailing ones. */
function spacedText(label: string, max: number) {
  const required = `${label} is required`;
  return z
    .string({ error: required })
    .refine((v) => v.trim().length > 0, { error: required, abort: true })
    .refine((v) => v === v.trim(), { error: `${label} should not start with spaces`, abort: true })
    .refine((v) => v.length <= max, { error: `${label} must be at most ${max} characters` });
}

function required(message: string, max = 500) {
  return z
    .string({ error: message })
    .refine((v) => v.trim().length > 0, { error: message, abort: true })
    .refine((v) => v.length <= max, { error: `At most ${max} characters` });
}

/** An optional identifier: empty means not given; otherwise upper-cased, spaces removed, then checked. */
const optionalId = (check: Parameters<typeof checkedId>[0]) => checkedId(check).optional().default("");

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const FirmRegistrationSchema = z.strictObject({
  firm_name: spacedText("Firm name", 150),
  firm_owner_name: spacedText("Firm owner", 100),
  firm_startdate: z
    .string({ error: "Firm start date is required" })
    .refine((v) => v.length > 0, { error: "Firm start date is required", abort: true })
    .refine((v) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: "Enter the date as YYYY-MM-DD", abort: true })
    .refine((v) => v >= "1850-01-01", { error: "Firm start date looks too early" })
    .refine((v) => v <= indiaToday(), { error: "Firm start date cannot be in the future" }),
  firm_members: z
    .string({ error: "Firm size required" })
    .refine((v) => v.length > 0, { error: "Firm size required", abort: true })
    .refine((v) => (FIRM_SIZES as readonly string[]).includes(v), { error: "Choose a firm size from the list" }),
  firm_type: z
    .string({ error: "Firm type is required" })
    .refine((v) => v.length > 0, { error: "Firm type is required", abort: true })
    .refine((v) => (FIRM_TYPES as readonly string[]).includes(v), { error: "Choose a firm type from the list" }),
  firm_email: emailField("Firm email is required", "Invalid email address"),
  firm_mobile: mobileField("Firm mobile is required", "Mobile number must be exactly 10 digits"),
  firm_address: required("Firm address is required"),
  firm_gst: optionalId(validateGstin),
  owner_pan: optionalId(validatePan),
  owner_aadhar: optionalId(validateAadhaar),
});
export type FirmRegistrationInput = z.input<typeof FirmRegistrationSchema>;

/**
 * The firm's profile as its admin edits it after registration (the registration page promises it): the
 * same fields and messages, each optional, and the employee code series' prefix. The owner's PAN and
 * Aadhaar are set at registration and shown masked; they are not re-entered here.
 */
export const FirmProfileUpdateSchema = FirmRegistrationSchema.omit({ owner_pan: true, owner_aadhar: true })
  .extend({
    // No default in an edit: a GSTIN left out is left as it is; "" clears it.
    firm_gst: checkedId(validateGstin),
    employee_code_prefix: z
      .string({ error: "Code prefix must be text" })
      .regex(/^[A-Z][A-Z0-9/-]{0,7}$/, { error: "Code prefix: 1 to 8 capital letters, digits, / or -, starting with a letter" }),
  })
  .partial();
export type FirmProfileUpdate = z.output<typeof FirmProfileUpdateSchema>;
export type FirmRegistration = z.output<typeof FirmRegistrationSchema>;

/** SPEC §7: the recent-firm record carries its start date as day/month/year; forms want an ISO date. */
export function dmyToIso(dmy: string): string {
  const m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(dmy.trim());
  if (!m) return "";
  const [, d, mo, y] = m;
  return `${y}-${mo?.padStart(2, "0")}-${d?.padStart(2, "0")}`;
}

export function isoToDmy(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : "";
}
