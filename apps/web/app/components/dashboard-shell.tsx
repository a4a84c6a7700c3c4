// The signed-in frame every dashboard shares: on wide screens a sidebar with the firm, the page's sections
// (grouped by module where there are many) and the person with their type and a Sign out button; on phones
// the same as a bar above the content. A bar over the content can carry tools (the firm product's search).
import type { SiteViewer } from "@vetan/shared";
import { Fragment, useEffect, useId, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { initials, USER_TYPE_LABEL } from "../lib/dashboard-format.ts";
import { DashboardSignOut } from "./dashboard-sign-out.tsx";

export interface DashboardSection {
  /** A section of this page (#id) or of another dashboard page. */
  href: string;
  label: string;
  /** The module it belongs to: sections of one group, listed together, show under its name. */
  group?: string;
  /** A module still to come: named, not linked. */
  soon?: boolean;
  /** A count beside the link ("3" waiting), said in words to a screen reader. */
  badge?: { count: number; label: string };
  /** The plan that has this screen, when the firm's plan lacks it: the link opens the offer to upgrade. */
  plan?: string;
}

interface ShellProps {
  viewer: SiteViewer;
  /** The firm's name, or the platform's for the superadmin. */
  orgName: string;
  sections: DashboardSection[];
  /** Tools over the content on every screen (the firm product's search and notification bell). */
  topbar?: React.ReactNode;
  children: React.ReactNode;
}

/** Consecutive sections of the same group, together; ungrouped sections stand alone. */
function runsOf(sections: DashboardSection[]): { group: string | undefined; items: DashboardSection[] }[] {
  const runs: { group: string | undefined; items: DashboardSection[] }[] = [];
  for (const s of sections) {
    const last = runs.at(-1);
    if (last && s.group !== undefined && last.group === s.group) last.items.push(s);
    else runs.push({ group: s.group, items: [s] });
  }
  return runs;
}

export function DashboardShell({ viewer, orgName, sections, topbar, children }: ShellProps) {
  const type = viewer.usType ? USER_TYPE_LABEL[viewer.usType] : "";
  const groupId = useId();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On phones the sections are one row that scrolls sideways: the current one is brought into that row's
  // view (sideways only; the page itself does not move).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is the trigger, not an input
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft += current.getBoundingClientRect().left - row.getBoundingClientRect().left - 16;
  }, [pathname]);
  const link = (s: DashboardSection) => {
    if (s.soon)
      return (
        <span key={s.href} className="dash-nav__link dash-nav__link--soon">
          {s.label}
          <span className="visually-hidden"> (coming soon)</span>
        </span>
      );
    // A section of this page is an anchor; another screen of the app is a client-side navigation that marks
    // itself current (aria-current="page").
    if (s.href.startsWith("#"))
      return (
        <a key={s.href} href={s.href} className="dash-nav__link">
          {s.label}
        </a>
      );
    // Current on its own screen and the screens under it (a post's editor is under Blog posts), except a
    // link that others sit under (the overview), which is current on itself alone.
    return (
      <NavLink key={s.href} to={s.href} end={sections.some((o) => o.href.startsWith(`${s.href}/`))} className="dash-nav__link">
        {s.label}
        {s.badge && (
          <>
            <span className="dash-nav__badge" aria-hidden="true">
              {s.badge.count.toLocaleString("en-IN")}
            </span>
            <span className="visually-hidden">{`(${s.badge.count.toLocaleString("en-IN")} ${s.badge.label})`}</span>
          </>
        )}
        {s.plan && (
          <>
            <span className="dash-nav__plan" aria-hidden="true">
              {s.plan}
            </span>
            <span className="visually-hidden">{` (in the ${s.plan} plan)`}</span>
          </>
        )}
      </NavLink>
    );
  };
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
        <nav ref={nav} className="dash-nav" aria-label="Dashboard sections">
          {runsOf(sections).map((run, i) =>
            run.group === undefined ? (
              <Fragment key={run.items[0]?.href}>{run.items.map(link)}</Fragment>
            ) : (
              <div key={run.group} className="dash-nav__group">
                <p className="dash-nav__heading" id={`${groupId}-${i}`}>
                  {run.group}
                </p>
                <ul aria-labelledby={`${groupId}-${i}`}>
                  {run.items.map((s) => (
                    <li key={s.href}>{link(s)}</li>
                  ))}
                </ul>
              </div>
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
      <div className="dash-main">
        {topbar && <div className="dash-topbar">{topbar}</div>}
        {children}
      </div>
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

/** Labelled facts about one thing; a fact with no value says so rather than showing a blank. */
export function DashboardFacts({ rows, missing = "Not given" }: { rows: readonly (readonly [string, React.ReactNode])[]; missing?: string }) {
  return (
    <dl className="dash-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === "" ? <span className="dash-muted">{missing}</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
