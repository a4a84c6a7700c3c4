// A person's expense ledger (/app/expenses/ledger/:employeeId): advances paid, claims approved, each
// advance set against a claim, reimbursements (with the run or payout that paid them) and money handed
// back, oldest first, with the running balance the engine works — positive, the firm owes the person;
// negative, the person holds the firm's money. Each entry opens where it came from; the table is cards on a
// phone (the dashboard table's own layout). The person, their manager, HR in scope and admins read it (the
// claims' rule); the server tells anyone else the person does not exist. Downloads as XLSX.
import type { ExpenseLedgerRow, ExpenseLedgerView, LedgerKind } from "@vetan/shared/expenses";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { appPath } from "../../content/app-nav.ts";
import { LedgerTotals, rupees } from "../../features/payroll/payroll-bits.tsx";
import { firmApi, firmHref } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import "../../styles/payroll.css";
import "../../styles/payroll-more.css";
import "../../styles/expenses.css";
import type { Route } from "./+types/expense-ledger.ts";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return { ledger: await firmApi<ExpenseLedgerView>(`/expenses/ledger/${encodeURIComponent(params.employeeId)}`, { signal: request.signal }) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `Expense ledger${loaderData ? ` of ${loaderData.ledger.employee.name}` : ""} | Vetan` }, { name: "robots", content: "noindex" }];

const KIND_WORDS: Record<LedgerKind, string> = {
  advance_paid: "Advance paid",
  claim_approved: "Claim approved",
  advance_settled: "Set against an advance",
  claim_paid: "Reimbursed",
  advance_returned: "Handed back",
};

/** "+ ₹15,000.00" the firm owes more, "− ₹12,000.00" the person holds more, a dash for a settlement; in words for screen readers. */
function Change({ paise }: { paise: number }) {
  if (paise === 0)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">No change</span>
      </>
    );
  return (
    <span className="ledger-change" data-way={paise > 0 ? "recovered" : "charged"}>
      <span aria-hidden="true">{paise > 0 ? "+ " : "− "}</span>
      {rupees(Math.abs(paise))}
      <span className="visually-hidden">{paise > 0 ? " more owed to the person" : " more held by the person"}</span>
    </span>
  );
}

/** A balance in words: who owes whom. */
function Balance({ paise, own }: { paise: number; own: boolean }) {
  if (paise === 0) return <>{rupees(0)}</>;
  return (
    <span className="exp-balance" data-way={paise > 0 ? "owed" : "held"}>
      {rupees(Math.abs(paise))} {paise > 0 ? (own ? "owed to you" : "owed to them") : own ? "held by you" : "held by them"}
    </span>
  );
}

type Row = ExpenseLedgerRow & { n: number };

const columns = (own: boolean): Column<Row>[] => [
  { label: "Date", cell: (e) => <span className="ledger-date">{formatDay(e.date)}</span> },
  {
    label: "What",
    cell: (e) => (
      <span className="ledger-what">
        {e.href ? <Link to={e.href}>{e.words}</Link> : e.words}
        <span className="ledger-what__kind">
          {KIND_WORDS[e.kind]}, {e.ref}
        </span>
      </span>
    ),
  },
  { label: "Amount", numeric: true, cell: (e) => rupees(e.amount) },
  { label: "Change", numeric: true, cell: (e) => <Change paise={e.change} /> },
  { label: "Balance", numeric: true, cell: (e) => <Balance paise={e.balance} own={own} /> },
];

export default function ExpenseLedger({ loaderData }: Route.ComponentProps) {
  const { ledger } = loaderData;
  const me = useAppViewer();
  const own = me.employee_id === ledger.employee.id;
  const { employee, totals } = ledger;
  const rows: Row[] = ledger.rows.map((e, n) => ({ ...e, n }));
  return (
    <>
      <DashboardHeading
        eyebrow={own ? "Expenses" : employee.name}
        title={own ? "My expense ledger" : "Expense ledger"}
        lead={`Advances paid to ${own ? "you" : `${employee.name} (${employee.code})`}, claims approved and what each advance covered, reimbursements and money handed back, oldest first. Each entry opens where it came from.`}
      />
      <p className="pay-back">
        <Link to={appPath("expenses")}>{own ? "My claims and advances" : "Expense claims"}</Link>
      </p>
      <DashboardPanel
        id="expense-ledger"
        title={`Entries (${rows.length.toLocaleString("en-IN")})`}
        actions={
          rows.length > 0 && (
            <a className="button button--ghost button--small" href={firmHref(`/expenses/ledger/${employee.id}/ledger.xlsx`)} download>
              Download XLSX<span className="visually-hidden"> of the expense ledger</span>
            </a>
          )
        }
      >
        <LedgerTotals
          figures={[
            ["Advances paid", totals.advances_paid],
            ["Used by claims", totals.settled],
            ["Handed back", totals.returned],
            ["Claims approved", totals.claims_approved],
            ["Reimbursed", totals.reimbursed],
          ]}
        >
          <div>
            <dt>Balance now</dt>
            <dd>
              <Balance paise={ledger.balance} own={own} />
            </dd>
          </div>
        </LedgerTotals>
        <div className="ledger-list">
          <DataTable
            caption={`The expense ledger of ${employee.name}, oldest first: one row for each entry, amounts in rupees`}
            columns={columns(own)}
            rows={rows}
            rowKey={(e) => String(e.n)}
            empty="Nothing yet: an advance paid or a claim approved starts the ledger."
          />
        </div>
      </DashboardPanel>
    </>
  );
}
