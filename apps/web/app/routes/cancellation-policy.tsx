// Cancellation Policy (SPEC.md §2: cancel any time; a trial-period cancellation may be refunded in full);
// page id 10.
import { LegalDocument, loadLegalPage } from "../components/legal-document.tsx";
import { cancellationPolicy } from "../content/legal.ts";
import { webContext } from "../lib/load-context.ts";
import { SEO_PAGE } from "../lib/seo-meta.ts";
import { headFromLoader } from "../lib/static-page-meta.ts";
import type { Route } from "./+types/cancellation-policy.ts";
import { HTML_FIRST } from "../lib/html-first/site-script.ts";

export function loader({ context }: Route.LoaderArgs) {
  return loadLegalPage(context.get(webContext), cancellationPolicy, "/cancellation_policy", SEO_PAGE.cancellation);
}

export const meta: Route.MetaFunction = headFromLoader;

/** HTML first: sent with no React Router scripts (decision 034). */
export const handle = HTML_FIRST;

export default function CancellationPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument doc={loaderData.doc} path={loaderData.path} />;
}
