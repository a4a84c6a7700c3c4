// The firm's logo on its payslips, settlement statements and Form 16. A PDF embeds PNG and JPEG only, so
// those are taken: checked by their bytes, then drawn once into a scratch PDF, so an image that would break
// a payslip later (a truncated or odd file) is refused now, in words, rather than failing a release. The
// file lives in the private file store; admins change it; anyone in the firm may see it (it is on their
// payslip), and nobody outside the firm.
import { randomUUID } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { inflateSync } from "node:zlib";
import PDFDocument from "pdfkit";
import { eq } from "drizzle-orm";
import { payrollSettings } from "../../db/schema.ts";
import { sniffImage } from "../../console/admin-content/image-sniff.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import type { PrivateFileStore } from "../documents/private-files.ts";

/** 1 MB: a logo prints 160 points wide; more only slows every payslip PDF down. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TOO_LARGE = "A logo can be at most 1 MB";
const LOGO_WRONG = "Choose a PNG or JPEG image (a PDF embeds only those)";
const MAX_SIDE = 4000;

export interface LogoView {
  /** Whether the firm has a logo, its kind and when it was set; the image is at GET /payroll/settings/logo. */
  present: boolean;
  type: string | null;
  updated_at: string | null;
}

/**
 * A PNG's image data inflates: pdfkit decodes a PNG with transparency asynchronously, where a corrupt
 * stream would throw outside any caller, so the data is inflated here first.
 */
function pngInflates(bytes: Buffer): boolean {
  const data: Buffer[] = [];
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString("latin1", at + 4, at + 8);
    if (at + 12 + length > bytes.length) return false;
    if (type === "IDAT") data.push(bytes.subarray(at + 8, at + 8 + length));
    if (type === "IEND") break;
    at += 12 + length;
  }
  try {
    return data.length > 0 && inflateSync(Buffer.concat(data)).length > 0;
  } catch {
    return false;
  }
}

/** Whether pdfkit can draw these bytes: the check a payslip would otherwise make at release time. */
function drawable(bytes: Buffer, type: string): boolean {
  if (type === "image/png" && !pngInflates(bytes)) return false;
  try {
    const doc = new PDFDocument({ autoFirstPage: true });
    doc.image(bytes, 0, 0, { fit: [10, 10] });
    doc.end();
    return true;
  } catch {
    return false;
  }
}

async function rowOf(tx: Tx, firmId: string) {
  const [row] = await tx.select({ key: payrollSettings.logoKey, type: payrollSettings.logoType, at: payrollSettings.updatedAt }).from(payrollSettings).where(eq(payrollSettings.firmId, firmId));
  return row?.key ? { key: row.key, type: row.type ?? "image/png", at: row.at } : null;
}

/** The firm's logo bytes for a PDF, or null without one (or when its file has gone). */
export async function firmLogo(tx: Tx, files: PrivateFileStore, firmId: string): Promise<Buffer | null> {
  const row = await rowOf(tx, firmId);
  const file = row ? await files.open(row.key) : null;
  return file ? buffer(file.stream) : null;
}

export function createLogo(db: Db, files: PrivateFileStore) {
  function requireAdmin(actor: FirmActor) {
    if (actor.access !== "A") throw AppError.forbidden("The payslip logo is changed by admins.");
  }
  const view = (row: Awaited<ReturnType<typeof rowOf>>): LogoView => ({ present: row !== null, type: row?.type ?? null, updated_at: row?.at.toISOString() ?? null });

  return {
    get: (actor: FirmActor): Promise<LogoView> => withFirm(db, actor.firmId, async (tx) => view(await rowOf(tx, actor.firmId))),

    /** The image itself, to anyone in the firm. */
    async open(actor: FirmActor) {
      const row = await withFirm(db, actor.firmId, (tx) => rowOf(tx, actor.firmId));
      const file = row ? await files.open(row.key) : null;
      if (!row || !file) throw AppError.notFound("The firm has no payslip logo.");
      return { ...file, type: row.type };
    },

    /** Replaces the logo: the new file is stored before the row points at it, the old one removed after. */
    async upload(actor: FirmActor, bytes: Buffer, ip: string): Promise<LogoView> {
      requireAdmin(actor);
      const found = sniffImage(bytes);
      if (!found || found.type === "image/webp") throw new AppError(415, "not_a_logo", `${LOGO_WRONG}.`, { file: LOGO_WRONG });
      if (found.width > MAX_SIDE || found.height > MAX_SIDE) throw AppError.badRequest(`The image is ${found.width} × ${found.height} pixels; at most ${MAX_SIDE} on a side.`, { file: `At most ${MAX_SIDE} pixels on a side` });
      if (!drawable(bytes, found.type)) throw AppError.badRequest("The image could not be read: save it again as PNG or JPEG.", { file: "The image could not be read" });
      const key = `${actor.firmId}/${randomUUID()}.${found.ext}`;
      await files.put(key, bytes, found.type);
      let old: string | null = null;
      try {
        const saved = await withFirm(db, actor.firmId, async (tx) => {
          old = (await rowOf(tx, actor.firmId))?.key ?? null;
          const values = { logoKey: key, logoType: found.type, updatedAt: new Date() };
          await tx.insert(payrollSettings).values({ firmId: actor.firmId, ...values }).onConflictDoUpdate({ target: payrollSettings.firmId, set: values });
          await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "payroll.logo_set", detail: { type: found.type, bytes: bytes.length, width: found.width, height: found.height } });
          return view(await rowOf(tx, actor.firmId));
        });
        if (old) await files.remove(old).catch(() => undefined);
        return saved;
      } catch (error) {
        await files.remove(key).catch(() => undefined);
        throw error;
      }
    },

    async remove(actor: FirmActor, ip: string): Promise<void> {
      requireAdmin(actor);
      const key = await withFirm(db, actor.firmId, async (tx) => {
        const row = await rowOf(tx, actor.firmId);
        if (!row) return null;
        await tx.update(payrollSettings).set({ logoKey: null, logoType: null, updatedAt: new Date() }).where(eq(payrollSettings.firmId, actor.firmId));
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "payroll.logo_removed", detail: {} });
        return row.key;
      });
      if (key) await files.remove(key).catch(() => undefined);
    },
  };
}
export type Logo = ReturnType<typeof createLogo>;
