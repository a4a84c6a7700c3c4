// The superadmin console's frame (/retailer/Superadmin_dashboard/*): the door opens for S alone (anyone else
// goes where they belong), then the shared dashboard shell with the console's screens in its navigation.
// Each screen below loads its own data from /api/v1/admin in the browser.
import { Outlet } from "react-router";
import { DashboardShell } from "../../components/dashboard-shell.tsx";
import { CONSOLE_NAV } from "../../content/console-nav.ts";
import { APP_SHELL_HANDLE, noStoreHeaders, passDoor } from "../../lib/dashboard-door.ts";
import { webContext } from "../../lib/load-context.ts";
import "../../styles/dashboard.css";
import "../../styles/console.css";
import type { Route } from "./+types/layout.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(webContext);
  return passDoor(await services.dashboard.console(request.headers.get("cookie")));
}

/** Who is signed in does not change between console screens; sign-out leaves the page altogether. */
export const shouldRevalidate = () => false;
export const headers = noStoreHeaders;
export const handle = APP_SHELL_HANDLE;
export const meta: Route.MetaFunction = () => [{ title: "Superadmin console | Vetan" }, { name: "robots", content: "noindex" }];

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell viewer={loaderData.viewer} orgName="Vetan platform" sections={[...CONSOLE_NAV]}>
      <Outlet />
    </DashboardShell>
  );
}
