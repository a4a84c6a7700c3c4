// The sign-on hand-off (SPEC.md §4, DESIGN.md "Identity and hand-off") and the viewer every signed-in
// request acts as. `00` signs the session in as the person's firm member (or superadmin) and rotates it;
// `01` is any code that is unknown, used, expired or another browser's; `02` is a person with no firm yet.
import { eq, inArray } from "drizzle-orm";
import { firms, sessions } from "../../db/schema.ts";
import type { Db } from "../../platform/db/client.ts";
import { newToken, sha256 } from "../../platform/auth/secrets.ts";
import type { AccountsService, User } from "../accounts/accounts.service.ts";
import type { MemberAccess } from "../accounts/accounts.queries.ts";

export type UsType = "A" | "S" | "H" | "E";

export interface Viewer {
  userId: string;
  name: string;
  mobile: string;
  email: string | null;
  isSuperadmin: boolean;
  /** Empty until the hand-off has placed the session (SPEC §4: empty means the public navigation bar). */
  usType: UsType | "";
  firmId: string | null;
  memberId: string | null;
  /**
   * The member's access at this moment, read with the session (null when not placed, or when they left or
   * lost sign-in access since): what a firm request acts with, so taking access away holds on the next one.
   */
  memberAccess: MemberAccess | null;
  /** SHA-256 of the session token: binds hand-off codes to this browser. */
  sessionHash: string;
}

/** The parent account record of SPEC §3 (profiledetails.data[0]). */
export interface ParentRecord {
  user_id: string;
  name: string;
  mobile: string;
  email: string;
}

export type SsoAnswer =
  | {
      responseCode: "00";
      responseMessage: string;
      status: "0";
      response: { us_type: UsType; name: string; mobile: string; firm_id: string | null; member_id: string | null };
      profiledetails: { data: [ParentRecord] };
      /** Not sent to the browser: the rotated session token for the cookie. */
      newToken: string;
    }
  | { responseCode: "01"; responseMessage: string; status: "1" }
  | {
      responseCode: "02";
      responseMessage: string;
      status: "0";
      response: { us_type: "" };
      profiledetails: { data: [ParentRecord] };
    };

export const SSO_MESSAGES = {
  "00": "Signed in successfully",
  "01": "Your sign-in link has expired. Please sign in again.",
  "02": "Login successful. Please proceed to register your firm.",
} as const;

export const parentRecord = (user: User): ParentRecord => ({
  user_id: user.id,
  name: user.name,
  mobile: user.mobile,
  email: user.email ?? "",
});

export function createIdentityService(db: Db, accounts: AccountsService) {
  return {
    async viewer(token: string | null): Promise<Viewer | null> {
      if (!token) return null;
      const found = await accounts.session(token);
      if (!found) return null;
      const { session, user } = found;
      return {
        userId: user.id,
        name: user.name,
        mobile: user.mobile,
        email: user.email,
        isSuperadmin: user.isSuperadmin,
        usType: session.usType ?? "",
        firmId: session.firmId,
        memberId: session.memberId,
        memberAccess: found.access,
        sessionHash: found.tokenHash,
      };
    },

    /** The firms this person may open (where they have sign-in access and have not left), with the one in use. */
    async firmsOf(viewer: Viewer): Promise<{ firm_id: string; firm_name: string; us_type: "A" | "H" | "E"; current: boolean }[]> {
      const memberships = await accounts.memberships(viewer.userId);
      if (memberships.length === 0) return [];
      const names = new Map((await db.select({ id: firms.id, name: firms.name }).from(firms).where(inArray(firms.id, memberships.map((m) => m.firmId)))).map((f) => [f.id, f.name]));
      return memberships.map((m) => ({ firm_id: m.firmId, firm_name: names.get(m.firmId) ?? "", us_type: m.usType as "A" | "H" | "E", current: m.firmId === viewer.firmId }));
    },

    /** Moves the session into another of the person's firms; null when they may not open it (the same answer as a firm that does not exist). */
    async switchFirm(viewer: Viewer, firmId: string): Promise<{ firm_id: string; us_type: "A" | "H" | "E" } | null> {
      const membership = (await accounts.memberships(viewer.userId)).find((m) => m.firmId === firmId);
      if (!membership) return null;
      await db
        .update(sessions)
        .set({ firmId: membership.firmId, memberId: membership.memberId, usType: membership.usType as "A" | "H" | "E" })
        .where(eq(sessions.tokenHash, viewer.sessionHash));
      return { firm_id: membership.firmId, us_type: membership.usType as "A" | "H" | "E" };
    },

    async handOff(code: string, sessionToken: string | null, userAgent: string): Promise<SsoAnswer> {
      const sessionHash = sessionToken ? sha256(sessionToken) : null;
      const user = await accounts.consumeSsoCode(code, sessionHash);
      if (!user || !sessionHash) return { responseCode: "01", responseMessage: SSO_MESSAGES["01"], status: "1" };
      const parent = parentRecord(user);
      const [membership] = user.isSuperadmin ? [] : await accounts.memberships(user.id);
      if (!user.isSuperadmin && !membership) {
        return { responseCode: "02", responseMessage: SSO_MESSAGES["02"], status: "0", response: { us_type: "" }, profiledetails: { data: [parent] } };
      }
      const usType: UsType = user.isSuperadmin ? "S" : (membership?.usType ?? "E");
      const token = newToken();
      // Rotation: the placed session gets a new token; the one that asked for the code ends here.
      await db.transaction(async (tx) => {
        const [old] = await tx.delete(sessions).where(eq(sessions.tokenHash, sessionHash)).returning();
        if (!old) throw new Error("session vanished during hand-off");
        await tx.insert(sessions).values({
          ...old,
          tokenHash: sha256(token),
          usType,
          firmId: membership?.firmId ?? null,
          memberId: membership?.memberId ?? null,
          userAgent: userAgent.slice(0, 300),
        });
      });
      return {
        responseCode: "00",
        responseMessage: SSO_MESSAGES["00"],
        status: "0",
        response: { us_type: usType, name: user.name, mobile: user.mobile, firm_id: membership?.firmId ?? null, member_id: membership?.memberId ?? null },
        profiledetails: { data: [parent] },
        newToken: token,
      };
    },
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
