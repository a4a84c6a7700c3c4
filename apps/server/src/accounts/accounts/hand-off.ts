// Where a signed-in browser goes next: the callback (a path on this site only), with a fresh one-time
// hand-off code when the callback is /Identity (DESIGN.md "Identity and hand-off").
import { safeCallback } from "@vetan/shared";
import { sha256 } from "../../platform/auth/secrets.ts";
import type { AccountsService } from "./accounts.service.ts";

/** Where the browser goes after signing in: the callback, with a hand-off code when it is /Identity. */
export async function afterSignIn(accounts: AccountsService, token: string, userId: string, callback: string | undefined) {
  const target = safeCallback(callback);
  const path = target.split("?")[0] ?? "";
  if (path.toLowerCase() !== "/identity") return target;
  const code = await accounts.issueSsoCode(sha256(token), userId);
  return `/Identity?accessToken=${encodeURIComponent(code)}`;
}

/** The page where a person answers firms' invitations before going on to the callback. */
export function invitationsPage(callback: string | undefined): string {
  return `/accounts/invitations?callback=${encodeURIComponent(safeCallback(callback))}`;
}
