// Talk to Us and FAQ as the server renders them (SPEC.md §2, §3, §5, §8): the ten labelled fields with the
// form state names, metadata from the search-engine settings (page ids 2 and 3), every FAQ answer in the HTML
// with FAQPage structured data, an empty FAQ that still renders, and the form model that maps the form onto
// the one contact schema.
import { indiaToday } from "@vetan/shared/dates";
import { SUPPORT_HOURS } from "@vetan/shared/support";
import type { ContactFormState } from "@vetan/shared";
import { CONTACT_FORM_FIELDS, contactFormToPayload, emptyContactForm, payloadErrorsToForm, validateContactForm } from "@vetan/shared/contact-form";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faqs } from "../src/db/schema.ts";
import { CONTACT_THANK_YOU } from "../src/site/contact/contact.routes.ts";
import { createTestApp, postJson } from "./support/app.ts";

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

const PAYLOAD_KEYS = ["name", "email", "mobile", "firm_name", "firm_type", "firm_age", "firm_gst", "firm_location", "firm_mobile", "firm_size"];

const valid: ContactFormState = {
  name: "Asha Rao",
  email: "asha@raotextiles.in",
  mobile: "9876543210",
  organizationName: "Rao Textiles",
  organizationType: "Partnership Firm",
  organizationAge: "2011",
  organizationGST: "29ABCPE1234F1Z7",
  address: "12 Residency Road, Bengaluru 560025",
  telephone: "08041234567",
  teamSize: "51–200 employees",
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ web: "production" });
});
afterAll(() => app.close());

async function seoPage(id: number) {
  const page = (await app.services.seo.listPages()).find((p) => p.page_id === id);
  if (!page) throw new Error(`the seed has no SEO page ${id}`);
  return page;
}

function expectMetaFrom(body: string, page: Awaited<ReturnType<typeof seoPage>>, path: string) {
  const s = page.basic_settings;
  expect(body).toContain(`<title>${html(s.tittle)}</title>`);
  expect(body).toContain(`<meta name="description" content="${html(s.description)}"/>`);
  expect(body).toContain(`<meta name="keywords" content="${html(s.keywords)}"/>`);
  expect(body).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path}"/>`));
  expect(body.match(/<h1[ >]/g)).toHaveLength(1);
}

describe("Talk to Us page", () => {
  it("renders the ten labelled fields under their form state names, and the meta of SEO page 2", async () => {
    const res = await app.inject("/contact_us");
    expect(res.statusCode).toBe(200);
    const form = /<form class="contact-form"[^>]*>([\s\S]*?)<\/form>/.exec(res.body);
    expect(form, "the contact form").toBeTruthy();
    const [formTag, inner] = [form![0].slice(0, form![0].indexOf(">") + 1), form![1]!];
    // Before hydration the button must not send the data anywhere, least of all in a GET's address.
    expect(formTag).toContain('method="post"');
    expect(inner).toMatch(/<button type="submit" class="button" disabled="">Send request<\/button>/);

    const controls = [...inner.matchAll(/<(input|select|textarea)\b([^>]*)>/g)].map((m) => m[2]!);
    const named = controls.map((attrs) => /\bname="([^"]+)"/.exec(attrs)?.[1]);
    expect(named).toEqual([...CONTACT_FORM_FIELDS, "website"]);
    for (const field of CONTACT_FORM_FIELDS) {
      const attrs = controls[named.indexOf(field)]!;
      const id = /\bid="([^"]+)"/.exec(attrs)?.[1];
      expect(id, `${field} has an id`).toBeTruthy();
      const label = new RegExp(`<label for="${id}">([^<]+)</label>`).exec(inner);
      expect(label?.[1]?.trim(), `${field} has a visible label`).toBeTruthy();
      expect(attrs).toMatch(/\bautoComplete="[^"]+"|\bautocomplete="[^"]+"/);
      expect(attrs).not.toContain("aria-invalid");
    }
    // type="tel" with the phone keypad, which has the + that "+91 98765 43210" needs.
    expect(controls[named.indexOf("mobile")]).toMatch(/inputMode="tel"|inputmode="tel"/);
    expect(controls[named.indexOf("email")]).toContain('type="email"');

    // The honeypot: present for bots, hidden from people (off screen, out of the tab order, hidden from AT).
    const trap = /<div class="contact-form__trap" aria-hidden="true">(.*?)<\/div>/.exec(inner)?.[1] ?? "";
    expect(trap).toMatch(/<input [^>]*name="website"/);
    expect(trap).toContain('tabindex="-1"');

    expectMetaFrom(res.body, await seoPage(2), "/contact_us");
  });

  it("makes no third-party request on the first screen: our own map picture, OpenStreetMap only as a link", async () => {
    const body = (await app.inject("/contact_us")).body;
    expect(body).not.toContain("<iframe");
    expect(body).toMatch(/<img src="\/images\/contact\/office-map\.svg" width="560" height="420" alt="[^"]+"/);
    expect(body).toMatch(/<a class="contact-map__link" href="https:\/\/www\.openstreetmap\.org\/[^"]*" target="_blank" rel="noopener noreferrer">Open in OpenStreetMap/);
    // What the browser fetches by itself: src/srcset anywhere, and <link href> apart from the canonical address.
    const fetched = [
      ...[...body.matchAll(/\s(?:src|srcset)="([^"]+)"/g)].map((m) => m[1]!),
      ...[...body.matchAll(/<link\b([^>]*)>/g)].filter((m) => !m[1]!.includes('rel="canonical"')).map((m) => /href="([^"]+)"/.exec(m[1]!)?.[1] ?? ""),
    ];
    expect(fetched.length).toBeGreaterThan(3);
    for (const url of fetched) expect(url, url).toMatch(/^\/(?!\/)/);
    expect((await app.inject("/images/contact/office-map.svg")).statusCode).toBe(200);
  });
});

describe("support hours", () => {
  it("are stated the one way (SUPPORT_HOURS) on Talk to Us, the FAQ, the plans and the policy pages", async () => {
    const pages = await Promise.all(["/contact_us", "/faq", "/Pricing", "/terms_condition", "/privacy_policy"].map((url) => app.inject(url)));
    for (const page of pages) expect(page.body).toContain(SUPPORT_HOURS);
    // None of the older ways of saying it is left.
    for (const page of pages) expect(page.body).not.toMatch(/10:00 to 18:00|Monday to Friday/);
  });
});

describe("FAQ page", () => {
  it("renders every question and answer in the HTML, with FAQPage JSON-LD for each, and the meta of SEO page 3", async () => {
    const items = await app.services.faq.list();
    expect(items.length).toBeGreaterThan(0);
    const res = await app.inject("/faq");
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<details [^>]*class="faq-item"/g)).toHaveLength(items.length);
    for (const item of items) {
      expect(res.body).toContain(`<span class="faq-item__question">${html(item.question)}</span>`);
      for (const paragraph of item.answer.split(/\n\s*\n/)) expect(res.body).toContain(`<p>${html(paragraph.trim())}</p>`);
    }

    const scripts = [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const ld = JSON.parse(scripts[0]![1]!);
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.mainEntity).toHaveLength(items.length);
    ld.mainEntity.forEach((q: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }, i: number) => {
      expect(q).toEqual({ "@type": "Question", name: items[i]!.question, acceptedAnswer: { "@type": "Answer", text: items[i]!.answer } });
    });

    expect(res.body).toMatch(/<img src="\/images\/faq\/faq-help\.svg" width="480" height="400" alt=""/);
    expectMetaFrom(res.body, await seoPage(3), "/faq");
  });

  it("stays a sane page with no questions: a way to ask instead, and no empty FAQPage", async () => {
    const empty = await createTestApp({ web: "production" });
    try {
      await empty.database.db.delete(faqs);
      const res = await empty.inject("/faq");
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<h1>Frequently Asked Questions</h1>");
      expect(res.body).not.toContain('class="faq-item"');
      expect(res.body).not.toContain("application/ld+json");
      expect(res.body).toContain('<p class="faq-empty">');
      expect(res.body).toContain('href="/contact_us"');
    } finally {
      await empty.close();
    }
  });
});

describe("contact form model (the form's side of the one contact schema)", () => {
  it("checks an empty form against every SPEC.md message, in the form's order", () => {
    expect(validateContactForm(emptyContactForm())).toEqual({
      name: "Name is required",
      email: "Email is required",
      mobile: "Mobile is required",
      organizationName: "Organization name is required",
      organizationType: "Organization type is required",
      organizationAge: "Organization age is required",
      organizationGST: "Organization GST is required",
      address: "Address is required",
      telephone: "Telephone is required",
      teamSize: "Team size is required",
    });
  });

  it.each([
    ["name", " Asha", "Name should not start with a space"],
    ["name", "Asha ", "Name should not start with a space"],
    ["email", "asha@", "Email address is invalid"],
    ["mobile", "987654321", "Mobile number should be 10 digits"],
    // The placeholder's own form, "98765 43210", is accepted (normaliseMobile); a digit short is not.
    ["mobile", "98765 4321", "Mobile number should be 10 digits"],
    ["organizationAge", "3050", `Organization age should be the year it was established, from 1800 to ${indiaToday().slice(0, 4)}`],
    ["organizationGST", "29ABCPE1234", "Organization GST must be 15 characters, like 27AAPFU0939F1ZV"],
    ["telephone", "abc", "Telephone should be 6 to 15 digits, with an optional + in front, spaces or dashes"],
    ["organizationName", " Rao Textiles", "Organization name should not start with a space"],
    ["organizationGST", "29ABCPE1234F1Z7 ", "Organization GST should not start with a space"],
    ["address", " 12 Residency Road", "Address should not start with a space"],
    ["telephone", " 080", "Telephone should not start with a space"],
  ] as const)("%s = %j → '%s', and only that", (field, value, message) => {
    expect(validateContactForm({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("passes a valid form and builds exactly the ten payload fields, the honeypot only when filled", () => {
    expect(validateContactForm(valid)).toEqual({});
    const body = contactFormToPayload(valid);
    expect(Object.keys(body).sort()).toEqual([...PAYLOAD_KEYS].sort());
    expect(body).toMatchObject({ firm_name: "Rao Textiles", firm_age: "2011", firm_location: valid.address, firm_mobile: "08041234567", firm_size: valid.teamSize });
    expect(contactFormToPayload(valid, "http://spam.example").website).toBe("http://spam.example");
  });

  it("puts the server's payload-keyed field errors back under the form's fields", () => {
    expect(payloadErrorsToForm({ firm_name: "Organization name is required", firm_location: "Address is required", other: "x" })).toEqual({
      organizationName: "Organization name is required",
      address: "Address is required",
    });
  });

  it("sends what the server accepts: the form's body is stored with status '0' and the thank-you text", async () => {
    const res = await postJson(app, "/api/SuperAdmin/SuperadminContactus", contactFormToPayload(valid), { ip: "198.51.100.201" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "0", result: CONTACT_THANK_YOU });
  });
});
