// One of the seven SEO landing pages (SPEC.md §2 "Other"): a hero with the product's promise and an
// illustration, a block per feature area, the questions buyers ask, a call to action, and links to the other
// modules. The copy comes from content/landing-pages.ts through the route's loader.
import { ui } from "../content/ui.ts";
import type { LandingPage as LandingCopy } from "../content/types.ts";
import { CtaBand } from "./landing-cta.tsx";
import "../styles/pages.css";

export interface RelatedLink {
  slug: string;
  title: string;
}

export function landingIllustration(slug: string): string {
  return `/images/landing/${slug}.svg`;
}

export function LandingPage({ page, related }: { page: LandingCopy; related: readonly RelatedLink[] }) {
  return (
    <>
      <LandingHero page={page} />
      {page.sections.map((section, i) => (
        <FeatureSection key={section.heading} section={section} index={i} />
      ))}
      {page.faqs.length > 0 && <LandingFaq faqs={page.faqs} />}
      <CtaBand
        heading={`See Vetan's ${page.title.replace(/ Software$/, "").toLowerCase()} with your own data`}
        text="Book a 30-minute demo and we will set it up the way your firm works, or compare plans and start with the modules you need."
      />
      <RelatedModules related={related} />
    </>
  );
}

function LandingHero({ page }: { page: LandingCopy }) {
  return (
    <section className="landing-hero">
      <div className="container landing-hero__grid">
        <div className="landing-hero__text">
          <h1>
            <span className="eyebrow landing-hero__eyebrow">{page.title}</span>
            <span className="visually-hidden">: </span>
            {page.heroHeading}
          </h1>
          <p className="lead">{page.heroText}</p>
          <div className="actions">
            <a className="button" href="/contact_us">
              Book a demo
            </a>
            <a className="button button--ghost" href="/Pricing">
              {ui.viewPricing}
            </a>
          </div>
          <p className="landing-hero__proof">Used by 200+ Indian businesses · 40+ modules on one platform</p>
        </div>
        <img
          className="landing-hero__image"
          src={landingIllustration(page.slug)}
          alt={page.heroImageAlt}
          width="560"
          height="420"
          fetchPriority="high"
        />
      </div>
    </section>
  );
}

function FeatureSection({ section, index }: { section: LandingCopy["sections"][number]; index: number }) {
  const id = `feature-${index + 1}`;
  return (
    <section className={`feature${index % 2 === 1 ? " feature--tinted" : ""}`} aria-labelledby={id}>
      <div className="container feature__grid">
        <div className="feature__intro">
          <p className="feature__number" aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </p>
          <h2 id={id}>{section.heading}</h2>
          <p>{section.text}</p>
        </div>
        <ul className="checklist">
          {section.points.map((point) => (
            <li key={point}>
              <svg className="checklist__icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                <circle cx="10" cy="10" r="10" />
                <path d="M5.5 10.5l3 3 6-7" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function LandingFaq({ faqs }: { faqs: LandingCopy["faqs"] }) {
  return (
    <section className="container section landing-faq" aria-labelledby="faq-heading">
      <h2 id="faq-heading">Frequently asked questions</h2>
      <div className="faq-list">
        {faqs.map((f) => (
          <details key={f.q} className="faq-item">
            <summary>
              <h3>{f.q}</h3>
            </summary>
            <p>{f.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

function RelatedModules({ related }: { related: readonly RelatedLink[] }) {
  return (
    <nav className="container section related" aria-labelledby="related-heading">
      <h2 id="related-heading">More from the Vetan platform</h2>
      <ul className="related__list">
        {related.map((r) => (
          <li key={r.slug}>
            <a className="related__link" href={`/${r.slug}`}>
              <img src={landingIllustration(r.slug)} alt="" width="112" height="84" loading="lazy" />
              <span>{r.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
