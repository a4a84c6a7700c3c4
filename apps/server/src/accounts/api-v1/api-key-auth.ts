// Who is calling /api/v1: an API key (HTTP Basic keyid:keysecret) or a signed-in firm member's session.
// A key's scopes are checked here, once for every route, against the module the route's path is in
// (@vetan/shared/modules, the same map plans use): GET and HEAD need the module's read, other verbs its write.
import { moduleName, moduleOfPath } from "@vetan/shared/modules";
import { scopeFor, scopesAllow } from "@vetan/shared/api-keys";
import type { FastifyRequest } from "fastify";
import { requireMember } from "../../platform/auth/request-auth.ts";
import { AppError } from "../../platform/errors.ts";
import { DEVICE_SCOPE, FULL_SCOPE, type KeyHolder, type KeysService } from "../keys/keys.service.ts";
import type { MemberAccess } from "../accounts/accounts.queries.ts";

export interface Caller {
  firmId: string;
  memberId: string;
  via: "key" | "session";
  /** Sessions carry the member's type; a key acts with its admin's reach. */
  usType: "A" | "H" | "E";
  userId: string | null;
  /** The member's access now, read with the session or the key (null: they left or lost sign-in access). */
  access: MemberAccess | null;
}

const keyLookups = new WeakMap<object, Promise<KeyHolder | null>>();

/** The key behind a Basic header, or 401 (wrong, revoked or expired); its scopes are the caller's to check. */
export async function requireKey(request: Pick<FastifyRequest, "headers">, keys: KeysService, now: Date = new Date()): Promise<KeyHolder> {
  // Looked up once a request: the idempotency hook asks before the route does.
  let found = keyLookups.get(request);
  if (!found) {
    const header = request.headers.authorization;
    const decoded = typeof header === "string" && header.startsWith("Basic ") ? Buffer.from(header.slice(6), "base64").toString("utf8") : "";
    const colon = decoded.indexOf(":");
    found = colon > 0 ? keys.authenticate(decoded.slice(0, colon), decoded.slice(colon + 1)) : Promise.resolve(null);
    keyLookups.set(request, found);
  }
  const owner = await found;
  if (!owner) throw new AppError(401, "bad_key", "The Key ID or Key Secret is wrong, or the key was revoked.");
  if (owner.expiresAt && owner.expiresAt <= now) {
    throw new AppError(401, "key_expired", `This key expired on ${owner.expiresAt.toISOString()}. Ask your admin for a new key.`);
  }
  return owner;
}

/**
 * An integration key may go on when its maker is still the firm's admin and its scopes cover the module of
 * the route (403 naming the scope it lacks). The route's pattern, not the raw URL, names the module.
 */
export function checkKeyReach(request: Pick<FastifyRequest, "method" | "url" | "routeOptions">, key: KeyHolder): void {
  if (key.scopes.includes(DEVICE_SCOPE)) {
    throw new AppError(403, "key_scope", "This key may only send device punches (POST /api/v1/attendance/device-punches).");
  }
  if (key.makerAccess !== "A") {
    throw new AppError(401, "key_maker_gone", "The admin who made this key no longer has admin access to the firm, so the key stopped working. Ask an admin for a new key.");
  }
  if (key.scopes.includes(FULL_SCOPE)) return;
  const path = request.routeOptions?.url ?? request.url;
  const module = moduleOfPath(path);
  if (!module) throw new AppError(403, "key_scope", `This key's scopes do not cover ${path}: only a full-access key may call it.`);
  const needed = scopeFor(module, request.method);
  if (!scopesAllow(key.scopes, needed)) {
    throw new AppError(403, "key_scope", `This key lacks the scope ${needed} (${moduleName(module)}, ${needed.endsWith(":read") ? "read" : "write"}).`);
  }
}

export async function requireCaller(request: FastifyRequest, keys: KeysService): Promise<Caller> {
  const header = request.headers.authorization;
  if (typeof header === "string" && header.length > 0) {
    const owner = await requireKey(request, keys);
    checkKeyReach(request, owner);
    // checkKeyReach refused any maker who is no longer an admin.
    return { firmId: owner.firmId, memberId: owner.memberId, via: "key", usType: "A", userId: null, access: { usType: "A", hrWorkspaceIds: owner.makerHrWorkspaceIds } };
  }
  const member = await requireMember(request);
  return { firmId: member.firmId, memberId: member.memberId, via: "session", usType: member.usType as Caller["usType"], userId: member.userId, access: member.memberAccess };
}
