// Other ways to reach the team, beside the form: the configurable support address and number (the same ones
// the home page's 'Talk to an Expert' and 'Schedule a call' use) and support hours.
import { company } from "../content/company.ts";
import { useSettings } from "../lib/settings.ts";

/**
 * The configured number as written, with the country code set apart. A 10-digit Indian number cannot be
 * grouped reliably (landline STD codes and mobile series overlap), so no further grouping is guessed.
 */
export function displayPhone(raw: string): string {
  return raw.replace(/^\+91(?=\d{10}$)/, "+91 ");
}

export function ContactChannels() {
  const { supportEmail, supportPhone } = useSettings();
  return (
    <section className="contact-channels" aria-labelledby="contact-channels-title">
      <h2 id="contact-channels-title">Prefer to write or call?</h2>
      <dl>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${supportPhone.replace(/[\s-]/g, "")}`}>{displayPhone(supportPhone)}</a>
          </dd>
        </div>
        <div>
          <dt>Hours</dt>
          <dd>{company.supportHours}</dd>
        </div>
      </dl>
    </section>
  );
}
