// Terms and Conditions (SPEC.md §2: 18 numbered sections). The same page answers at /terms_condition and
// /terms-and-conditions; both name /terms_condition as canonical so search engines index one address.
// Metadata from the settings file, page id 4.
import { LegalDocument, loadLegalPage } from "../components/legal-document.tsx";
import { termsAndConditions } from "../content/legal.ts";
import { webContext } from "../lib/load-context.ts";
import { SEO_PAGE } from "../lib/seo-meta.ts";
import { headFromLoader } from "../lib/static-page-meta.ts";
import type { Route } from "./+types/terms.ts";
import { HTML_FIRST } from "../lib/html-first/site-script.ts";

export function loader({ context }: Route.LoaderArgs) {
  return loadLegalPage(context.get(webContext), termsAndConditions, "/terms_condition", SEO_PAGE.terms);
}

export const meta: Route.MetaFunction = headFromLoader;

/** HTML first: sent with no React Router scripts (decision 034). */
export const handle = HTML_FIRST;

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalDocument doc={loaderData.doc} path={loaderData.path} />;
}
