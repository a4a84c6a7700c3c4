// The Talk to Us form (SPEC.md §3 and §5). The browser keeps its own field names (form state); the call
// sends the payload names. One schema, over the payload, serves both: the form maps its fields onto it.
import { z } from "zod";
import { indiaToday } from "./dates.ts";
import { emailField, mobileField, requiredText } from "./fields.ts";
import { validateGstin } from "./ids.ts";

/** The earliest year a firm is taken to have been established in; older ones are typing slips. */
export const EARLIEST_ESTABLISHED_YEAR = 1800;

/**
 * SPEC.md §5 fixes the required and spacing messages; beyond them each field is checked for what it is,
 * worded in the same "{Field} should …" style, so a lead is not stored with a year of 3050 or a GSTIN of
 * eleven characters that sales cannot use.
 */
const establishedYear = requiredText("Organization age", { max: 30 }).refine(
  (v) => /^\d{4}$/.test(v) && Number(v) >= EARLIEST_ESTABLISHED_YEAR && v <= indiaToday().slice(0, 4),
  { error: () => `Organization age should be the year it was established, from ${EARLIEST_ESTABLISHED_YEAR} to ${indiaToday().slice(0, 4)}` },
);

/** The GSTIN as people type it (spaces dropped, upper-cased), with the check character verified (ids.ts). */
const organizationGstin = requiredText("Organization GST", { max: 30 })
  .transform((v) => v.replace(/\s+/g, "").toUpperCase())
  .superRefine((v, ctx) => {
    const result = validateGstin(v);
    // ids.ts words its messages after "GSTIN"; the form names the field "Organization GST".
    if (!result.ok) ctx.addIssue({ code: "custom", message: result.message.replace(/^GSTIN/, "Organization GST") });
  });

/** A telephone as written on a letterhead: digits with an optional + in front, spaces or dashes. */
const TELEPHONE_PATTERN = /^\+?\d[\d\s-]*$/;
const telephone = requiredText("Telephone", { max: 20 }).refine(
  (v) => {
    const digits = v.replace(/\D/g, "").length;
    return TELEPHONE_PATTERN.test(v) && digits >= 6 && digits <= 15;
  },
  { error: "Telephone should be 6 to 15 digits, with an optional + in front, spaces or dashes" },
);

export const ContactPayloadSchema = z.strictObject({
  name: requiredText("Name", { max: 100 }),
  email: emailField("Email is required", "Email address is invalid"),
  mobile: mobileField("Mobile is required", "Mobile number should be 10 digits"),
  firm_name: requiredText("Organization name", { max: 150 }),
  firm_type: requiredText("Organization type", { max: 100 }),
  firm_age: establishedYear,
  firm_gst: organizationGstin,
  firm_location: requiredText("Address", { max: 500 }),
  firm_mobile: telephone,
  firm_size: requiredText("Team size", { max: 30 }),
  /** Honeypot: hidden from people, filled in by bots. A filled one is accepted and dropped. */
  website: z.string().max(500).optional(),
});
export type ContactPayload = z.infer<typeof ContactPayloadSchema>;

/** Form state field (SPEC.md §3) → payload field. Order is the form's order, which is the message order. */
export const CONTACT_FORM_TO_PAYLOAD = {
  name: "name",
  email: "email",
  mobile: "mobile",
  organizationName: "firm_name",
  organizationType: "firm_type",
  organizationAge: "firm_age",
  organizationGST: "firm_gst",
  address: "firm_location",
  telephone: "firm_mobile",
  teamSize: "firm_size",
} as const satisfies Record<string, keyof ContactPayload>;
export type ContactFormField = keyof typeof CONTACT_FORM_TO_PAYLOAD;
export type ContactFormState = Record<ContactFormField, string>;
