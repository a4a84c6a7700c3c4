// The bar a signed-in user with a type sees instead of the public navigation (SPEC.md §2: the public bar
// shows only when no user type exists): the way back to their dashboard and Sign out.
import { dashboardFor } from "../lib/session-state.ts";
import { DashboardSignOut } from "./dashboard-sign-out.tsx";

export function MemberHeader({ usType, name }: { usType: string; name: string }) {
  const home = dashboardFor(usType);
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <a className="brand" href={home} aria-label="Vetan dashboard">
          <img src="/images/site/logo.svg" alt="" width="32" height="32" />
          <span>Vetan</span>
        </a>
        <nav className="actions" aria-label="Account">
          <a className="button button--small" href={home} title={`Signed in as ${name}`}>
            Dashboard
          </a>
          <DashboardSignOut />
        </nav>
      </div>
    </header>
  );
}
