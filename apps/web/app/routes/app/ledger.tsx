// A person's ledger (/app/payroll/ledger/:employeeId; "mine" for the signed-in person): every movement
// between the firm and them, oldest first — net pay of each released run, loans and advances handed over,
// interest charged, recoveries, prepayments, waivers, the settlement — with what was paid to them, what it
// charged (+) or recovered (−) on what they owe, and what they owe after it. Each entry opens where it came
// from: the payslip, the loan, the settlement. The rows download as a CSV made in the browser. The person,
// HR covering them and admins read it; the server tells anyone else the person does not exist.
import { indiaToday } from "@vetan/shared/dates";
import type { LedgerEntry, LedgerKind, LedgerView } from "@vetan/shared/loans";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { appPath } from "../../content/app-nav.ts";
import { csvText, plainRupees, saveCsv } from "../../features/payroll/csv.ts";
import { LedgerTotals, rupees } from "../../features/payroll/payroll-bits.tsx";
import { firmApi } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import "../../styles/payroll.css";
import "../../styles/payroll-more.css";
import type { Route } from "./+types/ledger.ts";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  // "mine" is the signed-in person's own (GET /payroll/ledger/mine); any other id is that person's.
  return { ledger: await firmApi<LedgerView>(`/payroll/ledger/${encodeURIComponent(params.employeeId)}`, { signal: request.signal }) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `Ledger${loaderData ? ` of ${loaderData.ledger.employee.name}` : ""} | Payroll | Vetan` }, { name: "robots", content: "noindex" }];

const KIND_WORDS: Record<LedgerKind, string> = {
  salary: "Salary",
  settlement: "Settlement",
  loan_given: "Loan handed over",
  loan_interest: "Interest",
  loan_recovered: "Recovered from pay",
  loan_prepaid: "Prepaid",
  loan_waived: "Waived",
};

/** Where an entry came from, on screen: the payslip of a run, the loan, the settlement. */
function sourcePath(e: LedgerEntry, employeeId: string): string {
  if (e.source.kind === "run") return appPath("payslips", e.source.id, employeeId);
  if (e.source.kind === "loan") return appPath("payroll", "loans", e.source.id);
  return appPath("payroll", "settlements", employeeId);
}

/** "+ ₹5,000.00" charged, "− ₹1,000.00" recovered, a dash for neither; said in words to screen readers. */
function Change({ paise }: { paise: number }) {
  if (paise === 0)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">None</span>
      </>
    );
  return (
    <span className="ledger-change" data-way={paise > 0 ? "charged" : "recovered"}>
      <span aria-hidden="true">{paise > 0 ? "+ " : "− "}</span>
      {rupees(Math.abs(paise))}
      <span className="visually-hidden">{paise > 0 ? " charged" : " recovered"}</span>
    </span>
  );
}

type Row = LedgerEntry & { n: number };

function columns(employeeId: string, own: boolean): Column<Row>[] {
  return [
    { label: "Date", cell: (e) => <span className="ledger-date">{formatDay(e.date)}</span> },
    {
      label: "What",
      cell: (e) => (
        <span className="ledger-what">
          <Link to={sourcePath(e, employeeId)}>{e.description}</Link>
          <span className="ledger-what__kind">{KIND_WORDS[e.kind]}</span>
        </span>
      ),
    },
    { label: own ? "Paid to you" : "Paid to them", numeric: true, cell: (e) => (e.paid ? rupees(e.paid) : "—") },
    { label: "Charged (+) or recovered (−)", numeric: true, cell: (e) => <Change paise={e.change} /> },
    { label: "Owed after", numeric: true, cell: (e) => rupees(e.owed) },
  ];
}

function ledgerCsv(ledger: LedgerView): string {
  const header = ["Date", "What", "Kind", "Paid (Rs)", "Charged (Rs)", "Recovered (Rs)", "Owed after (Rs)"];
  const rows = ledger.entries.map((e) => [e.date, e.description, KIND_WORDS[e.kind], plainRupees(e.paid), plainRupees(Math.max(0, e.change)), plainRupees(Math.max(0, -e.change)), plainRupees(e.owed)]);
  return csvText([header, ...rows]);
}

export default function Ledger({ loaderData }: Route.ComponentProps) {
  const { ledger } = loaderData;
  const me = useAppViewer();
  const own = me.employee_id === ledger.employee.id;
  const { employee, totals } = ledger;
  const rows: Row[] = ledger.entries.map((e, n) => ({ ...e, n }));
  return (
    <>
      <DashboardHeading
        eyebrow={own ? "Payroll" : employee.name}
        title={own ? "My ledger" : "Ledger"}
        lead={`Everything paid to ${own ? "you" : `${employee.name} (${employee.code})`} and owed on loans and advances, oldest first. Each entry opens where it came from.`}
      />
      <p className="pay-back">
        {own ? (
          <Link to={appPath("payslips")}>My payslips</Link>
        ) : (
          <>
            <Link to={appPath("people", employee.id)}>Profile</Link>
            <Link to={appPath("people", employee.id, "salary")}>Salary</Link>
          </>
        )}
      </p>
      <DashboardPanel
        id="ledger"
        title={`Entries (${rows.length.toLocaleString("en-IN")})`}
        actions={
          rows.length > 0 && (
            <button type="button" className="button button--ghost button--small" onClick={() => saveCsv(`vetan-ledger-${employee.code}-${indiaToday()}.csv`, ledgerCsv(ledger))}>
              Download CSV<span className="visually-hidden"> of the ledger</span>
            </button>
          )
        }
      >
        <LedgerTotals
          figures={[
            ["Paid in all", totals.paid],
            ["Of it, salary", totals.salary],
            ["Loans and advances given", totals.loans_given],
            ["Recovered", totals.recovered],
            ["Owed now", totals.owed],
          ]}
        />
        <div className="ledger-list">
          <DataTable
            caption={`The ledger of ${employee.name}, oldest first: one row for each entry, amounts in rupees`}
            columns={columns(employee.id, own)}
            rows={rows}
            rowKey={(e) => String(e.n)}
            empty={own ? "Nothing yet: your first released payslip starts the ledger." : "Nothing yet: the first released payslip starts the ledger."}
          />
        </div>
      </DashboardPanel>
    </>
  );
}
