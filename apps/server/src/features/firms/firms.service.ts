// New-firm registration (SPEC.md §2 /New_login, §5, §7 GetRecentNewFirm and AddFirmQueryNew, §8). The
// registering person becomes the firm's first admin (A). Aadhaar is sealed at rest and only ever shown
// masked; the next hand-off answers 00.
import { type FirmProfile, type FirmRegistration, isoToDmy, maskAadhaar, maskPan } from "@vetan/shared";
import { and, desc, eq } from "drizzle-orm";
import { auditLog, contactRequests, firms, members } from "../../db/schema.ts";
import type { Db } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import type { FieldCipher } from "../../platform/auth/secrets.ts";
import { AppError } from "../../platform/errors.ts";
import type { Viewer } from "../identity/identity.service.ts";

/** The recent-firm record (SPEC §7): start date as day/month/year; identity numbers masked. */
export type RecentFirm = Omit<FirmProfile, "id" | "created_at">;

export function createFirmsService(db: Db, cipher: FieldCipher) {
  return {
    /**
     * What to prefill /New_login with: the newest firm this mobile registered, else the newest Talk to Us
     * request sent with it (a lead who fills the contact form does not type it all again).
     */
    async recentFor(mobile: string): Promise<RecentFirm | null> {
      const [firm] = await db.select().from(firms).where(eq(firms.mobile, mobile)).orderBy(desc(firms.createdAt)).limit(1);
      if (firm) {
        return {
          firm_name: firm.name,
          firm_owner_name: firm.ownerName,
          firm_startdate: firm.startDate ? isoToDmy(firm.startDate) : "",
          firm_gst: firm.gst ?? "",
          firm_type: firm.firmType,
          firm_members: firm.size,
          firm_email: firm.email,
          firm_mobile: firm.mobile,
          owner_pan: firm.ownerPan ? maskPan(firm.ownerPan) : "",
          owner_aadhar: firm.ownerAadhaarLast4 ? `XXXX XXXX ${firm.ownerAadhaarLast4}` : "",
          firm_address: firm.address,
        };
      }
      const [lead] = await db
        .select()
        .from(contactRequests)
        .where(eq(contactRequests.mobile, mobile))
        .orderBy(desc(contactRequests.createdAt))
        .limit(1);
      if (!lead) return null;
      return {
        firm_name: lead.firmName,
        firm_owner_name: lead.name,
        firm_startdate: /^\d{4}$/.test(lead.firmAge) ? `01/01/${lead.firmAge}` : "",
        firm_gst: lead.firmGst,
        firm_type: "",
        firm_members: "",
        firm_email: lead.email,
        firm_mobile: lead.mobile,
        owner_pan: "",
        owner_aadhar: "",
        firm_address: lead.firmLocation,
      };
    },

    async register(viewer: Viewer, input: FirmRegistration, ip: string): Promise<{ firmId: string; memberId: string }> {
      const existing = await db
        .select({ firmId: members.firmId })
        .from(members)
        .where(and(eq(members.userId, viewer.userId), eq(members.usType, "A")))
        .limit(1);
      if (existing.length > 0) {
        throw new AppError(409, "firm_exists", "You have already registered a firm. Sign in to open its dashboard.");
      }
      const aadhaar = input.owner_aadhar;
      const [firm] = await db
        .insert(firms)
        .values({
          name: input.firm_name,
          ownerUserId: viewer.userId,
          ownerName: input.firm_owner_name,
          startDate: input.firm_startdate,
          gst: input.firm_gst || null,
          firmType: input.firm_type,
          size: input.firm_members,
          email: input.firm_email,
          mobile: input.firm_mobile,
          ownerPan: input.owner_pan || null,
          ownerAadhaarCipher: aadhaar ? cipher.seal(aadhaar) : null,
          ownerAadhaarLast4: aadhaar ? aadhaar.slice(-4) : null,
          address: input.firm_address,
        })
        .returning({ id: firms.id });
      if (!firm) throw new Error("firm insert returned nothing");
      const member = await withFirm(db, firm.id, async (tx) => {
        const [row] = await tx
          .insert(members)
          .values({ firmId: firm.id, name: input.firm_owner_name, mobile: viewer.mobile, usType: "A", userId: viewer.userId })
          .returning({ id: members.id });
        return row;
      });
      if (!member) throw new Error("member insert returned nothing");
      await db.insert(auditLog).values({ firmId: firm.id, actorUserId: viewer.userId, action: "firm.registered", detail: { firm_name: input.firm_name }, ip });
      return { firmId: firm.id, memberId: member.id };
    },

    /** The firm's profile as its members see it: PAN and Aadhaar masked. */
    async profile(firmId: string): Promise<FirmProfile | null> {
      const [firm] = await db.select().from(firms).where(eq(firms.id, firmId)).limit(1);
      if (!firm) return null;
      return {
        id: firm.id,
        firm_name: firm.name,
        firm_owner_name: firm.ownerName,
        firm_startdate: firm.startDate ?? "",
        firm_gst: firm.gst ?? "",
        firm_type: firm.firmType,
        firm_members: firm.size,
        firm_email: firm.email,
        firm_mobile: firm.mobile,
        owner_pan: firm.ownerPan ? maskPan(firm.ownerPan) : "",
        owner_aadhar: firm.ownerAadhaarLast4 ? maskAadhaar(`00000000${firm.ownerAadhaarLast4}`) : "",
        firm_address: firm.address,
        created_at: firm.createdAt.toISOString(),
      };
    },
  };
}
export type FirmsService = ReturnType<typeof createFirmsService>;
