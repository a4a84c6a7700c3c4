// Tax declarations (/app/payroll/declarations), for admins (the firm) and HR (everyone they cover): this tax
// year's declaration of each person — regime, status, what was declared and verified a year, proofs —
// searched by name or code, filtered by status (the chips, with how many are in each) and regime, 50 a
// page. The filter lives in the address, so Back, links and the XLSX export show exactly what is listed.
// Each person opens their declaration, where HR verifies the proofs.
import { DECLARATION_STATUS_LABELS, DeclarationListQuerySchema, type DeclarationListView, type DeclarationRow, type DeclarationStatus } from "@vetan/shared/tax-declarations";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { ConsolePager, pageOf, pageQuery } from "../../components/console-pager.tsx";
import { ConsoleSearch, SearchSelect } from "../../components/console-search.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { appPath } from "../../content/app-nav.ts";
import { amountShown, DeclarationStatusChip, REGIME_WORDS, taxYearLabel } from "../../features/payroll/declaration-bits.tsx";
import { firmApi, firmHref } from "../../lib/api.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import "../../styles/payroll.css";
import type { Route } from "./+types/declarations.ts";

const PAGE_SIZE = 50;
const STATUSES = ["none", "declared", "submitted", "verified"] as const satisfies readonly DeclarationStatus[];

interface Filter {
  q: string;
  status: DeclarationStatus | "";
  regime: "new" | "old" | "";
  page: number;
}

function filterOf(params: URLSearchParams): Filter {
  const shape = DeclarationListQuerySchema.shape;
  const q = shape.q.safeParse(params.get("q") ?? "");
  const status = shape.status.safeParse(params.get("status") || undefined);
  const regime = shape.regime.safeParse(params.get("regime") || undefined);
  return { q: (q.success && q.data) || "", status: (status.success && status.data) || "", regime: (regime.success && regime.data) || "", page: pageOf(params) };
}

/** The list's filters as a query (the API's, and the export's without the page). */
function filterQuery(filter: Filter, page?: number): URLSearchParams {
  const query = page ? pageQuery(page, PAGE_SIZE) : new URLSearchParams();
  if (filter.q) query.set("q", filter.q);
  if (filter.status) query.set("status", filter.status);
  if (filter.regime) query.set("regime", filter.regime);
  return query;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filter = filterOf(new URL(request.url).searchParams);
  const list = await firmApi<DeclarationListView>(`/payroll/declarations?${filterQuery(filter, filter.page)}`, { signal: request.signal });
  return { filter, list };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Tax declarations | Payroll | Vetan" }, { name: "robots", content: "noindex" }];

const REGIME_CHOICES = [
  { value: "new", label: REGIME_WORDS.new },
  { value: "old", label: REGIME_WORDS.old },
];

const COLUMNS: Column<DeclarationRow>[] = [
  {
    label: "Name",
    cell: (r) => (
      <span className="tax-person">
        <Link to={appPath("payroll", "declarations", r.employee.id)}>{r.employee.name}</Link>
        <span className="tax-person__more">
          <span className="dash-mono">{r.employee.code}</span>
          {r.employee.department ? ` · ${r.employee.department}` : ""}
        </span>
      </span>
    ),
  },
  { label: "Regime", cell: (r) => REGIME_WORDS[r.regime] },
  { label: "Status", cell: (r) => <DeclarationStatusChip status={r.status} /> },
  { label: "Declared a year", numeric: true, cell: (r) => (r.declared_total ? amountShown(r.declared_total) : <span className="dash-muted">—</span>) },
  { label: "Verified a year", numeric: true, cell: (r) => (r.verified_total === null ? <span className="dash-muted">—</span> : amountShown(r.verified_total)) },
  { label: "Proofs", numeric: true, cell: (r) => r.proofs.toLocaleString("en-IN") },
  { label: "Submitted", cell: (r) => (r.submitted_at ? formatDay(r.submitted_at) : <span className="dash-muted">—</span>) },
];

export default function Declarations({ loaderData }: Route.ComponentProps) {
  const { filter, list } = loaderData;
  const filtered = filter.q !== "" || filter.status !== "" || filter.regime !== "";
  const all = STATUSES.reduce((n, s) => n + list.counts[s], 0);
  /** A chip's address: this status (or every one), the search and regime kept, from page 1. */
  const chipHref = (status: DeclarationStatus | "") => {
    const query = filterQuery({ ...filter, status }).toString();
    return query ? `?${query}` : ".";
  };
  return (
    <>
      <DashboardHeading
        eyebrow="Payroll"
        title="Tax declarations"
        lead={`Tax year ${taxYearLabel(list.tax_year)}: each person's regime, what they declared and what you verified. Open a person to check their proofs.`}
      />
      <DashboardPanel
        id="declarations"
        title={filtered ? `Matching people (${list.total.toLocaleString("en-IN")})` : `Everyone (${list.total.toLocaleString("en-IN")})`}
        actions={
          <a className="button button--ghost button--small" href={firmHref(`/payroll/declarations.xlsx?${filterQuery(filter)}`)} download>
            Export XLSX
          </a>
        }
      >
        <nav className="tax-chips" aria-label="Declarations by status">
          {[["" as const, "Everyone", all] as const, ...STATUSES.map((s) => [s, DECLARATION_STATUS_LABELS[s], list.counts[s]] as const)].map(([status, label, n]) => (
            <Link key={status || "all"} to={chipHref(status)} className="tax-chips__chip" aria-current={filter.status === status ? "page" : undefined}>
              {label}
              <span className="tax-chips__count">{n.toLocaleString("en-IN")}</span>
            </Link>
          ))}
        </nav>
        <ConsoleSearch id="declarations-q" label="Search people" placeholder="Name or code" q={filter.q} filtered={filtered} live>
          <SearchSelect id="declarations-regime" name="regime" label="Regime" value={filter.regime} any="Either regime" options={REGIME_CHOICES} />
          {filter.status && <input type="hidden" name="status" value={filter.status} />}
        </ConsoleSearch>
        <div className="tax-list">
          <DataTable
            caption={`Tax declarations, ${taxYearLabel(list.tax_year)}`}
            columns={COLUMNS}
            rows={list.rows}
            rowKey={(r) => r.employee.id}
            empty={filtered ? "No one matches this search." : "No one here yet."}
          />
        </div>
        <ConsolePager what="people" page={filter.page} pageSize={PAGE_SIZE} total={list.total} shown={list.rows.length} />
      </DashboardPanel>
    </>
  );
}
