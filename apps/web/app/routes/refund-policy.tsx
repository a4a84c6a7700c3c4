// Refund & Cancellation Policy (SPEC.md §2: static text with placeholders such as [X] days); page id 9.
import { LegalDocument, loadLegalPage } from "../components/legal-document.tsx";
import { refundPolicy } from "../content/legal.ts";
import { webContext } from "../lib/load-context.ts";
import { SEO_PAGE } from "../lib/seo-meta.ts";
import { headFromLoader } from "../lib/static-page-meta.ts";
import type { Route } from "./+types/refund-policy.ts";
import { HTML_FIRST } from "../lib/html-first/site-script.ts";

export function loader({ context }: Route.LoaderArgs) {
  return loadLegalPage(context.get(webContext), refundPolicy, "/refund_policy", SEO_PAGE.refund);
}

export const meta: Route.MetaFunction = headFromLoader;

/** HTML first: sent with no React Router scripts (decision 034). */
export const handle = HTML_FIRST;

export default function RefundPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument doc={loaderData.doc} path={loaderData.path} />;
}
