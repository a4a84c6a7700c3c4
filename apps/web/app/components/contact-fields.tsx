// The ten Talk to Us fields (SPEC.md §3 form state names) as people see them: labels and hints for Indian
// firms, the right keyboard and autofill for each, grouped into two fieldsets. DOM order is the form's order,
// so the first invalid field on screen is also the first one in the schema.
import type { ContactFormField } from "@vetan/shared/contact";

interface BaseField {
  field: ContactFormField;
  label: string;
  hint?: string;
  autoComplete: string;
  /** Spans both columns of the form grid. */
  wide?: boolean;
}
export interface InputField extends BaseField {
  control: "input";
  type: "text" | "email" | "tel";
  inputMode?: "numeric" | "tel" | "email" | "text";
  placeholder?: string;
  /** GSTIN is upper-case letters and digits: no autocorrect, capitals by default on phones. */
  code?: boolean;
}
export interface SelectField extends BaseField {
  control: "select";
  options: readonly string[];
}
export interface TextareaField extends BaseField {
  control: "textarea";
  rows: number;
}
export type ContactField = InputField | SelectField | TextareaField;

export const ORGANIZATION_TYPES = [
  "Private Limited Company",
  "Public Limited Company",
  "Limited Liability Partnership (LLP)",
  "One Person Company (OPC)",
  "Partnership Firm",
  "Sole Proprietorship",
  "Trust, Society or NGO",
  "Government or PSU",
  "Other",
] as const;

export const TEAM_SIZES = ["1–10 employees", "11–50 employees", "51–200 employees", "201–500 employees", "501–1,000 employees", "More than 1,000 employees"] as const;

export const CONTACT_FIELD_GROUPS: { legend: string; fields: ContactField[] }[] = [
  {
    legend: "About you",
    fields: [
      { field: "name", label: "Full name", control: "input", type: "text", autoComplete: "name", wide: true },
      { field: "email", label: "Work email", control: "input", type: "email", inputMode: "email", autoComplete: "email", placeholder: "you@company.in" },
      {
        field: "mobile",
        label: "Mobile number",
        hint: "10 digits; +91 or a 0 in front is fine",
        control: "input",
        type: "tel",
        inputMode: "tel",
        autoComplete: "tel-national",
        placeholder: "98765 43210",
      },
    ],
  },
  {
    legend: "About your organization",
    fields: [
      { field: "organizationName", label: "Organization name", control: "input", type: "text", autoComplete: "organization" },
      { field: "organizationType", label: "Organization type", control: "select", options: ORGANIZATION_TYPES, autoComplete: "off" },
      {
        field: "organizationAge",
        label: "Organization age (year established)",
        control: "input",
        type: "text",
        inputMode: "numeric",
        autoComplete: "off",
        placeholder: "e.g. 2016",
      },
      {
        field: "organizationGST",
        label: "Organization GST (GSTIN)",
        hint: "15 characters, as on your GST certificate",
        control: "input",
        type: "text",
        autoComplete: "off",
        placeholder: "e.g. 29ABCPE1234F1Z7",
        code: true,
      },
      { field: "address", label: "Office address", hint: "Building, street, area, city and PIN code", control: "textarea", rows: 3, autoComplete: "street-address", wide: true },
      {
        field: "telephone",
        label: "Office telephone",
        hint: "Landline with STD code, or another number we can call",
        control: "input",
        type: "tel",
        inputMode: "tel",
        autoComplete: "work tel",
        placeholder: "080 4718 2600",
      },
      { field: "teamSize", label: "Team size", control: "select", options: TEAM_SIZES, autoComplete: "off" },
    ],
  },
];

export const fieldId = (field: ContactFormField) => `contact-${field}`;
