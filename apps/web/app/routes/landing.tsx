// The seven SEO landing pages (SPEC.md §2 "Other"). routes.ts mounts this module once per slug; the loader
// finds the page's copy by the path it was asked for, so the copy stays on the server and each page's
// bundle carries only its own text.
import type { Plan } from "@vetan/shared";
import { data } from "react-router";
import { LandingPage } from "../components/landing-page.tsx";
import { findLandingPage } from "../content/landing-pages.ts";
import { landingLinks } from "../content/landing-slugs.ts";
import type { LandingPage as LandingCopy } from "../content/types.ts";
import { documentPath } from "../lib/document-path.ts";
import { webContext } from "../lib/load-context.ts";
import { headFromLoader, staticPageHead } from "../lib/static-page-meta.ts";
import type { Route } from "./+types/landing.ts";
import { HTML_FIRST } from "../lib/html-first/site-script.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = documentPath(request).replace(/^\/+|\/+$/g, "");
  const page = findLandingPage(slug);
  if (!page) throw data("Page not found", { status: 404 });
  const web = context.get(webContext);
  const url = new URL(`/${slug}`, web.settings.publicBaseUrl).toString();
  const head = await staticPageHead(web, {
    meta: { title: page.metaTitle, description: page.metaDescription, keywords: page.keywords, path: `/${slug}` },
    jsonLd: landingJsonLd(page, url, web.settings.publicBaseUrl, await web.services.plans.listPlans()),
  });
  return { page, related: landingLinks.filter((l) => l.slug !== slug), head };
}

export const meta: Route.MetaFunction = headFromLoader;

/** HTML first: sent with no React Router scripts (decision 034). */
export const handle = HTML_FIRST;

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <LandingPage page={loaderData.page} related={loaderData.related} />;
}

/** The product as a SoftwareApplication priced from the live plans (INR per month), its FAQ and breadcrumb. */
function landingJsonLd(page: LandingCopy, url: string, baseUrl: string, plans: Plan[]): Record<string, unknown> {
  const prices = plans.flatMap((p) => p.price.map((price) => price.amount));
  const application: Record<string, unknown> = {
    "@type": "SoftwareApplication",
    name: `Vetan ${page.title}`,
    applicationCategory: "BusinessApplication",
    applicationSubCategory: page.title,
    operatingSystem: "Web browser, Android, iOS",
    description: page.metaDescription,
    url,
    inLanguage: "en-IN",
    publisher: { "@type": "Organization", name: "Vetan Technologies Private Limited", url: baseUrl },
  };
  if (prices.length > 0) {
    application.offers = {
      "@type": "AggregateOffer",
      priceCurrency: "INR",
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: plans.length,
      url: new URL("/Pricing", baseUrl).toString(),
    };
  }
  const graph: Record<string, unknown>[] = [
    application,
    {
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: new URL("/", baseUrl).toString() },
        { "@type": "ListItem", position: 2, name: page.title, item: url },
      ],
    },
  ];
  if (page.faqs.length > 0) {
    graph.push({
      "@type": "FAQPage",
      mainEntity: page.faqs.map((f) => ({ "@type": "Question", name: f.q, acceptedAnswer: { "@type": "Answer", text: f.a } })),
    });
  }
  return { "@context": "https://schema.org", "@graph": graph };
}
