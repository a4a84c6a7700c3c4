// The closing call to action of the marketing pages: a demo request (/contact_us) and the plans (/Pricing).
import { ui } from "../content/ui.ts";

export function CtaBand({ heading, text }: { heading: string; text: string }) {
  return (
    <section className="container cta-band" aria-labelledby="cta-heading">
      <div className="cta-band__inner">
        <div>
          <h2 id="cta-heading">{heading}</h2>
          <p>{text}</p>
        </div>
        <div className="actions">
          <a className="button button--saffron" href="/contact_us">
            Book a demo
          </a>
          <a className="button button--on-dark" href="/Pricing">
            {ui.viewPricing}
          </a>
        </div>
      </div>
    </section>
  );
}
