// Footer (SPEC.md §2): product links (the seven SEO pages), Policy, Resources and social links.
import { company } from "../content/company.ts";
import { landingLinks } from "../content/landing-slugs.ts";

const SOCIAL = [
  { href: "https://www.instagram.com/vetan.hr", label: "Instagram" },
  { href: "https://www.facebook.com/vetan.hr", label: "Facebook" },
  { href: "https://www.linkedin.com/company/vetan-hr", label: "LinkedIn" },
  { href: "https://www.youtube.com/@vetan-hr", label: "YouTube" },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="brand brand--footer">Vetan</p>
          <p className="muted-on-dark">HR, payroll and attendance for Indian firms.</p>
          <p className="muted-on-dark">{company.city}</p>
        </div>
        <nav aria-label="Products">
          <h2>Products</h2>
          <ul>
            {landingLinks.map((p) => (
              <li key={p.slug}>
                <a href={`/${p.slug}`}>{p.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Policy">
          <h2>Policy</h2>
          <ul>
            <li><a href="/privacy_policy">Privacy Policy</a></li>
            <li><a href="/refund_policy">Refund &amp; Cancellation</a></li>
          </ul>
          <h2>Resources</h2>
          <ul>
            <li><a href="/terms_condition">Terms &amp; Conditions</a></li>
            <li><a href="/contact_us">Contact Us</a></li>
            <li><a href="/faq">FAQ</a></li>
          </ul>
        </nav>
        <nav aria-label="Social">
          <h2>Follow us</h2>
          <ul>
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a href={s.href} rel="noopener noreferrer" target="_blank">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="container site-footer__legal">© 2026 {company.legalName}</p>
    </footer>
  );
}
