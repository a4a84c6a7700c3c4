// New-firm registration (SPEC.md §2 /New_login). Opened from the hand-off's 'Congratulations!' dialog with
// the parent account record in navigation state; opened directly, the signed-in account stands in. Nobody
// signed in goes to accounts sign-in; a session already placed in a firm goes to its own dashboard.
import { indiaToday } from "@vetan/shared/dates";
import { redirect, useLocation } from "react-router";
import { FirmForm } from "../components/accounts-firm-form.tsx";
import { AccountsShell } from "../components/accounts-shell.tsx";
import { DashboardSignOut } from "../components/dashboard-sign-out.tsx";
import { APP_SHELL_HANDLE, NO_STORE, noStoreHeaders, SIGN_IN_PATH } from "../lib/dashboard-door.ts";
import { webContext } from "../lib/load-context.ts";
import { dashboardFor, type ParentRecord, parentFromState } from "../lib/session-state.ts";
import "../styles/accounts.css";
import type { Route } from "./+types/new-login.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const cookie = request.headers.get("cookie");
  const viewer = cookie ? await context.get(webContext).services.session.viewer(cookie) : null;
  if (!viewer) throw redirect(SIGN_IN_PATH, { headers: NO_STORE });
  if (viewer.usType) throw redirect(dashboardFor(viewer.usType), { headers: NO_STORE });
  const account: ParentRecord = { user_id: viewer.userId, name: viewer.name, mobile: viewer.mobile, email: viewer.email ?? "" };
  // The schema compares start dates with today's UTC date; the date picker's limit says the same.
  return { account, today: indiaToday() };
}

export const headers = noStoreHeaders;
export const handle = APP_SHELL_HANDLE;
export const meta: Route.MetaFunction = () => [{ title: "Register your firm | Vetan" }, { name: "robots", content: "noindex" }];

export default function NewLogin({ loaderData }: Route.ComponentProps) {
  const { account, today } = loaderData;
  const handedOver = parentFromState(useLocation().state);
  // The record handed over by the hand-off names this same account; anything else is stale and ignored.
  const parent = handedOver?.user_id === account.user_id ? handedOver : account;
  return (
    <AccountsShell wide action={<DashboardSignOut />}>
      <div className="acc-welcome">
        <p className="acc-eyebrow">Step 2 of 2 · Firm details</p>
        <h1 className="acc-title">Welcome to Vetan, {parent.name}</h1>
        <p className="acc-lead">
          Tell us about your firm. It takes two minutes, and you can change everything later from the admin dashboard.
        </p>
      </div>
      <FirmForm parent={parent} today={today} />
    </AccountsShell>
  );
}
