// Firms' invitations to the signed-in person's number (decision 016): shown after sign-in or sign-up when
// any wait, and reachable from the app's firm switcher. A visitor who is not signed in is sent to sign in.
import { safeCallback } from "@vetan/shared/accounts";
import { redirect } from "react-router";
import { InvitationsList } from "../../components/accounts-invitations.tsx";
import { AccountsShell } from "../../components/accounts-shell.tsx";
import { accountsMeta, withCallback } from "../../lib/accounts-page.ts";
import { APP_SHELL_HANDLE } from "../../lib/dashboard-door.ts";
import { webContext } from "../../lib/load-context.ts";
import "../../styles/accounts.css";
import type { Route } from "./+types/invitations.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const callback = safeCallback(url.searchParams.get("callback"));
  const invitations = await context.get(webContext).services.session.invitations(request.headers.get("cookie"));
  if (!invitations) throw redirect(withCallback("/accounts/login", `${url.pathname}${url.search}`));
  return { invitations, callback };
}

export const handle = APP_SHELL_HANDLE;

export const meta: Route.MetaFunction = () => accountsMeta("Invitations", "Accept or decline the firms that invited you to Vetan.");

export default function AccountsInvitations({ loaderData }: Route.ComponentProps) {
  return (
    <AccountsShell>
      <InvitationsList invitations={loaderData.invitations} callback={loaderData.callback} />
    </AccountsShell>
  );
}
