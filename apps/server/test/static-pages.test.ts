// The static pages, server-rendered: About Us, the five policy pages and the seven SEO landing pages. Each
// answers 200 with its own h1 and head tags; the policies have the numbered sections SPEC.md §2 lists; the
// terms read the same at both addresses and name one canonical; metadata comes from the search-engine
// settings where SPEC.md ties a page to them, and follows those settings when they change.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { landingPages } from "../../web/app/content/landing-pages.ts";
import { seoPages } from "../src/db/schema.ts";
import { createTestApp, testEnv } from "./support/app.ts";

const BASE = "https://vetan.example";
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ web: "production", env: testEnv({ PUBLIC_BASE_URL: BASE }) });
});
afterAll(() => app.close());

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

async function render(path: string) {
  const res = await app.inject(path);
  expect(res.statusCode, path).toBe(200);
  const html = res.body;
  const all = (re: RegExp) => [...html.matchAll(re)].map((m) => decode(m[1]!));
  const one = (re: RegExp) => {
    const found = all(re);
    expect(found, `${re} on ${path}`).toHaveLength(1);
    return found[0]!;
  };
  return {
    html,
    h1: one(/<h1[^>]*>([\s\S]*?)<\/h1>/g),
    title: one(/<title>([\s\S]*?)<\/title>/g),
    description: one(/<meta name="description" content="([^"]*)"/g),
    keywords: all(/<meta name="keywords" content="([^"]*)"/g)[0],
    canonical: one(/<link rel="canonical" href="([^"]*)"/g),
    h2: all(/<h2[^>]*>([\s\S]*?)<\/h2>/g),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
  };
}

async function seoEntry(pageId: number) {
  const page = (await app.services.seo.listPages()).find((p) => p.page_id === pageId);
  expect(page, `seo page ${pageId}`).toBeDefined();
  return page!.basic_settings;
}

/** The numbered section headings of a policy page, as "N. Heading", in page order. */
function numberedSections(html: string) {
  const sections = [...html.matchAll(/<section class="legal__section" id="([^"]+)"[^>]*>\s*<h2[^>]*>([\s\S]*?)<\/h2>/g)];
  return sections.map((m) => ({ id: m[1]!, heading: decode(m[2]!) }));
}

/** The table of contents' links, in order. */
function tocTargets(html: string) {
  const toc = /<nav aria-label="Table of contents">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  return [...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]!);
}

function expectNumbered(html: string, headings: string[]) {
  const sections = numberedSections(html);
  expect(sections.map((s) => s.heading)).toEqual(headings.map((h, i) => `${i + 1}. ${h}`));
  // Every section has an anchor, and the contents link to each of them in order.
  expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
  expect(tocTargets(html)).toEqual(sections.map((s) => s.id));
}

describe("About Us", () => {
  it("renders the about copy with the settings file's metadata (page id 6)", async () => {
    const page = await render("/About_us");
    const seo = await seoEntry(6);
    expect(page.h1).toBe("About Vetan");
    expect(page.title).toBe(seo.tittle);
    expect(page.description).toBe(seo.description);
    expect(page.keywords).toBe(seo.keywords);
    expect(page.canonical).toBe(`${BASE}/About_us`);
    expect(page.h2).toEqual(expect.arrayContaining(["Our mission", "What we value", "Our story", "The people behind Vetan"]));
    for (const figure of ["200+", "1000+", "40+"]) expect(page.html).toContain(`<strong>${figure}</strong>`);
    expect(page.jsonLd[0]).toMatchObject({ "@type": "AboutPage", mainEntity: { "@type": "Organization", legalName: "Vetan Technologies Private Limited" } });
    expect(page.html).toMatch(/<a class="button button--saffron" href="\/contact_us">/);
  });
});

describe("policy pages", () => {
  it("Privacy Policy has exactly 15 numbered sections, and metadata from page id 8", async () => {
    const page = await render("/privacy_policy");
    const seo = await seoEntry(8);
    expect(page.h1).toBe("Privacy Policy");
    expect(page.title).toBe(seo.tittle);
    expect(page.description).toBe(seo.description);
    expect(page.canonical).toBe(`${BASE}/privacy_policy`);
    expect(numberedSections(page.html)).toHaveLength(15);
    expect(tocTargets(page.html)).toHaveLength(15);
    expect(page.html).toMatch(/Last updated <time dateTime="\d{4}-\d{2}-\d{2}">\d{1,2} [A-Z][a-z]+ \d{4}<\/time>/);
  });

  it("Terms and Conditions: the 18 sections SPEC.md lists, the same at both addresses, one canonical", async () => {
    const main = await render("/terms_condition");
    const alias = await render("/terms-and-conditions");
    expectNumbered(main.html, [
      "Use of the Platform",
      "Your Account",
      "Fees and Payment",
      "Privacy and Cookies",
      "Content",
      "Third-Party Sites and Services",
      "Disclaimers",
      "Indemnity",
      "Confidentiality",
      "Warranties",
      "Term and Termination",
      "Force Majeure",
      "Assignment",
      "Publicity",
      "Audit",
      "General",
      "Notice",
      "Contact",
    ]);
    const article = (html: string) => /<article class="legal">[\s\S]*?<\/article>/.exec(html)?.[0];
    expect(article(main.html)).toBeTruthy();
    expect(article(alias.html)).toBe(article(main.html));
    expect(main.canonical).toBe(`${BASE}/terms_condition`);
    expect(alias.canonical).toBe(`${BASE}/terms_condition`);
    const seo = await seoEntry(4);
    for (const page of [main, alias]) {
      expect(page.h1).toBe("Terms and Conditions");
      expect(page.title).toBe(seo.tittle);
      expect(page.description).toBe(seo.description);
    }
    // SPEC.md §9: three months' notice; fees paid in advance plus taxes.
    const text = decode(main.html);
    expect(text).toContain("three months' written notice");
    expect(text).toContain("payable in advance");
    expect(text).toContain("Fees are exclusive of taxes");
  });

  it("Refund & Cancellation Policy: SPEC.md's topics, its placeholders, and metadata from page id 9", async () => {
    const page = await render("/refund_policy");
    const seo = await seoEntry(9);
    expect(page.h1).toBe("Refund & Cancellation Policy");
    expect(page.title).toBe(seo.tittle);
    expect(page.canonical).toBe(`${BASE}/refund_policy`);
    const text = decode(page.html);
    for (const phrase of ["Overpayment", "Service not rendered", "Payment in error", "Cancellation Window", "Cancellation Fees", "Refunds for Cancellations", "Prorated Refunds"]) {
      expect(text).toContain(phrase);
    }
    expect(text).toContain("within [X] days");
    expect(numberedSections(page.html).length).toBeGreaterThan(0);
  });

  it("Cancellation Policy: cancel at any time, full refund in the trial period, metadata from page id 10", async () => {
    const page = await render("/cancellation_policy");
    const seo = await seoEntry(10);
    expect(page.h1).toBe("Cancellation Policy");
    expect(page.title).toBe(seo.tittle);
    expect(page.canonical).toBe(`${BASE}/cancellation_policy`);
    const text = decode(page.html);
    expect(text).toContain("cancel your subscription at any time");
    expect(text).toContain("within the trial period");
    expect(text).toContain("full refund");
  });

  it("/Leave_Management is titled Leave Management and carries the general platform terms", async () => {
    const page = await render("/Leave_Management");
    expect(page.h1).toBe("Leave Management");
    expect(page.title).toBe("Leave Management | Vetan");
    expect(page.canonical).toBe(`${BASE}/Leave_Management`);
    expect(numberedSections(page.html).map((s) => s.heading)).toEqual(
      expect.arrayContaining(["1. Acceptance of These Terms", "3. Acceptable Use", "5. Subscription, Fees and Taxes"]),
    );
    expect(decode(page.html)).toContain("three months' written notice");
  });
});

describe("metadata follows the search-engine settings", () => {
  it("a changed entry shows on the next render; a missing one falls back to the page's own title", async () => {
    const { db } = app.database;
    await db.update(seoPages).set({ title: "Terms of Service – Vetan (edited)" }).where(eq(seoPages.pageId, 4));
    await db.delete(seoPages).where(eq(seoPages.pageId, 8));
    app.services.cache.invalidate("seo");
    expect((await render("/terms_condition")).title).toBe("Terms of Service – Vetan (edited)");
    expect((await render("/terms-and-conditions")).title).toBe("Terms of Service – Vetan (edited)");
    const privacy = await render("/privacy_policy");
    expect(privacy.title).toBe("Privacy Policy | Vetan");
    expect(privacy.description).toMatch(/^How Vetan collects/);
  });
});

describe("SEO landing pages", () => {
  const plansLow = async () => Math.min(...(await app.services.plans.listPlans()).map((p) => p.price[0]!.amount));

  it.each(landingPages.map((p) => [p.slug, p] as const))("/%s is its own marketing page", async (slug, copy) => {
    const page = await render(`/${slug}`);
    expect(page.title).toBe(copy.metaTitle);
    expect(page.description).toBe(copy.metaDescription);
    expect(page.keywords).toBe(copy.keywords);
    expect(page.canonical).toBe(`${BASE}/${slug}`);
    expect(page.h1).toBe(`${copy.title}: ${copy.heroHeading}`);
    for (const section of copy.sections) expect(page.h2).toContain(section.heading);
    // Every feature point, and the FAQ block when the copy has questions.
    const text = decode(page.html);
    for (const point of copy.sections.flatMap((s) => s.points)) expect(text).toContain(point);
    expect(page.html.match(/<details class="faq-item">/g) ?? []).toHaveLength(copy.faqs.length);
    // Calls to action, an illustration with its size, and links to the other six pages.
    expect(page.html).toContain('href="/contact_us"');
    expect(page.html).toContain('href="/Pricing"');
    expect(page.html).toContain(`<img class="landing-hero__image" src="/images/landing/${slug}.svg" alt="${copy.heroImageAlt.replace(/'/g, "&#x27;")}" width="560" height="420"`);
    const related = /<nav class="container section related"[\s\S]*?<\/nav>/.exec(page.html)?.[0] ?? "";
    expect(related.match(/class="related__link"/g)).toHaveLength(landingPages.length - 1);
    expect(related).not.toContain(`href="/${slug}"`);
    // Structured data: the product with live plan prices in rupees, and the FAQ.
    const graph = (page.jsonLd[0]?.["@graph"] ?? []) as Record<string, unknown>[];
    const application = graph.find((g) => g["@type"] === "SoftwareApplication");
    expect(application).toMatchObject({ url: `${BASE}/${slug}`, offers: { "@type": "AggregateOffer", priceCurrency: "INR", lowPrice: await plansLow() } });
    const faq = graph.find((g) => g["@type"] === "FAQPage") as { mainEntity: unknown[] } | undefined;
    expect(faq?.mainEntity ?? []).toHaveLength(copy.faqs.length);
    expect((await app.inject(`/images/landing/${slug}.svg`)).statusCode).toBe(200);
  });

  it("every landing page has a title of its own", async () => {
    const titles = await Promise.all(landingPages.map(async (p) => (await render(`/${p.slug}`)).title));
    expect(new Set(titles).size).toBe(landingPages.length);
  });
});
