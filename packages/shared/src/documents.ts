// An employee's documents (GET/POST/DELETE /api/v1/people/:id/documents): the kinds, the upload's kind and
// title with their messages (the form and the server say the same), the limits, and what the API answers.
// The server checks the file itself by its bytes.
import { z } from "zod";

export const DOCUMENT_KINDS = ["id_proof", "address_proof", "education", "experience", "offer_letter", "bank_proof", "tax_proof", "other"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  id_proof: "ID proof",
  address_proof: "Address proof",
  education: "Education",
  experience: "Experience",
  offer_letter: "Offer letter",
  bank_proof: "Bank proof",
  tax_proof: "Tax proof (rent, investments)",
  other: "Other",
};

/** The largest file kept: a larger body is refused with 413. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export const DOCUMENT_WRONG_TYPE = "Upload a PDF, JPEG, PNG or WebP file";
export const DOCUMENT_TOO_LARGE = "The file is larger than 10 MB.";

/** The upload's kind and title (sent as the query; the file is the body). */
export const DocumentQuerySchema = z.strictObject({
  kind: z.enum(DOCUMENT_KINDS, { error: "Choose what kind of document it is" }).default("other"),
  title: z.string({ error: "Give the document a title" }).trim().min(1, "Give the document a title").max(120, "At most 120 characters"),
});

export interface DocumentView {
  id: string;
  kind: DocumentKind;
  title: string;
  content_type: string;
  bytes: number;
  uploaded_by: string | null;
  created_at: string;
  can_remove: boolean;
}
