// The Talk to Us form's side of the one contact schema (contact.ts): the browser keeps SPEC.md §3's form
// state names, the call and the schema use the payload names. Validation maps the state onto the payload and
// runs ContactPayloadSchema itself, so form and server answer with the same sentence and nothing is copied.
import { CONTACT_FORM_TO_PAYLOAD, type ContactFormField, type ContactFormState, ContactPayloadSchema } from "./contact.ts";
import { fieldErrors } from "./fields.ts";

/** Form state fields in the form's order (also the order their messages are checked in). */
export const CONTACT_FORM_FIELDS = Object.keys(CONTACT_FORM_TO_PAYLOAD) as ContactFormField[];

export type ContactFormErrors = Partial<Record<ContactFormField, string>>;

const PAYLOAD_TO_FORM = new Map<string, ContactFormField>(CONTACT_FORM_FIELDS.map((f) => [CONTACT_FORM_TO_PAYLOAD[f], f]));

export function emptyContactForm(): ContactFormState {
  return Object.fromEntries(CONTACT_FORM_FIELDS.map((f) => [f, ""])) as ContactFormState;
}

/**
 * The request body: exactly the ten payload fields, plus the honeypot only when something filled it in
 * (people never see it, so for them the body has the ten fields alone).
 */
export function contactFormToPayload(state: ContactFormState, honeypot = ""): Record<string, string> {
  const body: Record<string, string> = {};
  for (const field of CONTACT_FORM_FIELDS) body[CONTACT_FORM_TO_PAYLOAD[field]] = state[field];
  if (honeypot) body.website = honeypot;
  return body;
}

/** Payload-keyed field errors (the server's `errors`) under the form's field names; unknown keys dropped. */
export function payloadErrorsToForm(errors: Record<string, string>): ContactFormErrors {
  const out: ContactFormErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = PAYLOAD_TO_FORM.get(key);
    if (field) out[field] = message;
  }
  return out;
}

/** One message per invalid field (SPEC.md §5); an empty object means the call may be made. */
export function validateContactForm(state: ContactFormState): ContactFormErrors {
  const parsed = ContactPayloadSchema.safeParse(contactFormToPayload(state));
  return parsed.success ? {} : payloadErrorsToForm(fieldErrors(parsed.error));
}
