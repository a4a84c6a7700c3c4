// Privacy Policy (SPEC.md §2: static, 15 sections); metadata from the settings file, page id 8.
import { LegalDocument, loadLegalPage } from "../components/legal-document.tsx";
import { privacyPolicy } from "../content/legal.ts";
import { webContext } from "../lib/load-context.ts";
import { SEO_PAGE } from "../lib/seo-meta.ts";
import { headFromLoader } from "../lib/static-page-meta.ts";
import type { Route } from "./+types/privacy-policy.ts";
import { HTML_FIRST } from "../lib/html-first/site-script.ts";

export function loader({ context }: Route.LoaderArgs) {
  return loadLegalPage(context.get(webContext), privacyPolicy, "/privacy_policy", SEO_PAGE.privacy);
}

export const meta: Route.MetaFunction = headFromLoader;

/** HTML first: sent with no React Router scripts (decision 034). */
export const handle = HTML_FIRST;

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument doc={loaderData.doc} path={loaderData.path} />;
}
