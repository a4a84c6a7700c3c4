// The console's leads (Talk to Us requests) and firms (issue 5, "Leads and firms"): the inputs of
// /api/v1/admin/leads* and /firms*, with the sentences a person reads, and the answers' shapes. The console's
// forms check with these same schemas before they send.
import { z } from "zod";
import type { FirmMember, FirmProfile, Page, PlatformFirm } from "./site.ts";

export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABEL: Record<LeadStatus, string> = { new: "New", contacted: "Contacted", qualified: "Qualified", won: "Won", lost: "Lost" };

export const LEAD_NOTES_MAX = 5000;
export const SEARCH_MAX = 100;
export const LEADS_PAGE = { defaultLimit: 25, maxLimit: 100 } as const;
/** GET /firms and /users, and the S overview's first page of each. */
export const PLATFORM_PAGE = { defaultLimit: 100, maxLimit: 500 } as const;
/** Postgres integer ids stop here; a larger number cannot name a row. */
const MAX_INT4 = 2_147_483_647;

/** NUL cannot be stored in Postgres text, and other C0 controls in a note are never typed by a person. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const searchText = z
  .string({ error: "Search with words or numbers" })
  .max(SEARCH_MAX, `Search for at most ${SEARCH_MAX} characters`)
  .refine((v) => !CONTROL.test(v), "Search cannot contain control characters")
  .transform((v) => v.trim())
  .optional()
  .default("");

const CHOOSE_STATUS = "Choose a status from the list";
const leadStatus = z.enum(LEAD_STATUSES, { error: CHOOSE_STATUS });

/** What the inbox and the CSV export share: the search words and the status ("" or absent means every status). */
export const LeadFilterSchema = z.strictObject({
  q: searchText,
  status: z
    .union([leadStatus, z.literal("").transform(() => undefined)], { error: CHOOSE_STATUS })
    .optional(),
});
export type LeadFilter = z.output<typeof LeadFilterSchema>;

function paging(page: { defaultLimit: number; maxLimit: number }) {
  return {
    limit: z.coerce
      .number({ error: "Limit must be a number" })
      .int("Limit must be a whole number")
      .min(1, "Limit must be at least 1")
      .max(page.maxLimit, `Limit must be at most ${page.maxLimit}`)
      .default(page.defaultLimit),
    offset: z.coerce
      .number({ error: "Offset must be a number" })
      .int("Offset must be a whole number")
      .min(0, "Offset cannot be negative")
      .max(1_000_000, "Offset is too large")
      .default(0),
  };
}

export const LeadQuerySchema = LeadFilterSchema.extend(paging(LEADS_PAGE));
export type LeadQuery = z.output<typeof LeadQuerySchema>;

/** PATCH /leads/:id — the status, the notes, or both. An empty note clears it. */
export const LeadUpdateSchema = z
  .strictObject({
    status: leadStatus.optional(),
    notes: z
      .string({ error: "Notes must be text" })
      .max(LEAD_NOTES_MAX, `Notes must be at most ${LEAD_NOTES_MAX.toLocaleString("en-IN")} characters`)
      .refine((v) => !CONTROL.test(v), "Notes cannot contain control characters")
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, { error: "Change the status or the notes" });
export type LeadUpdate = z.output<typeof LeadUpdateSchema>;

export const FirmQuerySchema = z.strictObject({ q: searchText, ...paging(PLATFORM_PAGE) });
export type FirmQuery = z.output<typeof FirmQuerySchema>;

/** PUT /firms/:id/plan — a plan's id, or null for "No plan". */
export const FirmPlanSchema = z.strictObject({
  plan_id: z
    .number({ error: "Choose a plan, or No plan" })
    .int("Choose a plan, or No plan")
    .positive("Choose a plan, or No plan")
    .max(MAX_INT4, "Choose a plan, or No plan")
    .nullable(),
});
export type FirmPlan = z.output<typeof FirmPlanSchema>;

/** A Talk to Us request as the console shows it. */
export interface Lead {
  id: number;
  name: string;
  email: string;
  mobile: string;
  firm_name: string;
  firm_type: string;
  firm_age: string;
  firm_gst: string;
  firm_location: string;
  firm_mobile: string;
  firm_size: string;
  status: LeadStatus;
  notes: string;
  created_at: string;
}
export type LeadPage = Page<Lead>;

/** A firm in the console's list: the platform list's row with its plan (null: no plan). */
export interface ConsoleFirm extends PlatformFirm {
  plan_id: number | null;
  plan_name: string | null;
}

export interface PlanChoice {
  id: number;
  name: string;
}

/** GET /firms/:id — the profile (PAN and Aadhaar masked), its plan, its people (mobiles masked) and the plans to pick from. */
export interface ConsoleFirmDetail {
  firm: FirmProfile & { plan_id: number | null; plan_name: string | null };
  members: FirmMember[];
  plans: PlanChoice[];
}

/** "No plan" where a firm has none: the one wording the list, the page and the picker share. */
export const NO_PLAN = "No plan";
