// Payments (/app/payroll/payments), for admins and firm-wide HR: what the firm paid out, newest first —
// each released run's salaries, each settlement paid, each loan or advance handed over — with how many
// people and how much, each opening its run, settlement or loan. Searched and filtered by kind in the
// browser (the list is the firm's whole history, a row a month or an event); the total follows the rows
// shown. The XLSX export is the server's, of every payment. Anyone else is refused by the server, in words.
import type { PaymentRow, PaymentsView } from "@vetan/shared/loans";
import { useDeferredValue, useState } from "react";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { appPath } from "../../content/app-nav.ts";
import { ListFilter } from "../../features/payroll/list-filter.tsx";
import { LedgerTotals, rupees } from "../../features/payroll/payroll-bits.tsx";
import { firmApi, firmHref } from "../../lib/api.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import "../../styles/payroll.css";
import "../../styles/payroll-more.css";
import type { Route } from "./+types/payments.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { payments: await firmApi<PaymentsView>("/payroll/payments", { signal: request.signal }) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Payments | Payroll | Vetan" }, { name: "robots", content: "noindex" }];

const KIND_WORDS: Record<PaymentRow["kind"], string> = { salary: "Salaries", settlement: "Settlement", loan: "Loan or advance" };
const KIND_CHOICES = [
  { value: "salary", label: "Salaries" },
  { value: "settlement", label: "Settlements" },
  { value: "loan", label: "Loans and advances" },
] as const;

const sumOf = (rows: readonly PaymentRow[], kind: PaymentRow["kind"]) => rows.reduce((t, r) => t + (r.kind === kind ? r.amount : 0), 0);

function sourcePath(r: PaymentRow): string {
  if (r.source.kind === "run") return appPath("payroll", "runs", r.source.id);
  if (r.source.kind === "loan") return appPath("payroll", "loans", r.source.id);
  return appPath("payroll", "settlements", r.source.id);
}

const COLUMNS: Column<PaymentRow & { key: string }>[] = [
  { label: "Date", cell: (r) => <span className="ledger-date">{formatDay(r.date)}</span> },
  {
    label: "What",
    cell: (r) => (
      <span className="ledger-what">
        <Link to={sourcePath(r)}>{r.description}</Link>
      </span>
    ),
  },
  { label: "Kind", cell: (r) => KIND_WORDS[r.kind] },
  { label: "People", numeric: true, cell: (r) => r.people.toLocaleString("en-IN") },
  { label: "Amount", numeric: true, cell: (r) => rupees(r.amount) },
];

export default function Payments({ loaderData }: Route.ComponentProps) {
  const { payments } = loaderData;
  const [q, setQ] = useState("");
  const [kind, setKind] = useState("");
  const words = useDeferredValue(q.trim().toLowerCase());
  const all = payments.rows.map((r, n) => ({ ...r, key: `${r.source.kind}-${r.source.id}-${n}` }));
  const shown = all.filter((r) => (!kind || r.kind === kind) && (!words || `${r.description} ${r.date} ${formatDay(r.date)}`.toLowerCase().includes(words)));
  const filtered = words !== "" || kind !== "";
  const total = shown.reduce((t, r) => t + r.amount, 0);
  return (
    <>
      <DashboardHeading eyebrow="Payroll" title="Payments" lead="What the firm paid out: salaries of each released run, settlements paid and loans and advances handed over. Each opens its run, settlement or loan." />
      <p className="pay-back">
        <Link to={appPath("payroll")}>Payroll runs</Link>
      </p>
      <DashboardPanel
        id="payments"
        title={filtered ? `Matching payments (${shown.length.toLocaleString("en-IN")})` : `All payments (${all.length.toLocaleString("en-IN")})`}
        actions={
          all.length > 0 && (
            <a className="button button--ghost button--small" href={firmHref("/payroll/payments.xlsx")} download>
              Export XLSX<span className="visually-hidden"> of every payment</span>
            </a>
          )
        }
      >
        <LedgerTotals
          figures={[
            [filtered ? "Total of these" : "Total paid out", total],
            ["Salaries", sumOf(shown, "salary")],
            ["Settlements", sumOf(shown, "settlement")],
            ["Loans and advances", sumOf(shown, "loan")],
          ]}
        />
        <ListFilter
          name="Filter payments"
          searchLabel="Search payments"
          placeholder="A month, a name or a date"
          q={q}
          onQ={setQ}
          choiceLabel="Kind"
          choice={kind}
          onChoice={setKind}
          choices={[{ value: "", label: "Every kind" }, ...KIND_CHOICES]}
        />
        <output className="visually-hidden" aria-live="polite">
          {filtered ? `${shown.length.toLocaleString("en-IN")} of ${all.length.toLocaleString("en-IN")} payments shown, ${rupees(total)} in all.` : ""}
        </output>
        <div className="ledger-list">
          <DataTable
            caption="Payments, newest first: one row for each, amounts in rupees"
            columns={COLUMNS}
            rows={shown}
            rowKey={(r) => r.key}
            empty={filtered ? "No payment matches this search. Clear it to see them all." : "Nothing paid out yet: released runs, paid settlements and loans handed over appear here."}
          />
        </div>
        <p className="dash-note">The XLSX holds every payment, whatever is searched here.</p>
      </DashboardPanel>
    </>
  );
}
