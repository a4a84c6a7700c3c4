import type { ContactPayload } from "@vetan/shared";
import { contactRequests } from "../../db/schema.ts";
import type { Db } from "../../platform/db/client.ts";

export function createContactService(db: Db) {
  return {
    /** Stores a lead. A filled honeypot means a bot: it is told "thank you" and nothing is kept. */
    async submit(payload: ContactPayload): Promise<{ stored: boolean }> {
      if (payload.website) return { stored: false };
      await db.insert(contactRequests).values({
        name: payload.name,
        email: payload.email,
        mobile: payload.mobile,
        firmName: payload.firm_name,
        firmType: payload.firm_type,
        firmAge: payload.firm_age,
        firmGst: payload.firm_gst,
        firmLocation: payload.firm_location,
        firmMobile: payload.firm_mobile,
        firmSize: payload.firm_size,
      });
      return { stored: true };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
