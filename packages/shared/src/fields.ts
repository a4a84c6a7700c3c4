// Field rules with their user-facing messages. SPEC.md §5 fixes the wording; each rule lives here once so
// that the browser form and the server answer a user with the same sentence.
import { z } from "zod";

const hasEdgeSpace = (value: string) => value !== value.trim();

/**
 * A required free-text field: `${label} is required`, then `${label} should not start with a space` when
 * the value has leading or trailing whitespace (SPEC.md words it after the leading case only).
 */
export function requiredText(
  label: string,
  opts: { max?: number; spaceMessage?: string; requiredMessage?: string } = {},
) {
  const required = opts.requiredMessage ?? `${label} is required`;
  const space = opts.spaceMessage ?? `${label} should not start with a space`;
  const max = opts.max ?? 200;
  return z
    .string({ error: required })
    .refine((v) => v.trim().length > 0, { error: required, abort: true })
    .refine((v) => !hasEdgeSpace(v), { error: space, abort: true })
    .refine((v) => v.length <= max, { error: `${label} must be at most ${max} characters` });
}

/** Deliberately simple: something@something.tld, no spaces (SPEC.md: "a simple pattern"). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailField(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .refine((v) => v.length > 0, { error: requiredMessage, abort: true })
    .refine((v) => v.length <= 254 && EMAIL_PATTERN.test(v), { error: invalidMessage });
}

/**
 * An Indian mobile number as people write it, reduced to the ten digits SPEC.md stores: spaces and dashes
 * dropped, then a country code (+91 or 91) or a trunk 0 in front of ten digits dropped. So the form's own
 * placeholder "98765 43210", "+91 98765 43210", "91-98765-43210" and "09876543210" all become
 * "9876543210". Anything else is returned without its spaces and dashes, for the ten-digit check to refuse.
 */
export function normaliseMobile(value: string): string {
  const compact = value.replace(/[\s-]+/g, "");
  const match = /^(?:\+?91|0)?(\d{10})$/.exec(compact);
  return match?.[1] ?? compact;
}

/**
 * Indian mobile numbers as SPEC.md counts them: exactly ten digits once normalised (normaliseMobile), so the
 * value stored, compared and sent on is always the bare ten digits, whatever the person typed.
 */
export function mobileField(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .transform(normaliseMobile)
    .refine((v) => v.length > 0, { error: requiredMessage, abort: true })
    .refine((v) => /^\d{10}$/.test(v), { error: invalidMessage });
}

/** An optional mobile: empty (or absent) is null, anything else the ten digits of mobileField. */
export function optionalMobileField(invalidMessage: string) {
  return z
    .string({ error: "Mobile must be text" })
    .transform(normaliseMobile)
    .refine((v) => v === "" || /^\d{10}$/.test(v), { error: invalidMessage })
    .optional()
    .transform((v) => (v ? v : null));
}

/** Turns Zod issues into one message per field (the first one wins, in schema order). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "_";
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/**
 * An identifier as people type it (PAN, Aadhaar, GSTIN, IFSC, UAN): spaces removed, letters upper-cased,
 * then `check`ed unless empty. Callers decide what empty becomes ("" or null).
 */
export function checkedId(check: (v: string) => { ok: true } | { ok: false; message: string }, opts: { label?: string; max?: number } = {}) {
  return z
    .string(opts.label ? { error: `${opts.label} must be text` } : undefined)
    .max(opts.max ?? 20, opts.label ? `${opts.label} is too long` : "Too long")
    .transform((v) => v.replace(/\s+/g, "").toUpperCase())
    .superRefine((v, ctx) => {
      if (v === "") return;
      const result = check(v);
      if (!result.ok) ctx.addIssue({ code: "custom", message: result.message });
    });
}
