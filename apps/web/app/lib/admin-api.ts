// The console's one way to call /api/v1/admin/*: JSON in and out, the session cookie sent as a same-origin
// page sends it, and every refusal turned into an AdminApiError carrying the server's field messages (the
// same sentences the shared Zod schemas give the form). A lapsed session sends the browser to sign-in.
import { SIGN_IN_PATH } from "./dashboard-door.ts";

export type AdminMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export class AdminApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Field path → message, as the server's ErrorBody `errors` gives them. */
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

interface CallOptions {
  method?: AdminMethod;
  /** Sent as JSON; a Blob or File is sent as-is with its own type (image upload). */
  body?: unknown;
  signal?: AbortSignal;
}

/** `path` is under /api/v1/admin, e.g. "/faq" or "/posts/12". */
export async function adminApi<T>(path: string, { method = "GET", body, signal }: CallOptions = {}): Promise<T> {
  const raw = body instanceof Blob;
  let response: Response;
  try {
    response = await fetch(`/api/v1/admin${path}`, {
      method,
      signal,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": raw ? body.type || "application/octet-stream" : "application/json" }),
      },
      ...(body === undefined ? {} : { body: raw ? body : JSON.stringify(body) }),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AdminApiError(0, "network", "Could not reach the server. Check the connection and try again.");
  }
  if (response.status === 401) {
    window.location.assign(`${SIGN_IN_PATH}`);
    throw new AdminApiError(401, "unauthorized", "Please sign in.");
  }
  if (response.status === 204) return undefined as T;
  const answer = (await response.json().catch(() => null)) as { code?: string; result?: string; errors?: Record<string, string> } | null;
  if (!response.ok) {
    throw new AdminApiError(response.status, answer?.code ?? "error", answer?.result ?? `The server answered ${response.status}.`, answer?.errors ?? {});
  }
  return answer as T;
}

/** A download link for a console export (CSV): same session, opened by the browser itself. */
export const adminHref = (path: string) => `/api/v1/admin${path}`;
