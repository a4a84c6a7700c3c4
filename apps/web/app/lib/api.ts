// The browser's one way to call our JSON APIs: the superadmin console's /api/v1/admin and the firm product's
// /api/v1. JSON in and out, the session cookie sent as a same-origin page sends it, and every refusal turned
// into an ApiError carrying the server's field messages (the same sentences the shared Zod schemas give the
// form). A lapsed session sends the browser to sign-in.
import { needsOfCall, PLAN_LACKS_FEATURE, type PlanStanding } from "@vetan/shared/plans";
import { SIGN_IN_PATH } from "./dashboard-door.ts";

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export class ApiError extends Error {
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

export interface CallOptions {
  method?: ApiMethod;
  /** Sent as JSON; a Blob or File is sent as-is with its own type (image upload). */
  body?: unknown;
  signal?: AbortSignal;
}

/** One of the APIs, called with a path under its base. */
export type ApiClient = <T>(path: string, options?: CallOptions) => Promise<T>;

/** `path` is the whole address from the site's root, e.g. "/api/v1/people/12". */
export async function apiCall<T>(path: string, { method = "GET", body, signal }: CallOptions = {}): Promise<T> {
  const raw = body instanceof Blob;
  let response: Response;
  try {
    response = await fetch(path, {
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
    throw new ApiError(0, "network", "Could not reach the server. Check the connection and try again.");
  }
  if (response.status === 401) {
    window.location.assign(SIGN_IN_PATH);
    throw new ApiError(401, "unauthorized", "Please sign in.");
  }
  if (response.status === 204) return undefined as T;
  const answer = (await response.json().catch(() => null)) as { code?: string; result?: string; errors?: Record<string, string> } | null;
  if (!response.ok) {
    throw new ApiError(response.status, answer?.code ?? "error", answer?.result ?? `The server answered ${response.status}.`, answer?.errors ?? {});
  }
  return answer as T;
}

const ADMIN_BASE = "/api/v1/admin";
const FIRM_BASE = "/api/v1";

/** The superadmin console's API: `path` is under /api/v1/admin, e.g. "/faq" or "/posts/12". */
export const adminApi: ApiClient = (path, options) => apiCall(`${ADMIN_BASE}${path}`, options);

/** The firm's plan as the app shell last showed it, in the browser (decision 031); null until it has. */
let firmPlan: Pick<PlanStanding, "modules" | "features"> | null = null;
export function knowFirmPlan(plan: Pick<PlanStanding, "modules" | "features">) {
  if (typeof window !== "undefined") firmPlan = plan;
}

/** Whether the firm's plan (as last shown) has what a call to `path` (under /api/v1) needs; true while unknown. */
export function planAllows(path: string, method: ApiMethod = "GET"): boolean {
  if (!firmPlan) return true;
  const { module, feature } = needsOfCall(method, `${FIRM_BASE}${path}`);
  return (!module || firmPlan.modules.includes(module)) && (!feature || firmPlan.features.includes(feature));
}

/**
 * The firm product's API: `path` is under /api/v1, e.g. "/people" or "/people/12/history". A call the firm's
 * plan lacks is refused here as the server would refuse it (403), without asking it.
 */
export const firmApi: ApiClient = (path, options) =>
  planAllows(path, options?.method)
    ? apiCall(`${FIRM_BASE}${path}`, options)
    : Promise.reject(new ApiError(403, PLAN_LACKS_FEATURE, "Your firm's plan does not include this. Your admin can upgrade on the billing page."));

/** A download link for a console export (CSV): same session, opened by the browser itself. */
export const adminHref = (path: string) => `${ADMIN_BASE}${path}`;

/** A download link for a firm export (CSV). */
export const firmHref = (path: string) => `${FIRM_BASE}${path}`;

/**
 * For a part of a screen that only some people may see (a summary, a timeline, a filter's choices): the
 * answer, or `fallback` when the server refuses this viewer (403). Anything else still fails the screen.
 */
export async function unlessForbidden<T>(call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return fallback;
    throw error;
  }
}
