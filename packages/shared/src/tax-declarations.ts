// Income-tax declarations (issue 17): each employee chooses the regime (new unless they choose the old) and,
// for the old regime, declares rent and investments in a window the firm opens (Form 124, formerly 12BB);
// proofs are uploaded later and verified by HR; the amounts flow into the monthly TDS. One schema each for
// the employee's form, HR's verification and the firm's windows, shared by the forms and the API.
import { z } from "zod";
import { dayField } from "./dates.ts";
import type { DocumentView } from "./documents.ts";
import { validatePan } from "./ids.ts";
import { optionalRupeesField } from "./payroll.ts";

/** Rent a year above this needs the landlord's PAN (Income-tax rules for the HRA exemption). */
export const LANDLORD_PAN_ABOVE = 1_00_000_00;

/** The amounts an employee declares (paise), in the engine's terms; annual except rent. */
export const DECLARATION_AMOUNTS = ["rent_per_month", "section_80c", "section_80ccd_1b", "section_80d_self", "section_80d_parents", "home_loan_interest", "other_deductions"] as const;
export type DeclarationAmount = (typeof DECLARATION_AMOUNTS)[number];

export const DECLARATION_LABELS: Record<DeclarationAmount, { label: string; hint: string }> = {
  rent_per_month: { label: "Rent a month", hint: "For the HRA exemption: the rent you pay for the home you live in" },
  section_80c: { label: "Section 80C investments", hint: "PPF, ELSS, life insurance, tuition fees, home loan principal; up to ₹1,50,000 a year counts (your PF is added by payroll)" },
  section_80ccd_1b: { label: "NPS, your own (80CCD(1B))", hint: "Up to ₹50,000 a year counts, beyond 80C" },
  section_80d_self: { label: "Health insurance: self and family (80D)", hint: "Up to ₹25,000 a year counts (₹50,000 if you are a senior citizen)" },
  section_80d_parents: { label: "Health insurance: parents (80D)", hint: "Up to ₹25,000 a year counts, ₹50,000 if a parent is a senior citizen" },
  home_loan_interest: { label: "Home loan interest (self-occupied)", hint: "Up to ₹2,00,000 a year counts" },
  other_deductions: { label: "Other deductions", hint: "80E education loan interest, 80G donations and others, as the year's total" },
};

const shortText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters` })
    .optional()
    .transform((v) => (v ? v : undefined));

export const TaxDeclarationSchema = z
  .strictObject({
    tax_regime: z.enum(["new", "old"], { error: "Choose the new or the old tax regime" }),
    rent_per_month: optionalRupeesField("Rent a month"),
    rent_city: shortText("City", 60),
    landlord_name: shortText("Landlord's name", 100),
    landlord_pan: z
      .string()
      .trim()
      .toUpperCase()
      .optional()
      .transform((v) => (v ? v : undefined))
      .superRefine((v, ctx) => {
        if (v === undefined) return;
        const check = validatePan(v);
        if (!check.ok) ctx.addIssue({ code: "custom", message: check.message });
      }),
    section_80c: optionalRupeesField("80C investments"),
    section_80ccd_1b: optionalRupeesField("NPS contribution"),
    section_80d_self: optionalRupeesField("Health insurance for self and family"),
    section_80d_parents: optionalRupeesField("Health insurance for parents"),
    parents_senior: z.boolean({ error: "Say whether a parent is a senior citizen" }).optional(),
    home_loan_interest: optionalRupeesField("Home loan interest"),
    other_deductions: optionalRupeesField("Other deductions"),
  })
  .superRefine((d, ctx) => {
    const rent = d.rent_per_month ?? 0;
    if (rent > 0 && !d.rent_city) ctx.addIssue({ code: "custom", path: ["rent_city"], message: "Give the city you rent in (the HRA exemption depends on it)" });
    if (rent * 12 > LANDLORD_PAN_ABOVE) {
      if (!d.landlord_name) ctx.addIssue({ code: "custom", path: ["landlord_name"], message: "Give the landlord's name: rent above ₹1,00,000 a year needs it" });
      if (!d.landlord_pan) ctx.addIssue({ code: "custom", path: ["landlord_pan"], message: "Give the landlord's PAN: rent above ₹1,00,000 a year needs it" });
    }
  });
export type TaxDeclarationInput = z.input<typeof TaxDeclarationSchema>;
export type TaxDeclaration = z.output<typeof TaxDeclarationSchema>;

/** HR's verification: the amount accepted for each declared item (at most what was declared) and a note. */
export const DeclarationVerifySchema = z.strictObject({
  rent_per_month: optionalRupeesField("Rent accepted"),
  section_80c: optionalRupeesField("80C accepted"),
  section_80ccd_1b: optionalRupeesField("NPS accepted"),
  section_80d_self: optionalRupeesField("Health insurance (self) accepted"),
  section_80d_parents: optionalRupeesField("Health insurance (parents) accepted"),
  home_loan_interest: optionalRupeesField("Home loan interest accepted"),
  other_deductions: optionalRupeesField("Other deductions accepted"),
  note: z.string().trim().max(500, { error: "A note can be at most 500 characters" }).optional(),
});
export type DeclarationVerifyInput = z.input<typeof DeclarationVerifySchema>;

/** The firm's windows: declarations (usually April–May) and proofs (usually January). Empty is closed. */
export const DeclarationWindowsSchema = z
  .strictObject({
    declarations_from: dayField("Declarations open on").nullable(),
    declarations_to: dayField("Declarations close on").nullable(),
    proofs_from: dayField("Proofs open on").nullable(),
    proofs_to: dayField("Proofs close on").nullable(),
  })
  .superRefine((w, ctx) => {
    for (const [from, to, label] of [
      ["declarations_from", "declarations_to", "Declarations"],
      ["proofs_from", "proofs_to", "Proofs"],
    ] as const) {
      if ((w[from] === null) !== (w[to] === null)) ctx.addIssue({ code: "custom", path: [w[from] === null ? from : to], message: `${label}: give both dates, or neither to keep the window closed` });
      else if (w[from] && w[to] && (w[to] as string) < (w[from] as string)) ctx.addIssue({ code: "custom", path: [to], message: `${label} cannot close before they open` });
    }
  });
export type DeclarationWindows = z.output<typeof DeclarationWindowsSchema>;

export type DeclarationStatus = "none" | "declared" | "submitted" | "verified";
export const DECLARATION_STATUS_LABELS: Record<DeclarationStatus, string> = {
  none: "Nothing declared",
  declared: "Declared",
  submitted: "Proofs submitted",
  verified: "Verified",
};

export type DeclaredAmounts = Partial<Record<DeclarationAmount, number>>;

export interface WindowView {
  from: string | null;
  to: string | null;
  open: boolean;
}

export interface DeclarationWindowsView {
  declarations: WindowView;
  proofs: WindowView;
}

export interface DeclarationView {
  employee: { id: string; name: string; code: string };
  /** The tax year's April, "2026-04". */
  tax_year: string;
  regime: "new" | "old";
  status: DeclarationStatus;
  declared: DeclaredAmounts;
  rent_city: string | null;
  landlord_name: string | null;
  landlord_pan: string | null;
  parents_senior: boolean;
  verified: DeclaredAmounts | null;
  note: string | null;
  submitted_at: string | null;
  verified_by: string | null;
  verified_at: string | null;
  proofs: DocumentView[];
  windows: { declarations: WindowView; proofs: WindowView };
  /** What TDS uses this month and why, in words. */
  in_use: string;
  /** The year's tax on this month's salary under each regime, with these declarations; null without a salary. */
  comparison: { new: number; old: number; working: string } | null;
  can_edit: boolean;
  can_submit: boolean;
  can_verify: boolean;
}

export const DeclarationListQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  status: z.enum(["none", "declared", "submitted", "verified"], { error: "Choose a status from the list" }).optional(),
  regime: z.enum(["new", "old"], { error: "Choose a regime from the list" }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type DeclarationListQuery = z.output<typeof DeclarationListQuerySchema>;

export interface DeclarationRow {
  employee: { id: string; name: string; code: string; department: string | null };
  regime: "new" | "old";
  status: DeclarationStatus;
  declared_total: number;
  verified_total: number | null;
  proofs: number;
  submitted_at: string | null;
}

export interface DeclarationListView {
  tax_year: string;
  rows: DeclarationRow[];
  total: number;
  counts: Record<DeclarationStatus, number>;
}
