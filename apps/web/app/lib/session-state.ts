// The signed-in person as the site keeps them (SPEC.md §3 "Session user", §4 user-type routing, §6): which
// pages are the public navigation area, which frame the root draws, and what the hand-off leaves in session
// storage (`user` with us_type, and the parent account record as `userParent`). The session itself lives in
// an HttpOnly cookie; storage only holds what pages display. Dashboard paths live in dashboard-door.ts.
import { DASHBOARD_PATH, type UserType } from "./dashboard-door.ts";

/** SPEC.md §4: each user type has its dashboard; any other value goes to the home page. */
export function dashboardFor(usType: string): string {
  return Object.hasOwn(DASHBOARD_PATH, usType) ? DASHBOARD_PATH[usType as UserType] : "/";
}

/** Pages that belong to signing in, the hand-off or the product itself, not to the public navigation area. */
const NOT_PUBLIC = [
  /^\/accounts(\/|$)/,
  /^\/Identity$/,
  /^\/Login$/,
  /^\/New_login$/,
  /^\/Generate_ID_Secret$/,
  /^\/retailer(\/|$)/,
  // The firm product (People and the modules after it).
  /^\/app(\/|$)/,
  /^\/(api|blogapi)\//,
];

/** The public navigation area: a placed user who arrives here is sent to their dashboard (SPEC.md §6). */
export function isPublicPath(pathname: string): boolean {
  return !NOT_PUBLIC.some((re) => re.test(pathname));
}

/** Which frame the root draws: the public bar, the signed-in bar, or none (the page draws its own). */
export type Chrome = "public" | "member" | "own";

/** A route that draws its own frame says so with `handle = APP_SHELL_HANDLE` (dashboard-door.ts). */
export function chromeFor(handles: readonly unknown[], usType: string | undefined): Chrome {
  if (handles.some((h) => typeof h === "object" && h !== null && (h as { appShell?: unknown }).appShell === true)) return "own";
  // SPEC.md §2: the public navigation bar shows only when no signed-in user type exists.
  return usType ? "member" : "public";
}

/** SPEC.md §3/§7: the sign-on answer's parent account record (profiledetails.data[0]). */
export interface ParentRecord {
  user_id: string;
  name: string;
  mobile: string;
  email: string;
}

/** The session user of a '00' answer (SPEC.md §3: carries us_type). */
export interface SessionUser {
  us_type: string;
  name: string;
  mobile: string;
  firm_id: string | null;
  member_id: string | null;
}

export const USER_KEY = "user";
export const PARENT_KEY = "userParent";

/** Keeps the hand-off's user and parent record for the pages of this tab (SPEC.md §3, §4 '00'). */
export function storeSignedIn(user: SessionUser, parent: ParentRecord | undefined): void {
  try {
    sessionStorage.setItem(USER_KEY, JSON.stringify(user));
    if (parent) sessionStorage.setItem(PARENT_KEY, JSON.stringify(parent));
  } catch (error) {
    // Storage can be full or switched off; the cookie session works without it.
    console.info("Could not keep the signed-in user in session storage", error);
  }
}

/** A parent record handed over in navigation state (SPEC.md §2 /New_login), or null if it is not one. */
export function parentFromState(state: unknown): ParentRecord | null {
  const parent = (state as { parent?: Partial<ParentRecord> } | null)?.parent;
  if (!parent || typeof parent.user_id !== "string" || typeof parent.name !== "string" || typeof parent.mobile !== "string") return null;
  return { user_id: parent.user_id, name: parent.name, mobile: parent.mobile, email: typeof parent.email === "string" ? parent.email : "" };
}
