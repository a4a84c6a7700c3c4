// /Leave_Management (SPEC.md §2): a page titled Leave Management that carries the general platform terms.
// The settings file has no entry for it, so its head comes from the document itself.
import { LegalDocument, loadLegalPage } from "../components/legal-document.tsx";
import { leaveManagementTerms } from "../content/legal.ts";
import { webContext } from "../lib/load-context.ts";
import { headFromLoader } from "../lib/static-page-meta.ts";
import type { Route } from "./+types/leave-management.ts";
import { HTML_FIRST } from "../lib/html-first/site-script.ts";

export function loader({ context }: Route.LoaderArgs) {
  return loadLegalPage(context.get(webContext), leaveManagementTerms, "/Leave_Management");
}

export const meta: Route.MetaFunction = headFromLoader;

/** HTML first: sent with no React Router scripts (decision 034). */
export const handle = HTML_FIRST;

export default function LeaveManagement({ loaderData }: Route.ComponentProps) {
  return <LegalDocument doc={loaderData.doc} path={loaderData.path} kicker="General platform terms" />;
}
