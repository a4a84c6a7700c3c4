// New-firm registration (SPEC.md §2 /New_login, §5, §7 GetRecentNewFirm and AddFirmQueryNew, §8). The
// registering person becomes the firm's first admin (A). Aadhaar is sealed at rest and only ever shown
// masked; the next hand-off answers 00.
import { type FirmProfile, type FirmProfileUpdate, type FirmRegistration, isoToDmy, maskAadhaar, maskPan } from "@vetan/shared";
import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import { contactRequests, employees, firms } from "../../db/schema.ts";
import { changesOf, recordAudit } from "../../platform/audit.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { enterFirm, withPlatform } from "../../platform/db/tenancy.ts";
import { indiaToday } from "@vetan/shared/dates";
import type { FieldCipher } from "../../platform/auth/secrets.ts";
import { AppError } from "../../platform/errors.ts";
import { TRIAL_DAYS, TRIAL_TIER } from "@vetan/shared/plans";
import { trialStart } from "../../firm/billing/billing.service.ts";
import type { Viewer } from "../identity/identity.service.ts";

/** The recent-firm record (SPEC §7): start date as day/month/year; identity numbers masked. */
export type RecentFirm = Omit<FirmProfile, "id" | "created_at">;

/** Field messages for a name or GSTIN another firm holds, in the registration form's own wording. */
export const TAKEN = {
  firm_name: "Firm name is already registered by another firm",
  firm_gst: "GSTIN is already registered by another firm",
} as const;

/** A firm name as compared for sameness: case and runs of spaces do not make two firms different. */
const comparableName = (column: typeof firms.name | string) => sql`lower(regexp_replace(${column}, '[[:space:]]+', ' ', 'g'))`;

/**
 * Refuses a name or GSTIN another firm already has (409 naming each field), so a customer cannot register
 * a second firm under an existing one's name, nor claim its GSTIN. `except` is the firm being edited.
 * Callers hold the registration lock, so two requests for one name cannot both pass the check.
 */
async function refuseTaken(tx: Tx, input: { firm_name?: string | undefined; firm_gst?: string | undefined }, except?: string): Promise<void> {
  if (!input.firm_name && !input.firm_gst) return;
  // The database says which field clashes, so the comparison is made once, in one place.
  const sameName = input.firm_name ? sql<boolean>`${comparableName(firms.name)} = ${comparableName(input.firm_name)}` : sql<boolean>`false`;
  const sameGst = input.firm_gst ? eq(firms.gst, input.firm_gst) : sql<boolean>`false`;
  const clash = await tx
    .select({ name: sameName, gst: sql<boolean>`${sameGst}` })
    .from(firms)
    .where(and(or(sameName, sameGst), except ? ne(firms.id, except) : undefined));
  const taken: Record<string, string> = {};
  if (clash.some((f) => f.name)) taken.firm_name = TAKEN.firm_name;
  if (clash.some((f) => f.gst)) taken.firm_gst = TAKEN.firm_gst;
  const first = Object.values(taken)[0];
  if (first) throw new AppError(409, "firm_taken", first, taken);
}

/** One registration or firm edit at a time takes a name or GSTIN (a transaction-scoped advisory lock). */
const lockFirmIdentities = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('vetan.firm-identities'))`);

export function createFirmsService(db: Db, cipher: FieldCipher, clock: () => Date = () => new Date()) {
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

    /**
     * The firm, its first admin (the registering person, as employee EMP0001) and the audit entry, in one
     * transaction: no firm is ever left without its admin.
     */
    async register(viewer: Viewer, input: FirmRegistration, ip: string): Promise<{ firmId: string; memberId: string }> {
      const existing = await withPlatform(db, "has this person already registered a firm", (tx) =>
        tx
          .select({ firmId: employees.firmId })
          .from(employees)
          .where(and(eq(employees.userId, viewer.userId), eq(employees.usType, "A")))
          .limit(1),
      );
      if (existing.length > 0) {
        throw new AppError(409, "firm_exists", "You have already registered a firm. Sign in to open its dashboard.");
      }
      const aadhaar = input.owner_aadhar;
      return db.transaction(async (tx) => {
        await lockFirmIdentities(tx);
        await refuseTaken(tx, input);
        // Every new firm starts on the trial the FAQ promises (decision 031).
        const trial = await trialStart(tx, clock(), TRIAL_DAYS, TRIAL_TIER);
        const [firm] = await tx
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
            employeeCodeNext: 2,
            planId: trial.planId,
            trialEndsAt: trial.trialEndsAt,
          })
          .returning({ id: firms.id });
        if (!firm) throw new Error("firm insert returned nothing");
        await enterFirm(tx, firm.id);
        const [admin] = await tx
          .insert(employees)
          .values({
            firmId: firm.id,
            code: "EMP0001",
            name: input.firm_owner_name,
            mobile: viewer.mobile,
            usType: "A",
            userId: viewer.userId,
            joiningDate: indiaToday(),
            pan: input.owner_pan || null,
            aadhaarCipher: aadhaar ? cipher.seal(aadhaar) : null,
            aadhaarLast4: aadhaar ? aadhaar.slice(-4) : null,
          })
          .returning({ id: employees.id });
        if (!admin) throw new Error("employee insert returned nothing");
        await recordAudit(tx, { firmId: firm.id, userId: viewer.userId, ip }, { action: "firm.registered", detail: { firm_name: input.firm_name, plan_id: trial.planId, trial_ends_at: trial.trialEndsAt?.toISOString() ?? null } });
        return { firmId: firm.id, memberId: admin.id };
      });
    },

    /** Changes the firm's profile (its admin), with the change in the audit log in the same transaction. */
    async update(firmId: string, input: FirmProfileUpdate, actorUserId: string | null, ip: string): Promise<FirmProfile> {
      await db.transaction(async (tx) => {
        await lockFirmIdentities(tx);
        const [before] = await tx.select().from(firms).where(eq(firms.id, firmId)).for("update");
        if (!before) throw AppError.notFound("Firm not found.");
        await refuseTaken(tx, { firm_name: input.firm_name, firm_gst: input.firm_gst }, firmId);
        const next = {
          name: input.firm_name,
          ownerName: input.firm_owner_name,
          startDate: input.firm_startdate,
          gst: input.firm_gst === undefined ? undefined : input.firm_gst || null,
          firmType: input.firm_type,
          size: input.firm_members,
          email: input.firm_email,
          mobile: input.firm_mobile,
          address: input.firm_address,
          employeeCodePrefix: input.employee_code_prefix,
        };
        const set = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined));
        const changes = changesOf(before as unknown as Record<string, unknown>, set);
        if (Object.keys(changes).length === 0) return;
        await tx.update(firms).set(set).where(eq(firms.id, firmId));
        await enterFirm(tx, firmId);
        await recordAudit(tx, { firmId, userId: actorUserId, ip }, { action: "firm.updated", detail: { changes } });
      });
      const profile = await this.profile(firmId);
      if (!profile) throw AppError.notFound("Firm not found.");
      return profile;
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
