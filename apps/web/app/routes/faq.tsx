// FAQ (SPEC.md §2): questions and answers from the server as an accordion with a side picture, and FAQPage
// structured data for search engines. Metadata comes from the search-engine settings, page id 3.
import { Link } from "react-router";
import { FaqAccordion, faqJsonLd } from "../components/faq-accordion.tsx";
import { webContext } from "../lib/load-context.ts";
import { fromSeoSettings, pageMeta, SEO_PAGE } from "../lib/seo-meta.ts";
import { useSettings } from "../lib/settings.ts";
import "../styles/faq.css";
import type { Route } from "./+types/faq.ts";
import { HTML_FIRST } from "../lib/html-first/site-script.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, settings } = context.get(webContext);
  const [faqs, pages] = await Promise.all([services.faq.list(), services.seo.listPages()]);
  const meta = fromSeoSettings(pages, SEO_PAGE.faq, {
    title: "Frequently Asked Questions | Vetan HR and Payroll",
    description: "Answers to common questions about Vetan's pricing, trial, statutory compliance, data security and support.",
    path: "/faq",
  });
  return { faqs, meta: pageMeta(meta, settings) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  // Search engines want at least one question in an FAQPage; with none there is nothing to describe.
  return loaderData.faqs.length > 0 ? [...loaderData.meta, { "script:ld+json": faqJsonLd(loaderData.faqs) }] : loaderData.meta;
};

/** HTML first: sent with no React Router scripts (decision 034). */
export const handle = HTML_FIRST;

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { faqs } = loaderData;
  const { supportEmail } = useSettings();
  return (
    <>
      <section className="faq-hero">
        <div className="container">
          <h1>Frequently Asked Questions</h1>
          <p className="lead">Plain answers about plans, statutory compliance, data security and getting started with Vetan.</p>
        </div>
      </section>
      <div className="container faq-layout">
        <section className="faq-main" aria-label="Questions and answers">
          {faqs.length > 0 ? (
            <FaqAccordion items={faqs} />
          ) : (
            <p className="faq-empty">
              We are updating our answers. Meanwhile, <Link to="/contact_us">talk to us</Link> or write to{" "}
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </p>
          )}
        </section>
        <aside className="faq-aside" aria-labelledby="faq-help-title">
          <img src="/images/faq/faq-help.svg" width="480" height="400" alt="" />
          <div className="faq-help">
            <h2 id="faq-help-title">Still have a question?</h2>
            <p>Our payroll specialists answer within one working day, and can show you Vetan on your own data.</p>
            <Link className="button" to="/contact_us">
              Talk to Us
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}
