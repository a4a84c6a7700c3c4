// Central accounts password reset by a one-time code (issue 4): ask for a code, then set a new password.
import { AccountsShell } from "../../components/accounts-shell.tsx";
import { ResetForm } from "../../components/accounts-reset-form.tsx";
import { accountsMeta, continueIfSignedIn } from "../../lib/accounts-page.ts";
import { APP_SHELL_HANDLE } from "../../lib/dashboard-door.ts";
import "../../styles/accounts.css";
import type { Route } from "./+types/reset.ts";

export const loader = ({ request, context }: Route.LoaderArgs) => continueIfSignedIn(request, context);

export const handle = APP_SHELL_HANDLE;

export const meta: Route.MetaFunction = () => accountsMeta("Reset your password", "Reset your Vetan password with a one-time code.");

export default function AccountsReset({ loaderData }: Route.ComponentProps) {
  return (
    <AccountsShell>
      <ResetForm callback={loaderData.callback} />
    </AccountsShell>
  );
}
