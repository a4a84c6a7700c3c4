// One layout for every policy page (SPEC.md §2): numbered sections with anchors, a table of contents that
// stays in view on desktop and folds away on a phone, the date of the last revision, and lines kept to a
// readable length.
import type { MouseEvent } from "react";
import type { MetaDescriptor } from "react-router";
import type { DocSection, LegalDoc } from "../content/types.ts";
import type { WebContext } from "../lib/load-context.ts";
import { staticPageHead } from "../lib/static-page-meta.ts";
import "../styles/pages.css";

/** The policy pages, for the "Other policies" links at the foot of each one. */
const POLICY_LINKS = [
  { path: "/privacy_policy", title: "Privacy Policy" },
  { path: "/terms_condition", title: "Terms and Conditions" },
  { path: "/refund_policy", title: "Refund & Cancellation Policy" },
  { path: "/cancellation_policy", title: "Cancellation Policy" },
  { path: "/Leave_Management", title: "Leave Management" },
] as const;

export interface LegalPageData {
  doc: LegalDoc;
  /** The path this document lives at (its canonical address); for the terms, the same at both routes. */
  path: string;
  head: MetaDescriptor[];
}

/** Loader body shared by the policy pages: the document, and its head tags with WebPage structured data. */
export async function loadLegalPage(web: WebContext, doc: LegalDoc, path: string, seoPageId?: number): Promise<LegalPageData> {
  const url = new URL(path, web.settings.publicBaseUrl).toString();
  const head = await staticPageHead(web, {
    seoPageId,
    meta: { title: `${doc.title} | Vetan`, description: doc.description, path },
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "WebPage",
      name: doc.title,
      url,
      dateModified: doc.updated,
      inLanguage: "en-IN",
      publisher: { "@type": "Organization", name: "Vetan Technologies Private Limited", url: web.settings.publicBaseUrl },
    },
  });
  return { doc, path, head };
}

/** A stable anchor for a heading: lower case, words joined by hyphens. */
export function anchorFor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const UPDATED_FORMAT = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export function LegalDocument({ doc, path, kicker = "Legal" }: { doc: LegalDoc; path: string; kicker?: string }) {
  const sections = doc.sections.map((section, i) => ({ section, number: i + 1, id: anchorFor(section.heading) }));
  return (
    <article className="legal">
      <header className="legal__header">
        <div className="container legal__header-inner">
          <div>
            <p className="eyebrow">{kicker}</p>
            <h1>{doc.title}</h1>
            <p className="legal__updated">
              Last updated <time dateTime={doc.updated}>{UPDATED_FORMAT.format(new Date(`${doc.updated}T00:00:00Z`))}</time>
            </p>
          </div>
        </div>
      </header>
      <div className="container legal__layout">
        {/* Not an <aside>: a complementary landmark may not sit inside <main>; the nav inside is the landmark. */}
        <div className="legal__aside">
          <TableOfContents entries={sections.map(({ section, number, id }) => ({ heading: section.heading, number, id }))} />
        </div>
        <div className="legal__body">
          <div className="legal__intro">
            {doc.intro.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          {sections.map(({ section, number, id }) => (
            <LegalSection key={id} section={section} number={number} id={id} />
          ))}
          <nav className="legal__others" aria-label="Other policies">
            <h2>Other policies</h2>
            <ul>
              {POLICY_LINKS.filter((l) => l.path !== path).map((l) => (
                <li key={l.path}>
                  <a href={l.path}>{l.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </article>
  );
}

function LegalSection({ section, number, id }: { section: DocSection; number: number; id: string }) {
  return (
    <section className="legal__section" id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <span className="legal__number">{number}.</span> {section.heading}
      </h2>
      {section.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {section.bullets && (
        <ul>
          {section.bullets.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A native <details>: it folds and unfolds on a phone with no script, and pages.css keeps it open on
 * desktop. Choosing a section on a phone folds it again, so the section is not hidden behind the list.
 */
function TableOfContents({ entries }: { entries: { heading: string; number: number; id: string }[] }) {
  const fold = (event: MouseEvent<HTMLElement>) => {
    const details = event.currentTarget.closest("details");
    if (details && window.matchMedia("(max-width: 825px)").matches) details.open = false;
  };
  return (
    <details className="toc">
      <summary className="toc__summary">
        On this page <span className="toc__count">{entries.length} sections</span>
      </summary>
      <nav aria-label="Table of contents">
        {/* The visible label on desktop, where the summary above is hidden; the nav's own name covers it. */}
        <p className="toc__title" aria-hidden="true">
          On this page
        </p>
        <ol className="toc__list">
          {entries.map((e) => (
            <li key={e.id}>
              <a href={`#${e.id}`} onClick={fold}>
                <span className="toc__number">{e.number}.</span> {e.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </details>
  );
}
