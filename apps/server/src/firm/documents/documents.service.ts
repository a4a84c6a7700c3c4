// An employee's documents: uploaded files checked by their bytes (PDF, JPEG, PNG or WebP, up to 10 MB; a
// script renamed .pdf is refused), kept in the private store, listed and served only to those who see the
// employee's private fields (the person, HR in scope, admins), and removed by those who may edit the record
// or by the person who uploaded them. Uploads and removals are in the firm's audit log.
import { createHash, randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { type DocumentKind, DOCUMENT_WRONG_TYPE, type DocumentQuerySchema, type DocumentView } from "@vetan/shared/documents";
import type { z } from "zod";
import { employeeDocuments, employees, users } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import { sniffImage } from "../../console/admin-content/image-sniff.ts";
import type { FirmActor } from "../actor.ts";
import { can } from "../people/people.policy.ts";
import type { PrivateFileStore } from "./private-files.ts";

/** What the bytes are: a PDF (header and end-of-file marker) or an image the console accepts; null otherwise. */
export function sniffDocument(bytes: Buffer): { type: string; ext: "pdf" | "jpg" | "png" | "webp" } | null {
  if (bytes.length > 8 && bytes.toString("latin1", 0, 5) === "%PDF-" && bytes.toString("latin1", Math.max(0, bytes.length - 1024)).includes("%%EOF")) {
    return { type: "application/pdf", ext: "pdf" };
  }
  const image = sniffImage(bytes);
  return image ? { type: image.type, ext: image.ext } : null;
}

const NOT_FOUND = "No such document.";

const mayRemove = (actor: FirmActor, employee: { id: string; workspaceId: string | null }, uploadedBy: string | null) =>
  can(actor, "edit", employee) || (actor.userId !== null && uploadedBy === actor.userId);

/**
 * An employee's documents, newest first, inside the caller's transaction (`kind` narrows them). The caller
 * has already checked that the actor sees the employee's private fields.
 */
export async function documentsIn(tx: Tx, actor: FirmActor, employee: { id: string; workspaceId: string | null }, kind?: DocumentKind): Promise<DocumentView[]> {
  const where = [eq(employeeDocuments.firmId, actor.firmId), eq(employeeDocuments.employeeId, employee.id)];
  if (kind) where.push(eq(employeeDocuments.kind, kind));
  const rows = await tx
    .select({ d: employeeDocuments, uploader: users.name })
    .from(employeeDocuments)
    .leftJoin(users, eq(users.id, employeeDocuments.uploadedBy))
    .where(and(...where))
    .orderBy(desc(employeeDocuments.createdAt));
  return rows.map(({ d, uploader }) => ({
    id: d.id,
    kind: d.kind as DocumentKind,
    title: d.title,
    content_type: d.contentType,
    bytes: d.bytes,
    uploaded_by: uploader,
    created_at: d.createdAt.toISOString(),
    can_remove: mayRemove(actor, employee, d.uploadedBy),
  }));
}

export function createDocuments(db: Db, files: PrivateFileStore) {
  /** The employee, if the actor may see their private fields; a 403 for those who may not, a 404 for an unknown id. */
  async function subject(actor: FirmActor, employeeId: string) {
    const [row] = await withFirm(db, actor.firmId, (tx) =>
      tx.select({ id: employees.id, workspaceId: employees.workspaceId, code: employees.code }).from(employees).where(and(eq(employees.firmId, actor.firmId), eq(employees.id, employeeId))),
    );
    if (!row) throw AppError.notFound("No such employee in your firm.");
    if (!can(actor, "view_private", row)) throw AppError.forbidden("Documents are seen by the person, their HR and admins.");
    return row;
  }
  return {
    async list(actor: FirmActor, employeeId: string): Promise<DocumentView[]> {
      const employee = await subject(actor, employeeId);
      return withFirm(db, actor.firmId, (tx) => documentsIn(tx, actor, employee));
    },

    async upload(actor: FirmActor, employeeId: string, input: z.output<typeof DocumentQuerySchema>, bytes: Buffer, ip: string): Promise<DocumentView> {
      const employee = await subject(actor, employeeId);
      const found = sniffDocument(bytes);
      if (!found) throw new AppError(415, "not_a_document", `${DOCUMENT_WRONG_TYPE}.`, { file: DOCUMENT_WRONG_TYPE });
      const id = randomUUID();
      const fileKey = `${actor.firmId}/${id}.${found.ext}`;
      // The file first: a row never points at bytes that are not there. A failed insert leaves an unlisted
      // file behind, which is removed at once.
      await files.put(fileKey, bytes, found.type);
      try {
        await withFirm(db, actor.firmId, async (tx) => {
          await tx.insert(employeeDocuments).values({
            firmId: actor.firmId,
            id,
            employeeId,
            kind: input.kind,
            title: input.title,
            fileKey,
            contentType: found.type,
            bytes: bytes.length,
            sha256: createHash("sha256").update(bytes).digest("hex"),
            uploadedBy: actor.userId,
          });
          await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "document.uploaded", detail: { employee_id: employeeId, code: employee.code, document_id: id, kind: input.kind, title: input.title } });
        });
      } catch (error) {
        await files.remove(fileKey).catch(() => undefined);
        throw error;
      }
      return (await this.list(actor, employeeId)).find((d) => d.id === id) as DocumentView;
    },

    async open(actor: FirmActor, employeeId: string, documentId: string) {
      await subject(actor, employeeId);
      const [doc] = await withFirm(db, actor.firmId, (tx) =>
        tx.select().from(employeeDocuments).where(and(eq(employeeDocuments.firmId, actor.firmId), eq(employeeDocuments.employeeId, employeeId), eq(employeeDocuments.id, documentId))),
      );
      if (!doc) throw AppError.notFound(NOT_FOUND);
      const file = await files.open(doc.fileKey);
      if (!file) throw AppError.notFound(NOT_FOUND);
      return { ...file, type: doc.contentType, name: `${doc.title.replace(/[^\w .-]+/g, "_").slice(0, 80)}.${doc.fileKey.split(".").pop()}` };
    },

    async remove(actor: FirmActor, employeeId: string, documentId: string, ip: string): Promise<void> {
      const employee = await subject(actor, employeeId);
      const key = await withFirm(db, actor.firmId, async (tx) => {
        const [doc] = await tx
          .select()
          .from(employeeDocuments)
          .where(and(eq(employeeDocuments.firmId, actor.firmId), eq(employeeDocuments.employeeId, employeeId), eq(employeeDocuments.id, documentId)))
          .for("update");
        if (!doc) throw AppError.notFound(NOT_FOUND);
        if (!mayRemove(actor, employee, doc.uploadedBy)) throw AppError.forbidden("Only HR, an admin or the person who uploaded it can remove a document.");
        await tx.delete(employeeDocuments).where(and(eq(employeeDocuments.firmId, actor.firmId), eq(employeeDocuments.id, documentId)));
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "document.removed", detail: { employee_id: employeeId, code: employee.code, document_id: documentId, title: doc.title } });
        return doc.fileKey;
      });
      // After the commit: a removal that rolled back keeps its file.
      await files.remove(key).catch(() => undefined);
    },
  };
}
export type Documents = ReturnType<typeof createDocuments>;
