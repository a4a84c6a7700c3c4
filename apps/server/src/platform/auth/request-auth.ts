// Who is asking: the signed-in viewer behind the session cookie (resolved once per request), and the guards
// routes use. Cross-site writes are refused here too: a cookie-carrying POST must come from our own pages.
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { IdentityService, UsType, Viewer } from "../../accounts/identity/identity.service.ts";
import { AppError } from "../errors.ts";
import type { SessionCookie } from "./session-cookie.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in viewer, or null. Resolved lazily and once. */
    viewer(): Promise<Viewer | null>;
  }
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * True when a browser tells us the request came from another site. `Sec-Fetch-Site` is sent by every
 * current browser; `Origin` covers the rest. Requests with neither (curl, server-to-server, API keys) carry
 * no ambient cookie authority worth forging, and pass.
 */
export function isCrossSite(request: Pick<FastifyRequest, "headers">, publicOrigin: string): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site !== "same-origin" && site !== "none";
  const origin = request.headers.origin;
  if (typeof origin !== "string" || origin === "") return false;
  const host = request.headers.host;
  try {
    const o = new URL(origin);
    return o.origin !== publicOrigin && o.host !== host;
  } catch {
    return true;
  }
}

export const requestAuth = fp<{ identity: IdentityService; cookie: SessionCookie; publicBaseUrl: string }>(
  async (app: FastifyInstance, { identity, cookie, publicBaseUrl }) => {
    const publicOrigin = new URL(publicBaseUrl).origin;
    const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
    app.decorateRequest("viewer", function (this: FastifyRequest) {
      let found = cache.get(this);
      if (!found) {
        found = identity.viewer(cookie.read(this.headers.cookie));
        cache.set(this, found);
      }
      return found;
    });
    app.addHook("onRequest", async (request) => {
      if (UNSAFE.has(request.method) && isCrossSite(request, publicOrigin)) {
        throw new AppError(403, "cross_site", "This request came from another site and was refused.");
      }
    });
  },
  { name: "request-auth" },
);

/**
 * A route's `preParsing` hook that runs its guard before the body is read: a caller without the session the
 * route needs gets the guard's 401 or 403 whatever the body holds (an unexpected field, bad JSON, a body too
 * large), and so learns nothing about which input would have passed. preParsing rather than onRequest, so
 * a route's rate limit (an onRequest hook) still counts first: rate limit, auth, validate. The handler
 * calls the same guard again for the typed viewer; the viewer is resolved once per request, so that is free.
 */
export function guardBeforeBody(guard: (request: FastifyRequest) => Promise<unknown>) {
  return async (request: FastifyRequest): Promise<undefined> => {
    await guard(request);
    return undefined;
  };
}

/** The signed-in viewer, or 401. */
export async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.viewer();
  if (!viewer) throw AppError.unauthorized();
  return viewer;
}

/** A viewer placed in a firm (A, H or E) — with the firm id the route may use — or 401/403. */
export async function requireMember(request: FastifyRequest, types: readonly UsType[] = ["A", "H", "E"]) {
  const viewer = await requireViewer(request);
  if (!viewer.firmId || !viewer.memberId || !types.includes(viewer.usType as UsType)) throw AppError.forbidden();
  return { ...viewer, firmId: viewer.firmId, memberId: viewer.memberId };
}

export async function requireSuperadmin(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (viewer.usType !== "S" || !viewer.isSuperadmin) throw AppError.forbidden();
  return viewer;
}
