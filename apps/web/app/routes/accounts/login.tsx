// Central accounts sign-in (DESIGN.md "Identity and hand-off"): the site's Login action lands here with
// ?callback=/Identity. A browser that is already signed in goes straight on (seamless re-login).
import { AccountsShell } from "../../components/accounts-shell.tsx";
import { LoginForm } from "../../components/accounts-login-form.tsx";
import { accountsMeta, continueIfSignedIn } from "../../lib/accounts-page.ts";
import { APP_SHELL_HANDLE } from "../../lib/dashboard-door.ts";
import "../../styles/accounts.css";
import type { Route } from "./+types/login.ts";

export const loader = ({ request, context }: Route.LoaderArgs) => continueIfSignedIn(request, context);

export const handle = APP_SHELL_HANDLE;

export const meta: Route.MetaFunction = () => accountsMeta("Sign in", "Sign in to Vetan with your mobile number and password.");

export default function AccountsLogin({ loaderData }: Route.ComponentProps) {
  return (
    <AccountsShell>
      <LoginForm callback={loaderData.callback} />
    </AccountsShell>
  );
}
