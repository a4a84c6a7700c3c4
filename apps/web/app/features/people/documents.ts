// An employee's documents as the profile handles them (GET/POST/DELETE /api/v1/people/:id/documents): what
// the API answers, the kinds in words, a file's size in words, and the checks made before a file is sent.
// The server checks the file again by its bytes (a script renamed .pdf is refused) and has the last word.
import { DOCUMENT_MAX_BYTES, DOCUMENT_TOO_LARGE, DOCUMENT_TYPES, DOCUMENT_WRONG_TYPE, DocumentQuerySchema } from "@vetan/shared/documents";
import { firmHref } from "../../lib/api.ts";

export { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, type DocumentKind, type DocumentView } from "@vetan/shared/documents";

/** What the file input offers: the server's four types, by extension and by type (a phone then offers its camera). */
export const DOCUMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp";

/** The server's words for a file it will not keep. */
export const WRONG_TYPE = DOCUMENT_WRONG_TYPE;
export const TOO_LARGE = DOCUMENT_TOO_LARGE;

/** The upload's kind and title, with the server's messages (one schema for both). */
export const DocumentUploadSchema = DocumentQuerySchema;

/** What is wrong with a chosen file before it is sent, or null; a type the browser does not know is left to the server. */
export function fileProblem(file: { size: number; type: string } | undefined): string | null {
  if (!file) return "Choose a file to upload";
  if (file.size === 0) return "Choose a file to upload";
  if (file.size > DOCUMENT_MAX_BYTES) return TOO_LARGE;
  if (file.type !== "" && !(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return WRONG_TYPE;
  return null;
}

/** "240 KB", "1.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024).toLocaleString("en-IN")} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString("en-IN", { maximumFractionDigits: 1 })} MB`;
}

/** "PDF", "JPEG"… from a content type. */
export const fileKind = (contentType: string) => (contentType === "application/pdf" ? "PDF" : (contentType.split("/")[1] ?? contentType).toUpperCase());

/** A person's documents under the API (GET, and POST with the query below). */
export const documentsPath = (employeeId: string) => `/people/${encodeURIComponent(employeeId)}/documents`;

/** POST's address: the kind and title travel in the query, the file is the body. */
export const uploadPath = (employeeId: string, kind: string, title: string) => `${documentsPath(employeeId)}?${new URLSearchParams({ kind, title: title.trim() })}`;

/** One document's address under the API (DELETE), and its file's download link. */
export const documentPath = (employeeId: string, documentId: string) => `${documentsPath(employeeId)}/${encodeURIComponent(documentId)}`;
export const downloadHref = (employeeId: string, documentId: string) => firmHref(`${documentPath(employeeId, documentId)}/file`);
