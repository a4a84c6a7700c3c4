// The firm product's frame (/app/*): the door opens for anyone placed in a firm (admin, HR, employee; a
// manager is an employee with reports), otherwise the usual dashboard redirects. Then the shared dashboard
// shell with the modules in its navigation (Approvals with how many wait for the viewer), and over every
// screen the people search and the notification bell. Each screen below loads its own data from /api/v1 in
// the browser (decision 009's pattern, as the console does).
import { Outlet, type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { DashboardShell } from "../../components/dashboard-shell.tsx";
import { appNav, BILLING_PATH, screenLacks } from "../../content/app-nav.ts";
import { PlanBanner, UpgradePanel } from "../../features/billing/plan-notices.tsx";
import { NotificationBell } from "../../features/notifications/notification-bell.tsx";
import { PulseProvider, usePulseState } from "../../features/notifications/pulse.tsx";
import { PeopleSearch } from "../../features/people/people-search.tsx";
import { FirmSwitcher } from "../../features/firm/firm-switcher.tsx";
import { APP_SHELL_HANDLE, noStoreHeaders, passDoor } from "../../lib/dashboard-door.ts";
import { webContext } from "../../lib/load-context.ts";
import { knowFirmPlan } from "../../lib/api.ts";
import "../../styles/dashboard.css";
import "../../styles/console.css";
import "../../styles/app-shell.css";
import "../../styles/billing.css";
import type { Route } from "./+types/layout.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(webContext);
  return passDoor(await services.dashboard.app(request.headers.get("cookie")));
}

/**
 * Who is signed in does not change between screens; sign-out leaves the page altogether. The firm's plan
 * changes on the billing page, whose saves revalidate it so the navigation and banner follow at once.
 */
export const shouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) => currentUrl.pathname === BILLING_PATH && nextUrl.pathname === BILLING_PATH;
export const headers = noStoreHeaders;
export const handle = APP_SHELL_HANDLE;
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.firm_name ?? "Your firm"} | Vetan` }, { name: "robots", content: "noindex" }];

export default function AppLayout({ loaderData }: Route.ComponentProps) {
  const me = loaderData;
  const pulse = usePulseState();
  const { pathname } = useLocation();
  knowFirmPlan(me.plan);
  // A screen the firm's plan lacks shows the offer to upgrade instead (the server refuses its calls anyway).
  const lacks = screenLacks(pathname, me.plan);
  const isAdmin = me.access === "A";
  // The badge shows the access the firm's record gives today, which may have changed since sign-in.
  return (
    <PulseProvider value={pulse}>
      <DashboardShell
        viewer={{ ...me.viewer, usType: me.access }}
        orgName={me.firm_name}
        sections={appNav(me, { waiting: pulse.waiting })}
        topbar={
          <>
            <PeopleSearch />
            <FirmSwitcher />
            <NotificationBell />
          </>
        }
      >
        <PlanBanner plan={me.plan} isAdmin={isAdmin} />
        {lacks ? <UpgradePanel lacks={lacks} plan={me.plan} isAdmin={isAdmin} /> : <Outlet />}
      </DashboardShell>
    </PulseProvider>
  );
}
