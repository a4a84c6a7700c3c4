// Who is calling /api/v1: an API key (HTTP Basic keyid:keysecret) or a signed-in firm member's session.
import type { FastifyRequest } from "fastify";
import { requireMember } from "../../platform/auth/request-auth.ts";
import { AppError } from "../../platform/errors.ts";
import { FULL_SCOPE, type KeysService } from "../keys/keys.service.ts";

export interface Caller {
  firmId: string;
  memberId: string;
  via: "key" | "session";
  /** Sessions carry the member's type; a key acts with its admin's reach. */
  usType: "A" | "H" | "E";
  userId: string | null;
}

/** The key behind a Basic header, or 401; its scopes are the caller's to check. */
export async function requireKey(request: Pick<FastifyRequest, "headers">, keys: KeysService) {
  const header = request.headers.authorization;
  const decoded = typeof header === "string" && header.startsWith("Basic ") ? Buffer.from(header.slice(6), "base64").toString("utf8") : "";
  const colon = decoded.indexOf(":");
  const owner = colon > 0 ? await keys.authenticate(decoded.slice(0, colon), decoded.slice(colon + 1)) : null;
  if (!owner) throw new AppError(401, "bad_key", "The Key ID or Key Secret is wrong, or the key was revoked.");
  return owner;
}

export async function requireCaller(request: FastifyRequest, keys: KeysService): Promise<Caller> {
  const header = request.headers.authorization;
  if (typeof header === "string" && header.length > 0) {
    const owner = await requireKey(request, keys);
    if (!owner.scopes.includes(FULL_SCOPE)) throw new AppError(403, "key_scope", "This key may only send device punches (POST /api/v1/attendance/device-punches).");
    return { firmId: owner.firmId, memberId: owner.memberId, via: "key", usType: "A", userId: null };
  }
  const member = await requireMember(request);
  return { firmId: member.firmId, memberId: member.memberId, via: "session", usType: member.usType as Caller["usType"], userId: member.userId };
}
