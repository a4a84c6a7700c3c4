// Expense claims (/app/expenses): my claims, my team's (for managers, submitted on), or the firm's (admins
// and HR, the server scoping HR to their workspaces); searched by title, number, name or code, filtered by
// status, and downloadable (CSV or XLSX, every row the search and filters find, made by the server). A claim
// opens with its items and flags; those who may see the expense report (managers, HR, admins) find it here.
// Below: the person's advances (ask, follow, withdraw) and the link to their expense ledger; for finance,
// advances to pay or collect, and payouts.
import { type AdvanceView, CLAIM_STATUSES, ClaimListQuerySchema, type ClaimListRow, type PayoutView } from "@vetan/shared/expenses";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { ConsoleSearch, SearchSelect } from "../../components/console-search.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { appPath, mayKeepExpensePolicy } from "../../content/app-nav.ts";
import { AdvancesToPayPanel, MyAdvancesPanel } from "../../features/expenses/advances-panel.tsx";
import { CLAIM_STATUS_WORDS, ClaimStatusChip } from "../../features/expenses/claim-bits.tsx";
import { PayoutsPanel } from "../../features/expenses/payouts-panel.tsx";
import { rupees } from "../../features/payroll/payroll-bits.tsx";
import { ApiError, firmApi, firmHref } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/payroll.css";
import "../../styles/expenses.css";
import type { Route } from "./+types/expenses.ts";

type Box = "mine" | "team" | "all";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const shape = ClaimListQuerySchema.shape;
  const box = shape.box.safeParse(params.get("box") || undefined);
  const status = shape.status.safeParse(params.get("status") || undefined);
  const q = shape.q.safeParse(params.get("q") ?? "");
  const filter = { box: (box.success ? box.data : "mine") as Box, status: status.success && status.data !== "any" ? status.data : "", q: (q.success && q.data) || "" };
  const api = new URLSearchParams({ box: filter.box, limit: "200" });
  if (filter.status) api.set("status", filter.status);
  if (filter.q) api.set("q", filter.q);
  // Payouts and advances to pay are for those who run payroll; anyone else is refused, and sees none.
  const financeOnly = <T,>(e: unknown): T | null => {
    if (e instanceof ApiError && e.status === 403) return null;
    throw e;
  };
  const [list, payouts, advances] = await Promise.all([
    firmApi<{ data: ClaimListRow[]; total: number }>(`/expenses/claims?${api}`, { signal: request.signal }),
    firmApi<{ data: PayoutView[] }>("/expenses/payouts", { signal: request.signal }).catch(financeOnly<{ data: PayoutView[] }>),
    firmApi<{ data: AdvanceView[] }>("/expenses/advances?box=mine", { signal: request.signal }),
  ]);
  // The same people pay advances as payouts: asked only of those the payouts let in, so no one else is refused twice.
  const toPay = payouts ? await firmApi<{ data: AdvanceView[] }>("/expenses/advances?box=to_pay", { signal: request.signal }) : null;
  return { filter, list, payouts: payouts?.data ?? null, advances: advances.data, toPay: toPay?.data ?? null };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Expense claims | Vetan" }, { name: "robots", content: "noindex" }];

const BOX_WORDS: Record<Box, string> = { mine: "My claims", team: "My team's claims", all: "The firm's claims" };
const STATUS_CHOICES = CLAIM_STATUSES.map((s) => ({ value: s, label: CLAIM_STATUS_WORDS[s] }));

const columns = (box: Box): Column<ClaimListRow>[] => [
  {
    label: "Claim",
    cell: (c) => (
      <span className="exp-claim-cell">
        <Link to={appPath("expenses", c.id)}>
          {c.title}
          <span className="visually-hidden">, claim {c.number}</span>
        </Link>
        <span className="exp-claim-cell__number">{c.number}</span>
      </span>
    ),
  },
  ...(box === "mine" ? [] : [{ label: "Person", cell: (c: ClaimListRow) => `${c.employee.name} (${c.employee.code})` }]),
  { label: "Items", numeric: true, cell: (c) => `${c.items}${c.flagged ? `, ${c.flagged} flagged` : ""}` },
  { label: "Claimed", numeric: true, cell: (c) => rupees(c.total) },
  { label: "Approved", numeric: true, cell: (c) => (c.approved_total === null ? "—" : rupees(c.approved_total)) },
  { label: "Status", cell: (c) => <ClaimStatusChip status={c.status} /> },
  { label: "Submitted", cell: (c) => (c.submitted_at ? formatDay(c.submitted_at.slice(0, 10)) : "—") },
];

export default function Expenses({ loaderData }: Route.ComponentProps) {
  const { filter, list, payouts, advances, toPay } = loaderData;
  const me = useAppViewer();
  const boxes: Box[] = ["mine", ...(me.is_manager ? (["team"] as const) : []), ...(me.access === "A" || me.access === "H" ? (["all"] as const) : [])];
  const filtered = filter.q !== "" || filter.status !== "";
  const shown = list.data.length;
  const exportQuery = new URLSearchParams({ box: filter.box, ...(filter.status ? { status: filter.status } : {}), ...(filter.q ? { q: filter.q } : {}) }).toString();
  const seesReport = me.is_manager || me.access === "A" || me.access === "H";
  return (
    <>
      <DashboardHeading eyebrow="Expenses" title="Expense claims" lead="Bills photographed on the phone, checked against the firm's policy as they are added, approved by the manager and finance, then paid with salary or on their own, once." />
      {seesReport && (
        <p className="exp-report-link">
          <Link to={appPath("expenses", "report")}>Expense report: claims by person, department, workspace, project, category or month</Link>
        </p>
      )}
      {boxes.length > 1 && (
        <nav className="exp-boxes" aria-label="Whose claims">
          {boxes.map((b) => (
            <Link key={b} to={`?box=${b}`} aria-current={b === filter.box ? "page" : undefined} className="exp-boxes__link">
              {BOX_WORDS[b]}
            </Link>
          ))}
        </nav>
      )}
      <DashboardPanel
        id="claims"
        title={`${BOX_WORDS[filter.box]} (${list.total.toLocaleString("en-IN")})`}
        actions={
          <div className="pay-actions">
            <Link className="button button--small" to={appPath("expenses", "new")}>
              New claim
            </Link>
            {mayKeepExpensePolicy(me) && (
              <Link className="button button--ghost button--small" to={appPath("settings", "expenses")}>
                Expense policy
              </Link>
            )}
            <Link className="button button--ghost button--small" to={appPath("expenses", "ledger", me.employee_id)}>
              My expense ledger
            </Link>
            {shown > 0 && (
              <>
                <a className="button button--ghost button--small" href={firmHref(`/expenses/claims.csv?${exportQuery}`)} download>
                  Download CSV<span className="visually-hidden"> of the claims listed</span>
                </a>
                <a className="button button--ghost button--small" href={firmHref(`/expenses/claims.xlsx?${exportQuery}`)} download>
                  Download XLSX<span className="visually-hidden"> of the claims listed</span>
                </a>
              </>
            )}
          </div>
        }
      >
        <ConsoleSearch id="claims-q" label="Search claims" placeholder="Title, claim number, name or code" q={filter.q} filtered={filtered}>
          <input type="hidden" name="box" value={filter.box} />
          <SearchSelect id="claims-status" name="status" label="Status" value={filter.status} any="Any status" options={STATUS_CHOICES} />
        </ConsoleSearch>
        <DataTable
          caption={`${BOX_WORDS[filter.box]}: one row a claim, amounts in rupees`}
          columns={columns(filter.box)}
          rows={list.data}
          rowKey={(c) => c.id}
          empty={filtered ? "No claims match." : filter.box === "mine" ? "No claims yet. Start one with New claim." : "No claims here yet."}
        />
      </DashboardPanel>
      <MyAdvancesPanel advances={advances} />
      {toPay && <AdvancesToPayPanel advances={toPay} />}
      {payouts && <PayoutsPanel payouts={payouts} />}
    </>
  );
}
