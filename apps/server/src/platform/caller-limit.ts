// Per-caller rate limits for the firm API. A caller is its API key, else its session, else its address:
// a firm's office behind one NAT address is a hundred callers, not one, so sessions are not counted by IP.
// The session token is a secret, so the limiter keys on a short hash of it, never the token itself.
import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";

/** The Key ID of a Basic header, for per-key rate limits (no secret check here). */
export function basicKeyId(request: Pick<FastifyRequest, "headers">): string | null {
  const header = request.headers.authorization;
  if (typeof header !== "string" || !header.startsWith("Basic ")) return null;
  const decoded = Buffer.from(header.slice(6), "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon > 0 ? decoded.slice(0, colon) : null;
}

const SESSION = /(?:^|;\s*)(?:__Host-)?vetan_session=([^;]+)/;

export function callerKey(request: Pick<FastifyRequest, "headers" | "ip">): string {
  const key = basicKeyId(request);
  if (key) return `key:${key}`;
  const session = typeof request.headers.cookie === "string" ? SESSION.exec(request.headers.cookie)?.[1] : undefined;
  if (session) return `session:${createHash("sha256").update(session).digest("base64url").slice(0, 22)}`;
  return `ip:${request.ip}`;
}

/** Route config: at most `max` requests a minute per caller. */
export const perCallerLimit = (max: number) => ({ rateLimit: { max, timeWindow: "1 minute", keyGenerator: callerKey } });
