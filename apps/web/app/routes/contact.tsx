// Talk to Us (SPEC.md §2): the contact form beside a map. Metadata comes from the search-engine settings,
// page id 2.
import { ContactChannels } from "../components/contact-channels.tsx";
import { ContactForm } from "../components/contact-form.tsx";
import { ContactMap } from "../components/contact-map.tsx";
import { webContext } from "../lib/load-context.ts";
import { fromSeoSettings, pageMeta, SEO_PAGE } from "../lib/seo-meta.ts";
import "../styles/contact.css";
import type { Route } from "./+types/contact.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, settings } = context.get(webContext);
  const meta = fromSeoSettings(await services.seo.listPages(), SEO_PAGE.contact, {
    title: "Talk to Us | Vetan HR and Payroll",
    description: "Tell us about your firm and a Vetan payroll specialist will call you within one working day.",
    path: "/contact_us",
  });
  return { meta: pageMeta(meta, settings) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const POINTS = ["A 30-minute demo on your own payroll", "Plans and pricing in rupees, GST extra", "Help moving from Excel or another tool"] as const;

export default function ContactUs() {
  return (
    <>
      <section className="contact-hero">
        <div className="container">
          <h1>Talk to Us</h1>
          <p className="lead">
            Tell us a little about your firm. A payroll specialist will call you within one working day to answer your questions and show
            Vetan running PF, ESI, PT and TDS for a team like yours.
          </p>
          <ul className="contact-hero__points">
            {POINTS.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      </section>
      <div className="container contact-layout">
        <ContactForm />
        <aside className="contact-aside" aria-label="Our office and other ways to reach us">
          <ContactMap />
          <ContactChannels />
        </aside>
      </div>
    </>
  );
}
