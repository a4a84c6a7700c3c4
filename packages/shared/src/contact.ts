// The Talk to Us form (SPEC.md §3 and §5). The browser keeps its own field names (form state); the call
// sends the payload names. One schema, over the payload, serves both: the form maps its fields onto it.
import { z } from "zod";
import { emailField, mobileField, requiredText } from "./fields.ts";

export const ContactPayloadSchema = z.strictObject({
  name: requiredText("Name", { max: 100 }),
  email: emailField("Email is required", "Email address is invalid"),
  mobile: mobileField("Mobile is required", "Mobile number should be 10 digits"),
  firm_name: requiredText("Organization name", { max: 150 }),
  firm_type: requiredText("Organization type", { max: 100 }),
  firm_age: requiredText("Organization age", { max: 30 }),
  firm_gst: requiredText("Organization GST", { max: 30 }),
  firm_location: requiredText("Address", { max: 500 }),
  firm_mobile: requiredText("Telephone", { max: 20 }),
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
