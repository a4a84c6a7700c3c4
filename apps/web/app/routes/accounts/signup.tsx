// Central accounts sign-up: a new account is signed in at once and sent on to the callback (the hand-off,
// which answers '02' until the person has registered a firm).
import { AccountsShell } from "../../components/accounts-shell.tsx";
import { SignupForm } from "../../components/accounts-signup-form.tsx";
import { accountsMeta, continueIfSignedIn } from "../../lib/accounts-page.ts";
import { APP_SHELL_HANDLE } from "../../lib/dashboard-door.ts";
import "../../styles/accounts.css";
import type { Route } from "./+types/signup.ts";

export const loader = ({ request, context }: Route.LoaderArgs) => continueIfSignedIn(request, context);

export const handle = APP_SHELL_HANDLE;

export const meta: Route.MetaFunction = () => accountsMeta("Create an account", "Create your Vetan account with your mobile number.");

export default function AccountsSignup({ loaderData }: Route.ComponentProps) {
  return (
    <AccountsShell>
      <SignupForm callback={loaderData.callback} />
    </AccountsShell>
  );
}
