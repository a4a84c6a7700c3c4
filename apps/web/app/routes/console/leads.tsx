// Console screen: Leads — the Talk to Us requests, newest first. Search and status live in the address
// (?q=&status=&page=), so the CSV link and the pager carry exactly what is listed. Each lead opens to its
// details, status and notes.
import { LEAD_STATUS_LABEL, LEAD_STATUSES, type LeadPage, type LeadStatus } from "@vetan/shared/admin-leads";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { ConsoleLeadCard } from "../../components/console-lead-card.tsx";
import { ConsolePager, pageOf, pageQuery } from "../../components/console-pager.tsx";
import { ConsoleSearch, SearchSelect } from "../../components/console-search.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { adminApi, adminHref } from "../../lib/api.ts";
import "../../styles/console-leads.css";
import type { Route } from "./+types/leads.ts";

const PAGE_SIZE = 20;
const STATUS_OPTIONS = LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABEL[s] }));

function filterOf(params: URLSearchParams) {
  const status = params.get("status") ?? "";
  return {
    q: (params.get("q") ?? "").trim(),
    status: (LEAD_STATUSES as readonly string[]).includes(status) ? (status as LeadStatus) : "",
  };
}

/** The filter as the API's query: only what is set. */
function filterQuery({ q, status }: { q: string; status: string }) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (status) params.set("status", status);
  return params;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const filter = filterOf(url.searchParams);
  const page = pageOf(url.searchParams);
  const query = pageQuery(page, PAGE_SIZE);
  for (const [key, value] of filterQuery(filter)) query.set(key, value);
  const leads = await adminApi<LeadPage>(`/leads?${query}`, { signal: request.signal });
  return { leads, filter, page };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Leads | Superadmin console | Vetan" }, { name: "robots", content: "noindex" }];

export default function ConsoleLeads({ loaderData }: Route.ComponentProps) {
  const { leads, filter, page } = loaderData;
  const filtered = Boolean(filter.q || filter.status);
  const csv = filterQuery(filter).toString();
  return (
    <>
      <DashboardHeading eyebrow="Superadmin console" title="Leads" lead="Talk to Us requests from the website, newest first. Open one to see everything they sent, set its status and keep notes." />
      <DashboardPanel
        id="leads"
        title={filtered ? "Matching leads" : "All leads"}
        actions={
          <a className="button button--ghost button--small" href={adminHref(`/leads.csv${csv ? `?${csv}` : ""}`)} download>
            Download CSV
          </a>
        }
      >
        <ConsoleSearch id="lead-q" label="Search leads" placeholder="Name, email, mobile, organization or place" q={filter.q} filtered={filtered}>
          <SearchSelect id="lead-status" name="status" label="Status" value={filter.status} any="Every status" options={STATUS_OPTIONS} />
        </ConsoleSearch>
        {leads.data.length === 0 ? (
          <p className="dash-empty">{filtered ? "No lead matches this search." : "No leads yet. Requests sent with the Talk to Us form appear here."}</p>
        ) : (
          <ol className="lead-list" aria-label="Leads, newest first">
            {leads.data.map((lead) => (
              <ConsoleLeadCard key={lead.id} lead={lead} />
            ))}
          </ol>
        )}
        <ConsolePager what="leads" page={page} pageSize={PAGE_SIZE} total={leads.total} shown={leads.data.length} />
      </DashboardPanel>
    </>
  );
}
