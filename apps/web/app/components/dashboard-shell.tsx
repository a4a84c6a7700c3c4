// The signed-in frame every dashboard shares: on wide screens a sidebar with the firm, the page's sections
// and the person with their type and a Sign out button; on phones the same as a bar above the content.
import type { SiteViewer } from "@vetan/shared";
import { NavLink } from "react-router";
import { USER_TYPE_LABEL } from "../lib/dashboard-format.ts";
import { DashboardSignOut } from "./dashboard-sign-out.tsx";

export interface DashboardSection {
  /** A section of this page (#id) or of another dashboard page. */
  href: string;
  label: string;
}

interface ShellProps {
  viewer: SiteViewer;
  /** The firm's name, or the platform's for the superadmin. */
  orgName: string;
  sections: DashboardSection[];
  children: React.ReactNode;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ""}${parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : ""}`.toUpperCase();
}

export function DashboardShell({ viewer, orgName, sections, children }: ShellProps) {
  const type = viewer.usType ? USER_TYPE_LABEL[viewer.usType] : "";
  return (
    <div className="dash">
      <aside className="dash-side">
        <div className="dash-side__top">
          <a className="dash-brand" href="/" aria-label="Vetan home">
            <img src="/images/site/logo.svg" alt="" width="28" height="28" />
            <span>Vetan</span>
          </a>
          <p className="dash-org" title={orgName}>
            {orgName}
          </p>
        </div>
        <nav className="dash-nav" aria-label="Dashboard sections">
          {sections.map((s) =>
            // A section of this page is an anchor; another screen of the app is a client-side navigation
            // that marks itself current (aria-current="page").
            s.href.startsWith("#") ? (
              <a key={s.href} href={s.href} className="dash-nav__link">
                {s.label}
              </a>
            ) : (
              // Current on its own screen and the screens under it (a post's editor is under Blog posts),
              // except a link that others sit under (the overview), which is current on itself alone.
              <NavLink key={s.href} to={s.href} end={sections.some((o) => o.href.startsWith(`${s.href}/`))} className="dash-nav__link">
                {s.label}
              </NavLink>
            ),
          )}
        </nav>
        <div className="dash-user">
          <span className="dash-user__avatar" aria-hidden="true">
            {initials(viewer.name)}
          </span>
          <span className="dash-user__who">
            <span className="dash-user__name">{viewer.name}</span>
            <span className="dash-badge" data-type={viewer.usType}>
              {type}
            </span>
          </span>
          <DashboardSignOut />
        </div>
      </aside>
      <div className="dash-main">{children}</div>
    </div>
  );
}

/** The page's title block: what this dashboard is, and for whom. */
export function DashboardHeading({ eyebrow, title, lead }: { eyebrow: string; title: string; lead?: string }) {
  return (
    <header className="dash-heading">
      <p className="dash-eyebrow">{eyebrow}</p>
      <h1>{title}</h1>
      {lead && <p className="dash-lead">{lead}</p>}
    </header>
  );
}

/** A titled block of the dashboard; its id is what the section links point at. */
export function DashboardPanel({ id, title, actions, children }: { id: string; title: string; actions?: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className="dash-panel" id={id} aria-labelledby={`${id}-title`}>
      <div className="dash-panel__head">
        <h2 id={`${id}-title`}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Headline figures over the page's content. */
export function DashboardStats({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className="dash-stats">
      {items.map((i) => (
        <div key={i.label} className="dash-stat">
          <dt>{i.label}</dt>
          <dd>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
