// The calm frame of the central accounts pages, the hand-off and firm registration: the Vetan mark, one
// centred card, and a quiet footer — no marketing navigation to distract from signing in.
import { company } from "../content/company.ts";

export const ACCOUNTS_FOOTER_LINKS = [
  { href: "/", label: "vetan.in" },
  { href: "/privacy_policy", label: "Privacy" },
  { href: "/terms_condition", label: "Terms" },
  { href: "/contact_us", label: "Help" },
] as const;

interface Props {
  children: React.ReactNode;
  /** Wider card for the firm form. */
  wide?: boolean;
  /** No card: the hand-off's empty view. */
  bare?: boolean;
  /** Top-right action, e.g. Sign out. */
  action?: React.ReactNode;
}

export function AccountsShell({ children, wide, bare, action }: Props) {
  return (
    <div className={`acc-page${wide ? " acc-page--wide" : ""}`}>
      <header className="acc-top">
        <a className="acc-brand" href="/" aria-label="Vetan home">
          <img src="/images/site/logo.svg" alt="" width="36" height="36" />
          <span>Vetan</span>
        </a>
        {action}
      </header>
      <div className={`acc-card${wide ? " acc-card--wide" : ""}${bare ? " acc-card--bare" : ""}`}>{children}</div>
      <CompactFooter />
    </div>
  );
}

/** The few links a signed-in or signing-in person may still need. */
export function CompactFooter() {
  return (
    <footer className="acc-footer">
      <nav aria-label="Site">
        <ul>
          {ACCOUNTS_FOOTER_LINKS.map((l) => (
            <li key={l.href}>
              <a href={l.href}>{l.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p>© 2026 {company.legalName}</p>
    </footer>
  );
}
