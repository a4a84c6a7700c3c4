// The session cookie (DESIGN.md): HttpOnly, SameSite=Lax, Secure and `__Host-` prefixed when served over
// HTTPS. Browsers refuse a `__Host-` cookie without Secure, so plain-HTTP local development uses the bare name.
import type { Env } from "../env.ts";

export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

export interface SessionCookie {
  name: string;
  secure: boolean;
  /** A Set-Cookie value that sets the token. */
  set(token: string): string;
  /** A Set-Cookie value that removes it. */
  clear(): string;
  /** The token in a Cookie header, if any. */
  read(cookieHeader: string | undefined | null): string | null;
}

export function sessionCookie(env: Pick<Env, "PUBLIC_BASE_URL">): SessionCookie {
  const secure = env.PUBLIC_BASE_URL.startsWith("https://");
  const name = secure ? "__Host-vetan_session" : "vetan_session";
  const attrs = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return {
    name,
    secure,
    set: (token) => `${name}=${token}; Max-Age=${SESSION_MAX_AGE_SECONDS}; ${attrs}`,
    clear: () => `${name}=; Max-Age=0; ${attrs}`,
    read(header) {
      if (!header) return null;
      for (const part of header.split(";")) {
        const eq = part.indexOf("=");
        if (eq > 0 && part.slice(0, eq).trim() === name) {
          const value = part.slice(eq + 1).trim();
          // Our tokens are base64url; anything else is not ours and is ignored.
          return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
        }
      }
      return null;
    },
  };
}
