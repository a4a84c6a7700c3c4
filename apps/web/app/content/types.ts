// Shapes of the static copy used by the public site (policy pages, SEO landing pages).

export interface DocSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalDoc {
  title: string;
  /** Meta description used when the search-engine settings have no entry for the page. */
  description: string;
  /** Date of the last revision, YYYY-MM-DD. */
  updated: string;
  intro: string[];
  sections: DocSection[];
}

export interface LandingPage {
  slug: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  heroHeading: string;
  heroText: string;
  /** Alt text of the hero illustration, /images/landing/{slug}.svg. */
  heroImageAlt: string;
  sections: { heading: string; text: string; points: string[] }[];
  faqs: { q: string; a: string }[];
}
