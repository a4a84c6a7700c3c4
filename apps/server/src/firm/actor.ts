// Who is acting inside a firm: the signed-in employee, or an API key acting as the employee who made it.
// The session says which firm and employee; the employee record says, at this moment, what access they
// have and which workspaces their HR work covers, so taking access away takes effect on the next request.
// That record is read in the same statement as the session or the key (migration 0041), not apart.
import type { FastifyRequest } from "fastify";
import { and, eq, ne } from "drizzle-orm";
import { employees } from "../db/schema.ts";
import type { Db } from "../platform/db/client.ts";
import { withFirm } from "../platform/db/tenancy.ts";
import { AppError } from "../platform/errors.ts";
import { requireCaller } from "../accounts/api-v1/api-key-auth.ts";
import type { KeysService } from "../accounts/keys/keys.service.ts";
import type { MemberAccess } from "../accounts/accounts/accounts.queries.ts";

export interface FirmActor {
  firmId: string;
  employeeId: string;
  /** The account behind a session; null for an API key. */
  userId: string | null;
  access: "A" | "H" | "E";
  /** For H: workspaces their HR work covers; empty means the whole firm. */
  hrWorkspaceIds: readonly string[];
  via: "session" | "key";
}

/** Loads the acting employee; refused (403) when they no longer have sign-in access or have left. */
export async function loadActor(db: Db, base: { firmId: string; employeeId: string; userId: string | null; via: FirmActor["via"] }): Promise<FirmActor> {
  const [row] = await withFirm(db, base.firmId, (tx) =>
    tx
      .select({ usType: employees.usType, hrWorkspaceIds: employees.hrWorkspaceIds })
      .from(employees)
      .where(and(eq(employees.firmId, base.firmId), eq(employees.id, base.employeeId), ne(employees.status, "exited")))
      .limit(1),
  );
  return actorWith(base, row?.usType ? { usType: row.usType, hrWorkspaceIds: row.hrWorkspaceIds } : null);
}

/** The actor from access already read (with the session or the key); 403 when there is none any more. */
export function actorWith(base: { firmId: string; employeeId: string; userId: string | null; via: FirmActor["via"] }, access: MemberAccess | null): FirmActor {
  if (!access) throw AppError.forbidden("Your sign-in access to this firm has ended. Ask your admin.");
  return { ...base, access: access.usType, hrWorkspaceIds: access.hrWorkspaceIds };
}

/**
 * The firm actor behind a request's session cookie or API key, or 401/403; 403 plan_lacks_feature too when
 * the firm's plan lacks the route's module or feature (decision 031: read from memory, no query).
 */
export async function requireFirmActor(request: FastifyRequest, deps: { db: Db; keys: KeysService }): Promise<FirmActor> {
  const caller = await requireCaller(request, deps.keys);
  await request.server.services.entitlements.require(caller.firmId, request);
  // A key is an integration: it works only while the plan includes API keys, whatever the route.
  if (caller.via === "key") await request.server.services.entitlements.requireFeature(caller.firmId, "staff.api_keys");
  // The access was read with the session or the key, in the same statement: no query of its own here.
  return actorWith({ firmId: caller.firmId, employeeId: caller.memberId, userId: caller.userId, via: caller.via }, caller.access);
}
