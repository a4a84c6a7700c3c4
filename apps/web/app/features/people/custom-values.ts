// The firm's own fields as the screens handle them: a value as a form control holds it (text), as the API
// takes it (numbers as numbers, yes/no as booleans, dates as yyyy-mm-dd, "" to clear), and as a profile
// shows it. The checks are the shared customValuesSchema's, so the form and the server say the same words,
// each keyed by the field's key. Only the values changed are sent (two people editing one profile at once do
// not undo each other's other fields); the server then checks that the required ones are all there.
import { formatDay } from "@vetan/shared/dates";
import { CUSTOM_FIELD_KIND_LABELS, CUSTOM_FIELD_KINDS, type CustomFieldKind, type CustomFieldView, type CustomValue, customValuesSchema } from "@vetan/shared/people";
import { z } from "zod";

export const KIND_CHOICES = CUSTOM_FIELD_KINDS.map((k) => ({ value: k, label: CUSTOM_FIELD_KIND_LABELS[k] }));

/** A yes/no field's choices, as its select offers them. */
export const YES_NO_CHOICES = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

/** A kept value as its control's text: nothing is "", yes/no are "yes"/"no". */
export function customText(value: CustomValue): string {
  if (value === null) return "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

/** A control's text as the API takes it; text that is not a number stays text, for the schema to name. */
export function customInput(kind: CustomFieldKind, text: string): string | number | boolean {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  if (kind === "number") return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
  if (kind === "yes_no") return trimmed === "yes";
  return kind === "text" ? text : trimmed;
}

/** A value as a profile shows it; null when not given. */
export function customShown(kind: CustomFieldKind, value: CustomValue): string | null {
  if (value === null || value === "") return null;
  if (kind === "yes_no") return value === true ? "Yes" : "No";
  if (kind === "date" && typeof value === "string") return formatDay(value);
  if (kind === "number" && typeof value === "number") return value.toLocaleString("en-IN", { maximumFractionDigits: 6 });
  return String(value);
}

/**
 * The body of PUT /people/:id/custom ({ values }, some of the fields), checked as the server checks it: each
 * message keyed by the field's key (as the server answers), not by "values.<key>".
 */
export function customValuesBody(fields: readonly CustomFieldView[]) {
  const values = customValuesSchema(fields).partial();
  return z.strictObject({ values: z.record(z.string(), z.unknown()) }).superRefine((body, ctx) => {
    const checked = values.safeParse(body.values);
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });
}

/** The live fields whose text differs from `initial`, as the API takes them. */
export const changedCustomValues = (fields: readonly CustomFieldView[], texts: Record<string, string>, initial: Record<string, string>) =>
  Object.fromEntries(fields.filter((f) => !f.archived && (texts[f.key] ?? "") !== (initial[f.key] ?? "")).map((f) => [f.key, customInput(f.kind, texts[f.key] ?? "")]));

/** A profile's values as facts; a label two fields share is told apart by its place ("Size (2)"). */
export function customFacts(values: readonly { label: string; kind: CustomFieldKind; value: CustomValue }[]): [string, string | null][] {
  const seen = new Map<string, number>();
  return values.map((v) => {
    const n = (seen.get(v.label) ?? 0) + 1;
    seen.set(v.label, n);
    return [n === 1 ? v.label : `${v.label} (${n})`, customShown(v.kind, v.value)];
  });
}
