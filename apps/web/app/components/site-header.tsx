// Public navigation bar (SPEC.md §2): Home, Pricing, About Us, Blogs and Login; sticky once the page is
// scrolled; below 908 px a toggle opens a small-screen menu with a close button.
// Rendered the same on the server and in the browser, with no state: see decision 034.
import { NavLink } from "react-router";
import { SIGN_IN_PATH } from "../lib/dashboard-door.ts";

const LINKS = [
  { to: "/", label: "Home" },
  { to: "/Pricing", label: "Pricing" },
  { to: "/About_us", label: "About Us" },
  { to: "/Blogs", label: "Blogs" },
] as const;

/** Accounts sign-in, returning to the hand-off at /Identity (DESIGN.md "Identity and hand-off"). */
export const LOGIN_HREF = SIGN_IN_PATH;

/**
 * HTML first (decision 034): the toggle opens the menu as a native popover, so it opens, closes and closes
 * on Escape with no script; the close button is a popover button too. lib/html-first/site.js adds what a
 * popover does not do itself: focus into the menu, Tab kept inside it, aria-expanded, and the sticky
 * header's shadow once the page is scrolled.
 */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <a className="brand" href="/" aria-label="Vetan home">
          <img src="/images/site/logo.svg" alt="" width="32" height="32" />
          <span>Vetan</span>
        </a>
        <nav className="site-nav" aria-label="Main">
          {LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end className="site-nav__link">
              {l.label}
            </NavLink>
          ))}
          <a className="button button--small" href={LOGIN_HREF}>
            Login
          </a>
        </nav>
        <button type="button" className="nav-toggle" popoverTarget="mobile-menu" aria-controls="mobile-menu">
          <span className="visually-hidden">Open menu</span>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div id="mobile-menu" className="mobile-menu" popover="auto" role="dialog" aria-modal="true" aria-label="Menu">
        <button type="button" className="mobile-menu__close" popoverTarget="mobile-menu" popoverTargetAction="hide">
          <span className="visually-hidden">Close menu</span>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {LINKS.map((l) => (
          <NavLink key={l.to} to={l.to} end className="mobile-menu__link">
            {l.label}
          </NavLink>
        ))}
        <a className="button" href={LOGIN_HREF}>
          Login
        </a>
      </div>
    </header>
  );
}
