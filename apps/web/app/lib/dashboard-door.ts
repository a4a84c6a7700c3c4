// Who may stand on which dashboard (SPEC.md §4 user-type routing, §6): each door opens for its own type;
// nobody signed in, or a session the hand-off has not placed yet, goes to accounts sign-in with the
// /Identity callback (its loader runs the hand-off straight through); any other type goes to its own.
import type { DashboardDoor, SiteViewer } from "@vetan/shared";
import { redirect } from "react-router";

export type UserType = "A" | "S" | "H" | "E";

export const DASHBOARD_PATH: Record<UserType, string> = {
  A: "/retailer/AdminDashboard",
  S: "/retailer/Superadmin_dashboard",
  H: "/retailer/HRDashboard",
  E: "/retailer/EmployeeDashboard",
};

export const SIGN_IN_PATH = "/accounts/login?callback=/Identity";

/** Signed-in pages are never kept by browsers or proxies: they carry one person's data. */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

/** The page a signed-in person (or nobody) belongs on. */
export function homeOf(viewer: SiteViewer | null): string {
  return viewer?.usType ? DASHBOARD_PATH[viewer.usType] : SIGN_IN_PATH;
}

/** The view behind an open door; a closed one throws the redirect to where the viewer belongs. */
export function passDoor<T>(door: DashboardDoor<T>): T {
  if (door.open) return door.view;
  throw redirect(homeOf(door.viewer), { headers: NO_STORE });
}

/** For a route's `headers` export: its documents and data answers are never stored. */
export const noStoreHeaders = () => NO_STORE;

/** Marks a route as part of the signed-in app: the root layout can leave the public header and footer out. */
export const APP_SHELL_HANDLE = { appShell: true } as const;
