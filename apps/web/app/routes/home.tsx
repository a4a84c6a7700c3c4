// Home (SPEC.md §1, §2 "Home" and "Dashboard screenshot switcher", §4, §9): hero, the marketing figures,
// modules with the payroll promotion, the one-stop banner (View Pricing), the expert section (mail and
// call), the coordinate-and-present banner with the dashboard switcher, benefits, testimonials and the
// demo banner. Everything is in the server HTML; the carousels are swipe carousels only at 825 px and below.
import type { SeoPage } from "@vetan/shared";
import { Link } from "react-router";
import { Carousel } from "../components/carousel.tsx";
import { DashboardSwitcher } from "../components/dashboard-switcher.tsx";
import { HomeIcon } from "../components/home-icons.tsx";
import {
  benefits,
  coordinateBanner,
  dashboardTabs,
  demoBanner,
  expertIntro,
  expertSlides,
  hero,
  modules,
  oneStopBanner,
  payrollPromo,
  sectionIntros,
  stats,
  type Testimonial,
  testimonials,
} from "../content/home.ts";
import { ui } from "../content/ui.ts";
import type { PublicSettings } from "../lib/load-context.ts";
import { webContext } from "../lib/load-context.ts";
import { fromSeoSettings, type PageMeta, pageMeta, SEO_PAGE } from "../lib/seo-meta.ts";
import { absoluteUrl, useSettings } from "../lib/settings.ts";
import "../styles/home.css";
import type { Route } from "./+types/home.ts";
import { HTML_FIRST } from "../lib/html-first/site-script.ts";

/** Used when the search-engine settings have no entry for the home page (page id 1). */
const FALLBACK_META: PageMeta = {
  title: "Vetan – HR, Payroll & Attendance Software for India",
  description: "Vetan runs payroll, attendance, leave, expenses and payslips for Indian firms, with PF, ESI, professional tax and TDS worked out for you.",
  path: "/",
};

export async function loader({ context }: Route.LoaderArgs) {
  const { services, settings } = context.get(webContext);
  let pages: SeoPage[] = [];
  try {
    pages = await services.seo.listPages();
  } catch (error) {
    // SPEC.md §8: a failed SEO load is only logged; the page keeps its own title.
    console.error("Home: the SEO settings did not load", error);
  }
  return { page: fromSeoSettings(pages, SEO_PAGE.home, FALLBACK_META), settings };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [...pageMeta(loaderData.page, loaderData.settings), { "script:ld+json": organizationJsonLd(loaderData.settings) }] : []);

function organizationJsonLd(settings: PublicSettings) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "Vetan",
    url: absoluteUrl(settings, "/"),
    logo: absoluteUrl(settings, "/images/site/logo.svg"),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      email: settings.supportEmail,
      telephone: settings.supportPhone,
      areaServed: "IN",
      availableLanguage: ["en-IN", "hi"],
    },
  };
}

/** HTML first: sent with no React Router scripts (decision 034). */
export const handle = HTML_FIRST;

export default function Home() {
  return (
    <>
      <Hero />
      <Figures />
      <Modules />
      <OneStopBanner />
      <Expert />
      <Coordinate />
      <Dashboards />
      <Benefits />
      <Testimonials />
      <DemoBanner />
    </>
  );
}

function Hero() {
  return (
    <section className="hero" data-section="hero" aria-labelledby="hero-heading">
      <div className="container hero__grid">
        <div className="hero__text">
          <p className="home-eyebrow">{hero.eyebrow}</p>
          <h1 id="hero-heading">{hero.heading}</h1>
          <p className="lead hero__lead">{hero.text}</p>
          <div className="actions hero__actions">
            <Link className="button" to="/contact_us">
              {hero.primaryCta}
            </Link>
            <Link className="button button--ghost" to="/Pricing">
              {ui.viewPricing}
            </Link>
          </div>
        </div>
        {/* The first screen's picture: loaded at once and early, never lazily. */}
        <img className="hero__image" src="/images/home/hero.svg" alt={hero.imageAlt} width="640" height="520" fetchPriority="high" decoding="async" />
      </div>
    </section>
  );
}

function Figures() {
  return (
    <section className="container stats" data-section="figures" aria-label="Vetan in numbers">
      {stats.map((s) => (
        <div key={s.label} className="stat">
          <strong>{s.value}</strong>
          <span>{s.label}</span>
        </div>
      ))}
    </section>
  );
}

function SectionIntro({ id, heading, text }: { id: string; heading: string; text: string }) {
  return (
    <header className="home-intro">
      <h2 id={id}>{heading}</h2>
      <p className="lead">{text}</p>
    </header>
  );
}

function Modules() {
  return (
    <section className="section home-modules" data-section="modules" aria-labelledby="modules-heading">
      <div className="container">
        <SectionIntro id="modules-heading" {...sectionIntros.modules} />
        <ul className="home-modules__grid" aria-label="Modules">
          {modules.map((m) => (
            <li key={m.title} className="home-module">
              <span className="home-module__icon">
                <HomeIcon name={m.icon} />
              </span>
              <h3>{m.title}</h3>
              <p>{m.text}</p>
            </li>
          ))}
        </ul>
        <div className="home-promo" data-section="payroll-promo">
          <div className="home-promo__text">
            <p className="home-eyebrow">{payrollPromo.eyebrow}</p>
            <h2>{payrollPromo.heading}</h2>
            <p className="lead">{payrollPromo.text}</p>
            <ul className="home-checks">
              {payrollPromo.points.map((point) => {
                // Each point reads "Subject: detail"; the subject is set in bold.
                const [subject, detail] = splitAtColon(point);
                return (
                  <li key={point}>
                    <HomeIcon name="check" size={20} className="home-checks__icon" />
                    <span>
                      {detail ? <strong>{subject}:</strong> : subject} {detail}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
          <img
            className="home-promo__image"
            src="/images/home/payslip.svg"
            alt="A Vetan payslip for October 2026: gross pay ₹1,25,000, deductions ₹14,325 and net pay ₹1,10,675"
            width="560"
            height="460"
            loading="lazy"
            decoding="async"
          />
        </div>
      </div>
    </section>
  );
}

function splitAtColon(text: string): [string, string] {
  const at = text.indexOf(": ");
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + 2)];
}

function OneStopBanner() {
  return (
    <section className="home-banner home-banner--dark" data-section="one-stop" aria-labelledby="one-stop-heading">
      <div className="container home-banner__inner">
        <div>
          <h2 id="one-stop-heading">{oneStopBanner.heading}</h2>
          <p>{oneStopBanner.text}</p>
        </div>
        <Link className="button home-button--accent" to="/Pricing">
          {ui.viewPricing}
        </Link>
      </div>
    </section>
  );
}

function Expert() {
  const { supportEmail, supportPhone } = useSettings();
  return (
    <section className="section home-expert" data-section="expert" aria-labelledby="expert-heading">
      <div className="container home-expert__grid">
        <div className="home-expert__intro">
          <h2 id="expert-heading">{expertIntro.heading}</h2>
          <p className="lead">{expertIntro.text}</p>
          <div className="actions">
            <a className="button" href={`mailto:${supportEmail}`}>
              <HomeIcon name="mail" size={20} />
              {ui.talkToExpert}
            </a>
            <a className="button button--ghost" href={`tel:${supportPhone}`}>
              <HomeIcon name="phone" size={20} />
              {ui.scheduleCall}
            </a>
          </div>
        </div>
        <Carousel label="How our experts help" gridAbove className="home-expert__slides">
          {expertSlides.map((slide, i) => (
            <article key={slide.title} className="home-tile">
              <span className="home-tile__number" aria-hidden="true">
                {String(i + 1).padStart(2, "0")}
              </span>
              <h3>{slide.title}</h3>
              <p>{slide.text}</p>
            </article>
          ))}
        </Carousel>
      </div>
    </section>
  );
}

function Coordinate() {
  return (
    <section className="home-coordinate" data-section="coordinate" aria-labelledby="coordinate-heading">
      <div className="container home-coordinate__inner">
        <h2 id="coordinate-heading">{coordinateBanner.heading}</h2>
        <p className="lead">{coordinateBanner.text}</p>
      </div>
    </section>
  );
}

function Dashboards() {
  return (
    <section className="section home-dashboards" data-section="dashboards" aria-labelledby="dashboards-heading">
      <div className="container">
        <SectionIntro id="dashboards-heading" {...sectionIntros.dashboards} />
        <DashboardSwitcher tabs={dashboardTabs} label="Vetan dashboards" id="dashboards" />
      </div>
    </section>
  );
}

function Benefits() {
  return (
    <section className="section home-benefits" data-section="benefits" aria-labelledby="benefits-heading">
      <div className="container">
        <SectionIntro id="benefits-heading" {...sectionIntros.benefits} />
        <Carousel label="Benefits" gridAbove className="home-benefits__slides">
          {benefits.map((b) => (
            <article key={b.title} className="home-tile home-tile--benefit">
              <HomeIcon name={b.icon} className="home-tile__icon" />
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </article>
          ))}
        </Carousel>
      </div>
    </section>
  );
}

function Testimonials() {
  return (
    <section className="section home-testimonials" data-section="testimonials" aria-labelledby="testimonials-heading">
      <div className="container">
        <SectionIntro id="testimonials-heading" {...sectionIntros.testimonials} />
        <Carousel label="Testimonials" gridAbove className="home-testimonials__slides">
          {testimonials.map((t) => (
            <TestimonialCard key={t.name} testimonial={t} />
          ))}
        </Carousel>
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  const initials = t.name
    .split(" ")
    .map((part) => part[0])
    .join("");
  return (
    <figure className="home-quote">
      <span className="home-tag">{t.industry}</span>
      <HomeIcon name="quote" size={28} className="home-quote__mark" />
      <blockquote>
        <p>{t.quote}</p>
      </blockquote>
      <figcaption>
        <span className="home-quote__avatar" aria-hidden="true">
          {initials}
        </span>
        <span>
          <strong className="home-quote__name">{t.name}</strong>
          <span className="home-quote__role">{t.role}</span>
          <span className="home-quote__company">{t.company}</span>
        </span>
      </figcaption>
    </figure>
  );
}

function DemoBanner() {
  return (
    <section className="home-banner home-banner--demo" data-section="demo" aria-labelledby="demo-heading">
      <div className="container home-banner__inner">
        <div>
          <h2 id="demo-heading">{demoBanner.heading}</h2>
          <p>{demoBanner.text}</p>
        </div>
        <Link className="button home-button--accent" to="/contact_us">
          {demoBanner.cta}
        </Link>
      </div>
    </section>
  );
}
