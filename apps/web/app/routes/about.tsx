// About Us (SPEC.md §2 "Other"): who Vetan is, why it exists, what it values and who runs it. Copy from
// content/about.ts; metadata from the settings file, page id 6.
import { CtaBand } from "../components/landing-cta.tsx";
import { about } from "../content/about.ts";
import { company } from "../content/company.ts";
import { stats } from "../content/home.ts";
import { webContext } from "../lib/load-context.ts";
import { SEO_PAGE } from "../lib/seo-meta.ts";
import { headFromLoader, staticPageHead } from "../lib/static-page-meta.ts";
import type { Route } from "./+types/about.ts";
import "../styles/pages.css";
import { HTML_FIRST } from "../lib/html-first/site-script.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const web = context.get(webContext);
  const { publicBaseUrl } = web.settings;
  const head = await staticPageHead(web, {
    seoPageId: SEO_PAGE.about,
    meta: { title: "About Vetan | Cloud HR and Payroll for India", description:
        "Vetan is a cloud HR and payroll platform built in Bengaluru for Indian businesses: employee records, attendance, leave, expenses and payroll in one system.",
       path: "/About_us" },
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "AboutPage",
      url: new URL("/About_us", publicBaseUrl).toString(),
      inLanguage: "en-IN",
      mainEntity: {
        "@type": "Organization",
        name: company.brand,
        legalName: company.legalName,
        url: publicBaseUrl,
        logo: new URL("/images/site/logo.svg", publicBaseUrl).toString(),
        email: web.settings.supportEmail,
        telephone: web.settings.supportPhone,
        address: { "@type": "PostalAddress", addressLocality: "Bengaluru", addressRegion: "Karnataka", addressCountry: "IN" },
      },
    },
  });
  return { head };
}

export const meta: Route.MetaFunction = headFromLoader;

/** Two letters for a team member's monogram: first and last name initials. */
function initials(name: string): string {
  const words = name.split(/\s+/);
  return `${words[0]?.[0] ?? ""}${words.length > 1 ? (words.at(-1)?.[0] ?? "") : ""}`;
}

const VALUE_ICONS = ["M4 12l5 5L20 6", "M4 6h16M4 12h10M4 18h13", "M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z", "M4 19h16M6 16V9m4 7V5m4 11v-6m4 6V7"];

/** HTML first: sent with no React Router scripts (decision 034). */
export const handle = HTML_FIRST;

export default function About() {
  return (
    <>
      <section className="about-hero">
        <div className="container about-hero__grid">
          <div>
            <p className="eyebrow">About us</p>
            <h1>{about.heading}</h1>
            {about.intro.map((p) => (
              <p key={p} className="lead">
                {p}
              </p>
            ))}
          </div>
          <img className="about-hero__image" src="/images/about/team.svg" alt="An HR lead, a payroll manager and an employee working from the same Vetan dashboard" width="560" height="440" fetchPriority="high" />
        </div>
      </section>

      <section className="container figures" aria-label="Vetan in numbers">
        {stats.map((s) => (
          <p key={s.label} className="figure">
            <strong>{s.value}</strong>
            <span>{s.label}</span>
          </p>
        ))}
      </section>

      <section className="container section mission" aria-labelledby="mission-heading">
        <h2 id="mission-heading" className="eyebrow">
          Our mission
        </h2>
        <p className="mission__text">{about.mission}</p>
      </section>

      <section className="section about-values" aria-labelledby="values-heading">
        <div className="container">
          <h2 id="values-heading">What we value</h2>
          <ul className="value-grid">
            {about.values.map((v, i) => (
              <li key={v.title} className="card value-card">
                <svg className="value-card__icon" width="40" height="40" viewBox="0 0 24 24" aria-hidden="true">
                  <path d={VALUE_ICONS[i % VALUE_ICONS.length]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <h3>{v.title}</h3>
                <p>{v.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container section story" aria-labelledby="story-heading">
        <div className="story__text">
          <h2 id="story-heading">Our story</h2>
          {about.story.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <img className="story__image" src="/images/about/story.svg" alt="Attendance registers, leave records and spreadsheets joined into one payroll run" width="520" height="420" loading="lazy" />
      </section>

      <section className="section about-team" aria-labelledby="team-heading">
        <div className="container">
          <h2 id="team-heading">The people behind Vetan</h2>
          <ul className="team-grid">
            {about.team.map((m) => (
              <li key={m.name} className="team-card">
                <span className="team-card__monogram" aria-hidden="true">
                  {initials(m.name)}
                </span>
                <p className="team-card__name">{m.name}</p>
                <p className="team-card__role">{m.role}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand
        heading="Let's talk about your payroll"
        text="Tell us how your month runs today and we will show you how Vetan would run it, from attendance to payslips."
      />
    </>
  );
}
